/* One test per rule of RULES.md sections 1-10: decks, deal, declarations,
 * questions, flushes and their tie-breaks, every clause of the play rules,
 * settlement, the carry options, the Pamphile variant and game length. */
#include <stdio.h>

#include "check.h"
#include "mouche/game.h"
#include "mouche/rules.h"
#include "mouche/rng.h"
#include "mouche/view.h"
#include "scenario.h"
#include "../../engine/src/mouche/mouche_internal.h" /* mouche_deal_shuffle */

/* ---- an event recorder ---- */
typedef struct {
    MoucheEvent events[4096];
    int count;
} Recorder;

static void record_event(void *ctx, const MoucheEvent *ev)
{
    Recorder *r = ctx;
    if (r->count < 4096)
        r->events[r->count++] = *ev;
}

static int count_pays(const Recorder *r, MouchePayReason reason, int from, int to)
{
    int n = 0;
    for (int i = 0; i < r->count; i++) {
        const MoucheEvent *e = &r->events[i];
        if (e->type == EV_PAY && e->reason == reason && (from == 99 || e->seat == from) &&
            (to == 99 || e->target == to))
            n++;
    }
    return n;
}

static MoucheRules rules_with(const char *options)
{
    MoucheRules r = mouche_rules_default();
    char why[256];
    if (!mouche_rules_parse(&r, options, why, sizeof why)) {
        fprintf(stderr, "bad test rules %s: %s\n", options, why);
        abort();
    }
    return r;
}

/* ---- section 2: decks ---- */
static void test_deck_sizes(TestTally *t)
{
    const int ajo[] = { 28, 36, 48, 52 }, vanderaa[] = { 28, 32, 48, 52 }, lowcards[] = { 28, 36, 44, 52 };
    const MoucheRules a = rules_with("deck=ajo"), v = rules_with("deck=vanderaa"), l = rules_with("deck=lowcards");
    for (int p = 3; p <= 6; p++) {
        CHECK_EQ(t, mouche_deck_size(&a, p), ajo[p - 3]);
        CHECK_EQ(t, mouche_deck_size(&v, p), vanderaa[p - 3]);
        CHECK_EQ(t, mouche_deck_size(&l, p), lowcards[p - 3]);
        /* lowcards: the stock after the deal and the turned card holds >= 3 cards a player */
        CHECK(t, mouche_deck_size(&l, p) - 5 * p - 1 >= 3 * p);
        MoucheState st;
        CHECK(t, mouche_start(&st, &a, p, 1, 3, NULL, NULL, 0));
        CHECK_EQ(t, mouche_set_count(st.deck), ajo[p - 3]);
        /* the deck is K down to its lowest rank in every suit */
        CHECK(t, mouche_set_has(st.deck, card_of("KS")));
        CHECK_EQ(t, mouche_set_has(st.deck, card_of("2C")), p == 6);
    }
}

static void test_rules_parse(TestTally *t)
{
    MoucheRules r = mouche_rules_default();
    char why[256] = "";
    CHECK(t, mouche_rules_parse(&r, "deck=lowcards,carry=cap,cap=20,pamphile=1,deal=2-1-2", why, sizeof why));
    CHECK_EQ(t, r.deck, DECK_LOWCARDS);
    CHECK_EQ(t, r.carry, CARRY_CAP);
    CHECK_EQ(t, r.cap, 20);
    CHECK(t, r.pamphile);
    CHECK_EQ(t, r.deal, DEAL_2_1_2);
    const MoucheRules before = r;
    CHECK(t, !mouche_rules_parse(&r, "colour=blue", why, sizeof why));
    CHECK(t, strstr(why, "colour") != NULL);
    CHECK(t, !mouche_rules_parse(&r, "deck=tarot", why, sizeof why));
    CHECK(t, strstr(why, "tarot") != NULL);
    CHECK(t, !mouche_rules_parse(&r, "ante=7", why, sizeof why));
    CHECK(t, strstr(why, "ante") != NULL);
    /* a refused text leaves the rules as they were, what it set before the fault too */
    CHECK(t, memcmp(&r, &before, sizeof r) == 0);
    CHECK(t, !mouche_rules_parse(&r, "cap=30,colour=blue", why, sizeof why));
    CHECK(t, memcmp(&r, &before, sizeof r) == 0);
    r = mouche_rules_default();
    CHECK(t, !mouche_rules_parse(&r, "carry=cap", why, sizeof why));
    CHECK(t, strstr(why, "cap") != NULL);
    r = before;
    CHECK(t, !mouche_rules_parse(&r, "ante", why, sizeof why));
    CHECK(t, memcmp(&r, &before, sizeof r) == 0);
    /* format and parse are inverse */
    char text[512];
    mouche_rules_format(&before, text, sizeof text);
    MoucheRules again = mouche_rules_default();
    CHECK(t, mouche_rules_parse(&again, text, why, sizeof why));
    CHECK(t, memcmp(&again, &before, sizeof again) == 0);
    char json[512];
    const MoucheRules d = mouche_rules_default();
    mouche_rules_json(&d, json, sizeof json);
    CHECK(t,
          strcmp(json,
                 "{\"deck\":\"ajo\",\"deal\":\"3-2\",\"ante\":5,\"start\":1000,\"carry\":\"all\",\"cap\":0,"
                 "\"pamphile\":false,\"pamphile_pay\":1,\"pamphile_mouche\":\"clubs\",\"pamphile_turned\":\"always\","
                 "\"head\":1,\"silence\":\"free\"}") == 0);
    /* the new options parse, format and round-trip */
    r = mouche_rules_default();
    CHECK(t, mouche_rules_parse(&r, "head=0,silence=yes", why, sizeof why));
    CHECK_EQ(t, r.head, 0);
    CHECK_EQ(t, r.silence, SILENCE_YES);
    mouche_rules_format(&r, text, sizeof text);
    CHECK(t, strstr(text, "head=0,silence=yes") != NULL);
    again = mouche_rules_default();
    CHECK(t, mouche_rules_parse(&again, text, why, sizeof why));
    CHECK(t, memcmp(&again, &r, sizeof again) == 0);
    CHECK(t, !mouche_rules_parse(&r, "silence=maybe", why, sizeof why));
    CHECK(t, strstr(why, "free yes") != NULL);
    CHECK(t, !mouche_rules_parse(&r, "head=2", why, sizeof why));
}

