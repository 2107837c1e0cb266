/* Drawing the parts of the table from the midend's shown table, for every game: the parts
 * every table has (header, prompt, seats' plates, the human's hand, the last trick), which the
 * still layer paints (table_draw_part) and the frame draws over (table_frame.c). A game draws
 * its own centre and seat marks. */
#include "table_draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card_words.h"
#include "name_words.h"
#include "draw_probe.h"
#include "anim.h"
#include "game.h"
#include "hint_box.h"
#include "log_panel.h"
#include "mouche/replay.h"
#include "palette.h"
#include "quick_rules.h"
#include "still_layer.h"

void draw_card_shadowed(App *app, MoucheCard c, CardBack back, SDL_FRect r, double angle, Uint8 alpha, bool dim,
                        bool approx)
{
    const SDL_Color shade = { 0, 0, 0, (Uint8)(alpha * 0.25f) };
    if (angle == 0 && alpha == 255) /* an opaque card over it: only the edges that show */
        art_fill_round_shadow(app->renderer, r, r.w * 0.03f, r.w * 0.04f, r.w * 0.06f, shade);
    else
        art_fill_round_rect(app->renderer, (SDL_FRect){ r.x + r.w * 0.03f, r.y + r.w * 0.04f, r.w, r.h }, r.w * 0.06f,
                            shade);
    art_draw_card(&app->cards, c, back, r, angle, alpha, dim, approx);
}

/* The card that takes the trick: a gold band round it, drawn under it (the engine names the
 * taker: Shown.trick_taker, last_winner). */
static void draw_taker_mark(App *app, SDL_FRect r, double angle, float u)
{
    const SDL_FRect box = draw_probe_turned(r, angle);
    const float pad = 0.6f * u;
    art_fill_round_rect(app->renderer, (SDL_FRect){ box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad },
                        r.w * 0.06f + pad, PAL_TAKER);
}

/* ---- seats ------------------------------------------------------------------------ */

/* "bold · standard": an AI seat's temperament and level ("" for the human). */
static void seat_temper(const App *app, const Table *t, int s, char *out, size_t size)
{
    static const StrId lv[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
    static const StrId tp[3] = { S_TEMPER_0, S_TEMPER_1, S_TEMPER_2 };
    if (s > 0)
        snprintf(out, size, "%s · %s", tr(app, tp[t->temper[s] % 3]), tr(app, lv[t->ai_level[s] & 3]));
    else
        out[0] = 0;
}

void table_draw_seat_title(App *app, const Table *t, int s, const char *tag)
{
    const Layout *l = &t->layout;
    const SDL_FRect pf = l->seat[s].panel, status = l->seat[s].status;
    const float u = l->unit;
    /* a long name at a large text size: smaller, within its line (layout.c's name) */
    const int name_px = text_fit_px(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), t->names[s], (int)l->seat[s].name.w);
    text_draw(&app->text, FONT_SERIF_BOLD, name_px, t->names[s], PAL_INK, (int)(pf.x + u * 1.5f),
              (int)(pf.y + u * 0.6f * l->text), ALIGN_LEFT, 0);
    char temper[128];
    seat_temper(app, t, s, temper, sizeof temper);
    int room = (int)(pf.w - u * 3.f);
    if (tag && tag[0] && temper[0]) {
        /* a plate too narrow for both (a small table beside the log): the status alone */
        int tw, th, gw, gh;
        text_size(&app->text, FONT_SERIF_ITALIC, (int)(u * 1.9f), temper, &tw, &th);
        text_size(&app->text, FONT_SANS_BOLD, TEXT_MIN_PX, tag, &gw, &gh);
        if (tw + (int)u + gw <= room)
            room -= tw + (int)u;
        else
            temper[0] = 0;
    }
    if (temper[0])
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 1.9f), temper, PAL_SOFT, (int)(pf.x + u * 1.5f),
                  (int)status.y, ALIGN_LEFT, 0);
    if (tag && tag[0]) {
        const int px = text_fit_px(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), tag, room);
        text_draw(&app->text, FONT_SANS_BOLD, px, tag, PAL_GOLD, (int)(status.x + status.w - u * 0.6f), (int)status.y,
                  ALIGN_RIGHT, 0);
    }
}

void table_draw_seat_balance(App *app, const Table *t, int s)
{
    const Layout *l = &t->layout;
    const SeatLayout *sl = &l->seat[s];
    const float u = l->unit;
    const MoucheChips balance = t->mid.shown.seat[s].balance;
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", (long long)balance);
    text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 2.8f), buf, balance < 0 ? PAL_DEBT : PAL_INK,
              (int)(sl->balance.x + sl->balance.w), (int)sl->balance.y, ALIGN_RIGHT, 0);
    text_draw(&app->text, FONT_SANS, (int)(u * 1.6f), tr(app, S_CHIPS), PAL_SOFT,
              (int)(sl->chips_word.x + sl->chips_word.w), (int)sl->chips_word.y, ALIGN_RIGHT, 0);
}

/* The tricks taken, an opponent's hand, the first-dealer draw, the dealer's token. */
/* When the hand is over, the cards a seat played, face up where its hand was (the trick
 * piles keep them face down): who held what, for everyone to see. Returns how many. */
