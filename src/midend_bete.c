/* La Bête's midend: event queue, shown table, animation steps. */
#include "midend_bete.h"

#include <stdlib.h>
#include <string.h>

void bete_midend_init(BeteMidend *m, int players, int plaque)
{
    memset(m, 0, sizeof *m);
    BeteVis *v = &m->vis;
    v->players = players;
    v->plaque = plaque > 0 ? plaque : 5;
    v->trump = -1;
    v->turned = v->voided = MOUCHE_NO_CARD;
    v->dealer = -1;
    v->declarer = v->contrer = -1;
    v->last_winner = -1;
    m->speed = 1.0;
    for (int s = 0; s < BETE_MAX_PLAYERS; s++) {
        v->seat[s].drawn = MOUCHE_NO_CARD;
        v->seat[s].curieuse = -1;
    }
}

void bete_midend_free(BeteMidend *m)
{
    free(m->items);
    m->items = NULL;
    m->count = m->cap = m->head = 0;
}

void bete_vis_note_settlement(BeteVis *v, const BeteEvent *e)
{
    if (e->type == BETE_EV_RESULT) {
        v->settled = true;
        v->outcome = e->outcome;
        v->res_declarer = e->seat;
        v->res_contrer = e->target;
        v->res_winner = e->winner;
        v->res_value = e->amount;
        v->npays = 0;
    } else if (e->type == BETE_EV_PAY && v->settled && e->reason != BETE_PAY_KING_STAKE && v->npays < BETE_PAYS_MAX) {
        v->pays[v->npays++] = (BPay){ e->seat, e->target, e->reason, e->amount };
    }
}

void bete_midend_push(BeteMidend *m, const BeteEvent *full)
{
    if (m->head > 0 && m->head == m->count)
        m->head = m->count = 0;
    if (m->count == m->cap) {
        if (m->head > 0) {
            memmove(m->items, m->items + m->head, (m->count - m->head) * sizeof *m->items);
            m->count -= m->head;
            m->head = 0;
        }
        if (m->count == m->cap) {
            size_t cap = m->cap ? m->cap * 2 : 64;
            BeteEvent *items = realloc(m->items, cap * sizeof *items);
            if (!items)
                return; /* out of memory: the picture catches up at the next sync */
            m->items = items;
            m->cap = cap;
        }
    }
    bete_event_redact(full, 0, &m->items[m->count++]);
}

bool bete_midend_idle(const BeteMidend *m) { return !m->active && m->head == m->count; }

/* ---- helpers ------------------------------------------------------------- */

static int card_order(MoucheCard c)
{
    /* alternate colours: spades, hearts, clubs, diamonds; high cards first */
    static const int suit_pos[4] = { 0, 1, 3, 2 };
    return suit_pos[mouche_card_suit(c)] * 16 + (15 - mouche_card_rank(c));
}

static int insert_index(const BVisSeat *vs, int seat, MoucheCard c)
{
    if (seat != 0 || c == MOUCHE_NO_CARD)
        return vs->n;
    int i = 0;
    while (i < vs->n && vs->cards[i] != MOUCHE_NO_CARD && card_order(vs->cards[i]) < card_order(c))
        i++;
    return i;
}

static void insert_card(BVisSeat *vs, int at, MoucheCard c)
{
    if (vs->n >= BETE_HAND_SIZE + 1)
        return;
    memmove(vs->cards + at + 1, vs->cards + at, (size_t)(vs->n - at) * sizeof vs->cards[0]);
    vs->cards[at] = c;
    vs->n++;
}

static void remove_at(BVisSeat *vs, int at)
{
    if (at < 0 || at >= vs->n)
        return;
    memmove(vs->cards + at, vs->cards + at + 1, (size_t)(vs->n - at - 1) * sizeof vs->cards[0]);
    vs->n--;
}

static int find_card(const BVisSeat *vs, MoucheCard c)
{
    for (int i = 0; i < vs->n; i++)
        if (vs->cards[i] == c)
            return i;
    for (int i = vs->n - 1; i >= 0; i--)
        if (vs->cards[i] == MOUCHE_NO_CARD)
            return i;
    return vs->n - 1;
}

