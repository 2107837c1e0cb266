/* Linked into every test that reads strings: the build's catalogues (po/<lang>.po made into .mo
 * files by msgfmt) are read before main, as the app's start reads them, and test_lang hands
 * them out. A catalogue that cannot be read fails the test at once: its strings would silently
 * be English. */
#include "i18n_catalogs.h"

#include <stdio.h>
#include <stdlib.h>

/* The test program's, as App.catalogs are the app's: set before main, read-only in the test. */
static I18nCatalog catalogs[LANG_COUNT];

Lang test_lang(LangId id) { return i18n_lang(id, catalogs); }

static void drop_catalogs(void)
{
    for (int l = 0; l < LANG_COUNT; l++)
        i18n_catalog_free(&catalogs[l]);
}

__attribute__((constructor)) static void read_catalogs(void)
{
    const LangId failed = i18n_load_all(catalogs, LAMOUCHE_TEST_LOCALE_DIR);
    if (failed != LANG_EN) {
        fprintf(stderr, "the %s catalogue could not be read from %s\n", i18n_code(failed), LAMOUCHE_TEST_LOCALE_DIR);
        exit(1);
    }
    atexit(drop_catalogs);
}
