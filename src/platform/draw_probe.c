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

void draw_probe_add(DrawProbe *probe, SDL_FRect box, const void *bytes, size_t size)
{
    const float where[4] = { box.x, box.y, box.w, box.h };
    mix(probe, where, sizeof where);
    mix(probe, bytes, size);
    probe->calls++;
    if (box.w <= 0 || box.h <= 0)
        return;
    /* edges are blended into the pixel beside them */
    const SDL_FRect grown = { floorf(box.x) - 2, floorf(box.y) - 2, ceilf(box.w) + 5, ceilf(box.h) + 5 };
    if (probe->box.w <= 0) {
        probe->box = grown;
        return;
    }
    const float x0 = fminf(probe->box.x, grown.x), y0 = fminf(probe->box.y, grown.y);
    const float x1 = fmaxf(probe->box.x + probe->box.w, grown.x + grown.w);
    const float y1 = fmaxf(probe->box.y + probe->box.h, grown.y + grown.h);
    probe->box = (SDL_FRect){ x0, y0, x1 - x0, y1 - y0 };
}

void draw_picture(SDL_Renderer *r, SDL_Texture *picture, const SDL_FRect *dst)
{
    DrawProbe *probe = draw_probe_on(r);
    if (probe)
        draw_probe_add(probe, *dst, &picture, sizeof picture);
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