static Flight *add_flight(BeteMidend *m)
{
    if (m->nfl >= FLIGHTS_MAX)
        return NULL;
    Flight *f = &m->fl[m->nfl++];
    memset(f, 0, sizeof *f);
    f->card = MOUCHE_NO_CARD;
    f->t1 = 1.f;
    return f;
}

static void card_flight(BeteMidend *m, MoucheCard c, Place from, Place to, bool face_from, bool face_to, float t0,
                        float t1)
{
    Flight *f = add_flight(m);
    if (!f)
        return;
    f->card = c;
    f->from = from;
    f->to = to;
    f->face_from = face_from && c != MOUCHE_NO_CARD;
    f->face_to = face_to && c != MOUCHE_NO_CARD;
    f->t0 = t0;
    f->t1 = t1;
}

static Place place(PlaceKind k, int seat, int index, int count)
{
    return (Place){ (uint8_t)k, (int8_t)seat, (uint8_t)index, (uint8_t)count };
}

void bete_party_canonical(int party, MoucheChips amount, Holdings *h)
{
    memset(h, 0, sizeof *h);
    if (amount <= 0)
        return;
    if (party >= 0) {
        tokens_canonical(amount, h);
    } else if (party == BETE_PARTY_RESERVE || party == BETE_PARTY_PLAQUES) {
        h->n[TOKEN_PLAQUE] = amount / 5;   /* plaques, as they are */
        h->n[TOKEN_CHIP] = amount % 5;
    } else if (amount <= 40) {
        h->n[TOKEN_CHIP] = amount;         /* stakes and the King: chips */
    } else {
        h->n[TOKEN_CONTRACT] = amount / 100;
        h->n[TOKEN_PLAQUE] = (amount % 100) / 5;
        h->n[TOKEN_CHIP] = amount % 5;
    }
}

static Holdings *party_hold(BeteVis *v, int party)
{
    if (party >= 0 && party < BETE_MAX_PLAYERS)
        return &v->seat[party].hold;
    switch (party) {
    case BETE_PARTY_STAKES: return &v->stakes_hold;
    case BETE_PARTY_KING: return &v->king_hold;
    case BETE_PARTY_RESERVE: return &v->reserve_hold;
    case BETE_PARTY_PLAQUES: return &v->plaques_hold;
    default: return NULL;   /* the bêtes are counted, not stacked */
    }
}

static Place party_place(const BeteVis *v, int party, int kind, bool arriving)
{
    if (party >= 0)
        return place(PL_TOKENS, party, kind, 0);
    switch (party) {
    case BETE_PARTY_STAKES: return place(PL_B_STAKES, -1, kind, 0);
    case BETE_PARTY_KING: return place(PL_B_KING, -1, kind, 0);
    case BETE_PARTY_RESERVE: return place(PL_B_RESERVE, -1, kind, 0);
    case BETE_PARTY_PLAQUES: return place(PL_B_PLAQUES, -1, kind, 0);
    case BETE_PARTY_BETE: {
        int qi = arriving ? v->nbetes : 0;
        if (qi >= BETE_QUEUE_SHOWN) qi = BETE_QUEUE_SHOWN - 1;
        return place(PL_B_BETE, qi, kind, 0);
    }
    default: return place(PL_BANK, -1, kind, 0);
    }
}

static void resync_hold(int party, MoucheChips amount, Holdings *h)
{
    if (tokens_value(h) != amount)
        bete_party_canonical(party, amount, h);
}

