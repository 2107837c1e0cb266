/* The table's layout, without a window: for both games, every table size and
 * a range of window sizes, the dealer's token (at each seat in turn) and the
 * key hint "L: last trick" do not meet, the token stays inside the window and
 * out of the header (deal number, trump) and the other seats' panels, and
 * covers neither its own seat's name nor its status (measured with the game's
 * fonts), and the hint clears the seats' panels, the human's hand and pile,
 * the prompt and buttons, and La Bête's middle. And the title screen's layout
 * at every window size: the fly clear of the frame, the menu inside it. */
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bete_game.h"
#include "bete_layout.h"
#include "guide.h"
#include "hint_box.h"
#include "i18n.h"
#include "i18n_catalogs.h"
#include "layout.h"
#include "mouche_game.h"
#include "title_layout.h"
#include "ui.h"
#include "mouche/ai.h"

#ifndef FONT_DIR
#define FONT_DIR "fonts"
#endif

/* layout_token's only need from render_cards.c (not exercised here) */
float art_token_aspect(TokenKind kind)
{
    (void)kind;
    return 1.f;
}

static int failures;

static bool meet(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void apart(const char *game, int w, int h, int players, const char *what, SDL_FRect a, const char *other,
                  SDL_FRect b)
{
    if (!meet(a, b))
        return;
    failures++;
    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) meets %s (%.0f,%.0f %.0fx%.0f)\n", game, players, w,
           h, what, a.x, a.y, a.w, a.h, other, b.x, b.y, b.w, b.h);
}

static void inside(const char *game, int w, int h, int players, const char *what, SDL_FRect a)
{
    if (a.x >= 0 && a.y >= 0 && a.x + a.w <= (float)w && a.y + a.h <= (float)h)
        return;
    failures++;
    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves the window\n", game, players, w, h, what, a.x,
           a.y, a.w, a.h);
}

/* The dealer's token is a disc seen at an angle: the ellipse its picture fills in its square. */
static bool token_meets(SDL_FRect d, SDL_FRect r)
{
    float cx = d.x + d.w * 0.5f, cy = d.y + d.h * 0.5f, rx = d.w * 0.46f, ry = d.h * 0.45f;
    float nx = cx < r.x ? r.x : cx > r.x + r.w ? r.x + r.w : cx;
    float ny = cy < r.y ? r.y : cy > r.y + r.h ? r.y + r.h : cy;
    float dx = (nx - cx) / rx, dy = (ny - cy) / ry;
    return dx * dx + dy * dy < 1.f;
}

/* A line of text as the tables draw it (text_draw: x, y its box's top left or top right), from its
 * capitals' top to its descenders' bottom, as wide as the font sets it. */
static SDL_FRect text_rect(TTF_Font *f, const char *s, float x, float y, bool right)
{
    int tw = 0, th = 0, minx, maxx, miny, maxy, adv;
    TTF_SizeUTF8(f, s, &tw, &th);
    TTF_GlyphMetrics(f, 'H', &minx, &maxx, &miny, &maxy, &adv);
    float top = (float)(TTF_FontAscent(f) - maxy);
    float x0 = right ? (float)(int)x - (float)tw : (float)(int)x;
    return (SDL_FRect){ x0, (float)(int)y + top, (float)tw, (float)(TTF_FontAscent(f) - TTF_FontDescent(f)) - top };
}

enum { FONTS_SERIF_BOLD, FONTS_SANS_BOLD, FONTS_SERIF_ITALIC, FONTS_SANS, FONTS_SERIF, FONTS_KINDS };
static const char *const font_files[FONTS_KINDS] = { FONT_DIR "/serif-bold.ttf", FONT_DIR "/sans-bold.ttf",
                                                     FONT_DIR "/serif-italic.ttf", FONT_DIR "/sans-regular.ttf",
                                                     FONT_DIR "/serif-regular.ttf" };

/* The text size being checked, in percent (the settings' 100, 125, 150): every size the tables ask
 * for is drawn that much larger (text_scaled_px), and measured so here. */
static int text_pct = 100;
/* What larger text does not yet hold, told as OPEN and counted apart (issue 42's text size, left open):
 * the guide's notes, and a hint's prompt of three lines beside a seat's words (1280x800, 4 and 5
 * players). At 100 % they are failures as ever. */
static int open_count;

static bool still_open(bool known)
{
    if (text_pct > 100 && known) {
        open_count++;
        return true;
    }
    failures++;
    return false;
}

/* apart, or where known (what larger text does not yet hold) told as OPEN and counted apart */
static void apart_known(bool known, const char *game, int w, int h, int players, const char *what, SDL_FRect a,
                        const char *other, SDL_FRect b)
{
    if (!meet(a, b) || !known || text_pct == 100) {
        apart(game, w, h, players, what, a, other, b);
        return;
    }
    still_open(true);
    printf("OPEN: %s, %d players, %dx%d: %s meets %s\n", game, players, w, h, what, other);
}

static TTF_Font *font_at(int kind, int px)
{
    static TTF_Font *cache[FONTS_KINDS][400];
    px = (px * text_pct + 50) / 100;
    if (px < 1 || px >= 400)
        return NULL;
    if (!cache[kind][px]) {
        cache[kind][px] = TTF_OpenFont(font_files[kind], px);
        if (!cache[kind][px]) {
            printf("FAIL: cannot open %s: %s\n", font_files[kind], TTF_GetError());
            exit(1);
        }
    }
    return cache[kind][px];
}

/* The size text_fit_px gives: the largest up to px, down to TEXT_MIN_PX (12, before the scale), at which s is
 * at most max_w wide. */
static int fit_px(int kind, int px, const char *s, float max_w)
{
    for (; px > 12; px--) {
        int tw = 0, th = 0;
        TTF_SizeUTF8(font_at(kind, px), s, &tw, &th);
        if ((float)tw <= (float)(int)max_w)
            break;
    }
    return px;
}

/* Every seat's own words as the tables draw them where the layout puts them (table_draw.c, the games'
 * draw_seat): the name (every persona's, the human's), the AI's temper and level, the status (La
 * Mouche's folded, stands and exchanged 0 to 5; La Bete's passes, and plays or contre on a pill), the
 * chip count and the word "chips" under it, the count of its tricks ("1 trick" to "5 tricks"), in every
 * language: each inside the window, all but the human's trick count (bottom right) inside the seat's
 * panel, and apart from each other (issue 42, at 150 %: "passe" lay on the name, "1 levee" on the
 * chips). The temper and the status share a line where both fit (else the status alone is drawn). */
enum { WORD_NAME, WORD_TEMPER, WORD_STATUS, WORD_BALANCE, WORD_CHIPS, WORD_TRICKS, WORD_KINDS, SEAT_WORDS = 128 };

static int seat_words(const char *game, const Layout *l, int s, SDL_FRect *r, int *kind, char (*said)[64])
{
    static const StrId tempers[] = { S_TEMPER_0, S_TEMPER_1, S_TEMPER_2 },
                       levels[] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
    const SeatLayout *sl = &l->seat[s];
    const SDL_FRect p = sl->panel, st = sl->status;
    const float u = l->unit, tx = l->text, right = st.x + st.w - 0.6f * u;
    const bool bete = strcmp(game, "La Bete") == 0;
    int n = 0;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        const Lang lg = test_lang((LangId)lang);
        char word[64];
        /* the name */
        for (int i = 0; i < (s == 0 ? 1 : MOUCHE_PERSONA_COUNT) && lang < (s == 0 ? LANG_COUNT : 1); i++) {
            const char *name = s == 0 ? i18n_get(lg, S_YOU) : mouche_ai_persona(i).name;
            TTF_Font *f = font_at(FONTS_SERIF_BOLD, fit_px(FONTS_SERIF_BOLD, (int)(u * 2.6f), name, sl->name.w));
            r[n] = text_rect(f, name, p.x + u * 1.5f, p.y + u * 0.6f * tx, false);
            kind[n] = WORD_NAME;
            snprintf(said[n++], 64, "%s", name);
        }
        /* the temper and level of an AI */
        for (int i = 0; i < 12 && s > 0; i++) {
            snprintf(word, sizeof word, "%s \xc2\xb7 %s", i18n_get(lg, tempers[i % 3]), i18n_get(lg, levels[i / 3]));
            r[n] = text_rect(font_at(FONTS_SERIF_ITALIC, (int)(u * 1.9f)), word, p.x + u * 1.5f, st.y, false);
            kind[n] = WORD_TEMPER;
            snprintf(said[n++], 64, "%s", word);
        }
        /* the status, at its largest (beside a temper it may be drawn smaller) */
        for (int j = 0; j < (bete ? 3 : 8); j++) {
            TTF_Font *f = font_at(FONTS_SANS_BOLD, (int)(u * 1.8f));
            if (bete && j > 0) {
                snprintf(word, sizeof word, "%s", i18n_get(lg, j == 1 ? S_TAG_PLAYS : S_TAG_CONTRE));
                int tw = 0, th = 0;
                TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, (int)(u * 2.1f)), word, &tw, &th);
                r[n] = (SDL_FRect){ right - (float)tw - u * 0.6f, st.y, (float)tw + u * 1.2f, (float)th };
            } else {
                if (bete)
                    snprintf(word, sizeof word, "%s", i18n_get(lg, S_TAG_PASSES));
                else if (j < 2)
                    snprintf(word, sizeof word, "%s", i18n_get(lg, j == 0 ? S_FOLDED : S_STOOD));
                else
                    snprintf(word, sizeof word, i18n_get(lg, S_EXCHANGED), j - 2);
                r[n] = text_rect(f, word, right, st.y, true);
            }
            kind[n] = WORD_STATUS;
            snprintf(said[n++], 64, "%s", word);
        }
        /* the chip count at its widest, and "chips" under it */
        for (int i = 0; i < 2 && lang == 0; i++) {
            const char *count = i ? "-1000" : "10000";
            r[n] = text_rect(font_at(FONTS_SANS_BOLD, (int)(u * 2.8f)), count, sl->balance.x + sl->balance.w,
                             sl->balance.y, true);
            kind[n] = WORD_BALANCE;
            snprintf(said[n++], 64, "%s", count);
        }
        r[n] = text_rect(font_at(FONTS_SANS, (int)(u * 1.6f)), i18n_get(lg, S_CHIPS),
                         sl->chips_word.x + sl->chips_word.w, sl->chips_word.y, true);
        kind[n] = WORD_CHIPS;
        snprintf(said[n++], 64, "%s", i18n_get(lg, S_CHIPS));
        /* the trick count, as pile_words places it */
        const SDL_FRect line = layout_pile_label(l, s);
        for (int k = 1; k <= 5; k++) {
            snprintf(word, sizeof word, i18n_nget(lg, S_TRICKS_N, k), k);
            TTF_Font *f = font_at(FONTS_SANS_BOLD, fit_px(FONTS_SANS_BOLD, (int)(u * 1.8f), word, line.w));
            int tw = 0, th = 0;
            TTF_SizeUTF8(f, word, &tw, &th);
            r[n] = text_rect(f, word, line.x + line.w / 2 - (float)(tw / 2), line.y, false);
            kind[n] = WORD_TRICKS;
            snprintf(said[n++], 64, "%s", word);
        }
    }
    return n;
}

/* The dealer's token of a seat covers none of that seat's own words: its name (every persona's, the
 * human's "You"/"Vous") and its status (seat_words), in every language. */
