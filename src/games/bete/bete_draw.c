/* Drawing La Bête's own parts of the table: the dish with the King, the stakes
 * and plaques, the talon and upcards, the queue of bêtes, the seats' bids and
 * tokens, and the deal's summary and the game's end. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bete_game.h"
#include "game_import.h"

static const SDL_Color CONTRE_RED = { 255, 140, 120, 255 };

/* A stack of each kind of token of a holding, its count under it. */
static void draw_stacks(App *app, const BeteLayout *bl, int party, const Holdings *h, bool counts)
{
    SDL_FRect at[TOKEN_KINDS];
    for (int k = 0; k < TOKEN_KINDS; k++)
        at[k] = bete_layout_token(bl, party, (TokenKind)k, 0);
    table_draw_holdings(app, h, at, bl->base.unit, counts);
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

void bete_draw_centre(App *app, const Table *t, double now)
{
    const BeteLayout *bl = &bete_of(t)->layout;
    const Layout *l = &bl->base;
    const BeteShown *v = &bete_of(t)->shown;
    const Shown *sh = &t->mid.shown;
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
        if (rest.n[TOKEN_CHIP] < 0)
            rest.n[TOKEN_CHIP] = 0;
        draw_stacks(app, bl, BETE_PARTY_KING, &rest, false);
    }
    /* nothing put down yet (the game's start, before the first deal's antes): no "King 0" nor "Stakes 0",
     * words no note has explained yet (play-test s59 #11); the guide's notes name them once chips lie there */
    const bool nothing_down = v->king == 0 && v->stakes == 0 && v->plaques_reserve == 0 && v->plaques_at_stake == 0;
    if (!nothing_down) {
        snprintf(buf, sizeof buf, tr(app, S_KING_LABEL), (long long)v->king);
        label(app, bl, buf, bl->dish.x + bl->dish.w / 2, bl->king_label.y, ALIGN_CENTER, PAL_GOLD, 2.0f);
    }
    /* the deal's stakes and the plaques at stake; then the label of the plaques under the
     * dish over them (a high stack of stakes, or a narrow table, may reach up to it) */
    draw_stacks(app, bl, BETE_PARTY_STAKES, &v->stakes_hold, false);
    draw_stacks(app, bl, BETE_PARTY_PLAQUES, &v->plaques_hold, false);
    if (v->plaques_reserve > 0) {
        snprintf(buf, sizeof buf, tr(app, S_RESERVE_LABEL), v->plaques_reserve);
        label(app, bl, buf, bl->dish.x + bl->dish.w / 2, bl->king_label.y + bl->king_step, ALIGN_CENTER, PAL_SOFT,
              1.7f);
    }
    float ly = bl->stakes_label.y;
    if (!nothing_down) {
        snprintf(buf, sizeof buf, tr(app, S_STAKES_LABEL), (long long)v->stakes);
        label(app, bl, buf, bl->stakes.x, ly, ALIGN_LEFT, PAL_INK, 2.0f);
    }
    if (v->plaques_at_stake > 0) {
        snprintf(buf, sizeof buf, i18n_nget(app_lang(app), S_PLAQUES_AT, v->plaques_at_stake), v->plaques_at_stake);
        label(app, bl, buf, bl->stakes.x, ly + bl->stakes_step, ALIGN_LEFT, PAL_INK, 1.7f);
    }
    /* what a plain win sweeps now, from the engine, while the table shows its state */
    const BeteState *st = &bete_played(t)->state;
    if (midend_idle(&t->mid) &&
        (st->phase == BETE_PHASE_BID || st->phase == BETE_PHASE_CURIEUSE || st->phase == BETE_PHASE_PLAY)) {
        snprintf(buf, sizeof buf, tr(app, S_VALUE_LABEL), (long long)bete_deal_value(st));
        label(app, bl, buf, bl->stakes.x, ly + 2.f * bl->stakes_step, ALIGN_LEFT, PAL_GOLD, 1.9f);
    }
    /* the talon: the deck while dealing, then the cards under the upcard */
    const BeteEvent *step = midend_current(&t->mid);
    if (v->talon > 0)
        table_draw_deck(app, bl->talon, v->talon, u, step && step->type == BETE_EV_SHUFFLE ? 3.f : 0.f, NULL,
                        midend_progress(&t->mid, now));
    if (v->voided != MOUCHE_NO_CARD) {
        draw_card_shadowed(app, v->voided, BACK_RED, bl->voided, 14, 255, true, false);
        label(app, bl, tr(app, S_VOIDED), bl->voided.x + bl->voided.w / 2, bl->voided_label.y, ALIGN_CENTER, PAL_SOFT,
              1.6f);
    }
    if (sh->turned != MOUCHE_NO_CARD)
        draw_card_shadowed(app, sh->turned, BACK_BLUE, bl->turned, 0, 255, false, false);
    if (v->talon > 0 || sh->turned != MOUCHE_NO_CARD) {
        snprintf(buf, sizeof buf, tr(app, S_TALON), v->talon);
        SDL_FRect under = v->talon > 0 ? bl->talon : bl->turned; /* an empty talon: the label goes under the upcard */
        label(app, bl, buf, under.x + under.w / 2, bl->talon_label.y, ALIGN_CENTER, PAL_INK, 1.8f);
    }
    /* the queue of bêtes: the one at stake first */
    if (v->nbetes > 0) {
        label(app, bl, tr(app, S_BETES_LABEL), bl->queue.x, bl->queue.y, ALIGN_LEFT, PAL_GOLD, 2.0f);
        for (int i = 0; i < v->nbetes && i < BETE_QUEUE_SHOWN; i++) {
            SDL_FRect line = bete_layout_queue_line(bl, i);
            bool head = i == 0;
            if (i == BETE_QUEUE_SHOWN - 1 && v->nbetes > BETE_QUEUE_SHOWN) {
                snprintf(buf, sizeof buf, tr(app, S_BETE_MORE), v->nbetes - (BETE_QUEUE_SHOWN - 1));
                text_draw(&app->text, FONT_SANS, (int)(u * 1.7f), buf, PAL_SOFT, (int)(line.x + u),
                          (int)(line.y + line.h / 2), ALIGN_LEFT, 1);
                break;
            }
            SDL_FRect bg = { line.x, line.y + 0.2f * u, line.w, line.h - 0.4f * u };
            art_fill_round_rect(app->renderer, bg, bg.h / 2,
                                head ? (SDL_Color){ 120, 40, 20, 200 } : (SDL_Color){ 20, 12, 6, 120 });
            SDL_FRect chip = { line.x + 0.6f * u, line.y + line.h / 2 - l->chip * 0.4f, l->chip * 0.8f,
                               l->chip * 0.8f };
            art_draw_token(&app->cards, TOKEN_CHIP, chip, head ? 255 : 150, false);
            snprintf(buf, sizeof buf, "%lld · %s", (long long)v->betes[i], tr(app, head ? S_BETE_AT : S_BETE_WAIT));
            text_draw(&app->text, head ? FONT_SANS_BOLD : FONT_SANS, (int)(u * 1.8f), buf, head ? PAL_GOLD : PAL_SOFT,
                      (int)(chip.x + chip.w + 0.8f * u), (int)(line.y + line.h / 2), ALIGN_LEFT, 1);
        }
    }
    table_draw_trick(app, t);
}

