/* The rules, readable in the app, one page per topic with a picture of the
 * situation (each game gives its pages). Left/Right (or the buttons) turn the
 * pages; G (or the button) shows the next game's rules. */
#include <stdio.h>

#include "app_context.h"
#include "game.h"
#include "ui.h"

enum { RB_PREV = 1, RB_NEXT, RB_BACK, RB_OTHER };

static const GameBackend *shown_game(const App *app) { return games_find(app->rules_game); }

/* The game after the one shown, in the registry's order. */
static const GameBackend *other_game(const App *app) { return games_next(app->rules_game); }

static void rules_buttons(App *app, ButtonRow *row)
{
    const Canvas cv = app_canvas(app);
    ui_row_clear(row);
    ui_row_add(row, RB_PREV, tr(app, S_PREV), SDLK_LEFT, app->rules_page > 0);
    ui_row_add(row, RB_BACK, tr(app, S_BACK), SDLK_ESCAPE, true);
    ui_row_add(row, RB_NEXT, tr(app, S_NEXT), SDLK_RIGHT, app->rules_page < shown_game(app)->rules->count - 1);
    char other[96];
    snprintf(other, sizeof other, tr(app, S_OTHER_RULES), tr(app, other_game(app)->name));
    ui_row_add(row, RB_OTHER, other, i18n_key(app_lang(app), S_KEY_OTHER_RULES), true);
    SDL_Rect area = { 0, app->ph - app_px(app, 0.11f), app->pw, app_px(app, 0.08f) };
    ui_row_layout_h(&cv, row, area, app_px(app, 0.06f), app_px(app, 0.02f));
}

void rules_event(App *app, const SDL_Event *e)
{
    ButtonRow row = { .focus = -1 };
    rules_buttons(app, &row);
    int id = -1;
    if (e->type == SDL_MOUSEBUTTONDOWN)
        id = ui_row_hit(&row, app->mouse_x, app->mouse_y);
    else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_PAGEDOWN || k == SDLK_SPACE)
            id = RB_NEXT;
        else if (k == SDLK_PAGEUP)
            id = RB_PREV;
        else
            id = ui_row_key(&row, k, false);
    }
    app->dirty = true;
    if (id == RB_PREV && app->rules_page > 0)
        app->rules_page--;
    else if (id == RB_NEXT && app->rules_page < shown_game(app)->rules->count - 1)
        app->rules_page++;
    else if (id == RB_BACK)
        app_set_scene(app, app->rules_return);
    else if (id == RB_OTHER) {
        app->rules_game = other_game(app)->kind;
        app->rules_page = 0;
    }
}

/* The largest size from `px` down at which s, wrapped to `width`, is at most `height` tall. */
static int fit_wrapped(App *app, FontId font, int px, const char *s, int width, int height)
{
    SDL_Color ink = { 50, 28, 10, 255 };
    for (; px > TEXT_MIN_PX; px--) {
        int w, h;
        text_get(&app->text, font, px, s, ink, width, &w, &h);
        if (h <= height)
            break;
    }
    return px;
}

void rules_draw(App *app)
{
    const Canvas cv = app_canvas(app);
    app_draw_background(app);
    int u = app_px(app, 0.01f);
    const GameBackend *game = shown_game(app);
    int page = app->rules_page < game->rules->count ? app->rules_page : 0;
    SDL_Color gold = { 255, 226, 150, 255 }, ink = { 50, 28, 10, 255 };
    char head[96];
    snprintf(head, sizeof head, "%s · %s", tr(app, S_RULES), tr(app, game->name));
    text_draw(&app->text, FONT_SERIF_BOLD, 5 * u, head, gold, app->pw / 2, 2 * u, ALIGN_CENTER, 0);
    int tw = app->pw * 46 / 100;
    SDL_Rect panel = { 4 * u, 10 * u, tw, app->ph - 24 * u };
    ui_panel(&cv, panel, 245);
    /* the title, on two lines if it must; the text below it as large as the panel holds (the
     * pages of a game differ in length, and the window in size), always inside the panel */
    const int inner = panel.w - 6 * u, x = panel.x + 3 * u;
    const char *title = tr(app, game->rules->titles[page]), *body = tr(app, game->rules->bodies[page]);
    const int tpx = fit_wrapped(app, FONT_SERIF_BOLD, (int)(3.4 * u), title, inner, 9 * u);
    text_box_push(&app->text, (SDL_Rect){ x, panel.y + u, inner, panel.h - 2 * u });
    const int th = text_draw_wrapped(&app->text, FONT_SERIF_BOLD, tpx, title, ink, x, panel.y + 2 * u, inner);
    const int by = panel.y + 2 * u + th + (int)(1.5 * u), bottom = panel.y + panel.h - 5 * u;
    const int bpx = fit_wrapped(app, FONT_SERIF, (int)(3.6 * u), body, inner, bottom - by);
    text_draw_wrapped(&app->text, FONT_SERIF, bpx, body, ink, x, by, inner);
    char buf[32];
    snprintf(buf, sizeof buf, tr(app, S_PAGE), page + 1, game->rules->count);
    text_draw(&app->text, FONT_SANS, 2 * u, buf, ink, panel.x + panel.w - 3 * u, panel.y + panel.h - 2 * u, ALIGN_RIGHT,
              2);
    text_box_pop(&app->text);
    SDL_Rect pic = { panel.x + panel.w + 2 * u, panel.y, app->pw - panel.w - 10 * u, panel.h };
    game->rules->picture(&cv, page, pic);
    ButtonRow row = { .focus = -1 };
    rules_buttons(app, &row);
    ui_row_draw(&cv, &row, (int)(2.6 * u));
}
