/* La Mouche's animation steps: what each engine event does to the shown table. */
#include "mouche_shown.h"

#include <stdlib.h>
#include <string.h>

static MoucheShown *own(const Midend *m) { return m->vis; }

static void pool_canonical(MoucheChips pool, Holdings *h)
{
    memset(h, 0, sizeof *h);
    if (pool <= 0)
        return;
    h->n[TOKEN_CONTRACT] = pool / 100;
    h->n[TOKEN_PLAQUE] = (pool % 100) / 5;
    h->n[TOKEN_CHIP] = pool % 5;
}

/* The pool as the engine states it; its tokens in the one mix a resumed game shows too. */
static void pool_settle(MoucheShown *x, MoucheChips pool)
{
    x->pool = pool;
    pool_canonical(pool, &x->pool_hold);
}

static void sort_pending(MoucheShown *x)
{
    for (int i = 1; i < x->npending; i++)
        for (int j = i; j > 0 && x->pending[j] > x->pending[j - 1]; j--) {
            MoucheChips t = x->pending[j];
            x->pending[j] = x->pending[j - 1];
            x->pending[j - 1] = t;
        }
}

static Holdings *mouche_party_hold(Midend *m, int party)
{
    if (party >= 0 && party < MOUCHE_MAX_PLAYERS)
        return &m->shown.seat[party].hold;
    if (party == MOUCHE_PARTY_POOL)
        return &own(m)->pool_hold;
    return NULL; /* the pending row is counted, not stacked */
}

static Place mouche_party_place(const Midend *m, int party, int kind, bool arriving, bool fresh)
{
    (void)m;
    (void)arriving;
    if (fresh)
        return midend_place(PL_BANK, -1, kind, 0);
    if (party >= 0)
        return midend_place(PL_TOKENS, party, kind, 0);
    if (party == MOUCHE_PARTY_POOL)
        return midend_place(PL_POOL, -1, kind, 0);
    return midend_place(PL_BANK, -1, kind, 1);
}

static bool mouche_vanishes_into(int party)
{
    (void)party;
    return false;
}

static double mouche_duration(const Midend *m, const void *ev)
{
    const MoucheEvent *e = ev;
    (void)m;
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
        if (e->decl == DECL_EXCHANGE)
            return 1100;
        if (e->decl == DECL_FOLD)
            return 550;
        return e->ncards ? 1500 : 750;
    case EV_FLUSH: return 2000;
    case EV_PLAY: return 380;
    case EV_TRICK: return MIDEND_TRICK_GATHER_MS;
    case EV_HAND_END: return 250;
    default: return 0;
    }
}

static void hand_start(Midend *m, const MoucheEvent *e)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    v->dealer = e->seat;
    v->deal_no = e->hand;
    for (int i = 0; i < MOUCHE_MAX_PLAYERS; i++) {
        ShownSeat *q = &v->seat[i];
        shown_reset_seat(q);
        q->said = DECL_NONE;
        x->exchanged[i] = 0;
        x->showed[i] = false;
        x->answers[i] = 0;
        shown_settle(q, e->balances[i]);
        v->start_balances[i] = e->balances[i];
    }
    pool_settle(x, e->pool);
    x->npending = e->npending;
    memcpy(x->pending, e->pending, sizeof x->pending);
    x->stock = e->ncards;
    x->discards = 0;
    v->turned = MOUCHE_NO_CARD;
    v->trump = -1;
    v->ntrick = 0;
    v->tricks_done = 0;
    v->nlast = 0;
    v->last_winner = -1;
    v->trick_taker = -1;
    x->flush_seat = -1;
    x->hand_over = false;
    memset(x->parts, 0, sizeof x->parts);
    v->dealing = true;
}

