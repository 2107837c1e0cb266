/* Card names and flush points. */
#include "mouche/cards.h"

#include <string.h>

#include "common.h"

static const char RANK_CHARS[MOUCHE_RANKS] = { '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A', 'J', 'Q', 'K' };
static const char SUIT_CHARS[MOUCHE_SUITS] = { 'S', 'H', 'D', 'C' };

int mouche_card_points(MoucheCard c)
{
    const int rank = mouche_card_rank(c);
    return rank >= RANK_ACE ? 10 : rank + 2;
}

char mouche_rank_char(int rank) { return rank >= 0 && rank < MOUCHE_RANKS ? RANK_CHARS[rank] : '?'; }
char mouche_suit_char(int suit) { return suit >= 0 && suit < MOUCHE_SUITS ? SUIT_CHARS[suit] : '?'; }

void mouche_card_str(MoucheCard c, char out[3])
{
    if (c >= MOUCHE_DECK_MAX) {
        out[0] = '?';
        out[1] = '?';
    } else {
        out[0] = RANK_CHARS[mouche_card_rank(c)];
        out[1] = SUIT_CHARS[mouche_card_suit(c)];
    }
    out[2] = '\0';
}

int mouche_suit_parse(char letter)
{
    for (int s = 0; s < MOUCHE_SUITS; s++)
        if (SUIT_CHARS[s] == letter)
            return s;
    return -1;
}

MoucheCard mouche_card_parse(const char *text)
{
    if (!text || !text[0] || !text[1])
        return MOUCHE_NO_CARD;
    const int suit = mouche_suit_parse(text[1]);
    if (suit < 0)
        return MOUCHE_NO_CARD;
    for (int r = 0; r < MOUCHE_RANKS; r++)
        if (RANK_CHARS[r] == text[0])
            return mouche_card(suit, r);
    return MOUCHE_NO_CARD;
}

bool mouche_play_text_parse(const char *text, MoucheCard *card)
{
    if (text[0] != 'P' || text[1] != ':' || strlen(text) != 4)
        return false;
    *card = mouche_card_parse(text + 2);
    return *card != MOUCHE_NO_CARD;
}
