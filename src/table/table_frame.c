/* A frame of the table: the still layer (cached in a texture, or on the software renderer the
 * window itself, repainted part by part by still_layer.c from table_draw.c's parts), then over it the moving cards and tokens, the speech
 * bubbles and the guide's marks. The top of the table's drawing: nothing it calls calls it back. */
#include <math.h>
#include <string.h>

#include "anim.h"
#include "draw_probe.h"
#include "game.h"
#include "guide.h"
#include "midend.h"
#include "notice.h"
#include "still_layer.h"
#include "table_draw.h"

/* Flight i of the step in flight: its card or token. */
static void draw_flight(App *app, const Table *t, double now, int i)
{
    const Midend *m = &t->mid;
    const Layout *l = &t->layout;
    const float p = midend_progress(m, now);
    const Flight *f = &m->fl[i];
    float k = anim_sub(p, f->t0, f->t1);
    if (f->is_token && k <= 0 && f->from.kind == PL_BANK)
        return;
    float e = ease_in_out_cubic(k);
    SDL_FRect a = t->be->draw->place_rect(t, f->from, f->is_token, f->token);
    SDL_FRect b = t->be->draw->place_rect(t, f->to, f->is_token, f->token);
    SDL_FRect r = anim_rect_lerp(a, b, e);
    Uint8 alpha = f->fade ? (Uint8)(255 * (1 - e * 0.9f)) : 255;
    if (f->is_token) {
        if (f->to.kind == PL_BANK && k >= 1)
            return;
        r.y -= sinf(e * 3.14159f) * l->unit * 3;
        art_draw_token(&app->cards, (TokenKind)f->token, r, alpha, true);
        return;
    }
    bool face = e < 0.5f ? f->face_from : f->face_to;
    if (f->face_to && !face) /* its face, at the size it lands at, made before it turns */
        art_ask_card(&app->cards, f->card, BACK_BLUE, (int)lroundf(b.w), (int)lroundf(b.h));
    if (f->face_from != f->face_to) {
        float squash = fabsf(cosf(e * 3.14159f));
        float w = r.w * fmaxf(squash, 0.04f);
        r.x += (r.w - w) / 2;
        r.w = w;
    }
    SDL_FRect lifted = r;
    lifted.y -= sinf(e * 3.14159f) * l->unit * 1.5f;
    /* the picture at the size it lands at: crisp on arrival, cached for the hand */
    SDL_FRect land = face == f->face_to ? b : a;
    const SDL_Color shade = { 0, 0, 0, (Uint8)(alpha * 0.25f) };
    if (alpha == 255)
        art_fill_round_shadow(app->renderer, lifted, lifted.w * 0.03f, lifted.w * 0.04f, lifted.w * 0.06f, shade);
    else
        art_fill_round_rect(app->renderer,
                            (SDL_FRect){ lifted.x + lifted.w * 0.03f, lifted.y + lifted.w * 0.04f, lifted.w, lifted.h },
                            lifted.w * 0.06f, shade);
    art_draw_card_sized(&app->cards, face ? f->card : MOUCHE_NO_CARD,
                        f->to.kind == t->be->draw->red_back_place ? BACK_RED : BACK_BLUE, lifted, (int)lroundf(land.w),
                        (int)lroundf(land.h), 0, alpha, false);
}

/* The still layer's repaint time in a frame, probe included, before parts are left for the next
 * (the frame's other work is ~1.5 ms at 1920x1080 in software; issue 15's goal: 8 ms). */
static const double LAYER_BUDGET_MS = 3.0;

/* Seat s's speech bubble, if it speaks. */
static void draw_bubble(App *app, const Table *t, double now, int s)
{
    const Canvas cv = app_canvas(app);
    const Layout *l = &t->layout;
    const ShownSeat *vs = &t->mid.shown.seat[s];
    if (!vs->bubble[0] || vs->bubble_until <= now || (s == 0 && table_human_waiting(app)))
        return;
    float a = (float)fmin(1.0, (vs->bubble_until - now) / 300.0);
    int side = l->seat[s].bubble_side;
    SDL_FPoint at = l->seat[s].bubble;
    if (s == 0) { /* beside the action bar's buttons (Take back after a move), not over them */
        SDL_Rect row = { 0, 0, 0, 0 };
        for (int i = 0; i < t->buttons.n; i++)
            SDL_UnionRect(&row, &t->buttons.b[i].r, &row);
        at = layout_own_bubble(l, (SDL_FRect){ (float)row.x, (float)row.y, (float)row.w, (float)row.h }, &side);
    }
    ui_bubble(&cv, at.x, at.y, side, vs->bubble, a);
}

/* The speech bubbles shown: they belong to the table, not above the summary panel. */
static int bubbles_shown(App *app, const Table *t) { return table_summary_visible(app) ? 0 : t->mid.shown.players; }

/* What goes over the still table (bar the guide's marks, which draw as no probe sees), piece by
 * piece: the flights, then the seats' bubbles. */
static void draw_over(App *app, const Table *t, double now)
{
    for (int i = 0; t->mid.active && i < t->mid.nfl; i++)
        draw_flight(app, t, now, i);
    for (int s = 0; s < bubbles_shown(app, t); s++)
        draw_bubble(app, t, now, s);
}

/* One piece's box, drawn dry (draw_probe.h): added to boxes unless it draws nothing. */
static void add_probed(const DrawProbe *probe, SDL_FRect *boxes, int *n)
{
    if (probe->box.w > 0 && *n < TABLE_OVER_MAX)
        boxes[(*n)++] = probe->box;
}

