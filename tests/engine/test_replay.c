/* Transcripts read back: random games of both games written by the engine's transcript
 * sinks are read (mouche_replay_read) and played again from their seeds (mouche_replay_check,
 * bete_replay_check); so are their prefixes cut at any line (a hand exported while in
 * play). A transcript whose card, seat or deck was changed is refused, with its line. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/bete.h"
#include "mouche/cardgame.h"
#include "mouche/game.h"
#include "mouche/replay.h"
#include "mouche/rng.h"
#include "mouche/rules.h"
#include "mouche/save.h"
#include "mouche/transcript.h"

static int failures;
#define CHECK(cond, ...) \
    do { \
        if (!(cond) && failures++ < 10) { \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
        } \
    } while (0)

/* A random game's transcript, malloc'd. */
static char *mouche_transcript(uint64_t seed, uint64_t rng[4], size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    MoucheRules rules = mouche_rules_default();
    rules.pamphile = seed % 3 == 1;
    const int players = 3 + (int)mouche_rng_below(rng, 4);
    MoucheTranscript tr;
    mouche_transcript_init(&tr, f, &rules);
    const MoucheSink sink = mouche_transcript_sink(&tr);
    MoucheState st;
    char why[128];
    if (!mouche_start(&st, &rules, players, 3, seed, &sink, why, sizeof why))
        CHECK(false, "start: %s", why);
    while (mouche_phase(&st) != PHASE_GAME_OVER) {
        MoucheAction legal[MOUCHE_MAX_ACTIONS];
        const int n = mouche_legal_actions(&st, legal);
        if (n <= 0)
            break;
        mouche_apply(&st, legal[mouche_rng_below(rng, (uint32_t)n)], &sink);
    }
    fclose(f);
    return text;
}