static bool in_rect(SDL_FRect r, int x, int y, float pad)
{
    return (float)x >= r.x - pad && (float)x < r.x + r.w + pad && (float)y >= r.y - pad && (float)y < r.y + r.h + pad;
}

int bete_zone_at(const Table *t, int x, int y)
{
    const BeteLayout *bl = &bete_of(t)->layout;
    const BeteShown *v = &bete_of(t)->shown;
    const Shown *sh = &t->mid.shown;
    float u = bl->base.unit;
    if (in_rect(bl->dish, x, y, u))
        return 1;
    SDL_FRect st = { bl->stakes.x, bl->stakes.y - 2 * u, bl->plaques.x + bl->plaques.w - bl->stakes.x,
                     bl->stakes.h + 7 * u };
    if (in_rect(st, x, y, 0))
        return 2;
    SDL_FRect tal = { bl->talon.x, bl->talon.y, bl->turned.x + bl->turned.w - bl->talon.x, bl->talon.h };
    if ((v->talon > 0 || sh->turned != MOUCHE_NO_CARD) && in_rect(tal, x, y, 0))
        return 3;
    SDL_FRect q = { bl->queue.x, bl->queue.y, bl->queue.w,
                    3.f * u + bl->queue_line * (float)(v->nbetes < BETE_QUEUE_SHOWN ? v->nbetes : BETE_QUEUE_SHOWN) };
    if (v->nbetes > 0 && in_rect(q, x, y, 0))
        return 4;
    return 0;
}

