/* Buttons, panels, bubbles. */
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "draw_probe.h"
#include "palette.h"

void ui_row_clear(ButtonRow *row)
{
    int focus = row->focus;
    memset(row, 0, sizeof *row);
    row->focus = focus;
}

Button *ui_row_add(ButtonRow *row, int id, const char *label, SDL_Keycode key, bool enabled)
{
    if (row->n >= UI_MAX_BUTTONS)
        return NULL;
    Button *b = &row->b[row->n++];
    memset(b, 0, sizeof *b);
    snprintf(b->label, sizeof b->label, "%s", label);
    b->id = id;
    b->key = key;
    b->enabled = enabled;
    return b;
}

/* A letter key is shown on its button, in a key cap at the left. */
static bool has_cap(const Button *b) { return b->key >= SDLK_a && b->key <= SDLK_z; }
/* Half the button's height, and never smaller than a line of the smallest text (whose letter it holds). */
static int cap_size(SDL_Rect r)
{
    int cs = r.h * 46 / 100, least = TEXT_MIN_PX * 3 / 2;
    return cs > least ? cs : least < r.h - 2 ? least : r.h - 2;
}

/* The row's width with its labels at px. */
static int row_widths(const Canvas *cv, const ButtonRow *row, int height, int gap, int px, int *widths)
{
    int total = 0;
    for (int i = 0; i < row->n; i++) {
        int tw, th;
        text_size(cv->text, FONT_SANS_BOLD, px, row->b[i].label, &tw, &th);
        for (const char *line = row->b[i].also; *line;) { /* the widest of the labels it may take */
            const size_t len = strcspn(line, "\n");
            char one[sizeof row->b[i].also];
            snprintf(one, sizeof one, "%.*s", (int)len, line);
            int aw = 0, ah = 0;
            text_size(cv->text, FONT_SANS_BOLD, px, one, &aw, &ah);
            if (aw > tw)
                tw = aw;
            line += len + (line[len] == '\n');
        }
        widths[i] = tw + height;
        if (has_cap(&row->b[i]))
            widths[i] += height * 46 / 100 + height / 4;
        if (widths[i] < height * 2)
            widths[i] = height * 2;
        total += widths[i] + (i ? gap : 0);
    }
    return total;
}

void ui_row_layout_h(const Canvas *cv, ButtonRow *row, SDL_Rect area, int height, int gap)
{
    const int full = height * 42 / 100, least = full * UI_ROW_MIN_PCT / 100;
    int px = full, widths[UI_MAX_BUTTONS];
    int total = row_widths(cv, row, height, gap, px, widths);
    /* wider than its area (larger text, a narrow table): smaller labels, the buttons as high. The
     * row grows with its labels' size about in proportion (less: the buttons' margins and keys do
     * not shrink): start from the size that proportion gives, then step to the largest that fits,
     * which stepping down from full one size at a time finds, with a size or two measured instead
     * of every one */
    if (total > area.w && px > least) {
        px = total > 0 ? (int)((long)full * area.w / total) : least;
        if (px >= full)
            px = full - 1;
        if (px < least)
            px = least;
        total = row_widths(cv, row, height, gap, px, widths);
        if (total <= area.w) { /* it fits: one size larger may too */
            int up[UI_MAX_BUTTONS];
            while (px + 1 < full) {
                const int wider = row_widths(cv, row, height, gap, px + 1, up);
                if (wider > area.w)
                    break;
                px++;
                total = wider;
                memcpy(widths, up, sizeof widths);
            }
        }
        while (total > area.w && px > least)
            total = row_widths(cv, row, height, gap, --px, widths);
    }
    row->fit_px = px < full ? px : 0;
    row->full_px = full;
    int x = area.x + (area.w - total) / 2;
    for (int i = 0; i < row->n; i++) {
        row->b[i].r = (SDL_Rect){ x, area.y + (area.h - height) / 2, widths[i], height };
        x += widths[i] + gap;
    }
}

