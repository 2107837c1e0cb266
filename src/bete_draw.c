/* Drawing La Bête's table from its midend: the still layer (cached in a
 * texture), the moving cards and tokens, the speech bubbles, the deal's
 * summary and the game's end. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bete_table.h"
#include "draw_common.h"

#define TR(id) i18n_get(app->settings.lang, id)

static const SDL_Color INK = { 255, 248, 230, 255 }, SOFT = { 230, 220, 190, 230 }, GOLD = { 255, 215, 120, 255 };
static const SDL_Color CONTRE_RED = { 255, 140, 120, 255 };

/* A stack of each kind of token of a holding, its count under it. */
static void draw_stacks(App *app, const BeteLayout *bl, int party, const Holdings *h, bool counts)
{
    const Layout *l = &bl->base;
    for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
        int64_t n = h->n[k];
        if (n <= 0)
            continue;
        SDL_FRect base = bete_layout_token(bl, party, (TokenKind)k, 0);
        int shown = n < 8 ? (int)n : 8;
        for (int i = 0; i < shown; i++) {
            SDL_FRect r = base;
            r.y -= (float)i * r.h * (k == TOKEN_CHIP ? 0.12f : 0.2f);
            art_draw_token(&app->cards, (TokenKind)k, r, 255, false);
        }
        if (counts) {
            char buf[24];
            snprintf(buf, sizeof buf, "%lld", (long long)n);
            text_draw(&app->text, FONT_SANS_BOLD, (int)(l->unit * 2.0f), buf, (SDL_Color){ 255, 250, 235, 255 },
                      (int)(base.x + base.w / 2), (int)(base.y + base.h + l->unit * 0.3f), ALIGN_CENTER, 0);
        }
    }
}

static void label(App *app, const BeteLayout *bl, const char *s, float x, float y, TextAlign a, SDL_Color c, float size)
{
    float u = bl->base.unit;
    int tw, th;
    int px = (int)(u * size);
    text_size(&app->text, FONT_SANS_BOLD, px, s, &tw, &th);
    float x0 = a == ALIGN_CENTER ? x - (float)tw / 2 : a == ALIGN_RIGHT ? x - (float)tw : x;
    SDL_FRect pill = { x0 - u * 0.6f, y, (float)tw + u * 1.2f, (float)th };
    art_fill_round_rect(app->renderer, pill, pill.h / 2, (SDL_Color){ 20, 12, 6, 150 });
    text_draw(&app->text, FONT_SANS_BOLD, px, s, c, (int)x, (int)y, a, 0);
}

static void draw_dish(App *app, SDL_FRect d)
{
    /* a pewter dish seen from above at an angle: rim, well, a highlight */
    SDL_FRect sh = { d.x + d.w * 0.02f, d.y + d.h * 0.08f, d.w, d.h };
    art_fill_round_rect(app->renderer, sh, sh.h / 2, (SDL_Color){ 0, 0, 0, 90 });
    art_fill_round_rect(app->renderer, d, d.h / 2, (SDL_Color){ 176, 170, 158, 255 });
    SDL_FRect rim = { d.x + d.w * 0.03f, d.y + d.h * 0.05f, d.w * 0.94f, d.h * 0.86f };
    art_fill_round_rect(app->renderer, rim, rim.h / 2, (SDL_Color){ 206, 200, 188, 255 });
    SDL_FRect well = { d.x + d.w * 0.14f, d.y + d.h * 0.2f, d.w * 0.72f, d.h * 0.6f };
    art_fill_round_rect(app->renderer, well, well.h / 2, (SDL_Color){ 150, 144, 132, 255 });
    SDL_FRect in = { well.x + well.w * 0.03f, well.y + well.h * 0.08f, well.w * 0.94f, well.h * 0.88f };
    art_fill_round_rect(app->renderer, in, in.h / 2, (SDL_Color){ 168, 162, 150, 255 });
}

