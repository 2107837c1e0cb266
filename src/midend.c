/* The midend: event queue, shown table, animation steps. */
#include "midend.h"

#include <stdlib.h>
#include <string.h>

void midend_init(Midend *m, int players)
{
    memset(m, 0, sizeof *m);
    m->vis.players = players;
    m->vis.trump = -1;
    m->vis.turned = MOUCHE_NO_CARD;
    m->vis.flush_seat = -1;
    m->vis.last_winner = -1;
    m->vis.dealer = -1;          /* until the draw for the first dealer */
    m->speed = 1.0;
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++)
        m->vis.seat[s].drawn = MOUCHE_NO_CARD;
}

void midend_free(Midend *m)
{
    free(m->q.items);
    m->q.items = NULL;
    m->q.count = m->q.cap = m->q.head = 0;
}

void midend_push(Midend *m, const MoucheEvent *full)
{
    EventQueue *q = &m->q;
    if (q->head > 0 && q->head == q->count) {
        q->head = q->count = 0;
    }
    if (q->count == q->cap) {
        if (q->head > 0) {
            memmove(q->items, q->items + q->head, (q->count - q->head) * sizeof *q->items);
            q->count -= q->head;
            q->head = 0;
        }
        if (q->count == q->cap) {
            size_t cap = q->cap ? q->cap * 2 : 64;
            MoucheEvent *items = realloc(q->items, cap * sizeof *items);
            if (!items)
                return; /* out of memory: the picture catches up at the next sync */
            q->items = items;
            q->cap = cap;
        }
    }
    mouche_event_redact(full, 0, &q->items[q->count++]);
}

bool midend_idle(const Midend *m) { return !m->active && m->q.head == m->q.count; }

/* ---- helpers ------------------------------------------------------------- */

static int card_order(MoucheCard c)
{
    /* Alternate colours: spades, hearts, clubs, diamonds; high cards first. */
    static const int suit_pos[4] = { 0, 1, 3, 2 };
    return suit_pos[mouche_card_suit(c)] * 16 + (15 - mouche_card_rank(c));
}

/* Where a new card goes in a seat's hand (seat 0 sorted, others at the end). */
static int insert_index(const VisSeat *vs, int seat, MoucheCard c)
{
    if (seat != 0 || c == MOUCHE_NO_CARD)
        return vs->n;
    int i = 0;
    while (i < vs->n && vs->cards[i] != MOUCHE_NO_CARD && card_order(vs->cards[i]) < card_order(c))
        i++;
    return i;
}

static void insert_card(VisSeat *vs, int at, MoucheCard c)
{
    if (vs->n >= MOUCHE_DECK_MAX)
        return;
    memmove(vs->cards + at + 1, vs->cards + at, (size_t)(vs->n - at) * sizeof vs->cards[0]);
    vs->cards[at] = c;
    vs->n++;
}

static void remove_at(VisSeat *vs, int at)
{
    if (at < 0 || at >= vs->n)
        return;
    memmove(vs->cards + at, vs->cards + at + 1, (size_t)(vs->n - at - 1) * sizeof vs->cards[0]);
    vs->n--;
}

/* The index of a card in a hand: the card itself if shown, else the last hidden one. */
static int find_card(const VisSeat *vs, MoucheCard c)
{
    for (int i = 0; i < vs->n; i++)
        if (vs->cards[i] == c)
            return i;
    for (int i = vs->n - 1; i >= 0; i--)
        if (vs->cards[i] == MOUCHE_NO_CARD)
            return i;
    return vs->n - 1;
}

static Flight *add_flight(Midend *m)
{
    if (m->nfl >= FLIGHTS_MAX)
        return NULL;
    Flight *f = &m->fl[m->nfl++];
    memset(f, 0, sizeof *f);
    f->card = MOUCHE_NO_CARD;
    f->t1 = 1.f;
    return f;
}

static void card_flight(Midend *m, MoucheCard c, Place from, Place to, bool face_from, bool face_to, float t0, float t1)
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

