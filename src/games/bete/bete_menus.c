/* La Bête outside the table: its rules pages and their pictures, its rows of
 * the settings, its statistics, and the command line's --rules. */
#include <math.h>
#include <stdio.h>

#include "bete_game.h"
#include "game_import.h"

/* ---- Rules pages (their texts: rules_pages.c) ---- */

static void options_table(const Canvas *cv, SDL_FRect a);

/* The dish (a pewter plate seen from above). */
static void dish_picture(const Canvas *cv, SDL_FRect d)
{
    art_fill_round_rect(cv->renderer, (SDL_FRect){ d.x + 4, d.y + 6, d.w, d.h }, d.h / 2, (SDL_Color){ 0, 0, 0, 90 });
    art_fill_round_rect(cv->renderer, d, d.h / 2, (SDL_Color){ 206, 200, 188, 255 });
    SDL_FRect well = { d.x + d.w * 0.14f, d.y + d.h * 0.2f, d.w * 0.72f, d.h * 0.6f };
    art_fill_round_rect(cv->renderer, well, well.h / 2, (SDL_Color){ 160, 154, 142, 255 });
}

/* The dish with plaques under it and chips on it for the King. */
static void dish_with_plaques(const Canvas *cv, SDL_FRect dish, float u, int plaques)
{
    for (int i = 0; i < plaques; i++)
        art_draw_token(cv->cards, TOKEN_PLAQUE,
                       (SDL_FRect){ dish.x - 5 * u + (float)i * 1.2f * u, dish.y + 11 * u - (float)i * 1.4f * u, 12 * u,
                                    4.2f * u },
                       255, false);
    dish_picture(cv, dish);
    picture_tokens(cv, TOKEN_CHIP, 5, dish.x + dish.w / 2, dish.y + dish.h / 2 - 0 * u, 6 * u);
}

