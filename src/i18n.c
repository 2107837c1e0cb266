/* French and English strings. */
#include "i18n.h"

#include <SDL.h>
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

Lang i18n_system_lang(void)
{
    const char *vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v && strcmp(v, "C") != 0 && strcmp(v, "POSIX") != 0)
            return strncmp(v, "fr", 2) == 0 ? LANG_FR : LANG_EN;
    }
#if SDL_VERSION_ATLEAST(2, 0, 14)
    SDL_Locale *loc = SDL_GetPreferredLocales();
    if (loc) {
        Lang l = (loc[0].language && strcmp(loc[0].language, "fr") == 0) ? LANG_FR : LANG_EN;
        SDL_free(loc);
        return l;
    }
#endif
    return LANG_EN;
}

const char *i18n_suit_name(Lang lang, int suit)
{
    static const StrId ids[4] = { S_SUIT_S, S_SUIT_H, S_SUIT_D, S_SUIT_C };
    return (suit >= 0 && suit < 4) ? i18n_get(lang, ids[suit]) : "?";
}
