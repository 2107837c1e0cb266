/* The title screen: the game (one button per game of the registry, the choice
 * remembered in the settings), continue, new game, the guided hand, settings, rules,
 * statistics, quit. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "table.h"
#include "title_layout.h"
#include "ui.h"

enum {
    T_CONTINUE = 1,
    T_NEW,
    T_GUIDE,
    T_SETTINGS,
    T_RULES,
    T_STATS,
    T_QUIT,
    T_GAME /* + the game's place in the registry */
};

static const GameBackend *chosen(const App *app) { return games_find(app->settings.game); }

/* The menu's slots for its rows (the game choice one of them): laid out as if Continue were
 * there, so that the game choice stays in its place when a game is chosen that has nothing to
 * continue (the rows below it move up a slot). */
static int title_slots(App *app, int rows) { return rows + !table_can_continue(app, chosen(app)); }

static void title_buttons(App *app, ButtonRow *row)
{
    int focus = row->focus;
    ui_row_clear(row);
    ui_row_add(row, 0, "", 0, false); /* the slot of the game choice */
    const bool can_continue = table_can_continue(app, chosen(app));
    /* the guided hand is not saved: Continue says it is the lesson that goes on */
    const StrId resume = table_continues_guide(app, chosen(app)) ? S_CONTINUE_GUIDE : S_CONTINUE;
    if (can_continue)
        ui_row_add(row, T_CONTINUE, tr(app, resume), i18n_key(app_lang(app), S_KEY_CONTINUE), true);
    ui_row_add(row, T_NEW, tr(app, S_NEW_GAME), i18n_key(app_lang(app), S_KEY_NEW_GAME), true);
    if (chosen(app)->guide)
        ui_row_add(row, T_GUIDE, tr(app, S_GUIDE_TITLE), i18n_key(app_lang(app), S_KEY_GUIDE), true);
    ui_row_add(row, T_SETTINGS, tr(app, S_SETTINGS), i18n_key(app_lang(app), S_KEY_SETTINGS), true);
    ui_row_add(row, T_RULES, tr(app, S_RULES), i18n_key(app_lang(app), S_KEY_RULES), true);
    ui_row_add(row, T_STATS, tr(app, S_STATISTICS), i18n_key(app_lang(app), S_KEY_STATISTICS), true);
    ui_row_add(row, T_QUIT, tr(app, S_QUIT), i18n_key(app_lang(app), S_KEY_QUIT), true);
    TitleLayout tl;
    title_layout_compute(&tl, app->pw, app->ph, title_slots(app, row->n), app->settings.text_size);
    for (int i = 0; i < row->n; i++)
        row->b[i].r = tl.row[i];
    int gap = tl.gap;
    /* the game choice: a button per game, sharing the first slot */
    const int ngames = games_count();
    SDL_Rect first = row->b[0].r;
    memmove(row->b + ngames, row->b + 1, sizeof row->b[0] * (size_t)(row->n - 1));
    row->n += ngames - 1;
    const int w = (first.w - (ngames - 1) * gap) / ngames;
    for (int i = 0; i < ngames; i++) {
        const int x = ngames > 1 ? first.x + (first.w - w) * i / (ngames - 1) : first.x;
        row->b[i] = (Button){ .r = { x, first.y, w, first.h }, .id = T_GAME + i, .enabled = true };
        snprintf(row->b[i].label, sizeof row->b[i].label, "%s", tr(app, games_at(i)->name));
    }
    /* app->focus counts the menu from its first entry: the game buttons are -ngames to -1 */
    row->focus = focus + ngames >= 0 && focus + ngames < row->n ? focus + ngames : ngames;
}

static void choose_game(App *app, int game)
{
    if (app->settings.game == game)
        return;
    app->settings.game = game;
    app->opt.game = -1; /* the title's choice from now on */
    if (app->opt.players > games_find(game)->max_players)
        app->opt.players = 0; /* a command line's players are for the game that seats them */
    app_apply_settings(app); /* remembered */
    if (app->window) /* the window is named after the game chosen */
        SDL_SetWindowTitle(app->window, games_find(game)->title);
}

static void start_new_game(App *app)
{
    if (app->table && app->table->be == chosen(app)) {
        table_free(app->table);
        app->table = NULL;
    }
    table_settle_save(app, chosen(app));
    table_delete_save(app, chosen(app));
    app_open_game(app, false);
}

static void open_guide(App *app) { app_open_guide(app); }

/* A player who has never finished a deal of this game is offered its guided hand first (once a
 * session), and a new game ends the one in progress for good: the player is asked first. */
