/* Reading the AI memories' text lines (both games). */
#ifndef MOUCHE_AI_TEXT_H
#define MOUCHE_AI_TEXT_H

#include <stdbool.h>

/* The next number of a line of numbers separated by spaces, *p moved past it; false at the
 * line's end or on anything that is not a whole number token (NaN included). */
bool mouche_ai_text_next_number(const char **p, double *out);

#endif
