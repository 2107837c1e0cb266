/* Heuristics: how good a hand is, which cards to throw, which card to play.
 * Used directly by the Beginner and Standard levels and, inside the search,
 * as every seat's policy in rollouts and in simulated declarations. */
#include "ai_heuristic.h"

#include <math.h>

/* ---- Card play ------------------------------------------------------------------ */

/* Whether no card of `others` can beat c once it leads or heads a trick. */
static bool is_master(const AiTrickRules *tr, MoucheCard c, MoucheCardSet others)
{
    if (mouche_ai_higher_in_suit(tr, c, others))
        return false;
    if (mouche_ai_eff_suit(tr, c) == tr->trump)
        return true;
    /* a side card is safe only if nobody can trump it: count on it when few trumps are out */
    return mouche_set_count(others & tr->trumps) == 0;
}

/* The core play heuristic. others: cards that other live seats may hold. */
static MoucheCard heur_card(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet playable, MoucheCardSet others,
                            int led, MoucheCard best, bool last, int won)
{
    if (mouche_set_count(playable) == 1)
        return mouche_set_first(playable);
    if (led < 0) {
        const MoucheCardSet my_trumps = playable & tr->trumps;
        if (my_trumps) {
            MoucheCard top = mouche_ai_highest(tr, my_trumps);
            if (is_master(tr, top, others) && (won == 0 || (others & tr->trumps)))
                return top;
        }
        /* a side-suit master, the one whose suit others hold most of (least likely trumped) */
        MoucheCard pick = MOUCHE_NO_CARD;
        int pick_len = -1;
        for (int s = 0; s < MOUCHE_SUITS; s++) {
            if (s == tr->trump)
                continue;
            MoucheCardSet mine = playable & tr->suit[s];
            if (!mine)
                continue;
            MoucheCard top = mouche_ai_highest(tr, mine);
            if (mouche_ai_higher_in_suit(tr, top, others))
                continue;
            int len = mouche_set_count(others & tr->suit[s]);
            if (len > pick_len) {
                pick_len = len;
                pick = top;
            }
        }
        if (pick != MOUCHE_NO_CARD && (pick_len > 0 || !(others & tr->trumps)))
            return pick;
        /* otherwise lead low, from the shortest side suit (to make a void) */
        MoucheCard low = MOUCHE_NO_CARD;
        int low_len = 99;
        for (int s = 0; s < MOUCHE_SUITS; s++) {
            if (s == tr->trump)
                continue;
            MoucheCardSet mine = playable & tr->suit[s];
            if (!mine)
                continue;
            int len = mouche_set_count(mine);
            MoucheCard c = mouche_ai_lowest(tr, mine);
            if (len < low_len || (len == low_len && mouche_ai_strength(tr, c) < mouche_ai_strength(tr, low))) {
                low_len = len;
                low = c;
            }
        }
        if (low != MOUCHE_NO_CARD)
            return low;
        return mouche_ai_lowest(tr, playable);
    }
    MoucheCardSet winners = 0;
    for (MoucheCardSet m = playable; m; m &= m - 1) {
        MoucheCard c = mouche_set_first(m);
        if (mouche_ai_beats(tr, c, best, led))
            winners |= mouche_bit(c);
    }
    if (winners) {
        if (last)
            return mouche_ai_lowest(tr, winners);
        /* cheapest winner no later card can beat */
        MoucheCard sure = MOUCHE_NO_CARD;
        for (MoucheCardSet m = winners; m; m &= m - 1) {
            MoucheCard c = mouche_set_first(m);
            bool safe = !mouche_ai_higher_in_suit(tr, c, others);
            if (safe && mouche_ai_eff_suit(tr, c) != tr->trump && (others & tr->trumps))
                safe = false;
            if (safe && (sure == MOUCHE_NO_CARD || mouche_ai_strength(tr, c) < mouche_ai_strength(tr, sure) ||
                         (mouche_ai_eff_suit(tr, sure) == tr->trump && mouche_ai_eff_suit(tr, c) != tr->trump)))
                sure = c;
        }
        if (sure != MOUCHE_NO_CARD)
            return sure;
        return mouche_ai_highest(tr, winners);
    }
    (void)hand;
    /* cannot win: throw the lowest, keeping trumps */
    return mouche_ai_lowest(tr, playable);
}

