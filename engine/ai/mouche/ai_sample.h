/* What a view tells about hidden hands, and worlds sampled from it (ai_sample.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_SAMPLE_H
#define MOUCHE_AI_SAMPLE_H

#include "../common/ai_rng.h"
#include "ai_rules.h"

/* ---- What a view tells about hidden hands (ai_sample.c) ------------------ */
typedef struct {
    const MoucheView *view;
    AiTrickRules tr;
    MoucheCardSet unknown; /* cards to place */
    MoucheCardSet forbidden[MOUCHE_MAX_PLAYERS]; /* cards a seat cannot hold now */
    MoucheCardSet played_by[MOUCHE_MAX_PLAYERS]; /* cards each seat played this hand */
    uint8_t hand_n[MOUCHE_MAX_PLAYERS]; /* hidden hand sizes (0 for the viewer) */
    uint8_t discard_n[MOUCHE_MAX_PLAYERS];
    int stock_n;
    uint8_t must_flush; /* bit s: seat s answered yes (holds its dealt flush) */
    uint8_t no_flush; /* bit s: seat s cannot hold a dealt flush */
    bool weighted; /* weigh worlds by how likely the seats' declarations were */
} AiKnowledge;

void mouche_ai_knowledge(AiKnowledge *k, const MoucheView *view, bool weighted);
/* Samples a world consistent with the knowledge; false if it could not
 * (the world is then a plain uniform one, still consistent with the view's counts). */
bool mouche_ai_sample_world(const AiKnowledge *k, AiRng *rng, MoucheWorld *world);

/* Forces the sampled hands of the other seats to the oracle's. */
void mouche_ai_knowledge_fix_hands(AiKnowledge *k, const MoucheWorld *world);

#endif
