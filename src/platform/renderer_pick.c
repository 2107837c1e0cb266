/* Chooses and creates the window's renderer (see renderer_pick.h). */
#include "renderer_pick.h"
#include "settings.h"
#include "store.h"

#include <SDL_opengl.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The GL_RENDERER string of an OpenGL context made on a hidden 1x1 window, or "" if none
 * can be made. A probe rather than SDL's OpenGL renderer itself: that one would compile
 * its shaders, and the main window would stay an OpenGL window, for nothing. */
static void probe_gl_renderer(char *out, size_t size)
{
    typedef const GLubyte *(APIENTRY * GetString)(GLenum);
    out[0] = '\0';
    SDL_Window *probe = SDL_CreateWindow("", 0, 0, 1, 1, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    SDL_GLContext context = probe ? SDL_GL_CreateContext(probe) : NULL;
    if (context) {
        GetString get_string = (GetString)SDL_GL_GetProcAddress("glGetString");
        const GLubyte *name = get_string ? get_string(GL_RENDERER) : NULL;
        if (name)
            snprintf(out, size, "%s", (const char *)name);
        SDL_GL_DeleteContext(context);
    }
    if (probe)
        SDL_DestroyWindow(probe);
}

int renderer_pick_probe_main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    char gl[128];
    probe_gl_renderer(gl, sizeof gl);
    SDL_Quit();
    printf("%s\n", gl);
    return gl[0] ? 0 : 1;
}

void renderer_probe_start(RendererProbe *probe)
{
    memset(probe, 0, sizeof *probe);
    probe->child.pid = probe->child.fd = -1;
    const char *env = SDL_getenv("SDL_RENDER_DRIVER");
    if (env && env[0])
        return; /* the environment chooses: no probe */
    child_probe_start(&probe->child, "--probe-gl");
}

void renderer_probe_cancel(RendererProbe *probe)
{
    child_watch_end(&probe->watch);
    child_probe_stop(&probe->child);
    free(probe->memory_path); /* (the watch, its only reader, is over) */
    probe->memory_path = NULL;
}

static void remember(const char *path, const char *gl)
{
    char line[160];
    snprintf(line, sizeof line, "gl_renderer=%s\n", gl);
    if (path && path[0] && gl[0] && !store_write_atomic(path, line))
        fprintf(stderr, "lamouche: cannot remember the OpenGL probe's answer in %s: %s\n", path, strerror(errno));
}

/* What the probe answered at an earlier start, "" if nothing is remembered. */
static void recall(const char *path, char *out, size_t size)
{
    out[0] = '\0';
    size_t len = 0;
    char *text = path && path[0] ? store_read(path, 512, &len) : NULL;
    if (text && strncmp(text, "gl_renderer=", 12) == 0) {
        snprintf(out, size, "%s", text + 12);
        out[strcspn(out, "\r\n")] = '\0';
    }
    free(text);
}

/* The probe's answer: from the child started by renderer_probe_start (this program run
 * with --probe-gl), where the OpenGL driver (LLVM and all, some 50 MB) is loaded instead
 * of in the game; if there is no child or it says nothing, from a probe in this process. */
static void probe_gl(RendererProbe *probe, char *out, size_t size)
{
    out[0] = '\0';
    if (probe->child.fd < 0)
        renderer_probe_start(probe);
    child_probe_read(&probe->child, -1, 5000, out, size);
    renderer_probe_cancel(probe);
    if (!out[0])
        probe_gl_renderer(out, size);
}

/* The watch's answer (on its thread): remembered if it is not the one the game started with. */
static void heard_gl(const char *gl, void *context)
{
    const RendererProbe *probe = context;
    if (gl[0] && strcmp(gl, probe->remembered) != 0)
        remember(probe->memory_path, gl);
}

