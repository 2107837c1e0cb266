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
#include "layout.h"
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
    bool hand_in_view; /* said while the human weighs their cards for a choice of the deal (besides a decision's
                        * own marks): the paper never covers the hand (guide_mark_keeps_hand) */
} GuideMark;

/* Whether the mark's paper must leave the human's hand in view: the human is to decide with it
 * (asked now, or the note speaks of the round they are about to decide in). Elsewhere the paper may
 * lie over the hand, as over the computer seats' card backs. */
bool guide_mark_keeps_hand(const GuideMark *m);

/* A move a computer player makes in the guided hand (as a save writes it), when it is its turn
 * and the move is legal; the seat's AI decides otherwise. In order. */
typedef struct {
    int seat;
    const char *move;
    int deal; /* made in this deal only (1-based), the AI deciding before it; 0: in whichever deal it comes */
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
    SDL_Point pointer[3]; /* the gold line from the paper to what it points at, round the table's words */
    int npointer; /* its points: 0 (no line), 2 or 3 */
    int text_px;
    ButtonRow row; /* the mark's buttons */
    bool hidden; /* still up, but under what the player opened over the table (the rules card, the last
                  * trick; beside the log, the table is laid out left of it): not drawn, its buttons and keys
                  * not there, back as it was when that closes */
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
/* The move scripted for `seat` now, in the deal `deal` (1-based), or NULL; guide_move_done once
 * it is made (or refused). */
const char *guide_move(const Guide *g, int deal, int seat);
void guide_move_done(Guide *g);
/* The count a mark shows ("3 / 12"): the guided deal's marks are counted to its last, which shows n / n
 * (play-test s59 #11: the notes ended at 11/12, the later deals' notes counted in); a mark of a later deal
 * (the deals the player plays alone, a note where something new comes) stands alone: *of 0, no count. */
void guide_mark_count(const GuideScript *s, int mark, int *num, int *of);
/* The deal `deal` (1-based) is the guided one, the guide still on: the header names the lesson
 * ("Learn to play"), not "Hand 1 of 2" (the guide is one hand; the deals after it are the player's). */
bool guide_names_deal(const Guide *g, int deal);
/* The mark put away (the next one comes up at once if it is GUIDE_NEXT): how long (ms) the
 * table stood still, 0 while a mark is still up. */
double guide_dismiss(Guide *g, double now);
/* No more marks (the player ended the guide); how long the table stood still. */
double guide_end(Guide *g, double now);

enum {
    GUIDE_KEEP_MAX = 64,
    GUIDE_SOFT_MAX = 24,
    GUIDE_WIDTHS = 23, /* guide.c's note_shapes */
    GUIDE_SHAPES = 2 * GUIDE_WIDTHS /* each with its buttons side by side, then one above the other */
};

/* Where a mark's paper may go, without a window (guide_layout fills it from the table as laid
 * out now; tests/app/test_layout.c from the layouts alone). */
typedef struct {
    SDL_Rect bounds; /* the paper stays inside */
    SDL_Rect aim; /* what it points at (w 0: nothing): never covered */
    SDL_Rect keep[GUIDE_KEEP_MAX]; /* the table's words: never covered where the table leaves room */
    SDL_Rect hand; /* the hand the human decides with (w 0: none): covered only where every place covers words */
    long keep_weight[GUIDE_KEEP_MAX]; /* the seats', the prompt's, the buttons' weigh more than the middle's labels */
    int nkeep;
    SDL_Rect soft[GUIDE_SOFT_MAX]; /* what is better left in view (the hand, the trick): covered as little as may be */
    long weight[GUIDE_SOFT_MAX]; /* per pixel covered */
    int nsoft;
    /* the paper as columns and bands in the words' full size, then in smaller words (where the table
     * leaves no room for it) as columns and bands (guide_note_widths) */
    int w[GUIDE_SHAPES], h[GUIDE_SHAPES];
    SDL_Point middle; /* the middle of the free table: where a mark that points at nothing stands */
    int near; /* > 0: the paper within this many pixels of what it points at, before it covers as little as may
               * be of what is better left in view (guide_room_near); 0: anywhere */
} GuideRoom;

/* Whether the mark's paper goes as near what it points at as the words, the hand and its full-size words
 * allow, before it keeps clear of the felt's things (the middle's cards and baskets, the seats' card backs):
 * the notes at the human's own decision, beside the buttons they explain (play-test s59 #5: kept off the
 * middle, they went to the top right corner, far from them). */
bool guide_mark_near(const GuideMark *m);
/* The room of such a mark: its paper within 10 units of what it points at where the words, the hand and its
 * full-size words allow, over as little as may be of the felt's things there. */
void guide_room_near(GuideRoom *room, const Layout *l);

/* The room of a mark pointing at `aim` on the table laid out as l: clear of the table's words
 * (`texts`: the game's GameDrawing.texts, whose last `nlesser` are the lesser words: where no
 * place clears every word, those are covered first), clear of the human's hand when `keep_hand` (the
 * human decides with it), else over as little as may be of it, and of the trick (read card by card
 * while in play). Add the buttons on screen with guide_room_keep, and the bubbles of the seats speaking
 * (layout_bubble_box: beside their panels, gone in a few seconds) with guide_room_soft and
 * GUIDE_BUBBLE_WEIGHT: covered as little as may be, never at the cost of the table's words or of
 * full-size text. */
enum { GUIDE_BUBBLE_WEIGHT = 40 };
void guide_room_begin(GuideRoom *room, const Layout *l, SDL_Rect aim, const SDL_FRect *texts, int ntexts, int nlesser,
                      SDL_Rect hand, bool keep_hand, bool trick_in_play);
void guide_room_keep(GuideRoom *room, SDL_Rect r);
void guide_room_soft(GuideRoom *room, SDL_Rect r, long weight);
/* The paper's widths as columns and as a band, its margin, and the size of its words; its buttons in
 * `rows` at its foot, their words in full size between its margins (play-test 55 B4): the first
 * GUIDE_WIDTHS shapes hold them side by side (`row_w` pixels across), as wide as they need; the
 * others, one above the other (the widest `widest_w`), where that leaves the paper narrower (w 0:
 * no such shape). */
void guide_note_widths(const Layout *l, int row_w, int widest_w, int widths[GUIDE_SHAPES], int rows[GUIDE_SHAPES],
                       int *pad, int text_px[GUIDE_SHAPES]);
/* The room of a note's buttons side by side on the widest paper, between its margins (the row is
 * measured in it). */
int guide_row_room(const Layout *l);
/* A button's height on the paper, and the gap between two. */
int guide_button_height(float u);
int guide_button_gap(float u);
/* The paper's height for `text_h` pixels of words at the unit u: its margins, the words, its buttons
 * in `rows` rows. */
int guide_note_height(float u, int text_h, int rows);
/* The paper's place (and its shape, an index of w and h): the one that covers least of the aim and the words, then least of what is
 * better left in view, then nearest what it points at (the middle if nothing); the column before
 * the band. */
SDL_Rect guide_place(const GuideRoom *room, int *shape);
/* The pointer line from the paper at `note` to the aim, straight or with one bend, crossing none
 * of the words (nor the paper itself); 0 if every way crosses some (the gold frame shows the aim
 * alone), else its points (2 or 3). */
int guide_pointer(const GuideRoom *room, SDL_Rect note, SDL_Point path[3]);

/* The hand's summary `centred` as its game places it, moved to the top of the table while the guide
 * is on (guided): the band below it, over the hand the summary makes no use of, holds the notes about
 * the summary in full-size words, clear of the summary's own. */
SDL_Rect guide_summary_rect(const Layout *l, SDL_Rect centred, bool guided);

/* Lays the mark up now out over the table: beside what it points at, its buttons at its foot. */
void guide_layout(struct App *app, struct Table *t);
void guide_draw(struct App *app, const struct Table *t);
/* A click or key on the mark: GUIDE_BTN_NEXT, GUIDE_BTN_END, or 0 (not the mark's, or the mark hidden). */
int guide_click(const Guide *g, int x, int y);
int guide_key(const Guide *g, int key);
/* Where a script finds the mark's buttons. */
bool guide_target(const Guide *g, const char *name, int *x, int *y);

#endif
