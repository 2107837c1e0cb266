/* Internals shared by the AI modules (not part of the public API).
 *
 * The AI never sees a MoucheState: everything here works from a MoucheView,
 * or from a compact simulation (AiSim) built from a view plus a sampled
 * placement of the hidden cards. */
#ifndef MOUCHE_AI_INTERNAL_H
#define MOUCHE_AI_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "../common/ai_rng.h"
#include "mouche/ai.h"

/* ---- Trick rules (RULES.md 7), Pamphile included ------------------------- */
typedef struct {
    const MoucheRules *rules; /* the game's rules (outlive the model) */
    int8_t trump; /* suit */
    bool pamphile; /* J of clubs is the top trump */
    MoucheCardSet trumps; /* every card that counts as trump */
    MoucheCardSet suit[MOUCHE_SUITS]; /* cards of each suit as followed (Pamphile moved to trump) */
} AiTrickRules;

void mouche_ai_trick_rules(AiTrickRules *tr, const MoucheRules *rules, int trump);
/* The suit a card counts as. */
int mouche_ai_eff_suit(const AiTrickRules *tr, MoucheCard c);
/* Strength within its effective suit (the Pamphile is 13). */
int mouche_ai_strength(const AiTrickRules *tr, MoucheCard c);
/* Whether `c` beats the best card so far of a trick led in `led` suit. */
bool mouche_ai_beats(const AiTrickRules *tr, MoucheCard c, MoucheCard best, int led);
/* Cards of `hand` that may be played; led = -1 when leading. */
MoucheCardSet mouche_ai_playable(const AiTrickRules *tr, MoucheCardSet hand, int led, MoucheCard best);
/* Cards of `set` (of one effective suit) higher than c. */
MoucheCardSet mouche_ai_higher_in_suit(const AiTrickRules *tr, MoucheCard c, MoucheCardSet set);
/* The highest / lowest card of a non-empty set by effective strength (trumps above all). */
MoucheCard mouche_ai_highest(const AiTrickRules *tr, MoucheCardSet set);
MoucheCard mouche_ai_lowest(const AiTrickRules *tr, MoucheCardSet set);

/* ---- Compact hand simulation --------------------------------------------- */
typedef struct {
    AiTrickRules tr;
    int8_t players;
    int8_t to_move; /* seat to play, -1 when the hand is over */
    uint8_t in_mask; /* seats in the hand */
    MoucheCardSet hand[MOUCHE_MAX_PLAYERS];
    MoucheCardSet played; /* cards gone this hand (played tricks, current trick) */
    int8_t led; /* effective suit led, -1 before the first card */
    MoucheCard best;
    int8_t best_seat;
    uint8_t ncur; /* cards in the current trick */
    uint8_t tricks_done;
    uint8_t tricks_won[MOUCHE_MAX_PLAYERS];
    MoucheChips stake; /* the pool the tricks share */
    MoucheChips cost; /* what a mouche made costs */
} AiSim;

/* Seat after `seat` that is in the hand. */
int mouche_ai_sim_next_in(const AiSim *sim, int seat);
void mouche_ai_sim_play(AiSim *sim, MoucheCard c);
MoucheCardSet mouche_ai_sim_playable(const AiSim *sim);
/* Final chips of a seat from trick play (tricks * stake/5, minus the cost if none). */
MoucheChips mouche_ai_sim_payoff(const AiSim *sim, int seat);
/* Plays the hand to its end with the heuristic policy. */
void mouche_ai_sim_rollout(AiSim *sim);
/* Value for `seat` of the trick-play utility with `won` tricks at the end. */
MoucheChips mouche_ai_trick_value(MoucheChips stake, MoucheChips cost, int won);

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

/* ---- What a view tells about hidden hands (ai_sample.c) ------------------ */
typedef struct {
    const MoucheView *view;
    AiTrickRules tr;
    MoucheCardSet unknown; /* cards to place */
    MoucheCardSet forbidden[MOUCHE_MAX_PLAYERS]; /* cards a seat cannot hold now */
    MoucheCardSet played_by[MOUCHE_MAX_PLAYERS]; /* cards each seat played this hand */
    uint8_t hand_n[MOUCHE_MAX_PLAYERS]; /* hidden hand sizes (0 for the viewer) */
    uint8_t discard_n[MOUCHE_MAX_PLAYERS];
    int stock_n;
    uint8_t must_flush; /* bit s: seat s answered yes (holds its dealt flush) */
    uint8_t no_flush; /* bit s: seat s cannot hold a dealt flush */
    bool weighted; /* weigh worlds by how likely the seats' declarations were */
} AiKnowledge;

