/* The AI seats' memories beside a save, for any game (seat_memories.h). */
#include "seat_memories.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

enum { MEMORIES_VERSION = 1, HEAD_MAX = 64 };

static void head_lines(char *magic, char *game, uint64_t seed, size_t actions)
{
    snprintf(magic, HEAD_MAX, "lamouche-ai %d", MEMORIES_VERSION);
    snprintf(game, HEAD_MAX, "game %llu %zu", (unsigned long long)seed, actions);
}

char *seat_memories_text(const SeatMemoryKind *kind, const void *seats, int players, uint64_t seed, size_t actions)
{
    const size_t cap = 2 * HEAD_MAX + (size_t)(players > 0 ? players : 0) * (kind->line_max + 1);
    char *text = malloc(cap);
    char *line = malloc(kind->line_max);
    if (!text || !line) {
        free(text);
        free(line);
        return NULL;
    }
    char magic[HEAD_MAX], game[HEAD_MAX];
    head_lines(magic, game, seed, actions);
    size_t len = (size_t)snprintf(text, cap, "%s\n%s\n", magic, game);
    for (int s = 1; s < players; s++) {
        if (!kind->format((const char *)seats + (size_t)s * kind->size, line, kind->line_max))
            continue; /* cannot happen at this size; that seat would start afresh */
        len += (size_t)snprintf(text + len, cap - len, "%s\n", line);
    }
    free(line);
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

bool seat_memories_parse(const SeatMemoryKind *kind, void *seats, int players, uint64_t seed, size_t actions,
                         const char *text, size_t len)
{
    if (!text || players < 1 || memchr(text, '\0', len))
        return false;
    const size_t all = (size_t)players * kind->size;
    char *read = malloc(all);
    char *line = malloc(kind->line_max > HEAD_MAX ? kind->line_max : HEAD_MAX);
    const size_t line_size = kind->line_max > HEAD_MAX ? kind->line_max : HEAD_MAX;
    bool ok = read && line;
    if (ok) {
        memcpy(read, seats, all);
        char magic[HEAD_MAX], game[HEAD_MAX];
        head_lines(magic, game, seed, actions);
        size_t pos = 0;
        ok = next_line(text, len, &pos, line, line_size) && !strcmp(line, magic) &&
             next_line(text, len, &pos, line, line_size) && !strcmp(line, game);
        for (int s = 1; s < players && ok; s++)
            ok = next_line(text, len, &pos, line, line_size) &&
                 kind->parse(line, s, players, read + (size_t)s * kind->size);
        ok = ok && pos >= len; /* no more than this game's seats */
    }
    if (ok)
        memcpy(seats, read, all);
    free(read);
    free(line);
    return ok;
}

char *seat_memories_path(const char *save_path)
{
    const size_t size = strlen(save_path) + sizeof ".ai";
    char *path = malloc(size);
    if (path)
        snprintf(path, size, "%s.ai", save_path);
    return path;
}

/* The longest memories file read: far above any table's (seven seats of a few hundred bytes). */
enum { FILE_MAX = 64 * 1024 };

bool seat_memories_read_beside(const SeatMemoryKind *kind, void *seats, int players, uint64_t seed, size_t actions,
                               const char *save_path)
{
    char *path = seat_memories_path(save_path);
    size_t len = 0;
    char *text = path ? store_read(path, FILE_MAX, &len) : NULL;
    const bool ok = seat_memories_parse(kind, seats, players, seed, actions, text, len);
    free(text);
    free(path);
    return ok;
}

void seat_memories_write_beside(const SeatMemoryKind *kind, const void *seats, int players, uint64_t seed,
                                size_t actions, const char *save_path)
{
    char *path = seat_memories_path(save_path);
    char *text = seat_memories_text(kind, seats, players, seed, actions);
    if (!path || !text || !store_write_atomic(path, text))
        fprintf(stderr, "lamouche: could not keep the AI seats' memories in %s.ai\n", save_path);
    free(text);
    free(path);
}
