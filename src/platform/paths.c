/* Data and preferences folders. */
#include "paths.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool paths_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static bool has_data(const char *dir)
{
    char p[PATH_TEXT_MAX];
    snprintf(p, sizeof p, "%s/fonts/serif-regular.ttf", dir);
    return paths_exists(p);
}

static bool try_dir(const char *dir, char *out, size_t size)
{
    if (!dir || !*dir || !has_data(dir))
        return false;
    snprintf(out, size, "%s", dir);
    size_t n = strlen(out);
    if (n > 1 && out[n - 1] == '/')
        out[n - 1] = 0;
    return true;
}

bool paths_find_data(char *out, size_t size)
{
    const char *env = getenv("LAMOUCHE_DATA_DIR");
    if (env && *env)
        return try_dir(env, out, size);
    char *base = SDL_GetBasePath();
    if (base) {
        char p[1100];
        snprintf(p, sizeof p, "%s../share/lamouche", base);
        bool ok = try_dir(p, out, size);
        if (!ok) {
            snprintf(p, sizeof p, "%sassets", base);
            if (paths_exists(p))
                ok = try_dir(base, out, size);
        }
        SDL_free(base);
        if (ok)
            return true;
    }
#ifdef LAMOUCHE_SOURCE_DIR
    if (try_dir(LAMOUCHE_SOURCE_DIR, out, size))
        return true;
#endif
    return false;
}

bool paths_make_dir(const char *dir)
{
    /* with its parents, as mkdir -p: a --save-dir may name a new folder in a new folder */
    char path[PATH_TEXT_MAX];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        mkdir(path, 0755); /* may exist already: what counts is that the last one is there */
        *p = '/';
    }
    mkdir(path, 0755);
    return paths_exists(dir);
}

bool paths_pref_dir(const char *save_dir, char *out, size_t size)
{
    if (save_dir && *save_dir) {
        if (!paths_make_dir(save_dir))
            return false;
        snprintf(out, size, "%s", save_dir);
        return true;
    }
    char *p = SDL_GetPrefPath("lamouche", "lamouche");
    if (!p)
        return false;
    snprintf(out, size, "%s", p);
    size_t n = strlen(out);
    if (n > 1 && out[n - 1] == '/')
        out[n - 1] = 0;
    SDL_free(p);
    return true;
}
