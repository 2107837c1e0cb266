/* mouche-sim: plays any game of the engine headless with random-legal players,
 * writes the full-information transcript, measures speed; `--arena` hosts the
 * AI arena. The command line, files and benchmark are here once; each game
 * plugs in through a SimGame (sim.h).
 *
 *   mouche-sim [--game mouche|bete|...] --players N --hands H --seed S
 *              [--rules key=value,...] [--transcript FILE] [--bench]
 *              [--seats BOT,BOT,...]
 *   mouche-sim --review FILE --seat N [--seed S] [--json]
 *   mouche-sim --replay FILE
 */
#define _GNU_SOURCE /* getopt_long; clock_gettime */
#include "sim.h"

#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#if defined(MOUCHE_HAVE_ARENA) || defined(MOUCHE_HAVE_BETE_ARENA)
#include "arena_core.h"
#define SIM_HAVE_ARENA 1 /* arena_main, arena_seat_bot */
#endif
#include "mouche/readfile.h"
#include "mouche/replay.h"
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

/* One of the legal actions, uniformly: the player of a game with no random_action. */
static void random_legal(const CardGame *g, const void *state, uint64_t rng[4], void *action)
{
    unsigned char *legal = malloc((size_t)g->max_actions * g->action_size);
    if (!legal) { /* the first legal action, then: still legal, still played */
        g->legal_actions(state, action);
        return;
    }
    const int n = g->legal_actions(state, legal);
    memcpy(action, legal + (size_t)mouche_rng_below(rng, (uint32_t)n) * g->action_size, g->action_size);
    free(legal);
}

/* The sum of the seats' balances. */
static MoucheChips chips_total(const CardGame *g, const void *state)
{
    MoucheChips balances[SIM_MAX_SEATS], sum = 0;
    const int n = g->balances(state, balances);
    for (int i = 0; i < n; i++)
        sum += balances[i];
    return sum;
}

/* The action of the bot at `seat`, from the seat's view alone (view: view_size bytes). */
static void bot_action(const SimGame *sim, const void *state, int seat, const MoucheAiSeat *bot, uint64_t seed,
                       void *view, void *action)
{
#ifdef MOUCHE_HAVE_ARENA
    sim->game->view(state, seat, view);
    MoucheAiConfig config = mouche_ai_config(bot->level, bot->temperament, seed);
    config.ablate = bot->ablate;
    sim->ai_decide(view, &config, action);
#else /* no bot can sit (--seats needs the arena's AI) */
    (void)sim, (void)state, (void)seat, (void)bot, (void)seed, (void)view, (void)action;
#endif
}

/* Plays a whole game with random-legal players; false (after a message) if the
 * game could not start or the engine refused an action it had offered. The seats'
 * chips at the start into *start_chips (if not NULL). */
static bool play_game(const SimGame *sim, const SimOptions *o, const void *rules, int count, uint64_t seed,
                      const CardSink *sink, void *state, MoucheChips *start_chips)
{
    const CardGame *g = sim->game;
    char why[256];
    if (g->action_size > sizeof(SimAction)) {
        fputs("mouche-sim: an action is larger than its room\n", stderr);
        return false;
    }
    if (!g->start(state, rules, o->players, count, seed, sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return false;
    }
    if (start_chips)
        *start_chips = chips_total(g, state);
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ sim->player_seed_mix);
    SimAction action;
    void *view = o->nbots ? malloc(g->view_size) : NULL; /* what a bot sees */
    if (o->nbots && !view) {
        fputs("mouche-sim: out of memory\n", stderr);
        return false;
    }
    MoucheRefusal refusal = REFUSE_NONE;
    if (!sink && sim->play_silent && !o->nbots)
        refusal = sim->play_silent(state, rng);
    while (refusal == REFUSE_NONE && !g->over(state)) {
        const int seat = g->to_move(state);
        if (o->nbots && seat >= 0) /* each seat's bot its own seed */
            bot_action(sim, state, seat, &o->bots[seat % o->nbots],
                       seed ^ sim->player_seed_mix ^ (uint64_t)(seat + 1) << 40, view, &action);
        else if (sim->random_action)
            sim->random_action(state, rng, &action);
        else
            random_legal(g, state, rng, &action);
        refusal = g->apply(state, &action, sink);
    }
    free(view);
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
         play_game(sim, o, rules, count, seed, NULL, state, NULL);
    free(rules);
    free(state);
    return ok;
}

