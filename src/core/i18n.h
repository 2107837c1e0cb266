/* Every user-visible text has an id here, with its English; the translations are in the
 * gettext catalogues (po/<lang>.po, read at run time from the .mo files msgfmt makes of them).
 * po/import_table.py moves a string added in the old form X(S_ID, "English", "Français")
 * into po/fr.po. */
#ifndef LAMOUCHE_I18N_H
#define LAMOUCHE_I18N_H

#include "mo.h"

#include <stdbool.h>
#include <stddef.h>

/* The languages: English (the strings' own) and one line per catalogue po/<code>.po. */
#define LANGUAGES(L) \
    L(LANG_EN, "en") \
    L(LANG_FR, "fr") \
    L(LANG_DE, "de")

typedef enum {
#define L(id, code) id,
    LANGUAGES(L)
#undef L
        LANG_COUNT
} LangId;

/* A string's English, as xgettext finds it (-kN_ -kNC_:1c,2 -kNP_:1,2): the plain one, one
 * with a context telling apart two meanings of one English word (pgettext), a plural (ngettext). */
#define N_(en) NULL, en, NULL
#define NC_(context, en) context, en, NULL
#define NP_(en, en_plural) NULL, en, en_plural

#define STRINGS(X) \
    X(S_TITLE, N_("La Mouche")) \
    X(S_SUBTITLE, N_("a card game of the eighteenth century")) \
    X(S_CONTINUE, N_("Continue")) \
    X(S_CONTINUE_GUIDE, N_("Continue learning")) \
    X(S_NEW_GAME, N_("New game")) \
    X(S_NEW_START, N_("Start")) \
    X(S_SETTINGS, N_("Settings")) \
    X(S_RULES, N_("Rules")) \
    X(S_STATISTICS, N_("Statistics")) \
    X(S_QUIT, N_("Quit")) \
    X(S_BACK, N_("Back")) \
    X(S_YOU, N_("You")) \
    X(S_YOU_INSIDE, NC_("You, inside a sentence", "you")) \
    X(S_YOU_TO, NC_("a player's name paid to (goes to %s)", "you")) \
    X(S_YOU_OF, NC_("a player's name after by (Vole by %s)", "you")) \
    X(S_WHO_COMTESSE_START, NC_("a player's name starting a sentence", "La Comtesse")) \
    X(S_WHO_COMTESSE_ASKED, NC_("a player's name asked (Ask %s)", "la Comtesse")) \
    X(S_WHO_COMTESSE_TO, NC_("a player's name paid to (goes to %s)", "la Comtesse")) \
    X(S_WHO_COMTESSE_OF, NC_("a player's name after by (Vole by %s)", "la Comtesse")) \
    X(S_WHO_CHEVALIER_START, NC_("a player's name starting a sentence", "Le Chevalier")) \
    X(S_WHO_CHEVALIER_ASKED, NC_("a player's name asked (Ask %s)", "le Chevalier")) \
    X(S_WHO_CHEVALIER_TO, NC_("a player's name paid to (goes to %s)", "le Chevalier")) \
    X(S_WHO_CHEVALIER_OF, NC_("a player's name after by (Vole by %s)", "le Chevalier")) \
    X(S_WHO_NINON_START, NC_("a player's name starting a sentence", "Mademoiselle Ninon")) \
    X(S_WHO_NINON_ASKED, NC_("a player's name asked (Ask %s)", "Mademoiselle Ninon")) \
    X(S_WHO_NINON_TO, NC_("a player's name paid to (goes to %s)", "Mademoiselle Ninon")) \
    X(S_WHO_NINON_OF, NC_("a player's name after by (Vole by %s)", "Mademoiselle Ninon")) \
    X(S_WHO_ABBE_START, NC_("a player's name starting a sentence", "L'Abbé")) \
    X(S_WHO_ABBE_ASKED, NC_("a player's name asked (Ask %s)", "l'Abbé")) \
    X(S_WHO_ABBE_TO, NC_("a player's name paid to (goes to %s)", "l'Abbé")) \
    X(S_WHO_ABBE_OF, NC_("a player's name after by (Vole by %s)", "l'Abbé")) \
    X(S_WHO_MARQUIS_START, NC_("a player's name starting a sentence", "Le Marquis")) \
    X(S_WHO_MARQUIS_ASKED, NC_("a player's name asked (Ask %s)", "le Marquis")) \
    X(S_WHO_MARQUIS_TO, NC_("a player's name paid to (goes to %s)", "le Marquis")) \
    X(S_WHO_MARQUIS_OF, NC_("a player's name after by (Vole by %s)", "le Marquis")) \
    X(S_WHO_SAINT_ANGE_START, NC_("a player's name starting a sentence", "Madame de Saint-Ange")) \
    X(S_WHO_SAINT_ANGE_ASKED, NC_("a player's name asked (Ask %s)", "Madame de Saint-Ange")) \
    X(S_WHO_SAINT_ANGE_TO, NC_("a player's name paid to (goes to %s)", "Madame de Saint-Ange")) \
    X(S_WHO_SAINT_ANGE_OF, NC_("a player's name after by (Vole by %s)", "Madame de Saint-Ange")) \
    X(S_WHO_PRESIDENT_START, NC_("a player's name starting a sentence", "Le Président")) \
    X(S_WHO_PRESIDENT_ASKED, NC_("a player's name asked (Ask %s)", "le Président")) \
    X(S_WHO_PRESIDENT_TO, NC_("a player's name paid to (goes to %s)", "le Président")) \
    X(S_WHO_PRESIDENT_OF, NC_("a player's name after by (Vole by %s)", "le Président")) \
    X(S_WHO_VICOMTE_START, NC_("a player's name starting a sentence", "Le Vicomte")) \
    X(S_WHO_VICOMTE_ASKED, NC_("a player's name asked (Ask %s)", "le Vicomte")) \
    X(S_WHO_VICOMTE_TO, NC_("a player's name paid to (goes to %s)", "le Vicomte")) \
    X(S_WHO_VICOMTE_OF, NC_("a player's name after by (Vole by %s)", "le Vicomte")) \
    X(S_WHO_BARONNE_START, NC_("a player's name starting a sentence", "La Baronne")) \
    X(S_WHO_BARONNE_ASKED, NC_("a player's name asked (Ask %s)", "la Baronne")) \
    X(S_WHO_BARONNE_TO, NC_("a player's name paid to (goes to %s)", "la Baronne")) \
    X(S_WHO_BARONNE_OF, NC_("a player's name after by (Vole by %s)", "la Baronne")) \
    X(S_FOLD, N_("Fold")) \
    X(S_STAND, N_("Stand")) \
    X(S_EXCHANGE_N, N_("Exchange %d")) \
    X(S_EXCHANGE_PICK, N_("Pick cards to exchange")) \
    X(S_EXCHANGE_HOW, N_("First click the cards you want to change: they rise. Then Exchange.")) \
    X(S_SHOW, N_("Show the mouche")) \
    X(S_ASK, N_("Ask %s")) \
    X(S_ANS_SILENT, N_("Stay silent")) \
    X(S_ANS_EVASIVE, N_("Lanturlu!")) \
    X(S_ANS_YES, N_("Yes")) \
    X(S_ANS_NO, N_("No")) \
    X(S_BUB_QUESTION, N_("%s, do you have the mouche?")) \
    X(S_BUB_FOLD, N_("I fold.")) \
    X(S_BUB_STAND, N_("I stand.")) \
    X(S_BUB_SHOW, N_("I have the mouche!")) \
    X(S_BUB_EXCHANGEN, NP_("One card.", "%d cards.")) \
    X(S_BUB_SILENT, N_("…")) \
    X(S_BUB_EVASIVE, N_("Lanturlu!")) \
    X(S_BUB_YES, N_("Yes, I have it.")) \
    X(S_BUB_NO, N_("No, I have not.")) \
    X(S_BUB_FLUSH, N_("The mouche! I take the pool.")) \
    X(S_BUB_TRUMP, N_("Trump is %s.")) \
    X(S_BUB_ANTE, N_("My ante.")) \
    X(S_BUB_CUT, N_("I cut.")) \
    X(S_BUB_FIRST_DEALER, N_("The king: I deal first.")) \
    X(S_SUIT_S, N_("spades")) \
    X(S_SUIT_H, N_("hearts")) \
    X(S_SUIT_D, N_("diamonds")) \
    X(S_SUIT_C, N_("clubs")) \
    X(S_TRUMP, N_("Trump")) \
    X(S_NAME_TRUMP, N_("You turned the Pamphile: name trump")) \
    X(S_POOL, N_("Pool")) \
    X(S_MOUCHE_1, N_("simple mouche")) \
    X(S_MOUCHE_2, N_("double mouche")) \
    X(S_MOUCHE_3, N_("triple mouche")) \
    X(S_MOUCHE_4, N_("quadruple mouche")) \
    X(S_MOUCHE_N, N_("mouche ×%d")) \
    X(S_PENDING, N_("Pending")) \
    X(S_STOCK, N_("Stock")) \
    X(S_DISCARDS, N_("Discards")) \
    X(S_TRICK_LED, N_("led")) \
    X(S_DEALER, N_("Dealer")) \
    X(S_TRICKS_N, NP_("%d trick", "%d tricks")) \
    X(S_FOLDED, N_("folded")) \
    X(S_STOOD, N_("stands")) \
    X(S_TAG_SILENT, N_("silent")) \
    X(S_TAG_EVASIVE, N_("Lanturlu!")) \
    X(S_TAG_YES, N_("has it")) \
    X(S_TAG_NO, N_("has not")) \
    X(S_EXCHANGED, N_("exchanged %d")) \
    X(S_LAST_TRICK, N_("Last trick")) \
    X(S_FOOT_RULES, N_("Rules (R)")) \
    X(S_FOOT_LAST_TRICK, N_("Last trick (L)")) \
    X(S_FOOT_LOG, N_("Log (F2)")) \
    X(S_FOOT_RULES_PAD, N_("Rules (Select)")) \
    X(S_FOOT_LAST_TRICK_PAD, N_("Last trick (RB)")) \
    X(S_FOOT_LOG_PAD, N_("Log (LB)")) \
    X(S_LEAVE_ASK, N_("Leave this hand? The game is saved.")) \
    X(S_LEAVE, N_("Leave")) \
    X(S_STAY, N_("Stay")) \
    X(S_NO_LAST_TRICK, N_("No trick gathered yet.")) \
    X(S_PAD_CHOOSE, NC_("pad_choose", "A")) \
    X(S_QR_TITLE, N_("%s in short")) \
    X(S_LOG_TITLE, N_("Table log")) \
    X(S_LOG_HAND_N, NC_("log_hand_n", "Hand %d")) \
    X(S_LOG_DEAL_N, N_("Deal %d")) \
    X(S_LOG_TAB_SHEET, N_("Score sheet")) \
    X(S_LOG_IN_PLAY, N_("%s, in play")) \
    X(S_LOG_EMPTY, N_("Nothing has happened yet.")) \
    X(S_LOG_SHEET_HINT, N_("Click a line to read its log.")) \
    X(S_LOG_SHEET_TOTAL, N_("Now")) \
    X(S_LOG_CLOSE, N_("F2 or Esc closes the log.")) \
    X(S_LOG_CLOSE_PAD, N_("LB or B closes the log.")) \
    X(S_REPLAY_PROMPT, N_("Replay of %s: move %d of %d.")) \
    X(S_LOG_SAVE_BUTTON, N_("Save for a bug report")) \
    X(S_LOG_SAVED, N_("%s is saved for a bug report in %s. lamouche --replay FILE plays it again.")) \
    X(S_LOG_NOT_SAVED, N_("This could not be saved in %s: %s.")) \
    X(S_LOG_FIRST_DEALER, N_("First dealer (the king drawn): %s.")) \
    X(S_LOG_DEAL, N_("%s. Dealer: %s.")) \
    X(S_LOG_TURNED, N_("Turned up: %s. Trump: %s.")) \
    X(S_LOG_SAID, N_("%s: “%s”")) \
    X(S_LOG_SILENCE, N_("%s: (silence)")) \
    X(S_LOG_SWAP, N_("%s Out: %s. In: %s.")) \
    X(S_LOG_PLAY_YOU, N_("You play %s.")) \
    X(S_LOG_PLAY, N_("%s plays %s.")) \
    X(S_LOG_TRICK_YOU, N_("You take trick %d.")) \
    X(S_LOG_TRICK, N_("%s takes trick %d.")) \
    X(S_LOG_PAY, N_("%s → %s: %lld (%s).")) \
    X(S_LOG_BALANCES, N_("Balances: %s.")) \
    X(S_LOG_GAME_OVER, N_("The game is over.")) \
    X(S_LOG_POOL, N_("the pool")) \
    X(S_LOG_POOL_START, NC_("a payment's party starting a sentence", "The pool")) \
    X(S_LOG_PENDING, N_("the pending mouche")) \
    X(S_LOG_PENDING_START, NC_("a payment's party starting a sentence", "The pending mouche")) \
    X(S_LOG_A_TRICK, N_("a trick")) \
    X(S_LOG_STAKES, N_("the stakes")) \
    X(S_LOG_STAKES_START, NC_("a payment's party starting a sentence", "The stakes")) \
    X(S_LOG_KING, N_("the King stake")) \
    X(S_LOG_KING_START, NC_("a payment's party starting a sentence", "The King stake")) \
    X(S_LOG_RESERVE, N_("the plaques under the dish")) \
    X(S_LOG_RESERVE_START, NC_("a payment's party starting a sentence", "The plaques under the dish")) \
    X(S_LOG_PLAQUES, N_("the plaques at stake")) \
    X(S_LOG_PLAQUES_START, NC_("a payment's party starting a sentence", "The plaques at stake")) \
    X(S_LOG_BETE, N_("the bête")) \
    X(S_LOG_BETE_START, NC_("a payment's party starting a sentence", "The bête")) \
    X(S_LOG_R_STAKE, N_("for the deal")) \
    X(S_LOG_R_KING_STAKE, N_("the King's chip")) \
    X(S_LOG_R_PLAQUE, N_("plaque")) \
    X(S_LOG_R_CURIEUSE, N_("the Curieuse")) \
    X(S_LOG_R_WIN, N_("the deal won")) \
    X(S_LOG_R_VOLE, N_("the vole")) \
    X(S_LOG_R_BETE, N_("the bête made")) \
    X(S_LOG_R_DEVOLE, N_("the dévole")) \
    X(S_LOG_R_CONTRE, N_("the contre won")) \
    X(S_LOG_R_KING, N_("the King of trumps")) \
    X(S_LOG_CURIEUSE_TURN, N_("The Curieuse turns up %s. Trump: %s.")) \
    X(S_HINT_BUTTON, N_("Hint (?)")) \
    X(S_HINT_DO, N_("Hint: %s.")) \
    X(S_HINT_PLAY, N_("play %s")) \
    X(S_HINT_TRUMP, N_("name %s")) \
    X(S_HINT_RAISED, N_("%s (the cards raised)")) \
    X(S_HINT_HAND, \
      N_("Your hand may take %s tricks, with a %d%% risk of taking no trick at all; a trick pays %lld, the mouche " \
         "costs %lld.")) \
    X(S_HINT_AGAINST_FOLD, N_("Against folding, in chips on average: %s.")) \
    X(S_HINT_MARGIN, N_("Staying in needs a gain of more than %s: %s falls short.")) \
    X(S_HINT_CARD, N_("With it, this hand pays you %s chips on average (every trick of it, taken or to come, or the " \
                      "mouche made); the next best, %s, %s.")) \
    X(S_HINT_CARD_DEAL, N_("With it, this deal pays you %s chips on average; the next best, %s, %s.")) \
    X(S_HINT_ONLY_CARD, N_("It is the only card you may play.")) \
    X(S_HINT_BID, N_("Your hand may take %s tricks; a win takes %lld now. What each answer brings you, in chips on " \
                     "average: %s.")) \
    X(S_HINTS_USED, N_("Hints asked")) \
    /* TRANSLATORS: a hint's bid, said as the player says it ("Hint: say “I pass”.") */ \
    X(S_HINT_SAY, N_("say “%s”")) \
    /* TRANSLATORS: a bid in a hint's list of answers, quoted as said ("“I pass” +1.8") */ \
    X(S_HINT_QUOTED, N_("“%s”")) \
    /* TRANSLATORS: a hint's page, and how to see the next ("?" is the key, as on the Hint button) */ \
    X(S_HINT_MORE, N_("%d/%d · more (?)")) \
    X(S_QR_RANKING, N_("In every suit, trumps included, high to low:")) \
    X(S_QR_CLOSE, N_("R or Esc closes this card.")) \
    X(S_QR_CLOSE_PAD, N_("Select or B closes this card.")) \
    X(S_GUIDE_TITLE, N_("Learn to play")) \
    X(S_KEY_GUIDE, NC_("key_guide", "L")) \
    X(S_GUIDE_NEXT, NC_("guide_next", "Next")) \
    X(S_GUIDE_END, N_("End the guide")) \
    X(S_GM_WELCOME, N_("Welcome to La Mouche! Let us play one hand together: these notes explain the table as the " \
                       "hand goes on. Enter or Next moves on; Esc ends the guide, and the hand plays on without it.")) \
    X(S_GM_DEALER, N_("Four players, five cards each. A card is drawn for each player, and the King deals first: " \
                      "this time, it is you.")) \
    X(S_GM_ANTE, N_("The dealer puts 5 chips into the pool, the corbeille: that stake is the mouche. The hand's five " \
                    "tricks share it: each trick won takes a fifth of it.")) \
    X(S_GM_TRUMP, N_("After the deal, the next card is turned up: its suit, spades, is trump for this hand. A trump " \
                     "beats any card of another suit. The rest of the pack, face down beside it, is the stock.")) \
    X(S_GM_HAND, \
      N_("Your five cards. In every suit the King ranks highest, then the Queen, the Jack, the Ace, the 10, the 9 " \
         "and so on: the ace ranks below the jack! You hold the King and the Queen of trumps: a strong hand.")) \
    X(S_GM_DECLARE, N_("Now each player in turn, from the dealer's right, declares once: fold (sit the hand out, " \
                       "risking nothing), exchange cards with the stock, or stand on the cards dealt. The player on " \
                       "your right stands. Whoever stays in must take a trick, or pay.")) \
    X(S_GM_QUESTION, \
      N_("Before declaring, a player may ask anyone who stood: “Do you have the mouche?” The mouche is five cards of " \
         "one suit, kept as dealt: it takes the whole pool at once, and every other player still in pays.")) \
    X(S_GM_ANSWER, N_("“Lanturlu!” is an answer that says nothing. One may also stay silent, or say yes or no, but a " \
                      "plain yes or no must be true. Guessing what a silence hides is the bluff of the game.")) \
    X(S_GM_YOUR_DECLARATION, N_("Your turn, last as the dealer: Fold, Exchange (click the cards to throw away " \
                                "first), or Stand. You may also first ask a player who stood.")) \
    X(S_GM_YOUR_ADVICE, N_("With two high trumps, stay in: stand, or exchange your weakest card. Asking first costs " \
                           "nothing, and the answer may tell you more. The Hint button asks the computer what it " \
                           "would do.")) \
    X(S_GM_PLAY, \
      N_("Five tricks are played. You must follow the suit led and beat its best card if you can; with none of that " \
         "suit, you must trump, or overtrump a trump. Cards you may not play are dimmed: point at one to see why.")) \
    X(S_GM_TRICK, N_("The highest trump wins the trick, or else the highest card of the suit led. Its winner takes a " \
                     "fifth of the pool and leads the next trick.")) \
    X(S_GM_SETTLE, \
      N_("The hand is over: the summary shows where every chip went. A player who stayed in and took no trick makes " \
         "the mouche: they pay as much as the pool into the next one, so the next hand is played for more.")) \
    X(S_GM_END, N_("That is La Mouche. Next hand deals one more, the game's last, which you play on your own. At the " \
                   "table, R shows the rules in short, F2 the log of the hand, and the Hint button advice; the Rules " \
                   "of the title screen tell everything. At the end, New game starts a real game.")) \
    X(S_GB_CURIEUSE, N_("Everybody passed: the Curieuse is offered. Each player in turn, from the dealer's right, " \
                        "may ask for it. If one does, every player stakes another chip, the upcard is set aside, the " \
                        "next card of the talon is turned as the new trump, and the bidding starts again. If nobody " \
                        "asks, the deal is passed: the stakes stay for the next deal.")) \
    X(S_GB_WELCOME, \
      N_("Welcome to La Bête, the game La Mouche came from! Let us play one deal together: these notes explain the " \
         "table as it goes on. Enter or Next moves on; Esc ends the guide, and the deal plays on without it.")) \
    X(S_GB_DISH, N_("Before the deal, each player put a plaque under the dish, framed in gold, and a chip on it for " \
                    "the King of trumps. Whoever was dealt the King of trumps takes the chips on the dish when the " \
                    "deal ends.")) \
    X(S_GB_STAKES, \
      N_("Then each player staked a chip on this deal (the dealer one more), and a plaque from under the " \
         "dish joined them: these are the stakes, framed in gold. Whoever wins the deal takes them.")) \
    X(S_GB_TRUMP, N_("The card turned up on the talon gives trump: diamonds. A trump beats any card of another suit. " \
                     "In every suit the King ranks highest, then the Queen, the Jack, the Ace, the 10, the 9 and the " \
                     "8: the ace ranks below the jack!")) \
    X(S_GB_HAND, N_("Your hand: the Queen, the Jack and the Ace of trumps, and the Ace and the 9 of hearts. Three " \
                    "high trumps: a hand that can take three tricks.")) \
    X(S_GB_BID, N_("Each player speaks once, from the dealer's right. The first to say “I play” is the declarer: he " \
                   "must take three tricks, or the first two, or make a bête: pay as much as he would have won, " \
                   "staked on a later deal. One may also pass.")) \
    X(S_GB_YOUR_BID, N_("Your turn, last as the dealer: Pass, or Contre. A contrer plays against the declarer, " \
                        "and must win as he must.")) \
    X(S_GB_YOUR_ADVICE, N_("If the contrer wins, he takes the stakes and the declarer pays him his bête; if he " \
                           "loses, his bête is double. With three high trumps, a contre has its chances. The Hint " \
                           "button asks the computer.")) \
    X(S_GB_PLAY, N_("Five tricks are played. Follow the suit led if you can (you need not beat it). Void in it, you " \
                    "must trump, or overtrump a trump, if you can; else play any card. Cards you may not play are " \
                    "dimmed: point at one to see why.")) \
    X(S_GB_TRICK, N_("The highest trump wins the trick, or else the highest card of the suit led; its winner leads " \
                     "the next. Only the bidders' tricks decide: three, or the first two, win the deal. A bidder who " \
                     "takes no trick makes a dévole: a chip to each other player.")) \
    X(S_GB_SETTLE, N_("The deal is over: the summary shows where every chip went. A bidder who took three tricks, or " \
                      "the first two, sweeps the stakes; one who failed makes a bête. Whoever was dealt the King of " \
                      "trumps takes the chips on the dish, unless he bid and lost.")) \
    X(S_GB_END, N_("That is a deal of La Bête. You play the next two yourself; a note comes where there is " \
                   "something new. At the table, R shows the rules in short, F2 the log of the deal, the Hint " \
                   "button advice; the title's Rules tell everything. Then New game starts a real game.")) \
    X(S_GB_ALONE, N_("Your King, Jack and Ace of trumps can take three tricks: say “I play”. You then play alone " \
                     "against all the others; three tricks, or the first two, win the deal.")) \
    X(S_QR_M_TRICK, N_("Each trick taken pays a fifth of the pool: %lld now.")) \
    X(S_QR_M_MOUCHE, N_("Play and take no trick, and you make the mouche: you pay %lld into the next pool.")) \
    X(S_QR_M_FLUSH, N_("Five cards of one suit as dealt, kept without exchange, are the mouche: they take the whole " \
                       "pool without play.")) \
    X(S_QR_FOLLOW_HEAD, N_("Follow suit, and play higher than the best card of it if you can.")) \
    X(S_QR_FOLLOW, N_("Follow suit, with any card of it.")) \
    X(S_QR_M_VOID, N_("Without the suit led, trump; over a trump, overtrump if you can; else play any card.")) \
    X(S_QR_WINS, N_("The highest trump takes the trick; without one, the highest card of the suit led.")) \
    X(S_QR_M_PAMPHILE, N_("The Pamphile, the jack of clubs, is the highest trump; its holder, if in the hand, is " \
                          "paid %lld by each other player.")) \
    X(S_QR_B_WIN, N_("The declarer (or the contrer) wins with three tricks, or with the first two when nobody takes " \
                     "three: %lld now.")) \
    X(S_QR_B_LOSE, N_("Otherwise he makes a bête of as much; tied for the most tricks, the deal is void.")) \
    X(S_QR_B_VOID, N_("Without the suit led, play a trump that heads the trick if you hold one; else any card.")) \
    X(S_HAND_N_OF, N_("Hand %d of %d")) \
    X(S_TURN_DECLARE, N_("Your turn: fold, exchange or stand.")) \
    X(S_TURN_PLAY, N_("Your turn: play a card.")) \
    X(S_TURN_PLAY_WORTH, N_("Your turn: play a card. A trick pays %lld.")) \
    X(S_TURN_PLAY_NO_TRICK, \
      N_("Your turn: play a card. A trick pays %lld; no trick yet: the mouche would cost %lld.")) \
    X(S_TURN_ANSWER, N_("%s asks whether you have the mouche.")) \
    X(S_WAIT, N_("%s is thinking…")) \
    X(S_REF_FOLLOW, N_("You must follow suit.")) \
    X(S_REF_HEAD, N_("You must play higher in the suit led.")) \
    X(S_REF_TRUMP, N_("You must trump.")) \
    X(S_REF_OVERTRUMP, N_("You must overtrump.")) \
    X(S_REF_OTHER, N_("Not allowed now.")) \
    X(S_REF_SILENCE, N_("Silence counts as yes: only the mouche's holder may keep silent.")) \
    X(S_REF_EXCHANGE, N_("Exchange 1 to 5 cards, no more than the stock.")) \
    X(S_CARD_THE_A, N_("the ace of %s")) \
    X(S_CARD_THE_J, N_("the jack of %s")) \
    X(S_CARD_THE_Q, N_("the queen of %s")) \
    X(S_CARD_THE_K, N_("the king of %s")) \
    X(S_CARD_THE_N, N_("the %d of %s")) \
    X(S_CARD_YOUR_A, N_("your ace of %s")) \
    X(S_CARD_YOUR_J, N_("your jack of %s")) \
    X(S_CARD_YOUR_Q, N_("your queen of %s")) \
    X(S_CARD_YOUR_K, N_("your king of %s")) \
    X(S_CARD_YOUR_N, N_("your %d of %s")) \
    X(S_CARD_BEATEN_A, NC_("the card beaten (%s beats %s)", "the ace of %s")) \
    X(S_CARD_BEATEN_J, NC_("the card beaten (%s beats %s)", "the jack of %s")) \
    X(S_CARD_BEATEN_Q, NC_("the card beaten (%s beats %s)", "the queen of %s")) \
    X(S_CARD_BEATEN_K, NC_("the card beaten (%s beats %s)", "the king of %s")) \
    X(S_CARD_BEATEN_N, NC_("the card beaten (%s beats %s)", "the %d of %s")) \
    X(S_SUIT_ONE_S, N_("a spade")) \
    X(S_SUIT_ONE_H, N_("a heart")) \
    X(S_SUIT_ONE_D, N_("a diamond")) \
    X(S_SUIT_ONE_C, NC_("suit_one_c", "a club")) \
    X(S_NOTE_FOLLOW, N_("You must follow suit: %s was led, so play %s.")) \
    X(S_NOTE_FOLLOW_HEAD, N_("You must follow suit and play higher: %s beats %s.")) \
    X(S_NOTE_HEAD, N_("You must play higher in the suit led: %s beats %s.")) \
    X(S_NOTE_ACE, N_("The ace ranks below the jack: K Q J A 10.")) \
    X(S_NOTE_TRUMP, N_("You have no %s, so you must trump: play a trump (%s).")) \
    X(S_NOTE_OVERTRUMP, N_("You have no %s and %s is winning, so you must overtrump: %s beats it.")) \
    X(S_NOTE_PAMPHILE_LED, N_("The Pamphile counts as a trump: you must follow with a trump (%s).")) \
    X(S_NOTE_PAMPHILE_NOT, N_("The Pamphile counts as a trump, not as a club: you must play %s.")) \
    X(S_NOTE_PAMPHILE_TRUMP, N_("The Pamphile counts as a trump.")) \
    X(S_SUMMARY, N_("Hand %d: summary")) \
    X(S_COL_PLAYER, N_("Player")) \
    X(S_COL_TRICKS, N_("Tricks")) \
    X(S_COL_GAIN, N_("This hand")) \
    X(S_COL_BALANCE, N_("Holdings")) \
    X(S_MADE_MOUCHE, N_("made the mouche")) \
    X(S_TOOK_FLUSH, N_("had the mouche")) \
    X(S_PART_ANTE, N_("ante")) \
    X(S_PART_PENDING, N_("pending mouche")) \
    X(S_PART_TRICKS, NP_("%d trick", "%d tricks")) \
    X(S_PART_FLUSH, N_("the mouche shown")) \
    X(S_PART_MADE, N_("mouche made")) \
    X(S_PART_ALL_FOLDED, N_("all passed")) \
    X(S_PART_ALONE, N_("alone in play")) \
    X(S_PART_PAMPHILE, N_("Pamphile")) \
    X(S_BPART_STAKE, N_("stake")) \
    X(S_BPART_KING_STAKE, N_("for the King")) \
    X(S_BPART_PLAQUE, N_("plaque")) \
    X(S_BPART_CURIEUSE, N_("the Curieuse")) \
    X(S_BPART_WIN, N_("deal won")) \
    X(S_BPART_VOLE, N_("the vole")) \
    X(S_BPART_BETE, N_("bête made")) \
    X(S_BPART_DEVOLE, N_("the dévole")) \
    X(S_BPART_CONTRE, N_("the contre")) \
    X(S_BPART_KING, N_("King of trumps")) \
    X(S_ALL_FOLDED, N_("everybody passed: the dealer takes the pool")) \
    X(S_POOL_STAYS, \
      NP_("The game ends here: the %lld chip in the pool would be won in a next hand, so it goes to no one", \
          "The game ends here: the %lld chips in the pool would be won in a next hand, so they go to no one")) \
    X(S_POOL_ALL_WON, N_("The game ends here: the whole pool was won, no chip stays in it")) \
    X(S_FINAL_STANDINGS, N_("Final standings")) \
    X(S_NEXT_POOL, NP_("Next pool: %lld chip (%s)", "Next pool: %lld chips (%s)")) \
    X(S_NEXT_HAND, N_("Next hand")) \
    X(S_GAME_OVER, N_("End of the game")) \
    X(S_STANDINGS, N_("Final standings (hands played: %d)")) \
    X(S_TO_TITLE, N_("Title screen")) \
    X(S_MENU, N_("Menu")) \
    X(S_SKIP_HINT, N_("Click or Space: skip")) \
    X(S_SKIP_PAD, N_("A: skip")) \
    X(S_NEXT_KEYS, N_("Next: Enter (not Space)")) \
    X(S_NEXT_PAD, N_("Next: A")) \
    X(S_CHIPS, N_("chips")) \
    X(S_GAMES, N_("Games played")) \
    X(S_GAMES_WON, N_("Games won")) \
    X(S_HANDS, N_("Hands played")) \
    X(S_CHIPS_WON, N_("Chips won (net)")) \
    X(S_FLUSHES, N_("Mouches held (flushes)")) \
    X(S_MOUCHES_MADE, N_("Mouches made (no trick)")) \
    X(S_TRICKS_TAKEN, N_("Tricks taken")) \
    X(S_RESET, N_("Reset statistics")) \
    X(S_RESET_CONFIRM, N_("Erase them all? Press again")) \
    X(S_SET_GAME, N_("The table")) \
    X(S_SET_RULES, N_("Rule options (next new game)")) \
    X(S_SET_APP, N_("Opponents, display and sound")) \
    X(S_SET_PLAYERS, N_("Players")) \
    X(S_SET_PLAYERS_H, N_("3 to 6 at the table, you included.")) \
    X(S_SET_HANDS, N_("Hands per game")) \
    X(S_SET_HANDS_H, N_("The game ends after this many hands (0: endless).")) \
    X(S_SET_DECK, N_("Deck")) \
    X(S_SET_DECK_H, N_("classic: 28/36/48/52 cards; piquet: 32 at four; by the stock: enough for a stock of 3 each.")) \
    X(S_SET_DEAL, N_("Deal packets")) \
    X(S_SET_DEAL_H, N_("How the five cards are dealt: 3 then 2, 2 then 3, ...")) \
    X(S_SET_ANTE, N_("Ante")) \
    X(S_SET_ANTE_H, N_("Chips the dealer puts in the pool each hand (a multiple of 5).")) \
    X(S_SET_START, N_("Starting chips")) \
    X(S_SET_START_H, N_("Each player's holding at the start: 1000 = 9 contracts, 16 plaques, 20 chips.")) \
    X(S_SET_CARRY, N_("Mouches made")) \
    X(S_SET_CARRY_H, N_("all at once: into the next pool; one per hand: they wait their turn; capped: a mouche costs " \
                        "at most the cap.")) \
    X(S_SET_CAP, N_("Cap")) \
    X(S_CAP_NONE, N_("none")) \
    X(S_SET_CAP_H, N_("With \"capped\": the most a mouche made costs.")) \
    X(S_SET_PAMPHILE, N_("Pamphile")) \
    X(S_SET_PAMPHILE_H, N_("The jack of clubs is the highest trump and earns its holder a payment.")) \
    X(S_SET_PPAY, N_("Pamphile payment")) \
    X(S_SET_PPAY_H, N_("Chips each other player pays to the Pamphile's holder.")) \
    X(S_SET_PMOUCHE, N_("Pamphile in a mouche")) \
    X(S_SET_PMOUCHE_H, N_("a club: it stays a club (the sources' rule); a trump: what many tables agree (003); any " \
                          "suit: the 1758 option.")) \
    X(S_SET_PTURNED, N_("Pamphile turned up")) \
    X(S_SET_PTURNED_H, N_("always: the dealer is paid at once; if he plays: only if the dealer does not fold.")) \
    X(S_SET_HEAD, N_("Head the trick")) \
    X(S_SET_HEAD_H, \
      N_("play higher: holding the suit led, beat the best card if you can (Académie); only follow: van der Aa.")) \
    X(S_SET_SILENCE, N_("Silence")) \
    X(S_SET_SILENCE_H, \
      N_("says nothing: anyone may keep silent; means yes: only the holder of a mouche may (van der Aa).")) \
    X(S_SET_PRESET, N_("Rule system")) \
    X(S_PRESET_AJO, N_("Académie 1718")) \
    X(S_PRESET_SUCCESSIVE, N_("Successive 1730")) \
    X(S_PRESET_VANDERAA, N_("van der Aa 1721")) \
    X(S_PRESET_LANTURLU, N_("Lanturlu")) \
    X(S_PRESET_MERY, N_("Méry 1847")) \
    X(S_PRESET_PAMPHILE, N_("Pamphile 1758")) \
    X(S_PRESET_CUSTOM, N_("Custom")) \
    X(S_PRESET_AJO_H, N_("Académie universelle des jeux, 1718: the rules of source 000, the default.")) \
    X(S_PRESET_SUCCESSIVE_H, N_("With successive mouches, 1718/1730: one mouche made enters play per hand.")) \
    X(S_PRESET_VANDERAA_H, N_("van der Aa, 1721: 32 cards at four, follow without heading, silence is a yes.")) \
    X(S_PRESET_LANTURLU_H, \
      N_("Lanturlu with the misti (003): low cards, the Pamphile on, a club in a flush; its payment by agreement.")) \
    X(S_PRESET_MERY_H, N_("Méry, 1847: a mouche made costs at most 20 chips.")) \
    X(S_PRESET_PAMPHILE_H, \
      N_("Pamphile, 1758: the jack of clubs is the highest trump, and a club in a flush (any suit if agreed).")) \
    X(S_PRESET_CUSTOM_H, N_("Custom: an option differs from every historical system.")) \
    X(S_SET_AI, N_("Player %d")) \
    X(S_SET_AI_H, N_("Strength of this opponent.")) \
    X(S_SET_SPEED, N_("Animation speed")) \
    X(S_SET_SPEED_H, N_("Off shows every move at once.")) \
    X(S_SET_VOLUME, N_("Volume")) \
    X(S_SET_VOLUME_SILENT, N_("Volume — no sound device")) \
    X(S_SET_VOLUME_H, N_("Sound effects.")) \
    X(S_SET_MUTE, N_("Mute")) \
    X(S_SET_MUTE_H, N_("Silence every sound.")) \
    X(S_SET_LANG, N_("Language")) \
    X(S_SET_LANG_H, N_("English, French or German.")) \
    X(S_SET_FULL, N_("Fullscreen")) \
    X(S_SET_FULL_H, N_("Also F11 anywhere.")) \
    X(S_SET_STYLE, N_("Card faces")) \
    X(S_SET_STYLE_H, N_("English or French faces, two or four colours.")) \
    X(S_SET_TEXT, N_("Text size")) \
    X(S_SET_TEXT_H, N_("Larger words on every screen; the table makes room for them.")) \
    X(S_SET_PRACTICE, N_("Practice")) \
    X(S_SET_PRACTICE_H, \
      N_("Take back your decisions of the hand (Ctrl+Z, Backspace). Hands in practice are not counted.")) \
    X(S_PRACTICE, N_("practice")) \
    X(S_TAKE_BACK_BUTTON, N_("Take back (Ctrl+Z)")) \
    X(S_TAKE_BACK_WAIT, N_("Take back works at your turn: it takes back your last decision of this deal.")) \
    X(S_TAKE_BACK_NOTHING, N_("Nothing to take back: you have decided nothing yet in this deal.")) \
    X(S_TAKEN_BACK, N_("Your last decision is taken back: decide again.")) \
    X(S_UNDO_NO_MOVE, \
      N_("Nothing to take back: you have made no move since the game opened or since your last take-back.")) \
    X(S_UNDO_GUIDE, N_("No take-back in Learn to play: the lesson keeps every move as played. In a game of your own " \
                       "(New game), Ctrl+Z takes back your last move.")) \
    X(S_UNDO_SEEN, N_("Too late to take back: something new was shown since your move (a card, another player's move " \
                      "or answer). Practice (Settings › Practice) takes back further.")) \
    X(S_SET_RENDERER, N_("Drawing")) \
    X(S_SET_RENDERER_H, \
      N_("Automatic: the graphics card, or software drawing where it cannot help. Applies at the next start.")) \
    X(S_RENDERER_AUTO, N_("automatic")) \
    X(S_RENDERER_SOFTWARE, N_("software")) \
    X(S_RENDERER_ACCELERATED, N_("accelerated")) \
    X(S_OFF, NC_("off", "off")) \
    X(S_ON, N_("on")) \
    X(S_NONE_SPEED, NC_("none_speed", "off")) \
    X(S_ENDLESS, N_("endless")) \
    X(S_LEVEL_0, N_("random")) \
    X(S_LEVEL_1, N_("beginner")) \
    X(S_LEVEL_2, N_("standard")) \
    X(S_LEVEL_3, N_("expert")) \
    X(S_TEMPER_0, N_("cautious")) \
    X(S_TEMPER_1, N_("bold")) \
    X(S_TEMPER_2, N_("bluffer")) \
    X(S_LANG_NAME, NC_("lang_name", "English")) \
    X(S_DECK_AJO, N_("classic")) \
    X(S_DECK_VANDERAA, N_("piquet")) \
    X(S_DECK_LOWCARDS, N_("by the stock")) \
    X(S_CARRY_ALL, N_("all at once")) \
    X(S_CARRY_SUCCESSIVE, N_("one per hand")) \
    X(S_CARRY_CAP, N_("capped")) \
    X(S_HEAD_YES, N_("play higher")) \
    X(S_HEAD_NO, N_("only follow")) \
    X(S_SILENCE_FREE, N_("says nothing")) \
    X(S_SILENCE_YES, N_("means yes")) \
    X(S_PMOUCHE_CLUBS, NC_("pmouche_clubs", "a club")) \
    X(S_PMOUCHE_TRUMP, N_("a trump")) \
    X(S_PMOUCHE_ANY, N_("any suit")) \
    X(S_PTURNED_ALWAYS, N_("always")) \
    X(S_PTURNED_IF_IN, N_("if he plays")) \
    X(S_STYLE_EN, NC_("style_en", "English")) \
    X(S_STYLE_FR, N_("French")) \
    X(S_STYLE_EN4, N_("English, 4 colours")) \
    X(S_STYLE_FR4, N_("French, 4 colours")) \
    X(S_PERCENT, N_("%d%%")) \
    X(S_TRUMP_COLON, N_("Trump:")) \
    X(S_TRUMP_IS, N_("Trump: %s")) \
    X(S_PENDING_COLON, N_("Pending:")) \
    X(S_KEY_FOLD, NC_("key_fold", "F")) \
    X(S_KEY_EXCHANGE, NC_("key_exchange", "X")) \
    X(S_KEY_STAND, NC_("key_stand", "S")) \
    X(S_KEY_SHOW, NC_("key_show", "M")) \
    X(S_KEY_ASK, NC_("key_ask", "A")) \
    X(S_KEY_SPADES, NC_("key_spades", "S")) \
    X(S_KEY_HEARTS, NC_("key_hearts", "H")) \
    X(S_KEY_DIAMONDS, NC_("key_diamonds", "D")) \
    X(S_KEY_CLUBS, NC_("key_clubs", "C")) \
    X(S_KEY_SILENT, NC_("key_silent", "S")) \
    X(S_KEY_EVASIVE, NC_("key_evasive", "A")) \
    X(S_KEY_YES, NC_("key_yes", "Y")) \
    X(S_KEY_NO, NC_("key_no", "N")) \
    X(S_KEY_BID_PLAY, NC_("key_bid_play", "I")) \
    X(S_KEY_BID_PASS, NC_("key_bid_pass", "P")) \
    X(S_KEY_BID_CONTRE, NC_("key_bid_contre", "C")) \
    X(S_KEY_CUR_ASK, NC_("key_cur_ask", "A")) \
    X(S_KEY_CUR_NO, NC_("key_cur_no", "N")) \
    X(S_KEY_CONTINUE, NC_("key_continue", "C")) \
    X(S_KEY_NEW_GAME, NC_("key_new_game", "N")) \
    X(S_KEY_SETTINGS, NC_("key_settings", "S")) \
    X(S_KEY_RULES, NC_("key_rules", "R")) \
    X(S_KEY_STATISTICS, NC_("key_statistics", "T")) \
    X(S_KEY_QUIT, NC_("key_quit", "Q")) \
    X(S_KEY_TO_TITLE, NC_("key_to_title", "T")) \
    X(S_KEY_RESET, NC_("key_reset", "R")) \
    X(S_KEY_OTHER_RULES, NC_("key_other_rules", "G")) \
    X(S_KEY_LEAVE, NC_("key_leave", "L")) \
    X(S_KEY_STAY, NC_("key_stay", "S")) \
    X(S_KEY_NEXT, NC_("key_next", "N")) \
    X(S_KEY_STANDINGS, NC_("key_standings", "F")) \
    X(S_PAGE, N_("Page %d / %d")) \
    X(S_PIC_LED, N_("1. led")) \
    X(S_PIC_HEAD, N_("2. heads it")) \
    X(S_PIC_TRUMPS, N_("3. void: trumps")) \
    X(S_PIC_OVER, N_("4. overtrumps")) \
    X(S_PREV, N_("Previous")) \
    X(S_NEXT, NC_("next", "Next")) \
    X(S_N_SAVE_DAMAGED, N_("Your saved game could not be read. It was kept as %s and a new game starts.")) \
    X(S_N_SAVE_DAMAGED_LEFT, \
      N_("Your saved game could not be read, nor moved aside (%s): it is left as it was, and a new game starts.")) \
    X(S_N_SAVE_FAILED, N_("The game cannot be saved: %s. Your progress since %s is not kept; it is saved again as " \
                          "soon as this is put right.")) \
    X(S_N_SINCE_HAND, N_("hand %d")) \
    X(S_N_SINCE_DEAL, N_("deal %d")) \
    X(S_N_SINCE_START, N_("the start of this game")) \
    X(S_N_WHY_FULL, N_("the disk is full")) \
    X(S_N_WHY_READONLY, N_("the folder %s cannot be written to")) \
    X(S_N_WHY_BUSY, N_("another window of La Mouche is using the folder %s")) \
    X(S_N_FOLDER_BUSY, N_("La Mouche is already open in another window, on the same folder (%s). This window saves " \
                          "nothing: your game, statistics and settings stay as the other window keeps them. Play in " \
                          "that one, or close it and start again.")) \
    X(S_N_MOVED, N_("Your settings are now in %s, and your games, statistics and saved hands in %s: the folders your " \
                    "desktop keeps them in. Earlier versions kept them all in %s.")) \
    X(S_N_MOVE_LEFT, \
      N_("%sSome files (%d) stay in %s (%s): they are kept there, and moved at a later start if they can be.")) \
    X(S_N_MOVE_BOTH, N_("the new folders already hold other files of those names")) \
    X(S_N_STATS_FAILED, N_("Your statistics cannot be saved: %s. The results since are not counted.")) \
    X(S_N_SETTINGS_FAILED, N_("Your settings cannot be saved: %s. They apply until you quit.")) \
    X(S_N_STATS_DAMAGED, N_("Your statistics could not be read. They were kept as %s and new statistics start.")) \
    X(S_N_STATS_PART, N_("Some of your statistics could not be read (%s): they start again from zero, the others are " \
                         "kept. The file as it was is kept as %s.")) \
    X(S_N_SETTINGS_BAD, \
      N_("Some settings could not be read (%s): they are back to their defaults, the others are kept.")) \
    X(S_N_LINES, NP_("%d unreadable line", "%d unreadable lines")) \
    X(S_N_SETTINGS_ASIDE, N_("Your settings could not be read whole (%s). Those found in the file are kept, the " \
                             "others are back to their defaults; the file as it was is kept as %s.")) \
    X(S_N_SETTINGS_LEFT, N_("Your settings could not be read whole (%s), nor moved aside (%s): the file is left as " \
                            "it was, and the settings apply until you quit.")) \
    X(S_N_WHY_LARGE, N_("the file is larger than %s")) \
    X(S_N_WHY_NOT_FILE, N_("it is not a regular file")) \
    X(S_N_WHY_MISSING, N_("a file or folder on the way does not exist")) \
    X(S_N_WHY_NOT_DIR, N_("a part of the path is not a folder")) \
    X(S_N_WHY_LONG, N_("the path is too long for the system")) \
    X(S_N_WHY_IO, N_("the disk reported an input/output error")) \
    X(S_N_WHY_MEMORY, N_("the computer is short of memory")) \
    X(S_N_WHY_LOOP, N_("the path loops through symbolic links")) \
    X(S_N_WHY_FILES, N_("too many files are open")) \
    X(S_N_REPLAY_BAD, N_("%s cannot be played again: %s.")) \
    X(S_N_NO_SOUND, N_("No sound device was found: the game plays silently.")) \
    X(S_N_PAD_ADDED, N_("Game controller connected (%s): the d-pad moves, A chooses, B goes back, X to the buttons, " \
                        "Y a hint, LB the log, RB the last trick, Select the rules, Start the menu.")) \
    X(S_N_PAD_REMOVED, N_("Game controller disconnected (%s): the keyboard and mouse play on.")) \
    X(S_N_OK, N_("OK")) \
    X(S_N_GUIDE_LEFT, N_("The guided hand was not kept when the window closed: Learn to play begins it again.")) \
    X(S_N_QUIT_UNSAVED, N_("The game could not be saved: %s. If you quit now, your progress since %s will be lost.")) \
    X(S_N_KEEP_PLAYING, N_("Keep playing")) \
    X(S_N_QUIT_ANYWAY, N_("Quit and lose it")) \
    X(S_N_NEW_OVER_GAME, N_("A game is in progress (%s). A new game ends it for good: it cannot be continued later.")) \
    X(S_N_KEEP_GAME, N_("Keep my game")) \
    X(S_N_FIRST_GAME, N_("Your first game of %s? Learn to play deals a guided hand: a note explains each step.")) \
    X(S_N_PLAY_NOW, N_("Play now")) \
    X(S_N_NEW_ANYWAY, N_("Start a new game")) \
    X(S_F_VIDEO, N_("La Mouche cannot open its window: %s.")) \
    X(S_F_DATA, N_("The game's data files (fonts/ and assets/) were not found. Set LAMOUCHE_DATA_DIR to the folder " \
                   "that holds them, or reinstall La Mouche.")) \
    X(S_F_FONT, N_("A font file is missing from %s/fonts: %s. Reinstall La Mouche.")) \
    X(S_F_PREFS, N_("Cannot create the folder for saved games and settings (%s).")) \
    X(S_R1_T, N_("The game")) \
    X(S_R1, N_("La Mouche is played by three to six players, each for himself, with chips. The pack depends on the " \
               "number of players: 28 cards (King down to 8) at three, 36 (down to the 6) at four, 48 (down to the " \
               "3) at five, all 52 at six. The first dealer is the one who draws the King; after each hand the deal " \
               "passes to the right, and the play goes to the right too. The dealer gives five cards to each player, " \
               "in packets of three then two, then turns up the next card: its suit is trump for the hand. That card " \
               "belongs to nobody and is never played. The rest of the pack, face down, is the stock.")) \
    X(S_R2_T, N_("The dealer's ante and the pool")) \
    X(S_R2, N_("Before each deal the dealer puts 5 chips into the pool (the corbeille): this is his ante, and he " \
               "pays it whatever happens. The stake in the pool is called the mouche. The mouches made on the " \
               "previous hand (see Making the mouche) are added to it, so the pool always holds a multiple of 5: a " \
               "simple mouche is 5, a double 10, a triple 15, and so on. During the hand the pool is shared among " \
               "the players who take tricks, or taken whole by a flush or by the last player left in. Every player " \
               "starts the game with 1000 chips, and may run into debt.")) \
    X(S_R3_T, N_("The ranking of the cards")) \
    X(S_R3, \
      N_("In every suit, trumps included, the cards rank from high to low: King, Queen, Jack, Ace, 10, 9, 8, 7, 6, " \
         "5, 4, 3, 2. Mind the Ace: it ranks below the Jack and above the 10, not at the top. So the King of the " \
         "suit led beats every card of that suit, and an Ace loses to a Jack. A trump, however low, beats any card " \
         "of another suit. (With the Pamphile option, the jack of clubs comes above everything.) To count a flush's " \
         "points, the King, Queen, Jack and Ace are worth 10 each and the other cards their face value.")) \
    X(S_R4_T, N_("Declarations: fold, exchange or stand")) \
    X(S_R4, N_("Once the cards are dealt, each player speaks once, starting with the eldest, the player on the " \
               "dealer's right, and going right; the dealer speaks last. You have three choices. Fold: lay your hand " \
               "face down; you take no further part, win nothing and owe nothing. Exchange 1 to 5 cards: discard " \
               "them face down, unseen, and the dealer gives you as many from the top of the stock (never more than " \
               "it holds). Stand (\"Je m'y tiens\"): keep your hand. Whoever exchanged or stood is in the hand and " \
               "must play it out: each trick pays, but a player in the hand who takes none makes the mouche.")) \
    X(S_R5_T, N_("Questions: \"Do you have the mouche?\"")) \
    X(S_R5, \
      N_("When your turn to declare comes, you may first question a player who has already stood: \"Do you have the " \
         "mouche?\" The mouche here means a flush, five cards of one suit (see Having the mouche): it would take the " \
         "whole pool and make everyone else in the hand pay. Asking costs nothing. You may ask each player who stood " \
         "once in the hand, then you declare as usual. A player who has shown his flush is not asked: everyone has " \
         "seen it. The answers, on the next page, are the bluff of the game, and the computer players use them too.")) \
    X(S_R6_T, N_("Answers: silence, \"Lanturlu!\", no lie")) \
    X(S_R6, N_("The player asked chooses his answer. He may stay silent: by default, silence says nothing. He may " \
               "dodge the question with \"Lanturlu!\", an old refrain that answers nothing. Or he may answer " \
               "plainly, yes or no, and then he must tell the truth: the game refuses a lie. So a plain \"No\" can " \
               "be trusted, while silence and \"Lanturlu!\" may hide a flush, or nothing at all. With the option " \
               "where silence means yes (van der Aa's rules), keeping silent is a plain answer: only a player who " \
               "has the mouche may stay silent, and the others answer \"Lanturlu!\" or say no.")) \
    X(S_R7_T, N_("Having the mouche: the flush")) \
    X(S_R7, \
      N_("A player has the mouche when the five cards dealt to him are all of one suit and he stands without " \
         "exchanging. He may show it as he stands, or keep it hidden; the others still declare (and usually fold " \
         "when it is shown). After the declarations, if anyone in the hand has the mouche, no card is played: the " \
         "best flush takes the whole pool, and every other player in the hand makes the mouche, other flush holders " \
         "included. The best flush: first, a trump flush beats the others; then the one with more points (King, " \
         "Queen, Jack and Ace 10 each, the others their value); then the holder nearest the dealer's right.")) \
    X(S_R8_T, N_("All fold, or one player left alone")) \
    X(S_R8, \
      N_("If every player before the dealer folds, the dealer takes the pool at once: no card is played and nobody " \
         "makes the mouche. He gets his own ante back, with whatever else the pool held. If, after the declarations, " \
         "exactly one player is still in the hand and nobody has a flush, that lone player takes the whole pool " \
         "without playing, since he would win all five tricks; nobody makes the mouche either. A player who folds " \
         "can never make the mouche: folding is the safe way out of a poor hand, but it never wins anything.")) \
    X(S_R9_T, N_("Who leads; heading the trick")) \
    X(S_R9, N_("The first player in the hand to the dealer's right leads the first trick, with any card he likes; " \
               "the winner of each trick leads the next, and the play goes to the right. There are five tricks. If " \
               "you hold the suit led, you must play it. And if the best card so far is of that suit and you hold a " \
               "higher one, you must play a higher one: that is heading the trick. Mind the ranking: on the Ace of " \
               "hearts, the Jack, Queen or King of hearts heads it. With van der Aa's rules (an option), following " \
               "suit is enough, with no need to head.")) \
    X(S_R10_T, N_("Trump, overtrump, and the exception")) \
    X(S_R10, N_("If you have no card of the suit led but hold a trump, you must trump: any trump, when no trump is " \
                "in the trick yet. If someone has already trumped, you must overtrump, that is play a higher trump " \
                "than his, if you can. The exception: when you hold no trump higher than the best one played, you " \
                "are free to play any card, a low trump or another. Holding neither the suit led nor trumps, play " \
                "any card. The highest trump wins the trick; without a trump, the highest card of the suit led. The " \
                "game refuses a card you may not play, and says why.")) \
    X(S_R11_T, N_("A fifth of the pool per trick")) \
    X(S_R11, \
      N_("Each trick wins its taker one fifth of the pool, paid as soon as the trick is taken. With a simple mouche " \
         "of 5, a trick is worth 1 chip; with a triple of 15, 3 chips; with a pool of 20, 4 chips. The five tricks " \
         "share the whole pool, so after a hand played out the pool is empty, and the next one holds the new " \
         "dealer's ante and the mouches made. Three tricks from a pool of 15 bring you 9 chips. What matters most is " \
         "to take at least one trick: a player in the hand who takes none makes the mouche.")) \
    X(S_R12_T, N_("Making the mouche")) \
    X(S_R12, N_("A player who stayed in the hand and took no trick makes the mouche: he pays the amount of the pool, " \
                "and that sum goes into the pool of the next hand. Several players may make it on the same hand, and " \
                "all their mouches go in. The Académie's example: hand 1 is a simple mouche of 5, and two players " \
                "make it, so hand 2 is triple, 5 + 5 + 5 = 15. One player makes it: hand 3 is quadruple, 5 + 15 = " \
                "20. Nobody makes it: hand 4 is simple again, 5. Some tables cap what a mouche made costs, or bring " \
                "the mouches in one per hand: see the options.")) \
    X(S_R13_T, N_("The Pamphile")) \
    X(S_R13, \
      N_("An option, off by default. The jack of clubs, the Pamphile (the Mistigri), becomes the highest trump, " \
         "above the King of trumps, and counts as a trump for every rule of play: led, it calls for trumps, and you " \
         "follow it with a trump. Whoever holds it and did not fold is paid 1 chip by each other player, those who " \
         "folded too, when he plays it or when the hand ends without play. If the dealer turns it up, he names trump " \
         "himself and each player pays him 1 chip at once. For a flush it stays a club: that is the rule of the " \
         "Académie (1758) and of the misti's rules (003). By agreement before the game, a table may count it as a " \
         "trump, as many tables do (003), or let it complete a flush of any suit (the 1758 option).")) \
    X(S_R14_T, N_("The rule options")) \
    X(S_R14, N_("The options are chosen in Settings before a game; the first value is the default. Deck: classic (28 " \
                "to 52 cards), piquet (32 at four), or by the stock (lower cards added until the stock is large " \
                "enough). Deal packets: 3-2, 2-3, 2-2-1 or 2-1-2. The dealer's ante: 5, or any multiple of 5. " \
                "Starting chips: 1000. Mouches made: all at once into the next pool; one per hand (the largest " \
                "first, and a flush takes them all); or capped (a mouche made costs at most the cap). Head the " \
                "trick: play higher, or only follow. Silence: says nothing, or means yes. The Pamphile: off, or on, " \
                "with its payment (1 chip), its suit in a flush and when a turned Pamphile is paid.")) \
    X(S_R15_T, N_("The historical systems")) \
    X(S_R15, N_("The rule system, in Settings, sets several options at once, as a book of the time played them; the " \
                "packets, the ante, the starting chips and the Pamphile's payment stay as you chose. Académie 1718: " \
                "the defaults, after the Académie universelle des jeux. Successive 1730: the mouches made wait in a " \
                "row and come into the pool one per hand, the largest first; a flush takes them all. van der Aa " \
                "1721: a piquet pack of 32 at four, follow without heading, silence means yes. Lanturlu: cards by " \
                "the stock, the Pamphile on, a club in a flush as its rules say. Méry 1847: a mouche made costs at " \
                "most 20 chips. Pamphile 1758: the Pamphile on, a club in a flush. What a source leaves to the " \
                "table's agreement (the Pamphile a trump in a flush for Lanturlu, of any suit for Pamphile 1758) is " \
                "an option you set after the system, which then shows as Custom.")) \
    X(S_R16_T, N_("Tokens and keys")) \
    X(S_R16, N_("Round chips are worth 1, long plaques 5, short contracts 100: the table pays every amount in them " \
                "and makes change as it goes.\n\nKeys at the table:\n1–5 play that card (in an exchange: pick it), " \
                "or the arrows and Enter\nF fold, X exchange, S stand, M show the mouche, A ask (or Tab to a button, " \
                "then Enter)\nCtrl+Z or Backspace take back your move while nothing new is shown\nL the last trick, " \
                "R the rules in short, (?) a hint\nF2 the table log, Space skips an animation\nEsc asks before " \
                "leaving the hand, F11 fullscreen\nA game controller: the d-pad moves, A chooses, B goes back, X to " \
                "the buttons, Y a hint, LB the log, RB the last trick, Select the rules in short, Start the menu")) \
    X(S_GAME_MOUCHE, N_("La Mouche")) \
    X(S_GAME_BETE, N_("La Bête")) \
    X(S_SUBTITLE_BETE, N_("the parent game of La Mouche, after Le Gras (1739)")) \
    X(S_GAME_TEMPLATE, N_("High card")) \
    X(S_SUBTITLE_TEMPLATE, N_("the template game: one card each, one trick")) \
    X(S_TEMPLATE_RULES, \
      N_("Each player is dealt one card. The player after the dealer leads, and each plays its card in turn: the " \
         "highest card of the suit led takes the trick, and every other player pays its taker the stake.")) \
    X(S_GAME_KEY, N_("G: change game")) \
    X(S_GAME_PAD, N_("D-pad left/right: change game")) \
    X(S_BB_PLAY, N_("I play!")) \
    X(S_BB_PASS, N_("I pass.")) \
    X(S_BB_CONTRE, N_("Contre!")) \
    X(S_BB_CUR_ASK, N_("The Curieuse!")) \
    X(S_BB_CUR_NO, N_("No Curieuse.")) \
    X(S_BB_KING, N_("The King of trumps!")) \
    X(S_BB_BETE, N_("I make the bête.")) \
    X(S_BB_VOLE, N_("The vole!")) \
    X(S_BTN_PLAY, N_("I play")) \
    X(S_BTN_PASS, N_("I pass")) \
    X(S_BTN_CONTRE, N_("Contre!")) \
    X(S_BTN_CUR_ASK, N_("Ask for the Curieuse")) \
    X(S_BTN_CUR_NO, N_("No Curieuse")) \
    X(S_BTURN_BID, N_("Your turn: play or pass.")) \
    X(S_BTURN_CONTRE, N_("%s plays: contre, or pass?")) \
    X(S_BTURN_CUR, N_("All passed: the Curieuse? (a chip each, a new trump)")) \
    X(S_KING_LABEL, N_("King %lld")) \
    X(S_STAKES_LABEL, N_("Stakes %lld")) \
    X(S_PLAQUES_AT, NP_("+ %d plaque at stake", "+ %d plaques at stake")) \
    X(S_RESERVE_LABEL, N_("%d under the dish")) \
    X(S_BETES_LABEL, N_("Bêtes")) \
    X(S_BETE_AT, N_("at stake")) \
    X(S_BETE_WAIT, N_("waiting")) \
    X(S_BETE_MORE, N_("+%d more")) \
    X(S_VALUE_LABEL, N_("Deal worth %lld")) \
    X(S_TALON, N_("Talon %d")) \
    X(S_TALON_NAME, N_("Talon")) \
    X(S_VOIDED, N_("void")) \
    X(S_TAG_PLAYS, N_("plays")) \
    X(S_TAG_CONTRE, N_("contre")) \
    X(S_TAG_PASSES, N_("passes")) \
    X(S_DEAL_N_OF, N_("Deal %d of %d")) \
    X(S_BSUMMARY, N_("Deal %d: summary")) \
    X(S_OUT_WIN, N_("Won by %s: %lld swept, %+lld net.")) \
    X(S_OUT_WIN_SHORT, N_("Won by %s.")) \
    X(S_OUT_VOLE, N_("Vole by %s: every bête, and a chip from each player.")) \
    X(S_OUT_LOSE, N_("Lost by %s: a bête of %lld.")) \
    X(S_OUT_LOSE2, N_("%s and %s lose: bêtes of %lld and %lld.")) \
    X(S_OUT_DEVOLE, N_("Dévole (%s, no trick): a chip to each player.")) \
    X(S_OUT_VOID, N_("The declarer ties for the most tricks: the deal is void, the stakes stay.")) \
    X(S_OUT_PASSED, N_("Everybody passed, as often happens: the stakes stay, and the next deal is worth more.")) \
    X(S_OUT_VOID_LAST, N_("The declarer ties for the most tricks: the deal is void, and the game ends here.")) \
    X(S_OUT_PASSED_LAST, N_("Everybody passed, and the game ends here: nobody wins the stakes.")) \
    X(S_PAID_CONTRE, N_("The declarer's bête paid to the contrer: %s → %s, %lld.")) \
    X(S_OUT_CONTRE, N_("Contre: %s against %s.")) \
    X(S_KING_TAKEN, N_("The King stake (%2$lld) goes to %1$s, who held the King of trumps.")) \
    X(S_KING_RENEWED, N_("Each player puts a new chip on the dish for the King.")) \
    X(S_KING_RENEWED_LAST, \
      N_("Each player puts a new chip on the dish for the King, though no deal follows to win it.")) \
    X(S_KING_STAYS, N_("The King stake stays on the dish (%lld).")) \
    X(S_LEFT_ON_TABLE, N_("Left on the table: stakes %lld, King %lld, plaques %d, bêtes %s")) \
    X(S_TABLE_STAYS, N_("The game ends here: these chips would be won in a next deal, so they go to no one.")) \
    X(S_NEXT_DEAL, N_("Next deal")) \
    X(S_TIP_KING, N_("The King stake, and the plaques under the dish. At the end of the deal, whoever was dealt the " \
                     "King of trumps takes the King stake, unless he played and lost.")) \
    X(S_TIP_STAKES, \
      N_("The deal's stakes and the plaques at stake: whoever plays and wins sweeps them, with the bête at stake.")) \
    X(S_TIP_TALON, N_("The talon; the card turned on it gives the trump.")) \
    X(S_TIP_BETES, \
      N_("Bêtes made by those who played and lost: one is at stake each deal, the others wait their turn.")) \
    X(S_ST_DEALS, N_("Deals played")) \
    X(S_ST_BIDS, N_("Deals you played or contred")) \
    X(S_ST_WINS, N_("Deals you won")) \
    X(S_ST_BETES, N_("Bêtes made")) \
    X(S_ST_KINGS, N_("King stakes taken")) \
    X(S_BSTANDINGS, N_("Final standings (deals played: %d)")) \
    X(S_COL_DEAL, N_("This deal")) \
    X(S_PAY_WIN, N_("sweeps")) \
    X(S_PAY_VOLE, N_("vole")) \
    X(S_PAY_BETE, N_("makes the bête")) \
    X(S_PAY_DEVOLE, N_("dévole")) \
    X(S_PAY_CONTRE, N_("pays his bête")) \
    X(S_PAY_KING, N_("the King")) \
    X(S_BSET_TITLE, N_("La Bête: the table and rule options (next new game)")) \
    X(S_BSET_PLAYERS_H, N_("3 to 7 at the table, you included (28, 32 or 36 cards).")) \
    X(S_BSET_DEALS, N_("Deals per game")) \
    X(S_BSET_DEALS_H, N_("The game ends after this many deals (0: endless).")) \
    X(S_BSET_DEAL_H, N_("Packets of five, fixed for the game: 3-2, 2-3, 2-2-1 or 2-1-2.")) \
    X(S_BSET_CURIEUSE, N_("Curieuse")) \
    X(S_BSET_CURIEUSE_H, N_("When all pass, one may ask: a chip each, the upcard void, a new trump.")) \
    X(S_BSET_CONTRE, N_("Contre")) \
    X(S_BSET_CONTRE_H, N_("A later player may double against the one who plays.")) \
    X(S_BSET_PLAQUE, N_("Plaque value")) \
    X(S_BSET_PLAQUE_H, N_("Chips a plaque (fiche) is worth: 5, or 10.")) \
    X(S_BSET_START_H, N_("Each player's holding at the start.")) \
    X(S_BR1_T, N_("La Bête")) \
    X(S_BR1, N_("The parent game of La Mouche, for three to seven. The pack has 28 cards (K Q J A 10 9 8) at three " \
                "or four, 32 (down to the 7) at five, 36 (down to the 6) at six or seven. Ranking in every suit, " \
                "trumps too: King, Queen, Jack, Ace, 10, 9, 8, 7, 6. The first dealer is drawn by lot, then the deal " \
                "passes on. The deal and the play go anticlockwise: five cards each, in packets fixed for the game, " \
                "and the next card is turned up on the talon: its suit is trump.")) \
    X(S_BR2_T, N_("The dish, the King, the plaques")) \
    X(S_BR2, N_("La Bête is played with chips and plaques (a plaque, the fiche, is worth 5 chips, or 10 by option) " \
                "around a dish. As the game begins, each player puts one plaque under the dish: that is the reserve, " \
                "from which the plaques come into play one by one. Each player also puts one chip on the dish for " \
                "the King: at the end of a deal, this King stake goes to whoever was dealt the King of trumps (see " \
                "The King of trumps). Everyone starts with 1000 chips, and may run into debt. A game lasts the " \
                "number of deals chosen in Settings, or goes on without end.")) \
    X(S_BR3_T, N_("Each deal's stakes")) \
    X(S_BR3, N_("Before each deal, when the stakes are empty (as the game begins, or after a deal that was won), " \
                "every player stakes a chip and the dealer one more: these are the deal's stakes. While the last " \
                "deal's stakes are still on the table (it was lost, void or passed), only the new dealer adds his " \
                "extra chip. Then one plaque is drawn from under the dish and put at stake; when the reserve is " \
                "empty and no plaque is at stake, everyone first puts a new plaque under the dish. Plaques that " \
                "nobody won stay at stake, so a run of lost deals puts several at stake. Whoever wins the deal " \
                "sweeps the stakes, the plaques at stake and the bête at stake.")) \
    X(S_BR4_T, N_("Bidding: play, pass, contre")) \
    X(S_BR4, N_("From the eldest, on the dealer's right, each player speaks once, the dealer last. While nobody has " \
                "said \"I play\", you say \"I play\" or \"I pass\". The first who plays is the declarer: he plays " \
                "alone against all, and must win the deal (see Winning the deal). After him, each later player may " \
                "say \"Contre!\" (an option, on by default): he doubles the game and plays against the declarer, for " \
                "himself. There is one contre at most, and it ends the bidding. A bid is never taken back. If " \
                "everybody passes, the Curieuse may follow.")) \
    X(S_BR5_T, N_("The Curieuse")) \
    X(S_BR5, \
      N_("If everybody passes and the Curieuse is on (the default), each player in turn from the eldest may ask for " \
         "it, and the first who asks decides for the table. Everyone then stakes one more chip, the upcard is set " \
         "aside (it is void), the next card of the talon is turned and its suit becomes trump, and the bidding " \
         "starts again from the eldest. The Curieuse is played once a deal at most. If nobody asks, or all pass " \
         "again, or no card is left under the upcard to turn (seven players with 36 cards), the deal is passed: " \
         "nothing is won, all the stakes stay, and on the next deal only the new dealer adds a chip.")) \
    X(S_BR6_T, N_("The tricks")) \
    X(S_BR6, N_("The eldest leads; the winner of a trick leads the next. Follow suit if you can (any card of it). " \
                "Void in the suit led, you must trump, or overtrump a trump already played, if you hold a trump that " \
                "heads the trick. Otherwise play any card, a low trump included. The highest trump wins the trick, " \
                "otherwise the highest card of the suit led. No revoke is possible: the game refuses a card you may " \
                "not play, and says why.")) \
    X(S_BR7_T, N_("Winning the deal, the vole")) \
    X(S_BR7, N_("The declarer, or the contrer, wins with three tricks or more, or with the first two tricks when " \
                "nobody takes three (even if another player also ends with two). He sweeps the deal's stakes, the " \
                "plaques at stake and the bête at stake. The vole: if he takes all five tricks, he also takes every " \
                "other bête waiting, and a chip from each other player (two from each if he is the contrer). A tie " \
                "voids the deal: if the declarer ends level with another player for the most tricks (2-2-1, or one " \
                "each when five or more take one), nothing is won or paid, but for the King; all the stakes stay, " \
                "and only the new dealer adds a chip to them.")) \
    X(S_BR8_T, N_("Making the bête, the dévole")) \
    X(S_BR8, \
      N_("A declarer who neither wins nor ties makes the bête: he pays what he would have won, the value of the deal " \
         "(the stakes, the plaques at stake and the bête at stake). His bête is paid to nobody: it waits beside the " \
         "dish and is staked on the next deal, or on the first deal after it that has no bête yet. So the bêtes made " \
         "pile up, and each makes a later deal worth more. The dévole: a loser who took no trick at all also pays a " \
         "chip to each other player (two to each for a contrer), right after his bête.")) \
    X(S_BR9_T, N_("The contre doubles")) \
    X(S_BR9, N_("The contre doubles the game for the one who says it. If the contrer wins, he takes what any winner " \
                "takes, and the declarer pays him a bête, the value of the deal, on the spot. If the declarer wins " \
                "despite the contre, the contrer makes a double bête: twice the value of the deal. If both lose, the " \
                "declarer makes his bête and the contrer a double one, the declarer's first in the queue. A tie of " \
                "the contrer with another player voids nothing: only the declarer's tie makes the deal void. With " \
                "the contre off, nobody may contre.")) \
    X(S_BR10_T, N_("The King of trumps")) \
    X(S_BR10, \
      N_("At the end of every deal, passed ones included, whoever was dealt the King of trumps takes the King stake " \
         "from the dish, unless he was a bidder who lost (or made a dévole). After a Curieuse, the King of the new " \
         "trump counts. As soon as the King stake is taken, every player stakes a new chip on the dish. If nobody " \
         "holds the King of trumps (it is the upcard, or in the talon), or if its holder lost, the stake stays on " \
         "the dish for a later deal. Holding the King is luck, not skill: it pays even a player who passed.")) \
    X(S_BR11_T, N_("An example")) \
    X(S_BR11, \
      N_("The source's own example: five players, plaques of 5. Deal 1: stakes 5 + 1 = 6, and one plaque at stake. A " \
         "plays and loses: he would have won 6 + 5 = 11, so he makes a bête of 11. C holds the King of trumps and " \
         "takes its 5 chips; everyone stakes a chip for it again. Deal 2: the bête of 11 is at stake and the stakes " \
         "are still on the table, so only the dealer adds a chip: stakes 7, two plaques. A loses again: 7 + 10 + 11 " \
         "= 28, a second bête. Deal 3: stakes 8, three plaques, the bête of 11 at stake; D wins 8 + 15 + 11 = 34, " \
         "and two plaques are left under the dish. Deal 4: everyone stakes again, with the bête of 28 at stake.")) \
    X(S_BR12_T, N_("Options and keys")) \
    X(S_BR12, N_("The options, chosen in Settings (the default first): 3 to 7 players; deal packets 3-2, 2-3, 2-2-1 " \
                 "or 2-1-2; the Curieuse on or off; the contre on or off; a plaque worth 5 or 10 chips; 1000 " \
                 "starting chips each.\n\nKeys at the table:\nY play, P pass, C contre, A/N the Curieuse (or Tab to " \
                 "a button, then Enter)\n1-5 play that card, or the arrows and Enter\nCtrl+Z or Backspace take back " \
                 "your move while nothing new is shown\nL the last trick, R the rules in short, (?) a hint\nF2 the " \
                 "table log, Space skips an animation\nEsc asks before leaving the hand, F11 fullscreen\nA game " \
                 "controller: the d-pad moves, A chooses, B goes back, X to the buttons, Y a hint, LB the log, RB " \
                 "the last trick, Select the rules in short, Start the menu")) \
    X(S_PIC_DISH, N_("the King stake")) \
    X(S_PIC_UNDER, N_("plaques under the dish")) \
    X(S_PIC_STAKES, N_("the deal's stakes")) \
    X(S_PIC_FOLLOW, N_("2. follows")) \
    X(S_PIC_VOID_UP, N_("void upcard")) \
    X(S_PIC_NEW_UP, N_("new trump")) \
    X(S_PIC_KING_TRUMP, N_("King of trumps")) \
    X(S_PIC_HIGH, N_("highest")) \
    X(S_PIC_LOW, N_("lowest")) \
    X(S_PIC_ACE, N_("the Ace: below the Jack")) \
    X(S_PIC_ANTE, N_("The dealer's ante: %d")) \
    X(S_PIC_TRUE, N_("A plain answer is always true.")) \
    X(S_PIC_TRUMP_FLUSH, N_("a trump flush: it wins")) \
    X(S_PIC_POINTS, N_("points: %d")) \
    X(S_PIC_DEALER_TAKES, N_("All folded: the dealer takes the pool.")) \
    X(S_PIC_NONE_HIGHER, N_("3. none higher")) \
    X(S_PIC_FREE, N_("5. free")) \
    X(S_PIC_EXCEPTION, N_("5. No trump higher than the best one: any card.")) \
    X(S_PIC_EX_BETE, N_("a bête of %d")) \
    X(S_PIC_EX_WIN, N_("D wins %d")) \
    X(S_PIC_FIFTH, N_("A pool of %d: each trick earns %d")) \
    X(S_PIC_HAND_N, NC_("pic_hand_n", "Hand %d")) \
    X(S_PIC_PAMPHILE_TOP, N_("above the King of trumps")) \
    X(S_PIC_PAMPHILE_PAY, N_("+%d from each player")) \
    X(S_PIC_DEFAULTS, N_("The options as a new game starts")) \
    X(S_PIC_SYSTEMS, N_("What each system changes")) \
    X(S_PIC_WINS, N_("wins the trick")) \
    X(S_PIC_PLAQUE_STAKE, N_("a plaque at stake")) \
    X(S_PIC_FIRST_TWO, N_("The first two tricks are enough.")) \
    X(S_PIC_VOLE_ALL, N_("All five: the vole.")) \
    X(S_PIC_DOUBLE, N_("the contre doubles")) \
    X(S_PIC_DEAL_N, N_("Deal %d")) \
    X(S_PIC_LONE, N_("Alone in the hand: the pool without play.")) \
    X(S_PIC_THE_DEFAULTS, N_("the defaults")) \
    X(S_OTHER_RULES, N_("Rules of %s")) \
    X(S_REVIEW_BUTTON, N_("Review")) \
    X(S_REVIEW_WORKING, N_("Review… %d")) \
    X(S_REVIEW_PREV, N_("Previous")) \
    X(S_REVIEW_NEXT, N_("Next")) \
    X(S_REVIEW_BACK, N_("Back to the summary")) \
    X(S_REVIEW_TITLE, N_("Review of your decisions · %s · %d of %d")) \
    X(S_REVIEW_COSTLY, N_("a costly choice")) \
    X(S_REVIEW_AGREE, N_("You chose %s: the Expert chooses it too (%s chips on average).")) \
    X(S_REVIEW_LOSS, N_("You chose %s: about %s chips less than %s, which the Expert chooses.")) \
    X(S_REVIEW_NOISE, N_("Within the noise of the best, or too small to matter: not a mistake.")) \
    X(S_REVIEW_HINDSIGHT_SAME, N_("In hindsight, every card known: your choice was the best.")) \
    X(S_REVIEW_HINDSIGHT, N_("In hindsight, every card known: %s, %s chips more.")) \
    X(S_REVIEW_NONE, N_("You had no choice to make in this hand.")) \
    X(S_REVIEW_FAILED, N_("The review of this hand could not be made.")) \
    X(S_REVIEW_LOSS_STAT, N_("Chips lost per hand against the Expert's choices (last 50)")) \
    X(S_REVIEW_LOSS_STAT_DEAL, N_("Chips lost per deal against the Expert's choices (last 50)")) \
    X(S_REVIEW_KIND_DECLARE, N_("declaration")) \
    X(S_REVIEW_KIND_ANSWER, N_("answer")) \
    X(S_REVIEW_KIND_TRUMP, N_("trump")) \
    X(S_REVIEW_KIND_CARD, N_("card")) \
    X(S_REVIEW_KIND_BID, N_("bid")) \
    X(S_REVIEW_KIND_CURIEUSE, N_("the Curieuse")) \
    X(S_REVIEW_DISCARDS, N_(", discarding %s")) \
    X(S_DECIMAL_POINT, NC_("decimal separator", ".")) \
    X(S_LABEL_COLON, NC_("between a label and its value", ": ")) \
    X(S_LANG_UNREAD, N_("The translation %s could not be read (%s): the game speaks English.")) \
    X(S_LANG_DAMAGED, N_("damaged, or not a catalogue"))