static char *bete_transcript(uint64_t seed, uint64_t rng[4], size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    BeteRules rules = bete_rules_default();
    const int players = 3 + (int)mouche_rng_below(rng, 5);
    BeteTranscript tr;
    bete_transcript_init(&tr, f, &rules);
    const BeteSink sink = bete_transcript_sink(&tr);
    BeteState st;
    char why[128];
    if (!bete_start(&st, &rules, players, 3, seed, &sink, why, sizeof why))
        CHECK(false, "start: %s", why);
    while (bete_phase(&st) != BETE_PHASE_GAME_OVER) {
        BeteAction legal[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(&st, legal);
        if (n <= 0)
            break;
        bete_apply(&st, legal[mouche_rng_below(rng, (uint32_t)n)], &sink);
    }
    fclose(f);
    return text;
}

static bool replays(const char *text, size_t len, char *why, size_t size)
{
    Replay r;
    if (!mouche_replay_read(text, len, &r, why, size))
        return false;
    const bool ok = r.game == &mouche_cardgame ? mouche_replay_check(&r, why, size) : bete_replay_check(&r, why, size);
    mouche_replay_free(&r);
    return ok;
}

/* The text with the first card after `needle` past line `skip` changed to another card. */
static bool change_card(char *text, const char *needle, int skip)
{
    char *p = text;
    for (int i = 0; i < skip && p; i++)
        p = strchr(p + 1, '\n');
    p = p ? strstr(p, needle) : NULL;
    if (!p)
        return false;
    p += strlen(needle);
    p[0] = p[0] == 'K' ? 'Q' : 'K'; /* another rank, the same suit */
    return true;
}

/* Whether the first `len` bytes hold a deal's line (before it, there is nothing to replay). */
static bool dealt(const char *text, size_t len)
{
    const char *hand = strstr(text, "\"type\":\"hand\""), *deal = strstr(text, "\"type\":\"deal\"");
    const char *first = hand && (!deal || hand < deal) ? hand : deal;
    return first && (size_t)(first - text) < len;
}

static void one(char *text, size_t len, const char *game, uint64_t seed, long *prefixes)
{
    char why[256];
    CHECK(replays(text, len, why, sizeof why), "%s seed %llu: %s", game, (unsigned long long)seed, why);
    /* every prefix that ends at a line is a transcript too */
    for (size_t at = 1; at < len; at++)
        if (text[at - 1] == '\n' && at % 7 == 0 && dealt(text, at)) {
            (*prefixes)++;
            CHECK(replays(text, at, why, sizeof why), "%s seed %llu, cut at %zu: %s", game, (unsigned long long)seed,
                  at, why);
        }
    /* a card played changed, the first deck's first card changed: refused, with a line */
    char *copy = malloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = 0;
    if (change_card(copy, "\"card\":\"", 12)) {
        const bool ok = replays(copy, len, why, sizeof why);
        CHECK(!ok && strncmp(why, "line ", 5) == 0, "%s seed %llu: a changed card was replayed", game,
              (unsigned long long)seed);
    }
    memcpy(copy, text, len);
    if (change_card(copy, "\"deck\":[\"", 0)) {
        const bool ok = replays(copy, len, why, sizeof why);
        CHECK(!ok && strstr(why, "dealt from the seed"), "%s seed %llu: a changed deck was replayed (%s)", game,
              (unsigned long long)seed, why);
    }
    free(copy);
}

/* Whether mouche_replay_read refuses text with a reason that holds `expected`; says what it said if not. */
static void refused(const char *text, size_t len, const char *expected, const char *what)
{
    Replay r;
    char why[256] = "";
    const bool read = mouche_replay_read(text, len, &r, why, sizeof why);
    if (read)
        mouche_replay_free(&r);
    CHECK(!read && strstr(why, expected), "%s: %s, not refused with \"%s\"", what, read ? "read" : why, expected);
}

/* Lines at the reader's length edge (its buffer: 4,095 bytes and the NUL), 4,094 to 4,097 bytes, that end
 * in an open card or card list, in both games, with and without their newline. Issue 39: a line of
 * exactly 4,095 bytes ending in "deck":[" made mouche_json_cards read past the buffer (ASan: stack-buffer-overflow). */
static void length_edges(void)
{
    static const char *const GAMES[] = {
        "{\"type\":\"game\",\"version\":1,\"seed\":3,\"players\":4,\"rules\":{\"deck\":\"ajo\"}}\n",
        "{\"type\":\"game\",\"game\":\"bete\",\"version\":1,\"seed\":4,\"players\":5,\"rules\":{\"deal\":\"3-2\"}}\n",
    };
    /* the long line's beginning and its end: a deal's deck, a declaration's discard, a card played */
    static const struct {
        int game;
        const char *head, *tail;
    } LINES[] = {
        { 0, "{\"type\":\"hand\",\"hand\":1,", "\"deck\":[\"" },
        { 0, "{\"type\":\"hand\",\"hand\":1,", "\"deck\":[\"K" },
        { 0, "{\"type\":\"hand\",\"hand\":1,", "\"deck\":[\"KS" },
        { 0, "{\"type\":\"hand\",\"hand\":1,", "\"deck\":[\"KS\"," },
        { 0, "{\"type\":\"declare\",\"seat\":1,\"action\":\"exchange\",", "\"discard\":[\"" },
        { 0, "{\"type\":\"declare\",\"seat\":1,\"action\":\"exchange\",", "\"discard\":[\"K" },
        { 0, "{\"type\":\"play\",\"seat\":1,", "\"card\":\"" },
        { 0, "{\"type\":\"play\",\"seat\":1,", "\"card\":\"K" },
        { 1, "{\"type\":\"deal\",\"deal\":1,", "\"deck\":[\"" },
        { 1, "{\"type\":\"deal\",\"deal\":1,", "\"deck\":[\"K" },
        { 1, "{\"type\":\"play\",\"seat\":1,", "\"card\":\"" },
        { 1, "{\"type\":\"bid\",\"seat\":1,", "\"bid\":\"" },
    };
    enum { FIRST = 4094, LAST = 4097 };
    char *text = malloc(256 + LAST + 2);
    for (size_t i = 0; i < sizeof LINES / sizeof LINES[0]; i++)
        for (size_t len = FIRST; len <= LAST; len++)
            for (int newline = 0; newline < 2; newline++) {
                /* game line, then head "pad":"xx...", tail: len bytes */
                const size_t game = strlen(GAMES[LINES[i].game]), head = strlen(LINES[i].head),
                             tail = strlen(LINES[i].tail), pad = len - head - tail;
                char *p = text;
                memcpy(p, GAMES[LINES[i].game], game);
                p += game;
                memcpy(p, LINES[i].head, head);
                memcpy(p + head, "\"pad\":\"", 7);
                memset(p + head + 7, 'x', pad - 9);
                memcpy(p + head + pad - 2, "\",", 2);
                memcpy(p + head + pad, LINES[i].tail, tail);
                p += len;
                if (newline)
                    *p++ = '\n';
                char what[96];
                snprintf(what, sizeof what, "line %zu (%zu bytes%s)", i, len, newline ? ", newline" : "");
                refused(text, (size_t)(p - text),
                        len > 4095 ? "line 2: the line is longer than 4095 bytes" : "line 2: ", what);
            }
    free(text);
}

/* Numbers read whole and range-checked before they are narrowed: a seat of 2^32 + 3 is no seat 3, and a
 * seed is any 64-bit one (mouche-sim writes seeds of 2^63 and more). The game named is the one played. */
static void numbers_and_names(uint64_t rng[4])
{
    const uint64_t seeds[] = { (1ull << 63), (1ull << 63) + 12345, UINT64_MAX };
    char why[256];
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        size_t len;
        char *text = mouche_transcript(seeds[i], rng, &len);
        CHECK(replays(text, len, why, sizeof why), "La Mouche seed %llu: %s", (unsigned long long)seeds[i], why);
        free(text);
        text = bete_transcript(seeds[i], rng, &len);
        CHECK(replays(text, len, why, sizeof why), "La Bete seed %llu: %s", (unsigned long long)seeds[i], why);
        free(text);
    }
    size_t len;
    char *text = mouche_transcript(1234, rng, &len);
    /* the first declaration's seat written 2^32 more: it is not that seat */
    char *seat = strstr(text, "{\"type\":\"declare\",\"seat\":");
    CHECK(seat != NULL, "no declaration in a transcript");
    if (seat) {
        seat += strlen("{\"type\":\"declare\",");
        const int was = seat[7] - '0';
        char *big = malloc(len + 32);
        const size_t before = (size_t)(seat + 7 - text);
        memcpy(big, text, before);
        const int n = sprintf(big + before, "%lld", 4294967296LL + was);
        memcpy(big + before + n, seat + 8, len - before - 1);
        refused(big, len + (size_t)n - 1, "a move outside a deal, or by no seat of the game", "seat 2^32 + a seat");
        free(big);
    }
    /* a seed over 2^64 - 1, below 0, or not a number */
    static const char *const BAD_GAME_LINES[] = {
        "{\"type\":\"game\",\"version\":1,\"seed\":18446744073709551616,\"players\":4,\"rules\":{\"deck\":\"ajo\"}}\n",
        "{\"type\":\"game\",\"version\":1,\"seed\":-1,\"players\":4,\"rules\":{\"deck\":\"ajo\"}}\n",
        "{\"type\":\"game\",\"version\":1,\"seed\":\"7\",\"players\":4,\"rules\":{\"deck\":\"ajo\"}}\n",
        "{\"type\":\"game\",\"version\":1,\"seed\":7,\"players\":4294967300,\"rules\":{\"deck\":\"ajo\"}}\n",
    };
    for (size_t i = 0; i < sizeof BAD_GAME_LINES / sizeof BAD_GAME_LINES[0]; i++)
        refused(BAD_GAME_LINES[i], strlen(BAD_GAME_LINES[i]), "line 1: the game line lacks its seed, players or rules",
                BAD_GAME_LINES[i]);
    /* a game named otherwise than a game this version knows, even by a name too long to hold */
    static const char *const OTHER_GAMES[] = {
        "{\"type\":\"game\",\"game\":\"bete-of-a-later-version\",\"seed\":7,\"players\":4,\"rules\":{}}\n",
        "{\"type\":\"game\",\"game\":\"tarot\",\"seed\":7,\"players\":4,\"rules\":{}}\n",
        "{\"type\":\"game\",\"game\":5,\"seed\":7,\"players\":4,\"rules\":{}}\n",
    };
    for (size_t i = 0; i < sizeof OTHER_GAMES / sizeof OTHER_GAMES[0]; i++)
        refused(OTHER_GAMES[i], strlen(OTHER_GAMES[i]), "line 1: a game this version does not know", OTHER_GAMES[i]);
    /* CRLF line ends: the same transcript */
    char *crlf = malloc(2 * len + 1), *out = crlf;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n')
            *out++ = '\r';
        *out++ = text[i];
    }
    CHECK(replays(crlf, (size_t)(out - crlf), why, sizeof why), "a CRLF transcript: %s", why);
    free(crlf);
    free(text);
}

