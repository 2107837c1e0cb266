/* The guided first hand's coach mark on the table (guide.h): where it stands, what it points
 * at, its drawing, and its buttons and keys. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "guide.h"
#include "palette.h"
#include "table.h"

static SDL_Rect of_frect(SDL_FRect r) { return (SDL_Rect){ (int)r.x, (int)r.y, (int)ceilf(r.w), (int)ceilf(r.h) }; }

static SDL_Rect united(SDL_Rect a, SDL_Rect b)
{
    if (a.w <= 0)
        return b;
    if (b.w <= 0)
        return a;
    SDL_Rect u;
    SDL_UnionRect(&a, &b, &u);
    return u;
}

/* What the mark points at, on the table as laid out now (w 0: nothing). */
static SDL_Rect aim_rect(App *app, const Table *t, const GuideMark *m)
{
    const Layout *l = &t->layout;
    SDL_Rect r = { 0, 0, 0, 0 };
    switch (m->aim) {
    case AIM_PLACE: return of_frect(t->be->draw->place_rect(t, m->place, false, 0));
    case AIM_HAND:
        for (int i = 0; i < t->mid.shown.seat[0].n; i++)
            r = united(r, of_frect(table_card_rect(t, i)));
        return r;
    case AIM_BUTTONS:
        for (int i = 0; i < t->buttons.n; i++)
            r = united(r, t->buttons.b[i].r);
        return r;
    case AIM_TRICK: return of_frect(l->trick_area);
    case AIM_SEAT: return of_frect(l->seat[m->place.seat].panel);
    case AIM_HEADER: return of_frect(l->header);
    case AIM_STOCK: return of_frect(l->stock_area);
    case AIM_PANEL: return t->be->draw->overlay_panel(app, t);
    default: return r;
    }
}

/* The area of b that a covers. */
static long covered(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect both;
    return a.w > 0 && b.w > 0 && SDL_IntersectRect(&a, &b, &both) ? (long)both.w * both.h : 0;
}

