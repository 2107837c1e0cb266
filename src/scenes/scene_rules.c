/* The rules, readable in the app, one page per topic with a picture of the
 * situation. Left/Right (or the buttons) turn the pages; G (or the button)
 * shows the other game's rules (La Mouche / La Bête). */
#include <stdio.h>

#include "app.h"
#include "ui.h"

enum { PAGES = 6, RB_PREV = 1, RB_NEXT, RB_BACK, RB_OTHER };

static const StrId titles[2][PAGES] = { { S_R1_T, S_R2_T, S_R3_T, S_R4_T, S_R5_T, S_R6_T },
                                        { S_BR1_T, S_BR2_T, S_BR3_T, S_BR4_T, S_BR5_T, S_BR6_T } };
static const StrId bodies[2][PAGES] = { { S_R1, S_R2, S_R3, S_R4, S_R5, S_R6 },
                                        { S_BR1, S_BR2, S_BR3, S_BR4, S_BR5, S_BR6 } };

static int shown_game(const App *app) { return app->rules_game == GAME_BETE ? 1 : 0; }

static void rules_buttons(App *app, ButtonRow *row)
{
    ui_row_clear(row);
    ui_row_add(row, RB_PREV, tr(app, S_PREV), SDLK_LEFT, app->rules_page > 0);
    ui_row_add(row, RB_BACK, tr(app, S_BACK), SDLK_ESCAPE, true);
    ui_row_add(row, RB_NEXT, tr(app, S_NEXT), SDLK_RIGHT, app->rules_page < PAGES - 1);
    char other[96];
    snprintf(other, sizeof other, tr(app, S_OTHER_RULES), tr(app, shown_game(app) ? S_GAME_MOUCHE : S_GAME_BETE));
    ui_row_add(row, RB_OTHER, other, i18n_key(app->settings.lang, S_KEY_OTHER_RULES), true);
    SDL_Rect area = { 0, app->ph - app_px(app, 0.11f), app->pw, app_px(app, 0.08f) };
    ui_row_layout_h(app, row, area, app_px(app, 0.06f), app_px(app, 0.02f));
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
    else if (id == RB_NEXT && app->rules_page < PAGES - 1)
        app->rules_page++;
    else if (id == RB_BACK)
        app_set_scene(app, app->rules_return);
    else if (id == RB_OTHER) {
        app->rules_game = shown_game(app) ? GAME_MOUCHE : GAME_BETE;
        app->rules_page = 0;
    }
}

static void card_at(App *app, MoucheCard c, float x, float y, float h, double angle)
{
    SDL_FRect r = { x, y, h * 250.f / 350.f, h };
    SDL_FRect sh = { r.x + 3, r.y + 4, r.w, r.h };
    art_fill_round_rect(app->renderer, sh, r.w * 0.06f, (SDL_Color){ 0, 0, 0, 70 });
    art_draw_card(&app->cards, c, BACK_BLUE, r, angle, 255, false, false);
}

static void caption(App *app, const char *s, float x, float y)
{
    text_draw(&app->text, FONT_SANS_BOLD, app_px(app, 0.022f), s, (SDL_Color){ 255, 245, 220, 255 }, (int)x, (int)y,
              ALIGN_CENTER, 0);
}

/* A caption under one of a row of cards: as wide as its card at most (smaller, or on two lines),
 * so that neighbours' captions never run into each other. */
static void card_caption(App *app, const char *s, float x, float y, float max_w)
{
    SDL_Color ink = { 255, 245, 220, 255 };
    int px = text_fit_px(&app->text, FONT_SANS_BOLD, app_px(app, 0.022f), s, (int)max_w), tw, th;
    text_size(&app->text, FONT_SANS_BOLD, px, s, &tw, &th);
    if (tw <= (int)max_w) {
        text_draw(&app->text, FONT_SANS_BOLD, px, s, ink, (int)x, (int)y, ALIGN_CENTER, 0);
        return;
    }
    text_draw_wrapped(&app->text, FONT_SANS_BOLD, px, s, ink, (int)(x - max_w / 2), (int)y, (int)max_w);
}

/* The play rules of both games: the card led, a second of its suit (higher for La Mouche's heading),
 * a trump, an overtrump. */