void bete_draw_seat(App *app, const Table *t, int s)
{
    const BeteLayout *bl = &bete_of(t)->layout;
    const BeteShown *v = &bete_of(t)->shown;
    const ShownSeat *vs = &t->mid.shown.seat[s];
    const SDL_FRect pf = t->layout.seat[s].panel, st = t->layout.seat[s].status;
    const float u = t->layout.unit;
    int to_move_seat = -1;
    const bool to_move = bete_turn(t, &to_move_seat) == TURN_DECIDE && to_move_seat == s && midend_idle(&t->mid);
    const bool decl = v->declarer == s, contre = v->contrer == s;
    if (decl || contre) {
        SDL_FRect o = { pf.x - 0.5f * u, pf.y - 0.5f * u, pf.w + u, pf.h + u };
        art_fill_round_rect(app->renderer, o, u * 1.9f,
                            decl ? (SDL_Color){ 240, 190, 70, 230 } : (SDL_Color){ 200, 60, 40, 230 });
        /* a dark panel inside the bidder's ring, so that the ring reads as a frame */
        art_fill_round_rect(app->renderer, pf, u * 1.5f, (SDL_Color){ 10, 30, 16, 240 });
    }
    art_fill_round_rect(app->renderer, pf, u * 1.5f,
                        to_move ? (SDL_Color){ 250, 215, 120, (Uint8)(decl || contre ? 60 : 110) } : PAL_PLATE);
    /* what this seat said: plays / contre / passes */
    const char *tag = decl                   ? tr(app, S_TAG_PLAYS)
                      : contre               ? tr(app, S_TAG_CONTRE)
                      : vs->said == BID_PASS ? tr(app, S_TAG_PASSES)
                                             : NULL;
    const bool marked = tag && (decl || contre); /* the one who plays or contres: a label of its own */
    table_draw_seat_title(app, t, s, marked ? NULL : tag);
    if (marked)
        label(app, bl, tag, st.x + st.w - u * 0.6f, st.y, ALIGN_RIGHT, contre ? CONTRE_RED : PAL_GOLD, 2.1f);
    table_draw_seat_balance(app, t, s);
    draw_stacks(app, bl, s, &vs->hold, true);
    table_draw_seat_cards(app, t, s);
}

/* ---- overlays: the deal's summary, the game's end ------------------------------- */

/* A row of the summary: the player's line and, under it, what made its gain; of the game's end. */
#define SUMMARY_ROW 6.8f
#define GAMEEND_ROW 4.6f

/* How much taller than at 100 % a panel's rows are: the text size, or less where the window is too low. */
static float rows_scale(const Table *t, int rows, float row, int lines)
{
    float k = 1.f;
    bete_layout_panel(&t->layout, rows, row, lines, &k);
    return k;
}

static SDL_Rect panel_rect(const Table *t, int rows, float row, int lines)
{
    /* its rows grow with the text, as far as the window holds them (bete_layout_panel); the table's
     * middle, beside the log; at its top in the guide, the notes below it */
    return guide_summary_rect(&t->layout, bete_layout_panel(&t->layout, rows, row, lines, NULL),
                              t->guide.script != NULL);
}

/* The game's last deal is over: nothing follows it (its summary and the standings say so). */
static bool last_deal(const Table *t) { return bete_turn(t, &(int){ 0 }) == TURN_GAME_OVER; }

