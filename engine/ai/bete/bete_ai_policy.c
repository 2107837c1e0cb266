/* La Bête AI: the payoff of a deal, the compact trick simulation, the
 * heuristic card policy (Standard play, and every seat in the Expert's
 * rollouts), the hand model and the Beginner / Standard bids. */
#include "bete_ai_internal.h"

#include <math.h>
#include <string.h>

/* ---- Cards ------------------------------------------------------------------ */

MoucheCardSet bete_suit_cards(MoucheCardSet set, int suit) { return set & mouche_suit_set(suit); }

/* Order for "highest / lowest": trumps above everything, then rank (the
 * engine's card numbering already follows K Q J A 10 9 8 7 6). */
static int order_key(int trump, MoucheCard c)
{
    return (mouche_card_suit(c) == trump ? 100 : 0) + mouche_card_rank(c) * 4 + mouche_card_suit(c);
}

MoucheCard bete_highest(int trump, MoucheCardSet set)
{
    MoucheCard best = MOUCHE_NO_CARD;
    int bk = -1;
    for (; set; set &= set - 1) {
        const MoucheCard c = mouche_set_first(set);
        const int k = order_key(trump, c);
        if (k > bk) {
            bk = k;
            best = c;
        }
    }
    return best;
}

MoucheCard bete_lowest(int trump, MoucheCardSet set)
{
    MoucheCard best = MOUCHE_NO_CARD;
    int bk = 1 << 20;
    for (; set; set &= set - 1) {
        const MoucheCard c = mouche_set_first(set);
        const int k = order_key(trump, c);
        if (k < bk) {
            bk = k;
            best = c;
        }
    }
    return best;
}

/* Cards of `set` of c's suit ranked above c. */
static MoucheCardSet higher_of_suit(MoucheCard c, MoucheCardSet set)
{
    const int s = mouche_card_suit(c), r = mouche_card_rank(c);
    /* the bits above c inside its suit's 13 */
    const MoucheCardSet above = mouche_suit_set(s) & ~(((MoucheCardSet)2 << (s * MOUCHE_RANKS + r)) - 1);
    return set & above;
}

/* No card that may still be out ranks c in its suit. */
static bool is_master(MoucheCard c, MoucheCardSet unknown) { return higher_of_suit(c, unknown) == 0; }

/* ---- Payoff ---------------------------------------------------------------------- */

/* A losing bidder pays his bête (to the table, or to the contrer who beat
 * him) and, with no trick, the dévole; `times` is 2 for the contrer. */
static void pay_loss(const BeteDealMoney *m, const uint8_t tricks_won[BETE_MAX_PLAYERS], int seat, double times,
                     int paid_to, double bal[BETE_MAX_PLAYERS])
{
    bal[seat] -= times * m->value;
    if (paid_to >= 0)
        bal[paid_to] += times * m->value;
    if (tricks_won[seat] == 0)
        for (int s = 0; s < m->players; s++)
            if (s != seat) {
                bal[s] += times;
                bal[seat] -= times;
            }
}

