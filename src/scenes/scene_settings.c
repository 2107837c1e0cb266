/* Settings: the table, every rule option with a one-line explanation, AI
 * levels, animation speed, sound, language, fullscreen, card faces. The left
 * column holds the game chosen on the title screen (La Mouche or La Bête).
 * Up/Down choose a row, Left/Right change it; the mouse clicks the arrows. */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "ui.h"

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
    R_AI1,
    R_AI2,
    R_AI3,
    R_AI4,
    R_AI5,
    R_SPEED,
    R_VOLUME,
    R_MUTE,
    R_LANG,
    R_FULL,
    R_STYLE,
    /* La Bête */
    RB_PLAYERS,
    RB_DEALS,
    RB_DEAL,
    RB_CURIEUSE,
    RB_CONTRE,
    RB_PLAQUE,
    RB_START,
    RB_AI1,
    RB_AI2,
    RB_AI3,
    RB_AI4,
    RB_AI5,
    RB_AI6,
    R_COUNT
} RowId;

enum { ROWS_MAX = 32 };

/* The rows shown, in order: the left column first. */
static int visible_rows(const App *app, RowId *out, int *left)
{
    int n = 0;
    if (app->settings.game == GAME_BETE) {
        for (int r = RB_PLAYERS; r <= RB_START; r++)
            out[n++] = (RowId)r;
        *left = n;
        for (int r = RB_AI1; r <= RB_AI6; r++)
            out[n++] = (RowId)r;
    } else {
        for (int r = R_PLAYERS; r <= R_PTURNED; r++)
            out[n++] = (RowId)r;
        *left = n;
        for (int r = R_AI1; r <= R_AI5; r++)
            out[n++] = (RowId)r;
    }
    for (int r = R_SPEED; r <= R_STYLE; r++)
        out[n++] = (RowId)r;
    return n;
}

static StrId row_label(RowId r)
{
    static const StrId ids[R_COUNT] = { S_SET_PLAYERS, S_SET_HANDS,    S_SET_PRESET, S_SET_DECK,    S_SET_DEAL,
                                        S_SET_ANTE,    S_SET_START,    S_SET_CARRY,  S_SET_CAP,     S_SET_HEAD,
                                        S_SET_SILENCE, S_SET_PAMPHILE, S_SET_PPAY,   S_SET_PMOUCHE, S_SET_PTURNED,
                                        S_SET_AI,      S_SET_AI,       S_SET_AI,     S_SET_AI,      S_SET_AI,
                                        S_SET_SPEED,   S_SET_VOLUME,   S_SET_MUTE,   S_SET_LANG,    S_SET_FULL,
                                        S_SET_STYLE,   S_SET_PLAYERS,  S_BSET_DEALS, S_SET_DEAL,    S_BSET_CURIEUSE,
                                        S_BSET_CONTRE, S_BSET_PLAQUE,  S_SET_START,  S_SET_AI,      S_SET_AI,
                                        S_SET_AI,      S_SET_AI,       S_SET_AI,     S_SET_AI };
    return ids[r];
}

/* The rule system of a rule set: its short name and its line of explanation (title and source). */
static const StrId preset_names[PRESET_COUNT + 1] = { S_PRESET_AJO,      S_PRESET_SUCCESSIVE, S_PRESET_VANDERAA,
                                                      S_PRESET_LANTURLU, S_PRESET_MERY,       S_PRESET_PAMPHILE,
                                                      S_PRESET_CUSTOM };
static const StrId preset_help[PRESET_COUNT + 1] = { S_PRESET_AJO_H,      S_PRESET_SUCCESSIVE_H, S_PRESET_VANDERAA_H,
                                                     S_PRESET_LANTURLU_H, S_PRESET_MERY_H,       S_PRESET_PAMPHILE_H,
                                                     S_PRESET_CUSTOM_H };

StrId settings_preset_name(const MoucheRules *rules) { return preset_names[mouche_rules_which_preset(rules)]; }

