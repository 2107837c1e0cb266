/* One test per rule of La Bête (docs/rules-bete.md): the packs, the deal,
 * bidding and contre, the Curieuse, each clause of the play rule, every
 * settlement case, the King, the stakes, and the source's worked example
 * (five players: a bête of 11, then one of 28, then a win of 34). */
#include <stdio.h>

#include "../../engine/src/bete/bete_internal.h"
#include "check.h"
#include "mouche/bete.h"
#include "mouche/rng.h"

/* Events of one deal at most (a few hundred); on the heap, to keep the
 * sanitizer build's stack small. */
enum { RECORDER_MAX = 1024 };
typedef struct {
    BeteEvent *events;
    int count;
} Recorder;

static Recorder recorder_new(void)
{
    Recorder r = { calloc(RECORDER_MAX, sizeof(BeteEvent)), 0 };
    if (!r.events)
        abort();
    return r;
}

static void record_event(void *ctx, const BeteEvent *ev)
{
    Recorder *r = ctx;
    if (r->count < RECORDER_MAX)
        r->events[r->count++] = *ev;
}

/* Sum of the pays with this reason from `from` to `to` (99: any). */
static MoucheChips paid(const Recorder *r, BetePayReason reason, int from, int to)
{
    MoucheChips sum = 0;
    for (int i = 0; i < r->count; i++) {
        const BeteEvent *e = &r->events[i];
        if (e->type == BETE_EV_PAY && e->reason == reason && (from == 99 || e->seat == from) &&
            (to == 99 || e->target == to))
            sum += e->amount;
    }
    return sum;
}

static MoucheCard card(const char *text) { return mouche_card_parse(text); }
static MoucheCardSet cards(const char *a, const char *b, const char *c)
{
    MoucheCardSet s = 0;
    const char *list[] = { a, b, c };
    for (int i = 0; i < 3; i++)
        if (list[i])
            s |= mouche_bit(card(list[i]));
    return s;
}

static BeteState started(int players, uint64_t seed)
{
    const BeteRules rules = bete_rules_default();
    BeteState st;
    if (!bete_start(&st, &rules, players, 0, seed, NULL, NULL, 0))
        abort();
    return st;
}

/* ---- 1: packs ---- */
static void test_packs(TestTally *t)
{
    const int sizes[] = { 28, 28, 32, 36, 36 };
    for (int p = 3; p <= 7; p++) {
        CHECK_EQ(t, bete_deck_size(p), sizes[p - 3]);
        const BeteState st = started(p, 5);
        CHECK_EQ(t, mouche_set_count(st.deck), sizes[p - 3]);
        CHECK(t, mouche_set_has(st.deck, card("KS")) && mouche_set_has(st.deck, card("8C")));
        CHECK_EQ(t, mouche_set_has(st.deck, card("7H")), p >= 5);
        CHECK_EQ(t, mouche_set_has(st.deck, card("6D")), p >= 6);
        CHECK(t, !mouche_set_has(st.deck, card("5D")));
        /* five cards each, the upcard on the talon, the rest below it */
        MoucheCardSet all = 0;
        for (int s = 0; s < p; s++) {
            CHECK_EQ(t, mouche_set_count(st.hand[s]), 5);
            all |= st.hand[s];
        }
        CHECK_EQ(t, st.talon_len, sizes[p - 3] - 5 * p);
        CHECK_EQ(t, st.turned, st.talon[0]);
        CHECK_EQ(t, st.trump, mouche_card_suit(st.turned));
        for (int i = 0; i < st.talon_len; i++)
            all |= mouche_bit(st.talon[i]);
        CHECK(t, all == st.deck);
    }
    BeteState st;
    const BeteRules rules = bete_rules_default();
    CHECK(t, !bete_start(&st, &rules, 2, 0, 1, NULL, NULL, 0));
    CHECK(t, !bete_start(&st, &rules, 8, 0, 1, NULL, NULL, 0));
}

static void test_rules_text(TestTally *t)
{
    BeteRules r = bete_rules_default();
    char why[256], text[256];
    CHECK(t, bete_rules_parse(&r, "deal=2-1-2,curieuse=0,contre=off,plaque=10,start=50", why, sizeof why));
    CHECK(t, r.deal == DEAL_2_1_2 && !r.curieuse && !r.contre && r.plaque == 10 && r.start == 50);
    bete_rules_format(&r, text, sizeof text);
    BeteRules again = bete_rules_default();
    CHECK(t, bete_rules_parse(&again, text, why, sizeof why) && !memcmp(&again, &r, sizeof r));
    const BeteRules before = r;
    CHECK(t, !bete_rules_parse(&r, "deck=ajo", why, sizeof why) && strstr(why, "deck"));
    CHECK(t, !bete_rules_parse(&r, "plaque=1", why, sizeof why));
    CHECK(t, !memcmp(&before, &r, sizeof r));
    bete_rules_json(&before, text, sizeof text);
    CHECK(t, !strcmp(text, "{\"deal\":\"2-1-2\",\"curieuse\":false,\"contre\":false,\"start\":50,\"plaque\":10}"));
}

