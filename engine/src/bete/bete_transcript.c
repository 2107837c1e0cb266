/* La Bête's JSON Lines transcript (docs/rules-bete.md 9), written from the
 * engine's events. Keys, order and spelling are a contract: keep them. */
#include "bete_internal.h"
#include "../common/common.h"

static const char *const BIDS[] = { "none", "pass", "play", "contre" };

/* The places chips move between, by -party - 1 (BETE_PARTY_STAKES is -1). */
static const char *const PARTIES[] = { "stakes", "king", "reserve", "plaques", "bete" };

/* stakes, King, plaques and bêtes: the end of deal and deal_end lines, after the balances. */
static void put_table(FILE *f, const BeteEvent *e)
{
    fprintf(f, ",\"stakes\":%lld,\"king\":%lld,\"reserve\":%d,\"plaques\":%d,\"betes\":", (long long)e->stakes,
            (long long)e->king, e->plaques_reserve, e->plaques_at_stake);
    mouche_json_put_chips(f, e->betes, e->nbetes);
    fputs("}\n", f);
}

void bete_transcript_event(BeteTranscript *t, const BeteEvent *e)
{
    FILE *f = t->out;
    char rules[256];
    switch (e->type) {
    case BETE_EV_GAME_START:
        bete_rules_json(&t->rules, rules, sizeof rules);
        mouche_json_put_game(f, "bete", e->seed, e->players, rules);
        t->players = e->players;
        break;
    case BETE_EV_DEAL_START:
        memset(t->ndealt, 0, sizeof t->ndealt);
        mouche_json_open_deal(f, "deal", "deal", e->deal, e->seat, e->cards, e->ncards, e->balances, e->players);
        put_table(f, e);
        break;
    case BETE_EV_PAY:
        mouche_json_put_pay(f, e->seat, e->target, e->amount, bete_pay_reason_name(e->reason), PARTIES,
                            (int)(sizeof PARTIES / sizeof *PARTIES));
        break;
    case BETE_EV_DEAL_CARD: mouche_json_keep_dealt(t->dealt, t->ndealt, BETE_MAX_PLAYERS, e->seat, e->cards[0]); break;
    case BETE_EV_TRUMP_TURNED:
        mouche_json_put_dealt_line(f, "hands", t->dealt, t->ndealt, t->players, e->cards[0], e->suit, "talon",
                                   e->cards2, e->ncards2);
        break;
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
    case BETE_EV_PLAY: mouche_json_put_play(f, e->seat, e->cards[0]); break;
    case BETE_EV_TRICK: mouche_json_put_trick(f, e->trick, e->seat, e->cards, e->ncards); break;
    case BETE_EV_RESULT:
        fprintf(
            f, "{\"type\":\"result\",\"outcome\":\"%s\",\"declarer\":%d,\"contrer\":%d,\"winner\":%d,\"value\":%lld}\n",
            bete_outcome_name(e->outcome), e->seat, e->target, e->winner, (long long)e->amount);
        break;
    case BETE_EV_DEAL_END:
        mouche_json_open_deal_end(f, "deal_end", "deal", e->deal, e->tricks, e->balances, e->players);
        put_table(f, e);
        break;
    default: break;
    }
    if (ferror(f))
        t->failed = true;
}