/* Each page's picture, filling the area right of the text. */
void bete_rules_picture(const Canvas *cv, int page, SDL_Rect area)
{
    const SDL_FRect a = { (float)area.x, (float)area.y, (float)area.w, (float)area.h };
    /* the picture's unit follows its area, so that it fills it at any window size */
    const float u = fminf(a.w / 62.f, a.h / 54.f);
    const float ch = 20 * u, cw = ch * 250.f / 350.f;
    const float cx = a.x + a.w / 2, cy = a.y + a.h / 2;
    char buf[96];
    switch (page) {
    case 0: {
        const MoucheCard hand[5] = { mouche_card(SUIT_SPADES, RANK_KING), mouche_card(SUIT_SPADES, RANK_ACE),
                                     mouche_card(SUIT_HEARTS, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_JACK),
                                     mouche_card(SUIT_DIAMONDS, RANK_8) };
        picture_hand_and_upcard(cv, hand, mouche_card(SUIT_SPADES, RANK_9), S_TALON_NAME, cx, cy, u); /* as the table */
        break;
    }
    case 1: { /* the dish: plaques under it, the King stake on it */
        SDL_FRect dish = { cx - 16 * u, cy - 14 * u, 32 * u, 18 * u };
        dish_with_plaques(cv, dish, u, 5);
        picture_caption(cv, canvas_tr(cv, S_PIC_DISH), cx, dish.y - 4 * u);
        picture_caption(cv, canvas_tr(cv, S_PIC_UNDER), cx, dish.y + dish.h + 2 * u);
        picture_card(cv, mouche_card(SUIT_SPADES, RANK_KING), cx - cw * 0.35f, dish.y + dish.h + 7 * u, ch * 0.7f, -6);
        break;
    }
    case 2: { /* a deal's stakes: a chip each and the dealer's extra, a plaque drawn */
        SDL_FRect dish = { cx - 14 * u, a.y + a.h * 0.08f, 28 * u, 16 * u };
        dish_with_plaques(cv, dish, u, 4);
        const float y = a.y + a.h * 0.66f;
        picture_tokens(cv, TOKEN_CHIP, 5, cx - a.w * 0.3f, y, 6 * u);
        picture_tokens(cv, TOKEN_CHIP, 1, cx - a.w * 0.3f + 8 * u, y, 6 * u);
        picture_caption(cv, "5 + 1", cx - a.w * 0.27f, y + 4 * u);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_STAKES), cx - a.w * 0.27f, y + 8 * u, a.w * 0.4f);
        picture_tokens(cv, TOKEN_PLAQUE, 1, cx + a.w * 0.25f, y, 12 * u);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_PLAQUE_STAKE), cx + a.w * 0.25f, y + 8 * u, a.w * 0.4f);
        break;
    }
    case 3: { /* the bids, each over its player's hand */
        const StrId says[3] = { S_BB_PASS, S_BB_PLAY, S_BB_CONTRE };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.2f + 0.3f * (float)i), y = a.y + a.h * (i == 1 ? 0.5f : 0.3f);
            picture_backs(cv, 5, x - cw * 0.45f, y, ch * 0.55f);
            ui_bubble(cv, x, y - u, 0, canvas_tr(cv, says[i]), 1.f);
        }
        picture_caption(cv, canvas_tr(cv, S_PIC_DOUBLE), a.x + a.w * 0.8f, a.y + a.h * 0.3f + ch * 0.55f + 2 * u);
        break;
    }
    case 4: { /* the Curieuse: the upcard void, the next one turned */
        ui_bubble(cv, cx, a.y + a.h * 0.25f, 0, canvas_tr(cv, S_BB_CUR_ASK), 1.f);
        const float y = a.y + a.h * 0.34f;
        picture_card(cv, mouche_card(SUIT_HEARTS, RANK_9), cx - cw * 1.3f, y, ch, 14);
        picture_card(cv, mouche_card(SUIT_CLUBS, RANK_QUEEN), cx + cw * 0.3f, y, ch, 0);
        picture_caption(cv, canvas_tr(cv, S_PIC_VOID_UP), cx - cw * 0.95f, y + ch + 2 * u);
        picture_caption(cv, canvas_tr(cv, S_PIC_NEW_UP), cx + cw * 0.8f, y + ch + 2 * u);
        break;
    }
    case 5: picture_trick(cv, cx, cy, cw, ch, u, RANK_8, S_PIC_FOLLOW); break;
    case 6: { /* five tricks: the first two win; all five are the vole */
        const MoucheCard backs[5] = { MOUCHE_NO_CARD, MOUCHE_NO_CARD, MOUCHE_NO_CARD, MOUCHE_NO_CARD, MOUCHE_NO_CARD };
        picture_card_caption(cv, canvas_tr(cv, S_PIC_FIRST_TWO), cx, a.y + a.h * 0.1f, a.w);
        picture_card_row(cv, backs, NULL, 5, 3u, (SDL_FRect){ a.x, a.y + a.h * 0.2f, a.w, a.h * 0.35f });
        picture_card_caption(cv, canvas_tr(cv, S_PIC_VOLE_ALL), cx, a.y + a.h * 0.62f, a.w);
        picture_tokens(cv, TOKEN_CHIP, 6, cx - 10 * u, a.y + a.h * 0.85f, 6 * u);
        picture_tokens(cv, TOKEN_PLAQUE, 2, cx + 8 * u, a.y + a.h * 0.85f, 12 * u);
        break;
    }
    case 7: { /* the bêtes: one at stake, one waiting */
        static const int amounts[2] = { 11, 28 };
        for (int i = 0; i < 2; i++) {
            const float x = cx - a.w * 0.22f + (float)i * a.w * 0.44f;
            picture_tokens(cv, TOKEN_CHIP, amounts[i] % 5, x - 6 * u, cy, 8 * u); /* 11 = 1 chip + 2 plaques */
            picture_tokens(cv, TOKEN_PLAQUE, amounts[i] / 5, x + 6 * u, cy, 16 * u);
            snprintf(buf, sizeof buf, "%d · %s", amounts[i], canvas_tr(cv, i == 0 ? S_BETE_AT : S_BETE_WAIT));
            picture_card_caption(cv, buf, x, cy + 8 * u, a.w * 0.44f);
        }
        picture_caption(cv, canvas_tr(cv, S_BETES_LABEL), cx, cy - 18 * u);
        break;
    }
    case 8: { /* the contre: a single bête against a double one */
        const StrId says[2] = { S_BB_PLAY, S_BB_CONTRE };
        for (int i = 0; i < 2; i++) {
            const float x = a.x + a.w * (0.28f + 0.44f * (float)i), y = a.y + a.h * 0.24f;
            picture_backs(cv, 5, x - cw * 0.45f, y, ch * 0.55f);
            ui_bubble(cv, x, y - u, 0, canvas_tr(cv, says[i]), 1.f);
            picture_tokens(cv, TOKEN_PLAQUE, 2 * (i + 1), x, a.y + a.h * 0.62f, 12 * u);
            picture_caption(cv, i ? "2 × 10" : "10", x, a.y + a.h * 0.67f);
        }
        picture_caption(cv, canvas_tr(cv, S_PIC_DOUBLE), cx, a.y + a.h * 0.8f);
        break;
    }
    case 9: { /* the King of trumps takes the King stake */
        SDL_FRect dish = { cx - 16 * u, cy + 2 * u, 32 * u, 18 * u };
        dish_picture(cv, dish);
        picture_tokens(cv, TOKEN_CHIP, 5, cx, cy + 10 * u, 6 * u);
        picture_card(cv, mouche_card(SUIT_SPADES, RANK_KING), cx - cw * 0.5f, cy - ch - 2 * u, ch, -6);
        picture_caption(cv, canvas_tr(cv, S_PIC_KING_TRUMP), cx, cy - ch - 7 * u);
        picture_caption(cv, canvas_tr(cv, S_PIC_DISH), cx, dish.y + dish.h + u);
        break;
    }
    case 10: { /* the source's example: two bêtes made, then a win of 34 */
        static const int amounts[3] = { 11, 28, 34 };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.18f + 0.32f * (float)i);
            snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_DEAL_N), i + 1);
            picture_caption(cv, buf, x, a.y + a.h * 0.2f);
            picture_tokens(cv, TOKEN_CHIP, amounts[i] % 5, x - 5 * u, cy, 5 * u);
            picture_tokens(cv, TOKEN_PLAQUE, amounts[i] / 5, x + 4 * u, cy, 10 * u);
            snprintf(buf, sizeof buf, canvas_tr(cv, i < 2 ? S_PIC_EX_BETE : S_PIC_EX_WIN), amounts[i]);
            picture_card_caption(cv, buf, x, cy + 5 * u, a.w * 0.3f);
        }
        break;
    }
    default: options_table(cv, a); break;
    }
}