static void trick_picture(App *app, float cx, float cy, float cw, float ch, float u, int second_rank, StrId second)
{
    const MoucheCard cards[4] = { mouche_card(SUIT_HEARTS, RANK_9), mouche_card(SUIT_HEARTS, second_rank),
                                  mouche_card(SUIT_SPADES, RANK_7), mouche_card(SUIT_SPADES, RANK_10) };
    const StrId caps[4] = { S_PIC_LED, second, S_PIC_TRUMPS, S_PIC_OVER };
    for (int i = 0; i < 4; i++) {
        float x = cx - 2 * cw * 1.1f + (float)i * cw * 1.1f;
        card_at(app, cards[i], x, cy - ch / 2, ch, 0);
        card_caption(app, tr(app, caps[i]), x + cw / 2, cy + ch / 2 + u, cw);
    }
    char line[80];
    snprintf(line, sizeof line, tr(app, S_TRUMP_IS), i18n_suit_name(app->settings.lang, SUIT_SPADES));
    caption(app, line, cx, cy - ch / 2 - 5 * u);
    caption(app, tr(app, S_REF_OVERTRUMP), cx, cy + ch / 2 + 6 * u);
}

/* Page 1 of both games: a fanned hand, the stock or talon, the turned trump. */
static void hand_and_upcard(App *app, const MoucheCard hand[5], MoucheCard turned, float cx, float cy, float u)
{
    const float ch = 20 * u, cw = ch * 250.f / 350.f;
    for (int i = 0; i < 5; i++)
        card_at(app, hand[i], cx - 2.5f * cw * 0.6f + (float)i * cw * 0.6f, cy + 2 * u, ch, (i - 2) * 5.0);
    card_at(app, MOUCHE_NO_CARD, cx - cw * 1.2f, cy - ch - 2 * u, ch * 0.8f, 0);
    card_at(app, turned, cx + cw * 0.1f, cy - ch - 2 * u, ch * 0.8f, 0);
    caption(app, tr(app, S_STOCK), cx - cw * 0.9f, cy - 3 * u);
    caption(app, tr(app, S_TRUMP), cx + cw * 0.4f, cy - 3 * u);
}

static void picture(App *app, int page, SDL_Rect a)
{
    float u = (float)app_px(app, 0.01f);
    float ch = 20 * u, cw = ch * 250.f / 350.f;
    float cx = (float)a.x + (float)a.w / 2, cy = (float)a.y + (float)a.h / 2;
    switch (page) {
    case 0: {
        MoucheCard hand[5] = { mouche_card(SUIT_HEARTS, RANK_KING), mouche_card(SUIT_HEARTS, RANK_9),
                               mouche_card(SUIT_SPADES, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_ACE),
                               mouche_card(SUIT_DIAMONDS, RANK_7) };
        hand_and_upcard(app, hand, mouche_card(SUIT_HEARTS, RANK_8), cx, cy, u);
        break;
    }
    case 1: {
        char q[160];
        snprintf(q, sizeof q, tr(app, S_BUB_QUESTION), "Ninon");
        ui_bubble(app, cx - 10 * u, cy - 8 * u, 0, q, 1.f);
        ui_bubble(app, cx + 10 * u, cy + 12 * u, 0, tr(app, S_BUB_EVASIVE), 1.f);
        for (int i = 0; i < 5; i++) {
            card_at(app, MOUCHE_NO_CARD, cx - 24 * u + (float)i * 3 * u, cy - 6 * u, ch * 0.6f, 0);
            card_at(app, MOUCHE_NO_CARD, cx + 6 * u + (float)i * 3 * u, cy + 14 * u, ch * 0.6f, 0);
        }
        break;
    }
    case 2: {
        static const int ranks[5] = { RANK_KING, RANK_JACK, RANK_10, RANK_7, RANK_3 };
        for (int i = 0; i < 5; i++)
            card_at(app, mouche_card(SUIT_SPADES, ranks[i]), cx - cw * 1.6f + (float)i * cw * 0.65f,
                    cy - ch / 2 + (float)((i - 2) * (i - 2)) * u, ch, (i - 2) * 8.0);
        caption(app, tr(app, S_BUB_SHOW), cx, cy + ch * 0.7f);
        break;
    }
    case 3: trick_picture(app, cx, cy, cw, ch, u, RANK_KING, S_PIC_HEAD); break;
    case 4: {
        int amounts[3] = { 5, 15, 20 };
        for (int i = 0; i < 3; i++) {
            float x = cx - 30 * u + (float)i * 30 * u;
            SDL_FRect pool = { x - 11 * u, cy - 7 * u, 22 * u, 14 * u };
            SDL_Texture *b = art_get(&app->cards, "assets/tokens/corbeille.svg", (int)pool.w, (int)pool.h, false);
            if (b)
                SDL_RenderCopyF(app->renderer, b, NULL, &pool);
            else
                art_fill_round_rect(app->renderer, pool, pool.h / 2, (SDL_Color){ 110, 72, 30, 255 });
            for (int k = 0; k < amounts[i] / 5; k++) {
                SDL_FRect pr = { x - 4 * u + (float)(k % 2) * 2 * u, cy - 2 * u - (float)k * 1.2f * u, 6.6f * u,
                                 2.3f * u };
                art_draw_token(&app->cards, TOKEN_PLAQUE, pr, 255, false);
            }
            char buf[32];
            snprintf(buf, sizeof buf, "%d", amounts[i]);
            caption(app, buf, x, cy + 9 * u);
        }
        break;
    }
    default: {
        const char *names[3] = { "1", "5", "100" };
        for (int k = 0; k < TOKEN_KINDS; k++) {
            float w = k == TOKEN_CHIP ? 8 * u : k == TOKEN_PLAQUE ? 16 * u : 11 * u;
            float h = w * art_token_aspect((TokenKind)k);
            float x = cx - 24 * u + (float)k * 24 * u;
            SDL_FRect r = { x - w / 2, cy - h / 2, w, h };
            art_draw_token(&app->cards, (TokenKind)k, r, 255, false);
            caption(app, names[k], x, cy + 7 * u);
        }
        break;
    }
    }
}