void ui_row_layout_v(ButtonRow *row, SDL_Rect area, int width, int height, int gap)
{
    int total = row->n * height + (row->n - 1) * gap;
    int y = area.y + (area.h - total) / 2;
    for (int i = 0; i < row->n; i++) {
        row->b[i].r = (SDL_Rect){ area.x + (area.w - width) / 2, y, width, height };
        y += height + gap;
    }
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* A dark line round r, then a band of `band` about a third of a unit thick: seen on felt, cards
 * and buttons. */
static void ring(const Canvas *cv, SDL_FRect r, SDL_Color band)
{
    int thick = canvas_px(cv, 0.004f);
    if (thick < 3)
        thick = 3;
    SDL_Renderer *ren = cv->renderer;
    SDL_FRect dark = { r.x - (float)thick - 2, r.y - (float)thick - 2, r.w + 2.f * (float)thick + 4,
                       r.h + 2.f * (float)thick + 4 };
    DrawProbe *probe = draw_probe_on(ren);
    if (probe) {
        const int look[2] = { thick, band.r << 16 | band.g << 8 | band.b };
        draw_probe_add(probe, dark, look, sizeof look);
        return;
    }
    SDL_SetRenderDrawColor(ren, 30, 18, 6, 220);
    SDL_RenderDrawRectF(ren, &dark);
    SDL_SetRenderDrawColor(ren, band.r, band.g, band.b, band.a);
    for (int k = 0; k < thick; k++) {
        SDL_FRect o = { r.x - (float)k - 2, r.y - (float)k - 2, r.w + 2.f * (float)k + 4, r.h + 2.f * (float)k + 4 };
        SDL_RenderDrawRectF(ren, &o);
    }
}

/* not gold: gold marks a choice made (the title's game) */
void ui_focus_ring(const Canvas *cv, SDL_FRect r) { ring(cv, r, (SDL_Color){ 255, 252, 236, 255 }); }

void ui_mark_ring(const Canvas *cv, SDL_FRect r) { ring(cv, r, PAL_MARK_GOLD); }

void ui_chosen_ring(const Canvas *cv, SDL_Rect r)
{
    SDL_SetRenderDrawColor(cv->renderer, 255, 215, 110, 255);
    for (int k = 0; k < 3; k++) {
        const SDL_Rect o = { r.x - 3 - k, r.y - 3 - k, r.w + 6 + 2 * k, r.h + 6 + 2 * k };
        SDL_RenderDrawRect(cv->renderer, &o);
    }
}

void ui_row_draw(const Canvas *cv, const ButtonRow *row, int font_px) { ui_row_draw_span(cv, row, 0, row->n, font_px); }

void ui_row_draw_span(const Canvas *cv, const ButtonRow *row, int first, int end, int font_px)
{
    if (row->fit_px > 0 && row->full_px > 0) /* shrunk to fit its area (ui_row_layout_h) */
        font_px = font_px * row->fit_px / row->full_px;
    SDL_Renderer *ren = cv->renderer;
    for (int i = first < 0 ? 0 : first; i < end && i < row->n; i++) {
        const Button *b = &row->b[i];
        bool hover = b->enabled && inside(b->r, cv->mouse_x, cv->mouse_y);
        bool focus = row->focus == i;
        SDL_FRect fr = { (float)b->r.x, (float)b->r.y, (float)b->r.w, (float)b->r.h };
        float rad = (float)b->r.h * 0.22f;
        SDL_FRect shadow = { fr.x + 2, fr.y + 3, fr.w, fr.h };
        art_fill_round_rect(ren, shadow, rad, (SDL_Color){ 0, 0, 0, 90 });
        if (focus)
            ui_focus_ring(cv, fr);
        SDL_Color edge = focus ? (SDL_Color){ 255, 220, 120, 255 } : (SDL_Color){ 120, 84, 40, 255 };
        art_fill_round_rect(ren, fr, rad, edge);
        SDL_FRect in = { fr.x + 2, fr.y + 2, fr.w - 4, fr.h - 4 };
        SDL_Color fill = !b->enabled ? (SDL_Color){ 90, 80, 70, 230 }
                         : hover     ? (SDL_Color){ 250, 236, 200, 255 }
                                     : (SDL_Color){ 238, 222, 180, 255 };
        art_fill_round_rect(ren, in, rad, fill);
        SDL_Color tc = b->enabled ? (SDL_Color){ 60, 30, 10, 255 } : (SDL_Color){ 170, 160, 150, 255 };
        /* the label's room: the button inside its rounded ends, right of the key cap */
        int pad = b->r.h / 4;
        SDL_Rect room = { b->r.x + pad, b->r.y, b->r.w - 2 * pad, b->r.h };
        /* a controller's player has no letter keys: the button in focus shows the A that presses it */
        if (has_cap(b) && (!cv->pad || focus)) {
            int cs = cap_size(b->r);
            SDL_FRect cap = { (float)(b->r.x + pad), (float)(b->r.y + (b->r.h - cs) / 2), (float)cs, (float)cs };
            art_fill_round_rect(ren, cap, (float)cs * 0.2f, (SDL_Color){ tc.r, tc.g, tc.b, 200 });
            SDL_FRect cin = { cap.x + 1.5f, cap.y + 1.5f, cap.w - 3, cap.h - 3 };
            art_fill_round_rect(ren, cin, (float)cs * 0.18f, fill);
            char letter[2] = { (char)(b->key - SDLK_a + 'A'), 0 };
            SDL_Rect cr = { (int)cap.x, (int)cap.y, cs, cs };
            text_box_push(cv->text, cr);
            text_draw(cv->text, FONT_SANS_BOLD, cs * 70 / 100, cv->pad ? canvas_tr(cv, S_PAD_CHOOSE) : letter, tc,
                      cr.x + cs / 2, cr.y + cs / 2, ALIGN_CENTER, 1);
            text_box_pop(cv->text);
            room.x += cs + pad / 2;
            room.w -= cs + pad / 2;
        }
        text_box_push(cv->text, room);
        text_draw(cv->text, FONT_SANS_BOLD, font_px, b->label, tc, room.x + room.w / 2, b->r.y + b->r.h / 2,
                  ALIGN_CENTER, 1);
        text_box_pop(cv->text);
    }
}

int ui_row_hit(const ButtonRow *row, int x, int y)
{
    for (int i = 0; i < row->n; i++)
        if (row->b[i].enabled && inside(row->b[i].r, x, y))
            return row->b[i].id;
    return -1;
}

const Button *ui_row_refused(const ButtonRow *row, SDL_Keycode key, int x, int y)
{
    for (int i = 0; i < row->n; i++)
        if (!row->b[i].enabled && (key ? row->b[i].key == key : inside(row->b[i].r, x, y)))
            return &row->b[i];
    return NULL;
}

const Button *ui_row_find(const ButtonRow *row, int id)
{
    for (int i = 0; i < row->n; i++)
        if (row->b[i].id == id)
            return &row->b[i];
    return NULL;
}

int ui_row_shortcut(const ButtonRow *row, SDL_Keycode key)
{
    for (int i = 0; i < row->n; i++)
        if (row->b[i].key && row->b[i].key == key && row->b[i].enabled)
            return row->b[i].id;
    return -1;
}

void ui_row_move_focus(ButtonRow *row, int dir)
{
    if (row->n == 0)
        return;
    int f = row->focus;
    for (int k = 0; k < row->n; k++) {
        f = f < 0 ? (dir > 0 ? 0 : row->n - 1) : (f + dir + row->n) % row->n;
        if (row->b[f].enabled)
            break;
    }
    row->focus = f;
}

int ui_row_key(ButtonRow *row, SDL_Keycode key, bool vertical)
{
    const int id = ui_row_shortcut(row, key);
    if (id >= 0 || row->n == 0)
        return id;
    SDL_Keycode next = vertical ? SDLK_DOWN : SDLK_RIGHT, prev = vertical ? SDLK_UP : SDLK_LEFT;
    if (key == SDLK_TAB || key == next || key == prev) {
        ui_row_move_focus(row, key == prev ? -1 : 1);
        return -1;
    }
    if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) && row->focus >= 0 && row->focus < row->n &&
        row->b[row->focus].enabled)
        return row->b[row->focus].id;
    return -1;
}

