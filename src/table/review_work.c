/* The review's thread: mouche_review_replay over one deal of a transcript, each decision handed
 * to the main thread under a lock as it is ready. */
#include "review_work.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void collect(void *ctx, const ReviewDecision *d)
{
    ReviewWork *w = ctx;
    SDL_LockMutex(w->lock);
    if (w->n == w->cap) {
        const int cap = w->cap ? w->cap * 2 : 16;
        ReviewDecision *more = realloc(w->decisions, sizeof *more * (size_t)cap);
        if (more) {
            w->decisions = more;
            w->cap = cap;
        }
    }
    if (w->n < w->cap) /* out of memory: the decision is missed, the rest still told */
        w->decisions[w->n++] = *d;
    SDL_UnlockMutex(w->lock);
}

static int work(void *data)
{
    ReviewWork *w = data;
    const ReviewConfig config = { .seed = w->seed, .worlds = REVIEW_APP_WORLDS, .deal = w->deal, .stop = &w->stop };
    char why[160];
    const bool ok = mouche_review_replay(&w->replay, 0, &config, collect, w, why, sizeof why);
    SDL_LockMutex(w->lock);
    w->finished = SDL_GetPerformanceCounter();
    w->status = ok ? REVIEW_READY : REVIEW_FAILED;
    SDL_UnlockMutex(w->lock);
    if (!ok && !atomic_load(&w->stop))
        fprintf(stderr, "lamouche: the review of deal %d failed: %s\n", w->deal, why);
    return 0;
}

void review_work_stop(ReviewWork *w)
{
    if (w->thread) {
        atomic_store(&w->stop, true);
        SDL_WaitThread(w->thread, NULL);
        w->thread = NULL;
    }
    if (w->lock)
        SDL_DestroyMutex(w->lock);
    mouche_replay_free(&w->replay);
    free(w->decisions);
    *w = (ReviewWork){ 0 };
}

bool review_work_failed(ReviewWork *w, int deal)
{
    review_work_stop(w);
    w->deal = deal;
    w->status = REVIEW_FAILED;
    return false;
}

bool review_work_start(ReviewWork *w, const char *transcript, size_t length, int deal, uint64_t seed)
{
    review_work_stop(w);
    char why[160];
    if (!mouche_replay_read(transcript, length, &w->replay, why, sizeof why)) {
        fprintf(stderr, "lamouche: the hand to review does not read: %s\n", why);
        return review_work_failed(w, deal);
    }
    w->lock = SDL_CreateMutex();
    w->deal = deal;
    w->seed = seed;
    w->status = REVIEW_RUNNING;
    atomic_init(&w->stop, false);
    w->started = SDL_GetPerformanceCounter();
    w->thread = w->lock ? SDL_CreateThread(work, "lamouche-review", w) : NULL;
    if (!w->thread) {
        review_work_stop(w);
        return review_work_failed(w, deal);
    }
    return true;
}

ReviewStatus review_work_status(ReviewWork *w, int *done)
{
    if (!w->lock) { /* no thread: none asked, or one that could not start */
        *done = 0;
        return w->status;
    }
    SDL_LockMutex(w->lock);
    const ReviewStatus s = w->status;
    *done = w->n;
    SDL_UnlockMutex(w->lock);
    return s;
}

bool review_work_decision(ReviewWork *w, int i, ReviewDecision *out)
{
    if (!w->lock)
        return false;
    SDL_LockMutex(w->lock);
    const bool there = i >= 0 && i < w->n;
    if (there)
        *out = w->decisions[i];
    SDL_UnlockMutex(w->lock);
    return there;
}

double review_work_ms(ReviewWork *w)
{
    if (!w->lock)
        return 0;
    SDL_LockMutex(w->lock);
    const uint64_t finished = w->finished;
    SDL_UnlockMutex(w->lock);
    return finished ? (double)(finished - w->started) * 1000.0 / (double)SDL_GetPerformanceFrequency() : 0;
}