void bete_ai_settle(const BeteDealMoney *m, const uint8_t tricks_won[BETE_MAX_PLAYERS],
                    const int8_t trick_winner[BETE_TRICKS], double out[BETE_MAX_PLAYERS])
{
    const int n = m->players;
    double bal[BETE_MAX_PLAYERS] = { 0 };
    const int d = m->declarer, c = m->contrer;
    bool lost[BETE_MAX_PLAYERS] = { false };
    if (d >= 0) {
        int most = 0;
        for (int s = 0; s < n; s++)
            if (tricks_won[s] > most)
                most = tricks_won[s];
        /* the one bidder who wins: three tricks, or the first two when nobody has three */
        int w = -1;
        const int bidders[2] = { d, c };
        for (int i = 0; i < 2 && w < 0; i++) {
            const int b = bidders[i];
            if (b < 0)
                continue;
            if (tricks_won[b] >= 3 || (most < 3 && trick_winner[0] == b && trick_winner[1] == b))
                w = b;
        }
        if (w >= 0) {
            bal[w] += m->value;
            if (tricks_won[w] == BETE_TRICKS) {
                const double each = w == c ? 2 : 1;
                bal[w] += m->betes_rest;
                for (int s = 0; s < n; s++)
                    if (s != w) {
                        bal[s] -= each;
                        bal[w] += each;
                    }
            }
            if (w == c) {
                pay_loss(m, tricks_won, d, 1, c, bal);
                lost[d] = true;
            } else if (c >= 0) {
                pay_loss(m, tricks_won, c, 2, -1, bal);
                lost[c] = true;
            }
        } else {
            /* the declarer sharing the most tricks with another player: void (a contrer's tie voids nothing) */
            bool tie = false;
            if (tricks_won[d] == most)
                for (int s = 0; s < n; s++)
                    if (s != d && tricks_won[s] == most)
                        tie = true;
            if (!tie) {
                pay_loss(m, tricks_won, d, 1, -1, bal);
                lost[d] = true;
                if (c >= 0) {
                    pay_loss(m, tricks_won, c, 2, -1, bal);
                    lost[c] = true;
                }
            }
        }
    }
    if (m->king_holder >= 0 && m->king > 0 && !lost[m->king_holder])
        bal[m->king_holder] += m->king;
    double sum = 0;
    for (int s = 0; s < n; s++)
        sum += bal[s];
    /* the chips that went to (or came from) the table are shared out evenly */
    for (int s = 0; s < n; s++)
        out[s] = bal[s] - sum / n;
    for (int s = n; s < BETE_MAX_PLAYERS; s++)
        out[s] = 0;
}

/* ---- Simulation ------------------------------------------------------------------ */

MoucheCardSet bete_sim_playable(const BeteSim *sim)
{
    const MoucheCardSet h = sim->hand[sim->to_move];
    if (sim->ncur == 0)
        return h;
    return bete_playable_cards(sim->trump, h, sim->led, sim->best, NULL);
}

void bete_sim_play(BeteSim *sim, MoucheCard c)
{
    const int seat = sim->to_move;
    sim->hand[seat] &= ~mouche_bit(c);
    sim->gone |= mouche_bit(c);
    if (sim->ncur == 0) {
        sim->led = sim->best = c;
        sim->best_seat = (int8_t)seat;
    } else if (bete_trick_beats(sim->trump, c, sim->best)) {
        sim->best = c;
        sim->best_seat = (int8_t)seat;
    }
    if (++sim->ncur < sim->players) {
        sim->to_move = (int8_t)((seat + 1) % sim->players);
        return;
    }
    const int w = sim->best_seat;
    sim->tricks_won[w]++;
    sim->trick_winner[sim->tricks_done++] = (int8_t)w;
    sim->ncur = 0;
    sim->led = sim->best = MOUCHE_NO_CARD;
    sim->to_move = sim->tricks_done == BETE_TRICKS ? -1 : (int8_t)w;
}

void bete_play_ctx_of_sim(BetePlayCtx *c, const BeteSim *sim)
{
    const int seat = sim->to_move;
    c->trump = sim->trump;
    c->players = sim->players;
    c->seat = seat;
    c->hand = sim->hand[seat];
    c->playable = bete_sim_playable(sim);
    c->unknown = sim->deck & ~sim->gone & ~c->hand;
    c->led = sim->ncur ? sim->led : MOUCHE_NO_CARD;
    c->best = sim->ncur ? sim->best : MOUCHE_NO_CARD;
    c->best_seat = sim->ncur ? sim->best_seat : -1;
    c->after = sim->players - sim->ncur - 1;
    c->after_mask = 0;
    for (int i = 1; i <= c->after; i++)
        c->after_mask |= (uint8_t)(1u << ((seat + i) % sim->players));
    c->bidder_mask = 0;
    if (sim->money.declarer >= 0)
        c->bidder_mask |= (uint8_t)(1u << sim->money.declarer);
    if (sim->money.contrer >= 0)
        c->bidder_mask |= (uint8_t)(1u << sim->money.contrer);
    c->tricks_done = sim->tricks_done;
    memcpy(c->tricks_won, sim->tricks_won, sizeof c->tricks_won);
    c->first_winner = sim->tricks_done ? sim->trick_winner[0] : -1;
}

