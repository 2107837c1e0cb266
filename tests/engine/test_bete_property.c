/* La Bête property test (docs/rules-bete.md): many random deals on every
 * table size 3..7 and rule option, checking after every action that chips are
 * conserved, every listed action is legal and the list is what the rules allow
 * (recomputed here), forged actions are refused and change nothing, no view or
 * redacted event holds a card its seat may not see, a view rebuilt with the
 * true hidden cards is the same for every seat, and every game replays bit for
 * bit from its record. Usage: test_bete_property [DEALS] [SEED] */
#include <inttypes.h>
#include <stdio.h>

#include "check.h"
#include "mouche/bete.h"
#include "mouche/rng.h"

/* Billions of checks: counted in 64 bits here (check.h's tally is an int). */
static long long bete_checks;
#undef CHECK
#undef CHECK_EQ
#define CHECK(tally, cond) \
    do { \
        bete_checks++; \
        if (!(cond)) { \
            (tally)->failures++; \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        } \
    } while (0)
#define CHECK_EQ(tally, a, b) \
    do { \
        const long long check_a_ = (long long)(a), check_b_ = (long long)(b); \
        bete_checks++; \
        if (check_a_ != check_b_) { \
            (tally)->failures++; \
            fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, check_a_, check_b_); \
        } \
    } while (0)

#ifndef MOUCHE_PROPERTY_HANDS
#define MOUCHE_PROPERTY_HANDS 1000000
#endif
/* A Bête deal costs about what a Mouche hand does: the same knob sizes it. */
#ifndef BETE_PROPERTY_DEALS
#define BETE_PROPERTY_DEALS MOUCHE_PROPERTY_HANDS
#endif

static const char *const RULE_SETS[] = {
    "",
    "deal=2-3",
    "deal=2-2-1,curieuse=0",
    "deal=2-1-2,contre=0",
    "plaque=10",
    "curieuse=0,contre=0,plaque=10,start=0",
    "deal=2-3,plaque=10,start=20",
};
enum { RULE_SET_COUNT = sizeof RULE_SETS / sizeof RULE_SETS[0], DEALS_PER_GAME = 40 };

typedef struct {
    long actions, refusals_checked, forged_cards, views_checked, rebuilds, events_redacted;
    long outcome[BETE_OUT_VOID + 1], curieuse_turns, contres, king_paid;
    MoucheChips value_before; /* bete_deal_value just before the action that settles */
    int first_dealer;
    TestTally *t;
    int players;
} Counts;

static bool same_actions(const BeteAction *a, int na, const BeteAction *b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (a[i].kind != b[i].kind || a[i].arg != b[i].arg)
            return false;
    return true;
}

static bool in_list(BeteAction a, const BeteAction *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i].kind == a.kind && list[i].arg == a.arg)
            return true;
    return false;
}

static int lowest_rank(int players) { return players <= 4 ? RANK_8 : players == 5 ? RANK_7 : RANK_6; }

static MoucheCardSet pack(int players)
{
    MoucheCardSet s = 0;
    for (int suit = 0; suit < MOUCHE_SUITS; suit++)
        for (int r = lowest_rank(players); r <= RANK_KING; r++)
            s |= mouche_bit(mouche_card(suit, r));
    return s;
}

static bool beats_here(int trump, MoucheCard c, MoucheCard best)
{
    return mouche_card_suit(c) == mouche_card_suit(best) ? mouche_card_rank(c) > mouche_card_rank(best)
                                                         : mouche_card_suit(c) == trump;
}

static MoucheCard trick_best_here(int trump, const MoucheCard *trick, int ntrick)
{
    MoucheCard best = trick[0];
    for (int i = 1; i < ntrick; i++)
        if (beats_here(trump, trick[i], best))
            best = trick[i];
    return best;
}

/* The play rule of docs/rules-bete.md 6, written again from the page; *why
 * is the refusal a card outside the set earns. */
