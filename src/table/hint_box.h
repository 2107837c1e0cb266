#ifndef HINT_BOX_H
#define HINT_BOX_H

#include <stdbool.h>

#include "layout.h"

/* The hint's own box (issue 42: "the hint is placed clear of the seats"). A hint is longer than a
 * prompt: it is not drawn as one, across the window over whatever lies there, but in a box over the
 * prompt's line, growing up from it, no wider than the room the table leaves there: clear of every
 * seat's panel, of the header, of the decision row and the human's hand, of the words kept (the
 * seats' words and the middle's labels, layout_texts and the games' own) and, while a trick is played
 * (`trick`), of the trick's cards. What that room does not hold goes on further pages, a sentence
 * starting each page where it can (table_draw.c). */

/* The box of `lines` lines of line_h, its bottom the prompt line's: the widest that is clear, a unit narrower
 * at a time down to HINT_MIN_W units, centred on the prompt's line, else beside what it meets there (the
 * clear place nearest the centre); w 0 where none is. */
SDL_FRect hint_room(const Layout *l, const SDL_FRect *keep, int nkeep, int lines, float line_h, bool trick);

/* The words' inset on each side of the box, and the narrowest box a hint is put in (in units). */
enum { HINT_INSET = 2, HINT_MIN_W = 22, HINT_LINES_MAX = 4 };

/* Whether r lies where the hint's box may never go (the seats' panels, the header, the decision row,
 * the human's hand, the trick's cards with `trick`) or on one of the words kept above the prompt's line. */
bool hint_meets(const Layout *l, SDL_FRect r, const SDL_FRect *keep, int nkeep, bool trick);

#endif
