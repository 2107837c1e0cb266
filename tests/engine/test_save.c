/* Saves: a round trip rebuilds the game bit for bit; truncated, corrupted or
 * forged saves are refused with a message and never half-load; files are
 * written atomically. Usage: test_save [TMPDIR] */
#include <stdio.h>
#include <unistd.h>

#include "check.h"
#include "temporaries.h"
#include "mouche/rng.h"
#include "mouche/save.h"

static MoucheGame played_game(int players, const char *options, int actions, uint64_t seed)
{
    MoucheGame g;
    MoucheRules rules = mouche_rules_default();
    if (!mouche_rules_parse(&rules, options, NULL, 0) || !mouche_game_new(&g, &rules, players, 0, seed, NULL, NULL, 0))
        abort();
    uint64_t rng[4];
    mouche_rng_seed(rng, seed);
    for (int i = 0; i < actions && g.state.phase != PHASE_GAME_OVER; i++) {
        MoucheAction a[MOUCHE_MAX_ACTIONS];
        const int n = mouche_legal_actions(&g.state, a);
        if (mouche_game_act(&g, a[mouche_rng_below(rng, (uint32_t)n)], NULL) != REFUSE_NONE)
            abort();
    }
    snprintf(g.record.meta, sizeof g.record.meta, "app levels=expert,standard,beginner name=Éloïse");
    return g;
}

static void test_round_trip(TestTally *t)
{
    const char *const options[] = { "", "pamphile=1,carry=successive", "deck=lowcards,carry=cap,cap=15,deal=2-1-2" };
    for (int i = 0; i < 3; i++) {
        MoucheGame g = played_game(3 + i, options[i], 400 + 100 * i, 40 + (uint64_t)i);
        char *text = mouche_save_text(&g.record);
        CHECK(t, text != NULL);
        MoucheGame loaded;
        char why[256] = "";
        CHECK(t, mouche_load_text(text, strlen(text), &loaded, why, sizeof why));
        CHECK(t, memcmp(&loaded.state, &g.state, sizeof g.state) == 0);
        CHECK_EQ(t, loaded.record.count, g.record.count);
        CHECK(t, strcmp(loaded.record.meta, g.record.meta) == 0);
        /* the loaded game goes on exactly as the original */
        MoucheAction a[MOUCHE_MAX_ACTIONS];
        if (mouche_legal_actions(&g.state, a) > 0) {
            CHECK_EQ(t, mouche_game_act(&g, a[0], NULL), REFUSE_NONE);
            CHECK_EQ(t, mouche_game_act(&loaded, a[0], NULL), REFUSE_NONE);
            CHECK(t, memcmp(&loaded.state, &g.state, sizeof g.state) == 0);
        }
        mouche_game_free(&loaded);
        free(text);
        mouche_game_free(&g);
    }
}

/* A load that fails must leave the destination untouched. */
static bool load_is_clean(TestTally *t, const char *text, size_t n, const MoucheState *original)
{
    MoucheGame sentinel;
    memset(&sentinel, 0x5A, sizeof sentinel);
    MoucheGame before = sentinel;
    char why[256] = "";
    const bool ok = mouche_load_text(text, n, &sentinel, why, sizeof why);
    if (ok) {
        CHECK(t, memcmp(&sentinel.state, original, sizeof *original) == 0);
        mouche_game_free(&sentinel);
    } else {
        CHECK(t, memcmp(&sentinel, &before, sizeof before) == 0);
        CHECK(t, why[0] != '\0');
    }
    return ok;
}

static void test_truncation_everywhere(TestTally *t)
{
    MoucheGame g = played_game(4, "", 120, 9);
    char *text = mouche_save_text(&g.record);
    const size_t n = strlen(text);
    int loaded = 0;
    for (size_t cut = 0; cut < n; cut++)
        loaded += load_is_clean(t, text, cut, &g.state);
    /* only dropping the final newline keeps a complete save */
    CHECK(t, loaded <= 1);
    free(text);
    mouche_game_free(&g);
}

static void test_corruption(TestTally *t)
{
    MoucheGame g = played_game(5, "pamphile=1", 200, 10);
    char *text = mouche_save_text(&g.record);
    const size_t n = strlen(text);
    uint64_t rng[4];
    mouche_rng_seed(rng, 77);
    int loaded = 0;
    for (int trial = 0; trial < 20000; trial++) {
        char *copy = malloc(n);
        memcpy(copy, text, n);
        const int flips = 1 + (int)mouche_rng_below(rng, 3);
        for (int f = 0; f < flips; f++)
            copy[mouche_rng_below(rng, (uint32_t)n)] ^= (char)(1u << mouche_rng_below(rng, 8));
        loaded += load_is_clean(t, copy, n, &g.state);
        free(copy);
    }
    CHECK_EQ(t, loaded, 0); /* the checksum catches every flip */
    free(text);
    mouche_game_free(&g);
}

