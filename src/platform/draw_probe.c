/* The dry run's fingerprint (draw_probe.h). The probe hangs on the renderer's window, so
 * that the drawing functions that are given only the renderer find it. */
#include "draw_probe.h"

#include <math.h>

#define PROBE_KEY "lamouche.draw_probe"

void draw_probe_begin(SDL_Renderer *r, DrawProbe *probe)
{
    *probe = (DrawProbe){ .hash = 14695981039346656037ull };
    SDL_Window *w = SDL_RenderGetWindow(r);
    if (w)
        SDL_SetWindowData(w, PROBE_KEY, probe);
}

void draw_probe_end(SDL_Renderer *r)
{
    SDL_Window *w = SDL_RenderGetWindow(r);
    if (w)
        SDL_SetWindowData(w, PROBE_KEY, NULL);
}

DrawProbe *draw_probe_on(SDL_Renderer *r)
{
    SDL_Window *w = r ? SDL_RenderGetWindow(r) : NULL;
    return w ? SDL_GetWindowData(w, PROBE_KEY) : NULL;
}

static void mix(DrawProbe *p, const void *bytes, size_t size)
{
    const unsigned char *b = bytes;
    for (size_t i = 0; i < size; i++) /* FNV-1a */
        p->hash = (p->hash ^ b[i]) * 1099511628211ull;
}

/* into grown to take in box, and the pixels beside it (edges are blended into them). */
static void unite(SDL_FRect *into, SDL_FRect box)
{
    if (box.w <= 0 || box.h <= 0)
        return;
    const SDL_FRect grown = { floorf(box.x) - 2, floorf(box.y) - 2, ceilf(box.w) + 5, ceilf(box.h) + 5 };
    if (into->w <= 0) {
        *into = grown;
        return;
    }
    const float x0 = fminf(into->x, grown.x), y0 = fminf(into->y, grown.y);
    const float x1 = fmaxf(into->x + into->w, grown.x + grown.w);
    const float y1 = fmaxf(into->y + into->h, grown.y + grown.h);
    *into = (SDL_FRect){ x0, y0, x1 - x0, y1 - y0 };
}

void draw_probe_add(DrawProbe *probe, SDL_FRect box, const void *bytes, size_t size)
{
    const float where[4] = { box.x, box.y, box.w, box.h };
    mix(probe, where, sizeof where);
    mix(probe, bytes, size);
    probe->calls++;
    unite(&probe->box, box);
}

void draw_probe_stretched(DrawProbe *probe, SDL_FRect box) { unite(&probe->stretched, box); }

void draw_picture(SDL_Renderer *r, SDL_Texture *picture, const SDL_FRect *dst)
{
    DrawProbe *probe = draw_probe_on(r);
    int w, h;
    const bool as_it_is =
        SDL_QueryTexture(picture, NULL, NULL, &w, &h) == 0 && w == (int)lroundf(dst->w) && h == (int)lroundf(dst->h);
    if (probe) {
        draw_probe_add(probe, *dst, &picture, sizeof picture);
        if (!as_it_is)
            draw_probe_stretched(probe, *dst);
    } else if (as_it_is) /* a stretch by a fraction of a pixel samples other columns where a clip cuts it */
        SDL_RenderCopy(r, picture, NULL, &(SDL_Rect){ (int)dst->x, (int)dst->y, w, h });
    else
        SDL_RenderCopyF(r, picture, NULL, dst);
}

SDL_FRect draw_probe_turned(SDL_FRect r, double angle)
{
    if (angle == 0)
        return r;
    const double a = angle * 3.14159265358979 / 180.0, c = fabs(cos(a)), s = fabs(sin(a));
    const float w = (float)(r.w * c + r.h * s), h = (float)(r.w * s + r.h * c);
    return (SDL_FRect){ r.x + r.w / 2 - w / 2, r.y + r.h / 2 - h / 2, w, h };
}
