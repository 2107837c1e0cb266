/* The review of decisions (mouche/review.h, issue 43), both games:
 *   test_review agree     the Expert's own decisions: no mistake in 95 %, the review's best in
 *                         90 % (La Bete) and 85 % (La Mouche)
 *   test_review order     mean loss per decision: random > standard > expert
 *   test_review blunder   a constructed blunder is the largest loss of its hand (giving the
 *                         last trick away: the largest hindsight loss, as only hindsight sees it)
 *   test_review nopeek    re-dealing what the seat could not see leaves every figure but hindsight
 *   test_review replay    a game exported as a transcript (what --replay and the log save) reviews
 * The work scales down to a fifth under sanitizers (but agree's). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../engine/ai/common/review_game.h"
#include "../engine/check.h"
#include "mouche/ai.h"
#include "mouche/bete_ai.h"
#include "mouche/review.h"

static int scaled(int n)
{
#ifdef MOUCHE_AI_TEST_SANITIZE
    n = n / 5 > 1 ? n / 5 : 1;
#endif
    return n;
}

typedef union {
    max_align_t align;
    unsigned char bytes[64];
} Action;

/* The bot of `level` at the seat to move. */
static void bot_action(const CardGame *g, const void *state, int level, uint64_t seed, Action *out)
{
    MoucheAiConfig config = mouche_ai_config(level, MOUCHE_TEMPER_BLUFFER, seed);
    if (g == &mouche_cardgame) {
        MoucheView v;
        mouche_view(state, mouche_to_move(state), &v);
        *(MoucheAction *)out = mouche_ai_decide(&v, &config);
    } else {
        BeteView v;
        bete_view(state, bete_to_move(state), &v);
        *(BeteAction *)out = bete_ai_decide(&v, &config);
    }
}

/* Plays `hands` hands with levels[s] at seat s and reads its transcript back. */
static bool play_table(const CardGame *g, int players, int hands, uint64_t seed, const int *levels, Replay *replay)
{
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    void *rules = malloc(g->rules_size), *st = malloc(g->state_size), *tr = malloc(g->transcript_size);
    g->rules_default(rules);
    g->transcript_init(tr, out, rules);
    const CardSink sink = { g->transcript_event, tr };
    char why[256];
    bool ok = g->start(st, rules, players, hands, seed, &sink, why, sizeof why);
    while (ok && !g->over(st)) {
        Action a;
        const int seat = g->to_move(st);
        if (seat < 0)
            g->legal_actions(st, &a); /* the next deal: the one action */
        else
            bot_action(g, st, levels[seat], seed ^ (uint64_t)(seat + 1) << 32, &a);
        ok = g->apply(st, &a, &sink) == REFUSE_NONE;
    }
    fclose(out);
    ok = ok && mouche_replay_read(text, length, replay, why, sizeof why);
    if (!ok)
        fprintf(stderr, "play_table: %s\n", why);
    free(text);
    free(tr);
    free(st);
    free(rules);
    return ok;
}

typedef struct {
    long n, agree, within;
    double loss;
    long wrong_calls; /* decisions called a mistake (or not) against the rule */
    double worst_loss; /* the largest loss */
    int worst_deal;
    char worst_text[REVIEW_TEXT];
} Totals;

static void add(void *ctx, const ReviewDecision *d)
{
    Totals *t = ctx;
    t->n++;
    t->agree += d->best == d->chosen;
    t->within += !d->mistake;
    /* a mistake is a loss both sure (its interval above 0) and worth saying */
    const bool costly = d->best != d->chosen && d->loss_lo > 0 && d->loss >= REVIEW_MISTAKE_CHIPS;
    if (d->mistake != costly) {
        printf("FAIL: hand %d, %s %s: loss %.3f (%.3f..%.3f) called %s\n", d->deal, d->kind, d->option[d->chosen].text,
               d->loss, d->loss_lo, d->loss_hi, d->mistake ? "a mistake" : "no mistake");
        t->wrong_calls++;
    }
    t->loss += d->loss;
    if (d->loss > t->worst_loss) {
        t->worst_loss = d->loss;
        t->worst_deal = d->deal;
        snprintf(t->worst_text, sizeof t->worst_text, "%s", d->option[d->chosen].text);
    }
}

