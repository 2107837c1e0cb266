/* The AI arena of mouche-sim: bots play duplicate deals and are measured.
 *
 *   mouche-sim --arena BOT,BOT,... --players N --hands H --seed S [--json]
 *              [--rules LIST] [--temper T] [--budget MS] [--progress]
 *
 * BOT: random, beginner, standard, expert, omniscient (sees every card; only
 * here, never reachable from the app), optionally with a temperament:
 * expert:bold. See docs/ai.md for the method. */
#ifndef MOUCHE_ARENA_H
#define MOUCHE_ARENA_H

struct ArenaGame; /* arena_core.h */

/* What La Mouche's arena gives the arena core (arena_main, arena_seat_bot). */
extern const struct ArenaGame mouche_arena_game;

#endif