static int clamp_int(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void guide_layout(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    Guide *g = &t->guide;
    ui_row_clear(&g->row);
    if (!guide_showing(g))
        return;
    const GuideMark *m = &g->script->marks[g->showing];
    const Layout *l = &t->layout;
    const float u = l->unit;
    g->aim = aim_rect(app, t, m);
    g->text_px = (int)fmaxf(u * 2.3f, (float)TEXT_MIN_PX);
    const int pad = (int)(2.5f * u), bh = (int)(4.6f * u);
    const SDL_Rect aim = g->aim;
    SDL_Rect buttons = { 0, 0, 0, 0 }, hand = { 0, 0, 0, 0 };
    for (int i = 0; i < t->buttons.n; i++)
        buttons = united(buttons, t->buttons.b[i].r);
    for (int i = 0; i < t->overlay.n; i++) /* the summary's: Next hand, New game */
        if (t->overlay.b[i].id == BTN_NEXT || t->overlay.b[i].id == BTN_NEW_GAME || t->overlay.b[i].id == BTN_TITLE)
            buttons = united(buttons, t->overlay.b[i].r);
    for (int i = 0; i < t->mid.shown.seat[0].n; i++)
        hand = united(hand, of_frect(table_card_rect(t, i)));
    const long trick_weight = t->mid.shown.ntrick > 0 ? 300 : 2; /* a trick in play is read card by card */
    const SDL_Rect summary = table_summary_visible(app) ? t->be->draw->overlay_panel(app, t) : (SDL_Rect){ 0, 0, 0, 0 };
    /* beside what it points at (below, above, or at a side), in the middle, or at the top or the
     * foot; as a column or, in fewer lines, as a band across the table (above a summary that
     * fills the middle): where it covers least of what the player needs now, above all what it
     * points at and the buttons the player may use at once, then the prompt (whose turn it is),
     * the summary, a trick in play, the hand, the seats and the stock */
    const float room = (float)l->w - 2.f * l->edge - 2.f * u;
    const int widths[2] = { (int)fminf(62.f * u, room), (int)fminf(140.f * u, room) };
    SDL_Rect p = { 0, 0, 0, 0 };
    long best = -1;
    for (int k = 0; k < 2; k++) {
        const int w = widths[k];
        int tw = 0, th = 0;
        text_get(&app->text, FONT_SERIF, g->text_px, tr(app, m->text), PAL_PAPER_INK, w - 2 * pad, &tw, &th);
        const int h = pad + th + (int)(1.5f * u) + bh + pad;
        const int left = (int)l->edge, right = (int)((float)l->w - l->edge) - w;
        const int top = (int)(l->edge + 6.f * u), bottom = (int)((float)l->h - l->edge - (float)h);
        SDL_Rect candidates[7];
        int n = 0;
        if (aim.w > 0) {
            const int x = clamp_int(aim.x + aim.w / 2 - w / 2, left, right);
            const int y = clamp_int(aim.y + aim.h / 2 - h / 2, top, bottom);
            const int gap = (int)(2.f * u);
            candidates[n++] = (SDL_Rect){ x, aim.y + aim.h + gap, w, h };
            candidates[n++] = (SDL_Rect){ x, aim.y - h - gap, w, h };
            candidates[n++] = (SDL_Rect){ aim.x + aim.w + gap, y, w, h };
            candidates[n++] = (SDL_Rect){ aim.x - w - gap, y, w, h };
        }
        const int cx = (int)(l->w / 2) - w / 2;
        candidates[n++] = (SDL_Rect){ cx, (int)(l->region.y + l->region.h / 2) - h / 2, w, h };
        candidates[n++] = (SDL_Rect){ cx, top, w, h };
        candidates[n++] = (SDL_Rect){ cx, bottom, w, h };
        if (k == 0)
            p = candidates[n - 3];
        for (int i = 0; i < n; i++) {
            const SDL_Rect c = candidates[i];
            if (c.x < left || c.x > right || c.y < top || c.y > bottom)
                continue;
            long cost = 1000 * covered(c, aim) + 3000 * covered(c, buttons) + 300 * covered(c, of_frect(l->message)) +
                        50 * covered(c, summary) + 20 * covered(c, hand) + 5 * covered(c, of_frect(l->stock_area)) +
                        trick_weight * covered(c, of_frect(l->trick_area));
            for (int s = 1; s < t->mid.shown.players; s++)
                cost += 8 * covered(c, of_frect(l->seat[s].panel));
            if (best < 0 || cost < best) { /* the column first: a band only when it covers less */
                best = cost;
                p = c;
            }
        }
    }
    g->panel = p;
    ui_row_add(&g->row, GUIDE_BTN_NEXT, tr(app, S_GUIDE_NEXT), SDLK_RETURN, true);
    ui_row_add(&g->row, GUIDE_BTN_END, tr(app, S_GUIDE_END), SDLK_ESCAPE, true);
    const SDL_Rect area = { p.x + pad, p.y + p.h - pad - bh, p.w - 2 * pad, bh };
    ui_row_layout_h(&cv, &g->row, area, bh, (int)(2.f * u));
}

/* A gold frame round what the mark speaks of, and a line from the mark to it. */
static void draw_aim(App *app, const Guide *g, float u)
{
    const SDL_Rect a = g->aim;
    if (a.w <= 0)
        return;
    const int gap = (int)(0.8f * u);
    SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(app->renderer, PAL_GOLD.r, PAL_GOLD.g, PAL_GOLD.b, 255);
    for (int k = 0; k < (int)fmaxf(2.f, 0.45f * u); k++) {
        const SDL_Rect o = { a.x - gap - k, a.y - gap - k, a.w + 2 * (gap + k), a.h + 2 * (gap + k) };
        SDL_RenderDrawRect(app->renderer, &o);
    }
    const SDL_Rect p = g->panel;
    const float px = (float)(p.x + p.w / 2), ay = (float)(a.y + a.h / 2);
    const float from_y = ay < (float)p.y ? (float)p.y : (float)(p.y + p.h);
    const float to_x = fmaxf((float)a.x - (float)gap, fminf(px, (float)(a.x + a.w + gap)));
    const float to_y = ay < (float)p.y ? (float)(a.y + a.h + gap) : (float)(a.y - gap);
    if ((to_y - from_y) * (ay < (float)p.y ? -1.f : 1.f) > 0)
        for (int k = -1; k <= 1; k++)
            SDL_RenderDrawLineF(app->renderer, px + (float)k, from_y, to_x + (float)k, to_y);
}

void guide_draw(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const Guide *g = &t->guide;
    if (!guide_showing(g))
        return;
    const GuideMark *m = &g->script->marks[g->showing];
    const float u = t->layout.unit;
    draw_aim(app, g, u);
    const SDL_Rect p = g->panel;
    ui_panel(&cv, p, 250);
    const int pad = (int)(2.5f * u);
    text_draw_wrapped(&app->text, FONT_SERIF, g->text_px, tr(app, m->text), PAL_PAPER_INK, p.x + pad, p.y + pad,
                      p.w - 2 * pad);
    char count[32];
    snprintf(count, sizeof count, "%d / %d", g->showing + 1, g->script->nmarks);
    text_draw(&app->text, FONT_SANS, (int)fmaxf(u * 1.6f, (float)TEXT_MIN_PX), count, PAL_PANEL_NAME,
              p.x + p.w - (int)(1.2f * u), p.y + (int)(0.8f * u), ALIGN_RIGHT, 0);
    ui_row_draw(&cv, &g->row, (int)(u * 2.1f));
}

int guide_click(const Guide *g, int x, int y)
{
    if (!guide_showing(g))
        return 0;
    const int id = ui_row_hit(&g->row, x, y);
    return id > 0 ? id : 0;
}

int guide_key(const Guide *g, int key)
{
    if (!guide_showing(g))
        return 0;
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE)
        return GUIDE_BTN_NEXT;
    return key == SDLK_ESCAPE ? GUIDE_BTN_END : 0;
}

bool guide_target(const Guide *g, const char *name, int *x, int *y)
{
    const int id = !strcmp(name, "guide:next") ? GUIDE_BTN_NEXT : !strcmp(name, "guide:end") ? GUIDE_BTN_END : 0;
    const Button *b = guide_showing(g) && id ? ui_row_find(&g->row, id) : NULL;
    if (!b)
        return false;
    *x = b->r.x + b->r.w / 2;
    *y = b->r.y + b->r.h / 2;
    return true;
}
