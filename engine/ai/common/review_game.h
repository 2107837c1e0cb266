/* What the review (common/review.c, mouche/review.h) needs of a game beyond its CardGame:
 * the Expert's sampler and its own evaluation, the Standard model's play and a seat's chips. Internal to the AI. */
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
    /* The Expert's own evaluation, where it searches the decision: searched() says whether it
     * searches this one (n legal actions); search() samples a world from the view with seed
     * (the same sampler) and gives each action's chips for the seat as the Expert scores them
     * (its playouts, exact endgames and margins), false if no world fits. NULL: never. */
    bool (*searched)(const void *view, const void *actions, int n);
    bool (*search)(const void *view, uint64_t seed, const void *actions, int n, double *values);
    /* An option that only asks (it costs nothing and the seat decides after): worth the best
     * other option in every world, as the answer can only help. NULL: none. */
    bool (*free_look)(const void *action);
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
