/* The New game panel: a new game's first questions, asked over the title or the game's end. The game's
 * name, how many players (the seats the game allows, from its backend), how long (the lengths
 * the settings screen steps through), Start and Back. The choice is made through the game's own
 * setting rows (its backend's setting_change, as the settings screen makes it) and kept in the
 * settings file at Start; Back puts the game's settings back as they were. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_context.h"
#include "game.h"
#include "ui.h"

typedef enum { F_PLAYERS, F_LENGTH, F_START, F_BACK, F_COUNT } NewFocus;
enum { ID_LESS = 1, ID_LENGTH, ID_MORE, ID_START, ID_BACK, ID_PLAYERS = 100 /* + the count of players */ };

static const GameBackend *chosen(const App *app) { return app->new_game.game; }
static int players_now(const App *app) { return chosen(app)->players_set(&app->settings); }

static void choose_players(App *app, int players)
{
    const GameBackend *be = chosen(app);
    if (players >= be->min_players && players <= be->max_players)
        be->setting_change(&app->settings, be->players_row, players - players_now(app));
}

/* Whether the length steps that way (it stops at its ends, endless and the longest: s59's 16). */
static bool length_steps(const App *app, int d)
{
    const GameBackend *be = chosen(app);
    Settings trial;
    memcpy(&trial, &app->settings, sizeof trial);
    be->setting_change(&trial, be->length_row, d);
    return memcmp(&trial.games[be->kind], &app->settings.games[be->kind], sizeof trial.games[be->kind]) != 0;
}

static void step_length(App *app, int d)
{
    const GameBackend *be = chosen(app);
    be->setting_change(&app->settings, be->length_row, d);
    app->new_game.length_chosen = true;
}

/* The length row's label, and its value as the player reads it: the command line's --hands
 * while the player has not changed it here, else the settings'. */
static void length_text(App *app, char *label, size_t lsize, char *value, size_t vsize)
{
    StrId help;
    chosen(app)->setting_text(app, chosen(app)->length_row, label, lsize, value, vsize, &help);
    if (app->opt.hands >= 0 && !app->new_game.length_chosen) {
        if (app->opt.hands)
            snprintf(value, vsize, "%d", app->opt.hands);
        else
            snprintf(value, vsize, "%s", tr(app, S_ENDLESS));
    }
}

static void players_label(App *app, char *label, size_t lsize)
{
    char value[64];
    StrId help;
    chosen(app)->setting_text(app, chosen(app)->players_row, label, lsize, value, sizeof value, &help);
}

/* Where the panel's pieces sit: over the title's menu, at any window and text size. */
typedef struct {
    SDL_Rect panel;
    int name_px, name_y; /* the game's name: its size and the middle of its line */
    int label_px, label_x, players_y, length_y; /* the rows' labels: their size, left end and middles */
    char players[96], length[96]; /* the labels */
    int font_px; /* the buttons' words */
    ButtonRow row; /* the counts of players, then less, the length, more, then Start and Back */
} PanelGeom;