static void dish_at(App *app, SDL_FRect d)
{
    art_fill_round_rect(app->renderer, (SDL_FRect){ d.x + 4, d.y + 6, d.w, d.h }, d.h / 2, (SDL_Color){ 0, 0, 0, 90 });
    art_fill_round_rect(app->renderer, d, d.h / 2, (SDL_Color){ 206, 200, 188, 255 });
    SDL_FRect well = { d.x + d.w * 0.14f, d.y + d.h * 0.2f, d.w * 0.72f, d.h * 0.6f };
    art_fill_round_rect(app->renderer, well, well.h / 2, (SDL_Color){ 160, 154, 142, 255 });
}

static void chips_at(App *app, TokenKind k, int n, float x, float y, float w)
{
    float h = w * art_token_aspect(k);
    for (int i = 0; i < n; i++) {
        SDL_FRect r = { x - w / 2, y - h / 2 - (float)i * h * (k == TOKEN_CHIP ? 0.14f : 0.22f), w, h };
        art_draw_token(&app->cards, k, r, 255, false);
    }
}

static void bete_picture(App *app, int page, SDL_Rect a)
{
    float u = (float)app_px(app, 0.01f);
    float ch = 20 * u, cw = ch * 250.f / 350.f;
    float cx = (float)a.x + (float)a.w / 2, cy = (float)a.y + (float)a.h / 2;
    switch (page) {
    case 0: {
        MoucheCard hand[5] = { mouche_card(SUIT_SPADES, RANK_KING), mouche_card(SUIT_SPADES, RANK_ACE),
                               mouche_card(SUIT_HEARTS, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_JACK),
                               mouche_card(SUIT_DIAMONDS, RANK_8) };
        hand_and_upcard(app, hand, mouche_card(SUIT_SPADES, RANK_9), cx, cy, u);
        break;
    }
    case 1: {
        SDL_FRect dish = { cx - 16 * u, cy - 14 * u, 32 * u, 18 * u };
        for (int i = 0; i < 5; i++)
            art_draw_token(&app->cards, TOKEN_PLAQUE,
                           (SDL_FRect){ dish.x - 5 * u + (float)i * 1.2f * u, dish.y + 11 * u - (float)i * 1.4f * u,
                                        12 * u, 4.2f * u },
                           255, false);
        dish_at(app, dish);
        chips_at(app, TOKEN_CHIP, 5, cx, cy - 5 * u, 6 * u);
        caption(app, tr(app, S_PIC_DISH), cx, dish.y - 4 * u);
        caption(app, tr(app, S_PIC_UNDER), dish.x - 2 * u, dish.y + dish.h + 1 * u);
        chips_at(app, TOKEN_CHIP, 6, cx + 6 * u, cy + 16 * u, 6 * u);
        chips_at(app, TOKEN_PLAQUE, 1, cx + 16 * u, cy + 16 * u, 12 * u);
        caption(app, tr(app, S_PIC_STAKES), cx + 10 * u, cy + 20 * u);
        break;
    }
    case 2: {
        ui_bubble(app, cx - 14 * u, cy - 14 * u, 0, tr(app, S_BB_PASS), 1.f);
        ui_bubble(app, cx + 2 * u, cy - 6 * u, 0, tr(app, S_BB_PLAY), 1.f);
        ui_bubble(app, cx + 18 * u, cy - 14 * u, 0, tr(app, S_BB_CONTRE), 1.f);
        float y = cy + 2 * u;
        card_at(app, mouche_card(SUIT_HEARTS, RANK_9), cx - cw * 1.3f, y, ch * 0.8f, 14);
        card_at(app, mouche_card(SUIT_CLUBS, RANK_QUEEN), cx + cw * 0.3f, y, ch * 0.8f, 0);
        caption(app, tr(app, S_PIC_VOID_UP), cx - cw * 0.95f, y + ch * 0.8f + u);
        caption(app, tr(app, S_PIC_NEW_UP), cx + cw * 0.6f, y + ch * 0.8f + u);
        break;
    }
    case 3: trick_picture(app, cx, cy, cw, ch, u, RANK_8, S_PIC_FOLLOW); break;
    case 4: {
        static const int amounts[2] = { 11, 28 };
        for (int i = 0; i < 2; i++) {
            float x = cx - 14 * u + (float)i * 28 * u;
            chips_at(app, TOKEN_CHIP, amounts[i] % 5, x - 4 * u, cy, 6 * u); /* 11 = 1 chip + 2 plaques */
            chips_at(app, TOKEN_PLAQUE, amounts[i] / 5, x + 5 * u, cy, 12 * u);
            char buf[64];
            snprintf(buf, sizeof buf, "%d · %s", amounts[i], tr(app, i == 0 ? S_BETE_AT : S_BETE_WAIT));
            caption(app, buf, x, cy + 6 * u);
        }
        caption(app, tr(app, S_BETES_LABEL), cx, cy - 18 * u);
        break;
    }
    default: {
        SDL_FRect dish = { cx - 16 * u, cy + 2 * u, 32 * u, 18 * u };
        dish_at(app, dish);
        chips_at(app, TOKEN_CHIP, 5, cx, cy + 10 * u, 6 * u);
        card_at(app, mouche_card(SUIT_SPADES, RANK_KING), cx - cw * 0.5f, cy - ch - 2 * u, ch, -6);
        caption(app, tr(app, S_PIC_KING_TRUMP), cx, cy - ch - 7 * u);
        caption(app, tr(app, S_PIC_DISH), cx, dish.y + dish.h + u);
        break;
    }
    }
}

