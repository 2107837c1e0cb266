/* A .mo catalogue is read from disk (the data folder's locale tree): any bytes are refused or
 * read within them, and every string taken from them is a C string whose printf arguments are
 * the English's. */
#include <stdint.h>
#include <string.h>

#include "i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    I18nCatalog cat;
    i18n_catalog_read(&cat, data, size);
    const Lang read = { LANG_DE, &cat };
    size_t total = 0;
    for (int id = 0; id < S_COUNT; id++)
        total += strlen(i18n_get(read, (StrId)id)) + strlen(i18n_nget(read, (StrId)id, 2));
    i18n_catalog_free(&cat);
    return total == (size_t)-1;
}
