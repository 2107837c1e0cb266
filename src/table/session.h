/* A game's lifecycle at the table, written once for every game on the engine's CardGame: a new
 * game (from the settings, a transcript or the guide), a save loaded and written, an action
 * applied (as a save writes it too), a take-back, the record told again for the log, the
 * transcript for a bug report. A backend gives only what is its own (GameSession). */
#ifndef LAMOUCHE_SESSION_H
#define LAMOUCHE_SESSION_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

/* A new game: of the settings' rules and players (the command line's over them), or of a
 * transcript's (its seed, players and rules). False with why. */
bool session_start(App *app, Table *t, uint64_t seed, char *why, size_t size);
bool session_start_replay(App *app, Table *t, const Replay *r, char *why, size_t size);
/* The game kept at path, resumed: its seats, its AI memories, its shown table. */
bool session_load(App *app, Table *t, const char *path, char *why, size_t size);
bool session_save(Table *t, const char *path, char *why, size_t size);
/* The game's engine part and the backend's freed (t->played, t->game). */
void session_free(Table *t);
/* Whether the game kept at path is under way (a move made, not over), and its deal. */
bool session_saved_in_play(const GameBackend *be, const char *path, int *deal, int *total);
void session_progress(const Table *t, GameProgress *out);
/* The engine's state of the game (the game's own type). */
const void *session_state(const Table *t);
/* Applies an action by the seat to move: the midend told the engine's events, the backend told
 * (its AI seats learn). The engine's refusal if it refused it (nothing changed then). */
MoucheRefusal session_act(Table *t, const GameAction *action);
/* A move as a save writes it, read into an action; false if it does not read. */
bool session_parse(const Table *t, const char *move, GameAction *out);
/* Whether the action is legal now. */
bool session_legal(const Table *t, const GameAction *action);
/* The next deal's action, when one is due (the one legal action between deals). */
bool session_next_deal(const Table *t, GameAction *out);
/* Practice: whether the human has a decision of this deal to take back, and taking it back. */
bool session_can_take_back(const Table *t);
bool session_take_back(App *app, Table *t);
/* The game so far played again, every event as seat 0 saw it, into fn (the log of a resumed game). */
bool session_replay(const Table *t, void (*fn)(void *ctx, const void *ev), void *ctx);
/* The transcript (RULES.md section 12) from the start through deal `deal`; false if a write failed. */
bool session_export(const Table *t, int deal, FILE *out);

#endif
