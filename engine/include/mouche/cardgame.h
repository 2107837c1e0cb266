/* One game of the engine, type-erased: La Mouche and La Bête each give one const
 * CardGame (sizes, names, functions behind void pointers), so that a tool or
 * the app that drives "a game" is written once. A caller owns every buffer it
 * passes: it allocates rules_size, state_size, game_size, ... bytes (malloc's
 * alignment serves every type here) and frees them after the free functions.
 *
 * The void pointers are the game's own types:
 *   rules      MoucheRules       BeteRules
 *   state      MoucheState       BeteState
 *   action     MoucheAction      BeteAction
 *   view       MoucheView        BeteView       (a seat's redacted view)
 *   game       MoucheGame        BeteGame       (a state and its record: saves, take-back)
 *   event      MoucheEvent       BeteEvent      (what a CardSink is told)
 *   transcript MoucheTranscript  BeteTranscript
 *
 * The AI is not here: it is given a view (view_size bytes from `view`), never
 * a state, so what it may see is still the view's type (mouche/ai.h, bete_ai.h). */
#ifndef MOUCHE_CARDGAME_H
#define MOUCHE_CARDGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mouche/game.h" /* MoucheRefusal */
#include "mouche/replay.h"

/* Where a game's events go; `event` points to the game's own event type. */
typedef struct {
    void (*fn)(void *ctx, const void *event);
    void *ctx;
} CardSink;

/* Where a game stands, read from its game and record (CardGame.progress). */
typedef struct {
    int players, deal, deals_total; /* deal from 1; deals_total 0: endless */
    uint64_t seed;
    size_t moves; /* the actions its record holds */
    MoucheChips start; /* each seat's balance at the start */
    MoucheCardSet deck; /* the cards of its pack (0: the game does not say) */
} CardProgress;

typedef struct CardGame {
    const char *name; /* "mouche", "bete": as mouche-sim's --game and the transcripts name it */
    const char *title; /* "La Mouche", "La Bête": for messages */
    const char *unit; /* what a game's count counts: "hands" or "deals" */
    int min_players, max_players;
    int max_actions; /* the most legal actions a decision has (legal_actions' room) */
    size_t rules_size, state_size, action_size, view_size, game_size, transcript_size;

    /* Rules: the defaults, a key=value,... text over them, and that text again. */
    void (*rules_default)(void *rules);
    bool (*rules_parse)(void *rules, const char *text, char *why, size_t why_size);
    int (*rules_format)(const void *rules, char *out, size_t out_size);

    /* A state alone (count: hands or deals, 0 endless). The sink may be NULL. */
    bool (*start)(void *state, const void *rules, int players, int count, uint64_t seed, const CardSink *sink,
                  char *why, size_t why_size);
    int (*to_move)(const void *state); /* the seat that decides, -1 between deals */
    bool (*over)(const void *state); /* the game is over */
    int (*legal_actions)(const void *state, void *actions); /* room for max_actions */
    MoucheRefusal (*check)(const void *state, const void *action);
    MoucheRefusal (*apply)(void *state, const void *action, const CardSink *sink);
    void (*view)(const void *state, int seat, void *view); /* what `seat` may know, and no more */
    /* Each seat's balance into out (room for max_players); gives the players. */
    int (*balances)(const void *state, MoucheChips *out);
    int (*action_format)(const void *action, char *out, size_t out_size);
    bool (*action_parse)(const char *text, void *action);

    /* A game and its record, kept in step: acting, practice's take-back, saves. */
    bool (*game_new)(void *game, const void *rules, int players, int count, uint64_t seed, const CardSink *sink,
                     char *why, size_t why_size);
    MoucheRefusal (*game_act)(void *game, const void *action, const CardSink *sink);
    void (*game_free)(void *game);
    const void *(*game_state)(const void *game);
    const void *(*game_rules)(const void *game); /* the rules it was started with */
    bool (*can_take_back)(const void *game, int seat);
    bool (*take_back)(void *game, int seat);
    void (*progress)(const void *game, CardProgress *out);
    /* The record's meta line (size bytes of room): the app's own text, which a save keeps as is. */
    char *(*meta)(void *game, size_t *size);
    char *(*save_text)(const void *game); /* malloc'd; NULL if out of memory */
    bool (*load_text)(const char *text, size_t length, void *game, char *why, size_t why_size);
    bool (*save_file)(const void *game, const char *path, char *why, size_t why_size);
    bool (*load_file)(const char *path, void *game, char *why, size_t why_size);
    /* The game's record played again from its seed into a sink, on a scratch state
     * (state_size bytes) the caller lends: what the table's log is told again from. */
    bool (*record_replay)(const void *game, void *scratch, const CardSink *sink, char *why, size_t why_size);

    /* The transcript (JSON Lines) written from the events; out is not owned. */
    void (*transcript_init)(void *transcript, FILE *out, const void *rules);
    void (*transcript_event)(void *transcript, const void *event);
    bool (*transcript_failed)(const void *transcript); /* a write failed */
    /* Whether the event deals a hand (a deal): then *cards, *ncards are its deck, the first dealt first. */
    bool (*dealt)(const void *event, const MoucheCard **cards, int *ncards);

    /* How its transcript's lines are read back as moves (mouche_replay_read): the engine's own
     * (common/common.h), found by `name` in the transcript's game line. */
    const struct ReplayLines *replay_lines;
} CardGame;

extern const CardGame mouche_cardgame;
extern const CardGame bete_cardgame;

/* The game of that name ("mouche", "bete"), or NULL. */
const CardGame *mouche_cardgame_named(const char *name);
/* The game a transcript read back records. */
const CardGame *mouche_cardgame_of_replay(const Replay *replay);
/* Plays a transcript read back again from its seed: each deal must be dealt as written,
 * each move be legal and made by the seat to move. False with a reason (and its line)
 * if not, or if it is not a transcript of `game`. */
bool mouche_cardgame_replay_check(const CardGame *game, const Replay *replay, char *why, size_t why_size);
/* Writes to `out` the transcript of a game (the game's type) from its start through
 * its deal `deal` (from 1): the record played again into the transcript, up to the
 * next deal. False if out of memory, if it cannot be played again, or if a write failed. */
bool mouche_cardgame_export(const CardGame *game, const void *played, int deal, FILE *out);

#endif