/* ---- the shuffle: its fast path draws exactly as the plain loop ---- */
static void reference_shuffle(uint64_t rng[4], MoucheCard *cards, int n)
{
    uint64_t bits = 0;
    int halves = 0;
    for (int i = n - 1; i > 0; i--) {
        const uint32_t bound = (uint32_t)i + 1;
        uint64_t m;
        for (;;) {
            if (halves == 0) {
                bits = mouche_rng_next(rng);
                halves = 2;
            }
            const uint32_t x = (uint32_t)(bits >> 32);
            bits <<= 32;
            halves--;
            m = (uint64_t)x * bound;
            if ((uint32_t)m >= bound || (uint32_t)m >= (uint32_t)(-bound) % bound)
                break;
        }
        const int j = (int)(m >> 32);
        const MoucheCard t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

static uint64_t rotr64(uint64_t x, int k) { return (x >> k) | (x << (64 - k)); }

/* The generator's state whose next output is `out` (xoshiro256**'s output depends on s[1] only). */
static void rng_state_giving(uint64_t rng[4], uint64_t out)
{
    uint64_t inv9 = 9, inv5 = 5; /* Newton's iteration for the inverses mod 2^64 */
    for (int i = 0; i < 6; i++) {
        inv9 *= 2 - 9 * inv9;
        inv5 *= 2 - 5 * inv5;
    }
    rng[1] = rotr64(out * inv9, 7) * inv5;
}

static void test_shuffle_draws(TestTally *t)
{
    /* outputs whose high or low half is 0: a draw in the biased zone, redrawn */
    const uint64_t firsts[] = { 0x0000000012345678ull, 0x9ABCDEF000000000ull, 0, 0x0123456789ABCDEFull };
    for (int k = 0; k < 64; k++) {
        for (int n = 2; n <= MOUCHE_DECK_MAX; n += 10) {
            uint64_t a[4], b[4];
            mouche_rng_seed(a, (uint64_t)k * 7919 + (uint64_t)n);
            if (k < 4)
                rng_state_giving(a, firsts[k]);
            CHECK(t, k >= 4 || mouche_rng_next((uint64_t[4]){ a[0], a[1], a[2], a[3] }) == firsts[k]);
            memcpy(b, a, sizeof a);
            MoucheCard x[MOUCHE_DECK_MAX], y[MOUCHE_DECK_MAX];
            for (int i = 0; i < n; i++)
                x[i] = y[i] = (MoucheCard)i;
            mouche_deal_shuffle(a, x, n);
            reference_shuffle(b, y, n);
            CHECK(t, memcmp(x, y, (size_t)n) == 0);
            CHECK(t, memcmp(a, b, sizeof a) == 0);
        }
    }
}

/* ---- rule systems: presets by name ---- */
static void test_presets(TestTally *t)
{
    char why[256];
    MoucheRules r = mouche_rules_default();
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_AJO);
    /* the preset first, then the options that override it */
    CHECK(t, mouche_rules_parse(&r, "preset=vanderaa,deal=2-3", why, sizeof why));
    CHECK_EQ(t, r.deck, DECK_VANDERAA);
    CHECK_EQ(t, r.head, 0);
    CHECK_EQ(t, r.silence, SILENCE_YES);
    CHECK_EQ(t, r.deal, DEAL_2_3);
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_VANDERAA); /* packets as chosen */
    CHECK(t, mouche_rules_parse(&r, "head=1", why, sizeof why));
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_CUSTOM); /* one option differs */
    r = mouche_rules_default();
    CHECK(t, mouche_rules_parse(&r, "preset=lanturlu,pamphile_pay=3", why, sizeof why));
    /* 003 as written: the misti with four trumps "n'a pas la mouche", it stays a club */
    CHECK(t,
          r.deck == DECK_LOWCARDS && r.pamphile && r.pamphile_mouche == PAMPHILE_MOUCHE_CLUBS && r.pamphile_pay == 3);
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_LANTURLU); /* payment by agreement */
    /* the practice 003 tolerates, by agreement: an option after the preset, and then no longer the system */
    CHECK(t, mouche_rules_parse(&r, "preset=lanturlu,pamphile_mouche=trump", why, sizeof why));
    CHECK(t, r.deck == DECK_LOWCARDS && r.pamphile && r.pamphile_mouche == PAMPHILE_MOUCHE_TRUMP);
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_CUSTOM);
    CHECK(t, mouche_rules_parse(&r, "preset=mery", why, sizeof why));
    CHECK(t, r.carry == CARRY_CAP && r.cap == 20 && !r.pamphile && r.deck == DECK_AJO);
    CHECK(t, mouche_rules_parse(&r, "preset=successive", why, sizeof why));
    CHECK(t, r.carry == CARRY_SUCCESSIVE && r.cap == 0);
    /* 1758 as written: the Pamphile keeps its club suit in a flush; any suit is the option agreed at the start */
    CHECK(t, mouche_rules_parse(&r, "preset=pamphile", why, sizeof why));
    CHECK(t, r.pamphile && r.pamphile_mouche == PAMPHILE_MOUCHE_CLUBS && r.carry == CARRY_ALL);
    CHECK(t, mouche_rules_parse(&r, "preset=pamphile,pamphile_mouche=any", why, sizeof why));
    CHECK(t, r.pamphile && r.pamphile_mouche == PAMPHILE_MOUCHE_ANY && r.deck == DECK_AJO);
    CHECK_EQ(t, mouche_rules_which_preset(&r), PRESET_CUSTOM);
    CHECK(t, mouche_rules_parse(&r, "preset=ajo,pamphile_pay=1", why, sizeof why));
    const MoucheRules d = mouche_rules_default();
    CHECK(t, memcmp(&r, &d, sizeof r) == 0);
    /* every preset is recognised as itself, and its name parses */
    for (int p = 0; p < PRESET_COUNT; p++) {
        MoucheRules x = mouche_rules_default();
        mouche_rules_apply_preset(&x, p);
        CHECK(t, mouche_rules_validate(&x, why, sizeof why));
        CHECK_EQ(t, mouche_rules_which_preset(&x), p);
        char text[64];
        snprintf(text, sizeof text, "preset=%s", mouche_preset_name(p));
        MoucheRules y = mouche_rules_default();
        CHECK(t, mouche_rules_parse(&y, text, why, sizeof why));
        CHECK(t, memcmp(&x, &y, sizeof x) == 0);
        CHECK(t, strlen(mouche_preset_title(p)) > 4);
    }
    CHECK(t, !mouche_rules_parse(&r, "preset=hoyle", why, sizeof why));
    CHECK(t, strstr(why, "vanderaa") != NULL);
    CHECK(t, strcmp(mouche_preset_name(PRESET_CUSTOM), "custom") == 0);
}

/* ---- sections 1, 3, 4: first dealer, ante, deal in packets, turned card, stock ---- */
static void check_deal(TestTally *t, const char *options, const int *packets, int players)
{
    const MoucheRules rules = rules_with(options);
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    MoucheState st;
    CHECK(t, mouche_start(&st, &rules, players, 2, 11, &sink, NULL, 0));
    const MoucheEvent *first = NULL, *hand = NULL, *turned = NULL, *shuffle = NULL, *cut = NULL;
    int deals = 0, deals_before_cut = -1;
    MoucheEvent deal_events[64];
    for (int i = 0; i < rec->count; i++) {
        const MoucheEvent *e = &rec->events[i];
        if (e->type == EV_FIRST_DEALER)
            first = e;
        if (e->type == EV_HAND_START)
            hand = e;
        if (e->type == EV_TRUMP_TURNED)
            turned = e;
        if (e->type == EV_SHUFFLE && !shuffle)
            shuffle = e;
        if (e->type == EV_CUT && !cut) {
            cut = e;
            deals_before_cut = deals;
            CHECK(t, shuffle != NULL); /* shuffled, then cut */
        }
        if (e->type == EV_DEAL_CARD && deals < 64)
            deal_events[deals++] = *e;
    }
    CHECK(t, first && hand && turned && shuffle && cut);
    if (!first || !hand || !turned || !shuffle || !cut) {
        free(rec);
        return;
    }
    /* the king drawn deals first */
    CHECK_EQ(t, mouche_card_rank(first->cards[first->seat]), RANK_KING);
    CHECK_EQ(t, hand->seat, first->seat);
    CHECK_EQ(t, st.dealer, first->seat);
    /* the dealer shuffles; the player on the dealer's left (seat dealer-1) cuts, before any card is dealt */
    CHECK_EQ(t, shuffle->seat, st.dealer);
    CHECK_EQ(t, cut->seat, (st.dealer + players - 1) % players);
    CHECK_EQ(t, deals_before_cut, 0);
    /* the dealer antes 5 */
    CHECK_EQ(t, st.pool, 5);
    CHECK_EQ(t, st.balances[st.dealer], 995);
    /* packets from the eldest, going right */
    CHECK_EQ(t, deals, 5 * players);
    int pos = 0;
    for (int p = 0; packets[p]; p++)
        for (int i = 0; i < players; i++)
            for (int k = 0; k < packets[p]; k++, pos++) {
                CHECK_EQ(t, deal_events[pos].seat, (st.dealer + 1 + i) % players);
                CHECK_EQ(t, deal_events[pos].cards[0], hand->cards[pos]);
            }
    CHECK_EQ(t, turned->cards[0], hand->cards[5 * players]);
    CHECK_EQ(t, st.turned, hand->cards[5 * players]);
    CHECK_EQ(t, st.trump, mouche_card_suit(st.turned));
    CHECK_EQ(t, st.stock_len, hand->ncards - 5 * players - 1);
    CHECK_EQ(t, st.stock[0], hand->cards[5 * players + 1]);
    /* the eldest declares first; the deal passes to the right */
    CHECK_EQ(t, st.to_move, (st.dealer + 1) % players);
    const int dealer = st.dealer;
    while (st.phase != PHASE_HAND_OVER)
        CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_FOLD, 0, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_NEXT_HAND, 0, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, st.dealer, (dealer + 1) % players);
    free(rec);
}

static void test_deal_packets(TestTally *t)
{
    const int p32[] = { 3, 2, 0 }, p23[] = { 2, 3, 0 }, p221[] = { 2, 2, 1, 0 }, p212[] = { 2, 1, 2, 0 };
    check_deal(t, "deal=3-2", p32, 4);
    check_deal(t, "deal=2-3", p23, 3);
    check_deal(t, "deal=2-2-1", p221, 5);
    check_deal(t, "deal=2-1-2", p212, 6);
}