static StrId row_help(const App *app, RowId r)
{
    if (r == R_PRESET)
        return preset_help[mouche_rules_which_preset(&app->settings.rules)];
    static const StrId ids[R_COUNT] = {
        S_SET_PLAYERS_H, S_SET_HANDS_H,   S_SET_PRESET,     S_SET_DECK_H,   S_SET_DEAL_H,    S_SET_ANTE_H,
        S_SET_START_H,   S_SET_CARRY_H,   S_SET_CAP_H,      S_SET_HEAD_H,   S_SET_SILENCE_H, S_SET_PAMPHILE_H,
        S_SET_PPAY_H,    S_SET_PMOUCHE_H, S_SET_PTURNED_H,  S_SET_AI_H,     S_SET_AI_H,      S_SET_AI_H,
        S_SET_AI_H,      S_SET_AI_H,      S_SET_SPEED_H,    S_SET_VOLUME_H, S_SET_MUTE_H,    S_SET_LANG_H,
        S_SET_FULL_H,    S_SET_STYLE_H,   S_BSET_PLAYERS_H, S_BSET_DEALS_H, S_BSET_DEAL_H,   S_BSET_CURIEUSE_H,
        S_BSET_CONTRE_H, S_BSET_PLAQUE_H, S_BSET_START_H,   S_SET_AI_H,     S_SET_AI_H,      S_SET_AI_H,
        S_SET_AI_H,      S_SET_AI_H,      S_SET_AI_H
    };
    return ids[r];
}