static void draw_centre(App *app, BeteTable *t, double now)
{
    const BeteLayout *bl = &t->layout;
    const Layout *l = &bl->base;
    const BeteVis *v = &t->mid.vis;
    float u = l->unit;
    char buf[160];
    /* plaques under the dish peek out at its left; then the dish and the King on it */
    if (v->plaques_reserve > 0)
        draw_stacks(app, bl, BETE_PARTY_RESERVE, &v->reserve_hold, false);
    draw_dish(app, bl->dish);
    /* the King's chips lie scattered in the dish */
    {
        int n = (int)(v->king_hold.n[TOKEN_CHIP] < 12 ? v->king_hold.n[TOKEN_CHIP] : 12);
        SDL_FRect c0 = bete_layout_token(bl, BETE_PARTY_KING, TOKEN_CHIP, 0);
        for (int i = 0; i < n; i++) {
            float a = (float)i * 2.4f, r = i == 0 ? 0.f : 0.32f + 0.05f * (float)(i % 3);
            SDL_FRect c = c0;
            c.x += cosf(a) * r * bl->dish.w * 0.5f;
            c.y += sinf(a) * r * bl->dish.h * 0.45f;
            art_draw_token(&app->cards, TOKEN_CHIP, c, 255, false);
        }
        Holdings rest = v->king_hold;
        rest.n[TOKEN_CHIP] -= n;
        if (rest.n[TOKEN_CHIP] < 0) rest.n[TOKEN_CHIP] = 0;
        draw_stacks(app, bl, BETE_PARTY_KING, &rest, false);
    }
    snprintf(buf, sizeof buf, TR(S_KING_LABEL), (long long)v->king);
    label(app, bl, buf, bl->dish.x + bl->dish.w / 2, bl->dish.y + bl->dish.h + 0.4f * u, ALIGN_CENTER, GOLD, 2.0f);
    if (v->plaques_reserve > 0) {
        snprintf(buf, sizeof buf, TR(S_RESERVE_LABEL), v->plaques_reserve);
        label(app, bl, buf, bl->dish.x + bl->dish.w / 2, bl->dish.y + bl->dish.h + 3.0f * u, ALIGN_CENTER, SOFT, 1.7f);
    }
    /* the deal's stakes and the plaques at stake */
    draw_stacks(app, bl, BETE_PARTY_STAKES, &v->stakes_hold, false);
    draw_stacks(app, bl, BETE_PARTY_PLAQUES, &v->plaques_hold, false);
    float ly = bl->stakes.y + bl->stakes.h + 0.8f * u;
    snprintf(buf, sizeof buf, TR(S_STAKES_LABEL), (long long)v->stakes);
    label(app, bl, buf, bl->stakes.x, ly, ALIGN_LEFT, INK, 2.0f);
    if (v->plaques_at_stake > 0) {
        snprintf(buf, sizeof buf, TR(v->plaques_at_stake == 1 ? S_PLAQUE_AT_1 : S_PLAQUES_AT), v->plaques_at_stake);
        label(app, bl, buf, bl->stakes.x, ly + 2.8f * u, ALIGN_LEFT, INK, 1.7f);
    }
    /* what a plain win sweeps now, from the engine, while the table shows its state */
    const BeteState *st = &t->game.state;
    if (bete_midend_idle(&t->mid) && (st->phase == BETE_PHASE_BID || st->phase == BETE_PHASE_CURIEUSE ||
                                      st->phase == BETE_PHASE_PLAY)) {
        snprintf(buf, sizeof buf, TR(S_VALUE_LABEL), (long long)bete_deal_value(st));
        label(app, bl, buf, bl->stakes.x, ly + 5.6f * u, ALIGN_LEFT, GOLD, 1.9f);
    }
    /* the talon: the deck while dealing, then the cards under the upcard */
    bool shuffling = t->mid.active && (t->mid.cur.type == BETE_EV_SHUFFLE || t->mid.cur.type == BETE_EV_CUT);
    float p = bete_midend_progress(&t->mid, now);
    if (v->talon > 0) {
        int layers = v->talon / 4 + 1;
        for (int i = 0; i < layers; i++) {
            SDL_FRect r = bl->talon;
            r.x -= (float)i * u * 0.12f;
            r.y -= (float)i * u * 0.12f;
            if (shuffling && t->mid.cur.type == BETE_EV_SHUFFLE)
                r.x += sinf(p * 3.14159f * 3) * u * 3 * (i % 2 ? 1 : -1);
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 255, false, false);
        }
    }
    if (v->voided != MOUCHE_NO_CARD) {
        draw_card_shadowed(app, v->voided, BACK_RED, bl->voided, 14, 255, true, false);
        label(app, bl, TR(S_VOIDED), bl->voided.x + bl->voided.w / 2, bl->voided.y + bl->voided.h + 0.3f * u,
              ALIGN_CENTER, SOFT, 1.6f);
    }
    if (v->turned != MOUCHE_NO_CARD)
        draw_card_shadowed(app, v->turned, BACK_BLUE, bl->turned, 0, 255, false, false);
    if (v->talon > 0 || v->turned != MOUCHE_NO_CARD) {
        snprintf(buf, sizeof buf, TR(S_TALON), v->talon);
        SDL_FRect under = v->talon > 0 ? bl->talon : bl->turned;   /* an empty talon: the label goes under the upcard */
        label(app, bl, buf, under.x + under.w / 2, under.y + under.h + 0.4f * u, ALIGN_CENTER, INK, 1.8f);
    }
    /* the queue of bêtes: the one at stake first */
    if (v->nbetes > 0) {
        label(app, bl, TR(S_BETES_LABEL), bl->queue.x, bl->queue.y, ALIGN_LEFT, GOLD, 2.0f);
        for (int i = 0; i < v->nbetes && i < BETE_QUEUE_SHOWN; i++) {
            SDL_FRect line = bete_layout_queue_line(bl, i);
            bool head = i == 0;
            if (i == BETE_QUEUE_SHOWN - 1 && v->nbetes > BETE_QUEUE_SHOWN) {
                snprintf(buf, sizeof buf, TR(S_BETE_MORE), v->nbetes - (BETE_QUEUE_SHOWN - 1));
                text_draw(&app->text, FONT_SANS, (int)(u * 1.7f), buf, SOFT, (int)(line.x + u), (int)(line.y + line.h / 2),
                          ALIGN_LEFT, 1);
                break;
            }
            SDL_FRect bg = { line.x, line.y + 0.2f * u, line.w, line.h - 0.4f * u };
            art_fill_round_rect(app->renderer, bg, bg.h / 2,
                                head ? (SDL_Color){ 120, 40, 20, 200 } : (SDL_Color){ 20, 12, 6, 120 });
            SDL_FRect chip = { line.x + 0.6f * u, line.y + line.h / 2 - l->chip * 0.4f, l->chip * 0.8f, l->chip * 0.8f };
            art_draw_token(&app->cards, TOKEN_CHIP, chip, head ? 255 : 150, false);
            snprintf(buf, sizeof buf, "%lld · %s", (long long)v->betes[i], TR(head ? S_BETE_AT : S_BETE_WAIT));
            text_draw(&app->text, head ? FONT_SANS_BOLD : FONT_SANS, (int)(u * 1.8f), buf, head ? GOLD : SOFT,
                      (int)(chip.x + chip.w + 0.8f * u), (int)(line.y + line.h / 2), ALIGN_LEFT, 1);
        }
    }
    /* the trick in progress */
    for (int i = 0; i < v->ntrick; i++)
        draw_card_shadowed(app, v->trick[i], BACK_BLUE, layout_trick_card(l, v->trick_seat[i]),
                           (double)((v->trick_seat[i] * 7) % 9 - 4), 255, false, false);
}