/* Four players, dealer 3: the eldest is seat 0 and declarations go 0, 1, 2, 3. */
static const char *const PLAIN[] = { "TH 7S 8C AD KC", "QH 6H 6S 9C 7D", "JH TS 9S 6C 8D", "AH KS QS JC 9D" };

/* ---- section 5: declarations ---- */
static void test_fold_exchange_stand(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", "KH KD");
    CHECK_EQ(t, st.to_move, 0);
    CHECK_EQ(t, play_text(&st, "X:TH.7S", NULL), REFUSE_NONE);
    CHECK(t, st.hand[0] == cards_of("KH KD 8C AD KC"));
    CHECK(t, st.discards[0] == cards_of("TH 7S"));
    CHECK_EQ(t, st.decl[0], DECL_EXCHANGE);
    CHECK_EQ(t, st.to_move, 1);
    CHECK_EQ(t, play_text(&st, "F S", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.decl[1], DECL_FOLD);
    CHECK_EQ(t, st.decl[2], DECL_STAND);
    CHECK(t, st.hand[2] == cards_of(PLAIN[2]));
    /* the discards never return: they are in no hand and not in the stock */
    for (int i = st.stock_top; i < st.stock_top + st.stock_len; i++)
        CHECK(t, !mouche_set_has(st.discards[0], st.stock[i]));
    /* a card not held cannot be discarded */
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_EXCHANGE, 0, cards_of("TH"))), REFUSE_CARD_NOT_HELD);
    CHECK_EQ(t, play_text(&st, "S", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_PLAY);
    CHECK_EQ(t, st.to_move, 0); /* the eldest in the hand leads */
    CHECK_EQ(t, st.players_in, 3);
}

static void test_exchange_limited_by_stock(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    st.stock_len = 2;
    const MoucheState before = st;
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_EXCHANGE, 0, cards_of("TH 7S 8C")), NULL), REFUSE_EXCHANGE_SIZE);
    CHECK(t, memcmp(&st, &before, sizeof st) == 0);
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_EXCHANGE, 0, 0), NULL), REFUSE_EXCHANGE_SIZE);
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_EXCHANGE, 0, cards_of("TH 7S")), NULL), REFUSE_NONE);
    CHECK_EQ(t, st.stock_len, 0);
    /* an empty stock offers no exchange at all */
    MoucheAction actions[MOUCHE_MAX_ACTIONS];
    const int n = mouche_legal_actions(&st, actions);
    for (int i = 0; i < n; i++)
        CHECK(t, actions[i].kind != ACT_EXCHANGE);
}

static const char *const FLUSH_AT_0[] = { "KH QH JH 9H 7H", "QS 6H 6S 9C 7D", "JS TS 9S 6C 8D", "AH KS AS JC 9D" };

static void test_questions_and_no_lie(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    /* nobody has stood yet: nobody can be questioned */
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_QUESTION, 1, 0)), REFUSE_NOT_A_STANDER);
    CHECK_EQ(t, play_text(&st, "S", NULL), REFUSE_NONE);
    CHECK_EQ(t, play_text(&st, "Q0", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_ANSWER);
    CHECK_EQ(t, st.to_move, 0);
    const MoucheState before = st;
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_ANSWER, ANSWER_NO, 0), NULL), REFUSE_LIE);
    CHECK(t, memcmp(&st, &before, sizeof st) == 0);
    CHECK_EQ(t, play_text(&st, "A:yes", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.answers[1][0], ANSWER_YES);
    CHECK_EQ(t, st.to_move, 1); /* back to the asker, who still declares */
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_QUESTION, 0, 0)), REFUSE_ALREADY_ASKED);
    CHECK_EQ(t, play_text(&st, "S", NULL), REFUSE_NONE);
    /* seat 2 may ask both standers; seat 1 has no flush: "yes" is a lie */
    CHECK_EQ(t, play_text(&st, "Q1", NULL), REFUSE_NONE);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_ANSWER, ANSWER_YES, 0)), REFUSE_LIE);
    CHECK_EQ(t, play_text(&st, "A:no Q0 A:evasive", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.answers[2][1], ANSWER_NO);
    CHECK_EQ(t, st.answers[2][0], ANSWER_EVASIVE);
    CHECK_EQ(t, play_text(&st, "F Q0 A:silent F", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.answers[3][0], ANSWER_SILENT);
}

/* Only a player who stood can be questioned: one who exchanged cannot. */
static void test_no_question_after_exchange(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "X:TH.7S", NULL), REFUSE_NONE);
    const MoucheState before = st;
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_QUESTION, 0, 0), NULL), REFUSE_NOT_A_STANDER);
    CHECK(t, memcmp(&st, &before, sizeof st) == 0);
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    const int n = mouche_legal_actions(&st, acts);
    for (int i = 0; i < n; i++)
        CHECK(t, acts[i].kind != ACT_QUESTION);
    /* a stander can be: seat 1 stands, seat 2 may ask it but not seat 0 */
    CHECK_EQ(t, play_text(&st, "S", NULL), REFUSE_NONE);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_QUESTION, 1, 0)), REFUSE_NONE);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_QUESTION, 0, 0)), REFUSE_NOT_A_STANDER);
}

static void test_show_flush(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S!", NULL), REFUSE_NONE);
    CHECK(t, st.shown & 1);
    /* showing does not end the declarations; a shown flush cannot be questioned */
    CHECK_EQ(t, st.phase, PHASE_DECLARE);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_QUESTION, 0, 0)), REFUSE_NOT_A_STANDER);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_STAND, 1, 0)), REFUSE_NO_FLUSH_TO_SHOW);
}

/* ---- section 5: all fold, lone player ---- */
static void test_all_fold(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    const MoucheChips dealer_before = st.balances[3];
    CHECK_EQ(t, play_text(&st, "F F F", &sink), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_HAND_OVER);
    CHECK_EQ(t, st.balances[3], dealer_before + 5);
    CHECK_EQ(t, count_pays(rec, PAY_ALL_FOLDED, MOUCHE_PARTY_POOL, 3), 1);
    CHECK_EQ(t, count_pays(rec, PAY_MOUCHE_MADE, 99, 99), 0);
    CHECK_EQ(t, st.pool, 0);
    free(rec);
}

static void test_lone_player(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    const MoucheChips before = st.balances[1];
    CHECK_EQ(t, play_text(&st, "F S F F", &sink), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_HAND_OVER);
    CHECK_EQ(t, st.balances[1], before + 5);
    CHECK_EQ(t, count_pays(rec, PAY_ALONE, MOUCHE_PARTY_POOL, 1), 1);
    CHECK_EQ(t, count_pays(rec, PAY_MOUCHE_MADE, 99, 99), 0);
    free(rec);
}

/* ---- section 6: the flush and its tie-breaks ---- */
static int flush_winner(const char *const *hands, const char *turned, int dealer, const char *declarations,
                        MoucheChips *pool_after)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, dealer, hands, turned, NULL);
    if (play_text(&st, declarations, NULL) != REFUSE_NONE)
        return -2;
    if (pool_after)
        *pool_after = st.pool;
    return st.flush_winner;
}

static void test_flush_takes_pool(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    const MoucheChips b0 = st.balances[0], b1 = st.balances[1], b2 = st.balances[2];
    CHECK_EQ(t, play_text(&st, "S S X:JS F", &sink), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_HAND_OVER); /* no cards are played */
    CHECK_EQ(t, st.nplays, 0);
    CHECK_EQ(t, st.flush_winner, 0);
    CHECK_EQ(t, st.balances[0], b0 + 5); /* takes the pool */
    CHECK_EQ(t, st.balances[1], b1 - 5); /* every other player in makes the mouche */
    CHECK_EQ(t, st.balances[2], b2 - 5);
    CHECK_EQ(t, count_pays(rec, PAY_MOUCHE_MADE, 99, MOUCHE_PARTY_POOL), 2);
    CHECK_EQ(t, st.pool, 10); /* paid into the next pool */
    int flushes = 0;
    for (int i = 0; i < rec->count; i++)
        if (rec->events[i].type == EV_FLUSH) {
            flushes++;
            CHECK_EQ(t, rec->events[i].seat, 0);
            CHECK_EQ(t, rec->events[i].suit, SUIT_HEARTS);
            CHECK_EQ(t, rec->events[i].amount, 10 + 10 + 10 + 9 + 7);
        }
    CHECK_EQ(t, flushes, 1);
    free(rec);
}