/* ---- 3: the deal in packets from the eldest ---- */
static void test_deal_packets(TestTally *t)
{
    BeteRules rules = bete_rules_default();
    rules.deal = DEAL_2_1_2;
    Recorder rec = recorder_new();
    const BeteSink sink = { record_event, &rec };
    BeteState st;
    CHECK(t, bete_start(&st, &rules, 4, 0, 9, &sink, NULL, 0));
    int order[40], packets[40], n = 0;
    for (int i = 0; i < rec.count; i++)
        if (rec.events[i].type == BETE_EV_DEAL_CARD) {
            order[n] = rec.events[i].seat;
            packets[n++] = rec.events[i].packet;
        }
    CHECK_EQ(t, n, 20);
    const int eldest = (st.dealer + 1) % 4;
    /* packet 0: two cards each from the eldest; packet 1: one each; packet 2: two each */
    CHECK_EQ(t, order[0], eldest);
    CHECK_EQ(t, order[1], eldest);
    CHECK_EQ(t, order[2], (eldest + 1) % 4);
    CHECK_EQ(t, order[8], eldest);
    CHECK_EQ(t, packets[8], 1);
    CHECK_EQ(t, order[7], st.dealer);
    CHECK_EQ(t, packets[19], 2);
    free(rec.events);
}

/* ---- 4: bidding ---- */
static void test_bidding(TestTally *t)
{
    BeteState st = started(5, 21);
    const int eldest = (st.dealer + 1) % 5;
    BeteAction legal[BETE_MAX_ACTIONS];
    CHECK_EQ(t, st.phase, BETE_PHASE_BID);
    CHECK_EQ(t, st.to_move, eldest);
    CHECK_EQ(t, bete_legal_actions(&st, legal), 2);
    /* no contre before a play */
    CHECK_EQ(t, bete_check(&st, bete_act(BETE_ACT_CONTRE, 0)), REFUSE_BAD_ACTION);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_PASS, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_PLAY_BID, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, st.declarer, (eldest + 1) % 5);
    /* after the play: pass or contre, never a second play */
    CHECK_EQ(t, bete_check(&st, bete_act(BETE_ACT_PLAY_BID, 0)), REFUSE_BAD_ACTION);
    CHECK_EQ(t, bete_legal_actions(&st, legal), 2);
    CHECK_EQ(t, legal[1].kind, BETE_ACT_CONTRE);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_PASS, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_CONTRE, 0), NULL), REFUSE_NONE);
    /* the contre ends the bidding; the eldest leads */
    CHECK_EQ(t, st.contrer, (eldest + 3) % 5);
    CHECK_EQ(t, st.phase, BETE_PHASE_PLAY);
    CHECK_EQ(t, st.to_move, eldest);
    /* without the contre option, only pass */
    BeteRules rules = bete_rules_default();
    rules.contre = false;
    CHECK(t, bete_start(&st, &rules, 3, 0, 4, NULL, NULL, 0));
    bete_apply(&st, bete_act(BETE_ACT_PLAY_BID, 0), NULL);
    CHECK_EQ(t, bete_legal_actions(&st, legal), 1);
    CHECK_EQ(t, bete_check(&st, bete_act(BETE_ACT_CONTRE, 0)), REFUSE_BAD_ACTION);
    bete_apply(&st, bete_act(BETE_ACT_PASS, 0), NULL);
    bete_apply(&st, bete_act(BETE_ACT_PASS, 0), NULL);
    CHECK_EQ(t, st.phase, BETE_PHASE_PLAY);
}

static void pass_all(BeteState *st, const BeteSink *sink)
{
    while (st->phase == BETE_PHASE_BID)
        bete_apply(st, bete_act(BETE_ACT_PASS, 0), sink);
}

/* ---- 5: the Curieuse ---- */
static void test_curieuse(TestTally *t)
{
    Recorder rec = recorder_new();
    const BeteSink sink = { record_event, &rec };
    BeteState st = started(4, 33);
    const MoucheChips total = bete_total_chips(&st), stakes = st.stakes;
    const MoucheCard first = st.turned, second = st.talon[1];
    pass_all(&st, &sink);
    CHECK_EQ(t, st.phase, BETE_PHASE_CURIEUSE);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_CURIEUSE, 0), &sink), REFUSE_NONE);
    CHECK_EQ(t, bete_apply(&st, bete_act(BETE_ACT_CURIEUSE, 1), &sink), REFUSE_NONE);
    /* a chip each, the first upcard set aside, the next one is trump, bidding again */
    CHECK_EQ(t, st.stakes, stakes + 4);
    CHECK_EQ(t, paid(&rec, BETE_PAY_CURIEUSE, 99, BETE_PARTY_STAKES), 4);
    CHECK_EQ(t, st.void_upcard, first);
    CHECK_EQ(t, st.turned, second);
    CHECK_EQ(t, st.trump, mouche_card_suit(second));
    CHECK_EQ(t, st.phase, BETE_PHASE_BID);
    CHECK_EQ(t, st.to_move, (st.dealer + 1) % 4);
    /* all pass again: no second Curieuse, the deal is passed and the stakes stay */
    pass_all(&st, &sink);
    CHECK_EQ(t, st.outcome, BETE_OUT_PASSED);
    CHECK_EQ(t, st.phase, BETE_PHASE_DEAL_OVER);
    CHECK_EQ(t, st.stakes, stakes + 4);
    CHECK_EQ(t, bete_total_chips(&st), total);
    /* everybody declines: passed */
    st = started(3, 34);
    pass_all(&st, NULL);
    for (int i = 0; i < 3; i++)
        bete_apply(&st, bete_act(BETE_ACT_CURIEUSE, 0), NULL);
    CHECK_EQ(t, st.outcome, BETE_OUT_PASSED);
    /* seven players with 36 cards: one card left, no Curieuse */
    st = started(7, 35);
    CHECK_EQ(t, st.talon_len, 1);
    pass_all(&st, NULL);
    CHECK_EQ(t, st.outcome, BETE_OUT_PASSED);
    /* the option off: passed at once */
    BeteRules rules = bete_rules_default();
    rules.curieuse = false;
    CHECK(t, bete_start(&st, &rules, 4, 0, 36, NULL, NULL, 0));
    pass_all(&st, NULL);
    CHECK_EQ(t, st.outcome, BETE_OUT_PASSED);
    free(rec.events);
}