MoucheCard mouche_ai_heur_play_sim(const AiSim *sim)
{
    const int seat = sim->to_move;
    MoucheCardSet others = 0;
    for (int s = 0; s < sim->players; s++)
        if (s != seat && (sim->in_mask & (1u << s)))
            others |= sim->hand[s];
    const MoucheCardSet playable = mouche_ai_sim_playable(sim);
    const bool last = sim->ncur + 1 == __builtin_popcount(sim->in_mask);
    return heur_card(&sim->tr, sim->hand[seat], playable, others, sim->ncur ? sim->led : -1, sim->best, last,
                     sim->tricks_won[seat]);
}

MoucheCard mouche_ai_heur_play_view(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet playable,
                                    MoucheCardSet others, int led, MoucheCard best, bool last, int won)
{
    return heur_card(tr, hand, playable, others, led, best, last, won);
}

/* ---- Hand strength ------------------------------------------------------------- */

/* Powers used by the trick-chance model, computed once per estimate. */
typedef struct {
    double q; /* chance an unseen card is in a live opponent's hand */
    double powq[MOUCHE_RANKS + 2]; /* (1 - q)^h */
    double escape[MOUCHE_HAND_SIZE + 1]; /* a side card of a suit of this length escapes the trumps */
} ChanceModel;

static void chance_model(ChanceModel *m, int unseen_count, double opponents)
{
    double q = unseen_count > 0 ? (5.0 * opponents) / unseen_count : 0.0;
    if (q > 1.0)
        q = 1.0;
    m->q = q;
    m->powq[0] = 1.0;
    for (int h = 1; h < MOUCHE_RANKS + 2; h++)
        m->powq[h] = m->powq[h - 1] * (1.0 - q);
    for (int len = 1; len <= MOUCHE_HAND_SIZE; len++) {
        const double base = 0.80 - 0.05 * (len - 1);
        m->escape[len] = exp(opponents * log(base));
    }
    m->escape[0] = m->escape[1];
}

/* Chance that card c of `hand` takes a trick. */
static double card_trick_chance(const AiTrickRules *tr, const ChanceModel *m, MoucheCard c, MoucheCardSet hand,
                                MoucheCardSet unseen)
{
    const int h = mouche_set_count(mouche_ai_higher_in_suit(tr, c, unseen));
    double p = m->powq[h];
    if (mouche_ai_eff_suit(tr, c) == tr->trump) {
        /* a low trump still ruffs a side suit now and then */
        const int my_trumps = mouche_set_count(hand & tr->trumps);
        double ruff = 0.18 + 0.06 * (my_trumps - 1);
        if (ruff > 0.4)
            ruff = 0.4;
        return p < ruff ? ruff : p;
    }
    /* a side card must also escape being trumped */
    int len = mouche_set_count(hand & tr->suit[mouche_ai_eff_suit(tr, c)]);
    if (len > MOUCHE_HAND_SIZE)
        len = MOUCHE_HAND_SIZE;
    return p * m->escape[len];
}

static AiHandEstimate estimate(const AiTrickRules *tr, const ChanceModel *m, MoucheCardSet hand, MoucheCardSet unseen)
{
    AiHandEstimate e = { 0.0, 1.0 };
    for (MoucheCardSet r = hand; r; r &= r - 1) {
        const double p = card_trick_chance(tr, m, mouche_set_first(r), hand, unseen);
        e.expected += p;
        e.p_none *= 1.0 - p;
    }
    if (e.expected > 5.0)
        e.expected = 5.0;
    return e;
}

AiHandEstimate mouche_ai_estimate_hand(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen,
                                       double opponents)
{
    ChanceModel m;
    chance_model(&m, mouche_set_count(unseen), opponents);
    return estimate(tr, &m, hand, unseen);
}

double mouche_ai_hand_ev(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                         double cost_ratio)
{
    const AiHandEstimate e = mouche_ai_estimate_hand(tr, hand, unseen, opponents);
    return e.expected / 5.0 - e.p_none * cost_ratio;
}

