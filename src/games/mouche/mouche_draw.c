/* Drawing La Mouche's own parts of the table: the pool and the pending mouches,
 * the stock, the turned card and the discards, a shown flush, the seats' marks
 * and tokens, and the hand's summary and the game's end. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game_import.h"
#include "mouche_game.h"

static const MoucheState *state(const Table *t) { return &mouche_played(t)->state; }

static void draw_tokens(App *app, const Layout *l, int party, const Holdings *h)
{
    SDL_FRect at[TOKEN_KINDS];
    for (int k = 0; k < TOKEN_KINDS; k++)
        at[k] = layout_token(l, party, (TokenKind)k);
    table_draw_holdings(app, h, at, l->unit, true);
}

/* What a stander answered this hand, until the play starts: "silent · Lanturlu!" ("" if nothing).
 * A dot between, not a comma: "Lanturlu!" ends with its own mark. */
static void answers_text(App *app, uint8_t answers, char *out, size_t size)
{
    static const struct {
        uint8_t answer;
        StrId words;
    } TAGS[] = { { ANSWER_SILENT, S_TAG_SILENT },
                 { ANSWER_EVASIVE, S_TAG_EVASIVE },
                 { ANSWER_YES, S_TAG_YES },
                 { ANSWER_NO, S_TAG_NO } };
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < sizeof TAGS / sizeof TAGS[0] && len < size; i++)
        if (answers & (1u << TAGS[i].answer)) {
            const int n = snprintf(out + len, size - len, "%s%s", len ? " · " : "", tr(app, TAGS[i].words));
            len += n > 0 ? (size_t)n : 0;
        }
}

void mouche_draw_seat(App *app, const Table *t, int s)
{
    const Layout *l = &t->layout;
    const ShownSeat *vs = &t->mid.shown.seat[s];
    const SDL_FRect pf = l->seat[s].panel;
    const float u = l->unit;
    const bool to_move = state(t)->to_move == s && midend_idle(&t->mid) && state(t)->phase <= PHASE_PLAY;
    art_fill_round_rect(app->renderer, pf, u * 1.5f, to_move ? PAL_TO_MOVE : PAL_PLATE);
    /* declaration tag */
    char buf[128] = "";
    if (vs->said == DECL_FOLD)
        snprintf(buf, sizeof buf, "%s", tr(app, S_FOLDED));
    else if (vs->said == DECL_STAND)
        snprintf(buf, sizeof buf, "%s", tr(app, S_STOOD));
    else if (vs->said == DECL_EXCHANGE)
        snprintf(buf, sizeof buf, tr(app, S_EXCHANGED), mouche_of(t)->shown.exchanged[s]);
    /* under it, what the stander answered, on show until the play starts; on the status's line where
     * the line under it would meet the chip count (the player's own short panel at a large text size) */
    char answers[96] = "";
    if (vs->said == DECL_STAND)
        answers_text(app, mouche_of(t)->shown.answers[s], answers, sizeof answers);
    const int answers_px = (int)(u * 1.6f);
    const float answers_y = l->seat[s].status.y + u * 2.2f * l->text;
    const bool under = answers[0] && answers_y + (float)answers_px * 1.25f <= l->seat[s].balance.y;
    if (answers[0] && !under)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " · %s", answers);
    table_draw_seat_title(app, t, s, buf);
    if (under) {
        const int px = text_fit_px(&app->text, FONT_SANS_BOLD, answers_px, answers, (int)(pf.w * 0.45f));
        text_draw(&app->text, FONT_SANS_BOLD, px, answers, PAL_GOLD, (int)(pf.x + pf.w - u * 1.5f), (int)answers_y,
                  ALIGN_RIGHT, 0);
    }
    table_draw_seat_balance(app, t, s);
    draw_tokens(app, l, s, &vs->hold);
    table_draw_seat_cards(app, t, s);
}

/* The stock's words at the stock area's foot (layout's stock_label): its count on the first line, the
 * discards' on the second, each fitted to the area's width. */
static void stock_words(App *app, const Layout *l, const char *words, int line)
{
    const SDL_FRect *r = &l->stock_label;
    const int px = text_fit_px(&app->text, FONT_SANS_BOLD, (int)(l->unit * 1.8f), words, (int)r->w);
    text_draw(&app->text, FONT_SANS_BOLD, px, words, PAL_COUNT, (int)(r->x + r->w / 2),
              (int)(r->y + r->h / 2 * (float)line), ALIGN_CENTER, 0);
}