/* The cards given up fly to the discards, the cards drawn from the stock to the hand. */
static void exchange_begin(Midend *m, const MoucheEvent *e)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    const int s = e->seat;
    ShownSeat *vs = &v->seat[s];
    const int old_n = vs->n;
    MoucheCard old[SHOWN_HAND_MAX];
    memcpy(old, vs->cards, sizeof old);
    bool taken[SHOWN_HAND_MAX] = { false };
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
        midend_card_flight(m, old[oi], midend_place(PL_HAND, s, oi, old_n), midend_place(PL_DISCARDS, v->dealer, 0, 0),
                           s == 0, false, 0.04f * (float)i, 0.4f + 0.04f * (float)i);
    }
    vs->n = 0;
    for (int j = 0; j < old_n; j++)
        if (!taken[j])
            vs->cards[vs->n++] = old[j];
    MoucheCardSet drawn_set = 0;
    for (int i = 0; i < e->ncards2; i++) {
        shown_insert(vs, shown_insert_index(vs, s, e->cards2[i]), e->cards2[i]);
        if (e->cards2[i] != MOUCHE_NO_CARD)
            drawn_set |= mouche_bit(e->cards2[i]);
    }
    vs->hide_mask = 0;
    int hidden_drawn = 0;
    for (int at = 0; at < vs->n; at++) {
        bool mine =
            vs->cards[at] != MOUCHE_NO_CARD ? mouche_set_has(drawn_set, vs->cards[at]) : at >= vs->n - e->ncards2;
        if (!mine)
            continue;
        vs->hide_mask |= 1ull << at;
        midend_card_flight(m, vs->cards[at], midend_place(PL_STOCK, v->dealer, 0, 0),
                           midend_place(PL_HAND, s, at, vs->n), false, s == 0, 0.5f + 0.05f * (float)hidden_drawn,
                           0.85f + 0.03f * (float)hidden_drawn);
        hidden_drawn++;
    }
    x->exchanged[s] = e->ncards;
    x->stock -= e->ncards2;
    if (x->stock < 0)
        x->stock = 0;
}

/* The hand's result as the table keeps it until the next deal (also on resume). */
static void note_hand_end(Midend *m, const MoucheEvent *e)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    x->hand_over = true;
    x->res_all_folded = true;
    for (int i = 0; i < v->players; i++) {
        x->res_tricks[i] = e->tricks[i];
        x->res_balances[i] = e->balances[i];
        shown_settle(&v->seat[i], e->balances[i]);
        if (e->tricks[i] >= 0 && i != v->dealer)
            x->res_all_folded = false;
    }
    x->res_pool = e->pool;
    x->res_next_stake = e->amount;
    pool_settle(x, e->pool);
    x->res_npending = e->npending;
    memcpy(x->res_pending, e->pending, sizeof x->res_pending);
    x->npending = e->npending;
    memcpy(x->pending, e->pending, sizeof x->pending);
    x->res_flush_seat = x->flush_seat;
}

static void mouche_step_begin(Midend *m, const void *ev)
{
    const MoucheEvent *e = ev;
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    const int s = e->seat;
    ShownSeat *vs = (s >= 0 && s < MOUCHE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case EV_GAME_START: v->players = e->players; break;
    case EV_FIRST_DEALER: shown_draw_begin(m, e->cards, e->ncards); break;
    case EV_HAND_START: hand_start(m, e); break;
    case EV_PAY: midend_pay_flights(m, e->seat, e->target, e->amount); break;
    case EV_DEAL_CARD:
        if (vs) {
            int at = shown_deal(vs, s, e->cards[0]);
            midend_card_flight(m, e->cards[0], midend_place(PL_STOCK, v->dealer, 0, 0),
                               midend_place(PL_HAND, s, at, vs->n), false, s == 0, 0, 1);
            if (x->stock > 0)
                x->stock--;
        }
        break;
    case EV_TRUMP_TURNED:
        midend_card_flight(m, e->cards[0], midend_place(PL_STOCK, v->dealer, 0, 0),
                           midend_place(PL_TURNED, v->dealer, 0, 0), false, true, 0, 1);
        x->stock = e->ncards2;
        break;
    case EV_TRUMP_CHOSEN: v->trump = e->suit; break;
    case EV_DECLARE:
        if (!vs)
            break;
        vs->said = e->decl;
        if (e->decl == DECL_FOLD) {
            for (int i = 0; i < vs->n; i++)
                midend_card_flight(m, vs->cards[i], midend_place(PL_HAND, s, i, vs->n), midend_place(PL_SEAT, s, i, 0),
                                   s == 0, false, 0.03f * (float)i, 0.7f + 0.03f * (float)i);
            vs->hide_all = true;
        } else if (e->decl == DECL_STAND && e->ncards > 0) {
            x->showed[s] = true;
            for (int i = 0; i < e->ncards && i < vs->n; i++)
                vs->cards[i] = e->cards[i];
        } else if (e->decl == DECL_EXCHANGE) {
            exchange_begin(m, e);
        }
        break;
    case EV_FLUSH:
        if (vs) {
            int n = vs->n;
            for (int i = 0; i < e->ncards && i < MOUCHE_HAND_SIZE; i++) {
                midend_card_flight(m, e->cards[i], midend_place(PL_HAND, s, i < n ? i : 0, n),
                                   midend_place(PL_CENTRE, -1, i, e->ncards), s == 0 || x->showed[s], true,
                                   0.05f * (float)i, 0.45f + 0.05f * (float)i);
                x->flush[i] = e->cards[i];
            }
            vs->hide_all = true;
        }
        break;
    case EV_PLAY: shown_play_begin(m, s, e->cards[0]); break;
    case EV_TRICK: shown_trick_begin(m, s); break;
    /* the result on the table as its pause begins: the table settles, then the summary opens
     * (its texts made meanwhile, table_prewarm) */
    case EV_HAND_END: note_hand_end(m, e); break;
    default: break;
    }
}

