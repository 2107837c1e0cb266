/* Settings: the table, every rule option with a one-line explanation, AI
 * levels, animation speed, sound, language, fullscreen, card faces. The left
 * column holds the rows of the game chosen on the title screen (its backend's).
 * Up/Down choose a row, Left/Right change it; the mouse clicks the arrows. A stepper stops at its
 * ends, its arrow greyed there. */
#include <stdio.h>
#include <string.h>

#include "app_context.h"
#include "game.h"
#include "ui.h"

/* A row of the screen: one of the game's (its rule options), a computer
 * player's level, or one of the app's. */
typedef enum { ROW_GAME, ROW_AI, ROW_APP } RowKind;
typedef struct {
    RowKind kind;
    int index; /* the game's row, the AI's seat, or an AppRow */
} RowId;
typedef enum { A_SPEED, A_VOLUME, A_MUTE, A_LANG, A_FULL, A_STYLE, A_TEXT, A_RENDERER, A_PRACTICE, A_COUNT } AppRow;

enum { ROWS_MAX = 40 };

static const GameBackend *chosen(const App *app) { return games_find(app->settings.game); }

/* The rows shown, in order: the left column (the game's rules) first. */
static int visible_rows(const App *app, RowId *out, int *left)
{
    const GameBackend *game = chosen(app);
    int n = 0;
    for (int r = 0; r < game->setting_rows && n < ROWS_MAX; r++)
        out[n++] = (RowId){ ROW_GAME, r };
    *left = n;
    /* a level for each computer player at a new game's table: those seated */
    for (int seat = 1; seat < game->players_set(&app->settings) && n < ROWS_MAX; seat++)
        out[n++] = (RowId){ ROW_AI, seat };
    for (int r = 0; r < A_COUNT && n < ROWS_MAX; r++)
        out[n++] = (RowId){ ROW_APP, r };
    return n;
}

/* The volume row without a sound device: its label says so across the row, and it has no value to
 * change (a volume heard by no one); the setting is kept for a start with a device. */
static bool row_silent(const App *app, RowId r) { return r.kind == ROW_APP && r.index == A_VOLUME && !app->audio.ok; }

