/* The limit for any SDL2 game on this machine (tests/bench/startup.sh): a window of the given
 * size, the software renderer the app picks under Xvfb (drawing straight into the window's
 * framebuffer), cleared and presented once. Prints the figures lamouche --bench prints, measured
 * the same way: first_frame_ms from main() (SDL's performance counter), first_present_unix_ms
 * (the wall clock at that present, for a figure from the process's launch), and VmHWM/VmRSS. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double status_mb(const char *key)
{
    char line[256];
    double kb = 0;
    FILE *f = fopen("/proc/self/status", "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, key, strlen(key)))
            kb = atof(line + strlen(key));
    if (f)
        fclose(f);
    return kb / 1024.0;
}

int main(int argc, char **argv)
{
    const Uint64 t_start = SDL_GetPerformanceCounter();
    int w = 1280, h = 800;
    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) != 2)
        return 2;
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0)
        return 1;
    SDL_Window *window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                          SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!renderer)
        return 1;
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    const double first_ms = (double)(SDL_GetPerformanceCounter() - t_start) * 1000.0 / SDL_GetPerformanceFrequency();
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    printf("bench: renderer=software size=%dx%d\n", w, h);
    printf("bench: first_frame_ms=%.1f first_present_unix_ms=%.3f\n", first_ms,
           (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6);
    printf("bench: rss_mb=%.1f hwm_mb=%.1f\n", status_mb("VmRSS:"), status_mb("VmHWM:"));
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