static bool in_rect(SDL_FRect r, int x, int y, float pad)
{
    return (float)x >= r.x - pad && (float)x < r.x + r.w + pad && (float)y >= r.y - pad && (float)y < r.y + r.h + pad;
}

int bete_zone_at(const BeteTable *t, int x, int y)
{
    const BeteLayout *bl = &t->layout;
    const BeteVis *v = &t->mid.vis;
    float u = bl->base.unit;
    if (in_rect(bl->dish, x, y, u))
        return 1;
    SDL_FRect st = { bl->stakes.x, bl->stakes.y - 2 * u, bl->plaques.x + bl->plaques.w - bl->stakes.x, bl->stakes.h + 7 * u };
    if (in_rect(st, x, y, 0))
        return 2;
    SDL_FRect tal = { bl->talon.x, bl->talon.y, bl->turned.x + bl->turned.w - bl->talon.x, bl->talon.h };
    if ((v->talon > 0 || v->turned != MOUCHE_NO_CARD) && in_rect(tal, x, y, 0))
        return 3;
    SDL_FRect q = { bl->queue.x, bl->queue.y, bl->queue.w, 3.f * u + bl->queue_line * (float)(v->nbetes < BETE_QUEUE_SHOWN ? v->nbetes : BETE_QUEUE_SHOWN) };
    if (v->nbetes > 0 && in_rect(q, x, y, 0))
        return 4;
    return 0;
}

