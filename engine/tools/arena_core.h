/* The arena core of mouche-sim, shared by both games' arenas: the options
 * common to both, the bot list and the field, the duplicate-deal rotation,
 * the results over deals with their 95% intervals (paired for the
 * differences), the latencies, and the text and JSON reports.
 *
 * A game is a constant table of what differs (ArenaGame), as in Simon
 * Tatham's Portable Puzzle Collection: its options and bots, how it plays
 * one deal with given bots at the seats, its counters and report headers.
 *
 * A deal is replayed once per rotation of the seat list over the seats (or,
 * with --field, once per listed bot and seat, that bot alone against copies
 * of the field bot), so every bot meets the same cards from every seat. A
 * bot's result on a deal is the mean of its seats' results; the interval is
 * over deals, which cancels the luck of the cards. */
#ifndef MOUCHE_ARENA_CORE_H
#define MOUCHE_ARENA_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena_stats.h"
#include "mouche/cardgame.h"

enum {
    ARENA_MAX_SEATS = 7, /* the most of any game (La Bête) */
    ARENA_MAX_BOTS = ARENA_MAX_SEATS, /* the listed bots and the field bot */
    ARENA_NAME_SIZE = 40, /* the longest a game allows (ArenaGame.name_size) */
    ARENA_MAX_KINDS = 5, /* kinds of decision timed apart */
    ARENA_MAX_STATS = 10 /* a game's counters per bot */
};

typedef struct {
    char name[ARENA_NAME_SIZE]; /* as listed; " (field)" added for the field bot */
    int level; /* the game's: a MoucheAiLevel or one of its diagnostic bots */
    int temperament;
    uint32_t ablate; /* MOUCHE_AI_ABLATE_* from "expert/noinf" etc. */
    long stat[ARENA_MAX_STATS]; /* the game's counters, ArenaGame.stats */
    Samples lat[ARENA_MAX_KINDS]; /* decision times by kind, ArenaGame.kind_names */
    Samples all;
    double s1, s2; /* over deals: sum and sum of squares of the deal's mean result */
    double deal_sum; /* this deal: sum of results and how many */
    int deal_n;
} ArenaBot;

/* One run; the game reads it, only the core and ArenaGame.play (its bots'
 * latencies) write it. */
typedef struct {
    int players, deals; /* seats; duplicate deals (--hands) */
    uint64_t seed;
    bool json, progress;
    double budget_ms;
    int temperament; /* --temper: of the bots that name none */
    int nbots; /* distinct bots */
    ArenaBot bots[ARENA_MAX_BOTS];
    int seat_list[ARENA_MAX_SEATS]; /* bot index of each list position (cycled to the seats) */
    int field; /* --field: the bot at every other seat, each listed bot alone against it; -1 */
    void *rules; /* the game's (CardGame.rules_size bytes): its defaults, then --rules over them */
    int nheroes; /* the listed bots, bots[0..nheroes-1] */
    double p1[ARENA_MAX_BOTS][ARENA_MAX_BOTS], p2[ARENA_MAX_BOTS][ARENA_MAX_BOTS]; /* paired differences */
} Arena;

/* What one play of a deal gives each seat. */
typedef struct {
    double result[ARENA_MAX_SEATS]; /* chips won, per deal of the game */
    long stat[ARENA_MAX_SEATS][ARENA_MAX_STATS]; /* added to the seat's bot's counters */
} ArenaHand;

/* A counter of the report: a text column (header NULL: JSON only) and a JSON field. */
typedef struct {
    const char *header;
    int width;
    const char *json;
} ArenaStat;

typedef struct ArenaGame {
    const CardGame *game; /* its rules: defaults, --rules, the report's key=value */
    const char *title; /* "arena": the progress lines */
    const char *unit; /* "chips/hand": the result column and the differences */
    const char *over; /* "deals": what the intervals are over */
    int min_players, max_players;
    size_t name_size; /* a bot's name is cut to this, with its NUL */
    int ci_width; /* of the text table's ci95 column */
    bool temperament_first; /* in the JSON, the temperament before the result, else after its ci95 */
    int nkinds;
    const char *const *kind_names;
    int nstats;
    const ArenaStat *stats;

    const char *declare_ablation; /* the word that turns the bidding or declaring search off */

    size_t options_size; /* the game's own options, allocated and zeroed by the core */
    void (*usage)(void); /* the game's lines; the core adds the field's */
    void (*default_options)(void *options);
    /* An option the core does not know: 1 taken, 0 not the game's (usage), -1 refused (said). */
    int (*parse_option)(void *options, const char *arg, const char *val);
    bool (*options_valid)(const void *options); /* NULL: always */
    /* The rules (Arena.rules) as the JSON report gives them. */
    int (*rules_json)(const void *rules, char *out, size_t size);
    /* A level only this game's arena knows (diagnostic bots), or -1: the AI's levels are the core's. */
    int (*parse_level)(const char *level);
    /* Plays the deal from seed with bot seat_bot[s] at seat s, timing each
     * decision with arena_time; fills out (zeroed) or says why not and gives -1. */
    int (*play)(Arena *a, const void *options, uint64_t seed, const int *seat_bot, int rotation, ArenaHand *out);
    /* The report's head: text lines, or the JSON up to and with "bots":[ */
    void (*print_head)(const Arena *a, const void *options, bool json, const char *rules);
    int (*finish)(void *options); /* releases the options; -1 on a failure (said); NULL: nothing */
} ArenaGame;

/* The ablations after a bot's level and its '/': "noinf/noplay/" then the
 * game's word for its bidding search (parts is cut at its slashes); -1 on an
 * unknown one. */
int arena_parse_ablations(char *parts, const char *declare_word, uint32_t *ablate);

/* A bot of the list or the field, "LEVEL[:TEMPER][/ABLATION...]": its name, level (the
 * game's own diagnostic bots first), ablations and temperament; -1 if unknown. */
int arena_parse_bot(const ArenaGame *g, const char *token, int default_temper, ArenaBot *bot);

/* mouche-sim --seats: a bot of the game's arena that can sit at a table (not the diagnostic
 * bots that see every card): its level, temperament and ablations; -1 if not one. */
int arena_seat_bot(const ArenaGame *g, const char *name, int *level, int *temperament, uint32_t *ablate);

/* Counts one decision of bot of that kind, in milliseconds. */
void arena_time(ArenaBot *bot, int kind, float ms);

/* The whole arena of game: the command line (argv[0] the program), the
 * deals, the report on stdout. Gives the exit status: 0, 1 (failed) or 2 (usage). */
int arena_main(const ArenaGame *game, int argc, char **argv);

#endif