static MoucheCardSet playable_here(int trump, MoucheCardSet hand, const MoucheCard *trick, int ntrick,
                                   MoucheRefusal *why)
{
    *why = REFUSE_NONE;
    if (ntrick == 0)
        return hand;
    const int led = mouche_card_suit(trick[0]);
    const MoucheCard best = trick_best_here(trump, trick, ntrick);
    const MoucheCardSet follow = hand & mouche_suit_set(led);
    *why = REFUSE_MUST_FOLLOW;
    if (follow)
        return follow;
    *why = mouche_card_suit(best) == trump ? REFUSE_MUST_OVERTRUMP : REFUSE_MUST_TRUMP;
    MoucheCardSet heading = 0;
    for (MoucheCardSet h = hand & mouche_suit_set(trump); h; h &= h - 1) {
        const MoucheCard c = mouche_set_first(h);
        if (mouche_card_suit(best) != trump || mouche_card_rank(c) > mouche_card_rank(best))
            heading |= mouche_bit(c);
    }
    if (heading)
        return heading;
    *why = REFUSE_NONE;
    return hand;
}

/* What the legal list must be, from the rules page and the plain state. */
static int expected_actions(const BeteState *st, BeteAction *out)
{
    int n = 0;
    switch (st->phase) {
    case BETE_PHASE_BID:
        if (st->declarer < 0) {
            out[n++] = bete_act(BETE_ACT_PASS, 0);
            out[n++] = bete_act(BETE_ACT_PLAY_BID, 0);
        } else {
            out[n++] = bete_act(BETE_ACT_PASS, 0);
            if (st->rules.contre && st->contrer < 0)
                out[n++] = bete_act(BETE_ACT_CONTRE, 0);
        }
        break;
    case BETE_PHASE_CURIEUSE:
        out[n++] = bete_act(BETE_ACT_CURIEUSE, 0);
        out[n++] = bete_act(BETE_ACT_CURIEUSE, 1);
        break;
    case BETE_PHASE_PLAY: {
        const int start = st->tricks_done * st->players;
        MoucheRefusal why;
        const MoucheCardSet ok =
            playable_here(st->trump, st->hand[st->to_move], st->play_card + start, st->nplays - start, &why);
        for (MoucheCardSet s = ok; s; s &= s - 1)
            out[n++] = bete_act(BETE_ACT_PLAY, mouche_set_first(s));
        break;
    }
    case BETE_PHASE_DEAL_OVER: out[n++] = bete_act(BETE_ACT_NEXT_DEAL, 0); break;
    default: break;
    }
    return n;
}

static bool sorted_equal(const BeteAction *a, int na, const BeteAction *b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (!in_list(a[i], b, nb))
            return false;
    return true;
}

static MoucheCardSet played_set(const BeteState *st)
{
    MoucheCardSet s = 0;
    for (int i = 0; i < st->nplays; i++)
        s |= mouche_bit(st->play_card[i]);
    return s;
}

static MoucheCardSet talon_below(const BeteState *st)
{
    MoucheCardSet s = 0;
    for (int i = st->talon_top + 1; i < st->talon_len; i++)
        s |= mouche_bit(st->talon[i]);
    return s;
}

static MoucheCardSet upcards(const BeteState *st)
{
    MoucheCardSet s = 0;
    if (st->turned != MOUCHE_NO_CARD)
        s |= mouche_bit(st->turned);
    if (st->void_upcard != MOUCHE_NO_CARD)
        s |= mouche_bit(st->void_upcard);
    return s;
}

