/* The window's renderer: the accelerated one on a real GPU, SDL's software renderer where
 * OpenGL is itself a software rasteriser (llvmpipe, softpipe, swrast: virtual machines,
 * remote desktops, Xvfb), where the software renderer is faster and lighter. */
#ifndef LAMOUCHE_RENDERER_PICK_H
#define LAMOUCHE_RENDERER_PICK_H

#include <SDL.h>

#include "child_probe.h"

/* Why the renderer is what it is: who chose (auto, setting, env) and what was seen. */
typedef struct {
    const char *chosen;
    char reason[160];
    double probe_wait_ms; /* how long the start waited for the probe's answer (0: none asked) */
} RendererPick;

/* The OpenGL probe, started as the program starts so that it runs while SDL, the window and
 * the settings get ready (child's pid and fd -1 when none runs). When the answer of an earlier start is
 * remembered, the game does not wait for it: a thread hears it and remembers it if it changed
 * (a GPU driver installed since), for the next start. */
typedef struct {
    ChildProbe child; /* until the watch takes it */
    ChildWatch watch; /* hears the answer when the game does not wait for it (thread NULL: none) */
    char *memory_path; /* where the watch remembers the answer (allocated; freed by renderer_probe_cancel) */
    char remembered[128]; /* what the file said at the start */
} RendererProbe;

/* Starts the probe in a child process, unless SDL_RENDER_DRIVER chooses (or on a system
 * where no child can be started: renderer_pick_create then probes in this process). */
void renderer_probe_start(RendererProbe *probe);
/* Stops a probe whose answer is not needed, or its watch (a no-op when none runs). */
void renderer_probe_cancel(RendererProbe *probe);

/* pref is a RendererPref (settings.h); SDL_RENDER_DRIVER, when set, wins over it. The probe
 * is read if the choice needs it: at once when memory_path (may be NULL) holds the answer of
 * an earlier start (the probe then goes on in a watch, which renderer_probe_cancel stops), else
 * waited for and remembered there. NULL with SDL's error if no renderer could be made. */
SDL_Renderer *renderer_pick_create(SDL_Window *window, int pref, const char *memory_path, RendererProbe *probe,
                                   RendererPick *pick);

/* lamouche --probe-gl: prints the GL_RENDERER string of an OpenGL context and exits (the
 * probe run in a child process, so that the game never loads a software GL driver). */
int renderer_pick_probe_main(void);

#endif
