/* The template game's shown table (SDL-free): the midend's steps, and the table set anew from
 * seat 0's view. */
#include "template_shown.h"

#include <string.h>

static double step_duration(const Midend *m, const void *ev)
{
    (void)m;
    switch (((const TemplateEvent *)ev)->type) {
    case TEMPLATE_EV_DEAL: return 500;
    case TEMPLATE_EV_PLAY: return 380;
    case TEMPLATE_EV_TRICK: return MIDEND_TRICK_GATHER_MS;
    case TEMPLATE_EV_PAY: return 200;
    case TEMPLATE_EV_DEAL_END: return 250;
    default: return 0;
    }
}

static void step_begin(Midend *m, const void *ev)
{
    const TemplateEvent *e = ev;
    Shown *v = &m->shown;
    TemplateShown *x = m->vis;
    switch (e->type) {
    case TEMPLATE_EV_DEAL:
        v->dealer = e->seat;
        v->deal_no = e->deal;
        v->ntrick = v->tricks_done = v->nlast = 0;
        v->trick_taker = v->last_winner = -1;
        x->deal_over = false;
        x->taker = -1;
        for (int i = 0; i < e->ncards && i < TEMPLATE_MAX_PLAYERS; i++) {
            const int s = (e->seat + 1 + i) % e->players;
            shown_reset_seat(&v->seat[s]);
            v->start_balances[s] = e->balances[s];
            const int at = shown_deal(&v->seat[s], s, e->cards[i]);
            midend_card_flight(m, e->cards[i], midend_place(PL_CENTRE, -1, 0, 1), midend_place(PL_HAND, s, at, 1),
                               false, s == 0, 0.1f * (float)i, 0.6f + 0.1f * (float)i);
        }
        break;
    case TEMPLATE_EV_PLAY: shown_play_begin(m, e->seat, e->cards[0]); break;
    case TEMPLATE_EV_TRICK: shown_trick_begin(m, e->seat); break;
    case TEMPLATE_EV_DEAL_END: x->deal_over = true; break;
    default: break;
    }
}

static void step_end(Midend *m, const void *ev)
{
    const TemplateEvent *e = ev;
    Shown *v = &m->shown;
    switch (e->type) {
    case TEMPLATE_EV_DEAL:
        for (int s = 0; s < e->players; s++)
            v->seat[s].hide_mask = 0;
        break;
    case TEMPLATE_EV_PLAY: shown_play_end(v, e->seat, e->cards[0]); break;
    case TEMPLATE_EV_TRICK:
        shown_trick_end(v, e->seat);
        ((TemplateShown *)m->vis)->taker = e->seat;
        break;
    case TEMPLATE_EV_GAME_START: /* the balances each seat starts with */
    case TEMPLATE_EV_PAY:
        for (int s = 0; s < e->players; s++)
            shown_settle(&v->seat[s], e->balances[s]);
        break;
    case TEMPLATE_EV_GAME_OVER: shown_game_end(v, e->balances); break;
    default: break;
    }
}

static void redact(const void *full, void *out) { template_event_redact(full, 0, out); }
static double still_before(const Midend *m, const void *ev)
{
    (void)m;
    return ((const TemplateEvent *)ev)->type == TEMPLATE_EV_TRICK ? MIDEND_TRICK_SEEN_MS : 0;
}
static int taker(const void *ev)
{
    const TemplateEvent *e = ev;
    return e->type == TEMPLATE_EV_TRICK ? e->seat : -1;
}

static const MidendSteps steps = {
    .event_size = sizeof(TemplateEvent),
    .redact = redact,
    .duration = step_duration,
    .begin = step_begin,
    .end = step_end,
    .still_before = still_before,
    .taker = taker,
};
_Static_assert(sizeof(TemplateEvent) <= MIDEND_EVENT_MAX, "a template event fits the midend");

void template_midend_init(Midend *m, TemplateShown *x, int players)
{
    memset(x, 0, sizeof *x);
    x->taker = -1;
    midend_init(m, &steps, x, players);
}

void template_shown_sync(Midend *m, const TemplateView *view)
{
    Shown *v = &m->shown;
    v->dealer = view->dealer;
    v->deal_no = view->deal_no;
    v->deals_total = view->deals_total;
    v->game_over = view->phase == TEMPLATE_PHASE_GAME_OVER;
    for (int s = 0; s < view->players; s++) {
        bool played = false;
        for (int i = 0; i < view->ntrick; i++)
            played |= view->trick_seat[i] == s;
        shown_reset_seat(&v->seat[s]);
        v->seat[s].tricks = s == view->taker;
        const bool holds = view->phase == TEMPLATE_PHASE_PLAY && !played;
        shown_set_hand(&v->seat[s], s, s == 0 && holds ? mouche_bit(view->hand) : 0, holds ? 1 : 0);
        shown_settle(&v->seat[s], view->balances[s]);
        v->start_balances[s] = view->balances[s];
    }
    /* the trick in play, or once taken the last trick */
    shown_sync_tricks(v, view->trick, view->trick_seat, view->ntrick, view->players, view->taker >= 0, &view->taker);
    ((TemplateShown *)m->vis)->deal_over = view->phase != TEMPLATE_PHASE_PLAY;
}
