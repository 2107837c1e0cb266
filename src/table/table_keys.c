/* The table's keys, in one table (table_keys.h). */
#include "table_keys.h"

#include <stdbool.h>

typedef struct {
    SDL_Keycode key;
    Uint16 mod; /* held (either side), 0: none of Ctrl, Shift, Alt */
    TableCommand command;
} KeyCommand;

static const KeyCommand keys[] = {
    { SDLK_ESCAPE, 0, TCMD_BACK },
    { SDLK_r, 0, TCMD_RULES },
    { SDLK_F1, 0, TCMD_RULES },
    { SDLK_l, 0, TCMD_LAST_TRICK },
    { SDLK_F2, 0, TCMD_LOG },
    { SDLK_QUESTION, 0, TCMD_HINT }, /* a script's "?" (a person's comes as text: table_event) */
    { SDLK_z, KMOD_CTRL, TCMD_UNDO },
    { SDLK_BACKSPACE, 0, TCMD_UNDO },
    { SDLK_LEFT, 0, TCMD_CARD_PREV },
    { SDLK_UP, 0, TCMD_CARD_PREV },
    { SDLK_RIGHT, 0, TCMD_CARD_NEXT },
    { SDLK_DOWN, 0, TCMD_CARD_NEXT },
    { SDLK_TAB, KMOD_SHIFT, TCMD_BUTTON_PREV },
    { SDLK_TAB, 0, TCMD_BUTTON_NEXT },
    { SDLK_RETURN, 0, TCMD_CHOOSE },
    { SDLK_KP_ENTER, 0, TCMD_CHOOSE },
    { SDLK_SPACE, 0, TCMD_CHOOSE },
};

/* Which of Ctrl, Shift and Alt are held, either side counted as the same. */
static Uint16 held(Uint16 mod)
{
    Uint16 out = 0;
    if (mod & KMOD_CTRL)
        out |= KMOD_CTRL;
    if (mod & KMOD_SHIFT)
        out |= KMOD_SHIFT;
    if (mod & KMOD_ALT)
        out |= KMOD_ALT;
    return out;
}

TableCommand table_key_command(SDL_Keycode key, Uint16 mod)
{
    const Uint16 h = held(mod);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (keys[i].key == key && keys[i].mod == h)
            return keys[i].command;
    return TCMD_NONE;
}

bool table_key_chord(Uint16 mod) { return (mod & (KMOD_CTRL | KMOD_ALT | KMOD_MODE)) != 0; }
