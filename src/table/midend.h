/* The midend: the queue of engine events (as the human's seat may see them),
 * the table as currently shown (which lags the engine while things move), and
 * the animation step that turns the head event into eased motion. One midend
 * serves every game: a game gives its steps (MidendSteps) and keeps the shown
 * parts of the table that are its own (the pool, the stakes...) beside the
 * shared Shown. Knows no rule and no SDL: it replays what the events say. */
#ifndef LAMOUCHE_MIDEND_H
#define LAMOUCHE_MIDEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mouche/cards.h"
#include "mouche/game.h"
#include "tokens.h"

enum {
    TABLE_SEATS_MAX = 7, /* the most players any game seats */
    SHOWN_HAND_MAX = 16, /* cards a shown hand holds at the most */
    FLIGHTS_MAX = 96,
    BUBBLE_MAX = 160,
    MIDEND_EVENT_MAX = 1024 /* bytes of one game event */
};

/* Where a card or token is: the places every table has, then each game's own. */
typedef enum {
    PL_NONE = 0,
    PL_HAND,
    PL_TRICK,
    PL_PILE,
    PL_CENTRE,
    PL_SEAT,
    PL_DRAW,
    PL_TOKENS,
    PL_BANK,
    PL_GAME /* a game numbers its own places from here */
} PlaceKind;

typedef struct {
    uint8_t kind; /* PlaceKind, or a game's own */
    int8_t seat;
    uint8_t index, count;
} Place;

typedef struct {
    bool is_token;
    uint8_t token; /* TokenKind */
    MoucheCard card; /* MOUCHE_NO_CARD: a back */
    bool face_from, face_to; /* face up at the start / at the end (a flip half way) */
    bool fade; /* fades out on arrival */
    Place from, to;
    float t0, t1; /* share of the step */
} Flight;

typedef struct {
    MoucheCard cards[SHOWN_HAND_MAX];
    int n;
    uint8_t said; /* the seat's declaration or bid (the game's code) */
    int tricks; /* tricks taken this deal */
    MoucheChips balance;
    Holdings hold;
    char bubble[BUBBLE_MAX];
    double bubble_until; /* ms; 0 none */
    MoucheCard drawn; /* the draw for the first dealer, shown until the deal */
    bool hide_all; /* the hand is in flight */
    uint64_t hide_mask; /* cards (by index) in flight */
    MoucheCardSet received; /* drawn in an exchange (the engine's event): marked until the seat's next move */
} ShownSeat;

/* What every game's table shows. */
typedef struct {
    int players, dealer, deal_no, deals_total;
    int trump; /* -1 none yet */
    MoucheCard turned;
    bool dealing; /* the deck sits at the dealer's place */
    ShownSeat seat[TABLE_SEATS_MAX];
    MoucheCard trick[TABLE_SEATS_MAX];
    int8_t trick_seat[TABLE_SEATS_MAX];
    int ntrick, tricks_done;
    /* the seat that takes the trick lying whole on the table, from the engine's trick event (it is
     * the step shown next); -1 while the trick is not complete, or gathered */
    int trick_taker;
    MoucheCard last_trick[TABLE_SEATS_MAX];
    int8_t last_seat[TABLE_SEATS_MAX];
    int nlast, last_winner;
    MoucheChips start_balances[TABLE_SEATS_MAX]; /* as the deal began (the summary's gains) */
    bool game_over;
} Shown;

typedef struct Midend Midend;

/* A trick's gathering: the whole trick is seen still for MIDEND_TRICK_SEEN_MS (at speed 1)
 * before its cards fly to the winner in MIDEND_TRICK_GATHER_MS. */
enum { MIDEND_TRICK_SEEN_MS = 900, MIDEND_TRICK_GATHER_MS = 600 };

/* A game's part of the midend. `vis` below is the game's own shown state. */
typedef struct {
    size_t event_size;
    /* The event as seat 0 may see it. */
    void (*redact)(const void *full, void *out);
    /* The step's length in ms at speed 1. */
    double (*duration)(const Midend *m, const void *ev);
    /* Starts a step: moves what leaves, adds the flights. */
    void (*begin)(Midend *m, const void *ev);
    /* Ends a step: what arrived is now on the table. */
    void (*end)(Midend *m, const void *ev);
    /* How long (ms at speed 1) the table stays as it is before the step begins, so that
     * what the last step finished is seen (a trick whole before it is gathered); may be NULL. */
    double (*still_before)(const Midend *m, const void *ev);
    /* The seat ev says takes the trick on the table (a trick's gathering), else -1: shown on the
     * trick while it lies still before the gathering. May be NULL. */
    int (*taker)(const void *ev);
    /* Payments: a party's tokens (NULL: counted, not stacked), where they are drawn
     * (`arriving`: as the destination; `fresh`: the source of new tokens), and
     * whether tokens vanish into a party. */
    Holdings *(*party_hold)(Midend *m, int party);
    Place (*party_place)(const Midend *m, int party, int kind, bool arriving, bool fresh);
    bool (*vanishes_into)(int party);
} MidendSteps;

/* Told when a step begins (sounds, bubbles) and when it has been shown to its end
 * (the step may set *hold to stop further steps this frame, to capture it). */