/* ---- 6: the play rule ---- */
static void test_play_rule(TestTally *t)
{
    const int spades = SUIT_SPADES;
    MoucheRefusal rule;
    /* leading: anything */
    CHECK(t, bete_playable_cards(spades, cards("9H", "KS", "7C"), MOUCHE_NO_CARD, MOUCHE_NO_CARD, &rule) ==
                 cards("9H", "KS", "7C"));
    /* follow suit with any card of it: no duty to head */
    CHECK(t, bete_playable_cards(spades, cards("9H", "8H", "KS"), card("QH"), card("QH"), &rule) ==
                 cards("9H", "8H", NULL));
    CHECK_EQ(t, rule, REFUSE_MUST_FOLLOW);
    /* void: must trump */
    CHECK(t, bete_playable_cards(spades, cards("8S", "9C", NULL), card("QH"), card("QH"), &rule) ==
                 cards("8S", NULL, NULL));
    CHECK_EQ(t, rule, REFUSE_MUST_TRUMP);
    /* a trump on the trick: overtrump if able */
    CHECK(t, bete_playable_cards(spades, cards("8S", "QS", "9C"), card("QH"), card("JS"), &rule) ==
                 cards("QS", NULL, NULL));
    CHECK_EQ(t, rule, REFUSE_MUST_OVERTRUMP);
    /* unable to head the trump: discard anything, a lower trump included */
    CHECK(t, bete_playable_cards(spades, cards("8S", "9C", NULL), card("QH"), card("JS"), &rule) ==
                 cards("8S", "9C", NULL));
    CHECK_EQ(t, rule, REFUSE_NONE);
    /* trumps led and none held: anything */
    CHECK(t, bete_playable_cards(spades, cards("8H", "9C", NULL), card("7S"), card("7S"), &rule) ==
                 cards("8H", "9C", NULL));
    /* ranking K Q J A 10 9 8 */
    CHECK(t, bete_trick_beats(spades, card("KH"), card("QH")));
    CHECK(t, bete_trick_beats(spades, card("JH"), card("AH")));
    CHECK(t, !bete_trick_beats(spades, card("AH"), card("JH")));
    CHECK(t, bete_trick_beats(spades, card("7S"), card("KH")));
    CHECK(t, !bete_trick_beats(spades, card("KD"), card("QH")));

    /* through the engine: a refused card leaves the state unchanged, with the reason */
    BeteState st = started(3, 40);
    bete_apply(&st, bete_act(BETE_ACT_PLAY_BID, 0), NULL);
    pass_all(&st, NULL);
    const int leader = st.to_move;
    const MoucheCard led = mouche_set_first(st.hand[leader]);
    bete_apply(&st, bete_act(BETE_ACT_PLAY, led), NULL);
    const int next = st.to_move;
    const MoucheCardSet ok = bete_playable_cards(st.trump, st.hand[next], led, led, NULL);
    const MoucheCardSet bad = st.hand[next] & ~ok;
    if (bad) {
        const BeteState before = st;
        CHECK(t, bete_apply(&st, bete_act(BETE_ACT_PLAY, mouche_set_first(bad)), NULL) != REFUSE_NONE);
        CHECK(t, !memcmp(&before, &st, sizeof st));
    }
    const MoucheCard not_held = mouche_set_first(st.deck & ~st.hand[next]);
    CHECK_EQ(t, bete_check(&st, bete_act(BETE_ACT_PLAY, not_held)), REFUSE_CARD_NOT_HELD);
}

static MoucheCardSet playable_now_of(const BeteState *st)
{
    BeteAction acts[BETE_MAX_ACTIONS];
    MoucheCardSet ok = 0;
    for (int i = 0, n = bete_legal_actions(st, acts); i < n; i++)
        if (acts[i].kind == BETE_ACT_PLAY)
            ok |= mouche_bit(acts[i].arg);
    return ok;
}

/* The note on a refused card agrees with the engine at every play of random deals: the
 * rule is the check's, the cards that meet the duty are the playable ones, and the card
 * offered instead is the lowest of them. */
