/* Events told to the sink, and every payment between seats, the pool and the
 * pending mouches (RULES.md 4 to 9): one EV_PAY each. */
#include "mouche_internal.h"

void mouche_emit(const MoucheSink *sink, const MoucheEvent *ev)
{
    if (sink && sink->fn)
        sink->fn(sink->ctx, ev);
}

/* Keeps the pending row largest first; a full row folds the newcomer into its smallest entry. */
static void pending_insert(MoucheState *st, MoucheChips amount)
{
    if (st->npending == MOUCHE_PENDING_MAX) {
        st->pending[MOUCHE_PENDING_MAX - 1] += amount;
        amount = st->pending[MOUCHE_PENDING_MAX - 1];
        st->npending--;
    }
    int i = st->npending++;
    while (i > 0 && st->pending[i - 1] < amount) {
        st->pending[i] = st->pending[i - 1];
        i--;
    }
    st->pending[i] = amount;
}

/* Takes the amount out of a party. The pending row gives its first (largest)
 * mouche to the pool, or all of them to a flush. */
static void take_from(MoucheState *st, int party, MoucheChips amount, MouchePayReason reason)
{
    if (party >= 0)
        st->balances[party] -= amount;
    else if (party == MOUCHE_PARTY_POOL)
        st->pool -= amount;
    else if (reason == PAY_PENDING) {
        memmove(st->pending, st->pending + 1, sizeof st->pending[0] * (size_t)(st->npending - 1));
        st->npending--;
    } else {
        st->npending = 0;
    }
}

static void give_to(MoucheState *st, int party, MoucheChips amount)
{
    if (party >= 0)
        st->balances[party] += amount;
    else if (party == MOUCHE_PARTY_POOL)
        st->pool += amount;
    else
        pending_insert(st, amount);
}

/* Out of line: with no sink the payment itself needs no room for an event. */
__attribute__((noinline)) static void emit_pay(const MoucheState *st, int from, int to, MoucheChips amount,
                                               MouchePayReason reason, const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_PAY, from);
    ev.target = (int8_t)to;
    ev.amount = amount;
    ev.reason = (uint8_t)reason;
    ev.pool = st->pool;
    ev.npending = st->npending;
    memcpy(ev.pending, st->pending, sizeof ev.pending);
    mouche_emit(sink, &ev);
}

void mouche_pay(MoucheState *st, int from, int to, MoucheChips amount, MouchePayReason reason, const MoucheSink *sink)
{
    if (amount <= 0)
        return;
    take_from(st, from, amount, reason);
    give_to(st, to, amount);
    if (sink)
        emit_pay(st, from, to, amount, reason, sink);
}

void mouche_pay_pamphile(MoucheState *st, int holder, const MoucheSink *sink)
{
    /* The dealer pays first, then the others in turn (source 000, Pamphile 1). */
    int seat = st->dealer;
    for (int i = 0; i < st->players; i++, seat = next_seat(st, seat))
        if (seat != holder)
            mouche_pay(st, seat, holder, st->rules.pamphile_pay, PAY_PAMPHILE, sink);
    st->pamphile_settled = true;
}
