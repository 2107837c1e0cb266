/* La Mouche's engine internals shared by its modules; not part of the public API. */
#ifndef MOUCHE_MOUCHE_INTERNAL_H
#define MOUCHE_MOUCHE_INTERNAL_H

#include <string.h>

#include "../common/common.h"
#include "mouche/game.h"
#include "mouche/rng.h"

/* ---- trick.c: the card-play rules of RULES.md 7 and 9 ---- */
#define PAMPHILE_CARD ((MoucheCard)(SUIT_CLUBS * MOUCHE_RANKS + RANK_JACK))

/* The Pamphile is a trump above the king, whenever the variant is on and trump is named. */
static inline bool rules_is_pamphile(const MoucheRules *r, int trump, MoucheCard c)
{
    return c == PAMPHILE_CARD && r->pamphile && trump >= 0;
}
/* The suit a card counts as in play. */
static inline int rules_effective_suit(const MoucheRules *r, int trump, MoucheCard c)
{
    return rules_is_pamphile(r, trump, c) ? trump : mouche_card_suit(c);
}
/* Power within its effective suit: rank, the Pamphile above the king. */
static inline int rules_power(const MoucheRules *r, int trump, MoucheCard c)
{
    return rules_is_pamphile(r, trump, c) ? MOUCHE_RANKS : mouche_card_rank(c);
}
/* Whether `challenger` beats `best`: same suit and higher, or a trump on a plain card. */
static inline bool rules_beats(const MoucheRules *r, int trump, MoucheCard challenger, MoucheCard best)
{
    const int cs = rules_effective_suit(r, trump, challenger), bs = rules_effective_suit(r, trump, best);
    if (cs == bs)
        return rules_power(r, trump, challenger) > rules_power(r, trump, best);
    return cs == trump;
}
static inline int trick_effective_suit(const MoucheState *st, MoucheCard c)
{
    return rules_effective_suit(&st->rules, st->trump, c);
}
static inline bool trick_beats(const MoucheState *st, MoucheCard challenger, MoucheCard best)
{
    return rules_beats(&st->rules, st->trump, challenger, best);
}
/* Cards played so far in the trick in progress. */
static inline int trick_cards_in_progress(const MoucheState *st)
{
    return st->nplays - st->tricks_done * st->players_in;
}
/* a if `yes`, else b, by masks: no branch for a predictor to miss on random cards */
static inline MoucheCardSet set_pick(bool yes, MoucheCardSet a, MoucheCardSet b)
{
    return b ^ ((a ^ b) & ((MoucheCardSet)0 - (MoucheCardSet)yes));
}
/* Why `card` may not be played now (REFUSE_NONE if it may). */
MoucheRefusal mouche_trick_check_play(const MoucheState *st, MoucheCard card);
/* The cards of the player to move that may be played, from the trick's masks
 * (the same as mouche_playable_cards; the property test compares them).
 * Inline, without a branch: every card played is checked with it. */
static inline MoucheCardSet trick_playable(const MoucheState *st)
{
    const MoucheCardSet hand = st->hand[st->to_move];
    const MoucheCardSet follow = hand & st->follow_mask, head = hand & st->head_mask, over = hand & st->void_mask;
    const MoucheCardSet follow_or_head = head ? head : follow, void_play = over ? over : hand;
    return follow ? follow_or_head : void_play; /* selects, not branches (-O2 makes them cmov) */
}
/* Sets follow_mask, head_mask and void_mask for the trick in progress (all 0
 * when a trick is to be led or outside trick play). */
void mouche_trick_update_masks(MoucheState *st);

/* ---- chips.c: events and payments ---- */
void mouche_emit(const MoucheSink *sink, const MoucheEvent *ev);
void mouche_pay(MoucheState *st, int from, int to, MoucheChips amount, MouchePayReason reason, const MoucheSink *sink);
/* Every other seat pays the Pamphile's holder (or the dealer who turned it). */
void mouche_pay_pamphile(MoucheState *st, int holder, const MoucheSink *sink);

/* ---- settle.c: the end of declarations and of a hand ---- */
/* A seat that took no trick (or lost to a flush) makes the mouche. */
void mouche_make_mouche(MoucheState *st, int seat, const MoucheSink *sink);
/* Declarations are over: flush, lone player or trick play. */
void mouche_settle_declarations(MoucheState *st, const MoucheSink *sink);
/* Everyone before the dealer folded: the dealer takes the pool. */
void mouche_settle_all_folded(MoucheState *st, const MoucheSink *sink);
/* The fifth trick is taken: mouches made, hand over. */
void mouche_settle_tricks(MoucheState *st, const MoucheSink *sink);
/* The hand is over: the Pamphile if unpaid, the events, and game over if it was the last. */
void mouche_finish_hand(MoucheState *st, const MoucheSink *sink);

/* The stake of the next hand: what the pool carries, the next ante, and
 * (carry=successive) the largest pending mouche, which enters then. */
static inline MoucheChips next_stake(const MoucheRules *r, MoucheChips pool, const MoucheChips *pending, int npending)
{
    return pool + r->ante + (r->carry == CARRY_SUCCESSIVE && npending ? pending[0] : 0);
}

/* ---- deal.c ---- */
void mouche_deal_first_dealer(MoucheState *st, const MoucheSink *sink);
void mouche_deal_hand(MoucheState *st, const MoucheSink *sink);

/* The seat to the right; no division, it runs for every card played. */
static inline int next_seat(const MoucheState *st, int seat) { return seat + 1 < st->players ? seat + 1 : 0; }
static inline bool pamphile_active(const MoucheState *st)
{
    return st->rules.pamphile && st->turned != mouche_card(SUIT_CLUBS, RANK_JACK);
}
static inline MoucheEvent event_of(MoucheEventType type, int seat)
{
    MoucheEvent ev;
    MOUCHE_EVENT_BEGIN(ev, type, seat);
    return ev;
}

#endif
