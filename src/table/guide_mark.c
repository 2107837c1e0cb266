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

void guide_layout(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    Guide *g = &t->guide;
    ui_row_clear(&g->row);
    g->npointer = 0;
    g->hidden = false;
    if (!guide_showing(g))
        return;
    if (t->show_rules || table_last_trick_open(t)) { /* under the card opened: back when it closes */
        g->hidden = true;
        printf("guide: note %d hidden under the %s\n", g->showing + 1, t->show_rules ? "rules" : "last trick");
        return;
    }
    const GuideMark *m = &g->script->marks[g->showing];
    const Layout *l = &t->layout;
    const float u = l->unit;
    g->aim = aim_rect(app, t, m);
    /* its buttons, measured side by side in full-size words (as small as the widest paper needs, where it
     * holds them no other way): the paper holds them so or one above the other (play-test 55 B4) */
    const int bh = guide_button_height(u), gap = guide_button_gap(u);
    ui_row_add(&g->row, GUIDE_BTN_NEXT, tr(app, S_GUIDE_NEXT), SDLK_RETURN, true);
    ui_row_add(&g->row, GUIDE_BTN_END, tr(app, S_GUIDE_END), SDLK_ESCAPE, true);
    ui_row_layout_h(&cv, &g->row, (SDL_Rect){ 0, 0, guide_row_room(l), bh }, bh, gap);
    int widest = 0;
    for (int i = 0; i < g->row.n; i++)
        widest = g->row.b[i].r.w > widest ? g->row.b[i].r.w : widest;
    const Button *last = &g->row.b[g->row.n - 1];
    int widths[GUIDE_SHAPES], rows[GUIDE_SHAPES], pad, text_px[GUIDE_SHAPES];
    guide_note_widths(l, last->r.x + last->r.w - g->row.b[0].r.x, widest, widths, rows, &pad, text_px);
    /* clear of every word on the table (the seats, the prompt, the labels, the buttons) and of what
     * it points at; over as little as may be of the summary, a trick in play, the hand */
    SDL_FRect texts[GUIDE_KEEP_MAX];
    const int ntexts = table_texts(t, texts, GUIDE_KEEP_MAX);
    SDL_Rect hand = { 0, 0, 0, 0 };
    for (int i = 0; i < t->mid.shown.seat[0].n; i++)
        hand = united(hand, of_frect(table_card_rect(t, i)));
    GuideRoom room;
    guide_room_begin(&room, l, g->aim, texts, ntexts, t->be->draw->lesser_texts, hand, guide_mark_keeps_hand(m),
                     t->mid.shown.ntrick > 0);
    if (guide_mark_near(m))
        guide_room_near(&room, l);
    for (int i = 0; i < t->buttons.n; i++)
        guide_room_keep(&room, t->buttons.b[i].r);
    /* the seats speaking as the mark came up (the table stands still), the human too ("The king: I deal
     * first." under the cards drawn, play-test 55 B1) where table_frame.c draws it */
    for (int s = 0; s < t->mid.shown.players; s++)
        if (t->mid.shown.seat[s].bubble[0] && t->mid.shown.seat[s].bubble_until > g->since &&
            (s > 0 || !table_human_waiting(app)))
            guide_room_soft(&room,
                            of_frect(s > 0 ? layout_bubble_box(l, s) : layout_own_bubble_box(l, table_buttons_span(t))),
                            GUIDE_BUBBLE_WEIGHT);
    for (int i = 0; i < t->overlay.n; i++) /* the corner's (menu, log, hint) and the summary's */
        guide_room_keep(&room, t->overlay.b[i].r);
    if (table_summary_visible(app)) /* words: the note stays clear of them (below, guide_summary_rect) */
        guide_room_keep(&room, t->be->draw->overlay_panel(app, t));
    /* as a column or, in fewer lines, as a band across the table (below a summary: guide_summary_rect) */
    for (int k = 0; k < GUIDE_SHAPES; k++) {
        if (widths[k] <= 0) { /* none narrower with its buttons one above the other */
            room.w[k] = room.h[k] = 0;
            continue;
        }
        int tw = 0, th = 0;
        text_get(&app->text, FONT_SERIF, text_px[k], tr(app, m->text), PAL_PAPER_INK, widths[k] - 2 * pad, &tw, &th);
        room.w[k] = widths[k];
        room.h[k] = guide_note_height(u, th, rows[k]);
    }
    int shape = 0;
    const SDL_Rect p = guide_place(&room, &shape);
    g->text_px = text_px[shape];
    g->panel = p;
    g->npointer = guide_pointer(&room, p, g->pointer);
    /* (beside the log where it is open: the table is laid out left of it, and the paper inside the table) */
    printf("guide: note %d at %d,%d %dx%d, words %d px of %d\n", g->showing + 1, p.x, p.y, p.w, p.h, g->text_px,
           text_px[0]); /* for the scripts: where it went, and whether its words kept their size */
    const int foot = rows[shape] * bh + (rows[shape] - 1) * gap;
    const SDL_Rect area = { p.x + pad, p.y + p.h - pad - foot, p.w - 2 * pad, foot };
    if (rows[shape] == 1)
        ui_row_layout_h(&cv, &g->row, area, bh, gap);
    else /* as wide as the widest, one above the other */
        ui_row_layout_v(&g->row, area, widest, bh, gap);
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
    for (int i = 0; i + 1 < g->npointer; i++)
        for (int k = -1; k <= 1; k++) {
            const SDL_Point p = g->pointer[i], q = g->pointer[i + 1];
            const bool upright = p.x == q.x; /* thickened across the line */
            SDL_RenderDrawLine(app->renderer, p.x + (upright ? k : 0), p.y + (upright ? 0 : k), q.x + (upright ? k : 0),
                               q.y + (upright ? 0 : k));
        }
}

void guide_draw(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const Guide *g = &t->guide;
    if (!guide_showing(g) || g->hidden)
        return;
    const GuideMark *m = &g->script->marks[g->showing];
    const float u = t->layout.unit;
    draw_aim(app, g, u);
    const SDL_Rect p = g->panel;
    ui_panel(&cv, p, 250);
    const int pad = (int)(2.5f * u);
    text_draw_wrapped(&app->text, FONT_SERIF, g->text_px, tr(app, m->text), PAL_PAPER_INK, p.x + pad, p.y + pad,
                      p.w - 2 * pad);
    int num, of;
    guide_mark_count(g->script, g->showing, &num, &of);
    if (of > 0) { /* a later deal's note stands alone: no count */
        char count[32];
        snprintf(count, sizeof count, "%d / %d", num, of);
        text_draw(&app->text, FONT_SANS, (int)fmaxf(u * 1.6f, (float)TEXT_MIN_PX), count, PAL_PANEL_NAME,
                  p.x + p.w - (int)(1.2f * u), p.y + (int)(0.8f * u), ALIGN_RIGHT, 0);
    }
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
    if (!guide_showing(g) || g->hidden)
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
