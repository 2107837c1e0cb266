/* Player statistics, kept across games in the preferences folder. */
#ifndef LAMOUCHE_STATS_H
#define LAMOUCHE_STATS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    long games, games_won, hands, tricks, flushes, mouches_made;
    long long chips_won;
} Stats;

void stats_reset(Stats *s);
bool stats_load(Stats *s, const char *path);
bool stats_save(const Stats *s, const char *path);

#endif
