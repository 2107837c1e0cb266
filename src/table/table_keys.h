/* The table's commands and the one table of keys that gives them: a key (or, later, a game
 * controller's button) means a TableCommand, which the table carries out the same way whatever
 * gave it. The letters of a decision's buttons are not here: they are the buttons' own (their
 * key caps), a mnemonic in the language shown (i18n.h, S_KEY_...). */
#ifndef LAMOUCHE_TABLE_KEYS_H
#define LAMOUCHE_TABLE_KEYS_H

#include <SDL.h>
#include <stdbool.h>

typedef enum {
    TCMD_NONE = 0,
    TCMD_BACK, /* closes what is open (the last trick, the rules, the log, the picks), else asks to leave */
    TCMD_RULES, /* the rules in short */
    TCMD_LAST_TRICK,
    TCMD_LOG,
    TCMD_HINT,
    TCMD_UNDO, /* takes back the player's own last move */
    TCMD_CARD_PREV, /* the focus moves among the player's cards, never onto a decision's button */
    TCMD_CARD_NEXT,
    TCMD_BUTTON_PREV, /* the focus moves among the decision's buttons */
    TCMD_BUTTON_NEXT,
    TCMD_CHOOSE, /* what has the focus in this decision; skips an animation */
} TableCommand;

/* The command a key means at the table (mod: SDL's modifiers held), TCMD_NONE for a key that
 * is not a command (a digit, a decision's letter). */
TableCommand table_key_command(SDL_Keycode key, Uint16 mod);

/* Whether Ctrl, Alt or AltGr (Mode) is held: a key pressed with one of them and no command of the
 * table (Ctrl+Z is) types another character (AltGr+E: the euro sign on AZERTY) or is the system's
 * shortcut, and is no button's letter nor card's digit. */
bool table_key_chord(Uint16 mod);

#endif
