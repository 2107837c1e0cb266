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
    char title[TABLE_MESSAGE_SIZE];
    snprintf(title, sizeof title, tr(app, S_QR_TITLE), tr(app, t->be->name));
    /* the title, the ranking's line and the closing line as high as the text size draws them (play-test 59:
     * at 150 % the card row covered the ranking's line and the closing line ran out of the panel) */
    int tw, title_h, rank_h, close_h;
    text_size(&app->text, FONT_SERIF_BOLD, (int)(u * 3), title, &tw, &title_h);
    const char *ranking = tr(app, S_QR_RANKING);
    const int rank_px = text_fit_px(&app->text, FONT_SERIF_ITALIC, px, ranking, (int)(w - 4.f * u)); /* one line */
    text_size(&app->text, FONT_SERIF_ITALIC, rank_px, ranking, &tw, &rank_h);
    text_size(&app->text, FONT_SANS, small, tr_keys(app, S_QR_CLOSE), &tw, &close_h);
    int heights[QUICK_RULES_MAX], total = 0;
    for (int i = 0; i < nlines; i++) {
        text_get(&app->text, FONT_SERIF, px, lines[i], PAL_PANEL_NAME, text_w, &tw, &heights[i]);
        total += heights[i] + (int)(0.6f * u);
    }
    /* the cards as large as the width lets them be, a little apart, and smaller where the panel would
     * otherwise be taller than the table (a third of their height at the least) */
    float card_w = fminf(l->mid_w * 0.8f, (w - 8.f * u) / (float)(ncards > 0 ? ncards : 1) - 0.6f * u);
    const float words_h = u + (float)title_h + 0.8f * u + (float)rank_h + 0.8f * u + 2.f * u + (float)total + 1.2f * u +
                          (float)close_h + 1.2f * u;
    const float room = (float)l->h - 2.f * l->edge;
    if (words_h + card_w * l->mid_h / l->mid_w > room)
        card_w = fmaxf(card_w / 3.f, (room - words_h) * l->mid_w / l->mid_h);
    const float card_h = card_w * l->mid_h / l->mid_w;
    const float h = words_h + card_h;
    const SDL_Rect pr = { (int)(l->w / 2 - w / 2),
                          (int)fmaxf(l->edge, fminf(l->centre.y - h / 2, (float)l->h - l->edge - h)), (int)w, (int)h };
    ui_panel(&cv, pr, 248);
    text_box_push(&app->text, pr); /* the words must stand inside the panel (the text log's boxes) */
    float y = (float)pr.y + u;
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3), title, PAL_PANEL_TITLE, pr.x + pr.w / 2, (int)y, ALIGN_CENTER,
              0);
    y += (float)title_h + 0.8f * u;
    /* the ranking's line in its own room, over the cards */
    text_box_push(&app->text, (SDL_Rect){ pr.x, (int)y, pr.w, rank_h + 1 });
    text_draw(&app->text, FONT_SERIF_ITALIC, rank_px, ranking, PAL_PANEL_NAME, pr.x + pr.w / 2, (int)y, ALIGN_CENTER,
              0);
    text_box_pop(&app->text);
    y += (float)rank_h + 0.8f * u;
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
              (int)((float)pr.y + h - 1.2f * u) - close_h, ALIGN_CENTER, 0);
    text_box_pop(&app->text);
}
