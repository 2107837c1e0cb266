/* Player statistics, kept across games in the preferences folder. */
#ifndef LAMOUCHE_STATS_H
#define LAMOUCHE_STATS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    long long games, games_won, hands, tricks, flushes, mouches_made, chips_won;
    /* La Bête */
    long long bete_games, bete_games_won, bete_deals, bete_bids, bete_wins, bete_betes, bete_kings, bete_chips;
} Stats;

void stats_reset(Stats *s);
bool stats_load(Stats *s, const char *path);
bool stats_save(const Stats *s, const char *path);

#endif
