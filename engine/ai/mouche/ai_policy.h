/* Beginner and Standard decisions from a view, and what a view says (ai_policy.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_POLICY_H
#define MOUCHE_AI_POLICY_H

#include "../common/ai_rng.h"
#include "mouche/ai.h"

/* ---- Heuristic decisions from a view (ai_policy.c) ----------------------- */
MoucheAction mouche_ai_policy_play(const MoucheView *view, int level, AiRng *rng);
MoucheAction mouche_ai_policy_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng);
/* A question to ask before declaring, if the temperament wants one (kind ACT_FOLD if none). */
bool mouche_ai_policy_question(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng, MoucheAction *out);
MoucheAction mouche_ai_policy_answer(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng);
MoucheAction mouche_ai_policy_trump(const MoucheView *view);
/* Whether the viewer would show its flush (cautious sometimes does). */
bool mouche_ai_policy_show_flush(const MoucheAiConfig *cfg, AiRng *rng);

/* Helpers on views. */
double mouche_ai_view_cost_ratio(const MoucheView *view);
MoucheChips mouche_ai_view_stake(const MoucheView *view);
MoucheChips mouche_ai_view_cost(const MoucheView *view);
/* Seats still to declare after the viewer (in order), and how many. */
int mouche_ai_view_later_seats(const MoucheView *view, int8_t out[MOUCHE_MAX_PLAYERS]);
/* Whether a plain "yes" was heard from a stander still in the hand, or a flush was shown. */
bool mouche_ai_view_flush_announced(const MoucheView *view);
/* Whether an answer says "I have the mouche": a plain yes, or silence with silence=yes. */
static inline bool ai_answer_says_yes(const MoucheView *view, int answer)
{
    return answer == ANSWER_YES || (answer == ANSWER_SILENT && view->rules.silence == SILENCE_YES);
}
/* Whether the viewer's hand is a flush it may stand with. */
bool mouche_ai_view_my_flush(const MoucheView *view, int *suit, int *points);

/* The temperament's margin, in units of the pool, a hand's EV must clear to stay in. */
double mouche_ai_temper_margin(int temperament);

#endif
