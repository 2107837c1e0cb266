/* When a move may be taken back (undo_rule.h). */
#include "undo_rule.h"

void undo_watch_reset(UndoWatch *w) { *w = (UndoWatch){ 0 }; }

void undo_watch_moved(UndoWatch *w, int steps) { *w = (UndoWatch){ .moved = true, .own_steps = steps }; }

void undo_watch_step(UndoWatch *w, bool quiet)
{
    if (w->own_steps > 0) {
        w->own_steps--;
        if (!quiet)
            w->seen_since = true;
    } else {
        w->seen_since = true;
    }
}

UndoVerdict undo_verdict(const UndoWatch *w, bool practice, bool engine_can)
{
    if (!engine_can)
        return UNDO_NO_MOVE;
    if (practice)
        return UNDO_OPEN;
    if (!w->moved)
        return UNDO_NO_MOVE;
    return w->seen_since ? UNDO_SEEN : UNDO_OPEN;
}
