/* The review of a decision (issue 43): what each legal option was worth to the seat
 * that chose, from exactly what it knew then, and in hindsight (docs/review.md).
 *
 * Every option is scored on the same worlds (common random numbers): hidden cards
 * sampled from the seat's redacted view by the Expert's own sampler (it reads the
 * declarations and the voids as the Expert does), and each option scored on each world as
 * the Expert's own search scores it (its playouts, exact endgames and margins), where the
 * Expert searches that kind of decision; elsewhere the option is applied to the state
 * rebuilt from the view and that world and the hand played to its end by the Standard model
 * at every seat (the seat's chips at the end, counting a fair share of what is left on the
 * table, minus the same now). The hindsight figure is the Standard model's playout of the
 * true deal: every card known (docs/review.md).
 *
 * Pure: the same game, state, choice and seed give the same review; no global state, so
 * the app may call it on its worker thread. Works for any CardGame the AI plays. */
#ifndef MOUCHE_REVIEW_H
#define MOUCHE_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mouche/cardgame.h"
#include "mouche/replay.h"

enum {
    REVIEW_MAX_OPTIONS = 64, /* the most legal actions of any game's decision */
    REVIEW_TEXT = 48, /* an option as a transcript writes it */
    REVIEW_WORLDS = 64 /* worlds per decision by default */
};

typedef struct {
    char text[REVIEW_TEXT];
    double mean, lo, hi; /* chips it is worth, mean and 95 % interval over the worlds */
    double hindsight; /* the same with every card known (one playout of the true deal) */
} ReviewOption;

typedef struct {
    int deal; /* the hand or deal, from 1 */
    int seat;
    const char *kind; /* "declare", "answer", "trump", "card"; La Bete: "bid", "curieuse", "card" */
    int noptions;
    ReviewOption option[REVIEW_MAX_OPTIONS];
    int chosen, best, hindsight_best; /* indexes into option */
    /* the best's mean minus the chosen's (>= 0), and the 95 % interval of that difference,
       paired over the worlds; a mistake only when the whole interval is above 0 and the loss is
       worth saying (REVIEW_MISTAKE_CHIPS or more) */
    double loss, loss_lo, loss_hi;
    bool mistake;
    double hindsight_loss; /* the best hindsight figure minus the chosen's (>= 0) */
    int worlds;
    size_t move; /* mouche_review_replay: the index of the choice in the transcript's moves */
} ReviewDecision;

/* The smallest loss called a mistake: a quarter of a chip (a twentieth of a four-player pool's
 * trick), below which a choice costs less than a player would notice over a game. */
#define REVIEW_MISTAKE_CHIPS 0.25

typedef struct {
    uint64_t seed; /* fixes the worlds and the playouts */
    int worlds; /* <= 0: REVIEW_WORLDS */
    int deal; /* mouche_review_replay: > 0 only that hand's (deal's) decisions, from 1; else every one */
    /* mouche_review_replay: may be NULL; set by another thread, the review stops before its next
       decision (and returns false, "stopped") */
    const atomic_bool *stop;
} ReviewConfig;

/* Reviews the decision of the seat to move in `state` (the game's type), which chose
 * `chosen` (one of its legal actions). Only that seat's view is read for every figure
 * but the hindsight ones. False with a reason if no seat is to move, the choice is not
 * legal, or memory runs out. */
bool mouche_review_decision(const CardGame *game, const void *state, const void *chosen, const ReviewConfig *config,
                            ReviewDecision *out, char *why, size_t why_size);

/* Reviews every decision of `seat` in a transcript read back, in order, telling each to
 * `fn`. A decision with one legal option is not reviewed (nothing to choose). False with
 * a reason if the transcript cannot be played again. */
typedef void (*ReviewFn)(void *ctx, const ReviewDecision *decision);
bool mouche_review_replay(const Replay *replay, int seat, const ReviewConfig *config, ReviewFn fn, void *ctx, char *why,
                          size_t why_size);

#endif
