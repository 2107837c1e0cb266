/* The worker thread that rasterizes card pictures (src/platform/raster.c): pictures asked are
 * made at their size and wake the waiting loop with an event; a missing file comes back as
 * nothing; no more are taken than there are jobs; stopping with pictures asked and not made
 * loses nothing (the sanitizer build checks the memory). */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "raster.h"
#include "app_check.h"

/* Waits (as the app's loop does: on events, no polling) until a picture is done. */
static bool wait_done(Raster *r)
{
    const Uint32 until = SDL_GetTicks() + 80000; /* a machine four times slower than a busy one */
    while (!raster_ready(r) && SDL_GetTicks() < until) {
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 1000) && e.type == SDL_USEREVENT && e.user.code != RASTER_EVENT_DONE)
            printf("an event that is not the raster's: %d\n", (int)e.user.code);
    }
    return raster_ready(r);
}

int main(int argc, char **argv)
{
    const char *data = argc > 1 ? argv[1] : ".";
    if (SDL_Init(SDL_INIT_EVENTS) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    Raster r;
    CHECK(raster_start(&r, data, SDL_PIXELFORMAT_RGB888), "the thread starts");
    const struct {
        const char *path;
        int w, h;
        bool exists;
    } asked[] = { { "assets/cards/back-blue.svg", 120, 168, true },
                  { "assets/cards/back-red.svg", 60, 84, true },
                  { "assets/cards/no-such-card.svg", 50, 70, false } };
    for (int i = 0; i < 3; i++)
        CHECK(raster_ask(&r, asked[i].path, asked[i].w, asked[i].h), "asked %s", asked[i].path);
    CHECK(raster_ask(&r, asked[0].path, 120, 168), "asked again: still asked, no second job");
    CHECK(raster_busy(&r) == 3, "three jobs, not %d", raster_busy(&r));
    CHECK(!raster_ask(&r, asked[0].path, 240, 360) || raster_busy(&r) <= RASTER_JOBS, "no more jobs than there are");
    int taken = 0;
    while (taken < 3 && wait_done(&r)) {
        RasterJob job;
        while (raster_take(&r, &job)) {
            taken++;
            int k = -1;
            for (int i = 0; i < 3; i++)
                if (!strcmp(job.path, asked[i].path) && job.w == asked[i].w && job.h == asked[i].h)
                    k = i;
            CHECK(k >= 0, "a picture that was asked: %s %dx%d", job.path, job.w, job.h);
            if (k < 0)
                continue;
            if (asked[k].exists)
                CHECK(job.surface && job.surface->w == asked[k].w && job.surface->h == asked[k].h,
                      "%s made at %dx%d, not %dx%d", job.path, asked[k].w, asked[k].h, job.surface ? job.surface->w : 0,
                      job.surface ? job.surface->h : 0);
            else
                CHECK(!job.surface, "a missing file makes no picture");
            SDL_FreeSurface(job.surface);
        }
    }
    CHECK(taken == 3, "three pictures made, not %d", taken);
    CHECK(raster_busy(&r) == 0, "every job free again");
    CHECK(r.cpu_ms > 0, "the thread's time counted");
    /* stopped with work asked: the thread finishes what it makes, the rest is dropped */
    for (int i = 0; i < RASTER_JOBS; i++)
        raster_ask(&r, asked[0].path, 100 + i, 150 + i);
    raster_stop(&r);
    CHECK(raster_busy(&r) == 0 && !raster_ask(&r, asked[0].path, 10, 10), "stopped: nothing asked");
    SDL_Quit();
    printf("%s\n", failures ? "FAILED" : "raster: all passed");
    return failures ? 1 : 0;
}