void mouche_ai_knowledge(AiKnowledge *k, const MoucheView *view, bool weighted);
/* Samples a world consistent with the knowledge; false if it could not
 * (the world is then a plain uniform one, still consistent with the view's counts). */
bool mouche_ai_sample_world(const AiKnowledge *k, AiRng *rng, MoucheWorld *world);

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

/* Forces the sampled hands of the other seats to the oracle's. */
void mouche_ai_knowledge_fix_hands(AiKnowledge *k, const MoucheWorld *world);

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

/* Expert decisions. oracle: NULL to sample the hidden cards (every real player);
 * trace: NULL, or where the search reports its candidates. */
MoucheAction mouche_ai_search_play(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                   const AiOracle *oracle, AiPlayTrace *trace);
MoucheAction mouche_ai_search_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                      const AiOracle *oracle, AiDeclareTrace *trace, MoucheAiMemory *memory);

/* ---- Heuristic decisions from a view (ai_policy.c) ----------------------- */
MoucheAction mouche_ai_policy_play(const MoucheView *view, int level, AiRng *rng);
MoucheAction mouche_ai_policy_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng);
/* A question to ask before declaring, if the temperament wants one (kind ACT_FOLD if none). */
bool mouche_ai_policy_question(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng, MoucheAction *out);
MoucheAction mouche_ai_policy_answer(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng);
MoucheAction mouche_ai_policy_trump(const MoucheView *view);
/* Whether the viewer would show its flush (cautious sometimes does). */
bool mouche_ai_policy_show_flush(const MoucheAiConfig *cfg, AiRng *rng);

/* The level's decision for the view; oracle: NULL (sample the hidden cards), or
 * for the arena's oracle bots only, what they are told. Always legal. */
MoucheAction mouche_ai_decide_with(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle);
/* The same, reporting the Expert's declaration search in *trace (n = 0 when it did not run),
 * reading and writing the seat's memory (NULL: none). */
MoucheAction mouche_ai_decide_traced(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle,
                                     AiDeclareTrace *trace, MoucheAiMemory *memory);
/* The same with the card search's report too (play_trace may be NULL). */
MoucheAction mouche_ai_decide_full(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle,
                                   AiDeclareTrace *trace, AiPlayTrace *play_trace, MoucheAiMemory *memory);

/* Helpers on views. */
double mouche_ai_view_cost_ratio(const MoucheView *view);
MoucheChips mouche_ai_view_stake(const MoucheView *view);
MoucheChips mouche_ai_view_cost(const MoucheView *view);
/* Seats still to declare after the viewer (in order), and how many. */
int mouche_ai_view_later_seats(const MoucheView *view, int8_t out[MOUCHE_MAX_PLAYERS]);
/* Whether a plain "yes" was heard from a stander still in the hand, or a flush was shown. */
bool mouche_ai_view_flush_announced(const MoucheView *view);
/* Whether an answer says "I have the mouche": a plain yes, or silence with silence=yes. */
static inline bool ai_answer_says_yes(const MoucheView *view, int answer)
{
    return answer == ANSWER_YES || (answer == ANSWER_SILENT && view->rules.silence == SILENCE_YES);
}
/* Whether the viewer's hand is a flush it may stand with. */
bool mouche_ai_view_my_flush(const MoucheView *view, int *suit, int *points);

/* ---- Memory (ai_memory.c) ------------------------------------------------ */
/* Records the Expert's decision to stay in: its searched value and the fixed
 * correction it used, in units of the pool, to learn from at the hand's end. */
void mouche_ai_memory_note_stay(MoucheAiMemory *memory, const MoucheView *view, double searched, double prior);
/* How often seat stays in, declaring after someone stayed in (after_stay) or not, by the
 * memory: false while it has seen too few such declarations to tell. */
bool mouche_ai_memory_stay_rate(const MoucheAiMemory *memory, int seat, bool after_stay, double *rate);
/* A question worth asking: a stander not yet asked whose answers, by the memory, tell
 * whether it holds the mouche. False (nothing in *out) when there is none. */
bool mouche_ai_memory_question(const MoucheView *view, const MoucheAiMemory *memory, MoucheAction *out);

/* The temperament's margin, in units of the pool, a hand's EV must clear to stay in. */
double mouche_ai_temper_margin(int temperament);

#endif
