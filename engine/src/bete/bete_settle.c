/* La Bête's chips: the stakes of each deal, and the settlement at its end
 * (docs/rules-bete.md 2 and 7). Every movement is one BETE_EV_PAY. */
#include "bete_internal.h"

/* Adds a new bête at the end of the queue; past the queue's size it joins
 * the last one, so no chip is ever lost. */
static void queue_bete(BeteState *st, MoucheChips amount)
{
    if (st->nbetes < BETE_BETES_MAX)
        st->betes[st->nbetes++] = amount;
    else
        st->betes[BETE_BETES_MAX - 1] += amount;
}

static MoucheChips take_head_bete(BeteState *st)
{
    const MoucheChips amount = st->betes[0];
    memmove(st->betes, st->betes + 1, sizeof st->betes[0] * (size_t)(st->nbetes - 1));
    st->betes[--st->nbetes] = 0;
    return amount;
}

/* Moves `amount` chips between parties. Plaque parties count plaques: the
 * amount is a whole number of plaques' worth, all of them for PLAQUES. */
void bete_pay(BeteState *st, int from, int to, MoucheChips amount, BetePayReason reason, const BeteSink *sink)
{
    if (amount <= 0)
        return;
    const int32_t plaque = st->rules.plaque;
    switch (from) {
    case BETE_PARTY_STAKES: st->stakes -= amount; break;
    case BETE_PARTY_KING: st->king -= amount; break;
    case BETE_PARTY_RESERVE: st->plaques_reserve -= (int16_t)(amount / plaque); break;
    case BETE_PARTY_PLAQUES: st->plaques_at_stake -= (int16_t)(amount / plaque); break;
    case BETE_PARTY_BETE: take_head_bete(st); break;
    default: st->balances[from] -= amount; break;
    }
    switch (to) {
    case BETE_PARTY_STAKES: st->stakes += amount; break;
    case BETE_PARTY_KING: st->king += amount; break;
    case BETE_PARTY_RESERVE: st->plaques_reserve += (int16_t)(amount / plaque); break;
    case BETE_PARTY_PLAQUES: st->plaques_at_stake += (int16_t)(amount / plaque); break;
    case BETE_PARTY_BETE: queue_bete(st, amount); break;
    default: st->balances[to] += amount; break;
    }
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_PAY, from);
        ev.target = (int8_t)to;
        ev.amount = amount;
        ev.reason = (uint8_t)reason;
        bete_emit(sink, &ev);
    }
}

void bete_stake_deal(BeteState *st, const BeteSink *sink)
{
    /* The King stake is renewed as soon as it is won, so it is empty only as the game begins. */
    if (st->king == 0)
        for (int s = 0; s < st->players; s++)
            bete_pay(st, s, BETE_PARTY_KING, 1, BETE_PAY_KING_STAKE, sink);
    /* Every player stakes only when the stakes were swept (a won deal, or the game's start). While the last
     * deal's stakes are still on the table (it was lost, so a bête is at stake; void; or passed) only the new
     * dealer adds his extra chip: source 004's rule for a bête at stake and for a null round. */
    if (st->stakes == 0)
        for (int s = 0; s < st->players; s++)
            bete_pay(st, s, BETE_PARTY_STAKES, 1, BETE_PAY_STAKE, sink);
    bete_pay(st, st->dealer, BETE_PARTY_STAKES, 1, BETE_PAY_STAKE, sink);
    if (st->plaques_reserve == 0 && st->plaques_at_stake == 0)
        for (int s = 0; s < st->players; s++)
            bete_pay(st, s, BETE_PARTY_RESERVE, st->rules.plaque, BETE_PAY_PLAQUE, sink);
    if (st->plaques_reserve > 0)
        bete_pay(st, BETE_PARTY_RESERVE, BETE_PARTY_PLAQUES, st->rules.plaque, BETE_PAY_PLAQUE, sink);
}

MoucheChips bete_deal_value(const BeteState *st)
{
    return st->stakes + (MoucheChips)st->plaques_at_stake * st->rules.plaque + (st->nbetes ? st->betes[0] : 0);
}

int bete_king_holder(const BeteState *st)
{
    const MoucheCard king = mouche_card(st->trump, RANK_KING);
    for (int s = 0; s < st->players; s++)
        if (mouche_set_has(st->dealt[s], king))
            return s;
    return -1;
}

static MoucheChips cap_bete(MoucheChips amount) { return amount > BETE_LIMIT ? BETE_LIMIT : amount; }

/* Whether `seat` took the first two tricks. */
static bool took_first_two(const BeteState *st, int seat)
{
    return st->trick_winner[0] == seat && st->trick_winner[1] == seat;
}

static int most_tricks(const BeteState *st)
{
    int most = 0;
    for (int s = 0; s < st->players; s++)
        if (st->tricks_won[s] > most)
            most = st->tricks_won[s];
    return most;
}

static bool bidder_wins(const BeteState *st, int seat)
{
    if (seat < 0)
        return false;
    return st->tricks_won[seat] >= 3 || (took_first_two(st, seat) && most_tricks(st) < 3);
}

/* The declarer with the most tricks, shared with another player (source 004:
 * "if the declarer ties with another player for the number of tricks won,
 * the round is null"; a contrer's tie voids nothing). */
static bool declarer_ties(const BeteState *st, int seat)
{
    if (seat < 0 || st->tricks_won[seat] != most_tricks(st))
        return false;
    for (int s = 0; s < st->players; s++)
        if (s != seat && st->tricks_won[s] == st->tricks_won[seat])
            return true;
    return false;
}

