/* La Mouche in mouche-sim (sim.h): random-legal players, the transcript of
 * RULES.md 12 and the game's counts. */
#include "sim.h"

#include "mouche/game.h"
#include "mouche/rng.h"
#include "mouche/transcript.h"
#ifdef MOUCHE_HAVE_ARENA
#include "arena.h"
#endif

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

static bool rules_of(const SimOptions *o, MoucheRules *rules, char *why, size_t why_size)
{
    *rules = mouche_rules_default();
    return !o->rules || mouche_rules_parse(rules, o->rules, why, why_size);
}

/* Plays a whole game; returns false if the engine refused an action it had offered. */
static bool play_game(const MoucheRules *rules, int players, int hands, uint64_t seed, const MoucheSink *sink,
                      MoucheState *st)
{
    char why[256];
    if (!mouche_start(st, rules, players, hands, seed, sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return false;
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ 0x6D6F75636865ull); /* the players' own randomness */
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

static bool rules_check(const char *text, char *why, size_t why_size)
{
    MoucheRules rules = mouche_rules_default();
    return mouche_rules_parse(&rules, text, why, why_size);
}

static bool bench_game(const SimOptions *o, uint64_t seed, int hands)
{
    MoucheRules rules;
    char why[256];
    MoucheState st;
    return rules_of(o, &rules, why, sizeof why) && play_game(&rules, o->players, hands, seed, NULL, &st);
}

static void report_game(const MoucheState *st, const SimCounts *c, FILE *report)
{
    fprintf(report, "hands: %ld\nflushes: %ld\nmouches made: %ld\nall folded: %ld\nalone: %ld\ntricks: %ld\n", c->hands,
            c->flushes, c->mouches_made, c->all_folded, c->alone, c->tricks_played);
    fputs("balances:", report);
    for (int s = 0; s < st->players; s++)
        fprintf(report, " %lld", (long long)st->balances[s]);
    fprintf(report, "\npool: %lld\npending:", (long long)st->pool);
    for (int i = 0; i < st->npending; i++)
        fprintf(report, " %lld", (long long)st->pending[i]);
    fprintf(report, "\nchips: %lld (of %lld)\n", (long long)mouche_total_chips(st),
            (long long)st->players * st->rules.start);
}

static bool play(const SimOptions *o, FILE *transcript_file, FILE *report, bool *write_failed)
{
    MoucheRules rules;
    char why[256];
    if (!rules_of(o, &rules, why, sizeof why))
        return false;
    MoucheTranscript transcript;
    SimSink sim = { 0 };
    if (transcript_file) {
        mouche_transcript_init(&transcript, transcript_file, &rules);
        sim.transcript = &transcript;
    }
    const MoucheSink sink = { on_event, &sim };
    MoucheState st;
    const bool ok = play_game(&rules, o->players, o->hands, o->seed, &sink, &st);
    *write_failed = transcript_file && transcript.failed;
    if (ok)
        report_game(&st, &sim.counts, report);
    return ok;
}

const SimGame mouche_sim_game = {
    .name = "mouche",
    .usage = "usage: mouche-sim --players N --hands H --seed S [--rules key=value,...]\n"
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
    .players_error = "--players must be 3 to 6, not '%s'",
    .unit = "hands",
    .min_players = MOUCHE_MIN_PLAYERS,
    .max_players = MOUCHE_MAX_PLAYERS,
    .default_players = 4,
    .bench_game_hands = 10000,
    .state_bytes = sizeof(MoucheState),
    .rules_check = rules_check,
    .play = play,
    .bench_game = bench_game,
#ifdef MOUCHE_HAVE_ARENA
    .arena_main = mouche_arena_main,
#endif
};
