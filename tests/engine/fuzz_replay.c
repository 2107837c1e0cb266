/* Fuzz target: a transcript given to --replay (mouche_replay_read, then the check of its game). */
#include <stdint.h>
#include <stdlib.h>

#include "mouche/cardgame.h"
#include "mouche/replay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Replay r;
    char why[256];
    if (!mouche_replay_read((const char *)data, size, &r, why, sizeof why))
        return 0;
    if (r.game == &mouche_cardgame)
        mouche_replay_check(&r, why, sizeof why);
    else
        bete_replay_check(&r, why, sizeof why);
    mouche_replay_free(&r);
    return 0;
}
