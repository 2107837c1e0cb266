/* La Bête outside the table: its rules pages and their pictures, its rows of
 * the settings, its statistics, and the command line's --rules. */
#include <stdio.h>

#include "bete_game.h"
#include "picture.h"

/* ---- Rules pages ---- */

const StrId bete_rules_titles[BETE_RULES_PAGES] = { S_BR1_T, S_BR2_T, S_BR3_T, S_BR4_T, S_BR5_T, S_BR6_T };
const StrId bete_rules_bodies[BETE_RULES_PAGES] = { S_BR1, S_BR2, S_BR3, S_BR4, S_BR5, S_BR6 };

void bete_rules_picture(App *app, int page, SDL_Rect a)
{
    float u = (float)app_px(app, 0.01f);
    float ch = 20 * u, cw = ch * 250.f / 350.f;
    float cx = (float)a.x + (float)a.w / 2, cy = (float)a.y + (float)a.h / 2;
    switch (page) {
    case 0: {
        MoucheCard hand[5] = { mouche_card(SUIT_SPADES, RANK_KING), mouche_card(SUIT_SPADES, RANK_ACE),
                               mouche_card(SUIT_HEARTS, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_JACK),
                               mouche_card(SUIT_DIAMONDS, RANK_8) };
        picture_hand_and_upcard(app, hand, mouche_card(SUIT_SPADES, RANK_9), cx, cy, u);
        break;
    }
    case 1: {
        SDL_FRect dish = { cx - 16 * u, cy - 14 * u, 32 * u, 18 * u };
        for (int i = 0; i < 5; i++)
            art_draw_token(&app->cards, TOKEN_PLAQUE,
                           (SDL_FRect){ dish.x - 5 * u + (float)i * 1.2f * u, dish.y + 11 * u - (float)i * 1.4f * u,
                                        12 * u, 4.2f * u },
                           255, false);
        picture_dish(app, dish);
        picture_tokens(app, TOKEN_CHIP, 5, cx, cy - 5 * u, 6 * u);
        picture_caption(app, tr(app, S_PIC_DISH), cx, dish.y - 4 * u);
        picture_caption(app, tr(app, S_PIC_UNDER), dish.x - 2 * u, dish.y + dish.h + 1 * u);
        picture_tokens(app, TOKEN_CHIP, 6, cx + 6 * u, cy + 16 * u, 6 * u);
        picture_tokens(app, TOKEN_PLAQUE, 1, cx + 16 * u, cy + 16 * u, 12 * u);
        picture_caption(app, tr(app, S_PIC_STAKES), cx + 10 * u, cy + 20 * u);
        break;
    }
    case 2: {
        ui_bubble(app, cx - 14 * u, cy - 14 * u, 0, tr(app, S_BB_PASS), 1.f);
        ui_bubble(app, cx + 2 * u, cy - 6 * u, 0, tr(app, S_BB_PLAY), 1.f);
        ui_bubble(app, cx + 18 * u, cy - 14 * u, 0, tr(app, S_BB_CONTRE), 1.f);
        float y = cy + 2 * u;
        picture_card(app, mouche_card(SUIT_HEARTS, RANK_9), cx - cw * 1.3f, y, ch * 0.8f, 14);
        picture_card(app, mouche_card(SUIT_CLUBS, RANK_QUEEN), cx + cw * 0.3f, y, ch * 0.8f, 0);
        picture_caption(app, tr(app, S_PIC_VOID_UP), cx - cw * 0.95f, y + ch * 0.8f + u);
        picture_caption(app, tr(app, S_PIC_NEW_UP), cx + cw * 0.6f, y + ch * 0.8f + u);
        break;
    }
    case 3: picture_trick(app, cx, cy, cw, ch, u, RANK_8, S_PIC_FOLLOW); break;
    case 4: {
        static const int amounts[2] = { 11, 28 };
        for (int i = 0; i < 2; i++) {
            float x = cx - 14 * u + (float)i * 28 * u;
            picture_tokens(app, TOKEN_CHIP, amounts[i] % 5, x - 4 * u, cy, 6 * u); /* 11 = 1 chip + 2 plaques */
            picture_tokens(app, TOKEN_PLAQUE, amounts[i] / 5, x + 5 * u, cy, 12 * u);
            char buf[64];
            snprintf(buf, sizeof buf, "%d · %s", amounts[i], tr(app, i == 0 ? S_BETE_AT : S_BETE_WAIT));
            picture_caption(app, buf, x, cy + 6 * u);
        }
        picture_caption(app, tr(app, S_BETES_LABEL), cx, cy - 18 * u);
        break;
    }
    default: {
        SDL_FRect dish = { cx - 16 * u, cy + 2 * u, 32 * u, 18 * u };
        picture_dish(app, dish);
        picture_tokens(app, TOKEN_CHIP, 5, cx, cy + 10 * u, 6 * u);
        picture_card(app, mouche_card(SUIT_SPADES, RANK_KING), cx - cw * 0.5f, cy - ch - 2 * u, ch, -6);
        picture_caption(app, tr(app, S_PIC_KING_TRUMP), cx, cy - ch - 7 * u);
        picture_caption(app, tr(app, S_PIC_DISH), cx, dish.y + dish.h + u);
        break;
    }
    }
}

