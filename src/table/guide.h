/* The guided first hand: one hand of a game on a deal the game chose, whose computer
 * players make the moves it scripts (the AI decides the rest), with coach marks that
 * point at a part of the table and say what happens there, as it happens. The table
 * stands still while a mark is up; the player reads it and goes on (Enter), or ends
 * the guide (Esc), and the hand plays on as any other. Nothing of it is saved or
 * counted. Each game gives its GuideScript (GameBackend.guide); this module is the
 * same for every game. */
#ifndef LAMOUCHE_GUIDE_H
#define LAMOUCHE_GUIDE_H

#include <stdbool.h>
#include <stdint.h>

#include "i18n.h"
#include "midend.h"
#include "ui.h"

struct App;
struct Table;

/* When a mark comes up. */
typedef enum {
    GUIDE_AFTER_EVENT, /* once the step of a game's event (of `event`, by `seat` or any: -1) is shown */
    GUIDE_BEFORE_EVENT, /* while the table stands still before that step (a trick seen whole) */
    GUIDE_AT_DECISION, /* when the human is asked to decide (`decision`: the backend's decision_name) */
    GUIDE_AT_DEAL_OVER, /* when the hand's summary shows */
    GUIDE_NEXT /* as soon as the mark before it is put away */
} GuideWhen;

/* What a mark points at. */
typedef enum {
    AIM_NONE = 0, /* nothing: the mark stands in the middle */
    AIM_PLACE, /* a place of the table (`place`, GameDrawing.place_rect) */
    AIM_HAND, /* the human's hand */
    AIM_BUTTONS, /* the human's decision's buttons */
    AIM_TRICK, /* the trick in the middle */
    AIM_SEAT, /* a seat's plate (`place.seat`) */
    AIM_HEADER, /* the hand's number and the trump, top right */
    AIM_STOCK, /* the turned card, the stock and the discards, with their labels */
    AIM_PANEL /* the summary's panel */
} GuideAim;

typedef struct {
    GuideWhen when;
    int event, seat; /* GUIDE_AFTER_EVENT, GUIDE_BEFORE_EVENT */
    const char *decision; /* GUIDE_AT_DECISION */
    GuideAim aim;
    Place place;
    StrId text;
} GuideMark;

/* A move a computer player makes in the guided hand (as a save writes it), when it is its turn
 * and the move is legal; the seat's AI decides otherwise. In order. */
typedef struct {
    int seat;
    const char *move;
} GuideMove;

typedef struct {
    uint64_t seed;
    int players;
    int deals; /* the guided deal, then those the player plays alone (the first shows the summary) */
    int ai_level; /* the computer players' level */
    const GuideMove *moves;
    int nmoves;
    const GuideMark *marks;
    int nmarks;
} GuideScript;

typedef struct {
    const GuideScript *script; /* NULL: not a guided hand */
    int next_mark; /* the first mark not shown yet */
    int next_move;
    int showing; /* the mark up now, -1 none */
    bool ended; /* the player ended the guide: no more marks */
    double since; /* ms: when the mark came up (the table stands still since) */
    /* laid out when the mark comes up or the window changes (guide_layout) */
    SDL_Rect panel, aim; /* the mark's paper; what it points at (w 0: nothing) */
    int text_px;
    ButtonRow row; /* the mark's buttons */
} Guide;

enum { GUIDE_BTN_NEXT = 1, GUIDE_BTN_END };

void guide_begin(Guide *g, const GuideScript *script);
/* A mark is up: the table stands still. */
bool guide_showing(const Guide *g);
/* The game's event (type, seat) has been shown; true if a mark came up. */
bool guide_after_event(Guide *g, int event, int seat, double now);
/* The same for the still moment before an event's step (GUIDE_BEFORE_EVENT). */
bool guide_before_event(Guide *g, int event, int seat, double now);
/* The human is asked the decision `name`, or the hand is over (name NULL); true if a mark came up. */
bool guide_at_turn(Guide *g, const char *decision, bool deal_over, double now);
/* The move scripted for `seat` now, or NULL; guide_move_done once it is made (or refused). */
const char *guide_move(const Guide *g, int seat);
void guide_move_done(Guide *g);
/* The mark put away (the next one comes up at once if it is GUIDE_NEXT): how long (ms) the
 * table stood still, 0 while a mark is still up. */
double guide_dismiss(Guide *g, double now);
/* No more marks (the player ended the guide); how long the table stood still. */
double guide_end(Guide *g, double now);

/* Lays the mark up now out over the table: beside what it points at, its buttons at its foot. */
void guide_layout(struct App *app, struct Table *t);
void guide_draw(struct App *app, const struct Table *t);
/* A click or key on the mark: GUIDE_BTN_NEXT, GUIDE_BTN_END, or 0 (not the mark's). */
int guide_click(const Guide *g, int x, int y);
int guide_key(const Guide *g, int key);
/* Where a script finds the mark's buttons. */
bool guide_target(const Guide *g, const char *name, int *x, int *y);

#endif
