/* What the AI seats of a La Bête game remember of their table: kept beside the save
 * ("<save>.ai", seat_memories.h), so that a resumed game goes on with opponents who still know
 * the table they sit at. */
#ifndef LAMOUCHE_BETE_MEMORY_H
#define LAMOUCHE_BETE_MEMORY_H

#include <stdbool.h>
#include <stddef.h>

#include "mouche/bete.h"
#include "mouche/bete_ai.h"

typedef struct {
    BeteAiMemory seat[BETE_MAX_PLAYERS]; /* seat 0 (the human) is unused */
} BeteMemories;

/* Empty memories for every seat of a table of `players`. */
void bete_memories_init(BeteMemories *m, int players);
/* Lets every AI seat learn from the deal just finished (once per deal; a no-op mid-deal). */
void bete_memories_observe(BeteMemories *m, const BeteState *st);
/* The text of the memories file of the game `game`: malloc'd; NULL if out of memory. */
char *bete_memories_text(const BeteMemories *m, const BeteGame *game);
/* Reads memories written for this very game (its seed and number of actions); false, leaving *m
 * empty, if the text is missing, damaged, or of another game or moment. */
bool bete_memories_parse(BeteMemories *m, const BeteGame *game, const char *text, size_t len);
/* The memories kept beside the save at save_path ("<save>.ai"): read (false, *m empty, if there
 * are none of this game at this moment), and written after the save. */
bool bete_memories_read(BeteMemories *m, const BeteGame *game, const char *save_path);
void bete_memories_write(const BeteMemories *m, const BeteGame *game, const char *save_path);

#endif
