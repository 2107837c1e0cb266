/* mouche-sim: plays La Mouche or La Bête headless with random-legal players,
 * writes the full-information transcript, measures speed; `--arena` hosts the
 * AI arena. The command line, files and benchmark are here once; each game
 * plugs in through a SimGame (sim.h).
 *
 *   mouche-sim [--game mouche|bete] --players N --hands H --seed S
 *              [--rules key=value,...] [--transcript FILE] [--bench]
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "sim.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "mouche/rng.h"

static const SimGame *const GAMES[] = { &mouche_sim_game, &bete_sim_game };

static int usage_error(const SimGame *game, const char *fmt, const char *arg)
{
    fputs("mouche-sim: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\n", stderr);
    fputs(game->usage, stderr);
    return 2;
}

/* The game's rules: its defaults, then the --rules text (NULL: none) over them. */
static bool rules_of(const CardGame *g, const char *text, void *rules, char *why, size_t why_size)
{
    g->rules_default(rules);
    return !text || g->rules_parse(rules, text, why, why_size);
}

static bool rules_valid(const CardGame *g, const char *text, char *why, size_t why_size)
{
    void *rules = malloc(g->rules_size);
    const bool ok = rules ? rules_of(g, text, rules, why, why_size) : (snprintf(why, why_size, "out of memory"), false);
    free(rules);
    return ok;
}

/* Room for any game's action. */
typedef union {
    max_align_t align;
    unsigned char bytes[64];
} SimAction;

/* Plays a whole game with random-legal players; false (after a message) if the
 * game could not start or the engine refused an action it had offered. */
static bool play_game(const SimGame *sim, const void *rules, int players, int count, uint64_t seed,
                      const CardSink *sink, void *state)
{
    const CardGame *g = sim->game;
    char why[256];
    if (g->action_size > sizeof(SimAction)) {
        fputs("mouche-sim: an action is larger than its room\n", stderr);
        return false;
    }
    if (!g->start(state, rules, players, count, seed, sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return false;
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ sim->player_seed_mix);
    SimAction action;
    MoucheRefusal refusal = REFUSE_NONE;
    if (!sink && sim->play_silent)
        refusal = sim->play_silent(state, rng);
    while (refusal == REFUSE_NONE && !g->over(state)) {
        sim->random_action(state, rng, &action);
        refusal = g->apply(state, &action, sink);
    }
    if (refusal != REFUSE_NONE) {
        fprintf(stderr, "mouche-sim: engine refused its own legal action: %s\n", mouche_refusal_text(refusal));
        return false;
    }
    return true;
}

/* One game of `count` hands from `seed`, events off: what the benchmark times. */
static bool bench_game(const SimGame *sim, const SimOptions *o, uint64_t seed, int count)
{
    void *rules = malloc(sim->game->rules_size), *state = malloc(sim->game->state_size);
    char why[256];
    bool ok = rules && state;
    if (!ok)
        fputs("mouche-sim: out of memory\n", stderr);
    ok = ok && rules_of(sim->game, o->rules, rules, why, sizeof why) &&
         play_game(sim, rules, o->players, count, seed, NULL, state);
    free(rules);
    free(state);
    return ok;
}

typedef struct {
    const SimGame *sim;
    void *transcript; /* NULL: none written */
    void *counts;
} SimSink;

static void on_event(void *ctx, const void *event)
{
    SimSink *s = ctx;
    if (s->transcript)
        s->sim->game->transcript_event(s->transcript, event);
    s->sim->count(s->counts, event);
}

/* Plays one game; writes the transcript to `transcript` (if not NULL) and the counts
 * to `report`. False if it could not be played; *write_failed if the transcript
 * could not be written. */
static bool play(const SimGame *sim, const SimOptions *o, FILE *transcript, FILE *report, bool *write_failed)
{
    const CardGame *g = sim->game;
    void *rules = malloc(g->rules_size), *state = malloc(g->state_size);
    SimSink s = { sim, transcript ? malloc(g->transcript_size) : NULL, calloc(1, sim->counts_size) };
    char why[256];
    bool ok = rules && state && s.counts && (s.transcript || !transcript);
    if (!ok)
        fputs("mouche-sim: out of memory\n", stderr);
    ok = ok && rules_of(g, o->rules, rules, why, sizeof why);
    if (ok && transcript)
        g->transcript_init(s.transcript, transcript, rules);
    const CardSink sink = { on_event, &s };
    ok = ok && play_game(sim, rules, o->players, o->hands, o->seed, &sink, state);
    *write_failed = transcript && s.transcript && g->transcript_failed(s.transcript);
    if (ok)
        sim->report(state, s.counts, report);
    free(s.counts);
    free(s.transcript);
    free(state);
    free(rules);
    return ok;
}

/* Returns 0 on success, 2 (after a message) on a bad command line, 1 for --help. */
static int parse_options(const SimGame *game, int argc, char **argv, SimOptions *o)
{
    *o = (SimOptions){ .players = game->default_players, .hands = 100, .seed = 1 };
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i];
        if (!strcmp(flag, "--help") || !strcmp(flag, "-h")) {
            fputs(game->usage, stdout);
            return 1;
        }
        if (!strcmp(flag, "--bench")) {
            o->bench = true;
            continue;
        }
        static const char *const WITH_VALUE[] = {
            "--players", "--hands", "--deals", "--seed", "--rules", "--transcript"
        };
        bool known = false;
        for (size_t k = 0; k < sizeof WITH_VALUE / sizeof WITH_VALUE[0]; k++)
            known = known || !strcmp(flag, WITH_VALUE[k]);
        if (!known)
            return usage_error(game, "unknown option '%s'", flag);
        if (i + 1 >= argc)
            return usage_error(game, "%s needs a value", flag);
        const char *value = argv[++i];
        long v;
        if (!strcmp(flag, "--players")) {
            if (!cli_parse_long(value, game->game->min_players, game->game->max_players, &v))
                return usage_error(game, game->players_error, value);
            o->players = (int)v;
        } else if (!strcmp(flag, "--hands") || !strcmp(flag, "--deals")) {
            if (!cli_parse_long(value, 1, 100000000, &v))
                return usage_error(game, "--hands must be a whole number from 1, not '%s'", value);
            o->hands = (int)v;
        } else if (!strcmp(flag, "--seed")) {
            unsigned long long s;
            if (!cli_parse_seed(value, &s))
                return usage_error(game, "--seed must be a whole number, not '%s'", value);
            o->seed = s;
        } else if (!strcmp(flag, "--rules")) {
            char why[256];
            if (!rules_valid(game->game, value, why, sizeof why))
                return usage_error(game, "--rules: %s", why);
            o->rules = value;
        } else {
            o->transcript = value;
        }
    }
    /* A game is at most 30000 hands; the benchmark plays as many games as it needs. */
    if (!o->bench && o->hands > 30000)
        return usage_error(game, "--hands: a game is at most 30000 %s", game->game->unit);
    return 0;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int run_bench(const SimGame *game, const SimOptions *o)
{
    const int per_game = o->hands < game->bench_game_hands ? o->hands : game->bench_game_hands;
    long hands = 0;
    const double start = now_seconds();
    const clock_t cpu_start = clock(); /* this process's CPU time: steadier than the clock on a shared machine */
    double elapsed = 0;
    /* At least the requested hands and at least a second, whole games at a time. */
    for (uint64_t g = 0; hands < o->hands || elapsed < 1.0; g++) {
        if (!bench_game(game, o, o->seed + g, per_game))
            return 1;
        hands += per_game;
        elapsed = now_seconds() - start;
    }
    const double cpu = (double)(clock() - cpu_start) / CLOCKS_PER_SEC;
    printf("%s: %ld\nseconds: %.3f\n%s/s: %.0f\nstate bytes: %zu\n", game->game->unit, hands, elapsed, game->game->unit,
           hands / elapsed, game->game->state_size);
    if (cpu > 0)
        printf("cpu seconds: %.3f\n%s/cpu-s: %.0f\n", cpu, game->game->unit, hands / cpu);
    return 0;
}

