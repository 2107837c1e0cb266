/* Cards and the play's duties in words. */
#include "card_words.h"

#include <stdio.h>
#include <string.h>

/* The card in one of its forms: forms[] gives the ace's, the jack's, the queen's, the king's
 * and the numbers' entries of that form (the face cards and the ace have their own words and,
 * in French, their article). */
static void card_form(Lang lang, MoucheCard c, const StrId forms[5], char *out, size_t size)
{
    if (c >= MOUCHE_DECK_MAX) {
        snprintf(out, size, "?");
        return;
    }
    const int rank = mouche_card_rank(c);
    const char *suit = i18n_suit_name(lang, mouche_card_suit(c));
    if (rank >= RANK_ACE)
        snprintf(out, size, i18n_get(lang, forms[rank - RANK_ACE]), suit);
    else
        snprintf(out, size, i18n_get(lang, forms[4]), rank + 2, suit);
}

void card_words_name(Lang lang, MoucheCard c, bool yours, char *out, size_t size)
{
    static const StrId the[5] = { S_CARD_THE_A, S_CARD_THE_J, S_CARD_THE_Q, S_CARD_THE_K, S_CARD_THE_N };
    static const StrId your[5] = { S_CARD_YOUR_A, S_CARD_YOUR_J, S_CARD_YOUR_Q, S_CARD_YOUR_K, S_CARD_YOUR_N };
    card_form(lang, c, yours ? your : the, out, size);
}

StrId card_words_rule(MoucheRefusal r)
{
    switch (r) {
    case REFUSE_MUST_FOLLOW: return S_REF_FOLLOW;
    case REFUSE_MUST_HEAD: return S_REF_HEAD;
    case REFUSE_MUST_TRUMP: return S_REF_TRUMP;
    case REFUSE_MUST_OVERTRUMP: return S_REF_OVERTRUMP;
    case REFUSE_EXCHANGE_SIZE: return S_REF_EXCHANGE;
    case REFUSE_SILENCE_IS_YES: return S_REF_SILENCE;
    default: return S_REF_OTHER;
    }
}

static const char *suit_one(Lang lang, int suit)
{
    static const StrId ids[4] = { S_SUIT_ONE_S, S_SUIT_ONE_H, S_SUIT_ONE_D, S_SUIT_ONE_C };
    return suit >= 0 && suit < 4 ? i18n_get(lang, ids[suit]) : "?";
}

void card_words_refusal(Lang lang, const MouchePlayNote *n, char *out, size_t size)
{
    const bool duty = n->rule == REFUSE_MUST_FOLLOW || n->rule == REFUSE_MUST_HEAD || n->rule == REFUSE_MUST_TRUMP ||
                      n->rule == REFUSE_MUST_OVERTRUMP;
    if (!duty || n->led >= MOUCHE_DECK_MAX || n->example >= MOUCHE_DECK_MAX) {
        snprintf(out, size, "%s", i18n_get(lang, card_words_rule(n->rule)));
        return;
    }
    /* the card to beat, as "%s beats %s" says it (French "du valet de cœur", German "den Herz-Buben") */
    static const StrId beaten_forms[5] = { S_CARD_BEATEN_A, S_CARD_BEATEN_J, S_CARD_BEATEN_Q, S_CARD_BEATEN_K,
                                           S_CARD_BEATEN_N };
    char led[64], best[64], beaten[64], example[64];
    card_words_name(lang, n->led, false, led, sizeof led);
    card_words_name(lang, n->best, false, best, sizeof best);
    card_form(lang, n->best, beaten_forms, beaten, sizeof beaten);
    card_words_name(lang, n->example, true, example, sizeof example);
    const char *trump = i18n_suit_name(lang, n->trump);
    const char *led_suit = i18n_suit_name(lang, n->led_suit);
    if (n->rule == REFUSE_MUST_FOLLOW && n->pamphile_led)
        snprintf(out, size, i18n_get(lang, S_NOTE_PAMPHILE_LED), trump);
    else if (n->rule == REFUSE_MUST_FOLLOW && n->pamphile_tried && n->led_suit == SUIT_CLUBS)
        snprintf(out, size, i18n_get(lang, S_NOTE_PAMPHILE_NOT), suit_one(lang, n->led_suit));
    else if (n->rule == REFUSE_MUST_FOLLOW && n->must_head)
        snprintf(out, size, i18n_get(lang, S_NOTE_FOLLOW_HEAD), example, beaten);
    else if (n->rule == REFUSE_MUST_FOLLOW)
        snprintf(out, size, i18n_get(lang, S_NOTE_FOLLOW), led, suit_one(lang, n->led_suit));
    else if (n->rule == REFUSE_MUST_HEAD)
        snprintf(out, size, i18n_get(lang, S_NOTE_HEAD), example, beaten);
    else if (n->rule == REFUSE_MUST_TRUMP)
        snprintf(out, size, i18n_get(lang, S_NOTE_TRUMP), led_suit, trump);
    else
        snprintf(out, size, i18n_get(lang, S_NOTE_OVERTRUMP), led_suit, best, example);
    /* the traps, said once more in a sentence of their own */
    const size_t len = strlen(out);
    if (n->ace_below_jack)
        snprintf(out + len, size - len, " %s", i18n_get(lang, S_NOTE_ACE));
    else if (n->pamphile_allowed && !n->pamphile_led)
        snprintf(out + len, size - len, " %s", i18n_get(lang, S_NOTE_PAMPHILE_TRUMP));
}
