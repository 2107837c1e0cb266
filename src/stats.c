/* Player statistics as key=value lines. */
#include "stats.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"

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
};
enum { NFIELDS = sizeof FIELDS / sizeof FIELDS[0] };

bool stats_load(Stats *s, const char *path)
{
    stats_reset(s);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char k[64];
    long long v;
    while (fscanf(f, " %63[a-z_]=%lld", k, &v) == 2)
        for (int i = 0; i < NFIELDS; i++)
            if (!strcmp(k, FIELDS[i].key))
                *(long long *)((char *)s + FIELDS[i].offset) = v;
    fclose(f);
    return true;
}

bool stats_save(const Stats *s, const char *path)
{
    char text[1024];
    size_t n = 0;
    for (int i = 0; i < NFIELDS && n < sizeof text; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "%s=%lld\n", FIELDS[i].key,
                              *(const long long *)((const char *)s + FIELDS[i].offset));
    return n < sizeof text && paths_write_atomic(path, text);
}
