/* The build's catalogues, read before a test's main (i18n_catalogs.c): a language with its
 * catalogue, as the app's app_lang gives the player's. */
#ifndef LAMOUCHE_TEST_I18N_CATALOGS_H
#define LAMOUCHE_TEST_I18N_CATALOGS_H

#include "i18n.h"

Lang test_lang(LangId id);

#endif