void mouche_draw_centre(App *app, const Table *t, double now)
{
    const Layout *l = &t->layout;
    const MoucheShown *v = &mouche_of(t)->shown;
    const Shown *sh = &t->mid.shown;
    float u = l->unit;
    SDL_Texture *basket = art_get(&app->cards, "assets/tokens/corbeille.svg", (int)l->pool.w, (int)l->pool.h, false);
    if (basket)
        draw_picture(app->renderer, basket, &l->pool);
    else {
        art_fill_round_rect(app->renderer, l->pool, l->pool.h / 2, (SDL_Color){ 120, 80, 35, 230 });
        SDL_FRect in = { l->pool.x + u, l->pool.y + u, l->pool.w - 2 * u, l->pool.h - 2 * u };
        art_fill_round_rect(app->renderer, in, in.h / 2, (SDL_Color){ 70, 45, 20, 230 });
    }
    draw_tokens(app, l, -1, &v->pool_hold);
    char buf[160], name[96];
    SDL_Color gold = { 255, 230, 160, 255 };
    if (v->npending > 0) {
        int len = snprintf(buf, sizeof buf, "%s", tr(app, S_PENDING_COLON));
        for (int i = 0; i < v->npending && len < (int)sizeof buf - 8; i++)
            len += snprintf(buf + len, sizeof buf - (size_t)len, " %lld", (long long)v->pending[i]);
        int px = text_fit_px(&app->text, FONT_SANS_BOLD, (int)(u * 1.9f), buf, (int)l->pending.w);
        text_draw(&app->text, FONT_SANS_BOLD, px, buf, (SDL_Color){ 255, 240, 210, 255 },
                  (int)(l->pending.x + l->pending.w / 2), (int)(l->pending.y + l->pending.h / 2), ALIGN_CENTER, 1);
    }
    /* the deck / stock at the dealer's right, the turned card, the discards */
    const MoucheEvent *step = midend_current(&t->mid);
    if (v->stock > 0) {
        SDL_FRect sr = layout_stock(l);
        const bool shuffled = step && step->type == EV_SHUFFLE, cut = step && step->type == EV_CUT;
        table_draw_deck(app, sr, v->stock, u, shuffled ? 4.f : 0.f,
                        cut ? &l->seat[step->seat >= 0 ? step->seat : 0].anchor : NULL, midend_progress(&t->mid, now));
        if (!sh->dealing) {
            snprintf(buf, sizeof buf, "%s %d", tr(app, S_STOCK), v->stock);
            stock_words(app, l, buf, 0);
        }
    }
    /* the turned card over the stock's edge, its rank in view */
    if (sh->turned != MOUCHE_NO_CARD)
        draw_card_shadowed(app, sh->turned, BACK_BLUE, layout_turned(l), 0, 255, false, false);
    if (v->discards > 0) {
        SDL_FRect dr = layout_discards(l);
        for (int i = 0; i < (v->discards + 2) / 3; i++) {
            SDL_FRect r = dr;
            r.x += (float)i * u * 0.15f;
            r.y -= (float)i * u * 0.15f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_RED, r, 8.0 * ((i % 3) - 1), 255, false, false);
        }
        snprintf(buf, sizeof buf, "%s %d", tr(app, S_DISCARDS), v->discards);
        stock_words(app, l, buf, 1);
    }
    table_draw_trick(app, t);
    /* the pool's label, under the basket: its chips, and the name of the stake they make */
    mouche_stake_name(app, v->stake > 0 ? v->stake : v->pool, state(t)->rules.ante, name, sizeof name);
    if (v->stake > 0 && v->pool != v->stake) /* fifths paid out: what is left of the stake named */
        snprintf(buf, sizeof buf, "%s %lld / %lld", tr(app, S_POOL), (long long)v->pool, (long long)v->stake);
    else if (v->pool > 0)
        snprintf(buf, sizeof buf, "%s %lld", tr(app, S_POOL), (long long)v->pool);
    else
        snprintf(buf, sizeof buf, "%s", tr(app, S_POOL));
    {
        /* two lines on one pill: the chips, and the stake's name under them */
        const SDL_FRect *box = &l->pool_label;
        const char *const lines[2] = { buf, name };
        const int nl = v->pool > 0 ? 2 : 1;
        int px[2] = { 0, 0 }, tw[2] = { 0, 0 }, th = 0;
        for (int i = 0; i < nl; i++) {
            px[i] = text_fit_px(&app->text, FONT_SERIF_BOLD, (int)(u * 2.2f), lines[i], (int)(box->w - 2 * u));
            text_size(&app->text, FONT_SERIF_BOLD, px[i], lines[i], &tw[i], &th);
        }
        /* larger text shrinks back to the box, not below the size asked (text_draw): the pill as the words drawn */
        const SDL_Rect inner = { (int)ceilf(box->x + u), (int)floorf(box->y), (int)floorf(box->w - 2 * u),
                                 (int)ceilf(box->h) + 1 };
        const float cx = box->x + box->w / 2, line = box->h / 2,
                    wide = fminf((float)(tw[0] > tw[1] ? tw[0] : tw[1]), (float)inner.w);
        const float top = box->y + (box->h - line * (float)nl) / 2 + (line - (float)th) / 2;
        SDL_FRect pill = { cx - wide / 2 - u, top, wide + 2 * u, line * (float)(nl - 1) + (float)th };
        art_fill_round_rect(app->renderer, pill, fminf(pill.h, (float)th) / 2, (SDL_Color){ 30, 18, 8, 200 });
        /* the words within the box the layout gives them, which the hint and the guide's notes keep clear of */
        text_box_push(&app->text, inner);
        for (int i = 0; i < nl; i++)
            text_draw(&app->text, FONT_SERIF_BOLD, px[i], lines[i], gold, (int)cx, (int)(top + line * (float)i),
                      ALIGN_CENTER, 0);
        text_box_pop(&app->text);
    }
    /* a flush shown fanned out */
    if (v->flush_seat >= 0)
        for (int i = 0; i < MOUCHE_HAND_SIZE; i++)
            draw_card_shadowed(app, v->flush[i], BACK_BLUE, layout_centre_card(l, i, MOUCHE_HAND_SIZE, 1.25f),
                               (double)(i - 2) * 6, 255, false, false);
}

