/* The AI seats' memories beside a game's save, written once for both games: the
 * game's *_memory.c defines what follows, then includes this file, which defines
 * its PREFIXmemories_init, _observe, _text, _parse, _read and _write (the file
 * itself is seat_memories.c's, one line per AI seat as the game's AI writes it).
 *
 *   GM_PREFIX, GM_TYPES   e.g. mouche_, Mouche (MoucheMemories, mouche_ai_observe, ...)
 *   GM_MAX_PLAYERS        the seats of the game's largest table
 *   GM_TEXT_MAX           the longest line a seat's memory writes (its AI's)
 *   GM_DEAL_DONE(st)      whether the deal (hand) in play is finished, or the game */
#include "seat_memories.h"

#define GM_CAT_(a, b) a##b
#define GM_CAT(a, b) GM_CAT_(a, b)
#define GM_FN(name) GM_CAT(GM_PREFIX, name)
#define GM_T(name) GM_CAT(GM_TYPES, name)

static bool format_seat(const void *memory, char *out, size_t size)
{
    return GM_FN(ai_memory_format)(memory, out, size);
}

static bool parse_seat(const char *line, int seat, int players, void *memory)
{
    return GM_FN(ai_memory_parse)(line, seat, players, memory);
}

static const SeatMemoryKind KIND = { sizeof(GM_T(AiMemory)), GM_TEXT_MAX, format_seat, parse_seat };

void GM_FN(memories_init)(GM_T(Memories) * m, int players)
{
    for (int s = 0; s < GM_MAX_PLAYERS; s++)
        GM_FN(ai_memory_init)(&m->seat[s], s, players);
}

void GM_FN(memories_observe)(GM_T(Memories) * m, const GM_T(State) * st)
{
    if (!(GM_DEAL_DONE(st)))
        return;
    for (int s = 1; s < st->players; s++) {
        GM_T(View) view;
        GM_FN(view)(st, s, &view);
        GM_FN(ai_observe)(&m->seat[s], &view);
    }
}

char *GM_FN(memories_text)(const GM_T(Memories) * m, const GM_T(Game) * game)
{
    return seat_memories_text(&KIND, m->seat, game->state.players, game->record.seed, game->record.count);
}

bool GM_FN(memories_parse)(GM_T(Memories) * m, const GM_T(Game) * game, const char *text, size_t len)
{
    GM_FN(memories_init)(m, game->state.players);
    return seat_memories_parse(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, text, len);
}

bool GM_FN(memories_read)(GM_T(Memories) * m, const GM_T(Game) * game, const char *save_path)
{
    GM_FN(memories_init)(m, game->state.players);
    return seat_memories_read_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count,
                                     save_path);
}

void GM_FN(memories_write)(const GM_T(Memories) * m, const GM_T(Game) * game, const char *save_path)
{
    seat_memories_write_beside(&KIND, m->seat, game->state.players, game->record.seed, game->record.count, save_path);
}