static void draw_seat(App *app, BeteTable *t, int s)
{
    const BeteLayout *bl = &t->layout;
    const Layout *l = &bl->base;
    const BeteVis *v = &t->mid.vis;
    const BVisSeat *vs = &v->seat[s];
    const SeatLayout *sl = &l->seat[s];
    float u = l->unit;
    SDL_FRect pf = sl->panel;
    const BeteState *st = &t->game.state;
    bool to_move = st->to_move == s && bete_midend_idle(&t->mid) &&
                   (st->phase == BETE_PHASE_BID || st->phase == BETE_PHASE_CURIEUSE || st->phase == BETE_PHASE_PLAY);
    bool decl = v->declarer == s, contre = v->contrer == s;
    if (decl || contre) {
        SDL_FRect o = { pf.x - 0.5f * u, pf.y - 0.5f * u, pf.w + u, pf.h + u };
        art_fill_round_rect(app->renderer, o, u * 1.9f, decl ? (SDL_Color){ 240, 190, 70, 230 } : (SDL_Color){ 200, 60, 40, 230 });
    }
    if (decl || contre)   /* a dark panel inside the bidder's ring, so that the ring reads as a frame */
        art_fill_round_rect(app->renderer, pf, u * 1.5f, (SDL_Color){ 10, 30, 16, 240 });
    art_fill_round_rect(app->renderer, pf, u * 1.5f,
                        to_move ? (SDL_Color){ 250, 215, 120, (Uint8)(decl || contre ? 60 : 110) } : (SDL_Color){ 0, 0, 0, 70 });
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), t->names[s], INK, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 0.6f),
              ALIGN_LEFT, 0);
    char buf[128];
    if (s > 0) {
        static const StrId lv[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
        static const StrId tp[3] = { S_TEMPER_0, S_TEMPER_1, S_TEMPER_2 };
        snprintf(buf, sizeof buf, "%s · %s", TR(tp[t->temper[s] % 3]), TR(lv[t->ai_level[s] & 3]));
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 1.9f), buf, SOFT, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 3.4f),
                  ALIGN_LEFT, 0);
    }
    /* what this seat said: plays / contre / passes */
    const char *tag = decl ? TR(S_TAG_PLAYS) : contre ? TR(S_TAG_CONTRE) : vs->bid == BID_PASS ? TR(S_TAG_PASSES) : NULL;
    if (tag && (decl || contre))
        label(app, bl, tag, pf.x + pf.w - u * 1.5f, pf.y + u * 3.2f, ALIGN_RIGHT, contre ? CONTRE_RED : GOLD, 2.1f);
    else if (tag)
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), tag, GOLD, (int)(pf.x + pf.w - u * 1.5f),
                  (int)(pf.y + u * 3.3f), ALIGN_RIGHT, 0);
    snprintf(buf, sizeof buf, "%lld", (long long)vs->balance);
    text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 2.8f), buf, vs->balance < 0 ? (SDL_Color){ 255, 120, 110, 255 } : INK,
              (int)(pf.x + pf.w - u * 1.5f), (int)(sl->tokens.y + u * 3.5f), ALIGN_RIGHT, 1);
    text_draw(&app->text, FONT_SANS, (int)(u * 1.6f), TR(S_CHIPS), SOFT, (int)(pf.x + pf.w - u * 1.5f),
              (int)(sl->tokens.y + u * 5.6f), ALIGN_RIGHT, 0);
    draw_stacks(app, bl, s, &vs->hold, true);
    if (vs->tricks > 0) {
        SDL_FRect pile = layout_pile(l, s);
        for (int i = 0; i < vs->tricks; i++) {
            SDL_FRect r = pile;
            r.x += (float)i * u * 0.5f;
            r.y -= (float)i * u * 0.5f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 90, 255, false, false);
        }
        if (vs->tricks > 1)
            snprintf(buf, sizeof buf, TR(S_TRICKS_N), vs->tricks);
        else
            snprintf(buf, sizeof buf, "%s", TR(S_TRICK_1));
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, INK, (int)(pile.x + pile.w / 2),
                  (int)(pile.y + pile.h + u * 0.2f), ALIGN_CENTER, 0);
    }
    if (s > 0)
        for (int i = 0; i < vs->n; i++)
            if (!((vs->hide_mask >> i) & 1))
                art_draw_card(&app->cards, vs->cards[i], BACK_BLUE, layout_hand_card(l, s, i, vs->n), 0, 255, false, false);
    if (vs->drawn != MOUCHE_NO_CARD)
        draw_card_shadowed(app, vs->drawn, BACK_BLUE, layout_trick_card(l, s), 0, 255, false, false);
    if (v->dealer == s) {
        SDL_FRect d = layout_dealer_marker(l, s);
        SDL_Texture *tex = art_get(&app->cards, "assets/tokens/dealer.svg", (int)d.w, (int)d.h, false);
        if (tex)
            SDL_RenderCopyF(app->renderer, tex, NULL, &d);
        else {
            art_fill_round_rect(app->renderer, d, d.w / 2, (SDL_Color){ 250, 240, 210, 255 });
            text_draw(&app->text, FONT_SERIF_BOLD, (int)(d.h * 0.6f), "D", (SDL_Color){ 120, 40, 20, 255 },
                      (int)(d.x + d.w / 2), (int)(d.y + d.h / 2), ALIGN_CENTER, 1);
        }
    }
}

static void draw_human_hand(App *app, BeteTable *t)
{
    const BVisSeat *vs = &t->mid.vis.seat[0];
    const Layout *l = &t->layout.base;
    bool waiting = bete_human_waiting(app);
    const BeteState *st = &t->game.state;
    bool play = waiting && st->phase == BETE_PHASE_PLAY;
    MoucheCardSet playable = play ? bete_playable_now(t) : ~0ull;
    int hover = waiting ? bete_card_at(t, app->mouse_x, app->mouse_y) : -1;
    for (int i = 0; i < vs->n; i++) {
        if ((vs->hide_mask >> i) & 1)
            continue;
        MoucheCard c = vs->cards[i];
        SDL_FRect r = bete_card_rect(t, i);
        bool dim = c != MOUCHE_NO_CARD && !mouche_set_has(playable, c);
        if (i == hover && !dim && play)
            r.y -= l->card_h * 0.05f;
        draw_card_shadowed(app, c, BACK_BLUE, r, 0, 255, dim, false);
        if (i == t->card_focus && play) {
            ui_focus_ring(app, r);
        }
    }
    /* why a dimmed card cannot be played: the engine's refusal */
    if (play && hover >= 0 && vs->cards[hover] != MOUCHE_NO_CARD && !mouche_set_has(playable, vs->cards[hover])) {
        MoucheRefusal r = bete_check(st, bete_act(BETE_ACT_PLAY, vs->cards[hover]));
        SDL_FRect cr = bete_card_rect(t, hover);
        ui_bubble(app, cr.x + cr.w / 2, cr.y + l->unit, 0, TR(bete_refusal_text(r)), 1.f);
    }
}

