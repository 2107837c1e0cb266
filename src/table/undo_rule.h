/* When the player's own last move may be taken back: the rule, one for every game, of what the
 * table has shown them since (the midend's steps). Outside Practice a move is taken back only
 * while nothing new has been shown after it: no card turned or drawn, no answer heard, no card
 * of another seat played, no deal's end; in Practice, as far back as the deal's first decision
 * (the engine's take-back). Knows no game and no SDL: the table tells it the moves and steps. */
#ifndef LAMOUCHE_UNDO_RULE_H
#define LAMOUCHE_UNDO_RULE_H

#include <stdbool.h>

typedef struct {
    bool moved; /* a move of the player's own, not taken back, since the game was opened */
    int own_steps; /* the steps that move queued, still to be shown */
    bool seen_since; /* something new was shown after it */
} UndoWatch;

typedef enum {
    UNDO_OPEN = 0, /* the move may be taken back */
    UNDO_NO_MOVE, /* no move of the player's own to take back */
    UNDO_SEEN, /* something new was shown since the player's move */
} UndoVerdict;

/* Nothing to take back (a game opened, a move taken back outside Practice). */
void undo_watch_reset(UndoWatch *w);
/* The player moved; the move queued `steps` steps on the table. */
void undo_watch_moved(UndoWatch *w, int steps);
/* A step begins. quiet: were it of the player's own move, it tells them nothing they did not
 * know (the card they played, the word they said, the trick it completes); a step of anyone
 * else's is always news. */
void undo_watch_step(UndoWatch *w, bool quiet);
/* Whether the move may be taken back now. engine_can: the engine has a move of the player's in
 * this deal to take back. */
UndoVerdict undo_verdict(const UndoWatch *w, bool practice, bool engine_can);

#endif
