/* When the player's own last move may be taken back (src/table/undo_rule.c), and the table's keys
 * (src/table/table_keys.c), without a window: a move taken back while only its own quiet steps
 * were shown, refused once anything else was (another seat's move, a card drawn by the move, a
 * deal's end), as far back as the engine allows in Practice; the arrows never reach a decision's
 * button, Tab and Shift+Tab do, Ctrl+Z and Backspace take back, a letter is no table command. */
#include "../engine/check.h"

#include "table_keys.h"
#include "undo_rule.h"

static void check_rule(TestTally *t)
{
    UndoWatch w;
    undo_watch_reset(&w);
    /* a game just opened: nothing of the player's to take back, in play or in Practice */
    CHECK(t, undo_verdict(&w, false, true) == UNDO_NO_MOVE);
    CHECK(t, undo_verdict(&w, false, false) == UNDO_NO_MOVE);
    CHECK(t, undo_verdict(&w, true, true) == UNDO_OPEN);
    /* a card played: its own steps (the card, the trick it completes) tell nothing new */
    undo_watch_moved(&w, 2);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_OPEN);
    undo_watch_step(&w, true);
    undo_watch_step(&w, true);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_OPEN);
    /* the next seat's card shown: too late, except in Practice */
    undo_watch_step(&w, true);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_SEEN);
    CHECK(t, undo_verdict(&w, true, true) == UNDO_OPEN);
    /* a new move opens it again */
    undo_watch_moved(&w, 1);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_OPEN);
    /* an exchange: the cards it draws are news, though the move's own */
    undo_watch_moved(&w, 1);
    undo_watch_step(&w, false);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_SEEN);
    /* the engine has nothing of this deal to take back (a new deal): no move, whatever was shown */
    undo_watch_moved(&w, 0);
    CHECK(t, undo_verdict(&w, false, false) == UNDO_NO_MOVE);
    CHECK(t, undo_verdict(&w, true, false) == UNDO_NO_MOVE);
    /* taken back: not further, outside Practice */
    undo_watch_reset(&w);
    CHECK(t, undo_verdict(&w, false, true) == UNDO_NO_MOVE);
}

static void check_keys(TestTally *t)
{
    CHECK(t, table_key_command(SDLK_RIGHT, 0) == TCMD_CARD_NEXT);
    CHECK(t, table_key_command(SDLK_LEFT, 0) == TCMD_CARD_PREV);
    CHECK(t, table_key_command(SDLK_DOWN, 0) == TCMD_CARD_NEXT);
    CHECK(t, table_key_command(SDLK_UP, 0) == TCMD_CARD_PREV);
    CHECK(t, table_key_command(SDLK_TAB, 0) == TCMD_BUTTON_NEXT);
    CHECK(t, table_key_command(SDLK_TAB, KMOD_LSHIFT) == TCMD_BUTTON_PREV);
    CHECK(t, table_key_command(SDLK_TAB, KMOD_RSHIFT) == TCMD_BUTTON_PREV);
    CHECK(t, table_key_command(SDLK_z, KMOD_LCTRL) == TCMD_UNDO);
    CHECK(t, table_key_command(SDLK_z, KMOD_RCTRL | KMOD_NUM) == TCMD_UNDO); /* Num Lock is no modifier */
    CHECK(t, table_key_command(SDLK_z, 0) == TCMD_NONE);
    CHECK(t, table_key_command(SDLK_BACKSPACE, 0) == TCMD_UNDO);
    CHECK(t, table_key_command(SDLK_SPACE, 0) == TCMD_CHOOSE);
    CHECK(t, table_key_command(SDLK_RETURN, 0) == TCMD_CHOOSE);
    CHECK(t, table_key_command(SDLK_ESCAPE, 0) == TCMD_BACK);
    CHECK(t, table_key_command(SDLK_r, 0) == TCMD_RULES);
    CHECK(t, table_key_command(SDLK_l, 0) == TCMD_LAST_TRICK);
    CHECK(t, table_key_command(SDLK_F2, 0) == TCMD_LOG);
    CHECK(t, table_key_command(SDLK_j, 0) == TCMD_NONE); /* a decision's letter is its button's */
    CHECK(t, table_key_command(SDLK_1, 0) == TCMD_NONE);
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, check_rule);
    RUN(&t, check_keys);
    return test_summary(&t);
}
