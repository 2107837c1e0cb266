/* La Bête's animation steps: what each engine event does to the shown table. */
#include "bete_shown.h"

#include <stdlib.h>
#include <string.h>

static BeteShown *own(const Midend *m) { return m->vis; }

void bete_shown_note_settlement(BeteShown *x, const BeteEvent *e)
{
    if (e->type == BETE_EV_RESULT) {
        x->settled = true;
        x->outcome = e->outcome;
        x->res_declarer = e->seat;
        x->res_contrer = e->target;
        x->res_winner = e->winner;
        x->res_value = e->amount;
        x->npays = 0;
        x->king_renewed = false;
    } else if (e->type == BETE_EV_PAY && x->settled && e->reason == BETE_PAY_KING_STAKE) {
        x->king_renewed = true;
    } else if (e->type == BETE_EV_PAY && x->settled && x->npays < BETE_PAYS_MAX) {
        x->pays[x->npays++] = (BPay){ e->seat, e->target, e->reason, e->amount };
    }
}

void bete_shown_note_part(MoucheChips parts[][BETE_PAY_REASON_COUNT], const BeteEvent *e)
{
    if (e->type != BETE_EV_PAY || e->reason >= BETE_PAY_REASON_COUNT)
        return;
    if (e->seat >= 0 && e->seat < BETE_MAX_PLAYERS)
        parts[e->seat][e->reason] -= e->amount;
    if (e->target >= 0 && e->target < BETE_MAX_PLAYERS)
        parts[e->target][e->reason] += e->amount;
}

void bete_party_canonical(int party, MoucheChips amount, Holdings *h)
{
    memset(h, 0, sizeof *h);
    if (amount <= 0)
        return;
    if (party >= 0) {
        tokens_canonical(amount, h);
    } else if (party == BETE_PARTY_RESERVE || party == BETE_PARTY_PLAQUES) {
        h->n[TOKEN_PLAQUE] = amount / 5; /* plaques, as they are */
        h->n[TOKEN_CHIP] = amount % 5;
    } else if (amount <= 40) {
        h->n[TOKEN_CHIP] = amount; /* stakes and the King: chips */
    } else {
        h->n[TOKEN_CONTRACT] = amount / 100;
        h->n[TOKEN_PLAQUE] = (amount % 100) / 5;
        h->n[TOKEN_CHIP] = amount % 5;
    }
}

static Holdings *bete_party_hold(Midend *m, int party)
{
    BeteShown *x = own(m);
    if (party >= 0 && party < BETE_MAX_PLAYERS)
        return &m->shown.seat[party].hold;
    switch (party) {
    case BETE_PARTY_STAKES: return &x->stakes_hold;
    case BETE_PARTY_KING: return &x->king_hold;
    case BETE_PARTY_RESERVE: return &x->reserve_hold;
    case BETE_PARTY_PLAQUES: return &x->plaques_hold;
    default: return NULL; /* the bêtes are counted, not stacked */
    }
}

static Place bete_party_place(const Midend *m, int party, int kind, bool arriving, bool fresh)
{
    /* fresh tokens come from the bank, but a bête taken from the queue comes from its line */
    if (fresh && party != BETE_PARTY_BETE)
        return midend_place(PL_BANK, -1, kind, 0);
    if (party >= 0)
        return midend_place(PL_TOKENS, party, kind, 0);
    switch (party) {
    case BETE_PARTY_STAKES: return midend_place(PL_STAKES, -1, kind, 0);
    case BETE_PARTY_KING: return midend_place(PL_KING, -1, kind, 0);
    case BETE_PARTY_RESERVE: return midend_place(PL_RESERVE, -1, kind, 0);
    case BETE_PARTY_PLAQUES: return midend_place(PL_PLAQUES, -1, kind, 0);
    case BETE_PARTY_BETE: {
        int qi = arriving ? own(m)->nbetes : 0;
        if (qi >= BETE_QUEUE_SHOWN)
            qi = BETE_QUEUE_SHOWN - 1;
        return midend_place(PL_BETE, qi, kind, 0);
    }
    default: return midend_place(PL_BANK, -1, kind, 0);
    }
}

static bool bete_vanishes_into(int party) { return party == BETE_PARTY_BETE; }

static void resync_hold(int party, MoucheChips amount, Holdings *h)
{
    bete_party_canonical(party, amount, h); /* the one mix a resumed game shows too */
}

