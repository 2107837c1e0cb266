/* La Mouche's part of the review (common/review_game.h): the Expert's sampler, the
 * Standard model's play, a seat's chips. */
#include <stddef.h>

#include "../common/review_game.h"
#include "ai_policy.h"
#include "ai_sample.h"
#include "ai_search.h"
#include "mouche/ai.h"

static bool sample(const void *view, uint64_t seed, void *state)
{
    const MoucheView *v = view;
    AiKnowledge k;
    mouche_ai_knowledge(&k, v, true);
    AiRng rng;
    mouche_ai_rng_seed(&rng, seed);
    MoucheWorld world;
    mouche_ai_sample_world(&k, &rng, &world); /* false: a plain world, still consistent with the counts */
    char why[128];
    return mouche_state_from_view(v, &world, seed, state, why, sizeof why);
}

static void policy(const void *state, uint64_t seed, void *action)
{
    const MoucheState *st = state;
    MoucheView v;
    mouche_view(st, mouche_to_move(st), &v);
    const MoucheAiConfig config = mouche_ai_config(MOUCHE_AI_STANDARD, MOUCHE_TEMPER_BLUFFER, seed);
    *(MoucheAction *)action = mouche_ai_decide(&v, &config);
}

/* Its balance and a fair share of the pool and of the pending mouches. */
static double equity(const void *state, int seat)
{
    const MoucheState *st = state;
    MoucheChips balances = 0;
    for (int s = 0; s < st->players; s++)
        balances += st->balances[s];
    return (double)st->balances[seat] + (double)(mouche_total_chips(st) - balances) / st->players;
}

/* Staying in is worth less than the worlds say: the later seats declare better than the
 * model, and the seats in before hold better hands than the sampler gives them. */
static double optimism(const void *view, const void *action)
{
    const MoucheView *v = view;
    const MoucheAction *a = action;
    if (v->phase != PHASE_DECLARE || (a->kind != ACT_STAND && a->kind != ACT_EXCHANGE))
        return 0;
    return mouche_ai_search_optimism(v) * (double)mouche_ai_view_stake(v);
}

static const char *kind(const void *view)
{
    switch (((const MoucheView *)view)->phase) {
    case PHASE_TRUMP_CHOICE: return "trump";
    case PHASE_DECLARE: return "declare";
    case PHASE_ANSWER: return "answer";
    case PHASE_PLAY: return "card";
    default: return "other";
    }
}

static int deal(const void *view) { return ((const MoucheView *)view)->hand_no; }

const ReviewGame mouche_review_game = {
    .game = &mouche_cardgame,
    .sample = sample,
    .policy = policy,
    .equity = equity,
    .optimism = optimism,
    .kind = kind,
    .deal = deal,
};