static void test_flush_after_exchange_does_not_count(TestTally *t)
{
    const char *const hands[] = { "KH QH JH 9H 7S", "QS 6H 6S 9C 7D", "JS TS 9S 6C 8D", "AH KS AS JC 9D" };
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, hands, "6D", "7H");
    CHECK_EQ(t, play_text(&st, "X:7S", NULL), REFUSE_NONE);
    CHECK(t, st.hand[0] == cards_of("KH QH JH 9H 7H"));
    CHECK_EQ(t, play_text(&st, "S S S", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.flush_winner, -1);
    CHECK_EQ(t, st.phase, PHASE_PLAY);
}

static void test_flush_tiebreaks(TestTally *t)
{
    /* (1) trump beats more points */
    const char *const trump_wins[] = { "KH QH JH 9H 7H", "QS 6H 6S 9C 7C", "AD 7D 8D 9D TD", "AH KS AS JC 8S" };
    CHECK_EQ(t, flush_winner(trump_wins, "6D", 3, "S S S S", NULL), 2);
    /* (2) more points, neither trump */
    const char *const points_win[] = { "KH QH JH 9H 7H", "KS QS 9S 8S 7S", "AD 7D 8D 9D TC", "AH KC AS JC 8C" };
    CHECK_EQ(t, flush_winner(points_win, "6D", 3, "S S S S", NULL), 0);
    const char *const points_win2[] = { "KH QH 8H 9H 7H", "KS QS JS 8S 7S", "AD 7D 8D 9D TC", "AH KC AS JC 8C" };
    CHECK_EQ(t, flush_winner(points_win2, "6D", 3, "S S S S", NULL), 1);
    /* (3) equal points: nearest the dealer's right */
    const char *const tie[] = { "KH QH JH 9H 7H", "KS QS JS 9S 7S", "AD 7D 8D 9D TC", "AH KC AS JC 8C" };
    CHECK_EQ(t, flush_winner(tie, "6D", 3, "S S S S", NULL), 0); /* eldest is 0 */
    CHECK_EQ(t, flush_winner(tie, "6D", 0, "S S S S", NULL), 1); /* dealer 0: eldest is 1, seat 0 declares last */
}

/* ---- section 7: the play rules, clause by clause ---- */
static MoucheState all_stand(const char *const *hands, const char *turned)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, hands, turned, NULL);
    if (play_text(&st, "S S S S", NULL) != REFUSE_NONE)
        abort();
    return st;
}

static MoucheRefusal can_play(const MoucheState *st, const char *card)
{
    return mouche_check(st, mouche_act(ACT_PLAY, card_of(card), 0));
}

static void test_follow_and_head(TestTally *t)
{
    MoucheState st = all_stand(PLAIN, "6D");
    CHECK_EQ(t, play_text(&st, "P:TH", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "9C"), REFUSE_MUST_FOLLOW); /* holding the led suit, play it */
    CHECK_EQ(t, can_play(&st, "7D"), REFUSE_MUST_FOLLOW); /* not even a trump */
    CHECK_EQ(t, can_play(&st, "6H"), REFUSE_MUST_HEAD); /* a higher heart is held: head the trick */
    CHECK_EQ(t, can_play(&st, "QH"), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "KS"), REFUSE_CARD_NOT_HELD);
    CHECK(t, mouche_playable(&st) == cards_of("QH"));
    CHECK_EQ(t, play_text(&st, "P:QH", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "TS"), REFUSE_MUST_FOLLOW);
    CHECK_EQ(t, can_play(&st, "JH"), REFUSE_NONE); /* cannot head: any heart */
    CHECK_EQ(t, play_text(&st, "P:JH P:AH", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trick_winner[0], 1); /* the highest of the led suit */
    CHECK_EQ(t, st.to_move, 1); /* the winner leads */
}

/* head=0 (van der Aa): follow suit, with no duty to head the trick; trumping is unchanged. */
static void test_head_option(TestTally *t)
{
    const MoucheRules rules = rules_with("head=0");
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S S S P:TH", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "6H"), REFUSE_NONE); /* a lower heart though a higher one is held */
    CHECK_EQ(t, can_play(&st, "QH"), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "9C"), REFUSE_MUST_FOLLOW); /* following is still a duty */
    CHECK(t, mouche_playable(&st) == cards_of("QH 6H"));
    CHECK_EQ(t, play_text(&st, "P:6H", NULL), REFUSE_NONE);
    CHECK_EQ(t, play_text(&st, "P:JH P:AH", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trick_winner[0], 2); /* JH beats TH: the highest heart */
    /* trump and overtrump hold under head=0 */
    const char *const hands[] = { "TH 7S 8C AD KC", "QS 6S 9S 9C 7D", "JS TS 8S 6C 8D", "AS KS 7H JC 9D" };
    MoucheState tr = scenario(&rules, 4, 3, hands, "6D", NULL);
    CHECK_EQ(t, play_text(&tr, "S S S S P:TH", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&tr, "9S"), REFUSE_MUST_TRUMP);
    CHECK_EQ(t, play_text(&tr, "P:7D", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&tr, "6C"), REFUSE_MUST_OVERTRUMP);
    /* the engine's check agrees with the plain-value rule the AI uses */
    MoucheRefusal rule;
    CHECK(t, mouche_playable_cards(&rules, SUIT_HEARTS, cards_of("KS 2S 7H"), card_of("9S"), card_of("QS"), &rule) ==
                 cards_of("KS 2S"));
    CHECK_EQ(t, rule, REFUSE_MUST_FOLLOW);
    const MoucheRules heads = mouche_rules_default();
    CHECK(t, mouche_playable_cards(&heads, SUIT_HEARTS, cards_of("KS 2S 7H"), card_of("9S"), card_of("QS"), &rule) ==
                 cards_of("KS"));
    CHECK_EQ(t, rule, REFUSE_MUST_HEAD);
}

/* silence=yes (van der Aa): silence is a plain yes; only a holder of the mouche may stay silent. */
static void test_silence_option(TestTally *t)
{
    const MoucheRules rules = rules_with("silence=yes");
    MoucheState st = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S Q0", NULL), REFUSE_NONE);
    /* seat 0 has the mouche: silence is a true yes */
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    int n = mouche_legal_actions(&st, acts);
    CHECK_EQ(t, n, 3);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_ANSWER, ANSWER_SILENT, 0)), REFUSE_NONE);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_ANSWER, ANSWER_NO, 0)), REFUSE_LIE);
    CHECK_EQ(t, play_text(&st, "A:silent", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.answers[2][0], ANSWER_SILENT);
    CHECK_EQ(t, play_text(&st, "S Q1", NULL), REFUSE_NONE);
    /* seat 1 has none: silence would be a lie; evasion or no */
    const MoucheState before = st;
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_ANSWER, ANSWER_SILENT, 0), NULL), REFUSE_SILENCE_IS_YES);
    CHECK(t, memcmp(&st, &before, sizeof st) == 0);
    CHECK(t, strstr(mouche_refusal_text(REFUSE_SILENCE_IS_YES), "silence") != NULL);
    n = mouche_legal_actions(&st, acts);
    CHECK_EQ(t, n, 2);
    for (int i = 0; i < n; i++)
        CHECK(t, acts[i].arg != ANSWER_SILENT);
    CHECK_EQ(t, mouche_check(&st, mouche_act(ACT_ANSWER, ANSWER_EVASIVE, 0)), REFUSE_NONE);
    CHECK_EQ(t, play_text(&st, "A:no", NULL), REFUSE_NONE);
    /* silence=free (the default): anyone may stay silent */
    const MoucheRules free_rules = mouche_rules_default();
    MoucheState f = scenario(&free_rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    CHECK_EQ(t, play_text(&f, "S S Q0 A:evasive S Q1", NULL), REFUSE_NONE);
    CHECK_EQ(t, mouche_check(&f, mouche_act(ACT_ANSWER, ANSWER_SILENT, 0)), REFUSE_NONE);
}

