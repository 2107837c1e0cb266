/* The AI seats' memories beside a La Bête save (bete_memory.h); the file itself is
 * seat_memories.c's, one "betememory" line per AI seat. */
#include "bete_memory.h"

#include "seat_memories.h"

static bool format_seat(const void *memory, char *out, size_t size) { return bete_ai_memory_format(memory, out, size); }

static bool parse_seat(const char *line, int seat, int players, void *memory)
{
    return bete_ai_memory_parse(line, seat, players, memory);
}

static const SeatMemoryKind KIND = { sizeof(BeteAiMemory), BETE_AI_MEMORY_TEXT_MAX, format_seat, parse_seat };

void bete_memories_init(BeteMemories *m, int players)
{
    for (int s = 0; s < BETE_MAX_PLAYERS; s++)
        bete_ai_memory_init(&m->seat[s], s, players);
}

void bete_memories_observe(BeteMemories *m, const BeteState *st)
{
    const BetePhase ph = bete_phase(st);
    if (ph != BETE_PHASE_DEAL_OVER && ph != BETE_PHASE_GAME_OVER)
        return;
    for (int s = 1; s < st->players; s++) {
        BeteView view;
        bete_view(st, s, &view);
        bete_ai_observe(&m->seat[s], &view);
    }
}

char *bete_memories_text(const BeteMemories *m, const BeteGame *game)
{
    return seat_memories_text(&KIND, m->seat, game->state.players, game->record.seed, game->record.count);
}

bool bete_memories_parse(BeteMemories *m, const BeteGame *game, const char *text, size_t len)
{
    bete_memories_init(m, game->state.players);
    return seat_memories_parse(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, text, len);
}

bool bete_memories_read(BeteMemories *m, const BeteGame *game, const char *save_path)
{
    bete_memories_init(m, game->state.players);
    return seat_memories_read_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count,
                                     save_path);
}

void bete_memories_write(const BeteMemories *m, const BeteGame *game, const char *save_path)
{
    seat_memories_write_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, save_path);
}
