/* Internals of the La Bête AI (not part of the public API).
 *
 * The AI never sees a BeteState of the real game: it works from a BeteView,
 * from states rebuilt by bete_state_from_view() out of a sampled placement of
 * the hidden cards, and from a compact trick simulation (BeteSim). */
#ifndef MOUCHE_BETE_AI_INTERNAL_H
#define MOUCHE_BETE_AI_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "../common/ai_rng.h"
#include "mouche/bete_ai.h"

/* ---- Payoff ------------------------------------------------------------------
 * A seat's result for a deal is its balance change plus its share (1/N) of
 * the change of the chips on the table: chips left there (stakes, bêtes,
 * plaques) are won later by someone, on average a fair share each. Summed
 * over the seats it is zero. */
typedef struct {
    int8_t players;
    int8_t declarer, contrer; /* -1 if none */
    int8_t king_holder; /* seat dealt the King of trumps, or -1 */
    double value; /* V: stakes + plaques at stake + betes[0] */
    double king; /* the King stake */
    double betes_rest; /* the other bêtes waiting (a vole takes them) */
} BeteDealMoney;

/* Per-seat payoff of a finished deal from its tricks (rules-bete.md 7). */
void bete_ai_settle(const BeteDealMoney *m, const uint8_t tricks_won[BETE_MAX_PLAYERS],
                    const int8_t trick_winner[BETE_TRICKS], double out[BETE_MAX_PLAYERS]);

/* ---- Compact trick simulation --------------------------------------------- */
typedef struct {
    BeteDealMoney money;
    int8_t players, trump, to_move; /* to_move -1 once the five tricks are played */
    uint8_t ncur; /* cards on the current trick */
    uint8_t tricks_done;
    MoucheCard led, best;
    int8_t best_seat;
    MoucheCardSet deck; /* the pack in use */
    MoucheCardSet gone; /* public: cards played, upcards */
    MoucheCardSet hand[BETE_MAX_PLAYERS];
    uint8_t tricks_won[BETE_MAX_PLAYERS];
    int8_t trick_winner[BETE_TRICKS];
} BeteSim;

void bete_sim_play(BeteSim *sim, MoucheCard c);
MoucheCardSet bete_sim_playable(const BeteSim *sim);
/* Plays to the end with the heuristic policy for every seat; with `noise`,
 * each card is a random legal one with probability eps (the omniscient
 * bot's way of not trusting one exact playout). */
void bete_sim_rollout(BeteSim *sim, AiRng *noise, double eps);
/* The sim of a state in PHASE_PLAY (a sampled world, or the oracle's). */
void bete_sim_from_state(BeteSim *sim, const BeteState *st);
/* The money of a state (any phase before settlement). */
void bete_money_of_state(BeteDealMoney *m, const BeteState *st);
/* Exact max-n values of the rest of the deal (each seat maximises its own
 * payoff); false if *nodes ran out. */
bool bete_sim_solve(const BeteSim *sim, double value[BETE_MAX_PLAYERS], long *nodes);

/* ---- Card play policy on plain values ---------------------------------------- */
typedef struct {
    int trump, players, seat;
    MoucheCardSet hand, playable;
    MoucheCardSet unknown; /* cards that other seats (or the talon) may hold */
    MoucheCard led, best; /* MOUCHE_NO_CARD when leading */
    int best_seat;
    int after; /* seats still to play to this trick after this one */
    uint8_t after_mask; /* which */
    uint8_t bidder_mask; /* declarer and contrer */
    int tricks_done;
    uint8_t tricks_won[BETE_MAX_PLAYERS];
    int8_t first_winner; /* who took the first trick, or -1 */
} BetePlayCtx;

/* The Standard card (and every seat's card in rollouts). */
MoucheCard bete_ai_policy_card(const BetePlayCtx *c);
/* The Beginner card: the highest if it heads the trick, else the lowest. */
MoucheCard bete_ai_beginner_card(const BetePlayCtx *c);
void bete_play_ctx_of_view(BetePlayCtx *c, const BeteView *v);
void bete_play_ctx_of_sim(BetePlayCtx *c, const BeteSim *sim);

