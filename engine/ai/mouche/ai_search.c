/* The Expert: decisions evaluated on sampled worlds (determinisation).
 *
 * Every candidate is scored on the same worlds (common random numbers):
 *   - card play: each world is played to the end by the heuristic policy of
 *     every seat, or solved exactly (max-n) when few cards are left;
 *   - declarations: the later seats declare by the standard heuristic on their
 *     sampled hands (at a table of three, a seat the memory shows folding often
 *     stays in with its better hands only), exchanges draw the sampled stock in
 *     order, flushes and the "alone" rule are settled, then the tricks are played out.
 * Work is counted (worlds, solver nodes) so a decision is deterministic; a
 * clock check stops sampling early past the budget, as a safety net on a
 * slow or loaded machine only. */
#define _POSIX_C_SOURCE 200809L
#include "ai_heuristic.h"
#include "ai_memory.h"
#include "ai_policy.h"
#include "ai_sample.h"
#include "ai_search.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* At a table of three a card is cheap to search (two others to place): more worlds, less noise. */
enum { PLAY_WORLDS = 64, PLAY_WORLDS_THREE = 200, DECLARE_WORLDS = 100, ENDGAME_NODES = 6000, CLOCK_EVERY = 1 };

static double budget_of(const MoucheAiConfig *cfg) { return cfg->budget_ms > 0 ? cfg->budget_ms : MOUCHE_AI_SAFETY_MS; }

void mouche_ai_sim_from_view(AiSim *sim, const MoucheView *view, const MoucheWorld *world)
{
    memset(sim, 0, sizeof *sim);
    mouche_ai_trick_rules(&sim->tr, &view->rules, view->trump);
    sim->players = view->players;
    sim->stake = mouche_ai_view_stake(view);
    sim->cost = mouche_ai_view_cost(view);
    for (int s = 0; s < view->players; s++) {
        if (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE)
            sim->in_mask |= (uint8_t)(1u << s);
        sim->hand[s] = s == view->seat ? view->my_hand : world->hand[s];
        sim->tricks_won[s] = view->tricks_won[s];
    }
    sim->played = view->played;
    sim->tricks_done = view->tricks_done;
    const int in = __builtin_popcount(sim->in_mask);
    const int start = view->tricks_done * in;
    sim->led = -1;
    sim->best = MOUCHE_NO_CARD;
    sim->best_seat = -1;
    for (int i = start; i < view->nplays; i++) {
        const MoucheCard c = view->play_card[i];
        if (i == start || mouche_ai_beats(&sim->tr, c, sim->best, sim->led)) {
            if (i == start)
                sim->led = (int8_t)mouche_ai_eff_suit(&sim->tr, c);
            sim->best = c;
            sim->best_seat = view->play_seat[i];
        }
        sim->ncur++;
    }
    sim->to_move = view->to_move;
}

/* ---- Card play ------------------------------------------------------------------ */

/* Exact only where the tree is small: the last two tricks, or three at a small table. */
static bool play_exact(const MoucheView *view, bool fixed_world)
{
    const int in = view->players_in > 0 ? view->players_in : 1;
    const int mine = mouche_set_count(view->my_hand);
    return mine <= 2 || (mine == 3 && in <= 4) || (fixed_world && mine <= 3);
}

/* Each card's chips for the viewer on one world: solved exactly while *nodes_left lasts
 * (at most per_card a card), else played out by the heuristic policy. */
static void play_world(const MoucheView *view, const MoucheWorld *world, const MoucheCard *cards, int nc,
                       int64_t per_card, int64_t *nodes_left, double *value)
{
    AiSim base;
    mouche_ai_sim_from_view(&base, view, world);
    for (int i = 0; i < nc; i++) {
        AiSim sim = base;
        mouche_ai_sim_play(&sim, cards[i]);
        MoucheChips solved[MOUCHE_MAX_PLAYERS];
        int64_t nodes = per_card < *nodes_left ? per_card : *nodes_left;
        const int64_t before = nodes;
        if (nodes > 0 && mouche_ai_endgame_solve(&sim, solved, &nodes)) {
            value[i] = (double)solved[view->seat];
        } else {
            mouche_ai_sim_rollout(&sim);
            value[i] = (double)mouche_ai_sim_payoff(&sim, view->seat);
        }
        *nodes_left -= before - (nodes > 0 ? nodes : 0);
    }
}

