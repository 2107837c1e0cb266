/* The midend: event queue, shown table, animation steps (the games' own parts
 * of a step are their MidendSteps). */
#include "midend.h"

#include <stdlib.h>
#include <string.h>

void midend_init(Midend *m, const MidendSteps *steps, void *vis, int players)
{
    memset(m, 0, sizeof *m);
    m->steps = steps;
    m->vis = vis;
    m->speed = 1.0;
    Shown *v = &m->shown;
    v->players = players;
    v->trump = -1;
    v->turned = MOUCHE_NO_CARD;
    v->dealer = -1; /* until the draw for the first dealer */
    v->last_winner = -1;
    v->trick_taker = -1;
    for (int s = 0; s < TABLE_SEATS_MAX; s++)
        v->seat[s].drawn = MOUCHE_NO_CARD;
}

void midend_free(Midend *m)
{
    free(m->items);
    m->items = NULL;
    m->count = m->cap = m->head = 0;
}

void midend_push(Midend *m, const void *full)
{
    const size_t size = m->steps->event_size;
    if (m->head > 0 && m->head == m->count)
        m->head = m->count = 0;
    if (m->count == m->cap) {
        if (m->head > 0) {
            memmove(m->items, m->items + m->head * size, (m->count - m->head) * size);
            m->count -= m->head;
            m->head = 0;
        }
        if (m->count == m->cap) {
            size_t cap = m->cap ? m->cap * 2 : 64;
            unsigned char *items = realloc(m->items, cap * size);
            if (!items)
                return; /* out of memory: the picture catches up at the next sync */
            m->items = items;
            m->cap = cap;
        }
    }
    m->steps->redact(full, m->items + m->count++ * size);
}

bool midend_idle(const Midend *m) { return !m->active && m->head == m->count; }

bool midend_last_step(const Midend *m) { return m->active && !m->waiting && m->head == m->count; }

const void *midend_current(const Midend *m) { return m->active && !m->waiting ? m->cur : NULL; }

double midend_still_until(const Midend *m) { return m->active && m->waiting ? m->t0 + m->dur : 0; }

/* ---- shown hands ------------------------------------------------------------ */

static int card_order(MoucheCard c)
{
    /* Alternate colours: spades, hearts, clubs, diamonds; high cards first. */
    static const int suit_pos[4] = { 0, 1, 3, 2 };
    return suit_pos[mouche_card_suit(c)] * 16 + (15 - mouche_card_rank(c));
}

int shown_insert_index(const ShownSeat *vs, int seat, MoucheCard c)
{
    if (seat != 0 || c == MOUCHE_NO_CARD)
        return vs->n;
    int i = 0;
    while (i < vs->n && vs->cards[i] != MOUCHE_NO_CARD && card_order(vs->cards[i]) < card_order(c))
        i++;
    return i;
}

void shown_insert(ShownSeat *vs, int at, MoucheCard c)
{
    if (vs->n >= SHOWN_HAND_MAX)
        return;
    memmove(vs->cards + at + 1, vs->cards + at, (size_t)(vs->n - at) * sizeof vs->cards[0]);
    vs->cards[at] = c;
    vs->n++;
}

void shown_remove(ShownSeat *vs, int at)
{
    if (at < 0 || at >= vs->n)
        return;
    memmove(vs->cards + at, vs->cards + at + 1, (size_t)(vs->n - at - 1) * sizeof vs->cards[0]);
    vs->n--;
}

int shown_find(const ShownSeat *vs, MoucheCard c)
{
    for (int i = 0; i < vs->n; i++)
        if (vs->cards[i] == c)
            return i;
    for (int i = vs->n - 1; i >= 0; i--)
        if (vs->cards[i] == MOUCHE_NO_CARD)
            return i;
    return vs->n - 1;
}

int shown_deal(ShownSeat *vs, int seat, MoucheCard c)
{
    int at = shown_insert_index(vs, seat, c);
    shown_insert(vs, at, c);
    /* the slot is hidden until the card lands */
    uint64_t low = vs->hide_mask & ((1ull << at) - 1), high = vs->hide_mask & ~((1ull << at) - 1);
    vs->hide_mask = low | (high << 1) | (1ull << at);
    return at;
}

