/* The AI seats' memories beside the save (mouche_memory.h). The file is text:
 *   lamouche-ai 1
 *   game SEED ACTIONS
 *   aimemory ...        one line per AI seat, seat 1 first
 * A memories file of another game or of another moment of this one (a save
 * written without it) is ignored: the seats then start to learn afresh. */
#include "mouche_memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/view.h"

enum { MEMORIES_VERSION = 1 };

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
    const size_t cap = 64 + (size_t)MOUCHE_MAX_PLAYERS * (MOUCHE_AI_MEMORY_TEXT_MAX + 1);
    char *text = malloc(cap);
    if (!text)
        return NULL;
    int len = snprintf(text, cap, "lamouche-ai %d\ngame %llu %zu\n", MEMORIES_VERSION,
                       (unsigned long long)game->record.seed, game->record.count);
    for (int s = 1; s < game->state.players; s++) {
        char line[MOUCHE_AI_MEMORY_TEXT_MAX];
        if (!mouche_ai_memory_format(&m->seat[s], line, sizeof line))
            continue; /* cannot happen at this size; that seat would start afresh */
        len += snprintf(text + len, cap - (size_t)len, "%s\n", line);
    }
    return text;
}

/* The next line of text into out (without its newline); false at the end or if too long. */
static bool next_line(const char *text, size_t len, size_t *pos, char *out, size_t size)
{
    if (*pos >= len)
        return false;
    const char *start = text + *pos, *nl = memchr(start, '\n', len - *pos);
    const size_t n = nl ? (size_t)(nl - start) : len - *pos;
    *pos += n + (nl ? 1 : 0);
    if (n >= size)
        return false;
    memcpy(out, start, n);
    out[n] = '\0';
    return true;
}

bool mouche_memories_parse(MoucheMemories *m, const MoucheGame *game, const char *text, size_t len)
{
    const int players = game->state.players;
    mouche_memories_init(m, players);
    if (!text || memchr(text, '\0', len))
        return false;
    MoucheMemories read;
    mouche_memories_init(&read, players);
    char line[MOUCHE_AI_MEMORY_TEXT_MAX], want[64];
    size_t pos = 0;
    snprintf(want, sizeof want, "lamouche-ai %d", MEMORIES_VERSION);
    if (!next_line(text, len, &pos, line, sizeof line) || strcmp(line, want) != 0)
        return false;
    snprintf(want, sizeof want, "game %llu %zu", (unsigned long long)game->record.seed, game->record.count);
    if (!next_line(text, len, &pos, line, sizeof line) || strcmp(line, want) != 0)
        return false;
    for (int s = 1; s < players; s++)
        if (!next_line(text, len, &pos, line, sizeof line) || !mouche_ai_memory_parse(line, s, players, &read.seat[s]))
            return false;
    if (pos < len)
        return false; /* more than this game's seats */
    *m = read;
    return true;
}

void mouche_memories_path(const char *save_path, char *out, size_t size) { snprintf(out, size, "%s.ai", save_path); }
