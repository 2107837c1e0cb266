/* AI opponents. An AI decides from a seat's view alone (see view.h): it is
 * never given the state, so it cannot see hidden cards. Decisions are
 * deterministic for a given config and view, and bounded in time. */
#ifndef MOUCHE_AI_H
#define MOUCHE_AI_H

#include <stdint.h>

#include "mouche/view.h"

typedef enum {
    MOUCHE_AI_RANDOM = 0, /* uniformly random legal actions (tests, arena baseline) */
    MOUCHE_AI_BEGINNER,
    MOUCHE_AI_STANDARD,
    MOUCHE_AI_EXPERT,
    MOUCHE_AI_LEVEL_COUNT
} MoucheAiLevel;

typedef enum {
    MOUCHE_TEMPER_CAUTIOUS = 0,
    MOUCHE_TEMPER_BOLD,
    MOUCHE_TEMPER_BLUFFER,
    MOUCHE_TEMPER_COUNT
} MoucheTemperament;

typedef struct {
    uint8_t level; /* MoucheAiLevel */
    uint8_t temperament; /* MoucheTemperament */
    uint64_t seed; /* with the view's counters, fixes every random choice */
    double budget_ms; /* search time budget per decision; <= 0: the level's default */
    uint32_t ablate; /* MOUCHE_AI_ABLATE_* bits, for measuring the Expert's parts; 0 in play */
} MoucheAiConfig;

/* Switches off one part of the Expert (the arena's ablation studies). */
enum {
    MOUCHE_AI_ABLATE_INFERENCE = 1u << 0, /* sample hidden cards without reading the declarations */
    MOUCHE_AI_ABLATE_PLAY_SEARCH = 1u << 1, /* play cards by the Standard heuristic */
    MOUCHE_AI_ABLATE_DECLARE_SEARCH = 1u << 2, /* declare by the Standard heuristic */
};

/* The action the AI takes for view->seat, which must be to move.
 * Always returns a legal action. */
MoucheAction mouche_ai_decide(const MoucheView *view, const MoucheAiConfig *config);

const char *mouche_ai_level_name(int level); /* "random", "beginner", ... */
int mouche_ai_level_parse(const char *name); /* -1 if unknown */
const char *mouche_ai_temperament_name(int temperament);
int mouche_ai_temperament_parse(const char *name); /* -1 if unknown */

/* A default config: the level's own budget, seed 0. */
MoucheAiConfig mouche_ai_config(int level, int temperament, uint64_t seed);

/* ---- Personas: who sits at an AI seat --------------------------------------
 * Each AI seat gets a name and a temperament the player can notice:
 *   cautious: folds marginal hands, shows a flush, answers plainly more often;
 *   bold:     stands and exchanges on thinner hands, seldom questions;
 *   bluffer:  answers evasively, questions every stander, keeps a flush hidden.
 * Names are UTF-8. */
typedef struct {
    const char *name; /* "la Comtesse", "l'Abbé", ... */
    const char *description; /* one line for the table's tooltip (English) */
    uint8_t temperament; /* MoucheTemperament */
} MouchePersona;

enum { MOUCHE_PERSONA_COUNT = 9 };

/* Persona number i, 0 <= i < MOUCHE_PERSONA_COUNT (wrapped if out of range). */
MouchePersona mouche_ai_persona(int index);

/* The persona of `seat` in a game started with `game_seed`: the seats of one
 * game always get different personas, and the same seed gives the same cast. */
MouchePersona mouche_ai_seat_persona(int seat, uint64_t game_seed);

#endif