/* What a game with no counts of its own counts. */
typedef struct {
    long deals;
    MoucheChips start; /* the seats' chips at the start */
} SimDeals;

typedef struct {
    const SimGame *sim;
    void *transcript; /* NULL: none written */
    void *counts;
} SimSink;

static void on_event(void *ctx, const void *event)
{
    SimSink *s = ctx;
    const CardGame *g = s->sim->game;
    if (s->transcript)
        g->transcript_event(s->transcript, event);
    const MoucheCard *cards;
    int ncards;
    if (s->sim->count)
        s->sim->count(s->counts, event);
    else
        ((SimDeals *)s->counts)->deals += g->dealt(event, &cards, &ncards);
}

/* The report of a game with none of its own: its deals, balances and chips. */
static void report_deals(const CardGame *g, const void *state, const SimDeals *counts, FILE *report)
{
    MoucheChips balances[SIM_MAX_SEATS];
    const int n = g->balances(state, balances);
    fprintf(report, "%s: %ld\n", g->unit, counts->deals);
    sim_report_chips(report, "balances:", balances, n, "\n");
    fprintf(report, "chips: %lld (of %lld)\n", (long long)chips_total(g, state), (long long)counts->start);
}

/* Plays one game; writes the transcript to `transcript` (if not NULL) and the counts
 * to `report`. False if it could not be played; *write_failed if the transcript
 * could not be written. */
static bool play(const SimGame *sim, const SimOptions *o, FILE *transcript, FILE *report, bool *write_failed)
{
    const CardGame *g = sim->game;
    void *rules = malloc(g->rules_size), *state = malloc(g->state_size);
    SimSink s = { sim, transcript ? malloc(g->transcript_size) : NULL,
                  calloc(1, sim->count ? sim->counts_size : sizeof(SimDeals)) };
    char why[256];
    bool ok = rules && state && s.counts && (s.transcript || !transcript);
    if (!ok)
        fputs("mouche-sim: out of memory\n", stderr);
    ok = ok && rules_of(g, o->rules, rules, why, sizeof why);
    if (ok && transcript)
        g->transcript_init(s.transcript, transcript, rules);
    const CardSink sink = { on_event, &s };
    SimDeals *deals = s.counts;
    ok = ok && play_game(sim, o, rules, o->hands, o->seed, &sink, state, sim->count ? NULL : &deals->start);
    *write_failed = transcript && s.transcript && g->transcript_failed(s.transcript);
    if (ok && sim->report)
        sim->report(state, s.counts, report);
    else if (ok)
        report_deals(g, state, deals, report);
    free(s.counts);
    free(s.transcript);
    free(state);
    free(rules);
    return ok;
}

void sim_report_chips(FILE *report, const char *label, const MoucheChips *chips, int n, const char *then)
{
    fputs(label, report);
    for (int i = 0; i < n; i++)
        fprintf(report, " %lld", (long long)chips[i]);
    fputs(then, report);
}

/* A bot of the game's arena that can sit at a table; -1 if not one. */
static int seat_bot(const SimGame *game, const char *name, MoucheAiSeat *bot)
{
#ifdef SIM_HAVE_ARENA
    return arena_seat_bot(game->arena, name, &bot->level, &bot->temperament, &bot->ablate);
#else /* no game has an arena */
    (void)game, (void)name, (void)bot;
    return -1;
#endif
}

