/* La Bête Expert: determinised search.
 *
 * What the view tells about the hidden cards (voids and failures to trump
 * shown in play are hard facts; bids are soft ones, weighed by how likely
 * the Standard model finds them), worlds sampled consistently with it and
 * rebuilt into full states by bete_state_from_view(), and every candidate
 * played out on the same worlds (common random numbers): bids through the
 * rest of the bidding with the Standard model for every seat, cards through
 * the heuristic policy, the last tricks solved exactly.
 *
 * Work is counted (worlds per decision), so a decision is the same on any
 * machine; a clock check after each world stops early past the budget, as a
 * safety net only. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "bete_ai_internal.h"

#include <string.h>
#include <time.h>

enum {
    BID_WORLDS = 100, /* worlds per bid / Curieuse decision */
    PLAY_WORLDS = 64, /* worlds per card decision */
    SOLVE_NODES = 40000, /* exact solver nodes per world and card */
    SAMPLE_TRIES = 24, /* attempts to place the cards under the hard facts */
    SOFT_TRIES = 6, /* weighted attempts per world (soft facts) */
    ORACLE_PLAYOUTS = 32, /* the omniscient bot: noisy playouts of the one true world */
};
/* how often a noisy playout plays a random card instead of the policy's */
#define ORACLE_EPS 0.1

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static double budget_of(const MoucheAiConfig *cfg) { return cfg->budget_ms > 0 ? cfg->budget_ms : MOUCHE_AI_SAFETY_MS; }

/* ---- Knowledge ---------------------------------------------------------------- */

typedef struct {
    const BeteView *v;
    MoucheCardSet unknown; /* cards to place */
    MoucheCardSet upcards; /* the turned card(s), public */
    MoucheCardSet forbidden[BETE_MAX_PLAYERS]; /* cards a seat cannot hold now */
    MoucheCardSet played_by[BETE_MAX_PLAYERS];
    uint8_t need[BETE_MAX_PLAYERS]; /* hidden cards each other seat holds */
    int order[BETE_MAX_PLAYERS], norder; /* seats to fill, tightest first */
    int talon_n;
    bool soft; /* weigh worlds by the bids */
} Knowledge;

static void knowledge(Knowledge *k, const BeteView *v, bool soft)
{
    memset(k, 0, sizeof *k);
    k->v = v;
    k->soft = soft;
    k->unknown = bete_view_unseen(v);
    k->upcards = mouche_bit(v->turned);
    if (v->void_upcard != MOUCHE_NO_CARD)
        k->upcards |= mouche_bit(v->void_upcard);
    k->talon_n = v->talon_count;
    const int n = v->players, t = v->trump;
    const MoucheCardSet trumps = mouche_suit_set(t);
    /* replay the tricks: who failed to follow, to trump, to overtrump */
    for (int start = 0; start < v->nplays; start += n) {
        const MoucheCard led = v->play_card[start];
        MoucheCard best = led;
        k->played_by[v->play_seat[start]] |= mouche_bit(led);
        for (int i = start + 1; i < v->nplays && i < start + n; i++) {
            const int s = v->play_seat[i];
            const MoucheCard c = v->play_card[i];
            k->played_by[s] |= mouche_bit(c);
            const int ls = mouche_card_suit(led), cs = mouche_card_suit(c);
            if (cs != ls) {
                k->forbidden[s] |= mouche_suit_set(ls);
                const bool best_trump = mouche_card_suit(best) == t;
                if (cs != t || !bete_trick_beats(t, c, best)) {
                    /* no trump that would have headed the trick */
                    if (!best_trump)
                        k->forbidden[s] |= trumps;
                    else
                        k->forbidden[s] |= trumps & ~((((MoucheCardSet)2) << best) - 1);
                }
            }
            if (bete_trick_beats(t, c, best))
                best = c;
        }
    }
    for (int s = 0; s < n; s++) {
        if (s == v->seat)
            continue;
        k->need[s] = v->hand_count[s];
        if (k->need[s])
            k->order[k->norder++] = s;
    }
    /* the tightest seats first: the fewest cards to choose from per card needed */
    for (int i = 1; i < k->norder; i++)
        for (int j = i; j > 0; j--) {
            const int a = k->order[j - 1], b = k->order[j];
            const int sa = mouche_set_count(k->unknown & ~k->forbidden[a]) - k->need[a];
            const int sb = mouche_set_count(k->unknown & ~k->forbidden[b]) - k->need[b];
            if (sb < sa) {
                k->order[j - 1] = b;
                k->order[j] = a;
            }
        }
}