static Holdings *party_hold(Vis *v, int party)
{
    if (party >= 0 && party < MOUCHE_MAX_PLAYERS)
        return &v->seat[party].hold;
    if (party == MOUCHE_PARTY_POOL)
        return &v->pool_hold;
    return NULL; /* the pending row is counted, not stacked */
}

static Place party_place(int party, int kind)
{
    if (party >= 0)
        return place(PL_TOKENS, party, (uint8_t)kind, 0);
    if (party == MOUCHE_PARTY_POOL)
        return place(PL_POOL, -1, (uint8_t)kind, 0);
    return place(PL_BANK, -1, (uint8_t)kind, 1);
}

static void pool_canonical(MoucheChips pool, Holdings *h)
{
    memset(h, 0, sizeof *h);
    if (pool <= 0)
        return;
    h->n[TOKEN_CONTRACT] = pool / 100;
    h->n[TOKEN_PLAQUE] = (pool % 100) / 5;
    h->n[TOKEN_CHIP] = pool % 5;
}

/* A seat's balance as the engine states it; its tokens keep the mix play built
 * (the change made) unless they no longer add up to it. */
static void seat_settle(VisSeat *q, MoucheChips balance)
{
    q->balance = balance;
    if (tokens_value(&q->hold) != balance)
        tokens_canonical(balance, &q->hold);
}

/* The same for the pool. */
static void pool_settle(Vis *v, MoucheChips pool)
{
    v->pool = pool;
    if (tokens_value(&v->pool_hold) != pool)
        pool_canonical(pool, &v->pool_hold);
}

static void sort_pending(Vis *v)
{
    for (int i = 1; i < v->npending; i++)
        for (int j = i; j > 0 && v->pending[j] > v->pending[j - 1]; j--) {
            MoucheChips t = v->pending[j];
            v->pending[j] = v->pending[j - 1];
            v->pending[j - 1] = t;
        }
}

static void pay_flights(Midend *m, const MoucheEvent *e)
{
    Vis *v = &m->vis;
    Holdings *from = party_hold(v, e->seat), *to = party_hold(v, e->target);
    Holdings from_copy = from ? *from : (Holdings){ { 0 } };
    Holdings to_copy = to ? *to : (Holdings){ { 0 } };
    TokenMove mv[TOKEN_MOVES_MAX];
    int n = tokens_transfer(from ? &from_copy : NULL, to ? &to_copy : NULL, e->amount, mv, TOKEN_MOVES_MAX);
    bool change = false;
    for (int i = 0; i < n; i++)
        change |= mv[i].phase == 0;
    for (int i = 0; i < n; i++) {
        int sprites = mv[i].count < 6 ? mv[i].count : 6;
        float a0 = mv[i].phase == 0 ? 0.f : (change ? 0.42f : 0.f);
        float a1 = mv[i].phase == 0 ? 0.38f : 1.f;
        Place src, dst;
        switch (mv[i].dir) {
        case -2: src = party_place(e->seat, mv[i].kind); dst = place(PL_BANK, -1, mv[i].kind, 0); break;
        case 2: src = place(PL_BANK, -1, mv[i].kind, 0); dst = party_place(e->seat, mv[i].kind); break;
        case 3: src = place(PL_BANK, -1, mv[i].kind, 0); dst = party_place(e->target, mv[i].kind); break;
        default: src = party_place(e->seat, mv[i].kind); dst = party_place(e->target, mv[i].kind); break;
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
            f->fade = mv[i].dir == -2;
        }
    }
    if (from)
        *from = from_copy;
    m->pay_to = e->target;
    m->pay_to_after = to_copy;
}

/* ---- steps ----------------------------------------------------------------- */

