/* Drawing the table scene from the midend's shown table: the still layer
 * (cached in a texture) and the moving cards, tokens and speech bubbles. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "anim.h"
#include "draw_common.h"
#include "table.h"

#define TR(id) i18n_get(app->settings.lang, id)

/* ---- drawing ----------------------------------------------------------------------- */

static void draw_tokens(App *app, const Layout *l, int party, const Holdings *h)
{
    for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
        int n = h->n[k];
        if (n <= 0)
            continue;
        SDL_FRect base = layout_token(l, party, (TokenKind)k);
        int shown = n < 8 ? n : 8;
        for (int i = 0; i < shown; i++) {
            SDL_FRect r = base;
            r.y -= (float)i * r.h * (k == TOKEN_CHIP ? 0.12f : 0.2f);
            art_draw_token(&app->cards, (TokenKind)k, r, 255, false);
        }
        char buf[16];
        snprintf(buf, sizeof buf, "%d", n);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(l->unit * 2.0f), buf, (SDL_Color){ 255, 250, 235, 255 },
                  (int)(base.x + base.w / 2), (int)(base.y + base.h + l->unit * 0.3f), ALIGN_CENTER, 0);
    }
}

void draw_card_shadowed(App *app, MoucheCard c, CardBack back, SDL_FRect r, double angle, Uint8 alpha, bool dim, bool approx)
{
    SDL_FRect sh = { r.x + r.w * 0.03f, r.y + r.w * 0.04f, r.w, r.h };
    art_fill_round_rect(app->renderer, sh, r.w * 0.06f, (SDL_Color){ 0, 0, 0, (Uint8)(alpha * 0.25f) });
    art_draw_card(&app->cards, c, back, r, angle, alpha, dim, approx);
}

static void draw_seat(App *app, Table *t, int s, double now)
{
    const Layout *l = &t->layout;
    const Vis *v = &t->mid.vis;
    const VisSeat *vs = &v->seat[s];
    const SeatLayout *sl = &l->seat[s];
    float u = l->unit;
    SDL_Rect pr = { (int)sl->panel.x, (int)sl->panel.y, (int)sl->panel.w, (int)sl->panel.h };
    SDL_FRect pf = sl->panel;
    bool to_move = t->game.state.to_move == s && midend_idle(&t->mid) && t->game.state.phase <= PHASE_PLAY;
    art_fill_round_rect(app->renderer, pf, u * 1.5f, to_move ? (SDL_Color){ 250, 215, 120, 110 } : (SDL_Color){ 0, 0, 0, 70 });
    (void)pr;
    SDL_Color ink = { 255, 248, 230, 255 }, soft = { 230, 220, 190, 230 };
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), t->names[s], ink, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 0.6f), ALIGN_LEFT, 0);
    char buf[128];
    if (s > 0) {
        static const StrId lv[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
        static const StrId tp[3] = { S_TEMPER_0, S_TEMPER_1, S_TEMPER_2 };
        snprintf(buf, sizeof buf, "%s · %s", TR(tp[t->temper[s] % 3]), TR(lv[t->ai_level[s] & 3]));
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 1.9f), buf, soft, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 3.4f), ALIGN_LEFT, 0);
    }
    /* declaration tag and tricks */
    buf[0] = 0;
    if (vs->decl == DECL_FOLD) snprintf(buf, sizeof buf, "%s", TR(S_FOLDED));
    else if (vs->decl == DECL_STAND) snprintf(buf, sizeof buf, "%s", TR(S_STOOD));
    else if (vs->decl == DECL_EXCHANGE) snprintf(buf, sizeof buf, TR(S_EXCHANGED), vs->exchanged);
    if (buf[0])
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 215, 120, 255 },
                  (int)(pf.x + pf.w - u * 1.5f), (int)(pf.y + u * 3.5f), ALIGN_RIGHT, 0);
    /* balance */
    snprintf(buf, sizeof buf, "%lld", (long long)vs->balance);
    text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 2.8f), buf, vs->balance < 0 ? (SDL_Color){ 255, 120, 110, 255 } : ink,
              (int)(pf.x + pf.w - u * 1.5f), (int)(sl->tokens.y + u * 3.5f), ALIGN_RIGHT, 1);
    text_draw(&app->text, FONT_SANS, (int)(u * 1.6f), TR(S_CHIPS), soft, (int)(pf.x + pf.w - u * 1.5f),
              (int)(sl->tokens.y + u * 5.6f), ALIGN_RIGHT, 0);
    draw_tokens(app, l, s, &vs->hold);
    /* tricks taken */
    if (vs->tricks > 0) {
        SDL_FRect pile = layout_pile(l, s);
        for (int i = 0; i < vs->tricks; i++) {
            SDL_FRect r = pile;
            r.x += (float)i * u * 0.5f;
            r.y -= (float)i * u * 0.5f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 90, 255, false, false);
        }
        snprintf(buf, sizeof buf, "%s", vs->tricks == 1 ? TR(S_TRICK_1) : "");
        if (vs->tricks > 1)
            snprintf(buf, sizeof buf, TR(S_TRICKS_N), vs->tricks);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, ink, (int)(pile.x + pile.w / 2),
                  (int)(pile.y + pile.h + u * 0.2f), ALIGN_CENTER, 0);
    }
    /* an opponent's hand (the human's is drawn large elsewhere) */
    if (s > 0 && !vs->hide_all) {
        for (int i = 0; i < vs->n; i++) {
            if ((vs->hide_mask >> i) & 1)
                continue;
            SDL_FRect r = vs->decl == DECL_FOLD ? midend_place_rect(l, (Place){ PL_SEAT, (int8_t)s, (uint8_t)i, 0 }, false, 0)
                                                : layout_hand_card(l, s, i, vs->n);
            art_draw_card(&app->cards, vs->cards[i], BACK_BLUE, r, 0, vs->decl == DECL_FOLD ? 150 : 255, false, false);
        }
    }
    if (vs->drawn != MOUCHE_NO_CARD)
        draw_card_shadowed(app, vs->drawn, BACK_BLUE, layout_trick_card(l, s), 0, 255, false, false);
    if (v->dealer == s && v->players > 0) {
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
    (void)now;
}

