/* The Expert's search (ai_search.c) and the exact endgame (ai_endgame.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_SEARCH_H
#define MOUCHE_AI_SEARCH_H

#include "../common/ai_rng.h"
#include "ai_rules.h"
#include "ai_sample.h"

/* ---- Search (ai_search.c, ai_endgame.c) ---------------------------------- */
typedef struct {
    int worlds; /* sampled worlds per decision */
    double budget_ms; /* clock check: stop sampling past this */
    int64_t node_budget; /* exact solver nodes per decision */
} AiSearchLimits;

/* Builds the play simulation of a view and a world (PHASE_PLAY). */
void mouche_ai_sim_from_view(AiSim *sim, const MoucheView *view, const MoucheWorld *world);
/* Exact max-n value of the rest of the hand for every seat; returns false if
 * *nodes ran out (values then undefined). */
bool mouche_ai_endgame_solve(const AiSim *sim, MoucheChips value[MOUCHE_MAX_PLAYERS], int64_t *nodes);

/* What the arena's oracle bots are told (never reachable from the app):
 * the true world, used as the only world, or only its hands (the discards and
 * the stock are still sampled). */
typedef struct {
    const MoucheWorld *world;
    bool hands_only;
} AiOracle;

/* What the Expert's declaration search found, candidate by candidate: for the
 * arena's counterfactual log (never used to decide). */
enum { AI_DECLARE_CANDIDATES = 8 };
typedef struct {
    int n; /* candidates, fold first; 0: the search did not run */
    MoucheAction action[AI_DECLARE_CANDIDATES];
    double searched[AI_DECLARE_CANDIDATES]; /* mean over the worlds, in units of the pool */
    double threshold; /* what staying in had to beat folding by, pool units */
} AiDeclareTrace;

/* What the Expert's card search found: each playable card's mean chips for the rest of
 * the hand over the worlds it imagined (the table's hint). */
typedef struct {
    int n; /* cards weighed; 0: the search did not run (one card, or none to weigh) */
    MoucheCard card[MOUCHE_HAND_SIZE];
    double mean[MOUCHE_HAND_SIZE];
} AiPlayTrace;

/* How far the searched value of staying in overstates what it earns, in units of the pool
 * (measured: docs/ai.md, "Profile"); the Expert's declarations and the review take it off. */
double mouche_ai_search_optimism(const MoucheView *view);

/* Expert decisions. oracle: NULL to sample the hidden cards (every real player);
 * trace: NULL, or where the search reports its candidates. */
MoucheAction mouche_ai_search_play(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                   const AiOracle *oracle, AiPlayTrace *trace);
MoucheAction mouche_ai_search_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                      const AiOracle *oracle, AiDeclareTrace *trace, MoucheAiMemory *memory);

/* The review's evaluation (common/review.c), the Expert's own on one world sampled with rng:
 * each of the n legal actions' chips for the viewer, as its card search scores a card and its
 * declaration search a declaration (staying in less the temperament's margin, the bluffer's;
 * not the optimism). False when the Expert does not search this decision (a question, a flush
 * to show, another phase): the caller evaluates it otherwise. */
bool mouche_ai_search_play_world(const MoucheView *view, AiRng *rng, const MoucheAction *acts, int n, double *value);
bool mouche_ai_search_declare_world(const MoucheView *view, AiRng *rng, const MoucheAction *acts, int n, double *value);
/* Whether mouche_ai_search_declare_world scores these actions (from the view alone). */
bool mouche_ai_search_declare_covers(const MoucheView *view, const MoucheAction *acts, int n);

#endif