static SDL_FRect seat_stack(const Layout *l, int seat, int i)
{
    if (seat == 0) {
        SDL_FRect r = { l->w * 0.5f - l->small_w * 0.6f, l->h - l->small_h * 1.2f, l->small_w, l->small_h };
        r.x += (float)i * 2;
        r.y -= (float)i * 2;
        return r;
    }
    const SeatLayout *sl = &l->seat[seat];
    SDL_FRect r = { sl->hand_centre.x - l->small_w / 2, sl->hand_centre.y - l->small_h / 2, l->small_w, l->small_h };
    r.x += (float)i * 1.5f;
    r.y -= (float)i * 1.5f;
    return r;
}

SDL_FRect mouche_place_rect(const Table *t, Place p, bool is_token, uint8_t token)
{
    const Layout *l = &t->layout;
    SDL_FRect r = table_place_rect(l, p, 1.25f, is_token, token);
    switch (p.kind) {
    case PL_STOCK: r = layout_stock(l); break;
    case PL_TURNED: r = layout_turned(l); break;
    case PL_DISCARDS: r = layout_discards(l); break;
    case PL_SEAT: r = seat_stack(l, p.seat, p.index); break;
    case PL_TOKENS: r = layout_token(l, p.seat, (TokenKind)(is_token ? token : 0)); break;
    case PL_POOL: /* a token's place in the corbeille, or the corbeille and its lines (a coach mark) */
        if (is_token)
            r = layout_token(l, -1, (TokenKind)token);
        else
            SDL_UnionFRect(&l->pool, &l->pool_label, &r);
        break;
    default: break;
    }
    return is_token ? table_token_spread(r, p.count) : r;
}

/* The summary's rows hold a second line: the player's chips, explained. */
enum { ROW_TENTHS = 52, SUMMARY_ROW_TENTHS = 76 };

/* The game's end: a title, one row per player (ROW_TENTHS), the standings' note, and the buttons' band. */
static SDL_Rect gameend_rect(const Table *t, int rows)
{
    const float u = t->layout.unit;
    int w = (int)(u * 92), h = (int)(u * (20 + ROW_TENTHS / 10.f * (float)rows)) + layout_summary_band(&t->layout);
    const int most_w = (int)((float)t->layout.w - 2.f * t->layout.edge);
    if (w > most_w)
        w = most_w;
    int y = (int)(t->layout.centre.y + u * 36) - h;
    if (y + h > t->layout.h - (int)u)
        y = t->layout.h - (int)u - h;
    if (y < (int)u)
        y = (int)u;
    /* the table's middle, beside the log; at its top in the guide, the notes below it */
    return guide_summary_rect(&t->layout, (SDL_Rect){ t->layout.w / 2 - w / 2, y, w, h }, t->guide.script != NULL);
}