static bool is_software_gl(const char *gl_renderer)
{
    static const char *const rasterisers[] = { "llvmpipe", "softpipe", "swrast" };
    char lower[128];
    size_t i = 0;
    for (; gl_renderer[i] && i < sizeof lower - 1; i++)
        lower[i] = (char)SDL_tolower((unsigned char)gl_renderer[i]);
    lower[i] = '\0';
    for (size_t r = 0; r < sizeof rasterisers / sizeof rasterisers[0]; r++)
        if (strstr(lower, rasterisers[r]))
            return true;
    return false;
}

/* SDL's software renderer, drawing straight into the window's framebuffer (MIT-SHM on
 * X11) rather than through an OpenGL texture, which would load a GL driver again. */
static SDL_Renderer *create_software(SDL_Window *window)
{
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
}

SDL_Renderer *renderer_pick_create(SDL_Window *window, int pref, const char *memory_path, RendererProbe *probe,
                                   RendererPick *pick)
{
    pick->probe_wait_ms = 0;
    if (pref != RENDERER_AUTO)
        renderer_probe_cancel(probe); /* the settings choose: the answer is not needed */
    const char *env = SDL_GetHint(SDL_HINT_RENDER_DRIVER); /* SDL_RENDER_DRIVER */
    if (env && env[0]) {
        pick->chosen = "env";
        snprintf(pick->reason, sizeof pick->reason, "SDL_RENDER_DRIVER=%s", env);
        renderer_probe_cancel(probe);
        if (SDL_strcasecmp(env, "software") == 0)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        return SDL_CreateRenderer(window, -1, 0);
    }
    if (pref == RENDERER_SOFTWARE) {
        pick->chosen = "setting";
        snprintf(pick->reason, sizeof pick->reason, "renderer=software in the settings");
        return create_software(window);
    }
    if (pref == RENDERER_ACCELERATED) {
        pick->chosen = "setting";
        snprintf(pick->reason, sizeof pick->reason, "renderer=accelerated in the settings");
        return SDL_CreateRenderer(window, -1, 0);
    }
    pick->chosen = "auto";
    /* SDL's first driver is its default; only an OpenGL one can be a software rasteriser */
    SDL_RendererInfo first;
    if (SDL_GetRenderDriverInfo(0, &first) != 0 || strncmp(first.name, "opengl", 6) != 0) {
        renderer_probe_cancel(probe);
        SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
        SDL_RendererInfo info;
        if (renderer && SDL_GetRendererInfo(renderer, &info) == 0)
            snprintf(pick->reason, sizeof pick->reason, "%s (%s)",
                     (info.flags & SDL_RENDERER_SOFTWARE) ? "SDL's default is software" : "accelerated", info.name);
        return renderer;
    }
    char gl[128];
    recall(memory_path, gl, sizeof gl);
    const char *how = gl[0] ? " (remembered)" : "";
    /* remembered: not waited for; the probe goes on and tells the next start if it changed */
    if (gl[0] && probe->child.fd >= 0 && (probe->memory_path = strdup(memory_path))) {
        snprintf(probe->remembered, sizeof probe->remembered, "%s", gl);
        child_watch_start(&probe->watch, &probe->child, heard_gl, probe);
    }
    if (!gl[0]) {
        const Uint64 asked = SDL_GetPerformanceCounter();
        probe_gl(probe, gl, sizeof gl);
        pick->probe_wait_ms =
            (double)(SDL_GetPerformanceCounter() - asked) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        remember(memory_path, gl);
    }
    if (gl[0] && !is_software_gl(gl)) {
        snprintf(pick->reason, sizeof pick->reason, "GL_RENDERER=\"%s\"%s", gl, how);
        SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
        return renderer ? renderer : create_software(window);
    }
    if (gl[0])
        snprintf(pick->reason, sizeof pick->reason, "software OpenGL: GL_RENDERER=\"%s\"%s", gl, how);
    else
        snprintf(pick->reason, sizeof pick->reason, "no OpenGL context: %s", SDL_GetError());
    return create_software(window);
}