bool mouche_ai_search_play_world(const MoucheView *view, AiRng *rng, const MoucheAction *acts, int n, double *value)
{
    MoucheCard cards[MOUCHE_HAND_SIZE];
    if (view->phase != PHASE_PLAY || n > MOUCHE_HAND_SIZE)
        return false;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind != ACT_PLAY)
            return false;
        cards[i] = acts[i].arg;
    }
    AiKnowledge k;
    mouche_ai_knowledge(&k, view, true);
    MoucheWorld world;
    mouche_ai_sample_world(&k, rng, &world);
    int64_t nodes_left = play_exact(view, false) ? ENDGAME_NODES : 0; /* the Expert's share per world */
    play_world(view, &world, cards, n, ENDGAME_NODES, &nodes_left, value);
    return true;
}

MoucheAction mouche_ai_search_play(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                   const AiOracle *oracle, AiPlayTrace *trace)
{
    if (trace)
        trace->n = 0;
    const MoucheWorld *fixed_world = oracle && !oracle->hands_only ? oracle->world : NULL;
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    const int n = mouche_view_legal_actions(view, acts);
    MoucheCard cards[MOUCHE_HAND_SIZE + 1];
    int nc = 0;
    for (int i = 0; i < n && nc < MOUCHE_HAND_SIZE; i++)
        if (acts[i].kind == ACT_PLAY)
            cards[nc++] = acts[i].arg;
    if (nc <= 1)
        return nc ? mouche_act(ACT_PLAY, cards[0], 0) : mouche_ai_policy_play(view, MOUCHE_AI_STANDARD, rng);

    AiKnowledge k;
    mouche_ai_knowledge(&k, view, !(cfg->ablate & MOUCHE_AI_ABLATE_INFERENCE));
    if (oracle && oracle->hands_only)
        mouche_ai_knowledge_fix_hands(&k, oracle->world);
    const MoucheAction fallback = mouche_ai_policy_play(view, MOUCHE_AI_STANDARD, rng);
    double sum[MOUCHE_HAND_SIZE] = { 0 };
    const double t0 = now_ms(), budget = budget_of(cfg);
    const int worlds = fixed_world ? 1 : view->players <= 3 ? PLAY_WORLDS_THREE : PLAY_WORLDS;
    int done = 0;
    int64_t nodes_left = play_exact(view, fixed_world != NULL) ? (int64_t)ENDGAME_NODES * worlds : 0;
    for (int w = 0; w < worlds; w++) {
        if (w % CLOCK_EVERY == CLOCK_EVERY - 1 && now_ms() - t0 > budget)
            break;
        MoucheWorld world;
        if (fixed_world)
            world = *fixed_world;
        else
            mouche_ai_sample_world(&k, rng, &world);
        double value[MOUCHE_HAND_SIZE];
        play_world(view, &world, cards, nc, fixed_world ? ENDGAME_NODES * 20 : ENDGAME_NODES, &nodes_left, value);
        for (int i = 0; i < nc; i++)
            sum[i] += value[i];
        done++;
    }
    if (done == 0)
        return fallback;
    if (trace) {
        trace->n = nc;
        for (int i = 0; i < nc; i++) {
            trace->card[i] = cards[i];
            trace->mean[i] = sum[i] / done;
        }
    }
    int best = -1;
    double best_v = 0;
    for (int i = 0; i < nc; i++) {
        /* the heuristic's card wins ties */
        const double v = sum[i] + (cards[i] == fallback.arg ? 1e-6 : 0);
        if (best < 0 || v > best_v) {
            best = i;
            best_v = v;
        }
    }
    return mouche_act(ACT_PLAY, cards[best], 0);
}

/* ---- Declarations ----------------------------------------------------------------- */

enum { MAX_CANDIDATES = AI_DECLARE_CANDIDATES };

typedef struct {
    int decl; /* DECL_FOLD / DECL_STAND / DECL_EXCHANGE */
    MoucheCardSet discards;
} Candidate;

static int make_candidates(const MoucheView *view, Candidate *c)
{
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    int n = 0;
    c[n++] = (Candidate){ DECL_FOLD, 0 };
    c[n++] = (Candidate){ DECL_STAND, 0 };
    const int kmax = view->stock_left < 5 ? view->stock_left : 5;
    for (int k = 1; k <= kmax; k++) {
        const MoucheCardSet d = mouche_ai_worst_cards(&tr, view->my_hand, k);
        if (mouche_set_count(d) != k)
            break;
        c[n++] = (Candidate){ DECL_EXCHANGE, d };
    }
    /* keep only the trumps (when that is not one of the above) */
    const MoucheCardSet side = view->my_hand & ~tr.trumps;
    const int ns = mouche_set_count(side);
    if (ns > 0 && ns <= kmax) {
        bool dup = false;
        for (int i = 0; i < n; i++)
            dup |= c[i].discards == side;
        if (!dup && n < MAX_CANDIDATES)
            c[n++] = (Candidate){ DECL_EXCHANGE, side };
    }
    return n;
}

