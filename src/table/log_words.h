/* The table log's sentences that every game says the same way (who played what, who
 * took a trick, who paid whom), in the player's language. No SDL: the games' log
 * functions (each game's _log.c) and their test use them. */
#ifndef LAMOUCHE_LOG_WORDS_H
#define LAMOUCHE_LOG_WORDS_H

#include "i18n.h"
#include "name_words.h"
#include "table_log.h"

/* Who speaks: the seats' names ("You" for seat 0) in the language of the log. */
typedef struct {
    Lang lang;
    int players;
    const char (*names)[48]; /* by seat */
    const int *who; /* by seat: who sits there (name_words) */
} LogVoices;

/* A seat's name in the form its place in the sentence takes ("Le Marquis" opening it); "?" for
 * no seat. */
const char *log_words_name(const LogVoices *v, int seat, NameForm form);
void log_words_first_dealer(const LogVoices *v, int dealer, LogEntry *out);
/* "Hand 3. Dealer: Mme X." (deal: the game's name of a deal, "Hand %d" / "Deal %d"); begins the deal. */
void log_words_deal(const LogVoices *v, StrId deal, int number, int dealer, const MoucheChips *balances, LogEntry *out);
void log_words_turned(const LogVoices *v, StrId sentence, MoucheCard c, int trump, LogEntry *out);
/* "Mme X: “I fold.”" */
void log_words_said(const LogVoices *v, int seat, const char *words, LogEntry *out);
void log_words_play(const LogVoices *v, int seat, MoucheCard c, LogEntry *out);
void log_words_trick(const LogVoices *v, int trick, int winner, LogEntry *out);
/* "Mme X → the pool: 5 (ante)." A party is a seat (>= 0) or the words given for it: from_words
 * as they start a sentence ("The pool"), to_words as inside one. */
void log_words_pay(const LogVoices *v, int from, const char *from_words, int to, const char *to_words,
                   MoucheChips amount, const char *why, LogEntry *out);
/* "Balances: You 1012, Mme X 990." Ends the deal with these balances. */
void log_words_deal_end(const LogVoices *v, const MoucheChips *balances, LogEntry *out);
/* "the seven of clubs, the king of hearts": the cards of a set. */
void log_words_cards(Lang lang, const MoucheCard *cards, int n, char *out, size_t size);

#endif
