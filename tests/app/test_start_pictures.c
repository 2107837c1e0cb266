/* The first frame's pictures kept between starts (issue 45, src/platform/pixel_cache.h):
 *  - a picture made while the cache is on is kept, and the next start reads it instead of making it:
 *    the same size, format and pixels as made;
 *  - with the cache off (after the first frame) a picture is made and nothing is kept;
 *  - a kept picture whose source file changed since, or whose file is damaged, is made again;
 *  - at most PIXEL_CACHE_FILES pictures are kept, the least recently used removed first;
 *  - what an attacker or a fault leaves there is not read: a file shorter or longer than its header
 *    says, a FIFO (which would block the start: an alarm fails the test),
 *    a folder whose name is too long; a write left aside by a killed start goes once old.
 * Usage: test_start_pictures SOURCE_DIR (its assets/). No window. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, utimensat, truncate */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pixel_cache.h"
#include "raster.h"
#include "app_check.h"

static const Uint32 opaque = SDL_PIXELFORMAT_RGB888;

static bool same_pixels(const SDL_Surface *a, const SDL_Surface *b)
{
    if (!a || !b || a->w != b->w || a->h != b->h || a->format->format != b->format->format)
        return false;
    for (int y = 0; y < a->h; y++)
        if (memcmp((const Uint8 *)a->pixels + y * a->pitch, (const Uint8 *)b->pixels + y * b->pitch,
                   (size_t)a->w * a->format->BytesPerPixel) != 0)
            return false;
    return true;
}

static int files_in(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        n += strstr(e->d_name, ".px") != NULL;
    if (d)
        closedir(d);
    return n;
}

/* Whether the picture, loaded through a cache on dir, is read (true) or made (false); *out its surface. */
static bool loaded_from_cache(const char *dir, const char *data, const char *rel, int w, int h, SDL_Surface **out)
{
    PixelCache c;
    pixel_cache_init(&c, dir);
    bool read = true; /* (the load sets it, read or made) */
    *out = pixel_cache_load(&c, data, rel, w, h, opaque, &read);
    CHECK(read == (c.read == 1 && c.made == 0), "%s %dx%d: the load says %s, the counters read %d made %d", rel, w, h,
          read ? "read" : "made", c.read, c.made);
    return read && c.read == 1 && c.made == 0;
}

/* The one kept picture's file in dir (its path in out); false if not exactly one. */
static bool only_file(const char *dir, char *out, size_t size)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (strlen(e->d_name) == 19 && strstr(e->d_name, ".px"))
            n += snprintf(out, size, "%s/%s", dir, e->d_name) > 0;
    if (d)
        closedir(d);
    return n == 1;
}

static long read_whole(const char *path, unsigned char *buf, size_t size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    const size_t n = fread(buf, 1, size, f);
    fclose(f);
    return (long)n;
}

