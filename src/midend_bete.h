/* La Bête's midend: the queue of engine events (redacted for the human's
 * seat), the table as currently shown, and the animation step that turns the
 * head event into motion. Like midend.c, it knows no rule: it replays what
 * the events say (who bid, what was paid to whom, which card went where). */
#ifndef LAMOUCHE_MIDEND_BETE_H
#define LAMOUCHE_MIDEND_BETE_H

#include <stdbool.h>
#include <stdint.h>

#include "bete_layout.h"
#include "midend.h"
#include "mouche/bete.h"
#include "tokens.h"

enum { BETE_PAYS_MAX = 64 };

typedef struct {
    MoucheCard cards[BETE_HAND_SIZE + 1];
    int n;
    uint8_t bid;                /* BeteBid said in this round of bidding */
    int8_t curieuse;            /* -1 not asked yet, 0 declined, 1 asked */
    int tricks;
    MoucheChips balance;
    Holdings hold;
    char bubble[BUBBLE_MAX];
    double bubble_until;        /* ms; 0 none */
    MoucheCard drawn;           /* the draw for the first dealer */
    uint64_t hide_mask;         /* cards (by index) in flight */
} BVisSeat;

typedef struct {
    int8_t from, to;            /* parties: a seat or a BETE_PARTY_* */
    uint8_t reason;             /* BetePayReason */
    MoucheChips amount;
} BPay;

typedef struct {
    int players, dealer, deal_no, deals_total;
    int plaque;                 /* chips a plaque is worth (the rules) */
    int trump;
    MoucheCard turned, voided;
    int talon;                  /* cards left under the upcard (the deck while dealing) */
    bool dealing;
    MoucheChips stakes, king;
    int plaques_reserve, plaques_at_stake;
    Holdings stakes_hold, king_hold, reserve_hold, plaques_hold;
    MoucheChips betes[BETE_BETES_MAX];
    int nbetes;
    int declarer, contrer;
    BVisSeat seat[BETE_MAX_PLAYERS];
    MoucheCard trick[BETE_MAX_PLAYERS];
    int8_t trick_seat[BETE_MAX_PLAYERS];
    int ntrick, tricks_done;
    MoucheCard last_trick[BETE_MAX_PLAYERS];
    int8_t last_seat[BETE_MAX_PLAYERS];
    int nlast, last_winner;
    /* the deal's result: BETE_EV_RESULT, the payments, BETE_EV_DEAL_END */
    bool settled, deal_over;
    int outcome, res_declarer, res_contrer, res_winner;
    MoucheChips res_value;
    int32_t res_tricks[BETE_MAX_PLAYERS];
    MoucheChips start_balances[BETE_MAX_PLAYERS];
    BPay pays[BETE_PAYS_MAX];   /* what moved once the deal was settled (win, bête, King ...) */
    int npays;
    bool game_over;
} BeteVis;

typedef struct BeteMidend BeteMidend;
typedef void (*BeteMidendNotify)(void *ctx, const BeteEvent *ev, const BeteVis *vis, bool *hold);
typedef void (*BeteMidendBegin)(void *ctx, BeteMidend *m, const BeteEvent *ev, double now);

struct BeteMidend {
    BeteEvent *items;
    size_t head, count, cap;
    BeteVis vis;
    bool active;
    BeteEvent cur;
    double t0, dur;
    Flight fl[FLIGHTS_MAX];
    int nfl;
    int pay_to;
    Holdings pay_to_after;
    int packet;                 /* the packet being dealt: a pause when the next one begins */
    double speed;
    BeteMidendNotify notify;
    BeteMidendBegin begin;
    void *ctx;
};

void bete_midend_init(BeteMidend *m, int players, int plaque);
void bete_midend_free(BeteMidend *m);
/* Queues an event as seat 0 may see it. */
void bete_midend_push(BeteMidend *m, const BeteEvent *full);
bool bete_midend_idle(const BeteMidend *m);
/* As midend_update: true while something moves or when a step has just ended. */
bool bete_midend_update(BeteMidend *m, double now);
void bete_midend_skip(BeteMidend *m, double now);
float bete_midend_progress(const BeteMidend *m, double now);
/* Rebuilds the shown table from the human's view (resume). */
void bete_midend_sync(BeteMidend *m, const BeteView *v);
/* Keeps the settlement of the deal (its result and what was paid after it)
 * for the summary; live events and a resumed game's replay both feed it. */
void bete_vis_note_settlement(BeteVis *v, const BeteEvent *e);
SDL_FRect bete_midend_place_rect(const BeteMidend *m, const BeteLayout *l, Place p, bool is_token, uint8_t token);
double bete_midend_next_bubble_expiry(const BeteMidend *m, double now);
/* The canonical tokens of an amount held by a party of the table. */
void bete_party_canonical(int party, MoucheChips amount, Holdings *h);

#endif