/* Whether chips lie on the table, which nobody takes once the game is over (docs/rules-bete.md, 8). */
static bool chips_left(const BeteShown *v)
{
    long long left = v->stakes + v->king + v->plaques_reserve + v->plaques_at_stake;
    for (int i = 0; i < v->nbetes; i++)
        left += v->betes[i];
    return left > 0;
}

/* The lines a panel keeps for why the chips left go to no one: two, as the note may be cut in two. */
static int left_note_lines(const Table *t) { return last_deal(t) && chips_left(&bete_of(t)->shown) ? 2 : 0; }

/* Under "Left on the table": at the game's end, that nobody takes those chips, and why. */
static void left_note(App *app, const Table *t, SDL_Rect p, int y)
{
    if (!left_note_lines(t))
        return;
    const float u = t->layout.unit;
    table_draw_note(app, FONT_SERIF_ITALIC, (int)(u * 2.2f), tr(app, S_TABLE_STAYS), PAL_PAPER_INK, p.x + p.w / 2, y,
                    p.w - (int)(u * 4), false);
}

/* The summary's first line (what became of the deal) is too long for one line of the panel at its
 * size (a passed deal's, in French at 150 %): it is cut in two rather than shrunk. Measured once
 * for a line at a size in a width (a deal's, a layout's), not at each repaint. */
#define FIRST_LINE_PX 2.3f
static bool first_line_cut(App *app, const Table *t, const char *line)
{
    const int px = (int)(t->layout.unit * FIRST_LINE_PX), width = bete_layout_panel_w(&t->layout);
    const int text = app->settings.text_size;
    BeteTable *g = bete_of(t);
    if (g->first_line.px != px || g->first_line.width != width || g->first_line.text_size != text ||
        strcmp(g->first_line.line, line) != 0) {
        int w = 0, h;
        text_size(&app->text, FONT_SERIF_BOLD, px, line, &w, &h);
        snprintf(g->first_line.line, sizeof g->first_line.line, "%s", line);
        g->first_line.px = px;
        g->first_line.width = width;
        g->first_line.text_size = text;
        g->first_line.cut = w > width - (int)(t->layout.unit * 2); /* a unit each side */
    }
    return g->first_line.cut;
}

static void left_on_table(App *app, const BeteShown *v, char *buf, size_t size)
{
    char betes[96] = "0";
    size_t len = 0;
    for (int i = 0; i < v->nbetes && len + 16 < sizeof betes; i++)
        len += (size_t)snprintf(betes + len, sizeof betes - len, "%s%lld", i ? " + " : "", (long long)v->betes[i]);
    snprintf(buf, size, tr(app, S_LEFT_ON_TABLE), (long long)v->stakes, (long long)v->king,
             v->plaques_reserve + v->plaques_at_stake, betes);
}