/* A payment in a seat's account of the hand, by reason. */
static void note_part(MoucheChips parts[][PAY_REASON_COUNT], const MoucheEvent *e)
{
    if (e->reason >= PAY_REASON_COUNT)
        return;
    if (e->seat >= 0 && e->seat < MOUCHE_MAX_PLAYERS)
        parts[e->seat][e->reason] -= e->amount;
    if (e->target >= 0 && e->target < MOUCHE_MAX_PLAYERS)
        parts[e->target][e->reason] += e->amount;
}

static void pay_end(Midend *m, const MoucheEvent *e)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    midend_pay_end(m);
    note_part(x->parts, e);
    /* a seat's tokens follow its balance: one in debt holds none, so chips paid to it cover the debt first */
    if (e->seat >= 0)
        shown_settle(&v->seat[e->seat], v->seat[e->seat].balance - e->amount);
    if (e->target >= 0)
        shown_settle(&v->seat[e->target], v->seat[e->target].balance + e->amount);
    if (e->seat == MOUCHE_PARTY_POOL)
        pool_settle(x, x->pool - e->amount);
    if (e->target == MOUCHE_PARTY_POOL)
        pool_settle(x, x->pool + e->amount);
    if (e->seat == MOUCHE_PARTY_PENDING && x->npending > 0) {
        for (int i = 0; i < x->npending; i++)
            if (x->pending[i] == e->amount || i == x->npending - 1) {
                memmove(x->pending + i, x->pending + i + 1, (size_t)(x->npending - i - 1) * sizeof x->pending[0]);
                x->npending--;
                break;
            }
    }
    if (e->target == MOUCHE_PARTY_PENDING && x->npending < MOUCHE_PENDING_MAX) {
        x->pending[x->npending++] = e->amount;
        sort_pending(x);
    }
    if (e->reason == PAY_ANTE || e->reason == PAY_PENDING)
        x->stake = x->pool;
}

