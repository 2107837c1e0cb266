/* AI players for La Bête (docs/ai-bete.md). Same contract as ai.h: the AI
 * decides from one seat's BeteView alone (it is never given the state, so it
 * cannot see hidden cards), always returns one of view->legal, and is
 * deterministic for a given config and view (bounded in time: see
 * MoucheAiConfig.budget_ms).
 *
 * Levels, temperaments and configs are La Mouche's (ai.h):
 *   random    a uniformly random legal action;
 *   beginner  counts trumps and kings to bid; plays its highest card when it
 *             wins the trick, else its lowest;
 *   standard  estimates the tricks its hand takes and bids when the deal's
 *             value beats the risk of making the bête; sound card play;
 *   expert    samples the hidden cards consistently with the view and plays
 *             every candidate out on the same worlds (the last tricks exactly).
 * Temperaments: cautious bids and contres less, bold more, the bluffer
 * contres and asks for the Curieuse more. */
#ifndef MOUCHE_BETE_AI_H
#define MOUCHE_BETE_AI_H

#include "mouche/ai.h"
#include "mouche/bete.h"

/* The action for view->seat, which must be to move (view->nlegal > 0).
 * Decides bids (play / pass / contre), the Curieuse and every card. With no
 * legal action (not this seat's turn) returns BETE_ACT_NEXT_DEAL. */
BeteAction bete_ai_decide(const BeteView *view, const MoucheAiConfig *config);

/* What the Expert would do in a seat's place, and why, in numbers (the table's hint):
 * from that seat's view alone; deterministic for a view and a seed. */
typedef struct {
    BeteAction action; /* the Expert's choice: always one of view->legal */
    int noptions; /* the choices it weighed; 0 when it did not search */
    BeteAction option[BETE_MAX_ACTIONS];
    double value[BETE_MAX_ACTIONS]; /* each choice's mean chips over the deals it imagined */
    double expected_tricks; /* what the hand may take, by the Standard model */
    MoucheChips deal_value; /* what a win takes now: stakes, plaques and the bête at stake */
} BeteAiAdvice;
void bete_ai_advise(const BeteView *view, uint64_t seed, BeteAiAdvice *advice);

/* The tricks the Standard model expects `hand` to take with `trump` at a
 * table of `players`, `unseen` being the cards whose place this seat does
 * not know (for hints and tests). */
double bete_ai_expected_tricks(MoucheCardSet hand, int trump, MoucheCardSet unseen, int players);

#endif
