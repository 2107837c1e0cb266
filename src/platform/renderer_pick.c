/* Chooses and creates the window's renderer (see renderer_pick.h). */
#include "renderer_pick.h"
#include "settings.h"

#include <SDL_opengl.h>

#include <stdio.h>
#include <string.h>

#ifdef __linux__
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
extern char **environ;
#endif

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

/* The probe in a child process (this program run with --probe-gl) where one can be
 * started: the OpenGL driver (LLVM and all, some 50 MB) is then never loaded into the
 * game when the software renderer is chosen. Elsewhere, or if the child says nothing,
 * in this process. */
static void probe_gl(char *out, size_t size)
{
    out[0] = '\0';
#ifdef __linux__
    int fds[2];
    if (pipe(fds) == 0) {
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        posix_spawn_file_actions_addclose(&actions, fds[1]);
        char *argv[] = { "lamouche", "--probe-gl", NULL };
        pid_t pid;
        const bool spawned = posix_spawn(&pid, "/proc/self/exe", &actions, NULL, argv, environ) == 0;
        posix_spawn_file_actions_destroy(&actions);
        close(fds[1]);
        size_t used = 0;
        struct pollfd wait_for = { .fd = fds[0], .events = POLLIN };
        /* a driver that hangs must not hang the game: 5 s at most */
        while (spawned && used < size - 1 && poll(&wait_for, 1, 5000) > 0) {
            const ssize_t got = read(fds[0], out + used, size - 1 - used);
            if (got <= 0)
                break;
            used += (size_t)got;
        }
        out[used] = '\0';
        out[strcspn(out, "\n")] = '\0';
        close(fds[0]);
        if (spawned) {
            kill(pid, SIGKILL); /* (gone already, unless it hung) */
            waitpid(pid, NULL, 0);
        }
    }
#endif
    if (!out[0])
        probe_gl_renderer(out, size);
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

SDL_Renderer *renderer_pick_create(SDL_Window *window, int pref, RendererPick *pick)
{
    const char *env = SDL_GetHint(SDL_HINT_RENDER_DRIVER); /* SDL_RENDER_DRIVER */
    if (env && env[0]) {
        pick->chosen = "env";
        snprintf(pick->reason, sizeof pick->reason, "SDL_RENDER_DRIVER=%s", env);
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
        SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
        SDL_RendererInfo info;
        if (renderer && SDL_GetRendererInfo(renderer, &info) == 0)
            snprintf(pick->reason, sizeof pick->reason, "%s (%s)",
                     (info.flags & SDL_RENDERER_SOFTWARE) ? "SDL's default is software" : "accelerated", info.name);
        return renderer;
    }
    char gl[128];
    probe_gl(gl, sizeof gl);
    if (gl[0] && !is_software_gl(gl)) {
        snprintf(pick->reason, sizeof pick->reason, "GL_RENDERER=\"%s\"", gl);
        SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
        return renderer ? renderer : create_software(window);
    }
    if (gl[0])
        snprintf(pick->reason, sizeof pick->reason, "software OpenGL: GL_RENDERER=\"%s\"", gl);
    else
        snprintf(pick->reason, sizeof pick->reason, "no OpenGL context: %s", SDL_GetError());
    return create_software(window);
}