static double bete_duration(const Midend *m, const void *ev)
{
    const BeteEvent *e = ev;
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: return 1900;
    case BETE_EV_DEAL_START: return 250;
    case BETE_EV_SHUFFLE: return 750;
    case BETE_EV_CUT: return 500;
    case BETE_EV_PAY:
        switch (e->reason) {
        case BETE_PAY_STAKE:
        case BETE_PAY_KING_STAKE:
        case BETE_PAY_CURIEUSE: return 240;
        case BETE_PAY_PLAQUE: return 320;
        default: return 800;
        }
    case BETE_EV_DEAL_CARD:
        /* the dealer takes up the next packet: a pause */
        return (e->index == 0 ? 190 : 130) + (e->packet != own(m)->packet ? 260 : 0);
    case BETE_EV_TRUMP_TURNED: return 600;
    case BETE_EV_BID: return 900;
    case BETE_EV_CURIEUSE: return 900;
    case BETE_EV_CURIEUSE_TURN: return 1100;
    case BETE_EV_PLAY: return 380;
    case BETE_EV_TRICK: return MIDEND_TRICK_GATHER_MS;
    case BETE_EV_RESULT: return 700;
    case BETE_EV_DEAL_END: return 250;
    default: return 0;
    }
}

static void set_figures(Midend *m, const BeteEvent *e)
{
    BeteShown *x = own(m);
    x->stakes = e->stakes;
    x->king = e->king;
    x->plaques_reserve = e->plaques_reserve;
    x->plaques_at_stake = e->plaques_at_stake;
    x->nbetes = e->nbetes < BETE_BETES_MAX ? e->nbetes : BETE_BETES_MAX;
    memcpy(x->betes, e->betes, sizeof x->betes);
    resync_hold(BETE_PARTY_STAKES, x->stakes, &x->stakes_hold);
    resync_hold(BETE_PARTY_KING, x->king, &x->king_hold);
    resync_hold(BETE_PARTY_RESERVE, (MoucheChips)x->plaques_reserve * x->plaque, &x->reserve_hold);
    resync_hold(BETE_PARTY_PLAQUES, (MoucheChips)x->plaques_at_stake * x->plaque, &x->plaques_hold);
    for (int i = 0; i < m->shown.players; i++) {
        m->shown.seat[i].balance = e->balances[i];
        resync_hold(i, e->balances[i], &m->shown.seat[i].hold);
    }
}

static void deal_start(Midend *m, const BeteEvent *e)
{
    Shown *v = &m->shown;
    BeteShown *x = own(m);
    /* the last deal's cards go back to the talon: hands (a passed deal), tricks, upcards */
    const Place talon = midend_place(PL_TALON, -1, 0, 0);
    int k = 0;
    for (int i = 0; i < v->players; i++) {
        ShownSeat *q = &v->seat[i];
        for (int j = 0; j < q->n; j++, k++)
            midend_card_flight(m, q->cards[j], midend_place(PL_HAND, i, j, q->n), talon, i == 0, false,
                               0.015f * (float)k, 0.55f + 0.015f * (float)k);
        if (q->tricks > 0)
            midend_card_flight(m, MOUCHE_NO_CARD, midend_place(PL_PILE, i, 0, 0), talon, false, false, 0.1f, 0.7f);
    }
    if (v->turned != MOUCHE_NO_CARD)
        midend_card_flight(m, v->turned, midend_place(PL_UPCARD, -1, 0, 0), talon, true, false, 0.2f, 0.8f);
    if (x->voided != MOUCHE_NO_CARD)
        midend_card_flight(m, x->voided, midend_place(PL_VOID, -1, 0, 0), talon, true, false, 0.2f, 0.8f);
    if (m->nfl > 0 && m->speed > 0)
        m->dur = 800 / m->speed;
    v->dealer = e->seat;
    v->deal_no = e->deal;
    for (int i = 0; i < BETE_MAX_PLAYERS; i++) {
        shown_reset_seat(&v->seat[i]);
        v->seat[i].said = BID_NONE;
        x->curieuse[i] = -1;
        v->start_balances[i] = e->balances[i];
    }
    set_figures(m, e);
    x->talon = e->ncards;
    v->turned = x->voided = MOUCHE_NO_CARD;
    v->trump = -1;
    x->declarer = x->contrer = -1;
    v->ntrick = v->tricks_done = v->nlast = 0;
    v->last_winner = -1;
    v->trick_taker = -1;
    x->settled = x->deal_over = false;
    x->npays = 0;
    x->king_renewed = false;
    memset(x->parts, 0, sizeof x->parts);
    v->dealing = true;
}

