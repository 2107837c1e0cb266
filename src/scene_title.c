/* The title screen: continue, new game, settings, rules, statistics, quit. */
#include <math.h>
#include <stdio.h>

#include "table.h"
#include "ui.h"

#define TR(id) i18n_get(app->settings.lang, id)

enum { T_CONTINUE = 1, T_NEW, T_SETTINGS, T_RULES, T_STATS, T_QUIT };

static void title_buttons(App *app, ButtonRow *row)
{
    int focus = row->focus;
    ui_row_clear(row);
    bool can_continue = app->table != NULL || table_has_save(app);
    if (can_continue)
        ui_row_add(row, T_CONTINUE, TR(S_CONTINUE), SDLK_c, true);
    ui_row_add(row, T_NEW, TR(S_NEW_GAME), SDLK_n, true);
    ui_row_add(row, T_SETTINGS, TR(S_SETTINGS), SDLK_s, true);
    ui_row_add(row, T_RULES, TR(S_RULES), SDLK_r, true);
    ui_row_add(row, T_STATS, TR(S_STATISTICS), SDLK_t, true);
    ui_row_add(row, T_QUIT, TR(S_QUIT), SDLK_q, true);
    row->focus = focus >= 0 && focus < row->n ? focus : 0;
    int bw = app_px(app, 0.36f), bh = app_px(app, 0.048f);
    int top = app->ph / 2 + app_px(app, 0.10f);
    SDL_Rect area = { 0, top, app->pw, app->ph - top - app_px(app, 0.03f) };
    ui_row_layout_v(row, area, bw, bh, app_px(app, 0.01f));
}


static void activate(App *app, int id)
{
    audio_play(&app->audio, SND_CLICK);
    switch (id) {
    case T_CONTINUE:
        if (!app->table) {
            char notice[512] = "";
            table_resume(app, notice, sizeof notice);
            if (notice[0] && app->table) {
                SDL_strlcpy(app->table->message, notice, sizeof app->table->message);
                app->table->message_until = app_ms(app) + 6000;
            }
        }
        if (app->table)
            app_set_scene(app, SCENE_TABLE);
        break;
    case T_NEW:
        table_free(app->table);
        app->table = NULL;
        table_delete_save(app);
        if (table_new_game(app))
            app_set_scene(app, SCENE_TABLE);
        break;
    case T_SETTINGS: app->rules_return = SCENE_TITLE; app_set_scene(app, SCENE_SETTINGS); break;
    case T_RULES: app->rules_return = SCENE_TITLE; app_set_scene(app, SCENE_RULES); break;
    case T_STATS: app_set_scene(app, SCENE_STATS); break;
    case T_QUIT: app->running = false; break;
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
        if (e->key.keysym.sym == SDLK_ESCAPE) {
            app->running = false;
            return;
        }
        int id = ui_row_key(row, e->key.keysym.sym, true);
        app->focus = row->focus;
        app->dirty = true;
        if (id >= 0)
            activate(app, id);
    }
}

void title_draw(App *app)
{
    app_draw_background(app);
    float u = (float)app_px(app, 0.01f);
    /* a mouche fanned out: five hearts */
    static const int ranks[5] = { RANK_KING, RANK_QUEEN, RANK_JACK, RANK_ACE, RANK_10 };
    float ch = 22 * u, cw = ch * 250.f / 350.f;
    float base = (float)app->ph / 2 - 43 * u;
    for (int i = 0; i < 5; i++) {
        float a = (float)(i - 2) * 11.f;
        float cx = (float)app->pw * 0.5f + (float)(i - 2) * cw * 0.42f;
        float cy = base + 12 * u + fabsf((float)(i - 2)) * u * 1.6f;
        SDL_FRect r = { cx - cw / 2, cy, cw, ch };
        art_draw_card(&app->cards, mouche_card(SUIT_HEARTS, ranks[i]), BACK_BLUE, r, a, 255, false, false);
    }
    int iw = (int)(10 * u);
    SDL_FRect ir = { (float)app->pw * 0.5f - (float)iw / 2, base, (float)iw, (float)iw };
    SDL_Texture *icon = art_get(&app->cards, "assets/icon/lamouche.svg", iw, iw, false);
    if (icon)
        SDL_RenderCopyF(app->renderer, icon, NULL, &ir);
    SDL_Color gold = { 255, 226, 150, 255 }, shadow = { 0, 0, 0, 150 };
    int tp = (int)(11 * u);
    int ty = (int)(base + 46 * u);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, TR(S_TITLE), shadow, app->pw / 2 + (int)(u * 0.4f), ty + (int)(u * 0.4f), ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_BOLD, tp, TR(S_TITLE), gold, app->pw / 2, ty, ALIGN_CENTER, 2);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(3 * u), TR(S_SUBTITLE), (SDL_Color){ 240, 232, 210, 255 }, app->pw / 2,
              ty, ALIGN_CENTER, 0);
    ButtonRow rowv = { .focus = app->focus }, *row = &rowv;
    title_buttons(app, row);
    ui_row_draw(app, row, (int)(u * 2.6f));
}