static void row_value(App *app, RowId r, char *out, size_t n)
{
    const Settings *s = &app->settings;
    const MoucheRules *ru = &s->rules;
    static const StrId lv[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
    static const StrId styles[CARD_STYLE_COUNT] = { S_STYLE_EN, S_STYLE_FR, S_STYLE_EN4, S_STYLE_FR4 };
    /* the rule options' values as the player reads them (the engine's names are for files) */
    static const StrId decks[3] = { S_DECK_AJO, S_DECK_VANDERAA, S_DECK_LOWCARDS };
    static const StrId carries[3] = { S_CARRY_ALL, S_CARRY_SUCCESSIVE, S_CARRY_CAP };
    static const StrId pmouches[3] = { S_PMOUCHE_CLUBS, S_PMOUCHE_TRUMP, S_PMOUCHE_ANY };
    static const StrId pturneds[2] = { S_PTURNED_ALWAYS, S_PTURNED_IF_IN };
    char num[32];
    switch (r) {
    case R_PLAYERS: snprintf(out, n, "%d", s->players); break;
    case R_HANDS:
        if (s->hands)
            snprintf(out, n, "%d", s->hands);
        else
            snprintf(out, n, "%s", tr(app, S_ENDLESS));
        break;
    case R_PRESET: snprintf(out, n, "%s", tr(app, settings_preset_name(ru))); break;
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
    case R_AI1:
    case R_AI2:
    case R_AI3:
    case R_AI4:
    case R_AI5: snprintf(out, n, "%s", tr(app, lv[s->ai_level[r - R_AI1 + 1] & 3])); break;
    case R_SPEED:
        if (settings_speed(s) == 0)
            snprintf(out, n, "%s", tr(app, S_NONE_SPEED));
        else {
            i18n_decimal(s->lang, settings_speed(s), num, (int)sizeof num);
            snprintf(out, n, "×%s", num);
        }
        break;
    case R_VOLUME: snprintf(out, n, tr(app, S_PERCENT), s->volume); break;
    case R_MUTE: snprintf(out, n, "%s", s->mute ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case R_LANG: snprintf(out, n, "%s", tr(app, S_LANG_NAME)); break;
    case R_FULL: snprintf(out, n, "%s", s->fullscreen ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case R_STYLE: snprintf(out, n, "%s", tr(app, styles[s->card_style % CARD_STYLE_COUNT])); break;
    case RB_PLAYERS: snprintf(out, n, "%d (%d)", s->bete_players, bete_deck_size(s->bete_players)); break;
    case RB_DEALS:
        if (s->bete_deals)
            snprintf(out, n, "%d", s->bete_deals);
        else
            snprintf(out, n, "%s", tr(app, S_ENDLESS));
        break;
    case RB_DEAL: snprintf(out, n, "%s", mouche_deal_name(s->bete_rules.deal)); break;
    case RB_CURIEUSE: snprintf(out, n, "%s", s->bete_rules.curieuse ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case RB_CONTRE: snprintf(out, n, "%s", s->bete_rules.contre ? tr(app, S_ON) : tr(app, S_OFF)); break;
    case RB_PLAQUE: snprintf(out, n, "%d", s->bete_rules.plaque); break;
    case RB_START: snprintf(out, n, "%d", s->bete_rules.start); break;
    case RB_AI1:
    case RB_AI2:
    case RB_AI3:
    case RB_AI4:
    case RB_AI5:
    case RB_AI6: snprintf(out, n, "%s", tr(app, lv[s->bete_ai_level[r - RB_AI1 + 1] & 3])); break;
    default: out[0] = 0; break;
    }
}

static int wrap(int v, int d, int lo, int hi)
{
    v += d;
    if (v < lo)
        return hi;
    if (v > hi)
        return lo;
    return v;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void change(App *app, RowId r, int d)
{
    Settings *s = &app->settings;
    MoucheRules ru = s->rules;
    BeteRules br = s->bete_rules;
    switch (r) {
    case R_PLAYERS: s->players = clampi(s->players + d, 3, 6); break;
    case R_HANDS: {
        static const int steps[] = { 0, 4, 6, 8, 10, 12, 16, 20, 30, 50, 100 };
        int i = 0, n = (int)(sizeof steps / sizeof steps[0]);
        while (i < n - 1 && steps[i] < s->hands)
            i++;
        s->hands = steps[wrap(i, d, 0, n - 1)];
        break;
    }
    case R_PRESET: {
        /* the next system; from Custom, the first (or the last going back) */
        const int now = mouche_rules_which_preset(&ru);
        const int next = now == PRESET_CUSTOM ? (d > 0 ? 0 : PRESET_COUNT - 1) : wrap(now, d, 0, PRESET_COUNT - 1);
        mouche_rules_apply_preset(&ru, next);
        break;
    }
    case R_DECK: ru.deck = (uint8_t)wrap(ru.deck, d, 0, 2); break;
    case R_DEAL: ru.deal = (uint8_t)wrap(ru.deal, d, 0, 3); break;
    case R_ANTE: ru.ante = clampi(ru.ante + 5 * d, 5, 100); break;
    case R_START: ru.start = clampi(ru.start + 100 * d, 100, 10000); break;
    case R_CARRY: ru.carry = (uint8_t)wrap(ru.carry, d, 0, 2); break;
    case R_CAP: ru.cap = clampi(ru.cap + 5 * d, 0, 200); break;
    case R_HEAD: ru.head = !ru.head; break;
    case R_SILENCE: ru.silence = (uint8_t)wrap(ru.silence, d, 0, 1); break;
    case R_PAMPHILE: ru.pamphile = !ru.pamphile; break;
    case R_PPAY: ru.pamphile_pay = clampi(ru.pamphile_pay + d, 1, 20); break;
    case R_PMOUCHE: ru.pamphile_mouche = (uint8_t)wrap(ru.pamphile_mouche, d, 0, 2); break;
    case R_PTURNED: ru.pamphile_turned = (uint8_t)wrap(ru.pamphile_turned, d, 0, 1); break;
    case R_AI1:
    case R_AI2:
    case R_AI3:
    case R_AI4:
    case R_AI5: {
        int *lvl = &s->ai_level[r - R_AI1 + 1];
        *lvl = wrap(*lvl, d, 1, 3);
        break;
    }
    case R_SPEED: s->speed_index = clampi(s->speed_index + d, 0, settings_speed_count() - 1); break;
    case R_VOLUME: s->volume = clampi(s->volume + 10 * d, 0, 100); break;
    case R_MUTE: s->mute = !s->mute; break;
    case R_LANG: s->lang = s->lang == LANG_FR ? LANG_EN : LANG_FR; break;
    case R_FULL: s->fullscreen = !s->fullscreen; break;
    case R_STYLE: s->card_style = wrap(s->card_style, d, 0, CARD_STYLE_COUNT - 1); break;
    case RB_PLAYERS: s->bete_players = clampi(s->bete_players + d, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS); break;
    case RB_DEALS: {
        static const int steps[] = { 0, 4, 6, 8, 10, 12, 16, 20, 30, 50, 100 };
        int i = 0, n = (int)(sizeof steps / sizeof steps[0]);
        while (i < n - 1 && steps[i] < s->bete_deals)
            i++;
        s->bete_deals = steps[wrap(i, d, 0, n - 1)];
        break;
    }
    case RB_DEAL: br.deal = (uint8_t)wrap(br.deal, d, 0, 3); break;
    case RB_CURIEUSE: br.curieuse = !br.curieuse; break;
    case RB_CONTRE: br.contre = !br.contre; break;
    case RB_PLAQUE: br.plaque = br.plaque == 5 ? 10 : 5; break;
    case RB_START: br.start = clampi(br.start + 100 * d, 100, 10000); break;
    case RB_AI1:
    case RB_AI2:
    case RB_AI3:
    case RB_AI4:
    case RB_AI5:
    case RB_AI6: {
        int *lvl = &s->bete_ai_level[r - RB_AI1 + 1];
        *lvl = wrap(*lvl, d, 1, 3);
        break;
    }
    default: break;
    }
    if (r == R_CARRY && ru.carry == CARRY_CAP && ru.cap == 0)
        ru.cap = 20;
    char why[160];
    if (mouche_rules_validate(&ru, why, sizeof why))
        s->rules = ru;
    if (bete_rules_validate(&br, why, sizeof why))
        s->bete_rules = br;
    audio_play(&app->audio, SND_CLICK);
    app_apply_settings(app);
}

/* Geometry: two columns of rows; each row has a label, a value between arrows, a help line. */
typedef struct {
    SDL_Rect row, minus, plus, value;
} RowGeom;

/* The row at position pos of the visible list (left column first). */
static RowGeom geom(App *app, int pos)
{
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    int per = left > n - left ? left : n - left;
    int u = app_px(app, 0.01f);
    int colw = (app->pw - 8 * u) / 2;
    int col = pos < left ? 0 : 1;
    int i = col == 0 ? pos : pos - left;
    int top = 11 * u;
    /* one line a row (its help is shown for the selected row only, over the Back button) */
    int rh = (app->ph - top - 17 * u) / per;
    RowGeom g;
    g.row = (SDL_Rect){ 3 * u + col * (colw + 2 * u), top + i * rh, colw, rh - u / 2 };
    int vw = colw * 34 / 100, bh = g.row.h * 80 / 100;
    int vy = g.row.y + (g.row.h - bh) / 2;
    g.plus = (SDL_Rect){ g.row.x + g.row.w - bh - u, vy, bh, bh };
    g.value = (SDL_Rect){ g.plus.x - vw, vy, vw, bh };
    g.minus = (SDL_Rect){ g.value.x - bh, vy, bh, bh };
    return g;
}

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static SDL_Rect back_rect(App *app)
{
    int u = app_px(app, 0.01f);
    return (SDL_Rect){ app->pw / 2 - 14 * u, app->ph - 9 * u, 28 * u, 6 * u };
}

void settings_scene_enter(App *app) { app->settings_row = 0; }

void settings_scene_event(App *app, const SDL_Event *e)
{
    app->dirty = true;
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    if (app->settings_row >= n)
        app->settings_row = 0;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        int r = app->settings_row;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE)
            app_set_scene(app, app->rules_return);
        else if (k == SDLK_UP)
            app->settings_row = wrap(r, -1, 0, n - 1);
        else if (k == SDLK_DOWN || k == SDLK_TAB)
            app->settings_row = wrap(r, 1, 0, n - 1);
        else if (k == SDLK_LEFT)
            change(app, ids[r], -1);
        else if (k == SDLK_RIGHT || k == SDLK_RETURN || k == SDLK_SPACE)
            change(app, ids[r], 1);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT)
        return;
    int x = app->mouse_x, y = app->mouse_y;
    if (inside(back_rect(app), x, y)) {
        app_set_scene(app, app->rules_return);
        return;
    }
    for (int r = 0; r < n; r++) {
        RowGeom g = geom(app, r);
        if (!inside(g.row, x, y))
            continue;
        app->settings_row = r;
        if (inside(g.minus, x, y))
            change(app, ids[r], -1);
        else if (inside(g.plus, x, y) || inside(g.value, x, y))
            change(app, ids[r], 1);
        return;
    }
}

void settings_scene_draw(App *app)
{
    app_draw_background(app);
    int u = app_px(app, 0.01f);
    SDL_Color gold = { 255, 226, 150, 255 }, ink = { 255, 248, 232, 255 }, soft = { 225, 215, 190, 255 };
    text_draw(&app->text, FONT_SERIF_BOLD, 5 * u, tr(app, S_SETTINGS), gold, app->pw / 2, 2 * u, ALIGN_CENTER, 0);
    RowId ids[ROWS_MAX];
    int left = 0, n = visible_rows(app, ids, &left);
    bool bete = app->settings.game == GAME_BETE;
    RowGeom g0 = geom(app, 0), g1 = geom(app, left);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(2.4 * u), tr(app, bete ? S_BSET_TITLE : S_SET_RULES), soft, g0.row.x,
              g0.row.y - 3 * u, ALIGN_LEFT, 0);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(2.4 * u), tr(app, S_SET_APP), soft, g1.row.x, g1.row.y - 3 * u,
              ALIGN_LEFT, 0);
    for (int pos = 0; pos < n; pos++) {
        RowId r = ids[pos];
        RowGeom g = geom(app, pos);
        SDL_FRect fr = { (float)g.row.x, (float)g.row.y, (float)g.row.w, (float)g.row.h };
        art_fill_round_rect(app->renderer, fr, (float)u,
                            pos == app->settings_row ? (SDL_Color){ 250, 215, 120, 90 } : (SDL_Color){ 0, 0, 0, 60 });
        char label[96], value[96];
        if (r >= R_AI1 && r <= R_AI5)
            snprintf(label, sizeof label, tr(app, S_SET_AI), r - R_AI1 + 2);
        else if (r >= RB_AI1 && r <= RB_AI6)
            snprintf(label, sizeof label, tr(app, S_SET_AI), r - RB_AI1 + 2);
        else
            snprintf(label, sizeof label, "%s", tr(app, row_label(r)));
        int lp = g.row.h * 52 / 100;
        /* the label's room ends at the value's arrows */
        text_box_push(&app->text, (SDL_Rect){ g.row.x, g.row.y, g.minus.x - g.row.x, g.row.h });
        lp = text_fit_px(&app->text, FONT_SERIF_BOLD, lp, label, g.minus.x - g.row.x - 2 * u);
        text_draw(&app->text, FONT_SERIF_BOLD, lp, label, ink, g.row.x + u, g.row.y + g.row.h / 2, ALIGN_LEFT, 1);
        text_box_pop(&app->text);
        if (pos == app->settings_row) { /* the selected row's help, on its own line over Back */
            SDL_Rect help = { 3 * u, back_rect(app).y - 5 * u, app->pw - 6 * u, 4 * u };
            const char *h = tr(app, row_help(app, r));
            text_box_push(&app->text, help);
            int hp = text_fit_px(&app->text, FONT_SANS, (int)(2.2 * u), h, help.w);
            text_draw(&app->text, FONT_SANS, hp, h, soft, help.x + help.w / 2, help.y + help.h / 2, ALIGN_CENTER, 1);
            text_box_pop(&app->text);
        }
        row_value(app, r, value, sizeof value);
        SDL_FRect vr = { (float)g.minus.x, (float)g.minus.y, (float)(g.plus.x + g.plus.w - g.minus.x),
                         (float)g.minus.h };
        art_fill_round_rect(app->renderer, vr, vr.h / 2, (SDL_Color){ 246, 236, 210, 235 });
        SDL_Color dark = { 60, 30, 10, 255 };
        text_draw(&app->text, FONT_SANS_BOLD, lp, "‹", dark, g.minus.x + g.minus.w / 2, g.minus.y + g.minus.h / 2,
                  ALIGN_CENTER, 1);
        text_draw(&app->text, FONT_SANS_BOLD, lp, "›", dark, g.plus.x + g.plus.w / 2, g.plus.y + g.plus.h / 2,
                  ALIGN_CENTER, 1);
        text_box_push(&app->text, g.value);
        int vp = text_fit_px(&app->text, FONT_SANS_BOLD, g.row.h * 46 / 100, value, g.value.w);
        text_draw(&app->text, FONT_SANS_BOLD, vp, value, dark, g.value.x + g.value.w / 2, g.value.y + g.value.h / 2,
                  ALIGN_CENTER, 1);
        text_box_pop(&app->text);
    }
    ButtonRow row = { .focus = -1 };
    Button *b = ui_row_add(&row, 1, tr(app, S_BACK), SDLK_ESCAPE, true);
    if (b)
        b->r = back_rect(app);
    ui_row_draw(app, &row, (int)(2.6 * u));
}
