/* The AI's random numbers, from the engine's generator (ai_rng.h). */
#include "ai_rng.h"

#include "mouche/rng.h"

uint64_t mouche_ai_mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* The AI draws from the engine's generator (mouche/rng.h). */
void mouche_ai_rng_seed(AiRng *rng, uint64_t seed) { mouche_rng_seed(rng->s, seed); }

uint64_t mouche_ai_rng_next(AiRng *rng) { return mouche_rng_next(rng->s); }

uint32_t mouche_ai_rng_below(AiRng *rng, uint32_t n) { return mouche_rng_below(rng->s, n); }

double mouche_ai_rng_unit(AiRng *rng) { return (double)(mouche_ai_rng_next(rng) >> 11) * (1.0 / 9007199254740992.0); }

MoucheCard mouche_ai_rng_card(AiRng *rng, MoucheCardSet set)
{
    uint32_t i = mouche_ai_rng_below(rng, (uint32_t)mouche_set_count(set));
    while (i--)
        set &= set - 1;
    return mouche_set_first(set);
}
