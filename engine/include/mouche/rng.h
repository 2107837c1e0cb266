/* The random numbers the engine uses: xoshiro256** seeded through splitmix64.
 * Public so that tools and AI draw from the same well-tested generator. */
#ifndef MOUCHE_RNG_H
#define MOUCHE_RNG_H

#include <stdint.h>

void mouche_rng_seed(uint64_t rng[4], uint64_t seed);

/* Inline: random play draws a number for every decision. */
static inline uint64_t mouche_rng_next(uint64_t s[4])
{
    const uint64_t x = s[1] * 5;
    const uint64_t result = ((x << 7) | (x >> 57)) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* Uniform in [0, bound), unbiased; bound >= 1. Lemire's multiply-and-reject:
 * exact uniformity without division in the common case. */
static inline uint32_t mouche_rng_below(uint64_t rng[4], uint32_t bound)
{
    uint64_t m = (uint64_t)(uint32_t)(mouche_rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        const uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(mouche_rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

#endif
