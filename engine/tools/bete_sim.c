/* La Bête in mouche-sim (sim.h, --game bete): random-legal players, the
 * transcript of docs/rules-bete.md 9 and the game's counts. */
#include "sim.h"

#include "mouche/bete.h"
#include "mouche/rng.h"
#ifdef MOUCHE_HAVE_BETE_ARENA
#include "bete_arena.h"
#include "mouche/bete_ai.h"

static void ai_decide(const void *view, const MoucheAiConfig *config, void *action)
{
    *(BeteAction *)action = bete_ai_decide(view, config);
}
#endif

typedef struct {
    long deals, outcomes[BETE_OUT_VOID + 1], contres, curieuses, devoles;
} BeteCounts;

static void count_event(void *counts, const void *event)
{
    BeteCounts *c = counts;
    const BeteEvent *ev = event;
    switch (ev->type) {
    case BETE_EV_RESULT:
        c->deals++;
        c->outcomes[ev->outcome]++;
        break;
    case BETE_EV_BID: c->contres += ev->bid == BID_CONTRE; break;
    case BETE_EV_CURIEUSE_TURN: c->curieuses++; break;
    case BETE_EV_PAY: c->devoles += ev->reason == BETE_PAY_DEVOLE; break;
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

static void random_action_of(const void *state, uint64_t rng[4], void *action)
{
    *(BeteAction *)action = random_action(state, rng);
}

static void report_game(const void *state, const void *counts, FILE *report)
{
    const BeteState *st = state;
    const BeteCounts *c = counts;
    fprintf(report,
            "deals: %ld\npassed: %ld\nwon: %ld\nvoles: %ld\nlost: %ld\nvoid: %ld\ndevoles: %ld\ncontres: "
            "%ld\ncurieuses: %ld\n",
            c->deals, c->outcomes[BETE_OUT_PASSED], c->outcomes[BETE_OUT_WIN], c->outcomes[BETE_OUT_VOLE],
            c->outcomes[BETE_OUT_LOSE], c->outcomes[BETE_OUT_VOID], c->devoles, c->contres, c->curieuses);
    sim_report_chips(report, "balances:", st->balances, st->players, "\n");
    fprintf(report, "stakes: %lld\nking: %lld\nplaques: %d under the dish, %d at stake\n", (long long)st->stakes,
            (long long)st->king, st->plaques_reserve, st->plaques_at_stake);
    sim_report_chips(report, "betes:", st->betes, st->nbetes, "\n");
    fprintf(report, "chips: %lld (of %lld)\n", (long long)bete_total_chips(st),
            (long long)st->players * st->rules.start);
}

const SimGame bete_sim_game = {
    .game = &bete_cardgame,
    .usage = "usage: mouche-sim --game bete --players N --hands H --seed S [--rules key=value,...]\n"
             "                  [--transcript FILE] [--bench]\n"
             "       mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
             "  --players N      3 to 7 (default 5)\n"
             "  --hands H        deals to play, 1 or more (default 100; --deals is the same)\n"
             "  --seed S         the game's seed (default 1)\n"
             "  --rules LIST     La Bete's options: deal=3-2|2-3|2-2-1|2-1-2, curieuse=0|1, contre=0|1,\n"
             "                   start=N, plaque=N (docs/rules-bete.md)\n"
             "  --transcript F   write the transcript (JSON Lines) to F ('-': stdout)\n"
             "  --bench          time random play with events off and print deals/s\n"
             "  --seats LIST     bots at the seats instead of random players, e.g. expert,random,standard,beginner\n"
             "       mouche-sim --review FILE --seat N [--seed S] [--json]\n"
             "                   every decision of seat N in a transcript, reviewed (docs/review.md)\n",
    .players_error = "--players must be 3 to 7 for La Bete, not '%s'",
    .default_players = 5,
    .bench_game_hands = 1000,
    .player_seed_mix = 0x9e3779b97f4a7c15ull,
    .random_action = random_action_of,
    .counts_size = sizeof(BeteCounts),
    .count = count_event,
    .report = report_game,
#ifdef MOUCHE_HAVE_BETE_ARENA
    .ai_decide = ai_decide,
    .arena = &bete_arena_game,
#endif
};
