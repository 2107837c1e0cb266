/* A dry run of drawing. While a probe is on for a renderer, the drawing functions that
 * know it (cards, tokens, rounded rectangles, suits, text, bubbles, the few pictures the
 * table copies itself) draw nothing: each adds what it would draw to a fingerprint and
 * where to a box. The table's still layer uses it to repaint only the parts whose
 * fingerprint changed (table_draw.c). A function that draws without telling the probe
 * would leave stale pixels: the layer check (LAMOUCHE_CHECK_LAYER) compares every partial
 * repaint with a whole one. */
#ifndef DRAW_PROBE_H
#define DRAW_PROBE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct DrawProbe {
    uint64_t hash; /* of every call's kind, place and look */
    SDL_FRect box; /* where they would draw (w 0: nowhere) */
    int calls;
} DrawProbe;

/* Starts a dry run on the renderer (the probe is not owned; it is emptied). */
void draw_probe_begin(SDL_Renderer *r, DrawProbe *probe);
void draw_probe_end(SDL_Renderer *r);
/* The probe on for this renderer, or NULL: the caller draws. */
DrawProbe *draw_probe_on(SDL_Renderer *r);
/* Adds a call that would cover box (grown for antialiasing) and whose look is the bytes. */
void draw_probe_add(DrawProbe *probe, SDL_FRect box, const void *bytes, size_t size);
/* Copies a picture to dst, or tells the probe. */
void draw_picture(SDL_Renderer *r, SDL_Texture *picture, const SDL_FRect *dst);
/* A rectangle turned by angle degrees about its centre: the box it covers. */
SDL_FRect draw_probe_turned(SDL_FRect r, double angle);

#endif