typedef struct {
    void (*begin)(void *ctx, Midend *m, const void *ev, double now);
    void (*done)(void *ctx, Midend *m, const void *ev, bool *hold);
    /* The table stands still before the step of ev (still_before); *hold keeps it so, even at
     * speed 0, until the next update (a coach mark read over it). May be NULL. */
    void (*still)(void *ctx, Midend *m, const void *ev, bool *hold);
    void *ctx;
} MidendListener;

struct Midend {
    const MidendSteps *steps;
    void *vis; /* the game's own shown state; not owned */
    Shown shown;
    unsigned char *items; /* the queue: event_size bytes each */
    size_t head, count, cap;
    bool active; /* a step is running (or waiting to begin) */
    bool waiting; /* the step has not begun: the table is shown still until t0 + dur */
    _Alignas(16) unsigned char cur[MIDEND_EVENT_MAX];
    double t0, dur; /* ms */
    double speed;
    Flight fl[FLIGHTS_MAX];
    int nfl;
    int pay_to; /* the party the current payment goes to */
    Holdings pay_to_after;
    MidendListener listen;
};

void midend_init(Midend *m, const MidendSteps *steps, void *vis, int players);
void midend_free(Midend *m);
/* Queues an event as seat 0 may see it. */
void midend_push(Midend *m, const void *full_event);
bool midend_idle(const Midend *m);
/* A step is shown and none is queued after it: when it ends, the midend is idle. */
bool midend_last_step(const Midend *m);
/* Advances time; returns true while something moves, and on the call in which the
 * last step ended (the shown table changed, so a frame must be drawn). */
bool midend_update(Midend *m, double now);
/* Finishes the current step at once. */
void midend_skip(Midend *m, double now);
/* Drops the current step and every queued one unshown: the shown table is set anew after it
 * (a move taken back before its steps were all shown). */
void midend_drop(Midend *m);
/* Steps queued and not yet begun. */
size_t midend_queued(const Midend *m);
/* Finishes every queued step at once. */
void midend_flush(Midend *m, double now);
/* Progress of the current step, 0..1. */
float midend_progress(const Midend *m, double now);
/* The current step's event, or NULL. */
const void *midend_current(const Midend *m);
/* When the table shown still before a step ends (ms), or 0 if it is not so waiting. */
double midend_still_until(const Midend *m);
/* The milliseconds the next bubble expires at, or 0. */
double midend_next_bubble_expiry(const Midend *m, double now);
/* Shifts every running clock (step, bubbles) by ms: the table stood still. */
void midend_shift_clock(Midend *m, double ms);
void midend_set_bubble(Midend *m, int seat, const char *text, double now, double ms);
/* Visible bubbles at `now`. */
int midend_bubbles_shown(const Midend *m, double now);

/* For the games' steps. */
Place midend_place(int kind, int seat, int index, int count);
Flight *midend_add_flight(Midend *m);
void midend_card_flight(Midend *m, MoucheCard c, Place from, Place to, bool face_from, bool face_to, float t0,
                        float t1);
/* Flights of the tokens of a payment; the destination's tokens change at the end (midend_pay_end). */
void midend_pay_flights(Midend *m, int from, int to, MoucheChips amount);
void midend_pay_end(Midend *m);
/* Shown hands: where a new card goes (seat 0 sorted, others at the end), insert, remove,
 * the index of a card (itself if shown, else the last hidden one). */
int shown_insert_index(const ShownSeat *vs, int seat, MoucheCard c);
void shown_insert(ShownSeat *vs, int at, MoucheCard c);
void shown_remove(ShownSeat *vs, int at);
int shown_find(const ShownSeat *vs, MoucheCard c);
/* A card dealt to a seat, hidden until it lands; returns its index. */
int shown_deal(ShownSeat *vs, int seat, MoucheCard c);
/* Seat 0's hand from a set of cards, sorted; other seats hold n backs. */
void shown_set_hand(ShownSeat *vs, int seat, MoucheCardSet hand, int n);
/* The common parts of a new deal / of a view (resume). */
void shown_reset_seat(ShownSeat *vs);
/* The seat's place in the standings: 1 and the number of seats holding more (equal holdings share
 * a place, as the statistics count a tie for the most as a game won). */
int shown_rank(const Shown *v, int seat);
/* The trick in play and the last one, from a view's plays. */
void shown_sync_tricks(Shown *v, const MoucheCard *play_card, const int8_t *play_seat, int nplays, int per_trick,
                       int tricks_done, const int8_t *trick_winner);
/* The draw for the first dealer: each seat's card flies from the middle; then it lies there. */
void shown_draw_begin(Midend *m, const MoucheCard *cards, int n);
void shown_draw_end(Shown *v, const MoucheCard *cards, int n, int dealer);
/* The step that moves a trick to its winner's pile, and its end. */
void shown_trick_begin(Midend *m, int winner);
void shown_trick_end(Shown *v, int winner);
/* The game's end: the final balances. */
void shown_game_end(Shown *v, const MoucheChips *balances);
/* A played card leaves its hand / reaches the trick. */
void shown_play_begin(Midend *m, int seat, MoucheCard c);
void shown_play_end(Shown *v, int seat, MoucheCard c);
/* A seat's balance as the engine states it; its tokens in the one mix of that balance
 * (tokens_canonical), as a resumed game shows them (a seat in debt holds none). */
void shown_settle(ShownSeat *q, MoucheChips balance);

#endif