static MoucheAction candidate_action(const Candidate *c)
{
    if (c->decl == DECL_FOLD)
        return mouche_act(ACT_FOLD, 0, 0);
    if (c->decl == DECL_STAND)
        return mouche_act(ACT_STAND, 0, 0);
    return mouche_act(ACT_EXCHANGE, 0, c->discards);
}

/* How much the searched value of staying in overstates what it earns, in units of the pool.
 * Measured (docs/ai.md, "Profile"): over the Expert's decisions to stay in, the searched mean
 * exceeded the chips it then took by about 0.1 pool for the first declarer, growing by 0.05-0.1
 * with each seat that declared before it (0.3-0.5 for the last declarers at 5-6 players). The
 * worlds are sampled almost uniformly, while the seats that stayed in before hold better hands
 * than that and the later seats declare better than the heuristic the search gives them, and the
 * best of several candidates scored on the same worlds is itself an optimistic estimate. */
double mouche_ai_search_optimism(const MoucheView *view)
{
    int declared = 0;
    for (int s = 0; s < view->players; s++)
        declared += view->decl[s] != DECL_NONE;
    return 0.15 + 0.06 * declared;
}

/* A later seat's declaration, by the standard heuristic on its sampled hand. */
typedef struct {
    int decl;
    MoucheCardSet discards;
} LaterDecl;

/* ---- Choosy later seats: the stay rates the memory learned ----------------------- */

/* A later seat that the memory shows folding more than one hand in ten stays in with its better
 * hands: in each world it folds when its strength (the standard model's value of its hand) is
 * among the lowest of its strengths over the sampled worlds, as many as its stay rate leaves out,
 * and otherwise stays in, exchanging as the model would. The other seats declare by the model. */
static const double CHOOSY_RATE = 0.9;
/* Measured at three players only: at four (2,000 deals) the share of the omni-hands gap fell. */
enum { CHOOSY_WORLDS_MIN = 20, CHOOSY_PLAYERS_MAX = 3 };

typedef struct {
    uint8_t choosy; /* bit s: later seat s declares by its stay rate */
    double line[MOUCHE_MAX_PLAYERS]; /* the strength it stays in with */
    double strength[DECLARE_WORLDS][MOUCHE_MAX_PLAYERS]; /* [world][seat] */
} Habits;

static int compare_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Each choosy later seat's strength in every world, and the line its stay rate draws. */
static void read_habits(const MoucheView *view, const AiTrickRules *tr, const MoucheAiMemory *memory,
                        const int8_t *later, int nlater, const MoucheWorld *worlds, int n, Habits *h)
{
    h->choosy = 0;
    if (!memory || n < CHOOSY_WORLDS_MIN || view->players > CHOOSY_PLAYERS_MAX)
        return;
    int stock = view->stock_left; /* the stock when the first seat declared */
    for (int s = 0; s < view->players; s++)
        stock += view->decl[s] == DECL_EXCHANGE ? view->exchanged[s] : 0;
    for (int i = 0; i < nlater; i++) {
        const int s = later[i];
        double rate; /* the viewer is in before it, in every way of staying in */
        if (!mouche_ai_memory_stay_rate(memory, s, true, &rate) || rate > CHOOSY_RATE)
            continue;
        double sorted[DECLARE_WORLDS];
        for (int w = 0; w < n; w++) {
            const MoucheCardSet hand = worlds[w].hand[s];
            const MoucheCardSet unseen = view->deck & ~hand & ~mouche_bit(view->turned);
            h->strength[w][s] = mouche_ai_heur_hand_value(tr, hand, unseen, view->players - 1, 1.0, stock);
            sorted[w] = h->strength[w][s];
        }
        qsort(sorted, (size_t)n, sizeof sorted[0], compare_double);
        const int at = (int)((1.0 - rate) * n);
        h->line[s] = sorted[at < n ? at : n - 1];
        h->choosy |= (uint8_t)(1u << s);
    }
}

