/* Pictures: SVG and PNG assets rendered at the exact pixel size they are shown
 * at, cached as textures; cards drawn procedurally while their SVGs are missing. */
#ifndef LAMOUCHE_RENDER_CARDS_H
#define LAMOUCHE_RENDER_CARDS_H

#include <SDL.h>
#include <stdbool.h>

#include "mouche/cards.h"
#include "paths.h"
#include "tokens.h"

enum { ART_SLOTS = 384 };
/* Face cards drawn less than this many pixels high get a larger corner index. */
enum { ART_LARGE_INDEX_BELOW = 131 };

typedef enum { BACK_BLUE = 0, BACK_RED = 1 } CardBack;

typedef struct {
    char path[256]; /* relative to the data folder */
    int w, h; /* requested pixel size */
    SDL_Texture *tex; /* NULL: the file is missing or unreadable */
    uint32_t used;
} ArtEntry;

struct TextCache;

typedef struct {
    SDL_Renderer *renderer; /* not owned */
    struct TextCache *text; /* not owned; for procedural cards */
    char data_dir[DIR_TEXT_MAX];
    int style;
    ArtEntry entries[ART_SLOTS];
    uint32_t clock;
} CardArt;

void art_init(CardArt *art, SDL_Renderer *r, struct TextCache *text, const char *data_dir, int style);
void art_free(CardArt *art);
/* Drops every texture (resize, style change). */
void art_clear(CardArt *art);
/* The asset at exactly w x h pixels (rendered once, then cached). When `approx`,
 * any cached size of the same file is accepted (for moving, resizing sprites). */
SDL_Texture *art_get(CardArt *art, const char *relpath, int w, int h, bool approx);

/* Pre-rendering every card picture (faces of a deck, both backs) at a few pixel
 * sizes ahead of time, a little per call, so that no animated frame pays for an
 * SVG rasterisation. */
enum { ART_WARM_SIZES = 6, ART_WARM_PICTURES = 2 + MOUCHE_DECK_MAX };
typedef struct {
    MoucheCardSet deck;
    int size[ART_WARM_SIZES][2];
    int nsizes;
    int next; /* the next (size, picture) pair: size * ART_WARM_PICTURES + picture */
    int rendered; /* pictures actually rasterised (not already cached) */
} ArtWarm;

/* Sizes are deduplicated; sizes beyond ART_WARM_SIZES are ignored. */
void art_warm_begin(ArtWarm *w, MoucheCardSet deck, const int (*sizes)[2], int nsizes);
/* Renders pictures until budget_ms of wall time has passed (at least one);
 * returns true while some remain. */
bool art_warm_step(CardArt *art, ArtWarm *w, double budget_ms);

/* Draws a card (MOUCHE_NO_CARD: its back) in dst, rotated by angle degrees. */
void art_draw_card(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, double angle, Uint8 alpha, bool dim,
                   bool approx);
/* The same, the picture rendered at tex_w x tex_h pixels (a card being flipped or resized). */
void art_draw_card_sized(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, int tex_w, int tex_h,
                         double angle, Uint8 alpha, bool dim);
/* Draws a token; dst is its full rectangle. */
void art_draw_token(CardArt *art, TokenKind kind, SDL_FRect dst, Uint8 alpha, bool approx);
/* Aspect ratio (height / width) of a token. */
float art_token_aspect(TokenKind kind);
/* A filled rounded rectangle (radius in pixels). */
void art_fill_round_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c);
/* A suit symbol drawn with shapes, centred at cx,cy, size s pixels. */
void art_draw_suit(SDL_Renderer *r, int suit, float cx, float cy, float s, SDL_Color c);

#endif
