/* The rules of card play (RULES.md 7, and 9 for the Pamphile):
 * follow and head the trick, trump, overtrump, and the exception. */
#include "mouche_internal.h"
#include "../common/common.h"

/* The play rules as card masks, without a branch on the cards: search and
 * random play run them millions of times a second, on cards no branch
 * predictor can guess. `pamphile` is the Pamphile's bit when it plays as a
 * trump, else 0: it leaves the clubs for the trump suit and sits above the king. */

static inline MoucheCardSet effective_suit_set(int suit, int trump, MoucheCardSet pamphile)
{
    return (mouche_suit_set(suit) & ~pamphile) | set_pick(suit == trump, pamphile, 0);
}

/* The cards of `suit_set` (best's effective suit) that beat `best`: the
 * higher ranks, and the Pamphile unless it is best. */
static inline MoucheCardSet cards_above(MoucheCardSet suit_set, MoucheCard best, MoucheCardSet pamphile)
{
    const MoucheCardSet higher = suit_set & ~((mouche_bit(best) << 1) - 1) & ~pamphile;
    return set_pick((mouche_bit(best) & pamphile) != 0, 0, higher | (suit_set & pamphile));
}

MoucheCardSet mouche_playable_cards(const MoucheRules *r, int trump, MoucheCardSet hand, MoucheCard led_card,
                                    MoucheCard best, MoucheRefusal *rule_out)
{
    if (led_card >= MOUCHE_DECK_MAX || trump < 0) { /* leading: any card (trick play has a trump) */
        if (rule_out)
            *rule_out = REFUSE_NONE;
        return hand;
    }
    const MoucheCardSet pamphile = (MoucheCardSet)r->pamphile << PAMPHILE_CARD;
    const int led = (mouche_bit(led_card) & pamphile) ? trump : mouche_card_suit(led_card);
    const int best_suit = (mouche_bit(best) & pamphile) ? trump : mouche_card_suit(best);
    const MoucheCardSet led_set = effective_suit_set(led, trump, pamphile);
    const MoucheCardSet trump_set = effective_suit_set(trump, trump, pamphile);
    const MoucheCardSet follow = hand & led_set;
    /* holding the led suit: head the trick if the best card is of it (head=0: following is the whole duty) */
    const MoucheCardSet head = set_pick(best_suit == led && r->head, follow & cards_above(led_set, best, pamphile), 0);
    /* void in it: trump a plain best card, overtrump a trump if possible, else any card */
    const MoucheCardSet trumps = hand & trump_set;
    const MoucheCardSet over = set_pick(best_suit == trump, trumps & cards_above(trump_set, best, pamphile), trumps);
    if (rule_out) {
        const MoucheRefusal void_rule = !over                ? REFUSE_NONE
                                        : best_suit == trump ? REFUSE_MUST_OVERTRUMP
                                                             : REFUSE_MUST_TRUMP;
        *rule_out = follow ? (head ? REFUSE_MUST_HEAD : REFUSE_MUST_FOLLOW) : void_rule;
    }
    return set_pick(follow != 0, set_pick(head != 0, head, follow), set_pick(over != 0, over, hand));
}

int mouche_trick_suit(const MoucheRules *rules, int trump, MoucheCard c)
{
    return rules_effective_suit(rules, trump, c);
}

int mouche_trick_power(const MoucheRules *rules, int trump, MoucheCard c) { return rules_power(rules, trump, c); }

bool mouche_trick_beats(const MoucheRules *rules, int trump, MoucheCard challenger, MoucheCard best)
{
    return rules_beats(rules, trump, challenger, best);
}