/* Re-signs a body so that only the replay can catch a forged action. */
static char *signed_text(const char *body)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *p = body; *p; p++) {
        h ^= (unsigned char)*p;
        h *= 0x100000001b3ull;
    }
    char *out = malloc(strlen(body) + 32);
    sprintf(out, "%send %016llx\n", body, (unsigned long long)h);
    return out;
}

static void test_forged_and_malformed(TestTally *t)
{
    char why[256];
    MoucheGame g;
    const char *const body_illegal =
        "LAMOUCHE-SAVE 1\nplayers 4\nhands 3\nseed 5\nrules deck=ajo\nmeta \nactions 2\nS\nP:KH\n";
    char *forged = signed_text(body_illegal);
    CHECK(t, !mouche_load_text(forged, strlen(forged), &g, why, sizeof why));
    CHECK(t, strstr(why, "refused") != NULL);
    free(forged);
    const char *const bad_version = "LAMOUCHE-SAVE 99\nplayers 4\n";
    CHECK(t, !mouche_load_text(bad_version, strlen(bad_version), &g, why, sizeof why));
    CHECK(t, strstr(why, "version") != NULL);
    char *bad_rules = signed_text("LAMOUCHE-SAVE 1\nplayers 4\nhands 3\nseed 5\nrules deck=huge\nmeta \nactions 0\n");
    CHECK(t, !mouche_load_text(bad_rules, strlen(bad_rules), &g, why, sizeof why));
    CHECK(t, strstr(why, "deck") != NULL);
    free(bad_rules);
    char *too_many = signed_text("LAMOUCHE-SAVE 1\nplayers 9\nhands 3\nseed 5\nrules deck=ajo\nmeta \nactions 0\n");
    CHECK(t, !mouche_load_text(too_many, strlen(too_many), &g, why, sizeof why));
    free(too_many);
    char *fine = signed_text("LAMOUCHE-SAVE 1\nplayers 4\nhands 3\nseed 5\nrules deck=ajo\nmeta \nactions 1\nF\n");
    CHECK(t, mouche_load_text(fine, strlen(fine), &g, why, sizeof why));
    CHECK_EQ(t, g.record.count, 1);
    mouche_game_free(&g);
    free(fine);
    CHECK(t, !mouche_load_text("", 0, &g, why, sizeof why));
    const char binary[] = "LAMOUCHE-SAVE 1\n\0\0\0";
    CHECK(t, !mouche_load_text(binary, sizeof binary, &g, why, sizeof why));
}

/* A save whose line ends were made CRLF (an editor, a copy through another system) loads as it was
 * (issue 39: "version '1\r' is not supported"); its checksum is of its lines. */
static void test_crlf(TestTally *t)
{
    MoucheGame g = played_game(5, "pamphile=1", 200, 11);
    char *text = mouche_save_text(&g.record), why[256] = "";
    const size_t n = strlen(text);
    char *crlf = malloc(2 * n + 1), *out = crlf;
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            *out++ = '\r';
        *out++ = *p;
    }
    *out = '\0';
    MoucheGame loaded;
    const bool ok = mouche_load_text(crlf, strlen(crlf), &loaded, why, sizeof why);
    CHECK(t, ok);
    if (!ok)
        fprintf(stderr, "  a CRLF save: %s\n", why);
    else {
        CHECK(t, memcmp(&loaded.state, &g.state, sizeof g.state) == 0);
        CHECK(t, strcmp(loaded.record.meta, g.record.meta) == 0);
        mouche_game_free(&loaded);
    }
    /* and without the last line's LF (its CR kept) */
    const bool cut = mouche_load_text(crlf, strlen(crlf) - 1, &loaded, why, sizeof why);
    CHECK(t, cut);
    if (cut)
        mouche_game_free(&loaded);
    /* a CR alone is no line end: the checksum still holds every other byte */
    char *cr = strstr(crlf, "\r\nactions");
    cr[0] = ' ';
    CHECK(t, !mouche_load_text(crlf, strlen(crlf), &loaded, why, sizeof why));
    free(crlf);
    free(text);
    mouche_game_free(&g);
}

