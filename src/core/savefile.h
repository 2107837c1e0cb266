/* The app's own data in a save's meta line: AI levels and temperaments. The
 * game itself is saved by the engine (atomic, replayable). */
#ifndef LAMOUCHE_SAVEFILE_H
#define LAMOUCHE_SAVEFILE_H

#include <stddef.h>
#include <stdint.h>

/* A new game's id: what tells its statistics from another game's (StatsMark), 1 to 2^48. */
long long savefile_new_game_id(void);
/* "<tag> players=N levels=DDDDDD tempers=DDDDDD game=ID": one digit for each of `seats` seats. */
void savefile_format_meta(const char *tag, const int *levels, const int *tempers, int seats, int players,
                          long long game, char *out, size_t size);
/* Leaves the arrays (of `seats`) untouched where the meta says nothing valid; *game is the
 * meta's id, or one made from the seed for a save written before ids (the same each time). */
void savefile_parse_meta(const char *meta, int *levels, int *tempers, int seats, uint64_t seed, long long *game);

#endif
