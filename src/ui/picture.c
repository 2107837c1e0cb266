/* The pieces of the rules pages' pictures (picture.h). */
#include "picture.h"

#include <stdio.h>

#include "canvas.h"
#include "text.h"
#include "ui.h"

void picture_card(const Canvas *cv, MoucheCard c, float x, float y, float h, double angle)
{
    SDL_FRect r = { x, y, h * 250.f / 350.f, h };
    const SDL_Color shade = { 0, 0, 0, 70 };
    if (angle == 0) /* the card over it hides all but its right and bottom edges */
        art_fill_round_shadow(cv->renderer, r, 3, 4, r.w * 0.06f, shade);
    else
        art_fill_round_rect(cv->renderer, (SDL_FRect){ r.x + 3, r.y + 4, r.w, r.h }, r.w * 0.06f, shade);
    art_draw_card(cv->cards, c, BACK_BLUE, r, angle, 255, false, false);
}

void picture_caption(const Canvas *cv, const char *s, float x, float y)
{
    text_draw(cv->text, FONT_SANS_BOLD, canvas_px(cv, 0.022f), s, (SDL_Color){ 255, 245, 220, 255 }, (int)x, (int)y,
              ALIGN_CENTER, 0);
}

void picture_card_caption(const Canvas *cv, const char *s, float x, float y, float max_w)
{
    SDL_Color ink = { 255, 245, 220, 255 };
    int px = text_fit_px(cv->text, FONT_SANS_BOLD, canvas_px(cv, 0.022f), s, (int)max_w), tw, th;
    text_size(cv->text, FONT_SANS_BOLD, px, s, &tw, &th);
    if (tw <= (int)max_w) {
        text_draw(cv->text, FONT_SANS_BOLD, px, s, ink, (int)x, (int)y, ALIGN_CENTER, 0);
        return;
    }
    text_draw_wrapped(cv->text, FONT_SANS_BOLD, px, s, ink, (int)(x - max_w / 2), (int)y, (int)max_w);
}

void picture_trick(const Canvas *cv, float cx, float cy, float cw, float ch, float u, int second_rank, StrId second)
{
    const MoucheCard cards[4] = { mouche_card(SUIT_HEARTS, RANK_9), mouche_card(SUIT_HEARTS, second_rank),
                                  mouche_card(SUIT_SPADES, RANK_7), mouche_card(SUIT_SPADES, RANK_10) };
    const StrId caps[4] = { S_PIC_LED, second, S_PIC_TRUMPS, S_PIC_OVER };
    const SDL_FRect row = { cx - 2.3f * cw, cy - ch / 2, 4.6f * cw, ch };
    picture_card_row(cv, cards, caps, 4, 1u << 3, row);
    char line[80];
    snprintf(line, sizeof line, canvas_tr(cv, S_TRUMP_IS), i18n_suit_name(cv->lang, SUIT_SPADES));
    picture_caption(cv, line, cx, cy - ch / 2 - 5 * u);
    picture_caption(cv, canvas_tr(cv, S_REF_OVERTRUMP), cx, cy + ch / 2 + 6 * u);
}

void picture_mark(const Canvas *cv, SDL_FRect r)
{
    const float t = (float)canvas_px(cv, 0.005f) + 1;
    art_fill_round_rect(cv->renderer, (SDL_FRect){ r.x - 2 * t, r.y - 2 * t, r.w + 4 * t, r.h + 4 * t }, r.w * 0.1f,
                        (SDL_Color){ 255, 214, 90, 235 });
}

float picture_card_row(const Canvas *cv, const MoucheCard *cards, const StrId *caps, int n, unsigned marks,
                       SDL_FRect area)
{
    /* as large as the area allows, a tenth of a card between neighbours */
    float cw = area.w / ((float)n * 1.1f), ch = cw * 350.f / 250.f;
    if (ch > area.h) {
        ch = area.h;
        cw = ch * 250.f / 350.f;
    }
    const float step = cw * 1.1f, x0 = area.x + (area.w - step * (float)n + cw * 0.1f) / 2;
    const float y = area.y + (area.h - ch) / 2, u = (float)canvas_px(cv, 0.01f);
    for (int i = 0; i < n; i++) {
        const float x = x0 + (float)i * step;
        if (marks & (1u << i))
            picture_mark(cv, (SDL_FRect){ x, y, cw, ch });
        picture_card(cv, cards[i], x, y, ch, 0);
        if (caps)
            picture_card_caption(cv, canvas_tr(cv, caps[i]), x + cw / 2, y + ch + u, step * 0.98f);
    }
    return ch;
}

void picture_fan(const Canvas *cv, const MoucheCard *cards, int n, float cx, float cy, float ch)
{
    const float cw = ch * 250.f / 350.f, mid = (float)(n - 1) / 2;
    for (int i = 0; i < n; i++) {
        const float d = (float)i - mid;
        picture_card(cv, cards[i], cx - cw / 2 + d * cw * 0.55f, cy - ch / 2 + d * d * ch * 0.02f, ch, d * 7.0);
    }
}

