/* Heuristic play and hand values (ai_heuristic.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_HEURISTIC_H
#define MOUCHE_AI_HEURISTIC_H

#include "ai_rules.h"

/* ---- Heuristics (ai_heuristic.c) ------------------------------------------ */
/* The heuristic card to play in a simulation (every seat's policy in rollouts). */
MoucheCard mouche_ai_heur_play_sim(const AiSim *sim);
/* The same policy from one seat's knowledge: others = cards other live seats may hold. */
MoucheCard mouche_ai_heur_play_view(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet playable,
                                    MoucheCardSet others, int led, MoucheCard best, bool last, int won);

/* Expected tricks and the chance of none for `hand`, with `opponents` other
 * seats expected in, and `unseen` the cards whose place is unknown. */
typedef struct {
    double expected; /* expected tricks */
    double p_none; /* probability of taking no trick */
} AiHandEstimate;
AiHandEstimate mouche_ai_estimate_hand(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen,
                                       double opponents);
/* Expected chips of playing `hand` (in units of the pool): E/5 - P(none) * cost/pool. */
double mouche_ai_hand_ev(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                         double cost_ratio);
/* The cards to throw when exchanging k, chosen greedily (worst first); never the
 * king or queen of trump or the Pamphile, so it may return fewer than k. */
MoucheCardSet mouche_ai_worst_cards(const AiTrickRules *tr, MoucheCardSet hand, int k);
/* A declaration by the standard heuristic for a hand, as a simulation policy:
 * returns DECL_FOLD / DECL_STAND / DECL_EXCHANGE and the discards. */
int mouche_ai_heur_declare_hand(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                                double cost_ratio, int stock_left, double margin, MoucheCardSet *discards);
/* The value of a hand to the standard heuristic: the best of standing and exchanging
 * (units of the pool), whether or not it would clear a margin. */
double mouche_ai_heur_hand_value(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                                 double cost_ratio, int stock_left);
/* Plays the hand to its end with the heuristic policy. */
void mouche_ai_sim_rollout(AiSim *sim);

#endif
