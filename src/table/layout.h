/* Where everything sits on the table, for 3 to 7 players at any window size
 * (7: the most a game seats).
 * All positions are in output pixels. */
#ifndef LAMOUCHE_LAYOUT_H
#define LAMOUCHE_LAYOUT_H

#include <SDL.h>
#include <stdbool.h>

#include "render_cards.h"

enum { LAYOUT_MAX_SEATS = 7 };
/* A line of the prompt (its italic at 2.6 units, times the text size), in units, a little over: the
 * trick ends that far over the middle's foot, for the prompt's second line */
#define LAYOUT_PROMPT_LINE 3.3f

typedef struct {
    SDL_FPoint anchor; /* the seat's centre (hand for seat 0) */
    SDL_FRect panel; /* name plate and tokens area */
    SDL_FPoint hand_centre; /* centre of the hand row */
    SDL_FPoint trick; /* centre of this seat's card in the trick */
    SDL_FPoint tokens; /* top-left of the token stacks */
    SDL_FPoint pile; /* where the tricks taken are stacked */
    SDL_FRect name; /* the line the seat's name takes (as long as the panel allows), capitals to descenders */
    SDL_FRect status; /* the room of its status under the name, at the right (folded, exchanged 2, passes, plays...):
                       * the word right-aligned 0.6u in from its right (a pill's margin), its top at status.y;
                       * the AI's temper on the same line at the left */
    SDL_FRect balance; /* the chip count, right-aligned in it, its top at balance.y */
    SDL_FRect chips_word; /* the word "chips" under the count, the same way */
    SDL_FPoint bubble; /* speech bubble anchor (tail point) */
    int bubble_side; /* 0 above the anchor, 1 below, 2 to its right, 3 to its left (the box's side) */
    SDL_FRect dealer; /* the dealer's token when this seat deals */
} SeatLayout;

typedef struct {
    int w, h, players;
    float card_w, card_h; /* the human's hand */
    float small_w, small_h; /* opponents' hands, piles */
    float mid_w, mid_h; /* trick, stock, turned card */
    float chip; /* chip diameter */
    float unit; /* a base length: min(w/1.6, h) / 100 */
    float text; /* the player's text size as a factor (1, 1.25, 1.5): the lines that hold words grow by it */
    float edge; /* the margin inside the window's wooden frame */
    SDL_FPoint centre; /* the trick's middle */
    SDL_FRect region; /* the free middle of the table, between the seats and above the prompt */
    SDL_FRect trick_area; /* every seat's place in the trick */
    SDL_FRect pool; /* the corbeille, left of the trick */
    SDL_FRect pool_label; /* the two lines under it: the pool's chips, and the name of its stake */
    SDL_FRect pending; /* the line under that: the pools pending (carried mouches) */
    SDL_FRect stock_area; /* right of the trick: discards, stock, turned card, their labels */
    SDL_FRect stock_label; /* its foot: two lines, the stock's count over the discards' */
    SeatLayout seat[LAYOUT_MAX_SEATS];
    SDL_FRect buttons; /* the human's action bar */
    SDL_FRect message; /* the prompt line */
    SDL_FRect header; /* top right: the deal's number, "Trump :" and the trump's disc */
    SDL_FRect trump; /* the trump's disc, at the header's right under the deal's line ("Trump:" left of it) */
    SDL_FRect hint; /* "L: last trick", right-aligned in it: bottom right, under the human's pile */
    SDL_FRect skip_hint; /* "Click or Space: skip" while cards move, right-aligned, over the key hint */
    bool pile_count_beside; /* the human's trick count left of its pile, not under it (layout_footer) */
} Layout;

/* text_pct: the text size in percent (the settings' text_size; 0 reads as 100). */
void layout_compute(Layout *l, int w, int h, int players, int text_pct);
/* Card i of n in a seat's hand. */
SDL_FRect layout_hand_card(const Layout *l, int seat, int i, int n);
SDL_FRect layout_trick_card(const Layout *l, int seat);
/* The stock, the turned card and the discards: in the stock's area, whoever deals. */
SDL_FRect layout_stock(const Layout *l);
SDL_FRect layout_turned(const Layout *l);
SDL_FRect layout_discards(const Layout *l);
SDL_FRect layout_pile(const Layout *l, int seat);
/* The line under a seat's pile that counts its tricks ("1 trick"): right under the cards, which
 * lie turned a quarter (the human's left of them, level, where the footer leaves no room under them:
 * pile_count_beside); its text is drawn centred at its top. */
SDL_FRect layout_pile_label(const Layout *l, int seat);
SDL_FRect layout_token(const Layout *l, int seat, TokenKind kind); /* seat -1: pool, -2: pending, -3: bank */
/* The dealer's token: on the top right corner of the seat's panel (drawn in
 * from the window's edge for a seat against the right edge), or its top left
 * one when the header is in the way (3 and 6 players: a seat sits right under
 * it), raised clear of the seat's name and status. A seat at the top of the
 * window has no room above its panel: the token stands beside the panel, level
 * with its top (clear of the window's wooden frame), on the side away from the
 * seat's speech bubble (or the other side if that one is taken). Always inside the
 * window, off the header, the key hint, the other seats' panels and the
 * seat's own name and status. */