static Totals review_seat(TestTally *t, const Replay *r, int seat, uint64_t seed)
{
    Totals totals = { 0 };
    char why[256] = "";
    const ReviewConfig config = { .seed = seed, .worlds = 0 };
    const bool ok = mouche_review_replay(r, seat, &config, add, &totals, why, sizeof why);
    CHECK(t, ok);
    if (!ok)
        fprintf(stderr, "review: %s\n", why);
    CHECK(t, totals.wrong_calls == 0); /* each decision called a mistake by the rule, and only then */
    return totals;
}

static const CardGame *const GAMES[] = { &mouche_cardgame, &bete_cardgame };

/* The decisions a review told, in order (the app's review of one deal). */
typedef struct {
    ReviewDecision d[64];
    int n;
} Told;

static void keep(void *ctx, const ReviewDecision *d)
{
    Told *told = ctx;
    if (told->n < 64)
        told->d[told->n++] = *d;
}

/* One deal's review (ReviewConfig.deal) is the whole review's decisions of that deal, figure for
 * figure, each at its move (ReviewDecision.move); a stop asked before it starts stops it. */
static void check_one_deal(TestTally *t, const Replay *r, int seat, int deal)
{
    char why[256] = "";
    Told all = { .n = 0 }, one = { .n = 0 };
    const ReviewConfig every = { .seed = 1 }, only = { .seed = 1, .deal = deal };
    CHECK(t, mouche_review_replay(r, seat, &every, keep, &all, why, sizeof why));
    CHECK(t, mouche_review_replay(r, seat, &only, keep, &one, why, sizeof why));
    int k = 0;
    for (int i = 0; i < all.n; i++) {
        if (all.d[i].deal != deal)
            continue;
        CHECK(t, k < one.n && one.d[k].move == all.d[i].move && one.d[k].loss == all.d[i].loss &&
                     one.d[k].chosen == all.d[i].chosen);
        CHECK(t, all.d[i].move < r->count && r->moves[all.d[i].move].seat == seat &&
                     strcmp(r->moves[all.d[i].move].text, all.d[i].option[all.d[i].chosen].text) == 0);
        k++;
    }
    CHECK(t, k > 0 && k == one.n);
    printf("  deal %d alone: %d decisions of seat %d, as in the whole review\n", deal, one.n, seat);
    atomic_bool stop;
    atomic_init(&stop, true);
    const ReviewConfig stopped = { .seed = 1, .stop = &stop };
    Told none = { .n = 0 };
    CHECK(t, !mouche_review_replay(r, seat, &stopped, keep, &none, why, sizeof why) && none.n == 0 &&
                 strcmp(why, "stopped") == 0);
}

/* ---- agree ---------------------------------------------------------------------- */
static void test_agree(TestTally *t)
{
    for (int gi = 0; gi < 2; gi++) {
        const int levels[] = { MOUCHE_AI_EXPERT, MOUCHE_AI_STANDARD, MOUCHE_AI_EXPERT, MOUCHE_AI_BEGINNER };
        Replay r;
        /* 40 hands even under the sanitizers: a share of fewer decisions says little */
        CHECK(t, play_table(GAMES[gi], 4, 40, 21, levels, &r));
        /* both Experts' decisions: twice the decisions for the one table */
        Totals e = review_seat(t, &r, 0, 3);
        const Totals e2 = review_seat(t, &r, 2, 3);
        e.n += e2.n;
        e.agree += e2.agree;
        e.within += e2.within;
        mouche_replay_free(&r);
        printf("  %s: experts %ld decisions, the best %.1f%%, not a mistake %.1f%%\n", GAMES[gi]->name, e.n,
               100.0 * e.agree / e.n, 100.0 * e.within / e.n);
        CHECK(t, e.n > 0);
        /* the review scores the options as the Expert's searches do, on worlds of its own: its best
           is the Expert's choice but where the Expert's worlds and its own fall either side of a
           near-tie (the Expert agrees with itself on another seed in 81-88 % of these decisions,
           docs/review.md); such a choice is within the best's interval, no mistake */
        CHECK(t, e.within >= 0.95 * e.n);
        CHECK(t, e.agree >= (GAMES[gi] == &bete_cardgame ? 0.9 : 0.85) * e.n);
    }
}