void bete_sim_rollout(BeteSim *sim, AiRng *noise, double eps)
{
    BetePlayCtx c;
    while (sim->to_move >= 0) {
        bete_play_ctx_of_sim(&c, sim);
        if (noise && mouche_ai_rng_unit(noise) < eps)
            bete_sim_play(sim, mouche_ai_rng_card(noise, c.playable));
        else
            bete_sim_play(sim, bete_ai_policy_card(&c));
    }
}

void bete_money_of_state(BeteDealMoney *m, const BeteState *st)
{
    m->players = st->players;
    m->declarer = st->declarer;
    m->contrer = st->contrer;
    m->king_holder = (int8_t)bete_king_holder(st);
    m->value = (double)bete_deal_value(st);
    m->king = (double)st->king;
    m->betes_rest = 0;
    for (int i = 1; i < st->nbetes; i++)
        m->betes_rest += (double)st->betes[i];
}

void bete_sim_from_state(BeteSim *sim, const BeteState *st)
{
    memset(sim, 0, sizeof *sim);
    bete_money_of_state(&sim->money, st);
    sim->players = st->players;
    sim->trump = st->trump;
    sim->to_move = st->to_move;
    sim->deck = st->deck;
    sim->gone = mouche_bit(st->turned);
    if (st->void_upcard != MOUCHE_NO_CARD)
        sim->gone |= mouche_bit(st->void_upcard);
    for (int s = 0; s < st->players; s++) {
        sim->hand[s] = st->hand[s];
        sim->tricks_won[s] = st->tricks_won[s];
    }
    for (int i = 0; i < BETE_TRICKS; i++)
        sim->trick_winner[i] = st->trick_winner[i];
    sim->tricks_done = st->tricks_done;
    for (int i = 0; i < st->nplays; i++)
        sim->gone |= mouche_bit(st->play_card[i]);
    const int start = st->tricks_done * st->players;
    sim->ncur = (uint8_t)(st->nplays - start);
    sim->led = sim->best = MOUCHE_NO_CARD;
    sim->best_seat = -1;
    if (sim->ncur) {
        sim->led = st->play_card[start];
        sim->best = st->play_card[st->trick_best];
        sim->best_seat = st->play_seat[st->trick_best];
    }
    if (st->phase != BETE_PHASE_PLAY)
        sim->to_move = -1;
}

/* Max-n: the seat to move picks the card best for itself; equal values go to
 * the first card (lowest number), so the result is deterministic. */
static bool solve_rec(const BeteSim *sim, double value[BETE_MAX_PLAYERS], long *nodes)
{
    if (sim->to_move < 0) {
        bete_ai_settle(&sim->money, sim->tricks_won, sim->trick_winner, value);
        return true;
    }
    if (--*nodes < 0)
        return false;
    const int seat = sim->to_move;
    MoucheCardSet moves = bete_sim_playable(sim);
    double best[BETE_MAX_PLAYERS];
    bool have = false;
    for (; moves; moves &= moves - 1) {
        BeteSim child = *sim;
        bete_sim_play(&child, mouche_set_first(moves));
        double v[BETE_MAX_PLAYERS];
        if (!solve_rec(&child, v, nodes))
            return false;
        if (!have || v[seat] > best[seat] + 1e-9) {
            memcpy(best, v, sizeof best);
            have = true;
        }
    }
    memcpy(value, best, sizeof best);
    return true;
}

bool bete_sim_solve(const BeteSim *sim, double value[BETE_MAX_PLAYERS], long *nodes)
{
    return solve_rec(sim, value, nodes);
}

