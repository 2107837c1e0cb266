/* Cards and the play's duties in words, in the player's language: "your queen of
 * hearts", and what a refused card teaches (from the engine's MouchePlayNote). */
#ifndef LAMOUCHE_CARD_WORDS_H
#define LAMOUCHE_CARD_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"
#include "mouche/game.h"

/* "the queen of hearts" / "la dame de cœur"; yours: "your queen of hearts" / "votre ...". */
void card_words_name(Lang lang, MoucheCard c, bool yours, char *out, size_t size);
/* The sentence that says why the card was refused, names the rule and the trap in it
 * (the ace below the jack, the Pamphile a trump); the short rule alone when the note
 * has no trick to tell of. */
void card_words_refusal(Lang lang, const MouchePlayNote *note, char *out, size_t size);
/* The short words of a refusal code ("You must follow suit."). */
StrId card_words_rule(MoucheRefusal r);

#endif