/* ---- order ---------------------------------------------------------------------- */
static void test_order(TestTally *t)
{
    for (int gi = 0; gi < 2; gi++) {
        const int levels[] = { MOUCHE_AI_EXPERT, MOUCHE_AI_RANDOM, MOUCHE_AI_STANDARD, MOUCHE_AI_BEGINNER };
        Replay r;
        CHECK(t, play_table(GAMES[gi], 4, scaled(40), 11, levels, &r));
        Totals by_seat[3];
        for (int s = 0; s < 3; s++)
            by_seat[s] = review_seat(t, &r, s, 5);
        mouche_replay_free(&r);
        const double expert = by_seat[0].loss / by_seat[0].n, random = by_seat[1].loss / by_seat[1].n,
                     standard = by_seat[2].loss / by_seat[2].n;
        printf("  %s: mean loss random %.3f, standard %.3f, expert %.3f\n", GAMES[gi]->name, random, standard, expert);
        CHECK(t, random > standard);
        CHECK(t, standard > expert);
    }
}

/* ---- blunder -------------------------------------------------------------------- */

/* Plays deal 1 from `seed` by the Expert at every seat, except that the first decision
 * where blunder() says so takes its action instead; reviews every seat's decisions of that
 * deal and checks the blunder is the largest loss of all. False if no such decision came. */
typedef bool (*BlunderFn)(const void *state, Action *blunder);

/* Whether a deal's start may lead to the blunder (the deals without one are not played). */
typedef bool (*ScreenFn)(const void *state);

static bool blunder_hand(TestTally *t, const CardGame *g, int players, uint64_t seed, ScreenFn screen,
                         BlunderFn blunder, bool hindsight)
{
    void *rules = malloc(g->rules_size), *st = malloc(g->state_size);
    g->rules_default(rules);
    char why[256];
    bool ok = g->start(st, rules, players, 1, seed, NULL, why, sizeof why), blundered = false;
    if (ok && !screen(st)) {
        free(st);
        free(rules);
        return false;
    }
    double blunder_loss = 0, other_worst = 0;
    char text[REVIEW_TEXT] = "";
    ReviewDecision *d = malloc(sizeof *d);
    for (int step = 0; ok && !g->over(st) && g->to_move(st) >= 0; step++) {
        Action a;
        const bool is_blunder = !blundered && blunder(st, &a);
        if (!is_blunder)
            bot_action(g, st, MOUCHE_AI_EXPERT, seed + (uint64_t)step, &a);
        Action legal[64];
        if (g->legal_actions(st, legal) > 1) {
            const ReviewConfig config = { .seed = seed + (uint64_t)step, .worlds = 0 };
            ok = mouche_review_decision(g, st, &a, &config, d, why, sizeof why);
            const double loss = hindsight ? d->hindsight_loss : d->loss;
            if (ok && is_blunder) {
                blunder_loss = loss;
                snprintf(text, sizeof text, "%s", d->option[d->chosen].text);
            } else if (ok && loss > other_worst) {
                other_worst = loss;
            }
        }
        blundered = blundered || is_blunder;
        ok = ok && g->apply(st, &a, NULL) == REFUSE_NONE;
    }
    CHECK(t, ok);
    if (blundered) {
        printf("  %s seed %llu: blunder %s loses %.2f%s, the worst other decision %.2f\n", g->name,
               (unsigned long long)seed, text, blunder_loss, hindsight ? " in hindsight" : "", other_worst);
        CHECK(t, blunder_loss > 0 && blunder_loss >= other_worst); /* a tie: another seat as costly */
    }
    free(d);
    free(st);
    free(rules);
    return blundered;
}

/* La Mouche: folding a dealt mouche (a flush). */
static bool fold_mouche(const void *state, Action *out)
{
    const MoucheState *st = state;
    int suit, points;
    if (mouche_phase(st) != PHASE_DECLARE || st->decl[st->to_move] != DECL_NONE ||
        !mouche_hand_flush(&st->rules, st->trump, st->hand[st->to_move], &suit, &points))
        return false;
    *(MoucheAction *)out = mouche_act(ACT_FOLD, 0, 0);
    return mouche_check(st, *(MoucheAction *)out) == REFUSE_NONE;
}

/* A seat was dealt a mouche. */
static bool dealt_mouche(const void *state)
{
    const MoucheState *st = state;
    int suit, points;
    bool any = false;
    for (int s = 0; s < st->players && st->trump >= 0; s++)
        any = any || mouche_hand_flush(&st->rules, st->trump, st->hand[s], &suit, &points);
    return any;
}

/* A seat with no trick yet holds two cards in the fourth trick: it could be dealt a last
 * trick to take (the screen only asks that the deal has a trump, so every deal is tried). */
static bool any_deal(const void *state)
{
    (void)state;
    return true;
}

/* Who takes the last trick when the seat to move plays `card` and the hand is played out
 * by the Standard model, every card known. */