/* ---- Card policy --------------------------------------------------------------------- */

/* The cheapest card of `set` (non-trumps first, low ranks first). */
static MoucheCard cheapest(int trump, MoucheCardSet set) { return bete_lowest(trump, set); }

/* A discard: the lowest card of the shortest side suit (keeps trumps and
 * long suits' masters), or the lowest card. */
static MoucheCard discard(const BetePlayCtx *c)
{
    MoucheCardSet side = c->playable & ~mouche_suit_set(c->trump);
    if (!side)
        return bete_lowest(c->trump, c->playable);
    MoucheCard best = MOUCHE_NO_CARD;
    int bk = 1 << 20;
    for (MoucheCardSet m = side; m; m &= m - 1) {
        const MoucheCard x = mouche_set_first(m);
        const bool master = is_master(x, c->unknown);
        const int len = mouche_set_count(bete_suit_cards(c->hand, mouche_card_suit(x)));
        /* never a master if something else will do; then short suits, low ranks */
        const int k = (master ? 1000 : 0) + mouche_card_rank(x) * 8 + len;
        if (k < bk) {
            bk = k;
            best = x;
        }
    }
    return best;
}

MoucheCard bete_ai_beginner_card(const BetePlayCtx *c)
{
    const MoucheCardSet L = c->playable;
    if (c->led == MOUCHE_NO_CARD)
        return bete_highest(c->trump, L);
    const MoucheCard hi = bete_highest(c->trump, L);
    if (bete_trick_beats(c->trump, hi, c->best))
        return hi;
    return bete_lowest(c->trump, L);
}

MoucheCard bete_ai_policy_card(const BetePlayCtx *c)
{
    const MoucheCardSet L = c->playable;
    if ((L & (L - 1)) == 0)
        return mouche_set_first(L);
    const int t = c->trump;
    const MoucheCardSet trumps_out = bete_suit_cards(c->unknown, t);
    const bool me_bidder = (c->bidder_mask >> c->seat) & 1u;
    if (c->led == MOUCHE_NO_CARD) {
        /* leading: pull trumps with the master trump while some are out */
        const MoucheCardSet my_trumps = bete_suit_cards(L, t);
        if (my_trumps && trumps_out) {
            const MoucheCard top = bete_highest(t, my_trumps);
            if (is_master(top, c->unknown))
                return top;
        }
        /* a side master, from the suit with the most cards still out (the
         * least likely to be ruffed) */
        MoucheCard best = MOUCHE_NO_CARD;
        int bk = -1;
        for (MoucheCardSet m = L & ~mouche_suit_set(t); m; m &= m - 1) {
            const MoucheCard x = mouche_set_first(m);
            if (!is_master(x, c->unknown))
                continue;
            const int k = mouche_set_count(bete_suit_cards(c->unknown, mouche_card_suit(x))) * 16 + mouche_card_rank(x);
            if (k > bk) {
                bk = k;
                best = x;
            }
        }
        if (best != MOUCHE_NO_CARD)
            return best;
        /* a bidder with trumps left forces them out with the top one; others
         * lead low from a short side suit, keeping their trumps to ruff */
        if (me_bidder && mouche_set_count(my_trumps) >= 2)
            return bete_highest(t, my_trumps);
        return discard(c);
    }
    const bool friend_wins = !me_bidder && !((c->bidder_mask >> c->best_seat) & 1u);
    const bool bidder_after = (c->after_mask & c->bidder_mask) != 0;
    MoucheCardSet winners = 0;
    for (MoucheCardSet m = L; m; m &= m - 1) {
        const MoucheCard x = mouche_set_first(m);
        if (bete_trick_beats(t, x, c->best))
            winners |= mouche_bit(x);
    }
    if (friend_wins) {
        /* a partner in defence heads the trick: leave it to him unless a
         * bidder still to play could beat it and we can make it safe */
        if (bidder_after && !is_master(c->best, c->unknown) && winners) {
            const MoucheCard top = bete_highest(t, winners);
            if (is_master(top, c->unknown))
                return top;
        }
        return discard(c);
    }
    if (!winners)
        return discard(c);
    if (c->after == 0)
        return cheapest(t, winners);
    /* someone plays after: the cheapest card that nobody can beat, else the
     * highest (a defender also plays high when only defenders follow, to
     * keep the lead away from the bidder) */
    MoucheCardSet sure = 0;
    for (MoucheCardSet m = winners; m; m &= m - 1) {
        const MoucheCard x = mouche_set_first(m);
        if (!is_master(x, c->unknown))
            continue;
        /* a master of a side suit may still be ruffed */
        if (mouche_card_suit(x) != t && trumps_out &&
            mouche_set_count(bete_suit_cards(c->unknown, mouche_card_suit(x))) < 2 * c->after)
            continue;
        sure |= mouche_bit(x);
    }
    if (sure)
        return cheapest(t, sure);
    if (!me_bidder && !bidder_after)
        return cheapest(t, winners);
    return bete_highest(t, winners);
}