static int draw_played_hand(App *app, const Table *t, int s)
{
    MoucheCard played[5];
    const int n = table_deal_end_shown(app) ? t->be->draw->played(t, s, played) : 0;
    for (int i = 0; i < n; i++) {
        const SDL_FRect r = layout_hand_card(&t->layout, s, i, n);
        art_draw_card(&app->cards, played[i], BACK_BLUE, r, 0, 255, false, false);
    }
    return n;
}

void table_draw_seat_cards(App *app, const Table *t, int s)
{
    const Layout *l = &t->layout;
    const Shown *v = &t->mid.shown;
    const ShownSeat *vs = &v->seat[s];
    const float u = l->unit;
    char buf[64];
    if (vs->tricks > 0) {
        SDL_FRect pile = layout_pile(l, s);
        for (int i = 0; i < vs->tricks; i++) {
            SDL_FRect r = pile;
            r.x += (float)i * u * 0.5f;
            r.y -= (float)i * u * 0.5f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 90, 255, false, false);
        }
        snprintf(buf, sizeof buf, i18n_nget(app_lang(app), S_TRICKS_N, vs->tricks), vs->tricks);
        const SDL_FRect label = layout_pile_label(l, s);
        text_draw(&app->text, FONT_SANS_BOLD,
                  text_fit_px(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (int)label.w), buf, PAL_INK,
                  (int)(label.x + label.w / 2), (int)label.y, ALIGN_CENTER, 0);
    }
    /* an opponent's hand (the human's is drawn large elsewhere); over, the cards it played */
    const bool folded = t->be->draw->folded && t->be->draw->folded(t, s);
    if (s > 0 && vs->n == 0 && !folded)
        draw_played_hand(app, t, s);
    if (s > 0 && !vs->hide_all) {
        for (int i = 0; i < vs->n; i++) {
            if ((vs->hide_mask >> i) & 1)
                continue;
            SDL_FRect r = folded ? t->be->draw->place_rect(t, midend_place(PL_SEAT, s, i, 0), false, 0)
                                 : layout_hand_card(l, s, i, vs->n);
            art_draw_card(&app->cards, vs->cards[i], BACK_BLUE, r, 0, folded ? 150 : 255, false, false);
        }
    }
    if (vs->drawn != MOUCHE_NO_CARD)
        draw_card_shadowed(app, vs->drawn, BACK_BLUE, layout_trick_card(l, s), 0, 255, false, false);
    if (v->dealer == s && v->players > 0) {
        SDL_FRect d = layout_dealer_marker(l, s);
        SDL_Texture *tex = art_get(&app->cards, "assets/tokens/dealer.svg", (int)d.w, (int)d.h, false);
        if (tex)
            draw_picture(app->renderer, tex, &d);
        else {
            art_fill_round_rect(app->renderer, d, d.w / 2, PAL_DEALER_DISC);
            text_draw(&app->text, FONT_SERIF_BOLD, (int)(d.h * 0.6f), "D", PAL_DEALER_INK, (int)(d.x + d.w / 2),
                      (int)(d.y + d.h / 2), ALIGN_CENTER, 1);
        }
    }
}

/* The card that led the trick: "led" on a dark pill across the foot of the card (its corner index
 * stays in view), so that the suit to follow is read at a glance (second play-test). */
static void draw_lead_mark(App *app, SDL_FRect r, float u)
{
    const char *word = tr(app, S_TRICK_LED);
    const int px = text_fit_px(&app->text, FONT_SANS_BOLD, (int)(u * 1.7f), word, (int)(r.w - 1.6f * u));
    int tw = 0, th = 0;
    text_size(&app->text, FONT_SANS_BOLD, px, word, &tw, &th);
    const SDL_FRect pill = { r.x + (r.w - (float)tw) / 2 - 0.6f * u, r.y + r.h - (float)th - 0.9f * u,
                             (float)tw + 1.2f * u, (float)th };
    art_fill_round_rect(app->renderer, pill, pill.h / 2, PAL_LEAD);
    text_draw(&app->text, FONT_SANS_BOLD, px, word, PAL_GOLD, (int)(r.x + r.w / 2), (int)pill.y, ALIGN_CENTER, 0);
}

void table_draw_trick(App *app, const Table *t)
{
    const Shown *v = &t->mid.shown;
    /* the taker's mark first (the whole trick, still before it is gathered): under every card */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < v->ntrick; i++) {
            const SDL_FRect r = layout_trick_card(&t->layout, v->trick_seat[i]);
            const double angle = (double)((v->trick_seat[i] * 7) % 9 - 4);
            if (pass == 1)
                draw_card_shadowed(app, v->trick[i], BACK_BLUE, r, angle, 255, false, false);
            else if (v->trick_seat[i] == v->trick_taker)
                draw_taker_mark(app, r, angle, t->layout.unit);
        }
    /* the trick's cards lie in the order the engine's events played them: the first led it */
    if (v->ntrick > 0)
        draw_lead_mark(app, layout_trick_card(&t->layout, v->trick_seat[0]), t->layout.unit);
}