static void draw_human_hand(App *app, Table *t)
{
    const Vis *v = &t->mid.vis;
    const VisSeat *vs = &v->seat[0];
    if (vs->hide_all)
        return;
    const Layout *l = &t->layout;
    bool waiting = table_human_waiting(app);
    const MoucheState *st = &t->game.state;
    MoucheCardSet playable = waiting && st->phase == PHASE_PLAY ? mouche_playable(st) : ~0ull;
    int hover = waiting ? table_card_at(t, app->mouse_x, app->mouse_y) : -1;
    for (int i = 0; i < vs->n; i++) {
        if ((vs->hide_mask >> i) & 1)
            continue;
        MoucheCard c = vs->cards[i];
        if (vs->decl == DECL_FOLD) {
            SDL_FRect r = midend_place_rect(l, (Place){ PL_SEAT, 0, (uint8_t)i, 0 }, false, 0);
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 160, false, false);
            continue;
        }
        SDL_FRect r = table_card_rect(t, i);
        bool dim = c != MOUCHE_NO_CARD && !mouche_set_has(playable, c);
        if (i == hover && !dim)
            r.y -= l->card_h * 0.05f;
        draw_card_shadowed(app, c, BACK_BLUE, r, 0, 255, dim, false);
        if (i == t->card_focus && waiting) {
            ui_focus_ring(app, r);
        }
    }
    /* the reason a dimmed card cannot be played */
    if (hover >= 0 && st->phase == PHASE_PLAY && vs->cards[hover] != MOUCHE_NO_CARD &&
        !mouche_set_has(playable, vs->cards[hover])) {
        MoucheRefusal r = mouche_check(st, mouche_act(ACT_PLAY, vs->cards[hover], 0));
        SDL_FRect cr = table_card_rect(t, hover);
        ui_bubble(app, cr.x + cr.w / 2, cr.y + l->unit, 0, i18n_get(app->settings.lang, table_refusal_text(r)), 1.f);
    }
}

