/* The games the table plays: the only place that lists them. */
#include "game.h"

#include "bete_game.h"
#include "mouche_game.h"

static const GameBackend *const games[] = { &mouche_backend, &bete_backend };
_Static_assert(sizeof games / sizeof games[0] == GAME_KINDS && (int)GAME_KINDS == (int)SETTINGS_GAMES &&
                   (int)GAME_KINDS == (int)STATS_GAMES,
               "every game has its settings and statistics");

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

const GameBackend *games_replay_check(const Replay *replay, char *why, size_t size)
{
    const CardGame *cg = mouche_cardgame_of_replay(replay);
    for (int i = 0; i < games_count(); i++)
        if (games_at(i)->cardgame == cg)
            return mouche_cardgame_replay_check(cg, replay, why, size) ? games_at(i) : NULL;
    snprintf(why, size, "no game of this app plays it");
    return NULL;
}

const GameSettingsCodec *const *games_settings_codecs(void)
{
    static const GameSettingsCodec *const codecs[SETTINGS_GAMES] = {
        [GAME_MOUCHE] = &mouche_settings_codec, [GAME_BETE] = &bete_settings_codec
    };
    return codecs;
}

const StatsKeys *const *games_stats_keys(void)
{
    static const StatsKeys *const keys[STATS_GAMES] = {
        [GAME_MOUCHE] = &MOUCHE_STATS_KEYS, [GAME_BETE] = &BETE_STATS_KEYS
    };
    return keys;
}
