/* Why a file could not be read or written, as the notice banner says it (i18n_errno):
 * each reason a player can meet with files is in the player's language, never the
 * system's English inside a French sentence; any other errno still gets words.
 *
 * Usage: test_fault_words */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

static int failures;
#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            failures++; \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
        } \
    } while (0)

int main(void)
{
    static const int met[] = { ENOENT, ENOTDIR, ENAMETOOLONG, EIO,    ENOMEM, ELOOP,
                               EMFILE, ENFILE,  ENOSPC,       EDQUOT, ENODEV, EISDIR };
    for (size_t i = 0; i < sizeof met / sizeof met[0]; i++) {
        const int err = met[i];
        char en[200], fr[200];
        snprintf(en, sizeof en, "%s", i18n_errno(LANG_EN, err));
        snprintf(fr, sizeof fr, "%s", i18n_errno(LANG_FR, err));
        CHECK(en[0] && fr[0], "errno %d: no words", err);
        CHECK(strcmp(en, fr) != 0, "errno %d: the same words in both languages: %s", err, fr);
        CHECK(strcmp(fr, strerror(err)) != 0, "errno %d: the system's words in French: %s", err, fr);
        /* a reason follows "…: " in a sentence: it starts in lower case and ends without a stop */
        CHECK(fr[0] >= 'a' && fr[0] <= 'z', "errno %d: '%s' does not start in lower case", err, fr);
        CHECK(fr[strlen(fr) - 1] != '.', "errno %d: '%s' ends with a stop", err, fr);
        printf("errno %d: %s / %s\n", err, en, fr);
    }
    CHECK(strcmp(i18n_errno(LANG_EN, ENOSPC), i18n_get(LANG_EN, S_N_WHY_FULL)) == 0,
          "ENOSPC: not the full disk's words");
    CHECK(i18n_errno(LANG_FR, EXDEV)[0] != 0, "an errno not translated has no words");
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    return failures ? 1 : 0;
}
