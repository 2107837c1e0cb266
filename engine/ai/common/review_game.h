/* What the review (common/review.c, mouche/review.h) needs of a game beyond its CardGame:
 * the Expert's sampler, the Standard model's play and a seat's chips. Internal to the AI. */
#ifndef MOUCHE_AI_REVIEW_GAME_H
#define MOUCHE_AI_REVIEW_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "mouche/cardgame.h"

typedef struct {
    const CardGame *game;
    /* A full state consistent with the view (the game's view type), its hidden cards
     * sampled as the Expert samples them; the same view and seed give the same state. */
    bool (*sample)(const void *view, uint64_t seed, void *state);
    /* The Standard model's action for the seat to move in state (seeded by seed). */
    void (*policy)(const void *state, uint64_t seed, void *action);
    /* The seat's chips, with a fair share of those on the table (pool, stakes, bêtes). */
    double (*equity)(const void *state, int seat);
    /* What the searched value of an option overstates, in chips, taken off its every world
     * (La Mouche: staying in, by the Expert's measure); NULL: nothing. */
    double (*optimism)(const void *view, const void *action);
    /* The decision's kind and its hand or deal, from the view. */
    const char *(*kind)(const void *view);
    int (*deal)(const void *view);
} ReviewGame;

extern const ReviewGame mouche_review_game;
extern const ReviewGame bete_review_game;

#endif