static void pay_flights(BeteMidend *m, const BeteEvent *e)
{
    BeteVis *v = &m->vis;
    Holdings *from = party_hold(v, e->seat), *to = party_hold(v, e->target);
    Holdings from_copy = from ? *from : (Holdings){ { 0 } };
    Holdings to_copy = to ? *to : (Holdings){ { 0 } };
    TokenMove mv[TOKEN_MOVES_MAX];
    int n = tokens_transfer(from ? &from_copy : NULL, to ? &to_copy : NULL, e->amount, mv, TOKEN_MOVES_MAX);
    bool change = false;
    for (int i = 0; i < n; i++)
        change |= mv[i].phase == 0;
    for (int i = 0; i < n; i++) {
        int sprites = mv[i].count < 6 ? (int)mv[i].count : 6;
        float a0 = mv[i].phase == 0 ? 0.f : (change ? 0.42f : 0.f);
        float a1 = mv[i].phase == 0 ? 0.38f : 1.f;
        Place src, dst;
        switch (mv[i].dir) {
        case -2: src = party_place(v, e->seat, mv[i].kind, false); dst = place(PL_BANK, -1, mv[i].kind, 0); break;
        case 2: src = place(PL_BANK, -1, mv[i].kind, 0); dst = party_place(v, e->seat, mv[i].kind, false); break;
        case 3:
            /* fresh tokens: a bête taken from the queue comes from its line */
            src = e->seat == BETE_PARTY_BETE ? party_place(v, e->seat, mv[i].kind, false) : place(PL_BANK, -1, mv[i].kind, 0);
            dst = party_place(v, e->target, mv[i].kind, true);
            break;
        default:
            src = party_place(v, e->seat, mv[i].kind, false);
            dst = party_place(v, e->target, mv[i].kind, true);
            break;
        }
        for (int k = 0; k < sprites; k++) {
            Flight *f = add_flight(m);
            if (!f)
                break;
            f->is_token = true;
            f->token = mv[i].kind;
            f->from = src;
            f->to = dst;
            f->from.count = (uint8_t)k;
            f->to.count = (uint8_t)k;
            float span = (a1 - a0) * 0.6f;
            f->t0 = a0 + (a1 - a0 - span) * (float)k / (float)(sprites > 1 ? sprites - 1 : 1);
            f->t1 = f->t0 + span;
            f->fade = mv[i].dir == -2 || (e->target == BETE_PARTY_BETE && mv[i].dir != 2);
        }
    }
    if (from)
        *from = from_copy;
    m->pay_to = e->target;
    m->pay_to_after = to_copy;
}

/* ---- steps ----------------------------------------------------------------- */

static double base_duration(const BeteEvent *e)
{
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: return 1900;
    case BETE_EV_DEAL_START: return 250;
    case BETE_EV_SHUFFLE: return 750;
    case BETE_EV_CUT: return 500;
    case BETE_EV_PAY:
        switch (e->reason) {
        case BETE_PAY_STAKE: case BETE_PAY_KING_STAKE: case BETE_PAY_CURIEUSE: return 240;
        case BETE_PAY_PLAQUE: return 320;
        default: return 800;
        }
    case BETE_EV_DEAL_CARD: return e->index == 0 ? 190 : 130;
    case BETE_EV_TRUMP_TURNED: return 600;
    case BETE_EV_BID: return 900;
    case BETE_EV_CURIEUSE: return 900;
    case BETE_EV_CURIEUSE_TURN: return 1100;
    case BETE_EV_PLAY: return 380;
    case BETE_EV_TRICK: return 950;
    case BETE_EV_RESULT: return 700;
    case BETE_EV_DEAL_END: return 250;
    default: return 0;
    }
}

static void set_figures(BeteVis *v, const BeteEvent *e)
{
    v->stakes = e->stakes;
    v->king = e->king;
    v->plaques_reserve = e->plaques_reserve;
    v->plaques_at_stake = e->plaques_at_stake;
    v->nbetes = e->nbetes < BETE_BETES_MAX ? e->nbetes : BETE_BETES_MAX;
    memcpy(v->betes, e->betes, sizeof v->betes);
    resync_hold(BETE_PARTY_STAKES, v->stakes, &v->stakes_hold);
    resync_hold(BETE_PARTY_KING, v->king, &v->king_hold);
    resync_hold(BETE_PARTY_RESERVE, (MoucheChips)v->plaques_reserve * v->plaque, &v->reserve_hold);
    resync_hold(BETE_PARTY_PLAQUES, (MoucheChips)v->plaques_at_stake * v->plaque, &v->plaques_hold);
    for (int i = 0; i < v->players; i++) {
        v->seat[i].balance = e->balances[i];
        resync_hold(i, e->balances[i], &v->seat[i].hold);
    }
}

