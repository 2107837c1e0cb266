/* Statistics of the deal: the frequency of a dealt flush matches the exact
 * combinatorial probability, the shuffle puts every card in every position
 * equally often, and each seat is first dealer equally often.
 * Usage: test_stats [DEALS_PER_TABLE] */
#include <math.h>
#include <stdio.h>

#include "check.h"
#include "mouche/game.h"

static double choose(int n, int k)
{
    double r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    return r;
}

typedef struct {
    MoucheCard deck[MOUCHE_DECK_MAX];
    int ncards;
    int first_dealer;
} DealLog;

static void log_deal(void *ctx, const MoucheEvent *ev)
{
    DealLog *log = ctx;
    if (ev->type == EV_HAND_START) {
        log->ncards = ev->ncards;
        memcpy(log->deck, ev->cards, ev->ncards);
    }
    if (ev->type == EV_FIRST_DEALER)
        log->first_dealer = ev->seat;
}

static void check_table(TestTally *t, int players, long deals)
{
    const MoucheRules rules = mouche_rules_default();
    const int n = mouche_deck_size(&rules, players);
    const int suit_size = n / 4;
    /* P(five cards of one suit) = 4 C(n/4, 5) / C(n, 5) */
    const double p = 4 * choose(suit_size, 5) / choose(n, 5);
    long flushes = 0;
    static long position[MOUCHE_DECK_MAX][MOUCHE_DECK_MAX];
    long dealer_count[MOUCHE_MAX_PLAYERS] = { 0 };
    memset(position, 0, sizeof position);
    DealLog log = { 0 };
    const MoucheSink sink = { log_deal, &log };
    for (long d = 0; d < deals; d++) {
        MoucheState st;
        if (!mouche_start(&st, &rules, players, 1, (uint64_t)d * 2654435761u + (uint64_t)players, &sink, NULL, 0)) {
            CHECK(t, false);
            return;
        }
        for (int s = 0; s < players; s++)
            flushes += mouche_hand_flush(&rules, st.trump, st.hand[s], NULL, NULL);
        int rank_of_card[MOUCHE_DECK_MAX];
        int k = 0;
        for (MoucheCardSet r = st.deck; r; r &= r - 1)
            rank_of_card[mouche_set_first(r)] = k++;
        for (int i = 0; i < log.ncards; i++)
            position[rank_of_card[log.deck[i]]][i]++;
        dealer_count[log.first_dealer]++;
    }
    /* The flush count: binomial-like with mean N p; hands of one deal are
     * nearly independent. Allow five standard deviations. */
    const double hands = (double)deals * players;
    const double mean = hands * p, sd = sqrt(hands * p * (1 - p));
    printf("  %d players, %d cards: %ld flushes in %.0f hands, expected %.1f (p = %.6f), z = %.2f\n", players, n,
           flushes, hands, mean, p, (flushes - mean) / sd);
    CHECK(t, fabs(flushes - mean) < 5 * sd);
    /* Card positions: chi-square over n x n cells, (n-1)^2 degrees of freedom;
     * allow six standard deviations of the chi-square distribution. */
    const double expected = (double)deals / n;
    double chi = 0, worst = 0;
    for (int c = 0; c < n; c++)
        for (int i = 0; i < n; i++) {
            const double dev = position[c][i] - expected;
            chi += dev * dev / expected;
            if (fabs(dev) / sqrt(expected) > worst)
                worst = fabs(dev) / sqrt(expected);
        }
    const double dof = (double)(n - 1) * (n - 1);
    printf("  positions: chi-square %.0f for %.0f degrees of freedom (z = %.2f), worst cell %.2f sd\n", chi, dof,
           (chi - dof) / sqrt(2 * dof), worst);
    CHECK(t, chi < dof + 6 * sqrt(2 * dof));
    CHECK(t, worst < 6.0);
    for (int s = 0; s < players; s++) {
        const double e = (double)deals / players, dev = dealer_count[s] - e;
        CHECK(t, fabs(dev) < 5 * sqrt(e * (1 - 1.0 / players)));
    }
}

static long deals_per_table = 300000;

static void test_flush_frequency_and_uniform_shuffle(TestTally *t)
{
    for (int players = 3; players <= 6; players++)
        check_table(t, players, deals_per_table);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        deals_per_table = atol(argv[1]);
    TestTally t = { 0 };
    RUN(&t, test_flush_frequency_and_uniform_shuffle);
    return test_summary(&t);
}