static void bete_step_begin(Midend *m, const void *ev)
{
    const BeteEvent *e = ev;
    Shown *v = &m->shown;
    BeteShown *x = own(m);
    const int s = e->seat;
    ShownSeat *vs = (s >= 0 && s < BETE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    const Place talon = midend_place(PL_TALON, -1, 0, 0), upcard = midend_place(PL_UPCARD, -1, 0, 0);
    switch (e->type) {
    case BETE_EV_GAME_START: v->players = e->players; break;
    case BETE_EV_FIRST_DEALER: shown_draw_begin(m, e->cards, e->ncards); break;
    case BETE_EV_DEAL_START: deal_start(m, e); break;
    case BETE_EV_PAY:
        midend_pay_flights(m, e->seat, e->target, e->amount);
        bete_shown_note_settlement(x, e);
        break;
    case BETE_EV_DEAL_CARD:
        x->packet = e->packet;
        if (vs) {
            int at = shown_deal(vs, s, e->cards[0]);
            midend_card_flight(m, e->cards[0], talon, midend_place(PL_HAND, s, at, vs->n), false, s == 0, 0, 1);
            if (x->talon > 0)
                x->talon--;
        }
        break;
    case BETE_EV_TRUMP_TURNED:
        midend_card_flight(m, e->cards[0], talon, upcard, false, true, 0, 1);
        x->talon = e->ncards2;
        break;
    case BETE_EV_BID:
        if (vs) {
            vs->said = e->bid;
            if (e->bid == BID_PLAY)
                x->declarer = s;
            if (e->bid == BID_CONTRE)
                x->contrer = s;
        }
        break;
    case BETE_EV_CURIEUSE:
        if (vs)
            x->curieuse[s] = (int8_t)(e->arg ? 1 : 0);
        break;
    case BETE_EV_CURIEUSE_TURN:
        midend_card_flight(m, v->turned, upcard, midend_place(PL_VOID, -1, 0, 0), true, true, 0, 0.45f);
        midend_card_flight(m, e->cards[0], talon, upcard, false, true, 0.45f, 1);
        v->turned = MOUCHE_NO_CARD;
        for (int i = 0; i < BETE_MAX_PLAYERS; i++)
            v->seat[i].said = BID_NONE; /* the bidding starts again */
        if (x->talon > 0)
            x->talon--;
        break;
    case BETE_EV_PLAY: shown_play_begin(m, s, e->cards[0]); break;
    /* the result on the table as its pause begins: the table settles, then the summary opens
     * (its texts made meanwhile, table_prewarm) */
    case BETE_EV_DEAL_END:
        x->deal_over = true;
        for (int i = 0; i < v->players; i++)
            x->res_tricks[i] = e->tricks[i];
        set_figures(m, e);
        break;
    case BETE_EV_TRICK: shown_trick_begin(m, s); break;
    case BETE_EV_RESULT: bete_shown_note_settlement(x, e); break;
    default: break;
    }
}

static void party_add(Midend *m, int party, MoucheChips amount)
{
    BeteShown *x = own(m);
    if (party >= 0 && party < BETE_MAX_PLAYERS) {
        /* a seat's tokens follow its balance: one in debt holds none */
        shown_settle(&m->shown.seat[party], m->shown.seat[party].balance + amount);
        return;
    }
    int pl = x->plaque > 0 ? x->plaque : 5;
    switch (party) {
    case BETE_PARTY_STAKES: x->stakes += amount; break;
    case BETE_PARTY_KING: x->king += amount; break;
    case BETE_PARTY_RESERVE: x->plaques_reserve += (int)(amount / pl); break;
    case BETE_PARTY_PLAQUES: x->plaques_at_stake += (int)(amount / pl); break;
    case BETE_PARTY_BETE:
        if (amount > 0) {
            if (x->nbetes < BETE_BETES_MAX)
                x->betes[x->nbetes++] = amount;
            else
                x->betes[BETE_BETES_MAX - 1] += amount;
        } else if (x->nbetes > 0) {
            memmove(x->betes, x->betes + 1, (size_t)(x->nbetes - 1) * sizeof x->betes[0]);
            x->nbetes--;
        }
        break;
    default: break;
    }
    if (party != BETE_PARTY_BETE) { /* the stacks in the one mix a resumed game shows too */
        Holdings *h = bete_party_hold(m, party);
        if (h)
            bete_party_canonical(party,
                                 party == BETE_PARTY_STAKES    ? x->stakes
                                 : party == BETE_PARTY_KING    ? x->king
                                 : party == BETE_PARTY_RESERVE ? (MoucheChips)x->plaques_reserve * pl
                                                               : (MoucheChips)x->plaques_at_stake * pl,
                                 h);
    }
}

static void bete_step_end(Midend *m, const void *ev)
{
    const BeteEvent *e = ev;
    Shown *v = &m->shown;
    BeteShown *x = own(m);
    const int s = e->seat;
    ShownSeat *vs = (s >= 0 && s < BETE_MAX_PLAYERS) ? &v->seat[s] : NULL;
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: shown_draw_end(v, e->cards, e->ncards, s); break;
    case BETE_EV_PAY:
        midend_pay_end(m);
        party_add(m, e->seat, -e->amount);
        party_add(m, e->target, e->amount);
        bete_shown_note_part(x->parts, e); /* with the balance it explains */
        break;
    case BETE_EV_DEAL_CARD:
        if (vs)
            vs->hide_mask = 0;
        break;
    case BETE_EV_TRUMP_TURNED:
        v->turned = e->cards[0];
        v->trump = e->suit;
        v->dealing = false;
        break;
    case BETE_EV_CURIEUSE_TURN:
        x->voided = e->ncards2 > 0 ? e->cards2[0] : MOUCHE_NO_CARD;
        v->turned = e->cards[0];
        v->trump = e->suit;
        break;
    case BETE_EV_PLAY: shown_play_end(v, s, e->cards[0]); break;
    case BETE_EV_TRICK: shown_trick_end(v, s); break;
    case BETE_EV_GAME_END: shown_game_end(v, e->balances); break;
    default: break;
    }
}