/* A colour channel of `top` laid at alpha a (of 255) over an opaque `under`. */
static Uint8 over_opaque(Uint8 top, Uint8 under, int a) { return (Uint8)((top * a + under * (255 - a) + 127) / 255); }

/* A panel: its shadow, a wooden border and a paper face. It was drawn as three translucent
 * fills, each as large as the panel, and a panel can cover most of the window, where the
 * software renderer blends every pixel: the shadow is now filled only where the panel leaves
 * it, the border only along the edges, and the face at once with what the border under it
 * gave it (its colour mixed with the wood's, as opaque as the two layers were together:
 * opaque, filled without blending, for the panels' usual alphas). */
void ui_panel(const Canvas *cv, SDL_Rect r, Uint8 alpha)
{
    SDL_Renderer *rd = cv->renderer;
    const SDL_FRect fr = { (float)r.x, (float)r.y, (float)r.w, (float)r.h };
    const float rad = (float)canvas_px(cv, 0.012f);
    const int edge = 3;
    const SDL_FRect face = { fr.x + (float)edge, fr.y + (float)edge, fr.w - 2.f * (float)edge,
                             fr.h - 2.f * (float)edge };
    const SDL_Color shadow = { 0, 0, 0, (Uint8)(alpha / 3) }, wood = { 110, 76, 36, alpha };
    /* the face over the wood, as the two translucent layers gave it: the table shows through
     * both, (1 - a)^2 of it */
    const int clear = 255 - alpha;
    const SDL_Color paper = { over_opaque(246, wood.r, alpha), over_opaque(236, wood.g, alpha),
                              over_opaque(210, wood.b, alpha), (Uint8)(255 - (clear * clear + 127) / 255) };
    art_fill_round_shadow(rd, fr, 4, 6, rad, shadow);
    const int band = edge + (int)ceilf(rad) + 1; /* rows where the face's corners are rounded */
    if (r.h <= 2 * band || r.w <= 2 * edge) {
        art_fill_round_rect(rd, fr, rad, wood);
    } else {
        const SDL_Rect strips[4] = { { r.x, r.y, r.w, band },
                                     { r.x, r.y + r.h - band, r.w, band },
                                     { r.x, r.y + band, edge, r.h - 2 * band },
                                     { r.x + r.w - edge, r.y + band, edge, r.h - 2 * band } };
        art_fill_round_rect_within(rd, fr, rad, wood, strips, 4);
    }
    art_fill_round_rect(rd, face, rad, paper);
}

