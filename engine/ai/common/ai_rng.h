/* The random numbers of both games' AI: one generator per decision, the
 * engine's xoshiro256** (mouche/rng.h). */
#ifndef MOUCHE_AI_RNG_H
#define MOUCHE_AI_RNG_H

#include <stdint.h>

#include "mouche/cards.h"

typedef struct {
    uint64_t s[4];
} AiRng;

void mouche_ai_rng_seed(AiRng *rng, uint64_t seed);
uint64_t mouche_ai_rng_next(AiRng *rng);
/* Uniform in [0, n); n > 0. */
uint32_t mouche_ai_rng_below(AiRng *rng, uint32_t n);
/* Uniform in [0, 1). */
double mouche_ai_rng_unit(AiRng *rng);
/* A random card of a non-empty set. */
MoucheCard mouche_ai_rng_card(AiRng *rng, MoucheCardSet set);
uint64_t mouche_ai_mix64(uint64_t x);

#endif