/* One game with its transcript (if asked) and its report. */
static int run_game(const SimGame *game, const SimOptions *o)
{
    FILE *out = NULL;
    if (o->transcript) {
        out = strcmp(o->transcript, "-") ? fopen(o->transcript, "w") : stdout;
        if (!out) {
            fprintf(stderr, "mouche-sim: cannot write %s: %s\n", o->transcript, strerror(errno));
            return 1;
        }
    }
    bool write_failed = false;
    /* the report goes to stderr when the transcript takes stdout */
    const bool ok = play(game, o, out, out == stdout ? stderr : stdout, &write_failed);
    if (out) {
        write_failed = write_failed || fflush(out) != 0;
        if (out != stdout)
            write_failed = fclose(out) != 0 || write_failed;
        if (write_failed)
            fprintf(stderr, "mouche-sim: writing %s failed\n", o->transcript);
    }
    return !ok || write_failed ? 1 : 0;
}

/* Which game the command line asks for (La Mouche by default), or NULL (after
 * a message) for an unknown game or two different ones. */
static const SimGame *game_asked(int argc, char **argv)
{
    const char *name = NULL;
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--game"))
            continue;
        if (name && strcmp(name, argv[i + 1])) {
            fprintf(stderr, "mouche-sim: --game given twice (%s, then %s)\n", name, argv[i + 1]);
            return NULL;
        }
        name = argv[i + 1];
    }
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++)
        if (!strcmp(GAMES[g]->game->name, name ? name : "mouche"))
            return GAMES[g];
    fputs("mouche-sim: --game must be mouche or bete\n", stderr);
    return NULL;
}

/* Removes "--game G" so that the options left are the game's. */
static int drop_game_flag(int argc, char **argv)
{
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (i > 0 && !strcmp(argv[i], "--game") && i + 1 < argc) {
            i++;
            continue;
        }
        argv[n++] = argv[i];
    }
    return n;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--version")) {
            printf("mouche-sim %s\n", MOUCHE_VERSION);
            return 0;
        }
    const SimGame *game = game_asked(argc, argv);
    if (!game) {
        fputs(mouche_sim_game.usage, stderr);
        return 2;
    }
    argc = drop_game_flag(argc, argv);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--arena")) {
            if (game->arena_main)
                return game->arena_main(argc, argv);
            fprintf(stderr, "mouche-sim: --arena is not available in this build (no AI module)\n");
            return 2;
        }
    }
    SimOptions o;
    const int parsed = parse_options(game, argc, argv, &o);
    if (parsed)
        return parsed == 1 ? 0 : parsed;
    return o.bench ? run_bench(game, &o) : run_game(game, &o);
}
