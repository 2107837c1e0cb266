/* The quick-reference card: a paper panel in the middle of the table, the game's own
 * sentences (GameDrawing.quick_rules) under the ranking of a suit drawn as cards. */
#include "quick_rules.h"

#include <math.h>

#include "game.h"
#include "palette.h"
#include "session.h"

/* The cards of one suit in the game's deck, highest first: the ranking as a player sees it. */
static int ranking_cards(const Table *t, MoucheCard *out)
{
    GameProgress at;
    session_progress(t, &at);
    const MoucheCardSet deck = at.deck;
    int n = 0;
    for (int rank = RANK_KING; rank >= RANK_2; rank--)
        if (mouche_set_has(deck, mouche_card(SUIT_HEARTS, rank)))
            out[n++] = mouche_card(SUIT_HEARTS, rank);
    return n;
}

void quick_rules_draw(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const Layout *l = &t->layout;
    const float u = l->unit;
    char lines[QUICK_RULES_MAX][TABLE_MESSAGE_SIZE];
    const int nlines = t->be->draw->quick_rules(app, t, lines, QUICK_RULES_MAX);
    MoucheCard cards[MOUCHE_RANKS];
    const int ncards = ranking_cards(t, cards);
    const float w = fminf((float)l->w - 2.f * l->edge - 4.f * u, 110.f * u);
    const int text_w = (int)(w - 8.f * u);
    const int px = (int)fmaxf(u * 2.1f, (float)TEXT_MIN_PX);
    const int small = (int)fmaxf(u * 1.8f, (float)TEXT_MIN_PX);
    /* the cards as large as the width lets them be, a little apart */
    const float card_w = fminf(l->mid_w * 0.8f, (w - 8.f * u) / (float)(ncards > 0 ? ncards : 1) - 0.6f * u);
    const float card_h = card_w * l->mid_h / l->mid_w;
    int heights[QUICK_RULES_MAX], total = 0;
    for (int i = 0; i < nlines; i++) {
        int tw;
        text_get(&app->text, FONT_SERIF, px, lines[i], PAL_PANEL_NAME, text_w, &tw, &heights[i]);
        total += heights[i] + (int)(0.6f * u);
    }
    const float h = 5.f * u + 3.f * u + card_h + 2.f * u + (float)total + 5.5f * u;
    const SDL_Rect pr = { (int)(l->w / 2 - w / 2), (int)fmaxf(l->edge, l->centre.y - h / 2), (int)w, (int)h };
    ui_panel(&cv, pr, 248);
    char title[TABLE_MESSAGE_SIZE];
    snprintf(title, sizeof title, tr(app, S_QR_TITLE), tr(app, t->be->name));
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3), title, PAL_PANEL_TITLE, pr.x + pr.w / 2, pr.y + (int)u,
              ALIGN_CENTER, 0);
    float y = (float)pr.y + 5.f * u;
    text_draw(&app->text, FONT_SERIF_ITALIC, px, tr(app, S_QR_RANKING), PAL_PANEL_NAME, pr.x + pr.w / 2, (int)y,
              ALIGN_CENTER, 0);
    y += 3.f * u;
    const float step = card_w + 0.6f * u;
    for (int i = 0; i < ncards; i++) {
        SDL_FRect r = { (float)pr.x + (float)pr.w / 2 + ((float)i - (float)(ncards - 1) / 2) * step - card_w / 2, y,
                        card_w, card_h };
        art_draw_card(&app->cards, cards[i], BACK_BLUE, r, 0, 255, false, false);
    }
    y += card_h + 2.f * u;
    for (int i = 0; i < nlines; i++) {
        text_draw_wrapped(&app->text, FONT_SERIF, px, lines[i], PAL_PANEL_NAME, pr.x + (int)(4.f * u), (int)y, text_w);
        y += (float)heights[i] + 0.6f * u;
    }
    text_draw(&app->text, FONT_SANS, small, tr_keys(app, S_QR_CLOSE), PAL_PANEL_NAME, pr.x + pr.w / 2,
              (int)((float)pr.y + h - 3.2f * u), ALIGN_CENTER, 0);
}
