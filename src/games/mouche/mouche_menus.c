/* La Mouche outside the table: its rules pages and their pictures, its rows of
 * the settings (the rule options, with the historical systems by name), its
 * statistics, and the command line's --rules. */
#include <stdio.h>

#include "mouche_game.h"
#include "picture.h"

/* ---- Rules pages ---- */

const StrId mouche_rules_titles[MOUCHE_RULES_PAGES] = { S_R1_T, S_R2_T, S_R3_T, S_R4_T, S_R5_T, S_R6_T };
const StrId mouche_rules_bodies[MOUCHE_RULES_PAGES] = { S_R1, S_R2, S_R3, S_R4, S_R5, S_R6 };

void mouche_rules_picture(App *app, int page, SDL_Rect a)
{
    float u = (float)app_px(app, 0.01f);
    float ch = 20 * u, cw = ch * 250.f / 350.f;
    float cx = (float)a.x + (float)a.w / 2, cy = (float)a.y + (float)a.h / 2;
    switch (page) {
    case 0: {
        MoucheCard hand[5] = { mouche_card(SUIT_HEARTS, RANK_KING), mouche_card(SUIT_HEARTS, RANK_9),
                               mouche_card(SUIT_SPADES, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_ACE),
                               mouche_card(SUIT_DIAMONDS, RANK_7) };
        picture_hand_and_upcard(app, hand, mouche_card(SUIT_HEARTS, RANK_8), cx, cy, u);
        break;
    }
    case 1: {
        char q[160];
        snprintf(q, sizeof q, tr(app, S_BUB_QUESTION), "Ninon");
        ui_bubble(app, cx - 10 * u, cy - 8 * u, 0, q, 1.f);
        ui_bubble(app, cx + 10 * u, cy + 12 * u, 0, tr(app, S_BUB_EVASIVE), 1.f);
        for (int i = 0; i < 5; i++) {
            picture_card(app, MOUCHE_NO_CARD, cx - 24 * u + (float)i * 3 * u, cy - 6 * u, ch * 0.6f, 0);
            picture_card(app, MOUCHE_NO_CARD, cx + 6 * u + (float)i * 3 * u, cy + 14 * u, ch * 0.6f, 0);
        }
        break;
    }
    case 2: {
        static const int ranks[5] = { RANK_KING, RANK_JACK, RANK_10, RANK_7, RANK_3 };
        for (int i = 0; i < 5; i++)
            picture_card(app, mouche_card(SUIT_SPADES, ranks[i]), cx - cw * 1.6f + (float)i * cw * 0.65f,
                         cy - ch / 2 + (float)((i - 2) * (i - 2)) * u, ch, (i - 2) * 8.0);
        picture_caption(app, tr(app, S_BUB_SHOW), cx, cy + ch * 0.7f);
        break;
    }
    case 3: picture_trick(app, cx, cy, cw, ch, u, RANK_KING, S_PIC_HEAD); break;
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
            picture_caption(app, buf, x, cy + 9 * u);
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
            picture_caption(app, names[k], x, cy + 7 * u);
        }
        break;
    }
    }
}

/* ---- Settings ---- */

typedef enum {
    R_PLAYERS,
    R_HANDS,
    R_PRESET,
    R_DECK,
    R_DEAL,
    R_ANTE,
    R_START,
    R_CARRY,
    R_CAP,
    R_HEAD,
    R_SILENCE,
    R_PAMPHILE,
    R_PPAY,
    R_PMOUCHE,
    R_PTURNED,
    R_COUNT
} RowId;

_Static_assert((int)R_COUNT == (int)MOUCHE_SETTING_ROWS, "the backend's count of rows");

/* The rule system of a rule set: its short name and its line of explanation (title and source). */
static const StrId preset_names[PRESET_COUNT + 1] = { S_PRESET_AJO,      S_PRESET_SUCCESSIVE, S_PRESET_VANDERAA,
                                                      S_PRESET_LANTURLU, S_PRESET_MERY,       S_PRESET_PAMPHILE,
                                                      S_PRESET_CUSTOM };
