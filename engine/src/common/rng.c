/* The game's random numbers: xoshiro256** (Blackman & Vigna), seeded through
 * splitmix64 so that any 64-bit seed, 0 included, gives a good state. */
#include "mouche/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void mouche_rng_seed(uint64_t rng[4], uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng[i] = splitmix64(&seed);
}

/* mouche_rng_next and mouche_rng_below are inline in mouche/rng.h. */
