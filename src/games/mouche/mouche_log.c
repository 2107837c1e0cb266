/* La Mouche's log sentences: every declaration, question and answer, card, trick and
 * payment, as the human's seat saw it (its own discards and draws named). */
#include "mouche_log.h"

#include <stdio.h>
#include <string.h>

/* A party that is no seat, as it starts the sentence ("The pool → you") or inside it. */
static const char *party(const LogVoices *v, int p, bool start)
{
    if (p == MOUCHE_PARTY_PENDING)
        return i18n_get(v->lang, start ? S_LOG_PENDING_START : S_LOG_PENDING);
    return i18n_get(v->lang, start ? S_LOG_POOL_START : S_LOG_POOL);
}

static StrId reason_words(int reason)
{
    switch (reason) {
    case PAY_ANTE: return S_PART_ANTE;
    case PAY_PENDING: return S_PART_PENDING;
    case PAY_TRICK: return S_LOG_A_TRICK;
    case PAY_MOUCHE_TAKEN: return S_PART_FLUSH;
    case PAY_MOUCHE_MADE: return S_PART_MADE;
    case PAY_ALL_FOLDED: return S_PART_ALL_FOLDED;
    case PAY_ALONE: return S_PART_ALONE;
    default: return S_PART_PAMPHILE;
    }
}

static void declaration(const LogVoices *v, const MoucheEvent *e, LogEntry *out)
{
    char words[LOG_LINE_SIZE];
    if (e->decl == DECL_FOLD)
        snprintf(words, sizeof words, "%s", i18n_get(v->lang, S_BUB_FOLD));
    else if (e->decl == DECL_STAND)
        snprintf(words, sizeof words, "%s", i18n_get(v->lang, e->ncards ? S_BUB_SHOW : S_BUB_STAND));
    else
        snprintf(words, sizeof words, i18n_nget(v->lang, S_BUB_EXCHANGEN, e->ncards), e->ncards);
    log_words_said(v, e->seat, words, out);
    /* the human's own exchange: which cards went and came (no one else's are seen) */
    if (e->decl == DECL_EXCHANGE && e->ncards > 0 && e->cards[0] != MOUCHE_NO_CARD && e->cards2[0] != MOUCHE_NO_CARD) {
        char gone[LOG_LINE_SIZE / 2], came[LOG_LINE_SIZE / 2], said[LOG_LINE_SIZE];
        log_words_cards(v->lang, e->cards, e->ncards, gone, sizeof gone);
        log_words_cards(v->lang, e->cards2, e->ncards2, came, sizeof came);
        snprintf(said, sizeof said, "%s", out->text);
        snprintf(out->text, sizeof out->text, i18n_get(v->lang, S_LOG_SWAP), said, gone, came);
    }
}

bool mouche_log_event(const LogVoices *v, const MoucheEvent *e, LogEntry *out)
{
    char buf[LOG_LINE_SIZE];
    memset(out, 0, sizeof *out);
    switch (e->type) {
    case EV_FIRST_DEALER: log_words_first_dealer(v, e->seat, out); break;
    case EV_HAND_START: log_words_deal(v, S_LOG_HAND_N, e->hand, e->seat, e->balances, out); break;
    case EV_PAY:
        log_words_pay(v, e->seat, party(v, e->seat, true), e->target, party(v, e->target, false), e->amount,
                      i18n_get(v->lang, reason_words(e->reason)), out);
        break;
    case EV_TRUMP_TURNED: log_words_turned(v, S_LOG_TURNED, e->cards[0], e->suit, out); break;
    case EV_TRUMP_CHOSEN:
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_BUB_TRUMP), i18n_suit_name(v->lang, e->suit));
        log_words_said(v, e->seat, buf, out);
        break;
    case EV_QUESTION:
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_BUB_QUESTION), log_words_name(v, e->target, NAME_START));
        log_words_said(v, e->seat, buf, out);
        break;
    case EV_ANSWER:
        if (e->answer == ANSWER_SILENT) {
            snprintf(out->text, sizeof out->text, i18n_get(v->lang, S_LOG_SILENCE),
                     log_words_name(v, e->seat, NAME_START));
        } else {
            log_words_said(v, e->seat,
                           i18n_get(v->lang, e->answer == ANSWER_YES  ? S_BUB_YES
                                             : e->answer == ANSWER_NO ? S_BUB_NO
                                                                      : S_BUB_EVASIVE),
                           out);
        }
        break;
    case EV_DECLARE: declaration(v, e, out); break;
    case EV_FLUSH: {
        char cards[LOG_LINE_SIZE / 2];
        log_words_cards(v->lang, e->cards, e->ncards, cards, sizeof cards);
        snprintf(buf, sizeof buf, "%s (%s)", i18n_get(v->lang, S_BUB_FLUSH), cards);
        log_words_said(v, e->seat, buf, out);
        break;
    }
    case EV_PLAY: log_words_play(v, e->seat, e->cards[0], out); break;
    case EV_TRICK: log_words_trick(v, e->trick, e->seat, out); break;
    case EV_HAND_END: log_words_deal_end(v, e->balances, out); break;
    case EV_GAME_END: snprintf(out->text, sizeof out->text, "%s", i18n_get(v->lang, S_LOG_GAME_OVER)); break;
    default: return false;
    }
    return out->text[0] || out->deal_begins > 0 || out->deal_ends;
}
