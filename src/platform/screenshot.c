/* Saving the current frame as a PNG. */
#include "screenshot.h"

#include <SDL_image.h>
#include <stdio.h>

bool screenshot_save(SDL_Renderer *r, int w, int h, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return false;
    bool ok =
        SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 && IMG_SavePNG(s, path) == 0;
    if (!ok)
        fprintf(stderr, "lamouche: screenshot %s failed: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}

bool screenshot_save_pixels(const Uint32 *argb, int w, int h, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)argb, w, h, 32, w * 4, SDL_PIXELFORMAT_ARGB8888);
    const bool ok = s && IMG_SavePNG(s, path) == 0;
    if (!ok)
        fprintf(stderr, "lamouche: picture %s not saved: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}