int table_draw_standings(App *app, const Table *t, SDL_Rect p, int y, int hp, float row, MoucheChips start)
{
    const Shown *v = &t->mid.shown;
    const float u = t->layout.unit;
    int order[TABLE_SEATS_MAX];
    for (int s = 0; s < v->players; s++)
        order[s] = s;
    for (int i = 1; i < v->players; i++)
        for (int j = i; j > 0 && v->seat[order[j]].balance > v->seat[order[j - 1]].balance; j--) {
            int k = order[j];
            order[j] = order[j - 1];
            order[j - 1] = k;
        }
    char buf[64];
    for (int i = 0; i < v->players; i++) {
        int base = y + text_ascent(&app->text, FONT_SANS, hp);
        int s = order[i];
        const int rank = shown_rank(v, s);
        SDL_Color c = rank == 1 ? PAL_PAPER_GOLD : PAL_PAPER_INK;
        snprintf(buf, sizeof buf, "%d.", rank);
        text_draw(&app->text, FONT_SERIF_BOLD, hp, buf, c, p.x + (int)(u * 12), base, ALIGN_RIGHT, TEXT_BASELINE);
        text_draw(&app->text, s == 0 ? FONT_SERIF_BOLD : FONT_SERIF, hp, t->names[s], c, p.x + (int)(u * 15), base,
                  ALIGN_LEFT, TEXT_BASELINE);
        MoucheChips gain = v->seat[s].balance - start;
        snprintf(buf, sizeof buf, "%lld  (%+lld)", (long long)v->seat[s].balance, (long long)gain);
        text_draw(&app->text, FONT_SANS_BOLD, hp, buf, c, p.x + p.w - (int)(u * 8), base, ALIGN_RIGHT, TEXT_BASELINE);
        y += (int)(u * row);
    }
    return y;
}

void table_draw_cell(App *app, SDL_Rect p, const int *cols, int i, int top, int h, FontId font, int px, const char *s,
                     SDL_Color c, int y, TextAlign a, int flags)
{
    text_box_push(&app->text, ui_column_box(p, cols, i, 4, top, h));
    text_draw(&app->text, font, px, s, c, cols[i], y, a, flags);
    text_box_pop(&app->text);
}

/* ---- the human's hand ------------------------------------------------------------- */

static void draw_human_hand(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    const ShownSeat *vs = &t->mid.shown.seat[0];
    if (vs->hide_all)
        return;
    const bool folded = t->be->draw->folded && t->be->draw->folded(t, 0);
    if (vs->n == 0 && !folded && draw_played_hand(app, t, 0) > 0)
        return;
    const Layout *l = &t->layout;
    const bool waiting = table_human_waiting(app);
    const HandMode mode = waiting ? t->be->decide->hand_mode(t) : HAND_IDLE;
    const MoucheCardSet playable = mode == HAND_PLAY ? t->be->decide->playable(t) : ~0ull;
    const int hover = waiting ? table_card_at(t, app->mouse_x, app->mouse_y) : -1;
    for (int i = 0; i < vs->n; i++) {
        if ((vs->hide_mask >> i) & 1)
            continue;
        MoucheCard c = vs->cards[i];
        if (folded) {
            SDL_FRect r = t->be->draw->place_rect(t, midend_place(PL_SEAT, 0, i, 0), false, 0);
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 160, false, false);
            continue;
        }
        SDL_FRect r = table_card_rect(t, i);
        bool dim = c != MOUCHE_NO_CARD && !mouche_set_has(playable, c);
        if (i == hover && !dim && mode != HAND_IDLE)
            r.y -= l->card_h * 0.05f;
        /* a card that may not be played now is only dimmed: gold on grey read as "chosen" and "refused" at once */
        const bool received = c != MOUCHE_NO_CARD && mouche_set_has(vs->received, c) && !dim;
        if (received)
            r.y -= l->card_h * 0.08f; /* raised, and framed in gold below */
        draw_card_shadowed(app, c, BACK_BLUE, r, 0, 255, dim, false);
        if (received)
            ui_mark_ring(&cv, r);
        if (i == t->card_focus && mode != HAND_IDLE)
            ui_focus_ring(&cv, r);
    }
}

/* ---- header, hints, the last trick ------------------------------------------------ */

void table_draw_header(App *app, const Layout *l, const char *deal_line, int trump, const char *system)
{
    const SDL_FRect *h = &l->header;
    float u = l->unit, right = h->x + h->w, tx = l->text; /* its lines apart as the text grows */
    /* within the header's width (larger text: a seat's dealer token may stand just left of it) */
    const int deal_px = text_fit_px(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), deal_line, (int)h->w);
    text_draw(&app->text, FONT_SERIF_BOLD, deal_px, deal_line, PAL_INK, (int)right, (int)h->y, ALIGN_RIGHT, 0);
    if (trump >= 0) {
        const SDL_FRect disc = l->trump; /* "Trump:" a unit left of it */
        const char *word = tr(app, S_TRUMP_COLON); /* drawn smaller where it is longer than its room */
        const int px = text_fit_px(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), word, (int)(disc.x - u - h->x));
        text_draw(&app->text, FONT_SERIF_BOLD, px, word, PAL_INK, (int)(disc.x - u), (int)(h->y + 3.5f * u * tx),
                  ALIGN_RIGHT, 0);
        bool red = trump == SUIT_HEARTS || trump == SUIT_DIAMONDS;
        art_fill_round_rect(app->renderer, disc, disc.w / 2, PAL_SUIT_DISC);
        art_draw_suit(app->renderer, trump, disc.x + disc.w / 2, disc.y + disc.h / 2, u * 3,
                      red ? PAL_SUIT_RED : PAL_SUIT_BLACK);
    }
    if (system && *system) { /* the rule system played, under the trump */
        int px = text_fit_px(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.0f), system, (int)h->w);
        text_draw(&app->text, FONT_SERIF_ITALIC, px, system, PAL_SYSTEM, (int)right, (int)(h->y + 8.3f * u * tx),
                  ALIGN_RIGHT, 0);
    }
}

