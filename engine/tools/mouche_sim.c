/* mouche-sim: plays La Mouche headless with random-legal players, writes the
 * full-information transcript, measures speed; `--arena` hosts the AI arena.
 *
 *   mouche-sim --players N --hands H --seed S [--rules key=value,...]
 *              [--transcript FILE] [--bench]
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#include "mouche/game.h"
#include "mouche/rng.h"
#include "mouche/transcript.h"
#include "bete_sim.h"
#ifdef MOUCHE_HAVE_ARENA
#include "arena.h"
#endif
#ifdef MOUCHE_HAVE_BETE_ARENA
#include "bete_arena.h"
#endif

typedef struct {
    int players, hands;
    uint64_t seed;
    MoucheRules rules;
    const char *transcript;
    bool bench;
} SimOptions;

static void usage(FILE *out)
{
    fputs("usage: mouche-sim --players N --hands H --seed S [--rules key=value,...]\n"
          "                  [--transcript FILE] [--bench]\n"
          "       mouche-sim --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "       mouche-sim --game bete ...   (La Bete: see mouche-sim --game bete --help)\n"
          "  --game G         mouche (default) or bete\n"
          "  --players N      3 to 6 (default 4)\n"
          "  --hands H        hands to play, 1 or more (default 100)\n"
          "  --seed S         the game's seed (default 1)\n"
          "  --rules LIST     rule options of RULES.md, e.g. deck=lowcards,carry=cap,cap=20,pamphile=1, or a\n"
          "                   system by name first: preset=ajo|successive|vanderaa|lanturlu|mery|pamphile,deal=2-3\n"
          "  --transcript F   write the full-information transcript (JSON Lines) to F ('-': stdout)\n"
          "  --bench          time random play with events off and print hands/s\n",
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

/* Returns 0 on success, 2 (after a message) on a bad command line, 1 for --help. */
static int parse_options(int argc, char **argv, SimOptions *o)
{
    o->players = 4;
    o->hands = 100;
    o->seed = 1;
    o->rules = mouche_rules_default();
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
        if (strcmp(flag, "--players") && strcmp(flag, "--hands") && strcmp(flag, "--seed") && strcmp(flag, "--rules") &&
            strcmp(flag, "--transcript"))
            return usage_error("unknown option '%s'", flag);
        if (i + 1 >= argc)
            return usage_error("%s needs a value", flag);
        const char *value = argv[++i];
        long v;
        if (!strcmp(flag, "--players")) {
            if (!cli_parse_long(value, MOUCHE_MIN_PLAYERS, MOUCHE_MAX_PLAYERS, &v))
                return usage_error("--players must be 3 to 6, not '%s'", value);
            o->players = (int)v;
        } else if (!strcmp(flag, "--hands")) {
            if (!cli_parse_long(value, 1, 100000000, &v))
                return usage_error("--hands must be a whole number from 1, not '%s'", value);
            o->hands = (int)v;
        } else if (!strcmp(flag, "--seed")) {
            unsigned long long s;
            if (!cli_parse_seed(value, &s))
                return usage_error("--seed must be a whole number, not '%s'", value);
            o->seed = s;
        } else if (!strcmp(flag, "--rules")) {
            char why[256];
            if (!mouche_rules_parse(&o->rules, value, why, sizeof why))
                return usage_error("--rules: %s", why);
        } else {
            o->transcript = value;
        }
    }
    /* A game is at most 30000 hands; the benchmark plays as many games as it needs. */
    if (!o->bench && o->hands > 30000)
        return usage_error("--hands: a game is at most 30000 hands%s", "");
    return 0;
}

/* A random-legal player: a kind of action at random, then one of that kind,
 * so that rare kinds (questions, showing a flush) are played often enough.
 * Declarations are sampled without listing all 31 exchanges; the engine's
 * mouche_check says what is legal, and mouche_apply checks again. Out of
 * line, so that the path of a card played needs no room for these lists. */