static void later_declarations(const MoucheView *view, const AiTrickRules *tr, const MoucheWorld *world,
                               const int8_t *later, int nlater, int in_before, const Habits *habits, int w,
                               LaterDecl *out)
{
    int in_now = in_before + 1; /* counting the viewer in */
    int stock = view->stock_left;
    for (int i = 0; i < nlater; i++) {
        const int s = later[i];
        const MoucheCardSet hand = world->hand[s];
        int suit, points;
        if (mouche_hand_flush(&view->rules, view->trump, hand, &suit, &points)) {
            out[i] = (LaterDecl){ DECL_STAND, 0 };
            in_now++;
            continue;
        }
        const MoucheCardSet unseen = view->deck & ~hand & ~mouche_bit(view->turned);
        double opp = in_now + 0.55 * (nlater - 1 - i);
        if (opp < 1)
            opp = 1;
        const bool choosy = habits->choosy & (1u << s);
        if (choosy && habits->strength[w][s] < habits->line[s]) {
            out[i] = (LaterDecl){ DECL_FOLD, 0 };
            continue;
        }
        const double margin = choosy ? -1e9 : -0.02; /* a choosy seat that stays in picks its exchange only */
        MoucheCardSet d = 0;
        const int decl =
            mouche_ai_heur_declare_hand(tr, hand, unseen, opp, mouche_ai_view_cost_ratio(view), stock, margin, &d);
        out[i] = (LaterDecl){ decl, d };
        if (decl != DECL_FOLD)
            in_now++;
        if (decl == DECL_EXCHANGE)
            stock -= mouche_set_count(d);
    }
}

/* Deals the stock's next cards for an exchange of `discards` from `hand`. */
static MoucheCardSet after_exchange(MoucheCardSet hand, MoucheCardSet discards, const MoucheWorld *world, int *top,
                                    int stock_n)
{
    /* a card is thrown only if the stock can replace it */
    MoucheCardSet out = hand;
    for (MoucheCardSet d = discards; d && *top < stock_n; d &= d - 1)
        out = (out & ~mouche_bit(mouche_set_first(d))) | mouche_bit(world->stock[(*top)++]);
    return out;
}

/* Better flush: trump first, then points, then the earlier declarer. */
static bool flush_better(int suit_a, int pts_a, int suit_b, int pts_b, int trump)
{
    if ((suit_a == trump) != (suit_b == trump))
        return suit_a == trump;
    return pts_a > pts_b;
}

/* Chips for the viewer when it declares `cand` in this world. */
static MoucheChips declare_outcome(const MoucheView *view, const AiTrickRules *tr, const MoucheWorld *world,
                                   const Candidate *cand, const int8_t *later, int nlater, const LaterDecl *ld)
{
    if (cand->decl == DECL_FOLD)
        return 0;
    const int me = view->seat;
    const MoucheChips stake = mouche_ai_view_stake(view), cost = mouche_ai_view_cost(view);
    MoucheCardSet hand[MOUCHE_MAX_PLAYERS];
    uint8_t in_mask = 0, stand_mask = 0;
    for (int s = 0; s < view->players; s++) {
        hand[s] = world->hand[s];
        if (view->decl[s] == DECL_STAND)
            stand_mask |= (uint8_t)(1u << s);
        if (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE)
            in_mask |= (uint8_t)(1u << s);
    }
    int top = 0;
    hand[me] = view->my_hand;
    in_mask |= (uint8_t)(1u << me);
    if (cand->decl == DECL_EXCHANGE)
        hand[me] = after_exchange(view->my_hand, cand->discards, world, &top, view->stock_left);
    else
        stand_mask |= (uint8_t)(1u << me);
    for (int i = 0; i < nlater; i++) {
        const int s = later[i];
        if (ld[i].decl == DECL_FOLD)
            continue;
        in_mask |= (uint8_t)(1u << s);
        if (ld[i].decl == DECL_EXCHANGE)
            hand[s] = after_exchange(hand[s], ld[i].discards, world, &top, view->stock_left);
        else
            stand_mask |= (uint8_t)(1u << s);
    }
    /* flushes among the standers */
    int fs = -1, fsuit = 0, fpts = 0;
    for (int i = 1; i <= view->players; i++) {
        const int s = (view->dealer + i) % view->players;
        if (!(stand_mask & in_mask & (1u << s)))
            continue;
        int suit, pts;
        if (mouche_set_count(hand[s]) == MOUCHE_HAND_SIZE &&
            mouche_hand_flush(&view->rules, view->trump, hand[s], &suit, &pts)) {
            if (fs < 0 || flush_better(suit, pts, fsuit, fpts, view->trump)) {
                fs = s;
                fsuit = suit;
                fpts = pts;
            }
        }
    }
    MoucheChips bonus = 0;
    const MoucheCard pamphile = (MoucheCard)(SUIT_CLUBS * MOUCHE_RANKS + RANK_JACK);
    if (view->rules.pamphile && mouche_set_has(hand[me], pamphile))
        bonus = view->rules.pamphile_pay * (view->players - 1);
    if (fs >= 0)
        return (fs == me ? stake : -cost) + bonus;
    if (__builtin_popcount(in_mask) == 1)
        return stake + bonus;
    AiSim sim;
    memset(&sim, 0, sizeof sim);
    sim.tr = *tr;
    sim.players = view->players;
    sim.in_mask = in_mask;
    for (int s = 0; s < view->players; s++)
        sim.hand[s] = (in_mask & (1u << s)) ? hand[s] : 0;
    sim.led = -1;
    sim.best = MOUCHE_NO_CARD;
    sim.best_seat = -1;
    sim.stake = stake;
    sim.cost = cost;
    sim.to_move = (int8_t)mouche_ai_sim_next_in(&sim, view->dealer);
    mouche_ai_sim_rollout(&sim);
    return mouche_ai_sim_payoff(&sim, me) + bonus;
}