static void test_trump_and_overtrump(TestTally *t)
{
    const char *const hands[] = { "KS 7S 8C AC KC", "QH 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH 6S QS 9D" };
    MoucheState st = all_stand(hands, "6D");
    CHECK_EQ(t, play_text(&st, "P:KS", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "QH"), REFUSE_MUST_TRUMP); /* void in spades, holding trump */
    CHECK_EQ(t, play_text(&st, "P:7D", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "JH"), REFUSE_MUST_OVERTRUMP); /* a higher trump is held */
    CHECK(t, mouche_playable(&st) == cards_of("8D"));
    CHECK_EQ(t, play_text(&st, "P:8D", NULL), REFUSE_NONE);
    /* holding the led suit while a trump is best: follow, no need to head */
    CHECK_EQ(t, can_play(&st, "6S"), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "QS"), REFUSE_NONE);
    CHECK_EQ(t, can_play(&st, "9D"), REFUSE_MUST_FOLLOW);
    CHECK_EQ(t, play_text(&st, "P:6S", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trick_winner[0], 2); /* the highest trump */
}

static void test_exception_and_void(TestTally *t)
{
    const char *const hands[] = { "KS 7S 8C AC KC", "QH 6H 9H 9C KD", "JH TH 8H 6C 7D", "AH KH QC JC TC" };
    MoucheState st = all_stand(hands, "6D");
    CHECK_EQ(t, play_text(&st, "P:KS P:KD", NULL), REFUSE_NONE);
    /* holding no trump higher than the best: any card, a low trump included */
    CHECK(t, mouche_playable(&st) == cards_of(hands[2]));
    CHECK_EQ(t, play_text(&st, "P:JH", NULL), REFUSE_NONE);
    /* void in the led suit and in trump: any card */
    CHECK(t, mouche_playable(&st) == cards_of(hands[3]));
    CHECK_EQ(t, play_text(&st, "P:AH", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trick_winner[0], 1);
    /* the lead is free */
    CHECK(t, mouche_playable(&st) == st.hand[1]);
}

/* ---- section 8: fifths and making the mouche ---- */
static void test_fifths_and_mouche_made(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL);
    st.pool = st.stake = 15; /* a triple mouche in play */
    st.balances[0] -= 10; /* (paid by seat 0 on an earlier hand) */
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    const MoucheChips total = mouche_total_chips(&st);
    MoucheChips before[4];
    memcpy(before, st.balances, sizeof before);
    CHECK_EQ(t, play_text(&st, "S S S S", &sink), REFUSE_NONE);
    while (st.phase == PHASE_PLAY) {
        MoucheAction a[MOUCHE_MAX_ACTIONS];
        mouche_legal_actions(&st, a);
        CHECK_EQ(t, mouche_apply(&st, a[0], &sink), REFUSE_NONE);
    }
    CHECK_EQ(t, mouche_total_chips(&st), total);
    int made = 0;
    for (int s = 0; s < 4; s++) {
        const MoucheChips expected = before[s] + 3 * st.tricks_won[s] - (st.tricks_won[s] == 0 ? 15 : 0);
        CHECK_EQ(t, st.balances[s], expected);
        made += st.tricks_won[s] == 0;
    }
    CHECK_EQ(t, count_pays(rec, PAY_TRICK, MOUCHE_PARTY_POOL, 99), 5);
    CHECK_EQ(t, count_pays(rec, PAY_MOUCHE_MADE, 99, MOUCHE_PARTY_POOL), made);
    CHECK_EQ(t, st.pool, 15 * made);
    free(rec);
}

/* Plays random games until one matches the number of mouches made per hand. */
typedef struct {
    int mouches[64];
    MoucheChips pool_at_start[64];
    MoucheChips stake[64];
    int hands;
} HandLog;

static void log_event(void *ctx, const MoucheEvent *ev)
{
    HandLog *log = ctx;
    if (ev->type == EV_HAND_START && log->hands < 63) {
        log->hands++;
        log->mouches[log->hands - 1] = 0;
    }
    if (ev->type == EV_PAY && ev->reason == PAY_MOUCHE_MADE)
        log->mouches[log->hands - 1]++;
}

static bool random_game(const MoucheRules *rules, int players, int hands, uint64_t seed, HandLog *log, MoucheState *st)
{
    memset(log, 0, sizeof *log);
    const MoucheSink sink = { log_event, log };
    if (!mouche_start(st, rules, players, hands, seed, &sink, NULL, 0))
        return false;
    uint64_t rng[4];
    mouche_rng_seed(rng, seed * 7 + 1);
    int hand_seen = 0;
    while (st->phase != PHASE_GAME_OVER) {
        if (st->hand_no != hand_seen) {
            hand_seen = st->hand_no;
            log->stake[hand_seen - 1] = st->stake;
        }
        MoucheAction a[MOUCHE_MAX_ACTIONS];
        const int n = mouche_legal_actions(st, a);
        /* mostly stand or play, so that tricks are played out */
        int pick = (int)mouche_rng_below(rng, (uint32_t)n);
        if (st->phase == PHASE_DECLARE)
            pick = mouche_rng_below(rng, 4) ? 1 : 0;
        if (mouche_apply(st, a[pick], &sink) != REFUSE_NONE)
            return false;
    }
    return true;
}

static void test_worked_example(TestTally *t)
{
    /* RULES.md 8 (000 section 6): simple, two make it; triple, one makes it;
     * quadruple, none; simple. */
    const MoucheRules rules = mouche_rules_default();
    HandLog log;
    MoucheState st;
    bool found = false;
    for (uint64_t seed = 1; seed < 200000 && !found; seed++) {
        if (!random_game(&rules, 4, 4, seed, &log, &st))
            break;
        found = log.mouches[0] == 2 && log.mouches[1] == 1 && log.mouches[2] == 0;
    }
    CHECK(t, found);
    CHECK_EQ(t, log.stake[0], 5);
    CHECK_EQ(t, log.stake[1], 15);
    CHECK_EQ(t, log.stake[2], 20);
    CHECK_EQ(t, log.stake[3], 5);
}

static void test_carry_successive(TestTally *t)
{
    const MoucheRules rules = rules_with("carry=successive");
    HandLog log;
    MoucheState st;
    bool found = false;
    for (uint64_t seed = 1; seed < 200000 && !found; seed++) {
        if (!random_game(&rules, 5, 3, seed, &log, &st))
            break;
        found = log.mouches[0] == 3 && log.mouches[1] == 0;
    }
    CHECK(t, found);
    /* three mouches of 5 wait in a row; one enters each hand beside the ante */
    CHECK_EQ(t, log.stake[0], 5);
    CHECK_EQ(t, log.stake[1], 10);
    CHECK_EQ(t, log.stake[2], 10);
    /* and the pending row is what the hand_end reports; chips are conserved */
    CHECK_EQ(t, mouche_total_chips(&st), 5 * 1000);
    /* a flush takes the pool and every pending mouche */
    MoucheState f = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    f.pending[0] = 20;
    f.pending[1] = 10;
    f.npending = 2;
    f.balances[1] -= 30;
    const MoucheChips b0 = f.balances[0];
    CHECK_EQ(t, play_text(&f, "S S F F", NULL), REFUSE_NONE);
    CHECK_EQ(t, f.balances[0], b0 + 5 + 30);
    /* seat 1 made a mouche of 5: it waits alone in the row */
    CHECK_EQ(t, f.npending, 1);
    CHECK_EQ(t, f.pending[0], 5);
}

