/* Fuzz target: the AI seats' memories file, read as La Mouche's and as La Bête's. Whatever is on
 * disk, reading it either refuses it, leaving empty memories, or gives memories that are valid
 * and write back to the very text that was read. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bete_memory.h"
#include "mouche_memory.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The same as La Bête's (its corpus file: the game of seed 300 after 195 actions, 4 players). */
static void bete_one(const uint8_t *data, size_t size)
{
    BeteGame game;
    memset(&game, 0, sizeof game);
    game.state.players = 4;
    game.record.seed = 300;
    game.record.count = 195;
    BeteMemories m;
    const bool ok = bete_memories_parse(&m, &game, (const char *)data, size);
    for (int s = 0; s < BETE_MAX_PLAYERS; s++)
        if (!bete_ai_memory_valid(&m.seat[s], s, 4))
            abort();
    if (!ok)
        return;
    char *text = bete_memories_text(&m, &game);
    if (!text || strlen(text) != size || memcmp(text, data, size) != 0) {
        BeteMemories again;
        if (!text || !bete_memories_parse(&again, &game, text, strlen(text)) || memcmp(&again, &m, sizeof m))
            abort();
    }
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bete_one(data, size);
    /* the corpus's game (tests/app/test_memories.c, seed 300) after 195 actions: a memories
       file names its game by seed and action count, and needs its table size; nothing else is read */
    MoucheGame game;
    memset(&game, 0, sizeof game);
    game.state.players = 4;
    game.record.seed = 300;
    game.record.count = 195;
    MoucheMemories m;
    const bool ok = mouche_memories_parse(&m, &game, (const char *)data, size);
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++)
        if (!mouche_ai_memory_valid(&m.seat[s], s, 4))
            abort();
    if (!ok)
        return 0;
    char *text = mouche_memories_text(&m, &game);
    if (!text || strlen(text) != size || memcmp(text, data, size) != 0) {
        /* read text may differ in how its numbers are written; it must read back the same */
        MoucheMemories again;
        if (!text || !mouche_memories_parse(&again, &game, text, strlen(text)) || memcmp(&again, &m, sizeof m))
            abort();
    }
    free(text);
    return 0;
}
