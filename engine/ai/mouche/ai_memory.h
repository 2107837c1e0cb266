/* What a seat learns of its table (ai_memory.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_MEMORY_H
#define MOUCHE_AI_MEMORY_H

#include "mouche/ai.h"

/* ---- Memory (ai_memory.c) ------------------------------------------------ */
/* Records the Expert's decision to stay in: its searched value and the fixed
 * correction it used, in units of the pool, to learn from at the hand's end. */
void mouche_ai_memory_note_stay(MoucheAiMemory *memory, const MoucheView *view, double searched, double prior);
/* How often seat stays in, declaring after someone stayed in (after_stay) or not, by the
 * memory: false while it has seen too few such declarations to tell. */
bool mouche_ai_memory_stay_rate(const MoucheAiMemory *memory, int seat, bool after_stay, double *rate);
/* A question worth asking: a stander not yet asked whose answers, by the memory, tell
 * whether it holds the mouche. False (nothing in *out) when there is none. */
bool mouche_ai_memory_question(const MoucheView *view, const MoucheAiMemory *memory, MoucheAction *out);

#endif
