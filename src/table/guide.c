/* The guided first hand (guide.h): which coach mark comes up when, and the moves the computer
 * players are scripted to make. No SDL call: tests/app/test_guide.c runs it alone. */
#include "guide.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
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

const char *guide_move(const Guide *g, int deal, int seat)
{
    if (!g->script || g->next_move >= g->script->nmoves)
        return NULL;
    const GuideMove *m = &g->script->moves[g->next_move];
    return m->seat == seat && (m->deal == 0 || m->deal == deal) ? m->move : NULL;
}

void guide_move_done(Guide *g) { g->next_move++; }

void guide_mark_count(const GuideScript *s, int mark, int *num, int *of)
{
    /* the guided deal ends with its summary's marks: the first at the deal's end, and those chained to it */
    int lesson = s->nmarks;
    for (int i = 0; i < s->nmarks; i++)
        if (s->marks[i].when == GUIDE_AT_DEAL_OVER) {
            lesson = i + 1;
            while (lesson < s->nmarks && s->marks[lesson].when == GUIDE_NEXT)
                lesson++;
            break;
        }
    *num = mark + 1;
    *of = mark < lesson ? lesson : 0;
}

bool guide_names_deal(const Guide *g, int deal) { return g->script && !g->ended && deal == 1; }

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

/* ---- where the paper goes ------------------------------------------------------------ */

/* The area of b that a covers. */
static long covered(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect both;
    return a.w > 0 && b.w > 0 && SDL_IntersectRect(&a, &b, &both) ? (long)both.w * both.h : 0;
}

static SDL_Rect of_frect(SDL_FRect r) { return (SDL_Rect){ (int)r.x, (int)r.y, (int)ceilf(r.w), (int)ceilf(r.h) }; }

static void keep_weighed(GuideRoom *room, SDL_Rect r, long weight)
{
    if (r.w > 0 && r.h > 0 && room->nkeep < GUIDE_KEEP_MAX) {
        room->keep_weight[room->nkeep] = weight;
        room->keep[room->nkeep++] = r;
    }
}

void guide_room_keep(GuideRoom *room, SDL_Rect r) { keep_weighed(room, r, 16); }

void guide_room_soft(GuideRoom *room, SDL_Rect r, long weight)
{
    if (r.w > 0 && r.h > 0 && room->nsoft < GUIDE_SOFT_MAX) {
        room->soft[room->nsoft] = r;
        room->weight[room->nsoft++] = weight;
    }
}

bool guide_mark_keeps_hand(const GuideMark *m) { return m->hand_in_view || m->when == GUIDE_AT_DECISION; }

bool guide_mark_near(const GuideMark *m) { return m->aim == AIM_BUTTONS; }

void guide_room_begin(GuideRoom *room, const Layout *l, SDL_Rect aim, const SDL_FRect *texts, int ntexts, int nlesser,
                      SDL_Rect hand, bool keep_hand, bool trick_in_play)
{
    memset(room, 0, sizeof *room);
    /* and the gold frame round it (guide_mark.c: 0.8 units out, half a unit thick) */
    const int frame = aim.w > 0 ? (int)(1.3f * l->unit) + 1 : 0;
    room->aim = (SDL_Rect){ aim.x - frame, aim.y - frame, aim.w + 2 * frame, aim.h + 2 * frame };
    if (keep_hand) /* the human decides with it: never covered where the table leaves room (the words first) */
        room->hand = hand;
    else /* rather the felt, but the paper may lie on it as on the seats' card backs */
        guide_room_soft(room, hand, 10);
    for (int i = 0; i < ntexts; i++)
        keep_weighed(room, of_frect(texts[i]), i >= ntexts - nlesser ? 1 : 16);
    for (int s = 1; s < l->players; s++) /* the seats' cards */
        guide_room_soft(room, of_frect(l->seat[s].panel), 8);
    guide_room_soft(room, of_frect(l->trick_area), trick_in_play ? 300 : 2);
    room->bounds = (SDL_Rect){ (int)l->edge, (int)l->edge, (int)((float)l->w - 2.f * l->edge),
                               (int)((float)l->h - 2.f * l->edge) };
    room->middle = (SDL_Point){ (int)(l->region.x + l->region.w / 2), (int)(l->region.y + l->region.h / 2) };
}