static void own_words(const char *game, const Layout *l, int w, int h, int players, int s, SDL_FRect d)
{
    SDL_FRect r[SEAT_WORDS];
    int kind[SEAT_WORDS];
    char said[SEAT_WORDS][64];
    const int n = seat_words(game, l, s, r, kind, said);
    for (int i = 0; i < n; i++)
        if ((kind[i] == WORD_NAME || kind[i] == WORD_STATUS) && token_meets(d, r[i])) {
            failures++;
            printf("%s: %s, %d players, %dx%d: seat %d's dealer token (%.0f,%.0f %.0fx%.0f) covers its %s '%s' "
                   "(%.0f,%.0f %.0fx%.0f)\n",
                   "FAIL", game, players, w, h, s, d.x, d.y, d.w, d.h, kind[i] == WORD_NAME ? "name" : "status",
                   said[i], r[i].x, r[i].y, r[i].w, r[i].h);
        }
}

/* Where no seat could move off the header's corner (seven at larger text; six at larger text in a
 * 16:10 window, where the middle would narrow), the header goes along the top: the notice banner, a
 * seat's bubble or (at seven) a panel may then meet it (left open, counted apart). */
static bool header_open(const Layout *l, int players)
{
    return players == 7 || l->header.x + l->header.w < (float)l->w - l->edge - 0.5f * l->unit;
}

static void check(const char *game, const BeteLayout *bl, int w, int h, int players)
{
    const Layout *l = &bl->base;
    char name[64];
    SDL_FRect hint = l->hint;
    inside(game, w, h, players, "the hint", hint);
    apart(game, w, h, players, "the hint", hint, "the header", l->header);
    apart(game, w, h, players, "the hint", hint, "the prompt", l->message);
    apart(game, w, h, players, "the hint", hint, "the buttons", l->buttons);
    /* the human's pile of five tricks, with its count under it */
    SDL_FRect pile = layout_pile(l, 0);
    pile.y -= 2.f * l->unit;
    pile.w += 2.f * l->unit;
    pile.h += 4.8f * l->unit;
    apart(game, w, h, players, "the hint", hint, "the human's pile", pile);
    for (int n = 1; n <= 6; n++)
        for (int i = 0; i < n; i++)
            apart(game, w, h, players, "the hint", hint, "the human's hand", layout_hand_card(l, 0, i, n));
    for (int s = 0; s < players; s++) {
        snprintf(name, sizeof name, "seat %d's panel", s);
        apart(game, w, h, players, "the hint", hint, name, l->seat[s].panel);
        SDL_FRect d = layout_dealer_marker(l, s);
        snprintf(name, sizeof name, "seat %d's dealer token", s);
        apart(game, w, h, players, name, d, "the hint", hint);
        apart(game, w, h, players, name, d, "the header", l->header);
        inside(game, w, h, players, name, d);
        own_words(game, l, w, h, players, s, d);
        /* the token's disc on no other seat's panel, at every text size (issue 42: at six players and 125 or
         * 150 % it lay on the panel of the seat under its own) */
        for (int o = 0; o < players; o++)
            if (o != s) {
                char other[64];
                snprintf(other, sizeof other, "seat %d's panel", o);
                apart(game, w, h, players, name, d, other, l->seat[o].panel);
            }
    }
    /* the notice banner at its tallest: clear of the player's cards, prompt, buttons and panel,
     * of the Menu button (top left: 1.5 units in, its word and a square of 4 or so) and the header */
    const SDL_Rect nr = title_notice_room(w, h);
    const SDL_FRect room = { (float)nr.x, (float)nr.y, (float)nr.w, (float)nr.h };
    const SDL_FRect menu = { 0, 0, l->unit * 14.f, l->unit * 7.f };
    inside(game, w, h, players, "the notice", room);
    apart(game, w, h, players, "the notice", room, "the buttons", l->buttons);
    apart(game, w, h, players, "the notice", room, "the prompt", l->message);
    apart(game, w, h, players, "the notice", room, "the human's panel", l->seat[0].panel);
    apart_known(header_open(l, players), game, w, h, players, "the notice", room, "the header", l->header);
    apart(game, w, h, players, "the notice", room, "the Menu button", menu);
    for (int n = 1; n <= 6; n++)
        for (int i = 0; i < n; i++)
            apart(game, w, h, players, "the notice", room, "the human's hand", layout_hand_card(l, 0, i, n));
    if (bl->region.w > 0) {
        const SDL_FRect middle[] = { bl->dish, bl->stakes, bl->plaques, bl->talon, bl->turned, bl->voided, bl->queue };
        for (size_t i = 0; i < sizeof middle / sizeof middle[0]; i++)
            apart(game, w, h, players, "the hint", hint, "the middle of La Bete", middle[i]);
    }
}

/* The header (the deal's line, "Trump:" and the trump's disc, top right; both games draw it) clear of
 * every seat: its panel, its name's line and its name as drawn (every persona's, in every language), its
 * speech bubble at its longest; "Trump:" in every language inside the header, left of the disc (issue 42,
 * at 150 % and six players "Atout :" lay on the top right seat's name). */
static void check_header(const char *game, const Layout *l, int w, int h, int players)
{
    const SDL_FRect parts[] = { l->header, l->trump };
    const char *const part_names[] = { "the header", "the trump's disc" };
    SDL_FRect r[SEAT_WORDS];
    int kind[SEAT_WORDS];
    char said[SEAT_WORDS][64], what[96];
    const bool open = header_open(l, players);
    for (int p = 0; p < 2; p++)
        for (int s = 0; s < players; s++) {
            snprintf(what, sizeof what, "seat %d's panel", s);
            apart_known(open, game, w, h, players, part_names[p], parts[p], what, l->seat[s].panel);
            snprintf(what, sizeof what, "seat %d's name line", s);
            apart_known(open, game, w, h, players, part_names[p], parts[p], what, l->seat[s].name);
            const int n = seat_words(game, l, s, r, kind, said);
            for (int i = 0; i < n; i++)
                if (kind[i] == WORD_NAME) {
                    snprintf(what, sizeof what, "seat %d's name '%s'", s, said[i]);
                    apart_known(open, game, w, h, players, part_names[p], parts[p], what, r[i]);
                }
            if (s > 0) {
                snprintf(what, sizeof what, "seat %d's speech bubble", s);
                apart_known(open, game, w, h, players, part_names[p], parts[p], what, layout_bubble_box(l, s));
            }
        }
    const float u = l->unit;
    const SDL_FRect disc = l->trump, head = l->header;
    if (disc.x < head.x || disc.y < head.y || disc.x + disc.w > head.x + head.w || disc.y + disc.h > head.y + head.h) {
        failures++;
        printf("FAIL: %s, %d players, %dx%d: the trump's disc leaves the header\n", game, players, w, h);
    }
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        const char *word = i18n_get(test_lang((LangId)lang), S_TRUMP_COLON);
        const int px = fit_px(FONTS_SERIF_BOLD, (int)(u * 2.6f), word, disc.x - u - head.x);
        const SDL_FRect t =
            text_rect(font_at(FONTS_SERIF_BOLD, px), word, disc.x - u, head.y + 3.5f * u * l->text, true);
        if (t.x < head.x || t.y < head.y || t.y + t.h > head.y + head.h || meet(t, disc)) {
            failures++;
            printf("FAIL: %s, %d players, %dx%d: '%s' (%.0f,%.0f %.0fx%.0f) leaves the header or meets the disc\n",
                   game, players, w, h, word, t.x, t.y, t.w, t.h);
        }
    }
}

/* Inside the window's wooden frame (app.c paints it 1.8% of the window's smaller side wide). */
static void in_frame(const char *game, int w, int h, int players, const char *what, SDL_FRect a)
{
    float rim = (float)title_px_of(w, h, 0.018f);
    if (a.x >= rim && a.y >= rim && a.x + a.w <= (float)w - rim && a.y + a.h <= (float)h - rim)
        return;
    failures++;
    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) runs under the wooden frame (%.0f)\n", game, players,
           w, h, what, a.x, a.y, a.w, a.h, rim);
}

/* A trick card as drawn: turned by up to 4 degrees either way. */
static SDL_FRect turned_card(SDL_FRect r)
{
    const float c = 0.99756f, s = 0.06976f; /* cos and sin of 4 degrees */
    float w = r.w * c + r.h * s, h = r.w * s + r.h * c;
    return (SDL_FRect){ r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h };
}

/* A pile of five tricks (cards turned a quarter, half a unit apart) and its count under it. */
static SDL_FRect full_pile(const Layout *l, int seat)
{
    SDL_FRect p = layout_pile(l, seat);
    float cx = p.x + p.w / 2, cy = p.y + p.h / 2, u = l->unit;
    return (SDL_FRect){ cx - p.h / 2, cy - p.w / 2 - 2.f * u, p.h + 2.f * u, p.w + 2.f * u };
}

/* The count under each pile ("1 trick" to "5 tricks", both languages), as table_draw.c draws it
 * (centred at the top of layout_pile_label): inside its line, under the pile's cards, and for the
 * human's pile clear of the key hint and of "Click or Space: skip" (as wide as it may be drawn). */
static void pile_words(const char *game, const Layout *l, int w, int h, int players)
{
    const float u = l->unit;
    for (int s = 0; s < players; s++) {
        const SDL_FRect line = layout_pile_label(l, s), pile = full_pile(l, s);
        for (int lang = 0; lang < LANG_COUNT; lang++)
            for (int n = 1; n <= 5; n++) {
                char words[32], name[96];
                snprintf(words, sizeof words, i18n_nget(test_lang((LangId)lang), S_TRICKS_N, n), n);
                TTF_Font *bold = font_at(FONTS_SANS_BOLD, fit_px(FONTS_SANS_BOLD, (int)(u * 1.8f), words, line.w));
                int tw = 0, th = 0;
                TTF_SizeUTF8(bold, words, &tw, &th);
                SDL_FRect r = text_rect(bold, words, line.x + line.w / 2 - (float)(tw / 2), line.y, false);
                snprintf(name, sizeof name, "seat %d's '%s'", s, words);
                if (r.x < line.x || r.x + r.w > line.x + line.w || r.y + r.h > line.y + line.h) {
                    failures++;
                    printf(
                        "FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves its line (%.0f,%.0f %.0fx%.0f)\n",
                        game, players, w, h, name, r.x, r.y, r.w, r.h, line.x, line.y, line.w, line.h);
                }
                if (r.y < pile.y + pile.h) {
                    failures++;
                    printf("FAIL: %s, %d players, %dx%d: %s is not under its pile\n", game, players, w, h, name);
                }
                if (s == 0) {
                    apart(game, w, h, players, name, r, "the skip hint", l->skip_hint);
                    apart(game, w, h, players, name, r, "the key hint", l->hint);
                }
            }
    }
}

static void check_seat_words(const char *game, const Layout *l, int w, int h, int players)
{
    static const char *const kinds[WORD_KINDS] = { "name",       "temper",       "status",
                                                   "chip count", "word 'chips'", "trick count" };
    for (int s = 0; s < players; s++) {
        SDL_FRect r[SEAT_WORDS];
        int kind[SEAT_WORDS];
        char said[SEAT_WORDS][64];
        const int n = seat_words(game, l, s, r, kind, said);
        const SDL_FRect p = l->seat[s].panel;
        bool told[WORD_KINDS][WORD_KINDS] = { { false } }; /* one line for each pair of kinds */
        for (int i = 0; i < n; i++) {
            char what[128];
            snprintf(what, sizeof what, "seat %d's %s '%s'", s, kinds[kind[i]], said[i]);
            inside(game, w, h, players, what, r[i]);
            const bool in_panel =
                r[i].x >= p.x && r[i].y >= p.y && r[i].x + r[i].w <= p.x + p.w && r[i].y + r[i].h <= p.y + p.h;
            if (!in_panel && !(s == 0 && kind[i] == WORD_TRICKS) && !told[kind[i]][kind[i]]) {
                told[kind[i]][kind[i]] = true;
                failures++;
                printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves its panel (%.0f,%.0f %.0fx%.0f)\n",
                       game, players, w, h, what, r[i].x, r[i].y, r[i].w, r[i].h, p.x, p.y, p.w, p.h);
            }
            for (int j = i + 1; j < n; j++) {
                const int a = kind[i], b = kind[j];
                const bool shared = (a == WORD_TEMPER && b == WORD_STATUS) || (a == WORD_STATUS && b == WORD_TEMPER);
                if (a == b || shared || told[a][b] || !meet(r[i], r[j]))
                    continue;
                told[a][b] = told[b][a] = true;
                char other[128];
                snprintf(other, sizeof other, "its %s '%s'", kinds[b], said[j]);
                apart(game, w, h, players, what, r[i], other, r[j]);
            }
        }
    }
}

