/* Player statistics as key=value lines. */
#include "stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    }
    fclose(f);
    return true;
}

bool stats_save(const Stats *s, const char *path)
{
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return false;
    fprintf(f, "games=%ld\ngames_won=%ld\nhands=%ld\ntricks=%ld\nflushes=%ld\nmouches_made=%ld\nchips_won=%lld\n",
            s->games, s->games_won, s->hands, s->tricks, s->flushes, s->mouches_made, s->chips_won);
    bool ok = fclose(f) == 0;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return false;
    }
    return true;
}
