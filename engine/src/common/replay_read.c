/* Reading a transcript back: its lines are flat JSON objects written by the engine
 * (json.c), so a field is found by its key; a game's own lines become moves through the
 * game's table (its CardGame's replay_lines, found by the game line's name). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "mouche/cardgame.h"
#include "mouche/replay.h"

/* Where the value of "key" begins in a line, or NULL. */
const char *mouche_json_field(const char *line, const char *key)
{
    const size_t n = strlen(key);
    for (const char *p = strchr(line, '"'); p; p = strchr(p + 1, '"'))
        if (strncmp(p + 1, key, n) == 0 && p[n + 1] == '"' && p[n + 2] == ':')
            return p + n + 3;
    return NULL;
}

/* A whole number of the line, range-checked: no digits, or one out of range, is no number. */
bool mouche_json_int(const char *line, const char *key, long long *out)
{
    const char *v = mouche_json_field(line, key);
    if (!v || !((*v >= '0' && *v <= '9') || (*v == '-' && v[1] >= '0' && v[1] <= '9')))
        return false;
    char *end;
    errno = 0;
    const long long n = strtoll(v, &end, 10);
    if (errno == ERANGE)
        return false;
    *out = n;
    return true;
}

bool mouche_json_u64(const char *line, const char *key, uint64_t *out)
{
    const char *v = mouche_json_field(line, key);
    if (!v || *v < '0' || *v > '9')
        return false;
    char *end;
    errno = 0;
    const unsigned long long n = strtoull(v, &end, 10);
    if (errno == ERANGE)
        return false;
    *out = (uint64_t)n;
    return true;
}

bool mouche_json_string(const char *line, const char *key, char *out, size_t size)
{
    const char *v = mouche_json_field(line, key);
    if (!v || *v != '"')
        return false;
    const char *end = strchr(v + 1, '"');
    if (!end || (size_t)(end - v - 1) >= size)
        return false;
    memcpy(out, v + 1, (size_t)(end - v - 1));
    out[end - v - 1] = 0;
    return true;
}

bool mouche_json_bool(const char *line, const char *key, bool *out)
{
    const char *v = mouche_json_field(line, key);
    if (!v || (strncmp(v, "true", 4) != 0 && strncmp(v, "false", 5) != 0))
        return false;
    *out = v[0] == 't';
    return true;
}

/* The card written "KH" at v, if it is one; reads no further than the string's end. */
static const char *card_at(const char *v, MoucheCard *out)
{
    if (v[0] != '"' || !v[1] || !v[2] || v[3] != '"')
        return NULL;
    const char name[3] = { v[1], v[2], 0 };
    *out = mouche_card_parse(name);
    return *out == MOUCHE_NO_CARD ? NULL : v + 4;
}

bool mouche_json_card(const char *line, const char *key, MoucheCard *out)
{
    const char *v = mouche_json_field(line, key);
    return v && card_at(v, out);
}

int mouche_json_cards(const char *line, const char *key, MoucheCard *out, int max)
{
    const char *v = mouche_json_field(line, key);
    if (!v || *v != '[')
        return -1;
    int n = 0;
    for (v++; *v && *v != ']';) {
        if (*v == ',' || *v == ' ') {
            v++;
            continue;
        }
        if (n == max || !(v = card_at(v, &out[n])))
            return -1;
        n++;
    }
    return *v == ']' ? n : -1;
}

/* {"deck":"ajo","head":1,"pamphile":true} -> deck=ajo,head=1,pamphile=1 */
static bool rules_options(const char *line, char *out, size_t size)
{
    const char *v = mouche_json_field(line, "rules");
    if (!v || *v != '{')
        return false;
    size_t n = 0;
    for (v++; *v && *v != '}' && n + 2 < size; v++) {
        if (*v == '"')
            continue;
        if (*v == ':') {
            out[n++] = '=';
        } else if (strncmp(v, "true", 4) == 0) {
            out[n++] = '1';
            v += 3;
        } else if (strncmp(v, "false", 5) == 0) {
            out[n++] = '0';
            v += 4;
        } else {
            out[n++] = *v;
        }
    }
    out[n] = 0;
    return *v == '}';
}

static bool grow(void **items, size_t item, size_t count, size_t *cap)
{
    if (count < *cap)
        return true;
    const size_t more = *cap ? *cap * 2 : 64;
    void *p = realloc(*items, more * item);
    if (!p)
        return false;
    *items = p;
    *cap = more;
    return true;
}

