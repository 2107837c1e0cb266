/* The engine's games by name (mouche/cardgame.h). */
#include "mouche/cardgame.h"

#include <string.h>

static const CardGame *const GAMES[] = { &mouche_cardgame, &bete_cardgame };

const CardGame *mouche_cardgame_named(const char *name)
{
    for (size_t i = 0; i < sizeof GAMES / sizeof GAMES[0]; i++)
        if (!strcmp(GAMES[i]->name, name))
            return GAMES[i];
    return NULL;
}

const CardGame *mouche_cardgame_of_replay(const Replay *replay)
{
    for (size_t i = 0; i < sizeof GAMES / sizeof GAMES[0]; i++)
        if (GAMES[i]->replay_game == replay->game)
            return GAMES[i];
    return NULL;
}
