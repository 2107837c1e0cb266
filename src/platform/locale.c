/* The language the system is set to. */
#include "locale.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

LangId locale_system_lang(void)
{
    /* LANGUAGE first, as gettext reads it (a list: "de:fr", the first of ours wins), though glibc
     * ignores it under the "C" locale: a bare machine has no other, and the player said it */
    const char *list = getenv("LANGUAGE");
    for (const char *p = list; p && *p; p += strcspn(p, ":"), p += *p == ':') {
        char one[32];
        const size_t n = strcspn(p, ":");
        if (n == 0 || n >= sizeof one)
            continue;
        memcpy(one, p, n);
        one[n] = 0;
        LangId l;
        if (i18n_lang_of(one, &l))
            return l;
    }
    const char *vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        LangId l;
        if (v && *v && strcmp(v, "C") != 0 && strcmp(v, "POSIX") != 0)
            return i18n_lang_of(v, &l) ? l : LANG_EN;
    }
#if SDL_VERSION_ATLEAST(2, 0, 14)
    SDL_Locale *loc = SDL_GetPreferredLocales();
    if (loc) {
        LangId l = LANG_EN;
        if (loc[0].language && !i18n_lang_of(loc[0].language, &l))
            l = LANG_EN;
        SDL_free(loc);
        return l;
    }
#endif
    return LANG_EN;
}
