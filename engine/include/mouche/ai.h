/* AI opponents. An AI decides from a seat's view alone (see view.h): it is
 * never given the state, so it cannot see hidden cards. Decisions are
 * deterministic for a given config and view, and bounded in time. */
#ifndef MOUCHE_AI_H
#define MOUCHE_AI_H

#include <stdbool.h>
#include <stddef.h>
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

/* The Expert's work is counted, not timed; the clock stops a search only past this safety net,
 * far beyond any decision's time on a loaded machine (p99 under 40 ms), so the same seed gives the
 * same decisions on a slow machine too (a 30 ms net was met under load and sanitizers). */
#define MOUCHE_AI_SAFETY_MS 1000.0

typedef struct {
    uint8_t level; /* MoucheAiLevel */
    uint8_t temperament; /* MoucheTemperament */
    uint64_t seed; /* with the view's counters, fixes every random choice */
    double budget_ms; /* search time budget per decision; <= 0: MOUCHE_AI_SAFETY_MS */
    uint32_t ablate; /* MOUCHE_AI_ABLATE_* bits, for measuring the Expert's parts; 0 in play */
} MoucheAiConfig;

/* What the Expert would do in a seat's place, and why, in numbers (the table's hint).
 * Worked out from that seat's view alone, like every decision; deterministic for a
 * view and a seed. */
enum { MOUCHE_ADVICE_OPTIONS = 8 };
typedef struct {
    MoucheAction action; /* the Expert's choice: always legal */
    int noptions; /* the choices it weighed; 0 when it did not search (a question, an answer, the trump) */
    MoucheAction option[MOUCHE_ADVICE_OPTIONS];
    /* each choice's mean chips over the deals it imagined: from now to the hand's end for a
     * card; for a declaration, compared with folding (0: the ante is paid either way) */
    double value[MOUCHE_ADVICE_OPTIONS];
    double margin; /* declarations: what staying in must beat folding by, in chips */
    double expected_tricks, p_none; /* the hand as it is now: tricks it may take, and the chance of none */
    MoucheChips trick_pays, mouche_cost; /* a trick's share of the pool; the mouche made */
} MoucheAiAdvice;
void mouche_ai_advise(const MoucheView *view, uint64_t seed, MoucheAiAdvice *advice);

/* Switches off one part of the Expert (the arena's ablation studies). */
enum {
    MOUCHE_AI_ABLATE_INFERENCE = 1u << 0, /* sample hidden cards without reading the declarations */
    MOUCHE_AI_ABLATE_PLAY_SEARCH = 1u << 1, /* play cards by the Standard heuristic */
    MOUCHE_AI_ABLATE_DECLARE_SEARCH = 1u << 2, /* declare by the Standard heuristic */
    MOUCHE_AI_ABLATE_MEMORY = 1u << 3, /* read nothing from the seat's memory (and record nothing) */
};

/* The action the AI takes for view->seat, which must be to move.
 * Always returns a legal action. */
MoucheAction mouche_ai_decide(const MoucheView *view, const MoucheAiConfig *config);

/* ---- Memory: what an AI seat learns of its table over a game ----------------
 * An AI seat that keeps a memory reads the players it sits with: how often each
 * stays in, what each one's answers turn out to mean, and how far its own
 * searched values of staying in overstate what staying in then earns at this
 * table (the Expert's correction, learned instead of fixed). The memory is
 * filled only from the seat's own views, so it holds nothing the seat could not
 * see; it is plain data of a fixed size that the app keeps in its save. */
enum { MOUCHE_AI_MEMORY_VERSION = 1, MOUCHE_AI_ANSWER_KINDS = 4 };

typedef struct {
    float declared[2], stayed[2]; /* declarations seen: [0] nobody in yet, [1] someone stayed in before */
    float answers[2][MOUCHE_AI_ANSWER_KINDS]; /* [held its dealt flush][silent, evasive, yes, no] */
} MoucheAiSeatModel;

typedef struct {
    int16_t version; /* MOUCHE_AI_MEMORY_VERSION (the fields leave no padding: the bytes are the memory) */
    int8_t seat, players; /* whose memory, at what table */
    uint32_t last_hand; /* a fingerprint of the hand last learned from (each is learned once) */
    float hands; /* hands learned from */
    /* the owner's searched value of staying in minus what it earned, in units of
       the pool, beyond the fixed prior correction: summed over its decisions to stay in */
    float overstated_sum, overstated_n;
    /* the owner's decision to stay in, until its hand is over */
    int32_t pending_hand; /* -1: none */
    float pending_searched, pending_prior; /* pool units */
    MoucheChips pending_balance, pending_stake;
    MoucheAiSeatModel seat_model[MOUCHE_MAX_PLAYERS];
} MoucheAiMemory;

/* An empty memory for `seat` at a table of `players`. */
void mouche_ai_memory_init(MoucheAiMemory *memory, int seat, int players);
/* Whether a memory read from a save fits the seat and table (version, seat, players, counts). */
bool mouche_ai_memory_valid(const MoucheAiMemory *memory, int seat, int players);
/* Learns from the owner's view; only a view of a finished hand (PHASE_HAND_OVER
 * or PHASE_GAME_OVER) teaches, once per hand. Call it whenever a hand ends. */
void mouche_ai_observe(MoucheAiMemory *memory, const MoucheView *view);
/* mouche_ai_decide with a memory (NULL: none): the Expert reads its table from
 * it, and records in it a decision to stay in, to learn from at the hand's end. */
MoucheAction mouche_ai_decide_remembering(const MoucheView *view, const MoucheAiConfig *config, MoucheAiMemory *memory);
/* The memory as one line of text ("aimemory 1 ..."), floats exact; false if it does not fit. */
bool mouche_ai_memory_format(const MoucheAiMemory *memory, char *out, size_t size);
/* Reads a line written by mouche_ai_memory_format; false (memory untouched) if
 * it is not one, or does not fit `seat` at a table of `players`. */
bool mouche_ai_memory_parse(const char *line, int seat, int players, MoucheAiMemory *memory);
enum { MOUCHE_AI_MEMORY_TEXT_MAX = 2048 };
/* What the memory says of a stander's answer: the chance it holds its dealt
 * flush, from how that seat answered before when its hand was later known. */
double mouche_ai_memory_flush_chance(const MoucheAiMemory *memory, int seat, int answer);
/* The correction the Expert now applies to its searched value of staying in,
 * beyond the fixed prior, in units of the pool (0 for an empty memory). */
double mouche_ai_memory_overstatement(const MoucheAiMemory *memory);

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
/* Its number (mouche_ai_persona's index): who sits there, whatever the name's words. */
int mouche_ai_seat_persona_index(int seat, uint64_t game_seed);

#endif
