/* The full-information transcript of RULES.md 12, written from events.
 * The format is a contract other programs rely on: keys, order and spelling
 * are exactly those of RULES.md. The lines La Bête writes alike are
 * common/transcript_adapter.h's; La Mouche's own are here. */
#include "mouche/transcript.h"

#include "mouche_internal.h"

static const char *const REASONS[PAY_REASON_COUNT] = {
    "ante", "pending", "trick", "mouche_taken", "mouche_made", "all_folded", "alone", "pamphile",
};
static const char *const ANSWERS[] = { "none", "silent", "evasive", "yes", "no" };
static const char *const ACTIONS[] = { "none", "fold", "stand", "exchange" };

/* The places chips move between, by -party - 1 (MOUCHE_PARTY_POOL is -1). */
static const char *const PARTIES[] = { "pool", "pending" };

/* The end of a hand or hand_end line, after the balances: pool and pending row. */
static void put_places(FILE *f, const MoucheEvent *e)
{
    fprintf(f, ",\"pool\":%lld,\"pending\":", (long long)e->pool);
    mouche_json_put_chips(f, e->pending, e->npending);
    fputs("}\n", f);
}

static void put_own(FILE *f, const MoucheEvent *e)
{
    switch (e->type) {
    case EV_ANTE:
        fprintf(f, "{\"type\":\"ante\",\"seat\":%d,\"amount\":%lld,\"pool\":%lld}\n", e->seat, (long long)e->amount,
                (long long)e->pool);
        break;
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
    default: break;
    }
}

#define TR_PREFIX mouche_
#define TR_TYPES Mouche
#define TR_GAME NULL
#define TR_DEAL "hand"
#define TR_DEAL_END "hand_end"
#define TR_NUMBER(e) ((e)->hand)
#define TR_HANDS "deal"
#define TR_REST "stock"
#define TR_MAX_PLAYERS MOUCHE_MAX_PLAYERS
#define TR_EV_GAME_START EV_GAME_START
#define TR_EV_DEAL_START EV_HAND_START
#define TR_EV_PAY EV_PAY
#define TR_EV_DEAL_CARD EV_DEAL_CARD
#define TR_EV_TRUMP_TURNED EV_TRUMP_TURNED
#define TR_EV_PLAY EV_PLAY
#define TR_EV_TRICK EV_TRICK
#define TR_EV_DEAL_END EV_HAND_END
#define TR_PARTIES PARTIES
#define TR_REASON(e) REASONS[(e)->reason]
#include "../common/transcript_adapter.h"
