/* Tests of what an AI seat remembers of its table (MoucheAiMemory). One
 * program, one test per argument:
 *
 *   test_ai_memory learn     from scripted opponents: who never stays in, whose
 *                            silence means the mouche; and the Expert then folds
 *                            to that silence where it would not without its memory
 *   test_ai_memory persist   the text of a memory reads back to the same bytes;
 *                            damaged or foreign text is refused
 *   test_ai_memory nopeek    re-dealing the hidden cards changes neither what a
 *                            memory learns nor what the Expert decides with it
 *
 * The work scales with MOUCHE_AI_TEST_SCALE (default 1; 0.1 under sanitizers). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_test.h"
#include "mouche/ai.h"
#include "mouche/game.h"
#include "mouche/view.h"

static int failures; /* CHECK (ai_test.h) counts here */

static bool same_action(MoucheAction a, MoucheAction b)
{
    return a.kind == b.kind && a.arg == b.arg && a.cards == b.cards;
}

/* Makes seat's dealt hand a flush of `suit` by swapping cards with the other hands and the stock. */
static bool give_flush(MoucheState *st, int seat, int suit)
{
    MoucheCardSet want = 0, avail = st->deck & mouche_suit_set(suit) & ~mouche_bit(st->turned);
    for (int i = 0; i < MOUCHE_HAND_SIZE && avail; i++) {
        want |= mouche_bit(mouche_set_first(avail));
        avail &= avail - 1;
    }
    if (mouche_set_count(want) < MOUCHE_HAND_SIZE)
        return false;
    for (MoucheCardSet m = want & ~st->hand[seat]; m; m &= m - 1) {
        const MoucheCard c = mouche_set_first(m), out = mouche_set_first(st->hand[seat] & ~want);
        bool done = false;
        for (int s = 0; s < st->players && !done; s++)
            if (s != seat && mouche_set_has(st->hand[s], c)) {
                st->hand[s] = (st->hand[s] & ~mouche_bit(c)) | mouche_bit(out);
                done = true;
            }
        for (int i = st->stock_top; i < st->stock_top + st->stock_len && !done; i++)
            if (st->stock[i] == c) {
                st->stock[i] = out;
                done = true;
            }
        if (!done)
            return false;
        st->hand[seat] = (st->hand[seat] & ~mouche_bit(out)) | mouche_bit(c);
    }
    return true;
}

/* ---- learn -------------------------------------------------------------------- */

enum { OBSERVER = 0, NEVER_IN = 1, TELLER = 2, PLAIN = 3, PLAYERS = 4 };

typedef struct {
    long heard_silent, fold_silent, fold_silent_forgetful; /* the teller's silence, with and without memory */
    long heard_evasive, fold_evasive;
    long could_ask, asked_teller; /* the teller stood unasked: how often the Expert itself would ask it */
} Reading;

/* The scripted seats: NEVER_IN always folds; TELLER plays like the Standard bot
 * but answers silently only when it holds the mouche; PLAIN is the Standard bot.
 * The observer asks every stander before it, then declares as an Expert. */