/* Which cards the player to move may play, and the rule that rules out the others. */
static MoucheCardSet playable_with_reason(const MoucheState *st, MoucheRefusal *rule)
{
    const int in_trick = trick_cards_in_progress(st);
    const MoucheCard led = in_trick ? st->play_card[st->nplays - in_trick] : MOUCHE_NO_CARD;
    const MoucheCard best = in_trick ? st->play_card[st->trick_best] : MOUCHE_NO_CARD;
    return mouche_playable_cards(&st->rules, st->trump, st->hand[st->to_move], led, best, rule);
}

void mouche_trick_update_masks(MoucheState *st)
{
    const int in_trick = st->phase == PHASE_PLAY ? trick_cards_in_progress(st) : 0;
    st->follow_mask = st->head_mask = st->void_mask = 0;
    if (in_trick == 0 || st->trump < 0)
        return;
    const MoucheRules *r = &st->rules;
    const int trump = st->trump;
    const MoucheCard led_card = st->play_card[st->nplays - in_trick], best = st->play_card[st->trick_best];
    const MoucheCardSet pamphile = (MoucheCardSet)r->pamphile << PAMPHILE_CARD;
    const int led = (mouche_bit(led_card) & pamphile) ? trump : mouche_card_suit(led_card);
    const int best_suit = (mouche_bit(best) & pamphile) ? trump : mouche_card_suit(best);
    const MoucheCardSet led_set = effective_suit_set(led, trump, pamphile);
    const MoucheCardSet trump_set = effective_suit_set(trump, trump, pamphile);
    st->follow_mask = led_set;
    st->head_mask = set_pick(best_suit == led && r->head, cards_above(led_set, best, pamphile), 0);
    st->void_mask = set_pick(best_suit == trump, cards_above(trump_set, best, pamphile), trump_set);
}

MoucheCardSet mouche_playable(const MoucheState *st)
{
    if (st->phase != PHASE_PLAY)
        return 0;
    return trick_playable(st);
}

/* Why a held card that the masks rule out is refused (out of line: rare). */
__attribute__((noinline)) static MoucheRefusal refusal_of(const MoucheState *st, MoucheCard card)
{
    MoucheRefusal rule;
    playable_with_reason(st, &rule);
    /* Holding the led suit, a card of another suit breaks the duty to follow
     * even when the duty was to head the trick. */
    if (rule == REFUSE_MUST_HEAD) {
        const int led = trick_effective_suit(st, st->play_card[st->nplays - trick_cards_in_progress(st)]);
        if (trick_effective_suit(st, card) != led)
            return REFUSE_MUST_FOLLOW;
    }
    return rule;
}

MoucheRefusal mouche_trick_check_play(const MoucheState *st, MoucheCard card)
{
    if (card >= MOUCHE_DECK_MAX)
        return REFUSE_BAD_ACTION;
    if (!mouche_set_has(st->hand[st->to_move], card))
        return REFUSE_CARD_NOT_HELD;
    if (mouche_set_has(trick_playable(st), card))
        return REFUSE_NONE;
    return refusal_of(st, card);
}

MoucheRefusal mouche_explain_play(const MoucheState *st, MoucheCard card, MouchePlayNote *note)
{
    const bool playing = st->phase == PHASE_PLAY && st->to_move >= 0;
    mouche_play_note_begin(note, playing ? mouche_trick_check_play(st, card) : REFUSE_WRONG_PHASE, card, st->trump);
    const int in_trick = playing ? trick_cards_in_progress(st) : 0;
    if (note->rule == REFUSE_NONE || note->rule == REFUSE_CARD_NOT_HELD || note->rule == REFUSE_BAD_ACTION || !in_trick)
        return note->rule;
    MoucheRefusal duty;
    const MoucheCardSet allowed = playable_with_reason(st, &duty);
    const MoucheCard led = st->play_card[st->nplays - in_trick];
    mouche_play_note_duty(note, duty == REFUSE_MUST_HEAD, led, st->play_card[st->trick_best],
                          trick_effective_suit(st, led), allowed, (MoucheCardSet)st->rules.pamphile << PAMPHILE_CARD);
    return note->rule;
}
