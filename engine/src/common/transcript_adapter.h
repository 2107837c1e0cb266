/* The lines both games' transcripts write alike (RULES.md 12, docs/rules-bete.md 9), from
 * their own events, written once. Keys, order and spelling are a contract: keep them.
 * A game's transcript file defines what follows, then includes this file, which defines
 * its `void PREFIXtranscript_event(PREFIXTranscript *t, const PREFIXEvent *e)`: the game
 * line, a deal's first line, the payments, the line of the hands dealt and the card turned,
 * the plays, the tricks and a deal's last line; the game writes the lines of its other events.
 *
 *   TR_PREFIX, TR_TYPES  the functions' and the types' prefixes (mouche_, Mouche), as cardgame_adapter.h's
 *   TR_GAME              the game line's "game" (NULL: the line names none)
 *   TR_DEAL, TR_DEAL_END a deal's first and last lines' types ("hand", "hand_end"); the first
 *                        is also the key of the deal's number in both
 *   TR_NUMBER(e)         the deal's number in the event
 *   TR_HANDS, TR_REST    the type of the line of the hands dealt, and the key of the cards left there
 *   TR_MAX_PLAYERS       the room of the transcript's dealt and ndealt
 *   TR_EV_GAME_START, TR_EV_DEAL_START, TR_EV_PAY, TR_EV_DEAL_CARD, TR_EV_TRUMP_TURNED, TR_EV_PLAY,
 *   TR_EV_TRICK, TR_EV_DEAL_END  its event types of those lines
 *   TR_PARTIES           the names of the places chips move between, by -party - 1 (an array)
 *   TR_REASON(e)         a payment's reason in words
 * and, defined before it includes this file:
 *   static void put_places(FILE *f, const PREFIXEvent *e)  the end of a deal's first and
 *       last lines, after the balances: its places and the closing "}\n"
 *   static void put_own(FILE *f, const PREFIXEvent *e)  the lines of its other events */
#include <string.h>
#include "common.h"

#define TR_CAT_(a, b) a##b
#define TR_CAT(a, b) TR_CAT_(a, b)

void TR_CAT(TR_PREFIX, transcript_event)(TR_CAT(TR_TYPES, Transcript) * t, const TR_CAT(TR_TYPES, Event) * e)
{
    FILE *f = t->out;
    char rules[512];
    switch (e->type) {
    case TR_EV_GAME_START:
        TR_CAT(TR_PREFIX, rules_json)(&t->rules, rules, sizeof rules);
        mouche_json_put_game(f, TR_GAME, e->seed, e->players, rules);
        break;
    case TR_EV_DEAL_START:
        memset(t->ndealt, 0, sizeof t->ndealt);
        mouche_json_open_deal(f, TR_DEAL, TR_DEAL, TR_NUMBER(e), e->seat, e->cards, e->ncards, e->balances, e->players);
        put_places(f, e);
        break;
    case TR_EV_PAY:
        mouche_json_put_pay(f, e->seat, e->target, e->amount, TR_REASON(e), TR_PARTIES,
                            (int)(sizeof TR_PARTIES / sizeof *TR_PARTIES));
        break;
    case TR_EV_DEAL_CARD: mouche_json_keep_dealt(t->dealt, t->ndealt, TR_MAX_PLAYERS, e->seat, e->cards[0]); break;
    case TR_EV_TRUMP_TURNED: {
        int players = 0; /* every seat is dealt before the card is turned */
        while (players < TR_MAX_PLAYERS && t->ndealt[players])
            players++;
        /* La Mouche's Pamphile turned: trump is the dealer's choice (a trump_choice line
         * follows); until then the turned card's suit stands. */
        mouche_json_put_dealt_line(f, TR_HANDS, t->dealt, t->ndealt, players, e->cards[0],
                                   e->suit >= 0 ? e->suit : mouche_card_suit(e->cards[0]), TR_REST, e->cards2,
                                   e->ncards2);
        break;
    }
    case TR_EV_PLAY: mouche_json_put_play(f, e->seat, e->cards[0]); break;
    case TR_EV_TRICK: mouche_json_put_trick(f, e->trick, e->seat, e->cards, e->ncards); break;
    case TR_EV_DEAL_END:
        mouche_json_open_deal_end(f, TR_DEAL_END, TR_DEAL, TR_NUMBER(e), e->tricks, e->balances, e->players);
        put_places(f, e);
        break;
    default: put_own(f, e); break;
    }
    if (ferror(f))
        t->failed = true;
}