MoucheCardSet mouche_ai_worst_cards(const AiTrickRules *tr, MoucheCardSet hand, int k)
{
    MoucheCardSet out = 0;
    /* never thrown: the king and queen of trump, and the Pamphile (when in play) */
    MoucheCardSet keep = 0;
    for (MoucheCardSet m = hand & tr->trumps; m; m &= m - 1)
        if (mouche_ai_strength(tr, mouche_set_first(m)) >= RANK_QUEEN)
            keep |= mouche_bit(mouche_set_first(m));
    for (int i = 0; i < k; i++) {
        const MoucheCardSet left = hand & ~out & ~keep;
        if (!left)
            break;
        /* worst: lowest non-trump; among equals, from the longest side suit is kept */
        MoucheCard worst = MOUCHE_NO_CARD;
        int wk = 1 << 20;
        for (MoucheCardSet m = left; m; m &= m - 1) {
            const MoucheCard c = mouche_set_first(m);
            const int suit = mouche_ai_eff_suit(tr, c);
            int key = mouche_ai_strength(tr, c) * 8;
            if (suit == tr->trump)
                key += 1000;
            else
                key += mouche_set_count(left & tr->suit[suit]);
            if (key < wk) {
                wk = key;
                worst = c;
            }
        }
        out |= mouche_bit(worst);
    }
    return out;
}

/* The mean chance of a card drawn at random from the unseen ones, for this hand. */
static double mean_draw_chance(const AiTrickRules *tr, const ChanceModel *m, MoucheCardSet hand, MoucheCardSet unseen)
{
    const int nu = mouche_set_count(unseen);
    if (nu == 0)
        return 0;
    double sum = 0;
    for (MoucheCardSet r = unseen; r; r &= r - 1) {
        const MoucheCard c = mouche_set_first(r);
        sum += card_trick_chance(tr, m, c, hand | mouche_bit(c), unseen & ~mouche_bit(c));
    }
    return sum / nu;
}

/* Expected EV after throwing `discards` and drawing as many unseen cards. */
static double exchange_ev(const AiTrickRules *tr, const ChanceModel *m, MoucheCardSet hand, MoucheCardSet discards,
                          MoucheCardSet unseen, double mean, double cost_ratio)
{
    const MoucheCardSet keep = hand & ~discards;
    const int k = mouche_set_count(discards);
    const AiHandEstimate e = estimate(tr, m, keep, unseen);
    double expected = e.expected + k * mean;
    if (expected > 5.0)
        expected = 5.0;
    double miss = 1.0;
    for (int i = 0; i < k; i++)
        miss *= 1.0 - mean;
    return expected / 5.0 - e.p_none * miss * cost_ratio;
}

/* The best of standing and the exchanges of the 1..5 worst cards, by the trick-chance model:
 * its value (units of the pool), the declaration and the discards. */
static double best_declaration(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                               double cost_ratio, int stock_left, int *decl, MoucheCardSet *discards)
{
    ChanceModel m;
    chance_model(&m, mouche_set_count(unseen), opponents);
    const AiHandEstimate now = estimate(tr, &m, hand, unseen);
    double best = now.expected / 5.0 - now.p_none * cost_ratio;
    *decl = DECL_STAND;
    *discards = 0;
    const int kmax = stock_left < 5 ? stock_left : 5;
    const double mean = kmax > 0 ? mean_draw_chance(tr, &m, hand, unseen) : 0;
    for (int k = 1; k <= kmax; k++) {
        const MoucheCardSet d = mouche_ai_worst_cards(tr, hand, k);
        if (mouche_set_count(d) != k)
            break;
        /* a small premium for standing: an exchange shows weakness and costs the flush */
        const double ev = exchange_ev(tr, &m, hand, d, unseen, mean, cost_ratio) - 0.01;
        if (ev > best) {
            best = ev;
            *decl = DECL_EXCHANGE;
            *discards = d;
        }
    }
    return best;
}

int mouche_ai_heur_declare_hand(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                                double cost_ratio, int stock_left, double margin, MoucheCardSet *discards)
{
    int decl;
    const double best = best_declaration(tr, hand, unseen, opponents, cost_ratio, stock_left, &decl, discards);
    if (best < margin) {
        *discards = 0;
        return DECL_FOLD;
    }
    return decl;
}

double mouche_ai_heur_hand_value(const AiTrickRules *tr, MoucheCardSet hand, MoucheCardSet unseen, double opponents,
                                 double cost_ratio, int stock_left)
{
    int decl;
    MoucheCardSet discards;
    return best_declaration(tr, hand, unseen, opponents, cost_ratio, stock_left, &decl, &discards);
}

void mouche_ai_sim_rollout(AiSim *sim)
{
    while (sim->to_move >= 0 && mouche_ai_sim_playable(sim))
        mouche_ai_sim_play(sim, mouche_ai_heur_play_sim(sim));
}
