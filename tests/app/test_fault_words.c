/* Why a file could not be read or written, as the notice banner says it (i18n_errno):
 * each reason a player can meet with files is in the player's language, never the
 * system's English inside a French sentence; any other errno still gets words.
 *
 * Usage: test_fault_words */
#include <errno.h>

#include "../engine/check.h"
#include "i18n.h"
#include "i18n_catalogs.h"

static void test_reasons_met(TestTally *t)
{
    static const int met[] = { ENOENT, ENOTDIR, ENAMETOOLONG, EIO,    ENOMEM, ELOOP,
                               EMFILE, ENFILE,  ENOSPC,       EDQUOT, ENODEV, EISDIR };
    for (size_t i = 0; i < sizeof met / sizeof met[0]; i++) {
        const char *en = i18n_errno(test_lang(LANG_EN), met[i]), *fr = i18n_errno(test_lang(LANG_FR), met[i]);
        printf("errno %d: %s / %s\n", met[i], en, fr);
        CHECK(t, en[0] && fr[0]);
        CHECK(t, strcmp(en, fr) != 0); /* the same words in both languages: untranslated */
        CHECK(t, strcmp(fr, strerror(met[i])) != 0); /* the system's words inside French */
        /* a reason follows "…: " in a sentence: lower case first, no stop at its end */
        CHECK(t, fr[0] >= 'a' && fr[0] <= 'z');
        CHECK(t, fr[strlen(fr) - 1] != '.');
    }
}

static void test_others(TestTally *t)
{
    CHECK(t, strcmp(i18n_errno(test_lang(LANG_EN), ENOSPC), i18n_get(test_lang(LANG_EN), S_N_WHY_FULL)) == 0);
    CHECK(t, i18n_errno(test_lang(LANG_FR), EXDEV)[0] != 0); /* not translated: still words */
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, test_reasons_met);
    RUN(&t, test_others);
    return test_summary(&t);
}
