/* AI players for La Bête (docs/ai-bete.md). Same contract as ai.h: the AI
 * decides from one seat's BeteView alone (it is never given the state, so it
 * cannot see hidden cards), always returns one of view->legal, and is
 * deterministic for a given config and view (bounded in time: see
 * MoucheAiConfig.budget_ms).
 *
 * Levels, temperaments and configs are La Mouche's (ai.h):
 *   random    a uniformly random legal action;
 *   beginner  counts trumps and kings to bid; plays its highest card when it
 *             wins the trick, else its lowest;
 *   standard  estimates the tricks its hand takes and bids when the deal's
 *             value beats the risk of making the bête; sound card play;
 *   expert    samples the hidden cards consistently with the view and plays
 *             every candidate out on the same worlds (the last tricks exactly).
 * Temperaments: cautious bids and contres less, bold more, the bluffer
 * contres and asks for the Curieuse more. */
#ifndef MOUCHE_BETE_AI_H
#define MOUCHE_BETE_AI_H

#include "mouche/ai.h"
#include "mouche/bete.h"

/* The action for view->seat, which must be to move (view->nlegal > 0).
 * Decides bids (play / pass / contre), the Curieuse and every card. With no
 * legal action (not this seat's turn) returns BETE_ACT_NEXT_DEAL. */
BeteAction bete_ai_decide(const BeteView *view, const MoucheAiConfig *config);

/* ---- Memory: what an Expert seat learns of its table over a game ----------
 * How far its searched values of saying "play" and of passing are off what each then earns at
 * this table. The worlds are played out by the Standard model for every seat: a table of weaker
 * players lets a declarer take more than that model expects, and a table of loose players makes
 * passing worth more (they declare and contre on weak hands). The difference moves the Expert's
 * margin for saying "play" (docs/ai-bete.md, Memory). Filled only from the seat's own views;
 * plain data of a fixed size, no padding (the bytes are the memory). */
enum { BETE_AI_MEMORY_VERSION = 1 };

typedef struct {
    int16_t version; /* BETE_AI_MEMORY_VERSION */
    int8_t seat, players;
    uint32_t last_deal; /* a fingerprint of the deal last learned from (each is learned once) */
    float deals; /* deals learned from */
    /* searched − earned, in units of the deal's value: summed over its uncontred bids, and over
       its passes when it could have said "play" */
    float bid_sum, bid_n, pass_sum, pass_n;
    int16_t pending_deal; /* the deal of a decision not yet settled, -1: none */
    int16_t pending_bid; /* 1: it said "play", 0: it passed */
    float pending_searched, pending_value; /* the decision's searched mean (chips), the deal's value V */
    MoucheChips pending_equity; /* its balance minus the table's mean balance, times players, then */
} BeteAiMemory;

void bete_ai_memory_init(BeteAiMemory *memory, int seat, int players);
bool bete_ai_memory_valid(const BeteAiMemory *memory, int seat, int players);
/* Learns from the owner's view of a finished deal (BETE_PHASE_DEAL_OVER or GAME_OVER), once per
 * deal; call it whenever a deal ends. */
void bete_ai_observe(BeteAiMemory *memory, const BeteView *view);
/* bete_ai_decide with a memory (NULL: none): the Expert's margin for saying "play" moves by what
 * the memory learned, and its choice between "play" and pass is recorded to learn from when the
 * deal ends. */
BeteAction bete_ai_decide_remembering(const BeteView *view, const MoucheAiConfig *config, BeteAiMemory *memory);
/* The correction added to the margin for saying "play", in units of the deal's value (0 empty). */
double bete_ai_memory_overstatement(const BeteAiMemory *memory);
/* The memory as one line of text ("betememory 1 ..."), floats exact; false if it does not fit. */
bool bete_ai_memory_format(const BeteAiMemory *memory, char *out, size_t size);
/* Reads a line written by bete_ai_memory_format; false (memory untouched) if it is not one or
 * does not fit `seat` at a table of `players`. */
bool bete_ai_memory_parse(const char *line, int seat, int players, BeteAiMemory *memory);
enum { BETE_AI_MEMORY_TEXT_MAX = 256 };

/* What the Expert would do in a seat's place, and why, in numbers (the table's hint):
 * from that seat's view alone; deterministic for a view and a seed. */
typedef struct {
    BeteAction action; /* the Expert's choice: always one of view->legal */
    int noptions; /* the choices it weighed; 0 when it did not search */
    BeteAction option[BETE_MAX_ACTIONS];
    double value[BETE_MAX_ACTIONS]; /* each choice's mean chips over the deals it imagined */
    double expected_tricks; /* what the hand may take, by the Standard model */
    MoucheChips deal_value; /* what a win takes now: stakes, plaques and the bête at stake */
} BeteAiAdvice;
void bete_ai_advise(const BeteView *view, uint64_t seed, BeteAiAdvice *advice);

/* The tricks the Standard model expects `hand` to take with `trump` at a
 * table of `players`, `unseen` being the cards whose place this seat does
 * not know (for hints and tests). */
double bete_ai_expected_tricks(MoucheCardSet hand, int trump, MoucheCardSet unseen, int players);

#endif