void shown_set_hand(ShownSeat *vs, int seat, MoucheCardSet hand, int n)
{
    memset(vs->cards, 0xFF, sizeof vs->cards);
    vs->n = 0;
    vs->received = 0; /* a hand set anew (resumed, taken back) has nothing just received */
    if (seat != 0) {
        vs->n = n < SHOWN_HAND_MAX ? n : SHOWN_HAND_MAX;
        return;
    }
    while (hand) {
        MoucheCard c = mouche_set_first(hand);
        hand &= hand - 1;
        shown_insert(vs, shown_insert_index(vs, 0, c), c);
    }
}

void shown_reset_seat(ShownSeat *vs)
{
    vs->n = 0;
    vs->tricks = 0;
    vs->drawn = MOUCHE_NO_CARD;
    vs->hide_all = false;
    vs->hide_mask = 0;
    vs->bubble[0] = 0;
    vs->received = 0;
}

void shown_settle(ShownSeat *q, MoucheChips balance)
{
    q->balance = balance;
    /* the stacks are a function of the balance alone: a resumed game shows the same */
    tokens_canonical(balance, &q->hold);
}

void shown_sync_tricks(Shown *v, const MoucheCard *play_card, const int8_t *play_seat, int nplays, int per,
                       int tricks_done, const int8_t *trick_winner)
{
    if (per < 1)
        per = 1;
    v->tricks_done = tricks_done;
    v->ntrick = 0;
    v->trick_taker = -1; /* told again by the trick's event, if it is still to be shown */
    for (int i = tricks_done * per; i < nplays && v->ntrick < TABLE_SEATS_MAX; i++) {
        v->trick[v->ntrick] = play_card[i];
        v->trick_seat[v->ntrick] = play_seat[i];
        v->ntrick++;
    }
    v->nlast = 0;
    if (tricks_done > 0) {
        int s0 = (tricks_done - 1) * per;
        for (int i = s0; i < s0 + per && i < nplays && v->nlast < TABLE_SEATS_MAX; i++) {
            v->last_trick[v->nlast] = play_card[i];
            v->last_seat[v->nlast] = play_seat[i];
            v->nlast++;
        }
        v->last_winner = trick_winner[tricks_done - 1];
    }
}

/* ---- flights ------------------------------------------------------------------ */

Place midend_place(int kind, int seat, int index, int count)
{
    return (Place){ (uint8_t)kind, (int8_t)seat, (uint8_t)index, (uint8_t)count };
}

Flight *midend_add_flight(Midend *m)
{
    if (m->nfl >= FLIGHTS_MAX)
        return NULL;
    Flight *f = &m->fl[m->nfl++];
    memset(f, 0, sizeof *f);
    f->card = MOUCHE_NO_CARD;
    f->t1 = 1.f;
    return f;
}