/* The current trick of a view: its first index in play_card, and its size. */
int bete_ai_current_trick(const BeteView *v, int *start)
{
    *start = v->tricks_done * v->players;
    const int n = v->nplays - *start;
    return n < 0 ? 0 : n;
}

void bete_play_ctx_of_view(BetePlayCtx *c, const BeteView *v)
{
    memset(c, 0, sizeof *c);
    const int seat = v->seat;
    c->trump = v->trump;
    c->players = v->players;
    c->seat = seat;
    c->hand = v->hand;
    c->playable = 0;
    for (int i = 0; i < v->nlegal; i++)
        if (v->legal[i].kind == BETE_ACT_PLAY)
            c->playable |= mouche_bit(v->legal[i].arg);
    c->unknown = bete_view_unseen(v);
    int start;
    const int ncur = bete_ai_current_trick(v, &start);
    c->led = ncur ? v->play_card[start] : MOUCHE_NO_CARD;
    c->best = ncur ? v->play_card[v->trick_best] : MOUCHE_NO_CARD;
    c->best_seat = ncur ? v->play_seat[v->trick_best] : -1;
    c->after = v->players - ncur - 1;
    for (int i = 1; i <= c->after; i++)
        c->after_mask |= (uint8_t)(1u << ((seat + i) % v->players));
    if (v->declarer >= 0)
        c->bidder_mask |= (uint8_t)(1u << v->declarer);
    if (v->contrer >= 0)
        c->bidder_mask |= (uint8_t)(1u << v->contrer);
    c->tricks_done = v->tricks_done;
    memcpy(c->tricks_won, v->tricks_won, sizeof c->tricks_won);
    c->first_winner = v->tricks_done ? v->trick_winner[0] : -1;
}

/* ---- Hand model ------------------------------------------------------------------------ */