void picture_backs(const Canvas *cv, int n, float x, float y, float ch)
{
    for (int i = 0; i < n; i++)
        picture_card(cv, MOUCHE_NO_CARD, x + (float)i * ch * 0.16f, y, ch, 0);
}

void picture_table(const Canvas *cv, SDL_FRect a, const char *title, const char *const *left, const char *const *right,
                   int n, bool stacked)
{
    ui_panel(cv, (SDL_Rect){ (int)a.x, (int)a.y, (int)a.w, (int)a.h }, 235);
    const SDL_Color ink = { 50, 28, 10, 255 }, soft = { 96, 58, 22, 255 };
    const int pad = canvas_px(cv, 0.02f), inner = (int)a.w - 2 * pad;
    const int tpx = text_fit_px(cv->text, FONT_SERIF_BOLD, canvas_px(cv, 0.028f), title, inner);
    text_draw(cv->text, FONT_SERIF_BOLD, tpx, title, ink, (int)(a.x + a.w / 2), (int)a.y + pad, ALIGN_CENTER, 0);
    /* the rows share the panel's height below the title */
    const float top = a.y + (float)pad * 2 + (float)tpx * 1.3f, rh = (a.y + a.h - (float)pad - top) / (float)n;
    const int most = (int)(rh * (stacked ? 0.3f : 0.45f)),
              size = most < canvas_px(cv, 0.025f) ? most : canvas_px(cv, 0.025f);
    for (int i = 0; i < n; i++) {
        const float y0 = top + rh * (float)i;
        if (i % 2 == 0)
            art_fill_round_rect(cv->renderer, (SDL_FRect){ a.x + (float)pad / 2, y0, a.w - (float)pad, rh }, 4,
                                (SDL_Color){ 232, 216, 180, 255 });
        const SDL_Rect box = { (int)a.x + pad, (int)y0, inner, (int)rh };
        text_box_push(cv->text, box);
        int lw, lh, vw, vh;
        const int lpx = text_fit_px(cv->text, FONT_SANS_BOLD, stacked ? size * 9 / 10 : size, left[i],
                                    stacked ? inner : inner * 55 / 100);
        text_size(cv->text, FONT_SANS_BOLD, lpx, left[i], &lw, &lh);
        if (stacked) {
            /* the name, and under it the value wrapped to the row, as large as the row holds */
            text_draw(cv->text, FONT_SANS_BOLD, lpx, left[i], ink, box.x, box.y + (int)(rh * 0.06f), ALIGN_LEFT, 0);
            int px = size;
            for (; px > TEXT_MIN_PX; px--) {
                text_get(cv->text, FONT_SANS, px, right[i], soft, inner, &vw, &vh);
                if (vh <= box.h - lh - (int)(rh * 0.2f)) /* a margin: rows apart, not touching */
                    break;
            }
            text_draw_wrapped(cv->text, FONT_SANS, px, right[i], soft, box.x, box.y + (int)(rh * 0.06f) + lh, inner);
        } else {
            /* a label on the left, its value on the right at a size that leaves them apart */
            const int y = box.y + box.h / 2;
            const int vpx = text_fit_px(cv->text, FONT_SANS, size, right[i], inner - lw - pad);
            text_size(cv->text, FONT_SANS, vpx, right[i], &vw, &vh);
            text_draw(cv->text, FONT_SANS_BOLD, lpx, left[i], ink, box.x, y, ALIGN_LEFT, 1);
            text_draw(cv->text, FONT_SANS, vpx, right[i], soft, box.x + box.w, y, ALIGN_RIGHT, 1);
        }
        text_box_pop(cv->text);
    }
}

void picture_hand_and_upcard(const Canvas *cv, const MoucheCard hand[5], MoucheCard turned, StrId stock, float cx,
                             float cy, float u)
{
    const float ch = 20 * u, cw = ch * 250.f / 350.f;
    for (int i = 0; i < 5; i++)
        picture_card(cv, hand[i], cx - 2.5f * cw * 0.6f + (float)i * cw * 0.6f, cy + 2 * u, ch, (i - 2) * 5.0);
    picture_card(cv, MOUCHE_NO_CARD, cx - cw * 1.2f, cy - ch - 2 * u, ch * 0.8f, 0);
    picture_card(cv, turned, cx + cw * 0.1f, cy - ch - 2 * u, ch * 0.8f, 0);
    picture_caption(cv, canvas_tr(cv, stock), cx - cw * 0.9f, cy - 3 * u);
    picture_caption(cv, canvas_tr(cv, S_TRUMP), cx + cw * 0.4f, cy - 3 * u);
}

void picture_tokens(const Canvas *cv, TokenKind k, int n, float x, float y, float w)
{
    float h = w * art_token_aspect(k);
    for (int i = 0; i < n; i++) {
        SDL_FRect r = { x - w / 2, y - h / 2 - (float)i * h * (k == TOKEN_CHIP ? 0.14f : 0.22f), w, h };
        art_draw_token(cv->cards, k, r, 255, false);
    }
}