/* ---- Settings ---- */

typedef enum { R_PLAYERS, R_DEALS, R_DEAL, R_CURIEUSE, R_CONTRE, R_PLAQUE, R_START, R_COUNT } RowId;
_Static_assert((int)R_COUNT == (int)BETE_SETTING_ROWS, "the backend's count of rows");
_Static_assert((int)R_PLAYERS == BETE_ROW_PLAYERS && (int)R_DEALS == BETE_ROW_DEALS, "the rows New game asks");

static const StrId setting_labels[R_COUNT] = { S_SET_PLAYERS, S_BSET_DEALS,  S_SET_DEAL, S_BSET_CURIEUSE,
                                               S_BSET_CONTRE, S_BSET_PLAQUE, S_SET_START };

/* A row's value as the player reads it: the settings screen and the rules page's table say it so. */
static void setting_value(Lang lang, const BeteSettings *s, RowId r, char *out, size_t n)
{
    const BeteRules *ru = &s->rules;
    switch (r) {
    case R_PLAYERS: snprintf(out, n, "%d (%d)", s->players, bete_deck_size(s->players)); break;
    case R_DEALS:
        if (s->deals)
            snprintf(out, n, "%d", s->deals);
        else
            snprintf(out, n, "%s", i18n_get(lang, S_ENDLESS));
        break;
    case R_DEAL: snprintf(out, n, "%s", mouche_deal_name(ru->deal)); break;
    case R_CURIEUSE: snprintf(out, n, "%s", i18n_get(lang, ru->curieuse ? S_ON : S_OFF)); break;
    case R_CONTRE: snprintf(out, n, "%s", i18n_get(lang, ru->contre ? S_ON : S_OFF)); break;
    case R_PLAQUE: snprintf(out, n, "%d", ru->plaque); break;
    case R_START: snprintf(out, n, "%d", ru->start); break;
    default: out[0] = 0; break;
    }
}