/* ---- Hand model and bidding ---------------------------------------------------- */
typedef struct {
    double expected; /* tricks (a per-card count, for hints) */
    double p_win; /* three tricks, or the first two */
    double p_none; /* no trick: a dévole */
} BeteHandEstimate;

enum { BETE_FEATURES = 9 };
/* The hand's features for the win / dévole models (see bete_ai_estimate). */
void bete_ai_features(MoucheCardSet hand, int trump, MoucheCardSet unseen, bool lead, double x[BETE_FEATURES]);
/* The Standard model of a hand as declarer (or contrer) with `trump`:
 * `unseen` are the cards this seat cannot place, `lead` whether it leads the
 * first trick, `against_declarer` for a contre (the declarer holds trumps). */
BeteHandEstimate bete_ai_estimate(MoucheCardSet hand, int trump, MoucheCardSet unseen, int players, bool lead,
                                  bool against_declarer);
/* The Standard bid or Curieuse for a view (deterministic: the Expert uses it
 * to model the other seats). */
BeteAction bete_ai_standard_bid(const BeteView *v, int temperament);
BeteAction bete_ai_beginner_bid(const BeteView *v, int temperament);
/* The value V of the deal from a view. */
double bete_ai_view_value(const BeteView *v);
/* The temperament's margin for bids (fraction of V). */
double bete_ai_temper_margin(int temperament, bool contre);

/* ---- Expert search ------------------------------------------------------------- */
/* What the arena's omniscient bot is told (never reachable from the app):
 * every hidden hand and the talon (top first). */
typedef struct {
    MoucheCardSet hands[BETE_MAX_PLAYERS];
    MoucheCard talon[BETE_DECK_MAX];
} BeteOracle;

/* What a search weighed: each candidate's mean over the worlds (the hint); n = 0 when it did not run. */
typedef struct {
    int n;
    BeteAction option[BETE_MAX_ACTIONS];
    double mean[BETE_MAX_ACTIONS];
} BeteAiTrace;
/* bid_bias: added to the margin for saying "play", in units of the deal's value (the memory's
 * learned correction; 0 without one). */
BeteAction bete_ai_search_bid(const BeteView *v, const MoucheAiConfig *cfg, AiRng *rng, const BeteOracle *oracle,
                              double bid_bias, BeteAiTrace *trace);
BeteAction bete_ai_search_play(const BeteView *v, const MoucheAiConfig *cfg, AiRng *rng, const BeteOracle *oracle,
                               BeteAiTrace *trace);

/* A full state consistent with the view, its hidden cards sampled as the Expert samples
 * them (the review's worlds); false if the view cannot be filled. */
/* The review's evaluation (common/review.c), the Expert's own on one world sampled with rng:
 * each of the n legal actions' chips for the seat, as its card search scores a card and its
 * bid search a bid, a contre or the Curieuse (the bold choices less the bluffer's margin).
 * False when the Expert does not search this decision or no world fits the view. */
bool bete_ai_search_play_world(const BeteView *v, AiRng *rng, const BeteAction *acts, int n, double *value);
bool bete_ai_search_bid_world(const BeteView *v, AiRng *rng, const BeteAction *acts, int n, double *value);
bool bete_ai_sample_state(const BeteView *v, AiRng *rng, BeteState *st);

/* The level's decision; oracle: NULL (every real player), or the arena's
 * omniscient bot. Always one of view->legal. */
BeteAction bete_ai_decide_with(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle);
/* The same, reporting the search in *trace (may be NULL). */
BeteAction bete_ai_decide_traced(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle,
                                 BeteAiTrace *trace);
/* The same with the memory's correction to the margin for saying "play" (bete_ai_search_bid). */
BeteAction bete_ai_decide_full(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle,
                               double bid_bias, BeteAiTrace *trace);

/* Helpers. */
MoucheCardSet bete_suit_cards(MoucheCardSet set, int suit);
MoucheCard bete_highest(int trump, MoucheCardSet set);
MoucheCard bete_lowest(int trump, MoucheCardSet set);
/* Cards on the current trick of a view; *start: the trick's first index in play_card. */
int bete_ai_current_trick(const BeteView *v, int *start);

#endif