/* The lines that tell what happened: from the result and the payments the engine made. */
static int outcome_lines(App *app, const Table *t, char lines[][200], int max)
{
    const BeteShown *v = &bete_of(t)->shown;
    int n = 0;
    const Lang lang = app_lang(app);
    const char *win =
        v->res_winner >= 0 ? name_words(lang, t->who[v->res_winner], t->names[v->res_winner], NAME_INSIDE) : "?";
    const bool last = last_deal(t); /* the stakes stay for no next deal */
    switch (v->outcome) {
    case BETE_OUT_PASSED: snprintf(lines[n++], 200, "%s", tr(app, last ? S_OUT_PASSED_LAST : S_OUT_PASSED)); break;
    case BETE_OUT_VOID: snprintf(lines[n++], 200, "%s", tr(app, last ? S_OUT_VOID_LAST : S_OUT_VOID)); break;
    case BETE_OUT_WIN:
        if (v->res_value > 0) /* what was swept, and what the winner's row adds up to (play-test s59 #12) */
            snprintf(
                lines[n++], 200, tr(app, S_OUT_WIN), win, (long long)v->res_value,
                (long long)(t->mid.shown.seat[v->res_winner].balance - t->mid.shown.start_balances[v->res_winner]));
        else /* resumed after the result: the value is not in the view */
            snprintf(lines[n++], 200, tr(app, S_OUT_WIN_SHORT), win);
        break;
    case BETE_OUT_VOLE:
        snprintf(lines[n++], 200, tr(app, S_OUT_VOLE),
                 v->res_winner >= 0 ? name_words(lang, t->who[v->res_winner], t->names[v->res_winner], NAME_OF) : "?");
        break;
    default: break;
    }
    if (v->res_contrer >= 0 && v->res_declarer >= 0 && n < max)
        snprintf(lines[n++], 200, tr(app, S_OUT_CONTRE),
                 name_words(lang, t->who[v->res_contrer], t->names[v->res_contrer], NAME_INSIDE),
                 name_words(lang, t->who[v->res_declarer], t->names[v->res_declarer], NAME_INSIDE));
    bool devole_said[BETE_MAX_PLAYERS] = { false };
    for (int i = 0; i < v->npays && n < max; i++) {
        const BPay *p = &v->pays[i];
        if (p->reason == BETE_PAY_BETE && p->from >= 0)
            snprintf(lines[n++], 200, tr(app, S_OUT_LOSE),
                     name_words(lang, t->who[p->from], t->names[p->from], NAME_INSIDE), (long long)p->amount);
        else if (p->reason == BETE_PAY_CONTRE && p->from >= 0 && p->to >= 0)
            snprintf(lines[n++], 200, tr(app, S_PAID_CONTRE),
                     name_words(lang, t->who[p->from], t->names[p->from], NAME_INSIDE),
                     name_words(lang, t->who[p->to], t->names[p->to], NAME_INSIDE), (long long)p->amount);
        else if (p->reason == BETE_PAY_DEVOLE && p->from >= 0 && !devole_said[p->from]) {
            devole_said[p->from] = true;
            snprintf(lines[n++], 200, tr(app, S_OUT_DEVOLE),
                     name_words(lang, t->who[p->from], t->names[p->from], NAME_INSIDE));
        }
    }
    bool king = false;
    for (int i = 0; i < v->npays && n < max; i++)
        if (v->pays[i].reason == BETE_PAY_KING && v->pays[i].to >= 0) {
            snprintf(lines[n++], 200, tr(app, S_KING_TAKEN),
                     name_words(lang, t->who[v->pays[i].to], t->names[v->pays[i].to], NAME_TO),
                     (long long)v->pays[i].amount);
            king = true;
        }
    if (king && v->king_renewed && n < max) /* why a row can pay the King twice; on the last deal the new
                                             * chips stay on the dish for no one (rules-bete.md §8) */
        snprintf(lines[n++], 200, "%s", tr(app, last ? S_KING_RENEWED_LAST : S_KING_RENEWED));
    if (!king && v->npays > 0 && n < max)
        snprintf(lines[n++], 200, tr(app, S_KING_STAYS), (long long)v->king);
    return n;
}

static const StrId part_words[BETE_PAY_REASON_COUNT] = {
    [BETE_PAY_STAKE] = S_BPART_STAKE,   [BETE_PAY_KING_STAKE] = S_BPART_KING_STAKE,
    [BETE_PAY_PLAQUE] = S_BPART_PLAQUE, [BETE_PAY_CURIEUSE] = S_BPART_CURIEUSE,
    [BETE_PAY_WIN] = S_BPART_WIN,       [BETE_PAY_VOLE] = S_BPART_VOLE,
    [BETE_PAY_BETE] = S_BPART_BETE,     [BETE_PAY_DEVOLE] = S_BPART_DEVOLE,
    [BETE_PAY_CONTRE] = S_BPART_CONTRE, [BETE_PAY_KING] = S_BPART_KING,
};

