/* The worker thread that rasterizes pictures (raster.h). Jobs are a small table under one
 * lock: the main thread asks and takes, the worker makes; nothing polls. */
#include "raster.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

SDL_Surface *raster_load(const char *data_dir, const char *relpath, int w, int h, Uint32 opaque_format)
{
    char full[DIR_TEXT_MAX + RASTER_PATH_MAX + 2];
    snprintf(full, sizeof full, "%s/%s", data_dir, relpath);
    SDL_RWops *rw = SDL_RWFromFile(full, "rb");
    if (!rw)
        return NULL;
    SDL_Surface *s;
    const size_t len = strlen(relpath);
    if (len > 4 && strcmp(relpath + len - 4, ".svg") == 0)
        s = IMG_LoadSizedSVG_RW(rw, w, h);
    else
        s = IMG_Load_RW(rw, 0);
    SDL_RWclose(rw);
    /* An opaque picture (the felt, the wood) is copied without blending, in the still layer's
     * format: a straight copy. Blended, from a format without alpha, the software renderer
     * converts every pixel: the felt's tiles took ~45 ms a window at 1920x1080, against ~2. */
    if (s && !SDL_ISPIXELFORMAT_ALPHA(s->format->format) && !SDL_HasColorKey(s)) {
        SDL_Surface *same = SDL_ConvertSurfaceFormat(s, opaque_format, 0);
        if (same) {
            SDL_FreeSurface(s);
            s = same;
        }
    }
    return s;
}

static double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int work(void *arg)
{
    Raster *r = arg;
    SDL_LockMutex(r->lock);
    while (!r->quit) {
        RasterJob *job = NULL;
        for (int i = 0; i < RASTER_JOBS && !job; i++)
            if (r->job[i].state == JOB_ASKED)
                job = &r->job[i];
        if (!job) {
            SDL_CondWait(r->wake, r->lock);
            continue;
        }
        job->state = JOB_MAKING;
        char path[RASTER_PATH_MAX];
        snprintf(path, sizeof path, "%s", job->path);
        const int w = job->w, h = job->h;
        SDL_UnlockMutex(r->lock); /* made unlocked: the main thread asks and takes meanwhile */
        const double c0 = thread_cpu_ms();
        SDL_Surface *s = raster_load(r->data_dir, path, w, h, r->opaque_format);
        const double spent = thread_cpu_ms() - c0;
        SDL_LockMutex(r->lock);
        job->surface = s;
        job->ms = spent;
        job->state = JOB_DONE;
        r->cpu_ms += spent;
        SDL_Event e;
        SDL_zero(e);
        e.type = SDL_USEREVENT;
        e.user.code = RASTER_EVENT_DONE;
        SDL_PushEvent(&e); /* the main loop wakes and takes it */
    }
    SDL_UnlockMutex(r->lock);
    return 0;
}

bool raster_start(Raster *r, const char *data_dir, Uint32 opaque_format)
{
    memset(r, 0, sizeof *r);
    snprintf(r->data_dir, sizeof r->data_dir, "%s", data_dir);
    r->opaque_format = opaque_format;
    r->lock = SDL_CreateMutex();
    r->wake = SDL_CreateCond();
    if (r->lock && r->wake)
        r->thread = SDL_CreateThread(work, "lamouche-raster", r);
    if (!r->thread) {
        fprintf(stderr, "lamouche: no thread for the card pictures (%s): they are made between frames\n",
                SDL_GetError());
        raster_stop(r);
        return false;
    }
    return true;
}

void raster_stop(Raster *r)
{
    if (r->thread) {
        SDL_LockMutex(r->lock);
        r->quit = true;
        SDL_CondSignal(r->wake);
        SDL_UnlockMutex(r->lock);
        SDL_WaitThread(r->thread, NULL);
        r->thread = NULL;
    }
    for (int i = 0; i < RASTER_JOBS; i++) {
        SDL_FreeSurface(r->job[i].surface);
        r->job[i] = (RasterJob){ .state = JOB_FREE };
    }
    if (r->wake)
        SDL_DestroyCond(r->wake);
    if (r->lock)
        SDL_DestroyMutex(r->lock);
    r->wake = NULL;
    r->lock = NULL;
}

static RasterJob *find(Raster *r, const char *relpath, int w, int h)
{
    for (int i = 0; i < RASTER_JOBS; i++) {
        RasterJob *job = &r->job[i];
        if (job->state != JOB_FREE && job->w == w && job->h == h && strcmp(job->path, relpath) == 0)
            return job;
    }
    return NULL;
}

bool raster_ask(Raster *r, const char *relpath, int w, int h)
{
    if (!r->thread || strlen(relpath) >= RASTER_PATH_MAX)
        return false;
    SDL_LockMutex(r->lock);
    bool asked = find(r, relpath, w, h) != NULL;
    for (int i = 0; i < RASTER_JOBS && !asked; i++) {
        RasterJob *job = &r->job[i];
        if (job->state != JOB_FREE)
            continue;
        snprintf(job->path, sizeof job->path, "%s", relpath);
        job->w = w;
        job->h = h;
        job->surface = NULL;
        job->state = JOB_ASKED;
        asked = true;
        SDL_CondSignal(r->wake);
    }
    SDL_UnlockMutex(r->lock);
    return asked;
}

bool raster_asked(Raster *r, const char *relpath, int w, int h)
{
    if (!r->thread)
        return false;
    SDL_LockMutex(r->lock);
    const bool asked = find(r, relpath, w, h) != NULL;
    SDL_UnlockMutex(r->lock);
    return asked;
}

int raster_busy(Raster *r)
{
    if (!r->thread)
        return 0;
    int n = 0;
    SDL_LockMutex(r->lock);
    for (int i = 0; i < RASTER_JOBS; i++)
        n += r->job[i].state != JOB_FREE;
    SDL_UnlockMutex(r->lock);
    return n;
}

bool raster_ready(Raster *r)
{
    if (!r->thread)
        return false;
    bool ready = false;
    SDL_LockMutex(r->lock);
    for (int i = 0; i < RASTER_JOBS; i++)
        ready = ready || r->job[i].state == JOB_DONE;
    SDL_UnlockMutex(r->lock);
    return ready;
}

bool raster_take(Raster *r, RasterJob *out)
{
    if (!r->thread)
        return false;
    bool took = false;
    SDL_LockMutex(r->lock);
    for (int i = 0; i < RASTER_JOBS && !took; i++)
        if (r->job[i].state == JOB_DONE) {
            *out = r->job[i];
            r->job[i] = (RasterJob){ .state = JOB_FREE };
            took = true;
        }
    SDL_UnlockMutex(r->lock);
    return took;
}