__attribute__((noinline)) static MoucheAction random_declaration(const MoucheState *st, uint64_t rng[4])
{
    MoucheAction kinds[5];
    int nkinds = 0, targets[MOUCHE_MAX_PLAYERS], ntargets = 0;
    kinds[nkinds++] = mouche_act(ACT_FOLD, 0, 0);
    kinds[nkinds++] = mouche_act(ACT_STAND, 0, 0);
    if (mouche_check(st, mouche_act(ACT_STAND, 1, 0)) == REFUSE_NONE)
        kinds[nkinds++] = mouche_act(ACT_STAND, 1, 0);
    const MoucheCardSet hand = st->hand[st->to_move];
    const MoucheCardSet one_card = hand & (~hand + 1);
    if (mouche_check(st, mouche_act(ACT_EXCHANGE, 0, one_card)) == REFUSE_NONE)
        kinds[nkinds++] = mouche_act(ACT_EXCHANGE, 0, 0);
    for (unsigned askable = mouche_question_targets(st); askable; askable &= askable - 1)
        targets[ntargets++] = __builtin_ctz(askable);
    if (ntargets)
        kinds[nkinds++] = mouche_act(ACT_QUESTION, 0, 0);

    MoucheAction a = kinds[mouche_rng_below(rng, (uint32_t)nkinds)];
    if (a.kind == ACT_QUESTION)
        a.arg = (uint8_t)targets[mouche_rng_below(rng, (uint32_t)ntargets)];
    if (a.kind == ACT_EXCHANGE) {
        MoucheCard cards[MOUCHE_HAND_SIZE];
        int ncards = 0;
        for (MoucheCardSet r = hand; r; r &= r - 1)
            cards[ncards++] = mouche_set_first(r);
        do { /* a uniform non-empty subset the stock can serve */
            const uint32_t subset = 1 + mouche_rng_below(rng, (1u << ncards) - 1);
            a.cards = 0;
            for (int i = 0; i < ncards; i++)
                if (subset & (1u << i))
                    a.cards |= mouche_bit(cards[i]);
        } while (mouche_check(st, a) != REFUSE_NONE);
    }
    return a;
}

/* Any other decision: one of the listed legal actions (out of line, for its list's room). */
__attribute__((noinline)) static MoucheAction random_listed_action(const MoucheState *st, uint64_t rng[4])
{
    MoucheAction actions[MOUCHE_MAX_ACTIONS];
    const int n = mouche_legal_actions(st, actions);
    return actions[mouche_rng_below(rng, (uint32_t)n)];
}

static MoucheAction random_action(const MoucheState *st, uint64_t rng[4])
{
    if (mouche_phase(st) == PHASE_PLAY) { /* a playable card at random, straight from the mask */
        MoucheCardSet playable = mouche_playable(st);
        const uint32_t skip = mouche_rng_below(rng, (uint32_t)mouche_set_count(playable));
        /* drop the `skip` lowest cards: a fixed count of selects (a hand holds at most five) */
        for (uint32_t i = 0; i < MOUCHE_HAND_SIZE - 1; i++)
            playable = i < skip ? playable & (playable - 1) : playable;
        return mouche_act(ACT_PLAY, mouche_set_first(playable), 0);
    }
    if (mouche_phase(st) == PHASE_DECLARE)
        return random_declaration(st, rng);
    return random_listed_action(st, rng);
}

typedef struct {
    long hands, flushes, mouches_made, all_folded, alone, tricks_played;
} SimCounts;

static void count_event(void *ctx, const MoucheEvent *ev)
{
    SimCounts *c = ctx;
    if (ev->type == EV_HAND_END)
        c->hands++;
    if (ev->type == EV_FLUSH)
        c->flushes++;
    if (ev->type == EV_TRICK)
        c->tricks_played++;
    if (ev->type == EV_PAY && ev->reason == PAY_MOUCHE_MADE)
        c->mouches_made++;
    if (ev->type == EV_PAY && ev->reason == PAY_ALL_FOLDED)
        c->all_folded++;
    if (ev->type == EV_PAY && ev->reason == PAY_ALONE)
        c->alone++;
}

typedef struct {
    MoucheTranscript *transcript;
    SimCounts counts;
} SimSink;

static void on_event(void *ctx, const MoucheEvent *ev)
{
    SimSink *s = ctx;
    if (s->transcript)
        mouche_transcript_event(s->transcript, ev);
    count_event(&s->counts, ev);
}