static void draw_centre(App *app, Table *t, double now)
{
    const Layout *l = &t->layout;
    const Vis *v = &t->mid.vis;
    float u = l->unit;
    SDL_Texture *basket = art_get(&app->cards, "assets/tokens/corbeille.svg", (int)l->pool.w, (int)l->pool.h, false);
    if (basket)
        SDL_RenderCopyF(app->renderer, basket, NULL, &l->pool);
    else {
        art_fill_round_rect(app->renderer, l->pool, l->pool.h / 2, (SDL_Color){ 120, 80, 35, 230 });
        SDL_FRect in = { l->pool.x + u, l->pool.y + u, l->pool.w - 2 * u, l->pool.h - 2 * u };
        art_fill_round_rect(app->renderer, in, in.h / 2, (SDL_Color){ 70, 45, 20, 230 });
    }
    draw_tokens(app, l, -1, &v->pool_hold);
    char buf[160], name[96];
    SDL_Color gold = { 255, 230, 160, 255 };
    if (v->npending > 0) {
        int len = snprintf(buf, sizeof buf, "%s", TR(S_PENDING_COLON));
        for (int i = 0; i < v->npending && len < (int)sizeof buf - 8; i++)
            len += snprintf(buf + len, sizeof buf - (size_t)len, " %lld", (long long)v->pending[i]);
        int px = text_fit_px(&app->text, FONT_SANS_BOLD, (int)(u * 1.9f), buf, (int)l->pending.w);
        text_draw(&app->text, FONT_SANS_BOLD, px, buf, (SDL_Color){ 255, 240, 210, 255 },
                  (int)(l->pending.x + l->pending.w / 2), (int)(l->pending.y + l->pending.h / 2), ALIGN_CENTER, 1);
    }
    /* the deck / stock at the dealer's right, the turned card, the discards */
    bool shuffling = t->mid.active && (t->mid.cur.type == EV_SHUFFLE || t->mid.cur.type == EV_CUT);
    float p = midend_progress(&t->mid, now);
    if (v->stock > 0) {
        SDL_FRect sr = layout_stock(l);
        int layers = v->stock / 4 + 1;
        for (int i = 0; i < layers; i++) {
            SDL_FRect r = sr;
            r.x -= (float)i * u * 0.12f;
            r.y -= (float)i * u * 0.12f;
            if (shuffling && t->mid.cur.type == EV_SHUFFLE) {
                float w = sinf(p * 3.14159f * 3) * u * 4 * (i % 2 ? 1 : -1);
                r.x += w;
            } else if (shuffling && i >= layers / 2) {
                SDL_FPoint cut = l->seat[t->mid.cur.seat >= 0 ? t->mid.cur.seat : 0].anchor;
                float k = sinf(p * 3.14159f) * 0.25f;
                r.x += (cut.x - r.x) * k;
                r.y += (cut.y - r.y) * k;
            }
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 255, false, false);
        }
        if (!v->dealing) {
            snprintf(buf, sizeof buf, "%s %d", TR(S_STOCK), v->stock);
            text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 250, 235, 255 },
                      (int)(sr.x + sr.w / 2), (int)(sr.y + sr.h + u * 0.3f), ALIGN_CENTER, 0);
        }
    }
    /* the turned card over the stock's edge, its rank in view */
    if (v->turned != MOUCHE_NO_CARD)
        draw_card_shadowed(app, v->turned, BACK_BLUE, layout_turned(l), 0, 255, false, false);
    if (v->discards > 0) {
        SDL_FRect dr = layout_discards(l);
        for (int i = 0; i < (v->discards + 2) / 3; i++) {
            SDL_FRect r = dr;
            r.x += (float)i * u * 0.15f;
            r.y -= (float)i * u * 0.15f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_RED, r, 8.0 * ((i % 3) - 1), 255, false, false);
        }
        snprintf(buf, sizeof buf, "%s %d", TR(S_DISCARDS), v->discards);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 250, 235, 255 },
                  (int)(dr.x + dr.w / 2), (int)(dr.y + dr.h + u * 0.3f), ALIGN_CENTER, 0);
    }
    /* the trick in progress */
    for (int i = 0; i < v->ntrick; i++)
        draw_card_shadowed(app, v->trick[i], BACK_BLUE, layout_trick_card(l, v->trick_seat[i]), (double)((v->trick_seat[i] * 7) % 9 - 4), 255, false, false);
    /* the pool's label, under the basket: its chips, and the name of the stake they make */
    table_mouche_name(app, v->stake > 0 ? v->stake : v->pool, t->game.state.rules.ante, name, sizeof name);
    if (v->stake > 0 && v->pool != v->stake)   /* fifths paid out: what is left of the stake named */
        snprintf(buf, sizeof buf, "%s %lld / %lld · %s", TR(S_POOL), (long long)v->pool, (long long)v->stake, name);
    else if (v->pool > 0)
        snprintf(buf, sizeof buf, "%s %lld · %s", TR(S_POOL), (long long)v->pool, name);
    else
        snprintf(buf, sizeof buf, "%s", TR(S_POOL));
    {
        const SDL_FRect *box = &l->pool_label;
        int px = text_fit_px(&app->text, FONT_SERIF_BOLD, (int)(u * 2.2f), buf, (int)(box->w - 2 * u)), tw, th;
        text_size(&app->text, FONT_SERIF_BOLD, px, buf, &tw, &th);
        float cx = box->x + box->w / 2;
        SDL_FRect pill = { cx - (float)tw / 2 - u, box->y + (box->h - (float)th) / 2, (float)tw + 2 * u, (float)th };
        art_fill_round_rect(app->renderer, pill, pill.h / 2, (SDL_Color){ 30, 18, 8, 200 });
        text_draw(&app->text, FONT_SERIF_BOLD, px, buf, gold, (int)cx, (int)pill.y, ALIGN_CENTER, 0);
    }
    /* a flush shown fanned out */
    if (v->flush_seat >= 0)
        for (int i = 0; i < MOUCHE_HAND_SIZE; i++)
            draw_card_shadowed(app, v->flush[i], BACK_BLUE, layout_centre_card(l, i, MOUCHE_HAND_SIZE, 1.25f),
                               (double)(i - 2) * 6, 255, false, false);
}