static MoucheAction scripted(const MoucheState *st, const MoucheView *v, MoucheAiMemory *memory, uint64_t seed,
                             Reading *reading)
{
    const int seat = st->to_move;
    MoucheAiConfig cfg = mouche_ai_config(seat == OBSERVER ? MOUCHE_AI_EXPERT : MOUCHE_AI_STANDARD, MOUCHE_TEMPER_BOLD,
                                          seed * 31 + (uint64_t)seat);
    cfg.budget_ms = 1e6; /* count work only */
    if (st->phase == PHASE_DECLARE && seat == NEVER_IN)
        return mouche_act(ACT_FOLD, 0, 0);
    if (st->phase == PHASE_ANSWER && seat == TELLER) {
        int suit, points;
        const bool flush = !v->exchanged[seat] && mouche_set_count(v->my_hand) == MOUCHE_HAND_SIZE &&
                           mouche_hand_flush(&v->rules, v->trump, v->my_hand, &suit, &points);
        return mouche_act(ACT_ANSWER, flush ? ANSWER_SILENT : ANSWER_EVASIVE, 0);
    }
    if (seat != OBSERVER)
        return mouche_ai_decide(v, &cfg);
    if (st->phase == PHASE_DECLARE && reading && v->decl[TELLER] == DECL_STAND &&
        !(v->asked & ((uint64_t)1 << (OBSERVER * 8 + TELLER)))) {
        MoucheAiMemory scratch = *memory;
        const MoucheAction own = mouche_ai_decide_remembering(v, &cfg, &scratch);
        reading->could_ask++;
        reading->asked_teller += own.kind == ACT_QUESTION && own.arg == TELLER;
    }
    if (st->phase == PHASE_DECLARE)
        for (int t = 1; t < PLAYERS; t++)
            if (v->decl[t] == DECL_STAND && !(v->asked & ((uint64_t)1 << (OBSERVER * 8 + t))) &&
                !(v->shown & (1u << t)))
                return mouche_act(ACT_QUESTION, t, 0);
    const MoucheAction a = mouche_ai_decide_remembering(v, &cfg, memory);
    if (st->phase == PHASE_DECLARE && reading) {
        const int heard = v->answers[OBSERVER][TELLER];
        if (heard == ANSWER_SILENT) {
            MoucheAiMemory scratch = *memory;
            MoucheAiConfig forgetful = cfg;
            forgetful.ablate |= MOUCHE_AI_ABLATE_MEMORY;
            reading->heard_silent++;
            reading->fold_silent += a.kind == ACT_FOLD;
            reading->fold_silent_forgetful += mouche_ai_decide_remembering(v, &forgetful, &scratch).kind == ACT_FOLD;
        } else if (heard == ANSWER_EVASIVE) {
            reading->heard_evasive++;
            reading->fold_evasive += a.kind == ACT_FOLD;
        }
    }
    return a;
}

/* One hand with the scripted seats, the teller dealt a flush one time in `flush_every`. */
static bool play_hand(uint64_t seed, MoucheAiMemory *memory, int flush_every, Reading *reading)
{
    MoucheState st;
    const MoucheRules rules = mouche_rules_default();
    if (!mouche_start(&st, &rules, PLAYERS, 1, seed, NULL, NULL, 0))
        return false;
    if (seed % (uint64_t)flush_every == 0 && st.phase == PHASE_DECLARE)
        give_flush(&st, TELLER, (int)(seed / (uint64_t)flush_every) % MOUCHE_SUITS);
    while (st.to_move >= 0 && st.phase < PHASE_HAND_OVER) {
        MoucheView v;
        mouche_view(&st, st.to_move, &v);
        const MoucheAction a = scripted(&st, &v, memory, seed, reading);
        if (mouche_apply(&st, a, NULL) != REFUSE_NONE) {
            char text[64];
            mouche_action_format(a, text, sizeof text);
            CHECK(false, "seat %d: illegal %s", st.to_move, text);
            return false;
        }
    }
    MoucheView end;
    mouche_view(&st, OBSERVER, &end);
    mouche_ai_observe(memory, &end);
    mouche_ai_observe(memory, &end); /* a second look at the same hand teaches nothing */
    return true;
}

