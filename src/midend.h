/* The midend: the queue of engine events (redacted for the human's seat), the
 * table as currently shown (which lags the engine while things move), and the
 * animation step that turns the head event into eased motion. Knows no rule:
 * it only replays what the events say. */
#ifndef LAMOUCHE_MIDEND_H
#define LAMOUCHE_MIDEND_H

#include <stdbool.h>
#include <stdint.h>

#include "layout.h"
#include "mouche/game.h"
#include "mouche/view.h"
#include "tokens.h"

typedef enum {
    PL_NONE = 0, PL_STOCK, PL_TURNED, PL_HAND, PL_TRICK, PL_DISCARDS, PL_PILE, PL_CENTRE,
    PL_TOKENS, PL_POOL, PL_BANK, PL_SEAT, PL_DRAW,
    /* La Bête's table (midend_bete.c) */
    PL_B_TALON, PL_B_TURNED, PL_B_VOID, PL_B_STAKES, PL_B_KING, PL_B_RESERVE, PL_B_PLAQUES, PL_B_BETE
} PlaceKind;

typedef struct {
    uint8_t kind;       /* PlaceKind */
    int8_t seat;
    uint8_t index, count;
} Place;

typedef struct {
    bool is_token;
    uint8_t token;      /* TokenKind */
    MoucheCard card;    /* MOUCHE_NO_CARD: a back */
    uint8_t back;       /* CardBack */
    bool face_from, face_to; /* face up at the start / at the end (a flip half way) */
    bool fade;          /* fades out on arrival */
    Place from, to;
    float t0, t1;       /* share of the step */
} Flight;

enum { FLIGHTS_MAX = 96, BUBBLE_MAX = 160 };

typedef struct {
    MoucheCard cards[MOUCHE_DECK_MAX];
    int n;
    uint8_t decl;               /* MoucheDeclaration */
    int exchanged;
    int tricks;                 /* tricks taken this hand */
    MoucheChips balance;
    Holdings hold;
    char bubble[BUBBLE_MAX];
    double bubble_until;        /* ms; 0 none */
    MoucheCard drawn;           /* the first-dealer draw, shown until the deal */
    bool shown;                 /* showed the flush face up */
    bool hide_all;              /* the hand is in flight */
    uint64_t hide_mask;         /* cards (by index) in flight */
} VisSeat;

typedef struct {
    int players, dealer, hand_no, hands_total;
    int trump;
    MoucheCard turned;
    int stock, discards;
    MoucheChips pool, stake;
    Holdings pool_hold;
    MoucheChips pending[MOUCHE_PENDING_MAX];
    int npending;
    VisSeat seat[MOUCHE_MAX_PLAYERS];
    MoucheCard trick[MOUCHE_MAX_PLAYERS];
    int8_t trick_seat[MOUCHE_MAX_PLAYERS];
    int ntrick, tricks_done;
    MoucheCard last_trick[MOUCHE_MAX_PLAYERS];
    int8_t last_seat[MOUCHE_MAX_PLAYERS];
    int nlast, last_winner;
    MoucheCard flush[MOUCHE_HAND_SIZE];
    int flush_seat;             /* -1 none */
    bool dealing;               /* the deck sits at the dealer's place */
    /* The last hand's result, from EV_HAND_END */
    bool hand_over;
    int32_t res_tricks[MOUCHE_MAX_PLAYERS];
    MoucheChips res_balances[MOUCHE_MAX_PLAYERS];
    MoucheChips start_balances[MOUCHE_MAX_PLAYERS];
    MoucheChips res_pool;
    MoucheChips res_next_stake;   /* the stake of the next hand, from the engine */
    MoucheChips res_pending[MOUCHE_PENDING_MAX];
    int res_npending;
    int res_flush_seat;
    bool res_all_folded;
    bool game_over;
} Vis;

typedef struct {
    MoucheEvent *items;
    size_t head, count, cap;
} EventQueue;

/* Called when an event has been shown to its end; may set *hold to stop
 * further steps this frame (so the frame can be captured). */
typedef void (*MidendNotify)(void *ctx, const MoucheEvent *ev, const Vis *vis, bool *hold);
struct Midend;
/* Called when a step begins (sounds, bubbles' text). */
typedef void (*MidendBegin)(void *ctx, struct Midend *m, const MoucheEvent *ev, double now);

typedef struct Midend {
    EventQueue q;
    Vis vis;
    bool active;                /* a step is running */
    MoucheEvent cur;
    double t0, dur;             /* ms */
    Flight fl[FLIGHTS_MAX];
    int nfl;
    /* pending token arrivals of the current step */
    int pay_to;                 /* party */
    Holdings pay_to_after;
    double speed;
    MidendNotify notify;
    MidendBegin begin;
    void *ctx;
} Midend;

void midend_init(Midend *m, int players);
void midend_free(Midend *m);
/* Queues an event as seat 0 may see it. */
void midend_push(Midend *m, const MoucheEvent *full);
bool midend_idle(const Midend *m);
/* Advances time; returns true while something moves, and on the call in which the
 * last step ended (the shown table changed, so a frame must be drawn). */
bool midend_update(Midend *m, double now);
/* Finishes the current step at once. */
void midend_skip(Midend *m, double now);
/* Finishes every queued step at once. */
void midend_flush(Midend *m, double now);
/* Progress of the current step, 0..1. */
float midend_progress(const Midend *m, double now);
/* Rebuilds the shown table from a view (resume). */
void midend_sync(Midend *m, const MoucheView *v);
/* After midend_sync, what no view holds, found by replaying the record (resume):
 * the balances the hand began with (the summary's gains) and, for a settled
 * hand, the flush that took the pool and the hand's end as seat 0 saw them.
 * Any of them may be NULL. */
void midend_restore(Midend *m, const MoucheChips *start_balances, const MoucheEvent *flush, const MoucheEvent *hand_end);
/* Where a place is on screen now. */
SDL_FRect midend_place_rect(const Layout *l, Place p, bool is_token, uint8_t token);
/* The milliseconds the next bubble expires at, or 0. */
double midend_next_bubble_expiry(const Midend *m, double now);

#endif