void midend_card_flight(Midend *m, MoucheCard c, Place from, Place to, bool face_from, bool face_to, float t0, float t1)
{
    Flight *f = midend_add_flight(m);
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

void shown_play_begin(Midend *m, int s, MoucheCard c)
{
    if (s < 0 || s >= TABLE_SEATS_MAX)
        return;
    ShownSeat *vs = &m->shown.seat[s];
    int at = shown_find(vs, c);
    bool face = at >= 0 && vs->cards[at] != MOUCHE_NO_CARD;
    midend_card_flight(m, c, midend_place(PL_HAND, s, at, vs->n), midend_place(PL_TRICK, s, 0, 0), face, true, 0, 1);
    shown_remove(vs, at);
}

void shown_play_end(Shown *v, int s, MoucheCard c)
{
    if (v->ntrick >= TABLE_SEATS_MAX)
        return;
    v->trick[v->ntrick] = c;
    v->trick_seat[v->ntrick] = (int8_t)s;
    v->ntrick++;
}

void shown_draw_begin(Midend *m, const MoucheCard *cards, int n)
{
    const int players = m->shown.players;
    for (int i = 0; i < players && i < n; i++)
        midend_card_flight(m, cards[i], midend_place(PL_CENTRE, -1, i, players), midend_place(PL_DRAW, i, 0, 0), false,
                           true, 0.05f * (float)i, 0.4f + 0.05f * (float)i);
}

void shown_draw_end(Shown *v, const MoucheCard *cards, int n, int dealer)
{
    for (int i = 0; i < v->players && i < n; i++)
        v->seat[i].drawn = cards[i];
    v->dealer = dealer;
}

void shown_trick_end(Shown *v, int winner)
{
    v->tricks_done++;
    if (winner >= 0 && winner < TABLE_SEATS_MAX)
        v->seat[winner].tricks++;
}

void shown_game_end(Shown *v, const MoucheChips *balances)
{
    v->game_over = true;
    for (int i = 0; i < v->players; i++)
        v->seat[i].balance = balances[i];
}

void shown_trick_begin(Midend *m, int winner)
{
    Shown *v = &m->shown;
    for (int i = 0; i < v->ntrick; i++)
        midend_card_flight(m, v->trick[i], midend_place(PL_TRICK, v->trick_seat[i], 0, 0),
                           midend_place(PL_PILE, winner, 0, 0), true, false, 0.04f * (float)i, 0.92f);
    memcpy(v->last_trick, v->trick, sizeof v->trick);
    memcpy(v->last_seat, v->trick_seat, sizeof v->trick_seat);
    v->nlast = v->ntrick;
    v->last_winner = winner;
    v->ntrick = 0;
    v->trick_taker = -1;
}

void midend_pay_flights(Midend *m, int payer, int payee, MoucheChips amount)
{
    const MidendSteps *g = m->steps;
    Holdings *from = g->party_hold(m, payer), *to = g->party_hold(m, payee);
    Holdings from_copy = from ? *from : (Holdings){ { 0 } };
    Holdings to_copy = to ? *to : (Holdings){ { 0 } };
    TokenMove mv[TOKEN_MOVES_MAX];
    int n = tokens_transfer(from ? &from_copy : NULL, to ? &to_copy : NULL, amount, mv, TOKEN_MOVES_MAX);
    bool change = false;
    for (int i = 0; i < n; i++)
        change |= mv[i].phase == 0;
    for (int i = 0; i < n; i++) {
        int sprites = mv[i].count < 6 ? (int)mv[i].count : 6;
        float a0 = mv[i].phase == 0 ? 0.f : (change ? 0.42f : 0.f);
        float a1 = mv[i].phase == 0 ? 0.38f : 1.f;
        const Place bank = midend_place(PL_BANK, -1, mv[i].kind, 0);
        Place src, dst;
        switch (mv[i].dir) {
        case -2:
            src = g->party_place(m, payer, mv[i].kind, false, false);
            dst = bank;
            break;
        case 2:
            src = bank;
            dst = g->party_place(m, payer, mv[i].kind, false, false);
            break;
        case 3:
            src = g->party_place(m, payer, mv[i].kind, false, true);
            dst = g->party_place(m, payee, mv[i].kind, true, false);
            break;
        default:
            src = g->party_place(m, payer, mv[i].kind, false, false);
            dst = g->party_place(m, payee, mv[i].kind, true, false);
            break;
        }
        for (int k = 0; k < sprites; k++) {
            Flight *f = midend_add_flight(m);
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
            f->fade = mv[i].dir == -2 || (g->vanishes_into(payee) && mv[i].dir != 2);
        }
    }
    if (from)
        *from = from_copy;
    m->pay_to = payee;
    m->pay_to_after = to_copy;
}

void midend_pay_end(Midend *m)
{
    Holdings *to = m->steps->party_hold(m, m->pay_to);
    if (to)
        *to = m->pay_to_after;
}

/* ---- steps ----------------------------------------------------------------- */

static void step_begin(Midend *m, double now)
{
    m->nfl = 0;
    m->t0 = now;
    double base = m->steps->duration(m, m->cur);
    m->dur = m->speed > 0 ? base / m->speed : 0;
    m->steps->begin(m, m->cur);
    if (m->listen.begin)
        m->listen.begin(m->listen.ctx, m, m->cur, now);
}

/* The next step starts where this moment was due to end, so that a long frame does not slow
 * the whole sequence down (unless it is far behind). */
static double due_start(const Midend *m, double now)
{
    const double start = m->t0 + m->dur;
    return now - start > 50 ? now : start;
}

bool midend_update(Midend *m, double now)
{
    const size_t size = m->steps->event_size;
    double start = now;
    bool ended = false;
    for (int guard = 0; guard < 100000; guard++) {
        if (m->active && m->waiting) {
            if (now - m->t0 < m->dur)
                return ended; /* nothing moves: the loop may sleep until then */
            m->waiting = false;
            start = due_start(m, now);
            step_begin(m, start);
            continue;
        }
        if (m->active) {
            if (now - m->t0 < m->dur)
                return true;
            _Alignas(16) unsigned char done[MIDEND_EVENT_MAX];
            memcpy(done, m->cur, size);
            start = due_start(m, now);
            m->steps->end(m, m->cur);
            m->nfl = 0;
            m->active = false;
            bool hold = false;
            if (m->listen.done)
                m->listen.done(m->listen.ctx, m, done, &hold);
            if (hold)
                return true;
            ended = true;
        }
        if (m->head == m->count)
            return ended; /* a step that ended changed the shown table: draw it */
        memcpy(m->cur, m->items + m->head++ * size, size);
        m->active = true;
        const int taker = m->steps->taker ? m->steps->taker(m->cur) : -1;
        if (taker >= 0 && taker < TABLE_SEATS_MAX) /* the whole trick is seen with its taker */
            m->shown.trick_taker = taker;
        const double still = m->steps->still_before ? m->steps->still_before(m, m->cur) : 0;
        if (still > 0) {
            bool hold = false;
            if (m->listen.still)
                m->listen.still(m->listen.ctx, m, m->cur, &hold);
            if (m->speed > 0 || hold) {
                m->waiting = true;
                m->t0 = start;
                m->dur = m->speed > 0 ? still / m->speed : 0;
                if (hold)
                    return true;
                continue;
            }
        }
        step_begin(m, start);
    }
    return m->active;
}

void midend_skip(Midend *m, double now)
{
    if (m->active)
        m->dur = now - m->t0;
}

void midend_drop(Midend *m)
{
    m->head = m->count = 0;
    m->active = m->waiting = false;
    m->nfl = 0;
    m->shown.trick_taker = -1;
}

size_t midend_queued(const Midend *m) { return m->count - m->head; }

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
    if (!m->active || m->waiting || m->dur <= 0)
        return m->waiting ? 0.f : 1.f;
    double t = (now - m->t0) / m->dur;
    return (float)(t < 0 ? 0 : t > 1 ? 1 : t);
}

