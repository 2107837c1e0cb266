/* La Bête's part of the shown table (the talon and upcards, the dish of stakes
 * and the King, the plaques, the bêtes, the settlement) and its animation steps. */
#ifndef LAMOUCHE_BETE_SHOWN_H
#define LAMOUCHE_BETE_SHOWN_H

#include "midend.h"
#include "mouche/bete.h"

/* La Bête's own places. */
enum { PL_TALON = PL_GAME, PL_UPCARD, PL_VOID, PL_STAKES, PL_KING, PL_RESERVE, PL_PLAQUES, PL_BETE };

enum { BETE_PAYS_MAX = 64 };
enum { BETE_QUEUE_SHOWN = 4 }; /* bêtes drawn in the queue; more are counted */

typedef struct {
    int8_t from, to; /* parties: a seat or a BETE_PARTY_* */
    uint8_t reason; /* BetePayReason */
    MoucheChips amount;
} BPay;

typedef struct {
    int plaque; /* chips a plaque is worth (the rules) */
    MoucheCard voided;
    int talon; /* cards left under the upcard (the deck while dealing) */
    int packet; /* the packet being dealt: a pause when the next one begins */
    MoucheChips stakes, king;
    int plaques_reserve, plaques_at_stake;
    Holdings stakes_hold, king_hold, reserve_hold, plaques_hold;
    MoucheChips betes[BETE_BETES_MAX];
    int nbetes;
    int declarer, contrer;
    int8_t curieuse[BETE_MAX_PLAYERS]; /* -1 not asked yet, 0 declined, 1 asked */
    /* the deal's result: BETE_EV_RESULT, the payments, BETE_EV_DEAL_END */
    bool settled, deal_over;
    int outcome, res_declarer, res_contrer, res_winner;
    MoucheChips res_value;
    int32_t res_tricks[BETE_MAX_PLAYERS];
    BPay pays[BETE_PAYS_MAX]; /* what moved once the deal was settled (win, bête, King ...) */
    int npays;
    bool king_renewed; /* the King stake was taken and every player staked it again */
    MoucheChips parts[BETE_MAX_PLAYERS][BETE_PAY_REASON_COUNT]; /* each seat's payments this deal, by reason */
} BeteShown;

extern const MidendSteps bete_steps;

void bete_midend_init(Midend *m, BeteShown *x, int players, int plaque);
/* A payment to or from a seat, in its parts of the deal's gain. */
void bete_shown_note_part(MoucheChips parts[][BETE_PAY_REASON_COUNT], const BeteEvent *e);
/* Rebuilds the shown table from the human's view (resume). */
void bete_shown_sync(Midend *m, const BeteView *v);
/* Rebuilds the shown table of a game being resumed: from the human's view, and what no
 * view holds from a replay of the record (all of it public): the balances the deal began
 * with, its Curieuse marks, and for a settled deal its result and payments. True when the
 * deal shown is settled (its summary is up). */
bool bete_shown_resume(Midend *m, const BeteGame *game);
/* Keeps the settlement of the deal (its result and what was paid after it) for the
 * summary; live events and a resumed game's replay both feed it. */
void bete_shown_note_settlement(BeteShown *x, const BeteEvent *e);
/* The canonical tokens of an amount held by a party of the table. */
void bete_party_canonical(int party, MoucheChips amount, Holdings *h);

#endif