void rules_draw(App *app)
{
    app_draw_background(app);
    int u = app_px(app, 0.01f);
    int page = app->rules_page;
    SDL_Color gold = { 255, 226, 150, 255 }, ink = { 50, 28, 10, 255 };
    int g = shown_game(app);
    char head[96];
    snprintf(head, sizeof head, "%s · %s", tr(app, S_RULES), tr(app, g ? S_GAME_BETE : S_GAME_MOUCHE));
    text_draw(&app->text, FONT_SERIF_BOLD, 5 * u, head, gold, app->pw / 2, 2 * u, ALIGN_CENTER, 0);
    int tw = app->pw * 46 / 100;
    SDL_Rect panel = { 4 * u, 10 * u, tw, app->ph - 24 * u };
    ui_panel(app, panel, 245);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(3.6 * u), tr(app, titles[g][page]), ink, panel.x + 3 * u,
              panel.y + 2 * u, ALIGN_LEFT, 0);
    text_draw_wrapped(&app->text, FONT_SERIF, (int)(2.7 * u), tr(app, bodies[g][page]), ink, panel.x + 3 * u,
                      panel.y + 9 * u, panel.w - 6 * u);
    char buf[32];
    snprintf(buf, sizeof buf, tr(app, S_PAGE), page + 1, PAGES);
    text_draw(&app->text, FONT_SANS, 2 * u, buf, ink, panel.x + panel.w - 3 * u, panel.y + panel.h - 2 * u, ALIGN_RIGHT,
              2);
    SDL_Rect pic = { panel.x + panel.w + 2 * u, panel.y, app->pw - panel.w - 10 * u, panel.h };
    if (g)
        bete_picture(app, page, pic);
    else
        picture(app, page, pic);
    ButtonRow row = { .focus = -1 };
    rules_buttons(app, &row);
    ui_row_draw(app, &row, (int)(2.6 * u));
}
