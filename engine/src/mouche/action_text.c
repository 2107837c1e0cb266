/* Actions as short text: F, S, S!, X:KH.9D, Q2, A:silent, T:H, P:KH, N. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/game.h"

#include "../common/common.h"

static const char *const ANSWER_NAMES[] = { "none", "silent", "evasive", "yes", "no" };

int mouche_action_format(MoucheAction a, char *out, size_t n)
{
    char card[3];
    switch (a.kind) {
    case ACT_FOLD: return snprintf(out, n, "F");
    case ACT_STAND: return snprintf(out, n, a.arg ? "S!" : "S");
    case ACT_QUESTION: return snprintf(out, n, "Q%d", a.arg);
    case ACT_ANSWER: return snprintf(out, n, "A:%s", a.arg <= ANSWER_NO ? ANSWER_NAMES[a.arg] : "?");
    case ACT_TRUMP: return snprintf(out, n, "T:%c", mouche_suit_char(a.arg));
    case ACT_PLAY: mouche_card_str(a.arg, card); return snprintf(out, n, "P:%s", card);
    case ACT_NEXT_HAND: return snprintf(out, n, "N");
    case ACT_EXCHANGE: {
        int used = snprintf(out, n, "X:");
        for (MoucheCardSet r = a.cards; r; r &= r - 1) {
            mouche_card_str(mouche_set_first(r), card);
            const int w = snprintf(out + ((size_t)used < n ? (size_t)used : n), (size_t)used < n ? n - (size_t)used : 0,
                                   "%s%s", r == a.cards ? "" : ".", card);
            used += w;
        }
        return used;
    }
    default: return snprintf(out, n, "?");
    }
}

bool mouche_action_parse(const char *t, MoucheAction *out)
{
    if (!t)
        return false;
    if (!strcmp(t, "F")) {
        *out = mouche_act(ACT_FOLD, 0, 0);
        return true;
    }
    if (!strcmp(t, "S")) {
        *out = mouche_act(ACT_STAND, 0, 0);
        return true;
    }
    if (!strcmp(t, "S!")) {
        *out = mouche_act(ACT_STAND, 1, 0);
        return true;
    }
    if (!strcmp(t, "N")) {
        *out = mouche_act(ACT_NEXT_HAND, 0, 0);
        return true;
    }
    if (t[0] == 'Q' && t[1] >= '0' && t[1] <= '5' && !t[2]) {
        *out = mouche_act(ACT_QUESTION, t[1] - '0', 0);
        return true;
    }
    if (t[0] == 'T' && t[1] == ':' && t[2] && !t[3]) {
        const int suit = mouche_suit_parse(t[2]);
        if (suit < 0)
            return false;
        *out = mouche_act(ACT_TRUMP, suit, 0);
        return true;
    }
    MoucheCard played;
    if (mouche_play_text_parse(t, &played)) {
        *out = mouche_act(ACT_PLAY, played, 0);
        return true;
    }
    if (t[0] == 'A' && t[1] == ':') {
        for (int i = ANSWER_SILENT; i <= ANSWER_NO; i++)
            if (!strcmp(t + 2, ANSWER_NAMES[i])) {
                *out = mouche_act(ACT_ANSWER, i, 0);
                return true;
            }
        return false;
    }
    if (t[0] == 'X' && t[1] == ':') {
        MoucheCardSet cards = 0;
        const char *p = t + 2;
        for (;;) {
            const MoucheCard c = mouche_card_parse(p);
            if (c == MOUCHE_NO_CARD || mouche_set_has(cards, c))
                return false;
            cards |= mouche_bit(c);
            if (p[2] == '\0')
                break;
            if (p[2] != '.')
                return false;
            p += 3;
        }
        *out = mouche_act(ACT_EXCHANGE, 0, cards);
        return true;
    }
    return false;
}
