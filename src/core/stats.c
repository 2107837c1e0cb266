/* Player statistics as key=value lines. No SDL (fuzzed on its own). */
#include "stats.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

void stats_reset(Stats *s) { memset(s->game, 0, sizeof s->game); }

/* The i-th counter in the file's order, its key, and whether it may be negative; NULL past the last. */
static long long *field(Stats *s, int i, const char **key, bool *net)
{
    *net = false;
    for (int g = 0; g < STATS_GAMES; g++)
        for (int c = 0; s->keys[g] && c < STATS_COUNTS && s->keys[g]->count[c]; c++)
            if (i-- == 0) {
                *key = s->keys[g]->count[c];
                *net = c == s->keys[g]->net;
                return &s->game[g].count[c];
            }
    for (int g = 0; g < STATS_GAMES; g++)
        if (s->keys[g] && i-- == 0) {
            *key = s->keys[g]->hints;
            return &s->game[g].hints;
        }
    for (int g = 0; g < STATS_GAMES; g++)
        if (s->keys[g] && (i -= 3) < 0) {
            StatsMark *m = &s->game[g].mark;
            *key = s->keys[g]->mark[i + 3];
            return i == -3 ? &m->game : i == -2 ? &m->deal : &m->over;
        }
    return NULL;
}

static void on_line(void *ctx, const char *key, const char *value, ReadReport *report)
{
    Stats *s = ctx;
    const char *k;
    bool net;
    for (int i = 0; field(s, i, &k, &net); i++) {
        if (strcmp(key, k))
            continue;
        char *end;
        errno = 0;
        long long v = strtoll(value, &end, 10);
        bool digits = (*value >= '0' && *value <= '9') || (*value == '-' && value[1] >= '0' && value[1] <= '9');
        if (errno || !digits || *end || (v < 0 && !net) || v > STATS_MAX || v < -STATS_MAX)
            store_refuse(report, key);
        else
            *field(s, i, &k, &net) = v;
        return;
    }
    /* an unknown key is ignored, as in the settings: a later version may have written it */
}

void stats_parse(Stats *s, const char *text, size_t len, ReadReport *report)
{
    stats_reset(s);
    memset(report, 0, sizeof *report);
    store_each_line(text, len, report, on_line, s);
}

static void parse(void *ctx, const char *text, size_t len, ReadReport *report) { stats_parse(ctx, text, len, report); }

StoreRead stats_load(Stats *s, const char *path, ReadReport *report)
{
    stats_reset(s);
    return store_load(path, parse, s, report);
}

bool stats_format(const Stats *s, char *text, size_t size)
{
    size_t n = 0;
    Stats counts = *s; /* field() points into what it is given */
    const char *k;
    bool net;
    const long long *v;
    for (int i = 0; n < size && (v = field(&counts, i, &k, &net)); i++)
        n += (size_t)snprintf(text + n, size - n, "%s=%lld\n", k, *v);
    return n < size;
}

/* Another game than the mark's: none of its deals is counted yet. */
static void mark_game(StatsMark *mark, long long game)
{
    if (mark->game != game)
        *mark = (StatsMark){ .game = game };
}

bool stats_mark_deal(StatsMark *mark, long long game, int deal)
{
    mark_game(mark, game);
    if (deal <= mark->deal)
        return false;
    mark->deal = deal;
    return true;
}

bool stats_mark_over(StatsMark *mark, long long game)
{
    mark_game(mark, game);
    if (mark->over)
        return false;
    mark->over = 1;
    return true;
}

bool stats_save(const Stats *s, const char *path)
{
    char text[1024];
    if (!stats_format(s, text, sizeof text)) {
        errno = EOVERFLOW;
        return false;
    }
    return store_write_atomic(path, text);
}

bool stats_any(const Stats *s)
{
    static const GameStats none; /* the keys are not counts: only the games' figures are compared */
    for (int g = 0; g < STATS_GAMES; g++)
        if (memcmp(&s->game[g], &none, sizeof none) != 0)
            return true;
    return false;
}