static bool place(const Knowledge *k, AiRng *rng, bool hard, MoucheCardSet hands[BETE_MAX_PLAYERS],
                  MoucheCard talon[BETE_DECK_MAX])
{
    MoucheCardSet left = k->unknown;
    for (int s = 0; s < BETE_MAX_PLAYERS; s++)
        hands[s] = 0;
    for (int i = 0; i < k->norder; i++) {
        const int s = k->order[i];
        MoucheCardSet allowed = left & (hard ? ~k->forbidden[s] : ~(MoucheCardSet)0);
        if (mouche_set_count(allowed) < k->need[s])
            return false;
        for (int j = 0; j < k->need[s]; j++) {
            const MoucheCard c = mouche_ai_rng_card(rng, allowed);
            allowed &= ~mouche_bit(c);
            hands[s] |= mouche_bit(c);
        }
        left &= ~hands[s];
    }
    if (mouche_set_count(left) != k->talon_n)
        return false;
    for (int i = 0; i < k->talon_n; i++) {
        const MoucheCard c = mouche_ai_rng_card(rng, left);
        left &= ~mouche_bit(c);
        talon[i] = c;
    }
    return true;
}

/* How likely seat s's bid is, for its sampled dealt hand, by the Standard model. */
static double bid_likelihood(const Knowledge *k, const MoucheCardSet hands[BETE_MAX_PLAYERS])
{
    const BeteView *v = k->v;
    const int n = v->players;
    double w = 1;
    const int decl_pos = v->declarer >= 0 ? (v->declarer - v->dealer - 1 + 2 * n) % n : n;
    for (int s = 0; s < n; s++) {
        if (s == v->seat || v->bid[s] == BID_NONE)
            continue;
        const MoucheCardSet dealt = hands[s] | k->played_by[s];
        const MoucheCardSet unseen = v->deck & ~dealt & ~k->upcards;
        const bool lead = (v->dealer + 1) % n == s;
        const int pos = (s - v->dealer - 1 + 2 * n) % n;
        double value = bete_ai_view_value(v);
        if (v->bid[s] == BID_PLAY || (v->bid[s] == BID_PASS && pos < decl_pos)) {
            const BeteHandEstimate e = bete_ai_estimate(dealt, v->trump, unseen, n, lead, false);
            const double f = (double)(n - 1) / n;
            const double ev = e.p_win * value * f - (1 - e.p_win) * 0.88 * value * f - e.p_none * (n - 1);
            const bool model_plays = ev > 0;
            if (v->bid[s] == BID_PLAY && !model_plays)
                w *= 0.3;
            if (v->bid[s] == BID_PASS && model_plays)
                w *= 0.5;
        } else if (v->bid[s] == BID_CONTRE) {
            const BeteHandEstimate e = bete_ai_estimate(dealt, v->trump, unseen, n, lead, true);
            if (e.p_win < 0.45)
                w *= 0.3;
        }
    }
    return w;
}

/* A world consistent with the view: the other seats' hands and the talon. */
static bool sample_world(const Knowledge *k, AiRng *rng, MoucheCardSet hands[BETE_MAX_PLAYERS],
                         MoucheCard talon[BETE_DECK_MAX])
{
    const int tries = k->soft ? SOFT_TRIES : 1;
    MoucheCardSet best_h[BETE_MAX_PLAYERS];
    MoucheCard best_t[BETE_DECK_MAX];
    double best_w = -1;
    for (int a = 0; a < tries; a++) {
        bool ok = false;
        for (int i = 0; i < SAMPLE_TRIES && !ok; i++)
            ok = place(k, rng, true, hands, talon);
        if (!ok) {
            /* the hard facts could not all be met by chance: counts only (which
             * always fit a view the engine made; false for a malformed one) */
            return place(k, rng, false, hands, talon);
        }
        if (!k->soft)
            return true;
        const double w = bid_likelihood(k, hands);
        if (w >= 1 || mouche_ai_rng_unit(rng) < w)
            return true;
        if (w > best_w) {
            best_w = w;
            memcpy(best_h, hands, sizeof best_h);
            memcpy(best_t, talon, sizeof best_t);
        }
    }
    memcpy(hands, best_h, sizeof best_h);
    memcpy(talon, best_t, sizeof best_t);
    return true;
}