static void panel_geom(App *app, PanelGeom *g)
{
    const GameBackend *be = chosen(app);
    const int u = app_px(app, 0.01f), gap = app_px(app, 0.012f), rim = app_px(app, 0.018f);
    g->font_px = (int)(2.6f * (float)u);
    g->label_px = (int)(2.6f * (float)u);
    g->name_px = (int)(3.6f * (float)u);
    /* a row as tall as its words grow, and never lower than the title's buttons */
    int bh = text_scaled_px(&app->text, g->font_px) * 17 / 10;
    if (bh < app_px(app, 0.046f))
        bh = app_px(app, 0.046f);
    const int name_h = text_scaled_px(&app->text, g->name_px) * 3 / 2, pad = 2 * u;
    int w = app_px(app, 0.66f);
    if (w > app->pw - 2 * rim - 2 * u)
        w = app->pw - 2 * rim - 2 * u;
    const int h = pad + name_h + 3 * bh + 2 * gap + 2 * u + pad;
    /* in the menu's room (from 5 units under the middle to 2 over the bottom, title_layout.c), whose menu
     * is not drawn while the panel asks */
    const int top = app->ph / 2 + app_px(app, 0.05f), bottom = app->ph - rim - (u / 4 > 2 ? u / 4 : 2);
    int y = top + (bottom - top - h) / 2;
    if (y + h > bottom)
        y = bottom - h;
    g->panel = (SDL_Rect){ (app->pw - w) / 2, y, w, h };
    g->name_y = y + pad + name_h / 2;
    const int x0 = g->panel.x + pad, inner = w - 2 * pad;
    /* the labels' column: as wide as the wider label, at most 45 % of the panel */
    players_label(app, g->players, sizeof g->players);
    char value[96];
    length_text(app, g->length, sizeof g->length, value, sizeof value);
    int lw = 0, th = 0, tw = 0;
    text_size(&app->text, FONT_SERIF_BOLD, g->label_px, g->players, &tw, &th);
    lw = tw;
    text_size(&app->text, FONT_SERIF_BOLD, g->label_px, g->length, &tw, &th);
    lw = tw > lw ? tw : lw;
    if (lw > inner * 45 / 100)
        lw = inner * 45 / 100;
    g->label_x = x0;
    const int cx = x0 + lw + 2 * u, cw = x0 + inner - cx;
    int ry = g->name_y + name_h / 2;
    g->players_y = ry + bh / 2;
    g->length_y = ry + bh + gap + bh / 2;
    ButtonRow *row = &g->row;
    const int focus = row->focus;
    ui_row_clear(row);
    const int n = be->max_players - be->min_players + 1;
    const int pw = (cw - (n - 1) * gap) / (n > 0 ? n : 1);
    for (int i = 0; i < n; i++) {
        char count[8];
        snprintf(count, sizeof count, "%d", be->min_players + i);
        Button *b = ui_row_add(row, ID_PLAYERS + be->min_players + i, count, 0, true);
        if (b)
            b->r = (SDL_Rect){ cx + i * (pw + gap), ry, pw, bh };
    }
    ry += bh + gap;
    Button *less = ui_row_add(row, ID_LESS, "‹", 0, length_steps(app, -1)),
           *len = ui_row_add(row, ID_LENGTH, value, 0, true),
           *more = ui_row_add(row, ID_MORE, "›", 0, length_steps(app, 1));
    if (less && len && more) {
        less->r = (SDL_Rect){ cx, ry, bh, bh };
        more->r = (SDL_Rect){ cx + cw - bh, ry, bh, bh };
        len->r = (SDL_Rect){ cx + bh + gap, ry, cw - 2 * (bh + gap), bh };
    }
    ry += bh + 2 * u;
    const int half = (inner - gap) / 2;
    Button *start = ui_row_add(row, ID_START, tr(app, S_NEW_START), SDLK_RETURN, true),
           *back = ui_row_add(row, ID_BACK, tr(app, S_BACK), SDLK_ESCAPE, true);
    if (start && back) {
        start->r = (SDL_Rect){ x0, ry, half, bh };
        back->r = (SDL_Rect){ x0 + inner - half, ry, half, bh };
    }
    row->focus = focus;
}

/* The button the keyboard's focus is on: the count chosen, the length, Start or Back. */
static int focus_button(App *app, const ButtonRow *row)
{
    static const int ids[F_COUNT] = { 0, ID_LENGTH, ID_START, ID_BACK };
    const int f = app->new_game.focus;
    const int id = f == F_PLAYERS ? ID_PLAYERS + players_now(app) : ids[f];
    for (int i = 0; i < row->n; i++)
        if (row->b[i].id == id)
            return i;
    return -1;
}

