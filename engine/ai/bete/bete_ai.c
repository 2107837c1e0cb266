/* La Bête AI entry point: the decision's seed, dispatch by phase and level,
 * and the legality net (whatever comes back is one of view->legal). */
#include "bete_ai_internal.h"

#include <string.h>

/* The decision's seed: the config's seed and what the view shows of the
 * moment (the same view and seed give the same decision). */
static uint64_t decision_seed(const BeteView *v, const MoucheAiConfig *cfg)
{
    uint64_t h = mouche_ai_mix64(cfg->seed ^ 0xB37EB37EB37Eull);
    h = mouche_ai_mix64(h ^ (uint64_t)(uint8_t)v->seat);
    h = mouche_ai_mix64(h ^ (uint64_t)(uint16_t)v->deal_no);
    h = mouche_ai_mix64(h ^ ((uint64_t)v->phase << 8 | (uint64_t)v->bids_said << 16 | (uint64_t)v->nplays << 24 |
                             (uint64_t)v->curieuse_done << 32));
    h = mouche_ai_mix64(h ^ v->hand);
    h = mouche_ai_mix64(h ^ v->dealt);
    return h;
}

static BeteAction choose(const BeteView *v, const MoucheAiConfig *cfg, AiRng *rng, const BeteOracle *oracle,
                         double bid_bias, BeteAiTrace *trace)
{
    const bool expert = cfg->level == MOUCHE_AI_EXPERT;
    switch (v->phase) {
    case BETE_PHASE_BID:
    case BETE_PHASE_CURIEUSE:
        if (expert && !(cfg->ablate & MOUCHE_AI_ABLATE_DECLARE_SEARCH))
            return bete_ai_search_bid(v, cfg, rng, oracle, bid_bias, trace);
        if (cfg->level == MOUCHE_AI_BEGINNER)
            return bete_ai_beginner_bid(v, cfg->temperament);
        return bete_ai_standard_bid(v, cfg->temperament);
    case BETE_PHASE_PLAY: {
        if (expert && !(cfg->ablate & MOUCHE_AI_ABLATE_PLAY_SEARCH))
            return bete_ai_search_play(v, cfg, rng, oracle, trace);
        BetePlayCtx c;
        bete_play_ctx_of_view(&c, v);
        const MoucheCard card = cfg->level == MOUCHE_AI_BEGINNER ? bete_ai_beginner_card(&c) : bete_ai_policy_card(&c);
        return bete_act(BETE_ACT_PLAY, card);
    }
    default: return v->legal[0];
    }
}

BeteAction bete_ai_decide_with(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle)
{
    return bete_ai_decide_traced(view, config, oracle, NULL);
}

BeteAction bete_ai_decide_traced(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle,
                                 BeteAiTrace *trace)
{
    return bete_ai_decide_full(view, config, oracle, 0.0, trace);
}

BeteAction bete_ai_decide_full(const BeteView *view, const MoucheAiConfig *config, const BeteOracle *oracle,
                               double bid_bias, BeteAiTrace *trace)
{
    if (trace)
        trace->n = 0;
    const int n = view->nlegal;
    if (n <= 0 || view->to_move != view->seat)
        return bete_act(BETE_ACT_NEXT_DEAL, 0);
    if (n == 1)
        return view->legal[0];
    AiRng rng;
    mouche_ai_rng_seed(&rng, decision_seed(view, config));
    if (config->level == MOUCHE_AI_RANDOM || config->level >= MOUCHE_AI_LEVEL_COUNT)
        return view->legal[mouche_ai_rng_below(&rng, (uint32_t)n)];
    const BeteAction a = choose(view, config, &rng, oracle, bid_bias, trace);
    for (int i = 0; i < n; i++)
        if (view->legal[i].kind == a.kind && view->legal[i].arg == a.arg)
            return a;
    /* never reached with a sound model; the safe choice is to pass */
    for (int i = 0; i < n; i++)
        if (view->legal[i].kind == BETE_ACT_PASS ||
            (view->legal[i].kind == BETE_ACT_CURIEUSE && view->legal[i].arg == 0))
            return view->legal[i];
    return view->legal[0];
}

BeteAction bete_ai_decide(const BeteView *view, const MoucheAiConfig *config)
{
    return bete_ai_decide_with(view, config, NULL);
}

void bete_ai_advise(const BeteView *view, uint64_t seed, BeteAiAdvice *advice)
{
    memset(advice, 0, sizeof *advice);
    MoucheAiConfig config = mouche_ai_config(MOUCHE_AI_EXPERT, MOUCHE_TEMPER_BLUFFER, seed);
    BeteAiTrace trace;
    advice->action = bete_ai_decide_traced(view, &config, NULL, &trace);
    advice->noptions = trace.n;
    for (int i = 0; i < trace.n; i++) {
        advice->option[i] = trace.option[i];
        advice->value[i] = trace.mean[i];
    }
    advice->deal_value = (MoucheChips)bete_ai_view_value(view);
    if (view->trump >= 0 && view->hand)
        advice->expected_tricks =
            bete_ai_expected_tricks(view->hand, view->trump, bete_view_unseen(view), view->players);
}