/* The middle of the table: every seat's trick card, the pool and its lines, the stock (La Mouche) or
 * the dish, stakes, talon and queue (La Bete), each in the free middle, apart from each other, and
 * the middle itself apart from every panel, the header, the prompt and the buttons. */
static void check_middle(const char *game, const BeteLayout *bl, int w, int h, int players)
{
    const Layout *l = &bl->base;
    char name[64], other[64];
    SDL_FRect items[32];
    const char *names[32];
    int n = 0;
    for (int s = 0; s < players; s++) {
        static const char *const trick_names[] = { "seat 0's trick card", "seat 1's trick card", "seat 2's trick card",
                                                   "seat 3's trick card", "seat 4's trick card", "seat 5's trick card",
                                                   "seat 6's trick card" };
        items[n] = turned_card(layout_trick_card(l, s));
        names[n++] = trick_names[s];
    }
    if (bl->region.w > 0) {
        const SDL_FRect bete[] = { bl->dish, bl->stakes, bl->plaques, bl->talon, bl->voided, bl->queue };
        static const char *const bete_names[] = {
            "the dish",          "the stakes",        "the plaques at stake", "the talon and upcard",
            "the voided upcard", "the queue of betes"
        };
        for (size_t i = 0; i < sizeof bete / sizeof bete[0]; i++) {
            items[n] = bete[i];
            names[n++] = bete_names[i];
        }
        items[n - 3].w = bl->turned.x + bl->turned.w - bl->talon.x; /* the talon with its upcard */
    } else {
        const SDL_FRect mouche[] = { l->pool, l->pool_label, l->pending, l->stock_area };
        static const char *const mouche_names[] = { "the pool", "the pool's label", "the pending line",
                                                    "the stock, turned card and discards" };
        for (size_t i = 0; i < sizeof mouche / sizeof mouche[0]; i++) {
            items[n] = mouche[i];
            names[n++] = mouche_names[i];
        }
        SDL_FRect a = l->stock_area;
        SDL_FRect parts[] = { layout_stock(l), layout_turned(l), layout_discards(l) };
        for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
            if (parts[i].x < a.x || parts[i].y < a.y || parts[i].x + parts[i].w > a.x + a.w ||
                parts[i].y + parts[i].h > a.y + a.h) {
                failures++;
                printf("FAIL: %s, %d players, %dx%d: a card of the stock leaves its area\n", game, players, w, h);
            }
    }
    SDL_FRect m = l->region;
    for (int i = 0; i < n; i++) {
        if (items[i].x < m.x || items[i].y < m.y || items[i].x + items[i].w > m.x + m.w ||
            items[i].y + items[i].h > m.y + m.h) {
            failures++;
            printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves the middle (%.0f,%.0f %.0fx%.0f)\n",
                   game, players, w, h, names[i], items[i].x, items[i].y, items[i].w, items[i].h, m.x, m.y, m.w, m.h);
        }
        for (int j = i + 1; j < n; j++)
            apart(game, w, h, players, names[i], items[i], names[j], items[j]);
    }
    in_frame(game, w, h, players, "the key hint", l->hint);
    in_frame(game, w, h, players, "the skip hint", l->skip_hint);
    in_frame(game, w, h, players, "the header", l->header);
    apart(game, w, h, players, "the skip hint", l->skip_hint, "the key hint", l->hint);
    apart(game, w, h, players, "the skip hint", l->skip_hint, "the human's pile of five tricks", full_pile(l, 0));
    pile_words(game, l, w, h, players);
    for (int i = 0; i < 5; i++) {
        snprintf(name, sizeof name, "the human's card %d of 5", i + 1);
        in_frame(game, w, h, players, name, layout_hand_card(l, 0, i, 5));
        apart(game, w, h, players, "the skip hint", l->skip_hint, name, layout_hand_card(l, 0, i, 5));
    }
    /* the human's words at their longest (ui_bubble: a line 30% of the smaller side long, two lines),
     * over the middle of the hand */
    float px = (float)title_px_of(w, h, 0.024f), bw = (float)title_px_of(w, h, 0.30f) + 1.2f * px;
    float bh = 2.5f * px + 1.2f * px;
    SDL_FRect bubble = { l->seat[0].bubble.x - bw / 2, l->seat[0].bubble.y - 0.8f * px - bh, bw, bh };
    in_frame(game, w, h, players, "the human's speech bubble", bubble);
    apart(game, w, h, players, "the human's speech bubble", bubble, "the human's panel", l->seat[0].panel);
    for (int i = 0; i < 5; i++) {
        snprintf(name, sizeof name, "the human's card %d of 5", i + 1);
        apart(game, w, h, players, "the human's speech bubble", bubble, name, layout_hand_card(l, 0, i, 5));
    }
    apart(game, w, h, players, "the middle", m, "the header", l->header);
    apart(game, w, h, players, "the middle", m, "the prompt", l->message);
    apart(game, w, h, players, "the middle", m, "the buttons", l->buttons);
    for (int s = 0; s < players; s++) {
        snprintf(name, sizeof name, "seat %d's panel", s);
        apart(game, w, h, players, "the middle", m, name, l->seat[s].panel);
        snprintf(name, sizeof name, "seat %d's dealer token", s);
        apart(game, w, h, players, "the middle", m, name, layout_dealer_marker(l, s));
        snprintf(name, sizeof name, "seat %d's panel", s);
        in_frame(game, w, h, players, name, l->seat[s].panel);
        apart(game, w, h, players, "the skip hint", l->skip_hint, name, l->seat[s].panel);
        snprintf(name, sizeof name, "seat %d's dealer token", s);
        in_frame(game, w, h, players, name, layout_dealer_marker(l, s));
        snprintf(name, sizeof name, "seat %d's pile of five tricks", s);
        SDL_FRect pile = full_pile(l, s);
        in_frame(game, w, h, players, name, pile);
        if (s > 0) {
            snprintf(other, sizeof other, "seat %d's status", s);
            apart(game, w, h, players, name, pile, other, l->seat[s].status);
            /* after k tricks a seat holds 5 - k cards at most: its pile of k clears them */
            for (int k = 1; k < 5; k++) {
                SDL_FRect pk = layout_pile(l, s);
                float cx = pk.x + pk.w / 2, cy = pk.y + pk.h / 2;
                pk = (SDL_FRect){ cx - pk.h / 2, cy - pk.w / 2 - 0.5f * (float)(k - 1) * l->unit,
                                  pk.h + 0.5f * (float)(k - 1) * l->unit, pk.w + 0.5f * (float)(k - 1) * l->unit };
                for (int i = 0; i < 5 - k; i++) {
                    snprintf(other, sizeof other, "seat %d's card %d of %d", s, i + 1, 5 - k);
                    apart(game, w, h, players, name, pk, other, layout_hand_card(l, s, i, 5 - k));
                }
            }
            /* the pile's count ("5 tricks") under it, clear of the token stacks */
            SDL_FRect label = { pile.x - 2.f * l->unit, pile.y + pile.h, pile.w + 4.f * l->unit, 2.6f * l->unit };
            for (int kind = 0; kind < TOKEN_KINDS; kind++) {
                snprintf(other, sizeof other, "seat %d's stack of token kind %d", s, kind);
                apart(game, w, h, players, name, pile, other, layout_token(l, s, (TokenKind)kind));
                apart(game, w, h, players, "the pile's count", label, other, layout_token(l, s, (TokenKind)kind));
            }
        }
    }
}

/* La Mouche's words in the middle as mouche_draw.c writes them, in every language: the pool's label on its
 * pill (its chips and what is left of the stake over the stake's name, each fitted to its box down to the
 * smallest text), "Stock 28" and "Discards 28" one over the other at the stock area's foot: inside the middle,
 * apart from each other, from the trick's cards and from every seat's panel (issue 42, at 1024x640, 6
 * players, 150 %: "Corbeille 5 · mouche simple" on one line lay on a seat's "a échangé 2", and "Écart 7"
 * under the discards on "Talon 14" under the stock). */
static void check_mouche_words(const char *game, const Layout *l, int w, int h, int players)
{
    static const StrId stakes[] = { S_MOUCHE_1, S_MOUCHE_2, S_MOUCHE_3, S_MOUCHE_4, S_MOUCHE_N };
    const float u = l->unit;
    const SDL_FRect m = l->region;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        const Lang lg = test_lang((LangId)lang);
        SDL_FRect r[3];
        char words[3][160], names[3][200];
        const SDL_FRect foot = l->stock_label;
        const StrId counted[2] = { S_STOCK, S_DISCARDS };
        for (int i = 0; i < 2; i++) {
            snprintf(words[i], sizeof words[i], "%s %d", i18n_get(lg, counted[i]), 28);
            TTF_Font *f = font_at(FONTS_SANS_BOLD, fit_px(FONTS_SANS_BOLD, (int)(u * 1.8f), words[i], foot.w));
            int tw = 0, th = 0;
            TTF_SizeUTF8(f, words[i], &tw, &th);
            r[i] = text_rect(f, words[i], foot.x + foot.w / 2 - (float)(tw / 2), foot.y + foot.h / 2 * (float)i, false);
        }
        for (size_t k = 0; k < sizeof stakes / sizeof stakes[0]; k++) {
            char stake[96];
            snprintf(stake, sizeof stake, i18n_get(lg, stakes[k]), 5);
            snprintf(words[2], sizeof words[2], "%s %d / %d", i18n_get(lg, S_POOL), 15, 20);
            const SDL_FRect box = l->pool_label;
            const char *const lines[2] = { words[2], stake };
            int tw[2] = { 0, 0 }, th = 0;
            for (int i = 0; i < 2; i++)
                TTF_SizeUTF8(
                    font_at(FONTS_SERIF_BOLD, fit_px(FONTS_SERIF_BOLD, (int)(u * 2.2f), lines[i], box.w - 2 * u)),
                    lines[i], &tw[i], &th);
            const float line = box.h / 2, wide = (float)(tw[0] > tw[1] ? tw[0] : tw[1]);
            const float top = box.y + (line - (float)th) / 2;
            r[2] = (SDL_FRect){ box.x + box.w / 2 - wide / 2 - u, top, wide + 2 * u, line + (float)th };
            snprintf(words[2] + strlen(words[2]), sizeof words[2] - strlen(words[2]), " / %s", stake);
            for (int i = k ? 2 : 0; i < 3; i++) {
                snprintf(names[i], sizeof names[i], "'%s'", words[i]);
                if (r[i].x < m.x || r[i].y < m.y || r[i].x + r[i].w > m.x + m.w || r[i].y + r[i].h > m.y + m.h) {
                    failures++;
                    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves the middle (%.0f,%.0f "
                           "%.0fx%.0f)\n",
                           game, players, w, h, names[i], r[i].x, r[i].y, r[i].w, r[i].h, m.x, m.y, m.w, m.h);
                }
                for (int j = i + 1; j < 3; j++)
                    apart(game, w, h, players, names[i], r[i], names[j], r[j]);
                for (int s = 0; s < players; s++) {
                    char other[64];
                    snprintf(other, sizeof other, "seat %d's panel", s);
                    apart(game, w, h, players, names[i], r[i], other, l->seat[s].panel);
                    snprintf(other, sizeof other, "seat %d's trick card", s);
                    apart(game, w, h, players, names[i], r[i], other, turned_card(layout_trick_card(l, s)));
                }
            }
        }
    }
}