static void test_play_notes(TestTally *t)
{
    int duties = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        BeteState st = started(3 + (int)(seed % 5), seed);
        uint64_t pick = seed * 0x9E3779B97F4A7C15ull;
        for (int step = 0; step < 400 && bete_phase(&st) != BETE_PHASE_GAME_OVER; step++) {
            if (bete_phase(&st) == BETE_PHASE_PLAY) {
                const MoucheCardSet ok = playable_now_of(&st);
                for (MoucheCardSet h = st.hand[st.to_move]; h; h &= h - 1) {
                    const MoucheCard c = mouche_set_first(h);
                    MouchePlayNote n;
                    const MoucheRefusal r = bete_explain_play(&st, c, &n);
                    CHECK(t, r == n.rule && r == bete_check(&st, bete_act(BETE_ACT_PLAY, c)));
                    if (r == REFUSE_NONE)
                        continue;
                    duties++;
                    CHECK(t, n.allowed == ok && mouche_set_has(ok, n.example) && !mouche_set_has(ok, c));
                    CHECK(t, !n.must_head && !n.pamphile_led && !n.pamphile_allowed && n.trump == st.trump);
                    CHECK(t, mouche_card_suit(n.example) == (r == REFUSE_MUST_FOLLOW ? n.led_suit : st.trump));
                    for (MoucheCardSet o = ok; o; o &= o - 1) /* the lowest of them */
                        CHECK(t, mouche_set_first(o) == n.example ||
                                     bete_trick_beats(st.trump, mouche_set_first(o), n.example));
                    const bool ace =
                        mouche_card_rank(n.best) == RANK_ACE ||
                        (mouche_card_rank(c) == RANK_ACE && mouche_card_suit(c) == mouche_card_suit(n.best));
                    CHECK(t, n.ace_below_jack == (r == REFUSE_MUST_OVERTRUMP && ace));
                }
            }
            BeteAction acts[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(&st, acts);
            if (n == 0)
                break;
            pick = pick * 6364136223846793005ull + 1442695040888963407ull;
            bete_apply(&st, acts[(pick >> 33) % (uint64_t)n], NULL);
        }
    }
    CHECK(t, duties > 1000);
}

/* ---- 7: settlement ---- */

/* Moves `c` into seat's dealt hand, swapping with one of its cards. */
static void give_card(BeteState *st, int seat, MoucheCard c)
{
    if (mouche_set_has(st->dealt[seat], c))
        return;
    const MoucheCard out = mouche_set_first(st->dealt[seat]);
    for (int s = 0; s < st->players; s++)
        if (mouche_set_has(st->dealt[s], c)) {
            st->dealt[s] = (st->dealt[s] & ~mouche_bit(c)) | mouche_bit(out);
            st->hand[s] = st->dealt[s];
        }
    for (int i = 0; i < st->talon_len; i++)
        if (st->talon[i] == c)
            st->talon[i] = out;
    st->dealt[seat] = (st->dealt[seat] & ~mouche_bit(out)) | mouche_bit(c);
    st->hand[seat] = st->dealt[seat];
    if (st->turned == c) {
        st->turned = out;
        st->trump = (int8_t)mouche_card_suit(out);
    }
}

typedef struct {
    BeteState st;
    Recorder rec;
    MoucheChips value, total;
} Settled;

/* Five players; a bête of 20 at stake; trick winners given; the King of
 * trumps dealt to king_seat. */
static void settle_case(Settled *out, int declarer, int contrer, const int winners[5], int king_seat)
{
    out->st = started(5, 77);
    BeteState *st = &out->st;
    st->nbetes = 1;
    st->betes[0] = 20;
    give_card(st, king_seat, mouche_card(st->trump, RANK_KING));
    st->declarer = (int8_t)declarer;
    st->contrer = (int8_t)contrer;
    st->phase = BETE_PHASE_PLAY;
    for (int k = 0; k < 5; k++) {
        st->trick_winner[k] = (int8_t)winners[k];
        st->tricks_won[winners[k]]++;
    }
    st->tricks_done = 5;
    out->value = bete_deal_value(st);
    out->total = bete_total_chips(st);
    out->rec.count = 0; /* the caller made out->rec */
    const BeteSink sink = { record_event, &out->rec };
    bete_settle(st, &sink);
}

static void test_settle_win(TestTally *t)
{
    Settled c = { .rec = recorder_new() };
    /* three tricks win: stakes 6, a plaque of 5, the bête of 20 */
    settle_case(&c, 0, -1, (const int[]){ 1, 0, 0, 2, 0 }, 3);
    CHECK_EQ(t, c.value, 6 + 5 + 20);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_WIN);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_WIN, 99, 0), 31);
    CHECK_EQ(t, c.st.stakes, 0);
    CHECK_EQ(t, c.st.plaques_at_stake, 0);
    CHECK_EQ(t, c.st.nbetes, 0);
    CHECK_EQ(t, bete_total_chips(&c.st), c.total);
    /* the first two tricks win with two (2-1-1-1), and even against another two (2-2-1) */
    settle_case(&c, 0, -1, (const int[]){ 0, 0, 1, 2, 3 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_WIN);
    settle_case(&c, 0, -1, (const int[]){ 0, 0, 1, 1, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_WIN);
    /* ...but not when another player takes three */
    settle_case(&c, 0, -1, (const int[]){ 0, 0, 1, 1, 1 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_LOSE);
    free(c.rec.events);
}

static void test_settle_lose_void_devole(TestTally *t)
{
    Settled c = { .rec = recorder_new() };
    /* two tricks, not the first two, nobody else with two: the bête */
    settle_case(&c, 0, -1, (const int[]){ 1, 0, 0, 2, 3 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_LOSE);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_BETE, 0, BETE_PARTY_BETE), c.value);
    CHECK_EQ(t, c.st.nbetes, 2);
    CHECK_EQ(t, c.st.betes[1], c.value);
    CHECK_EQ(t, c.st.stakes, 6); /* the stakes stay */
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_DEVOLE, 99, 99), 0);
    /* a tie for most tricks: void, nothing moves but the King */
    settle_case(&c, 0, -1, (const int[]){ 1, 0, 0, 1, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_VOID);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_BETE, 99, 99) + paid(&c.rec, BETE_PAY_WIN, 99, 99), 0);
    /* no trick: the bête and a chip to each other player */
    settle_case(&c, 0, -1, (const int[]){ 1, 1, 1, 2, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_LOSE);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_DEVOLE, 0, 99), 4);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_DEVOLE, 0, 1), 1);
    CHECK_EQ(t, bete_total_chips(&c.st), c.total);
    free(c.rec.events);
}

