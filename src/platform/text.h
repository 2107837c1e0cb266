/* TrueType text: fonts opened per pixel size, rendered strings cached as textures. */
#ifndef LAMOUCHE_TEXT_H
#define LAMOUCHE_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>

typedef enum { FONT_SERIF = 0, FONT_SERIF_ITALIC, FONT_SERIF_BOLD, FONT_SANS, FONT_SANS_BOLD, FONT_COUNT } FontId;

/* Font sizes open at once (~200-250 KB each with a string's glyphs), the least recently used
 * closed first. A font serves only strings not cached yet (their textures and measures are
 * kept), so few need be open: a 6-player bench's hand opens 117 times with 6 (41 with 16; an
 * open costs 0.1-0.3 ms), for 2.2 MB less at 1280x800. */
enum { TEXT_FONT_SLOTS = 6, TEXT_CACHE_SLOTS = 512, TEXT_BOXES = 8 };
/* Measured strings remembered (text_size): a repaint measures the same labels again, and a
 * measure shapes the whole string (HarfBuzz). Strings this long or longer are not kept. */
enum { TEXT_MEASURE_SLOTS = 256, TEXT_MEASURE_CHARS = 56 };

typedef struct {
    FontId font;
    int px;
    TTF_Font *ttf;
    uint32_t used; /* TextCache.font_clock at its last use */
} TextFont;

typedef struct {
    uint32_t hash;
    FontId font;
    int px, wrap;
    SDL_Color color;
    char *str; /* owned */
    SDL_Texture *tex; /* owned */
    int w, h;
    uint32_t used;
} TextEntry;

typedef struct {
    uint32_t hash; /* 0: empty slot */
    FontId font;
    int px; /* as drawn */
    int w, h;
    char str[TEXT_MEASURE_CHARS];
} TextMeasure;

typedef struct TextCache {
    SDL_Renderer *renderer; /* not owned */
    char paths[FONT_COUNT][1100];
    TextFont fonts[TEXT_FONT_SLOTS];
    int nfonts;
    uint32_t font_clock;
    int scale_pct; /* every size asked is drawn this many percent large (the text size setting); 0: 100 */
    TextEntry entries[TEXT_CACHE_SLOTS];
    uint32_t clock;
    TextMeasure measures[TEXT_MEASURE_SLOTS];
    unsigned long measured; /* strings shaped to be measured (tests: the memory's hits are not) */
    /* --text-log: every string drawn, where, and the box it must stay in (tests) */
    FILE *log; /* owned, or NULL */
    SDL_Rect boxes[TEXT_BOXES];
    int nboxes;
} TextCache;

typedef enum { ALIGN_LEFT = 0, ALIGN_CENTER = 1, ALIGN_RIGHT = 2 } TextAlign;
/* text_draw's valign: 0 top, 1 middle, 2 bottom, or y is the baseline (cells of one row in
 * different fonts line up on it). */
enum { TEXT_BASELINE = 3 };

/* Checks the font files exist; false if any is missing (name in *missing). */
bool text_init(TextCache *tc, SDL_Renderer *renderer, const char *data_dir, const char **missing);
void text_free(TextCache *tc);
/* Every size asked from now on is drawn percent / 100 as large (100, 125, 150: the player's text
 * size): callers keep their sizes, and measure what is drawn with text_size. */
void text_set_scale(TextCache *tc, int percent);
/* A size as it is drawn, after the scale (what a layout that makes room for text multiplies by). */
int text_scaled_px(const TextCache *tc, int px);
/* Drops every cached texture (after a resize). */
void text_clear(TextCache *tc);
/* A texture for the string (cached); wrap > 0 wraps at that width. NULL for "". */
SDL_Texture *text_get(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int wrap, int *w, int *h);
/* Draws at x,y; halign relative to x, valign 0 top, 1 middle, 2 bottom. Returns the width. */
int text_draw(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int x, int y, TextAlign halign,
              int valign);
/* Pixels from a line's top to its baseline. */
int text_ascent(TextCache *tc, FontId font, int px);
/* Wrapped paragraph; returns its height. */
int text_draw_wrapped(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int x, int y, int width);
void text_size(TextCache *tc, FontId font, int px, const char *s, int *w, int *h);
/* The largest size up to px (and down to TEXT_MIN_PX) at which s is at most max_w wide. */
int text_fit_px(TextCache *tc, FontId font, int px, const char *s, int max_w);
enum { TEXT_MIN_PX = 12 }; /* the smallest text drawn (a 12-pixel font: capitals about 8 pixels) */
/* The text log (tests): one line per string drawn, with the box it is drawn in. */
bool text_log_open(TextCache *tc, const char *path);
/* Starts a frame in the log: its language, scene and the decision it shows, as words. */
void text_log_frame(TextCache *tc, const char *lang, const char *scene, const char *phase);
/* The frame presented: what it drew is in the file (a test reads it while the app runs). */
void text_log_flush(TextCache *tc);
/* Notes a string drawn at rect (for text drawn from text_get's texture). */
void text_log_drawn(TextCache *tc, const char *s, SDL_Rect rect);
/* The box the strings drawn until the matching pop must fit in (a button, a row, a
 * panel); without one, the window. Only the log reads it: drawing is not clipped. */
void text_box_push(TextCache *tc, SDL_Rect box);
void text_box_pop(TextCache *tc);
/* Whether the font has a glyph for this code point. */
bool text_has_glyph(TextCache *tc, FontId font, int px, uint16_t ch);

#endif
