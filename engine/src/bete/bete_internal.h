/* La Bête's engine internals shared by its modules; not public API. */
#ifndef MOUCHE_BETE_INTERNAL_H
#define MOUCHE_BETE_INTERNAL_H

#include <string.h>

#include "../common/common.h"
#include "mouche/bete.h"

static inline int bete_next_seat(const BeteState *st, int seat) { return (seat + 1) % st->players; }
static inline int bete_eldest(const BeteState *st) { return bete_next_seat(st, st->dealer); }
/* Index of the first card of the trick in progress. */
static inline int bete_trick_start(const BeteState *st) { return st->tricks_done * st->players; }

static inline BeteEvent bete_event_of(BeteEventType type, int seat)
{
    BeteEvent ev;
    MOUCHE_EVENT_BEGIN(ev, type, seat);
    ev.winner = -1;
    return ev;
}

static inline void bete_emit(const BeteSink *sink, const BeteEvent *ev)
{
    if (sink && sink->fn)
        sink->fn(sink->ctx, ev);
}

/* bete_settle.c */
void bete_pay(BeteState *st, int from, int to, MoucheChips amount, BetePayReason reason, const BeteSink *sink);
/* The stakes of a new deal (docs/rules-bete.md 2). */
void bete_stake_deal(BeteState *st, const BeteSink *sink);
/* Settles the deal (after the fifth trick, or passed) and ends it. */
void bete_settle(BeteState *st, const BeteSink *sink);

#endif
