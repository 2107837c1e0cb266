/* The app's own data in a save's meta line: AI levels and temperaments. The
 * game itself is saved by the engine (atomic, replayable). */
#ifndef LAMOUCHE_SAVEFILE_H
#define LAMOUCHE_SAVEFILE_H

#include <stddef.h>

/* "<tag> players=N levels=DDDDDD tempers=DDDDDD": one digit for each of `seats` seats. */
void savefile_format_meta(const char *tag, const int *levels, const int *tempers, int seats, int players, char *out,
                          size_t size);
/* Leaves the arrays (of `seats`) untouched where the meta says nothing valid. */
void savefile_parse_meta(const char *meta, int *levels, int *tempers, int seats);

#endif
