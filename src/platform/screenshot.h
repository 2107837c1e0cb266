/* Saving the current frame as a PNG. */
#ifndef LAMOUCHE_SCREENSHOT_H
#define LAMOUCHE_SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>

bool screenshot_save(SDL_Renderer *r, int w, int h, const char *path);
/* Saves w x h pixels (ARGB8888, w to a row) as a PNG. */
bool screenshot_save_pixels(const Uint32 *argb, int w, int h, const char *path);

#endif