static void step_begin(BeteMidend *m, double now)
{
    BeteEvent *e = &m->cur;
    BeteVis *v = &m->vis;
    m->nfl = 0;
    m->t0 = now;
    double base = base_duration(e);
    if (e->type == BETE_EV_DEAL_CARD) {
        if (e->packet != m->packet)
            base += 260;   /* the dealer takes up the next packet */
        m->packet = e->packet;
    }
    m->dur = m->speed > 0 ? base / m->speed : 0;
    int s = e->seat;
    BVisSeat *vs = (s >= 0 && s < BETE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case BETE_EV_GAME_START:
        v->players = e->players;
        break;
    case BETE_EV_FIRST_DEALER:
        for (int i = 0; i < v->players && i < e->ncards; i++)
            card_flight(m, e->cards[i], place(PL_CENTRE, -1, i, v->players), place(PL_DRAW, i, 0, 0), false, true,
                        0.05f * (float)i, 0.4f + 0.05f * (float)i);
        break;
    case BETE_EV_DEAL_START: {
        /* the last deal's cards go back to the talon: hands (a passed deal), tricks, upcards */
        int k = 0;
        for (int i = 0; i < v->players; i++) {
            BVisSeat *q = &v->seat[i];
            for (int j = 0; j < q->n; j++, k++)
                card_flight(m, q->cards[j], place(PL_HAND, i, j, q->n), place(PL_B_TALON, -1, 0, 0), i == 0, false,
                            0.015f * (float)k, 0.55f + 0.015f * (float)k);
            if (q->tricks > 0)
                card_flight(m, MOUCHE_NO_CARD, place(PL_PILE, i, 0, 0), place(PL_B_TALON, -1, 0, 0), false, false, 0.1f,
                            0.7f);
        }
        if (v->turned != MOUCHE_NO_CARD)
            card_flight(m, v->turned, place(PL_B_TURNED, -1, 0, 0), place(PL_B_TALON, -1, 0, 0), true, false, 0.2f, 0.8f);
        if (v->voided != MOUCHE_NO_CARD)
            card_flight(m, v->voided, place(PL_B_VOID, -1, 0, 0), place(PL_B_TALON, -1, 0, 0), true, false, 0.2f, 0.8f);
        if (m->nfl > 0 && m->speed > 0)
            m->dur = 800 / m->speed;
        v->dealer = s;
        v->deal_no = e->deal;
        for (int i = 0; i < BETE_MAX_PLAYERS; i++) {
            BVisSeat *q = &v->seat[i];
            q->n = 0;
            q->bid = BID_NONE;
            q->curieuse = -1;
            q->tricks = 0;
            q->drawn = MOUCHE_NO_CARD;
            q->hide_mask = 0;
            q->bubble[0] = 0;
            v->start_balances[i] = e->balances[i];
        }
        set_figures(v, e);
        v->talon = e->ncards;
        v->turned = v->voided = MOUCHE_NO_CARD;
        v->trump = -1;
        v->declarer = v->contrer = -1;
        v->ntrick = v->tricks_done = v->nlast = 0;
        v->last_winner = -1;
        v->settled = v->deal_over = false;
        v->npays = 0;
        v->dealing = true;
        break;
    }
    case BETE_EV_PAY:
        pay_flights(m, e);
        bete_vis_note_settlement(v, e);
        break;
    case BETE_EV_DEAL_CARD:
        if (vs) {
            int at = insert_index(vs, s, e->cards[0]);
            insert_card(vs, at, e->cards[0]);
            uint64_t low = vs->hide_mask & ((1ull << at) - 1), high = vs->hide_mask & ~((1ull << at) - 1);
            vs->hide_mask = low | (high << 1) | (1ull << at);
            card_flight(m, e->cards[0], place(PL_B_TALON, -1, 0, 0), place(PL_HAND, s, at, vs->n), false, s == 0, 0, 1);
            if (v->talon > 0) v->talon--;
        }
        break;
    case BETE_EV_TRUMP_TURNED:
        card_flight(m, e->cards[0], place(PL_B_TALON, -1, 0, 0), place(PL_B_TURNED, -1, 0, 0), false, true, 0, 1);
        v->talon = e->ncards2;
        break;
    case BETE_EV_BID:
        if (vs) {
            vs->bid = e->bid;
            if (e->bid == BID_PLAY) v->declarer = s;
            if (e->bid == BID_CONTRE) v->contrer = s;
        }
        break;
    case BETE_EV_CURIEUSE:
        if (vs) vs->curieuse = (int8_t)(e->arg ? 1 : 0);
        break;
    case BETE_EV_CURIEUSE_TURN:
        card_flight(m, v->turned, place(PL_B_TURNED, -1, 0, 0), place(PL_B_VOID, -1, 0, 0), true, true, 0, 0.45f);
        card_flight(m, e->cards[0], place(PL_B_TALON, -1, 0, 0), place(PL_B_TURNED, -1, 0, 0), false, true, 0.45f, 1);
        v->turned = MOUCHE_NO_CARD;
        for (int i = 0; i < BETE_MAX_PLAYERS; i++)
            v->seat[i].bid = BID_NONE;   /* the bidding starts again */
        if (v->talon > 0) v->talon--;
        break;
    case BETE_EV_PLAY:
        if (vs) {
            int at = find_card(vs, e->cards[0]);
            bool face = at >= 0 && vs->cards[at] != MOUCHE_NO_CARD;
            card_flight(m, e->cards[0], place(PL_HAND, s, at, vs->n), place(PL_TRICK, s, 0, 0), face, true, 0, 1);
            remove_at(vs, at);
        }
        break;
    case BETE_EV_TRICK:
        for (int i = 0; i < v->ntrick; i++)
            card_flight(m, v->trick[i], place(PL_TRICK, v->trick_seat[i], 0, 0), place(PL_PILE, s, 0, 0), true, false,
                        0.4f + 0.03f * (float)i, 0.95f);
        memcpy(v->last_trick, v->trick, sizeof v->trick);
        memcpy(v->last_seat, v->trick_seat, sizeof v->trick_seat);
        v->nlast = v->ntrick;
        v->last_winner = s;
        v->ntrick = 0;
        break;
    case BETE_EV_RESULT:
        bete_vis_note_settlement(v, e);
        break;
    default:
        break;
    }
    if (m->begin)
        m->begin(m->ctx, m, e, now);
}

