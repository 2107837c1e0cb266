/* La Bête's part of the review (common/review_game.h): the Expert's sampler and its card
 * and bid searches, the Standard model's play, a seat's chips. */
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

/* The Expert searches every card and every bid, contre and Curieuse with a cautious option. */
static bool searched(const void *view, const void *actions, int n)
{
    const BeteView *v = view;
    const BeteAction *a = actions;
    bool safe = false;
    for (int i = 0; i < n; i++)
        safe |= a[i].kind == BETE_ACT_PASS || (a[i].kind == BETE_ACT_CURIEUSE && a[i].arg == 0);
    return v->phase == BETE_PHASE_PLAY || ((v->phase == BETE_PHASE_BID || v->phase == BETE_PHASE_CURIEUSE) && safe);
}

static bool search(const void *view, uint64_t seed, const void *actions, int n, double *values)
{
    const BeteView *v = view;
    AiRng rng;
    mouche_ai_rng_seed(&rng, seed);
    if (v->phase == BETE_PHASE_PLAY)
        return bete_ai_search_play_world(v, &rng, actions, n, values);
    return bete_ai_search_bid_world(v, &rng, actions, n, values);
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
    .searched = searched,
    .search = search,
    .equity = equity,
    .kind = kind,
    .deal = deal,
};
