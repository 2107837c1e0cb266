/* French and English strings. */
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char *const table[LANG_COUNT][S_COUNT] = {
    {
#define X(id, en, fr) en,
        STRINGS(X)
#undef X
    },
    {
#define X(id, en, fr) fr,
        STRINGS(X)
#undef X
    },
};

const char *i18n_get(Lang lang, StrId id)
{
    if ((unsigned)lang >= LANG_COUNT || (unsigned)id >= S_COUNT)
        return "";
    return table[lang][id];
}

const char *i18n_suit_name(Lang lang, int suit)
{
    static const StrId ids[4] = { S_SUIT_S, S_SUIT_H, S_SUIT_D, S_SUIT_C };
    return (suit >= 0 && suit < 4) ? i18n_get(lang, ids[suit]) : "?";
}

int i18n_key(Lang lang, StrId id)
{
    const char *k = i18n_get(lang, id);
    return (k[0] >= 'A' && k[0] <= 'Z' && k[1] == 0) ? k[0] - 'A' + 'a' : 0;
}

StrId i18n_pad_twin(StrId keys)
{
    static const StrId twins[][2] = {
        { S_LAST_TRICK_KEY, S_LAST_TRICK_PAD },
        { S_LOG_CLOSE, S_LOG_CLOSE_PAD },
        { S_QR_CLOSE, S_QR_CLOSE_PAD },
        { S_SKIP_HINT, S_SKIP_PAD },
        { S_GAME_KEY, S_GAME_PAD },
    };
    for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++)
        if (twins[i][0] == keys)
            return twins[i][1];
    return keys;
}

int i18n_suit_key(Lang lang, int suit)
{
    static const StrId ids[4] = { S_KEY_SPADES, S_KEY_HEARTS, S_KEY_DIAMONDS, S_KEY_CLUBS };
    return (suit >= 0 && suit < 4) ? i18n_key(lang, ids[suit]) : 0;
}

void i18n_decimal(Lang lang, double v, char *out, int size)
{
    snprintf(out, (size_t)size, "%.1f", v);
    if (lang == LANG_FR)
        for (char *p = out; *p; p++)
            if (*p == '.')
                *p = ',';
}

const char *i18n_errno(Lang lang, int err)
{
    static const struct {
        int err;
        StrId words;
    } known[] = {
        { ENOENT, S_N_WHY_MISSING }, { ENOTDIR, S_N_WHY_NOT_DIR }, { ENAMETOOLONG, S_N_WHY_LONG },
        { EIO, S_N_WHY_IO },         { ENOMEM, S_N_WHY_MEMORY },   { ELOOP, S_N_WHY_LOOP },
        { EMFILE, S_N_WHY_FILES },   { ENFILE, S_N_WHY_FILES },    { ENOSPC, S_N_WHY_FULL },
        { EDQUOT, S_N_WHY_FULL },    { ENODEV, S_N_WHY_NOT_FILE }, { EISDIR, S_N_WHY_NOT_FILE },
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (known[i].err == err)
            return i18n_get(lang, known[i].words);
    return strerror(err);
}

/* Replaces the whole word `from` (after a space or at the start) by `to`, everywhere. */
static void replace_words(char *s, int size, const char *from, const char *to, bool not_first)
{
    size_t lf = strlen(from), lt = strlen(to);
    for (char *p = strstr(s, from); p; p = strstr(p, from)) {
        bool starts = p == s ? !not_first : p[-1] == ' ' || p[-1] == '(';
        char after = p[lf];
        bool ends = after == 0 || strchr(" ,.;:!?)", after) != NULL;
        if (!starts || !ends || strlen(s) - lf + lt >= (size_t)size) {
            p++;
            continue;
        }
        memmove(p + lt, p + lf, strlen(p + lf) + 1);
        memcpy(p, to, lt);
        p += lt;
    }
}

void i18n_tidy(Lang lang, char *s, int size)
{
    if (lang == LANG_FR) {
        replace_words(s, size, "à le", "au", false);
        replace_words(s, size, "à les", "aux", false);
        replace_words(s, size, "de le", "du", false);
        replace_words(s, size, "de les", "des", false);
    }
    const char *you = i18n_get(lang, S_YOU);
    char low[32];
    snprintf(low, sizeof low, "%s", you);
    if (low[0] >= 'A' && low[0] <= 'Z')
        low[0] = (char)(low[0] - 'A' + 'a');
    replace_words(s, size, you, low, true);
    if (s[0] >= 'a' && s[0] <= 'z')
        s[0] = (char)(s[0] - 'a' + 'A');
}
