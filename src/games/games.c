/* The games the table plays: the only place that lists them (GAMES_LIST, games.h). A game marked
 * hidden (a model for its makers) is not offered (title, rules, saves moved at the first start) unless the
 * build asks for it (LAMOUCHE_SHOW_HIDDEN_GAMES); --game NAME finds it all the same. */
#include "game.h"

#include <stdio.h>
#include <string.h>

#include "bete_game.h"
#include "mouche_game.h"

#ifndef LAMOUCHE_SHOW_HIDDEN_GAMES
#define LAMOUCHE_SHOW_HIDDEN_GAMES 0
#endif

#define DECLARE(kind, backend, codec, keys) extern const GameBackend backend;
GAMES_LIST(DECLARE)
#define BACKEND(kind, backend, codec, keys) [kind] = &backend,
static const GameBackend *const every[] = { GAMES_LIST(BACKEND) };
_Static_assert(sizeof every / sizeof every[0] == GAME_KINDS && (int)GAME_KINDS <= (int)SETTINGS_GAMES &&
                   (int)GAME_KINDS <= (int)STATS_GAMES,
               "room for every game's settings and statistics");

static bool offered(const GameBackend *be) { return !be->hidden || LAMOUCHE_SHOW_HIDDEN_GAMES; }

int games_count(void)
{
    int n = 0;
    for (int k = 0; k < GAME_KINDS; k++)
        n += offered(every[k]);
    return n;
}

const GameBackend *games_at(int i)
{
    for (int k = 0; k < GAME_KINDS; k++)
        if (offered(every[k]) && i-- == 0)
            return every[k];
    return every[0];
}

int games_index(int kind)
{
    for (int i = 0; i < games_count(); i++)
        if (games_at(i)->kind == kind)
            return i;
    return 0;
}

const GameBackend *games_find(int kind) { return every[kind >= 0 && kind < GAME_KINDS ? kind : 0]; }

const GameBackend *games_named(const char *name)
{
    for (int k = 0; k < GAME_KINDS; k++)
        if (!strcmp(name, every[k]->cli_name) || (every[k]->cli_alias && !strcmp(name, every[k]->cli_alias)))
            return every[k];
    return NULL;
}

const GameBackend *games_next(int kind) { return games_at((games_index(kind) + 1) % games_count()); }

const GameBackend *games_replay_check(const Replay *replay, char *why, size_t size)
{
    const CardGame *cg = mouche_cardgame_of_replay(replay);
    for (int k = 0; k < GAME_KINDS; k++)
        if (every[k]->cardgame == cg)
            return mouche_cardgame_replay_check(cg, replay, why, size) ? every[k] : NULL;
    snprintf(why, size, "no game of this app plays it");
    return NULL;
}

const GameSettingsCodec *const *games_settings_codecs(void)
{
#define CODEC(kind, backend, codec, keys) [kind] = codec,
    static const GameSettingsCodec *const codecs[SETTINGS_GAMES] = { GAMES_LIST(CODEC) };
    return codecs;
}

const StatsKeys *const *games_stats_keys(void)
{
#define KEYS(kind, backend, codec, keys) [kind] = keys,
    static const StatsKeys *const all[STATS_GAMES] = { GAMES_LIST(KEYS) };
    return all;
}