/* A seat's payments of the hand in words: the parts always add up to the hand's gain. */
static const StrId part_words[PAY_REASON_COUNT] = {
    [PAY_ANTE] = S_PART_ANTE,          [PAY_PENDING] = S_PART_PENDING,   [PAY_TRICK] = S_PART_TRICKS,
    [PAY_MOUCHE_TAKEN] = S_PART_FLUSH, [PAY_MOUCHE_MADE] = S_PART_MADE,  [PAY_ALL_FOLDED] = S_PART_ALL_FOLDED,
    [PAY_ALONE] = S_PART_ALONE,        [PAY_PAMPHILE] = S_PART_PAMPHILE,
};

/* What stays on the table after the hand: the pool and the pending mouches (with the balances,
 * they always add up to the chips the players began with). */
static MoucheChips left_in_pool(const MoucheShown *x)
{
    MoucheChips stays = x->res_pool;
    for (int i = 0; i < x->res_npending; i++)
        stays += x->res_pending[i];
    return stays;
}

/* The note under the summary's rows: the next pool, as the engine will stake it (and the pending mouches); after
 * the game's last hand, what stays on the table. */
static void summary_note(App *app, const Table *t, char *buf, size_t size)
{
    const MoucheShown *x = &mouche_of(t)->shown;
    const MoucheChips next = x->res_next_stake;
    char name[96];
    mouche_stake_name(app, next, state(t)->rules.ante, name, sizeof name);
    const bool last_hand = t->be->decide->turn(t, &(int){ 0 }) == TURN_GAME_OVER;
    if (last_hand && left_in_pool(x) == 0) /* five tricks shared it, no mouche made */
        snprintf(buf, size, "%s", tr(app, S_POOL_ALL_WON));
    else if (last_hand) /* what was paid in for a next hand, which the game does not play */
        snprintf(buf, size, i18n_nget(app_lang(app), S_POOL_STAYS, (long)left_in_pool(x)), (long long)left_in_pool(x));
    else
        snprintf(buf, size, i18n_nget(app_lang(app), S_NEXT_POOL, (long)next), (long long)next, name);
    if (x->res_npending > 0 && !last_hand) {
        size_t len = strlen(buf);
        len += (size_t)snprintf(buf + len, size - len, " · %s", tr(app, S_PENDING_COLON));
        for (int i = 0; i < x->res_npending && len < size - 8; i++)
            len += (size_t)snprintf(buf + len, size - len, " %lld", (long long)x->res_pending[i]);
    }
}

/* The summary's panel (layout_summary_panel): its title and column heads, a row per player, the line of a hand all
 * folded, then the note in one line or two (table_draw_note) at the text size, and the buttons' band; *scale: how
 * much larger than at 100 % its rows are (as the text size, or less where the window is too low). */
static SDL_Rect summary_panel(App *app, const Table *t, float *scale)
{
    const MoucheShown *x = &mouche_of(t)->shown;
    const Layout *l = &t->layout;
    const float u = l->unit;
    const bool all_folded = x->res_all_folded && x->res_flush_seat < 0;
    const float units = 12.5f + SUMMARY_ROW_TENTHS / 10.f * (float)t->mid.shown.players + (all_folded ? 3.5f : 0.f);
    char buf[200];
    summary_note(app, t, buf, sizeof buf);
    int w = 0, h = 0;
    text_size(&app->text, FONT_SERIF_BOLD, (int)(u * 2.5f), buf, &w, &h);
    /* two lines where the narrowest panel (at 100 %) would cut it */
    const float narrow = fminf(u * 92, (float)l->w - 2.f * l->edge) - u * 4;
    const SDL_Rect p = layout_summary_panel(l, units, (float)w > narrow ? 2 * h : h, scale);
    return guide_summary_rect(l, p, t->guide.script != NULL);
}

