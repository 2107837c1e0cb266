/* The La Bête AI arena of mouche-sim: bots play duplicate deals and are
 * measured (docs/ai-bete.md).
 *
 *   mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]
 *              [--deals K] [--field BOT] [--rules LIST] [--temper T] [--budget MS] [--progress]
 *
 * BOT: random, beginner, standard, expert, omniscient (sees every card; only
 * here, never reachable from the app), optionally with a temperament:
 * expert:bold. */
#ifndef MOUCHE_BETE_ARENA_H
#define MOUCHE_BETE_ARENA_H

struct ArenaGame; /* arena_core.h */

/* What La Bête's arena gives the arena core (arena_main, arena_seat_bot). */
extern const struct ArenaGame bete_arena_game;

#endif