void guide_room_near(GuideRoom *room, const Layout *l) { room->near = (int)(10.f * l->unit); }

SDL_Rect guide_summary_rect(const Layout *l, SDL_Rect centred, bool guided)
{
    if (!guided)
        return centred;
    const int top = (int)(l->edge + l->unit);
    if (centred.y > top)
        centred.y = top;
    return centred;
}

/* The paper's shapes, tried in this order: columns of three widths and a band across the table, as
 * wide as the text is large (as many lines at every text size); then, for larger text, narrower
 * columns and shorter bands in the same words' size (more lines, where the wide ones find no room
 * between the table's words); last, in smaller words, where the table leaves room for none of them. */
static const struct {
    float units; /* wide, in layout units */
    bool with_text; /* times the text size */
    float text_units; /* the words' size, in layout units */
} note_shapes[GUIDE_WIDTHS] = {
    { 62.f, true, 2.3f },  { 48.f, true, 2.3f },  { 38.f, true, 2.3f },  { 140.f, true, 2.3f }, { 30.f, false, 2.3f },
    { 38.f, false, 2.3f }, { 48.f, false, 2.3f }, { 62.f, false, 2.3f }, { 80.f, false, 2.3f }, { 100.f, false, 2.3f },
    { 34.f, true, 2.3f },  { 44.f, true, 2.3f },  { 56.f, true, 2.3f },  { 72.f, true, 2.3f },  { 26.f, false, 2.3f },
    { 90.f, true, 2.3f },  { 52.f, true, 1.9f },  { 110.f, true, 1.9f }, { 40.f, true, 1.7f },  { 150.f, true, 1.7f },
    { 70.f, true, 1.7f },  { 30.f, true, 1.7f },  { 26.f, false, 1.7f },
};

static bool shape_smaller(int k) { return note_shapes[k % GUIDE_WIDTHS].text_units < 2.3f; }

int guide_button_height(float u) { return (int)(4.6f * u); }

int guide_button_gap(float u) { return (int)(2.f * u); }

/* The widest paper: across the table, less its frame and a unit each side; and its margin. */
static float note_across(const Layout *l) { return (float)l->w - 2.f * l->edge - 2.f * l->unit; }
static int note_pad(float u) { return (int)(2.5f * u); }

int guide_row_room(const Layout *l) { return (int)note_across(l) - 2 * note_pad(l->unit); }

void guide_note_widths(const Layout *l, int row_w, int widest_w, int widths[GUIDE_SHAPES], int rows[GUIDE_SHAPES],
                       int *pad, int text_px[GUIDE_SHAPES])
{
    const float u = l->unit, across = note_across(l);
    *pad = note_pad(u);
    /* the narrow columns held Next and End the guide side by side out over their edges (play-test 55
     * B4): each shape widened to hold them so, or as narrow as it was with them one above the other */
    for (int k = 0; k < GUIDE_WIDTHS; k++) {
        const float units = note_shapes[k].units * (note_shapes[k].with_text ? l->text : 1.f) * u;
        const int side_by_side = (int)fminf(fmaxf(units, (float)(row_w + 2 * *pad)), across);
        const int stacked = (int)fminf(fmaxf(units, (float)(widest_w + 2 * *pad)), across);
        widths[k] = side_by_side;
        rows[k] = 1;
        widths[GUIDE_WIDTHS + k] = stacked < side_by_side ? stacked : 0;
        rows[GUIDE_WIDTHS + k] = 2;
        text_px[k] = text_px[GUIDE_WIDTHS + k] = (int)fmaxf(u * note_shapes[k].text_units, 12.f); /* TEXT_MIN_PX */
    }
}