void table_draw_header(App *app, const Layout *l, const char *deal_line, int trump, const char *system)
{
    const SDL_FRect *h = &l->header;
    float u = l->unit, right = h->x + h->w;
    SDL_Color ink = { 255, 248, 230, 255 };
    Lang lang = app->settings.lang;
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), deal_line, ink, (int)right, (int)h->y, ALIGN_RIGHT, 0);
    if (trump >= 0) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s", i18n_get(lang, S_TRUMP_COLON));
        text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), buf, ink, (int)(right - 6.f * u), (int)(h->y + 3.5f * u),
                  ALIGN_RIGHT, 0);
        bool red = trump == SUIT_HEARTS || trump == SUIT_DIAMONDS;
        SDL_FRect disc = { right - u * 5, h->y + u * 2.9f, u * 5, u * 5 };
        art_fill_round_rect(app->renderer, disc, disc.w / 2, (SDL_Color){ 250, 246, 236, 255 });
        art_draw_suit(app->renderer, trump, disc.x + disc.w / 2, disc.y + disc.h / 2, u * 3,
                      red ? (SDL_Color){ 190, 20, 30, 255 } : (SDL_Color){ 20, 20, 25, 255 });
    }
    if (system && *system) {   /* the rule system played, under the trump */
        int px = text_fit_px(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.0f), system, (int)h->w);
        text_draw(&app->text, FONT_SERIF_ITALIC, px, system, (SDL_Color){ 240, 232, 210, 230 }, (int)right,
                  (int)(h->y + 8.3f * u), ALIGN_RIGHT, 0);
    }
    const SDL_FRect *k = &l->hint;
    text_draw(&app->text, FONT_SANS, (int)(u * 1.8f), i18n_get(lang, S_LAST_TRICK_KEY), (SDL_Color){ 230, 220, 190, 200 },
              (int)(k->x + k->w), (int)(k->y + k->h / 2), ALIGN_RIGHT, 1);
}

void table_draw_skip_hint(App *app, const Layout *l)
{
    const SDL_FRect *r = &l->skip_hint;
    const char *s = i18n_get(app->settings.lang, S_SKIP_HINT);
    int px = text_fit_px(&app->text, FONT_SANS, (int)(l->unit * 1.6f), s, (int)r->w);
    text_draw(&app->text, FONT_SANS, px, s, (SDL_Color){ 230, 220, 190, 170 }, (int)(r->x + r->w), (int)(r->y + r->h / 2),
              ALIGN_RIGHT, 1);
}