static void mouche_step_end(Midend *m, const void *ev)
{
    const MoucheEvent *e = ev;
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    const int s = e->seat;
    ShownSeat *vs = (s >= 0 && s < MOUCHE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case EV_FIRST_DEALER: shown_draw_end(v, e->cards, e->ncards, s); break;
    case EV_PAY: pay_end(m, e); break;
    case EV_DEAL_CARD:
        if (vs)
            vs->hide_mask = 0;
        break;
    case EV_TRUMP_TURNED:
        v->turned = e->cards[0];
        v->trump = e->suit;
        v->dealing = false;
        x->stake = x->pool;
        break;
    case EV_DECLARE:
        if (vs) {
            vs->hide_mask = 0;
            vs->hide_all = false;
            if (e->decl == DECL_EXCHANGE) {
                x->discards += e->ncards;
                for (int i = 0; i < e->ncards2; i++) /* landed: the seat sees them (seat 0's only are faces) */
                    if (e->cards2[i] != MOUCHE_NO_CARD)
                        vs->received |= mouche_bit(e->cards2[i]);
            }
        }
        break;
    case EV_FLUSH:
        x->flush_seat = s;
        if (vs) {
            vs->n = 0;
            vs->hide_all = false;
        }
        break;
    case EV_ANSWER:
        if (vs && e->answer < 8)
            x->answers[s] |= (uint8_t)(1u << e->answer);
        break;
    case EV_PLAY:
        if (v->ntrick == 0 && v->tricks_done == 0) {
            x->stake = x->pool;
            memset(x->answers, 0, sizeof x->answers); /* the answers are on show until the play starts */
        }
        shown_play_end(v, s, e->cards[0]);
        break;
    case EV_TRICK: shown_trick_end(v, s); break;
    case EV_GAME_END: shown_game_end(v, e->balances); break;
    default: break;
    }
}

static void mouche_redact(const void *full, void *out) { mouche_event_redact(full, 0, out); }

static double mouche_still_before(const Midend *m, const void *ev)
{
    (void)m;
    return ((const MoucheEvent *)ev)->type == EV_TRICK ? MIDEND_TRICK_SEEN_MS : 0;
}

static int mouche_taker(const void *ev)
{
    const MoucheEvent *e = ev;
    return e->type == EV_TRICK ? e->seat : -1;
}

const MidendSteps mouche_steps = {
    .event_size = sizeof(MoucheEvent),
    .redact = mouche_redact,
    .duration = mouche_duration,
    .begin = mouche_step_begin,
    .end = mouche_step_end,
    .still_before = mouche_still_before,
    .taker = mouche_taker,
    .party_hold = mouche_party_hold,
    .party_place = mouche_party_place,
    .vanishes_into = mouche_vanishes_into,
};

_Static_assert(sizeof(MoucheEvent) <= MIDEND_EVENT_MAX, "a La Mouche event fits the midend");
_Static_assert((int)MOUCHE_MAX_PLAYERS <= (int)TABLE_SEATS_MAX, "La Mouche's seats fit the table");

void mouche_midend_init(Midend *m, MoucheShown *x, int players)
{
    memset(x, 0, sizeof *x);
    x->flush_seat = -1;
    midend_init(m, &mouche_steps, x, players);
}

void mouche_shown_sync(Midend *m, const MoucheView *view)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    v->players = view->players;
    v->dealer = view->dealer;
    v->deal_no = view->hand_no;
    v->deals_total = view->hands_total;
    v->trump = view->trump;
    v->turned = view->turned;
    x->stock = view->stock_left;
    v->dealing = false;
    x->discards = 0;
    for (int s = 0; s < view->players; s++) {
        ShownSeat *vs = &v->seat[s];
        shown_set_hand(vs, s, view->my_hand, view->hand_count[s]);
        x->showed[s] = (view->shown >> s) & 1;
        if (s != 0 && x->showed[s]) {
            /* the flush this seat showed, face up */
            int k = 0;
            for (MoucheCard c = 0; c < 52 && k < vs->n; c++)
                if (mouche_set_has(view->shown_hand[s], c) && !mouche_set_has(view->played, c))
                    vs->cards[k++] = c;
        }
        vs->said = view->decl[s];
        x->answers[s] = 0;
        for (int a = 0; a < view->players && view->nplays == 0; a++)
            if (view->answers[a][s] != ANSWER_NONE && view->answers[a][s] < 8)
                x->answers[s] |= (uint8_t)(1u << view->answers[a][s]);
        x->exchanged[s] = view->exchanged[s];
        x->discards += view->exchanged[s];
        vs->tricks = view->tricks_won[s];
        vs->balance = view->balances[s];
        tokens_canonical(vs->balance, &vs->hold);
        vs->hide_all = false;
        vs->hide_mask = 0;
        vs->bubble[0] = 0;
        vs->drawn = MOUCHE_NO_CARD;
    }
    x->pool = view->pool;
    x->stake = view->stake;
    pool_canonical(x->pool, &x->pool_hold);
    x->npending = view->npending;
    memcpy(x->pending, view->pending, sizeof x->pending);
    shown_sync_tricks(v, view->play_card, view->play_seat, view->nplays, view->players_in, view->tricks_done,
                      view->trick_winner);
    x->flush_seat = -1;
    /* no view says what the hand began with: mouche_shown_restore, from the record */
    memcpy(v->start_balances, view->balances, sizeof view->balances);
    x->hand_over = view->phase == PHASE_HAND_OVER || view->phase == PHASE_GAME_OVER;
    v->game_over = view->phase == PHASE_GAME_OVER;
    if (x->hand_over) {
        for (int s = 0; s < view->players; s++) {
            x->res_tricks[s] =
                (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE) ? view->tricks_won[s] : -1;
            x->res_balances[s] = view->balances[s];
        }
        x->res_pool = view->pool;
        x->res_next_stake = mouche_view_next_stake(view);
        x->res_npending = view->npending;
        memcpy(x->res_pending, view->pending, sizeof x->res_pending);
        x->res_flush_seat = -1;
    }
}

