/* The AI seats' memories beside a save ("<save>.ai"), for any game: so that a resumed game goes
 * on with opponents who still know the players they sit with. The file is text:
 *   lamouche-ai 1
 *   game SEED ACTIONS      the game and the moment it belongs to
 *   ...                    one line per AI seat, seat 1 first, as the game's memory writes it
 * A file of another game or of another moment (a save written without it) is refused: the seats
 * then learn afresh. Plain C without SDL (its reader is fuzzed). */
#ifndef LAMOUCHE_SEAT_MEMORIES_H
#define LAMOUCHE_SEAT_MEMORIES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One game's kind of seat memory: its size and its one-line text. */
typedef struct {
    size_t size; /* of one seat's memory */
    size_t line_max; /* the longest line it writes, its newline excluded, plus one */
    bool (*format)(const void *memory, char *out, size_t size);
    bool (*parse)(const char *line, int seat, int players, void *memory);
} SeatMemoryKind;

/* The file's text for seats 1..players-1 of `seats` (an array of kind->size records) at the
 * moment (seed, actions): malloc'd; NULL if out of memory. */
char *seat_memories_text(const SeatMemoryKind *kind, const void *seats, int players, uint64_t seed, size_t actions);
/* Reads the file's text into seats 1..players-1 if it belongs to (seed, actions) and every line
 * reads; false, seats untouched, otherwise (missing, damaged, another game or moment). */
bool seat_memories_parse(const SeatMemoryKind *kind, void *seats, int players, uint64_t seed, size_t actions,
                         const char *text, size_t len);
/* The memories file of a save: "<save path>.ai", allocated (the caller frees it; NULL when out of memory). */
char *seat_memories_path(const char *save_path);
/* Reads the memories file beside the save at save_path into seats (seat_memories_parse); false,
 * seats untouched, if it is missing, damaged or of another game or moment. */
bool seat_memories_read_beside(const SeatMemoryKind *kind, void *seats, int players, uint64_t seed, size_t actions,
                               const char *save_path);
/* Writes it atomically beside the save; a failure loses only what the AI seats learned (a line
 * on stderr). */
void seat_memories_write_beside(const SeatMemoryKind *kind, const void *seats, int players, uint64_t seed,
                                size_t actions, const char *save_path);

#endif