static int test_learn(void)
{
    MoucheAiMemory memory;
    mouche_ai_memory_init(&memory, OBSERVER, PLAYERS);
    const int hands = 600; /* what learning takes, even under sanitizers (a few seconds in Release) */
    Reading reading = { 0 };
    int played = 0;
    for (int h = 0; h < hands; h++) {
        /* the last third is where the reading is measured */
        played += play_hand(1000 + (uint64_t)h, &memory, 6, h >= hands * 2 / 3 ? &reading : NULL);
    }
    CHECK(played == hands, "%d of %d hands played", played, hands);
    CHECK(fabsf(memory.hands - (float)played) < 0.5f, "learned from %.0f hands, not %d", memory.hands, played);
    const MoucheAiSeatModel *never = &memory.seat_model[NEVER_IN], *plain = &memory.seat_model[PLAIN];
    const double never_rate = (never->stayed[0] + never->stayed[1]) / (never->declared[0] + never->declared[1]);
    const double plain_rate = (plain->stayed[0] + plain->stayed[1]) / (plain->declared[0] + plain->declared[1]);
    printf("learn: %d hands; stays in: never-in %.3f, standard %.3f\n", played, never_rate, plain_rate);
    CHECK(never_rate == 0, "the seat that always folds stayed in %.3f of its hands", never_rate);
    CHECK(plain_rate > 0.5, "the Standard seat stayed in only %.3f", plain_rate);

    const double teller_silent = mouche_ai_memory_flush_chance(&memory, TELLER, ANSWER_SILENT);
    const double teller_evasive = mouche_ai_memory_flush_chance(&memory, TELLER, ANSWER_EVASIVE);
    const double plain_silent = mouche_ai_memory_flush_chance(&memory, PLAIN, ANSWER_SILENT);
    MoucheAiMemory empty;
    mouche_ai_memory_init(&empty, OBSERVER, PLAYERS);
    const double prior_silent = mouche_ai_memory_flush_chance(&empty, TELLER, ANSWER_SILENT);
    printf("learn: chance of the mouche after silence: teller %.3f, standard %.3f (before learning %.3f); "
           "after evasion: teller %.4f\n",
           teller_silent, plain_silent, prior_silent, teller_evasive);
    CHECK(teller_silent > 0.5, "the teller's silence reads as the mouche only %.3f", teller_silent);
    CHECK(teller_evasive < teller_silent / 20, "the teller's evasion still reads as the mouche %.4f", teller_evasive);
    CHECK(plain_silent < 0.05, "the Standard's silence, which tells nothing, reads as the mouche %.3f", plain_silent);
    CHECK(prior_silent < 0.01, "an empty memory already reads silence as the mouche %.3f", prior_silent);

    printf("learn: the Expert heard the teller's silence %ld times and folded %ld (without its memory it would have "
           "folded %ld); heard its evasion %ld times and folded %ld\n",
           reading.heard_silent, reading.fold_silent, reading.fold_silent_forgetful, reading.heard_evasive,
           reading.fold_evasive);
    printf("learn: the teller stood unasked %ld times; the Expert would have asked it %ld times\n", reading.could_ask,
           reading.asked_teller);
    CHECK(reading.could_ask > 0 && reading.asked_teller == reading.could_ask,
          "the Expert did not always ask the player whose answers tell (%ld of %ld)", reading.asked_teller,
          reading.could_ask);
    CHECK(reading.heard_silent >= 3, "too few silences heard (%ld)", reading.heard_silent);
    CHECK(reading.fold_silent == reading.heard_silent, "the Expert stayed in %ld times against a known mouche",
          reading.heard_silent - reading.fold_silent);
    CHECK(reading.fold_silent_forgetful < reading.heard_silent,
          "without its memory the Expert folds to the silence anyway: the test shows nothing");
    const double o = mouche_ai_memory_overstatement(&memory);
    CHECK(isfinite(o) && fabs(o) <= 0.35, "overstatement %.3f", o);
    return failures;
}

/* ---- persist ---------------------------------------------------------------------- */

