/* Player statistics as key=value lines. No SDL (fuzzed on its own). */
#include "stats.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

void stats_reset(Stats *s) { memset(s, 0, sizeof *s); }

/* Every counter and its key in the file, in the order they are written. */
static const struct {
    const char *key;
    size_t offset;
} FIELDS[] = {
    { "games", offsetof(Stats, games) },
    { "games_won", offsetof(Stats, games_won) },
    { "hands", offsetof(Stats, hands) },
    { "tricks", offsetof(Stats, tricks) },
    { "flushes", offsetof(Stats, flushes) },
    { "mouches_made", offsetof(Stats, mouches_made) },
    { "chips_won", offsetof(Stats, chips_won) },
    { "bete_games", offsetof(Stats, bete_games) },
    { "bete_games_won", offsetof(Stats, bete_games_won) },
    { "bete_deals", offsetof(Stats, bete_deals) },
    { "bete_bids", offsetof(Stats, bete_bids) },
    { "bete_wins", offsetof(Stats, bete_wins) },
    { "bete_betes", offsetof(Stats, bete_betes) },
    { "bete_kings", offsetof(Stats, bete_kings) },
    { "bete_chips", offsetof(Stats, bete_chips) },
    { "hints", offsetof(Stats, hints) },
    { "bete_hints", offsetof(Stats, bete_hints) },
    { "counted_game", offsetof(Stats, mouche_mark.game) },
    { "counted_hand", offsetof(Stats, mouche_mark.deal) },
    { "counted_over", offsetof(Stats, mouche_mark.over) },
    { "bete_counted_game", offsetof(Stats, bete_mark.game) },
    { "bete_counted_deal", offsetof(Stats, bete_mark.deal) },
    { "bete_counted_over", offsetof(Stats, bete_mark.over) },
};
enum { NFIELDS = sizeof FIELDS / sizeof FIELDS[0] };

/* Net chips may be negative; every other counter is a count. */
static bool is_net(const char *key) { return !strcmp(key, "chips_won") || !strcmp(key, "bete_chips"); }

static void on_line(void *ctx, const char *key, const char *value, ReadReport *report)
{
    Stats *s = ctx;
    for (int i = 0; i < NFIELDS; i++) {
        if (strcmp(key, FIELDS[i].key))
            continue;
        char *end;
        errno = 0;
        long long v = strtoll(value, &end, 10);
        bool digits = (*value >= '0' && *value <= '9') || (*value == '-' && value[1] >= '0' && value[1] <= '9');
        if (errno || !digits || *end || (v < 0 && !is_net(key)) || v > STATS_MAX || v < -STATS_MAX)
            store_refuse(report, key);
        else
            *(long long *)((char *)s + FIELDS[i].offset) = v;
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
    for (int i = 0; i < NFIELDS && n < size; i++)
        n += (size_t)snprintf(text + n, size - n, "%s=%lld\n", FIELDS[i].key,
                              *(const long long *)((const char *)s + FIELDS[i].offset));
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
