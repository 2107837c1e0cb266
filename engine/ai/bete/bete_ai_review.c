/* La Bête's part of the review (common/review_game.h): the Expert's sampler, the
 * Standard model's play, a seat's chips. */
#include "../common/review_game.h"
#include "bete_ai_internal.h"

static bool sample(const void *view, uint64_t seed, void *state)
{
    AiRng rng;
    mouche_ai_rng_seed(&rng, seed);
    return bete_ai_sample_state(view, &rng, state);
}

static void policy(const void *state, uint64_t seed, void *action)
{
    const BeteState *st = state;
    BeteView v;
    bete_view(st, bete_to_move(st), &v);
    const MoucheAiConfig config = mouche_ai_config(MOUCHE_AI_STANDARD, MOUCHE_TEMPER_BLUFFER, seed);
    *(BeteAction *)action = bete_ai_decide(&v, &config);
}

/* Its balance and a fair share of the chips on the table (stakes, plaques, bêtes). */
static double equity(const void *state, int seat)
{
    const BeteState *st = state;
    MoucheChips balances = 0;
    for (int s = 0; s < st->players; s++)
        balances += st->balances[s];
    return (double)st->balances[seat] + (double)(bete_total_chips(st) - balances) / st->players;
}

static const char *kind(const void *view)
{
    switch (((const BeteView *)view)->phase) {
    case BETE_PHASE_BID: return "bid";
    case BETE_PHASE_CURIEUSE: return "curieuse";
    case BETE_PHASE_PLAY: return "card";
    default: return "other";
    }
}

static int deal(const void *view) { return ((const BeteView *)view)->deal_no; }

const ReviewGame bete_review_game = {
    .game = &bete_cardgame,
    .sample = sample,
    .policy = policy,
    .equity = equity,
    .kind = kind,
    .deal = deal,
};