/* A row's label, value and line of help. */
static void row_text(App *app, RowId r, char *label, size_t lsize, char *out, size_t n, StrId *help)
{
    const Settings *s = &app->settings;
    static const StrId levels[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
    if (r.kind == ROW_GAME) {
        chosen(app)->setting_text(app, r.index, label, lsize, out, n, help);
        return;
    }
    if (r.kind == ROW_AI) {
        snprintf(label, lsize, tr(app, S_SET_AI), r.index + 1);
        snprintf(out, n, "%s", tr(app, levels[chosen(app)->ai_levels(&app->settings)[r.index] & 3]));
        *help = S_SET_AI_H;
        return;
    }
    static const StrId labels[A_COUNT] = { S_SET_SPEED, S_SET_VOLUME, S_SET_MUTE,     S_SET_LANG,    S_SET_FULL,
                                           S_SET_STYLE, S_SET_TEXT,   S_SET_RENDERER, S_SET_PRACTICE };
    static const StrId helps[A_COUNT] = { S_SET_SPEED_H, S_SET_VOLUME_H,   S_SET_MUTE_H,
                                          S_SET_LANG_H,  S_SET_FULL_H,     S_SET_STYLE_H,
                                          S_SET_TEXT_H,  S_SET_RENDERER_H, S_SET_PRACTICE_H };
    static const StrId renderers[RENDERER_PREF_COUNT] = { S_RENDERER_AUTO, S_RENDERER_SOFTWARE,
                                                          S_RENDERER_ACCELERATED };
    static const StrId styles[CARD_STYLE_COUNT] = { S_STYLE_EN, S_STYLE_FR, S_STYLE_EN4, S_STYLE_FR4 };
    /* without a sound device the row says so (the banner said it at the first start only) */
    snprintf(label, lsize, "%s", tr(app, row_silent(app, r) ? S_SET_VOLUME_SILENT : labels[r.index]));
    *help = helps[r.index];
    char num[32];
    switch ((AppRow)r.index) {
    case A_SPEED:
        if (settings_speed(s) == 0)
            snprintf(out, n, "%s", tr(app, S_NONE_SPEED));
        else {
            i18n_decimal(i18n_lang(s->lang, app->catalogs), settings_speed(s), num, (int)sizeof num);
            snprintf(out, n, "×%s", num);
        }
        break;
    case A_VOLUME: snprintf(out, n, tr(app, S_PERCENT), s->volume); break;
    case A_MUTE: snprintf(out, n, "%s", s->mute ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case A_LANG: snprintf(out, n, "%s", tr(app, S_LANG_NAME)); break;
    case A_FULL: snprintf(out, n, "%s", s->fullscreen ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case A_STYLE: snprintf(out, n, "%s", tr(app, styles[s->card_style % CARD_STYLE_COUNT])); break;
    case A_TEXT: snprintf(out, n, tr(app, S_PERCENT), s->text_size); break;
    case A_RENDERER: snprintf(out, n, "%s", tr(app, renderers[s->renderer % RENDERER_PREF_COUNT])); break;
    case A_PRACTICE: snprintf(out, n, "%s", s->practice ? tr(app, S_ON) : tr(app, S_OFF)); break;
    default: out[0] = 0; break;
    }
}

/* One step of the row r in s: a stepper stops at its ends (s59's 16), a choice of two (on or off) turns
 * over, and the language, a list of names with no lowest nor highest, goes round. */
static void step(const App *app, Settings *s, RowId r, int d)
{
    if (row_silent(app, r))
        return;
    if (r.kind == ROW_GAME) {
        chosen(app)->setting_change(s, r.index, d);
    } else if (r.kind == ROW_AI) {
        int *level = &chosen(app)->ai_levels(s)[r.index];
        *level = settings_clamp(*level + d, 1, 3);
    } else {
        switch ((AppRow)r.index) {
        case A_SPEED: s->speed_index = settings_clamp(s->speed_index + d, 0, settings_speed_count() - 1); break;
        case A_VOLUME: s->volume = settings_clamp(s->volume + 10 * d, 0, 100); break;
        case A_MUTE: s->mute = !s->mute; break;
        case A_LANG: s->lang = (LangId)settings_cycle((int)s->lang, d, 0, LANG_COUNT - 1); break;
        case A_FULL: s->fullscreen = !s->fullscreen; break;
        case A_STYLE: s->card_style = settings_clamp(s->card_style + d, 0, CARD_STYLE_COUNT - 1); break;
        case A_TEXT: s->text_size = settings_text_size_step(s->text_size, d); break;
        case A_RENDERER: s->renderer = settings_clamp(s->renderer + d, 0, RENDERER_PREF_COUNT - 1); break;
        case A_PRACTICE: s->practice = !s->practice; break;
        default: break;
        }
    }
}

/* Whether a step of the row r that way changes anything (its arrow is greyed otherwise): the step
 * tried on a copy of the settings. */
static bool can_step(const App *app, RowId r, int d)
{
    Settings trial;
    memcpy(&trial, &app->settings, sizeof trial);
    step(app, &trial, r, d);
    return memcmp(&trial, &app->settings, sizeof trial) != 0;
}

static void change(App *app, RowId r, int d)
{
    if (!can_step(app, r, d)) /* at its end: nothing happens, and the arrow says so */
        return;
    step(app, &app->settings, r, d);
    audio_play(&app->audio, SND_CLICK);
    app_apply_settings(app);
}

/* Geometry: two columns of rows; each row has a label, a value between arrows, a help line. */
typedef struct {
    SDL_Rect row, minus, plus, value;
    int h100; /* the height of a row at 100 % (the words' sizes are that size's, grown by the text's) */
} RowGeom;

/* The row at position pos of the visible list (left column first). */
static RowGeom geom(App *app, int pos)
{
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    int per = left > n - left ? left : n - left;
    int u = app_px(app, 0.01f);
    int colw = (app->pw - 8 * u) / 2;
    int col = pos < left ? 0 : 1;
    int i = col == 0 ? pos : pos - left;
    /* under the title and headings, as they grow; laid for the size before a click changed it while
     * the pointer stays on what it clicked */
    const int text = app->settings_page.held_text > 0 ? app->settings_page.held_text : app->settings.text_size;
    int top = 11 * u + 11 * u * (text - 100) / 100;
    /* one line a row (one row's help is shown, over the Back button) */
    int rh = (app->ph - top - 17 * u) / per;
    RowGeom g;
    g.row = (SDL_Rect){ 3 * u + col * (colw + 2 * u), top + i * rh, colw, rh - (text > 100 ? u / 4 : u / 2) };
    g.h100 = (app->ph - 28 * u) / per - u / 2; /* a row's height at 100 % */
    /* at larger text the rows closer and the value's box their height but a pixel each side: its words grow
     * with the text's size (play-test 59: at 150 % in 1024x640 they stayed their 100 % size) */
    int vw = colw * 34 / 100, bh = text > 100 ? g.row.h - 2 : g.row.h * 80 / 100;
    int vy = g.row.y + (g.row.h - bh) / 2;
    g.plus = (SDL_Rect){ g.row.x + g.row.w - bh - u, vy, bh, bh };
    g.value = (SDL_Rect){ g.plus.x - vw, vy, vw, bh };
    g.minus = (SDL_Rect){ g.value.x - bh, vy, bh, bh };
    return g;
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static SDL_Rect back_rect(App *app)
{
    int u = app_px(app, 0.01f);
    return (SDL_Rect){ app->pw / 2 - 14 * u, app->ph - 9 * u, 28 * u, 6 * u };
}

/* The row of the n shown under x, y; -1: none. */
static int row_at(App *app, int n, int x, int y)
{
    for (int r = 0; r < n; r++)
        if (inside(geom(app, r).row, x, y))
            return r;
    return -1;
}

void settings_scene_enter(App *app)
{
    app->settings_page.row = 0;
    app->settings_page.hover = -1;
    app->settings_page.held_text = 0;
}

void settings_scene_event(App *app, const SDL_Event *e)
{
    app->dirty = true;
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    if (app->settings_page.row >= n)
        app->settings_page.row = 0;
    if (e->type == SDL_MOUSEMOTION) { /* the row under the pointer tells what it does */
        if (app->settings_page.held_text > 0 && !inside(app->settings_page.held_at, app->mouse_x, app->mouse_y))
            app->settings_page.held_text = 0; /* off the arrow clicked: the rows where the text size puts them */
        app->settings_page.hover = row_at(app, n, app->mouse_x, app->mouse_y);
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        app->settings_page.held_text = 0;
        app->settings_page.hover = -1; /* the keyboard's row, until the pointer moves again */
        SDL_Keycode k = e->key.keysym.sym;
        int r = app->settings_page.row;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE)
            app_set_scene(app, app->rules_return);
        else if (k == SDLK_UP)
            app->settings_page.row = settings_cycle(r, -1, 0, n - 1);
        else if (k == SDLK_DOWN || k == SDLK_TAB)
            app->settings_page.row = settings_cycle(r, 1, 0, n - 1);
        else if (k == SDLK_LEFT)
            change(app, ids[r], -1);
        else if (k == SDLK_RIGHT || k == SDLK_RETURN || k == SDLK_SPACE)
            change(app, ids[r], 1);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT)
        return;
    int x = app->mouse_x, y = app->mouse_y;
    if (inside(back_rect(app), x, y)) {
        app_set_scene(app, app->rules_return);
        return;
    }
    const int r = row_at(app, n, x, y);
    if (r >= 0) {
        const RowGeom g = geom(app, r);
        app->settings_page.row = r;
        const int was = app->settings.text_size;
        const SDL_Rect *at = inside(g.minus, x, y)   ? &g.minus
                             : inside(g.plus, x, y)  ? &g.plus
                             : inside(g.value, x, y) ? &g.value
                                                     : NULL;
        if (at)
            change(app, ids[r], at == &g.minus ? -1 : 1);
        if (at && app->settings.text_size != was) { /* the rows stay where they were, under the pointer */
            if (app->settings_page.held_text == 0)
                app->settings_page.held_text = was;
            app->settings_page.held_at = *at;
        }
    }
}

/* The largest size up to px (and down to TEXT_MIN_PX) at which s is drawn at most max_h high. */
static int fit_height(App *app, FontId font, int px, const char *s, int max_h)
{
    int w = 0, h = 0;
    for (text_size(&app->text, font, px, s, &w, &h); h > max_h && px > TEXT_MIN_PX;
         text_size(&app->text, font, px, s, &w, &h))
        px--;
    return px;
}

void settings_scene_draw(App *app)
{
    const Canvas cv = app_canvas(app);
    app_draw_background(app);
    int u = app_px(app, 0.01f);
    SDL_Color gold = { 255, 226, 150, 255 }, ink = { 255, 248, 232, 255 }, soft = { 225, 215, 190, 255 };
    /* while the rows are held where a click left them, the title and the headings above them keep their
     * size too (grown, they would run into each other over rows laid for the smaller size) */
    if (app->settings_page.held_text > 0)
        text_set_scale(&app->text, app->settings_page.held_text);
    text_draw(&app->text, FONT_SERIF_BOLD, 5 * u, tr(app, S_SETTINGS), gold, app->pw / 2, 2 * u, ALIGN_CENTER, 0);
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    /* each column's heading stands on its first row, as tall as the text size makes it */
    const RowGeom firsts[2] = { geom(app, 0), geom(app, left) };
    const char *headings[2] = { tr(app, chosen(app)->settings_heading), tr(app, S_SET_APP) };
    for (int col = 0; col < 2; col++) {
        int hw = 0, hh = 0;
        text_size(&app->text, FONT_SERIF_ITALIC, (int)(2.4 * u), headings[col], &hw, &hh);
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(2.4 * u), headings[col], soft, firsts[col].row.x,
                  firsts[col].row.y - hh - u / 4, ALIGN_LEFT, 0);
    }
    text_set_scale(&app->text, app->settings.text_size);
    /* the help line: of the row under the pointer, else of the selected row */
    const int told = app->settings_page.hover >= 0 && app->settings_page.hover < n ? app->settings_page.hover
                                                                                   : app->settings_page.row;
    for (int pos = 0; pos < n; pos++) {
        RowId r = ids[pos];
        RowGeom g = geom(app, pos);
        SDL_FRect fr = { (float)g.row.x, (float)g.row.y, (float)g.row.w, (float)g.row.h };
        const SDL_Color fill = pos == app->settings_page.row ? (SDL_Color){ 250, 215, 120, 90 }
                               : pos == told                 ? (SDL_Color){ 250, 215, 120, 40 }
                                                             : (SDL_Color){ 0, 0, 0, 60 };
        art_fill_round_rect(app->renderer, fr, (float)u, fill);
        char label[96], value[96];
        StrId help_id;
        row_text(app, r, label, sizeof label, value, sizeof value, &help_id);
        /* the label and the value at their 100 % size grown by the text's (a row shrinks as the headings over
         * it grow), as high as their row and box hold them */
        int lp = fit_height(app, FONT_SERIF_BOLD, g.h100 * 52 / 100, label, g.row.h);
        /* the label's room ends at the value's arrows, or the row's end when it has no value */
        const bool silent = row_silent(app, r);
        const int room = (silent ? g.row.x + g.row.w : g.minus.x) - g.row.x;
        text_box_push(&app->text, (SDL_Rect){ g.row.x, g.row.y, room, g.row.h });
        lp = text_fit_px(&app->text, FONT_SERIF_BOLD, lp, label, room - 3 * u); /* 2 units short of the ‹ */
        text_draw(&app->text, FONT_SERIF_BOLD, lp, label, ink, g.row.x + u, g.row.y + g.row.h / 2, ALIGN_LEFT, 1);
        text_box_pop(&app->text);
        if (pos == told) { /* on its own line over Back */
            SDL_Rect help = { 3 * u, back_rect(app).y - 5 * u, app->pw - 6 * u, 4 * u };
            const char *h = tr(app, help_id);
            text_box_push(&app->text, help);
            int hp = text_fit_px(&app->text, FONT_SANS, (int)(2.2 * u), h, help.w);
            text_draw(&app->text, FONT_SANS, hp, h, soft, help.x + help.w / 2, help.y + help.h / 2, ALIGN_CENTER, 1);
            text_box_pop(&app->text);
        }
        if (silent)
            continue;
        SDL_FRect vr = { (float)g.minus.x, (float)g.minus.y, (float)(g.plus.x + g.plus.w - g.minus.x),
                         (float)g.minus.h };
        art_fill_round_rect(app->renderer, vr, vr.h / 2, (SDL_Color){ 246, 236, 210, 235 });
        SDL_Color dark = { 60, 30, 10, 255 }, grey = { 185, 175, 160, 255 }; /* grey: the arrow at its end */
        text_draw(&app->text, FONT_SANS_BOLD, lp, "‹", can_step(app, r, -1) ? dark : grey, g.minus.x + g.minus.w / 2,
                  g.minus.y + g.minus.h / 2, ALIGN_CENTER, 1);
        text_draw(&app->text, FONT_SANS_BOLD, lp, "›", can_step(app, r, 1) ? dark : grey, g.plus.x + g.plus.w / 2,
                  g.plus.y + g.plus.h / 2, ALIGN_CENTER, 1);
        text_box_push(&app->text, g.value);
        int vp = text_fit_px(&app->text, FONT_SANS_BOLD,
                             fit_height(app, FONT_SANS_BOLD, g.h100 * 46 / 100, value, g.value.h), value, g.value.w);
        text_draw(&app->text, FONT_SANS_BOLD, vp, value, dark, g.value.x + g.value.w / 2, g.value.y + g.value.h / 2,
                  ALIGN_CENTER, 1);
        text_box_pop(&app->text);
    }
    ButtonRow row = { .focus = -1 };
    Button *b = ui_row_add(&row, 1, tr(app, S_BACK), SDLK_ESCAPE, true);
    if (b)
        b->r = back_rect(app);
    ui_row_draw(&cv, &row, (int)(2.6 * u));
}
