/* mouche-sim --game bete: plays La Bête headless with random-legal players,
 * writes the transcript of docs/rules-bete.md 9, measures speed.
 *
 *   mouche-sim --game bete --players N --hands H --seed S [--rules key=value,...]
 *              [--transcript FILE] [--bench]
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "bete_sim.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#include "mouche/bete.h"
#include "mouche/rng.h"

typedef struct {
    int players, deals;
    uint64_t seed;
    BeteRules rules;
    const char *transcript;
    bool bench;
} BeteSimOptions;

typedef struct {
    long deals, outcomes[BETE_OUT_VOID + 1], contres, curieuses, devoles;
} BeteCounts;

typedef struct {
    BeteTranscript *transcript;
    BeteCounts counts;
} BeteSimSink;

static void usage(FILE *out)
{
    fputs("usage: mouche-sim --game bete --players N --hands H --seed S [--rules key=value,...]\n"
          "                  [--transcript FILE] [--bench]\n"
          "       mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "  --players N      3 to 7 (default 5)\n"
          "  --hands H        deals to play, 1 or more (default 100; --deals is the same)\n"
          "  --seed S         the game's seed (default 1)\n"
          "  --rules LIST     La Bete's options: deal=3-2|2-3|2-2-1|2-1-2, curieuse=0|1, contre=0|1,\n"
          "                   start=N, plaque=N (docs/rules-bete.md)\n"
          "  --transcript F   write the transcript (JSON Lines) to F ('-': stdout)\n"
          "  --bench          time random play with events off and print deals/s\n",
          out);
}

static int usage_error(const char *fmt, const char *arg)
{
    fputs("mouche-sim: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\n", stderr);
    usage(stderr);
    return 2;
}

static int parse_options(int argc, char **argv, BeteSimOptions *o)
{
    o->players = 5;
    o->deals = 100;
    o->seed = 1;
    o->rules = bete_rules_default();
    o->transcript = NULL;
    o->bench = false;
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i];
        if (!strcmp(flag, "--help") || !strcmp(flag, "-h")) {
            usage(stdout);
            return 1;
        }
        if (!strcmp(flag, "--bench")) {
            o->bench = true;
            continue;
        }
        static const char *const WITH_VALUE[] = { "--game", "--players", "--hands",     "--deals",
                                                  "--seed", "--rules",   "--transcript" };
        bool known = false;
        for (size_t k = 0; k < sizeof WITH_VALUE / sizeof WITH_VALUE[0]; k++)
            known = known || !strcmp(flag, WITH_VALUE[k]);
        if (!known)
            return usage_error("unknown option '%s'", flag);
        if (i + 1 >= argc)
            return usage_error("%s needs a value", flag);
        const char *value = argv[++i];
        long v;
        if (!strcmp(flag, "--game")) {
            if (strcmp(value, "bete"))
                return usage_error("--game must be mouche or bete, not '%s'", value);
        } else if (!strcmp(flag, "--players")) {
            if (!cli_parse_long(value, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS, &v))
                return usage_error("--players must be 3 to 7 for La Bete, not '%s'", value);
            o->players = (int)v;
        } else if (!strcmp(flag, "--hands") || !strcmp(flag, "--deals")) {
            if (!cli_parse_long(value, 1, 100000000, &v))
                return usage_error("--hands must be a whole number from 1, not '%s'", value);
            o->deals = (int)v;
        } else if (!strcmp(flag, "--seed")) {
            unsigned long long s;
            if (!cli_parse_seed(value, &s))
                return usage_error("--seed must be a whole number, not '%s'", value);
            o->seed = s;
        } else if (!strcmp(flag, "--rules")) {
            char why[256];
            if (!bete_rules_parse(&o->rules, value, why, sizeof why))
                return usage_error("--rules: %s", why);
        } else {
            o->transcript = value;
        }
    }
    if (!o->bench && o->deals > 30000)
        return usage_error("--hands: a game is at most 30000 deals%s", "");
    return 0;
}

static void on_event(void *ctx, const BeteEvent *ev)
{
    BeteSimSink *sim = ctx;
    if (sim->transcript)
        bete_transcript_event(sim->transcript, ev);
    switch (ev->type) {
    case BETE_EV_RESULT:
        sim->counts.deals++;
        sim->counts.outcomes[ev->outcome]++;
        break;
    case BETE_EV_BID: sim->counts.contres += ev->bid == BID_CONTRE; break;
    case BETE_EV_CURIEUSE_TURN: sim->counts.curieuses++; break;
    case BETE_EV_PAY: sim->counts.devoles += ev->reason == BETE_PAY_DEVOLE; break;
    default: break;
    }
}

/* Random legal play, with bids weighted so that deals are played, contred and passed. */
static BeteAction random_action(const BeteState *st, uint64_t rng[4])
{
    BeteAction legal[BETE_MAX_ACTIONS];
    const int n = bete_legal_actions(st, legal);
    if (st->phase == BETE_PHASE_BID && n == 2) {
        /* play about 1 time in 3, contre about 1 time in 6 */
        const uint32_t roll = mouche_rng_below(rng, 6);
        return legal[legal[1].kind == BETE_ACT_PLAY_BID ? (roll < 2) : (roll < 1)];
    }
    return legal[mouche_rng_below(rng, (uint32_t)n)];
}