SDL_Rect ui_column_box(SDL_Rect panel, const int *cols, int i, int n, int y, int h)
{
    if (i == 0) {
        int half1 = n > 2 ? (cols[2] - cols[1]) / 2 : panel.x + panel.w - cols[1];
        return (SDL_Rect){ cols[0], y, cols[1] - half1 - cols[0], h };
    }
    int half = (i + 1 < n ? cols[i + 1] - cols[i] : cols[i] - cols[i - 1]) / 2;
    int right = panel.x + panel.w - cols[i];
    if (i + 1 == n && right < half)
        half = right;
    return (SDL_Rect){ cols[i] - half, y, 2 * half, h };
}

void ui_bubble(const Canvas *cv, float x, float y, int side, const char *text, float alpha)
{
    if (!text || !*text || alpha <= 0.01f)
        return;
    int px = canvas_px(cv, 0.024f);
    int tw, th;
    SDL_Color ink = { 40, 24, 10, (Uint8)(255 * alpha) };
    int maxw = canvas_px(cv, 0.30f);
    SDL_Texture *t = text_get(cv->text, FONT_SERIF_ITALIC, px, text, ink, maxw, &tw, &th);
    if (!t)
        return;
    float pad = (float)px * 0.6f, tail = (float)px * 0.8f;
    float bw = (float)tw + 2 * pad, bh = (float)th + 2 * pad;
    float bx, by;
    switch (side) {
    case 1:
        bx = x - bw / 2;
        by = y + tail;
        break;
    case 2:
        bx = x + tail;
        by = y - bh / 2;
        break;
    case 3:
        bx = x - tail - bw;
        by = y - bh / 2;
        break;
    default:
        bx = x - bw / 2;
        by = y - tail - bh;
        break;
    }
    if (bx < 4)
        bx = 4;
    if (bx + bw > (float)cv->pw - 4)
        bx = (float)cv->pw - 4 - bw;
    if (by < 4)
        by = 4;
    SDL_Color fill = { 255, 253, 245, (Uint8)(245 * alpha) };
    SDL_Color edge = { 90, 60, 30, (Uint8)(255 * alpha) };
    SDL_FRect outer = { bx - 2, by - 2, bw + 4, bh + 4 };
    DrawProbe *probe = draw_probe_on(cv->renderer);
    if (probe) { /* the bubble, its tail to (x, y) and its words */
        const float x0 = fminf(outer.x, x), y0 = fminf(outer.y, y);
        const float x1 = fmaxf(outer.x + outer.w, x), y1 = fmaxf(outer.y + outer.h, y);
        const float look[] = { alpha, (float)side };
        draw_probe_add(probe, (SDL_FRect){ x0, y0, x1 - x0, y1 - y0 }, look, sizeof look);
        draw_probe_add(probe, (SDL_FRect){ 0, 0, 0, 0 }, text, strlen(text));
        return;
    }
    art_fill_round_rect(cv->renderer, outer, bh * 0.3f, edge);
    SDL_FRect body = { bx, by, bw, bh };
    art_fill_round_rect(cv->renderer, body, bh * 0.3f, fill);
    SDL_FPoint a, b;
    if (side == 2 || side == 3) {
        float ex = side == 2 ? bx + 1 : bx + bw - 1;
        a = (SDL_FPoint){ ex, y - tail * 0.5f };
        b = (SDL_FPoint){ ex, y + tail * 0.5f };
    } else {
        float ey = side == 1 ? by + 1 : by + bh - 1;
        float cx = x < bx + tail ? bx + tail : x > bx + bw - tail ? bx + bw - tail : x;
        a = (SDL_FPoint){ cx - tail * 0.5f, ey };
        b = (SDL_FPoint){ cx + tail * 0.5f, ey };
    }
    SDL_Vertex v[3] = { { a, fill, { 0, 0 } }, { b, fill, { 0, 0 } }, { { x, y }, fill, { 0, 0 } } };
    SDL_RenderGeometry(cv->renderer, NULL, v, 3, NULL, 0);
    SDL_SetTextureAlphaMod(t, (Uint8)(255 * alpha));
    SDL_Rect dst = { (int)(bx + pad), (int)(by + pad), tw, th };
    SDL_RenderCopy(cv->renderer, t, NULL, &dst);
    text_log_drawn(cv->text, text, dst);
}