SDL_FRect layout_dealer_marker(const Layout *l, int seat);
/* A computer seat's speech bubble at its longest (two lines), where ui_bubble draws it: beside the
 * seat's panel, clear of its cards and its words. */
SDL_FRect layout_bubble_box(const Layout *l, int seat);
/* Places the computer seats' speech bubbles (layout_compute does, for La Mouche's middle): clear of
 * the game's `middle` where the table leaves room, else of the rest (another game's middle, laid out
 * after the seats, calls it again). */
void layout_place_bubbles(Layout *l, const SDL_FRect *middle, int nmiddle);
SDL_FRect layout_centre_card(const Layout *l, int i, int n, float scale);

/* The Hint button (hint_w by h), in the top left corner: under the Menu button (menu_w wide) where no
 * seat's panel comes, else in the Menu's row, right of it. */
SDL_FRect layout_hint_button(const Layout *l, float hint_w, float h, float menu_w);

/* A summary's (or the game's end's) buttons, in a band at its panel's foot that the panel keeps clear of its rows:
 * a unit and a half under the rows, the buttons, and under them two units, which hold the focus ring off the
 * panel's wooden edge (play-test 65: at 1024x640 they sat on it). table.c places them, the games' panels make
 * room for the band. */
int layout_summary_button_h(const Layout *l);
int layout_summary_band(const Layout *l);
/* The buttons' top in the panel p. */
int layout_summary_buttons_y(const Layout *l, SDL_Rect p);

/* La Mouche's summary: `units` (its title, column heads and rows, in units of 100 %) as much larger as the text
 * size, or less where the window is too low (never less than 1: *scale, if given), with `words_px` of words under
 * them (already at the text size) and the buttons' band; as wide as 92 of those units, within the window's frame,
 * its foot near the table's middle. */
SDL_Rect layout_summary_panel(const Layout *l, float units, int words_px, float *scale);

enum { LAYOUT_TEXTS_MAX = 48, LAYOUT_KEY_HINTS = 2 /* the last of layout_texts */ };
/* Where the table writes words, as rooms that a note or a hint must not cover: every seat's name,
 * status, chips and their counts (the human's whole panel), its pile's count, the header, the prompt line, the buttons, the key hints; with `pool`, La Mouche's middle too (the pool's lines,
 * the stock's labels), and the key hints last: these and a game's middle's labels after them are the
 * lesser words, covered first where no place clears every word. Writes at most max; returns how many. */
int layout_texts(const Layout *l, bool pool, SDL_FRect *out, int max);
/* The box of a prompt of `lines` lines `line_h` high: its last line on the prompt line, the others
 * going up over the table, centred, as wide as the prompt line where that clears `keep` (the
 * table's words: layout_texts and the game's), else narrowed (by a unit at a time, to 36 units)
 * until it does. */
/* Where the human's words (a speech bubble, ui_bubble's point and side) stand: over the middle of
 * the hand, or, while buttons stand in the action bar (`buttons`: the row's extent, w 0 none: the
 * Take back after a move), at their left at their height, so they cover none of them. */
SDL_FPoint layout_own_bubble(const Layout *l, SDL_FRect buttons, int *side);
/* The human's words at their longest (two lines) where ui_bubble draws them from there. */
SDL_FRect layout_own_bubble_box(const Layout *l, SDL_FRect buttons);
/* The footer's n buttons (rules, last trick, log: `widths` wide, h high, gap apart) into out,
 * right-aligned on the key hint's line from the last; one that would reach the human's hand (five
 * cards) goes a line above, where a narrower one before it may pass it (French at 1024x640: Rules and
 * Log on the key hint's line, Last trick over them). "Click or Space: skip" (l->skip_hint) stands
 * over the upper line where it would meet it, and the human's pile and its count go up over the
 * skip hint where they would meet it, no closer than 2.5 units under a seat: where that leaves the
 * count on the upper line, it stands left of the pile (pile_count_beside). Returns how many lines it
 * takes. Called again on the layout it left, it leaves the same (test_layout). */
int layout_footer(Layout *l, const int *widths, int n, int h, int gap, SDL_Rect *out);
SDL_FRect layout_prompt_room(const Layout *l, const SDL_FRect *keep, int nkeep, int lines, float line_h);
/* The review's panel, h high: its bottom just over the human's hand (the hand as it was stays in
 * view), clear of the other seats and of the words in keep above the prompt's line (table_texts),
 * as wide as they allow up to 120 units, centred or as near the centre as they allow;
 * LAYOUT_REVIEW_MIN_W units wide at least, and centred over them when even that does not clear them. */
enum { LAYOUT_REVIEW_MIN_W = 64 };
SDL_FRect layout_review_room(const Layout *l, float h, const SDL_FRect *keep, int nkeep);

#endif
