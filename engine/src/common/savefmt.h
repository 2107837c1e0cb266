/* The save adapter both games share (engine-internal): a game and its record
 * kept in step, replay, the save text and files. The container:
 *
 *   MAGIC VERSION                 e.g. LAMOUCHE-SAVE 1, LAMOUCHE-BETE-SAVE 1
 *   players N
 *   COUNT_KEY N                   hands (La Mouche) or deals (La Bête); 0: endless
 *   seed S
 *   rules key=value,...
 *   meta <the app's line, may be empty>
 *   actions N
 *   <one action per line>
 *   end 0123456789abcdef          (FNV-1a 64 of every byte before this line)
 *
 * Loading checks every line and the checksum, then replays every action; the
 * caller's game is written only if all of it holds. A game gives what is its
 * own in one const SaveGame (its format, its types' sizes and layout, its
 * typed functions behind void pointers); its public functions forward here. */
#ifndef MOUCHE_SAVEFMT_H
#define MOUCHE_SAVEFMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mouche/game.h" /* MoucheRefusal */

enum { SAVE_META_MAX = 512, SAVE_MAX_BYTES = 64 * 1024 * 1024 };

/* The members of a game's record (MoucheRecord, BeteRecord), by address. */
typedef struct {
    void *rules;
    int *players, *count; /* count: hands or deals; 0: endless */
    uint64_t *seed;
    void **actions; /* the record's malloc'd array of the game's actions */
    size_t *action_count, *capacity;
    char *meta;
    size_t meta_size;
} SaveRecord;

typedef struct {
    const char *magic; /* first word of the first line */
    int version;
    const char *count_key; /* "hands" or "deals" */
    int min_players, max_players;
    const char *name; /* the game's name, for messages */

    /* Sizes, and where the state and the record lie in the game's Game type. */
    size_t game_size, state_size, rules_size, action_size;
    size_t state_at, record_at;

    /* The record's members; also called on a const record, which is then only read. */
    SaveRecord (*record)(void *record);
    void (*rules_default)(void *rules);
    int (*rules_format)(const void *rules, char *out, size_t out_size);
    bool (*rules_parse)(void *rules, const char *text, char *why, size_t why_size);
    int (*action_format)(const void *action, char *out, size_t out_size);
    bool (*action_parse)(const char *text, void *action);
    bool (*start)(void *state, const void *rules, int players, int count, uint64_t seed, const void *sink, char *why,
                  size_t why_size);
    MoucheRefusal (*check)(const void *state, const void *action);
    MoucheRefusal (*apply)(void *state, const void *action, const void *sink);
    int (*to_move)(const void *state); /* the seat that decides, -1 between deals */
} SaveGame;

/* `scratch` is a state (or, for loading, a whole game) the game lends, so that
 * nothing is allocated for it and the result is written only on success. */
bool mouche_savefmt_game_new(const SaveGame *g, void *game, void *scratch, const void *rules, int players, int count,
                             uint64_t seed, const void *sink, char *why, size_t why_size);
/* Applies and records an action; refused actions are not recorded. */
MoucheRefusal mouche_savefmt_game_act(const SaveGame *g, void *game, const void *action, const void *sink);
void mouche_savefmt_record_free(const SaveGame *g, void *record);
bool mouche_savefmt_record_replay(const SaveGame *g, const void *record, void *scratch, void *out, const void *sink,
                                  char *why, size_t why_size);

/* Practice: the index of the last action `seat` made in the deal in play (-1: none), and
 * taking it back with every action after it (the record cut there, the state rebuilt). */
long mouche_savefmt_last_move(const SaveGame *g, const void *game, void *scratch, int seat);
bool mouche_savefmt_take_back(const SaveGame *g, void *game, void *scratch, int seat);

/* The save text (malloc'd; NULL if out of memory). */
char *mouche_savefmt_text(const SaveGame *g, const void *record);
bool mouche_savefmt_load_text(const SaveGame *g, const char *text, size_t length, void *game, void *scratch, char *why,
                              size_t why_size);
bool mouche_savefmt_file(const SaveGame *g, const void *record, const char *path, char *why, size_t why_size);
bool mouche_savefmt_load_file(const SaveGame *g, const char *path, void *game, void *scratch, char *why,
                              size_t why_size);

#endif