static void bete_redact(const void *full, void *out) { bete_event_redact(full, 0, out); }

static double bete_still_before(const Midend *m, const void *ev)
{
    (void)m;
    return ((const BeteEvent *)ev)->type == BETE_EV_TRICK ? MIDEND_TRICK_SEEN_MS : 0;
}

static int bete_taker(const void *ev)
{
    const BeteEvent *e = ev;
    return e->type == BETE_EV_TRICK ? e->seat : -1;
}

const MidendSteps bete_steps = {
    .event_size = sizeof(BeteEvent),
    .redact = bete_redact,
    .duration = bete_duration,
    .begin = bete_step_begin,
    .end = bete_step_end,
    .still_before = bete_still_before,
    .taker = bete_taker,
    .party_hold = bete_party_hold,
    .party_place = bete_party_place,
    .vanishes_into = bete_vanishes_into,
};

_Static_assert(sizeof(BeteEvent) <= MIDEND_EVENT_MAX, "a La Bête event fits the midend");
_Static_assert((int)BETE_MAX_PLAYERS <= (int)TABLE_SEATS_MAX, "La Bête's seats fit the table");

void bete_midend_init(Midend *m, BeteShown *x, int players, int plaque)
{
    memset(x, 0, sizeof *x);
    x->plaque = plaque > 0 ? plaque : 5;
    x->voided = MOUCHE_NO_CARD;
    x->declarer = x->contrer = -1;
    memset(x->curieuse, -1, sizeof x->curieuse);
    midend_init(m, &bete_steps, x, players);
}