int guide_note_height(float u, int text_h, int rows)
{
    const int pad = (int)(2.5f * u), bh = guide_button_height(u);
    return pad + text_h + (int)(1.5f * u) + rows * bh + (rows - 1) * guide_button_gap(u) + pad;
}

typedef struct {
    long hard, hand, small, away, soft, far; /* compared in this order: smaller words only where they cover less;
                                              * away: farther from the aim than room->near allows */
} PlaceCost;

/* The cost of the paper at c; as soon as it covers more words than `worst` allows, the rest is not
 * counted (it cannot be the best). */
static PlaceCost place_cost(const GuideRoom *room, SDL_Rect c, int shape, long worst)
{
    PlaceCost k = { 256 * covered(c, room->aim), covered(c, room->hand), shape_smaller(shape) ? 1 : 0, 0, 0, 0 };
    if (room->near > 0 && room->aim.w > 0) { /* the felt between the paper and the aim, across or down */
        const SDL_Rect a = room->aim;
        const int gx = c.x > a.x + a.w ? c.x - (a.x + a.w) : a.x > c.x + c.w ? a.x - (c.x + c.w) : 0;
        const int gy = c.y > a.y + a.h ? c.y - (a.y + a.h) : a.y > c.y + c.h ? a.y - (c.y + c.h) : 0;
        k.away = (gx > gy ? gx : gy) > room->near;
    }
    for (int i = 0; i < room->nkeep && k.hard <= worst; i++)
        k.hard += room->keep_weight[i] * covered(c, room->keep[i]);
    if (k.hard > worst)
        return k;
    for (int i = 0; i < room->nsoft; i++)
        k.soft += room->weight[i] * covered(c, room->soft[i]);
    const SDL_Rect a = room->aim;
    const long tx = a.w > 0 ? a.x + a.w / 2 : room->middle.x, ty = a.w > 0 ? a.y + a.h / 2 : room->middle.y;
    const long dx = labs(c.x + c.w / 2 - tx), dy = labs(c.y + c.h / 2 - ty);
    k.far = dx + dy;
    return k;
}

static bool cheaper(PlaceCost a, PlaceCost b)
{
    if (a.hard != b.hard)
        return a.hard < b.hard;
    if (a.hand != b.hand)
        return a.hand < b.hand;
    if (a.small != b.small)
        return a.small < b.small;
    if (a.away != b.away)
        return a.away < b.away;
    if (a.soft != b.soft)
        return a.soft < b.soft;
    return a.far < b.far;
}

enum { STOPS_GRID = 16, STOPS_MAX = 2 * (GUIDE_KEEP_MAX + 1) + STOPS_GRID + 1 };

/* Where the paper's edge may stand along one axis (from lo to hi, the paper `size` long): on a grid
 * of STOPS_GRID steps, and just beside each of the words and the aim (lo0/len of each, in `at`). */
static int stops(int lo, int hi, int size, const int *at, const int *len, int n, int gap, int out[STOPS_MAX])
{
    int k = 0;
    for (int i = 0; i <= STOPS_GRID; i++)
        out[k++] = lo + (hi - lo) * i / STOPS_GRID;
    for (int i = 0; i < n; i++) {
        const int after = at[i] + len[i] + gap, before = at[i] - size - gap;
        if (after >= lo && after <= hi)
            out[k++] = after;
        if (before >= lo && before <= hi)
            out[k++] = before;
    }
    return k;
}