/* ---- notes and hints over the table ------------------------------------------------- */

static SDL_Rect of_frect(SDL_FRect r) { return (SDL_Rect){ (int)r.x, (int)r.y, (int)ceilf(r.w), (int)ceilf(r.h) }; }

static SDL_FRect of_rect(SDL_Rect r) { return (SDL_FRect){ (float)r.x, (float)r.y, (float)r.w, (float)r.h }; }

/* The height of words wrapped at `width` as SDL_ttf wraps them (at spaces), in lines of its line skip. */
static int wrapped_height(TTF_Font *f, const char *text, int width)
{
    char line[1024] = "";
    int lines = 1;
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char tried[1024];
        snprintf(tried, sizeof tried, "%s%s%.*s", line, line[0] ? " " : "", (int)len, p);
        int tw = 0, th = 0;
        TTF_SizeUTF8(f, tried, &tw, &th);
        if (tw > width && line[0]) {
            lines++;
            snprintf(line, sizeof line, "%.*s", (int)len, p);
        } else {
            snprintf(line, sizeof line, "%s", tried);
        }
        p += len;
        while (*p == ' ')
            p++;
    }
    return lines * TTF_FontLineSkip(f);
}

/* The corner's buttons (table.c overlay_layout): Menu, and Hint (?) under it, as wide as their words
 * (every language) and 4.6 units high. */
static int corner_buttons(const Layout *l, SDL_Rect out[2])
{
    const float u = l->unit;
    const int mh = (int)(u * (2.2f * l->text + 2.4f)); /* as table.c's overlay_layout */
    TTF_Font *menu = font_at(FONTS_SANS_BOLD, (int)(u * 2.0f)), *bold = font_at(FONTS_SANS_BOLD, (int)(u * 2.2f));
    int wide[2] = { 0, 0 };
    static const StrId words[2] = { S_MENU, S_HINT_BUTTON };
    for (int i = 0; i < 2; i++)
        for (int lang = 0; lang < LANG_COUNT; lang++) {
            int tw = 0, th = 0;
            TTF_SizeUTF8(i == 0 ? menu : bold, i18n_get(test_lang((LangId)lang), words[i]), &tw, &th);
            wide[i] = tw > wide[i] ? tw : wide[i];
        }
    out[0] = (SDL_Rect){ (int)l->edge, (int)l->edge, wide[0] + mh, mh };
    out[1] = of_frect(layout_hint_button(l, (float)(wide[1] + mh), (float)mh, (float)(wide[0] + mh)));
    return 2;
}

/* What a mark points at, from the layout alone (as guide_mark.c and the games' place_rect find it
 * on the table); w 0 for the summary's panel, which the window lays out. */
static SDL_Rect mark_aim(const BeteLayout *bl, bool bete, const GuideMark *m)
{
    const Layout *l = &bl->base;
    SDL_FRect r = { 0, 0, 0, 0 };
    switch (m->aim) {
    case AIM_PLACE:
        if (m->place.kind == PL_POOL) {
            SDL_UnionFRect(&l->pool, &l->pool_label, &r);
        } else if (m->place.kind == PL_STAKES) {
            SDL_UnionFRect(&bl->stakes, &bl->plaques, &r);
            SDL_UnionFRect(&r, &bl->stakes_label, &r);
        } else if (m->place.kind == PL_KING) {
            SDL_UnionFRect(&bl->dish, &bl->reserve, &r);
            SDL_UnionFRect(&r, &bl->king_label, &r);
        } else if (m->place.kind == PL_UPCARD) {
            r = bl->turned;
        }
        break;
    case AIM_HAND:
        r = layout_hand_card(l, 0, 0, 5);
        for (int i = 1; i < 5; i++) {
            SDL_FRect c = layout_hand_card(l, 0, i, 5);
            SDL_UnionFRect(&r, &c, &r);
        }
        break;
    case AIM_BUTTONS: r = l->buttons; break;
    case AIM_TRICK: r = l->trick_area; break;
    case AIM_SEAT: r = l->seat[m->place.seat].panel; break;
    case AIM_HEADER: r = l->header; break;
    case AIM_STOCK: r = l->stock_area; break;
    default: break;
    }
    (void)bete;
    return of_frect(r);
}

/* Whether r is one of the middle's labels (La Mouche's pool lines and stock, La Bête's King, stakes,
 * talon, voided upcard and queue) or a key hint. At six players, and at four or more in a table 1024
 * pixels wide or less, the middle is too small for every note or three-line hint to clear them all
 * (left open: docs/teaching.md); they are checked everywhere else. */
static bool middle_words(const BeteLayout *bl, bool bete, SDL_Rect r)
{
    const Layout *l = &bl->base;
    const SDL_FRect mouche[] = { l->pool_label, l->pending, l->stock_area, l->hint, l->skip_hint };
    const SDL_FRect bete_words[] = { bl->king_label, bl->stakes_label, bl->talon_shown, bl->voided_shown,
                                     bl->queue,      l->hint,          l->skip_hint };
    const SDL_FRect *words = bete ? bete_words : mouche;
    const int n = bete ? 7 : 5;
    for (int i = 0; i < n; i++) {
        const SDL_Rect w = of_frect(words[i]);
        if (w.x == r.x && w.y == r.y && w.w == r.w)
            return true;
    }
    return false;
}

/* The seats whose bubble may show as mark i comes up: the seat of a seat's event (none for the table's:
 * the deal, the trump, a trick), everyone's at the human's decision (who spoke last is the game's),
 * as the mark before it for a mark that follows it at once. */
static unsigned speaking_at(const GuideScript *script, int i)
{
    while (i > 0 && script->marks[i].when == GUIDE_NEXT)
        i--;
    const GuideMark *m = &script->marks[i];
    if (m->when == GUIDE_AT_DECISION)
        return ~1u; /* not the human's: asked to decide, the human says nothing (table_frame.c) */
    /* the first dealer's "The king: I deal first.", the human's in both guides ("this time, it is you") */
    if (m->when == GUIDE_AFTER_EVENT && m->event == (script == &bete_guide ? BETE_EV_FIRST_DEALER : EV_FIRST_DEALER))
        return 1u;
    return m->when == GUIDE_AT_DEAL_OVER || m->seat < 0 ? 0 : 1u << m->seat;
}

/* Whether r is a seat's speech bubble (a note's room keeps those of the seats speaking). */
static bool a_bubble(const Layout *l, SDL_Rect r)
{
    for (int s = 0; s < l->players; s++) {
        const SDL_Rect b = of_frect(layout_bubble_box(l, s));
        if (b.x == r.x && b.y == r.y && b.w == r.w && b.h == r.h)
            return true;
    }
    return false;
}

static bool crowded(int w, int players) { return players >= 6 || (w <= 1024 && players >= 4); }

static void note_fail(const char *game, int w, int h, int players, bool log, const char *what, SDL_Rect a,
                      const char *other, SDL_Rect b)
{
    const bool open = still_open(strncmp(what, "note ", 5) == 0 || strcmp(what, "the prompt of 3 lines") == 0 ||
                                 strcmp(what, "the prompt of 2 lines") == 0);
    printf("%s: %s, %d players, %dx%d%s: %s (%d,%d %dx%d) covers %s (%d,%d %dx%d)\n", open ? "OPEN" : "FAIL", game,
           players, w, h, log ? " (log open)" : "", what, a.x, a.y, a.w, a.h, other, b.x, b.y, b.w, b.h);
}

/* A note over a seat's speech bubble at its longest is told as OPEN at every text size: the
 * bubbles left the seats' cards for the felt beside the panels (second play-test), where some
 * notes had their room; the notes are placed as before, clear of every other word. */
static void bubble_open(const char *game, int w, int h, int players, bool log, const char *what, SDL_Rect a, SDL_Rect b)
{
    open_count++;
    printf("OPEN: %s, %d players, %dx%d%s: %s (%d,%d %dx%d) covers a seat's speech bubble (%d,%d %dx%d)\n", game,
           players, w, h, log ? " (log open)" : "", what, a.x, a.y, a.w, a.h, b.x, b.y, b.w, b.h);
}

/* Whether mark i comes up while the hand's summary shows: at the deal's end, or right after a mark that did. */
static bool at_summary(const GuideScript *script, int i)
{
    while (i > 0 && script->marks[i].when == GUIDE_NEXT)
        i--;
    return script->marks[i].when == GUIDE_AT_DEAL_OVER;
}

/* The hand's summary of the guided game as the games place it (mouche_draw.c's summary_panel, bete_draw.c: La Bête's
 * with five lines under its rows, a contre's deal), at the top of the table (guide_summary_rect). */
static SDL_Rect guide_summary_model(const Layout *l, bool bete, int players)
{
    const float u = l->unit;
    SDL_Rect p;
    if (bete) {
        p = bete_layout_panel(l, players, 6.8f, 5, NULL);
    } else {
        /* its rows, and a line of its note in 2.5 units at the text size (a serif line ~1.4 times its size) */
        p = layout_summary_panel(l, 12.5f + 7.6f * (float)players, (int)(u * 2.5f * 1.4f * l->text), NULL);
    }
    return guide_summary_rect(l, p, true);
}

/* A note's buttons side by side, their words in full size, as ui_row_layout_h lays them out (ui.c's
 * row_widths: the label and a button's height, never narrower than two heights; Enter and Escape
 * show no key cap), with guide_button_gap between them; and the widest of them. */
static int note_buttons_width(const Layout *l, LangId lang, int *widest)
{
    static const StrId labels[2] = { S_GUIDE_NEXT, S_GUIDE_END };
    const int bh = guide_button_height(l->unit), gap = guide_button_gap(l->unit);
    int total = 0;
    *widest = 0;
    for (int b = 0; b < 2; b++) {
        int tw = 0, th = 0;
        TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, bh * 42 / 100), i18n_get(test_lang(lang), labels[b]), &tw, &th);
        const int bw = tw + bh > 2 * bh ? tw + bh : 2 * bh;
        total += bw + (b ? gap : 0);
        *widest = bw > *widest ? bw : *widest;
    }
    return total;
}

/* Every mark of the game's guide, in both languages, placed as guide_mark.c places it: its paper
 * covers neither what it points at nor any of the table's words (the seats' panels and bubbles, the
 * prompt, the buttons, the labels of the middle, the header, the corner's buttons), nor the human's
 * hand while the human decides with it, its words are full-size at the guide's table of 1280x800
 * and 1920x1080, and its pointer line crosses none of the words. */