void draw_flights_generic(App *app, const Layout *l, const Flight *fl, int nfl, float p, FlightRectFn rect,
                          const void *ctx)
{
    for (int i = 0; i < nfl; i++) {
        const Flight *f = &fl[i];
        float k = anim_sub(p, f->t0, f->t1);
        if (f->is_token && k <= 0 && f->from.kind == PL_BANK)
            continue;
        float e = ease_in_out_cubic(k);
        SDL_FRect a = rect(ctx, f->from, f->is_token, f->token);
        SDL_FRect b = rect(ctx, f->to, f->is_token, f->token);
        SDL_FRect r = anim_rect_lerp(a, b, e);
        Uint8 alpha = f->fade ? (Uint8)(255 * (1 - e * 0.9f)) : 255;
        if (f->is_token) {
            if (f->to.kind == PL_BANK && k >= 1)
                continue;
            r.y -= sinf(e * 3.14159f) * l->unit * 3;
            art_draw_token(&app->cards, (TokenKind)f->token, r, alpha, true);
            continue;
        }
        bool face = e < 0.5f ? f->face_from : f->face_to;
        if (f->face_from != f->face_to) {
            float squash = fabsf(cosf(e * 3.14159f));
            float w = r.w * fmaxf(squash, 0.04f);
            r.x += (r.w - w) / 2;
            r.w = w;
        }
        SDL_FRect lifted = r;
        lifted.y -= sinf(e * 3.14159f) * l->unit * 1.5f;
        /* the picture at the size it lands at: crisp on arrival, cached for the hand */
        SDL_FRect land = face == f->face_to ? b : a;
        SDL_FRect sh = { lifted.x + lifted.w * 0.03f, lifted.y + lifted.w * 0.04f, lifted.w, lifted.h };
        art_fill_round_rect(app->renderer, sh, lifted.w * 0.06f, (SDL_Color){ 0, 0, 0, (Uint8)(alpha * 0.25f) });
        art_draw_card_sized(&app->cards, face ? f->card : MOUCHE_NO_CARD,
                            f->to.kind == PL_DISCARDS || f->to.kind == PL_B_VOID ? BACK_RED : BACK_BLUE,
                            lifted, (int)lroundf(land.w), (int)lroundf(land.h), 0, alpha, false);
    }
}

static SDL_FRect mouche_flight_rect(const void *ctx, Place p, bool is_token, uint8_t token)
{
    const Table *t = ctx;
    return midend_place_rect(&t->layout, p, is_token, token);
}

static void draw_flights(App *app, Table *t, double now)
{
    const Midend *m = &t->mid;
    if (!m->active)
        return;
    draw_flights_generic(app, &t->layout, m->fl, m->nfl, midend_progress(m, now), mouche_flight_rect, t);
}

void table_draw_last_trick(App *app, const Layout *l, const MoucheCard *cards, const int8_t *seats, int n, int winner,
                           const char (*names)[48])
{
    float u = l->unit;
    int px = (int)(u * 1.8f) > TEXT_MIN_PX ? (int)(u * 1.8f) : TEXT_MIN_PX;
    /* each card as wide apart as the longest name under it, the names on one line */
    int widest = 0;
    for (int i = 0; i < n; i++) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, px, names[seats[i]], &tw, &th);
        widest = tw > widest ? tw : widest;
    }
    float step = fmaxf(l->mid_w * 1.55f, (float)widest + u);
    float room = (float)l->w - 2.f * l->edge;
    float w = fminf(fmaxf(60.f * u, step * (float)n + 8.f * u), room);
    step = fminf(step, (w - 8.f * u) / (float)(n > 0 ? n : 1));
    SDL_Rect pr = { (int)(l->w / 2 - w / 2), (int)(l->centre.y - 16 * u), (int)w, (int)(32 * u) };
    ui_panel(app, pr, 245);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3), i18n_get(app->settings.lang, S_LAST_TRICK),
              (SDL_Color){ 60, 30, 10, 255 }, pr.x + pr.w / 2, pr.y + (int)u, ALIGN_CENTER, 0);
    for (int i = 0; i < n; i++) {
        SDL_FRect r = { (float)pr.x + (float)pr.w / 2 + ((float)i - (float)(n - 1) / 2) * step - l->mid_w / 2,
                        (float)pr.y + 6 * u, l->mid_w, l->mid_h };
        art_draw_card(&app->cards, cards[i], BACK_BLUE, r, 0, 255, false, false);
        bool win = seats[i] == winner;
        const char *who = names[seats[i]];
        int fit = text_fit_px(&app->text, FONT_SANS_BOLD, px, who, (int)(step - 0.5f * u));
        text_draw(&app->text, win ? FONT_SANS_BOLD : FONT_SANS, fit, who,
                  win ? (SDL_Color){ 160, 60, 10, 255 } : (SDL_Color){ 60, 40, 20, 255 }, (int)(r.x + r.w / 2),
                  (int)(r.y + r.h + u), ALIGN_CENTER, 0);
    }
}

