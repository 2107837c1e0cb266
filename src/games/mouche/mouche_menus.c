/* La Mouche outside the table: its rules pages and their pictures, its rows of
 * the settings (the rule options, with the historical systems by name), its
 * statistics, and the command line's --rules. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mouche_game.h"
#include "game_import.h"

/* ---- Rules pages (their texts: rules_pages.c) ---- */

static void options_table(const Canvas *cv, SDL_FRect a);
static void systems_table(const Canvas *cv, SDL_FRect a);

/* The pool (the corbeille) w wide, centred on cx, cy, with plaques for `amount` and the amount below. */
static void pool_picture(const Canvas *cv, int amount, float cx, float cy, float w)
{
    SDL_FRect pool = { cx - w / 2, cy - w * 0.32f, w, w * 0.64f };
    SDL_Texture *b = art_get(cv->cards, "assets/tokens/corbeille.svg", (int)pool.w, (int)pool.h, false);
    if (b)
        SDL_RenderCopyF(cv->renderer, b, NULL, &pool);
    else
        art_fill_round_rect(cv->renderer, pool, pool.h / 2, (SDL_Color){ 110, 72, 30, 255 });
    /* the plaques of 5 that make the amount, stacked in the basket (at most eight drawn) */
    const float pw = w * 0.3f, ph = pw * art_token_aspect(TOKEN_PLAQUE);
    for (int k = 0; k < amount / 5 && k < 8; k++) {
        SDL_FRect pr = { cx - pw / 2 + (float)(k % 2) * w * 0.09f - w * 0.05f, cy - ph / 2 - (float)k * ph * 0.5f, pw,
                         ph };
        art_draw_token(cv->cards, TOKEN_PLAQUE, pr, 255, false);
    }
    char buf[16];
    snprintf(buf, sizeof buf, "%d", amount);
    picture_caption(cv, buf, cx, pool.y + pool.h + (float)canvas_px(cv, 0.01f));
}

