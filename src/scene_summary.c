/* Overlays of the table: the hand summary and the game's end. */
#include <stdio.h>
#include <string.h>

#include "table.h"

#define TR(id) i18n_get(app->settings.lang, id)

/* The overlay's panel: a title, one row per player, a note, and room for the buttons. */
static SDL_Rect panel_rect(App *app, Table *t, int rows)
{
    float u = t->layout.unit;
    int w = (int)(u * 92), h = (int)(u * (28 + 5.2f * (float)rows));
    int y = (int)(t->layout.centre.y + u * 36) - h;
    if (y < (int)u) y = (int)u;
    return (SDL_Rect){ app->pw / 2 - w / 2, y, w, h };
}

void summary_layout(App *app, Table *t)
{
    ButtonRow *row = &t->overlay;
    ui_row_clear(row);
    float u = t->layout.unit > 0 ? t->layout.unit : (float)app->ph / 100.f;
    Button *menu = ui_row_add(row, BTN_MENU, TR(S_MENU), 0, true);
    int mh = (int)(u * 4.6f);
    if (menu) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, (int)(u * 2.0f), menu->label, &tw, &th);
        menu->r = (SDL_Rect){ (int)t->layout.edge, (int)t->layout.edge, tw + mh, mh };   /* inside the frame */
    }
    if (!table_summary_visible(app))
        return;
    int bw = (int)(u * 30), bh = (int)(u * 5.5f);
    SDL_Rect p = panel_rect(app, t, t->mid.vis.players);
    int y = p.y + p.h - bh - (int)(u * 1.5f);
    if (t->game.state.phase == PHASE_GAME_OVER) {
        Button *a = ui_row_add(row, BTN_NEW_GAME, TR(S_NEW_GAME), SDLK_RETURN, true);
        Button *b = ui_row_add(row, BTN_TITLE, TR(S_TO_TITLE), i18n_key(app->settings.lang, S_KEY_TO_TITLE), true);
        if (a) a->r = (SDL_Rect){ app->pw / 2 - bw - (int)u, y, bw, bh };
        if (b) b->r = (SDL_Rect){ app->pw / 2 + (int)u, y, bw, bh };
    } else if (!t->autoplay) {
        Button *a = ui_row_add(row, BTN_NEXT, TR(S_NEXT_HAND), SDLK_RETURN, true);
        if (a) a->r = (SDL_Rect){ app->pw / 2 - bw / 2, y, bw, bh };
    }
    if (row->focus < 1 || row->focus >= row->n)
        row->focus = row->n > 1 ? 1 : -1;
}

void summary_draw(App *app, Table *t)
{
    const Vis *v = &t->mid.vis;
    float u = t->layout.unit;
    SDL_Rect p = panel_rect(app, t, v->players);
    ui_panel(app, p, 248);
    text_box_push(&app->text, p);
    SDL_Color ink = { 50, 28, 10, 255 }, red = { 170, 30, 20, 255 }, green = { 30, 110, 40, 255 };
    char buf[200];
    snprintf(buf, sizeof buf, TR(S_SUMMARY), v->hand_no);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3.4f), buf, ink, p.x + p.w / 2, p.y + (int)(u * 1.5f), ALIGN_CENTER, 0);
    /* the tricks' column is the widest: it may say "0 · made the mouche" */
    int cols[4] = { p.x + (int)(u * 4), p.x + (int)(u * 46), p.x + (int)(u * 70), p.x + (int)(u * 84) };
    int y = p.y + (int)(u * 7.5f);
    int hp = (int)(u * 2.2f);