int table_footer_px(const Table *t)
{
    const int px = (int)(t->layout.unit * 1.6f);
    return px > TEXT_MIN_PX ? px : TEXT_MIN_PX;
}

SDL_Rect table_confirm_panel(App *app, const Table *t)
{
    const float u = t->layout.unit;
    int tw, th;
    text_size(&app->text, FONT_SANS_BOLD, (int)(u * 2.4f), tr(app, S_LEAVE_ASK), &tw, &th);
    const int w = tw + (int)(u * 8.f), h = (int)(u * 14.f);
    return (SDL_Rect){ (t->layout.w - w) / 2, (t->layout.h - h) / 2, w, h };
}

/* "Leave this hand? The game is saved." with Leave and Stay, over the table. */
static void draw_confirm(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const SDL_Rect p = table_confirm_panel(app, t);
    const float u = t->layout.unit;
    ui_panel(&cv, p, 240);
    text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 2.4f), tr(app, S_LEAVE_ASK), PAL_PANEL_TITLE, p.x + p.w / 2,
              p.y + (int)(u * 3.5f), ALIGN_CENTER, 1);
    ui_row_draw(&cv, &t->confirm, (int)(u * 2.2f));
}

/* "Click or Space: skip", while cards move, where the layout puts it (layout_footer); "Next: Enter
 * (not Space)" there while a summary's Next waits (Space skips, and presses no summary's button). */
static void draw_skip_hint(App *app, const Layout *l, StrId words)
{
    const SDL_FRect *r = &l->skip_hint;
    const char *s = tr_keys(app, words);
    int px = text_fit_px(&app->text, FONT_SANS, (int)(l->unit * 1.6f), s, (int)r->w);
    text_draw(&app->text, FONT_SANS, px, s, PAL_SKIP_HINT, (int)(r->x + r->w), (int)(r->y + r->h / 2), ALIGN_RIGHT, 1);
}

/* The last trick over the middle (key L), each card over its player's name. */
static void draw_last_trick(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const Layout *l = &t->layout;
    const Shown *v = &t->mid.shown;
    const int n = v->nlast;
    float u = l->unit;
    int px = (int)(u * 1.8f) > TEXT_MIN_PX ? (int)(u * 1.8f) : TEXT_MIN_PX;
    /* each card as wide apart as the longest name under it, the names on one line */
    int widest = 0;
    for (int i = 0; i < n; i++) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, px, t->names[v->last_seat[i]], &tw, &th);
        widest = tw > widest ? tw : widest;
    }
    float step = fmaxf(l->mid_w * 1.55f, (float)widest + u);
    float room = (float)l->w - 2.f * l->edge;
    float w = fminf(fmaxf(60.f * u, step * (float)n + 8.f * u), room);
    step = fminf(step, (w - 8.f * u) / (float)(n > 0 ? n : 1));
    SDL_Rect pr = { (int)(l->w / 2 - w / 2), (int)(l->centre.y - 16 * u), (int)w, (int)(32 * u) };
    ui_panel(&cv, pr, 245);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3), tr(app, S_LAST_TRICK), PAL_PANEL_TITLE, pr.x + pr.w / 2,
              pr.y + (int)u, ALIGN_CENTER, 0);
    for (int i = 0; i < n; i++) {
        SDL_FRect r = { (float)pr.x + (float)pr.w / 2 + ((float)i - (float)(n - 1) / 2) * step - l->mid_w / 2,
                        (float)pr.y + 6 * u, l->mid_w, l->mid_h };
        bool win = v->last_seat[i] == v->last_winner;
        if (win)
            draw_taker_mark(app, r, 0, u);
        art_draw_card(&app->cards, v->last_trick[i], BACK_BLUE, r, 0, 255, false, false);
        const char *who = t->names[v->last_seat[i]];
        int fit = text_fit_px(&app->text, FONT_SANS_BOLD, px, who, (int)(step - 0.5f * u));
        text_draw(&app->text, win ? FONT_SANS_BOLD : FONT_SANS, fit, who, win ? PAL_WINNER : PAL_PANEL_NAME,
                  (int)(r.x + r.w / 2), (int)(r.y + r.h + u), ALIGN_CENTER, 0);
    }
}

enum { PROMPT_LINES = 4 };

/* The prompt in as few lines as fit `width` (PROMPT_LINES at most), cut at spaces, and after
 * a sentence once the line is half full (a hint's or a refusal's sentences read one by one).
 * Returns the lines. */