/* Plays a whole game; returns false if the engine refused an action it had offered. */
static bool play_game(const SimOptions *o, const MoucheSink *sink, MoucheState *st)
{
    char why[256];
    if (!mouche_start(st, &o->rules, o->players, o->hands, o->seed, sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return false;
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, o->seed ^ 0x6D6F75636865ull); /* the players' own randomness */
    while (mouche_phase(st) != PHASE_GAME_OVER) {
        const MoucheAction a = random_action(st, rng);
        const MoucheRefusal refusal = mouche_apply(st, a, sink);
        if (refusal != REFUSE_NONE) {
            fprintf(stderr, "mouche-sim: engine refused its own legal action: %s\n", mouche_refusal_text(refusal));
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

static int run_bench(const SimOptions *o)
{
    MoucheState st;
    long hands = 0;
    SimOptions game = *o;
    game.hands = o->hands < 10000 ? o->hands : 10000;
    const double start = now_seconds();
    const clock_t cpu_start = clock(); /* this process's CPU time: steadier than the clock on a shared machine */
    double elapsed = 0;
    /* At least the requested hands and at least a second, whole games at a time. */
    for (uint64_t g = 0; hands < o->hands || elapsed < 1.0; g++) {
        game.seed = o->seed + g;
        if (!play_game(&game, NULL, &st))
            return 1;
        hands += game.hands;
        elapsed = now_seconds() - start;
    }
    const double cpu = (double)(clock() - cpu_start) / CLOCKS_PER_SEC;
    printf("hands: %ld\nseconds: %.3f\nhands/s: %.0f\nstate bytes: %zu\n", hands, elapsed, hands / elapsed,
           sizeof(MoucheState));
    if (cpu > 0)
        printf("cpu seconds: %.3f\nhands/cpu-s: %.0f\n", cpu, hands / cpu);
    return 0;
}

/* Which game the command line asks for: 0 La Mouche, 1 La Bête, -1 unknown. */
static int game_asked(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--game"))
            return !strcmp(argv[i + 1], "mouche") ? 0 : !strcmp(argv[i + 1], "bete") ? 1 : -1;
    return 0;
}

/* Removes "--game mouche" so La Mouche's own parser sees only its options. */
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

static bool has_flag(int argc, char **argv, const char *flag)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], flag))
            return true;
    return false;
}

int main(int argc, char **argv)
{
    const int game = game_asked(argc, argv);
    if (game < 0) {
        fputs("mouche-sim: --game must be mouche or bete\n", stderr);
        usage(stderr);
        return 2;
    }
    if (game == 1) {
        if (!has_flag(argc, argv, "--arena"))
            return bete_sim_main(argc, argv);
#ifdef MOUCHE_HAVE_BETE_ARENA
        return bete_arena_main(argc, argv);
#else
        fputs("mouche-sim: --arena for La Bete is not available in this build (no Bete AI)\n", stderr);
        return 2;
#endif
    }
    argc = drop_game_flag(argc, argv);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--arena")) {
#ifdef MOUCHE_HAVE_ARENA
            return mouche_arena_main(argc, argv);
#else
            fputs("mouche-sim: --arena is not available in this build (no AI module)\n", stderr);
            return 2;
#endif
        }
    }
    SimOptions o;
    const int parsed = parse_options(argc, argv, &o);
    if (parsed)
        return parsed == 1 ? 0 : parsed;
    if (o.bench)
        return run_bench(&o);

    MoucheTranscript transcript;
    FILE *out = NULL;
    SimSink sim = { 0 };
    if (o.transcript) {
        out = strcmp(o.transcript, "-") ? fopen(o.transcript, "w") : stdout;
        if (!out) {
            fprintf(stderr, "mouche-sim: cannot write %s: %s\n", o.transcript, strerror(errno));
            return 1;
        }
        mouche_transcript_init(&transcript, out, &o.rules);
        sim.transcript = &transcript;
    }
    const MoucheSink sink = { on_event, &sim };
    MoucheState st;
    const bool ok = play_game(&o, &sink, &st);
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
    fprintf(report, "hands: %ld\nflushes: %ld\nmouches made: %ld\nall folded: %ld\nalone: %ld\ntricks: %ld\n",
            sim.counts.hands, sim.counts.flushes, sim.counts.mouches_made, sim.counts.all_folded, sim.counts.alone,
            sim.counts.tricks_played);
    fputs("balances:", report);
    for (int s = 0; s < st.players; s++)
        fprintf(report, " %lld", (long long)st.balances[s]);
    fprintf(report, "\npool: %lld\npending:", (long long)st.pool);
    for (int i = 0; i < st.npending; i++)
        fprintf(report, " %lld", (long long)st.pending[i]);
    fprintf(report, "\nchips: %lld (of %lld)\n", (long long)mouche_total_chips(&st),
            (long long)o.players * o.rules.start);
    return write_failed ? 1 : 0;
}