/* The chance, by the memory, that each stander not yet known either way holds
 * its dealt flush, from the answers it gave (0 where nothing is read). */
static void read_answers(const MoucheView *view, const AiKnowledge *k, const MoucheAiMemory *memory,
                         double chance[MOUCHE_MAX_PLAYERS])
{
    for (int t = 0; t < view->players; t++) {
        chance[t] = 0;
        const uint8_t bit = (uint8_t)(1u << t);
        if (!memory || t == view->seat || view->decl[t] != DECL_STAND || ((k->must_flush | k->no_flush) & bit))
            continue;
        for (int a = 0; a < view->players; a++) {
            const int answer = view->answers[a][t];
            if (answer == ANSWER_SILENT || answer == ANSWER_EVASIVE) {
                const double p = mouche_ai_memory_flush_chance(memory, t, answer);
                chance[t] = p > chance[t] ? p : chance[t];
            }
        }
    }
}

/* The other seats in the hand before the viewer declares. */
static int seats_in_before(const MoucheView *view)
{
    int in_before = 0;
    for (int s = 0; s < view->players; s++)
        if (s != view->seat && (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE))
            in_before++;
    return in_before;
}

/* Does the Expert search this declaration (not a dealt flush, nor after one is shown)? */
static bool declare_searched(const MoucheView *view)
{
    int fsuit, fpoints;
    return view->phase == PHASE_DECLARE && view->trump >= 0 && !mouche_ai_view_my_flush(view, &fsuit, &fpoints) &&
           !mouche_ai_view_flush_announced(view);
}

/* The legal actions as the search's candidates; false if one is not a declaration it scores
 * (a question, or showing a flush) or the view is not one it searches. */
static bool candidates_of(const MoucheView *view, const MoucheAction *acts, int n, Candidate *cand)
{
    if (!declare_searched(view) || n > MOUCHE_MAX_ACTIONS)
        return false;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == ACT_FOLD)
            cand[i] = (Candidate){ DECL_FOLD, 0 };
        else if (acts[i].kind == ACT_STAND && acts[i].arg == 0)
            cand[i] = (Candidate){ DECL_STAND, 0 };
        else if (acts[i].kind == ACT_EXCHANGE)
            cand[i] = (Candidate){ DECL_EXCHANGE, acts[i].cards };
        else
            return false;
    }
    return true;
}

bool mouche_ai_search_declare_covers(const MoucheView *view, const MoucheAction *acts, int n)
{
    Candidate cand[MOUCHE_MAX_ACTIONS];
    return candidates_of(view, acts, n, cand);
}