static double base_duration(const MoucheEvent *e)
{
    switch (e->type) {
    case EV_FIRST_DEALER: return 1900;
    case EV_HAND_START: return 250;
    case EV_SHUFFLE: return 750;
    case EV_CUT: return 500;
    case EV_ANTE: return 150;
    case EV_PAY: return 650;
    case EV_DEAL_CARD: return e->index == 0 ? 190 : 130;
    case EV_TRUMP_TURNED: return 600;
    case EV_TRUMP_CHOSEN: return 900;
    case EV_QUESTION: return 1100;
    case EV_ANSWER: return 1100;
    case EV_DECLARE:
        if (e->decl == DECL_EXCHANGE) return 1100;
        if (e->decl == DECL_FOLD) return 550;
        return e->ncards ? 1500 : 750;
    case EV_FLUSH: return 2000;
    case EV_PLAY: return 380;
    case EV_TRICK: return 950;
    case EV_HAND_END: return 250;
    default: return 0;
    }
}

static void step_begin(Midend *m, double now)
{
    MoucheEvent *e = &m->cur;
    Vis *v = &m->vis;
    m->nfl = 0;
    m->t0 = now;
    m->dur = m->speed > 0 ? base_duration(e) / m->speed : 0;
    int s = e->seat;
    VisSeat *vs = (s >= 0 && s < MOUCHE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case EV_GAME_START:
        v->players = e->players;
        break;
    case EV_FIRST_DEALER:
        for (int i = 0; i < v->players && i < e->ncards; i++)
            card_flight(m, e->cards[i], place(PL_CENTRE, -1, (uint8_t)i, (uint8_t)v->players),
                        place(PL_DRAW, i, 0, 0), false, true, 0.05f * (float)i, 0.4f + 0.05f * (float)i);
        break;
    case EV_HAND_START:
        v->dealer = s;
        v->hand_no = e->hand;
        for (int i = 0; i < MOUCHE_MAX_PLAYERS; i++) {
            VisSeat *q = &v->seat[i];
            q->n = 0;
            q->decl = DECL_NONE;
            q->exchanged = 0;
            q->tricks = 0;
            q->drawn = MOUCHE_NO_CARD;
            q->shown = false;
            q->hide_all = false;
            q->hide_mask = 0;
            q->bubble[0] = 0;
            seat_settle(q, e->balances[i]);
            v->start_balances[i] = e->balances[i];
        }
        pool_settle(v, e->pool);
        v->npending = e->npending;
        memcpy(v->pending, e->pending, sizeof v->pending);
        v->stock = e->ncards;
        v->discards = 0;
        v->turned = MOUCHE_NO_CARD;
        v->trump = -1;
        v->ntrick = 0;
        v->tricks_done = 0;
        v->nlast = 0;
        v->last_winner = -1;
        v->flush_seat = -1;
        v->hand_over = false;
        v->dealing = true;
        break;
    case EV_PAY:
        pay_flights(m, e);
        break;
    case EV_DEAL_CARD:
        if (vs) {
            int at = insert_index(vs, s, e->cards[0]);
            insert_card(vs, at, e->cards[0]);
            /* the slot is hidden until the card lands */
            uint64_t low = vs->hide_mask & ((1ull << at) - 1), high = vs->hide_mask & ~((1ull << at) - 1);
            vs->hide_mask = low | (high << 1) | (1ull << at);
            card_flight(m, e->cards[0], place(PL_STOCK, v->dealer, 0, 0), place(PL_HAND, s, (uint8_t)at, (uint8_t)vs->n),
                        false, s == 0, 0, 1);
            if (v->stock > 0) v->stock--;
        }
        break;
    case EV_TRUMP_TURNED:
        card_flight(m, e->cards[0], place(PL_STOCK, v->dealer, 0, 0), place(PL_TURNED, v->dealer, 0, 0), false, true, 0, 1);
        v->stock = e->ncards2;
        break;
    case EV_TRUMP_CHOSEN:
        v->trump = e->suit;
        break;
    case EV_DECLARE:
        if (!vs)
            break;
        vs->decl = e->decl;
        if (e->decl == DECL_FOLD) {
            for (int i = 0; i < vs->n; i++)
                card_flight(m, vs->cards[i], place(PL_HAND, s, (uint8_t)i, (uint8_t)vs->n), place(PL_SEAT, s, (uint8_t)i, 0),
                            s == 0, false, 0.03f * (float)i, 0.7f + 0.03f * (float)i);
            vs->hide_all = true;
        } else if (e->decl == DECL_STAND && e->ncards > 0) {
            vs->shown = true;
            for (int i = 0; i < e->ncards && i < vs->n; i++)
                vs->cards[i] = e->cards[i];
        } else if (e->decl == DECL_EXCHANGE) {
            int old_n = vs->n;
            MoucheCard old[MOUCHE_DECK_MAX];
            memcpy(old, vs->cards, sizeof old);
            bool taken[MOUCHE_DECK_MAX] = { false };
            for (int i = 0; i < e->ncards; i++) {
                int oi = -1;
                for (int j = 0; j < old_n && oi < 0; j++)
                    if (!taken[j] && old[j] == e->cards[i] && old[j] != MOUCHE_NO_CARD)
                        oi = j;
                for (int j = old_n - 1; j >= 0 && oi < 0; j--)
                    if (!taken[j] && old[j] == MOUCHE_NO_CARD)
                        oi = j;
                if (oi < 0)
                    continue;
                taken[oi] = true;
                card_flight(m, old[oi], place(PL_HAND, s, (uint8_t)oi, (uint8_t)old_n),
                            place(PL_DISCARDS, v->dealer, 0, 0), s == 0, false, 0.04f * (float)i, 0.4f + 0.04f * (float)i);
            }
            vs->n = 0;
            for (int j = 0; j < old_n; j++)
                if (!taken[j])
                    vs->cards[vs->n++] = old[j];
            MoucheCardSet drawn_set = 0;
            for (int i = 0; i < e->ncards2; i++) {
                insert_card(vs, insert_index(vs, s, e->cards2[i]), e->cards2[i]);
                if (e->cards2[i] != MOUCHE_NO_CARD)
                    drawn_set |= mouche_bit(e->cards2[i]);
            }
            vs->hide_mask = 0;
            int hidden_drawn = 0;
            for (int at = 0; at < vs->n; at++) {
                bool mine = vs->cards[at] != MOUCHE_NO_CARD ? mouche_set_has(drawn_set, vs->cards[at])
                                                             : at >= vs->n - e->ncards2;
                if (!mine)
                    continue;
                vs->hide_mask |= 1ull << at;
                card_flight(m, vs->cards[at], place(PL_STOCK, v->dealer, 0, 0), place(PL_HAND, s, (uint8_t)at, (uint8_t)vs->n),
                            false, s == 0, 0.5f + 0.05f * (float)hidden_drawn, 0.85f + 0.03f * (float)hidden_drawn);
                hidden_drawn++;
            }
            vs->exchanged = e->ncards;
            v->stock -= e->ncards2;
            if (v->stock < 0) v->stock = 0;
        }
        break;
    case EV_FLUSH:
        if (vs) {
            int n = vs->n;
            for (int i = 0; i < e->ncards && i < MOUCHE_HAND_SIZE; i++) {
                card_flight(m, e->cards[i], place(PL_HAND, s, (uint8_t)(i < n ? i : 0), (uint8_t)n),
                            place(PL_CENTRE, -1, (uint8_t)i, (uint8_t)e->ncards), s == 0 || vs->shown, true,
                            0.05f * (float)i, 0.45f + 0.05f * (float)i);
                v->flush[i] = e->cards[i];
            }
            vs->hide_all = true;
        }
        break;
    case EV_PLAY:
        if (vs) {
            int at = find_card(vs, e->cards[0]);
            bool face = vs->cards[at] != MOUCHE_NO_CARD;
            card_flight(m, e->cards[0], place(PL_HAND, s, (uint8_t)at, (uint8_t)vs->n), place(PL_TRICK, s, 0, 0), face, true, 0, 1);
            remove_at(vs, at);
        }
        break;
    case EV_TRICK:
        for (int i = 0; i < v->ntrick; i++)
            card_flight(m, v->trick[i], place(PL_TRICK, v->trick_seat[i], 0, 0), place(PL_PILE, s, 0, 0), true, false,
                        0.4f + 0.03f * (float)i, 0.95f);
        memcpy(v->last_trick, v->trick, sizeof v->trick);
        memcpy(v->last_seat, v->trick_seat, sizeof v->trick_seat);
        v->nlast = v->ntrick;
        v->last_winner = s;
        v->ntrick = 0;
        break;
    default:
        break;
    }
    if (m->begin)
        m->begin(m->ctx, m, e, now);
}

