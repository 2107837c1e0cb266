/* The pieces of the rules pages' pictures (picture.h). */
#include "picture.h"

#include <stdio.h>

#include "app.h"
#include "text.h"
#include "ui.h"

void picture_card(App *app, MoucheCard c, float x, float y, float h, double angle)
{
    SDL_FRect r = { x, y, h * 250.f / 350.f, h };
    SDL_FRect sh = { r.x + 3, r.y + 4, r.w, r.h };
    art_fill_round_rect(app->renderer, sh, r.w * 0.06f, (SDL_Color){ 0, 0, 0, 70 });
    art_draw_card(&app->cards, c, BACK_BLUE, r, angle, 255, false, false);
}

void picture_caption(App *app, const char *s, float x, float y)
{
    text_draw(&app->text, FONT_SANS_BOLD, app_px(app, 0.022f), s, (SDL_Color){ 255, 245, 220, 255 }, (int)x, (int)y,
              ALIGN_CENTER, 0);
}

void picture_card_caption(App *app, const char *s, float x, float y, float max_w)
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

void picture_trick(App *app, float cx, float cy, float cw, float ch, float u, int second_rank, StrId second)
{
    const MoucheCard cards[4] = { mouche_card(SUIT_HEARTS, RANK_9), mouche_card(SUIT_HEARTS, second_rank),
                                  mouche_card(SUIT_SPADES, RANK_7), mouche_card(SUIT_SPADES, RANK_10) };
    const StrId caps[4] = { S_PIC_LED, second, S_PIC_TRUMPS, S_PIC_OVER };
    for (int i = 0; i < 4; i++) {
        float x = cx - 2 * cw * 1.1f + (float)i * cw * 1.1f;
        picture_card(app, cards[i], x, cy - ch / 2, ch, 0);
        picture_card_caption(app, tr(app, caps[i]), x + cw / 2, cy + ch / 2 + u, cw);
    }
    char line[80];
    snprintf(line, sizeof line, tr(app, S_TRUMP_IS), i18n_suit_name(app->settings.lang, SUIT_SPADES));
    picture_caption(app, line, cx, cy - ch / 2 - 5 * u);
    picture_caption(app, tr(app, S_REF_OVERTRUMP), cx, cy + ch / 2 + 6 * u);
}

void picture_hand_and_upcard(App *app, const MoucheCard hand[5], MoucheCard turned, float cx, float cy, float u)
{
    const float ch = 20 * u, cw = ch * 250.f / 350.f;
    for (int i = 0; i < 5; i++)
        picture_card(app, hand[i], cx - 2.5f * cw * 0.6f + (float)i * cw * 0.6f, cy + 2 * u, ch, (i - 2) * 5.0);
    picture_card(app, MOUCHE_NO_CARD, cx - cw * 1.2f, cy - ch - 2 * u, ch * 0.8f, 0);
    picture_card(app, turned, cx + cw * 0.1f, cy - ch - 2 * u, ch * 0.8f, 0);
    picture_caption(app, tr(app, S_STOCK), cx - cw * 0.9f, cy - 3 * u);
    picture_caption(app, tr(app, S_TRUMP), cx + cw * 0.4f, cy - 3 * u);
}

void picture_dish(App *app, SDL_FRect d)
{
    art_fill_round_rect(app->renderer, (SDL_FRect){ d.x + 4, d.y + 6, d.w, d.h }, d.h / 2, (SDL_Color){ 0, 0, 0, 90 });
    art_fill_round_rect(app->renderer, d, d.h / 2, (SDL_Color){ 206, 200, 188, 255 });
    SDL_FRect well = { d.x + d.w * 0.14f, d.y + d.h * 0.2f, d.w * 0.72f, d.h * 0.6f };
    art_fill_round_rect(app->renderer, well, well.h / 2, (SDL_Color){ 160, 154, 142, 255 });
}

void picture_tokens(App *app, TokenKind k, int n, float x, float y, float w)
{
    float h = w * art_token_aspect(k);
    for (int i = 0; i < n; i++) {
        SDL_FRect r = { x - w / 2, y - h / 2 - (float)i * h * (k == TOKEN_CHIP ? 0.14f : 0.22f), w, h };
        art_draw_token(&app->cards, k, r, 255, false);
    }
}