BeteHandEstimate bete_ai_estimate(MoucheCardSet hand, int trump, MoucheCardSet unseen, int players, bool lead,
                                  bool against_declarer)
{
    BeteHandEstimate e = { 0, 0, 1 };
    const int nun = mouche_set_count(unseen);
    /* q: the chance that a given unseen card sits in another player's hand
     * (the rest are in the talon) */
    double q = nun ? (double)(BETE_HAND_SIZE * (players - 1)) / nun : 1.0;
    if (q > 1)
        q = 1;
    const MoucheCardSet trumps = bete_suit_cards(hand, trump);
    bool short_side = false;
    for (int s = 0; s < MOUCHE_SUITS; s++)
        if (s != trump && mouche_set_count(bete_suit_cards(hand, s)) == 0)
            short_side = true;
    /* a side suit is ruffed sooner at a bigger table */
    const double ruff_safe = pow(0.88, players - 1);
    int i = 0;
    /* trumps, from the highest: each higher trump still out must fall first;
     * our own higher trumps draw some of them */
    MoucheCardSet rest = trumps;
    while (rest) {
        const MoucheCard c = bete_highest(trump, rest);
        rest &= ~mouche_bit(c);
        const int h = mouche_set_count(higher_of_suit(c, unseen));
        double p = pow(1 - q, fmax(0, h - 0.5 * i));
        /* a low trump still takes a trick by ruffing a side suit */
        const double ruff = (short_side ? 0.55 : 0.35) * (i < 3 ? 1.0 : 0.7);
        if (p < ruff)
            p = ruff;
        if (against_declarer)
            p *= 0.8;
        e.expected += p;
        i++;
    }
    for (int s = 0; s < MOUCHE_SUITS; s++) {
        if (s == trump)
            continue;
        const MoucheCardSet mine = bete_suit_cards(hand, s);
        const int len = mouche_set_count(mine);
        int j = 0;
        MoucheCardSet r = mine;
        while (r) {
            const MoucheCard c = bete_highest(trump, r);
            r &= ~mouche_bit(c);
            const int h = mouche_set_count(higher_of_suit(c, unseen));
            /* the j-th round of a suit: more likely ruffed, fewer cards to beat */
            double p = pow(1 - q, fmax(0, h - j)) * pow(ruff_safe, 1 + j) * (len > 2 ? 0.9 : 1.0);
            if (h > j + 1)
                p *= 0.5;
            if (against_declarer)
                p *= 0.9;
            e.expected += p;
            j++;
        }
    }
    if (lead)
        e.expected += 0.15;
    /* The chances of winning (three tricks, or the first two) and of a
     * dévole: logistic models on the hand's features, fitted (Newton's
     * method) on 30,000 simulated deals per table size, the seat made
     * declarer and every seat playing the policy above (docs/ai-bete.md).
     * Features: trumps with 0, 1, 2, 3+ unseen trumps above them, side
     * masters, side cards with one unseen card above, side voids (with a
     * trump), leading the first trick. */
    static const double WIN[BETE_MAX_PLAYERS + 1][BETE_FEATURES] = {
        [3] = { -4.861, 2.590, 1.911, 1.698, 1.572, 1.181, 0.525, 0.129, 0.109 },
        [4] = { -6.587, 3.147, 2.077, 1.796, 1.626, 1.399, 0.478, 0.297, 0.243 },
        [5] = { -7.503, 3.393, 2.179, 1.818, 1.542, 1.443, 0.361, 0.413, 0.458 },
        [6] = { -8.099, 3.520, 2.226, 1.815, 1.474, 1.466, 0.303, 0.426, 0.548 },
        [7] = { -8.984, 3.776, 2.153, 1.828, 1.460, 1.492, 0.141, 0.590, 0.784 },
    };
    /* a master trump always takes its trick: its weight is capped at -8 */
    static const double NONE[BETE_MAX_PLAYERS + 1][BETE_FEATURES] = {
        [3] = { 0.568, -8.0, -2.001, -1.677, -1.427, -0.927, -0.307, -0.120, 0.098 },
        [4] = { 1.527, -8.0, -2.180, -1.727, -1.371, -1.006, -0.228, -0.436, 0.143 },
        [5] = { 2.053, -8.0, -2.401, -1.872, -1.335, -1.002, -0.203, -0.664, 0.203 },
        [6] = { 2.474, -8.0, -2.691, -2.073, -1.306, -0.965, -0.166, -0.808, 0.198 },
        [7] = { 2.829, -8.0, -2.780, -2.044, -1.224, -0.910, -0.069, -0.891, 0.275 },
    };
    const int np = players < BETE_MIN_PLAYERS   ? BETE_MIN_PLAYERS
                   : players > BETE_MAX_PLAYERS ? BETE_MAX_PLAYERS
                                                : players;
    double x[BETE_FEATURES];
    bete_ai_features(hand, trump, unseen, lead, x);
    double zw = 0, zn = 0;
    for (int k = 0; k < BETE_FEATURES; k++) {
        zw += WIN[np][k] * x[k];
        zn += NONE[np][k] * x[k];
    }
    /* against a declarer (a contre) the trumps out are stronger than chance */
    if (against_declarer) {
        zw -= 1.0;
        zn += 0.5;
    }
    e.p_win = 1.0 / (1.0 + exp(-zw));
    e.p_none = 1.0 / (1.0 + exp(-zn));
    return e;
}

