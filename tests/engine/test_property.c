/* Property test: many random hands across every player count and rule
 * option, checking after every action that chips are conserved, every applied
 * action was legal, refused actions change nothing, and no view holds a card
 * its seat may not see. Usage: test_property [HANDS] [SEED] */
#include <inttypes.h>
#include <stdio.h>

#include "check.h"
#include "mouche/game.h"
#include "mouche/rng.h"
#include "mouche/save.h"
#include "mouche/view.h"

#ifndef MOUCHE_PROPERTY_HANDS
#define MOUCHE_PROPERTY_HANDS 1000000
#endif

static const char *const RULE_SETS[] = {
    "",
    "deck=vanderaa,deal=2-3",
    "deck=lowcards,deal=2-2-1,carry=successive",
    "carry=cap,cap=10,deal=2-1-2",
    "pamphile=1",
    "pamphile=1,pamphile_mouche=trump,pamphile_turned=if_in,pamphile_pay=3",
    "pamphile=1,pamphile_mouche=any,carry=successive,ante=10",
    "deck=lowcards,pamphile=1,carry=cap,cap=5,start=0",
    "preset=vanderaa",
    "head=0,silence=yes,pamphile=1,pamphile_mouche=trump,carry=successive",
    "preset=lanturlu,deal=2-1-2",
    "silence=yes,pamphile=1,pamphile_mouche=any",
};
enum { RULE_SET_COUNT = sizeof RULE_SETS / sizeof RULE_SETS[0], HANDS_PER_GAME = 40 };

typedef struct {
    long actions, refusals_checked, views_checked, rebuilds;
    long flushes, all_folded, alone, tricks;
} Counts;

/* Cards seat s may know the place of. */
static MoucheCardSet visible_to(const MoucheState *st, int s)
{
    MoucheCardSet v = st->hand[s] | st->discards[s] | st->drawn[s] | st->played | mouche_bit(st->turned);
    for (int o = 0; o < st->players; o++)
        if ((st->shown & (1u << o)) || st->flush_winner == o)
            v |= st->hand[o];
    return v;
}

static bool same_actions(const MoucheAction *a, int na, const MoucheAction *b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (a[i].kind != b[i].kind || a[i].arg != b[i].arg || a[i].cards != b[i].cards)
            return false;
    return true;
}

static void check_views(TestTally *t, const MoucheState *st, const MoucheAction *legal, int nlegal, Counts *c,
                        bool rebuild)
{
    for (int s = 0; s < st->players; s++) {
        MoucheView v;
        mouche_view(st, s, &v);
        c->views_checked++;
        CHECK(t, v.my_hand == st->hand[s]);
        const MoucheCardSet mentioned = v.my_hand | v.my_discards | v.my_drawn | v.shown_cards | v.played;
        CHECK(t, (mentioned & ~visible_to(st, s)) == 0);
        for (int o = 0; o < st->players; o++)
            if (o != s && !((st->shown & (1u << o)) || st->flush_winner == o))
                CHECK(t, (mentioned & st->hand[o] & ~st->played) == 0);
        CHECK(t, (mouche_view_unknown(&v) & (st->hand[s] | st->discards[s])) == 0);
        if (s == st->to_move) {
            MoucheAction from_view[MOUCHE_MAX_ACTIONS];
            const int n = mouche_view_legal_actions(&v, from_view);
            CHECK(t, same_actions(from_view, n, legal, nlegal));
            if (rebuild) {
                /* the true world rebuilds a state every seat sees the same way */
                MoucheWorld w;
                MoucheState again;
                char why[128];
                mouche_world_of(st, &w);
                CHECK(t, mouche_state_from_view(&v, &w, 1, &again, why, sizeof why));
                for (int o = 0; o < st->players; o++) {
                    MoucheView a, b;
                    mouche_view(st, o, &a);
                    mouche_view(&again, o, &b);
                    /* which cards another seat drew is not part of the world */
                    if (o != s)
                        a.my_drawn = b.my_drawn = 0;
                    CHECK(t, memcmp(&a, &b, sizeof a) == 0);
                }
                c->rebuilds++;
            }
        }
    }
}

/* An action of any kind with random arguments: usually illegal. */
static MoucheAction random_junk(uint64_t rng[4])
{
    MoucheAction a;
    a.kind = (uint8_t)mouche_rng_below(rng, ACT_KIND_COUNT + 1);
    a.arg = (uint8_t)mouche_rng_below(rng, 60);
    a.cards = mouche_rng_next(rng) & mouche_rng_next(rng) & mouche_rng_next(rng) & 0xFFFFFFFFFFFFFull;
    return a;
}

static bool in_list(MoucheAction a, const MoucheAction *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i].kind == a.kind && list[i].arg == a.arg && list[i].cards == a.cards)
            return true;
    return false;
}

static void count_event(void *ctx, const MoucheEvent *ev)
{
    Counts *c = ctx;
    if (ev->type == EV_FLUSH)
        c->flushes++;
    if (ev->type == EV_TRICK)
        c->tricks++;
    if (ev->type == EV_PAY && ev->reason == PAY_ALL_FOLDED)
        c->all_folded++;
    if (ev->type == EV_PAY && ev->reason == PAY_ALONE)
        c->alone++;
}

