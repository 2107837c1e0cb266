/* The quick-reference card, opened over the table with R (or F1): the ranking in
 * pictures, what a trick earns now and the play rules under the game's options. */
#ifndef LAMOUCHE_QUICK_RULES_H
#define LAMOUCHE_QUICK_RULES_H

#include "table.h"

enum { QUICK_RULES_MAX = 8 }; /* sentences on the card at the most */

void quick_rules_draw(App *app, const Table *t);

#endif
