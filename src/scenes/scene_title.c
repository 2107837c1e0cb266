/* The title screen: the game (La Mouche or La Bête, remembered in the
 * settings), continue, new game, settings, rules, statistics, quit. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "table.h"
#include "title_layout.h"
#include "ui.h"

enum { T_CONTINUE = 1, T_NEW, T_SETTINGS, T_RULES, T_STATS, T_QUIT, T_GAME_MOUCHE, T_GAME_BETE };

static const GameBackend *chosen(const App *app) { return games_find(app->settings.game); }

static void title_buttons(App *app, ButtonRow *row)
{
    int focus = row->focus;
    ui_row_clear(row);
    ui_row_add(row, 0, "", 0, false); /* the slot of the game choice */
    bool can_continue = (app->table && app->table->be == chosen(app)) || table_has_save(app, chosen(app));
    if (can_continue)
        ui_row_add(row, T_CONTINUE, tr(app, S_CONTINUE), i18n_key(app->settings.lang, S_KEY_CONTINUE), true);
    ui_row_add(row, T_NEW, tr(app, S_NEW_GAME), i18n_key(app->settings.lang, S_KEY_NEW_GAME), true);
    ui_row_add(row, T_SETTINGS, tr(app, S_SETTINGS), i18n_key(app->settings.lang, S_KEY_SETTINGS), true);
    ui_row_add(row, T_RULES, tr(app, S_RULES), i18n_key(app->settings.lang, S_KEY_RULES), true);
    ui_row_add(row, T_STATS, tr(app, S_STATISTICS), i18n_key(app->settings.lang, S_KEY_STATISTICS), true);
    ui_row_add(row, T_QUIT, tr(app, S_QUIT), i18n_key(app->settings.lang, S_KEY_QUIT), true);
    TitleLayout tl;
    title_layout_compute(&tl, app->pw, app->ph, row->n);
    for (int i = 0; i < row->n; i++)
        row->b[i].r = tl.row[i];
    int gap = tl.gap;
    /* the game choice: two buttons sharing the first slot */
    SDL_Rect first = row->b[0].r;
    memmove(row->b + 2, row->b + 1, sizeof row->b[0] * (size_t)(row->n - 1));
    row->n++;
    int half = (first.w - gap) / 2;
    row->b[0] = (Button){ .r = { first.x, first.y, half, first.h }, .id = T_GAME_MOUCHE, .enabled = true };
    row->b[1] =
        (Button){ .r = { first.x + first.w - half, first.y, half, first.h }, .id = T_GAME_BETE, .enabled = true };
    snprintf(row->b[0].label, sizeof row->b[0].label, "%s", tr(app, S_GAME_MOUCHE));
    snprintf(row->b[1].label, sizeof row->b[1].label, "%s", tr(app, S_GAME_BETE));
    /* app->focus counts the menu from its first entry: the game buttons are -2 and -1 */
    row->focus = focus + 2 >= 0 && focus + 2 < row->n ? focus + 2 : 2;
}

static void choose_game(App *app, int game)
{
    if (app->settings.game == game)
        return;
    app->settings.game = game;
    app->opt.game = -1; /* the title's choice from now on */
    if (game == GAME_MOUCHE && app->opt.players > 6)
        app->opt.players = 0; /* a command line's seven are for La Bête only */
    app_apply_settings(app); /* remembered */
}

static void activate(App *app, int id)
{
    audio_play(&app->audio, SND_CLICK);
    switch (id) {
    case T_CONTINUE: app_open_game(app, true); break;
    case T_NEW:
        if (app->table && app->table->be == chosen(app)) {
            table_free(app->table);
            app->table = NULL;
        }
        table_delete_save(app, chosen(app));
        app_open_game(app, false);
        break;
    case T_GAME_MOUCHE: choose_game(app, GAME_MOUCHE); break;
    case T_GAME_BETE: choose_game(app, GAME_BETE); break;
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
    default: break;
    }
}

void title_event(App *app, const SDL_Event *e)
{
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
            choose_game(app, (app->settings.game == GAME_BETE) ? GAME_MOUCHE : GAME_BETE);
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
    app_draw_background(app);
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    title_buttons(app, row);
    TitleLayout tl;
    title_layout_compute(&tl, app->pw, app->ph, row->n - 1); /* the game choice: two buttons, one row */
    float u = tl.unit;
    /* La Mouche: a mouche fanned out, five hearts; La Bête: the four kings and the turned trump */
    static const int ranks[5] = { RANK_KING, RANK_QUEEN, RANK_JACK, RANK_ACE, RANK_10 };
    static const int bete_suits[5] = { SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS, SUIT_HEARTS };
    bool bete = (app->settings.game == GAME_BETE);
    for (int i = 0; i < 5; i++) {
        MoucheCard c =
            bete ? mouche_card(bete_suits[i], i == 4 ? RANK_9 : RANK_KING) : mouche_card(SUIT_HEARTS, ranks[i]);
        art_draw_card(&app->cards, c, BACK_BLUE, tl.fan[i], tl.fan_deg[i], 255, false, false);
    }
    SDL_Texture *icon = art_get(&app->cards, "assets/icon/lamouche.svg", (int)tl.icon.w, (int)tl.icon.w, false);
    if (icon)
        SDL_RenderCopyF(app->renderer, icon, NULL, &tl.icon);
    SDL_Color gold = { 255, 226, 150, 255 }, shadow = { 0, 0, 0, 150 };
    int tp = tl.title_px, ty = tl.title_y;
    const char *title = tr(app, bete ? S_GAME_BETE : S_TITLE);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, title, shadow, app->pw / 2 + (int)(u * 0.4f), ty + (int)(u * 0.4f),
              ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, title, gold, app->pw / 2, ty, ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_ITALIC, tl.subtitle_px, tr(app, bete ? S_SUBTITLE_BETE : S_SUBTITLE),
              (SDL_Color){ 240, 232, 210, 255 }, app->pw / 2, tl.subtitle_y, ALIGN_CENTER, 0);
    ui_row_draw(app, row, (int)(u * 2.6f));
    /* the game chosen: its button framed in gold */
    const Button *chosen = ui_row_find(row, bete ? T_GAME_BETE : T_GAME_MOUCHE);
    if (chosen) {
        SDL_SetRenderDrawColor(app->renderer, 255, 215, 110, 255);
        for (int k = 0; k < 3; k++) {
            SDL_Rect o = { chosen->r.x - 3 - k, chosen->r.y - 3 - k, chosen->r.w + 6 + 2 * k, chosen->r.h + 6 + 2 * k };
            SDL_RenderDrawRect(app->renderer, &o);
        }
    }
    text_draw(&app->text, FONT_SANS, tl.key_px, tr(app, S_GAME_KEY), (SDL_Color){ 230, 220, 190, 200 }, tl.key_x,
              tl.key_y, ALIGN_RIGHT, 2);
}
