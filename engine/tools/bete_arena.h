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

#include <stdint.h>

int bete_arena_main(int argc, char **argv);
/* mouche-sim --seats: a bot the arena knows that can sit at a table (not the diagnostic
 * bots that see every card): its level, temperament and ablations; -1 if not one. */
int bete_arena_seat_bot(const char *name, int *level, int *temperament, uint32_t *ablate);

#endif