static int test_persist(void)
{
    MoucheAiMemory memory;
    mouche_ai_memory_init(&memory, OBSERVER, PLAYERS);
    for (int h = 0; h < scaled(120); h++)
        play_hand(5000 + (uint64_t)h, &memory, 5, NULL);
    char text[MOUCHE_AI_MEMORY_TEXT_MAX];
    CHECK(mouche_ai_memory_format(&memory, text, sizeof text), "the memory does not fit its text");
    MoucheAiMemory back;
    memset(&back, 0x5a, sizeof back);
    CHECK(mouche_ai_memory_parse(text, OBSERVER, PLAYERS, &back), "its own text is refused: %s", text);
    mouche_ai_memory_init(&back, OBSERVER, PLAYERS); /* padding aside: compare the fields */
    mouche_ai_memory_parse(text, OBSERVER, PLAYERS, &back);
    char again[MOUCHE_AI_MEMORY_TEXT_MAX];
    mouche_ai_memory_format(&back, again, sizeof again);
    CHECK(strcmp(text, again) == 0, "read back, the memory writes another text");
    CHECK(memcmp(&back, &memory, sizeof back) == 0, "read back, the memory differs");
    char small[64];
    CHECK(!mouche_ai_memory_format(&memory, small, sizeof small), "a memory fits in 64 bytes?");

    /* refusals: every one leaves the memory as it was */
    const MoucheAiMemory before = back;
    CHECK(!mouche_ai_memory_parse(text, 1, PLAYERS, &back), "another seat's memory was accepted");
    CHECK(!mouche_ai_memory_parse(text, OBSERVER, 5, &back), "another table's memory was accepted");
    char bad[MOUCHE_AI_MEMORY_TEXT_MAX + 16];
    snprintf(bad, sizeof bad, "%.*s", (int)(strlen(text) / 2), text);
    CHECK(!mouche_ai_memory_parse(bad, OBSERVER, PLAYERS, &back), "a truncated memory was accepted");
    snprintf(bad, sizeof bad, "%s 7", text);
    CHECK(!mouche_ai_memory_parse(bad, OBSERVER, PLAYERS, &back), "a memory with a number too many was accepted");
    snprintf(bad, sizeof bad, "aimemory 2%s", text + strlen("aimemory 1"));
    CHECK(!mouche_ai_memory_parse(bad, OBSERVER, PLAYERS, &back), "a memory of another version was accepted");
    snprintf(bad, sizeof bad, "%s", text);
    char *last = strrchr(bad, ' ');
    snprintf(last, sizeof bad - (size_t)(last - bad), " nan");
    CHECK(!mouche_ai_memory_parse(bad, OBSERVER, PLAYERS, &back), "a memory with nan was accepted");
    snprintf(last, sizeof bad - (size_t)(last - bad), " -3");
    CHECK(!mouche_ai_memory_parse(bad, OBSERVER, PLAYERS, &back), "a negative count was accepted");
    CHECK(!mouche_ai_memory_parse("", OBSERVER, PLAYERS, &back) && !mouche_ai_memory_parse(NULL, 0, 4, &back),
          "an empty memory line was accepted");
    CHECK(memcmp(&before, &back, sizeof back) == 0, "a refused text changed the memory");
    /* a count of stays above the declarations seen cannot come from a real table */
    MoucheAiMemory odd = memory;
    odd.seat_model[1].stayed[0] = odd.seat_model[1].declared[0] + 1;
    CHECK(!mouche_ai_memory_valid(&odd, OBSERVER, PLAYERS), "more stays than declarations is valid");
    printf("persist: %zu bytes of text for %.0f hands, read back exactly; 9 damaged or foreign texts refused\n",
           strlen(text), memory.hands);
    return failures;
}

/* ---- nopeek -------------------------------------------------------------------------- */

/* The state with every card hidden from `seat` dealt again at random, consistently with its view. */
static bool redeal(const MoucheState *st, int seat, uint64_t seed, MoucheState *out)
{
    MoucheView v;
    mouche_view(st, seat, &v);
    MoucheWorld w;
    memset(&w, 0, sizeof w);
    MoucheCard pool[MOUCHE_DECK_MAX];
    int n = 0;
    for (MoucheCardSet m = mouche_view_unknown(&v); m; m &= m - 1)
        pool[n++] = mouche_set_first(m);
    uint64_t x = seed | 1;
    for (int i = n - 1; i > 0; i--) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        const int j = (int)(x % (uint64_t)(i + 1));
        const MoucheCard c = pool[i];
        pool[i] = pool[j];
        pool[j] = c;
    }
    if (v.shown || v.flush_winner >= 0)
        return false; /* shown cards would need placing first: skip those moments */
    int k = 0;
    for (int s = 0; s < v.players; s++) {
        if (s == seat)
            continue;
        for (int i = 0; i < v.hand_count[s]; i++)
            w.hand[s] |= mouche_bit(pool[k++]);
        for (int i = 0; i < v.exchanged[s]; i++)
            w.discards[s] |= mouche_bit(pool[k++]);
    }
    for (int i = 0; i < v.stock_left; i++)
        w.stock[i] = pool[k++];
    char why[160];
    return k == n && mouche_state_from_view(&v, &w, seed, out, why, sizeof why);
}