static void check_notes(const char *game, const BeteLayout *bl, bool bete, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    const GuideScript *script = bete ? &bete_guide : &mouche_guide;
    SDL_FRect texts[GUIDE_KEEP_MAX];
    const int ntexts =
        bete ? bete_layout_texts(bl, texts, GUIDE_KEEP_MAX) : layout_texts(l, true, texts, GUIDE_KEEP_MAX);
    SDL_Rect corner[2];
    const int ncorner = corner_buttons(l, corner);
    /* the guided table at the window's usual sizes: every note in full-size words (issue 42's second
     * play-test found the longest squeezed into 12 px) */
    const bool full_size =
        text_pct == 100 && !log && players == script->players && ((w == 1280 && h == 800) || (w == 1920 && h == 1080));
    for (int i = 0; i < script->nmarks; i++) {
        const GuideMark *m = &script->marks[i];
        /* the summary of the guided table (its players: the guide deals to no other count) */
        const bool summary = at_summary(script, i) && players == script->players;
        if (m->aim == AIM_PANEL && !summary)
            continue;
        const SDL_Rect summary_panel = summary ? guide_summary_model(l, bete, players) : (SDL_Rect){ 0, 0, 0, 0 };
        const SDL_Rect aim = m->aim == AIM_PANEL ? summary_panel : mark_aim(bl, bete, m);
        SDL_Rect hand = of_frect(layout_hand_card(l, 0, 0, 5));
        for (int c = 1; c < 5; c++) {
            SDL_Rect card = of_frect(layout_hand_card(l, 0, c, 5));
            SDL_UnionRect(&hand, &card, &hand);
        }
        for (int lang = 0; lang < LANG_COUNT; lang++) {
            int widest = 0;
            const int row_w = note_buttons_width(l, (LangId)lang, &widest);
            int widths[GUIDE_SHAPES], rows[GUIDE_SHAPES], pad, px[GUIDE_SHAPES];
            guide_note_widths(l, row_w, widest, widths, rows, &pad, px);
            const SDL_Rect own = of_frect(layout_own_bubble_box(l, (SDL_FRect){ 0, 0, 0, 0 })); /* no buttons yet */
            GuideRoom room;
            guide_room_begin(&room, l, aim, texts, ntexts, bete ? BETE_LESSER_TEXTS : LAYOUT_KEY_HINTS, hand,
                             guide_mark_keeps_hand(m), m->aim == AIM_TRICK);
            if (guide_mark_near(m))
                guide_room_near(&room, l);
            for (int s = 0; s < players; s++) /* as guide_mark.c adds them */
                if (speaking_at(script, i) & 1u << s)
                    guide_room_soft(&room, s ? of_frect(layout_bubble_box(l, s)) : own, GUIDE_BUBBLE_WEIGHT);
            guide_room_keep(&room, of_frect(l->buttons));
            if (summary) /* its words, as guide_mark.c keeps them */
                guide_room_keep(&room, summary_panel);
            for (int c = 0; c < ncorner; c++)
                guide_room_keep(&room, corner[c]);
            for (int k = 0; k < GUIDE_SHAPES; k++) {
                room.w[k] = widths[k];
                room.h[k] = widths[k] <= 0
                                ? 0
                                : guide_note_height(l->unit,
                                                    wrapped_height(font_at(FONTS_SERIF, px[k]),
                                                                   i18n_get(test_lang((LangId)lang), m->text),
                                                                   widths[k] - 2 * pad),
                                                    rows[k]);
            }
            int shape;
            const SDL_Rect note = guide_place(&room, &shape);
            char what[64];
            snprintf(what, sizeof what, "note %d/%d (%s)", i + 1, script->nmarks, i18n_code((LangId)lang));
            if (!SDL_HasIntersection(&note, &room.bounds) || note.w == 0)
                note_fail(game, w, h, players, log, what, note, "nothing: it has no place", room.bounds);
            if (aim.w > 0 && SDL_HasIntersection(&note, &aim))
                note_fail(game, w, h, players, log, what, note, "what it points at", aim);
            /* Left open (issue 42): at 1280x800 and 1024x640 the human's own decision (its buttons, the prompt
             * and the hand fill the table's foot, the seats' last bubbles may still show) finds no room for
             * its note in full-size words, nor, in French and German, beside the hand (La Bête's German bid
             * at three players, 1024x640, lay on the talon before play-test 55 B2); and a French or German
             * note a third longer than the English may find none in full-size words. */
            const bool asked_small =
                m->when == GUIDE_AT_DECISION && ((w == 1280 && h == 800) || (w == 1024 && h == 640));
            if (guide_mark_keeps_hand(m) && SDL_HasIntersection(&note, &hand) && !crowded(w, players)) {
                const bool open = text_pct > 100 || (asked_small && lang != LANG_EN);
                open_count += open;
                failures += !open;
                printf("%s: %s, %d players, %dx%d%s: %s (%d,%d %dx%d) covers the hand the human decides with\n",
                       open ? "OPEN" : "FAIL", game, players, w, h, log ? " (log open)" : "", what, note.x, note.y,
                       note.w, note.h);
            }
            /* the notes on the summary, where the guide teaches the most: in full-size words in every language,
             * at every guided table of 1280x800 and larger (issue 42; the summary leaves them its foot,
             * guide_summary_rect) */
            const bool strict = summary && text_pct == 100 && !log && w >= 1280 && h >= 800;
            /* the notes at the human's own decision (its buttons), in English and French: full-size words, as the
             * other notes (play-test s59 #5: 13 px words in the top right corner, far from the buttons) */
            const bool own_turn = m->aim == AIM_BUTTONS && full_size && lang != LANG_DE;
            if ((full_size || strict) && px[shape] < px[0] && own_turn) {
                failures++;
                printf("FAIL: %s, %d players, %dx%d: %s (%d,%d %dx%d) in %d px words, not %d: the human's own turn's "
                       "note in small words\n",
                       game, players, w, h, what, note.x, note.y, note.w, note.h, px[shape], px[0]);
            } else if ((full_size || strict) && px[shape] < px[0]) {
                const bool open = !strict && (asked_small || lang != LANG_EN);
                open_count += open;
                failures += !open;
                printf("%s: %s, %d players, %dx%d: %s (%d,%d %dx%d) in %d px words, not %d: no full-size place\n",
                       open ? "OPEN" : "FAIL", game, players, w, h, what, note.x, note.y, note.w, note.h, px[shape],
                       px[0]);
            }
            /* and near the buttons it explains: at most 10 units of felt between them, at the guided tables of
             * 1280x800 and 1024x640 (play-test s59 #5: the note lay 40 units above them, in the top right corner) */
            if (m->aim == AIM_BUTTONS && players == script->players && !log &&
                ((w == 1280 && h == 800) || (w == 1024 && h == 640))) {
                const int dx = note.x > aim.x + aim.w    ? note.x - (aim.x + aim.w)
                               : aim.x > note.x + note.w ? aim.x - (note.x + note.w)
                                                         : 0;
                const int dy = note.y > aim.y + aim.h    ? note.y - (aim.y + aim.h)
                               : aim.y > note.y + note.h ? aim.y - (note.y + note.h)
                                                         : 0;
                if ((float)(dx > dy ? dx : dy) > 10.f * l->unit) {
                    const bool open = text_pct > 100 || lang == LANG_DE;
                    open_count += open;
                    failures += !open;
                    printf("%s: %s, %d players, %dx%d: %s (%d,%d %dx%d) lies %d px from the buttons it explains "
                           "(%d,%d %dx%d), more than 10 units\n",
                           open ? "OPEN" : "FAIL", game, players, w, h, what, note.x, note.y, note.w, note.h,
                           dx > dy ? dx : dy, aim.x, aim.y, aim.w, aim.h);
                }
            }
            for (int k = 0; k < room.nkeep; k++)
                if (SDL_HasIntersection(&note, &room.keep[k]) && !a_bubble(l, room.keep[k]) &&
                    (!crowded(w, players) || !middle_words(bl, bete, room.keep[k]))) {
                    note_fail(game, w, h, players, log, what, note, "the table's words", room.keep[k]);
                }
            for (int s = 1; s < players; s++) { /* the seats speaking as the note comes (speaking_at) */
                const SDL_Rect b = of_frect(layout_bubble_box(l, s));
                if ((speaking_at(script, i) & 1u << s) && SDL_HasIntersection(&note, &b))
                    bubble_open(game, w, h, players, log, what, note, b);
            }
            /* the human's own words, said as the note comes ("The king: I deal first." under the cards drawn,
             * play-test 55 B1): in the middle of the table, where a note always finds other room */
            if ((speaking_at(script, i) & 1u) && SDL_HasIntersection(&note, &own) && !crowded(w, players))
                note_fail(game, w, h, players, log, what, note, "the human's speech bubble", own);
            /* La Bête's talon and the card turned on it, the trump, which notes 3, 4 and 7 speak of or beside
             * (play-test 55 B2: note 3/12 lay on them, only "Talon 7" showing; La Mouche's stock is among its
             * words, layout_texts) */
            SDL_FRect cards;
            SDL_UnionFRect(&bl->talon, &bl->turned, &cards);
            const SDL_Rect talon = of_frect(cards);
            if (bete && SDL_HasIntersection(&note, &talon) && !crowded(w, players))
                note_fail(game, w, h, players, log, what, note, "the talon and its upcard", talon);
            /* its buttons, Next and End the guide at its foot, their words in full size (ui_row_layout_h makes them
             * smaller where they do not fit), inside its margins and under its words (play-test 55 B4: note 5/12's
             * stuck out of a narrow column) */
            const int across = rows[shape] == 1 ? row_w : widest, inside = note.w - 2 * pad;
            const int bh = guide_button_height(l->unit);
            const int foot = rows[shape] * bh + (rows[shape] - 1) * guide_button_gap(l->unit);
            const int words_h =
                wrapped_height(font_at(FONTS_SERIF, px[shape]), i18n_get(test_lang((LangId)lang), m->text), inside);
            if (across > inside || pad + words_h + foot + pad > note.h) {
                failures++;
                printf("FAIL: %s, %d players, %dx%d%s: %s (%d,%d %dx%d): its buttons, %d px across and %d high under "
                       "%d px of words, stick out of its margins (%d px between them)\n",
                       game, players, w, h, log ? " (log open)" : "", what, note.x, note.y, note.w, note.h, across,
                       foot, words_h, inside);
            }
            SDL_Point path[3];
            const int n = guide_pointer(&room, note, path);
            for (int s = 0; s + 1 < n; s++)
                for (int k = 0; k < room.nkeep; k++) {
                    int x1 = path[s].x, y1 = path[s].y, x2 = path[s + 1].x, y2 = path[s + 1].y;
                    if (SDL_IntersectRectAndLine(&room.keep[k], &x1, &y1, &x2, &y2)) {
                        char line[80];
                        snprintf(line, sizeof line, "%s's pointer", what);
                        note_fail(game, w, h, players, log, line, (SDL_Rect){ path[s].x, path[s].y, 1, 1 },
                                  "the table's words", room.keep[k]);
                    }
                }
        }
    }
}

/* The prompt of one to four lines (a hint's) as table_draw.c boxes it: clear of every seat's words
 * and the middle's labels. */
static void check_prompt(const char *game, const BeteLayout *bl, bool bete, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    SDL_FRect texts[LAYOUT_TEXTS_MAX];
    const int ntexts =
        bete ? bete_layout_texts(bl, texts, LAYOUT_TEXTS_MAX) : layout_texts(l, true, texts, LAYOUT_TEXTS_MAX);
    TTF_Font *italic = font_at(FONTS_SERIF_ITALIC, (int)(l->unit * 2.6f));
    const float line_h = (float)TTF_FontHeight(italic);
    for (int lines = 1; lines <= 3; lines++) { /* a hint's three lines at the most */
        const SDL_FRect box = layout_prompt_room(l, texts, ntexts, lines, line_h);
        char what[64];
        snprintf(what, sizeof what, "the prompt of %d lines", lines);
        for (int k = 0; k < ntexts; k++)
            if (texts[k].y < l->message.y - 0.5f * l->unit && meet(box, texts[k]) &&
                ((!bete && !crowded(w, players)) || !middle_words(bl, bete, of_frect(texts[k]))))
                note_fail(game, w, h, players, log, what, of_frect(box), "the table's words", of_frect(texts[k]));
        if (box.w < 36.f * l->unit - 1.f)
            note_fail(game, w, h, players, log, what, of_frect(box), "too little: it is too narrow",
                      of_frect(l->message));
        /* the trick's cards (and the lead's tag on the first), at every text size, under a prompt of two lines
         * (a card to play with its stakes, a refusal: play-test 57, 149 and 151-153, at 1024x640, six players,
         * 150 %: "A vous de jouer une carte..." lay on the trick's lower row and its "entame") */
        for (int s = 0; s < players && lines <= 2; s++) {
            char card[64];
            snprintf(card, sizeof card, "seat %d's trick card", s);
            apart(game, w, h, players, what, box, card, turned_card(layout_trick_card(l, s)));
        }
    }
}

