/* The table log against the engine, over many random games of both games and both
 * languages: each deal's score-sheet line (balances after minus before) equals the sum of
 * the deal's payments to and from each seat and the engine's own balances; every payment,
 * card, trick, declaration, question and answer has its sentence, a payment's sentence
 * says its amount and a card's sentence names the card; every sentence opens with a capital;
 * no sentence names a card of another seat's exchange (the log is made from seat 0's view). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bete_log.h"
#include "card_words.h"
#include "i18n_catalogs.h"
#include "mouche/rng.h"
#include "mouche/rules.h"
#include "mouche_log.h"

static int failures;
#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            if (failures++ < 10) { \
                fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
                fprintf(stderr, __VA_ARGS__); \
                fputc('\n', stderr); \
            } \
        } \
    } while (0)

/* What the test follows beside the log: the payments of the deal in play, by seat. */
typedef struct {
    LogVoices voices;
    TableLog log;
    MoucheChips paid[TABLE_SEATS_MAX]; /* net chips each seat got in the deal in play */
    MoucheChips start[TABLE_SEATS_MAX];
    long lines_expected; /* sentences the events gave */
    long deals_checked;
    int most_lines; /* the longest deal's log */
} Follow;

static void contains(const char *line, const char *what, const char *kind)
{
    CHECK(strstr(line, what) != NULL, "%s line \"%s\" lacks \"%s\"", kind, line, what);
}

static void check_card_named(const Follow *f, const char *line, MoucheCard c)
{
    char name[96];
    card_words_name(f->voices.lang, c, false, name, sizeof name);
    contains(line, name, "card");
}

static void add(Follow *f, const LogEntry *entry)
{
    if (entry->text[0])
        f->lines_expected++;
    /* a line opens with a capital, even one a seat's name opens ("le chevalier d'Éon: (silence)") */
    CHECK(!(entry->text[0] >= 'a' && entry->text[0] <= 'z'), "a line opens in lower case: %s", entry->text);
    CHECK(table_log_add(&f->log, entry), "the log refused a line");
    const LogDeal *d = table_log_current(&f->log);
    CHECK(!entry->text[0] || !d || strcmp(d->lines[d->nlines - 1], entry->text) == 0 || entry->deal_begins,
          "the line added is not the log's last");
}

/* A deal ended: its score-sheet line against the payments and the engine's balances. */
static void deal_ended(Follow *f, const MoucheChips *balances)
{
    const LogDeal *d = table_log_current(&f->log);
    CHECK(d && d->over, "a deal ended and the log does not say so");
    for (int s = 0; d && s < f->voices.players; s++) {
        CHECK(d->end[s] - d->start[s] == f->paid[s], "deal %d seat %d: sheet %lld, payments %lld", d->number, s,
              (long long)(d->end[s] - d->start[s]), (long long)f->paid[s]);
        CHECK(d->end[s] == balances[s], "deal %d seat %d: sheet %lld, engine %lld", d->number, s, (long long)d->end[s],
              (long long)balances[s]);
        CHECK(d->start[s] == f->start[s], "deal %d seat %d: the sheet's start is not the deal's", d->number, s);
    }
    f->deals_checked++;
}

static void paid(Follow *f, int from, int to, MoucheChips amount, const char *line)
{
    if (from >= 0)
        f->paid[from] -= amount;
    if (to >= 0)
        f->paid[to] += amount;
    char number[32];
    snprintf(number, sizeof number, ": %lld (", (long long)amount);
    if (f->voices.lang.id == LANG_FR)
        snprintf(number, sizeof number, " : %lld (", (long long)amount);
    contains(line, number, "payment");
}

static void on_mouche(void *ctx, const MoucheEvent *full)
{
    Follow *f = ctx;
    MoucheEvent e;
    mouche_event_redact(full, 0, &e);
    LogEntry entry;
    const bool said = mouche_log_event(&f->voices, &e, &entry);
    const bool must = e.type == EV_PAY || e.type == EV_PLAY || e.type == EV_TRICK || e.type == EV_DECLARE ||
                      e.type == EV_QUESTION || e.type == EV_ANSWER || e.type == EV_HAND_START ||
                      e.type == EV_HAND_END || e.type == EV_TRUMP_TURNED;
    CHECK(!must || (said && entry.text[0]), "event %d has no sentence", e.type);
    if (e.type == EV_HAND_START) {
        memset(f->paid, 0, sizeof f->paid);
        memcpy(f->start, e.balances, sizeof f->start);
    }
    if (e.type == EV_PAY)
        paid(f, e.seat, e.target, e.amount, entry.text);
    if (e.type == EV_PLAY)
        check_card_named(f, entry.text, e.cards[0]);
    if (e.type == EV_DECLARE && e.seat != 0)
        for (int i = 0; i < full->ncards; i++) {
            char name[96];
            card_words_name(f->voices.lang, full->cards[i], false, name, sizeof name);
            CHECK(full->decl != DECL_EXCHANGE || !strstr(entry.text, name), "seat %d's discard shown: %s", e.seat,
                  entry.text);
        }
    if (said)
        add(f, &entry);
    if (e.type == EV_HAND_END)
        deal_ended(f, e.balances);
}

