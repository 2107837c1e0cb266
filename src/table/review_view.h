/* The review on the table (issue 43, docs/review.md): "Review" on a hand's summary and in the log
 * steps through the human's decisions of that hand, the table shown as it was at each (the engine's
 * game played again to that move, shown as a resume shows it), the review's words under it. Once
 * for every game: a game gives only an option's words (GameDecisions.option_words). */
#ifndef LAMOUCHE_REVIEW_VIEW_H
#define LAMOUCHE_REVIEW_VIEW_H

#include <SDL.h>
#include <stdbool.h>

#include "app_context.h"
#include "review_work.h"
#include "ui.h"

struct Table;

/* The review's stepping buttons, far from any game's own (its "Review" is the table's BTN_REVIEW, table.h). */
enum { BTN_REVIEW_PREV = 900, BTN_REVIEW_NEXT, BTN_REVIEW_BACK };

typedef struct {
    ReviewWork work;
    bool open;
    bool open_when_ready; /* Review was pressed while the review was still being made */
    int step; /* the decision shown, by index */
    void *real; /* while open: the game in play, kept aside while a decision's game stands in its place */
    ReviewStatus seen_status; /* as last shown: a change is drawn */
    int seen_done;
    bool counts; /* the deal reviewed is the one just played, counted: its losses go to the statistics
                    once (StatsMark.reviewed) */
} TableReview;

/* The deal's summary shows: its review is started on the thread, once, if offered; a hand the
 * human did not play, or practised, is settled as never to be counted. */
void review_deal_over(App *app, struct Table *t);
/* Review pressed: the deal `deal` (from 1) is shown as soon as its review is ready. */
void review_ask(App *app, struct Table *t, int deal);
/* Each update: the review's progress drawn, its losses counted, the view opened when asked. */
void review_poll(App *app, struct Table *t);
bool review_showing(const struct Table *t);
/* A key while the review shows: Left and Right step, Escape goes back; true if it was the review's. */
bool review_key(App *app, struct Table *t, SDL_Keycode k);
/* A button: the review's own are taken (true); leaving the table closes the review first. */
bool review_press(App *app, struct Table *t, int id);
/* The summary's Review button (with the progress mark while the review is made) in row, at r. */
void review_summary_button(App *app, struct Table *t, ButtonRow *row, SDL_Rect r);
/* While open: the review's buttons in row. */
void review_buttons(App *app, struct Table *t, ButtonRow *row);
void review_draw(App *app, const struct Table *t);
/* Back to the table as it is (the summary). */
void review_close(App *app, struct Table *t);
/* Closed (the game in play back in its place, not shown) and the thread stopped: the table is freed. */
void review_free(struct Table *t);

#endif
