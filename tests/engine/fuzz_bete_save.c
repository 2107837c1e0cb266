/* Fuzz target: anything read from disk as a Bête save goes through
 * bete_load_text. A load either fails with a message, or yields a game whose
 * record replays to the same state, whose save text loads again to the same
 * state, and which goes on playing.
 *
 * Each input is tried twice: as it is (the checksum turns away almost every
 * mutation), and re-signed (its "end" line replaced by the right checksum of
 * what comes before), so that the header parser, the action parser and the
 * replay of forged actions are fuzzed too. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/bete.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void try_load(const char *text, size_t size)
{
    BeteGame game;
    char why[256] = "";
    if (!bete_load_text(text, size, &game, why, sizeof why)) {
        if (why[0] == '\0')
            abort(); /* every refusal says why */
        return;
    }
    if (game.state.players < BETE_MIN_PLAYERS || game.state.players > BETE_MAX_PLAYERS)
        abort();
    BeteState replayed;
    if (!bete_record_replay(&game.record, &replayed, NULL, why, sizeof why))
        abort();
    if (memcmp(&replayed, &game.state, sizeof replayed) != 0)
        abort();
    char *saved = bete_save_text(&game.record);
    if (!saved)
        abort();
    BeteGame again;
    if (!bete_load_text(saved, strlen(saved), &again, why, sizeof why))
        abort();
    if (memcmp(&again.state, &game.state, sizeof game.state) != 0)
        abort();
    if (again.record.count != game.record.count)
        abort();
    bete_game_free(&again);
    free(saved);
    /* a loaded game goes on: its first legal action is accepted */
    BeteAction legal[BETE_MAX_ACTIONS];
    const int n = bete_legal_actions(&game.state, legal);
    if (game.state.phase == BETE_PHASE_GAME_OVER) {
        if (n != 0)
            abort();
    } else if (n <= 0 || bete_game_act(&game, legal[0], NULL) != REFUSE_NONE) {
        abort();
    }
    bete_game_free(&game);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    try_load((const char *)data, size);
    /* the body: everything before a final "end " line, if there is one */
    size_t body = size;
    for (size_t i = size; i-- > 0;)
        if ((i == 0 || data[i - 1] == '\n') && size - i >= 4 && memcmp(data + i, "end ", 4) == 0) {
            body = i;
            break;
        }
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a 64, as the save writes it */
    for (size_t i = 0; i < body; i++) {
        h ^= data[i];
        h *= 0x100000001b3ull;
    }
    char *text = malloc(body + 32);
    if (!text)
        return 0;
    memcpy(text, data, body);
    const int tail = snprintf(text + body, 32, "end %016llx\n", (unsigned long long)h);
    try_load(text, body + (size_t)tail);
    free(text);
    return 0;
}
