/* Which five cards make a flush, and its points (RULES.md 6, the Pamphile of 10). */
#include "mouche_internal.h"

/* Whether every card of `cards` is of `suit`. */
static bool all_of_suit(MoucheCardSet cards, int suit) { return (cards & ~mouche_suit_set(suit)) == 0; }

bool mouche_hand_flush(const MoucheRules *rules, int trump, MoucheCardSet hand, int *suit_out, int *points_out)
{
    const MoucheCardSet pamphile =
        rules->pamphile && mouche_set_has(hand, PAMPHILE_CARD) ? mouche_bit(PAMPHILE_CARD) : 0;
    /* most hands are no flush and hold no Pamphile: say so before counting */
    if (!pamphile && (hand == 0 || !all_of_suit(hand, mouche_card_suit(mouche_set_first(hand)))))
        return false;
    if (mouche_set_count(hand) != MOUCHE_HAND_SIZE)
        return false;
    const MoucheCardSet rest = hand & ~pamphile;
    int suit = mouche_card_suit(mouche_set_first(hand));
    bool flush = all_of_suit(hand, suit); /* five cards of one suit, the Pamphile a club */
    if (pamphile && rules->pamphile_mouche == PAMPHILE_MOUCHE_TRUMP && !flush && trump >= 0 &&
        all_of_suit(rest, trump)) {
        flush = true; /* the Pamphile and four trumps: a trump flush */
        suit = trump;
    } else if (pamphile && rules->pamphile_mouche == PAMPHILE_MOUCHE_ANY) {
        suit = mouche_card_suit(mouche_set_first(rest)); /* it completes a flush of any suit */
        flush = all_of_suit(rest, suit);
    }
    if (!flush)
        return false;
    int points = 0;
    for (MoucheCardSet r = hand; r; r &= r - 1)
        points += mouche_card_points(mouche_set_first(r));
    if (suit_out)
        *suit_out = suit;
    if (points_out)
        *points_out = points;
    return true;
}