bool mouche_ai_search_declare_world(const MoucheView *view, AiRng *rng, const MoucheAction *acts, int n, double *value)
{
    Candidate cand[MOUCHE_MAX_ACTIONS];
    if (!candidates_of(view, acts, n, cand))
        return false;
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    int8_t later[MOUCHE_MAX_PLAYERS];
    const int nlater = mouche_ai_view_later_seats(view, later);
    AiKnowledge k;
    mouche_ai_knowledge(&k, view, true);
    MoucheWorld world;
    mouche_ai_sample_world(&k, rng, &world);
    static const Habits plain = { .choosy = 0 }; /* no memory: every later seat declares by the model */
    LaterDecl ld[MOUCHE_MAX_PLAYERS];
    later_declarations(view, &tr, &world, later, nlater, seats_in_before(view), &plain, 0, ld);
    /* the temperament's margin the Expert asks of staying in (the optimism is the caller's) */
    const double margin = mouche_ai_temper_margin(MOUCHE_TEMPER_BLUFFER) * (double)mouche_ai_view_stake(view);
    for (int i = 0; i < n; i++)
        value[i] = (double)declare_outcome(view, &tr, &world, &cand[i], later, nlater, ld) -
                   (cand[i].decl == DECL_FOLD ? 0 : margin);
    return true;
}

MoucheAction mouche_ai_search_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng,
                                      const AiOracle *oracle, AiDeclareTrace *trace, MoucheAiMemory *memory)
{
    const MoucheWorld *fixed_world = oracle && !oracle->hands_only ? oracle->world : NULL;
    if (!declare_searched(view))
        return mouche_ai_policy_declare(view, cfg, rng);
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    Candidate cand[MAX_CANDIDATES];
    const int nc = make_candidates(view, cand);
    int8_t later[MOUCHE_MAX_PLAYERS];
    const int nlater = mouche_ai_view_later_seats(view, later);
    const int in_before = seats_in_before(view);

    AiKnowledge k;
    mouche_ai_knowledge(&k, view, !(cfg->ablate & MOUCHE_AI_ABLATE_INFERENCE));
    if (oracle && oracle->hands_only)
        mouche_ai_knowledge_fix_hands(&k, oracle->world);
    double flush_chance[MOUCHE_MAX_PLAYERS];
    read_answers(view, &k, oracle ? NULL : memory, flush_chance);
    const uint8_t must_flush = k.must_flush;
    double sum[MAX_CANDIDATES] = { 0 };
    const double t0 = now_ms(), budget = budget_of(cfg);
    const int worlds = fixed_world ? 1 : DECLARE_WORLDS;
    MoucheWorld sampled[DECLARE_WORLDS];
    int done = 0;
    for (int w = 0; w < worlds; w++) {
        if (w % CLOCK_EVERY == CLOCK_EVERY - 1 && now_ms() - t0 > budget)
            break;
        if (fixed_world) {
            sampled[w] = *fixed_world;
        } else {
            /* a stander the memory reads as holding its flush holds it in that share of the worlds */
            k.must_flush = must_flush;
            for (int t = 0; t < view->players; t++)
                if (flush_chance[t] > 0 && mouche_ai_rng_unit(rng) < flush_chance[t])
                    k.must_flush |= (uint8_t)(1u << t);
            mouche_ai_sample_world(&k, rng, &sampled[w]);
        }
        done++;
    }
    if (done == 0)
        return mouche_ai_policy_declare(view, cfg, rng);
    Habits habits;
    read_habits(view, &tr, oracle ? NULL : memory, later, nlater, sampled, done, &habits);
    for (int w = 0; w < done; w++) {
        LaterDecl ld[MOUCHE_MAX_PLAYERS];
        later_declarations(view, &tr, &sampled[w], later, nlater, in_before, &habits, w, ld);
        for (int i = 0; i < nc; i++)
            sum[i] += declare_outcome(view, &tr, &sampled[w], &cand[i], later, nlater, ld);
    }
    /* the temperament's margin: staying in must beat folding by this much, on top of the
       correction of the search's optimism (oracle bots see the true world: none) */
    const double prior = fixed_world ? 0 : mouche_ai_search_optimism(view);
    const double correction = fixed_world ? 0 : prior + mouche_ai_memory_overstatement(memory);
    const double margin = (mouche_ai_temper_margin(cfg->temperament) + correction) * mouche_ai_view_stake(view) * done;
    int best = 0;
    double best_v = 0; /* fold */
    for (int i = 1; i < nc; i++) {
        const double v = sum[i] - margin;
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    if (trace) {
        trace->n = nc;
        trace->threshold = mouche_ai_temper_margin(cfg->temperament) + correction;
        for (int i = 0; i < nc; i++) {
            trace->action[i] = candidate_action(&cand[i]);
            trace->searched[i] = sum[i] / done / (double)mouche_ai_view_stake(view);
        }
    }
    if (best > 0 && !oracle)
        mouche_ai_memory_note_stay(memory, view, sum[best] / done / (double)mouche_ai_view_stake(view), prior);
    return candidate_action(&cand[best]);
}