/* --seats: the bots, comma-separated; false (after a message) for one the arena does not know. */
static int parse_seats(const SimGame *game, const char *list, SimOptions *o)
{
    if (!game->arena)
        return usage_error(game, "--seats %s: no AI plays this game in this build", list);
    char copy[256];
    if (snprintf(copy, sizeof copy, "%s", list) >= (int)sizeof copy)
        return usage_error(game, "--seats: the list is too long: '%s'", list);
    o->nbots = 0;
    for (char *save = NULL, *name = strtok_r(copy, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
        MoucheAiSeat *bot = &o->bots[o->nbots];
        if (o->nbots == SIM_MAX_SEATS || seat_bot(game, name, bot) < 0)
            return usage_error(game, "--seats: no bot '%s' can sit at a table", name);
        o->nbots++;
    }
    return o->nbots ? 0 : usage_error(game, "--seats needs a bot, not '%s'", list);
}

/* Returns 0 on success, 2 (after a message) on a bad command line, 1 for --help. */
static int parse_options(const SimGame *game, int argc, char **argv, SimOptions *o)
{
    *o = (SimOptions){ .players = game->default_players, .hands = 100, .seed = 1, .seat = -1 };
    enum {
        OPT_BENCH = 256,
        OPT_PLAYERS,
        OPT_HANDS,
        OPT_SEED,
        OPT_RULES,
        OPT_TRANSCRIPT,
        OPT_SEATS,
        OPT_REVIEW,
        OPT_SEAT,
        OPT_JSON
    };
    static const struct option OPTIONS[] = {
        { "help", no_argument, NULL, 'h' },
        { "bench", no_argument, NULL, OPT_BENCH },
        { "players", required_argument, NULL, OPT_PLAYERS },
        { "hands", required_argument, NULL, OPT_HANDS },
        { "deals", required_argument, NULL, OPT_HANDS },
        { "seed", required_argument, NULL, OPT_SEED },
        { "rules", required_argument, NULL, OPT_RULES },
        { "transcript", required_argument, NULL, OPT_TRANSCRIPT },
        { "seats", required_argument, NULL, OPT_SEATS },
        { "review", required_argument, NULL, OPT_REVIEW },
        { "seat", required_argument, NULL, OPT_SEAT },
        { "json", no_argument, NULL, OPT_JSON },
        { NULL, 0, NULL, 0 },
    };
    opterr = 0; /* the messages are ours */
    optind = 1;
    int opt, at = 1;
    while ((opt = getopt_long(argc, argv, "+:h", OPTIONS, NULL)) != -1) {
        const char *flag = argv[at], *value = optarg;
        at = optind;
        long v;
        switch (opt) {
        case 'h': fputs(game->usage, stdout); return 1;
        case OPT_BENCH: o->bench = true; break;
        case OPT_JSON: o->json = true; break;
        case ':': return usage_error(game, "%s needs a value", flag);
        case '?': return usage_error(game, "unknown option '%s'", flag);
        case OPT_PLAYERS:
            if (!cli_parse_long(value, game->game->min_players, game->game->max_players, &v))
                return usage_error(game, game->players_error, value);
            o->players = (int)v;
            break;
        case OPT_HANDS:
            if (!cli_parse_long(value, 1, 100000000, &v))
                return usage_error(game, "--hands must be a whole number from 1, not '%s'", value);
            o->hands = (int)v;
            break;
        case OPT_SEED: {
            unsigned long long s;
            if (!cli_parse_seed(value, &s))
                return usage_error(game, "--seed must be a whole number, not '%s'", value);
            o->seed = s;
            break;
        }
        case OPT_RULES: {
            char why[256];
            if (!rules_valid(game->game, value, why, sizeof why))
                return usage_error(game, "--rules: %s", why);
            o->rules = value;
            break;
        }
        case OPT_TRANSCRIPT: o->transcript = value; break;
        case OPT_SEATS: {
            const int bad = parse_seats(game, value, o);
            if (bad)
                return bad;
            break;
        }
        case OPT_REVIEW: o->review = value; break;
        case OPT_SEAT:
            if (!cli_parse_long(value, 0, SIM_MAX_SEATS - 1, &v))
                return usage_error(game, "--seat must be a seat number from 0, not '%s'", value);
            o->seat = (int)v;
            break;
        default: return usage_error(game, "unknown option '%s'", flag);
        }
    }
    if (optind < argc)
        return usage_error(game, "unknown option '%s'", argv[optind]);
    if (o->review && o->seat < 0)
        return usage_error(game, "--review %s needs --seat N", o->review);
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

SimGame sim_game_of(const CardGame *game, SimWords *words)
{
    snprintf(words->usage, sizeof words->usage,
             "usage: mouche-sim --game %s --players N --hands H --seed S [--rules key=value,...]\n"
             "                  [--transcript FILE] [--bench]\n"
             "  --players N      %d to %d (default %d)\n"
             "  --hands H        %s to play, 1 or more (default 100; --deals is the same)\n"
             "  --seed S         the game's seed (default 1)\n"
             "  --rules LIST     %s's rule options, key=value,...\n"
             "  --transcript F   write the transcript (JSON Lines) to F ('-': stdout)\n"
             "  --bench          time random play with events off and print %s/s\n"
             "       mouche-sim --replay FILE   a transcript played again from its seed\n",
             game->name, game->min_players, game->max_players, game->min_players, game->unit, game->title, game->unit);
    snprintf(words->players_error, sizeof words->players_error, "--players must be %d to %d for %s, not '%%s'",
             game->min_players, game->max_players, game->title);
    return (SimGame){ .game = game,
                      .usage = words->usage,
                      .players_error = words->players_error,
                      .default_players = game->min_players,
                      .bench_game_hands = 1000,
                      .player_seed_mix = 0x73696dull /* "sim" */ };
}

/* --replay: the transcript read back and played again from its seed (any game of the engine);
 * what it holds on stdout. The exit status. */
static int replay_transcript(const char *path)
{
    size_t length = 0;
    char why[256];
    char *text = mouche_read_file_whole(path, 64u << 20, &length, NULL, why, sizeof why);
    if (!text) {
        fprintf(stderr, "mouche-sim: cannot read %s: %s\n", path, why);
        return 1;
    }
    Replay replay;
    const bool read = mouche_replay_read(text, length, &replay, why, sizeof why);
    free(text);
    const bool ok = read && mouche_cardgame_replay_check(replay.game, &replay, why, sizeof why);
    if (ok)
        printf("replayed: %s, %d players, seed %llu, %d deals, %zu moves\n", replay.game->name, replay.players,
               (unsigned long long)replay.seed, replay.ndeals, replay.count);
    else
        fprintf(stderr, "mouche-sim: %s: %s\n", path, why);
    if (read)
        mouche_replay_free(&replay);
    return ok ? 0 : 1;
}

/* Which game the command line asks for (La Mouche by default): its own SimGame, or one
 * sim_game_of makes of the engine's game of that name; false (after a message) for an
 * unknown game or two different ones. */
static bool game_asked(int argc, char **argv, SimGame *out, SimWords *words)
{
    const char *name = NULL;
    for (int i = 1; i < argc; i++) {
        const char *given = !strncmp(argv[i], "--game=", 7)              ? argv[i] + 7
                            : !strcmp(argv[i], "--game") && i + 1 < argc ? argv[i + 1]
                                                                         : NULL;
        if (!given)
            continue;
        if (name && strcmp(name, given)) {
            fprintf(stderr, "mouche-sim: --game given twice (%s, then %s)\n", name, given);
            return false;
        }
        name = given;
    }
    name = name ? name : "mouche";
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++)
        if (!strcmp(GAMES[g]->game->name, name)) {
            *out = *GAMES[g];
            return true;
        }
    const CardGame *game = mouche_cardgame_named(name);
    if (game && game->max_players <= SIM_MAX_SEATS) {
        *out = sim_game_of(game, words);
        return true;
    }
    fprintf(stderr, "mouche-sim: --game must be a game of the engine (mouche, bete, ...), not '%s'\n", name);
    return false;
}

/* Removes "--game G" (or --game=G) so that the options left are the game's. */
static int drop_game_flag(int argc, char **argv)
{
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (i > 0 && !strcmp(argv[i], "--game") && i + 1 < argc) {
            i++;
            continue;
        }
        if (i > 0 && !strncmp(argv[i], "--game=", 7))
            continue;
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
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--replay")) {
            if (i + 1 < argc)
                return replay_transcript(argv[i + 1]);
            return usage_error(&mouche_sim_game, "%s needs a value", argv[i]);
        }
    SimGame asked;
    SimWords words;
    if (!game_asked(argc, argv, &asked, &words)) {
        fputs(mouche_sim_game.usage, stderr);
        return 2;
    }
    const SimGame *game = &asked;
    argc = drop_game_flag(argc, argv);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--arena")) {
#ifdef SIM_HAVE_ARENA
            if (game->arena)
                return arena_main(game->arena, argc, argv);
#endif
            fprintf(stderr, "mouche-sim: --arena: no AI plays %s in this build\n", game->game->title);
            return 2;
        }
    }
    SimOptions o;
    const int parsed = parse_options(game, argc, argv, &o);
    if (parsed)
        return parsed == 1 ? 0 : parsed;
    if (o.review) {
#ifdef MOUCHE_HAVE_ARENA
        return sim_review(&o);
#else
        fprintf(stderr, "mouche-sim: --review is not available in this build (no AI module)\n");
        return 2;
#endif
    }
    return o.bench ? run_bench(game, &o) : run_game(game, &o);
}
