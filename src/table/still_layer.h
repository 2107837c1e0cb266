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
/* The layer made for the window's size (app->pw x app->ph). When a layer of another size is
 * known and at_once is false, it is kept (t->layer_old) and shown stretched while the new one is
 * built in the frames after, as still_layer_build finds time; else a new, empty layer is made,
 * to be drawn whole. */
void still_layer_resize(App *app, Table *t, bool at_once);
/* A slice of the build after a resize, into t->layer, within budget_ms (one step at least; none
 * in the first frame at the new size, which SDL's new window framebuffer already makes slow):
 * the new texture, the background, then each part, probed and drawn, in the order of a whole
 * repaint. Returns true when the layer is built (t->layer_old then freed). */
bool still_layer_build(App *app, Table *t, double now, double budget_ms);

#endif