static void test_carry_cap(TestTally *t)
{
    const MoucheRules rules = rules_with("carry=cap,cap=10");
    MoucheState st = scenario(&rules, 4, 3, FLUSH_AT_0, "6D", NULL);
    st.pool = st.stake = 25;
    st.balances[2] -= 20;
    const MoucheChips b1 = st.balances[1];
    CHECK_EQ(t, play_text(&st, "S S F F", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.balances[1], b1 - 10); /* the mouche made costs the cap, not 25 */
    CHECK_EQ(t, st.pool, 10);
    CHECK_EQ(t, mouche_total_chips(&st), 4000);
}

/* ---- section 9: the Pamphile ---- */
static void test_pamphile_in_play(TestTally *t)
{
    const MoucheRules rules = rules_with("pamphile=1");
    /* trump diamonds: the jack of clubs is the highest trump */
    const char *const hands[] = { "KD 7S 8C AC KC", "JC 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState st = scenario(&rules, 4, 3, hands, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S S S P:KD", NULL), REFUSE_NONE);
    CHECK(t, mouche_playable(&st) == cards_of("JC")); /* following trump, it heads the king */
    MoucheChips before[4];
    memcpy(before, st.balances, sizeof before);
    CHECK_EQ(t, play_text(&st, "P:JC", NULL), REFUSE_NONE);
    /* paid when played: one chip from each other player */
    CHECK_EQ(t, st.balances[1], before[1] + 3);
    for (int s = 0; s < 4; s++)
        if (s != 1)
            CHECK_EQ(t, st.balances[s], before[s] - 1);
    CHECK_EQ(t, play_text(&st, "P:8D P:9D", NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trick_winner[0], 1);

    /* led, it counts as trump; clubs led, it is not a club */
    const char *const hands2[] = { "JC 7S 8C AC KC", "QS 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState led = scenario(&rules, 4, 3, hands2, "6D", NULL);
    CHECK_EQ(t, play_text(&led, "S S S S P:JC", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&led, "9C"), REFUSE_MUST_FOLLOW);
    CHECK(t, mouche_playable(&led) == cards_of("7D"));
    const char *const hands3[] = { "KC 7S 8C AC 6S", "JC 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState clubs = scenario(&rules, 4, 3, hands3, "6D", NULL);
    CHECK_EQ(t, play_text(&clubs, "S S S S P:KC", NULL), REFUSE_NONE);
    CHECK_EQ(t, can_play(&clubs, "JC"), REFUSE_MUST_FOLLOW);
    CHECK(t, mouche_playable(&clubs) == cards_of("9C"));
}

/* The note on a refused card (what the table says to teach the rule): the duty, the
 * lowest card that meets it, and the traps, the ace below the jack and the Pamphile. */
static MouchePlayNote note_on(const MoucheState *st, const char *card)
{
    MouchePlayNote note;
    const MoucheRefusal r = mouche_explain_play(st, card_of(card), &note);
    if (r != note.rule || r != can_play(st, card))
        abort(); /* the note agrees with the engine's check */
    return note;
}

static void test_play_notes(TestTally *t)
{
    /* heading: the ace ranks below the jack */
    const char *const hands[] = { "AH 7S 8C AD KC", "QH KH 6S 9C 7D", "JH TS 9S 6C 8D", "TH KS QS JC 9D" };
    MoucheState st = all_stand(hands, "6D");
    CHECK_EQ(t, play_text(&st, "P:AH", NULL), REFUSE_NONE);
    MouchePlayNote n = note_on(&st, "9C");
    CHECK_EQ(t, n.rule, REFUSE_MUST_FOLLOW); /* off-suit: the duty to follow, and to head */
    CHECK(t, n.must_head && n.allowed == cards_of("QH KH") && n.example == card_of("QH"));
    CHECK(t,
          n.led == card_of("AH") && n.best == card_of("AH") && n.led_suit == SUIT_HEARTS && n.trump == SUIT_DIAMONDS);
    CHECK(t, n.ace_below_jack);
    CHECK_EQ(t, play_text(&st, "P:QH", NULL), REFUSE_NONE);
    n = note_on(&st, "TS"); /* seat 2 holds JH, which does not beat the queen: any heart */
    CHECK_EQ(t, n.rule, REFUSE_MUST_FOLLOW);
    CHECK(t, !n.must_head && n.example == card_of("JH") && !n.ace_below_jack);
    /* an ace that does not head a jack */
    const char *const hands2[] = { "JH 7S 8C AD KC", "AH KH 6S 9C 7D", "QH TS 9S 6C 8D", "TH KS QS JC 9D" };
    st = all_stand(hands2, "6D");
    CHECK_EQ(t, play_text(&st, "P:JH", NULL), REFUSE_NONE);
    n = note_on(&st, "AH");
    CHECK_EQ(t, n.rule, REFUSE_MUST_HEAD);
    CHECK(t, n.must_head && n.example == card_of("KH") && n.best == card_of("JH") && n.ace_below_jack);
    n = note_on(&st, "KH");
    CHECK_EQ(t, n.rule, REFUSE_NONE);
    n = note_on(&st, "QS");
    CHECK_EQ(t, n.rule, REFUSE_CARD_NOT_HELD);
    CHECK(t, n.example == MOUCHE_NO_CARD && n.led == MOUCHE_NO_CARD);
    /* trump, then overtrump: the lowest trump that does */
    const char *const hands3[] = { "KS 7S 8C AC KC", "QH 6H 9H 9C 7D", "JH TH 8H AD 8D", "AH KH 6S QS 9D" };
    st = all_stand(hands3, "6D");
    CHECK_EQ(t, play_text(&st, "P:KS", NULL), REFUSE_NONE);
    n = note_on(&st, "QH");
    CHECK(t, n.rule == REFUSE_MUST_TRUMP && n.example == card_of("7D") && n.allowed == cards_of("7D"));
    CHECK(t, n.led_suit == SUIT_SPADES && !n.ace_below_jack);
    CHECK_EQ(t, play_text(&st, "P:7D", NULL), REFUSE_NONE);
    n = note_on(&st, "JH");
    CHECK(t, n.rule == REFUSE_MUST_OVERTRUMP && n.best == card_of("7D") && n.allowed == cards_of("AD 8D"));
    CHECK(t, n.example == card_of("8D") && !n.ace_below_jack);
    /* leading, or not the play: no duty to tell */
    st = all_stand(hands3, "6D");
    n = note_on(&st, "KS");
    CHECK(t, n.rule == REFUSE_NONE && n.led == MOUCHE_NO_CARD);
    const MoucheRules rules = mouche_rules_default();
    MoucheState decl = scenario(&rules, 4, 3, hands3, "6D", NULL);
    CHECK_EQ(t, mouche_explain_play(&decl, card_of("KS"), &n), REFUSE_WRONG_PHASE);
}

static void test_play_notes_pamphile(TestTally *t)
{
    const MoucheRules rules = rules_with("pamphile=1");
    /* the Pamphile led counts as a trump: follow with a trump */
    const char *const hands[] = { "JC 7S 8C AC KC", "QS 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState st = scenario(&rules, 4, 3, hands, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S S S P:JC", NULL), REFUSE_NONE);
    MouchePlayNote n = note_on(&st, "9C");
    CHECK(t, n.rule == REFUSE_MUST_FOLLOW && n.pamphile_led && n.led_suit == SUIT_DIAMONDS);
    CHECK(t, n.example == card_of("7D") && !n.pamphile_tried);
    /* clubs led: the Pamphile is not a club */
    const char *const hands2[] = { "KC 7S 8C AC 6S", "JC 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    st = scenario(&rules, 4, 3, hands2, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S S S P:KC", NULL), REFUSE_NONE);
    n = note_on(&st, "JC");
    CHECK(t, n.rule == REFUSE_MUST_FOLLOW && n.pamphile_tried && !n.pamphile_led && n.led_suit == SUIT_CLUBS);
    CHECK(t, n.example == card_of("9C") && !n.pamphile_allowed);
    /* void in hearts, the Pamphile the only trump: it must be played */
    const char *const hands3[] = { "KH 7S 8C AC 6H", "JC 6S 9S 9C 7C", "JH TH 8H 6C 8D", "AH KS QC TC 9D" };
    st = scenario(&rules, 4, 3, hands3, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S S S S P:KH", NULL), REFUSE_NONE);
    n = note_on(&st, "9S");
    CHECK(t, n.rule == REFUSE_MUST_TRUMP && n.pamphile_allowed && n.example == card_of("JC"));
}

/* Over random games, with and without the Pamphile and heading: the note agrees with the
 * engine at every card of every hand in play, and offers the weakest card that meets the duty. */
static void test_play_notes_random(TestTally *t)
{
    const char *const options[] = { "", "pamphile=1", "head=0,pamphile=1,pamphile_mouche=trump" };
    int duties = 0;
    for (int o = 0; o < 3; o++)
        for (uint64_t seed = 1; seed <= 150; seed++) {
            const MoucheRules rules = rules_with(options[o]);
            MoucheState st;
            if (!mouche_start(&st, &rules, 3 + (int)(seed % 4), 4, seed, NULL, NULL, 0))
                abort();
            uint64_t pick = seed * 0x9E3779B97F4A7C15ull;
            while (mouche_phase(&st) != PHASE_GAME_OVER) {
                const MoucheCardSet ok = mouche_playable(&st);
                for (MoucheCardSet h = ok ? st.hand[st.to_move] : 0; h; h &= h - 1) {
                    const MoucheCard c = mouche_set_first(h);
                    MouchePlayNote n;
                    const MoucheRefusal r = mouche_explain_play(&st, c, &n);
                    CHECK(t, r == n.rule && r == mouche_check(&st, mouche_act(ACT_PLAY, c, 0)));
                    if (r == REFUSE_NONE)
                        continue;
                    duties++;
                    CHECK(t, n.allowed == ok && mouche_set_has(ok, n.example) && n.tried == c);
                    for (MoucheCardSet w = ok; w; w &= w - 1)
                        CHECK(t, mouche_set_first(w) == n.example ||
                                     mouche_trick_beats(&rules, st.trump, mouche_set_first(w), n.example));
                    CHECK(t, mouche_trick_suit(&rules, st.trump, n.example) ==
                                 (r == REFUSE_MUST_FOLLOW || r == REFUSE_MUST_HEAD ? n.led_suit : st.trump));
                }
                MoucheAction acts[MOUCHE_MAX_ACTIONS];
                const int n = mouche_legal_actions(&st, acts);
                pick = pick * 6364136223846793005ull + 1442695040888963407ull;
                if (n == 0 || mouche_apply(&st, acts[(pick >> 33) % (uint64_t)n], NULL) != REFUSE_NONE)
                    abort();
            }
        }
    CHECK(t, duties > 1000);
}

static void test_pamphile_flush_options(TestTally *t)
{
    MoucheRules r = rules_with("pamphile=1");
    int suit = -1, points = 0;
    CHECK(t, mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KC QC 9C 8C"), &suit, &points));
    CHECK_EQ(t, suit, SUIT_CLUBS);
    CHECK_EQ(t, points, 10 + 10 + 10 + 9 + 8);
    CHECK(t, !mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KD QD 9D 8D"), NULL, NULL));
    r = rules_with("pamphile=1,pamphile_mouche=trump");
    CHECK(t, mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KD QD 9D 8D"), &suit, NULL));
    CHECK_EQ(t, suit, SUIT_DIAMONDS);
    /* five clubs are five clubs: J of clubs completes a club flush or a trump flush */
    CHECK(t, mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KC QC 9C 8C"), &suit, &points));
    CHECK_EQ(t, suit, SUIT_CLUBS);
    CHECK_EQ(t, points, 10 + 10 + 10 + 9 + 8);
    CHECK(t, mouche_hand_flush(&r, SUIT_CLUBS, cards_of("JC KC QC 9C 8C"), &suit, NULL));
    CHECK_EQ(t, suit, SUIT_CLUBS);
    CHECK(t, !mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KH QH 9H 8H"), NULL, NULL));
    CHECK(t, !mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KC QC 9C 8D"), NULL, NULL));
    r = rules_with("pamphile=1,pamphile_mouche=any");
    CHECK(t, mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KH QH 9H 8H"), &suit, NULL));
    CHECK_EQ(t, suit, SUIT_HEARTS);
    CHECK(t, mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KC QC 9C 8C"), &suit, NULL));
    CHECK(t, !mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KH QH 9H 8S"), NULL, NULL));
    /* without the variant the jack of clubs is an ordinary club */
    r = mouche_rules_default();
    CHECK(t, !mouche_hand_flush(&r, SUIT_DIAMONDS, cards_of("JC KH QH 9H 8H"), NULL, NULL));
}

/* Finds a seed whose first hand turns the jack of clubs. */
static bool start_with_pamphile_turned(const MoucheRules *rules, MoucheState *st, const MoucheSink *sink)
{
    for (uint64_t seed = 1; seed < 100000; seed++) {
        if (!mouche_start(st, rules, 4, 1, seed, NULL, NULL, 0))
            return false;
        if (st->turned == mouche_card(SUIT_CLUBS, RANK_JACK))
            return mouche_start(st, rules, 4, 1, seed, sink, NULL, 0);
    }
    return false;
}

static void test_pamphile_turned(TestTally *t)
{
    MoucheRules r = rules_with("pamphile=1");
    MoucheState st;
    CHECK(t, start_with_pamphile_turned(&r, &st, NULL));
    CHECK_EQ(t, st.phase, PHASE_TRUMP_CHOICE);
    CHECK_EQ(t, st.to_move, st.dealer);
    CHECK_EQ(t, st.trump, -1);
    /* paid at once by each other player */
    CHECK_EQ(t, st.balances[st.dealer], 1000 - 5 + 3);
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_TRUMP, SUIT_HEARTS, 0), NULL), REFUSE_NONE);
    CHECK_EQ(t, st.trump, SUIT_HEARTS);
    CHECK_EQ(t, st.phase, PHASE_DECLARE);
    CHECK_EQ(t, st.to_move, (st.dealer + 1) % 4);

    /* if_in: paid only when the dealer does not fold, at the end of the declarations */
    r = rules_with("pamphile=1,pamphile_turned=if_in");
    CHECK(t, start_with_pamphile_turned(&r, &st, NULL));
    CHECK_EQ(t, st.balances[st.dealer], 1000 - 5);
    MoucheState folds = st, stands = st;
    CHECK_EQ(t, play_text(&folds, "T:S S S S F", NULL), REFUSE_NONE);
    CHECK_EQ(t, folds.balances[folds.dealer], 1000 - 5);
    CHECK_EQ(t, play_text(&stands, "T:S S S S S", NULL), REFUSE_NONE);
    CHECK_EQ(t, stands.balances[stands.dealer] - (stands.phase == PHASE_HAND_OVER ? 0 : 0), 1000 - 5 + 3);
}

/* Every other player pays the Pamphile, the dealer first, then in turn from the dealer's right. */
static void test_pamphile_dealer_pays_first(TestTally *t)
{
    const MoucheRules rules = rules_with("pamphile=1");
    const char *const hands[] = { "QS 6H 9H 9C 7D", "JC 7S 8C AC KC", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState st = scenario(&rules, 4, 2, hands, "6D", NULL);
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    CHECK_EQ(t, play_text(&st, "F F S F", &sink), REFUSE_NONE); /* seat 1 alone: paid without play */
    int payers[MOUCHE_MAX_PLAYERS], n = 0;
    for (int i = 0; i < rec->count && n < MOUCHE_MAX_PLAYERS; i++)
        if (rec->events[i].type == EV_PAY && rec->events[i].reason == PAY_PAMPHILE) {
            CHECK_EQ(t, rec->events[i].target, 1);
            payers[n++] = rec->events[i].seat;
        }
    CHECK_EQ(t, n, 3);
    if (n == 3) {
        CHECK_EQ(t, payers[0], 2); /* the dealer */
        CHECK_EQ(t, payers[1], 3);
        CHECK_EQ(t, payers[2], 0);
    }
    free(rec);
}

/* When all fold, the dealer takes the pool and is paid the Pamphile held or turned. */
static void test_pamphile_all_fold(TestTally *t)
{
    const MoucheRules rules = rules_with("pamphile=1");
    MoucheState st = scenario(&rules, 4, 3, PLAIN, "6D", NULL); /* the dealer, seat 3, holds JC */
    Recorder *rec = calloc(1, sizeof *rec);
    const MoucheSink sink = { record_event, rec };
    const MoucheChips before = st.balances[3];
    CHECK_EQ(t, play_text(&st, "F F F", &sink), REFUSE_NONE);
    CHECK_EQ(t, st.phase, PHASE_HAND_OVER);
    CHECK_EQ(t, st.balances[3], before + 5 + 3);
    CHECK_EQ(t, count_pays(rec, PAY_PAMPHILE, 99, 3), 3);
    /* a folder holding it is paid nothing */
    const char *const folder_holds[] = { "TH 7S 8C AD JC", "QH 6H 6S 9C 7D", "JH TS 9S 6C 8D", "AH KS QS KC 9D" };
    MoucheState f = scenario(&rules, 4, 3, folder_holds, "6D", NULL);
    rec->count = 0;
    CHECK_EQ(t, play_text(&f, "F F F", &sink), REFUSE_NONE);
    CHECK_EQ(t, count_pays(rec, PAY_PAMPHILE, 99, 99), 0);
    /* turned, with if_in: the dealer never declared and did not fold, so is paid */
    const MoucheRules if_in = rules_with("pamphile=1,pamphile_turned=if_in");
    MoucheState turned;
    if (start_with_pamphile_turned(&if_in, &turned, NULL)) {
        const int dealer = turned.dealer;
        const MoucheChips b = turned.balances[dealer];
        rec->count = 0;
        CHECK_EQ(t, play_text(&turned, "T:H F F F", &sink), REFUSE_NONE);
        CHECK_EQ(t, count_pays(rec, PAY_PAMPHILE, 99, dealer), 3);
        CHECK_EQ(t, count_pays(rec, PAY_ALL_FOLDED, MOUCHE_PARTY_POOL, dealer), 1);
        CHECK_EQ(t, turned.balances[dealer], b + 5 + 3);
    } else {
        CHECK(t, false);
    }
    free(rec);
}

static void test_pamphile_paid_without_play(TestTally *t)
{
    const MoucheRules rules = rules_with("pamphile=1");
    const char *const hands[] = { "JC 7S 8C AC KC", "QS 6H 9H 9C 7D", "JH TH 8H 6C 8D", "AH KH QC TC 9D" };
    MoucheState st = scenario(&rules, 4, 3, hands, "6D", NULL);
    const MoucheChips before = st.balances[0];
    CHECK_EQ(t, play_text(&st, "S F F F", NULL), REFUSE_NONE); /* alone: no trick play */
    CHECK_EQ(t, st.balances[0], before + 5 + 3);
    /* a folded holder is not paid */
    MoucheState f = scenario(&rules, 4, 3, hands, "6D", NULL);
    const MoucheChips b0 = f.balances[0];
    CHECK_EQ(t, play_text(&f, "F S F F", NULL), REFUSE_NONE);
    CHECK_EQ(t, f.balances[0], b0);
}

/* The hand_end event announces the next hand's stake; it must be the stake
 * the next hand is then played for, under every carry option. */
typedef struct {
    MoucheChips announced[64];
    int count;
} NextStakes;

static void note_next_stake(void *ctx, const MoucheEvent *ev)
{
    NextStakes *n = ctx;
    if (ev->type == EV_HAND_END && n->count < 64)
        n->announced[n->count++] = ev->amount;
}

static void test_next_stake_announced(TestTally *t)
{
    const char *const options[] = { "", "carry=successive", "carry=cap,cap=5,ante=10" };
    for (int o = 0; o < 3; o++) {
        const MoucheRules rules = rules_with(options[o]);
        NextStakes n = { { 0 }, 0 };
        const MoucheSink sink = { note_next_stake, &n };
        MoucheState st;
        CHECK(t, mouche_start(&st, &rules, 5, 30, 17 + (uint64_t)o, &sink, NULL, 0));
        uint64_t rng[4];
        mouche_rng_seed(rng, 5);
        int checked = 0;
        while (st.phase != PHASE_GAME_OVER) {
            MoucheAction a[MOUCHE_MAX_ACTIONS];
            const int count = mouche_legal_actions(&st, a);
            const bool next_hand = st.phase == PHASE_HAND_OVER;
            if (next_hand) {
                MoucheView v;
                mouche_view(&st, 0, &v);
                CHECK_EQ(t, mouche_view_next_stake(&v), n.announced[n.count - 1]);
            }
            const int pick = st.phase == PHASE_DECLARE ? (mouche_rng_below(rng, 4) ? 1 : 0)
                                                       : (int)mouche_rng_below(rng, (uint32_t)count);
            CHECK_EQ(t, mouche_apply(&st, a[pick], &sink), REFUSE_NONE);
            if (next_hand) {
                CHECK_EQ(t, st.stake, n.announced[n.count - 1]);
                checked++;
            }
        }
        CHECK_EQ(t, checked, 29);
    }
}

static void test_shown_flush_per_seat(TestTally *t)
{
    const char *const hands[] = { "KH QH JH 9H 7H", "KS QS JS 9S 7S", "JD TS 8S 6C 8D", "AH KC AS JC 9D" };
    const MoucheRules rules = mouche_rules_default();
    MoucheState st = scenario(&rules, 4, 3, hands, "6D", NULL);
    CHECK_EQ(t, play_text(&st, "S! S!", NULL), REFUSE_NONE);
    MoucheView v;
    mouche_view(&st, 2, &v);
    CHECK(t, v.shown_hand[0] == cards_of(hands[0]));
    CHECK(t, v.shown_hand[1] == cards_of(hands[1]));
    CHECK(t, v.shown_hand[3] == 0);
    CHECK(t, v.shown_cards == (cards_of(hands[0]) | cards_of(hands[1])));
}

/* ---- section 10: game length ---- */
static void test_game_length(TestTally *t)
{
    const MoucheRules rules = mouche_rules_default();
    HandLog log;
    MoucheState st;
    CHECK(t, random_game(&rules, 3, 7, 5, &log, &st));
    CHECK_EQ(t, st.phase, PHASE_GAME_OVER);
    CHECK_EQ(t, st.hand_no, 7);
    CHECK_EQ(t, mouche_apply(&st, mouche_act(ACT_NEXT_HAND, 0, 0), NULL), REFUSE_GAME_OVER);
    /* endless: still dealing after many hands */
    CHECK(t, mouche_start(&st, &rules, 3, 0, 5, NULL, NULL, 0));
    for (int i = 0; i < 20000 && st.hand_no < 600; i++) {
        MoucheAction a[MOUCHE_MAX_ACTIONS];
        mouche_legal_actions(&st, a);
        CHECK_EQ(t, mouche_apply(&st, a[0], NULL), REFUSE_NONE);
    }
    CHECK_EQ(t, st.hand_no, 600);
    CHECK(t, st.phase != PHASE_GAME_OVER);
}

static void test_bad_start(TestTally *t)
{
    MoucheState st;
    char why[128] = "";
    const MoucheRules rules = mouche_rules_default();
    CHECK(t, !mouche_start(&st, &rules, 7, 1, 1, NULL, why, sizeof why));
    CHECK(t, strstr(why, "players") != NULL);
    CHECK(t, !mouche_start(&st, &rules, 2, 1, 1, NULL, why, sizeof why));
    MoucheRules bad = rules;
    bad.ante = 3;
    CHECK(t, !mouche_start(&st, &bad, 4, 1, 1, NULL, why, sizeof why));
}

static void test_action_text(TestTally *t)
{
    const char *const texts[] = { "F",         "S",     "S!",   "X:KH", "X:9S.KH.TD", "Q3", "A:silent",
                                  "A:evasive", "A:yes", "A:no", "T:C",  "P:TD",       "N" };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        MoucheAction a;
        char back[64];
        CHECK(t, mouche_action_parse(texts[i], &a));
        mouche_action_format(a, back, sizeof back);
        MoucheAction again;
        CHECK(t, mouche_action_parse(back, &again));
        CHECK(t, a.kind == again.kind && a.arg == again.arg && a.cards == again.cards);
    }
    const char *const bad[] = { "", "X", "X:", "X:KH.KH", "P:1H", "Q9", "A:maybe", "T:X", "S?", "P:KHX" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        MoucheAction a;
        CHECK(t, !mouche_action_parse(bad[i], &a));
    }
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, test_deck_sizes);
    RUN(&t, test_rules_parse);
    RUN(&t, test_deal_packets);
    RUN(&t, test_fold_exchange_stand);
    RUN(&t, test_exchange_limited_by_stock);
    RUN(&t, test_questions_and_no_lie);
    RUN(&t, test_no_question_after_exchange);
    RUN(&t, test_show_flush);
    RUN(&t, test_all_fold);
    RUN(&t, test_lone_player);
    RUN(&t, test_flush_takes_pool);
    RUN(&t, test_flush_after_exchange_does_not_count);
    RUN(&t, test_flush_tiebreaks);
    RUN(&t, test_shuffle_draws);
    RUN(&t, test_presets);
    RUN(&t, test_follow_and_head);
    RUN(&t, test_head_option);
    RUN(&t, test_silence_option);
    RUN(&t, test_trump_and_overtrump);
    RUN(&t, test_exception_and_void);
    RUN(&t, test_fifths_and_mouche_made);
    RUN(&t, test_worked_example);
    RUN(&t, test_carry_successive);
    RUN(&t, test_carry_cap);
    RUN(&t, test_pamphile_in_play);
    RUN(&t, test_pamphile_flush_options);
    RUN(&t, test_play_notes);
    RUN(&t, test_play_notes_pamphile);
    RUN(&t, test_play_notes_random);
    RUN(&t, test_pamphile_turned);
    RUN(&t, test_pamphile_dealer_pays_first);
    RUN(&t, test_pamphile_all_fold);
    RUN(&t, test_pamphile_paid_without_play);
    RUN(&t, test_next_stake_announced);
    RUN(&t, test_shown_flush_per_seat);
    RUN(&t, test_game_length);
    RUN(&t, test_bad_start);
    RUN(&t, test_action_text);
    return test_summary(&t);
}
