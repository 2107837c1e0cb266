/* The review of the human's decisions in a hand (issue 43, docs/review.md), computed on a thread
 * of its own while the hand's summary shows, so that the table never waits for it. The engine's
 * review (mouche/review.h) is pure: the thread reads only the transcript it was given. */
#ifndef LAMOUCHE_REVIEW_WORK_H
#define LAMOUCHE_REVIEW_WORK_H

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "mouche/cardgame.h"
#include "mouche/replay.h"
#include "mouche/review.h"

/* Worlds per decision in the app: REVIEW_WORLDS; measured ready within the 2 s at six
 * players on a 2-core machine (docs/review.md "In the app"). */
enum { REVIEW_APP_WORLDS = REVIEW_WORLDS };

typedef enum { REVIEW_IDLE = 0, REVIEW_RUNNING, REVIEW_READY, REVIEW_FAILED } ReviewStatus;

typedef struct {
    SDL_Thread *thread; /* while a review is asked and not yet joined */
    SDL_mutex *lock; /* guards decisions, n and status */
    atomic_bool stop;
    Replay replay; /* the game through the reviewed deal: the thread reads it, the main thread replays it */
    int deal; /* the deal reviewed (from 1), 0 none */
    uint64_t seed;
    ReviewDecision *decisions; /* malloc'd, n of cap */
    int n, cap;
    ReviewStatus status;
    uint64_t started, finished; /* SDL_GetPerformanceCounter: the time to ready */
} ReviewWork;

/* Reviews seat 0's decisions in deal `deal` of the game `transcript` records (its text, RULES.md
 * section 12), on the thread: whatever was asked before is stopped first. False if it cannot be
 * started (the transcript does not read, no thread, no memory): then nothing runs and the status
 * says REVIEW_FAILED. */
bool review_work_start(ReviewWork *w, const char *transcript, size_t length, int deal, uint64_t seed);
/* Nothing runs, and the review of deal `deal` is told as failed (it could not be made); returns false. */
bool review_work_failed(ReviewWork *w, int deal);
/* Stops the review (before its next decision), waits for the thread and frees everything. */
void review_work_stop(ReviewWork *w);
/* Where it stands, and how many decisions are reviewed so far. */
ReviewStatus review_work_status(ReviewWork *w, int *done);
/* A reviewed decision, copied (under the lock); false if there is no i-th yet. */
bool review_work_decision(ReviewWork *w, int i, ReviewDecision *out);
/* Milliseconds from the start to ready (0 while not ready). */
double review_work_ms(ReviewWork *w);

#endif