void bete_ai_features(MoucheCardSet hand, int trump, MoucheCardSet unseen, bool lead, double x[BETE_FEATURES])
{
    for (int k = 0; k < BETE_FEATURES; k++)
        x[k] = 0;
    x[0] = 1;
    int ntr = 0;
    for (MoucheCardSet m = hand; m; m &= m - 1) {
        const MoucheCard c = mouche_set_first(m);
        const int h = mouche_set_count(higher_of_suit(c, unseen));
        if (mouche_card_suit(c) == trump) {
            ntr++;
            x[1 + (h > 3 ? 3 : h)] += 1;
        } else if (h == 0) {
            x[5] += 1;
        } else if (h == 1) {
            x[6] += 1;
        }
    }
    if (ntr)
        for (int s = 0; s < MOUCHE_SUITS; s++)
            if (s != trump && !bete_suit_cards(hand, s))
                x[7] += 1;
    x[8] = lead ? 1 : 0;
}

double bete_ai_expected_tricks(MoucheCardSet hand, int trump, MoucheCardSet unseen, int players)
{
    return bete_ai_estimate(hand, trump, unseen, players, false, false).expected;
}

/* ---- Bids --------------------------------------------------------------------------- */

double bete_ai_view_value(const BeteView *v)
{
    double val = (double)v->stakes + (double)v->plaques_at_stake * v->rules.plaque;
    if (v->nbetes > 0)
        val += (double)v->betes[0];
    return val;
}

double bete_ai_temper_margin(int temperament, bool contre)
{
    switch (temperament) {
    case MOUCHE_TEMPER_CAUTIOUS: return contre ? 0.30 : 0.07;
    case MOUCHE_TEMPER_BOLD: return contre ? 0.05 : -0.10;
    default: return contre ? -0.05 : 0.0; /* the bluffer contres on thinner hands */
    }
}

/* Expected payoff (chips) of bidding `hand` with `trump`, as declarer or contrer. */
static double bid_ev(const BeteView *v, MoucheCardSet hand, int trump, MoucheCardSet unseen, double value, bool contre)
{
    const int n = v->players;
    const bool lead = (v->dealer + 1) % n == v->seat;
    const BeteHandEstimate e = bete_ai_estimate(hand, trump, unseen, n, lead, contre);
    const double f = (double)(n - 1) / n;
    const double p_void = (1 - e.p_win) * 0.12;
    const double p_lose = 1 - e.p_win - p_void;
    double win = value * f, lose = value * f;
    double devole = (n - 1);
    if (contre) {
        win = value * (1 + f);
        lose = 2 * value * f;
        devole *= 2;
    }
    double ev = e.p_win * win - p_lose * lose - e.p_none * devole;
    if (mouche_set_has(v->dealt, mouche_card(trump, RANK_KING)))
        ev -= p_lose * (double)v->king * f;
    return ev;
}

static BeteAction first_of(const BeteView *v, BeteActionKind kind, int arg)
{
    for (int i = 0; i < v->nlegal; i++)
        if (v->legal[i].kind == kind && (kind != BETE_ACT_CURIEUSE || v->legal[i].arg == arg))
            return v->legal[i];
    return v->legal[0];
}