static void check_views(TestTally *t, const BeteState *st, const BeteAction *legal, int nlegal, Counts *c, bool rebuild)
{
    const MoucheCardSet played = played_set(st), up = upcards(st);
    for (int s = 0; s < st->players; s++) {
        BeteView v;
        bete_view(st, s, &v);
        c->views_checked++;
        CHECK(t, v.seat == s);
        CHECK(t, v.hand == st->hand[s]);
        CHECK(t, v.dealt == st->dealt[s]);
        CHECK(t, v.turned == st->turned && v.void_upcard == st->void_upcard);
        CHECK_EQ(t, v.nplays, st->nplays);
        CHECK(t, memcmp(v.play_card, st->play_card, st->nplays) == 0);
        CHECK_EQ(t, v.talon_count, st->talon_len > st->talon_top ? st->talon_len - st->talon_top - 1 : 0);
        for (int o = 0; o < st->players; o++) {
            CHECK_EQ(t, v.hand_count[o], mouche_set_count(st->hand[o]));
            if (o != s)
                CHECK(t, ((v.hand | v.dealt) & st->dealt[o]) == 0);
        }
        CHECK(t, ((v.hand | v.dealt) & talon_below(st)) == 0);
        /* every card the view names is one this seat may know */
        MoucheCardSet named = v.hand | v.dealt | up | played;
        for (int i = 0; i < v.nlegal; i++)
            if (v.legal[i].kind == BETE_ACT_PLAY)
                named |= mouche_bit(v.legal[i].arg);
        CHECK(t, (named & ~(st->dealt[s] | up | played)) == 0);
        const MoucheCardSet unseen = bete_view_unseen(&v);
        CHECK(t, unseen == (st->deck & ~(st->dealt[s] | up | played)));
        if (s == st->to_move)
            CHECK(t, same_actions(v.legal, v.nlegal, legal, nlegal));
        else
            CHECK_EQ(t, v.nlegal, 0);
        if (rebuild && s == st->to_move) {
            MoucheCardSet hands[BETE_MAX_PLAYERS] = { 0 };
            for (int o = 0; o < st->players; o++)
                hands[o] = o == s ? 0 : st->hand[o];
            MoucheCard talon[BETE_DECK_MAX];
            int nt = 0;
            for (int i = st->talon_top + 1; i < st->talon_len; i++)
                talon[nt++] = st->talon[i];
            BeteState again;
            CHECK(t, bete_state_from_view(&v, hands, talon, &again));
            for (int o = 0; o < st->players; o++) {
                BeteView a, b;
                bete_view(st, o, &a);
                bete_view(&again, o, &b);
                CHECK(t, memcmp(&a, &b, sizeof a) == 0);
            }
            BeteAction l2[BETE_MAX_ACTIONS];
            CHECK(t, same_actions(l2, bete_legal_actions(&again, l2), legal, nlegal));
            /* and it goes on as the true state: every legal action, the same views after */
            for (int i = 0; i < nlegal && st->phase != BETE_PHASE_DEAL_OVER; i++) {
                BeteState x = *st, y = again;
                CHECK_EQ(t, bete_apply(&x, legal[i], NULL), REFUSE_NONE);
                CHECK_EQ(t, bete_apply(&y, legal[i], NULL), REFUSE_NONE);
                for (int o = 0; o < st->players; o++) {
                    BeteView a, b;
                    bete_view(&x, o, &a);
                    bete_view(&y, o, &b);
                    CHECK(t, memcmp(&a, &b, sizeof a) == 0);
                }
            }
            CHECK_EQ(t, bete_total_chips(&again), bete_total_chips(st));
            /* cards that do not fit the view are refused: a seen card in another hand */
            if (st->players > 1 && (st->dealt[s] | up)) {
                const int o = (s + 1) % st->players;
                MoucheCardSet forged[BETE_MAX_PLAYERS];
                memcpy(forged, hands, sizeof forged);
                forged[o] |= mouche_bit(mouche_set_first(st->dealt[s] | up));
                CHECK(t, !bete_state_from_view(&v, forged, talon, &again));
            }
            c->rebuilds++;
        }
    }
}

/* An action of any kind with random arguments: usually illegal. */
static BeteAction random_junk(uint64_t rng[4])
{
    BeteAction a;
    a.kind = (uint8_t)mouche_rng_below(rng, BETE_ACT_KIND_COUNT + 2);
    a.arg = (uint8_t)(mouche_rng_below(rng, 4) == 0 ? mouche_rng_next(rng) : mouche_rng_below(rng, 56));
    return a;
}

static void refused_unchanged(TestTally *t, const BeteState *st, BeteAction a, const BeteAction *legal, int n)
{
    BeteState trial = *st;
    const MoucheRefusal checked = bete_check(st, a);
    const MoucheRefusal r = bete_apply(&trial, a, NULL);
    CHECK_EQ(t, r, checked);
    if (r != REFUSE_NONE)
        CHECK(t, memcmp(&trial, st, sizeof trial) == 0);
    else
        CHECK(t, in_list(a, legal, n));
    CHECK_EQ(t, r == REFUSE_NONE, in_list(a, legal, n));
}

