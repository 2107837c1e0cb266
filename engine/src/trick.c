/* The rules of card play (RULES.md 7, and 9 for the Pamphile):
 * follow and head the trick, trump, overtrump, and the exception. */
#include "internal.h"

/* The cards of `hand` whose effective suit is `suit`. */
static MoucheCardSet suit_cards(const MoucheState *st, MoucheCardSet hand, int suit) {
    MoucheCardSet set = hand & mouche_suit_set(suit);
    if (st->rules.pamphile && st->trump >= 0 && (hand & mouche_bit(PAMPHILE_CARD))) {
        if (suit == st->trump) set |= mouche_bit(PAMPHILE_CARD);
        else if (suit == SUIT_CLUBS) set &= ~mouche_bit(PAMPHILE_CARD);
    }
    return set;
}

/* The cards of `set` (all of best's effective suit) that beat `best`. */
static MoucheCardSet higher_cards(const MoucheState *st, MoucheCardSet set, MoucheCard best) {
    if (is_pamphile(st, best)) return 0;
    const MoucheCardSet above = mouche_suit_set(mouche_card_suit(best)) & ~((mouche_bit(best) << 1) - 1);
    const MoucheCardSet pamphile = st->rules.pamphile ? mouche_bit(PAMPHILE_CARD) : 0;
    /* The Pamphile sits above the king whatever its natural place. */
    return (set & above & ~pamphile) | (set & pamphile);
}

/* Which cards may be played, and the rule that rules out the others. */
static MoucheCardSet playable_with_reason(const MoucheState *st, MoucheRefusal *rule) {
    const MoucheCardSet hand = st->hand[st->to_move];
    const int in_trick = trick_cards_in_progress(st);
    *rule = REFUSE_NONE;
    if (in_trick == 0) return hand;

    const int first = st->nplays - in_trick;
    const int led = trick_effective_suit(st, st->play_card[first]);
    const MoucheCard best = st->play_card[st->trick_best];
    const int best_suit = trick_effective_suit(st, best);

    const MoucheCardSet follow = suit_cards(st, hand, led);
    if (follow) {
        if (best_suit == led) {
            const MoucheCardSet higher = higher_cards(st, follow, best);
            if (higher) {
                *rule = REFUSE_MUST_HEAD;
                return higher;
            }
        }
        *rule = REFUSE_MUST_FOLLOW;
        return follow;
    }
    const MoucheCardSet trumps = suit_cards(st, hand, st->trump);
    if (trumps) {
        if (best_suit != st->trump) {
            *rule = REFUSE_MUST_TRUMP;
            return trumps;
        }
        const MoucheCardSet higher = higher_cards(st, trumps, best);
        if (higher) {
            *rule = REFUSE_MUST_OVERTRUMP;
            return higher;
        }
    }
    return hand; /* void in both, or no trump that can head the trick */
}

MoucheCardSet mouche_playable(const MoucheState *st) {
    if (st->phase != PHASE_PLAY) return 0;
    MoucheRefusal rule;
    return playable_with_reason(st, &rule);
}

MoucheRefusal trick_check_play(const MoucheState *st, MoucheCard card) {
    if (card >= MOUCHE_DECK_MAX) return REFUSE_BAD_ACTION;
    if (!mouche_set_has(st->hand[st->to_move], card)) return REFUSE_CARD_NOT_HELD;
    MoucheRefusal rule;
    const MoucheCardSet allowed = playable_with_reason(st, &rule);
    if (mouche_set_has(allowed, card)) return REFUSE_NONE;
    /* Holding the led suit, a card of another suit breaks the duty to follow
     * even when the duty was to head the trick. */
    if (rule == REFUSE_MUST_HEAD) {
        const int led = trick_effective_suit(st, st->play_card[st->nplays - trick_cards_in_progress(st)]);
        if (trick_effective_suit(st, card) != led) return REFUSE_MUST_FOLLOW;
    }
    return rule;
}
