/* Data and preferences folders. */
#include "paths.h"

#include "store.h"

#include <SDL.h>
#include <errno.h>
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
    if (!dir || !*dir || strlen(dir) >= size || !has_data(dir)) /* (never cut: another folder) */
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
    char *base = SDL_GetBasePath(); /* the binary's folder, with its '/' */
    if (!base)
        return false;
    char p[PATH_TEXT_MAX];
    const int n = snprintf(p, sizeof p, "%s%s", base, LAMOUCHE_BIN_TO_DATA);
    bool ok = n > 0 && (size_t)n < sizeof p && try_dir(p, out, size); /* (never a cut path) */
    if (!ok) { /* a folder holding the binary beside fonts/ and assets/ (an unpacked archive) */
        const int m = snprintf(p, sizeof p, "%sassets", base);
        ok = m > 0 && (size_t)m < sizeof p && paths_exists(p) && try_dir(base, out, size);
    }
    SDL_free(base);
    return ok;
}

bool paths_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool paths_make_dir(const char *dir)
{
    /* with its parents, as mkdir -p: a --save-dir may name a new folder in a new folder */
    char *path = strdup(dir);
    if (!path)
        return false;
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        mkdir(path, 0755); /* may exist already: what counts is that the last one is there */
        *p = '/';
    }
    mkdir(path, 0755);
    free(path);
    errno = 0;
    if (paths_is_dir(dir))
        return true;
    if (!errno) /* it is there, but a file */
        errno = ENOTDIR;
    return false;
}

/* "<$VAR or $HOME/home_under>/lamouche", made if missing (mode 0700: the player's alone), allocated; an
 * empty variable counts as unset (SDL took XDG_DATA_HOME="" as the root folder). NULL, and why. */
static char *xdg_dir(const char *var, const char *home_under, char *why, size_t why_size)
{
    const char *xdg = getenv(var), *home = getenv("HOME");
    const bool have_xdg = xdg && *xdg;
    if (!have_xdg && !(home && *home)) {
        snprintf(why, why_size, "neither %s nor HOME is set", var);
        return NULL;
    }
    const char *base = have_xdg ? xdg : home, *under = have_xdg ? "" : home_under;
    size_t len = strlen(base);
    while (len > 1 && base[len - 1] == '/')
        len--;
    const size_t size = len + strlen(under) + sizeof "/lamouche";
    char *dir = malloc(size);
    if (!dir) {
        snprintf(why, why_size, "%s", strerror(ENOMEM));
        return NULL;
    }
    snprintf(dir, size, "%.*s%s/lamouche", (int)len, base, under);
    const bool made = !paths_is_dir(dir);
    if (!paths_make_dir(dir)) {
        snprintf(why, why_size, "%s", strerror(errno));
        free(dir);
        return NULL;
    }
    if (made)
        chmod(dir, 0700);
    return dir;
}

/* save_dir, made if needed, without its trailing '/', allocated. */
static char *given_dir(const char *save_dir, char *why, size_t why_size)
{
    if (!paths_make_dir(save_dir)) {
        snprintf(why, why_size, "%s", strerror(errno));
        return NULL;
    }
    char *dir = strdup(save_dir);
    if (!dir) {
        snprintf(why, why_size, "%s", strerror(ENOMEM));
        return NULL;
    }
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')
        dir[--n] = '\0';
    return dir;
}

bool paths_pref_dirs(const char *save_dir, PrefDirs *dirs, char *why, size_t why_size)
{
    memset(dirs, 0, sizeof *dirs);
    if (save_dir && *save_dir) {
        dirs->data = given_dir(save_dir, why, why_size);
        dirs->config = dirs->data ? strdup(dirs->data) : NULL;
        if (dirs->data && !dirs->config)
            snprintf(why, why_size, "%s", strerror(ENOMEM));
    } else {
        dirs->data = xdg_dir("XDG_DATA_HOME", "/.local/share", why, why_size);
        dirs->config = dirs->data ? xdg_dir("XDG_CONFIG_HOME", "/.config", why, why_size) : NULL;
        /* earlier versions' folder, SDL_GetPrefPath's "<org>/<app>": lamouche/lamouche */
        dirs->old = dirs->config ? store_path(dirs->data, "lamouche") : NULL;
        if (dirs->config && !dirs->old)
            snprintf(why, why_size, "%s", strerror(ENOMEM));
    }
    if (dirs->data && dirs->config && (dirs->old || (save_dir && *save_dir)))
        return true;
    paths_pref_dirs_free(dirs);
    return false;
}

void paths_pref_dirs_free(PrefDirs *dirs)
{
    free(dirs->config);
    free(dirs->data);
    free(dirs->old);
    memset(dirs, 0, sizeof *dirs);
}

char *paths_cache_dir(const char *save_dir)
{
    char why[160];
    char *base = save_dir && *save_dir ? strdup(save_dir) : xdg_dir("XDG_CACHE_HOME", "/.cache", why, sizeof why);
    char *dir = base ? store_path(base, "pictures") : NULL;
    free(base);
    return dir;
}