/* A losing bidder pays his bête (to the queue, or to the contrer who beat
 * him) and, with no trick, the dévole. `times` is 2 for the contrer. */
static void pay_loss(BeteState *st, int seat, int times, MoucheChips value, int paid_to, const BeteSink *sink)
{
    bete_pay(st, seat, paid_to, cap_bete(value * times), paid_to == BETE_PARTY_BETE ? BETE_PAY_BETE : BETE_PAY_CONTRE,
             sink);
    if (st->tricks_won[seat] == 0)
        for (int s = 0; s < st->players; s++)
            if (s != seat)
                bete_pay(st, seat, s, times, BETE_PAY_DEVOLE, sink);
}

static void sweep(BeteState *st, int winner, int times, bool vole, const BeteSink *sink)
{
    bete_pay(st, BETE_PARTY_STAKES, winner, st->stakes, BETE_PAY_WIN, sink);
    bete_pay(st, BETE_PARTY_PLAQUES, winner, (MoucheChips)st->plaques_at_stake * st->rules.plaque, BETE_PAY_WIN, sink);
    if (st->nbetes)
        bete_pay(st, BETE_PARTY_BETE, winner, st->betes[0], BETE_PAY_WIN, sink);
    if (!vole)
        return;
    while (st->nbetes)
        bete_pay(st, BETE_PARTY_BETE, winner, st->betes[0], BETE_PAY_VOLE, sink);
    for (int s = 0; s < st->players; s++)
        if (s != winner)
            bete_pay(st, s, winner, times, BETE_PAY_VOLE, sink);
}

static void emit_result(const BeteState *st, MoucheChips value, const BeteSink *sink)
{
    if (!sink)
        return;
    BeteEvent ev = bete_event_of(BETE_EV_RESULT, st->declarer);
    ev.target = st->contrer;
    ev.winner = st->winner;
    ev.outcome = st->outcome;
    ev.amount = value;
    ev.deal = st->deal_no;
    bete_emit(sink, &ev);
}

/* The King: its holder takes the stake unless he was a bidder who lost. */
static void settle_king(BeteState *st, const BeteSink *sink)
{
    const int holder = bete_king_holder(st);
    if (holder < 0 || st->king <= 0)
        return;
    const bool bidder = holder == st->declarer || holder == st->contrer;
    if (bidder && holder != st->winner && st->outcome != BETE_OUT_VOID)
        return;
    bete_pay(st, BETE_PARTY_KING, holder, st->king, BETE_PAY_KING, sink);
    for (int s = 0; s < st->players; s++)
        bete_pay(st, s, BETE_PARTY_KING, 1, BETE_PAY_KING_STAKE, sink);
}

void bete_settle(BeteState *st, const BeteSink *sink)
{
    const MoucheChips value = bete_deal_value(st);
    const int declarer = st->declarer, contrer = st->contrer;
    st->winner = -1;
    if (declarer < 0) {
        st->outcome = BETE_OUT_PASSED;
    } else if (bidder_wins(st, declarer) || bidder_wins(st, contrer)) {
        st->winner = (int8_t)(bidder_wins(st, declarer) ? declarer : contrer);
        st->outcome = st->tricks_won[st->winner] == BETE_TRICKS ? BETE_OUT_VOLE : BETE_OUT_WIN;
    } else if (declarer_ties(st, declarer)) {
        st->outcome = BETE_OUT_VOID;
    } else {
        st->outcome = BETE_OUT_LOSE;
    }
    emit_result(st, value, sink);

    if (st->outcome == BETE_OUT_WIN || st->outcome == BETE_OUT_VOLE) {
        const bool contrer_won = st->winner == contrer;
        sweep(st, st->winner, contrer_won ? 2 : 1, st->outcome == BETE_OUT_VOLE, sink);
        if (contrer_won)
            pay_loss(st, declarer, 1, value, contrer, sink);
        else if (contrer >= 0)
            pay_loss(st, contrer, 2, value, BETE_PARTY_BETE, sink);
    } else if (st->outcome == BETE_OUT_LOSE) {
        pay_loss(st, declarer, 1, value, BETE_PARTY_BETE, sink);
        if (contrer >= 0)
            pay_loss(st, contrer, 2, value, BETE_PARTY_BETE, sink);
    }
    settle_king(st, sink);

    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_DEAL_END, st->dealer);
        ev.deal = st->deal_no;
        ev.players = st->players;
        for (int s = 0; s < st->players; s++)
            ev.tricks[s] = st->tricks_won[s];
        memcpy(ev.balances, st->balances, sizeof ev.balances);
        ev.stakes = st->stakes;
        ev.king = st->king;
        ev.plaques_reserve = st->plaques_reserve;
        ev.plaques_at_stake = st->plaques_at_stake;
        ev.nbetes = st->nbetes;
        memcpy(ev.betes, st->betes, sizeof ev.betes);
        bete_emit(sink, &ev);
    }
    st->to_move = -1;
    if (st->deals_total && st->deal_no >= st->deals_total) {
        st->phase = BETE_PHASE_GAME_OVER;
        if (sink) {
            BeteEvent ev = bete_event_of(BETE_EV_GAME_END, -1);
            ev.players = st->players;
            memcpy(ev.balances, st->balances, sizeof ev.balances);
            bete_emit(sink, &ev);
        }
    } else {
        st->phase = BETE_PHASE_DEAL_OVER;
    }
}