/* Everything that does not move: background, centre, seats, hands, prompt, buttons, overlays. */
static void draw_still(App *app, Table *t, double now)
{
    const Layout *l = &t->layout;
    float u = l->unit;
    app_draw_background(app);
    draw_centre(app, t, now);
    for (int s = 0; s < t->mid.vis.players; s++)
        draw_seat(app, t, s, now);
    draw_human_hand(app, t);
    /* header: menu, hand number, trump */
    SDL_Color ink = { 255, 248, 230, 255 };
    char buf[160];
    const MoucheState *st = &t->game.state;
    buf[0] = 0;
    if (t->mid.vis.hand_no > 0 && st->hands_total > 0)
        snprintf(buf, sizeof buf, TR(S_HAND_N_OF), t->mid.vis.hand_no, st->hands_total);
    else if (t->mid.vis.hand_no > 0)
        snprintf(buf, sizeof buf, TR(S_HAND_N), t->mid.vis.hand_no);
    table_draw_header(app, &t->layout, buf, t->mid.vis.trump, TR(settings_preset_name(&st->rules)));
    /* the prompt and the human's buttons */
    table_build_buttons(app, t);
    const char *prompt = NULL;
    if (table_human_waiting(app)) {
        switch (st->phase) {
        case PHASE_TRUMP_CHOICE: prompt = TR(S_NAME_TRUMP); break;
        case PHASE_DECLARE: prompt = TR(S_TURN_DECLARE); break;
        case PHASE_ANSWER:
            snprintf(buf, sizeof buf, TR(S_TURN_ANSWER), t->names[st->asker]);
            i18n_tidy(app->settings.lang, buf, (int)sizeof buf);
            prompt = buf;
            break;
        default: prompt = TR(S_TURN_PLAY); break;
        }
    } else if (midend_idle(&t->mid) && st->to_move > 0 && st->phase <= PHASE_PLAY) {
        snprintf(buf, sizeof buf, TR(S_WAIT), t->names[st->to_move]);
        i18n_tidy(app->settings.lang, buf, (int)sizeof buf);
        prompt = buf;
    }
    if (t->message_until > now && t->message[0])
        prompt = t->message;
    if (prompt) {
        int tw, th;
        text_size(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt, &tw, &th);
        SDL_FRect bg = { l->message.x + l->message.w / 2 - (float)tw / 2 - u * 2, l->message.y, (float)tw + u * 4, (float)th + u * 0.6f };
        art_fill_round_rect(app->renderer, bg, bg.h / 2, (SDL_Color){ 0, 0, 0, 120 });
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt,
                  t->message_until > now ? (SDL_Color){ 255, 200, 150, 255 } : ink,
                  (int)(l->message.x + l->message.w / 2), (int)(l->message.y + u * 0.3f), ALIGN_CENTER, 0);
    }
    ui_row_draw(app, &t->buttons, (int)(u * 2.2f));
    if (t->show_last && t->mid.vis.nlast > 0)
        table_draw_last_trick(app, l, t->mid.vis.last_trick, t->mid.vis.last_seat, t->mid.vis.nlast,
                              t->mid.vis.last_winner, t->names);
    summary_layout(app, t);
    if (table_summary_visible(app)) {
        if (st->phase == PHASE_GAME_OVER)
            gameend_draw(app, t);
        else
            summary_draw(app, t);
    }
    ui_row_draw(app, &t->overlay, (int)(u * 2.2f));
    if (!midend_idle(&t->mid) && table_pace(app) > 0 && table_pace(app) < 1.5)
        table_draw_skip_hint(app, l);
}

void table_draw(App *app)
{
    Table *t = app->table;
    if (!t)
        return;
    double now = app_ms(app);
    layout_compute(&t->layout, app->pw, app->ph, t->game.state.players);
    const Layout *l = &t->layout;
    bool shuffling = t->mid.active && (t->mid.cur.type == EV_SHUFFLE || t->mid.cur.type == EV_CUT);
    if (!t->layer || t->layer_w != app->pw || t->layer_h != app->ph) {
        if (t->layer)
            SDL_DestroyTexture(t->layer);
        t->layer = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, app->pw, app->ph);
        t->layer_w = app->pw;
        t->layer_h = app->ph;
        t->layer_version = t->version - 1;
    }
    if (!t->layer || shuffling) {
        draw_still(app, t, now);   /* no render target (or the deck moves): draw directly */
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
    draw_flights(app, t, now);
    /* speech bubbles belong to the table, not above the summary panel */
    for (int s = 0; s < t->mid.vis.players && !table_summary_visible(app); s++) {
        const VisSeat *vs = &t->mid.vis.seat[s];
        if (!vs->bubble[0] || vs->bubble_until <= now || (s == 0 && table_human_waiting(app)))
            continue;
        float a = (float)fmin(1.0, (vs->bubble_until - now) / 300.0);
        ui_bubble(app, l->seat[s].bubble.x, l->seat[s].bubble.y, l->seat[s].bubble_side, vs->bubble, a);
    }
}

