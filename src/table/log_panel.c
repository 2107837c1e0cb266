/* The log's panel: its geometry is computed from the window and the log alone, the
 * same for drawing and for clicks; drawing changes nothing. */
#include "log_panel.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "palette.h"

enum { SHEET_MAX = 512 /* score sheet entries laid out at the most (the newest) */ };

typedef struct {
    SDL_Rect panel, tab_deal, tab_sheet, body, save, review, foot;
    float u;
    int px, small;
} LogGeometry;

/* Beside the table, which is laid out in what is left: a player reading the log still
 * sees every card and button, only smaller in a small window. */
static int panel_w(const App *app) { return (int)fminf((float)app->pw * 0.3f, (float)app->ph * 0.48f); }

int log_panel_width(const App *app, const Table *t) { return t->show_log ? panel_w(app) : 0; }

/* The deal the log tab shows, or NULL before the first. */
static const LogDeal *log_shown_deal(const Table *t)
{
    if (t->log_deal >= 0 && t->log_deal < t->log.ndeals)
        return &t->log.deals[t->log_deal];
    return table_log_current(&t->log);
}

/* Whether the deal shown may be reviewed now: it is over, and the game stands between deals. */
static bool log_reviewable(const App *app, const Table *t)
{
    const LogDeal *d = log_shown_deal(t);
    return d && d->over && !t->log_sheet && table_reviewable(t, d->number) && table_summary_visible(app);
}

/* The foot's key hint: what the tab shown says. */
static const char *foot_hint(App *app, const Table *t)
{
    return t->log_sheet ? tr(app, S_LOG_SHEET_HINT) : tr_keys(app, S_LOG_CLOSE);
}

static LogGeometry geometry(App *app, const Table *t)
{
    LogGeometry g;
    const int w = log_panel_width(app, t);
    g.u = (float)app->ph / 100.f;
    g.px = (int)fmaxf(g.u * 1.9f, (float)TEXT_MIN_PX);
    g.small = (int)fmaxf(g.u * 1.6f, (float)TEXT_MIN_PX);
    const int pad = (int)(g.u * 1.5f);
    g.panel = (SDL_Rect){ app->pw - w, 0, w, app->ph };
    /* the title, the tabs and the foot's line as high as the text size draws them (play-test 59: at 150 % in
     * 1024x640 the foot's line was cut by the window's edge) */
    int tw, title_h, tab_text_h, foot_h;
    text_size(&app->text, FONT_SERIF_BOLD, (int)(g.u * 2.6f), tr(app, S_LOG_TITLE), &tw, &title_h);
    text_size(&app->text, FONT_SANS_BOLD, g.small, "Ag", &tw, &tab_text_h);
    text_size(&app->text, FONT_SANS, g.small, foot_hint(app, t), &tw, &foot_h);
    const int tab_y = (int)fmaxf(g.u * 5.5f, g.u * 1.4f + (float)title_h + g.u * 0.4f);
    const int tab_h = (int)fmaxf(g.u * 3.6f, (float)tab_text_h + g.u * 0.8f), half = (w - 3 * pad) / 2;
    g.tab_deal = (SDL_Rect){ g.panel.x + pad, tab_y, half, tab_h };
    g.tab_sheet = (SDL_Rect){ g.panel.x + 2 * pad + half, tab_y, half, tab_h };
    const int top = tab_y + tab_h + pad, foot = (int)fmaxf(g.u * 4.f, (float)foot_h + g.u * 1.6f);
    g.foot = (SDL_Rect){ g.panel.x + pad, app->ph - foot + (int)(g.u * 0.6f), w - 2 * pad, foot_h };
    /* "save for a bug report" under the deal's lines, above the foot's key hint */
    g.save = (SDL_Rect){ g.panel.x + pad, app->ph - foot - tab_h - pad / 2, w - 2 * pad, tab_h };
    g.body = (SDL_Rect){ g.panel.x + pad, top, w - 2 * pad, g.save.y - pad - top };
    /* a deal over, while the table stands between deals: its review beside the save */
    g.review = (SDL_Rect){ 0, 0, 0, 0 };
    if (log_reviewable(app, t)) {
        int save_w, review_w;
        text_size(&app->text, FONT_SANS_BOLD, g.small, tr(app, S_LOG_SAVE_BUTTON), &save_w, &tw);
        text_size(&app->text, FONT_SANS_BOLD, g.small, tr(app, S_REVIEW_BUTTON), &review_w, &tw);
        if (save_w > half - (int)g.u || review_w > half - (int)g.u) {
            /* the two words too wide for half the panel each (French and German at 1024x640, whatever the text
             * size): the review on a line of its own over the save, the deal's lines above both */
            g.review = (SDL_Rect){ g.save.x, g.save.y - tab_h - pad / 2, g.save.w, tab_h };
            g.body.h = g.review.y - pad - top;
        } else {
            g.save.w = half;
            g.review = (SDL_Rect){ g.save.x + half + pad, g.save.y, half, tab_h };
        }
    }
    return g;
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h; }

