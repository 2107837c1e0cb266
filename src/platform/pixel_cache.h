/* The pictures of the first frame kept between starts (issue 45): rasterising the title's fan
 * of court cards from their SVGs, or the table's cards, tokens and felt, was most of the
 * first frame's work (nanosvg: ~250 M instructions for the title's five cards, against ~80 M
 * for a bare SDL window's whole start). A picture made for the first frame is written to the
 * cache folder as its pixels; the next start reads it back (a file of 0.1-1 MB) instead of
 * making it. Only the first frame's pictures are kept (the owner turns the cache off after
 * it), PIXEL_CACHE_FILES at most, the least recently used removed first.
 *
 * A file is used only when everything it was made from matches: the picture's path, size and
 * pixel format, its source file's size and modification time, and SDL_image's version; else
 * (or damaged, or unreadable) the picture is made again, the same pixels as ever. The cache is
 * an optional copy: a folder that cannot be written loses nothing but the next start's time,
 * and is not told. */
#ifndef LAMOUCHE_PIXEL_CACHE_H
#define LAMOUCHE_PIXEL_CACHE_H

#include <SDL.h>
#include <stdbool.h>

#include "paths.h"

enum { PIXEL_CACHE_FILES = 48 };

typedef struct {
    char dir[DIR_TEXT_MAX]; /* "" or off: every picture is made */
    bool on;
    int made; /* pictures made while on (not found in the cache) */
    int read; /* pictures read from it */
    int written;
} PixelCache;

/* The cache in dir (made if missing; "" for none), on. */
void pixel_cache_init(PixelCache *c, const char *dir);
/* raster_load's picture: read from the cache when on and there, else made (and kept when on).
 * *was_read (when not NULL): true if it was read from the cache, false if made (or not made). */
SDL_Surface *pixel_cache_load(PixelCache *c, const char *data_dir, const char *relpath, int w, int h,
                              Uint32 opaque_format, bool *was_read);

#endif