static void party_add(BeteVis *v, int party, MoucheChips amount)
{
    if (party >= 0 && party < BETE_MAX_PLAYERS) {
        v->seat[party].balance += amount;
        return;
    }
    int pl = v->plaque > 0 ? v->plaque : 5;
    switch (party) {
    case BETE_PARTY_STAKES: v->stakes += amount; break;
    case BETE_PARTY_KING: v->king += amount; break;
    case BETE_PARTY_RESERVE: v->plaques_reserve += (int)(amount / pl); break;
    case BETE_PARTY_PLAQUES: v->plaques_at_stake += (int)(amount / pl); break;
    case BETE_PARTY_BETE:
        if (amount > 0) {
            if (v->nbetes < BETE_BETES_MAX) v->betes[v->nbetes++] = amount;
            else v->betes[BETE_BETES_MAX - 1] += amount;
        } else if (v->nbetes > 0) {
            memmove(v->betes, v->betes + 1, (size_t)(v->nbetes - 1) * sizeof v->betes[0]);
            v->nbetes--;
        }
        break;
    default: break;
    }
}

static void step_end(BeteMidend *m)
{
    BeteEvent *e = &m->cur;
    BeteVis *v = &m->vis;
    int s = e->seat;
    BVisSeat *vs = (s >= 0 && s < BETE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case BETE_EV_FIRST_DEALER:
        for (int i = 0; i < v->players && i < e->ncards; i++)
            v->seat[i].drawn = e->cards[i];
        v->dealer = s;
        break;
    case BETE_EV_PAY: {
        Holdings *to = party_hold(v, e->target);
        if (to)
            *to = m->pay_to_after;
        party_add(v, e->seat, -e->amount);
        party_add(v, e->target, e->amount);
        break;
    }
    case BETE_EV_DEAL_CARD:
        if (vs) vs->hide_mask = 0;
        break;
    case BETE_EV_TRUMP_TURNED:
        v->turned = e->cards[0];
        v->trump = e->suit;
        v->dealing = false;
        break;
    case BETE_EV_CURIEUSE_TURN:
        v->voided = e->ncards2 > 0 ? e->cards2[0] : MOUCHE_NO_CARD;
        v->turned = e->cards[0];
        v->trump = e->suit;
        break;
    case BETE_EV_PLAY:
        if (v->ntrick < BETE_MAX_PLAYERS) {
            v->trick[v->ntrick] = e->cards[0];
            v->trick_seat[v->ntrick] = (int8_t)s;
            v->ntrick++;
        }
        break;
    case BETE_EV_TRICK:
        v->tricks_done++;
        if (vs) vs->tricks++;
        break;
    case BETE_EV_DEAL_END:
        v->deal_over = true;
        for (int i = 0; i < v->players; i++)
            v->res_tricks[i] = e->tricks[i];
        set_figures(v, e);
        break;
    case BETE_EV_GAME_END:
        v->game_over = true;
        for (int i = 0; i < v->players; i++)
            v->seat[i].balance = e->balances[i];
        break;
    default:
        break;
    }
    m->nfl = 0;
    m->active = false;
}