static int split_prompt(App *app, const char *text, int px, int width, char lines[PROMPT_LINES][TABLE_MESSAGE_SIZE])
{
    int w, h;
    int n = 0;
    const char *p = text;
    while (*p && n < PROMPT_LINES) {
        const bool last_line = n == PROMPT_LINES - 1;
        text_size(&app->text, FONT_SERIF_ITALIC, px, p, &w, &h);
        size_t take = strlen(p); /* bytes of p on this line: all of it if it fits */
        if (w > width && !last_line) {
            take = 0;
            for (size_t end = 0;; end++) {
                while (p[end] && p[end] != ' ')
                    end++;
                char try_line[TABLE_MESSAGE_SIZE];
                snprintf(try_line, sizeof try_line, "%.*s", (int)end, p);
                text_size(&app->text, FONT_SERIF_ITALIC, px, try_line, &w, &h);
                if (take > 0 && w > width)
                    break; /* the word goes to the next line */
                take = end;
                const bool sentence = end > 0 && (p[end - 1] == '.' || p[end - 1] == '!');
                if (!p[end] || (sentence && w * 2 >= width))
                    break;
            }
        }
        snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%.*s", (int)take, p);
        p += take;
        while (*p == ' ')
            p++;
    }
    return n;
}

int table_draw_note(App *app, FontId font, int px, const char *s, SDL_Color ink, int cx, int y, int width, bool bottom)
{
    int w, h;
    text_size(&app->text, font, px, s, &w, &h);
    char line[2][TABLE_MESSAGE_SIZE];
    int n = 1;
    snprintf(line[0], sizeof line[0], "%s", s);
    if (w > width) { /* the space whose cut leaves the two halves nearest in width */
        const char *best = NULL;
        int best_gap = 0;
        for (const char *c = strchr(s, ' '); c; c = strchr(c + 1, ' ')) {
            int lw, rw;
            snprintf(line[0], sizeof line[0], "%.*s", (int)(c - s), s);
            text_size(&app->text, font, px, line[0], &lw, &h);
            text_size(&app->text, font, px, c + 1, &rw, &h);
            if (!best || abs(lw - rw) < best_gap) {
                best = c;
                best_gap = abs(lw - rw);
            }
        }
        if (best) {
            snprintf(line[0], sizeof line[0], "%.*s", (int)(best - s), s);
            snprintf(line[1], sizeof line[1], "%s", best + 1);
            n = 2;
        }
    }
    for (int i = 0; i < n; i++) {
        const int fit = text_fit_px(&app->text, font, px, line[i], width);
        px = fit < px ? fit : px;
    }
    text_size(&app->text, font, px, line[0], &w, &h);
    const int top = bottom ? y - n * h : y;
    for (int i = 0; i < n; i++)
        text_draw(&app->text, font, px, line[i], ink, cx, top + i * h, ALIGN_CENTER, 0);
    return n * h;
}

void table_draw_parts(App *app, const MoucheChips *parts, const StrId *words, int n, int counted, int count, int x,
                      int y, int w, int h, int px)
{
    char out[TABLE_MESSAGE_SIZE];
    size_t len = 0;
    out[0] = 0;
    for (int r = 0; r < n && len < sizeof out; r++) {
        const bool told = r == counted && count > 0;
        if (!words[r] || (!parts[r] && !told))
            continue;
        char word[96];
        /* the counted part's word a plural (ngettext): "1 trick", "2 tricks" */
        snprintf(word, sizeof word, r == counted ? i18n_nget(app_lang(app), words[r], count) : tr(app, words[r]),
                 count);
        len += (size_t)snprintf(out + len, sizeof out - len, "%s%s %+lld", len ? " · " : "", word, (long long)parts[r]);
    }
    if (!out[0])
        return;
    /* the box, not a line of px at 100 %: text_draw grows the words back from px towards the text size
     * as far as the box holds them (a box of px's height held them at 100 %, whatever the setting) */
    const SDL_Rect line = { x, y, w, h };
    int tw = 0, th = 0;
    text_size(&app->text, FONT_SERIF_ITALIC, px, out, &tw, &th);
    const int drawn = text_scaled_px(&app->text, px);
    /* smaller than px only where the line at 100 % is wider than the box (its width at px: tw * px / drawn) */
    const int ask = (long)tw * px > (long)w * drawn ? text_fit_px(&app->text, FONT_SERIF_ITALIC, px, out, w) : px;
    text_box_push(&app->text, line);
    text_draw(&app->text, FONT_SERIF_ITALIC, ask, out, PAL_PAPER_INK, x, y, ALIGN_LEFT, 0);
    text_box_pop(&app->text);
}

/* The prompt's lines in the widest room clear of `keep` that holds them all (layout_prompt_room);
 * 0 if none does. */
static int fit_prompt(App *app, const Layout *l, const char *prompt, int px, const SDL_FRect *keep, int nkeep,
                      char lines[PROMPT_LINES][TABLE_MESSAGE_SIZE])
{
    const float u = l->unit;
    int lh = 0, tw = 0;
    text_size(&app->text, FONT_SERIF_ITALIC, px, prompt, &tw, &lh);
    for (int room_lines = 1; room_lines <= PROMPT_LINES; room_lines++) {
        const SDL_FRect room = layout_prompt_room(l, keep, nkeep, room_lines, (float)lh);
        const int width = (int)(room.w - 4.f * u);
        const int n = split_prompt(app, prompt, px, width, lines);
        int last_w = 0;
        text_size(&app->text, FONT_SERIF_ITALIC, px, lines[n > 0 ? n - 1 : 0], &last_w, &lh);
        if (n <= room_lines && last_w <= width) /* the last line takes the rest: it must fit too */
            return n;
    }
    return 0;
}