/* ---- bubbles ------------------------------------------------------------------ */

void midend_set_bubble(Midend *m, int seat, const char *text, double now, double ms)
{
    if (seat < 0 || seat >= TABLE_SEATS_MAX)
        return;
    ShownSeat *q = &m->shown.seat[seat];
    size_t n = strlen(text);
    if (n >= sizeof q->bubble)
        n = sizeof q->bubble - 1;
    memcpy(q->bubble, text, n);
    q->bubble[n] = 0;
    q->bubble_until = now + ms;
}

double midend_next_bubble_expiry(const Midend *m, double now)
{
    double next = 0;
    for (int i = 0; i < m->shown.players; i++) {
        double u = m->shown.seat[i].bubble_until;
        if (m->shown.seat[i].bubble[0] && u > now && (next == 0 || u < next))
            next = u;
    }
    return next;
}

int midend_bubbles_shown(const Midend *m, double now)
{
    int n = 0;
    for (int s = 0; s < m->shown.players; s++)
        n += m->shown.seat[s].bubble[0] && m->shown.seat[s].bubble_until > now;
    return n;
}

void midend_shift_clock(Midend *m, double ms)
{
    if (m->active)
        m->t0 += ms;
    for (int s = 0; s < TABLE_SEATS_MAX; s++)
        if (m->shown.seat[s].bubble_until > 0)
            m->shown.seat[s].bubble_until += ms;
}

int shown_rank(const Shown *v, int seat)
{
    int rank = 1;
    for (int s = 0; s < v->players; s++)
        rank += v->seat[s].balance > v->seat[seat].balance;
    return rank;
}