static void test_settle_vole(TestTally *t)
{
    Settled c = { .rec = recorder_new() };
    settle_case(&c, 2, -1, (const int[]){ 2, 2, 2, 2, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_VOLE);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_VOLE, 99, 2), 4);
    CHECK_EQ(t, c.st.nbetes, 0);
    /* every bête on the table, not only the one at stake */
    c.st = started(5, 78);
    BeteState *st = &c.st;
    st->nbetes = 3;
    st->betes[0] = 11;
    st->betes[1] = 28;
    st->betes[2] = 40;
    st->declarer = 1;
    st->contrer = -1;
    for (int k = 0; k < 5; k++)
        st->trick_winner[k] = 1;
    st->tricks_won[1] = 5;
    st->tricks_done = 5;
    c.rec.count = 0;
    const MoucheChips before = st->balances[1], stakes = st->stakes;
    bete_settle(st, &(BeteSink){ record_event, &c.rec });
    const MoucheChips king = paid(&c.rec, BETE_PAY_KING, BETE_PARTY_KING, 1) - paid(&c.rec, BETE_PAY_KING_STAKE, 1, 99);
    CHECK_EQ(t, st->balances[1] - before - king, stakes + 5 + 11 + 28 + 40 + 4);
    CHECK_EQ(t, st->nbetes, 0);
    free(c.rec.events);
}

static void test_settle_contre(TestTally *t)
{
    Settled c = { .rec = recorder_new() };
    /* the contrer wins: the table, and the declarer's bête paid to him (double) */
    settle_case(&c, 0, 2, (const int[]){ 2, 2, 2, 1, 1 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_WIN);
    CHECK_EQ(t, c.st.winner, 2);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_WIN, 99, 2), c.value);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_CONTRE, 0, 2), c.value);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_DEVOLE, 0, 99), 4); /* and the declarer took no trick */
    CHECK_EQ(t, c.st.nbetes, 0);
    /* the declarer wins: the contrer makes a double bête */
    settle_case(&c, 0, 2, (const int[]){ 0, 0, 0, 2, 1 }, 3);
    CHECK_EQ(t, c.st.winner, 0);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_BETE, 2, BETE_PARTY_BETE), 2 * c.value);
    CHECK_EQ(t, c.st.nbetes, 1);
    CHECK_EQ(t, c.st.betes[0], 2 * c.value);
    /* both lose: the declarer's bête, then the contrer's double one */
    settle_case(&c, 0, 2, (const int[]){ 1, 1, 1, 0, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_LOSE);
    CHECK_EQ(t, c.st.nbetes, 3);
    CHECK_EQ(t, c.st.betes[1], c.value);
    CHECK_EQ(t, c.st.betes[2], 2 * c.value);
    /* only the declarer's tie voids the deal: the declarer ties (2-2-1), with a contre */
    settle_case(&c, 0, 2, (const int[]){ 1, 0, 0, 1, 2 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_VOID);
    CHECK_EQ(t, c.st.nbetes, 1);
    /* ...and at five players one trick each (1-1-1-1-1) is a tie too */
    settle_case(&c, 0, 2, (const int[]){ 1, 2, 3, 4, 0 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_VOID);
    /* the contrer ties (2-2-1), the declarer is not in the tie: both lose */
    settle_case(&c, 0, 2, (const int[]){ 1, 2, 2, 1, 0 }, 3);
    CHECK_EQ(t, c.st.outcome, BETE_OUT_LOSE);
    CHECK_EQ(t, c.st.nbetes, 3);
    CHECK_EQ(t, c.st.betes[1], c.value);
    CHECK_EQ(t, c.st.betes[2], 2 * c.value);
    /* a contrer with no trick pays two chips to each */
    settle_case(&c, 0, 2, (const int[]){ 0, 0, 0, 1, 1 }, 3);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_DEVOLE, 2, 99), 8);
    CHECK_EQ(t, bete_total_chips(&c.st), c.total);
    free(c.rec.events);
}

