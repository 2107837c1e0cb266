/* The drawing pieces a game's own parts of the table share (table_pieces.h): what each game drew
 * alike is drawn here once, and the game keeps what differs. */
#include "table_pieces.h"

#include <math.h>
#include <stdio.h>

#include "palette.h"
#include "table_draw.h"

void table_draw_holdings(App *app, const Holdings *h, const SDL_FRect at[TOKEN_KINDS], float unit, bool counts)
{
    for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
        const int64_t n = h->n[k];
        if (n <= 0)
            continue;
        const SDL_FRect base = at[k];
        const int shown = n < 8 ? (int)n : 8;
        for (int i = 0; i < shown; i++) {
            SDL_FRect r = base;
            r.y -= (float)i * r.h * (k == TOKEN_CHIP ? 0.12f : 0.2f);
            art_draw_token(&app->cards, (TokenKind)k, r, 255, false);
        }
        if (counts) {
            char buf[24];
            snprintf(buf, sizeof buf, "%lld", (long long)n);
            text_draw(&app->text, FONT_SANS_BOLD, (int)(unit * 2.0f), buf, PAL_COUNT, (int)(base.x + base.w / 2),
                      (int)(base.y + base.h + unit * 0.3f), ALIGN_CENTER, 0);
        }
    }
}

void table_draw_deck(App *app, SDL_FRect r, int cards, float unit, float sway, const SDL_FPoint *cut_to, float p)
{
    const int layers = cards / 4 + 1;
    for (int i = 0; i < layers; i++) {
        SDL_FRect c = r;
        c.x -= (float)i * unit * 0.12f;
        c.y -= (float)i * unit * 0.12f;
        if (sway > 0) {
            c.x += sinf(p * 3.14159f * 3) * unit * sway * (i % 2 ? 1 : -1);
        } else if (cut_to && i >= layers / 2) {
            const float k = sinf(p * 3.14159f) * 0.25f;
            c.x += (cut_to->x - c.x) * k;
            c.y += (cut_to->y - c.y) * k;
        }
        art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, c, 0, 255, false, false);
    }
}

SDL_FRect table_place_rect(const Layout *l, Place p, float centre_scale, bool is_token, uint8_t token)
{
    switch (p.kind) {
    case PL_HAND: return layout_hand_card(l, p.seat, p.index, p.count);
    case PL_TRICK:
    case PL_DRAW: return layout_trick_card(l, p.seat);
    case PL_PILE: return layout_pile(l, p.seat);
    case PL_CENTRE: return layout_centre_card(l, p.index, p.count ? p.count : 1, centre_scale);
    case PL_BANK: return layout_token(l, -3, (TokenKind)(is_token ? token : 0));
    default: return (SDL_FRect){ 0, 0, 0, 0 };
    }
}

SDL_FRect table_token_spread(SDL_FRect r, int index)
{
    r.x += (float)(index % 3) * r.w * 0.25f;
    r.y -= (float)index * r.h * 0.12f;
    return r;
}

void table_draw_panel_begin(App *app, const Table *t, SDL_Rect p, Uint8 alpha, const char *title, float size)
{
    const Canvas cv = app_canvas(app);
    const float u = t->layout.unit;
    ui_panel(&cv, p, alpha);
    text_box_push(&app->text, p);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * size), title, PAL_PAPER_INK, p.x + p.w / 2, p.y + (int)(u * 1.5f),
              ALIGN_CENTER, 0);
}

void table_draw_panel_end(App *app) { text_box_pop(&app->text); }

void table_draw_gameend_begin(App *app, const Table *t, SDL_Rect p, const char *standings)
{
    const float u = t->layout.unit;
    table_draw_panel_begin(app, t, p, 250, tr(app, S_GAME_OVER), 3.8f);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.4f), standings, PAL_PAPER_INK, p.x + p.w / 2,
              p.y + (int)(u * 6.5f), ALIGN_CENTER, 0);
}

static void summary_cell(App *app, const SummaryGrid *g, int i, int y, FontId font, const char *s, SDL_Color c,
                         int base, TextAlign a, int flags)
{
    table_draw_cell(app, g->panel, g->cols, i, y - g->rise, g->h, font, g->px, s, c, base, a, flags);
}

void table_draw_summary_head(App *app, const SummaryGrid *g, int y, StrId gain)
{
    const StrId titles[4] = { S_COL_PLAYER, S_COL_TRICKS, gain, S_COL_BALANCE };
    for (int i = 0; i < 4; i++)
        summary_cell(app, g, i, y, FONT_SANS_BOLD, tr(app, titles[i]), PAL_PAPER_INK, y, i ? ALIGN_CENTER : ALIGN_LEFT,
                     0);
}

void table_draw_summary_row(App *app, const SummaryGrid *g, int y, int base, const char *name, bool own,
                            MoucheChips gain, MoucheChips balance)
{
    char buf[32];
    summary_cell(app, g, 0, y, own ? FONT_SERIF_BOLD : FONT_SERIF, name, PAL_PAPER_INK, base, ALIGN_LEFT,
                 TEXT_BASELINE);
    snprintf(buf, sizeof buf, "%+lld", (long long)gain);
    summary_cell(app, g, 2, y, FONT_SANS_BOLD, buf,
                 gain > 0   ? PAL_PAPER_GAIN
                 : gain < 0 ? PAL_PAPER_LOSS
                            : PAL_PAPER_INK,
                 base, ALIGN_CENTER, TEXT_BASELINE);
    snprintf(buf, sizeof buf, "%lld", (long long)balance);
    summary_cell(app, g, 3, y, FONT_SANS, buf, PAL_PAPER_INK, base, ALIGN_CENTER, TEXT_BASELINE);
}
