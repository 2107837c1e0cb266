/* The random numbers the engine uses: xoshiro256** seeded through splitmix64.
 * Public so that tools and AI draw from the same well-tested generator. */
#ifndef MOUCHE_RNG_H
#define MOUCHE_RNG_H

#include <stdint.h>

void mouche_rng_seed(uint64_t rng[4], uint64_t seed);
uint64_t mouche_rng_next(uint64_t rng[4]);
/* Uniform in [0, bound), unbiased; bound >= 1. */
uint32_t mouche_rng_below(uint64_t rng[4], uint32_t bound);

#endif
