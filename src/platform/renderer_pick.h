/* The window's renderer: the accelerated one on a real GPU, SDL's software renderer where
 * OpenGL is itself a software rasteriser (llvmpipe, softpipe, swrast: virtual machines,
 * remote desktops, Xvfb), where the software renderer is faster and lighter. */
#ifndef LAMOUCHE_RENDERER_PICK_H
#define LAMOUCHE_RENDERER_PICK_H

#include <SDL.h>

/* Why the renderer is what it is: who chose (auto, setting, env) and what was seen. */
typedef struct {
    const char *chosen;
    char reason[160];
} RendererPick;

/* pref is a RendererPref (settings.h); SDL_RENDER_DRIVER, when set, wins over it. NULL with
 * SDL's error if no renderer could be made. */
SDL_Renderer *renderer_pick_create(SDL_Window *window, int pref, RendererPick *pick);

/* lamouche --probe-gl: prints the GL_RENDERER string of an OpenGL context and exits (the
 * probe run in a child process, so that the game never loads a software GL driver). */
int renderer_pick_probe_main(void);

#endif