static int last_trick_after(const MoucheState *st, MoucheAction card)
{
    MoucheState s = *st;
    mouche_apply(&s, card, NULL);
    for (int guard = 0; guard < 64 && mouche_phase(&s) == PHASE_PLAY; guard++) {
        MoucheAction a;
        mouche_review_game.policy(&s, (uint64_t)guard, &a);
        mouche_apply(&s, a, NULL);
    }
    return s.trick_winner[MOUCHE_TRICKS - 1];
}

/* La Mouche: with two cards and no trick yet, the card that gives the last trick away when
 * keeping it takes the last trick (the other card played now): the mouche made. */
static bool give_last_trick(const void *state, Action *out)
{
    const MoucheState *st = state;
    const int me = mouche_to_move(st);
    if (mouche_phase(st) != PHASE_PLAY || me < 0 || mouche_set_count(st->hand[me]) != 2 || st->tricks_won[me])
        return false;
    MoucheAction legal[MOUCHE_MAX_ACTIONS];
    if (mouche_legal_actions(st, legal) != 2)
        return false;
    const bool takes0 = last_trick_after(st, legal[0]) == me, takes1 = last_trick_after(st, legal[1]) == me;
    if (takes0 == takes1)
        return false;
    *(MoucheAction *)out = takes0 ? legal[1] : legal[0]; /* the card that keeps the winner for last: thrown */
    return true;
}

/* The highest trump of a set, by the trick's order. */
static MoucheCard top_trump(int trump, MoucheCardSet set)
{
    MoucheCard top = MOUCHE_NO_CARD;
    for (MoucheCardSet r = set; r; r &= r - 1)
        if (top == MOUCHE_NO_CARD || bete_trick_beats(trump, mouche_set_first(r), top))
            top = mouche_set_first(r);
    return top;
}

/* Seat s holds the three highest trumps in play: three sure tricks. */
static bool three_sure(const BeteState *st, int seat)
{
    BeteView v;
    bete_view(st, seat, &v);
    MoucheCardSet trumps = v.deck & mouche_suit_set(v.trump) & ~mouche_bit(v.turned);
    int sure = 0;
    for (int k = 0; k < 3 && trumps; k++) {
        const MoucheCard top = top_trump(v.trump, trumps);
        sure += mouche_set_has(v.hand, top);
        trumps &= ~mouche_bit(top);
    }
    return sure == 3;
}

static bool dealt_three_sure(const void *state)
{
    const BeteState *st = state;
    bool any = false;
    for (int s = 0; s < st->players; s++)
        any = any || three_sure(st, s);
    return any;
}

/* La Bete: passing with the three highest trumps in play (three sure tricks). */
static bool pass_three_sure(const void *state, Action *out)
{
    const BeteState *st = state;
    if (bete_phase(st) != BETE_PHASE_BID)
        return false;
    BeteView v;
    bete_view(st, bete_to_move(st), &v);
    const bool sure = three_sure(st, v.seat);
    bool can_play = false;
    for (int i = 0; i < v.nlegal; i++)
        can_play = can_play || v.legal[i].kind == BETE_ACT_PLAY_BID;
    if (!sure || !can_play)
        return false;
    *(BeteAction *)out = bete_act(BETE_ACT_PASS, 0);
    return true;
}

static void test_blunder(TestTally *t)
{
    int found[2] = { 0, 0 };
    for (uint64_t seed = 1; seed < 20000 && found[0] < scaled(3); seed++)
        found[0] += blunder_hand(t, &mouche_cardgame, 4, seed, dealt_mouche, fold_mouche, false);
    /* which card takes the last trick depends on the cards the seat cannot see: this blunder is
       one in hindsight, and its hindsight loss is the largest of its hand */
    int last = 0;
    for (uint64_t seed = 1; seed < 2000 && last < scaled(3); seed++)
        last += blunder_hand(t, &mouche_cardgame, 4, seed, any_deal, give_last_trick, true);
    CHECK(t, last > 0);
    for (uint64_t seed = 1; seed < 20000 && found[1] < scaled(3); seed++)
        found[1] += blunder_hand(t, &bete_cardgame, 4, seed, dealt_three_sure, pass_three_sure, false);
    CHECK(t, found[0] > 0 && found[1] > 0);
}