static bool play_game(const BeteSimOptions *o, uint64_t seed, const BeteSink *sink, BeteState *st)
{
    char why[256];
    if (!bete_start(st, &o->rules, o->players, o->deals, seed, sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return false;
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ 0x9e3779b97f4a7c15ull);
    while (st->phase != BETE_PHASE_GAME_OVER) {
        if (bete_apply(st, random_action(st, rng), sink) != REFUSE_NONE) {
            fputs("mouche-sim: the engine refused one of its own legal actions\n", stderr);
            return false;
        }
    }
    return true;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int run_bench(const BeteSimOptions *o)
{
    BeteSimOptions game = *o;
    game.deals = 1000;
    long deals = 0;
    const double start = now_seconds();
    double elapsed = 0;
    for (uint64_t g = 0; deals < o->deals || elapsed < 0.5; g++) {
        BeteState st;
        if (!play_game(&game, o->seed + g, NULL, &st))
            return 1;
        deals += game.deals;
        elapsed = now_seconds() - start;
    }
    printf("deals: %ld\nseconds: %.3f\ndeals/s: %.0f\nstate bytes: %zu\n", deals, elapsed, deals / elapsed,
           sizeof(BeteState));
    return 0;
}

int bete_sim_main(int argc, char **argv)
{
    BeteSimOptions o;
    const int parsed = parse_options(argc, argv, &o);
    if (parsed)
        return parsed == 1 ? 0 : parsed;
    if (o.bench)
        return run_bench(&o);

    BeteTranscript transcript;
    FILE *out = NULL;
    BeteSimSink sim = { 0 };
    if (o.transcript) {
        out = strcmp(o.transcript, "-") ? fopen(o.transcript, "w") : stdout;
        if (!out) {
            fprintf(stderr, "mouche-sim: cannot write %s: %s\n", o.transcript, strerror(errno));
            return 1;
        }
        bete_transcript_init(&transcript, out, &o.rules);
        sim.transcript = &transcript;
    }
    const BeteSink sink = { on_event, &sim };
    BeteState st;
    const bool ok = play_game(&o, o.seed, &sink, &st);
    bool write_failed = false;
    if (out) {
        write_failed = transcript.failed || fflush(out) != 0;
        if (out != stdout)
            write_failed = fclose(out) != 0 || write_failed;
        if (write_failed)
            fprintf(stderr, "mouche-sim: writing %s failed\n", o.transcript);
    }
    if (!ok)
        return 1;
    FILE *report = out == stdout ? stderr : stdout;
    const BeteCounts *c = &sim.counts;
    fprintf(report,
            "deals: %ld\npassed: %ld\nwon: %ld\nvoles: %ld\nlost: %ld\nvoid: %ld\ndevoles: %ld\ncontres: "
            "%ld\ncurieuses: %ld\n",
            c->deals, c->outcomes[BETE_OUT_PASSED], c->outcomes[BETE_OUT_WIN], c->outcomes[BETE_OUT_VOLE],
            c->outcomes[BETE_OUT_LOSE], c->outcomes[BETE_OUT_VOID], c->devoles, c->contres, c->curieuses);
    fputs("balances:", report);
    for (int s = 0; s < st.players; s++)
        fprintf(report, " %lld", (long long)st.balances[s]);
    fprintf(report, "\nstakes: %lld\nking: %lld\nplaques: %d under the dish, %d at stake\nbetes:", (long long)st.stakes,
            (long long)st.king, st.plaques_reserve, st.plaques_at_stake);
    for (int i = 0; i < st.nbetes; i++)
        fprintf(report, " %lld", (long long)st.betes[i]);
    fprintf(report, "\nchips: %lld (of %lld)\n", (long long)bete_total_chips(&st),
            (long long)o.players * o.rules.start);
    return write_failed ? 1 : 0;
}