static void test_king(TestTally *t)
{
    Settled c = { .rec = recorder_new() };
    /* the holder takes it; everybody renews it at once */
    settle_case(&c, 0, -1, (const int[]){ 0, 0, 0, 1, 2 }, 3);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_KING, BETE_PARTY_KING, 3), 5);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_KING_STAKE, 99, BETE_PARTY_KING), 5);
    CHECK_EQ(t, c.st.king, 5);
    /* a winning declarer holding it takes it too */
    settle_case(&c, 0, -1, (const int[]){ 0, 0, 0, 1, 2 }, 0);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_KING, BETE_PARTY_KING, 0), 5);
    /* a losing declarer does not: it stays */
    settle_case(&c, 0, -1, (const int[]){ 1, 1, 1, 0, 2 }, 0);
    CHECK_EQ(t, paid(&c.rec, BETE_PAY_KING, 99, 99), 0);
    CHECK_EQ(t, c.st.king, 5);
    free(c.rec.events);
}

/* ---- 2: the stakes of a deal ---- */
static void test_stakes(TestTally *t)
{
    Recorder rec = recorder_new();
    const BeteSink sink = { record_event, &rec };
    const BeteRules rules = bete_rules_default();
    BeteState st;
    CHECK(t, bete_start(&st, &rules, 4, 0, 50, &sink, NULL, 0));
    /* game start: a plaque each under the dish, one drawn into the stake; a chip each on the King */
    CHECK_EQ(t, st.plaques_reserve, 3);
    CHECK_EQ(t, st.plaques_at_stake, 1);
    CHECK_EQ(t, st.king, 4);
    CHECK_EQ(t, st.stakes, 5);
    CHECK_EQ(t, paid(&rec, BETE_PAY_STAKE, st.dealer, BETE_PARTY_STAKES), 2);
    CHECK_EQ(t, bete_total_chips(&st), 4 * 1000);
    for (int s = 0; s < 4; s++)
        CHECK_EQ(t, st.balances[s], 1000 - 1 - 1 - 5 - (s == st.dealer));
    free(rec.events);
}

/* ---- the worked example of the source ----
 * Plays a deal with `declarer` saying play and everyone else passing, and
 * random legal cards from `policy_seed`. */
static void play_deal(BeteState *st, int declarer, uint64_t policy_seed, const BeteSink *sink)
{
    uint64_t rng[4];
    mouche_rng_seed(rng, policy_seed);
    while (st->phase == BETE_PHASE_BID)
        bete_apply(st, bete_act(st->to_move == declarer ? BETE_ACT_PLAY_BID : BETE_ACT_PASS, 0), sink);
    while (st->phase == BETE_PHASE_PLAY) {
        BeteAction legal[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(st, legal);
        bete_apply(st, legal[mouche_rng_below(rng, (uint32_t)n)], sink);
    }
}

/* Tries card play until the deal ends as wanted; false if none of 400 does. */
static bool deal_as(BeteState *st, int declarer, BeteOutcome outcome, int king_holder, Recorder *rec)
{
    for (uint64_t p = 1; p <= 400; p++) {
        BeteState trial = *st;
        rec->count = 0;
        play_deal(&trial, declarer, p, &(BeteSink){ record_event, rec });
        if (trial.outcome == outcome && trial.tricks_won[declarer] > 0 && bete_king_holder(&trial) == king_holder) {
            *st = trial;
            return true;
        }
    }
    return false;
}

/* Plays the first deal with random cards until it is void (the declarer tied), trying up to 400 card plays. */
static void deal_until_void(BeteState *st, int declarer)
{
    for (uint64_t p = 1; p <= 400; p++) {
        BeteState trial = *st;
        play_deal(&trial, declarer, p, NULL);
        if (trial.outcome == BETE_OUT_VOID) {
            *st = trial;
            return;
        }
    }
}

/* The next deal's stakes, recorded: the chips each seat staked for the deal. */
static void next_deal_stakes(BeteState *st, Recorder *rec, MoucheChips staked[BETE_MAX_PLAYERS])
{
    rec->count = 0;
    bete_apply(st, bete_act(BETE_ACT_NEXT_DEAL, 0), &(BeteSink){ record_event, rec });
    for (int s = 0; s < st->players; s++)
        staked[s] = paid(rec, BETE_PAY_STAKE, s, BETE_PARTY_STAKES);
}

/* After a null deal (source 004: "the round is null. Dealer role passes counterclockwise and only the new dealer
 * adds a jeton for the next round") and, by the same rule, after a passed deal: the stakes stay, and the new dealer
 * alone adds a chip, even with no bête at stake. */
static void test_stakes_after_void_or_passed(TestTally *t)
{
    Recorder rec = recorder_new();
    MoucheChips staked[BETE_MAX_PLAYERS];
    int voids = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        BeteState st = started(3 + (int)(seed % 5), seed);
        deal_until_void(&st, (st.dealer + 1) % st.players);
        if (st.outcome != BETE_OUT_VOID || st.nbetes != 0)
            continue;
        voids++;
        const MoucheChips stakes = st.stakes, value = bete_deal_value(&st);
        const int dealer = (st.dealer + 1) % st.players;
        next_deal_stakes(&st, &rec, staked);
        for (int s = 0; s < st.players; s++)
            CHECK_EQ(t, staked[s], (s == dealer ? 1 : 0));
        CHECK_EQ(t, st.stakes, stakes + 1);
        /* the deal is worth one chip more, and a plaque more if one was left under the dish */
        CHECK(t, bete_deal_value(&st) == value + 1 || bete_deal_value(&st) == value + 1 + st.rules.plaque);
    }
    CHECK(t, voids >= 10);
    /* a passed deal, the Curieuse declined: the same */
    for (uint64_t seed = 1; seed <= 10; seed++) {
        BeteState st = started(4, seed);
        pass_all(&st, NULL);
        while (st.phase == BETE_PHASE_CURIEUSE)
            bete_apply(&st, bete_act(BETE_ACT_CURIEUSE, 0), NULL);
        CHECK_EQ(t, st.outcome, BETE_OUT_PASSED);
        const MoucheChips stakes = st.stakes;
        const int dealer = (st.dealer + 1) % 4;
        next_deal_stakes(&st, &rec, staked);
        for (int s = 0; s < 4; s++)
            CHECK_EQ(t, staked[s], (s == dealer ? 1 : 0));
        CHECK_EQ(t, st.stakes, stakes + 1);
    }
    /* a won deal swept them: everyone stakes again, the dealer one more */
    for (uint64_t seed = 1; seed <= 400; seed++) {
        BeteState st = started(5, seed);
        play_deal(&st, (st.dealer + 1) % 5, seed, NULL);
        if (st.outcome != BETE_OUT_WIN)
            continue;
        const int dealer = (st.dealer + 1) % 5;
        next_deal_stakes(&st, &rec, staked);
        for (int s = 0; s < 5; s++)
            CHECK_EQ(t, staked[s], (s == dealer ? 2 : 1));
        CHECK_EQ(t, st.stakes, 6);
        break;
    }
    free(rec.events);
}