static void on_event(void *ctx, const BeteEvent *ev)
{
    Counts *c = ctx;
    TestTally *t = c->t;
    if (ev->type == BETE_EV_RESULT) {
        if (ev->outcome <= BETE_OUT_VOID)
            c->outcome[ev->outcome]++;
        CHECK_EQ(t, ev->amount, c->value_before);
    }
    if (ev->type == BETE_EV_FIRST_DEALER) {
        /* drawn by lot: the seat that draws the king deals */
        int kings = 0;
        MoucheCardSet drawn = 0;
        CHECK_EQ(t, ev->ncards, c->players);
        for (int s = 0; s < ev->ncards && s < BETE_DECK_MAX; s++) {
            CHECK(t, ev->cards[s] != MOUCHE_NO_CARD && !mouche_set_has(drawn, ev->cards[s]));
            drawn |= mouche_bit(ev->cards[s]);
            kings += mouche_card_rank(ev->cards[s]) == RANK_KING;
        }
        CHECK_EQ(t, kings, 1);
        CHECK_EQ(t, mouche_card_rank(ev->cards[ev->seat]), RANK_KING);
        c->first_dealer = ev->seat;
    }
    if (ev->type == BETE_EV_CURIEUSE_TURN)
        c->curieuse_turns++;
    if (ev->type == BETE_EV_BID && ev->bid == BID_CONTRE)
        c->contres++;
    if (ev->type == BETE_EV_PAY && ev->reason == BETE_PAY_KING)
        c->king_paid++;
    if (ev->type == BETE_EV_DEAL_START || ev->type == BETE_EV_DEAL_CARD || ev->type == BETE_EV_TRUMP_TURNED) {
        for (int s = 0; s < c->players; s++) {
            BeteEvent r;
            bete_event_redact(ev, s, &r);
            c->events_redacted++;
            if (ev->type == BETE_EV_DEAL_START) {
                CHECK(t, ev->ncards > 0);
                for (int i = 0; i < r.ncards; i++)
                    CHECK(t, r.cards[i] == MOUCHE_NO_CARD);
            } else if (ev->type == BETE_EV_DEAL_CARD) {
                CHECK(t, ev->cards[0] != MOUCHE_NO_CARD);
                CHECK(t, r.cards[0] == (ev->seat == s ? ev->cards[0] : MOUCHE_NO_CARD));
            } else {
                CHECK(t, r.cards[0] == ev->cards[0] && r.cards[0] != MOUCHE_NO_CARD);
                for (int i = 0; i < r.ncards2; i++)
                    CHECK(t, r.cards2[i] == MOUCHE_NO_CARD);
            }
        }
    }
}

static MoucheChips table_chips(const BeteState *st)
{
    MoucheChips sum =
        st->stakes + st->king + (MoucheChips)(st->plaques_reserve + st->plaques_at_stake) * st->rules.plaque;
    for (int s = 0; s < st->players; s++)
        sum += st->balances[s];
    for (int i = 0; i < st->nbetes; i++)
        sum += st->betes[i];
    return sum;
}

static int king_holder_here(const BeteState *st)
{
    if (st->trump < 0 || st->trump >= MOUCHE_SUITS)
        return -1;
    const MoucheCard k = mouche_card(st->trump, RANK_KING);
    for (int s = 0; s < st->players; s++)
        if (mouche_set_has(st->dealt[s], k))
            return s;
    return -1;
}