/* The hint's box (hint_box.c) of one to four lines at the prompt's text size, with and without a trick on
 * the table: inside the window, clear of every seat's panel, of the header, of the decision row, of the
 * human's hand, of every word above the prompt's line (the seats' words, the middle's labels: the pool's,
 * the stock's, La Bete's King, stakes and talon) and, while a trick is played, of its cards; and there is
 * always a box of one line at least HINT_MIN_W units wide (play-test 59, 1: at 1024x640, six players,
 * 150 %, the hint ran as a band across the window over l'Abbe's panel, "Corbeille 10", the talon's label
 * and le President's cards). */
static void check_hint(const char *game, const BeteLayout *bl, bool bete, int w, int h, int players)
{
    const Layout *l = &bl->base;
    const float u = l->unit;
    SDL_FRect texts[LAYOUT_TEXTS_MAX];
    const int ntexts =
        bete ? bete_layout_texts(bl, texts, LAYOUT_TEXTS_MAX) : layout_texts(l, true, texts, LAYOUT_TEXTS_MAX);
    const float line_h = (float)TTF_FontHeight(font_at(FONTS_SERIF_ITALIC, (int)(u * 2.6f)));
    for (int trick = 0; trick <= 1; trick++)
        for (int lines = 1; lines <= HINT_LINES_MAX; lines++) {
            SDL_FRect box = hint_room(l, texts, ntexts, lines, line_h, trick);
            char what[64];
            snprintf(what, sizeof what, "the hint's box of %d lines%s", lines, trick ? " (a trick played)" : "");
            if (box.w <= 0.f && lines > 1)
                continue; /* fewer lines a page then */
            if (box.w <= 0.f) { /* none: what the narrowest box meets is told below */
                failures++;
                printf("FAIL: %s, %d players, %dx%d: no room for %s\n", game, players, w, h, what);
                box = (SDL_FRect){ floorf(l->message.x + l->message.w / 2 - (float)HINT_MIN_W * u / 2), box.y,
                                   (float)HINT_MIN_W * u, box.h };
            }
            if (box.w < (float)HINT_MIN_W * u - 1.f) {
                failures++;
                printf("FAIL: %s, %d players, %dx%d: %s is %.0f wide, under %d units\n", game, players, w, h, what,
                       box.w, HINT_MIN_W);
            }
            inside(game, w, h, players, what, box);
            apart(game, w, h, players, what, box, "the header", l->header);
            apart(game, w, h, players, what, box, "the decision row", l->buttons);
            for (int s = 0; s < players; s++) {
                char name[64];
                snprintf(name, sizeof name, "seat %d's panel", s);
                apart(game, w, h, players, what, box, name, l->seat[s].panel);
                snprintf(name, sizeof name, "seat %d's trick card", s);
                if (trick)
                    apart(game, w, h, players, what, box, name, turned_card(layout_trick_card(l, s)));
            }
            for (int i = 0; i < 5; i++)
                apart(game, w, h, players, what, box, "the human's hand", layout_hand_card(l, 0, i, 5));
            for (int k = 0; k < ntexts; k++)
                if (texts[k].y < l->message.y - 0.5f * u)
                    apart(game, w, h, players, what, box, "the table's words", texts[k]);
        }
}

/* La Bete's words under the dish as bete_draw.c writes them, one line under the other (the King and the
 * plaques under the dish; the stakes, the plaques at stake and what the deal is worth), each on its pill
 * at its font's height, in every language: apart from each other, from the stakes' and plaques' chips
 * (the next line's), and inside the middle, clear of the prompt (issue 42: at 150 % "Roi 4" lay under
 * "2 sous le plat", "Enjeu 5" under "+ 1 fiche en jeu"). */
static void check_dish_words(const char *game, const BeteLayout *bl, int w, int h, int players)
{
    const Layout *l = &bl->base;
    const float u = l->unit;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        const Lang lg = test_lang((LangId)lang);
        char words[5][96], names[5][128];
        snprintf(words[0], sizeof words[0], i18n_get(lg, S_KING_LABEL), 40LL);
        snprintf(words[1], sizeof words[1], i18n_get(lg, S_RESERVE_LABEL), 12);
        snprintf(words[2], sizeof words[2], i18n_get(lg, S_STAKES_LABEL), 120LL);
        snprintf(words[3], sizeof words[3], i18n_nget(lg, S_PLAQUES_AT, 2), 2);
        snprintf(words[4], sizeof words[4], i18n_get(lg, S_VALUE_LABEL), 250LL);
        const float sizes[5] = { 2.0f, 1.7f, 2.0f, 1.7f, 1.9f };
        const float mid = bl->dish.x + bl->dish.w / 2;
        const float ys[5] = { bl->king_label.y, bl->king_label.y + bl->king_step, bl->stakes_label.y,
                              bl->stakes_label.y + bl->stakes_step, bl->stakes_label.y + 2.f * bl->stakes_step };
        SDL_FRect r[5];
        for (int i = 0; i < 5; i++) {
            int tw = 0, th = 0;
            TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, (int)(u * sizes[i])), words[i], &tw, &th);
            const float x0 = i < 2 ? mid - (float)tw / 2 : bl->stakes.x;
            r[i] = (SDL_FRect){ x0 - u * 0.6f, ys[i], (float)tw + u * 1.2f, (float)th };
            snprintf(names[i], sizeof names[i], "'%s'", words[i]);
            inside(game, w, h, players, names[i], r[i]);
            /* clear of the prompt's line at every text size (issue 42: at 125 % with 4 players or more they met
             * it; play-test 55, at 150 %: the prompt lay on "La donne vaut 11", where the line now starts right
             * of them) */
            if (meet(r[i], l->message)) {
                failures++;
                printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) meets the prompt\n", game, players, w, h,
                       names[i], r[i].x, r[i].y, r[i].w, r[i].h);
            }
        }
        for (int i = 0; i < 5; i++)
            for (int j = i + 1; j < 5; j++)
                apart(game, w, h, players, names[i], r[i], names[j], r[j]);
        apart(game, w, h, players, names[1], r[1], "the stakes' chips", bl->stakes);
        apart(game, w, h, players, names[1], r[1], "the plaques' chips", bl->plaques);
    }
}

/* The human's decision row at its widest commonly (La Mouche: Fold, "Pick cards to exchange" before a card
 * is picked, Stand; La Bete: I pass, Contre!, I play), each button
 * with its key's cap, laid out as ui_row_layout_h lays it out in the action bar (table_layout_buttons: 5.2
 * units high, 1.2 apart; its labels measured smaller where the row is wider than the bar, down to
 * UI_ROW_MIN_PCT of their size): inside the bar and the window, clear of every other seat's panel, in every
 * language; and the prompt's line clear of them too (play-test 55, at 150 % and at 1024x640 with six
 * players: "Passer" lay on a seat's chip count, "Je m'y tiens" on another's). */
static void check_action_bar(const char *game, const BeteLayout *bl, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    const bool bete = strcmp(game, "La Bete") == 0;
    const int height = (int)(l->unit * 5.2f), gap = (int)(l->unit * 1.2f), full = height * 42 / 100;
    static const StrId mouche[] = { S_FOLD, S_EXCHANGE_PICK, S_STAND },
                       bete_row[] = { S_BTN_PASS, S_BTN_CONTRE, S_BTN_PLAY };
    const StrId *ids = bete ? bete_row : mouche;
    const int n = 3;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        int total = 0;
        for (int px = full; px >= full * UI_ROW_MIN_PCT / 100; px--) {
            total = 0;
            for (int i = 0; i < n; i++) {
                int tw = 0, th = 0;
                TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, px), i18n_get(test_lang((LangId)lang), ids[i]), &tw, &th);
                const int bw = tw + height + height * 46 / 100 + height / 4;
                total += (bw < 2 * height ? 2 * height : bw) + (i ? gap : 0);
            }
            if (total <= (int)l->buttons.w)
                break;
        }
        const SDL_Rect area = of_frect(l->buttons);
        const SDL_FRect row = { (float)(area.x + (area.w - total) / 2), (float)(area.y + (area.h - height) / 2),
                                (float)total, (float)height };
        char what[96];
        snprintf(what, sizeof what, "the decision row (%s)", i18n_code((LangId)lang));
        inside(game, w, h, players, what, row);
        if (row.x < l->buttons.x - 1.f || row.x + row.w > l->buttons.x + l->buttons.w + 1.f) {
            failures++;
            printf("FAIL: %s, %d players, %dx%d%s: %s is %.0f wide, wider than the action bar (%.0f)\n", game, players,
                   w, h, log ? " (log open)" : "", what, row.w, l->buttons.w);
        }
        for (int s = 1; s < players; s++) {
            char other[64];
            snprintf(other, sizeof other, "seat %d's panel", s);
            apart(game, w, h, players, what, row, other, l->seat[s].panel);
            if (lang == 0)
                apart(game, w, h, players, "the prompt's line", l->message, other, l->seat[s].panel);
        }
    }
}

/* The human's words at their longest (ui_bubble: a line 30% of the smaller side long, two lines) said
 * while the Take back button stands alone in the action bar (after a stand, "I stand."): clear of
 * the button in every language, of the human's panel and cards, inside the frame. */
static void check_own_bubble(const char *game, const BeteLayout *bl, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    const float u = l->unit;
    const int height = (int)(u * 5.2f); /* table_layout_buttons, ui_row_layout_h */
    const SDL_Rect area = { (int)l->buttons.x, (int)l->buttons.y, (int)l->buttons.w, (int)l->buttons.h };
    const float px = (float)title_px_of(w, h, 0.024f), tail = 0.8f * px;
    const float bw = (float)title_px_of(w, h, 0.30f) + 1.2f * px, bh = 2.5f * px + 1.2f * px;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        int tw = 0, th = 0;
        TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, height * 42 / 100), i18n_get(test_lang((LangId)lang), S_TAKE_BACK_BUTTON),
                     &tw, &th);
        const int bwidth = tw + height > 2 * height ? tw + height : 2 * height;
        const SDL_Rect button = { area.x + (area.w - bwidth) / 2, area.y + (area.h - height) / 2, bwidth, height };
        int side = 0;
        const SDL_FPoint at = layout_own_bubble(l, of_rect(button), &side);
        SDL_FRect bubble = side == 3 ? (SDL_FRect){ at.x - tail - bw, at.y - bh / 2, bw, bh }
                                     : (SDL_FRect){ at.x - bw / 2, at.y - tail - bh, bw, bh };
        bubble.x = fmaxf(4.f, fminf(bubble.x, (float)w - 4.f - bw)); /* as ui_bubble keeps it in the window */
        bubble.y = fmaxf(4.f, bubble.y);
        char what[64];
        snprintf(what, sizeof what, "the human's speech bubble (%s)", i18n_code((LangId)lang));
        if (meet(bubble, of_rect(button)))
            note_fail(game, w, h, players, log, what, of_frect(bubble), "the Take back button", button);
        if (meet(bubble, l->seat[0].panel))
            note_fail(game, w, h, players, log, what, of_frect(bubble), "the human's panel",
                      of_frect(l->seat[0].panel));
        for (int i = 0; i < 5; i++)
            if (meet(bubble, layout_hand_card(l, 0, i, 5)))
                note_fail(game, w, h, players, log, what, of_frect(bubble), "a card of the hand",
                          of_frect(layout_hand_card(l, 0, i, 5)));
    }
}

