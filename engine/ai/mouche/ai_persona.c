/* The cast of AI seats: invented 18th-century table companions, each with a
 * temperament the player can notice at the table. */
#include "../common/ai_rng.h"
#include "mouche/ai.h"

static const MouchePersona PERSONAS[MOUCHE_PERSONA_COUNT] = {
    { "la Comtesse", "Folds anything doubtful and shows her flush with a smile.", MOUCHE_TEMPER_CAUTIOUS },
    { "le Chevalier", "Stands on thin hands and exchanges boldly.", MOUCHE_TEMPER_BOLD },
    { "Mademoiselle Ninon", "\"Lanturlu!\" Asks everyone, tells no one.", MOUCHE_TEMPER_BLUFFER },
    { "l'Abb\xc3\xa9", "Counts every card and risks little.", MOUCHE_TEMPER_CAUTIOUS },
    { "le Marquis", "Plays for the whole pool, every hand.", MOUCHE_TEMPER_BOLD },
    { "Madame de Saint-Ange", "Smiles at every question and answers none.", MOUCHE_TEMPER_BLUFFER },
    { "le Pr\xc3\xa9sident", "A magistrate: a plain answer when asked, a fold when unsure.", MOUCHE_TEMPER_CAUTIOUS },
    { "le Vicomte", "Never folds a trump, never fears the mouche.", MOUCHE_TEMPER_BOLD },
    { "la Baronne", "Keeps her flush hidden and her secrets longer.", MOUCHE_TEMPER_BLUFFER },
};

MouchePersona mouche_ai_persona(int index)
{
    int i = index % MOUCHE_PERSONA_COUNT;
    if (i < 0)
        i += MOUCHE_PERSONA_COUNT;
    return PERSONAS[i];
}

int mouche_ai_seat_persona_index(int seat, uint64_t game_seed)
{
    /* a permutation of the cast drawn from the seed; seat s gets its s-th member */
    int order[MOUCHE_PERSONA_COUNT];
    for (int i = 0; i < MOUCHE_PERSONA_COUNT; i++)
        order[i] = i;
    AiRng rng;
    mouche_ai_rng_seed(&rng, game_seed ^ 0x50657273u);
    for (int i = MOUCHE_PERSONA_COUNT - 1; i > 0; i--) {
        const int j = (int)mouche_ai_rng_below(&rng, (uint32_t)(i + 1));
        const int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    int s = seat % MOUCHE_PERSONA_COUNT;
    if (s < 0)
        s += MOUCHE_PERSONA_COUNT;
    return order[s];
}

MouchePersona mouche_ai_seat_persona(int seat, uint64_t game_seed)
{
    return PERSONAS[mouche_ai_seat_persona_index(seat, game_seed)];
}