BeteAction bete_ai_standard_bid(const BeteView *v, int temperament)
{
    const MoucheCardSet unseen = bete_view_unseen(v);
    const double value = bete_ai_view_value(v);
    if (v->phase == BETE_PHASE_CURIEUSE) {
        /* the next upcard is one of the cards unseen here: value the hand
         * under each suit it may bring, with every player's extra chip */
        const int nun = mouche_set_count(unseen);
        double ev = 0;
        for (int s = 0; s < MOUCHE_SUITS && nun; s++) {
            const int k = mouche_set_count(bete_suit_cards(unseen, s));
            if (!k)
                continue;
            const double e = bid_ev(v, v->hand, s, unseen, value + v->players, false);
            if (e > 0)
                ev += (double)k / nun * e;
        }
        const double need = temperament == MOUCHE_TEMPER_CAUTIOUS ? 0.2
                            : temperament == MOUCHE_TEMPER_BOLD   ? 0.1
                                                                  : 0.03;
        const bool ask = ev > need * value && bete_view_allows(v, BETE_ACT_CURIEUSE, 1);
        return first_of(v, BETE_ACT_CURIEUSE, ask ? 1 : 0);
    }
    if (v->phase != BETE_PHASE_BID)
        return v->legal[0];
    if (bete_view_allows(v, BETE_ACT_PLAY_BID, 0)) {
        const double ev = bid_ev(v, v->hand, v->trump, unseen, value, false);
        if (ev > bete_ai_temper_margin(temperament, false) * value)
            return first_of(v, BETE_ACT_PLAY_BID, 0);
    } else if (bete_view_allows(v, BETE_ACT_CONTRE, 0)) {
        const double ev = bid_ev(v, v->hand, v->trump, unseen, value, true);
        if (ev > bete_ai_temper_margin(temperament, true) * value)
            return first_of(v, BETE_ACT_CONTRE, 0);
    }
    return first_of(v, BETE_ACT_PASS, 0);
}

/* The Beginner counts points: trumps, the top of the trumps, side kings.
 * Never plays without a trump. */
BeteAction bete_ai_beginner_bid(const BeteView *v, int temperament)
{
    const int t = v->trump;
    const MoucheCardSet h = v->hand;
    if (v->phase == BETE_PHASE_CURIEUSE) {
        int kings = 0;
        for (int s = 0; s < MOUCHE_SUITS; s++)
            kings += mouche_set_has(h, mouche_card(s, RANK_KING));
        const int need = temperament == MOUCHE_TEMPER_CAUTIOUS ? 3 : temperament == MOUCHE_TEMPER_BLUFFER ? 1 : 2;
        return first_of(v, BETE_ACT_CURIEUSE, kings >= need && bete_view_allows(v, BETE_ACT_CURIEUSE, 1) ? 1 : 0);
    }
    if (v->phase != BETE_PHASE_BID)
        return v->legal[0];
    const int ntr = mouche_set_count(bete_suit_cards(h, t));
    const bool top = mouche_set_has(h, mouche_card(t, RANK_KING)) || mouche_set_has(h, mouche_card(t, RANK_QUEEN));
    int kings = 0;
    for (int s = 0; s < MOUCHE_SUITS; s++)
        if (s != t)
            kings += mouche_set_has(h, mouche_card(s, RANK_KING));
    /* a point per trump, for the king or queen of trumps, per side king */
    const int points = ntr + (top ? 1 : 0) + kings;
    if (bete_view_allows(v, BETE_ACT_PLAY_BID, 0)) {
        const int need = temperament == MOUCHE_TEMPER_CAUTIOUS ? 5 : 4;
        /* the bold also plays three points that hold the top of the trumps */
        const bool bold_try = temperament == MOUCHE_TEMPER_BOLD && points >= 3 && top && ntr >= 2;
        if (ntr >= 1 && (points >= need || bold_try))
            return first_of(v, BETE_ACT_PLAY_BID, 0);
    } else if (bete_view_allows(v, BETE_ACT_CONTRE, 0)) {
        const int need = temperament == MOUCHE_TEMPER_CAUTIOUS ? 7 : temperament == MOUCHE_TEMPER_BOLD ? 6 : 5;
        if (ntr >= 2 && top && points >= need)
            return first_of(v, BETE_ACT_CONTRE, 0);
    }
    return first_of(v, BETE_ACT_PASS, 0);
}
