/* La Bête's table: the seats of layout.c (3 to 7) and, in the space they
 * leave in the middle, the trick, the dish with the King stake and the plaques
 * under it, the deal's stakes, the queue of bêtes and the talon. Pixels. */
#ifndef LAMOUCHE_BETE_LAYOUT_H
#define LAMOUCHE_BETE_LAYOUT_H

#include "bete_shown.h"
#include "game_import.h"

typedef struct {
    Layout base; /* seats, hands, piles, buttons, prompt, the middle and the trick in it */
    SDL_FRect region; /* the free middle of the table */
    SDL_FRect dish; /* the King stake's dish */
    SDL_FRect stakes; /* the deal's stakes (chips), beside the dish */
    SDL_FRect plaques; /* plaques at stake, next to the stakes */
    SDL_FRect reserve; /* plaques under the dish */
    SDL_FRect talon, turned, voided;
    SDL_FRect queue; /* the bêtes: one line each, the head first */
    float queue_line; /* height of a line of the queue */
    /* the rooms of the middle's words (bete_draw.c writes them there): the King's line and the plaques
     * under the dish; the stakes, the plaques at stake and what the deal is worth; the talon's count;
     * the voided upcard's word */
    SDL_FRect king_label, stakes_label, talon_label, voided_label;
    /* the talon, the card turned on it (the trump) and their count; the voided upcard and its word: the
     * middle's words for a note or a hint (bete_layout_texts), as La Mouche's stock is (play-test 55 B2) */
    SDL_FRect talon_shown, voided_shown;
    /* from one line of words to the next: under the King's line (the plaques under the dish), under
     * the stakes' line (the plaques at stake, then what the deal is worth); they grow with the text */
    float king_step, stakes_step;
} BeteLayout;

void bete_layout_compute(BeteLayout *l, int w, int h, int players, int text_pct); /* text_pct: as layout_compute */
/* Party: a seat 0..6, or a BETE_PARTY_* (stakes, King, reserve, plaques, bête). */
SDL_FRect bete_layout_token(const BeteLayout *l, int party, TokenKind kind, int queue_index);
/* Where the table writes words (layout_texts, without La Mouche's pool) and La Bête's middle writes
 * its own (the talon and the voided upcard with their cards); returns how many (at most max). */
int bete_layout_texts(const BeteLayout *l, SDL_FRect *out, int max);
/* the lesser of them, last: the key hints, the King's, the stakes', the talon's, the voided upcard's, the queue */
enum { BETE_LESSER_TEXTS = LAYOUT_KEY_HINTS + 5 };
/* The deal's summary and the game's end, on the table (not yet moved up for the guide): `rows` rows
 * `row` units high and `lines` lines of words, grown with the text size as far as the window holds
 * them; *scale (if not NULL): how much taller than at 100 % its rows are. Top and bottom inside the
 * window at every text size. */
SDL_Rect bete_layout_panel(const Layout *l, int rows, float row, int lines, float *scale);
/* Their width (bete_layout_panel's): it decides how many lines their words take, so it is known
 * before their height. */
int bete_layout_panel_w(const Layout *l);
/* Line i of the queue of bêtes. */
SDL_FRect bete_layout_queue_line(const BeteLayout *l, int i);

#endif
