/* The template game's rules (mouche/template.h): the deal, the one trick, the payments. */
#include <stdio.h>
#include <string.h>

#include "../common/common.h"
#include "mouche/rng.h"
#include "mouche/template.h"

TemplateRules template_rules_default(void) { return (TemplateRules){ .stake = 1 }; }

static bool set_option(void *ctx, const char *key, const char *value, char *why, size_t n)
{
    TemplateRules *r = ctx;
    if (!strcmp(key, "stake")) {
        if (mouche_rules_parse_int(value, &r->stake))
            return true;
        snprintf(why, n, "stake: '%s' is not a whole number", value);
        return false;
    }
    snprintf(why, n, "unknown option '%s'", key);
    return false;
}

static bool rules_valid(const TemplateRules *r, char *why, size_t n)
{
    return mouche_rules_problem(r->stake < 1 || r->stake > 10 ? "stake must be from 1 to 10 chips" : NULL, why, n);
}

MOUCHE_RULES_PARSE_DEFINE(template_rules_parse, TemplateRules, set_option, rules_valid)

int template_rules_format(const TemplateRules *rules, char *out, size_t out_size)
{
    return snprintf(out, out_size, "stake=%d", (int)rules->stake);
}

int template_action_format(TemplateAction a, char *out, size_t n)
{
    char card[3];
    if (a.kind == TEMPLATE_ACT_NEXT_DEAL)
        return snprintf(out, n, "N");
    mouche_card_str(a.card, card);
    return snprintf(out, n, "P:%s", card);
}

bool template_action_parse(const char *text, TemplateAction *out)
{
    if (!strcmp(text, "N")) {
        *out = (TemplateAction){ TEMPLATE_ACT_NEXT_DEAL, MOUCHE_NO_CARD };
        return true;
    }
    const MoucheCard c =
        strncmp(text, "P:", 2) == 0 && strlen(text) == 4 ? mouche_card_parse(text + 2) : MOUCHE_NO_CARD;
    if (c == MOUCHE_NO_CARD)
        return false;
    *out = (TemplateAction){ TEMPLATE_ACT_PLAY, c };
    return true;
}

void template_event_redact(const TemplateEvent *full, int seat, TemplateEvent *out)
{
    *out = *full;
    if (full->type != TEMPLATE_EV_DEAL)
        return;
    for (int i = 0; i < full->ncards && i < TEMPLATE_MAX_PLAYERS; i++)
        if ((full->seat + 1 + i) % full->players != seat)
            out->cards[i] = MOUCHE_NO_CARD;
}

static void emit(const TemplateSink *sink, const TemplateEvent *e)
{
    if (sink)
        sink->fn(sink->ctx, e);
}

static TemplateEvent event_of(const TemplateState *st, TemplateEventType type, int seat)
{
    TemplateEvent e;
    memset(&e, 0, sizeof e);
    e.type = (uint8_t)type;
    e.seat = (int8_t)seat;
    e.to = -1;
    e.deal = st->deal_no;
    e.players = st->players;
    memcpy(e.balances, st->balances, sizeof e.balances);
    return e;
}

/* A new deal: the pack shuffled, one card a seat from the dealer's left, who leads. */
static void deal(TemplateState *st, const TemplateSink *sink)
{
    MoucheCard pack[TEMPLATE_PACK];
    int n = 0;
    for (int suit = 0; suit < MOUCHE_SUITS; suit++)
        for (int rank = RANK_7; rank <= RANK_KING; rank++)
            pack[n++] = mouche_card(suit, rank);
    mouche_deal_shuffle(st->rng, pack, n);
    st->deal_no++;
    TemplateEvent e = event_of(st, TEMPLATE_EV_DEAL, st->dealer);
    e.ncards = st->players;
    for (int i = 0; i < st->players; i++) {
        st->hand[(st->dealer + 1 + i) % st->players] = pack[i];
        e.cards[i] = pack[i];
    }
    st->ntrick = 0;
    st->taker = -1;
    st->phase = TEMPLATE_PHASE_PLAY;
    st->to_move = (st->dealer + 1) % st->players;
    emit(sink, &e);
}

bool template_start(TemplateState *st, const TemplateRules *rules, int players, int deals, uint64_t seed,
                    const TemplateSink *sink, char *why, size_t why_size)
{
    if (players < TEMPLATE_MIN_PLAYERS || players > TEMPLATE_MAX_PLAYERS || deals < 0)
        return mouche_rules_problem("players must be from 2 to 4, and deals 0 (endless) or more", why, why_size);
    if (!rules_valid(rules, why, why_size))
        return false;
    memset(st, 0, sizeof *st);
    st->rules = *rules;
    st->players = players;
    st->deals_total = deals;
    mouche_rng_seed(st->rng, seed);
    st->dealer = (int)mouche_rng_below(st->rng, (uint32_t)players);
    for (int s = 0; s < players; s++)
        st->balances[s] = TEMPLATE_START_CHIPS;
    TemplateEvent e = event_of(st, TEMPLATE_EV_GAME_START, -1);
    e.seed = seed;
    emit(sink, &e);
    deal(st, sink);
    return true;
}