/* The world of the view: sampled, or the oracle's. False if it does not fit. */
static bool world_state(const Knowledge *k, AiRng *rng, const BeteOracle *oracle, BeteState *st)
{
    MoucheCardSet hands[BETE_MAX_PLAYERS];
    MoucheCard talon[BETE_DECK_MAX];
    if (oracle) {
        memcpy(hands, oracle->hands, sizeof hands);
        memcpy(talon, oracle->talon, sizeof talon);
    } else if (!sample_world(k, rng, hands, talon)) {
        return false;
    }
    return bete_state_from_view(k->v, hands, talon, st);
}

bool bete_ai_sample_state(const BeteView *v, AiRng *rng, BeteState *st)
{
    Knowledge k;
    knowledge(&k, v, true);
    return world_state(&k, rng, NULL, st);
}

/* ---- Playing a world out ---------------------------------------------------------- */

static double equity(const BeteState *st, int seat)
{
    MoucheChips bal = 0;
    for (int s = 0; s < st->players; s++)
        bal += st->balances[s];
    const double table = (double)(bete_total_chips(st) - bal);
    return (double)st->balances[seat] + table / st->players;
}

/* Seat's payoff of the rest of the deal from a state in bidding: every seat
 * bids by the Standard model, then the cards are played by the policy. */
static double finish_deal(BeteState *st, int seat, double base, AiRng *noise)
{
    for (int guard = 0; guard < 64; guard++) {
        const BetePhase ph = bete_phase(st);
        if (ph != BETE_PHASE_BID && ph != BETE_PHASE_CURIEUSE)
            break;
        BeteView vv;
        bete_view(st, st->to_move, &vv);
        if (!vv.nlegal)
            break;
        const BeteAction a = bete_ai_standard_bid(&vv, MOUCHE_TEMPER_BLUFFER);
        if (bete_apply(st, a, NULL) != REFUSE_NONE && bete_apply(st, vv.legal[0], NULL) != REFUSE_NONE)
            break;
    }
    if (bete_phase(st) == BETE_PHASE_PLAY) {
        const double at_play = equity(st, seat) - base;
        BeteSim sim;
        bete_sim_from_state(&sim, st);
        bete_sim_rollout(&sim, noise, ORACLE_EPS);
        double out[BETE_MAX_PLAYERS];
        bete_ai_settle(&sim.money, sim.tricks_won, sim.trick_winner, out);
        return at_play + out[seat];
    }
    return equity(st, seat) - base;
}

/* Is `a` the bold choice of its decision (play, contre, ask)? */
static bool is_bid(BeteAction a)
{
    return a.kind == BETE_ACT_PLAY_BID || a.kind == BETE_ACT_CONTRE || (a.kind == BETE_ACT_CURIEUSE && a.arg == 1);
}

/* Reports the candidates' means to the trace (if any). */
static void report(BeteAiTrace *trace, int n, const BeteAction *options, const double *sum, int worlds)
{
    if (!trace)
        return;
    trace->n = n < BETE_MAX_ACTIONS ? n : BETE_MAX_ACTIONS;
    for (int i = 0; i < trace->n; i++) {
        trace->option[i] = options[i];
        trace->mean[i] = sum[i] / worlds;
    }
}

/* What a bold choice's gain over the cautious one must clear, in chips: the temperament's
 * margin (negative for the bold: a bid slightly worse than passing on the worlds). */