/* ---- overlays: the deal's summary, the game's end ------------------------------- */

static SDL_Rect panel_rect(App *app, const BeteTable *t, int rows, int lines)
{
    float u = t->layout.base.unit;
    int w = (int)(u * 96), h = (int)(u * (22 + 4.6f * (float)rows + 3.3f * (float)lines));
    int y = app->ph / 2 - h / 2 - (int)(u * 4);
    if (y < (int)(u * 7)) y = (int)(u * 7);
    return (SDL_Rect){ app->pw / 2 - w / 2, y, w, h };
}

static void left_on_table(App *app, const BeteVis *v, char *buf, size_t size)
{
    char betes[96] = "0";
    size_t len = 0;
    for (int i = 0; i < v->nbetes && len + 16 < sizeof betes; i++)
        len += (size_t)snprintf(betes + len, sizeof betes - len, "%s%lld", i ? " + " : "", (long long)v->betes[i]);
    snprintf(buf, size, TR(S_LEFT_ON_TABLE), (long long)v->stakes, (long long)v->king,
             v->plaques_reserve + v->plaques_at_stake, betes);
}

/* The lines that tell what happened: from the result and the payments the engine made. */
static int outcome_lines(App *app, const BeteTable *t, char lines[][200], int max)
{
    const BeteVis *v = &t->mid.vis;
    int n = 0;
    const char *win = v->res_winner >= 0 ? t->names[v->res_winner] : "?";
    switch (v->outcome) {
    case BETE_OUT_PASSED: snprintf(lines[n++], 200, "%s", TR(S_OUT_PASSED)); break;
    case BETE_OUT_VOID: snprintf(lines[n++], 200, "%s", TR(S_OUT_VOID)); break;
    case BETE_OUT_WIN:
        if (v->res_value > 0)
            snprintf(lines[n++], 200, TR(S_OUT_WIN), win, (long long)v->res_value);
        else   /* resumed after the result: the value is not in the view */
            snprintf(lines[n++], 200, TR(S_OUT_WIN_SHORT), win);
        break;
    case BETE_OUT_VOLE: snprintf(lines[n++], 200, TR(S_OUT_VOLE), win); break;
    default: break;
    }
    if (v->res_contrer >= 0 && v->res_declarer >= 0 && n < max)
        snprintf(lines[n++], 200, TR(S_OUT_CONTRE), t->names[v->res_contrer], t->names[v->res_declarer]);
    bool devole_said[BETE_MAX_PLAYERS] = { false };
    for (int i = 0; i < v->npays && n < max; i++) {
        const BPay *p = &v->pays[i];
        if (p->reason == BETE_PAY_BETE && p->from >= 0)
            snprintf(lines[n++], 200, TR(S_OUT_LOSE), t->names[p->from], (long long)p->amount);
        else if (p->reason == BETE_PAY_CONTRE && p->from >= 0 && p->to >= 0)
            snprintf(lines[n++], 200, TR(S_PAID_CONTRE), t->names[p->from], t->names[p->to], (long long)p->amount);
        else if (p->reason == BETE_PAY_DEVOLE && p->from >= 0 && !devole_said[p->from]) {
            devole_said[p->from] = true;
            snprintf(lines[n++], 200, TR(S_OUT_DEVOLE), t->names[p->from]);
        }
    }
    bool king = false;
    for (int i = 0; i < v->npays && n < max; i++)
        if (v->pays[i].reason == BETE_PAY_KING && v->pays[i].to >= 0) {
            snprintf(lines[n++], 200, TR(S_KING_TAKEN), t->names[v->pays[i].to], (long long)v->pays[i].amount);
            king = true;
        }
    if (!king && v->npays > 0 && n < max)
        snprintf(lines[n++], 200, TR(S_KING_STAYS), (long long)v->king);
    for (int i = 0; i < n; i++)   /* the names in the sentences */
        i18n_tidy(app->settings.lang, lines[i], 200);
    return n;
}

