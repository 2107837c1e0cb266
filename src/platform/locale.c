/* The language the system is set to. */
#include "locale.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

Lang locale_system_lang(void)
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