/* "Lignières" for "Mme de Lignières": the last word of a name, for the score sheet. */
static const char *short_name(const char *name)
{
    const char *space = strrchr(name, ' ');
    return space && space[1] ? space + 1 : name;
}

/* A deal's entry on the score sheet: its title, and each player's gain and balance after it. */
static void sheet_entry(const App *app, const Table *t, int i, char *title, size_t tsize, char *body, size_t bsize)
{
    const LogDeal *d = &t->log.deals[i];
    char deal_name[64];
    snprintf(deal_name, sizeof deal_name, tr(app, t->be->events->log_deal_name), d->number);
    if (d->over)
        snprintf(title, tsize, "%s", deal_name);
    else
        snprintf(title, tsize, tr(app, S_LOG_IN_PLAY), deal_name);
    size_t len = 0;
    body[0] = 0;
    for (int s = 0; s < t->log.players && len < bsize; s++) {
        /* a deal in play: the balances as the table shows them now */
        const MoucheChips end = d->over ? d->end[s] : t->mid.shown.seat[s].balance;
        const long long gain = (long long)(end - d->start[s]);
        char sign[8] = "";
        snprintf(sign, sizeof sign, "%s", gain > 0 ? "+" : gain < 0 ? "−" : "±");
        len += (size_t)snprintf(body + len, bsize - len, "%s%s %s%lld → %lld", s ? " · " : "", short_name(t->names[s]),
                                sign, gain < 0 ? -gain : gain, (long long)end);
    }
}

/* The height of the score sheet's entry for deal i. */
static int sheet_entry_h(App *app, const Table *t, const LogGeometry *g, int i)
{
    char title[64], body[LOG_LINE_SIZE * 2];
    sheet_entry(app, t, i, title, sizeof title, body, sizeof body);
    int tw, th, bw, bh;
    text_get(&app->text, FONT_SERIF_BOLD, g->px, title, PAL_PAPER_INK, 0, &tw, &th);
    text_get(&app->text, FONT_SERIF, g->small, body, PAL_PAPER_INK, g->body.w, &bw, &bh);
    return th + bh + (int)(g->u * 0.8f);
}

/* The height of line i of a deal's story, with the gap above it. */
static int deal_line_h(App *app, const LogGeometry *g, const LogDeal *d, int i)
{
    int w, h;
    text_get(&app->text, FONT_SERIF, g->px, d->lines[i], PAL_PAPER_INK, g->body.w, &w, &h);
    return h + (int)(g->u * 0.5f);
}

/* The score sheet's entries from the newest up: their boxes in the body (the ones that fit
 * after `scroll` are skipped); returns how many were placed, their indexes in `which`. */
static int sheet_boxes(App *app, const Table *t, const LogGeometry *g, SDL_Rect *boxes, int *which, int max)
{
    int n = 0, bottom = g->body.y + g->body.h;
    for (int i = t->log.ndeals - 1 - t->log_scroll; i >= 0 && n < max; i--) {
        const int h = sheet_entry_h(app, t, g, i);
        if (bottom - h < g->body.y)
            break;
        bottom -= h;
        boxes[n] = (SDL_Rect){ g->body.x, bottom, g->body.w, h };
        which[n++] = i;
    }
    return n;
}

