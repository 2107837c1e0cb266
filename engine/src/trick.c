/* The rules of card play (RULES.md 7, and 9 for the Pamphile):
 * follow and head the trick, trump, overtrump, and the exception. */
#include "internal.h"

/* The cards of `hand` whose effective suit is `suit`. */
static MoucheCardSet suit_cards(const MoucheRules *r, int trump, MoucheCardSet hand, int suit) {
    MoucheCardSet set = hand & mouche_suit_set(suit);
    if (r->pamphile && trump >= 0 && (hand & mouche_bit(PAMPHILE_CARD))) {
        if (suit == trump) set |= mouche_bit(PAMPHILE_CARD);
        else if (suit == SUIT_CLUBS) set &= ~mouche_bit(PAMPHILE_CARD);
    }
    return set;
}

/* The cards of `set` (all of best's effective suit) that beat `best`. */
static MoucheCardSet higher_cards(const MoucheRules *r, int trump, MoucheCardSet set, MoucheCard best) {
    if (rules_is_pamphile(r, trump, best)) return 0;
    const MoucheCardSet above = mouche_suit_set(mouche_card_suit(best)) & ~((mouche_bit(best) << 1) - 1);
    const MoucheCardSet pamphile = r->pamphile ? mouche_bit(PAMPHILE_CARD) : 0;
    /* The Pamphile sits above the king whatever its natural place. */
    return (set & above & ~pamphile) | (set & pamphile);
}

MoucheCardSet mouche_playable_cards(const MoucheRules *r, int trump, MoucheCardSet hand, MoucheCard led_card,
                                    MoucheCard best, MoucheRefusal *rule_out) {
    MoucheRefusal scratch;
    MoucheRefusal *rule = rule_out ? rule_out : &scratch;
    *rule = REFUSE_NONE;
    if (led_card >= MOUCHE_DECK_MAX) return hand;
    const int led = rules_effective_suit(r, trump, led_card);
    const int best_suit = rules_effective_suit(r, trump, best);
    const MoucheCardSet follow = suit_cards(r, trump, hand, led);
    if (follow) {
        /* head=0 (van der Aa): following is the whole duty */
        if (best_suit == led && r->head) {
            const MoucheCardSet higher = higher_cards(r, trump, follow, best);
            if (higher) {
                *rule = REFUSE_MUST_HEAD;
                return higher;
            }
        }
        *rule = REFUSE_MUST_FOLLOW;
        return follow;
    }
    const MoucheCardSet trumps = suit_cards(r, trump, hand, trump);
    if (trumps) {
        if (best_suit != trump) {
            *rule = REFUSE_MUST_TRUMP;
            return trumps;
        }
        const MoucheCardSet higher = higher_cards(r, trump, trumps, best);
        if (higher) {
            *rule = REFUSE_MUST_OVERTRUMP;
            return higher;
        }
    }
    return hand; /* void in both, or no trump that can head the trick */
}

int mouche_trick_suit(const MoucheRules *rules, int trump, MoucheCard c) { return rules_effective_suit(rules, trump, c); }

int mouche_trick_power(const MoucheRules *rules, int trump, MoucheCard c) { return rules_power(rules, trump, c); }

bool mouche_trick_beats(const MoucheRules *rules, int trump, MoucheCard challenger, MoucheCard best) {
    return rules_beats(rules, trump, challenger, best);
}

/* Which cards the player to move may play, and the rule that rules out the others. */
static MoucheCardSet playable_with_reason(const MoucheState *st, MoucheRefusal *rule) {
    const int in_trick = trick_cards_in_progress(st);
    const MoucheCard led = in_trick ? st->play_card[st->nplays - in_trick] : MOUCHE_NO_CARD;
    const MoucheCard best = in_trick ? st->play_card[st->trick_best] : MOUCHE_NO_CARD;
    return mouche_playable_cards(&st->rules, st->trump, st->hand[st->to_move], led, best, rule);
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