static long play_game(TestTally *t, const MoucheRules *rules, int players, uint64_t seed, Counts *c)
{
    MoucheGame game;
    const MoucheSink sink = { count_event, c };
    char why[256];
    if (!mouche_game_new(&game, rules, players, HANDS_PER_GAME, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "cannot start: %s\n", why);
        t->failures++;
        return 0;
    }
    MoucheState *st = &game.state;
    const int64_t total = mouche_total_chips(st);
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ 0xABCDEF);
    while (st->phase != PHASE_GAME_OVER) {
        MoucheAction legal[MOUCHE_MAX_ACTIONS];
        const int n = mouche_legal_actions(st, legal);
        CHECK(t, n > 0);
        if (n <= 0)
            break;
        for (int i = 0; i < n; i++)
            CHECK(t, mouche_check(st, legal[i]) == REFUSE_NONE);
        if (st->phase == PHASE_PLAY) { /* the engine's kept masks agree with the rules on plain values */
            const int in_trick = st->nplays - st->tricks_done * st->players_in;
            const MoucheCard led = in_trick ? st->play_card[st->nplays - in_trick] : MOUCHE_NO_CARD;
            const MoucheCard best = in_trick ? st->play_card[st->trick_best] : MOUCHE_NO_CARD;
            CHECK(t, mouche_playable(st) ==
                         mouche_playable_cards(&st->rules, st->trump, st->hand[st->to_move], led, best, NULL));
        }
        unsigned askable = 0; /* mouche_question_targets agrees with mouche_check */
        for (int s = 0; s < st->players; s++)
            if (mouche_check(st, mouche_act(ACT_QUESTION, s, 0)) == REFUSE_NONE)
                askable |= 1u << s;
        CHECK_EQ(t, mouche_question_targets(st), askable);
        check_views(t, st, legal, n, c, (c->actions & 63) == 0);
        if ((c->actions & 7) == 0) {
            const MoucheAction junk = random_junk(rng);
            const MoucheState before = *st;
            MoucheState trial = *st;
            const MoucheRefusal r = mouche_apply(&trial, junk, NULL);
            if (r != REFUSE_NONE)
                CHECK(t, memcmp(&trial, &before, sizeof trial) == 0);
            else
                CHECK(t, in_list(junk, legal, n));
            c->refusals_checked++;
        }
        /* Declarations: mostly stand or exchange so that tricks get played. */
        int pick = (int)mouche_rng_below(rng, (uint32_t)n);
        if (st->phase == PHASE_DECLARE && mouche_rng_below(rng, 3) == 0)
            pick = 1;
        CHECK_EQ(t, mouche_game_act(&game, legal[pick], &sink), REFUSE_NONE);
        c->actions++;
        CHECK_EQ(t, mouche_total_chips(st), total);
        CHECK(t, st->pool >= 0);
        for (int i = 0; i < st->npending; i++)
            CHECK(t, st->pending[i] > 0 && (i == 0 || st->pending[i] <= st->pending[i - 1]));
        if (st->phase == PHASE_DECLARE && st->nplays == 0 && st->to_move == (st->dealer + 1) % st->players)
            CHECK(t, st->stake % 5 == 0 && st->stake >= rules->ante);
        if (st->phase == PHASE_HAND_OVER && st->tricks_done == MOUCHE_TRICKS) {
            int tricks = 0;
            for (int s = 0; s < st->players; s++)
                tricks += st->tricks_won[s];
            CHECK_EQ(t, tricks, MOUCHE_TRICKS);
            CHECK(t, st->played == (st->played & st->deck));
        }
    }
    /* Same seed and actions, same game, bit for bit. */
    MoucheState replayed;
    CHECK(t, mouche_record_replay(&game.record, &replayed, NULL, why, sizeof why));
    CHECK(t, memcmp(&replayed, st, sizeof replayed) == 0);
    const long hands = st->hand_no;
    mouche_game_free(&game);
    return hands;
}

int main(int argc, char **argv)
{
    const long target = argc > 1 ? atol(argv[1]) : MOUCHE_PROPERTY_HANDS;
    const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 20261122;
    TestTally t = { 0 };
    Counts c = { 0 };
    long hands = 0;
    for (uint64_t game = 0; hands < target; game++) {
        const int players = 3 + (int)(game % 4);
        const int set = (int)((game / 4) % RULE_SET_COUNT);
        MoucheRules rules = mouche_rules_default();
        char why[256];
        if (!mouche_rules_parse(&rules, RULE_SETS[set], why, sizeof why)) {
            fprintf(stderr, "bad rule set %s: %s\n", RULE_SETS[set], why);
            return 1;
        }
        const int failures_before = t.failures;
        hands += play_game(&t, &rules, players, seed + game, &c);
        if (t.failures != failures_before) {
            fprintf(stderr, "failing game: players %d rules '%s' seed %" PRIu64 "\n", players, RULE_SETS[set],
                    seed + game);
            if (t.failures > 50)
                break;
        }
    }
    printf("hands %ld, actions %ld, views checked %ld, rebuilds %ld, refusals checked %ld\n", hands, c.actions,
           c.views_checked, c.rebuilds, c.refusals_checked);
    printf("flushes %ld, all folded %ld, alone %ld, tricks %ld, checks %d\n", c.flushes, c.all_folded, c.alone,
           c.tricks, t.checks);
    t.tests = 1;
    t.tests_failed = t.failures ? 1 : 0;
    return test_summary(&t);
}
