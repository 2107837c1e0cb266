/* Transcripts read back: random games of both games written by the engine's transcript
 * sinks are read (replay_read) and played again from their seeds (mouche_replay_check,
 * bete_replay_check); so are their prefixes cut at any line (a hand exported while in
 * play). A transcript whose card, seat or deck was changed is refused, with its line. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/bete.h"
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
    if (!replay_read(text, len, &r, why, size))
        return false;
    const bool ok = r.game == REPLAY_MOUCHE ? mouche_replay_check(&r, why, size) : bete_replay_check(&r, why, size);
    replay_free(&r);
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
    CHECK(!replay_read("{\"type\":\"play\",\"seat\":0,\"card\":\"KH\"}\n", 37, &r, why, sizeof why),
          "a transcript without its game line was read");
    CHECK(!replay_read("not json\n", 9, &r, why, sizeof why) && strncmp(why, "line 1", 6) == 0,
          "a line that is not JSON was read");
    const long taken = take_backs(games, rng);
    printf("take back: %ld decisions taken back in %d games of each game\n", taken, games);
    printf("replay: %d games of each game, %ld of their prefixes and %d of mouche-sim's transcripts replayed from "
           "their seeds, %d failures\n",
           games, prefixes, argc > 2 ? argc - 2 : 0, failures);
    return failures ? 1 : 0;
}
