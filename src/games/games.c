/* The games the table plays: the only place that lists them. */
#include "game.h"

#include "bete_game.h"
#include "mouche_game.h"

static const GameBackend *const games[] = { &mouche_backend, &bete_backend };

int games_count(void) { return (int)(sizeof games / sizeof games[0]); }

const GameBackend *games_at(int i) { return games[i >= 0 && i < games_count() ? i : 0]; }

int games_index(int kind)
{
    for (int i = 0; i < games_count(); i++)
        if (games[i]->kind == kind)
            return i;
    return 0;
}

const GameBackend *games_find(int kind) { return games[games_index(kind)]; }

const GameBackend *games_next(int kind) { return games[(games_index(kind) + 1) % games_count()]; }

const StatsKeys *const *games_stats_keys(void)
{
    static const StatsKeys *const keys[STATS_GAMES] = {
        [GAME_MOUCHE] = &MOUCHE_STATS_KEYS, [GAME_BETE] = &BETE_STATS_KEYS
    };
    return keys;
}
