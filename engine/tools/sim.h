/* mouche-sim's front end and what each game plugs into it: the command line,
 * the transcript file, the benchmark loop and the dispatch to the arena are
 * written once (sim.c); a game gives its random-legal player, its transcript
 * and its report through one SimGame. */
#ifndef MOUCHE_TOOLS_SIM_H
#define MOUCHE_TOOLS_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    int players, hands;
    uint64_t seed;
    const char *rules; /* the --rules text, or NULL for the game's defaults */
    const char *transcript;
    bool bench;
} SimOptions;

typedef struct SimGame {
    const char *name; /* as --game names it */
    const char *usage;
    const char *players_error; /* printf format for a bad --players, given the value */
    const char *unit; /* what --hands counts: "hands" or "deals" */
    int min_players, max_players, default_players;
    int bench_game_hands; /* the benchmark plays whole games of at most this many hands */
    size_t state_bytes;
    /* Checks a --rules text; false with a reason in `why`. */
    bool (*rules_check)(const char *text, char *why, size_t why_size);
    /* Plays one game with random-legal players; writes the transcript to
     * `transcript` (if not NULL) and the counts to `report`. Returns false if
     * the engine refused; sets *write_failed if the transcript could not be written. */
    bool (*play)(const SimOptions *o, FILE *transcript, FILE *report, bool *write_failed);
    /* One game of `hands` hands from `seed`, events off: what the benchmark times. */
    bool (*bench_game)(const SimOptions *o, uint64_t seed, int hands);
    /* --arena: the AI arena's own command line, or NULL when this build has no AI. */
    int (*arena_main)(int argc, char **argv);
} SimGame;

extern const SimGame mouche_sim_game;
extern const SimGame bete_sim_game;

#endif