void bete_overlay_layout(App *app, BeteTable *t)
{
    ButtonRow *row = &t->overlay;
    ui_row_clear(row);
    float u = t->layout.base.unit > 0 ? t->layout.base.unit : (float)app->ph / 100.f;
    Button *menu = ui_row_add(row, BB_MENU, TR(S_MENU), 0, true);
    int mh = (int)(u * 4.6f);
    if (menu) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, (int)(u * 2.0f), menu->label, &tw, &th);
        menu->r = (SDL_Rect){ (int)t->layout.base.edge, (int)t->layout.base.edge, tw + mh, mh };   /* inside the frame */
    }
    if (!bete_summary_visible(app))
        return;
    char lines[8][200];
    int nl = outcome_lines(app, t, lines, 8) + (t->game.state.phase == BETE_PHASE_GAME_OVER ? 2 : 1);
    SDL_Rect p = panel_rect(app, t, t->mid.vis.players, nl);
    int bw = (int)(u * 30), bh = (int)(u * 5.5f);
    int y = p.y + p.h - bh - (int)(u * 1.5f);
    if (t->game.state.phase == BETE_PHASE_GAME_OVER) {
        Button *a = ui_row_add(row, BB_NEW_GAME, TR(S_NEW_GAME), SDLK_RETURN, true);
        Button *b = ui_row_add(row, BB_TITLE, TR(S_TO_TITLE), i18n_key(app->settings.lang, S_KEY_TO_TITLE), true);
        if (a) a->r = (SDL_Rect){ app->pw / 2 - bw - (int)u, y, bw, bh };
        if (b) b->r = (SDL_Rect){ app->pw / 2 + (int)u, y, bw, bh };
    } else if (!t->autoplay) {
        Button *a = ui_row_add(row, BB_NEXT, TR(S_NEXT_DEAL), SDLK_RETURN, true);
        if (a) a->r = (SDL_Rect){ app->pw / 2 - bw / 2, y, bw, bh };
    }
    if (row->focus < 1 || row->focus >= row->n)
        row->focus = row->n > 1 ? 1 : -1;
}

static void summary_draw(App *app, BeteTable *t)
{
    const BeteVis *v = &t->mid.vis;
    float u = t->layout.base.unit;
    char lines[8][200];
    int nl = outcome_lines(app, t, lines, 8);
    SDL_Rect p = panel_rect(app, t, v->players, nl + 1);
    ui_panel(app, p, 248);
    text_box_push(&app->text, p);
    SDL_Color ink = { 50, 28, 10, 255 }, red = { 170, 30, 20, 255 }, green = { 30, 110, 40, 255 };
    char buf[220];
    snprintf(buf, sizeof buf, TR(S_BSUMMARY), v->deal_no);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3.4f), buf, ink, p.x + p.w / 2, p.y + (int)(u * 1.5f), ALIGN_CENTER, 0);
    int y = p.y + (int)(u * 6.8f);
    int hp = (int)(u * 2.2f);
    for (int i = 0; i < nl; i++) {
        text_draw(&app->text, i == 0 ? FONT_SERIF_BOLD : FONT_SERIF, (int)(u * 2.3f), lines[i], ink, p.x + p.w / 2, y,
                  ALIGN_CENTER, 0);
        y += (int)(u * 3.3f);
    }
    y += (int)(u * 0.8f);
    int cols[4] = { p.x + (int)(u * 5), p.x + (int)(u * 46), p.x + (int)(u * 62), p.x + (int)(u * 80) };
#define CELL(i, draw) do { text_box_push(&app->text, ui_column_box(p, cols, i, 4, y - (int)u, (int)(u * 4.6f))); draw; \
                           text_box_pop(&app->text); } while (0)
    CELL(0, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_PLAYER), ink, cols[0], y, ALIGN_LEFT, 0));
    CELL(1, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_TRICKS), ink, cols[1], y, ALIGN_CENTER, 0));
    CELL(2, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_DEAL), ink, cols[2], y, ALIGN_CENTER, 0));
    CELL(3, text_draw(&app->text, FONT_SANS_BOLD, hp, TR(S_COL_BALANCE), ink, cols[3], y, ALIGN_CENTER, 0));
    y += (int)(u * 3.8f);
    for (int s = 0; s < v->players; s++) {
        MoucheChips gain = v->seat[s].balance - v->start_balances[s];
        int base = y + text_ascent(&app->text, FONT_SANS, hp);   /* names and figures on one line */
        if (s == v->res_declarer || s == v->res_contrer)
            snprintf(buf, sizeof buf, "%s (%s)", t->names[s], TR(s == v->res_declarer ? S_TAG_PLAYS : S_TAG_CONTRE));
        else
            snprintf(buf, sizeof buf, "%s", t->names[s]);
        CELL(0, text_draw(&app->text, s == 0 ? FONT_SERIF_BOLD : FONT_SERIF, hp, buf, ink, cols[0], base, ALIGN_LEFT, TEXT_BASELINE));
        snprintf(buf, sizeof buf, "%d", v->res_tricks[s]);
        CELL(1, text_draw(&app->text, FONT_SANS, hp, buf, ink, cols[1], base, ALIGN_CENTER, TEXT_BASELINE));
        snprintf(buf, sizeof buf, "%+lld", (long long)gain);
        CELL(2, text_draw(&app->text, FONT_SANS_BOLD, hp, buf, gain > 0 ? green : gain < 0 ? red : ink, cols[2], base, ALIGN_CENTER, TEXT_BASELINE));
        snprintf(buf, sizeof buf, "%lld", (long long)v->seat[s].balance);
        CELL(3, text_draw(&app->text, FONT_SANS, hp, buf, ink, cols[3], base, ALIGN_CENTER, TEXT_BASELINE));
        y += (int)(u * 4.6f);
    }
    left_on_table(app, v, buf, sizeof buf);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.2f), buf, ink, p.x + p.w / 2, y + (int)(u * 0.3f), ALIGN_CENTER, 0);
