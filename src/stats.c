/* Player statistics as key=value lines. */
#include "stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"

void stats_reset(Stats *s) { memset(s, 0, sizeof *s); }

bool stats_load(Stats *s, const char *path)
{
    stats_reset(s);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char k[64];
    long long v;
    while (fscanf(f, " %63[a-z_]=%lld", k, &v) == 2) {
        if (!strcmp(k, "games")) s->games = (long)v;
        else if (!strcmp(k, "games_won")) s->games_won = (long)v;
        else if (!strcmp(k, "hands")) s->hands = (long)v;
        else if (!strcmp(k, "tricks")) s->tricks = (long)v;
        else if (!strcmp(k, "flushes")) s->flushes = (long)v;
        else if (!strcmp(k, "mouches_made")) s->mouches_made = (long)v;
        else if (!strcmp(k, "chips_won")) s->chips_won = v;
        else if (!strcmp(k, "bete_games")) s->bete_games = (long)v;
        else if (!strcmp(k, "bete_games_won")) s->bete_games_won = (long)v;
        else if (!strcmp(k, "bete_deals")) s->bete_deals = (long)v;
        else if (!strcmp(k, "bete_bids")) s->bete_bids = (long)v;
        else if (!strcmp(k, "bete_wins")) s->bete_wins = (long)v;
        else if (!strcmp(k, "bete_betes")) s->bete_betes = (long)v;
        else if (!strcmp(k, "bete_kings")) s->bete_kings = (long)v;
        else if (!strcmp(k, "bete_chips")) s->bete_chips = v;
    }
    fclose(f);
    return true;
}

bool stats_save(const Stats *s, const char *path)
{
    char text[1024];
    const int n = snprintf(text, sizeof text,
                           "games=%ld\ngames_won=%ld\nhands=%ld\ntricks=%ld\nflushes=%ld\nmouches_made=%ld\n"
                           "chips_won=%lld\nbete_games=%ld\nbete_games_won=%ld\nbete_deals=%ld\nbete_bids=%ld\n"
                           "bete_wins=%ld\nbete_betes=%ld\nbete_kings=%ld\nbete_chips=%lld\n",
                           s->games, s->games_won, s->hands, s->tricks, s->flushes, s->mouches_made, s->chips_won,
                           s->bete_games, s->bete_games_won, s->bete_deals, s->bete_bids, s->bete_wins, s->bete_betes,
                           s->bete_kings, s->bete_chips);
    return n > 0 && (size_t)n < sizeof text && paths_write_atomic(path, text);
}
