/* Statistics: stored across games, resettable; the lines are the chosen game's. */
#include <stdbool.h>
#include <stdio.h>

#include "app_context.h"
#include "game.h"
#include "ui.h"

enum { ST_RESET = 1, ST_BACK };

static void stats_buttons(App *app, ButtonRow *row)
{
    const Canvas cv = app_canvas(app);
    ui_row_clear(row);
    ui_row_add(row, ST_BACK, tr(app, S_BACK), SDLK_ESCAPE, true);
    /* years of games erased by one key: the button asks to be pressed again first */
    ui_row_add(row, ST_RESET, tr(app, app->stats_reset_armed ? S_RESET_CONFIRM : S_RESET),
               i18n_key(app_lang(app), S_KEY_RESET), true);
    if (row->focus < 0 || row->focus >= row->n)
        row->focus = 0;
    SDL_Rect area = { 0, app->ph * 80 / 100, app->pw, app->px_per_point > 0 ? app_px(app, 0.08f) : 40 };
    ui_row_layout_h(&cv, row, area, app_px(app, 0.06f), app_px(app, 0.02f));
}

void stats_scene_event(App *app, const SDL_Event *e)
{
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    stats_buttons(app, row);
    int id = -1;
    if (e->type == SDL_MOUSEBUTTONDOWN)
        id = ui_row_hit(row, app->mouse_x, app->mouse_y);
    else if (e->type == SDL_KEYDOWN)
        id = ui_row_key(row, e->key.keysym.sym, false);
    app->focus = row->focus;
    app->dirty = true;
    const bool armed = app->stats_reset_armed;
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN)
        app->stats_reset_armed = false; /* anything else than the second press: nothing erased */
    if (id == ST_RESET && !armed) {
        app->stats_reset_armed = true;
    } else if (id == ST_RESET) {
        stats_reset(&app->stats);
        app_save_stats(app);
    } else if (id == ST_BACK) {
        app_set_scene(app, SCENE_TITLE);
    }
}

void stats_scene_draw(App *app)
{
    const Canvas cv = app_canvas(app);
    app_draw_background(app);
    /* the words grow with the text size: the panel as much, as far as the window holds it, and what
     * lies under the title moves down as much */
    const float k = app->settings.text_size > 100 ? (float)app->settings.text_size / 100.f : 1.f;
    int w = (int)((float)app_px(app, 0.9f) * k), h = app_px(app, 0.62f);
    if (w > app->pw * 92 / 100)
        w = app->pw * 92 / 100;
    SDL_Rect p = { app->pw / 2 - w / 2, app->ph * 12 / 100, w, h };
    SDL_Color ink = { 50, 28, 10, 255 };
    int u = app_px(app, 0.01f);
    const GameBackend *game = games_find(app->settings.game);
    StatLine rows[13];
    int nrows = game->stats_lines(&app->stats, rows, (int)(sizeof rows / sizeof rows[0]) - 1);
    /* the review's learning curve, for every game: the mean over its last 50 hands (or deals) */
    double lost;
    const bool reviewed = stats_loss_mean(&app->stats.game[game->kind], &lost);
    const int loss_row = reviewed ? nrows : -1;
    if (reviewed)
        rows[nrows++] = (StatLine){ game->review_loss_label, 0, false };
    int row_px = 3 * u, step = (int)((nrows > 7 ? 5.6f : 6.f) * (float)u * k);
    const int first = 2 * u + (int)(10.f * (float)u * k); /* the first row, from the panel's top */
    int tw, line_h;
    text_size(&app->text, FONT_SERIF, row_px, tr(app, rows[nrows - 1].label), &tw, &line_h);
    /* under the last row, half a line and a unit of paper before the border (play-test 57: a unit, ~8 px) */
    const int foot = line_h / 2 + u;
    if (k > 1.f) { /* larger text: the panel grows down to the buttons, then up, as far as its rows need */
        const int need = first + step * (nrows - 1) + line_h + foot, bottom = app->ph * 80 / 100 - u;
        if (need > p.h)
            p.h = need < bottom - p.y ? need : bottom - p.y;
        if (need > p.h) {
            const int top = app->ph * 5 / 100;
            p.y = bottom - need > top ? bottom - need : top;
            p.h = bottom - p.y;
        }
    }
    ui_panel(&cv, p, 245);
    text_box_push(&app->text, p);
    text_draw(&app->text, FONT_SERIF_BOLD, 5 * u, tr(app, S_STATISTICS), ink, app->pw / 2, p.y + 2 * u, ALIGN_CENTER,
              0);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(2.6 * u), tr(app, game->name), ink, app->pw / 2,
              p.y + 2 * u + (int)(6.f * (float)u * k), ALIGN_CENTER, 0);
    int y = p.y + first;
    /* the last row inside the panel's border, however many rows the game has; where the rows then
     * come closer than a line, their words a little smaller */
    while (nrows > 1) {
        const int room = (p.y + p.h - foot) - line_h - y;
        if (step * (nrows - 1) > room)
            step = room / (nrows - 1);
        if (step >= line_h || row_px <= 2 * u)
            break;
        row_px--;
        text_size(&app->text, FONT_SERIF, row_px, tr(app, rows[nrows - 1].label), &tw, &line_h);
    }
    /* the labels from 5 units in, the values to 5 units from the right; every label in one type: as large as
     * the longest's room left of its value holds it (play-test 57: French's last row alone came smaller) */
    char values[sizeof rows / sizeof rows[0]][32];
    int label_px = row_px;
    for (int i = 0; i < nrows; i++) {
        if (i == loss_row)
            i18n_decimal(app_lang(app), lost, values[i], (int)sizeof values[i]);
        else
            snprintf(values[i], sizeof values[i], rows[i].signed_value ? "%+lld" : "%lld", rows[i].value);
        int vw, vh;
        text_size(&app->text, FONT_SANS_BOLD, row_px, values[i], &vw, &vh);
        const int fit = text_fit_px(&app->text, FONT_SERIF, row_px, tr(app, rows[i].label), p.w - 10 * u - vw - 2 * u);
        if (fit < label_px)
            label_px = fit;
    }
    for (int i = 0; i < nrows; i++) {
        int base = y + text_ascent(&app->text, FONT_SANS_BOLD, row_px); /* words and figures on one line */
        text_draw(&app->text, FONT_SERIF, label_px, tr(app, rows[i].label), ink, p.x + 5 * u, base, ALIGN_LEFT,
                  TEXT_BASELINE);
        text_draw(&app->text, FONT_SANS_BOLD, row_px, values[i], ink, p.x + p.w - 5 * u, base, ALIGN_RIGHT,
                  TEXT_BASELINE);
        y += step;
    }
    text_box_pop(&app->text);
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    stats_buttons(app, row);
    ui_row_draw(&cv, row, (int)(2.6 * u));
}