#undef CELL
    text_box_pop(&app->text);
}

static void gameend_draw(App *app, BeteTable *t)
{
    const BeteVis *v = &t->mid.vis;
    float u = t->layout.base.unit;
    char lines[8][200];
    int nl = outcome_lines(app, t, lines, 8);
    SDL_Rect p = panel_rect(app, t, v->players, nl + 2);
    ui_panel(app, p, 250);
    text_box_push(&app->text, p);
    SDL_Color ink = { 50, 28, 10, 255 }, gold = { 150, 90, 0, 255 };
    char buf[220];
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3.8f), TR(S_GAME_OVER), ink, p.x + p.w / 2, p.y + (int)(u * 1.5f),
              ALIGN_CENTER, 0);
    snprintf(buf, sizeof buf, TR(S_BSTANDINGS), v->deal_no);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.4f), buf, ink, p.x + p.w / 2, p.y + (int)(u * 6.5f), ALIGN_CENTER, 0);
    int order[BETE_MAX_PLAYERS];
    for (int s = 0; s < v->players; s++)
        order[s] = s;
    for (int i = 1; i < v->players; i++)
        for (int j = i; j > 0 && v->seat[order[j]].balance > v->seat[order[j - 1]].balance; j--) {
            int x = order[j];
            order[j] = order[j - 1];
            order[j - 1] = x;
        }
    int y = p.y + (int)(u * 10.5f);
    /* how the last deal went */
    for (int i = 0; i < nl; i++) {
        text_draw(&app->text, FONT_SERIF, (int)(u * 2.1f), lines[i], ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
        y += (int)(u * 3.1f);
    }
    y += (int)(u * 1.5f);
    int hp = (int)(u * 2.5f);
    for (int i = 0; i < v->players; i++) {
        int base = y + text_ascent(&app->text, FONT_SANS, hp);
        int s = order[i];
        SDL_Color c = i == 0 ? gold : ink;
        snprintf(buf, sizeof buf, "%d.", i + 1);
        text_draw(&app->text, FONT_SERIF_BOLD, hp, buf, c, p.x + (int)(u * 12), base, ALIGN_RIGHT, TEXT_BASELINE);
        text_draw(&app->text, s == 0 ? FONT_SERIF_BOLD : FONT_SERIF, hp, t->names[s], c, p.x + (int)(u * 15), base, ALIGN_LEFT, TEXT_BASELINE);
        MoucheChips gain = v->seat[s].balance - t->game.state.rules.start;
        snprintf(buf, sizeof buf, "%lld  (%+lld)", (long long)v->seat[s].balance, (long long)gain);
        text_draw(&app->text, FONT_SANS_BOLD, hp, buf, c, p.x + p.w - (int)(u * 8), base, ALIGN_RIGHT, TEXT_BASELINE);
        y += (int)(u * 4.6f);
    }
    left_on_table(app, v, buf, sizeof buf);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.2f), buf, ink, p.x + p.w / 2, y + (int)(u * 0.5f), ALIGN_CENTER, 0);
    text_box_pop(&app->text);
}

/* ---- the still layer ------------------------------------------------------------- */

