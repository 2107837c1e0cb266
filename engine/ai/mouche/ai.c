/* The AI's entry point: picks the module for the level and the decision, and
 * makes sure whatever comes back is legal. */
#include "ai_internal.h"

#include <string.h>

static const char *const LEVEL_NAMES[MOUCHE_AI_LEVEL_COUNT] = { "random", "beginner", "standard", "expert" };
static const char *const TEMPER_NAMES[MOUCHE_TEMPER_COUNT] = { "cautious", "bold", "bluffer" };

const char *mouche_ai_level_name(int level)
{
    return level >= 0 && level < MOUCHE_AI_LEVEL_COUNT ? LEVEL_NAMES[level] : "unknown";
}

int mouche_ai_level_parse(const char *name)
{
    for (int i = 0; name && i < MOUCHE_AI_LEVEL_COUNT; i++)
        if (strcmp(name, LEVEL_NAMES[i]) == 0)
            return i;
    return -1;
}

const char *mouche_ai_temperament_name(int temperament)
{
    return temperament >= 0 && temperament < MOUCHE_TEMPER_COUNT ? TEMPER_NAMES[temperament] : "unknown";
}

int mouche_ai_temperament_parse(const char *name)
{
    for (int i = 0; name && i < MOUCHE_TEMPER_COUNT; i++)
        if (strcmp(name, TEMPER_NAMES[i]) == 0)
            return i;
    return -1;
}

MoucheAiConfig mouche_ai_config(int level, int temperament, uint64_t seed)
{
    MoucheAiConfig c;
    memset(&c, 0, sizeof c);
    c.level = (uint8_t)level;
    c.temperament = (uint8_t)temperament;
    c.seed = seed;
    c.budget_ms = 0;
    return c;
}

static bool same_action(MoucheAction a, MoucheAction b)
{
    return a.kind == b.kind && a.arg == b.arg && a.cards == b.cards;
}

/* The decision's seed: the config's seed and what the view shows of the moment. */
static uint64_t decision_seed(const MoucheView *view, const MoucheAiConfig *cfg)
{
    uint64_t h = mouche_ai_mix64(cfg->seed);
    h = mouche_ai_mix64(h ^ (uint64_t)(uint8_t)view->seat);
    h = mouche_ai_mix64(h ^ (uint64_t)(uint16_t)view->hand_no);
    h = mouche_ai_mix64(h ^ view->actions_applied);
    h = mouche_ai_mix64(h ^ view->my_hand);
    return h;
}

static MoucheAction choose(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng, const AiOracle *world,
                           AiDeclareTrace *trace, AiPlayTrace *play_trace, MoucheAiMemory *memory)
{
    switch (view->phase) {
    case PHASE_TRUMP_CHOICE: return mouche_ai_policy_trump(view);
    case PHASE_ANSWER: return mouche_ai_policy_answer(view, cfg, rng);
    case PHASE_DECLARE: {
        MoucheAction q;
        if (cfg->level == MOUCHE_AI_EXPERT && mouche_ai_memory_question(view, memory, &q))
            return q;
        if (mouche_ai_policy_question(view, cfg, rng, &q))
            return q;
        if (cfg->level == MOUCHE_AI_EXPERT && !(cfg->ablate & MOUCHE_AI_ABLATE_DECLARE_SEARCH))
            return mouche_ai_search_declare(view, cfg, rng, world, trace, memory);
        return mouche_ai_policy_declare(view, cfg, rng);
    }
    case PHASE_PLAY:
        if (cfg->level == MOUCHE_AI_EXPERT && !(cfg->ablate & MOUCHE_AI_ABLATE_PLAY_SEARCH))
            return mouche_ai_search_play(view, cfg, rng, world, play_trace);
        return mouche_ai_policy_play(view, cfg->level, rng);
    default: return mouche_act(ACT_NEXT_HAND, 0, 0);
    }
}

/* The level's decision, made legal: an action missing from the legal list is
 * replaced by the first sensible one (never a question, never a fold when
 * something else is allowed). */
