/* Fuzz target: anything read from disk goes through the save loader. A load
 * either fails with a message or yields a game whose save text loads again
 * to the same state. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    MoucheGame game;
    char why[256];
    if (!mouche_load_text((const char *)data, size, &game, why, sizeof why)) {
        if (why[0] == '\0')
            abort(); /* every refusal says why */
        return 0;
    }
    char *text = mouche_save_text(&game.record);
    if (text) {
        MoucheGame again;
        if (!mouche_load_text(text, strlen(text), &again, why, sizeof why))
            abort();
        if (memcmp(&again.state, &game.state, sizeof game.state) != 0)
            abort();
        mouche_game_free(&again);
        free(text);
    }
    mouche_game_free(&game);
    return 0;
}
