/* Saving the current frame as a PNG. */
#ifndef LAMOUCHE_SCREENSHOT_H
#define LAMOUCHE_SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>

bool screenshot_save(SDL_Renderer *r, int w, int h, const char *path);

#endif
