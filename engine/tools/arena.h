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

#include <stdint.h>

int mouche_arena_main(int argc, char **argv);
/* mouche-sim --seats: a bot the arena knows that can sit at a table (not the diagnostic
 * bots that see every card): its level, temperament and ablations; -1 if not one. */
int mouche_arena_seat_bot(const char *name, int *level, int *temperament, uint32_t *ablate);

#endif