static void check_state(TestTally *t, const BeteState *st, MoucheChips total)
{
    CHECK_EQ(t, bete_total_chips(st), total);
    CHECK_EQ(t, table_chips(st), total);
    CHECK(t, st->stakes >= 0 && st->king >= 0 && st->plaques_reserve >= 0 && st->plaques_at_stake >= 0);
    CHECK(t, st->nbetes <= BETE_BETES_MAX);
    for (int i = 0; i < st->nbetes; i++)
        CHECK(t, st->betes[i] > 0);
    if (st->phase == BETE_PHASE_GAME_OVER)
        return;
    CHECK_EQ(t, bete_deal_value(st),
             st->stakes + (MoucheChips)st->plaques_at_stake * st->rules.plaque + (st->nbetes ? st->betes[0] : 0));
    CHECK_EQ(t, bete_king_holder(st), king_holder_here(st));
    CHECK(t, st->deck == pack(st->players));
    CHECK_EQ(t, st->deck_size, bete_deck_size(st->players));
    /* cards are where they should be: hands disjoint, inside what was dealt */
    MoucheCardSet all = 0;
    for (int s = 0; s < st->players; s++) {
        CHECK(t, (st->hand[s] & ~st->dealt[s]) == 0);
        CHECK(t, (all & st->dealt[s]) == 0);
        CHECK_EQ(t, mouche_set_count(st->dealt[s]), BETE_HAND_SIZE);
        all |= st->dealt[s];
    }
    CHECK(t, (all & (upcards(st) | talon_below(st))) == 0);
    if (st->phase == BETE_PHASE_DEAL_OVER) {
        int tricks = 0;
        for (int s = 0; s < st->players; s++)
            tricks += st->tricks_won[s];
        CHECK(t, st->outcome != BETE_OUT_NONE);
        if (st->outcome == BETE_OUT_PASSED) {
            CHECK_EQ(t, st->declarer, -1);
        } else {
            CHECK_EQ(t, tricks, BETE_TRICKS);
            CHECK_EQ(t, st->tricks_done, BETE_TRICKS);
            CHECK(t, st->declarer >= 0);
        }
        if (st->outcome == BETE_OUT_WIN || st->outcome == BETE_OUT_VOLE)
            CHECK(t, st->winner >= 0 && (st->winner == st->declarer || st->winner == st->contrer));
        else
            CHECK_EQ(t, st->winner, -1);
        if (st->outcome == BETE_OUT_VOLE)
            CHECK_EQ(t, st->tricks_won[st->winner], BETE_TRICKS);
    }
}

