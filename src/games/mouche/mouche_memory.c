/* The AI seats' memories beside a La Mouche save (mouche_memory.h); the file itself is
 * seat_memories.c's, one "aimemory" line per AI seat. */
#include "mouche_memory.h"

#include "mouche/view.h"
#include "seat_memories.h"

static bool format_seat(const void *memory, char *out, size_t size)
{
    return mouche_ai_memory_format(memory, out, size);
}

static bool parse_seat(const char *line, int seat, int players, void *memory)
{
    return mouche_ai_memory_parse(line, seat, players, memory);
}

static const SeatMemoryKind KIND = { sizeof(MoucheAiMemory), MOUCHE_AI_MEMORY_TEXT_MAX, format_seat, parse_seat };

void mouche_memories_init(MoucheMemories *m, int players)
{
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++)
        mouche_ai_memory_init(&m->seat[s], s, players);
}

void mouche_memories_observe(MoucheMemories *m, const MoucheState *st)
{
    if (st->phase != PHASE_HAND_OVER && st->phase != PHASE_GAME_OVER)
        return;
    for (int s = 1; s < st->players; s++) {
        MoucheView view;
        mouche_view(st, s, &view);
        mouche_ai_observe(&m->seat[s], &view);
    }
}

char *mouche_memories_text(const MoucheMemories *m, const MoucheGame *game)
{
    return seat_memories_text(&KIND, m->seat, game->state.players, game->record.seed, game->record.count);
}

bool mouche_memories_parse(MoucheMemories *m, const MoucheGame *game, const char *text, size_t len)
{
    mouche_memories_init(m, game->state.players);
    return seat_memories_parse(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, text, len);
}

bool mouche_memories_read(MoucheMemories *m, const MoucheGame *game, const char *save_path)
{
    mouche_memories_init(m, game->state.players);
    return seat_memories_read_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count,
                                     save_path);
}

void mouche_memories_write(const MoucheMemories *m, const MoucheGame *game, const char *save_path)
{
    seat_memories_write_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, save_path);
}