void bete_summary_draw(App *app, const Table *t)
{
    const BeteShown *v = &bete_of(t)->shown;
    const Shown *sh = &t->mid.shown;
    float u = t->layout.unit;
    char lines[8][200];
    int nl = outcome_lines(app, t, lines, 8);
    const bool cut = nl > 0 && first_line_cut(app, t, lines[0]);
    const int panel_lines = nl + 1 + left_note_lines(t) + (cut ? 1 : 0);
    SDL_Rect p = panel_rect(t, sh->players, SUMMARY_ROW, panel_lines);
    const float tall = u * rows_scale(t, sh->players, SUMMARY_ROW, panel_lines); /* a row's unit */
    const SDL_Color ink = PAL_PAPER_INK;
    char buf[220];
    snprintf(buf, sizeof buf, tr(app, S_BSUMMARY), sh->deal_no);
    table_draw_panel_begin(app, t, p, 248, buf, 3.4f);
    int y = p.y + (int)(tall * 6.8f);
    for (int i = 0; i < nl; i++) { /* a long sentence (German's) a little smaller, whole, within the panel */
        const FontId font = i == 0 ? FONT_SERIF_BOLD : FONT_SERIF;
        if (i == 0 && cut) { /* the first, the longest, in two lines */
            table_draw_note(app, font, (int)(u * FIRST_LINE_PX), lines[i], ink, p.x + p.w / 2, y, p.w - (int)(u * 2),
                            false);
            y += (int)(tall * 3.3f);
        } else {
            const int px = text_fit_px(&app->text, font, (int)(u * FIRST_LINE_PX), lines[i], p.w - (int)(u * 2));
            text_draw(&app->text, font, px, lines[i], ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
        }
        y += (int)(tall * 3.3f);
    }
    y += (int)(tall * 0.8f);
    const SummaryGrid g = { p,
                            { p.x + (int)(u * 5), p.x + (int)(u * 46), p.x + (int)(u * 62), p.x + (int)(u * 80) },
                            (int)tall,
                            (int)(tall * 5.4f), /* a line at the text size on its baseline, with its descent */
                            (int)(u * 2.2f) };
    table_draw_summary_head(app, &g, y, S_COL_DEAL);
    y += (int)(tall * 3.8f);
    for (int s = 0; s < sh->players; s++) {
        int base = y + text_ascent(&app->text, FONT_SANS, g.px); /* names and figures on one line */
        if (s == v->res_declarer || s == v->res_contrer)
            snprintf(buf, sizeof buf, "%s (%s)", t->names[s],
                     tr(app, s == v->res_declarer ? S_TAG_PLAYS : S_TAG_CONTRE));
        else
            snprintf(buf, sizeof buf, "%s", t->names[s]);
        table_draw_summary_row(app, &g, y, base, buf, s == 0, sh->seat[s].balance - sh->start_balances[s],
                               sh->seat[s].balance);
        snprintf(buf, sizeof buf, "%d", v->res_tricks[s]);
        table_draw_cell(app, p, g.cols, 1, y - g.rise, g.h, FONT_SANS, g.px, buf, ink, base, ALIGN_CENTER,
                        TEXT_BASELINE);
        /* under the name, what made this deal's gain, part by part (they add up to it) */
        const int line_y = base + (int)(tall * 0.9f);
        table_draw_parts(app, v->parts[s], part_words, BETE_PAY_REASON_COUNT, -1, 0, g.cols[0], line_y,
                         p.x + p.w - g.cols[0] - (int)(u * 5), y + (int)(tall * SUMMARY_ROW) - line_y, (int)(u * 2.0f));
        y += (int)(tall * SUMMARY_ROW);
    }
    left_on_table(app, v, buf, sizeof buf);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.2f), buf, ink, p.x + p.w / 2, y + (int)(u * 0.3f),
              ALIGN_CENTER, 0);
    left_note(app, t, p, y + (int)(u * 0.3f + tall * 3.3f));
    table_draw_panel_end(app);
}

