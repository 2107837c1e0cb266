/* JSON pieces of both games' transcripts. */
#include "common.h"

void mouche_json_put_card(FILE *f, MoucheCard c)
{
    char s[3];
    mouche_card_str(c, s);
    fprintf(f, "\"%s\"", s);
}

void mouche_json_put_cards(FILE *f, const MoucheCard *cards, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i)
            fputc(',', f);
        mouche_json_put_card(f, cards[i]);
    }
    fputc(']', f);
}

void mouche_json_put_ints(FILE *f, const int32_t *values, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++)
        fprintf(f, i ? ",%d" : "%d", (int)values[i]);
    fputc(']', f);
}

void mouche_json_put_chips(FILE *f, const MoucheChips *values, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++)
        fprintf(f, i ? ",%lld" : "%lld", (long long)values[i]);
    fputc(']', f);
}

void mouche_json_put_suit(FILE *f, int suit) { fprintf(f, "\"%c\"", mouche_suit_char(suit)); }

/* The hands as dealt, [["KH",...],...]: players rows of five cards at most. */
static void put_hands(FILE *f, const MoucheCard (*dealt)[5], const uint8_t *ndealt, int players)
{
    fputc('[', f);
    for (int s = 0; s < players; s++) {
        if (s)
            fputc(',', f);
        mouche_json_put_cards(f, dealt[s], ndealt[s]);
    }
    fputc(']', f);
}

void mouche_json_keep_dealt(MoucheCard (*dealt)[5], uint8_t *ndealt, int seats, int seat, MoucheCard card)
{
    if (seat >= 0 && seat < seats && ndealt[seat] < 5)
        dealt[seat][ndealt[seat]++] = card;
}

void mouche_json_put_dealt_line(FILE *f, const char *type, const MoucheCard (*dealt)[5], const uint8_t *ndealt,
                                int players, MoucheCard turned, int trump, const char *rest_key, const MoucheCard *rest,
                                int nrest)
{
    fprintf(f, "{\"type\":\"%s\",\"hands\":", type);
    put_hands(f, dealt, ndealt, players);
    fputs(",\"turned\":", f);
    mouche_json_put_card(f, turned);
    fputs(",\"trump\":", f);
    mouche_json_put_suit(f, trump);
    fprintf(f, ",\"%s\":", rest_key);
    mouche_json_put_cards(f, rest, nrest);
    fputs("}\n", f);
}

void mouche_json_open_deal(FILE *f, const char *type, const char *key, int number, int dealer, const MoucheCard *deck,
                           int ndeck, const MoucheChips *balances, int players)
{
    fprintf(f, "{\"type\":\"%s\",\"%s\":%d,\"dealer\":%d,\"deck\":", type, key, number, dealer);
    mouche_json_put_cards(f, deck, ndeck);
    fputs(",\"balances\":", f);
    mouche_json_put_chips(f, balances, players);
}

void mouche_json_open_deal_end(FILE *f, const char *type, const char *key, int number, const int32_t *tricks,
                               const MoucheChips *balances, int players)
{
    fprintf(f, "{\"type\":\"%s\",\"%s\":%d,\"tricks\":", type, key, number);
    mouche_json_put_ints(f, tricks, players);
    fputs(",\"balances\":", f);
    mouche_json_put_chips(f, balances, players);
}

void mouche_json_put_game(FILE *f, const char *game, uint64_t seed, int players, const char *rules_json)
{
    fputs("{\"type\":\"game\",", f);
    if (game)
        fprintf(f, "\"game\":\"%s\",", game);
    fprintf(f, "\"version\":1,\"seed\":%llu,\"players\":%d,\"rules\":%s}\n", (unsigned long long)seed, players,
            rules_json);
}

void mouche_json_put_play(FILE *f, int seat, MoucheCard card)
{
    fprintf(f, "{\"type\":\"play\",\"seat\":%d,\"card\":", seat);
    mouche_json_put_card(f, card);
    fputs("}\n", f);
}

void mouche_json_put_trick(FILE *f, int trick, int winner, const MoucheCard *cards, int n)
{
    fprintf(f, "{\"type\":\"trick\",\"trick\":%d,\"winner\":%d,\"cards\":", trick, winner);
    mouche_json_put_cards(f, cards, n);
    fputs("}\n", f);
}

static void put_party(FILE *f, int party, const char *const parties[], int nparties)
{
    if (party < 0 && -party <= nparties)
        fprintf(f, "\"%s\"", parties[-party - 1]);
    else
        fprintf(f, "%d", party);
}

void mouche_json_put_pay(FILE *f, int from, int to, MoucheChips amount, const char *reason, const char *const parties[],
                         int nparties)
{
    fputs("{\"type\":\"pay\",\"from\":", f);
    put_party(f, from, parties, nparties);
    fputs(",\"to\":", f);
    put_party(f, to, parties, nparties);
    fprintf(f, ",\"amount\":%lld,\"reason\":\"%s\"}\n", (long long)amount, reason);
}
