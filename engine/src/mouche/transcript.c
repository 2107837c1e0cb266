/* The full-information transcript of RULES.md 12, written from events.
 * The format is a contract other programs rely on: keys, order and spelling
 * are exactly those of RULES.md. */
#include "mouche/transcript.h"

#include <string.h>

#include "mouche_internal.h"

static const char *const REASONS[PAY_REASON_COUNT] = {
    "ante", "pending", "trick", "mouche_taken", "mouche_made", "all_folded", "alone", "pamphile",
};
static const char *const ANSWERS[] = { "none", "silent", "evasive", "yes", "no" };
static const char *const ACTIONS[] = { "none", "fold", "stand", "exchange" };

/* The places chips move between, by -party - 1 (MOUCHE_PARTY_POOL is -1). */
static const char *const PARTIES[] = { "pool", "pending" };

/* The end of a hand or hand_end line, after the balances: pool and pending row. */
static void put_ledger(FILE *f, const MoucheEvent *e)
{
    fprintf(f, ",\"pool\":%lld,\"pending\":", (long long)e->pool);
    mouche_json_put_chips(f, e->pending, e->npending);
    fputs("}\n", f);
}

void mouche_transcript_event(MoucheTranscript *t, const MoucheEvent *e)
{
    FILE *f = t->out;
    char rules[512];
    switch (e->type) {
    case EV_GAME_START:
        mouche_rules_json(&t->rules, rules, sizeof rules);
        mouche_json_put_game(f, NULL, e->seed, e->players, rules);
        break;
    case EV_HAND_START:
        memset(t->ndealt, 0, sizeof t->ndealt);
        mouche_json_open_deal(f, "hand", "hand", e->hand, e->seat, e->cards, e->ncards, e->balances, e->players);
        put_ledger(f, e);
        break;
    case EV_ANTE:
        fprintf(f, "{\"type\":\"ante\",\"seat\":%d,\"amount\":%lld,\"pool\":%lld}\n", e->seat, (long long)e->amount,
                (long long)e->pool);
        break;
    case EV_PAY:
        mouche_json_put_pay(f, e->seat, e->target, e->amount, REASONS[e->reason], PARTIES,
                            (int)(sizeof PARTIES / sizeof *PARTIES));
        break;
    case EV_DEAL_CARD: mouche_json_keep_dealt(t->dealt, t->ndealt, MOUCHE_MAX_PLAYERS, e->seat, e->cards[0]); break;
    case EV_TRUMP_TURNED: {
        int players = 0;
        while (players < MOUCHE_MAX_PLAYERS && t->ndealt[players])
            players++;
        /* The Pamphile turned: trump is the dealer's choice (a trump_choice line
         * follows); until then the turned card's suit stands. */
        mouche_json_put_dealt_line(f, "deal", t->dealt, t->ndealt, players, e->cards[0],
                                   e->suit >= 0 ? e->suit : mouche_card_suit(e->cards[0]), "stock", e->cards2,
                                   e->ncards2);
        break;
    }
    case EV_TRUMP_CHOSEN:
        fprintf(f, "{\"type\":\"trump_choice\",\"seat\":%d,\"suit\":", e->seat);
        mouche_json_put_suit(f, e->suit);
        fputs("}\n", f);
        break;
    case EV_QUESTION: fprintf(f, "{\"type\":\"question\",\"seat\":%d,\"target\":%d}\n", e->seat, e->target); break;
    case EV_ANSWER:
        fprintf(f, "{\"type\":\"answer\",\"seat\":%d,\"answer\":\"%s\"}\n", e->seat,
                ANSWERS[e->answer <= ANSWER_NO ? e->answer : 0]);
        break;
    case EV_DECLARE: {
        const bool exchange = e->decl == DECL_EXCHANGE;
        fprintf(f, "{\"type\":\"declare\",\"seat\":%d,\"action\":\"%s\",\"discard\":", e->seat,
                ACTIONS[e->decl <= DECL_EXCHANGE ? e->decl : 0]);
        mouche_json_put_cards(f, e->cards, exchange ? e->ncards : 0);
        fputs(",\"drawn\":", f);
        mouche_json_put_cards(f, e->cards2, exchange ? e->ncards2 : 0);
        fprintf(f, ",\"show\":%s}\n", !exchange && e->index ? "true" : "false");
        break;
    }
    case EV_FLUSH:
        fprintf(f, "{\"type\":\"mouche\",\"seat\":%d,\"suit\":", e->seat);
        mouche_json_put_suit(f, e->suit);
        fprintf(f, ",\"points\":%lld}\n", (long long)e->amount);
        break;
    case EV_PLAY: mouche_json_put_play(f, e->seat, e->cards[0]); break;
    case EV_TRICK: mouche_json_put_trick(f, e->trick, e->seat, e->cards, e->ncards); break;
    case EV_HAND_END:
        mouche_json_open_deal_end(f, "hand_end", "hand", e->hand, e->tricks, e->balances, e->players);
        put_ledger(f, e);
        break;
    default: break;
    }
    if (ferror(f))
        t->failed = true;
}