static int test_nopeek(void)
{
    MoucheAiMemory trained;
    mouche_ai_memory_init(&trained, OBSERVER, PLAYERS);
    for (int h = 0; h < scaled(150); h++)
        play_hand(9000 + (uint64_t)h, &trained, 4, NULL);
    long decisions = 0, endings = 0;
    for (int g = 0; g < scaled(80); g++) {
        MoucheState st;
        const MoucheRules rules = mouche_rules_default();
        if (!mouche_start(&st, &rules, PLAYERS, 1, 700 + (uint64_t)g, NULL, NULL, 0))
            continue;
        MoucheAiMemory live = trained;
        while (st.to_move >= 0 && st.phase < PHASE_HAND_OVER) {
            MoucheView v;
            mouche_view(&st, st.to_move, &v);
            if (st.to_move == OBSERVER && (st.phase == PHASE_DECLARE || st.phase == PHASE_PLAY)) {
                MoucheAiConfig cfg = mouche_ai_config(MOUCHE_AI_EXPERT, MOUCHE_TEMPER_BOLD, 41 + (uint64_t)g);
                cfg.budget_ms = 1e6;
                MoucheAiMemory m1 = live, m2 = live;
                const MoucheAction want = mouche_ai_decide_remembering(&v, &cfg, &m1);
                MoucheState alt;
                if (redeal(&st, OBSERVER, 77 + (uint64_t)g * 13 + st.actions_applied, &alt)) {
                    MoucheView v2;
                    mouche_view(&alt, OBSERVER, &v2);
                    const MoucheAction got = mouche_ai_decide_remembering(&v2, &cfg, &m2);
                    CHECK(same_action(want, got), "game %d: the Expert with its memory decided otherwise", g);
                    CHECK(memcmp(&m1, &m2, sizeof m1) == 0, "game %d: the memory recorded another decision", g);
                    decisions++;
                }
            }
            const MoucheAction a = scripted(&st, &v, &live, 700 + (uint64_t)g, NULL);
            if (mouche_apply(&st, a, NULL) != REFUSE_NONE)
                break;
        }
        MoucheState alt;
        if (st.phase >= PHASE_HAND_OVER && redeal(&st, OBSERVER, 31 + (uint64_t)g, &alt)) {
            MoucheView v1, v2;
            mouche_view(&st, OBSERVER, &v1);
            mouche_view(&alt, OBSERVER, &v2);
            MoucheAiMemory m1 = live, m2 = live;
            mouche_ai_observe(&m1, &v1);
            mouche_ai_observe(&m2, &v2);
            CHECK(memcmp(&m1, &m2, sizeof m1) == 0, "game %d: the memory learned a hidden card", g);
            endings++;
        }
    }
    printf("nopeek: %ld decisions and %ld hand endings re-dealt: the memory and the Expert saw no hidden card\n",
           decisions, endings);
    CHECK(decisions > scaled(80), "too few decisions checked (%ld)", decisions);
    CHECK(endings > scaled(80) / 4, "too few endings checked (%ld)", endings);
    return failures;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: test_ai_memory learn|persist|nopeek\n", stderr);
        return 2;
    }
    int rc;
    if (!strcmp(argv[1], "learn"))
        rc = test_learn();
    else if (!strcmp(argv[1], "persist"))
        rc = test_persist();
    else if (!strcmp(argv[1], "nopeek"))
        rc = test_nopeek();
    else {
        fprintf(stderr, "test_ai_memory: unknown test %s\n", argv[1]);
        return 2;
    }
    if (rc)
        fprintf(stderr, "test_ai_memory %s: %d failure(s)\n", argv[1], rc);
    return rc ? 1 : 0;
}