bool bete_midend_update(BeteMidend *m, double now)
{
    double start = now;
    bool ended = false;
    for (int guard = 0; guard < 100000; guard++) {
        if (m->active) {
            if (now - m->t0 < m->dur)
                return true;
            BeteEvent done = m->cur;
            start = m->t0 + m->dur;
            if (now - start > 50)
                start = now;
            step_end(m);
            bool hold = false;
            if (m->notify)
                m->notify(m->ctx, &done, &m->vis, &hold);
            if (hold)
                return true;
            ended = true;
        }
        if (m->head == m->count)
            return ended;   /* a step that ended changed the shown table: draw it */
        m->cur = m->items[m->head++];
        m->active = true;
        step_begin(m, start);
    }
    return m->active;
}

void bete_midend_skip(BeteMidend *m, double now)
{
    if (m->active)
        m->dur = now - m->t0;
}

float bete_midend_progress(const BeteMidend *m, double now)
{
    if (!m->active || m->dur <= 0)
        return 1.f;
    double t = (now - m->t0) / m->dur;
    return (float)(t < 0 ? 0 : t > 1 ? 1 : t);
}

double bete_midend_next_bubble_expiry(const BeteMidend *m, double now)
{
    double next = 0;
    for (int i = 0; i < m->vis.players; i++) {
        double u = m->vis.seat[i].bubble_until;
        if (m->vis.seat[i].bubble[0] && u > now && (next == 0 || u < next))
            next = u;
    }
    return next;
}

