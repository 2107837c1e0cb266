/* La Mouche's part of the shown table (the stock, the pool and the pending
 * mouches, the flush...) and its animation steps for the midend. */
#ifndef LAMOUCHE_MOUCHE_SHOWN_H
#define LAMOUCHE_MOUCHE_SHOWN_H

#include "midend.h"
#include "mouche/game.h"
#include "mouche/save.h"
#include "mouche/view.h"

/* La Mouche's own places. */
enum { PL_STOCK = PL_GAME, PL_TURNED, PL_DISCARDS, PL_POOL };

typedef struct {
    int stock, discards;
    MoucheChips pool, stake;
    Holdings pool_hold;
    MoucheChips pending[MOUCHE_PENDING_MAX];
    int npending;
    int exchanged[MOUCHE_MAX_PLAYERS];
    bool showed[MOUCHE_MAX_PLAYERS]; /* showed the flush face up */
    /* the answers each seat gave this hand, bit (1 << MoucheAnswer), kept on show until the play starts */
    uint8_t answers[MOUCHE_MAX_PLAYERS];
    MoucheCard flush[MOUCHE_HAND_SIZE];
    int flush_seat; /* -1 none */
    /* The last hand's result, from EV_HAND_END */
    bool hand_over;
    int32_t res_tricks[MOUCHE_MAX_PLAYERS];
    MoucheChips res_balances[MOUCHE_MAX_PLAYERS];
    MoucheChips res_pool;
    MoucheChips res_next_stake; /* the stake of the next hand, from the engine */
    MoucheChips res_pending[MOUCHE_PENDING_MAX];
    int res_npending;
    int res_flush_seat;
    bool res_all_folded;
    /* Every chip this hand explained: each seat's payments by reason (PAY_ANTE,
     * PAY_TRICK…), paid in minus paid out, from the EV_PAY events (also on resume). */
    MoucheChips parts[MOUCHE_MAX_PLAYERS][PAY_REASON_COUNT];
} MoucheShown;

extern const MidendSteps mouche_steps;

/* Sets up a midend for La Mouche, showing into *x. */
void mouche_midend_init(Midend *m, MoucheShown *x, int players);
/* Rebuilds the shown table from a view (resume). */
void mouche_shown_sync(Midend *m, const MoucheView *v);
/* Rebuilds the shown table of a game being resumed: from the human's view, and what
 * no view holds from a replay of the record (all of it public): the balances the hand
 * began with and, for a settled hand, the flush that took the pool and the hand's end.
 * True when the hand shown is settled (its summary is up). */
bool mouche_shown_resume(Midend *m, const MoucheGame *game);

#endif
