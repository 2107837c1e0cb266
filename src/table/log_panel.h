/* The table log's panel (F2): a paper strip at the right of the window, beside the
 * table (the table is laid out in what is left, so it covers no card). Its tabs: the
 * deal's log (the one in play, or one picked on the score sheet) and the score sheet. */
#ifndef LAMOUCHE_LOG_PANEL_H
#define LAMOUCHE_LOG_PANEL_H

#include "table.h"

/* The panel's width in pixels while it is open, else 0. */
int log_panel_width(const App *app, const Table *t);
void log_panel_draw(App *app, const Table *t);
/* A click at x,y: missed (not on the panel), taken (a tab, a line of the score sheet), or the
 * "save for a bug report" or "Review" button (a deal over, between deals), which the table carries
 * out (it says what came of it). */
typedef enum { LOG_CLICK_MISSED = 0, LOG_CLICK_TAKEN, LOG_CLICK_EXPORT, LOG_CLICK_REVIEW } LogClick;
/* The number of the deal the log shows (from 1), 0 before the first. */
int log_panel_deal(const Table *t);
LogClick log_panel_click(App *app, Table *t, int x, int y);
/* Where a script clicks "log:deal", "log:sheet" (the tabs), "log:save" (save for a bug
 * report), "log:row:N" (the N-th deal on the score sheet, from 1); false if not on screen. */
bool log_panel_target(App *app, const Table *t, const char *name, int *x, int *y);
/* The mouse wheel over the panel: up reads back. */
void log_panel_scroll(App *app, Table *t, int lines);

#endif