void bete_setting_text(const App *app, int row, char *label, size_t lsize, char *out, size_t n, StrId *help)
{
    static const StrId helps[R_COUNT] = { S_BSET_PLAYERS_H, S_BSET_DEALS_H,  S_BSET_DEAL_H, S_BSET_CURIEUSE_H,
                                          S_BSET_CONTRE_H,  S_BSET_PLAQUE_H, S_BSET_START_H };
    const RowId r = (RowId)row;
    snprintf(label, lsize, "%s", tr(app, setting_labels[r]));
    *help = helps[r];
    setting_value(app_lang(app), bete_settings_of(&app->settings), r, out, n);
}

/* The rules page's table of options, from the engine's defaults (so that it cannot drift). */
static void options_table(const Canvas *cv, SDL_FRect a)
{
    enum { FIRST = R_DEAL, ROWS = R_COUNT - R_DEAL };
    BeteSettings s;
    bete_settings_default(&s);
    char values[ROWS][48];
    const char *left[ROWS], *right[ROWS];
    for (int i = 0; i < ROWS; i++) {
        left[i] = canvas_tr(cv, setting_labels[FIRST + i]);
        setting_value(cv->lang, &s, (RowId)(FIRST + i), values[i], sizeof values[i]);
        right[i] = values[i];
    }
    picture_table(cv, a, canvas_tr(cv, S_PIC_DEFAULTS), left, right, ROWS, false);
}

void bete_setting_change(Settings *settings, int row, int d)
{
    BeteSettings *s = bete_settings(settings);
    BeteRules ru = s->rules;
    switch ((RowId)row) {
    case R_PLAYERS: s->players = settings_clamp(s->players + d, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS); break;
    case R_DEALS: s->deals = settings_step_length(s->deals, d); break;
    case R_DEAL: ru.deal = (uint8_t)settings_clamp(ru.deal + d, 0, 3); break;
    case R_CURIEUSE: ru.curieuse = !ru.curieuse; break;
    case R_CONTRE: ru.contre = !ru.contre; break;
    case R_PLAQUE: ru.plaque = ru.plaque == 5 ? 10 : 5; break;
    case R_START: ru.start = settings_clamp(ru.start + 100 * d, 100, 10000); break;
    default: break;
    }
    char why[160];
    if (bete_rules_validate(&ru, why, sizeof why))
        s->rules = ru;
}

/* ---- Statistics ---- */

long long bete_deals_played(const Stats *s) { return s->game[GAME_BETE].count[BS_DEALS]; }

int bete_stats_lines(const Stats *stats, StatLine *lines, int max)
{
    const long long *s = stats->game[GAME_BETE].count;
    const StatLine all[] = {
        { S_GAMES, s[BS_GAMES], false },
        { S_GAMES_WON, s[BS_GAMES_WON], false },
        { S_ST_DEALS, s[BS_DEALS], false },
        { S_ST_BIDS, s[BS_BIDS], false },
        { S_ST_WINS, s[BS_WINS], false },
        { S_ST_BETES, s[BS_BETES], false },
        { S_ST_KINGS, s[BS_KINGS], false },
        { S_CHIPS_WON, s[BS_CHIPS], true },
        { S_HINTS_USED, stats->game[GAME_BETE].hints, false },
    };
    int n = 0;
    for (; n < max && n < (int)(sizeof all / sizeof all[0]); n++)
        lines[n] = all[n];
    return n;
}
