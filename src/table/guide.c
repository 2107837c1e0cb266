/* The guided first hand (guide.h): which coach mark comes up when, and the moves the computer
 * players are scripted to make. No SDL call: tests/app/test_guide.c runs it alone. */
#include "guide.h"

#include <string.h>

void guide_begin(Guide *g, const GuideScript *script)
{
    memset(g, 0, sizeof *g);
    g->script = script;
    g->showing = -1;
    g->row.focus = -1;
}

bool guide_showing(const Guide *g) { return g->script && g->showing >= 0; }

/* The first mark from the next one on that this moment brings up: the marks come in the
 * hand's order, so a moment later than the next mark's (its move was not made, the player
 * went another way) passes over the marks before it. */
static bool show_first(Guide *g, bool (*fits)(const GuideMark *m, const void *ctx), const void *ctx, double now)
{
    if (!g->script || g->ended || g->showing >= 0)
        return false;
    for (int i = g->next_mark; i < g->script->nmarks; i++)
        if (fits(&g->script->marks[i], ctx)) {
            g->showing = i;
            g->next_mark = i + 1;
            g->since = now;
            g->row.focus = -1;
            return true;
        }
    return false;
}

typedef struct {
    GuideWhen when;
    int event, seat;
} EventMoment;

static bool fits_event(const GuideMark *m, const void *ctx)
{
    const EventMoment *e = ctx;
    return m->when == e->when && m->event == e->event && (m->seat < 0 || m->seat == e->seat);
}

bool guide_after_event(Guide *g, int event, int seat, double now)
{
    const EventMoment moment = { GUIDE_AFTER_EVENT, event, seat };
    return show_first(g, fits_event, &moment, now);
}

bool guide_before_event(Guide *g, int event, int seat, double now)
{
    const EventMoment moment = { GUIDE_BEFORE_EVENT, event, seat };
    return show_first(g, fits_event, &moment, now);
}

typedef struct {
    const char *decision;
    bool deal_over;
} TurnMoment;

static bool fits_turn(const GuideMark *m, const void *ctx)
{
    const TurnMoment *turn = ctx;
    if (turn->deal_over)
        return m->when == GUIDE_AT_DEAL_OVER;
    return m->when == GUIDE_AT_DECISION && turn->decision && strcmp(m->decision, turn->decision) == 0;
}

bool guide_at_turn(Guide *g, const char *decision, bool deal_over, double now)
{
    const TurnMoment moment = { decision, deal_over };
    return show_first(g, fits_turn, &moment, now);
}

const char *guide_move(const Guide *g, int seat)
{
    if (!g->script || g->next_move >= g->script->nmoves || g->script->moves[g->next_move].seat != seat)
        return NULL;
    return g->script->moves[g->next_move].move;
}

void guide_move_done(Guide *g) { g->next_move++; }

static double put_away(Guide *g, double now)
{
    if (!guide_showing(g))
        return 0;
    g->showing = -1;
    return now - g->since;
}

double guide_dismiss(Guide *g, double now)
{
    if (!guide_showing(g))
        return 0;
    const bool chained =
        !g->ended && g->next_mark < g->script->nmarks && g->script->marks[g->next_mark].when == GUIDE_NEXT;
    if (chained) { /* the table still stands: the time is counted when the last of them goes */
        g->showing = g->next_mark++;
        g->row.focus = -1;
        return 0;
    }
    return put_away(g, now);
}

double guide_end(Guide *g, double now)
{
    g->ended = true;
    return put_away(g, now);
}