static bool write_whole(const char *path, const unsigned char *buf, size_t n)
{
    unlink(path);
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    const bool ok = fwrite(buf, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

static void hostile_files(const char *base, const char *data, const char *card, const char *chip)
{
    char dir[320], path[700], name[800];
    snprintf(dir, sizeof dir, "%s/hostile", base);
    PixelCache c;
    pixel_cache_init(&c, dir);
    SDL_Surface *made = pixel_cache_load(&c, data, card, 60, 84, opaque, NULL), *s = NULL;
    CHECK(made && only_file(dir, path, sizeof path), "hostile: the card was not kept");
    static unsigned char good[60 * 84 * 4 + 4096], bad[sizeof good + 70 * 1024];
    const long n = read_whole(path, good, sizeof good);
    CHECK(n > 60 * 84 * 4, "hostile: cannot read the kept file");
    if (n <= 60 * 84 * 4) {
        SDL_FreeSurface(made);
        return;
    }
    Uint32 key_len;
    memcpy(&key_len, good + 8, 4);
    const size_t size_at = 12 + key_len; /* w, h, format, pitch, then the rows */

    /* a header claiming the largest picture over a small file: refused before a surface is made */
    memcpy(bad, good, (size_t)n);
    const Uint32 side = 8192, pitch = 8192 * 4;
    memcpy(bad + size_at, &side, 4);
    memcpy(bad + size_at + 4, &side, 4);
    memcpy(bad + size_at + 12, &pitch, 4);
    CHECK(write_whole(path, bad, (size_t)n), "hostile: cannot write");
    CHECK(!loaded_from_cache(dir, data, card, 60, 84, &s) && same_pixels(s, made),
          "a file shorter than its header says was read (%dx%d)", s ? s->w : 0, s ? s->h : 0);
    SDL_FreeSurface(s);

    /* longer than its header says: 70 KiB more */
    memcpy(bad, good, (size_t)n);
    memset(bad + n, 0x5a, 70 * 1024);
    CHECK(write_whole(path, bad, (size_t)n + 70 * 1024), "hostile: cannot write");
    CHECK(!loaded_from_cache(dir, data, card, 60, 84, &s) && same_pixels(s, made), "a file too long was read");
    SDL_FreeSurface(s);

    /* a FIFO where the file was: not opened for reading (it would wait for a writer forever) */
    unlink(path);
    CHECK(mkfifo(path, 0600) == 0, "cannot make a FIFO");
    alarm(60); /* a start blocked on it: the test dies, and fails */
    CHECK(!loaded_from_cache(dir, data, card, 60, 84, &s) && same_pixels(s, made), "a FIFO was read");
    alarm(0);
    SDL_FreeSurface(s);
    unlink(path);

    /* writes left aside by killed starts: one two minutes old goes, a fresh one (another start
     * writing now) and a file not the cache's stay */
    char stale[820], fresh[820], other[820];
    snprintf(name, sizeof name, "%s", path);
    snprintf(stale, sizeof stale, "%s.4242.tmp", name);
    snprintf(fresh, sizeof fresh, "%s.4243.tmp", name);
    snprintf(other, sizeof other, "%s/notes.txt", dir);
    CHECK(write_whole(stale, good, 16) && write_whole(fresh, good, 16) && write_whole(other, good, 16),
          "hostile: cannot write");
    const struct timespec old[2] = { { time(NULL) - 120, 0 }, { time(NULL) - 120, 0 } };
    CHECK(utimensat(AT_FDCWD, stale, old, 0) == 0 && utimensat(AT_FDCWD, other, old, 0) == 0, "cannot age");
    SDL_FreeSurface(pixel_cache_load(&c, data, chip, 30, 30, opaque, NULL)); /* a write: the folder is trimmed */
    CHECK(access(stale, F_OK) != 0, "a write left aside two minutes ago by a killed start was not removed");
    CHECK(access(fresh, F_OK) == 0 && access(other, F_OK) == 0, "a fresh write or another file was removed");

    /* a folder whose name does not fit: no cache (cut short, it would name another folder) */
    static char deep[2100];
    memset(deep, 'd', sizeof deep - 1);
    deep[0] = '/';
    PixelCache far;
    pixel_cache_init(&far, deep);
    CHECK(!far.on, "a 2,000-character folder was used");
    SDL_FreeSurface(made);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        printf("usage: test_start_pictures SOURCE_DIR\n");
        return 2;
    }
    const char *src = argv[1];
    char base[] = "/tmp/test_start_pictures.XXXXXX";
    if (!mkdtemp(base)) {
        printf("mkdtemp failed\n");
        return 1;
    }
    char dir[300], data[300], cmd[1200];
    snprintf(dir, sizeof dir, "%s/pictures", base);
    snprintf(data, sizeof data, "%s/data", base);
    /* a data folder of its own, so that a source file can be changed */
    snprintf(cmd, sizeof cmd,
             "mkdir -p %s/assets/cards/en %s/assets/table %s/assets/tokens && cp %s/assets/cards/en/KH.svg "
             "%s/assets/cards/en/ && cp %s/assets/table/felt.png %s/assets/table/ && cp %s/assets/tokens/chip.svg "
             "%s/assets/tokens/",
             data, data, data, src, data, src, data, src, data);
    if (system(cmd) != 0) {
        printf("cannot copy the pictures: %s\n", cmd);
        return 1;
    }
    const char *card = "assets/cards/en/KH.svg", *felt = "assets/table/felt.png", *chip = "assets/tokens/chip.svg";

    /* the first start: made and kept */
    PixelCache first;
    pixel_cache_init(&first, dir);
    SDL_Surface *made_card = pixel_cache_load(&first, data, card, 120, 168, opaque, NULL);
    SDL_Surface *made_felt = pixel_cache_load(&first, data, felt, 512, 512, opaque, NULL);
    CHECK(made_card && made_felt, "the pictures could not be made");
    CHECK(first.made == 2 && first.read == 0 && first.written == 2, "first start: made %d read %d kept %d (2 0 2)",
          first.made, first.read, first.written);
    CHECK(files_in(dir) == 2, "%d files kept (2)", files_in(dir));

    /* the next start: read, not made, the same pixels */
    SDL_Surface *s = NULL;
    CHECK(loaded_from_cache(dir, data, card, 120, 168, &s), "the next start made the card again");
    CHECK(same_pixels(s, made_card), "the card read back differs from the card made");
    SDL_FreeSurface(s);
    CHECK(loaded_from_cache(dir, data, felt, 512, 512, &s), "the next start made the felt again");
    CHECK(same_pixels(s, made_felt), "the felt read back differs from the felt made");
    SDL_FreeSurface(s);
    CHECK(!loaded_from_cache(dir, data, card, 121, 168, &s), "another size was read from the cache");
    SDL_FreeSurface(s);
    /* a PNG is made at its own size whatever the size asked: read back all the same */
    SDL_FreeSurface(pixel_cache_load(&first, data, felt, 300, 200, opaque, NULL));
    CHECK(loaded_from_cache(dir, data, felt, 300, 200, &s) && same_pixels(s, made_felt),
          "the felt asked at another size than its own was made again at the next start");
    SDL_FreeSurface(s);

    /* off after the first frame: made, nothing more kept */
    PixelCache later;
    pixel_cache_init(&later, dir);
    later.on = false;
    const int before_off = files_in(dir);
    s = pixel_cache_load(&later, data, chip, 40, 40, opaque, NULL);
    CHECK(s && later.written == 0 && files_in(dir) == before_off, "a picture was kept with the cache off");
    SDL_FreeSurface(s);

    /* the source changed: made again (and the pixels are the source's) */
    char full[400];
    snprintf(full, sizeof full, "%s/%s", data, card);
    const struct timespec times[2] = { { 1000000000, 0 }, { 1000000000, 0 } };
    CHECK(utimensat(AT_FDCWD, full, times, 0) == 0, "cannot change the card's time");
    CHECK(!loaded_from_cache(dir, data, card, 120, 168, &s), "a changed source was read from the cache");
    CHECK(same_pixels(s, made_card), "the card made again differs");
    SDL_FreeSurface(s);

    /* damaged files: made again, the same pixels */
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        if (!strstr(e->d_name, ".px"))
            continue;
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0)
            CHECK(truncate(path, st.st_size / 2) == 0, "cannot cut %s", path);
    }
    if (d)
        closedir(d);
    CHECK(!loaded_from_cache(dir, data, felt, 512, 512, &s), "a damaged file was read");
    CHECK(same_pixels(s, made_felt), "the felt made again differs");
    SDL_FreeSurface(s);

    /* bounded: the least recently used go (file times are set apart by hand: the file system's
     * clock may give pictures kept in the same few milliseconds the same time) */
    char dir2[320];
    snprintf(dir2, sizeof dir2, "%s/bounded", base);
    PixelCache many;
    pixel_cache_init(&many, dir2);
    for (int i = 0; i < PIXEL_CACHE_FILES; i++)
        SDL_FreeSurface(pixel_cache_load(&many, data, chip, 10 + i, 10 + i, opaque, NULL));
    CHECK(files_in(dir2) == PIXEL_CACHE_FILES, "%d files kept of %d", files_in(dir2), PIXEL_CACHE_FILES);
    d = opendir(dir2);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir2, e->d_name);
        if (strstr(e->d_name, ".px"))
            utimensat(AT_FDCWD, path, times, 0); /* all long ago */
    }
    if (d)
        closedir(d);
    CHECK(loaded_from_cache(dir2, data, chip, 10, 10, &s), "the first chip was not kept"); /* used now */
    SDL_FreeSurface(s);
    for (int i = PIXEL_CACHE_FILES; i < PIXEL_CACHE_FILES + 8; i++)
        SDL_FreeSurface(pixel_cache_load(&many, data, chip, 10 + i, 10 + i, opaque, NULL));
    CHECK(files_in(dir2) == PIXEL_CACHE_FILES, "%d files kept (%d)", files_in(dir2), PIXEL_CACHE_FILES);
    CHECK(loaded_from_cache(dir2, data, chip, 10, 10, &s), "the chip kept first and used last went before older ones");
    SDL_FreeSurface(s);

    hostile_files(base, data, card, chip);

    SDL_FreeSurface(made_card);
    SDL_FreeSurface(made_felt);
    snprintf(cmd, sizeof cmd, "rm -rf %s", base);
    if (system(cmd) != 0)
        printf("note: %s left\n", base);
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