typedef enum {
#define X(id, en) id,
    STRINGS(X)
#undef X
        S_COUNT
} StrId;

/* One language's translations, read from its .mo file: each string's, or NULL where the
 * catalogue has none (English is shown). Owns the file's bytes (i18n_catalog_free). */
typedef struct I18nCatalog {
    char *file;
    const char *text[S_COUNT];
    int forms[S_COUNT]; /* NUL-separated forms of a plural's translation */
    MoPlural plural; /* the catalogue's plural rule (its Plural-Forms) */
} I18nCatalog;
/* A language as the texts are made in it: which it is (compare, index and save by the id) and its
 * translations. A value passed along, not a setting anyone shares: whoever loaded the catalogues
 * (the app's main, a test) builds it with i18n_lang, and they outlive it. cat NULL: English. */
typedef struct {
    LangId id;
    const I18nCatalog *cat;
} Lang;
/* The language id with its catalogue from cats[LANG_COUNT] (NULL cats: the strings' English). */
Lang i18n_lang(LangId id, const I18nCatalog *cats);

/* What reading a catalogue found. */
typedef enum { I18N_LOADED, I18N_MISSING, I18N_DAMAGED } I18nLoad;
enum { I18N_FILE_MAX = 4 * 1024 * 1024 };
/* <locale_dir>/<code>/LC_MESSAGES/lamouche.mo, the way gettext installs it: I18N_MISSING (errno
 * says why) or I18N_DAMAGED leave the catalogue empty (English); a translation whose
 * printf conversions differ from the English is left out too. */