static double bold_margin(const BeteView *v, BeteAction a, int temperament, double bid_bias)
{
    const double value = bete_ai_view_value(v);
    if (a.kind == BETE_ACT_CURIEUSE)
        return temperament == MOUCHE_TEMPER_CAUTIOUS  ? 0.05 * value
               : temperament == MOUCHE_TEMPER_BLUFFER ? -0.05 * value
                                                      : 0;
    double margin = bete_ai_temper_margin(temperament, a.kind == BETE_ACT_CONTRE) * value;
    if (a.kind == BETE_ACT_PLAY_BID)
        margin += bid_bias * value;
    return margin;
}

static bool has_safe(const BeteAction *acts, int n)
{
    for (int i = 0; i < n; i++)
        if (!is_bid(acts[i]))
            return true;
    return false;
}

bool bete_ai_search_bid_world(const BeteView *v, AiRng *rng, const BeteAction *acts, int n, double *value)
{
    if ((v->phase != BETE_PHASE_BID && v->phase != BETE_PHASE_CURIEUSE) || !has_safe(acts, n))
        return false;
    Knowledge k;
    knowledge(&k, v, true);
    BeteState base;
    if (!world_state(&k, rng, NULL, &base))
        return false;
    const double e0 = equity(&base, v->seat);
    for (int i = 0; i < n; i++) {
        BeteState st = base;
        if (bete_apply(&st, acts[i], NULL) != REFUSE_NONE)
            return false;
        /* the bluffer's margin taken off the bold choices: the best is the Expert's choice */
        value[i] = finish_deal(&st, v->seat, e0, NULL) -
                   (is_bid(acts[i]) ? bold_margin(v, acts[i], MOUCHE_TEMPER_BLUFFER, 0) : 0);
    }
    return true;
}

BeteAction bete_ai_search_bid(const BeteView *v, const MoucheAiConfig *cfg, AiRng *rng, const BeteOracle *oracle,
                              double bid_bias, BeteAiTrace *trace)
{
    if (trace)
        trace->n = 0;
    const BeteAction fallback = bete_ai_standard_bid(v, cfg->temperament);
    Knowledge k;
    knowledge(&k, v, !(cfg->ablate & MOUCHE_AI_ABLATE_INFERENCE));
    const int nc = v->nlegal;
    double sum[BETE_MAX_ACTIONS] = { 0 };
    int worlds = 0;
    const int target = oracle ? ORACLE_PLAYOUTS : BID_WORLDS;
    const double t0 = now_ms(), budget = budget_of(cfg);
    for (int w = 0; w < target; w++) {
        BeteState base;
        if (!world_state(&k, rng, oracle, &base))
            continue;
        const double e0 = equity(&base, v->seat);
        for (int i = 0; i < nc; i++) {
            BeteState st = base;
            if (bete_apply(&st, v->legal[i], NULL) != REFUSE_NONE)
                continue;
            AiRng noise = *rng; /* the same noise for every candidate */
            sum[i] += finish_deal(&st, v->seat, e0, oracle ? &noise : NULL);
        }
        worlds++;
        if (oracle)
            mouche_ai_rng_next(rng);
        if (now_ms() - t0 > budget)
            break;
    }
    if (!worlds)
        return fallback;
    report(trace, nc, v->legal, sum, worlds);
    /* the cautious option (pass / decline) unless a bid clears the margin */
    int safe = -1;
    for (int i = 0; i < nc; i++)
        if (!is_bid(v->legal[i]))
            safe = i;
    if (safe < 0)
        return fallback;
    /* the best bid by its mean, taken when its gain over passing clears the
     * temperament's margin (negative for the bold: a bid slightly worse than
     * passing on these worlds) */
    int best = safe;
    double best_v = -1e300;
    for (int i = 0; i < nc; i++) {
        if (i == safe)
            continue;
        const double gain = sum[i] / worlds - sum[safe] / worlds;
        if (gain > bold_margin(v, v->legal[i], cfg->temperament, bid_bias) && sum[i] / worlds > best_v) {
            best = i;
            best_v = sum[i] / worlds;
        }
    }
    return v->legal[best];
}

/* The exact solver once few tricks are left. */
static bool play_exact(const BeteView *v)
{
    const int left = mouche_set_count(v->hand);
    return left <= 2 || (left <= 3 && v->players <= 4);
}