/* A computer seat's words as ui_bubble places them (its tail at the seat's bubble point, the box on
 * the seat's bubble side, kept 4 pixels inside the window), at their longest (a line 30% of the
 * smaller side long, two lines) and at their shortest ("Pass."): clear of the seat's five cards
 * and of its panel's words (name, status, the chips' counts at its foot), inside the window's frame
 * (second play-test: "I stand." lay on le Chevalier's cards). */
static void check_seat_bubbles(const char *game, const Layout *l, int w, int h, int players)
{
    const float px = (float)title_px_of(w, h, 0.024f), tail = 0.8f * px;
    const float sizes[2][2] = { { (float)title_px_of(w, h, 0.30f) + 1.2f * px, 2.5f * px + 1.2f * px },
                                { 3.f * px + 1.2f * px, 1.25f * px + 1.2f * px } };
    const float u = l->unit;
    char what[64], other[64];
    for (int s = 1; s < players; s++) {
        const SeatLayout *sl = &l->seat[s];
        const SDL_FRect foot = { sl->panel.x, sl->tokens.y - 1.5f * u, sl->panel.w,
                                 sl->panel.y + sl->panel.h - (sl->tokens.y - 1.5f * u) };
        for (int k = 0; k < 2; k++) {
            const float bw = sizes[k][0], bh = sizes[k][1], x = sl->bubble.x, y = sl->bubble.y;
            SDL_FRect b = { x - bw / 2, y - tail - bh, bw, bh };
            if (sl->bubble_side == 1)
                b.y = y + tail;
            else if (sl->bubble_side == 2)
                b = (SDL_FRect){ x + tail, y - bh / 2, bw, bh };
            else if (sl->bubble_side == 3)
                b = (SDL_FRect){ x - tail - bw, y - bh / 2, bw, bh };
            b.x = fmaxf(4.f, fminf(b.x, (float)w - 4.f - bw));
            b.y = fmaxf(4.f, b.y);
            snprintf(what, sizeof what, "seat %d's %s speech bubble", s, k ? "shortest" : "longest");
            in_frame(game, w, h, players, what, b);
            for (int i = 0; i < 5; i++) {
                snprintf(other, sizeof other, "its card %d of 5", i + 1);
                apart(game, w, h, players, what, b, other, layout_hand_card(l, s, i, 5));
            }
            apart(game, w, h, players, what, b, "its name", sl->name);
            apart(game, w, h, players, what, b, "its status", sl->status);
            apart(game, w, h, players, what, b, "its chips' counts", foot);
        }
    }
}

/* The footer's buttons (rules, last trick, log) as table.c measures them, in every language, with the
 * keys' words and the controller's, on one line or two (French at 1024x640, layout_footer), with the
 * skip hint and the human's pile where the footer leaves them: the buttons clear of the human's
 * pile of five tricks, its count ("5 tricks") and hand; "Click or Space: skip" clear of the buttons,
 * the pile, its count and the hand; the pile clear of every seat's panel; all inside the frame. */
static void check_footer(const char *game, const BeteLayout *bl, int w, int h, int players, bool log)
{
    const float u = bl->base.unit;
    const int px = (int)(u * 1.6f) > 12 ? (int)(u * 1.6f) : 12; /* table_footer_px, TEXT_MIN_PX */
    TTF_Font *bold = font_at(FONTS_SANS_BOLD, px);
    int tw = 0, th = 0;
    TTF_SizeUTF8(bold, "Ag", &tw, &th);
    const int bh = (int)(u * 2.6f) > th + 8 ? (int)(u * 2.6f) : th + 8, gap = (int)(u * 0.4f);
    static const StrId labels[2][3] = { { S_FOOT_RULES, S_FOOT_LAST_TRICK, S_FOOT_LOG },
                                        { S_FOOT_RULES_PAD, S_FOOT_LAST_TRICK_PAD, S_FOOT_LOG_PAD } };
    for (int k = 0; k < LANG_COUNT * 2; k++) {
        const Lang lang = test_lang((LangId)(k / 2));
        Layout l = bl->base; /* layout_footer moves the skip hint and the pile */
        int widths[3];
        for (int i = 0; i < 3; i++) {
            TTF_SizeUTF8(bold, i18n_get(lang, labels[k % 2][i]), &tw, &th);
            widths[i] = tw + bh / 2;
        }
        SDL_Rect foot[3];
        layout_footer(&l, widths, 3, bh, gap, foot);
        /* a function of its inputs: called again on the layout it left, it leaves the same (it raised the
         * pile again, by the rounding of the room it measured again) */
        Layout again = l;
        SDL_Rect foot2[3];
        layout_footer(&again, widths, 3, bh, gap, foot2);
        if (again.seat[0].pile.x != l.seat[0].pile.x || again.seat[0].pile.y != l.seat[0].pile.y ||
            again.skip_hint.y != l.skip_hint.y || again.pile_count_beside != l.pile_count_beside ||
            memcmp(foot2, foot, sizeof foot) != 0) {
            failures++;
            printf("FAIL: %s, %d players, %dx%d (%s%s): layout_footer called again moves the pile up by %g px, the "
                   "skip hint by %g px, the count %s, the buttons %s\n",
                   game, players, w, h, i18n_code(lang.id), k % 2 ? ", controller" : "",
                   (double)(l.seat[0].pile.y - again.seat[0].pile.y), (double)(l.skip_hint.y - again.skip_hint.y),
                   again.pile_count_beside == l.pile_count_beside ? "not" : "beside the pile or back under it",
                   memcmp(foot2, foot, sizeof foot) ? "elsewhere" : "not");
        }
        char what[64], name[96];
        const SDL_FRect skip = l.skip_hint, pile = full_pile(&l, 0);
        snprintf(what, sizeof what, "the skip hint (%s%s)", i18n_code(lang.id), k % 2 ? ", controller" : "");
        in_frame(game, w, h, players, what, skip);
        /* the count under the pile at its widest ("5 tricks"), as pile_words measures it */
        SDL_FRect count = layout_pile_label(&l, 0);
        char words[32];
        snprintf(words, sizeof words, i18n_nget(lang, S_TRICKS_N, 5), 5);
        TTF_SizeUTF8(font_at(FONTS_SANS_BOLD, fit_px(FONTS_SANS_BOLD, (int)(u * 1.8f), words, count.w)), words, &tw,
                     &th);
        const SDL_FRect said = { count.x + count.w / 2 - (float)(tw / 2), count.y, (float)tw, (float)th };
        for (int i = 0; i < 3; i++) {
            snprintf(name, sizeof name, "footer button %d (%s%s)", i, i18n_code(lang.id), k % 2 ? ", controller" : "");
            apart(game, w, h, players, what, skip, name, of_rect(foot[i]));
            /* at every text size and table (play-test 57, 163: at six players, 150 %, 1024x640, La Bete's
             * "1 levee" lay under "Regles (R)", the footer's third line) */
            apart(game, w, h, players, name, of_rect(foot[i]), "the human's trick count", said);
            apart(game, w, h, players, name, of_rect(foot[i]), "the human's pile of five tricks", pile);
            /* at larger text beside the log (717x640) one button alone is wider than the room right of
             * the hand: left open (the report of issue 42's layout faults) */
            for (int c = 0; c < 5 && text_pct == 100; c++)
                apart(game, w, h, players, name, of_rect(foot[i]), "a card of the hand", layout_hand_card(&l, 0, c, 5));
        }
        /* the count where the footer puts it (left of the pile where it could not rise clear of the footer):
         * clear of the pile, the hand and every seat, inside the frame */
        snprintf(name, sizeof name, "the human's trick count (%s%s)", i18n_code(lang.id), k % 2 ? ", controller" : "");
        in_frame(game, w, h, players, name, said);
        apart(game, w, h, players, name, said, "the human's pile of five tricks", pile);
        for (int c = 0; c < 5; c++)
            apart(game, w, h, players, name, said, "a card of the hand", layout_hand_card(&l, 0, c, 5));
        for (int s = 1; s < players; s++)
            apart(game, w, h, players, name, said, "a seat's panel", l.seat[s].panel);
        if (text_pct == 100) /* at larger text, six players, the pile cannot rise that far: left open */
            apart(game, w, h, players, what, skip, "the human's trick count", said);
        apart_known(players == 6, game, w, h, players, what, skip, "the human's pile of five tricks", pile);
        for (int c = 0; c < 5; c++)
            apart(game, w, h, players, what, skip, "a card of the hand", layout_hand_card(&l, 0, c, 5));
        for (int s = 1; s < players; s++)
            apart(game, w, h, players, "the human's pile of five tricks", pile, "a seat's panel", l.seat[s].panel);
        in_frame(game, w, h, players, "the human's pile of five tricks", pile);
    }
    (void)log;
}

/* The Hint button, in the corner: clear of every seat's panel and inside the window's frame. */
static void check_corner(const char *game, const BeteLayout *bl, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    SDL_Rect corner[2];
    const int n = corner_buttons(l, corner);
    static const char *const names[2] = { "the Menu button", "the Hint button" };
    for (int i = 0; i < n; i++) {
        for (int s = 0; s < players; s++)
            if (meet(of_rect(corner[i]), l->seat[s].panel))
                note_fail(game, w, h, players, log, names[i], corner[i], "a seat's panel", of_frect(l->seat[s].panel));
        if (meet(of_rect(corner[i]), l->header))
            note_fail(game, w, h, players, log, names[i], corner[i], "the header", of_frect(l->header));
    }
}

/* The six window sizes of issue 42, 3 to 6 players, the log closed and open (the table then laid
 * out beside it, as table.c does: log_panel.c's width). */
/* The review's panel (review_view.c) at the height of its title, two lines of what was chosen, one of
 * hindsight and its buttons: clear of every seat but the human's, inside the window, at least
 * LAYOUT_REVIEW_MIN_W units wide, its bottom over the human's hand. */
static void check_review_room(const char *game, const BeteLayout *bl, int w, int h, int players, bool log)
{
    const Layout *l = &bl->base;
    const float u = l->unit, line = (float)TTF_FontLineSkip(font_at(FONTS_SERIF, (int)(u * 2.2f)));
    const float tall =
        0.6f * u + fmaxf(3.f * u, line + 0.6f * u) + 3.f * line + 0.6f * u + u + 3.8f * u * l->text + 0.8f * u;
    const SDL_FRect room = layout_review_room(l, tall, NULL, 0);
    char what[64];
    snprintf(what, sizeof what, "the review's panel%s", log ? " (log open)" : "");
    for (int s = 1; s < players; s++)
        apart(game, w, h, players, what, room, "a seat's panel", l->seat[s].panel);
    inside(game, w, h, players, what, room);
    apart(game, w, h, players, what, room, "the human's hand", layout_hand_card(l, 0, 0, 5));
    if (room.w < LAYOUT_REVIEW_MIN_W * u - 0.5f) {
        failures++;
        printf("FAIL: %s, %d players, %dx%d: %s is %.0f wide\n", game, players, w, h, what, room.w);
    }
}