/* The prompt in lines as wide as the window's prompt line, the last of which took the rest
 * however long: smaller words where it would run out of the window (a French hint at 150 %
 * on 1024x640 did), down to the smallest size text is drawn at. */
static int split_whole_width(App *app, const char *prompt, int *px, int width,
                             char lines[PROMPT_LINES][TABLE_MESSAGE_SIZE])
{
    for (;;) {
        const int n = split_prompt(app, prompt, *px, width, lines);
        int last_w = 0, lh = 0;
        text_size(&app->text, FONT_SERIF_ITALIC, *px, lines[n > 0 ? n - 1 : 0], &last_w, &lh);
        if (last_w <= width || *px <= TEXT_MIN_PX)
            return n;
        (*px)--;
    }
}

/* ---- the hint's box ---------------------------------------------------------------------- */

/* as many lines as a message has words at most: a word on each line of the narrowest box */
enum { HINT_TEXT_LINES = TABLE_MESSAGE_SIZE / 2 };

typedef struct {
    short start[HINT_TEXT_LINES], len[HINT_TEXT_LINES]; /* each line, a part of the text */
    bool opens[HINT_TEXT_LINES]; /* the line begins a sentence */
    int n;
} HintLines;

/* The hint in lines at most `width` wide at px, cut at spaces, and after a sentence once the line is
 * half full (its sentences read one by one); a word wider than the line has one of its own. */
static void hint_wrap(App *app, const char *text, int px, int width, HintLines *out)
{
    out->n = 0;
    const char *p = text;
    bool opens = true;
    while (*p && out->n < HINT_TEXT_LINES) {
        size_t take = 0;
        for (size_t end = 0;; end++) {
            while (p[end] && p[end] != ' ')
                end++;
            char tried[TABLE_MESSAGE_SIZE];
            snprintf(tried, sizeof tried, "%.*s", (int)end, p);
            int w = 0, h = 0;
            text_size(&app->text, FONT_SERIF_ITALIC, px, tried, &w, &h);
            if (take > 0 && w > width)
                break; /* the word goes to the next line */
            take = end;
            const char last = end > 0 ? p[end - 1] : 0;
            if (!p[end] || ((last == '.' || last == '!' || last == '?') && w * 2 >= width))
                break;
        }
        out->start[out->n] = (short)(p - text);
        out->len[out->n] = (short)take;
        out->opens[out->n++] = opens;
        const char last = take > 0 ? p[take - 1] : 0;
        opens = last == '.' || last == '!' || last == '?';
        p += take;
        while (*p == ' ')
            p++;
    }
}

/* The first line of each page of `per` lines into first[] (a page ends before a sentence that would
 * not end on it, where one begins on it after its first line); returns the pages. */
static int hint_paginate(const HintLines *hl, int per, int first[HINT_TEXT_LINES + 1])
{
    int pages = 0;
    for (int at = 0; at < hl->n && pages < HINT_TEXT_LINES;) {
        first[pages++] = at;
        int next = at + per;
        if (next < hl->n && !hl->opens[next])
            for (int j = next - 1; j > at; j--)
                if (hl->opens[j]) {
                    next = j;
                    break;
                }
        at = next;
    }
    first[pages] = hl->n;
    return pages;
}

/* The hint in its own box, a page at a time (hint_box.h): of one to HINT_LINES_MAX lines, the box that
 * shows it in the fewest pages (of those, the lowest), its words at the prompt's size whatever the
 * room, a page's number and the key to the next at its foot's right where there are more. Returns
 * false where the table leaves no room for it (test_layout checks there always is). */