static const StrId preset_help[PRESET_COUNT + 1] = { S_PRESET_AJO_H,      S_PRESET_SUCCESSIVE_H, S_PRESET_VANDERAA_H,
                                                     S_PRESET_LANTURLU_H, S_PRESET_MERY_H,       S_PRESET_PAMPHILE_H,
                                                     S_PRESET_CUSTOM_H };

StrId mouche_preset_label(const MoucheRules *rules) { return preset_names[mouche_rules_which_preset(rules)]; }

void mouche_setting_text(const App *app, int row, char *label, size_t lsize, char *out, size_t n, StrId *help)
{
    static const StrId labels[R_COUNT] = { S_SET_PLAYERS, S_SET_HANDS,    S_SET_PRESET, S_SET_DECK,    S_SET_DEAL,
                                           S_SET_ANTE,    S_SET_START,    S_SET_CARRY,  S_SET_CAP,     S_SET_HEAD,
                                           S_SET_SILENCE, S_SET_PAMPHILE, S_SET_PPAY,   S_SET_PMOUCHE, S_SET_PTURNED };
    static const StrId helps[R_COUNT] = { S_SET_PLAYERS_H, S_SET_HANDS_H,   S_SET_PRESET,    S_SET_DECK_H,
                                          S_SET_DEAL_H,    S_SET_ANTE_H,    S_SET_START_H,   S_SET_CARRY_H,
                                          S_SET_CAP_H,     S_SET_HEAD_H,    S_SET_SILENCE_H, S_SET_PAMPHILE_H,
                                          S_SET_PPAY_H,    S_SET_PMOUCHE_H, S_SET_PTURNED_H };
    /* the rule options' values as the player reads them (the engine's names are for files) */
    static const StrId decks[3] = { S_DECK_AJO, S_DECK_VANDERAA, S_DECK_LOWCARDS };
    static const StrId carries[3] = { S_CARRY_ALL, S_CARRY_SUCCESSIVE, S_CARRY_CAP };
    static const StrId pmouches[3] = { S_PMOUCHE_CLUBS, S_PMOUCHE_TRUMP, S_PMOUCHE_ANY };
    static const StrId pturneds[2] = { S_PTURNED_ALWAYS, S_PTURNED_IF_IN };
    const Settings *s = &app->settings;
    const MoucheRules *ru = &s->rules;
    const RowId r = (RowId)row;
    snprintf(label, lsize, "%s", tr(app, labels[r]));
    *help = r == R_PRESET ? preset_help[mouche_rules_which_preset(ru)] : helps[r];
    switch (r) {
    case R_PLAYERS: snprintf(out, n, "%d", s->players); break;
    case R_HANDS:
        if (s->hands)
            snprintf(out, n, "%d", s->hands);
        else
            snprintf(out, n, "%s", tr(app, S_ENDLESS));
        break;
    case R_PRESET: snprintf(out, n, "%s", tr(app, mouche_preset_label(ru))); break;
    case R_DECK: snprintf(out, n, "%s (%d)", tr(app, decks[ru->deck % 3]), mouche_deck_size(ru, s->players)); break;
    case R_DEAL: snprintf(out, n, "%s", mouche_deal_name(ru->deal)); break;
    case R_ANTE: snprintf(out, n, "%d", ru->ante); break;
    case R_START: snprintf(out, n, "%d", ru->start); break;
    case R_CARRY: snprintf(out, n, "%s", tr(app, carries[ru->carry % 3])); break;
    case R_CAP: snprintf(out, n, "%d", ru->cap); break;
    case R_HEAD: snprintf(out, n, "%s", tr(app, ru->head ? S_HEAD_YES : S_HEAD_NO)); break;
    case R_SILENCE: snprintf(out, n, "%s", tr(app, ru->silence ? S_SILENCE_YES : S_SILENCE_FREE)); break;
    case R_PAMPHILE: snprintf(out, n, "%s", ru->pamphile ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case R_PPAY: snprintf(out, n, "%d", ru->pamphile_pay); break;
    case R_PMOUCHE: snprintf(out, n, "%s", tr(app, pmouches[ru->pamphile_mouche % 3])); break;
    case R_PTURNED: snprintf(out, n, "%s", tr(app, pturneds[ru->pamphile_turned % 2])); break;
    default: out[0] = 0; break;
    }
}

void mouche_setting_change(Settings *s, int row, int d)
{
    MoucheRules ru = s->rules;
    switch ((RowId)row) {
    case R_PLAYERS: s->players = settings_clamp(s->players + d, MOUCHE_MIN_PLAYERS, MOUCHE_MAX_PLAYERS); break;
    case R_HANDS: s->hands = settings_step_length(s->hands, d); break;
    case R_PRESET: {
        /* the next system; from Custom, the first (or the last going back) */
        const int now = mouche_rules_which_preset(&ru);
        const int next =
            now == PRESET_CUSTOM ? (d > 0 ? 0 : PRESET_COUNT - 1) : settings_cycle(now, d, 0, PRESET_COUNT - 1);
        mouche_rules_apply_preset(&ru, next);
        break;
    }
    case R_DECK: ru.deck = (uint8_t)settings_cycle(ru.deck, d, 0, 2); break;
    case R_DEAL: ru.deal = (uint8_t)settings_cycle(ru.deal, d, 0, 3); break;
    case R_ANTE: ru.ante = settings_clamp(ru.ante + 5 * d, 5, 100); break;
    case R_START: ru.start = settings_clamp(ru.start + 100 * d, 100, 10000); break;
    case R_CARRY:
        ru.carry = (uint8_t)settings_cycle(ru.carry, d, 0, 2);
        if (ru.carry == CARRY_CAP && ru.cap == 0)
            ru.cap = 20;
        break;
    case R_CAP: ru.cap = settings_clamp(ru.cap + 5 * d, 0, 200); break;
    case R_HEAD: ru.head = !ru.head; break;
    case R_SILENCE: ru.silence = (uint8_t)settings_cycle(ru.silence, d, 0, 1); break;
    case R_PAMPHILE: ru.pamphile = !ru.pamphile; break;
    case R_PPAY: ru.pamphile_pay = settings_clamp(ru.pamphile_pay + d, 1, 20); break;
    case R_PMOUCHE: ru.pamphile_mouche = (uint8_t)settings_cycle(ru.pamphile_mouche, d, 0, 2); break;
    case R_PTURNED: ru.pamphile_turned = (uint8_t)settings_cycle(ru.pamphile_turned, d, 0, 1); break;
    default: break;
    }
    char why[160];
    if (mouche_rules_validate(&ru, why, sizeof why))
        s->rules = ru;
}

int *mouche_ai_levels(Settings *s) { return s->ai_level; }

bool mouche_settings_rules_parse(Settings *s, const char *text, char *why, size_t size)
{
    return mouche_rules_parse(&s->rules, text, why, size);
}

/* ---- Statistics ---- */

int mouche_stats_lines(const Stats *s, StatLine *lines, int max)
{
    const StatLine all[] = {
        { S_GAMES, s->games, false },
        { S_GAMES_WON, s->games_won, false },
        { S_HANDS, s->hands, false },
        { S_TRICKS_TAKEN, s->tricks, false },
        { S_CHIPS_WON, s->chips_won, true },
        { S_FLUSHES, s->flushes, false },
        { S_MOUCHES_MADE, s->mouches_made, false },
        { S_HINTS_USED, s->hints, false },
    };
    int n = 0;
    for (; n < max && n < (int)(sizeof all / sizeof all[0]); n++)
        lines[n] = all[n];
    return n;
}
