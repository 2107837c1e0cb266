/* La Bête's transcript read back: its lines as moves, and the whole game played again
 * from its seed to find it the same (docs/rules-bete.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/common.h"
#include "bete_internal.h"
#include "mouche/cardgame.h"
#include "mouche/replay.h"

static int bete_move(const char *line, const char *type, char *text, size_t size, long long *seat)
{
    char word[16];
    bool ask;
    MoucheCard card;
    if (strcmp(type, "bid") != 0 && strcmp(type, "curieuse") != 0 && strcmp(type, "play") != 0)
        return 0;
    if (!mouche_json_int(line, "seat", seat))
        return -1;
    if (strcmp(type, "bid") == 0)
        return mouche_json_string(line, "bid", word, sizeof word) ? (snprintf(text, size, "%s", word), 1) : -1;
    if (strcmp(type, "curieuse") == 0)
        return mouche_json_bool(line, "ask", &ask) ? (snprintf(text, size, "cur:%d", ask ? 1 : 0), 1) : -1;
    if (!mouche_json_card(line, "card", &card))
        return -1;
    mouche_card_str(card, word);
    return snprintf(text, size, "P:%s", word), 1;
}

const ReplayLines bete_replay_lines = { "deal", bete_move };

bool bete_replay_check(const Replay *r, char *why, size_t why_size)
{
    return mouche_cardgame_replay_check(&bete_cardgame, r, why, why_size);
}