static void draw_tab(App *app, const LogGeometry *g, SDL_Rect r, const char *label, bool on)
{
    SDL_Color fill = on ? (SDL_Color){ 120, 70, 30, 70 } : (SDL_Color){ 120, 70, 30, 25 };
    art_fill_round_rect(app->renderer, (SDL_FRect){ (float)r.x, (float)r.y, (float)r.w, (float)r.h }, g->u * 0.8f,
                        fill);
    text_box_push(&app->text, r);
    const int px = text_fit_px(&app->text, FONT_SANS_BOLD, g->small, label, r.w - (int)g->u);
    text_draw(&app->text, FONT_SANS_BOLD, px, label, on ? PAL_PAPER_INK : PAL_PANEL_NAME, r.x + r.w / 2, r.y + r.h / 2,
              ALIGN_CENTER, 1);
    text_box_pop(&app->text);
}

static void draw_deal_lines(App *app, const Table *t, const LogGeometry *g, const LogDeal *d)
{
    if (!d || d->nlines == 0) {
        text_draw_wrapped(&app->text, FONT_SERIF_ITALIC, g->px, tr(app, S_LOG_EMPTY), PAL_PANEL_NAME, g->body.x,
                          g->body.y, g->body.w);
        return;
    }
    /* the newest at the foot, as a conversation reads */
    int bottom = g->body.y + g->body.h;
    const int gap = (int)(g->u * 0.5f);
    for (int i = d->nlines - 1 - t->log_scroll; i >= 0; i--) {
        int w, h;
        text_get(&app->text, FONT_SERIF, g->px, d->lines[i], PAL_PAPER_INK, g->body.w, &w, &h);
        if (bottom - h < g->body.y)
            break;
        bottom -= h;
        text_draw_wrapped(&app->text, FONT_SERIF, g->px, d->lines[i], PAL_PAPER_INK, g->body.x, bottom, g->body.w);
        bottom -= gap;
    }
}

static void draw_sheet(App *app, const Table *t, const LogGeometry *g)
{
    SDL_Rect boxes[SHEET_MAX];
    int which[SHEET_MAX];
    const int n = sheet_boxes(app, t, g, boxes, which, SHEET_MAX);
    if (n == 0) {
        text_draw_wrapped(&app->text, FONT_SERIF_ITALIC, g->px, tr(app, S_LOG_EMPTY), PAL_PANEL_NAME, g->body.x,
                          g->body.y, g->body.w);
        return;
    }
    for (int k = 0; k < n; k++) {
        char title[64], body[LOG_LINE_SIZE * 2];
        sheet_entry(app, t, which[k], title, sizeof title, body, sizeof body);
        if (which[k] == t->log_deal)
            art_fill_round_rect(app->renderer,
                                (SDL_FRect){ (float)boxes[k].x - g->u * 0.5f, (float)boxes[k].y,
                                             (float)boxes[k].w + g->u, (float)boxes[k].h - g->u * 0.4f },
                                g->u * 0.6f, (SDL_Color){ 120, 70, 30, 40 });
        text_draw(&app->text, FONT_SERIF_BOLD, g->px, title, PAL_PAPER_INK, boxes[k].x, boxes[k].y, ALIGN_LEFT, 0);
        int tw, h;
        text_size(&app->text, FONT_SERIF_BOLD, g->px, title, &tw, &h);
        text_draw_wrapped(&app->text, FONT_SERIF, g->small, body, PAL_PAPER_INK, boxes[k].x, boxes[k].y + h,
                          boxes[k].w);
    }
}

void log_panel_draw(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    if (!t->show_log)
        return;
    const LogGeometry g = geometry(app, t);
    ui_panel(&cv, g.panel, 250);
    text_box_push(&app->text, g.panel);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(g.u * 2.6f), tr(app, S_LOG_TITLE), PAL_PANEL_TITLE,
              g.panel.x + g.panel.w / 2, (int)(g.u * 1.4f), ALIGN_CENTER, 0);
    const LogDeal *d = log_shown_deal(t);
    char label[64];
    snprintf(label, sizeof label, tr(app, t->be->events->log_deal_name), d ? d->number : 1);
    draw_tab(app, &g, g.tab_deal, label, !t->log_sheet);
    draw_tab(app, &g, g.tab_sheet, tr(app, S_LOG_TAB_SHEET), t->log_sheet);
    if (t->log_sheet)
        draw_sheet(app, t, &g);
    else
        draw_deal_lines(app, t, &g, d);
    if (d)
        draw_tab(app, &g, g.save, tr(app, S_LOG_SAVE_BUTTON), false);
    if (g.review.w > 0)
        draw_tab(app, &g, g.review, tr(app, S_REVIEW_BUTTON), false);
    const char *hint = foot_hint(app, t);
    text_box_push(&app->text, g.foot);
    const int foot_px = text_fit_px(&app->text, FONT_SANS, g.small, hint, g.foot.w);
    text_draw(&app->text, FONT_SANS, foot_px, hint, PAL_PANEL_NAME, g.foot.x + g.foot.w / 2, g.foot.y + g.foot.h / 2,
              ALIGN_CENTER, 1);
    text_box_pop(&app->text);
    text_box_pop(&app->text);
}