static void draw_still(App *app, BeteTable *t, double now)
{
    const Layout *l = &t->layout.base;
    float u = l->unit;
    app_draw_background(app);
    draw_centre(app, t, now);
    for (int s = 0; s < t->mid.vis.players; s++)
        draw_seat(app, t, s);
    draw_human_hand(app, t);
    char buf[200];
    const BeteState *st = &t->game.state;
    const BeteVis *v = &t->mid.vis;
    buf[0] = 0;
    if (v->deal_no > 0 && st->deals_total > 0)
        snprintf(buf, sizeof buf, TR(S_DEAL_N_OF), v->deal_no, st->deals_total);
    else if (v->deal_no > 0)
        snprintf(buf, sizeof buf, TR(S_DEAL_N), v->deal_no);
    table_draw_header(app, &t->layout.base, buf, v->trump, NULL);
    bete_build_buttons(app, t);
    const char *prompt = NULL;
    if (bete_human_waiting(app)) {
        if (st->phase == BETE_PHASE_BID && st->declarer >= 0) {
            snprintf(buf, sizeof buf, TR(S_BTURN_CONTRE), t->names[st->declarer]);
            i18n_tidy(app->settings.lang, buf, (int)sizeof buf);
            prompt = buf;
        } else if (st->phase == BETE_PHASE_BID) {
            prompt = TR(S_BTURN_BID);
        } else if (st->phase == BETE_PHASE_CURIEUSE) {
            prompt = TR(S_BTURN_CUR);
        } else {
            prompt = TR(S_TURN_PLAY);
        }
    } else if (bete_midend_idle(&t->mid) && st->to_move > 0 &&
               (st->phase == BETE_PHASE_BID || st->phase == BETE_PHASE_CURIEUSE || st->phase == BETE_PHASE_PLAY)) {
        snprintf(buf, sizeof buf, TR(S_WAIT), t->names[st->to_move]);
        i18n_tidy(app->settings.lang, buf, (int)sizeof buf);
        prompt = buf;
    }
    if (t->message_until > now && t->message[0])
        prompt = t->message;
    if (prompt) {
        int tw, th;
        text_size(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt, &tw, &th);
        SDL_FRect bg = { l->message.x + l->message.w / 2 - (float)tw / 2 - u * 2, l->message.y, (float)tw + u * 4,
                         (float)th + u * 0.6f };
        art_fill_round_rect(app->renderer, bg, bg.h / 2, (SDL_Color){ 0, 0, 0, 120 });
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt,
                  t->message_until > now ? (SDL_Color){ 255, 200, 150, 255 } : INK, (int)(l->message.x + l->message.w / 2),
                  (int)(l->message.y + u * 0.3f), ALIGN_CENTER, 0);
    }
    ui_row_draw(app, &t->buttons, (int)(u * 2.2f));
    /* what a part of the middle of the table is, under the mouse */
    if (t->hover_zone > 0 && !bete_summary_visible(app)) {
        static const StrId tips[5] = { S_TIP_KING, S_TIP_KING, S_TIP_STAKES, S_TIP_TALON, S_TIP_BETES };
        ui_bubble(app, (float)app->mouse_x, (float)app->mouse_y - u, 0, TR(tips[t->hover_zone % 5]), 1.f);
    }
    if (t->show_last && v->nlast > 0)
        table_draw_last_trick(app, &t->layout.base, t->mid.vis.last_trick, t->mid.vis.last_seat, t->mid.vis.nlast,
                              t->mid.vis.last_winner, t->names);
    bete_overlay_layout(app, t);
    if (bete_summary_visible(app)) {
        if (st->phase == BETE_PHASE_GAME_OVER)
            gameend_draw(app, t);
        else
            summary_draw(app, t);
    }
    ui_row_draw(app, &t->overlay, (int)(u * 2.2f));
    double sp = app->opt.speed >= 0 ? app->opt.speed : settings_speed(&app->settings);
    if (!bete_midend_idle(&t->mid) && sp > 0 && sp < 1.5)
        table_draw_skip_hint(app, l);
}

static SDL_FRect flight_rect(const void *ctx, Place p, bool is_token, uint8_t token)
{
    const BeteTable *t = ctx;
    return bete_midend_place_rect(&t->mid, &t->layout, p, is_token, token);
}

void bete_table_draw(App *app)
{
    BeteTable *t = app->bete;
    if (!t)
        return;
    double now = app_ms(app);
    bete_layout_compute(&t->layout, app->pw, app->ph, t->game.state.players);
    const Layout *l = &t->layout.base;
    bool shuffling = t->mid.active && (t->mid.cur.type == BETE_EV_SHUFFLE || t->mid.cur.type == BETE_EV_CUT);
    if (!t->layer || t->layer_w != app->pw || t->layer_h != app->ph) {
        if (t->layer)
            SDL_DestroyTexture(t->layer);
        t->layer = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, app->pw, app->ph);
        t->layer_w = app->pw;
        t->layer_h = app->ph;
        t->layer_version = t->version - 1;
    }
    if (!t->layer || shuffling) {
        draw_still(app, t, now);
    } else {
        t->layer_redrawn = t->layer_version != t->version;
        if (t->layer_redrawn) {
            SDL_SetRenderTarget(app->renderer, t->layer);
            draw_still(app, t, now);
            SDL_SetRenderTarget(app->renderer, NULL);
            t->layer_version = t->version;
        }
        SDL_RenderCopy(app->renderer, t->layer, NULL, NULL);
    }
    if (t->mid.active)
        draw_flights_generic(app, l, t->mid.fl, t->mid.nfl, bete_midend_progress(&t->mid, now), flight_rect, t);
    for (int s = 0; s < t->mid.vis.players && !bete_summary_visible(app); s++) {
        const BVisSeat *vs = &t->mid.vis.seat[s];
        if (!vs->bubble[0] || vs->bubble_until <= now || (s == 0 && bete_human_waiting(app)))
            continue;
        float a = (float)fmin(1.0, (vs->bubble_until - now) / 300.0);
        ui_bubble(app, l->seat[s].bubble.x, l->seat[s].bubble.y, l->seat[s].bubble_side, vs->bubble, a);
    }
}
