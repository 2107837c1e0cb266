/* The table log's panel (F2): a paper strip at the right of the window, beside the
 * table (the table is laid out in what is left, so it covers no card). Its tabs: the
 * deal's log (the one in play, or one picked on the score sheet) and the score sheet. */
#ifndef LAMOUCHE_LOG_PANEL_H
#define LAMOUCHE_LOG_PANEL_H

#include "table.h"

/* The panel's width in pixels while it is open, else 0. */
int log_panel_width(const App *app, const Table *t);
void log_panel_draw(App *app, const Table *t);
/* A click at x,y: true if the panel took it (a tab, a line of the score sheet). */
bool log_panel_click(App *app, Table *t, int x, int y);
/* Where a script clicks "log:deal", "log:sheet" (the tabs), "log:save" (save for a bug
 * report), "log:row:N" (the N-th deal on the score sheet, from 1); false if not on screen. */
bool log_panel_target(App *app, const Table *t, const char *name, int *x, int *y);
/* The mouse wheel over the panel: up reads back. */
void log_panel_scroll(App *app, Table *t, int lines);

#endif