void mouche_summary_draw(App *app, const Table *t)
{
    const MoucheShown *x = &mouche_of(t)->shown;
    const Shown *v = &t->mid.shown;
    float u = t->layout.unit;
    float k = 1.f;
    const SDL_Rect p = summary_panel(app, t, &k);
    const float row_h = SUMMARY_ROW_TENTHS / 10.f, tall = u * k;
    const SDL_Color ink = PAL_PAPER_INK;
    char buf[200];
    snprintf(buf, sizeof buf, tr(app, S_SUMMARY), v->deal_no);
    table_draw_panel_begin(app, t, p, 248, buf, 3.4f);
    /* the tricks' column is the widest: it may say "0 · made the mouche"; the columns where they lie in
     * 92 units, however wide the panel grew */
    const SummaryGrid g = { p,
                            { p.x + p.w * 4 / 92, p.x + p.w * 46 / 92, p.x + p.w * 70 / 92, p.x + p.w * 84 / 92 },
                            (int)tall,
                            (int)(tall * 5),
                            (int)(u * 2.2f) };
    int y = p.y + (int)(tall * 7.5f);
    table_draw_summary_head(app, &g, y, S_COL_GAIN);
    y += (int)(tall * 4);
    for (int s = 0; s < v->players; s++) {
        int taken = x->res_tricks[s];
        bool made = taken == 0;
        int base = y + text_ascent(&app->text, FONT_SANS, g.px); /* names and figures on one line */
        table_draw_summary_row(app, &g, y, base, t->names[s], s == 0, x->res_balances[s] - v->start_balances[s],
                               x->res_balances[s]);
        if (taken < 0)
            snprintf(buf, sizeof buf, "%s", tr(app, S_FOLDED));
        else if (s == x->res_flush_seat)
            snprintf(buf, sizeof buf, "%s", tr(app, S_TOOK_FLUSH));
        else if (made)
            snprintf(buf, sizeof buf, "0 · %s", tr(app, S_MADE_MOUCHE));
        else
            snprintf(buf, sizeof buf, "%d", taken);
        table_draw_cell(app, p, g.cols, 1, y - g.rise, g.h, made || s == x->res_flush_seat ? FONT_SANS_BOLD : FONT_SANS,
                        (int)(u * 2.0f), buf, made ? PAL_PAPER_LOSS : ink, base, ALIGN_CENTER, TEXT_BASELINE);
        /* under the name, what made this hand's gain, part by part */
        const int line_w = p.x + p.w - g.cols[0] - (int)(tall * 4), line_y = base + (int)(tall * 0.9f);
        table_draw_parts(app, x->parts[s], part_words, PAY_REASON_COUNT, PAY_TRICK, taken, g.cols[0], line_y, line_w,
                         y + (int)(tall * row_h) - line_y, (int)(u * 2.1f));
        y += (int)(tall * row_h);
    }
    y += (int)(tall * 1);
    if (x->res_all_folded && x->res_flush_seat < 0) {
        text_draw(&app->text, FONT_SERIF_ITALIC, g.px, tr(app, S_ALL_FOLDED), ink, p.x + p.w / 2, y, ALIGN_CENTER, 0);
        y += (int)(tall * 3.5f);
    }
    summary_note(app, t, buf, sizeof buf);
    table_draw_note(app, FONT_SERIF_BOLD, (int)(u * 2.5f), buf, ink, p.x + p.w / 2, y, p.w - (int)(u * 4), false);
    table_draw_panel_end(app);
}

void mouche_gameend_draw(App *app, const Table *t)
{
    const Shown *v = &t->mid.shown;
    float u = t->layout.unit;
    SDL_Rect p = gameend_rect(t, v->players);
    char buf[160];
    snprintf(buf, sizeof buf, tr(app, S_STANDINGS), v->deal_no);
    table_draw_gameend_begin(app, t, p, buf);
    table_draw_standings(app, t, p, p.y + (int)(u * 11.5f), (int)(u * 2.6f), 5.2f, state(t)->rules.start);
    /* what the balances leave out, so that the chips add up, and why no one has it */
    const MoucheChips stays = left_in_pool(&mouche_of(t)->shown);
    if (stays > 0) {
        snprintf(buf, sizeof buf, i18n_nget(app_lang(app), S_POOL_STAYS, (long)stays), (long long)stays);
        /* over the buttons, growing upwards into the room the standings leave */
        table_draw_note(app, FONT_SERIF_ITALIC, (int)(u * 2.2f), buf, PAL_PAPER_INK, p.x + p.w / 2,
                        p.y + p.h - layout_summary_band(&t->layout), p.w - (int)(u * 4), true);
    }
    table_draw_panel_end(app);
}

SDL_Rect mouche_overlay_panel(App *app, const Table *t)
{
    return table_standings_shown(t) ? gameend_rect(t, t->mid.shown.players) : summary_panel(app, t, NULL);
}

void mouche_layout(Table *t, int w, int h) { layout_compute(&t->layout, w, h, state(t)->players, t->laid_text); }

int mouche_texts(const Table *t, SDL_FRect *out, int max) { return layout_texts(&t->layout, true, out, max); }

void mouche_stake_name(const App *app, MoucheChips pool, MoucheChips ante, char *out, size_t size)
{
    if (ante <= 0)
        ante = 5;
    int mult = (int)(pool / ante);
    static const StrId ids[5] = { S_MOUCHE_1, S_MOUCHE_1, S_MOUCHE_2, S_MOUCHE_3, S_MOUCHE_4 };
    if (mult >= 1 && mult <= 4 && pool % ante == 0)
        snprintf(out, size, "%s", tr(app, ids[mult]));
    else
        snprintf(out, size, tr(app, S_MOUCHE_N), mult > 0 ? mult : 1);
}