/* The hand's result as the table keeps it until the next deal (also on resume). */
static void note_hand_end(Vis *v, const MoucheEvent *e)
{
    v->hand_over = true;
    v->res_all_folded = true;
    for (int i = 0; i < v->players; i++) {
        v->res_tricks[i] = e->tricks[i];
        v->res_balances[i] = e->balances[i];
        seat_settle(&v->seat[i], e->balances[i]);
        if (e->tricks[i] >= 0 && i != v->dealer)
            v->res_all_folded = false;
    }
    v->res_pool = e->pool;
    v->res_next_stake = e->amount;
    pool_settle(v, e->pool);
    v->res_npending = e->npending;
    memcpy(v->res_pending, e->pending, sizeof v->res_pending);
    v->npending = e->npending;
    memcpy(v->pending, e->pending, sizeof v->pending);
    v->res_flush_seat = v->flush_seat;
}

static void step_end(Midend *m)
{
    MoucheEvent *e = &m->cur;
    Vis *v = &m->vis;
    int s = e->seat;
    VisSeat *vs = (s >= 0 && s < MOUCHE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case EV_FIRST_DEALER:
        for (int i = 0; i < v->players && i < e->ncards; i++)
            v->seat[i].drawn = e->cards[i];
        v->dealer = s;
        break;
    case EV_PAY: {
        Holdings *to = party_hold(v, e->target);
        if (to)
            *to = m->pay_to_after;
        if (e->seat >= 0) v->seat[e->seat].balance -= e->amount;
        if (e->target >= 0) v->seat[e->target].balance += e->amount;
        if (e->seat == MOUCHE_PARTY_POOL) v->pool -= e->amount;
        if (e->target == MOUCHE_PARTY_POOL) v->pool += e->amount;
        if (e->seat == MOUCHE_PARTY_PENDING && v->npending > 0) {
            for (int i = 0; i < v->npending; i++)
                if (v->pending[i] == e->amount || i == v->npending - 1) {
                    memmove(v->pending + i, v->pending + i + 1, (size_t)(v->npending - i - 1) * sizeof v->pending[0]);
                    v->npending--;
                    break;
                }
        }
        if (e->target == MOUCHE_PARTY_PENDING && v->npending < MOUCHE_PENDING_MAX) {
            v->pending[v->npending++] = e->amount;
            sort_pending(v);
        }
        if (e->reason == PAY_ANTE || e->reason == PAY_PENDING)
            v->stake = v->pool;
        break;
    }
    case EV_DEAL_CARD:
        if (vs) vs->hide_mask = 0;
        break;
    case EV_TRUMP_TURNED:
        v->turned = e->cards[0];
        v->trump = e->suit;
        v->dealing = false;
        v->stake = v->pool;
        break;
    case EV_DECLARE:
        if (vs) {
            vs->hide_mask = 0;
            vs->hide_all = false;
            if (e->decl == DECL_EXCHANGE)
                v->discards += e->ncards;
        }
        break;
    case EV_FLUSH:
        v->flush_seat = s;
        if (vs) {
            vs->n = 0;
            vs->hide_all = false;
        }
        break;
    case EV_PLAY:
        if (v->ntrick < MOUCHE_MAX_PLAYERS) {
            if (v->ntrick == 0 && v->tricks_done == 0)
                v->stake = v->pool;
            v->trick[v->ntrick] = e->cards[0];
            v->trick_seat[v->ntrick] = (int8_t)s;
            v->ntrick++;
        }
        break;
    case EV_TRICK:
        v->tricks_done++;
        if (vs) vs->tricks++;
        break;
    case EV_HAND_END:
        note_hand_end(v, e);
        break;
    case EV_GAME_END:
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

bool midend_update(Midend *m, double now)
{
    double start = now;
    bool ended = false;
    for (int guard = 0; guard < 100000; guard++) {
        if (m->active) {
            if (now - m->t0 < m->dur)
                return true;
            MoucheEvent done = m->cur;
            /* the next step starts where this one was due to end, so that a
             * long frame does not slow the whole sequence down */
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
        if (m->q.head == m->q.count)
            return ended;   /* a step that ended changed the shown table: draw it */
        m->cur = m->q.items[m->q.head++];
        m->active = true;
        step_begin(m, start);
    }
    return m->active;
}

void midend_skip(Midend *m, double now)
{
    if (m->active)
        m->dur = now - m->t0;
}

void midend_flush(Midend *m, double now)
{
    double saved = m->speed;
    m->speed = 0;
    if (m->active)
        m->dur = 0;
    midend_update(m, now);
    m->speed = saved;
}

float midend_progress(const Midend *m, double now)
{
    if (!m->active || m->dur <= 0)
        return 1.f;
    double t = (now - m->t0) / m->dur;
    return (float)(t < 0 ? 0 : t > 1 ? 1 : t);
}

double midend_next_bubble_expiry(const Midend *m, double now)
{
    double next = 0;
    for (int i = 0; i < m->vis.players; i++) {
        double u = m->vis.seat[i].bubble_until;
        if (m->vis.seat[i].bubble[0] && u > now && (next == 0 || u < next))
            next = u;
    }
    return next;
}

void midend_sync(Midend *m, const MoucheView *view)
{
    Vis *v = &m->vis;
    v->players = view->players;
    v->dealer = view->dealer;
    v->hand_no = view->hand_no;
    v->hands_total = view->hands_total;
    v->trump = view->trump;
    v->turned = view->turned;
    v->stock = view->stock_left;
    v->dealing = false;
    v->discards = 0;
    for (int s = 0; s < view->players; s++) {
        VisSeat *vs = &v->seat[s];
        memset(vs->cards, 0xFF, sizeof vs->cards);
        vs->n = 0;
        if (s == 0) {
            MoucheCardSet h = view->my_hand;
            while (h) {
                MoucheCard c = mouche_set_first(h);
                h &= h - 1;
                insert_card(vs, insert_index(vs, 0, c), c);
            }
        } else {
            const MoucheCardSet shown = view->shown_hand[s];
            int n = view->hand_count[s];
            vs->n = n;
            if ((view->shown >> s) & 1) {
                /* the flush this seat showed, face up */
                int k = 0;
                for (MoucheCard c = 0; c < 52 && k < n; c++)
                    if (mouche_set_has(shown, c) && !mouche_set_has(view->played, c))
                        vs->cards[k++] = c;
            }
        }
        vs->decl = view->decl[s];
        vs->exchanged = view->exchanged[s];
        v->discards += view->exchanged[s];
        vs->tricks = view->tricks_won[s];
        vs->balance = view->balances[s];
        tokens_canonical(vs->balance, &vs->hold);
        vs->shown = (view->shown >> s) & 1;
        vs->hide_all = false;
        vs->hide_mask = 0;
        vs->bubble[0] = 0;
        vs->drawn = MOUCHE_NO_CARD;
    }
    v->pool = view->pool;
    v->stake = view->stake;
    pool_canonical(v->pool, &v->pool_hold);
    v->npending = view->npending;
    memcpy(v->pending, view->pending, sizeof v->pending);
    v->tricks_done = view->tricks_done;
    v->ntrick = 0;
    int per = view->players_in ? view->players_in : 1;
    int start = view->tricks_done * per;
    for (int i = start; i < view->nplays && v->ntrick < MOUCHE_MAX_PLAYERS; i++) {
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
    v->flush_seat = -1;
    /* no view says what the hand began with: midend_restore, from the record */
    memcpy(v->start_balances, view->balances, sizeof v->start_balances);
    v->hand_over = view->phase == PHASE_HAND_OVER || view->phase == PHASE_GAME_OVER;
    v->game_over = view->phase == PHASE_GAME_OVER;
    if (v->hand_over) {
        for (int s = 0; s < view->players; s++) {
            v->res_tricks[s] = (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE) ? view->tricks_won[s] : -1;
            v->res_balances[s] = view->balances[s];
        }
        v->res_pool = view->pool;
        v->res_next_stake = mouche_view_next_stake(view);
        v->res_npending = view->npending;
        memcpy(v->res_pending, view->pending, sizeof v->res_pending);
        v->res_flush_seat = -1;
    }
}

void midend_restore(Midend *m, const MoucheChips *start_balances, const MoucheEvent *flush, const MoucheEvent *hand_end)
{
    Vis *v = &m->vis;
    if (start_balances)
        memcpy(v->start_balances, start_balances, sizeof v->start_balances);
    if (flush && flush->seat >= 0 && flush->seat < v->players) {
        /* the flush that took the pool lies fanned out in the middle, as it did live */
        v->flush_seat = flush->seat;
        for (int i = 0; i < flush->ncards && i < MOUCHE_HAND_SIZE; i++)
            v->flush[i] = flush->cards[i];
        v->seat[flush->seat].n = 0;
    }
    if (hand_end)
        note_hand_end(v, hand_end);
}

static SDL_FRect seat_stack(const Layout *l, int seat, int i)
{
    if (seat == 0) {
        SDL_FRect r = { l->w * 0.5f - l->small_w * 0.6f, l->h - l->small_h * 1.2f, l->small_w, l->small_h };
        r.x += (float)i * 2;
        r.y -= (float)i * 2;
        return r;
    }
    const SeatLayout *sl = &l->seat[seat];
    SDL_FRect r = { sl->hand_centre.x - l->small_w / 2, sl->hand_centre.y - l->small_h / 2, l->small_w, l->small_h };
    r.x += (float)i * 1.5f;
    r.y -= (float)i * 1.5f;
    return r;
}

SDL_FRect midend_place_rect(const Layout *l, Place p, bool is_token, uint8_t token)
{
    SDL_FRect r = { 0, 0, 0, 0 };
    switch (p.kind) {
    case PL_STOCK: r = layout_stock(l); break;
    case PL_TURNED: r = layout_turned(l); break;
    case PL_HAND: r = layout_hand_card(l, p.seat, p.index, p.count); break;
    case PL_TRICK: r = layout_trick_card(l, p.seat); break;
    case PL_DISCARDS: r = layout_discards(l); break;
    case PL_PILE: r = layout_pile(l, p.seat); break;
    case PL_CENTRE: r = layout_centre_card(l, p.index, p.count ? p.count : 1, 1.25f); break;
    case PL_SEAT: r = seat_stack(l, p.seat, p.index); break;
    case PL_DRAW: r = layout_trick_card(l, p.seat); break;
    case PL_TOKENS: r = layout_token(l, p.seat, (TokenKind)(is_token ? token : 0)); break;
    case PL_POOL: r = layout_token(l, -1, (TokenKind)(is_token ? token : 0)); break;
    case PL_BANK: r = layout_token(l, -3, (TokenKind)(is_token ? token : 0)); break;
    default: break;
    }
    if (is_token) {
        /* spread a group of tokens a little */
        r.x += (float)(p.count % 3) * r.w * 0.25f;
        r.y -= (float)p.count * r.h * 0.12f;
    }
    return r;
}