SDL_Rect guide_place(const GuideRoom *room, int *shape)
{
    *shape = 0;
    const SDL_Rect b = room->bounds;
    SDL_Rect best = { 0, 0, 0, 0 };
    PlaceCost best_cost = { LONG_MAX, LONG_MAX, LONG_MAX, LONG_MAX, LONG_MAX, LONG_MAX };
    int xs[GUIDE_KEEP_MAX + 1], ws[GUIDE_KEEP_MAX + 1], ys[GUIDE_KEEP_MAX + 1], hs[GUIDE_KEEP_MAX + 1];
    int n = 0;
    for (int i = -1; i < room->nkeep; i++) {
        const SDL_Rect r = i < 0 ? room->aim : room->keep[i];
        if (r.w <= 0)
            continue;
        xs[n] = r.x, ws[n] = r.w, ys[n] = r.y, hs[n] = r.h;
        n++;
    }
    const int gap = (b.w + b.h) / 400 + 2;
    for (int k = 0; k < GUIDE_SHAPES; k++) {
        const int w = room->w[k], h = room->h[k];
        if (w <= 0 || h <= 0 || w > b.w || h > b.h)
            continue;
        int at_x[STOPS_MAX], at_y[STOPS_MAX];
        const int nx = stops(b.x, b.x + b.w - w, w, xs, ws, n, gap, at_x);
        const int ny = stops(b.y, b.y + b.h - h, h, ys, hs, n, gap, at_y);
        for (int i = 0; i < nx; i++)
            for (int j = 0; j < ny; j++) {
                const SDL_Rect c = { at_x[i], at_y[j], w, h };
                const PlaceCost cost = place_cost(room, c, k, best_cost.hard);
                if (cheaper(cost, best_cost)) { /* the wide column first: another shape only when it covers less */
                    best_cost = cost;
                    best = c;
                    *shape = k;
                }
            }
    }
    return best;
}

/* Whether the segment from p to q crosses none of the words, nor the paper (its first point may lie
 * on the paper's edge), nor what it points at. */
static bool line_clear(const GuideRoom *room, SDL_Rect note, SDL_Point p, SDL_Point q)
{
    for (int i = -2; i < room->nkeep; i++) {
        SDL_Rect r = i == -2 ? room->aim : i < 0 ? note : room->keep[i];
        if (i == -1) { /* the paper, less its edge where the line leaves it */
            r.x += 2;
            r.y += 2;
            r.w -= 4;
            r.h -= 4;
        }
        int x1 = p.x, y1 = p.y, x2 = q.x, y2 = q.y;
        if (SDL_IntersectRectAndLine(&r, &x1, &y1, &x2, &y2))
            return false;
    }
    return true;
}

int guide_pointer(const GuideRoom *room, SDL_Rect note, SDL_Point path[3])
{
    const SDL_Rect a = room->aim;
    if (a.w <= 0 || covered(note, a) > 0)
        return 0;
    /* from the middle of a side of the paper to the middle of a side of the aim's frame (a little
     * out from it), straight or with a bend: the shortest that crosses no words */
    const int gap = 4;
    const SDL_Point from[4] = { { note.x + note.w / 2, note.y - 1 },
                                { note.x + note.w / 2, note.y + note.h },
                                { note.x - 1, note.y + note.h / 2 },
                                { note.x + note.w, note.y + note.h / 2 } };
    const SDL_Point to[4] = { { a.x + a.w / 2, a.y - gap },
                              { a.x + a.w / 2, a.y + a.h + gap },
                              { a.x - gap, a.y + a.h / 2 },
                              { a.x + a.w + gap, a.y + a.h / 2 } };
    long best = -1;
    int n = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            for (int bend = 0; bend < 3; bend++) {
                const SDL_Point p = from[i], q = to[j];
                SDL_Point way[3] = { p, q, q };
                int m = 2;
                if (bend == 1)
                    way[1] = (SDL_Point){ q.x, p.y }, m = 3;
                else if (bend == 2)
                    way[1] = (SDL_Point){ p.x, q.y }, m = 3;
                const long length = labs((long)way[1].x - p.x) + labs((long)way[1].y - p.y) +
                                    labs((long)way[m - 1].x - way[1].x) + labs((long)way[m - 1].y - way[1].y);
                if (best >= 0 && length >= best)
                    continue;
                bool clear = true;
                for (int s = 0; s + 1 < m && clear; s++)
                    clear = line_clear(room, note, way[s], way[s + 1]);
                if (!clear)
                    continue;
                best = length;
                n = m;
                memcpy(path, way, sizeof way);
            }
    return n;
}