static void test_worked_example(TestTally *t)
{
    /* Seats by the example's letters: A is the first deal's eldest, then B, C, D, E. */
    Recorder r1 = recorder_new(), r2 = recorder_new(), r3 = recorder_new(), r4 = recorder_new();
    bool found = false;
    for (uint64_t seed = 1; seed < 5000 && !found; seed++) {
        BeteState st = started(5, seed);
        const int a = (st.dealer + 1) % 5, b = (a + 1) % 5, c = (a + 2) % 5, d = (a + 3) % 5;
        /* Deal 1: A plays and loses; C holds the King */
        if (st.stakes != 6 || st.plaques_at_stake != 1 || !deal_as(&st, a, BETE_OUT_LOSE, c, &r1))
            continue;
        bete_apply(&st, bete_act(BETE_ACT_NEXT_DEAL, 0), NULL);
        /* Deal 2: A loses again; nobody holds the King */
        if (bete_king_holder(&st) != -1)
            continue;
        const MoucheChips stakes2 = st.stakes;
        const int plaques2 = st.plaques_at_stake;
        if (!deal_as(&st, a, BETE_OUT_LOSE, -1, &r2))
            continue;
        r3.count = 0;
        BeteState deal3 = st;
        bete_apply(&deal3, bete_act(BETE_ACT_NEXT_DEAL, 0), &(BeteSink){ record_event, &r3 });
        /* Deal 3: B holds the King; D plays and wins */
        if (bete_king_holder(&deal3) != b)
            continue;
        const MoucheChips stakes3 = deal3.stakes;
        const int plaques3 = deal3.plaques_at_stake;
        const MoucheChips staked3 = paid(&r3, BETE_PAY_STAKE, 99, BETE_PARTY_STAKES);
        if (!deal_as(&deal3, d, BETE_OUT_WIN, b, &r3))
            continue;

        /* Deal 1: A "would have collected one fiche, the five jetons staked and the dealer's extra one: 11" */
        CHECK_EQ(t, paid(&r1, BETE_PAY_BETE, a, BETE_PARTY_BETE), 11);
        CHECK_EQ(t, paid(&r1, BETE_PAY_KING, BETE_PARTY_KING, c), 5);
        CHECK_EQ(t, paid(&r1, BETE_PAY_KING_STAKE, 99, BETE_PARTY_KING), 5);
        /* Deal 2: only the dealer adds a chip; two plaques at stake; the second bête is 28 */
        CHECK_EQ(t, stakes2, 7);
        CHECK_EQ(t, plaques2, 2);
        CHECK_EQ(t, paid(&r2, BETE_PAY_BETE, a, BETE_PARTY_BETE), 28);
        CHECK_EQ(t, paid(&r2, BETE_PAY_KING, 99, 99), 0);
        CHECK_EQ(t, st.king, 5);
        /* Deal 3: the dealer's chip alone, the first bête at stake, the second waiting */
        CHECK_EQ(t, staked3, 1);
        CHECK_EQ(t, stakes3, 8);
        CHECK_EQ(t, plaques3, 3);
        CHECK_EQ(t, paid(&r3, BETE_PAY_KING, BETE_PARTY_KING, b), 5);
        CHECK_EQ(t, paid(&r3, BETE_PAY_WIN, 99, d), 34);
        CHECK_EQ(t, deal3.plaques_reserve, 2);
        CHECK_EQ(t, deal3.nbetes, 1);
        CHECK_EQ(t, deal3.betes[0], 28);
        /* Deal 4: the stakes were swept, so everyone stakes again beside the second bête */
        r4.count = 0;
        bete_apply(&deal3, bete_act(BETE_ACT_NEXT_DEAL, 0), &(BeteSink){ record_event, &r4 });
        CHECK_EQ(t, paid(&r4, BETE_PAY_STAKE, 99, BETE_PARTY_STAKES), 6);
        CHECK_EQ(t, bete_deal_value(&deal3), 6 + 5 + 28);
        CHECK_EQ(t, bete_total_chips(&deal3), 5 * 1000);
        printf("  (worked example found at seed %llu)\n", (unsigned long long)seed);
        found = true;
    }
    CHECK(t, found);
    free(r1.events);
    free(r2.events);
    free(r3.events);
    free(r4.events);
}