void bete_gameend_draw(App *app, const Table *t)
{
    const BeteShown *v = &bete_of(t)->shown;
    const Shown *sh = &t->mid.shown;
    float u = t->layout.unit;
    char lines[8][200];
    int nl = outcome_lines(app, t, lines, 8);
    const int panel_lines = nl + 2 + left_note_lines(t);
    SDL_Rect p = panel_rect(t, sh->players, GAMEEND_ROW, panel_lines);
    /* the lines and rows as far apart as the panel grew for them (the words grew as much) */
    const float k = rows_scale(t, sh->players, GAMEEND_ROW, panel_lines), tall = u * k;
    const SDL_Color ink = PAL_PAPER_INK;
    char buf[220];
    snprintf(buf, sizeof buf, tr(app, S_BSTANDINGS), sh->deal_no);
    table_draw_gameend_begin(app, t, p, buf);
    int y = p.y + (int)(tall * 10.5f);
    /* how the last deal went */
    for (int i = 0; i < nl; i++) { /* a long sentence a little smaller, whole, within the panel */
        const int px = text_fit_px(&app->text, FONT_SERIF, (int)(u * 2.1f), lines[i], p.w - (int)(u * 2));
        text_draw(&app->text, FONT_SERIF, px, lines[i], ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
        y += (int)(tall * 3.1f);
    }
    y += (int)(tall * 1.5f);
    y = table_draw_standings(app, t, p, y, (int)(u * 2.5f), GAMEEND_ROW * k, bete_played(t)->state.rules.start);
    left_on_table(app, v, buf, sizeof buf);
    text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.2f), buf, ink, p.x + p.w / 2, y + (int)(u * 0.5f),
              ALIGN_CENTER, 0);
    left_note(app, t, p, y + (int)(u * 0.5f + tall * 3.3f));
    table_draw_panel_end(app);
}

SDL_FRect bete_place_rect(const Table *t, Place p, bool is_token, uint8_t token)
{
    const BeteLayout *bl = &bete_of(t)->layout;
    SDL_FRect r = table_place_rect(&t->layout, p, 1.0f, is_token, token);
    TokenKind kind = (TokenKind)(is_token ? token : 0);
    switch (p.kind) {
    case PL_TALON: r = bl->talon; break;
    case PL_UPCARD: r = bl->turned; break;
    case PL_VOID: r = bl->voided; break;
    case PL_TOKENS: r = bete_layout_token(bl, p.seat, kind, 0); break;
    case PL_STAKES: /* a token's place in the stakes, or the dish and the stakes (a coach mark) */
        if (is_token) {
            r = bete_layout_token(bl, BETE_PARTY_STAKES, kind, 0);
        } else { /* the stakes' chips, the plaques at stake and their words (the dish is PL_KING's) */
            SDL_UnionFRect(&bl->stakes, &bl->plaques, &r);
            SDL_UnionFRect(&r, &bl->stakes_label, &r);
        }
        break;
    case PL_KING: /* a token's place on the dish, or the dish, the plaques under it and its words (a coach mark) */
        if (is_token) {
            r = bete_layout_token(bl, BETE_PARTY_KING, kind, 0);
        } else {
            SDL_UnionFRect(&bl->dish, &bl->reserve, &r);
            SDL_UnionFRect(&r, &bl->king_label, &r);
        }
        break;
    case PL_RESERVE: r = bete_layout_token(bl, BETE_PARTY_RESERVE, kind, 0); break;
    case PL_PLAQUES: r = bete_layout_token(bl, BETE_PARTY_PLAQUES, kind, 0); break;
    case PL_BETE: r = bete_layout_token(bl, BETE_PARTY_BETE, kind, p.seat); break;
    default: break;
    }
    return is_token ? table_token_spread(r, p.count) : r;
}

int bete_texts(const Table *t, SDL_FRect *out, int max) { return bete_layout_texts(&bete_of(t)->layout, out, max); }

SDL_Rect bete_overlay_panel(App *app, const Table *t)
{
    char lines[8][200];
    const bool over = table_standings_shown(t);
    const int n = outcome_lines(app, t, lines, 8);
    int nl = n + (over ? 2 : 1) + left_note_lines(t) + (!over && n > 0 && first_line_cut(app, t, lines[0]) ? 1 : 0);
    return panel_rect(t, t->mid.shown.players, over ? GAMEEND_ROW : SUMMARY_ROW, nl);
}

void bete_layout(Table *t, int w, int h)
{
    BeteTable *g = bete_of(t);
    bete_layout_compute(&g->layout, w, h, bete_played(t)->state.players, t->laid_text);
    t->layout = g->layout.base;
}

StrId bete_zone_tip(int zone)
{
    static const StrId tips[5] = { S_TIP_KING, S_TIP_KING, S_TIP_STAKES, S_TIP_TALON, S_TIP_BETES };
    return tips[zone % 5];
}
