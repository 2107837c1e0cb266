/* Pictures: SVG and PNG assets rendered at the exact pixel size they are shown
 * at, cached as textures; cards drawn procedurally while their SVGs are missing. */
#ifndef LAMOUCHE_RENDER_CARDS_H
#define LAMOUCHE_RENDER_CARDS_H

#include <SDL.h>
#include <stdbool.h>

#include "mouche/cards.h"
#include "paths.h"
#include "pixel_cache.h"
#include "raster.h"
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
    bool stale; /* made for an earlier window size or card style: a placeholder until purged */
    float make_ms; /* what rasterising it took (0: not known) */
} ArtEntry;

/* A card picture drawn from a placeholder, to be rendered soon (art_warm_step does it first). */
enum { ART_WANT_MAX = 48 };
typedef struct {
    char path[128];
    int w, h;
} ArtWant;

struct TextCache;

typedef struct {
    SDL_Renderer *renderer; /* not owned */
    /* The window's own pixel format where the renderer makes textures of it (else ARGB8888):
     * opaque pictures and the table's still layer are kept in it, so that copying them into
     * the frame is a straight copy, not a conversion of every pixel. */
    Uint32 opaque_format;
    struct TextCache *text; /* not owned; for procedural cards */
    char data_dir[DIR_TEXT_MAX];
    int style;
    ArtEntry entries[ART_SLOTS];
    uint32_t clock;
    bool any_stale;
    /* Rasterising card pictures while drawing a frame: at most this many ms of it per
     * frame (< 0: no limit), then a placeholder is drawn and the picture wanted. */
    double frame_budget_ms, frame_spent_ms;
    double ms_per_kpx; /* what a card picture costs to rasterise, per 1000 pixels (measured) */
    int placeholders; /* card pictures drawn from a placeholder since art_frame_begin */
    ArtWant want[ART_WANT_MAX];
    int nwant;
    Raster raster; /* the pictures made ahead, rasterized on a worker thread */
    /* the first frame's pictures kept between starts (off unless the owner sets it up with
     * pixel_cache_init, and turned off by it after the first frame); used on this thread only */
    PixelCache cache;
} CardArt;

void art_init(CardArt *art, SDL_Renderer *r, struct TextCache *text, const char *data_dir, int style);
void art_free(CardArt *art);
/* Drops every texture. */
void art_clear(CardArt *art);
/* Marks every picture as made for an earlier size or style (resize, style change): each is
 * kept as a placeholder of its picture until art_purge_stale, unless asked for again. */
void art_mark_stale(CardArt *art);
void art_purge_stale(CardArt *art);
/* A frame begins: card pictures rasterised while it is drawn may take budget_ms (< 0: any
 * time; screenshots and scenes other than the table). */
void art_frame_begin(CardArt *art, double budget_ms);
/* This frame waits for nothing (its budget < 0): every picture at its size, every part drawn. */
static inline bool art_frame_exact(const CardArt *art) { return art->frame_budget_ms < 0; }
/* The asset at exactly w x h pixels (rendered once, then cached). When `approx`,
 * any cached size of the same file is accepted (for moving, resizing sprites). */
SDL_Texture *art_get(CardArt *art, const char *relpath, int w, int h, bool approx);

/* Pre-rendering every card picture (faces of a deck, both backs) at a few pixel
 * sizes ahead of time, a little per call, so that no animated frame pays for an
 * SVG rasterisation. */
enum { ART_WARM_SIZES = 6, ART_WARM_PICTURES = 2 + MOUCHE_DECK_MAX };
/* Faces kept at a size whose faces are made when asked for: more than a hand holds, with the
 * cards drawn in an exchange, so that no card in view is ever the one let go. */
enum { ART_ASKED_FACES_KEPT = 16 };
typedef struct {
    MoucheCardSet deck;
    int size[ART_WARM_SIZES][2];
    /* Faces at this size made only when asked for (a frame drawing one: a card flying there),
     * at most ART_ASKED_FACES_KEPT kept, the least used let go: the backs are made ahead. */
    bool faces_asked[ART_WARM_SIZES];
    int nsizes;
    int next; /* the next (size, picture) pair: size * ART_WARM_PICTURES + picture */
    int rendered; /* pictures actually rasterised (not already cached) */
} ArtWarm;

/* Sizes are deduplicated; sizes beyond ART_WARM_SIZES are ignored. Bit i of faces_asked: the
 * faces at sizes[i] are made when asked for, not ahead (a size shown in both ways is made ahead). */
void art_warm_begin(ArtWarm *w, MoucheCardSet deck, const int (*sizes)[2], int nsizes, unsigned faces_asked);
/* Renders the wanted pictures first, then the others, while the next one is expected to
 * fit in budget_ms of wall time (at least one); returns true while some remain.
 * *wants_done tells whether a wanted picture was made (what was drawn in its place
 * can be drawn again). */
bool art_warm_step(CardArt *art, ArtWarm *w, double budget_ms, bool *wants_done);
/* The pictures still to make are all with the worker thread, none ready: nothing to do on
 * this thread until its event (RASTER_EVENT_DONE) wakes the loop. */
bool art_warm_waiting(CardArt *art);

/* A card's picture at w x h asked for ahead of the frame that draws it (a card turning face up
 * on its way): made first by art_warm_step, if not made yet. */
void art_ask_card(CardArt *art, MoucheCard card, CardBack back, int w, int h);
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
/* The renderer's clip, narrowed for a while: art_clip_narrow keeps the clip as it was in
 * `saved` and sets it to want within it (false, the clip unchanged, if nothing of want is
 * left; the narrowed rectangle in saved->now); art_clip_restore puts it back. */
typedef struct {
    SDL_Rect was, now;
    bool clipped;
} ArtClip;
bool art_clip_narrow(SDL_Renderer *r, SDL_Rect want, ArtClip *saved);
void art_clip_restore(SDL_Renderer *r, const ArtClip *saved);
/* The clip as it is, kept in `saved` for art_clip_restore: around a change of render target,
 * which drops the clip (a picture made in a clipped pass of the still layer must leave it clipped). */
void art_clip_keep(SDL_Renderer *r, ArtClip *saved);
/* The rounded rectangle filled only where it meets the n rectangles `within` (which must not
 * overlap: no pixel blended twice); told whole to a draw probe. */
void art_fill_round_rect_within(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c, const SDL_Rect *within,
                                int n);
/* The shadow of an opaque rounded rectangle `over`, cast (dx, dy) down and right, drawn before
 * it: blended only along its right and bottom edges, where `over` will not cover it (the same
 * pixels as the whole shadow, at a fraction of the blending). */
void art_fill_round_shadow(SDL_Renderer *r, SDL_FRect over, float dx, float dy, float radius, SDL_Color c);
/* A suit symbol drawn with shapes, centred at cx,cy, size s pixels. */
void art_draw_suit(SDL_Renderer *r, int suit, float cx, float cy, float s, SDL_Color c);

#endif