void bete_shown_sync(Midend *m, const BeteView *view)
{
    Shown *v = &m->shown;
    BeteShown *x = own(m);
    v->players = view->players;
    x->plaque = view->rules.plaque > 0 ? view->rules.plaque : 5;
    v->dealer = view->dealer;
    v->deal_no = view->deal_no;
    v->deals_total = view->deals_total;
    v->trump = view->trump;
    v->turned = view->turned;
    x->voided = view->void_upcard;
    x->talon = view->talon_count;
    v->dealing = false;
    x->stakes = view->stakes;
    x->king = view->king;
    x->plaques_reserve = view->plaques_reserve;
    x->plaques_at_stake = view->plaques_at_stake;
    x->nbetes = view->nbetes < BETE_BETES_MAX ? view->nbetes : BETE_BETES_MAX;
    memcpy(x->betes, view->betes, sizeof x->betes);
    bete_party_canonical(BETE_PARTY_STAKES, x->stakes, &x->stakes_hold);
    bete_party_canonical(BETE_PARTY_KING, x->king, &x->king_hold);
    bete_party_canonical(BETE_PARTY_RESERVE, (MoucheChips)x->plaques_reserve * x->plaque, &x->reserve_hold);
    bete_party_canonical(BETE_PARTY_PLAQUES, (MoucheChips)x->plaques_at_stake * x->plaque, &x->plaques_hold);
    x->declarer = view->declarer;
    x->contrer = view->contrer;
    for (int s = 0; s < view->players; s++) {
        ShownSeat *vs = &v->seat[s];
        shown_set_hand(vs, s, view->hand, view->hand_count[s]);
        vs->said = view->bid[s];
        x->curieuse[s] = -1;
        vs->tricks = view->tricks_won[s];
        vs->balance = view->balances[s];
        tokens_canonical(vs->balance, &vs->hold);
        vs->hide_mask = 0;
        vs->bubble[0] = 0;
        vs->drawn = MOUCHE_NO_CARD;
        v->start_balances[s] = view->balances[s];
    }
    shown_sync_tricks(v, view->play_card, view->play_seat, view->nplays, view->players, view->tricks_done,
                      view->trick_winner);
    x->deal_over = view->phase == BETE_PHASE_DEAL_OVER || view->phase == BETE_PHASE_GAME_OVER;
    x->settled = x->deal_over;
    v->game_over = view->phase == BETE_PHASE_GAME_OVER;
    x->npays = 0;
    x->king_renewed = false;
    if (x->deal_over) {
        x->outcome = view->outcome;
        x->res_declarer = view->declarer;
        x->res_contrer = view->contrer;
        x->res_winner = view->winner;
        x->res_value = 0;
        for (int s = 0; s < view->players; s++)
            x->res_tricks[s] = view->tricks_won[s];
    }
}

/* What no view holds, found on resume by replaying the record once, as the
 * unbroken game's table holds it: the balances the last deal began with (the
 * summary's gains), the Curieuse marks of that deal (who declined it, who
 * asked), and for a deal already settled, its result and its payments. All
 * of it is public: every player saw it happen. */
typedef struct {
    BeteEvent settlement[BETE_PAYS_MAX + 1];
    int count;
    bool dealt;
    MoucheChips start_balances[BETE_MAX_PLAYERS]; /* as the last deal began */
    int8_t curieuse[BETE_MAX_PLAYERS]; /* as BeteShown.curieuse */
    MoucheChips parts[BETE_MAX_PLAYERS][BETE_PAY_REASON_COUNT]; /* as BeteShown.parts */
} ResumeLog;

static void log_resume(void *ctx, const BeteEvent *e)
{
    ResumeLog *log = ctx;
    if (e->type == BETE_EV_DEAL_START) {
        log->dealt = true;
        memcpy(log->start_balances, e->balances, sizeof log->start_balances);
        memset(log->curieuse, -1, sizeof log->curieuse);
        memset(log->parts, 0, sizeof log->parts);
    }
    bete_shown_note_part(log->parts, e);
    if (e->type == BETE_EV_CURIEUSE && e->seat >= 0 && e->seat < BETE_MAX_PLAYERS)
        log->curieuse[e->seat] = (int8_t)(e->arg ? 1 : 0);
    if (e->type == BETE_EV_RESULT)
        log->count = 0;
    if ((e->type == BETE_EV_RESULT || (e->type == BETE_EV_PAY && log->count > 0)) && log->count <= BETE_PAYS_MAX)
        log->settlement[log->count++] = *e;
}

bool bete_shown_resume(Midend *m, const BeteGame *game)
{
    BeteView view;
    bete_view(&game->state, 0, &view);
    bete_shown_sync(m, &view);
    bool settled = view.phase == BETE_PHASE_DEAL_OVER || view.phase == BETE_PHASE_GAME_OVER;
    ResumeLog *log = calloc(1, sizeof *log);
    if (!log)
        return false;
    memset(log->curieuse, -1, sizeof log->curieuse);
    BeteState replayed;
    if (bete_record_replay(&game->record, &replayed, &(BeteSink){ log_resume, log }, NULL, 0)) {
        BeteShown *x = own(m);
        memcpy(x->curieuse, log->curieuse, sizeof x->curieuse);
        memcpy(x->parts, log->parts, sizeof x->parts);
        if (log->dealt)
            memcpy(m->shown.start_balances, log->start_balances, sizeof log->start_balances);
        for (int i = 0; settled && i < log->count; i++)
            bete_shown_note_settlement(x, &log->settlement[i]);
    } else {
        settled = false;
    }
    free(log);
    return settled;
}
