/* La Bête's log sentences: every bid, the Curieuse, every card, trick and payment. */
#include "bete_log.h"

#include <stdio.h>
#include <string.h>

/* A party that is no seat, as it starts the sentence ("The stakes → you") or inside it. */
static const char *party(const LogVoices *v, int p, bool start)
{
    switch (p) {
    case BETE_PARTY_STAKES: return i18n_get(v->lang, start ? S_LOG_STAKES_START : S_LOG_STAKES);
    case BETE_PARTY_KING: return i18n_get(v->lang, start ? S_LOG_KING_START : S_LOG_KING);
    case BETE_PARTY_RESERVE: return i18n_get(v->lang, start ? S_LOG_RESERVE_START : S_LOG_RESERVE);
    case BETE_PARTY_PLAQUES: return i18n_get(v->lang, start ? S_LOG_PLAQUES_START : S_LOG_PLAQUES);
    default: return i18n_get(v->lang, start ? S_LOG_BETE_START : S_LOG_BETE);
    }
}

static StrId reason_words(int reason)
{
    static const StrId words[BETE_PAY_REASON_COUNT] = {
        [BETE_PAY_STAKE] = S_LOG_R_STAKE,   [BETE_PAY_KING_STAKE] = S_LOG_R_KING_STAKE,
        [BETE_PAY_PLAQUE] = S_LOG_R_PLAQUE, [BETE_PAY_CURIEUSE] = S_LOG_R_CURIEUSE,
        [BETE_PAY_WIN] = S_LOG_R_WIN,       [BETE_PAY_VOLE] = S_LOG_R_VOLE,
        [BETE_PAY_BETE] = S_LOG_R_BETE,     [BETE_PAY_DEVOLE] = S_LOG_R_DEVOLE,
        [BETE_PAY_CONTRE] = S_LOG_R_CONTRE, [BETE_PAY_KING] = S_LOG_R_KING,
    };
    return reason < BETE_PAY_REASON_COUNT ? words[reason] : S_LOG_R_STAKE;
}

bool bete_log_event(const LogVoices *v, const BeteEvent *e, LogEntry *out)
{
    memset(out, 0, sizeof *out);
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: log_words_first_dealer(v, e->seat, out); break;
    case BETE_EV_DEAL_START: log_words_deal(v, S_LOG_DEAL_N, e->deal, e->seat, e->balances, out); break;
    case BETE_EV_PAY:
        log_words_pay(v, e->seat, party(v, e->seat, true), e->target, party(v, e->target, false), e->amount,
                      i18n_get(v->lang, reason_words(e->reason)), out);
        break;
    case BETE_EV_TRUMP_TURNED: log_words_turned(v, S_LOG_TURNED, e->cards[0], e->suit, out); break;
    case BETE_EV_BID:
        log_words_said(v, e->seat,
                       i18n_get(v->lang, e->bid == BID_PLAY     ? S_BB_PLAY
                                         : e->bid == BID_CONTRE ? S_BB_CONTRE
                                                                : S_BB_PASS),
                       out);
        break;
    case BETE_EV_CURIEUSE:
        log_words_said(v, e->seat, i18n_get(v->lang, e->arg ? S_BB_CUR_ASK : S_BB_CUR_NO), out);
        break;
    case BETE_EV_CURIEUSE_TURN: log_words_turned(v, S_LOG_CURIEUSE_TURN, e->cards[0], e->suit, out); break;
    case BETE_EV_PLAY: log_words_play(v, e->seat, e->cards[0], out); break;
    case BETE_EV_TRICK: log_words_trick(v, e->trick, e->seat, out); break;
    case BETE_EV_DEAL_END: log_words_deal_end(v, e->balances, out); break;
    case BETE_EV_GAME_END: snprintf(out->text, sizeof out->text, "%s", i18n_get(v->lang, S_LOG_GAME_OVER)); break;
    default: return false;
    }
    return out->text[0] || out->deal_begins > 0 || out->deal_ends;
}