/* ---- nopeek ----------------------------------------------------------------------- */
static void test_nopeek(TestTally *t)
{
    const ReviewGame *const rgs[] = { &mouche_review_game, &bete_review_game };
    long compared = 0;
    for (int gi = 0; gi < 2; gi++) {
        const CardGame *g = rgs[gi]->game;
        void *rules = malloc(g->rules_size), *st = malloc(g->state_size), *other = malloc(g->state_size);
        void *view = malloc(g->view_size), *other_view = malloc(g->view_size);
        ReviewDecision *a = malloc(sizeof *a), *b = malloc(sizeof *b);
        g->rules_default(rules);
        char why[256];
        for (uint64_t seed = 1; seed <= (uint64_t)scaled(4); seed++) {
            bool ok = g->start(st, rules, 4, 1, seed, NULL, why, sizeof why);
            for (int step = 0; ok && !g->over(st) && g->to_move(st) >= 0; step++) {
                Action act;
                bot_action(g, st, MOUCHE_AI_STANDARD, seed, &act);
                Action legal[64];
                const int seat = g->to_move(st);
                if (g->legal_actions(st, legal) > 1 && step % 2 == 0) {
                    /* the same table seen by the seat, the hidden cards dealt again */
                    g->view(st, seat, view);
                    CHECK(t, rgs[gi]->sample(view, seed * 1000 + (uint64_t)step, other));
                    g->view(other, seat, other_view);
                    CHECK(t, !memcmp(view, other_view, g->view_size)); /* the seat sees the same table */
                    const ReviewConfig config = { .seed = 9, .worlds = 16 };
                    CHECK(t, mouche_review_decision(g, st, &act, &config, a, why, sizeof why));
                    CHECK(t, mouche_review_decision(g, other, &act, &config, b, why, sizeof why));
                    CHECK(t, a->noptions == b->noptions && a->best == b->best && a->loss == b->loss &&
                                 a->loss_lo == b->loss_lo && a->mistake == b->mistake);
                    for (int i = 0; i < a->noptions; i++)
                        CHECK(t, a->option[i].mean == b->option[i].mean && a->option[i].lo == b->option[i].lo &&
                                     a->option[i].hi == b->option[i].hi);
                    compared++;
                }
                ok = g->apply(st, &act, NULL) == REFUSE_NONE;
            }
        }
        free(b);
        free(a);
        free(other_view);
        free(view);
        free(other);
        free(st);
        free(rules);
    }
    printf("  %ld decisions reviewed on two deals alike to the seat\n", compared);
    CHECK(t, compared > 0);
}

/* ---- replay ---------------------------------------------------------------------- */
static void test_replay(TestTally *t)
{
    for (int gi = 0; gi < 2; gi++) {
        const CardGame *g = GAMES[gi];
        void *rules = malloc(g->rules_size), *game = malloc(g->game_size);
        g->rules_default(rules);
        char why[256];
        bool ok = g->game_new(game, rules, 4, 2, 77, NULL, why, sizeof why);
        for (int step = 0; ok && !g->over(g->game_state(game)); step++) {
            Action a;
            const void *st = g->game_state(game);
            if (g->to_move(st) < 0)
                g->legal_actions(st, &a);
            else
                bot_action(g, st, MOUCHE_AI_STANDARD, 77 + (uint64_t)step, &a);
            ok = g->game_act(game, &a, NULL) == REFUSE_NONE;
        }
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        ok = ok && mouche_cardgame_export(g, game, 2, out);
        fclose(out);
        Replay r;
        ok = ok && mouche_replay_read(text, length, &r, why, sizeof why);
        CHECK(t, ok);
        if (ok) {
            const Totals e = review_seat(t, &r, 1, 1);
            printf("  %s: the exported deal 2 reviews, %ld decisions of seat 1\n", g->name, e.n);
            CHECK(t, e.n > 0);
            check_one_deal(t, &r, 1, 2);
            mouche_replay_free(&r);
        }
        free(text);
        g->game_free(game);
        free(game);
        free(rules);
    }
}

int main(int argc, char **argv)
{
    TestTally t = { 0 };
    const char *which = argc > 1 ? argv[1] : "all";
    const bool all = !strcmp(which, "all");
    if (all || !strcmp(which, "agree"))
        RUN(&t, test_agree);
    if (all || !strcmp(which, "order"))
        RUN(&t, test_order);
    if (all || !strcmp(which, "blunder"))
        RUN(&t, test_blunder);
    if (all || !strcmp(which, "nopeek"))
        RUN(&t, test_nopeek);
    if (all || !strcmp(which, "replay"))
        RUN(&t, test_replay);
    printf("%d checks, %d failed\n", t.checks, t.failures);
    return t.tests && !t.failures ? 0 : 1;
}