#define CELL(i, draw) do { text_box_push(&app->text, ui_column_box(p, cols, i, 4, y - (int)u, (int)(u * 5))); draw; \
                           text_box_pop(&app->text); } while (0)
    CELL(0, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_PLAYER), ink, cols[0], y, ALIGN_LEFT, 0));
    CELL(1, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_TRICKS), ink, cols[1], y, ALIGN_CENTER, 0));
    CELL(2, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_GAIN), ink, cols[2], y, ALIGN_CENTER, 0));
    CELL(3, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_BALANCE), ink, cols[3], y, ALIGN_CENTER, 0));
    y += (int)(u * 4);
    for (int s = 0; s < v->players; s++) {
        int tr = v->res_tricks[s];
        MoucheChips gain = v->res_balances[s] - v->start_balances[s];
        bool made = tr == 0;
        int base = y + text_ascent(&app->text, FONT_SANS, hp);   /* names and figures on one line */
        CELL(0, text_draw(&app->text, s == 0 ? FONT_SERIF_BOLD : FONT_SERIF, hp, t->names[s], ink, cols[0], base, ALIGN_LEFT, TEXT_BASELINE));
        if (tr < 0)
            snprintf(buf, sizeof buf, "%s", TR(S_FOLDED));
        else if (s == v->res_flush_seat)
            snprintf(buf, sizeof buf, "%s", TR(S_TOOK_FLUSH));
        else if (made)
            snprintf(buf, sizeof buf, "0 · %s", TR(S_MADE_MOUCHE));
        else
            snprintf(buf, sizeof buf, "%d", tr);
        CELL(1, text_draw(&app->text, made || s == v->res_flush_seat ? FONT_SANS_BOLD : FONT_SANS, (int)(u * 2.0f), buf,
                          made ? red : ink, cols[1], base, ALIGN_CENTER, TEXT_BASELINE));
        snprintf(buf, sizeof buf, "%+lld", (long long)gain);
        CELL(2, text_draw(&app->text, FONT_SANS_BOLD, hp, buf, gain > 0 ? green : gain < 0 ? red : ink, cols[2], base, ALIGN_CENTER, TEXT_BASELINE));
        snprintf(buf, sizeof buf, "%lld", (long long)v->res_balances[s]);
        CELL(3, text_draw(&app->text, FONT_SANS, hp, buf, ink, cols[3], base, ALIGN_CENTER, TEXT_BASELINE));
        y += (int)(u * 5.2f);
    }
    y += (int)(u * 1);
    if (v->res_all_folded && v->res_flush_seat < 0) {
        text_draw(&app->text, FONT_SERIF_ITALIC, hp, TR(S_ALL_FOLDED), ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
        y += (int)(u * 3.5f);
    }
    /* the next pool, as the engine will stake it */
    const MoucheChips next = v->res_next_stake;
    char name[96];
    table_mouche_name(app, next, t->game.state.rules.ante, name, sizeof name);
    snprintf(buf, sizeof buf, TR(S_NEXT_POOL), (long long)next, name);
    if (v->res_npending > 0) {
        size_t len = strlen(buf);
        len += (size_t)snprintf(buf + len, sizeof buf - len, " · %s", TR(S_PENDING_COLON));
        for (int i = 0; i < v->res_npending && len < sizeof buf - 8; i++)
            len += (size_t)snprintf(buf + len, sizeof buf - len, " %lld", (long long)v->res_pending[i]);
    }
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.5f), buf, ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
#undef CELL
    text_box_pop(&app->text);
}

void gameend_draw(App *app, Table *t)
{
    const Vis *v = &t->mid.vis;
    float u = t->layout.unit;
    SDL_Rect p = panel_rect(app, t, v->players);
    ui_panel(app, p, 250);
    text_box_push(&app->text, p);
    SDL_Color ink = { 50, 28, 10, 255 }, gold = { 150, 90, 0, 255 };
    char buf[160];
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3.8f), TR(S_GAME_OVER), ink, p.x + p.w / 2, p.y + (int)(u * 1.5f), ALIGN_CENTER, 0);
    snprintf(buf, sizeof buf, TR(S_STANDINGS), v->hand_no);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.4f), buf, ink, p.x + p.w / 2, p.y + (int)(u * 6.5f), ALIGN_CENTER, 0);
    int order[MOUCHE_MAX_PLAYERS];
    for (int s = 0; s < v->players; s++)
        order[s] = s;
    for (int i = 1; i < v->players; i++)
        for (int j = i; j > 0 && v->seat[order[j]].balance > v->seat[order[j - 1]].balance; j--) {
            int x = order[j];
            order[j] = order[j - 1];
            order[j - 1] = x;
        }
    int y = p.y + (int)(u * 11.5f);
    int hp = (int)(u * 2.6f);
    for (int i = 0; i < v->players; i++) {
        int s = order[i];
        SDL_Color c = i == 0 ? gold : ink;
        int base = y + text_ascent(&app->text, FONT_SANS, hp);
        snprintf(buf, sizeof buf, "%d.", i + 1);
        text_draw(&app->text, FONT_SERIF_BOLD, hp, buf, c, p.x + (int)(u * 12), base, ALIGN_RIGHT, TEXT_BASELINE);
        text_draw(&app->text, s == 0 ? FONT_SERIF_BOLD : FONT_SERIF, hp, t->names[s], c, p.x + (int)(u * 15), base, ALIGN_LEFT, TEXT_BASELINE);
        MoucheChips gain = v->seat[s].balance - t->game.state.rules.start;
        snprintf(buf, sizeof buf, "%lld  (%+lld)", (long long)v->seat[s].balance, (long long)gain);
        text_draw(&app->text, FONT_SANS_BOLD, hp, buf, c, p.x + p.w - (int)(u * 8), base, ALIGN_RIGHT, TEXT_BASELINE);
        y += (int)(u * 5.2f);
    }
    text_box_pop(&app->text);
}