static void mouche_shown_restore(Midend *m, const MoucheChips *start_balances, const MoucheEvent *flush,
                                 const MoucheEvent *hand_end)
{
    Shown *v = &m->shown;
    MoucheShown *x = own(m);
    if (start_balances)
        memcpy(v->start_balances, start_balances, MOUCHE_MAX_PLAYERS * sizeof *start_balances);
    if (flush && flush->seat >= 0 && flush->seat < v->players) {
        /* the flush that took the pool lies fanned out in the middle, as it did live */
        x->flush_seat = flush->seat;
        for (int i = 0; i < flush->ncards && i < MOUCHE_HAND_SIZE; i++)
            x->flush[i] = flush->cards[i];
        v->seat[flush->seat].n = 0;
    }
    if (hand_end)
        note_hand_end(m, hand_end);
}

/* What no view holds, found on resume by replaying the record once, as the
 * unbroken game's table holds it: the balances the last hand began with (the
 * summary's gains, the statistics' net chips), and for a hand already settled,
 * the flush that took the pool and the hand's end (who folded, who made the
 * mouche, the next stake). All of it is public: every player saw it happen. */
typedef struct {
    bool dealt, flushed, ended;
    MoucheChips start_balances[MOUCHE_MAX_PLAYERS]; /* as the last hand began */
    MoucheChips parts[MOUCHE_MAX_PLAYERS][PAY_REASON_COUNT]; /* the last hand's payments */
    MoucheEvent flush, hand_end; /* as seat 0 saw them */
} ResumeLog;

static void log_resume(void *ctx, const MoucheEvent *e)
{
    ResumeLog *log = ctx;
    switch (e->type) {
    case EV_HAND_START:
        log->dealt = true;
        log->flushed = log->ended = false;
        memcpy(log->start_balances, e->balances, sizeof log->start_balances);
        memset(log->parts, 0, sizeof log->parts);
        break;
    case EV_PAY: note_part(log->parts, e); break;
    case EV_FLUSH:
        log->flushed = true;
        mouche_event_redact(e, 0, &log->flush);
        break;
    case EV_HAND_END:
        log->ended = true;
        mouche_event_redact(e, 0, &log->hand_end);
        break;
    default: break;
    }
}

bool mouche_shown_resume(Midend *m, const MoucheGame *game)
{
    MoucheView view;
    mouche_view(&game->state, 0, &view);
    mouche_shown_sync(m, &view);
    bool settled = view.phase == PHASE_HAND_OVER || view.phase == PHASE_GAME_OVER;
    ResumeLog *log = calloc(1, sizeof *log);
    if (!log)
        return false;
    MoucheState replayed;
    if (mouche_record_replay(&game->record, &replayed, &(MoucheSink){ log_resume, log }, NULL, 0) && log->dealt) {
        settled = settled && log->ended;
        mouche_shown_restore(m, log->start_balances, settled && log->flushed ? &log->flush : NULL,
                             settled ? &log->hand_end : NULL);
        memcpy(own(m)->parts, log->parts, sizeof log->parts);
    } else {
        settled = false;
    }
    free(log);
    return settled;
}
