/* mouche-sim's front end and what each game plugs into it: the command line,
 * the transcript file, the benchmark loop and the dispatch to the arena are
 * written once (sim.c), and so is playing a game and writing its transcript,
 * through the engine's CardGame (mouche/cardgame.h); a game gives only its
 * random-legal player, what it counts and its report, through one SimGame.
 * Every other game of the engine's list (mouche_cardgame_named) plays too, as
 * sim_game_of makes it: uniformly random legal actions, its deals counted, its
 * balances reported. */
#ifndef MOUCHE_TOOLS_SIM_H
#define MOUCHE_TOOLS_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mouche/ai.h" /* MoucheAiConfig */
#include "mouche/cardgame.h"

/* A bot at a seat (--seats). */
typedef struct MoucheAiSeat {
    int level, temperament;
    uint32_t ablate;
} MoucheAiSeat;

enum { SIM_MAX_SEATS = 8 };

typedef struct {
    int players, hands;
    uint64_t seed;
    const char *rules; /* the --rules text, or NULL for the game's defaults */
    const char *transcript;
    bool bench;
    MoucheAiSeat bots[SIM_MAX_SEATS]; /* --seats: the bot at each seat, in order (cycled) */
    int nbots; /* 0: random players */
    const char *review; /* --review: the transcript to review, or NULL */
    int seat; /* --seat: whose decisions */
    bool json;
} SimOptions;

typedef struct SimGame {
    const CardGame *game; /* the engine's game: name, players, rules, play, transcript */
    const char *usage;
    const char *players_error; /* printf format for a bad --players, given the value */
    int default_players;
    int bench_game_hands; /* the benchmark plays whole games of at most this many hands */
    uint64_t player_seed_mix; /* the random players' own randomness: the game's seed ^ this */
    /* A random legal action for the seat to move, written to *action (the game's type);
     * NULL: one of CardGame.legal_actions, uniformly. */
    void (*random_action)(const void *state, uint64_t rng[4], void *action);
    /* Optional: the same players to the game's end with events off, typed, for the
     * benchmark's hot loop (calls through the CardGame cost La Mouche a fifth of its
     * hands/s); the same actions as random_action. The refusal if one was refused. */
    MoucheRefusal (*play_silent)(void *state, uint64_t rng[4]);
    /* What the report counts, from each event (the game's type), and the report; NULL:
     * the deals, then the balances and their sum against the start's. */
    size_t counts_size;
    void (*count)(void *counts, const void *event);
    void (*report)(const void *state, const void *counts, FILE *report);
    /* The game's AI's action for a seat, from its view (the game's types). */
    void (*ai_decide)(const void *view, const MoucheAiConfig *config, void *action);
    /* Its arena (arena_core.h): --arena runs it, --seats seats its bots ("expert",
     * "standard:bold"). NULL when this build has no AI for the game. */
    const struct ArenaGame *arena;
} SimGame;

extern const SimGame mouche_sim_game;
extern const SimGame bete_sim_game;

/* Room for sim_game_of's words. */
typedef struct {
    char usage[640], players_error[80];
} SimWords;

/* The SimGame of a game of the engine with no SimGame of its own: its words in *words
 * (which must outlive it), no AI, the generic player, counts and report. */
SimGame sim_game_of(const CardGame *game, SimWords *words);

/* --review: every decision of o->seat in the transcript o->review, as text or JSON on
 * stdout (sim_review.c); the exit status. */
int sim_review(const SimOptions *o);

/* A report's line of chips: "label: 1 -2 3", then the closing text (sim.c). */
void sim_report_chips(FILE *report, const char *label, const MoucheChips *chips, int n, const char *then);

#endif