static void on_bete(void *ctx, const BeteEvent *full)
{
    Follow *f = ctx;
    BeteEvent e;
    bete_event_redact(full, 0, &e);
    LogEntry entry;
    const bool said = bete_log_event(&f->voices, &e, &entry);
    const bool must = e.type == BETE_EV_PAY || e.type == BETE_EV_PLAY || e.type == BETE_EV_TRICK ||
                      e.type == BETE_EV_BID || e.type == BETE_EV_CURIEUSE || e.type == BETE_EV_DEAL_START ||
                      e.type == BETE_EV_DEAL_END || e.type == BETE_EV_TRUMP_TURNED;
    CHECK(!must || (said && entry.text[0]), "event %d has no sentence", e.type);
    if (e.type == BETE_EV_DEAL_START) {
        memset(f->paid, 0, sizeof f->paid);
        memcpy(f->start, e.balances, sizeof f->start);
    }
    if (e.type == BETE_EV_PAY)
        paid(f, e.seat, e.target, e.amount, entry.text);
    if (e.type == BETE_EV_PLAY)
        check_card_named(f, entry.text, e.cards[0]);
    if (said)
        add(f, &entry);
    if (e.type == BETE_EV_DEAL_END)
        deal_ended(f, e.balances);
}

/* the seats' names as the table gives them: the human's, and personas the AI casts (mouche/ai.h),
 * whose forms the catalogue has ("Le Marquis" opening a line) */
static const char NAMES[TABLE_SEATS_MAX][48] = { "You",    "la Comtesse", "le Chevalier", "Mademoiselle Ninon",
                                                 "l'Abbé", "le Marquis",  "le Président" };
static const int WHO[TABLE_SEATS_MAX] = { WHO_HUMAN, 0, 1, 2, 3, 4, 6 }; /* mouche_ai_persona's numbers */

static void follow_init(Follow *f, Lang lang, int players)
{
    memset(f, 0, sizeof *f);
    f->voices = (LogVoices){ lang, players, NAMES, WHO };
    table_log_init(&f->log, players);
}

/* Every line the events gave is in the log (the draw for the dealer opens the first deal). */
static void follow_end(Follow *f, int *most)
{
    long lines = 0;
    for (int i = 0; i < f->log.ndeals; i++) {
        lines += f->log.deals[i].nlines;
        *most = f->log.deals[i].nlines > *most ? f->log.deals[i].nlines : *most;
    }
    CHECK(lines == f->lines_expected, "the log holds %ld lines, the events gave %ld", lines, f->lines_expected);
    table_log_free(&f->log);
}

static long mouche_games(int games, Lang lang, uint64_t seed, int *most)
{
    long deals = 0;
    uint64_t rng[4];
    mouche_rng_seed(rng, seed);
    for (int g = 0; g < games; g++) {
        const int players = 3 + (int)mouche_rng_below(rng, 4);
        MoucheRules rules = mouche_rules_default();
        rules.pamphile = (g % 3) == 1;
        Follow f;
        follow_init(&f, lang, players);
        const MoucheSink sink = { on_mouche, &f };
        MoucheState st;
        char why[128];
        if (!mouche_start(&st, &rules, players, 4, seed + (uint64_t)g, &sink, why, sizeof why)) {
            CHECK(false, "cannot start: %s", why);
            break;
        }
        while (mouche_phase(&st) != PHASE_GAME_OVER) {
            MoucheAction legal[MOUCHE_MAX_ACTIONS];
            const int n = mouche_legal_actions(&st, legal);
            if (n <= 0)
                break;
            mouche_apply(&st, legal[mouche_rng_below(rng, (uint32_t)n)], &sink);
        }
        deals += f.deals_checked;
        follow_end(&f, most);
    }
    return deals;
}

static long bete_games(int games, Lang lang, uint64_t seed, int *most)
{
    long deals = 0;
    uint64_t rng[4];
    mouche_rng_seed(rng, seed);
    for (int g = 0; g < games; g++) {
        const int players = 3 + (int)mouche_rng_below(rng, 5);
        BeteRules rules = bete_rules_default();
        Follow f;
        follow_init(&f, lang, players);
        const BeteSink sink = { on_bete, &f };
        BeteState st;
        char why[128];
        if (!bete_start(&st, &rules, players, 4, seed + (uint64_t)g, &sink, why, sizeof why)) {
            CHECK(false, "cannot start: %s", why);
            break;
        }
        while (bete_phase(&st) != BETE_PHASE_GAME_OVER) {
            BeteAction legal[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(&st, legal);
            if (n <= 0)
                break;
            bete_apply(&st, legal[mouche_rng_below(rng, (uint32_t)n)], &sink);
        }
        deals += f.deals_checked;
        follow_end(&f, most);
    }
    return deals;
}

int main(int argc, char **argv)
{
    const int games = argc > 1 ? atoi(argv[1]) : 2000;
    long mouche = 0, bete = 0;
    int most_mouche = 0, most_bete = 0;
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        mouche += mouche_games(games, test_lang((LangId)lang), 11 + (uint64_t)lang, &most_mouche);
        bete += bete_games(games, test_lang((LangId)lang), 23 + (uint64_t)lang, &most_bete);
    }
    printf("table log: %ld La Mouche hands and %ld La Bête deals checked against the engine (at most %d and %d lines "
           "in a deal, of %d kept), %d failures\n",
           mouche, bete, most_mouche, most_bete, LOG_LINES_MAX, failures);
    return failures ? 1 : 0;
}
