/* A transcript read back (RULES.md section 12 for La Mouche, docs/rules-bete.md for La
 * Bête): the game it records, its moves and its deals, so that the game can be played
 * again from its seed, move by move, and found to be the same. A file may hold several
 * games (mouche-sim writes them one after another): the first is read. */
#ifndef MOUCHE_REPLAY_H
#define MOUCHE_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mouche/cards.h"

struct CardGame;
enum { REPLAY_MOVE_TEXT = 48, REPLAY_RULES_TEXT = 512, REPLAY_DECK_MAX = 52 };

typedef struct {
    int line; /* in the file, from 1 */
    int8_t seat; /* who moves; -1: the next deal is dealt */
    char text[REPLAY_MOVE_TEXT]; /* the move as a save writes it (mouche_action_parse, bete_action_parse) */
} ReplayMove;

typedef struct {
    int line;
    uint8_t size;
    MoucheCard cards[REPLAY_DECK_MAX]; /* the deal's deck, the first dealt first */
} ReplayDeal;

typedef struct Replay {
    const struct CardGame *game; /* the game it records (mouche/cardgame.h) */
    uint64_t seed;
    int players;
    char rules[REPLAY_RULES_TEXT]; /* key=value,... as a save writes them */
    ReplayMove *moves; /* malloc'd */
    size_t count;
    ReplayDeal *deals; /* malloc'd, one per hand / deal */
    int ndeals;
} Replay;

/* Reads a transcript; false with a reason (and the line) if it is not one. The moves are
 * not checked against the rules here: see mouche_replay_check / bete_replay_check. */
bool mouche_replay_read(const char *text, size_t length, Replay *out, char *why, size_t why_size);
void mouche_replay_free(Replay *r);

/* Plays the whole transcript again from its seed, headless: every deal must be dealt as it
 * says, every move be made by the seat whose turn it is and be legal. False with the line
 * that breaks it. */
bool mouche_replay_check(const Replay *r, char *why, size_t why_size);
bool bete_replay_check(const Replay *r, char *why, size_t why_size);

#endif
