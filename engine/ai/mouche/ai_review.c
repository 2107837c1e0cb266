/* La Mouche's part of the review (common/review_game.h): the Expert's sampler and its card
 * and declaration searches, the Standard model's play, a seat's chips. */
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

/* The declarations among the actions (not the questions), and where each one is. */
static int declarations(const MoucheAction *acts, int n, MoucheAction *out, int *at)
{
    int m = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind != ACT_QUESTION) {
            at[m] = i;
            out[m++] = acts[i];
        }
    return m;
}

static bool searched(const void *view, const void *actions, int n)
{
    const MoucheView *v = view;
    MoucheAction decl[MOUCHE_MAX_ACTIONS];
    int at[MOUCHE_MAX_ACTIONS];
    return v->phase == PHASE_PLAY ||
           (n <= MOUCHE_MAX_ACTIONS && mouche_ai_search_declare_covers(v, decl, declarations(actions, n, decl, at)));
}

/* A question's value here is a placeholder: the review gives it the best declaration's (free_look). */
static bool search(const void *view, uint64_t seed, const void *actions, int n, double *values)
{
    const MoucheView *v = view;
    AiRng rng;
    mouche_ai_rng_seed(&rng, seed);
    if (v->phase == PHASE_PLAY)
        return mouche_ai_search_play_world(v, &rng, actions, n, values);
    MoucheAction decl[MOUCHE_MAX_ACTIONS];
    int at[MOUCHE_MAX_ACTIONS];
    double scored[MOUCHE_MAX_ACTIONS];
    const int m = declarations(actions, n, decl, at);
    if (!mouche_ai_search_declare_world(v, &rng, decl, m, scored))
        return false;
    for (int i = 0; i < n; i++)
        values[i] = 0;
    for (int j = 0; j < m; j++)
        values[at[j]] = scored[j];
    return true;
}

/* Asking "do you have the mouche?" costs nothing and the asker declares after: the answer can
 * only help, so a question is worth at least the best declaration. */
static bool free_look(const void *action) { return ((const MoucheAction *)action)->kind == ACT_QUESTION; }

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
    .searched = searched,
    .search = search,
    .free_look = free_look,
    .equity = equity,
    .optimism = optimism,
    .kind = kind,
    .deal = deal,
};