/* ---- views, records, text ---- */
static void test_view_hides(TestTally *t)
{
    BeteState st = started(6, 61);
    for (int seat = 0; seat < 6; seat++) {
        BeteView v;
        bete_view(&st, seat, &v);
        CHECK(t, v.hand == st.hand[seat]);
        CHECK_EQ(t, v.hand_count[(seat + 1) % 6], 5);
        CHECK_EQ(t, v.talon_count, 36 - 30 - 1);
        /* unseen = others' hands and the talon below the upcard */
        MoucheCardSet hidden = 0;
        for (int s = 0; s < 6; s++)
            if (s != seat)
                hidden |= st.hand[s];
        for (int i = 1; i < st.talon_len; i++)
            hidden |= mouche_bit(st.talon[i]);
        CHECK(t, bete_view_unseen(&v) == hidden);
        CHECK_EQ(t, v.nlegal, seat == st.to_move ? 2 : 0);
        /* the true hidden cards rebuild a state with the same view */
        BeteState rebuilt;
        CHECK(t, bete_state_from_view(&v, st.hand, st.talon + 1, &rebuilt));
        BeteView again;
        for (int s = 0; s < 6; s++) {
            bete_view(&st, s, &v);
            bete_view(&rebuilt, s, &again);
            CHECK(t, !memcmp(&v, &again, sizeof v));
        }
        /* a card in two hands does not fit */
        MoucheCardSet wrong[BETE_MAX_PLAYERS];
        memcpy(wrong, st.hand, sizeof wrong);
        const int other = (seat + 1) % 6;
        wrong[other] = (wrong[other] & (wrong[other] - 1)) | mouche_bit(mouche_set_first(st.hand[seat]));
        bete_view(&st, seat, &v);
        CHECK(t, !bete_state_from_view(&v, wrong, st.talon + 1, &rebuilt));
    }
    /* redaction: others' deal cards and the talon are hidden */
    BeteEvent full = bete_event_of(BETE_EV_DEAL_CARD, 2), out;
    full.cards[0] = card("KS");
    bete_event_redact(&full, 1, &out);
    CHECK_EQ(t, out.cards[0], MOUCHE_NO_CARD);
    bete_event_redact(&full, 2, &out);
    CHECK_EQ(t, out.cards[0], card("KS"));
}

static void test_record_and_text(TestTally *t)
{
    const BeteRules rules = bete_rules_default();
    BeteGame g;
    CHECK(t, bete_game_new(&g, &rules, 4, 3, 99, NULL, NULL, 0));
    uint64_t rng[4];
    mouche_rng_seed(rng, 5);
    while (g.state.phase != BETE_PHASE_GAME_OVER) {
        BeteAction legal[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(&g.state, legal);
        CHECK_EQ(t, bete_game_act(&g, legal[mouche_rng_below(rng, (uint32_t)n)], NULL), REFUSE_NONE);
    }
    snprintf(g.record.meta, sizeof g.record.meta, "app line");
    char *text = bete_save_text(&g.record);
    BeteGame loaded;
    char why[256];
    CHECK(t, text && bete_load_text(text, strlen(text), &loaded, why, sizeof why));
    CHECK(t, !memcmp(&loaded.state, &g.state, sizeof g.state));
    CHECK(t, !strcmp(loaded.record.meta, "app line"));
    bete_game_free(&loaded);
    /* a La Mouche save is not a La Bête save */
    CHECK(t, !bete_load_text("LAMOUCHE-SAVE 1\n", 16, &loaded, why, sizeof why) && strstr(why, "Bête"));
    text[strlen(text) / 2] ^= 1;
    CHECK(t, !bete_load_text(text, strlen(text), &loaded, why, sizeof why));
    free(text);
    bete_game_free(&g);
    /* actions as text */
    const char *texts[] = { "pass", "play", "contre", "cur:0", "cur:1", "P:KH", "N" };
    for (int i = 0; i < 7; i++) {
        BeteAction a;
        char back[16];
        CHECK(t, bete_action_parse(texts[i], &a));
        bete_action_format(a, back, sizeof back);
        CHECK(t, !strcmp(back, texts[i]));
    }
    BeteAction a;
    CHECK(t, !bete_action_parse("P:ZZ", &a) && !bete_action_parse("stand", &a));
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, test_packs);
    RUN(&t, test_rules_text);
    RUN(&t, test_deal_packets);
    RUN(&t, test_stakes);
    RUN(&t, test_bidding);
    RUN(&t, test_curieuse);
    RUN(&t, test_play_rule);
    RUN(&t, test_play_notes);
    RUN(&t, test_settle_win);
    RUN(&t, test_settle_lose_void_devole);
    RUN(&t, test_settle_vole);
    RUN(&t, test_settle_contre);
    RUN(&t, test_king);
    RUN(&t, test_worked_example);
    RUN(&t, test_stakes_after_void_or_passed);
    RUN(&t, test_view_hides);
    RUN(&t, test_record_and_text);
    return test_summary(&t);
}