bool new_panel_open(App *app, const GameBackend *be)
{
    if (be->players_row < 0 || be->length_row < 0) /* nothing to ask */
        return false;
    NewGamePanel *p = &app->new_game;
    p->game = be;
    p->open = true;
    p->focus = F_START;
    p->length_chosen = false;
    p->kept = app->settings.games[be->kind];
    if (app->opt.players) /* the command line's table, until the player chooses another */
        choose_players(app, app->opt.players);
    app->dirty = true;
    return true;
}

static void close_panel(App *app, bool start)
{
    NewGamePanel *p = &app->new_game;
    p->open = false;
    app->dirty = true;
    if (!start) {
        app->settings.games[chosen(app)->kind] = p->kept;
        return;
    }
    app->opt.players = 0; /* the panel's choice from now on, as the title's choice of game */
    if (p->length_chosen)
        app->opt.hands = -1;
    app_apply_settings(app); /* remembered */
}

void new_panel_cancel(App *app)
{
    if (app->new_game.open)
        close_panel(app, false);
}

/* Whether the press was Start's (the title then starts the game). */
static bool press(App *app, int id)
{
    audio_play(&app->audio, SND_CLICK);
    NewGamePanel *p = &app->new_game;
    if (id >= ID_PLAYERS) {
        choose_players(app, id - ID_PLAYERS);
        p->focus = F_PLAYERS;
    } else if (id == ID_LESS || id == ID_MORE || id == ID_LENGTH) {
        if (length_steps(app, id == ID_LESS ? -1 : 1))
            step_length(app, id == ID_LESS ? -1 : 1);
        p->focus = F_LENGTH;
    } else if (id == ID_START || id == ID_BACK) {
        close_panel(app, id == ID_START);
    }
    return id == ID_START;
}

/* Left and right: the players or the length change; on Start and Back, the focus goes between them. */
static void sideways(App *app, int d)
{
    NewGamePanel *p = &app->new_game;
    const GameBackend *be = chosen(app);
    if (p->focus == F_PLAYERS) {
        const int next = players_now(app) + d;
        if (next >= be->min_players && next <= be->max_players) {
            audio_play(&app->audio, SND_CLICK);
            choose_players(app, next);
        }
    } else if (p->focus == F_LENGTH) {
        if (length_steps(app, d)) { /* at its end: nothing, the arrow greyed */
            audio_play(&app->audio, SND_CLICK);
            step_length(app, d);
        }
    } else {
        p->focus = p->focus == F_START ? F_BACK : F_START;
    }
}

/* Whether the key pressed Start. */
static bool key(App *app, SDL_Keycode k, Uint16 mod)
{
    NewGamePanel *p = &app->new_game;
    const GameBackend *be = chosen(app);
    if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
        press(app, ID_BACK);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
        return press(app, p->focus == F_BACK ? ID_BACK : ID_START); /* Start, unless Back has the focus */
    } else if (k == SDLK_TAB) {
        p->focus = (p->focus + ((mod & KMOD_SHIFT) ? F_COUNT - 1 : 1)) % F_COUNT;
    } else if (k == SDLK_UP) {
        p->focus = p->focus >= F_START ? F_LENGTH : F_PLAYERS;
    } else if (k == SDLK_DOWN) {
        p->focus = p->focus == F_PLAYERS ? F_LENGTH : p->focus == F_LENGTH ? F_START : p->focus;
    } else if (k == SDLK_LEFT || k == SDLK_RIGHT) {
        sideways(app, k == SDLK_LEFT ? -1 : 1);
    } else if (k >= SDLK_0 && k <= SDLK_9 && k - SDLK_0 >= be->min_players && k - SDLK_0 <= be->max_players) {
        press(app, ID_PLAYERS + (int)(k - SDLK_0)); /* a count's digit chooses it */
    }
    return false;
}

