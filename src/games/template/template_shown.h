/* The template game's shown table, beside the table's Shown (SDL-free: app.layers). */
#ifndef LAMOUCHE_TEMPLATE_SHOWN_H
#define LAMOUCHE_TEMPLATE_SHOWN_H

#include <stdbool.h>

#include "midend.h"
#include "mouche/template.h"

/* The template's part of the table (t->game): its shown state beyond the table's Shown. */
typedef struct {
    bool deal_over; /* the deal's result is on the table (the summary may open) */
    int taker; /* the last trick's taker, -1 none */
} TemplateShown;

/* The midend set up with the template's steps (its events shown), for a new or loaded game. */
void template_midend_init(Midend *m, TemplateShown *x, int players);
/* The shown table set anew from seat 0's view (a load, a take-back). */
void template_shown_sync(Midend *m, const TemplateView *view);

#endif