static bool draw_hint(App *app, Table *t)
{
    const Layout *l = &t->layout;
    const float u = l->unit;
    const int px = (int)(u * 2.6f), small = (int)(u * 2.0f);
    int th = 0, tw = 0;
    text_size(&app->text, FONT_SERIF_ITALIC, px, "Ag", &tw, &th);
    SDL_FRect keep[LAYOUT_TEXTS_MAX];
    const int nkeep = table_texts(t, keep, LAYOUT_TEXTS_MAX);
    const bool trick = t->be->decide->hand_mode(t) == HAND_PLAY;
    HintLines hl;
    int first[HINT_TEXT_LINES + 1];
    SDL_FRect box = { 0, 0, 0, 0 };
    int best_pages = 0, best_lines = 0, paged = 0;
    /* first a page of every line of the box; if more than one is needed, the box's last line holds
     * "1/3 · more (?)", and the words keep the box's whole width (beside them it took half a narrow one) */
    for (;;) {
        best_pages = 0;
        for (int lines = 1 + paged; lines <= HINT_LINES_MAX; lines++) {
            const SDL_FRect room = hint_room(l, keep, nkeep, lines, (float)th, trick);
            if (room.w <= 0.f)
                continue;
            hint_wrap(app, t->message, px, (int)(room.w - 2.f * HINT_INSET * u), &hl);
            const int pages = hint_paginate(&hl, lines - paged, first);
            if (best_pages == 0 || pages < best_pages) {
                best_pages = pages;
                best_lines = lines;
                box = room;
            }
        }
        if (best_pages <= 1 || paged == 1)
            break;
        paged = 1;
    }
    if (best_pages == 0)
        return false;
    hint_wrap(app, t->message, px, (int)(box.w - 2.f * HINT_INSET * u), &hl);
    const int text_lines = best_lines - paged;
    const int pages = hint_paginate(&hl, text_lines, first);
    t->hint_pages = pages;
    const int page = t->hint_page % pages;
    /* a page shorter than the box: the box as high as its lines, at its foot */
    const int shown = first[page + 1] - first[page];
    box.y += (float)(th * (text_lines - shown));
    box.h -= (float)(th * (text_lines - shown));
    const float cx = box.x + box.w / 2, top = box.y + 0.3f * u;
    SDL_Color bgc = PAL_PROMPT_BG;
    bgc.a = 225; /* nearly opaque: it lies over the felt, never over words */
    art_fill_round_rect(app->renderer, box, (float)th / 2 + u * 0.3f, bgc);
    for (int i = 0; i < shown; i++) {
        const int at = first[page] + i;
        char line[TABLE_MESSAGE_SIZE];
        snprintf(line, sizeof line, "%.*s", hl.len[at], t->message + hl.start[at]);
        text_draw(&app->text, FONT_SERIF_ITALIC, px, line, PAL_MESSAGE, (int)cx, (int)top + th * i, ALIGN_CENTER, 0);
    }
    if (pages > 1) {
        char more[64];
        snprintf(more, sizeof more, tr(app, S_HINT_MORE), page + 1, pages);
        text_draw(&app->text, FONT_SANS, small, more, PAL_INK, (int)(box.x + box.w - HINT_INSET * u),
                  (int)(box.y + box.h - 0.3f * u - (float)th / 2), ALIGN_RIGHT, 1);
    }
    return true;
}

/* The prompt line: the human's decision, whom the table waits for, or a message. */
static void draw_prompt(App *app, Table *t, double now)
{
    const Layout *l = &t->layout;
    const float u = l->unit;
    char buf[200];
    const char *prompt = NULL;
    int seat = -1;
    const bool waiting = table_human_waiting(app);
    if (t->replay) { /* nobody thinks: the moves are the transcript's */
        const char *slash = strrchr(app->opt.replay ? app->opt.replay : "", '/');
        snprintf(buf, sizeof buf, tr(app, S_REPLAY_PROMPT),
                 slash             ? slash + 1
                 : app->opt.replay ? app->opt.replay
                                   : "",
                 (int)t->replay_next, (int)t->replay->count);
        prompt = buf;
    } else if (waiting) {
        prompt = t->be->draw->prompt(app, t, buf, sizeof buf);
    } else if (midend_idle(&t->mid) && !guide_showing(&t->guide) && t->be->decide->turn(t, &seat) == TURN_DECIDE &&
               seat > 0) { /* while a guide's note is up the table waits for the player to read it: nobody thinks */
        snprintf(buf, sizeof buf, tr(app, S_WAIT), name_words(app_lang(app), t->who[seat], t->names[seat], NAME_START));
        prompt = buf;
    }
    /* why a dimmed card under the mouse cannot be played: the engine's note, in words */
    char why[TABLE_MESSAGE_SIZE];
    const int hover = waiting ? table_card_at(t, app->mouse_x, app->mouse_y) : -1;
    const MoucheCard hovered = hover >= 0 ? t->mid.shown.seat[0].cards[hover] : MOUCHE_NO_CARD;
    bool telling = t->message_until > now && t->message[0];
    if (telling) {
        prompt = t->message;
    } else if (hovered != MOUCHE_NO_CARD && t->be->decide->hand_mode(t) == HAND_PLAY &&
               !mouche_set_has(t->be->decide->playable(t), hovered)) {
        MouchePlayNote note;
        t->be->decide->explain_play(t, hovered, &note);
        card_words_refusal(app_lang(app), &note, why, sizeof why);
        prompt = why;
        telling = true;
    }
    if (!prompt)
        return;
    if (telling && prompt == t->message && t->message_hint && draw_hint(app, t))
        return;
    int px = (int)(u * 2.6f);
    char lines[PROMPT_LINES][TABLE_MESSAGE_SIZE];
    /* a second line goes up, over the table, not down over the buttons: in a box narrowed as much as
     * the words of the seats and the middle beside it need (a hint's lines then number more) */
    SDL_FRect keep[LAYOUT_TEXTS_MAX];
    int nlines = fit_prompt(app, l, prompt, px, keep, table_texts(t, keep, LAYOUT_TEXTS_MAX), lines);
    if (nlines == 0) /* no room clear of the middle's labels too: clear of the seats' words at least */
        nlines = fit_prompt(app, l, prompt, px, keep, layout_texts(l, false, keep, LAYOUT_TEXTS_MAX), lines);
    if (nlines == 0) /* too long for any room clear of the words: the whole prompt line's width */
        nlines = split_whole_width(app, prompt, &px, (int)l->message.w, lines);
    if (nlines == 0)
        return;
    int th = 0, tw = 0;
    for (int i = 0; i < nlines; i++) {
        int w, h;
        text_size(&app->text, FONT_SERIF_ITALIC, px, lines[i], &w, &h);
        tw = w > tw ? w : tw;
        th = h;
    }
    const float top = l->message.y - (float)(th * (nlines - 1));
    SDL_FRect bg = { l->message.x + l->message.w / 2 - (float)tw / 2 - u * 2, top, (float)tw + u * 4,
                     (float)(th * nlines) + u * 0.6f };
    /* one line: the pill of old; more: rounded corners as high as a line, and the box nearly
     * opaque, since it goes up over the table's labels (which would show through its words) */
    SDL_Color bgc = PAL_PROMPT_BG;
    if (nlines > 1)
        bgc.a = 225;
    art_fill_round_rect(app->renderer, bg, nlines == 1 ? bg.h / 2 : (float)th / 2 + u * 0.3f, bgc);
    for (int i = 0; i < nlines; i++)
        text_draw(&app->text, FONT_SERIF_ITALIC, px, lines[i], telling ? PAL_MESSAGE : PAL_INK,
                  (int)(l->message.x + l->message.w / 2), (int)(top + u * 0.3f) + th * i, ALIGN_CENTER, 0);
}

