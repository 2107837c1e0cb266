/* The first frame's pictures kept between starts (pixel_cache.h). A file: its head (pixel_file.h:
 * the key it was made from, compared whole, so that no hash collision can hand back another
 * picture; the picture's size, format and pitch), then its rows. Written aside and renamed, so a
 * reader never sees half of one (two windows may start at once). Called on the main thread only. */
#define _POSIX_C_SOURCE 200809L /* st_mtim, utimensat */
#include "pixel_cache.h"

#include "pixel_file.h"
#include "raster.h"

#include <SDL_image.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { KEY_MAX = RASTER_PATH_MAX + 160 };
_Static_assert(KEY_MAX <= PIXEL_FILE_KEY_MAX + 1, "a key (and its end) fits in a kept file's head");

void pixel_cache_init(PixelCache *c, const char *dir)
{
    SDL_memset(c, 0, sizeof *c);
    struct stat st;
    /* (its parent, the save folder or the cache folder, is there: paths_cache_dir made it) */
    /* a folder whose name does not fit (with a file's name after it) is not used: cut short, it
     * would name another */
    if (dir && dir[0] && strlen(dir) + 64 < sizeof c->dir &&
        (mkdir(dir, 0700) == 0 || (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))))
        snprintf(c->dir, sizeof c->dir, "%s", dir);
    c->on = c->dir[0] != 0;
}

/* What the picture is made from; false if its source cannot be seen (nothing is cached then). */
static bool make_key(const char *data_dir, const char *relpath, int w, int h, Uint32 opaque_format, char *key,
                     size_t size)
{
    char full[DIR_TEXT_MAX + RASTER_PATH_MAX + 2];
    const int made = snprintf(full, sizeof full, "%s/%s", data_dir, relpath);
    struct stat st;
    if (made < 0 || (size_t)made >= sizeof full || strlen(relpath) >= RASTER_PATH_MAX || stat(full, &st) != 0)
        return false;
    const SDL_version *img = IMG_Linked_Version();
    const int n = snprintf(key, size, "%s|%dx%d|%08x|%lld|%lld.%09ld|SDL_image %d.%d.%d", relpath, w, h,
                           (unsigned)opaque_format, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                           st.st_mtim.tv_nsec, img->major, img->minor, img->patch);
    return n > 0 && (size_t)n < size;
}

/* The file's name: the key's FNV-1a hash (the key itself is inside, compared on reading). */
static void file_of(const PixelCache *c, const char *key, char *path, size_t size)
{
    uint64_t hash = 0xcbf29ce484222325u;
    for (const unsigned char *p = (const unsigned char *)key; *p; p++)
        hash = (hash ^ *p) * 0x100000001b3u;
    snprintf(path, size, "%s/%016llx.px", c->dir, (unsigned long long)hash);
}

/* The picture kept under key in path (its size as made: an SVG's as asked, a PNG's its own); NULL
 * if missing, of another key, not a regular file (a FIFO would block the start, a device never
 * end), or not exactly as long as its head says (pixel_file_head_read, checked before a surface is
 * made: a head claiming 8192 x 8192 over a small file allocates nothing). */
static SDL_Surface *read_picture(const char *path, const char *key)
{
    const int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    FILE *f = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "rb") : NULL;
    if (!f) {
        close(fd);
        return NULL;
    }
    unsigned char bytes[PIXEL_FILE_HEAD_MAX];
    const size_t n = fread(bytes, 1, sizeof bytes, f);
    PixelFileHead head;
    const bool fits = pixel_file_head_read(bytes, n, (uint64_t)st.st_size, key, &head) &&
                      SDL_BYTESPERPIXEL(head.format) == 4 && !SDL_ISPIXELFORMAT_INDEXED(head.format);
    SDL_Surface *s = fits && fseek(f, (long)head.rows_at, SEEK_SET) == 0
                         ? SDL_CreateRGBSurfaceWithFormat(0, (int)head.w, (int)head.h, 32, head.format)
                         : NULL;
    for (Uint32 y = 0; s && y < head.h; y++) {
        if (fread((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch, head.pitch, 1, f) != 1) {
            SDL_FreeSurface(s); /* shortened while read */
            s = NULL;
        }
    }
    fclose(f);
    return s;
}

/* A name this code writes: 16 hex digits and ".px" (a kept picture) or, after them, ".PID.tmp"
 * (a write not yet renamed). Nothing else in the folder is counted or removed. */
