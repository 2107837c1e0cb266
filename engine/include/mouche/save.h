/* A game as a record: rules, seed and every action applied. Replaying the
 * record rebuilds the state bit for bit, so saves, replays and bug reports
 * are records. The save format is text, versioned and checksummed; loading
 * validates every line and replays every action, and never half-loads. */
#ifndef MOUCHE_SAVE_H
#define MOUCHE_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "mouche/game.h"

enum { MOUCHE_SAVE_VERSION = 1, MOUCHE_META_MAX = 512 };

typedef struct {
    MoucheRules rules;
    int players;
    int hands; /* 0: endless */
    uint64_t seed;
    MoucheAction *actions; /* owned: malloc'd, freed by mouche_record_free */
    size_t count, capacity;
    char meta[MOUCHE_META_MAX]; /* the app's own line (no newline), kept as is */
} MoucheRecord;

/* A game and its record, kept in step. */
typedef struct {
    MoucheState state;
    MoucheRecord record;
} MoucheGame;

bool mouche_game_new(MoucheGame *game, const MoucheRules *rules, int players, int hands, uint64_t seed,
                     const MoucheSink *sink, char *why, size_t why_size);
/* Applies and records an action; refused actions are not recorded. */
MoucheRefusal mouche_game_act(MoucheGame *game, MoucheAction action, const MoucheSink *sink);
void mouche_game_free(MoucheGame *game);
/* Practice: whether `seat` has made a decision in the hand in play, and taking back its last
 * one with every action after it (the record is cut there and the state rebuilt). */
bool mouche_game_can_take_back(const MoucheGame *game, int seat);
bool mouche_game_take_back(MoucheGame *game, int seat);

/* Replays record->actions onto a new game; false with a reason if any is refused. */
bool mouche_record_replay(const MoucheRecord *record, MoucheState *out, const MoucheSink *sink, char *why,
                          size_t why_size);
void mouche_record_free(MoucheRecord *record);

/* The save text of a record: malloc'd, NUL-terminated; the caller frees it.
 * NULL if out of memory. */
char *mouche_save_text(const MoucheRecord *record);

/* Parses and validates save text, then replays it. On success *game owns a
 * new record and the state it rebuilds; on failure *game is untouched and
 * why says what is wrong (line number and problem). */
bool mouche_load_text(const char *text, size_t length, MoucheGame *game, char *why, size_t why_size);

/* Files: the write is atomic (temporary file, then rename); on failure errno
 * says why (ENOSPC, EACCES, EROFS...). */
bool mouche_save_file(const MoucheRecord *record, const char *path, char *why, size_t why_size);
bool mouche_load_file(const char *path, MoucheGame *game, char *why, size_t why_size);

/* Writes text to path atomically, for the saves of both games and the app's own files: a
 * temporary file of a name of its own in the same folder (two writers never share one), fsync
 * of the file, rename over path, fsync of the folder. A reader sees the old file or the new one,
 * never part of one; on failure nothing is left behind, path is untouched and errno holds the
 * first error (ENOSPC, EACCES, EROFS...), also said in why (may be NULL). */
bool mouche_write_atomic(const char *path, const char *text, char *why, size_t why_size);
/* The same with len bytes of any kind (a file copied as it is, NUL bytes and all). */
bool mouche_write_atomic_bytes(const char *path, const void *data, size_t len, char *why, size_t why_size);

#endif
