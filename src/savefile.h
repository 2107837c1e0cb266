/* The app's own data in a save's meta line: AI levels and temperaments. The
 * game itself is saved by the engine (mouche_save_file: atomic, replayable). */
#ifndef LAMOUCHE_SAVEFILE_H
#define LAMOUCHE_SAVEFILE_H

#include <stddef.h>

void savefile_format_meta(const int levels[6], const int tempers[6], int players, char *out, size_t size);
/* Leaves the arrays untouched where the meta says nothing valid. */
void savefile_parse_meta(const char *meta, int levels[6], int tempers[6]);

#endif
