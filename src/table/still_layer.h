/* The table's still layer: everything that does not move, drawn into a texture that each
 * frame copies, and repainted only where a part of it changed (still_layer.c). */
#ifndef LAMOUCHE_STILL_LAYER_H
#define LAMOUCHE_STILL_LAYER_H

#include "table.h"

/* The whole still table, into the render target. */
void still_layer_draw(App *app, Table *t, double now);
/* The layer (the render target, t->layer) brought up to date: the parts that changed since
 * its last repaint, or the whole when it is new, when most of it changed or when a panel covers
 * the table. A picture made in place of its stand-in changes its part's fingerprint (the
 * probe is told whether the picture drawn is the one asked for): that part alone is redrawn.
 * Once budget_ms is spent (0: no limit; one part at least is repainted), the changed parts left
 * are repainted at the next call (t->layer_owed); returns false when some were left. */
bool still_layer_repaint(App *app, Table *t, double now, double budget_ms);

#endif