void bete_midend_sync(BeteMidend *m, const BeteView *view)
{
    BeteVis *v = &m->vis;
    v->players = view->players;
    v->plaque = view->rules.plaque > 0 ? view->rules.plaque : 5;
    v->dealer = view->dealer;
    v->deal_no = view->deal_no;
    v->deals_total = view->deals_total;
    v->trump = view->trump;
    v->turned = view->turned;
    v->voided = view->void_upcard;
    v->talon = view->talon_count;
    v->dealing = false;
    v->stakes = view->stakes;
    v->king = view->king;
    v->plaques_reserve = view->plaques_reserve;
    v->plaques_at_stake = view->plaques_at_stake;
    v->nbetes = view->nbetes < BETE_BETES_MAX ? view->nbetes : BETE_BETES_MAX;
    memcpy(v->betes, view->betes, sizeof v->betes);
    bete_party_canonical(BETE_PARTY_STAKES, v->stakes, &v->stakes_hold);
    bete_party_canonical(BETE_PARTY_KING, v->king, &v->king_hold);
    bete_party_canonical(BETE_PARTY_RESERVE, (MoucheChips)v->plaques_reserve * v->plaque, &v->reserve_hold);
    bete_party_canonical(BETE_PARTY_PLAQUES, (MoucheChips)v->plaques_at_stake * v->plaque, &v->plaques_hold);
    v->declarer = view->declarer;
    v->contrer = view->contrer;
    for (int s = 0; s < view->players; s++) {
        BVisSeat *vs = &v->seat[s];
        memset(vs->cards, 0xFF, sizeof vs->cards);
        vs->n = 0;
        if (s == 0) {
            MoucheCardSet h = view->hand;
            while (h) {
                MoucheCard c = mouche_set_first(h);
                h &= h - 1;
                insert_card(vs, insert_index(vs, 0, c), c);
            }
        } else {
            vs->n = view->hand_count[s];
        }
        vs->bid = view->bid[s];
        vs->curieuse = -1;
        vs->tricks = view->tricks_won[s];
        vs->balance = view->balances[s];
        tokens_canonical(vs->balance, &vs->hold);
        vs->hide_mask = 0;
        vs->bubble[0] = 0;
        vs->drawn = MOUCHE_NO_CARD;
        v->start_balances[s] = view->balances[s];
    }
    v->tricks_done = view->tricks_done;
    v->ntrick = 0;
    int per = view->players > 0 ? view->players : 1;
    for (int i = view->tricks_done * per; i < view->nplays && v->ntrick < BETE_MAX_PLAYERS; i++) {
        v->trick[v->ntrick] = view->play_card[i];
        v->trick_seat[v->ntrick] = view->play_seat[i];
        v->ntrick++;
    }
    v->nlast = 0;
    if (view->tricks_done > 0) {
        int s0 = (view->tricks_done - 1) * per;
        for (int i = s0; i < s0 + per && i < view->nplays; i++) {
            v->last_trick[v->nlast] = view->play_card[i];
            v->last_seat[v->nlast] = view->play_seat[i];
            v->nlast++;
        }
        v->last_winner = view->trick_winner[view->tricks_done - 1];
    }
    v->deal_over = view->phase == BETE_PHASE_DEAL_OVER || view->phase == BETE_PHASE_GAME_OVER;
    v->settled = v->deal_over;
    v->game_over = view->phase == BETE_PHASE_GAME_OVER;
    v->npays = 0;
    if (v->deal_over) {
        v->outcome = view->outcome;
        v->res_declarer = view->declarer;
        v->res_contrer = view->contrer;
        v->res_winner = view->winner;
        v->res_value = 0;
        for (int s = 0; s < view->players; s++)
            v->res_tricks[s] = view->tricks_won[s];
    }
}

SDL_FRect bete_midend_place_rect(const BeteMidend *m, const BeteLayout *bl, Place p, bool is_token, uint8_t token)
{
    const Layout *l = &bl->base;
    SDL_FRect r = { 0, 0, 0, 0 };
    TokenKind kind = (TokenKind)(is_token ? token : 0);
    (void)m;
    switch (p.kind) {
    case PL_B_TALON: r = bl->talon; break;
    case PL_B_TURNED: r = bl->turned; break;
    case PL_B_VOID: r = bl->voided; break;
    case PL_HAND: r = layout_hand_card(l, p.seat, p.index, p.count); break;
    case PL_TRICK: r = layout_trick_card(l, p.seat); break;
    case PL_PILE: r = layout_pile(l, p.seat); break;
    case PL_CENTRE: r = layout_centre_card(l, p.index, p.count ? p.count : 1, 1.0f); break;
    case PL_DRAW: r = layout_trick_card(l, p.seat); break;
    case PL_TOKENS: r = bete_layout_token(bl, p.seat, kind, 0); break;
    case PL_B_STAKES: r = bete_layout_token(bl, BETE_PARTY_STAKES, kind, 0); break;
    case PL_B_KING: r = bete_layout_token(bl, BETE_PARTY_KING, kind, 0); break;
    case PL_B_RESERVE: r = bete_layout_token(bl, BETE_PARTY_RESERVE, kind, 0); break;
    case PL_B_PLAQUES: r = bete_layout_token(bl, BETE_PARTY_PLAQUES, kind, 0); break;
    case PL_B_BETE: r = bete_layout_token(bl, BETE_PARTY_BETE, kind, p.seat); break;
    case PL_BANK: r = layout_token(l, -3, kind); break;
    default: break;
    }
    if (is_token) {
        r.x += (float)(p.count % 3) * r.w * 0.25f;
        r.y -= (float)p.count * r.h * 0.12f;
    }
    return r;
}