static bool kept_name(const char *name, bool *aside)
{
    for (int i = 0; i < 16; i++)
        if (!SDL_isxdigit((unsigned char)name[i]))
            return false;
    if (strncmp(name + 16, ".px", 3) != 0)
        return false;
    *aside = name[19] != 0;
    if (!*aside)
        return true;
    const char *p = name + 20;
    if (name[19] != '.' || !SDL_isdigit((unsigned char)*p))
        return false;
    while (SDL_isdigit((unsigned char)*p))
        p++;
    return strcmp(p, ".tmp") == 0;
}

/* The least recently used files go while there are more than PIXEL_CACHE_FILES; a write left
 * aside by a start killed before its rename goes once a minute old (another start's own write
 * is younger). */
static void trim(const PixelCache *c)
{
    for (;;) {
        DIR *d = opendir(c->dir);
        if (!d)
            return;
        int n = 0;
        char oldest[DIR_TEXT_MAX + 64] = "";
        struct timespec oldest_at = { 0, 0 };
        const time_t now = time(NULL);
        for (struct dirent *e; (e = readdir(d)) != NULL;) {
            bool aside = false;
            if (strlen(e->d_name) > 40 || !kept_name(e->d_name, &aside))
                continue;
            char path[DIR_TEXT_MAX + 64];
            struct stat st;
            snprintf(path, sizeof path, "%s/%s", c->dir, e->d_name); /* fits: the folder's name is short enough */
            if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode))
                continue;
            if (aside) {
                if (now - st.st_mtim.tv_sec > 60)
                    unlink(path);
                continue;
            }
            n++;
            if (!oldest[0] || st.st_mtim.tv_sec < oldest_at.tv_sec ||
                (st.st_mtim.tv_sec == oldest_at.tv_sec && st.st_mtim.tv_nsec < oldest_at.tv_nsec)) {
                snprintf(oldest, sizeof oldest, "%s", path);
                oldest_at = st.st_mtim;
            }
        }
        closedir(d);
        if (n <= PIXEL_CACHE_FILES || unlink(oldest) != 0)
            return;
    }
}

/* Kept aside under a name of this process, then renamed over path; nothing left on a failure. */
static bool write_picture(const char *path, const char *key, const SDL_Surface *s)
{
    unsigned char head[PIXEL_FILE_HEAD_MAX];
    const size_t head_len =
        pixel_file_head_write(head, sizeof head, key, (uint32_t)s->w, (uint32_t)s->h, s->format->format);
    char aside[DIR_TEXT_MAX + 96];
    snprintf(aside, sizeof aside, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = head_len ? fopen(aside, "wb") : NULL;
    if (!f)
        return false;
    const size_t pitch = (size_t)s->w * 4;
    bool ok = fwrite(head, head_len, 1, f) == 1;
    for (int y = 0; ok && y < s->h; y++)
        ok = fwrite((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch, pitch, 1, f) == 1;
    ok = fclose(f) == 0 && ok;
    ok = ok && rename(aside, path) == 0;
    if (!ok)
        unlink(aside);
    return ok;
}

/* Pixels this file can keep as they are: 4 bytes each, no palette, no colour key, not RLE. */
static bool keepable(SDL_Surface *s)
{
    return s && s->format->BytesPerPixel == 4 && !s->format->palette && !SDL_HasColorKey(s) && !SDL_MUSTLOCK(s) &&
           s->w <= PIXEL_FILE_SIDE_MAX && s->h <= PIXEL_FILE_SIDE_MAX;
}

SDL_Surface *pixel_cache_load(PixelCache *c, const char *data_dir, const char *relpath, int w, int h,
                              Uint32 opaque_format, bool *was_read)
{
    if (was_read)
        *was_read = false;
    char key[KEY_MAX], path[DIR_TEXT_MAX + 64];
    const bool cached = c->on && make_key(data_dir, relpath, w, h, opaque_format, key, sizeof key);
    if (cached) {
        file_of(c, key, path, sizeof path);
        SDL_Surface *s = read_picture(path, key);
        if (s) {
            c->read++;
            if (was_read)
                *was_read = true;
            utimensat(AT_FDCWD, path, NULL, 0); /* used now: the last to be trimmed */
            return s;
        }
    }
    SDL_Surface *s = raster_load(data_dir, relpath, w, h, opaque_format);
    c->made += c->on;
    if (cached && keepable(s) && write_picture(path, key, s)) {
        c->written++;
        trim(c);
    }
    return s;
}