/* La Bête's deal summary and game's end (bete_draw.c, bete_layout_panel): the whole panel, its
 * buttons at its bottom, inside the window, a unit clear of its bottom edge, at every text size,
 * with one to five lines of what happened (the summary's, and the game's end's two more) under the
 * title; and their rows no shorter than at 100 % (play-test 55: at 150 % both ran off the bottom,
 * their buttons cut by the window's edge). */
static void check_bete_panels(const BeteLayout *bl, int w, int h, int players, bool log)
{
    static const struct {
        const char *name;
        float row;
        int more;
    } panels[2] = { { "the deal's summary", 6.8f, 1 }, { "the game's end", 4.6f, 2 } };
    const Layout *l = &bl->base;
    for (int k = 0; k < 2; k++)
        for (int nl = 1; nl <= 5; nl++) {
            float scale = 0.f;
            const SDL_Rect p = bete_layout_panel(l, players, panels[k].row, nl + panels[k].more, &scale);
            if (p.y >= 0 && p.y + p.h <= h - (int)l->unit && p.x >= 0 && p.x + p.w <= w && scale >= 1.f)
                continue;
            failures++;
            printf("FAIL: La Bete, %d players, %dx%d%s: %s with %d lines (%d,%d %dx%d, rows x%.2f) leaves the window\n",
                   players, w, h, log ? " (log open)" : "", panels[k].name, nl, p.x, p.y, p.w, p.h, (double)scale);
        }
}

static int check_overlays(void)
{
    static const int sizes[][2] = { { 1024, 640 }, { 1280, 800 },  { 1366, 768 },
                                    { 1600, 900 }, { 1920, 1080 }, { 2560, 1440 } };
    int n = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int players = 3; players <= 6; players++)
            for (int log = 0; log < 2; log++)
                for (int bete = 0; bete < 2; bete++) {
                    const int h = sizes[k][1];
                    const int w = sizes[k][0] - (log ? (int)fminf((float)sizes[k][0] * 0.3f, (float)h * 0.48f) : 0);
                    BeteLayout bl = { 0 };
                    if (bete)
                        bete_layout_compute(&bl, w, h, players, text_pct);
                    else
                        layout_compute(&bl.base, w, h, players, text_pct);
                    const char *game = bete ? "La Bete" : "La Mouche";
                    check_notes(game, &bl, bete, w, h, players, log);
                    check_prompt(game, &bl, bete, w, h, players, log);
                    check_corner(game, &bl, w, h, players, log);
                    check_own_bubble(game, &bl, w, h, players, log);
                    check_action_bar(game, &bl, w, h, players, log);
                    check_footer(game, &bl, w, h, players, log);
                    check_review_room(game, &bl, w, h, players, log);
                    if (bete)
                        check_bete_panels(&bl, w, h, players, log);
                    n++;
                }
    return n;
}

static void title_fail(int w, int h, int rows, const char *what)
{
    failures++;
    printf("FAIL: title screen, %d rows, %dx%d: %s\n", rows, w, h, what);
}

/* The title screen (scene_title.c): the fly clear of the wooden frame (two units of felt between
 * them) and over the cards, the subtitle (both games, both languages) above the game choice's gold
 * frame, the menu and the key hint inside the frame and apart, with 6 rows to 8 (Continue, Learn to play). */
static void check_title(int w, int h, int rows)
{
    TitleLayout t;
    title_layout_compute(&t, w, h, rows, text_pct);
    char what[200];
    float u = t.unit, rim = (float)t.rim;
    if (t.icon.y < rim + 1.5f * u) {
        snprintf(what, sizeof what, "the fly's top (%.0f) is less than 1.5 units under the frame (%d)", t.icon.y,
                 t.rim);
        title_fail(w, h, rows, what);
    }
    if (t.icon.y + t.icon.h > t.cards_top)
        title_fail(w, h, rows, "the fly meets the cards");
    /* the title's capitals (drawn with its line's bottom at title_y) under the fan's lowest corner */
    TTF_Font *big = font_at(FONTS_SERIF_BOLD, t.title_px);
    for (int lang = 0; lang < LANG_COUNT; lang++)
        for (int g = 0; g < 2; g++) {
            const char *title = i18n_get(test_lang((LangId)lang), g ? S_GAME_BETE : S_TITLE);
            int tw = 0, th = 0, minx, maxx, miny, maxy, adv;
            TTF_SizeUTF8(big, title, &tw, &th);
            TTF_GlyphMetrics(big, 'M', &minx, &maxx, &miny, &maxy, &adv);
            float caps = (float)(t.title_y - th + TTF_FontAscent(big) - maxy);
            if (t.fan_bottom + 0.5f * u > caps) {
                snprintf(what, sizeof what, "the fanned cards (down to %.0f) touch the title '%s' (capitals from %.0f)",
                         t.fan_bottom, title, caps);
                title_fail(w, h, rows, what);
            }
        }
    TTF_Font *sub = font_at(FONTS_SERIF_ITALIC, t.subtitle_px), *key = font_at(FONTS_SANS, t.key_px);
    int gold = 6; /* the chosen game's gold frame, 3 to 5 pixels out, and a pixel */
    for (int lang = 0; lang < LANG_COUNT; lang++)
        for (int g = 0; g < 2; g++) {
            int tw = 0, th = 0;
            TTF_SizeUTF8(sub, i18n_get(test_lang((LangId)lang), g ? S_SUBTITLE_BETE : S_SUBTITLE), &tw, &th);
            if (t.subtitle_y + th > t.row[0].y - gold) {
                snprintf(what, sizeof what, "the subtitle (down to %d) meets the game choice (from %d)",
                         t.subtitle_y + th, t.row[0].y - gold);
                title_fail(w, h, rows, what);
            }
            if (tw > w - 2 * t.rim)
                title_fail(w, h, rows, "the subtitle is wider than the frame");
        }
    for (int i = 0; i < t.n; i++) {
        SDL_Rect r = t.row[i];
        int out = i == 0 ? gold : 0; /* and each button's shadow, 3 pixels down */
        if (r.x - out < t.rim || r.x + r.w + out > w - t.rim || r.y - out < t.rim || r.y + r.h + 3 > h - t.rim) {
            snprintf(what, sizeof what, "menu row %d (%d,%d %dx%d) leaves the frame (%d)", i, r.x, r.y, r.w, r.h,
                     t.rim);
            title_fail(w, h, rows, what);
        }
        if (i > 0 && r.y < t.row[i - 1].y + t.row[i - 1].h)
            title_fail(w, h, rows, "two menu rows meet");
        /* a gap their focus ring (3 pixels out) does not fill, and the last row a unit clear of the frame
         * (play-test 59: at 1024x640 and 150 % the rows touched, "Quitter" sat on the frame) */
        else if (i > 0 && (float)r.y < (float)(t.row[i - 1].y + t.row[i - 1].h) + 1.2f * u) {
            snprintf(what, sizeof what, "menu rows %d and %d %d px apart, under 1.2 units (%.1f)", i - 1, i,
                     r.y - t.row[i - 1].y - t.row[i - 1].h, 1.2f * u);
            title_fail(w, h, rows, what);
        }
        if (i == t.n - 1 && (float)(r.y + r.h + 3) > (float)(h - t.rim) - u) {
            snprintf(what, sizeof what,
                     "the last menu row (down to %d, its shadow 3 more) less than a unit (%.1f) over "
                     "the frame (%d)",
                     r.y + r.h, u, h - t.rim);
            title_fail(w, h, rows, what);
        }
    }
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        int tw = 0, th = 0;
        TTF_SizeUTF8(key, i18n_get(test_lang((LangId)lang), S_GAME_KEY), &tw, &th);
        SDL_FRect k = { (float)(t.key_x - tw), (float)(t.key_y - th), (float)tw, (float)th };
        if (k.x < rim || k.x + k.w > (float)(w - t.rim) || k.y < rim || k.y + k.h > (float)(h - t.rim))
            title_fail(w, h, rows, "the key hint leaves the frame");
        for (int i = 0; i < t.n; i++) {
            SDL_FRect r = { (float)(t.row[i].x - gold), (float)(t.row[i].y - gold), (float)(t.row[i].w + 2 * gold),
                            (float)(t.row[i].h + 2 * gold) };
            if (meet(k, r))
                title_fail(w, h, rows, "the key hint meets the menu");
        }
    }
}

int main(int argc, char **argv)
{
    if (argc > 1) /* the text size, in percent */
        text_pct = atoi(argv[1]);
    if (TTF_Init() != 0) {
        printf("FAIL: TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    static const int sizes[][2] = { { 1024, 640 },  { 1024, 768 },  { 1280, 720 },  { 1280, 800 },
                                    { 1366, 768 },  { 1440, 900 },  { 1600, 1200 }, { 1920, 1080 },
                                    { 1920, 1200 }, { 2560, 1080 }, { 2560, 1440 }, { 3840, 2160 } };
    int checked = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        for (int players = 3; players <= 6; players++) {
            BeteLayout bl = { 0 };
            layout_compute(&bl.base, w, h, players, text_pct);
            check("La Mouche", &bl, w, h, players);
            check_middle("La Mouche", &bl, w, h, players);
            check_seat_bubbles("La Mouche", &bl.base, w, h, players);
            check_header("La Mouche", &bl.base, w, h, players);
            check_seat_words("La Mouche", &bl.base, w, h, players);
            check_action_bar("La Mouche", &bl, w, h, players, false);
            check_mouche_words("La Mouche", &bl.base, w, h, players);
            check_hint("La Mouche", &bl, false, w, h, players);
            checked++;
        }
        for (int players = 3; players <= 7; players++) {
            BeteLayout bl;
            bete_layout_compute(&bl, w, h, players, text_pct);
            check("La Bete", &bl, w, h, players);
            check_middle("La Bete", &bl, w, h, players);
            check_seat_words("La Bete", &bl.base, w, h, players);
            check_dish_words("La Bete", &bl, w, h, players);
            check_seat_bubbles("La Bete", &bl.base, w, h, players);
            check_header("La Bete", &bl.base, w, h, players);
            check_bete_panels(&bl, w, h, players, false);
            check_action_bar("La Bete", &bl, w, h, players, false);
            check_hint("La Bete", &bl, true, w, h, players);
            checked++;
        }
    }
    static const int title_sizes[][2] = { { 1024, 640 },  { 1024, 700 },  { 1100, 640 },  { 1152, 720 },
                                          { 1280, 720 },  { 1366, 768 },  { 1536, 864 },  { 1680, 1050 },
                                          { 1920, 1080 }, { 3440, 1440 }, { 3000, 2000 }, { 3840, 2160 } };
    int titles = 0; /* with 6 rows to 8: the game choice, Continue, Learn to play */
    for (int w = 1024; w <= 3840; w += 16)
        for (int h = 640; h <= 2160; h += 8)
            for (int rows = 6; rows <= TITLE_MAX_ROWS; rows++) {
                check_title(w, h, rows);
                titles++;
            }
    for (size_t k = 0; k < sizeof title_sizes / sizeof title_sizes[0]; k++)
        for (int rows = 6; rows <= TITLE_MAX_ROWS; rows++) {
            check_title(title_sizes[k][0], title_sizes[k][1], rows);
            titles++;
        }
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int rows = 6; rows <= TITLE_MAX_ROWS; rows++) {
            check_title(sizes[k][0], sizes[k][1], rows);
            titles++;
        }
    const int overlays = check_overlays();
    printf("text at %d %%: %d tables, %d tables' notes, hints and corners, and %d title screens checked, %d failures, "
           "%d open\n",
           text_pct, checked, overlays, titles, failures, open_count);
    return failures ? 1 : 0;
}
