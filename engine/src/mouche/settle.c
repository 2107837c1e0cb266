/* Settlement (RULES.md 5 all-fold and lone player, 6, 8, 9); the payments themselves are in chips.c. */
#include "mouche_internal.h"

MoucheChips mouche_trick_share(MoucheChips stake) { return stake / MOUCHE_TRICKS; }

MoucheChips mouche_mouche_cost(const MoucheRules *rules, MoucheChips stake)
{
    MoucheChips amount = stake;
    if (rules->carry == CARRY_CAP && amount > rules->cap)
        amount = rules->cap;
    return amount > MOUCHE_MOUCHE_LIMIT ? MOUCHE_MOUCHE_LIMIT : amount;
}

void mouche_make_mouche(MoucheState *st, int seat, const MoucheSink *sink)
{
    const MoucheChips amount = mouche_mouche_cost(&st->rules, st->stake);
    const int to = st->rules.carry == CARRY_SUCCESSIVE ? MOUCHE_PARTY_PENDING : MOUCHE_PARTY_POOL;
    mouche_pay(st, seat, to, amount, PAY_MOUCHE_MADE, sink);
}

void mouche_finish_hand(MoucheState *st, const MoucheSink *sink)
{
    /* The Pamphile held by a player in the hand and never played is paid now.
     * (A turned Pamphile is settled when the declarations end.) */
    if (!st->pamphile_settled) {
        for (int s = 0; s < st->players; s++)
            if (mouche_is_in(st, s) && mouche_set_has(st->hand[s], PAMPHILE_CARD))
                mouche_pay_pamphile(st, s, sink);
        st->pamphile_settled = true;
    }
    st->phase = PHASE_HAND_OVER;
    st->to_move = -1;
    const bool last = st->hands_total > 0 && st->hand_no >= st->hands_total;
    if (sink) {
        MoucheEvent ev = event_of(EV_HAND_END, st->dealer);
        ev.hand = st->hand_no;
        ev.players = st->players;
        for (int s = 0; s < st->players; s++)
            ev.tricks[s] = st->decl[s] == DECL_FOLD ? -1 : st->tricks_won[s];
        memcpy(ev.balances, st->balances, sizeof ev.balances);
        ev.pool = st->pool;
        ev.npending = st->npending;
        memcpy(ev.pending, st->pending, sizeof ev.pending);
        ev.amount = next_stake(&st->rules, st->pool, st->pending, st->npending);
        mouche_emit(sink, &ev);
        if (last) {
            MoucheEvent end = event_of(EV_GAME_END, -1);
            end.players = st->players;
            memcpy(end.balances, st->balances, sizeof end.balances);
            mouche_emit(sink, &end);
        }
    }
    if (last)
        st->phase = PHASE_GAME_OVER;
}

/* The best flush among the players in the hand: trump first, then points,
 * then nearest the dealer's right. Returns the seat or -1. */
static int best_flush(const MoucheState *st, int *best_suit, int *best_points)
{
    int best = -1, best_trump = 0;
    int seat = st->dealer;
    for (int i = 1; i <= st->players; i++) {
        seat = next_seat(st, seat);
        int suit, points;
        if (st->decl[seat] != DECL_STAND || !mouche_hand_flush(&st->rules, st->trump, st->hand[seat], &suit, &points))
            continue;
        const int is_trump = suit == st->trump;
        if (best < 0 || is_trump > best_trump || (is_trump == best_trump && points > *best_points)) {
            best = seat;
            best_trump = is_trump;
            *best_suit = suit;
            *best_points = points;
        }
    }
    return best;
}

void mouche_settle_declarations(MoucheState *st, const MoucheSink *sink)
{
    if (st->rules.pamphile && st->turned == PAMPHILE_CARD && !st->pamphile_settled) {
        if (mouche_is_in(st, st->dealer))
            mouche_pay_pamphile(st, st->dealer, sink);
        st->pamphile_settled = true;
    }
    int in_count = 0, last_in = -1;
    for (int s = 0; s < st->players; s++)
        if (mouche_is_in(st, s)) {
            in_count++;
            last_in = s;
            st->in_mask |= (uint8_t)(1u << s);
        }
    st->players_in = (uint8_t)in_count;

    int suit = -1, points = 0;
    const int flush = best_flush(st, &suit, &points);
    if (flush >= 0) {
        st->flush_winner = (int8_t)flush;
        if (sink) {
            MoucheEvent ev = event_of(EV_FLUSH, flush);
            ev.suit = (int8_t)suit;
            ev.amount = points;
            for (MoucheCardSet rest = st->hand[flush]; rest; rest &= rest - 1)
                ev.cards[ev.ncards++] = mouche_set_first(rest);
            mouche_emit(sink, &ev);
        }
        mouche_pay(st, MOUCHE_PARTY_POOL, flush, st->pool, PAY_MOUCHE_TAKEN, sink);
        if (st->rules.carry == CARRY_SUCCESSIVE && st->npending) {
            MoucheChips pending_total = 0;
            for (int i = 0; i < st->npending; i++)
                pending_total += st->pending[i];
            mouche_pay(st, MOUCHE_PARTY_PENDING, flush, pending_total, PAY_MOUCHE_TAKEN, sink);
        }
        int seat = st->dealer;
        for (int i = 1; i <= st->players; i++) {
            seat = next_seat(st, seat);
            if (seat != flush && mouche_is_in(st, seat))
                mouche_make_mouche(st, seat, sink);
        }
        mouche_finish_hand(st, sink);
    } else if (in_count == 1) {
        mouche_pay(st, MOUCHE_PARTY_POOL, last_in, st->pool, PAY_ALONE, sink);
        mouche_finish_hand(st, sink);
    } else {
        st->phase = PHASE_PLAY;
        int first = next_seat(st, st->dealer);
        while (!mouche_is_in(st, first))
            first = next_seat(st, first);
        st->to_move = (int8_t)first;
    }
}

void mouche_settle_all_folded(MoucheState *st, const MoucheSink *sink)
{
    /* The dealer never declared and did not fold: the Pamphile, turned or held, is theirs. */
    mouche_pay(st, MOUCHE_PARTY_POOL, st->dealer, st->pool, PAY_ALL_FOLDED, sink);
    if (!st->pamphile_settled && (st->turned == PAMPHILE_CARD || mouche_set_has(st->hand[st->dealer], PAMPHILE_CARD)))
        mouche_pay_pamphile(st, st->dealer, sink);
    st->pamphile_settled = true;
    mouche_finish_hand(st, sink);
}

void mouche_settle_tricks(MoucheState *st, const MoucheSink *sink)
{
    int seat = st->dealer;
    for (int i = 1; i <= st->players; i++) {
        seat = next_seat(st, seat);
        if (mouche_is_in(st, seat) && st->tricks_won[seat] == 0)
            mouche_make_mouche(st, seat, sink);
    }
    mouche_finish_hand(st, sink);
}