/* Practice's take-back: in random games of both games, whenever seat 0 is to move and has
 * decided this deal, its last decision is taken back: the record is cut at it, the state is
 * the one its replay gives, and seat 0 is to move again; before its first decision of a deal
 * there is nothing to take back. */
static long take_backs(int games, uint64_t rng[4])
{
    long taken = 0;
    for (int g = 0; g < games; g++) {
        MoucheGame game;
        MoucheRules rules = mouche_rules_default();
        char why[128];
        if (!mouche_game_new(&game, &rules, 3 + g % 4, 2, 300 + (uint64_t)g, NULL, why, sizeof why))
            CHECK(false, "start: %s", why);
        bool moved = false;
        while (mouche_phase(&game.state) != PHASE_GAME_OVER) {
            const int seat = mouche_to_move(&game.state);
            if (seat < 0)
                moved = false;
            if (seat == 0) {
                CHECK(mouche_game_can_take_back(&game, 0) == moved, "game %d: can take back %d, moved %d", g, !moved,
                      moved);
                if (moved && mouche_rng_below(rng, 3) == 0) {
                    const size_t before = game.record.count;
                    CHECK(mouche_game_take_back(&game, 0), "game %d: the take-back failed", g);
                    MoucheState again;
                    CHECK(mouche_record_replay(&game.record, &again, NULL, why, sizeof why) &&
                              memcmp(&again, &game.state, sizeof again) == 0 && game.record.count < before &&
                              mouche_to_move(&game.state) == 0,
                          "game %d: the state after a take-back is not the record's", g);
                    taken++;
                    moved = mouche_game_can_take_back(&game, 0);
                    continue;
                }
            }
            MoucheAction legal[MOUCHE_MAX_ACTIONS];
            const int n = mouche_legal_actions(&game.state, legal);
            if (n <= 0)
                break;
            mouche_game_act(&game, legal[mouche_rng_below(rng, (uint32_t)n)], NULL);
            moved = moved || seat == 0;
        }
        mouche_game_free(&game);
        BeteGame bete;
        BeteRules brules = bete_rules_default();
        if (!bete_game_new(&bete, &brules, 3 + g % 5, 2, 700 + (uint64_t)g, NULL, why, sizeof why))
            CHECK(false, "start: %s", why);
        moved = false;
        while (bete_phase(&bete.state) != BETE_PHASE_GAME_OVER) {
            const int seat = bete_to_move(&bete.state);
            if (seat < 0)
                moved = false;
            if (seat == 0) {
                CHECK(bete_game_can_take_back(&bete, 0) == moved, "bete game %d: can take back", g);
                if (moved && mouche_rng_below(rng, 3) == 0) {
                    CHECK(bete_game_take_back(&bete, 0) && bete_to_move(&bete.state) == 0,
                          "bete game %d: the take-back failed", g);
                    taken++;
                    moved = bete_game_can_take_back(&bete, 0);
                    continue;
                }
            }
            BeteAction legal[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(&bete.state, legal);
            if (n <= 0)
                break;
            bete_game_act(&bete, legal[mouche_rng_below(rng, (uint32_t)n)], NULL);
            moved = moved || seat == 0;
        }
        bete_game_free(&bete);
    }
    return taken;
}

int main(int argc, char **argv)
{
    const int games = argc > 1 ? atoi(argv[1]) : 300;
    uint64_t rng[4];
    mouche_rng_seed(rng, 77);
    long prefixes = 0;
    for (int g = 0; g < games; g++) {
        size_t len;
        char *text = mouche_transcript(1000 + (uint64_t)g, rng, &len);
        one(text, len, "La Mouche", 1000 + (uint64_t)g, &prefixes);
        free(text);
        text = bete_transcript(5000 + (uint64_t)g, rng, &len);
        one(text, len, "La Bete", 5000 + (uint64_t)g, &prefixes);
        free(text);
    }
    /* transcripts mouche-sim wrote (the corpus) */
    for (int i = 2; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        char *text = malloc(1 << 20), reason[256];
        const size_t len = f && text ? fread(text, 1, 1 << 20, f) : 0;
        CHECK(len > 0 && replays(text, len, reason, sizeof reason), "%s: %s", argv[i], len ? reason : "unreadable");
        free(text);
        if (f)
            fclose(f);
    }
    char why[128];
    Replay r;
    CHECK(!mouche_replay_read("{\"type\":\"play\",\"seat\":0,\"card\":\"KH\"}\n", 37, &r, why, sizeof why),
          "a transcript without its game line was read");
    CHECK(!mouche_replay_read("not json\n", 9, &r, why, sizeof why) && strncmp(why, "line 1", 6) == 0,
          "a line that is not JSON was read");
    length_edges();
    numbers_and_names(rng);
    const long taken = take_backs(games, rng);
    printf("take back: %ld decisions taken back in %d games of each game\n", taken, games);
    printf("replay: %d games of each game, %ld of their prefixes and %d of mouche-sim's transcripts replayed from "
           "their seeds, %d failures\n",
           games, prefixes, argc > 2 ? argc - 2 : 0, failures);
    return failures ? 1 : 0;
}
