/* La Mouche in mouche-sim (sim.h): random-legal players, the transcript of
 * RULES.md 12 and the game's counts. */
#include "sim.h"

#include "mouche/game.h"
#include "mouche/rng.h"
#ifdef MOUCHE_HAVE_ARENA
#include "arena.h"
#include "mouche/ai.h"

static void ai_decide(const void *view, const MoucheAiConfig *config, void *action)
{
    *(MoucheAction *)action = mouche_ai_decide(view, config);
}
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

static void random_action_of(const void *state, uint64_t rng[4], void *action)
{
    *(MoucheAction *)action = random_action(state, rng);
}

static MoucheRefusal play_silent(void *state, uint64_t rng[4])
{
    MoucheState *st = state;
    MoucheRefusal refusal = REFUSE_NONE;
    while (refusal == REFUSE_NONE && mouche_phase(st) != PHASE_GAME_OVER)
        refusal = mouche_apply(st, random_action(st, rng), NULL);
    return refusal;
}

typedef struct {
    long hands, flushes, mouches_made, all_folded, alone, tricks_played;
} SimCounts;

static void count_event(void *counts, const void *event)
{
    SimCounts *c = counts;
    const MoucheEvent *ev = event;
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

static void report_game(const void *state, const void *counts, FILE *report)
{
    const MoucheState *st = state;
    const SimCounts *c = counts;
    fprintf(report, "hands: %ld\nflushes: %ld\nmouches made: %ld\nall folded: %ld\nalone: %ld\ntricks: %ld\n", c->hands,
            c->flushes, c->mouches_made, c->all_folded, c->alone, c->tricks_played);
    sim_report_chips(report, "balances:", st->balances, st->players, "\n");
    fprintf(report, "pool: %lld\n", (long long)st->pool);
    sim_report_chips(report, "pending:", st->pending, st->npending, "\n");
    fprintf(report, "chips: %lld (of %lld)\n", (long long)mouche_total_chips(st),
            (long long)st->players * st->rules.start);
}

const SimGame mouche_sim_game = {
    .game = &mouche_cardgame,
    .usage = "usage: mouche-sim --players N --hands H --seed S [--rules key=value,...]\n"
             "                  [--transcript FILE] [--bench]\n"
             "       mouche-sim --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
             "       mouche-sim --game bete ...   (La Bete: see mouche-sim --game bete --help)\n"
             "  --game G         mouche (default), bete, or any other game of the engine (random players)\n"
             "  --players N      3 to 6 (default 4)\n"
             "  --hands H        hands to play, 1 or more (default 100)\n"
             "  --seed S         the game's seed (default 1)\n"
             "  --rules LIST     rule options of RULES.md, e.g. deck=lowcards,carry=cap,cap=20,pamphile=1, or a\n"
             "                   system by name first: preset=ajo|successive|vanderaa|lanturlu|mery|pamphile,deal=2-3\n"
             "  --transcript F   write the full-information transcript (JSON Lines) to F ('-': stdout)\n"
             "  --bench          time random play with events off and print hands/s\n"
             "  --version        the version, then exit\n"
             "  --seats LIST     bots at the seats instead of random players, e.g. expert,random,standard,beginner\n"
             "       mouche-sim --review FILE --seat N [--seed S] [--json]\n"
             "                   every decision of seat N in a transcript, reviewed (docs/review.md)\n"
             "       mouche-sim --replay FILE\n"
             "                   a transcript of any game read back and played again from its seed\n",
    .players_error = "--players must be 3 to 6, not '%s'",
    .default_players = 4,
    .bench_game_hands = 10000,
    .player_seed_mix = 0x6D6F75636865ull, /* "mouche" */
    .random_action = random_action_of,
    .play_silent = play_silent,
    .counts_size = sizeof(SimCounts),
    .count = count_event,
    .report = report_game,
#ifdef MOUCHE_HAVE_ARENA
    .ai_decide = ai_decide,
    .arena = &mouche_arena_game,
#endif
};