static void draw_header(App *app, Table *t)
{
    char line[160] = "";
    const char *system = NULL;
    t->be->draw->header(app, t, line, sizeof line, &system);
    if (guide_names_deal(&t->guide, t->mid.shown.deal_no)) /* the lesson, not "Hand 1 of 2" */
        snprintf(line, sizeof line, "%s", tr(app, S_GUIDE_TITLE));
    char practice[160];
    if (app->settings.practice) { /* shown while on: these hands are not counted */
        snprintf(practice, sizeof practice, system ? "%s · %s" : "%s%s", system ? system : "", tr(app, S_PRACTICE));
        system = practice;
    }
    table_draw_header(app, &t->layout, line, t->mid.shown.trump, system);
    const Canvas cv = app_canvas(app);
    ui_row_draw(&cv, &t->footer, table_footer_px(t));
}

/* What lies over the table: a tip, the last trick, the summary, the log, the rules. */
static void draw_summary(App *app, Table *t)
{
    (table_standings_shown(t) ? t->be->draw->gameend_draw : t->be->draw->summary_draw)(app, t);
}

void table_draw_summary_dry(App *app, Table *t)
{
    DrawProbe probe;
    draw_probe_begin(app->renderer, &probe);
    draw_summary(app, t);
    draw_probe_end(app->renderer);
}

static void draw_over(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    const Layout *l = &t->layout;
    const float u = l->unit;
    /* what a part of the middle of the table is, under the mouse */
    if (t->hover_zone > 0 && t->be->draw->zone_tip && !table_summary_visible(app))
        ui_bubble(&cv, (float)app->mouse_x, (float)app->mouse_y - u, 0, tr(app, t->be->draw->zone_tip(t->hover_zone)),
                  1.f);
    if (table_summary_visible(app))
        draw_summary(app, t);
    if (review_showing(t))
        review_draw(app, t);
    const bool last = table_last_trick_open(t);
    if (last) /* over the summary too: the hand's last trick, which hides the summary's buttons */
        draw_last_trick(app, t);
    if (!last || !table_summary_visible(app)) /* (they take no click or key then: table.c) */
        ui_row_draw_span(&cv, &t->overlay, t->overlay_corner, t->overlay.n, (int)(u * 2.2f));
    if (t->confirm_leave)
        draw_confirm(app, t);
}

/* The corner's buttons and the panels they open: a part of their own, so that the summary's
 * part covers its panel alone (not the window from this corner to the panel's). */
static void draw_corner(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    ui_row_draw_span(&cv, &t->overlay, 0, t->overlay_corner, (int)(t->layout.unit * 2.2f));
    log_panel_draw(app, t);
    if (t->show_rules)
        quick_rules_draw(app, t);
}

void table_draw_part(App *app, Table *t, int part, double now)
{
    const Canvas cv = app_canvas(app);
    switch (part) {
    case LAYER_CENTRE: t->be->draw->draw_centre(app, t, now); break;
    case LAYER_HAND: draw_human_hand(app, t); break;
    case LAYER_HEADER: draw_header(app, t); break;
    case LAYER_PROMPT: draw_prompt(app, t, now); break;
    case LAYER_BUTTONS: ui_row_draw(&cv, &t->buttons, (int)(t->layout.unit * 2.2f)); break;
    case LAYER_SKIP_HINT:
        if (!midend_idle(&t->mid) && !guide_showing(&t->guide) && table_pace(app) > 0 && table_pace(app) < 1.5)
            draw_skip_hint(app, &t->layout, S_SKIP_HINT);
        else if (table_summary_next_waits(app, t))
            draw_skip_hint(app, &t->layout, S_NEXT_KEYS);
        break;
    case LAYER_OVER: draw_over(app, t); break;
    case LAYER_CORNER: draw_corner(app, t); break;
    default:
        if (part - LAYER_SEAT0 < t->mid.shown.players)
            t->be->draw->draw_seat(app, t, part - LAYER_SEAT0);
    }
}