I18nLoad i18n_catalog_load(I18nCatalog *cat, const char *locale_dir, LangId lang);
/* The same from a .mo file's bytes (copied). */
I18nLoad i18n_catalog_read(I18nCatalog *cat, const void *data, size_t len);
void i18n_catalog_free(I18nCatalog *cat);
/* Loads every language's catalogue from locale_dir into cats[LANG_COUNT]; the first language
 * whose catalogue could not be read (LANG_EN if all were), for a notice. */
LangId i18n_load_all(I18nCatalog *cats, const char *locale_dir);
/* "en", "fr", "de"... */
const char *i18n_code(LangId lang);
/* The language a locale name speaks ("de_DE.UTF-8", "fr", "en_GB"): true and *lang if it is
 * one of ours. */
bool i18n_lang_of(const char *locale, LangId *lang);

const char *i18n_get(Lang lang, StrId id);
/* Whether the language's catalogue has the string (else i18n_get gives its English). */
bool i18n_translated(Lang lang, StrId id);
/* A plural's form for n (ngettext): the English singular or plural, or the language's. */
const char *i18n_nget(Lang lang, StrId id, long n);
const char *i18n_suit_name(Lang lang, int suit);
/* The key of a button whose letter is the string `id` (S_KEY_...): its keycode, the
 * lowercase letter (SDL's keycodes for letters), so that each language has its mnemonics. */
int i18n_key(Lang lang, StrId id);
/* The key of a suit's button when the trump is named. */
int i18n_suit_key(Lang lang, int suit);
/* A number with one decimal, in the language's way ("1.5", "1,5"). */
void i18n_decimal(Lang lang, double v, char *out, int size);
/* Why a system call failed (an errno), in the player's language: the reasons a player can meet
 * with files, translated; any other in the system's own words (strerror). */
const char *i18n_errno(Lang lang, int err);

#endif