/* The boxes of what this frame draws over the still table: each flight and bubble drawn dry, and
 * the notice that app.c draws after the table; returns how many, or -1 when they cannot be
 * bounded (the guide's marks). */
static int over_boxes(App *app, const Table *t, double now, SDL_FRect *boxes)
{
    if (guide_showing(&t->guide))
        return -1;
    int n = 0;
    DrawProbe probe;
    for (int i = 0; t->mid.active && i < t->mid.nfl; i++) {
        draw_probe_begin(app->renderer, &probe);
        draw_flight(app, t, now, i);
        draw_probe_end(app->renderer);
        add_probed(&probe, boxes, &n);
    }
    for (int s = 0; s < bubbles_shown(app, t); s++) {
        draw_probe_begin(app->renderer, &probe);
        draw_bubble(app, t, now, s);
        draw_probe_end(app->renderer);
        add_probed(&probe, boxes, &n);
    }
    if (notice_shown(app)) {
        draw_probe_begin(app->renderer, &probe);
        notice_draw(app);
        draw_probe_end(app->renderer);
        add_probed(&probe, boxes, &n);
    }
    return n < TABLE_OVER_MAX ? n : -1;
}

/* Whether the window can hold the still table between frames: SDL's software renderer draws
 * into the window's own surface, which keeps its pixels after a present. */
static bool window_keeps_frame(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
}

/* The still table in the window itself: only where a part changed and where something was or is
 * drawn over it, or the whole when the window may not show the table's last frame (the first, a
 * resize, a window event, another scene in between), for a screenshot or the text log, or when
 * what went over could not be bounded. */
static void draw_in_window(App *app, Table *t, double now, bool at_once, bool shuffling)
{
    SDL_FRect boxes[2 * TABLE_OVER_MAX];
    const int was_n = t->over_n;
    memcpy(boxes, t->over_box, sizeof t->over_box);
    t->over_n = over_boxes(app, t, now, t->over_box);
    const bool continues = t->layer_known && t->window_frame == app->frames_presented &&
                           app->window_stale_after != app->frames_presented && t->layer_w == app->pw &&
                           t->layer_h == app->ph;
    t->window_sizes += t->layer_w > 0 && (t->layer_w != app->pw || t->layer_h != app->ph);
    t->layer_w = app->pw;
    t->layer_h = app->ph;
    t->window_frame = app->frames_presented + 1;
    /* the panels (log, rules, last trick) are drawn whole, translucent, as in the layer */
    const bool panels = t->show_log || t->show_rules || t->show_last;
    if (!continues || at_once || panels || was_n < 0 || t->over_n < 0) {
        t->layer_known = false; /* drawn whole, and probed */
        still_layer_repaint(app, t, now, 0, NULL, 0);
        t->layer_version = t->version;
        t->layer_redrawn = true;
        return;
    }
    /* last frame's pieces first in the list (after them, this frame's) */
    memcpy(boxes + was_n, t->over_box, (size_t)t->over_n * sizeof *boxes);
    const int n = was_n + t->over_n;
    t->layer_redrawn = t->layer_version != t->version || shuffling;
    if (t->layer_redrawn) {
        if (still_layer_repaint(app, t, now, at_once ? 0 : LAYER_BUDGET_MS, boxes, n))
            t->layer_version = t->version;
    } else if (n > 0) {
        still_layer_mend(app, t, now, boxes, n);
    }
}

void table_draw(App *app)
{
    Table *t = app->table;
    if (!t)
        return;
    double now = app_ms(app);
    const void *step = midend_current(&t->mid);
    const bool shuffling = step && t->be->events->shuffling(step);
    /* a screenshot waits for nothing; the text log wants every string of a frame at once */
    const bool at_once = art_frame_exact(&app->cards) || app->text.log;
    t->in_window = window_keeps_frame(app->renderer);
    if (t->in_window) {
        if (t->layer || t->layer_old) /* none needed */
            still_layer_drop(t);
        draw_in_window(app, t, now, at_once, shuffling);
    } else if ((!t->layer && !t->layer_old) || t->layer_w != app->pw || t->layer_h != app->ph) {
        still_layer_resize(app, t, at_once);
    }
    if (t->in_window) {
        /* drawn below */
    } else if (t->layer_old && !still_layer_build(app, t, now, at_once ? 0 : LAYER_BUDGET_MS)) {
        /* the layer of the earlier size, stretched, until the new one is built */
        SDL_RenderCopy(app->renderer, t->layer_old, NULL, NULL);
        t->layer_redrawn = true;
    } else if (!t->layer) {
        still_layer_draw(app, t, now); /* no render target: drawn directly */
    } else {
        /* a deck shuffled or cut moves inside the layer: its part is repainted each frame */
        t->layer_redrawn = t->layer_version != t->version || shuffling;
        if (t->layer_redrawn) {
            /* the parts that do not fit in a frame's time are repainted in the next pass */
            SDL_SetRenderTarget(app->renderer, t->layer);
            const bool finished = still_layer_repaint(app, t, now, at_once ? 0 : LAYER_BUDGET_MS, NULL, 0);
            SDL_SetRenderTarget(app->renderer, NULL);
            if (finished)
                t->layer_version = t->version;
        }
        SDL_RenderCopy(app->renderer, t->layer, NULL, NULL);
    }
    draw_over(app, t, now);
    guide_draw(app, t); /* over everything: the player reads it first */
    if (!table_summary_visible(app))
        t->summary_drawn = false;
    else if (!table_layer_owed(app))
        t->summary_drawn = true; /* its panel is on the screen, none of the layer's parts left for later */
}