NewPanelAnswer new_panel_event(App *app, const SDL_Event *e)
{
    if (!app->new_game.open)
        return NEW_PANEL_CLOSED;
    bool start = false;
    if (e->type == SDL_MOUSEMOTION) {
        app->dirty = true;
    } else if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        PanelGeom g = { .row.focus = -1 };
        panel_geom(app, &g);
        const int id = ui_row_hit(&g.row, app->mouse_x, app->mouse_y);
        if (id >= 0) /* a click beside the panel does nothing: the title under it waits */
            start = press(app, id);
        app->dirty = true;
    } else if (e->type == SDL_KEYDOWN) {
        const SDL_Keycode k = e->key.keysym.sym;
        /* a Space or Enter held since it opened the panel starts nothing: a fresh press does */
        if (!(e->key.repeat && (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER)))
            start = key(app, k, e->key.keysym.mod);
        app->dirty = true;
    }
    return start ? NEW_PANEL_START : NEW_PANEL_TOOK;
}

void new_panel_draw(App *app)
{
    if (!app->new_game.open)
        return;
    const Canvas cv = app_canvas(app);
    PanelGeom g = { .row.focus = -1 };
    panel_geom(app, &g);
    g.row.focus = app->notice.asking ? -1 : focus_button(app, &g.row);
    ui_panel(&cv, g.panel, 240);
    const SDL_Color ink = { 60, 30, 10, 255 };
    const int name_w = g.panel.w - 4 * app_px(app, 0.01f);
    const char *name = tr(app, chosen(app)->name);
    const int name_h = text_scaled_px(&app->text, g.name_px) * 3 / 2;
    text_box_push(&app->text,
                  (SDL_Rect){ g.panel.x + (g.panel.w - name_w) / 2, g.name_y - name_h / 2, name_w, name_h });
    text_draw(&app->text, FONT_SERIF_BOLD, text_fit_px(&app->text, FONT_SERIF_BOLD, g.name_px, name, name_w), name, ink,
              app->pw / 2, g.name_y, ALIGN_CENTER, 1);
    text_box_pop(&app->text);
    const Button *first = &g.row.b[0];
    const int label_w = first->r.x - g.label_x - app_px(app, 0.01f);
    const char *labels[2] = { g.players, g.length };
    const int ys[2] = { g.players_y, g.length_y };
    for (int i = 0; i < 2; i++) {
        text_box_push(&app->text, (SDL_Rect){ g.label_x, ys[i] - first->r.h / 2, label_w, first->r.h });
        text_draw(&app->text, FONT_SERIF_BOLD, text_fit_px(&app->text, FONT_SERIF_BOLD, g.label_px, labels[i], label_w),
                  labels[i], ink, g.label_x, ys[i], ALIGN_LEFT, 1);
        text_box_pop(&app->text);
    }
    /* the count chosen: framed in gold, as the title's game (under the keyboard's focus, when it is there) */
    const Button *count = ui_row_find(&g.row, ID_PLAYERS + players_now(app));
    if (count)
        ui_chosen_ring(&cv, count->r);
    ui_row_draw(&cv, &g.row, g.font_px);
}

bool new_panel_target(App *app, const char *name, int *x, int *y)
{
    if (!app->new_game.open)
        return false;
    static const struct {
        const char *name;
        int id;
    } named[] = {
        { "less", ID_LESS }, { "length", ID_LENGTH }, { "more", ID_MORE }, { "start", ID_START }, { "back", ID_BACK }
    };
    int id = -1;
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (!strcmp(name, named[i].name))
            id = named[i].id;
    if (!strncmp(name, "players:", 8))
        id = ID_PLAYERS + atoi(name + 8);
    PanelGeom g = { .row.focus = -1 };
    panel_geom(app, &g);
    const Button *b = id >= 0 ? ui_row_find(&g.row, id) : NULL;
    if (!b)
        return false;
    *x = b->r.x + b->r.w / 2;
    *y = b->r.y + b->r.h / 2;
    return true;
}
