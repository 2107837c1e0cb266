/* The shuffle and the draw for the first dealer, both games' (RULES.md 1, 3). */
#include "common.h"

#include <string.h>

#include "mouche/rng.h"

/* Fisher-Yates with Lemire's unbiased bounded draws, two 32-bit draws from
 * each 64-bit output (both halves of xoshiro256** are of full quality). */
void mouche_deal_shuffle(uint64_t rng_state[4], MoucheCard *cards, int n)
{
    /* A local copy of the state: the cards are bytes, whose stores may alias
     * it, and would send the state through memory at every draw. */
    uint64_t rng[4];
    memcpy(rng, rng_state, sizeof rng);
    uint64_t bits = 0;
    int halves = 0;
    int i = n - 1;
    /* Fast path: both halves of a fresh output serve two steps, unless one
     * lands in the rare biased zone; then the general loop below takes over
     * with the very same draws, so the result does not depend on the path. */
    while (i >= 2) {
        bits = mouche_rng_next(rng);
        const uint64_t m1 = (uint64_t)(uint32_t)(bits >> 32) * (uint32_t)(i + 1);
        if ((uint32_t)m1 < (uint32_t)(i + 1)) {
            halves = 2;
            break;
        }
        const int j1 = (int)(m1 >> 32);
        const MoucheCard t1 = cards[i];
        cards[i] = cards[j1];
        cards[j1] = t1;
        const uint64_t m2 = (uint64_t)(uint32_t)bits * (uint32_t)i;
        if ((uint32_t)m2 < (uint32_t)i) {
            i--;
            bits <<= 32;
            halves = 1;
            break;
        }
        const int j2 = (int)(m2 >> 32);
        const MoucheCard t2 = cards[i - 1];
        cards[i - 1] = cards[j2];
        cards[j2] = t2;
        i -= 2;
    }
    for (; i > 0; i--) {
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
            /* reject the few low values that would bias the result */
            if ((uint32_t)m >= bound || (uint32_t)m >= (uint32_t)(-bound) % bound)
                break;
        }
        const int j = (int)(m >> 32);
        const MoucheCard t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    memcpy(rng_state, rng, sizeof rng);
}

int mouche_deal_draw_first_dealer(uint64_t rng[4], int players, MoucheCard *draw)
{
    /* N cards from the king down, shuffled; seat i draws the i-th; the king deals.
     * The bound also tells the optimiser how far the loops go. */
    if (players > DRAW_SEATS_MAX)
        players = DRAW_SEATS_MAX;
    int dealer = 0;
    for (int i = 0; i < players; i++)
        draw[i] = mouche_card(SUIT_HEARTS, RANK_KING - i);
    for (int i = players - 1; i > 0; i--) {
        const int j = (int)mouche_rng_below(rng, (uint32_t)i + 1);
        const MoucheCard t = draw[i];
        draw[i] = draw[j];
        draw[j] = t;
    }
    for (int i = 0; i < players; i++)
        if (mouche_card_rank(draw[i]) == RANK_KING)
            dealer = i;
    return dealer;
}