static long play_game(TestTally *t, const BeteRules *rules, int players, uint64_t seed, Counts *c)
{
    BeteGame game;
    c->t = t;
    c->players = players;
    c->first_dealer = -1;
    const BeteSink sink = { on_event, c };
    char why[256];
    if (!bete_game_new(&game, rules, players, DEALS_PER_GAME, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "cannot start: %s\n", why);
        t->failures++;
        return 0;
    }
    BeteState *st = &game.state;
    CHECK_EQ(t, st->dealer, c->first_dealer);
    CHECK_EQ(t, st->deal_no, 1);
    const MoucheChips total = (MoucheChips)rules->start * players;
    check_state(t, st, total);
    uint64_t rng[4];
    mouche_rng_seed(rng, seed ^ 0xBE7EBE7Eull);
    while (st->phase != BETE_PHASE_GAME_OVER) {
        BeteAction legal[BETE_MAX_ACTIONS], want[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(st, legal);
        CHECK(t, n > 0);
        if (n <= 0)
            break;
        CHECK(t, sorted_equal(legal, n, want, expected_actions(st, want)));
        for (int i = 0; i < n; i++)
            CHECK_EQ(t, bete_check(st, legal[i]), REFUSE_NONE);
        if (st->phase == BETE_PHASE_DEAL_OVER)
            CHECK_EQ(t, st->to_move, -1);
        else
            CHECK(t, st->to_move >= 0 && st->to_move < players);
        check_views(t, st, legal, n, c, (c->actions & 31) == 0);
        if ((c->actions & 3) == 0) {
            refused_unchanged(t, st, random_junk(rng), legal, n);
            c->refusals_checked++;
        }
        if (st->phase == BETE_PHASE_PLAY) {
            /* the play rule on plain values (the AI's) agrees with the page */
            const int start = st->tricks_done * st->players, ntrick = st->nplays - start;
            const MoucheCard *trick = st->play_card + start;
            MoucheRefusal duty, rule = REFUSE_NONE;
            const MoucheCardSet mine = playable_here(st->trump, st->hand[st->to_move], trick, ntrick, &duty);
            const MoucheCard led = ntrick ? trick[0] : MOUCHE_NO_CARD;
            const MoucheCard best = ntrick ? trick_best_here(st->trump, trick, ntrick) : MOUCHE_NO_CARD;
            if (ntrick)
                CHECK_EQ(t, st->play_card[st->trick_best], best);
            CHECK(t, bete_playable_cards(st->trump, st->hand[st->to_move], led, best, &rule) == mine);
            if (mine != st->hand[st->to_move])
                CHECK_EQ(t, rule, duty);
            for (int i = 1; i < ntrick; i++)
                CHECK_EQ(t, bete_trick_beats(st->trump, trick[i], trick[0]), beats_here(st->trump, trick[i], trick[0]));
            /* every card of the pack that is not a legal play is refused, for the rule's reason */
            for (MoucheCardSet s = st->deck; s; s &= s - 1) {
                const BeteAction a = bete_act(BETE_ACT_PLAY, mouche_set_first(s));
                if (in_list(a, legal, n))
                    continue;
                const MoucheRefusal r = bete_check(st, a);
                if (mouche_set_has(st->hand[st->to_move], a.arg))
                    CHECK_EQ(t, r, duty);
                else
                    CHECK_EQ(t, r, REFUSE_CARD_NOT_HELD);
                if ((c->forged_cards++ & 15) == 0)
                    refused_unchanged(t, st, a, legal, n);
            }
        }
        c->value_before = bete_deal_value(st);
        const BeteAction pick = legal[mouche_rng_below(rng, (uint32_t)n)];
        CHECK_EQ(t, bete_game_act(&game, pick, &sink), REFUSE_NONE);
        c->actions++;
        check_state(t, st, total);
    }
    CHECK_EQ(t, st->deal_no, DEALS_PER_GAME);
    CHECK_EQ(t, bete_check(st, bete_act(BETE_ACT_NEXT_DEAL, 0)), REFUSE_GAME_OVER);
    /* Same seed and actions, same game, bit for bit. */
    BeteState replayed;
    CHECK(t, bete_record_replay(&game.record, &replayed, NULL, why, sizeof why));
    CHECK(t, memcmp(&replayed, st, sizeof replayed) == 0);
    const long deals = st->deal_no;
    bete_game_free(&game);
    return deals;
}

int main(int argc, char **argv)
{
    const long target = argc > 1 ? atol(argv[1]) : BETE_PROPERTY_DEALS;
    const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 20261122;
    TestTally t = { 0 };
    Counts c = { 0 };
    long deals = 0;
    for (uint64_t game = 0; deals < target; game++) {
        const int players = BETE_MIN_PLAYERS + (int)(game % 5);
        const int set = (int)((game / 5) % RULE_SET_COUNT);
        BeteRules rules = bete_rules_default();
        char why[256];
        if (!bete_rules_parse(&rules, RULE_SETS[set], why, sizeof why)) {
            fprintf(stderr, "bad rule set %s: %s\n", RULE_SETS[set], why);
            return 1;
        }
        const int failures_before = t.failures;
        deals += play_game(&t, &rules, players, seed + game, &c);
        if (t.failures != failures_before) {
            fprintf(stderr, "failing game: players %d rules '%s' seed %" PRIu64 "\n", players, RULE_SETS[set],
                    seed + game);
            if (t.failures > 50)
                break;
        }
    }
    printf("deals %ld, actions %ld, views checked %ld, rebuilds %ld, refusals checked %ld, forged cards %ld, "
           "events redacted %ld\n",
           deals, c.actions, c.views_checked, c.rebuilds, c.refusals_checked, c.forged_cards, c.events_redacted);
    printf("passed %ld, win %ld, vole %ld, lose %ld, void %ld, curieuse %ld, contre %ld, king taken %ld, checks %lld\n",
           c.outcome[BETE_OUT_PASSED], c.outcome[BETE_OUT_WIN], c.outcome[BETE_OUT_VOLE], c.outcome[BETE_OUT_LOSE],
           c.outcome[BETE_OUT_VOID], c.curieuse_turns, c.contres, c.king_paid, bete_checks);
    t.tests = 1;
    t.tests_failed = t.failures ? 1 : 0;
    return test_summary(&t);
}