MoucheAction mouche_ai_decide_traced(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *world,
                                     AiDeclareTrace *trace, MoucheAiMemory *memory)
{
    return mouche_ai_decide_full(view, config, world, trace, NULL, memory);
}

MoucheAction mouche_ai_decide_full(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *world,
                                   AiDeclareTrace *trace, AiPlayTrace *play_trace, MoucheAiMemory *memory)
{
    if (trace)
        trace->n = 0;
    if (play_trace)
        play_trace->n = 0;
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    const int n = mouche_view_legal_actions(view, acts);
    if (n <= 0)
        return mouche_act(ACT_NEXT_HAND, 0, 0);
    if (n == 1)
        return acts[0];
    if (config->ablate & MOUCHE_AI_ABLATE_MEMORY)
        memory = NULL;
    AiRng rng;
    mouche_ai_rng_seed(&rng, decision_seed(view, config));
    if (config->level == MOUCHE_AI_RANDOM)
        return acts[mouche_ai_rng_below(&rng, (uint32_t)n)];
    const MoucheAction a = choose(view, config, &rng, world, trace, play_trace, memory);
    for (int i = 0; i < n; i++)
        if (same_action(acts[i], a))
            return a;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_STAND && acts[i].arg == 0)
            return acts[i];
    for (int i = 0; i < n; i++)
        if (acts[i].kind != ACT_QUESTION)
            return acts[i];
    return acts[0];
}

MoucheAction mouche_ai_decide_with(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle)
{
    return mouche_ai_decide_traced(view, config, oracle, NULL, NULL);
}

MoucheAction mouche_ai_decide(const MoucheView *view, const MoucheAiConfig *config)
{
    return mouche_ai_decide_with(view, config, NULL);
}

MoucheAction mouche_ai_decide_remembering(const MoucheView *view, const MoucheAiConfig *config, MoucheAiMemory *memory)
{
    if (memory && (memory->seat != view->seat || memory->players != view->players))
        memory = NULL; /* another seat's memory reads nothing here */
    return mouche_ai_decide_traced(view, config, NULL, NULL, memory);
}

void mouche_ai_advise(const MoucheView *view, uint64_t seed, MoucheAiAdvice *advice)
{
    memset(advice, 0, sizeof *advice);
    MoucheAiConfig config = mouche_ai_config(MOUCHE_AI_EXPERT, MOUCHE_TEMPER_BLUFFER, seed);
    AiDeclareTrace declare;
    AiPlayTrace play;
    advice->action = mouche_ai_decide_full(view, &config, NULL, &declare, &play, NULL);
    advice->trick_pays = mouche_trick_share(mouche_ai_view_stake(view));
    advice->mouche_cost = mouche_ai_view_cost(view);
    const double stake = (double)mouche_ai_view_stake(view);
    if (declare.n > 0) {
        advice->noptions = declare.n < MOUCHE_ADVICE_OPTIONS ? declare.n : MOUCHE_ADVICE_OPTIONS;
        for (int i = 0; i < advice->noptions; i++) {
            advice->option[i] = declare.action[i];
            advice->value[i] = declare.searched[i] * stake;
        }
        advice->margin = declare.threshold * stake;
    } else if (play.n > 0) {
        advice->noptions = play.n;
        for (int i = 0; i < play.n; i++) {
            advice->option[i] = mouche_act(ACT_PLAY, play.card[i], 0);
            advice->value[i] = play.mean[i];
        }
    }
    /* the hand as it is: what its cards may take against the seats still in */
    if (view->trump >= 0 && view->my_hand) {
        AiTrickRules tr;
        mouche_ai_trick_rules(&tr, &view->rules, view->trump);
        const MoucheCardSet unseen = view->deck & ~view->my_hand & ~mouche_bit(view->turned) & ~view->played;
        int others = 0;
        for (int s = 0; s < view->players; s++)
            if (s != view->seat && view->decl[s] != DECL_FOLD)
                others++;
        const AiHandEstimate e = mouche_ai_estimate_hand(&tr, view->my_hand, unseen, others > 0 ? others : 1);
        advice->expected_tricks = e.expected;
        advice->p_none = e.p_none;
    }
}