/* ---- Settings ---- */

typedef enum { R_PLAYERS, R_DEALS, R_DEAL, R_CURIEUSE, R_CONTRE, R_PLAQUE, R_START, R_COUNT } RowId;
_Static_assert((int)R_COUNT == (int)BETE_SETTING_ROWS, "the backend's count of rows");

void bete_setting_text(const App *app, int row, char *label, size_t lsize, char *out, size_t n, StrId *help)
{
    static const StrId labels[R_COUNT] = { S_SET_PLAYERS, S_BSET_DEALS,  S_SET_DEAL, S_BSET_CURIEUSE,
                                           S_BSET_CONTRE, S_BSET_PLAQUE, S_SET_START };
    static const StrId helps[R_COUNT] = { S_BSET_PLAYERS_H, S_BSET_DEALS_H,  S_BSET_DEAL_H, S_BSET_CURIEUSE_H,
                                          S_BSET_CONTRE_H,  S_BSET_PLAQUE_H, S_BSET_START_H };
    const Settings *s = &app->settings;
    const BeteRules *ru = &s->bete_rules;
    const RowId r = (RowId)row;
    snprintf(label, lsize, "%s", tr(app, labels[r]));
    *help = helps[r];
    switch (r) {
    case R_PLAYERS: snprintf(out, n, "%d (%d)", s->bete_players, bete_deck_size(s->bete_players)); break;
    case R_DEALS:
        if (s->bete_deals)
            snprintf(out, n, "%d", s->bete_deals);
        else
            snprintf(out, n, "%s", tr(app, S_ENDLESS));
        break;
    case R_DEAL: snprintf(out, n, "%s", mouche_deal_name(ru->deal)); break;
    case R_CURIEUSE: snprintf(out, n, "%s", ru->curieuse ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case R_CONTRE: snprintf(out, n, "%s", ru->contre ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case R_PLAQUE: snprintf(out, n, "%d", ru->plaque); break;
    case R_START: snprintf(out, n, "%d", ru->start); break;
    default: out[0] = 0; break;
    }
}

void bete_setting_change(Settings *s, int row, int d)
{
    BeteRules ru = s->bete_rules;
    switch ((RowId)row) {
    case R_PLAYERS: s->bete_players = settings_clamp(s->bete_players + d, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS); break;
    case R_DEALS: s->bete_deals = settings_step_length(s->bete_deals, d); break;
    case R_DEAL: ru.deal = (uint8_t)settings_cycle(ru.deal, d, 0, 3); break;
    case R_CURIEUSE: ru.curieuse = !ru.curieuse; break;
    case R_CONTRE: ru.contre = !ru.contre; break;
    case R_PLAQUE: ru.plaque = ru.plaque == 5 ? 10 : 5; break;
    case R_START: ru.start = settings_clamp(ru.start + 100 * d, 100, 10000); break;
    default: break;
    }
    char why[160];
    if (bete_rules_validate(&ru, why, sizeof why))
        s->bete_rules = ru;
}

int *bete_ai_levels(Settings *s) { return s->bete_ai_level; }

bool bete_settings_rules_parse(Settings *s, const char *text, char *why, size_t size)
{
    return bete_rules_parse(&s->bete_rules, text, why, size);
}

/* ---- Statistics ---- */

int bete_stats_lines(const Stats *s, StatLine *lines, int max)
{
    const StatLine all[] = {
        { S_GAMES, s->bete_games, false },      { S_GAMES_WON, s->bete_games_won, false },
        { S_ST_DEALS, s->bete_deals, false },   { S_ST_BIDS, s->bete_bids, false },
        { S_ST_WINS, s->bete_wins, false },     { S_ST_BETES, s->bete_betes, false },
        { S_ST_KINGS, s->bete_kings, false },   { S_CHIPS_WON, s->bete_chips, true },
        { S_HINTS_USED, s->bete_hints, false },
    };
    int n = 0;
    for (; n < max && n < (int)(sizeof all / sizeof all[0]); n++)
        lines[n] = all[n];
    return n;
}
