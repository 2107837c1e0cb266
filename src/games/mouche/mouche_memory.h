/* What the AI seats of a La Mouche game remember of their table: kept beside
 * the save ("<save>.ai"), so that a resumed game goes on with opponents who
 * still know the players they sit with. */
#ifndef LAMOUCHE_MOUCHE_MEMORY_H
#define LAMOUCHE_MOUCHE_MEMORY_H

#include <stdbool.h>
#include <stddef.h>

#include "mouche/ai.h"
#include "mouche/save.h"

typedef struct {
    MoucheAiMemory seat[MOUCHE_MAX_PLAYERS]; /* seat 0 (the human) is unused */
} MoucheMemories;

/* Empty memories for every seat of a table of `players`. */
void mouche_memories_init(MoucheMemories *m, int players);
/* Lets every AI seat learn from the hand just finished (once per hand; a no-op mid-hand). */
void mouche_memories_observe(MoucheMemories *m, const MoucheState *st);
/* The text of the memories file of the game `game`: malloc'd; NULL if out of memory. */
char *mouche_memories_text(const MoucheMemories *m, const MoucheGame *game);
/* Reads memories written for this very game (its seed and number of actions);
 * false, leaving *m empty, if the text is missing, damaged, or of another game
 * or moment. */
bool mouche_memories_parse(MoucheMemories *m, const MoucheGame *game, const char *text, size_t len);
/* The memories kept beside the save at save_path ("<save>.ai"): read (false, *m empty, if there
 * are none of this game at this moment), and written after the save. */
bool mouche_memories_read(MoucheMemories *m, const MoucheGame *game, const char *save_path);
void mouche_memories_write(const MoucheMemories *m, const MoucheGame *game, const char *save_path);

#endif
