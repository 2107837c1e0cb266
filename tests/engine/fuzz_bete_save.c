/* Fuzz target: anything read from disk as a Bête save goes through
 * bete_load_text. A load either fails with a message, or yields a game whose
 * record replays to the same state, whose save text loads again to the same
 * state, and which goes on playing. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/bete.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    BeteGame game;
    char why[256] = "";
    if (!bete_load_text((const char *)data, size, &game, why, sizeof why)) {
        if (why[0] == '\0') abort(); /* every refusal says why */
        return 0;
    }
    if (game.state.players < BETE_MIN_PLAYERS || game.state.players > BETE_MAX_PLAYERS) abort();
    BeteState replayed;
    if (!bete_record_replay(&game.record, &replayed, NULL, why, sizeof why)) abort();
    if (memcmp(&replayed, &game.state, sizeof replayed) != 0) abort();
    char *text = bete_save_text(&game.record);
    if (!text) abort();
    BeteGame again;
    if (!bete_load_text(text, strlen(text), &again, why, sizeof why)) abort();
    if (memcmp(&again.state, &game.state, sizeof game.state) != 0) abort();
    if (again.record.count != game.record.count) abort();
    bete_game_free(&again);
    free(text);
    /* a loaded game goes on: its first legal action is accepted */
    BeteAction legal[BETE_MAX_ACTIONS];
    const int n = bete_legal_actions(&game.state, legal);
    if (game.state.phase == BETE_PHASE_GAME_OVER) {
        if (n != 0) abort();
    } else if (n <= 0 || bete_game_act(&game, legal[0], NULL) != REFUSE_NONE) {
        abort();
    }
    bete_game_free(&game);
    return 0;
}
