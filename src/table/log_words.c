/* The log's shared sentences (see log_words.h). */
#include "log_words.h"

#include <stdio.h>
#include <string.h>

#include "card_words.h"

const char *log_words_name(const LogVoices *v, int seat, NameForm form)
{
    return seat >= 0 && seat < v->players ? name_words(v->lang, v->who[seat], v->names[seat], form) : "?";
}

static void say(LogEntry *out, const char *text) { snprintf(out->text, sizeof out->text, "%s", text); }

static void clear(LogEntry *out) { memset(out, 0, sizeof *out); }

void log_words_first_dealer(const LogVoices *v, int dealer, LogEntry *out)
{
    clear(out);
    char buf[LOG_LINE_SIZE];
    snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_FIRST_DEALER), log_words_name(v, dealer, NAME_INSIDE));
    say(out, buf);
}

void log_words_deal(const LogVoices *v, StrId deal, int number, int dealer, const MoucheChips *balances, LogEntry *out)
{
    clear(out);
    char buf[LOG_LINE_SIZE];
    char deal_name[64];
    snprintf(deal_name, sizeof deal_name, i18n_get(v->lang, deal), number);
    snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_DEAL), deal_name, log_words_name(v, dealer, NAME_INSIDE));
    say(out, buf);
    out->deal_begins = number;
    memcpy(out->balances, balances, sizeof(MoucheChips) * (size_t)v->players);
}

void log_words_turned(const LogVoices *v, StrId sentence, MoucheCard c, int trump, LogEntry *out)
{
    clear(out);
    char card[96], buf[LOG_LINE_SIZE];
    card_words_name(v->lang, c, false, card, sizeof card);
    snprintf(buf, sizeof buf, i18n_get(v->lang, sentence), card, trump >= 0 ? i18n_suit_name(v->lang, trump) : "—");
    say(out, buf);
}

void log_words_said(const LogVoices *v, int seat, const char *words, LogEntry *out)
{
    clear(out);
    char buf[LOG_LINE_SIZE];
    snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_SAID), log_words_name(v, seat, NAME_START), words);
    say(out, buf);
}

void log_words_play(const LogVoices *v, int seat, MoucheCard c, LogEntry *out)
{
    clear(out);
    char card[96], buf[LOG_LINE_SIZE];
    card_words_name(v->lang, c, false, card, sizeof card);
    if (seat == 0)
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_PLAY_YOU), card);
    else
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_PLAY), log_words_name(v, seat, NAME_START), card);
    say(out, buf);
}

void log_words_trick(const LogVoices *v, int trick, int winner, LogEntry *out)
{
    clear(out);
    char buf[LOG_LINE_SIZE];
    if (winner == 0)
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_TRICK_YOU), trick);
    else
        snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_TRICK), log_words_name(v, winner, NAME_START), trick);
    say(out, buf);
}

void log_words_pay(const LogVoices *v, int from, const char *from_words, int to, const char *to_words,
                   MoucheChips amount, const char *why, LogEntry *out)
{
    clear(out);
    char buf[LOG_LINE_SIZE];
    snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_PAY),
             from >= 0 ? log_words_name(v, from, NAME_START) : from_words,
             to >= 0 ? log_words_name(v, to, NAME_INSIDE) : to_words, (long long)amount, why);
    say(out, buf);
}

void log_words_deal_end(const LogVoices *v, const MoucheChips *balances, LogEntry *out)
{
    clear(out);
    char list[LOG_LINE_SIZE] = "", buf[LOG_LINE_SIZE];
    size_t len = 0;
    for (int s = 0; s < v->players && len < sizeof list; s++)
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s %lld", s ? ", " : "",
                                log_words_name(v, s, NAME_INSIDE), (long long)balances[s]);
    snprintf(buf, sizeof buf, i18n_get(v->lang, S_LOG_BALANCES), list);
    say(out, buf);
    out->deal_ends = true;
    memcpy(out->balances, balances, sizeof(MoucheChips) * (size_t)v->players);
}

void log_words_cards(Lang lang, const MoucheCard *cards, int n, char *out, size_t size)
{
    size_t len = 0;
    out[0] = 0;
    for (int i = 0; i < n && len < size; i++) {
        char card[96];
        card_words_name(lang, cards[i], false, card, sizeof card);
        len += (size_t)snprintf(out + len, size - len, "%s%s", i ? ", " : "", card);
    }
}
