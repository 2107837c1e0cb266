/* La Bête in mouche-sim (sim.h, --game bete): random-legal players, the
 * transcript of docs/rules-bete.md 9 and the game's counts. */
#include "sim.h"

#include "mouche/bete.h"
#include "mouche/rng.h"
#ifdef MOUCHE_HAVE_BETE_ARENA
#include "bete_arena.h"
#endif

typedef struct {
    long deals, outcomes[BETE_OUT_VOID + 1], contres, curieuses, devoles;
} BeteCounts;

typedef struct {
    BeteTranscript *transcript;
    BeteCounts counts;
} BeteSimSink;

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

static bool rules_of(const SimOptions *o, BeteRules *rules, char *why, size_t why_size)
{
    *rules = bete_rules_default();
    return !o->rules || bete_rules_parse(rules, o->rules, why, why_size);
}

static bool play_game(const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                      BeteState *st)
{
    char why[256];
    if (!bete_start(st, rules, players, deals, seed, sink, why, sizeof why)) {
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

static bool rules_check(const char *text, char *why, size_t why_size)
{
    BeteRules rules = bete_rules_default();
    return bete_rules_parse(&rules, text, why, why_size);
}

static bool bench_game(const SimOptions *o, uint64_t seed, int deals)
{
    BeteRules rules;
    char why[256];
    BeteState st;
    return rules_of(o, &rules, why, sizeof why) && play_game(&rules, o->players, deals, seed, NULL, &st);
}

static void report_game(const BeteState *st, const BeteCounts *c, FILE *report)
{
    fprintf(report,
            "deals: %ld\npassed: %ld\nwon: %ld\nvoles: %ld\nlost: %ld\nvoid: %ld\ndevoles: %ld\ncontres: "
            "%ld\ncurieuses: %ld\n",
            c->deals, c->outcomes[BETE_OUT_PASSED], c->outcomes[BETE_OUT_WIN], c->outcomes[BETE_OUT_VOLE],
            c->outcomes[BETE_OUT_LOSE], c->outcomes[BETE_OUT_VOID], c->devoles, c->contres, c->curieuses);
    fputs("balances:", report);
    for (int s = 0; s < st->players; s++)
        fprintf(report, " %lld", (long long)st->balances[s]);
    fprintf(report,
            "\nstakes: %lld\nking: %lld\nplaques: %d under the dish, %d at stake\nbetes:", (long long)st->stakes,
            (long long)st->king, st->plaques_reserve, st->plaques_at_stake);
    for (int i = 0; i < st->nbetes; i++)
        fprintf(report, " %lld", (long long)st->betes[i]);
    fprintf(report, "\nchips: %lld (of %lld)\n", (long long)bete_total_chips(st),
            (long long)st->players * st->rules.start);
}

static bool play(const SimOptions *o, FILE *transcript_file, FILE *report, bool *write_failed)
{
    BeteRules rules;
    char why[256];
    if (!rules_of(o, &rules, why, sizeof why))
        return false;
    BeteTranscript transcript;
    BeteSimSink sim = { 0 };
    if (transcript_file) {
        bete_transcript_init(&transcript, transcript_file, &rules);
        sim.transcript = &transcript;
    }
    const BeteSink sink = { on_event, &sim };
    BeteState st;
    const bool ok = play_game(&rules, o->players, o->hands, o->seed, &sink, &st);
    *write_failed = transcript_file && transcript.failed;
    if (ok)
        report_game(&st, &sim.counts, report);
    return ok;
}

const SimGame bete_sim_game = {
    .name = "bete",
    .usage = "usage: mouche-sim --game bete --players N --hands H --seed S [--rules key=value,...]\n"
             "                  [--transcript FILE] [--bench]\n"
             "       mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
             "  --players N      3 to 7 (default 5)\n"
             "  --hands H        deals to play, 1 or more (default 100; --deals is the same)\n"
             "  --seed S         the game's seed (default 1)\n"
             "  --rules LIST     La Bete's options: deal=3-2|2-3|2-2-1|2-1-2, curieuse=0|1, contre=0|1,\n"
             "                   start=N, plaque=N (docs/rules-bete.md)\n"
             "  --transcript F   write the transcript (JSON Lines) to F ('-': stdout)\n"
             "  --bench          time random play with events off and print deals/s\n",
    .players_error = "--players must be 3 to 7 for La Bete, not '%s'",
    .unit = "deals",
    .min_players = BETE_MIN_PLAYERS,
    .max_players = BETE_MAX_PLAYERS,
    .default_players = 5,
    .bench_game_hands = 1000,
    .state_bytes = sizeof(BeteState),
    .rules_check = rules_check,
    .play = play,
    .bench_game = bench_game,
#ifdef MOUCHE_HAVE_BETE_ARENA
    .arena_main = bete_arena_main,
#endif
};