/* Each card's chips for the seat on one world: solved exactly (if `exact` and the nodes
 * suffice), else played out by the policy (with the oracle's noise, if any). */
static void play_world(const BeteSim *base, int seat, const MoucheCard *cards, int nc, bool exact, const AiRng *noise,
                       double *value)
{
    for (int i = 0; i < nc; i++) {
        BeteSim sim = *base;
        bete_sim_play(&sim, cards[i]);
        double out[BETE_MAX_PLAYERS];
        long nodes = SOLVE_NODES;
        if (!(exact && bete_sim_solve(&sim, out, &nodes))) {
            AiRng copy = noise ? *noise : (AiRng){ 0 };
            bete_sim_rollout(&sim, noise ? &copy : NULL, ORACLE_EPS);
            bete_ai_settle(&sim.money, sim.tricks_won, sim.trick_winner, out);
        }
        value[i] = out[seat];
    }
}

bool bete_ai_search_play_world(const BeteView *v, AiRng *rng, const BeteAction *acts, int n, double *value)
{
    MoucheCard cards[BETE_HAND_SIZE];
    if (v->phase != BETE_PHASE_PLAY || n > BETE_HAND_SIZE)
        return false;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind != BETE_ACT_PLAY)
            return false;
        cards[i] = acts[i].arg;
    }
    Knowledge k;
    knowledge(&k, v, true);
    BeteState st;
    if (!world_state(&k, rng, NULL, &st))
        return false;
    BeteSim base;
    bete_sim_from_state(&base, &st);
    if (base.to_move != v->seat)
        return false;
    play_world(&base, v->seat, cards, n, play_exact(v), NULL, value);
    return true;
}

BeteAction bete_ai_search_play(const BeteView *v, const MoucheAiConfig *cfg, AiRng *rng, const BeteOracle *oracle,
                               BeteAiTrace *trace)
{
    if (trace)
        trace->n = 0;
    BetePlayCtx ctx;
    bete_play_ctx_of_view(&ctx, v);
    const MoucheCard heur = bete_ai_policy_card(&ctx);
    MoucheCard cards[BETE_HAND_SIZE];
    int nc = 0;
    for (MoucheCardSet m = ctx.playable; m && nc < BETE_HAND_SIZE; m &= m - 1)
        cards[nc++] = mouche_set_first(m);
    if (nc <= 1)
        return bete_act(BETE_ACT_PLAY, heur);
    Knowledge k;
    knowledge(&k, v, !(cfg->ablate & MOUCHE_AI_ABLATE_INFERENCE));
    const bool exact = play_exact(v);
    double sum[BETE_HAND_SIZE] = { 0 };
    int worlds = 0;
    const int target = oracle ? ORACLE_PLAYOUTS : PLAY_WORLDS;
    const double t0 = now_ms(), budget = budget_of(cfg);
    for (int w = 0; w < target; w++) {
        BeteState st;
        if (!world_state(&k, rng, oracle, &st))
            continue;
        BeteSim base;
        bete_sim_from_state(&base, &st);
        if (base.to_move != v->seat)
            continue;
        double value[BETE_HAND_SIZE];
        play_world(&base, v->seat, cards, nc, exact, oracle ? rng : NULL, value);
        for (int i = 0; i < nc; i++)
            sum[i] += value[i];
        worlds++;
        if (oracle) {
            if (exact)
                break; /* one true world, solved exactly */
            mouche_ai_rng_next(rng);
        }
        if (now_ms() - t0 > budget)
            break;
    }
    if (!worlds)
        return bete_act(BETE_ACT_PLAY, heur);
    BeteAction options[BETE_HAND_SIZE];
    for (int i = 0; i < nc; i++)
        options[i] = bete_act(BETE_ACT_PLAY, cards[i]);
    report(trace, nc, options, sum, worlds);
    /* ties (and near-ties) go to the heuristic's card */
    int best = -1;
    double best_v = 0;
    for (int i = 0; i < nc; i++) {
        const double val = sum[i] / worlds + (cards[i] == heur ? 1e-6 : 0);
        if (best < 0 || val > best_v) {
            best = i;
            best_v = val;
        }
    }
    return bete_act(BETE_ACT_PLAY, cards[best]);
}
