/* The table's still layer: everything that does not move, drawn into a texture that each
 * frame copies, and repainted only where a part of it changed (still_layer.c). */
#ifndef LAMOUCHE_STILL_LAYER_H
#define LAMOUCHE_STILL_LAYER_H

#include "table.h"

/* The whole still table, into the render target. */
void still_layer_draw(App *app, Table *t, double now);
/* The layer (the render target, t->layer) brought up to date: the parts that changed since
 * its last repaint, or the whole when it is new, when most of it changed, when a panel covers
 * the table, or when pictures were made in place of stand-ins (t->layer_whole). */
void still_layer_repaint(App *app, Table *t, double now);

#endif
