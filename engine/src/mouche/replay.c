/* La Mouche's transcript read back: its lines as moves, and the whole game played again
 * from its seed to find it the same (RULES.md section 12). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/common.h"
#include "mouche/cardgame.h"
#include "mouche/replay.h"
#include "mouche_internal.h"

static int declare(const char *line, char *text, size_t size)
{
    char action[16];
    bool show = false;
    if (!mouche_json_string(line, "action", action, sizeof action))
        return -1;
    if (strcmp(action, "fold") == 0 || strcmp(action, "stand") == 0) {
        if (!mouche_json_bool(line, "show", &show))
            show = false; /* "show" may be left out */
        snprintf(text, size, "%s", action[0] == 'f' ? "F" : show ? "S!" : "S");
        return 1;
    }
    MoucheCard discard[MOUCHE_HAND_SIZE];
    const int n = mouche_json_cards(line, "discard", discard, MOUCHE_HAND_SIZE);
    if (strcmp(action, "exchange") != 0 || n <= 0)
        return -1;
    size_t used = (size_t)snprintf(text, size, "X:");
    for (int i = 0; i < n && used < size; i++) {
        char card[3];
        mouche_card_str(discard[i], card);
        used += (size_t)snprintf(text + used, size - used, "%s%s", i ? "." : "", card);
    }
    return used < size ? 1 : -1;
}

static int mouche_move(const char *line, const char *type, char *text, size_t size, long long *seat)
{
    long long target;
    char word[16];
    MoucheCard card;
    if (strcmp(type, "trump_choice") != 0 && strcmp(type, "question") != 0 && strcmp(type, "answer") != 0 &&
        strcmp(type, "declare") != 0 && strcmp(type, "play") != 0)
        return 0;
    if (!mouche_json_int(line, "seat", seat))
        return -1;
    if (strcmp(type, "trump_choice") == 0)
        return mouche_json_string(line, "suit", word, sizeof word) && word[0] && !word[1]
                   ? (snprintf(text, size, "T:%c", word[0]), 1)
                   : -1;
    if (strcmp(type, "question") == 0)
        return mouche_json_int(line, "target", &target) && target >= 0 && target < MOUCHE_MAX_PLAYERS
                   ? (snprintf(text, size, "Q%d", (int)target), 1)
                   : -1;
    if (strcmp(type, "answer") == 0)
        return mouche_json_string(line, "answer", word, sizeof word) ? (snprintf(text, size, "A:%s", word), 1) : -1;
    if (strcmp(type, "play") == 0) {
        if (!mouche_json_card(line, "card", &card))
            return -1;
        mouche_card_str(card, word);
        return snprintf(text, size, "P:%s", word), 1;
    }
    return declare(line, text, size);
}

const ReplayLines mouche_replay_lines = { "hand", mouche_move };

bool mouche_replay_check(const Replay *r, char *why, size_t why_size)
{
    return mouche_cardgame_replay_check(&mouche_cardgame, r, why, why_size);
}
