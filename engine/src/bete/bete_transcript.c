/* La Bête's JSON Lines transcript (docs/rules-bete.md 9), written from the
 * engine's events. Keys, order and spelling are a contract: keep them. The lines
 * La Mouche writes alike are common/transcript_adapter.h's; La Bête's own are here. */
#include "bete_internal.h"
#include "../common/common.h"

static const char *const BIDS[] = { "none", "pass", "play", "contre" };

/* The places chips move between, by -party - 1 (BETE_PARTY_STAKES is -1). */
static const char *const PARTIES[] = { "stakes", "king", "reserve", "plaques", "bete" };

/* stakes, King, plaques and bêtes: the end of deal and deal_end lines, after the balances. */
static void put_places(FILE *f, const BeteEvent *e)
{
    fprintf(f, ",\"stakes\":%lld,\"king\":%lld,\"reserve\":%d,\"plaques\":%d,\"betes\":", (long long)e->stakes,
            (long long)e->king, e->plaques_reserve, e->plaques_at_stake);
    mouche_json_put_chips(f, e->betes, e->nbetes);
    fputs("}\n", f);
}

static void put_own(FILE *f, const BeteEvent *e)
{
    switch (e->type) {
    case BETE_EV_BID: fprintf(f, "{\"type\":\"bid\",\"seat\":%d,\"bid\":\"%s\"}\n", e->seat, BIDS[e->bid & 3]); break;
    case BETE_EV_CURIEUSE:
        fprintf(f, "{\"type\":\"curieuse\",\"seat\":%d,\"ask\":%s}\n", e->seat, e->arg ? "true" : "false");
        break;
    case BETE_EV_CURIEUSE_TURN:
        fputs("{\"type\":\"curieuse_turn\",\"turned\":", f);
        mouche_json_put_card(f, e->cards[0]);
        fputs(",\"trump\":", f);
        mouche_json_put_suit(f, e->suit);
        fputs(",\"void\":", f);
        mouche_json_put_card(f, e->cards2[0]);
        fputs("}\n", f);
        break;
    case BETE_EV_RESULT:
        fprintf(
            f, "{\"type\":\"result\",\"outcome\":\"%s\",\"declarer\":%d,\"contrer\":%d,\"winner\":%d,\"value\":%lld}\n",
            bete_outcome_name(e->outcome), e->seat, e->target, e->winner, (long long)e->amount);
        break;
    default: break;
    }
}

#define TR_PREFIX bete_
#define TR_TYPES Bete
#define TR_GAME "bete"
#define TR_DEAL "deal"
#define TR_DEAL_END "deal_end"
#define TR_NUMBER(e) ((e)->deal)
#define TR_HANDS "hands"
#define TR_REST "talon"
#define TR_MAX_PLAYERS BETE_MAX_PLAYERS
#define TR_EV_GAME_START BETE_EV_GAME_START
#define TR_EV_DEAL_START BETE_EV_DEAL_START
#define TR_EV_PAY BETE_EV_PAY
#define TR_EV_DEAL_CARD BETE_EV_DEAL_CARD
#define TR_EV_TRUMP_TURNED BETE_EV_TRUMP_TURNED
#define TR_EV_PLAY BETE_EV_PLAY
#define TR_EV_TRICK BETE_EV_TRICK
#define TR_EV_DEAL_END BETE_EV_DEAL_END
#define TR_PARTIES PARTIES
#define TR_REASON(e) bete_pay_reason_name((e)->reason)
#include "../common/transcript_adapter.h"
