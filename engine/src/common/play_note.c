/* The note on a card refused in the play (MouchePlayNote), filled the same way for
 * both games from what their play rules give: the duty and the cards that meet it. */
#include <string.h>

#include "common.h"

void mouche_play_note_begin(MouchePlayNote *note, MoucheRefusal rule, MoucheCard tried, int trump)
{
    memset(note, 0, sizeof *note);
    note->rule = rule;
    note->tried = tried;
    note->led = note->best = note->example = MOUCHE_NO_CARD;
    note->led_suit = -1;
    note->trump = (int8_t)trump;
}

void mouche_play_note_duty(MouchePlayNote *note, bool must_head, MoucheCard led, MoucheCard best, int led_suit,
                           MoucheCardSet allowed, MoucheCardSet pamphile)
{
    note->led = led;
    note->best = best;
    note->led_suit = (int8_t)led_suit;
    note->allowed = allowed;
    note->must_head = must_head;
    /* the cards of one duty are of one suit (the led suit or the trump) and rank in the
     * order of their bits, but for the Pamphile: it is the highest trump */
    const MoucheCardSet plain = allowed & ~pamphile;
    note->example = plain ? mouche_set_first(plain) : allowed ? mouche_set_first(allowed) : MOUCHE_NO_CARD;
    note->pamphile_led = (mouche_bit(led) & pamphile) != 0;
    note->pamphile_tried = note->tried < MOUCHE_DECK_MAX && (mouche_bit(note->tried) & pamphile) != 0;
    note->pamphile_allowed = (allowed & pamphile) != 0;
    /* K Q J A 10: an ace to beat falls to a face card, and an ace does not beat one */
    const bool beating = must_head || note->rule == REFUSE_MUST_OVERTRUMP;
    const bool best_ace = !(mouche_bit(best) & pamphile) && mouche_card_rank(best) == RANK_ACE;
    const bool tried_ace = note->tried < MOUCHE_DECK_MAX && !note->pamphile_tried &&
                           mouche_card_rank(note->tried) == RANK_ACE &&
                           mouche_card_suit(note->tried) == mouche_card_suit(best);
    note->ace_below_jack = beating && (best_ace || tried_ace);
}