int template_legal_actions(const TemplateState *st, TemplateAction *out)
{
    if (st->phase == TEMPLATE_PHASE_DEAL_OVER) {
        out[0] = (TemplateAction){ TEMPLATE_ACT_NEXT_DEAL, MOUCHE_NO_CARD };
        return 1;
    }
    if (st->phase != TEMPLATE_PHASE_PLAY)
        return 0;
    out[0] = (TemplateAction){ TEMPLATE_ACT_PLAY, st->hand[st->to_move] };
    return 1;
}

MoucheRefusal template_check(const TemplateState *st, TemplateAction a)
{
    if (st->phase == TEMPLATE_PHASE_GAME_OVER)
        return REFUSE_GAME_OVER;
    if (a.kind != TEMPLATE_ACT_NEXT_DEAL && a.kind != TEMPLATE_ACT_PLAY)
        return REFUSE_BAD_ACTION;
    if ((a.kind == TEMPLATE_ACT_PLAY) != (st->phase == TEMPLATE_PHASE_PLAY))
        return REFUSE_WRONG_PHASE;
    if (a.kind == TEMPLATE_ACT_PLAY && a.card != st->hand[st->to_move])
        return REFUSE_CARD_NOT_HELD;
    return REFUSE_NONE;
}

/* The trick is whole: its taker is paid by every other seat, and the deal (or the game) ends. */
static void settle(TemplateState *st, const TemplateSink *sink)
{
    int best = 0;
    const int led = mouche_card_suit(st->trick[0]);
    for (int i = 1; i < st->ntrick; i++)
        if (mouche_card_suit(st->trick[i]) == led && mouche_card_rank(st->trick[i]) > mouche_card_rank(st->trick[best]))
            best = i;
    const int taker = st->trick_seat[best];
    st->taker = (int8_t)taker;
    TemplateEvent e = event_of(st, TEMPLATE_EV_TRICK, taker);
    emit(sink, &e);
    for (int s = 0; s < st->players; s++) {
        if (s == taker)
            continue;
        st->balances[s] -= st->rules.stake;
        st->balances[taker] += st->rules.stake;
        e = event_of(st, TEMPLATE_EV_PAY, s);
        e.to = (int8_t)taker;
        e.amount = st->rules.stake;
        emit(sink, &e);
    }
    st->to_move = -1;
    st->phase = TEMPLATE_PHASE_DEAL_OVER;
    e = event_of(st, TEMPLATE_EV_DEAL_END, taker);
    emit(sink, &e);
    if (st->deals_total > 0 && st->deal_no >= st->deals_total) {
        st->phase = TEMPLATE_PHASE_GAME_OVER;
        e = event_of(st, TEMPLATE_EV_GAME_OVER, -1);
        emit(sink, &e);
    }
}

MoucheRefusal template_apply(TemplateState *st, TemplateAction a, const TemplateSink *sink)
{
    const MoucheRefusal refused = template_check(st, a);
    if (refused != REFUSE_NONE)
        return refused;
    if (a.kind == TEMPLATE_ACT_NEXT_DEAL) {
        st->dealer = (st->dealer + 1) % st->players;
        deal(st, sink);
        return REFUSE_NONE;
    }
    const int seat = st->to_move;
    TemplateEvent e = event_of(st, TEMPLATE_EV_PLAY, seat);
    e.cards[0] = a.card;
    e.ncards = 1;
    st->hand[seat] = MOUCHE_NO_CARD;
    st->trick[st->ntrick] = a.card;
    st->trick_seat[st->ntrick++] = (int8_t)seat;
    emit(sink, &e);
    if (st->ntrick < st->players)
        st->to_move = (seat + 1) % st->players;
    else
        settle(st, sink);
    return REFUSE_NONE;
}

void template_view(const TemplateState *st, int seat, TemplateView *out)
{
    memset(out, 0, sizeof *out);
    out->rules = st->rules;
    out->players = st->players;
    out->seat = seat;
    out->deals_total = st->deals_total;
    out->deal_no = st->deal_no;
    out->dealer = st->dealer;
    out->to_move = st->to_move;
    out->phase = st->phase;
    out->hand = st->hand[seat];
    memcpy(out->trick, st->trick, sizeof out->trick);
    memcpy(out->trick_seat, st->trick_seat, sizeof out->trick_seat);
    out->ntrick = st->ntrick;
    out->taker = st->taker;
    memcpy(out->balances, st->balances, sizeof out->balances);
}