void title_start_game(App *app)
{
    const GameBackend *be = chosen(app);
    if (table_ask_over_game(app, be, start_new_game))
        return;
    const unsigned bit = 1u << be->kind;
    if (be->guide && be->deals_played(&app->stats) == 0 && !(app->games_seen & bit)) {
        app->games_seen |= bit;
        char ask[NOTICE_DRAFT_MAX];
        snprintf(ask, sizeof ask, tr(app, S_N_FIRST_GAME), tr(app, be->name));
        const int key = i18n_key(app_lang(app), S_KEY_GUIDE);
        notice_ask(app, &(NoticeQuestion){ ask, S_N_PLAY_NOW, S_GUIDE_TITLE, key, open_guide, start_new_game });
        return;
    }
    start_new_game(app);
}

static void activate(App *app, int id)
{
    audio_play(&app->audio, SND_CLICK);
    switch (id) {
    case T_CONTINUE: app_open_game(app, true); break;
    case T_NEW: /* its first questions, then the game */
        if (!new_panel_open(app, chosen(app)))
            title_start_game(app);
        break;
    case T_GUIDE: app_open_guide(app); break;
    case T_SETTINGS:
        app->rules_return = SCENE_TITLE;
        app_set_scene(app, SCENE_SETTINGS);
        break;
    case T_RULES:
        app->rules_return = SCENE_TITLE;
        app->rules_game = app->settings.game;
        app->rules_page = 0;
        app_set_scene(app, SCENE_RULES);
        break;
    case T_STATS: app_set_scene(app, SCENE_STATS); break;
    case T_QUIT: app_quit(app); break;
    default:
        if (id >= T_GAME && id < T_GAME + games_count())
            choose_game(app, games_at(id - T_GAME)->kind);
        break;
    }
}

void title_event(App *app, const SDL_Event *e)
{
    const NewPanelAnswer panel = new_panel_event(app, e);
    if (panel == NEW_PANEL_START)
        title_start_game(app);
    if (panel != NEW_PANEL_CLOSED)
        return;
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    title_buttons(app, row);
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        int id = ui_row_hit(row, app->mouse_x, app->mouse_y);
        if (id >= 0)
            activate(app, id);
    } else if (e->type == SDL_MOUSEMOTION) {
        app->dirty = true;
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            app_quit(app);
            return;
        }
        if (k == SDLK_g || k == SDLK_LEFT || k == SDLK_RIGHT) {
            audio_play(&app->audio, SND_CLICK);
            choose_game(app, games_next(app->settings.game)->kind);
            app->dirty = true;
            return;
        }
        int id = ui_row_key(row, e->key.keysym.sym, true);
        app->focus = row->focus - 2;
        app->dirty = true;
        if (id >= 0)
            activate(app, id);
    }
}

void title_draw(App *app)
{
    const Canvas cv = app_canvas(app);
    app_draw_background(app);
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    title_buttons(app, row);
    if (app->notice.asking || app->new_game.open)
        row->focus = -1; /* the question or the panel has the keyboard: no ring on the menu under it */
    TitleLayout tl;
    title_layout_compute(&tl, app->pw, app->ph, title_slots(app, row->n - (games_count() - 1)),
                         app->settings.text_size); /* the game choice: one row */
    float u = tl.unit;
    const GameBackend *game = chosen(app);
    for (int i = 0; i < 5; i++)
        art_draw_card(&app->cards, game->title_fan[i], BACK_BLUE, tl.fan[i], tl.fan_deg[i], 255, false, false);
    SDL_Texture *icon = art_get(&app->cards, "assets/icon/lamouche.svg", (int)tl.icon.w, (int)tl.icon.w, false);
    if (icon)
        SDL_RenderCopyF(app->renderer, icon, NULL, &tl.icon);
    SDL_Color gold = { 255, 226, 150, 255 }, shadow = { 0, 0, 0, 150 };
    int tp = tl.title_px, ty = tl.title_y;
    const char *title = tr(app, game->title_text);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, title, shadow, app->pw / 2 + (int)(u * 0.4f), ty + (int)(u * 0.4f),
              ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, title, gold, app->pw / 2, ty, ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_ITALIC, tl.subtitle_px, tr(app, game->subtitle), (SDL_Color){ 240, 232, 210, 255 },
              app->pw / 2, tl.subtitle_y, ALIGN_CENTER, 0);
    if (app->new_game.open) { /* the panel in the menu's place */
        new_panel_draw(app);
        return;
    }
    ui_row_draw(&cv, row, (int)(u * 2.6f));
    /* the game chosen: its button framed in gold */
    const Button *chosen_button = ui_row_find(row, T_GAME + games_index(app->settings.game));
    if (chosen_button)
        ui_chosen_ring(&cv, chosen_button->r);
    text_draw(&app->text, FONT_SANS, tl.key_px, tr_keys(app, S_GAME_KEY), (SDL_Color){ 230, 220, 190, 200 }, tl.key_x,
              tl.key_y, ALIGN_RIGHT, 2);
}