void mouche_replay_free(Replay *r)
{
    free(r->moves);
    free(r->deals);
    memset(r, 0, sizeof *r);
}

static bool fail(Replay *r, char *why, size_t size, int line, const char *what)
{
    snprintf(why, size, "line %d: %s", line, what);
    mouche_replay_free(r);
    return false;
}

bool mouche_replay_read(const char *text, size_t length, Replay *out, char *why, size_t why_size)
{
    Replay r;
    memset(&r, 0, sizeof r);
    size_t move_cap = 0, deal_cap = 0;
    const ReplayLines *lines = NULL;
    char line[4096], type[32];
    int number = 0;
    for (size_t at = 0; at < length;) {
        const char *nl = memchr(text + at, '\n', length - at);
        const size_t whole = nl ? (size_t)(nl - (text + at)) : length - at;
        const size_t len = whole > 0 && text[at + whole - 1] == '\r' ? whole - 1 : whole; /* CRLF as LF */
        if (number == INT_MAX)
            return fail(&r, why, why_size, number, "too many lines for a transcript");
        number++;
        if (len >= sizeof line) {
            char too_long[64];
            snprintf(too_long, sizeof too_long, "the line is longer than %zu bytes", sizeof line - 1);
            return fail(&r, why, why_size, number, too_long);
        }
        memcpy(line, text + at, len);
        line[len] = 0;
        at += whole + 1;
        if (len == 0)
            continue;
        if (!mouche_json_string(line, "type", type, sizeof type))
            return fail(&r, why, why_size, number, "not a line of a transcript (no \"type\")");
        if (strcmp(type, "game") == 0) {
            if (lines) /* the next game: the first one is read */
                break;
            char game[16] = "mouche"; /* a line without "game" is La Mouche's */
            if (mouche_json_field(line, "game") && !mouche_json_string(line, "game", game, sizeof game))
                game[0] = 0;
            r.game = mouche_cardgame_named(game);
            lines = r.game ? r.game->replay_lines : NULL;
            long long players;
            if (!lines)
                return fail(&r, why, why_size, number, "a game this version does not know");
            if (!mouche_json_u64(line, "seed", &r.seed) || !mouche_json_int(line, "players", &players) || players < 1 ||
                players > 7 || !rules_options(line, r.rules, sizeof r.rules))
                return fail(&r, why, why_size, number, "the game line lacks its seed, players or rules");
            r.players = (int)players;
            continue;
        }
        if (!lines)
            return fail(&r, why, why_size, number, "the transcript does not begin with its game line");
        if (strcmp(type, lines->deal_type) == 0) {
            if (!grow((void **)&r.deals, sizeof *r.deals, (size_t)r.ndeals, &deal_cap))
                return fail(&r, why, why_size, number, "out of memory");
            ReplayDeal *d = &r.deals[r.ndeals];
            const int n = mouche_json_cards(line, "deck", d->cards, REPLAY_DECK_MAX);
            if (n <= 0)
                return fail(&r, why, why_size, number, "the deal's deck cannot be read");
            d->size = (uint8_t)n;
            d->line = number;
            if (r.ndeals++ > 0) { /* the deal before was over: the next one is dealt */
                if (!grow((void **)&r.moves, sizeof *r.moves, r.count, &move_cap))
                    return fail(&r, why, why_size, number, "out of memory");
                r.moves[r.count++] = (ReplayMove){ .line = number, .seat = -1, .text = "N" };
            }
            continue;
        }
        ReplayMove m = { .line = number, .seat = -1 };
        long long seat = -1;
        const int said = lines->move(line, type, m.text, sizeof m.text, &seat);
        if (said < 0)
            return fail(&r, why, why_size, number, "a move that cannot be read");
        if (said == 0)
            continue; /* what followed from the moves: trick, pay, hand end... */
        if (r.ndeals == 0 || seat < 0 || seat >= r.players) /* before it is narrowed */
            return fail(&r, why, why_size, number, "a move outside a deal, or by no seat of the game");
        m.seat = (int8_t)seat;
        if (!grow((void **)&r.moves, sizeof *r.moves, r.count, &move_cap))
            return fail(&r, why, why_size, number, "out of memory");
        r.moves[r.count++] = m;
    }
    if (!lines || r.ndeals == 0)
        return fail(&r, why, why_size, number, "no game and no deal in the transcript");
    *out = r;
    return true;
}