/* Lines longer than the reader's buffer (1,023 bytes and its NUL) are refused with that reason, never cut:
 * an action or the app's meta line at every length edge, its own (1,022 to 1,025) and the transcripts'
 * (4,094 to 4,097); the whole save at its size limit. */
static void test_long_lines(TestTally *t)
{
    static const size_t lengths[] = { 510, 511, 512, 513, 1022, 1023, 1024, 1025, 4094, 4095, 4096, 4097 };
    char why[256];
    MoucheGame g;
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        const size_t len = lengths[i];
        for (int meta = 0; meta < 2; meta++) {
            /* the long line: "meta xxx..." or the action "P:xxx..." */
            char *line = malloc(len + 1);
            memset(line, 'x', len);
            memcpy(line, meta ? "meta " : "P:", meta ? 5 : 2);
            line[len] = '\0';
            char *body = malloc(len + 256);
            sprintf(body, "LAMOUCHE-SAVE 1\nplayers 4\nhands 3\nseed 5\nrules deck=ajo\n%s\nactions 1\n%s\n",
                    meta ? line : "meta ", meta ? "F" : line);
            char *text = signed_text(body);
            const bool ok = mouche_load_text(text, strlen(text), &g, why, sizeof why);
            if (ok)
                mouche_game_free(&g);
            char expected[64] = "";
            if (len >= 1024)
                snprintf(expected, sizeof expected, "line %d is longer than 1023 bytes", meta ? 6 : 8);
            else if (meta && len > 5 + 511) /* the app's meta line holds 511 bytes */
                snprintf(expected, sizeof expected, "line 6: the meta line is longer than 511 bytes");
            else if (!meta)
                snprintf(expected, sizeof expected, "line 8: 'P:xxxxxxxxxxxxxxxxxx' is not an action");
            const bool pass = expected[0] ? !ok && strstr(why, expected) : ok;
            CHECK(t, pass);
            if (!pass)
                fprintf(stderr, "  a %s line of %zu bytes: %s\n", meta ? "meta" : "action", len, ok ? "read" : why);
            free(text);
            free(body);
            free(line);
        }
    }
    /* the size limit: one byte over is too large; at it, the save is read (and its long line refused) */
    const size_t limit = 64u * 1024 * 1024;
    char *big = malloc(limit + 2);
    memset(big, 'x', limit + 1);
    memcpy(big, "LAMOUCHE-SAVE 1\nplayers ", 24);
    big[limit + 1] = '\0';
    CHECK(t, !mouche_load_text(big, limit + 1, &g, why, sizeof why) && strstr(why, "too large"));
    CHECK(t, !mouche_load_text(big, limit, &g, why, sizeof why) && strstr(why, "line 2 is longer than 1023 bytes"));
    free(big);
}

static void test_files(TestTally *t, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/mouche-test-%ld.save", dir, (long)getpid());
    MoucheGame g = played_game(6, "deck=vanderaa", 300, 3);
    char why[256] = "";
    CHECK(t, mouche_save_file(&g.record, path, why, sizeof why));
    MoucheGame loaded;
    CHECK(t, mouche_load_file(path, &loaded, why, sizeof why));
    CHECK(t, memcmp(&loaded.state, &g.state, sizeof g.state) == 0);
    mouche_game_free(&loaded);
    /* no temporary file is left behind */
    char name[64];
    snprintf(name, sizeof name, "%s", strrchr(path, '/') + 1);
    CHECK_EQ(t, temporaries_of(dir, name), 0);
    remove(path);
    CHECK(t, !mouche_load_file(path, &loaded, why, sizeof why));
    CHECK(t, strstr(why, "cannot open") != NULL);
    CHECK(t, !mouche_save_file(&g.record, "/nonexistent-dir/x.save", why, sizeof why));
    mouche_game_free(&g);
}

int main(int argc, char **argv)
{
    TestTally t = { 0 };
    RUN(&t, test_round_trip);
    RUN(&t, test_truncation_everywhere);
    RUN(&t, test_corruption);
    RUN(&t, test_forged_and_malformed);
    RUN(&t, test_crlf);
    RUN(&t, test_long_lines);
    const char *dir = argc > 1 ? argv[1] : "/tmp";
    const int before = t.failures;
    test_files(&t, dir);
    t.tests++;
    if (t.failures != before)
        t.tests_failed++;
    printf("%-48s %s\n", "test_files", t.failures == before ? "ok" : "FAILED");
    return test_summary(&t);
}
