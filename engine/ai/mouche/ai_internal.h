/* Internals shared by the AI modules (not part of the public API).
 *
 * The AI never sees a MoucheState: everything here works from a MoucheView,
 * or from a compact simulation (AiSim) built from a view plus a sampled
 * placement of the hidden cards. */
#ifndef MOUCHE_AI_INTERNAL_H
#define MOUCHE_AI_INTERNAL_H

/* Each module's header; the AI's own files include only those they use. */
#include "ai_heuristic.h"
#include "ai_memory.h"
#include "ai_policy.h"
#include "ai_rules.h"
#include "ai_sample.h"
#include "ai_search.h"

/* ---- The decision with what the arena adds (ai.c) ------------------------ */
/* The level's decision for the view; oracle: NULL (sample the hidden cards), or
 * for the arena's oracle bots only, what they are told. Always legal. */
MoucheAction mouche_ai_decide_with(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle);
/* The same, reporting the Expert's declaration search in *trace (n = 0 when it did not run),
 * reading and writing the seat's memory (NULL: none). */
MoucheAction mouche_ai_decide_traced(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle,
                                     AiDeclareTrace *trace, MoucheAiMemory *memory);
/* The same with the card search's report too (play_trace may be NULL). */
MoucheAction mouche_ai_decide_full(const MoucheView *view, const MoucheAiConfig *config, const AiOracle *oracle,
                                   AiDeclareTrace *trace, AiPlayTrace *play_trace, MoucheAiMemory *memory);

#endif