/* Each page's picture, filling the area right of the text. */
void mouche_rules_picture(const Canvas *cv, int page, SDL_Rect area)
{
    const SDL_FRect a = { (float)area.x, (float)area.y, (float)area.w, (float)area.h };
    /* the picture's unit follows its area, so that it fills it at any window size */
    const float u = fminf(a.w / 62.f, a.h / 54.f);
    const float ch = 20 * u, cw = ch * 250.f / 350.f;
    const float cx = a.x + a.w / 2, cy = a.y + a.h / 2;
    const MoucheRules def = mouche_rules_default(); /* the numbers the texts give are the engine's defaults */
    char buf[160];
    switch (page) {
    case 0: {
        const MoucheCard hand[5] = { mouche_card(SUIT_HEARTS, RANK_KING), mouche_card(SUIT_HEARTS, RANK_9),
                                     mouche_card(SUIT_SPADES, RANK_QUEEN), mouche_card(SUIT_CLUBS, RANK_ACE),
                                     mouche_card(SUIT_DIAMONDS, RANK_7) };
        picture_hand_and_upcard(cv, hand, mouche_card(SUIT_HEARTS, RANK_8), S_STOCK, cx, cy, u);
        break;
    }
    case 1: { /* the ante in the pool, then what the pool grows to */
        snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_ANTE), def.ante);
        picture_caption(cv, buf, cx, a.y + 2 * u);
        pool_picture(cv, def.ante, cx, a.y + a.h * 0.28f, a.w * 0.4f);
        static const StrId names[3] = { S_MOUCHE_1, S_MOUCHE_2, S_MOUCHE_3 };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.18f + 0.32f * (float)i), y = a.y + a.h * 0.72f;
            pool_picture(cv, def.ante * (i + 1), x, y, a.w * 0.26f);
            picture_caption(cv, canvas_tr(cv, names[i]), x, y + a.w * 0.2f + 3 * u);
        }
        break;
    }
    case 2: { /* the ranking, the Ace framed where it stands */
        static const int top[7] = { RANK_KING, RANK_QUEEN, RANK_JACK, RANK_ACE, RANK_10, RANK_9, RANK_8 };
        static const int low[6] = { RANK_7, RANK_6, RANK_5, RANK_4, RANK_3, RANK_2 };
        MoucheCard row[7];
        for (int i = 0; i < 7; i++)
            row[i] = mouche_card(SUIT_HEARTS, top[i]);
        picture_caption(cv, canvas_tr(cv, S_PIC_HIGH), a.x + a.w * 0.12f, a.y + 2 * u);
        float h = picture_card_row(cv, row, NULL, 7, 1u << 3, (SDL_FRect){ a.x, a.y + 6 * u, a.w, a.h * 0.36f });
        picture_caption(cv, canvas_tr(cv, S_PIC_ACE), cx, a.y + 6 * u + (a.h * 0.36f + h) / 2 + u);
        for (int i = 0; i < 6; i++)
            row[i] = mouche_card(SUIT_HEARTS, low[i]);
        picture_card_row(cv, row, NULL, 6, 0,
                         (SDL_FRect){ a.x + a.w * 0.07f, a.y + a.h * 0.52f, a.w * 0.86f, a.h * 0.36f });
        picture_caption(cv, canvas_tr(cv, S_PIC_LOW), a.x + a.w * 0.85f, a.y + a.h * 0.91f);
        break;
    }
    case 3: { /* three players declare in turn */
        char two[32];
        snprintf(two, sizeof two, i18n_nget(cv->lang, S_BUB_EXCHANGEN, 2), 2);
        const char *says[3] = { canvas_tr(cv, S_BUB_FOLD), two, canvas_tr(cv, S_BUB_STAND) };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.2f + 0.3f * (float)i), y = a.y + a.h * 0.42f;
            picture_backs(cv, 5, x - cw * 0.4f, y, ch * 0.5f);
            ui_bubble(cv, x, y - u, 0, says[i], 1.f);
        }
        picture_backs(cv, 2, cx - cw * 0.4f, a.y + a.h * 0.75f, ch * 0.55f);
        picture_caption(cv, canvas_tr(cv, S_DISCARDS), cx, a.y + a.h * 0.75f + ch * 0.55f + u);
        break;
    }
    case 4: { /* a question to a player who stood */
        snprintf(buf, sizeof buf, canvas_tr(cv, S_BUB_QUESTION), "Ninon");
        ui_bubble(cv, cx - 10 * u, cy - 8 * u, 0, buf, 1.f);
        ui_bubble(cv, cx + 10 * u, cy + 12 * u, 0, canvas_tr(cv, S_BUB_EVASIVE), 1.f);
        picture_backs(cv, 5, cx - 24 * u, cy - 6 * u, ch * 0.6f);
        picture_backs(cv, 5, cx + 6 * u, cy + 14 * u, ch * 0.6f);
        break;
    }
    case 5: { /* the three answers; a plain one is true */
        snprintf(buf, sizeof buf, canvas_tr(cv, S_BUB_QUESTION), "Ninon");
        ui_bubble(cv, cx, a.y + a.h * 0.2f, 0, buf, 1.f);
        const char *answers[3] = { canvas_tr(cv, S_BUB_SILENT), canvas_tr(cv, S_BUB_EVASIVE), canvas_tr(cv, S_BUB_NO) };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.18f + 0.32f * (float)i), y = a.y + a.h * 0.58f;
            ui_bubble(cv, x, y - u, 0, answers[i], 1.f);
            picture_backs(cv, 5, x - cw * 0.5f, y, ch * 0.55f);
        }
        picture_card_caption(cv, canvas_tr(cv, S_PIC_TRUE), cx, a.y + a.h * 0.88f, a.w);
        break;
    }
    case 6: { /* two flushes: the trump one wins though it has fewer points */
        static const int sp[5] = { RANK_KING, RANK_QUEEN, RANK_9, RANK_8, RANK_7 };
        static const int he[5] = { RANK_KING, RANK_QUEEN, RANK_JACK, RANK_ACE, RANK_10 };
        MoucheCard s5[5], h5[5];
        for (int i = 0; i < 5; i++) {
            s5[i] = mouche_card(SUIT_SPADES, sp[i]);
            h5[i] = mouche_card(SUIT_HEARTS, he[i]);
        }
        snprintf(buf, sizeof buf, canvas_tr(cv, S_TRUMP_IS), i18n_suit_name(cv->lang, SUIT_SPADES));
        picture_caption(cv, buf, cx, a.y + 2 * u);
        const float fy = a.y + a.h * 0.38f, fh = fminf(a.h * 0.3f, a.w * 0.2f);
        picture_fan(cv, s5, 5, a.x + a.w * 0.27f, fy, fh);
        picture_fan(cv, h5, 5, a.x + a.w * 0.73f, fy, fh);
        picture_caption(cv, canvas_tr(cv, S_PIC_TRUMP_FLUSH), a.x + a.w * 0.27f, fy + fh * 0.62f + 2 * u);
        snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_POINTS), 44);
        picture_caption(cv, buf, a.x + a.w * 0.27f, fy + fh * 0.62f + 6 * u);
        snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_POINTS), 50);
        picture_caption(cv, buf, a.x + a.w * 0.73f, fy + fh * 0.62f + 6 * u);
        pool_picture(cv, 15, cx, a.y + a.h * 0.86f, a.w * 0.22f);
        break;
    }
    case 7: { /* all fold: the dealer takes the pool; one alone takes it without play */
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.2f + 0.3f * (float)i), y = a.y + a.h * 0.18f;
            picture_backs(cv, 5, x - cw * 0.45f, y, ch * 0.5f);
            ui_bubble(cv, x, y - u, 0, canvas_tr(cv, S_BUB_FOLD), 1.f);
        }
        pool_picture(cv, 15, a.x + a.w * 0.3f, a.y + a.h * 0.5f, a.w * 0.26f);
        picture_card(cv, MOUCHE_NO_CARD, a.x + a.w * 0.62f, a.y + a.h * 0.42f, ch * 0.5f, 0);
        picture_caption(cv, canvas_tr(cv, S_DEALER), a.x + a.w * 0.62f + cw * 0.25f, a.y + a.h * 0.42f + ch * 0.5f + u);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_DEALER_TAKES), cx, a.y + a.h * 0.68f, a.w);
        ui_bubble(cv, cx, a.y + a.h * 0.84f, 0, canvas_tr(cv, S_BUB_STAND), 1.f);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_LONE), cx, a.y + a.h * 0.87f, a.w);
        break;
    }
    case 8: { /* leading, following and heading */
        const MoucheCard cards[3] = { mouche_card(SUIT_HEARTS, RANK_ACE), mouche_card(SUIT_HEARTS, RANK_JACK),
                                      mouche_card(SUIT_HEARTS, RANK_8) };
        static const StrId caps[3] = { S_PIC_LED, S_PIC_HEAD, S_PIC_NONE_HIGHER };
        picture_card_caption(cv, canvas_tr(cv, S_REF_HEAD), cx, a.y + 2 * u, a.w);
        picture_card_row(cv, cards, caps, 3, 1u << 1, (SDL_FRect){ a.x, a.y + a.h * 0.15f, a.w, a.h * 0.55f });
        picture_caption(cv, canvas_tr(cv, S_PIC_WINS), a.x + a.w / 2, a.y + a.h * 0.85f);
        break;
    }
    case 9: { /* trump, overtrump, and the player with no higher trump */
        const MoucheCard cards[5] = { mouche_card(SUIT_HEARTS, RANK_9), mouche_card(SUIT_HEARTS, RANK_KING),
                                      mouche_card(SUIT_SPADES, RANK_7), mouche_card(SUIT_SPADES, RANK_10),
                                      mouche_card(SUIT_DIAMONDS, RANK_3) };
        static const StrId caps[5] = { S_PIC_LED, S_PIC_HEAD, S_PIC_TRUMPS, S_PIC_OVER, S_PIC_FREE };
        snprintf(buf, sizeof buf, canvas_tr(cv, S_TRUMP_IS), i18n_suit_name(cv->lang, SUIT_SPADES));
        picture_caption(cv, buf, cx, a.y + 2 * u);
        picture_card_row(cv, cards, caps, 5, 1u << 3, (SDL_FRect){ a.x, a.y + a.h * 0.2f, a.w, a.h * 0.3f });
        picture_card_caption(cv, canvas_tr(cv, S_REF_OVERTRUMP), cx, a.y + a.h * 0.64f, a.w);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_EXCEPTION), cx, a.y + a.h * 0.74f, a.w);
        break;
    }
    case 10: { /* a pool of 15 shared by five tricks */
        const int pool = 15;
        pool_picture(cv, pool, cx, a.y + a.h * 0.2f, a.w * 0.32f);
        snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_FIFTH), pool, pool / 5);
        picture_card_caption(cv, buf, cx, a.y + a.h * 0.42f, a.w);
        for (int i = 0; i < 5; i++) {
            const float x = a.x + a.w * (0.1f + 0.2f * (float)i), y = a.y + a.h * 0.55f;
            picture_backs(cv, 4, x - cw * 0.35f, y, ch * 0.45f);
            picture_tokens(cv, TOKEN_CHIP, pool / 5, x, y + ch * 0.45f + 5 * u, 5 * u);
        }
        break;
    }
    case 11: { /* the Académie's example: 5, then 15 after two mouches made, then 20 */
        static const int amounts[3] = { 5, 15, 20 };
        static const StrId names[3] = { S_MOUCHE_1, S_MOUCHE_3, S_MOUCHE_4 };
        for (int i = 0; i < 3; i++) {
            const float x = a.x + a.w * (0.18f + 0.32f * (float)i), y = cy;
            snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_HAND_N), i + 1);
            picture_caption(cv, buf, x, y - a.w * 0.2f);
            pool_picture(cv, amounts[i], x, y, a.w * 0.28f);
            picture_card_caption(cv, canvas_tr(cv, names[i]), x, y + a.w * 0.2f + 3 * u, a.w * 0.3f);
        }
        break;
    }
    case 12: { /* the Pamphile above the King of trumps, and its payment */
        const float big = a.h * 0.45f, bw = big * 250.f / 350.f;
        picture_card(cv, mouche_card(SUIT_SPADES, RANK_KING), cx - bw * 0.1f, a.y + a.h * 0.1f, big * 0.9f, 10);
        picture_card(cv, mouche_card(SUIT_CLUBS, RANK_JACK), cx - bw * 0.9f, a.y + a.h * 0.06f, big, -6);
        picture_card_caption(cv, canvas_tr(cv, S_PIC_PAMPHILE_TOP), cx, a.y + a.h * 0.06f + big + 3 * u, a.w);
        picture_tokens(cv, TOKEN_CHIP, 3, cx, a.y + a.h * 0.78f, 6 * u);
        snprintf(buf, sizeof buf, canvas_tr(cv, S_PIC_PAMPHILE_PAY), def.pamphile_pay);
        picture_caption(cv, buf, cx, a.y + a.h * 0.84f);
        break;
    }
    case 13: options_table(cv, a); break;
    case 14: systems_table(cv, a); break;
    default: {
        const char *names[3] = { "1", "5", "100" };
        for (int k = 0; k < TOKEN_KINDS; k++) {
            const float w = k == TOKEN_CHIP ? 11 * u : k == TOKEN_PLAQUE ? 20 * u : 15 * u;
            const float h = w * art_token_aspect((TokenKind)k);
            const float x = cx - a.w * 0.32f + (float)k * a.w * 0.32f;
            SDL_FRect r = { x - w / 2, cy - h / 2, w, h };
            art_draw_token(cv->cards, (TokenKind)k, r, 255, false);
            picture_caption(cv, names[k], x, cy + 9 * u);
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
_Static_assert((int)R_PLAYERS == MOUCHE_ROW_PLAYERS && (int)R_HANDS == MOUCHE_ROW_HANDS, "the rows New game asks");

/* The rule system of a rule set: its short name and its line of explanation (title and source). */
static const StrId preset_names[PRESET_COUNT + 1] = { S_PRESET_AJO,      S_PRESET_SUCCESSIVE, S_PRESET_VANDERAA,
                                                      S_PRESET_LANTURLU, S_PRESET_MERY,       S_PRESET_PAMPHILE,
                                                      S_PRESET_CUSTOM };
static const StrId preset_help[PRESET_COUNT + 1] = { S_PRESET_AJO_H,      S_PRESET_SUCCESSIVE_H, S_PRESET_VANDERAA_H,
                                                     S_PRESET_LANTURLU_H, S_PRESET_MERY_H,       S_PRESET_PAMPHILE_H,
                                                     S_PRESET_CUSTOM_H };

StrId mouche_preset_label(const MoucheRules *rules) { return preset_names[mouche_rules_which_preset(rules)]; }

static const StrId setting_labels[R_COUNT] = {
    S_SET_PLAYERS, S_SET_HANDS, S_SET_PRESET,  S_SET_DECK,     S_SET_DEAL, S_SET_ANTE,    S_SET_START,  S_SET_CARRY,
    S_SET_CAP,     S_SET_HEAD,  S_SET_SILENCE, S_SET_PAMPHILE, S_SET_PPAY, S_SET_PMOUCHE, S_SET_PTURNED
};

/* A row's value as the player reads it (the engine's names are for files): the settings
 * screen and the rules pages' tables of options both say it this way. */
static void setting_value(Lang lang, const MoucheSettings *s, RowId r, char *out, size_t n)
{
    static const StrId decks[3] = { S_DECK_AJO, S_DECK_VANDERAA, S_DECK_LOWCARDS };
    static const StrId carries[3] = { S_CARRY_ALL, S_CARRY_SUCCESSIVE, S_CARRY_CAP };
    static const StrId pmouches[3] = { S_PMOUCHE_CLUBS, S_PMOUCHE_TRUMP, S_PMOUCHE_ANY };
    static const StrId pturneds[2] = { S_PTURNED_ALWAYS, S_PTURNED_IF_IN };
    const MoucheRules *ru = &s->rules;
    switch (r) {
    case R_PLAYERS: snprintf(out, n, "%d", s->players); break;
    case R_HANDS:
        if (s->hands)
            snprintf(out, n, "%d", s->hands);
        else
            snprintf(out, n, "%s", i18n_get(lang, S_ENDLESS));
        break;
    case R_PRESET: snprintf(out, n, "%s", i18n_get(lang, mouche_preset_label(ru))); break;
    case R_DECK:
        snprintf(out, n, "%s (%d)", i18n_get(lang, decks[ru->deck % 3]), mouche_deck_size(ru, s->players));
        break;
    case R_DEAL: snprintf(out, n, "%s", mouche_deal_name(ru->deal)); break;
    case R_ANTE: snprintf(out, n, "%d", ru->ante); break;
    case R_START: snprintf(out, n, "%d", ru->start); break;
    case R_CARRY: snprintf(out, n, "%s", i18n_get(lang, carries[ru->carry % 3])); break;
    case R_CAP: /* a number only where it caps something (carry=cap): else "Cap 0" said nothing */
        if (ru->carry == CARRY_CAP)
            snprintf(out, n, "%d", ru->cap);
        else
            snprintf(out, n, "%s", i18n_get(lang, S_CAP_NONE));
        break;
    case R_HEAD: snprintf(out, n, "%s", i18n_get(lang, ru->head ? S_HEAD_YES : S_HEAD_NO)); break;
    case R_SILENCE: snprintf(out, n, "%s", i18n_get(lang, ru->silence ? S_SILENCE_YES : S_SILENCE_FREE)); break;
    case R_PAMPHILE: snprintf(out, n, "%s", i18n_get(lang, ru->pamphile ? S_ON : S_OFF)); break;
    case R_PPAY: snprintf(out, n, "%d", ru->pamphile_pay); break;
    case R_PMOUCHE: snprintf(out, n, "%s", i18n_get(lang, pmouches[ru->pamphile_mouche % 3])); break;
    case R_PTURNED: snprintf(out, n, "%s", i18n_get(lang, pturneds[ru->pamphile_turned % 2])); break;
    default: out[0] = 0; break;
    }
}

void mouche_setting_text(const App *app, int row, char *label, size_t lsize, char *out, size_t n, StrId *help)
{
    static const StrId helps[R_COUNT] = { S_SET_PLAYERS_H, S_SET_HANDS_H,   S_SET_PRESET,    S_SET_DECK_H,
                                          S_SET_DEAL_H,    S_SET_ANTE_H,    S_SET_START_H,   S_SET_CARRY_H,
                                          S_SET_CAP_H,     S_SET_HEAD_H,    S_SET_SILENCE_H, S_SET_PAMPHILE_H,
                                          S_SET_PPAY_H,    S_SET_PMOUCHE_H, S_SET_PTURNED_H };
    const RowId r = (RowId)row;
    snprintf(label, lsize, "%s", tr(app, setting_labels[r]));
    const MoucheSettings *s = mouche_settings_of(&app->settings);
    *help = r == R_PRESET ? preset_help[mouche_rules_which_preset(&s->rules)] : helps[r];
    setting_value(app_lang(app), s, r, out, n);
}

/* The rules pages' option tables, from the engine's defaults and presets (so they cannot drift). */
enum { TABLE_FIRST = R_PRESET, TABLE_ROWS = R_COUNT - R_PRESET };

static MoucheSettings default_settings(void)
{
    MoucheSettings s;
    mouche_settings_default(&s);
    return s;
}

static void options_table(const Canvas *cv, SDL_FRect a)
{
    const MoucheSettings s = default_settings();
    char values[TABLE_ROWS][48];
    const char *left[TABLE_ROWS], *right[TABLE_ROWS];
    for (int i = 0; i < TABLE_ROWS; i++) {
        left[i] = canvas_tr(cv, setting_labels[TABLE_FIRST + i]);
        setting_value(cv->lang, &s, (RowId)(TABLE_FIRST + i), values[i], sizeof values[i]);
        right[i] = values[i];
    }
    picture_table(cv, a, canvas_tr(cv, S_PIC_DEFAULTS), left, right, TABLE_ROWS, false);
}

static void systems_table(const Canvas *cv, SDL_FRect a)
{
    /* each system's options that differ from the defaults, "Label: value · ..." */
    static const RowId compared[] = { R_DECK, R_CARRY, R_CAP, R_HEAD, R_SILENCE, R_PAMPHILE, R_PMOUCHE };
    const MoucheSettings base = default_settings();
    char lines[PRESET_COUNT][200];
    const char *left[PRESET_COUNT], *right[PRESET_COUNT];
    for (int p = 0; p < PRESET_COUNT; p++) {
        MoucheSettings s = base;
        mouche_rules_apply_preset(&s.rules, p);
        left[p] = canvas_tr(cv, preset_names[p]);
        snprintf(lines[p], sizeof lines[p], "%s", canvas_tr(cv, S_PIC_THE_DEFAULTS));
        size_t len = 0;
        for (size_t k = 0; k < sizeof compared / sizeof compared[0]; k++) {
            char was[48], now[48];
            setting_value(cv->lang, &base, compared[k], was, sizeof was);
            setting_value(cv->lang, &s, compared[k], now, sizeof now);
            if (strcmp(was, now) == 0 || (compared[k] == R_PMOUCHE && !s.rules.pamphile) || len >= sizeof lines[p])
                continue;
            len += (size_t)snprintf(lines[p] + len, sizeof lines[p] - len, "%s%s%s%s", len ? " · " : "",
                                    canvas_tr(cv, setting_labels[compared[k]]), canvas_tr(cv, S_LABEL_COLON), now);
        }
        right[p] = lines[p];
    }
    picture_table(cv, a, canvas_tr(cv, S_PIC_SYSTEMS), left, right, PRESET_COUNT, true);
}

void mouche_setting_change(Settings *settings, int row, int d)
{
    MoucheSettings *s = mouche_settings(settings);
    MoucheRules ru = s->rules;
    switch ((RowId)row) {
    case R_PLAYERS: s->players = settings_clamp(s->players + d, MOUCHE_MIN_PLAYERS, MOUCHE_MAX_PLAYERS); break;
    case R_HANDS: s->hands = settings_step_length(s->hands, d); break;
    case R_PRESET: {
        /* the next system, stopping at the first and the last; from Custom, the first (or the last going back) */
        const int now = mouche_rules_which_preset(&ru);
        const int next =
            now == PRESET_CUSTOM ? (d > 0 ? 0 : PRESET_COUNT - 1) : settings_clamp(now + d, 0, PRESET_COUNT - 1);
        mouche_rules_apply_preset(&ru, next);
        break;
    }
    case R_DECK: ru.deck = (uint8_t)settings_clamp(ru.deck + d, 0, 2); break;
    case R_DEAL: ru.deal = (uint8_t)settings_clamp(ru.deal + d, 0, 3); break;
    case R_ANTE: ru.ante = settings_clamp(ru.ante + 5 * d, 5, 100); break;
    case R_START: ru.start = settings_clamp(ru.start + 100 * d, 100, 10000); break;
    case R_CARRY:
        ru.carry = (uint8_t)settings_clamp(ru.carry + d, 0, 2);
        if (ru.carry == CARRY_CAP && ru.cap == 0)
            ru.cap = 20;
        break;
    case R_CAP: /* a cap set is a cap that applies: the mouches made become capped */
        if (ru.carry != CARRY_CAP) {
            ru.carry = CARRY_CAP;
            ru.cap = ru.cap >= 5 ? ru.cap : 20;
        } else {
            ru.cap = settings_clamp(ru.cap + 5 * d, 5, 200);
        }
        break;
    case R_HEAD: ru.head = !ru.head; break;
    case R_SILENCE: ru.silence = (uint8_t)settings_cycle(ru.silence, d, 0, 1); break;
    case R_PAMPHILE: ru.pamphile = !ru.pamphile; break;
    case R_PPAY: ru.pamphile_pay = settings_clamp(ru.pamphile_pay + d, 1, 20); break;
    case R_PMOUCHE: ru.pamphile_mouche = (uint8_t)settings_clamp(ru.pamphile_mouche + d, 0, 2); break;
    case R_PTURNED: ru.pamphile_turned = (uint8_t)settings_cycle(ru.pamphile_turned, d, 0, 1); break;
    default: break;
    }
    char why[160];
    if (mouche_rules_validate(&ru, why, sizeof why))
        s->rules = ru;
}

/* ---- Statistics ---- */

long long mouche_deals_played(const Stats *s) { return s->game[GAME_MOUCHE].count[MS_HANDS]; }

int mouche_stats_lines(const Stats *stats, StatLine *lines, int max)
{
    const long long *s = stats->game[GAME_MOUCHE].count;
    const StatLine all[] = {
        { S_GAMES, s[MS_GAMES], false },
        { S_GAMES_WON, s[MS_GAMES_WON], false },
        { S_HANDS, s[MS_HANDS], false },
        { S_TRICKS_TAKEN, s[MS_TRICKS], false },
        { S_CHIPS_WON, s[MS_CHIPS_WON], true },
        { S_FLUSHES, s[MS_FLUSHES], false },
        { S_MOUCHES_MADE, s[MS_MOUCHES_MADE], false },
        { S_HINTS_USED, stats->game[GAME_MOUCHE].hints, false },
    };
    int n = 0;
    for (; n < max && n < (int)(sizeof all / sizeof all[0]); n++)
        lines[n] = all[n];
    return n;
}