LogClick log_panel_click(App *app, Table *t, int x, int y)
{
    if (!t->show_log)
        return LOG_CLICK_MISSED;
    const LogGeometry g = geometry(app, t);
    if (!inside(g.panel, x, y))
        return LOG_CLICK_MISSED;
    if (inside(g.tab_deal, x, y)) {
        t->log_sheet = false;
        t->log_deal = -1; /* back to the deal in play */
        t->log_scroll = 0;
    } else if (inside(g.save, x, y) && log_shown_deal(t)) {
        return LOG_CLICK_EXPORT;
    } else if (g.review.w > 0 && inside(g.review, x, y)) {
        return LOG_CLICK_REVIEW;
    } else if (inside(g.tab_sheet, x, y)) {
        t->log_sheet = true;
        t->log_scroll = 0;
    } else if (t->log_sheet) {
        SDL_Rect boxes[SHEET_MAX];
        int which[SHEET_MAX];
        const int n = sheet_boxes(app, t, &g, boxes, which, SHEET_MAX);
        for (int k = 0; k < n; k++)
            if (inside(boxes[k], x, y)) {
                t->log_deal = which[k] == t->log.ndeals - 1 ? -1 : which[k];
                t->log_sheet = false;
                t->log_scroll = 0;
            }
    }
    t->version++;
    app->dirty = true;
    return LOG_CLICK_TAKEN;
}

/* The farthest the log scrolls back: the oldest entry at the top of the body, the body full. */
static int scroll_most(App *app, const Table *t)
{
    const LogGeometry g = geometry(app, t);
    const LogDeal *d = log_shown_deal(t);
    const int n = t->log_sheet ? t->log.ndeals : d ? d->nlines : 0;
    int fit = 0;
    for (int room = g.body.h; fit < n; fit++) {
        room -= t->log_sheet ? sheet_entry_h(app, t, &g, fit) : deal_line_h(app, &g, d, fit);
        if (room < 0)
            break;
    }
    return n - fit;
}

void log_panel_scroll(App *app, Table *t, int lines)
{
    const int most = scroll_most(app, t);
    int s = t->log_scroll + lines;
    s = s > most ? most : s;
    t->log_scroll = s < 0 ? 0 : s;
    t->version++;
    app->dirty = true;
}

bool log_panel_target(App *app, const Table *t, const char *name, int *x, int *y)
{
    if (!t->show_log)
        return false;
    const LogGeometry g = geometry(app, t);
    SDL_Rect r = { 0, 0, 0, 0 };
    if (strcmp(name, "log:deal") == 0) {
        r = g.tab_deal;
    } else if (strcmp(name, "log:sheet") == 0) {
        r = g.tab_sheet;
    } else if (strcmp(name, "log:save") == 0 && log_shown_deal(t)) {
        r = g.save;
    } else if (strcmp(name, "log:review") == 0) {
        r = g.review;
    } else if (strncmp(name, "log:row:", 8) == 0 && t->log_sheet) {
        SDL_Rect boxes[SHEET_MAX];
        int which[SHEET_MAX];
        const int n = sheet_boxes(app, t, &g, boxes, which, SHEET_MAX), want = atoi(name + 8) - 1;
        for (int k = 0; k < n; k++)
            if (which[k] == want)
                r = boxes[k];
    }
    if (r.w <= 0)
        return false;
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
    return true;
}

int log_panel_deal(const Table *t)
{
    const LogDeal *d = log_shown_deal(t);
    return d ? d->number : 0;
}
