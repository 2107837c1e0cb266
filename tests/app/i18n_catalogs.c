/* Linked into every test that reads strings: the build's catalogues (po/<lang>.po made into .mo
 * files by msgfmt) are in use before main, as the app's start puts them in use. A catalogue
 * that cannot be read fails the test at once: its strings would silently be English. */
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>

static I18nCatalog catalogs[LANG_COUNT];

static void drop_catalogs(void)
{
    for (int l = 0; l < LANG_COUNT; l++) {
        i18n_use((Lang)l, NULL);
        i18n_catalog_free(&catalogs[l]);
    }
}

__attribute__((constructor)) static void use_catalogs(void)
{
    const Lang failed = i18n_load_all(catalogs, LAMOUCHE_TEST_LOCALE_DIR);
    if (failed != LANG_EN) {
        fprintf(stderr, "the %s catalogue could not be read from %s\n", i18n_code(failed), LAMOUCHE_TEST_LOCALE_DIR);
        exit(1);
    }
    atexit(drop_catalogs);
}
