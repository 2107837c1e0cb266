/* La Bête saves: a round trip rebuilds the game bit for bit and it goes on the
 * same; truncated, corrupted or forged saves are refused with a message and
 * never half-load; files are written atomically.
 * Usage: test_bete_save [TMPDIR]
 *        test_bete_save --corpus DIR   (writes the fuzz corpus from real games) */
#include <stdio.h>
#include <unistd.h>

#include "check.h"
#include "temporaries.h"
#include "mouche/bete.h"
#include "mouche/rng.h"

/* memcmp of two states, naming the first differing byte on failure. */
static bool same_state(const BeteState *a, const BeteState *b)
{
    const unsigned char *x = (const void *)a, *y = (const void *)b;
    for (size_t i = 0; i < sizeof *a; i++)
        if (x[i] != y[i]) {
            fprintf(stderr, "states differ at byte %zu (%u vs %u)\n", i, x[i], y[i]);
            return false;
        }
    return true;
}

static BeteGame played_game(int players, const char *options, int deals, int actions, uint64_t seed)
{
    BeteGame g;
    /* Rules with zeroed padding: the state keeps a byte copy of them, and a
     * loaded game's rules come from a parser that zeroes its struct. */
    BeteRules parsed = bete_rules_default(), rules;
    memset(&rules, 0, sizeof rules);
    const bool ok = bete_rules_parse(&parsed, options, NULL, 0);
    rules.deal = parsed.deal;
    rules.curieuse = parsed.curieuse;
    rules.contre = parsed.contre;
    rules.start = parsed.start;
    rules.plaque = parsed.plaque;
    if (!ok || !bete_game_new(&g, &rules, players, deals, seed, NULL, NULL, 0)) {
        fprintf(stderr, "cannot start a game with '%s'\n", options);
        abort();
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, seed);
    for (int i = 0; i < actions && g.state.phase != BETE_PHASE_GAME_OVER; i++) {
        BeteAction a[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(&g.state, a);
        if (n <= 0 || bete_game_act(&g, a[mouche_rng_below(rng, (uint32_t)n)], NULL) != REFUSE_NONE)
            abort();
    }
    snprintf(g.record.meta, sizeof g.record.meta, "app game=bete levels=expert,standard,beginner name=Éloïse");
    return g;
}

static void test_round_trip(TestTally *t)
{
    const char *const options[] = { "", "deal=2-2-1,contre=0", "deal=2-1-2,curieuse=0,plaque=10", "deal=2-3,start=0",
                                    "plaque=10,start=7" };
    for (int i = 0; i < 5; i++) {
        BeteGame g = played_game(3 + i, options[i], 0, 300 + 150 * i, 40 + (uint64_t)i);
        char *text = bete_save_text(&g.record);
        CHECK(t, text != NULL);
        if (!text)
            continue;
        BeteGame loaded;
        char why[256] = "";
        CHECK(t, bete_load_text(text, strlen(text), &loaded, why, sizeof why));
        CHECK(t, same_state(&loaded.state, &g.state));
        CHECK_EQ(t, loaded.record.count, g.record.count);
        CHECK_EQ(t, loaded.record.players, g.record.players);
        CHECK_EQ(t, loaded.record.deals, g.record.deals);
        CHECK(t, loaded.record.seed == g.record.seed);
        CHECK(t, memcmp(&loaded.record.rules, &g.record.rules, sizeof g.record.rules) == 0);
        CHECK(t, memcmp(loaded.record.actions, g.record.actions, g.record.count * sizeof *g.record.actions) == 0);
        CHECK(t, strcmp(loaded.record.meta, g.record.meta) == 0);
        /* saving the loaded game gives the same text */
        char *again = bete_save_text(&loaded.record);
        CHECK(t, again && strcmp(again, text) == 0);
        free(again);
        /* the loaded game goes on exactly as the original, to the end of a deal */
        uint64_t rng[4];
        mouche_rng_seed(rng, 5);
        for (int k = 0; k < 60; k++) {
            BeteAction a[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(&g.state, a);
            if (n <= 0)
                break;
            const BeteAction pick = a[mouche_rng_below(rng, (uint32_t)n)];
            CHECK_EQ(t, bete_game_act(&g, pick, NULL), REFUSE_NONE);
            CHECK_EQ(t, bete_game_act(&loaded, pick, NULL), REFUSE_NONE);
        }
        CHECK(t, same_state(&loaded.state, &g.state));
        bete_game_free(&loaded);
        free(text);
        bete_game_free(&g);
    }
    /* a finished game and a fresh one round-trip too */
    for (int finished = 0; finished < 2; finished++) {
        BeteGame g = played_game(5, "", 3, finished ? 100000 : 0, 77);
        if (finished)
            CHECK_EQ(t, g.state.phase, BETE_PHASE_GAME_OVER);
        char *text = bete_save_text(&g.record);
        BeteGame loaded;
        char why[256] = "";
        CHECK(t, text && bete_load_text(text, strlen(text), &loaded, why, sizeof why));
        if (text && why[0] == '\0') {
            CHECK(t, same_state(&loaded.state, &g.state));
            bete_game_free(&loaded);
        }
        free(text);
        bete_game_free(&g);
    }
}

/* A save made after every single action (every phase: bidding, Curieuse,
 * play, deal over, game over) loads to the same state. */
static void test_every_prefix(TestTally *t)
{
    const char *const options[] = { "", "contre=0,deal=2-2-1" };
    for (int k = 0; k < 2; k++) {
        BeteGame g = played_game(3 + 2 * k, options[k], 3, 0, 500 + (uint64_t)k);
        uint64_t rng[4];
        mouche_rng_seed(rng, 8 + (uint64_t)k);
        int saves = 0, phases = 0;
        while (1) {
            char *text = bete_save_text(&g.record);
            BeteGame loaded;
            char why[256] = "";
            CHECK(t, text && bete_load_text(text, strlen(text), &loaded, why, sizeof why));
            if (why[0] == '\0' && text) {
                CHECK(t, same_state(&loaded.state, &g.state));
                bete_game_free(&loaded);
            }
            free(text);
            saves++;
            phases |= 1 << g.state.phase;
            BeteAction a[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(&g.state, a);
            if (n <= 0)
                break;
            /* ask for the Curieuse now and then, so that every phase is saved */
            BeteAction pick = a[mouche_rng_below(rng, (uint32_t)n)];
            if (g.state.phase == BETE_PHASE_BID && g.state.declarer < 0 && mouche_rng_below(rng, 4))
                pick = bete_act(BETE_ACT_PASS, 0);
            CHECK_EQ(t, bete_game_act(&g, pick, NULL), REFUSE_NONE);
        }
        CHECK(t, saves > 20);
        CHECK_EQ(t, phases & 0x1F, 0x1F); /* bid, Curieuse, play, deal over, game over */
        bete_game_free(&g);
    }
}

/* A load that fails must leave the destination untouched and say why. */
static bool load_is_clean(TestTally *t, const char *text, size_t n, const BeteState *original)
{
    BeteGame sentinel;
    memset(&sentinel, 0x5A, sizeof sentinel);
    BeteGame before = sentinel;
    char why[256] = "";
    const bool ok = bete_load_text(text, n, &sentinel, why, sizeof why);
    if (ok) {
        if (original)
            CHECK(t, same_state(&sentinel.state, original));
        bete_game_free(&sentinel);
    } else {
        CHECK(t, memcmp(&sentinel, &before, sizeof before) == 0);
        CHECK(t, why[0] != '\0');
    }
    return ok;
}

static void test_truncation_everywhere(TestTally *t)
{
    BeteGame g = played_game(4, "", 0, 150, 9);
    char *text = bete_save_text(&g.record);
    const size_t n = strlen(text);
    int loaded = 0;
    for (size_t cut = 0; cut < n; cut++)
        loaded += load_is_clean(t, text, cut, &g.state);
    /* only dropping the final newline keeps a complete save */
    CHECK(t, loaded <= 1);
    /* text after the end is refused too */
    char *longer = malloc(n + 8);
    memcpy(longer, text, n);
    memcpy(longer + n, "pass\n", 5);
    CHECK(t, !load_is_clean(t, longer, n + 5, &g.state));
    free(longer);
    free(text);
    bete_game_free(&g);
}

static void test_corruption(TestTally *t)
{
    BeteGame g = played_game(6, "deal=2-2-1,plaque=10", 0, 400, 10);
    char *text = bete_save_text(&g.record);
    const size_t n = strlen(text);
    uint64_t rng[4];
    mouche_rng_seed(rng, 77);
    int loaded = 0;
    char *copy = malloc(n);
    for (int trial = 0; trial < 20000; trial++) {
        memcpy(copy, text, n);
        const int flips = 1 + (int)mouche_rng_below(rng, 3);
        for (int f = 0; f < flips; f++)
            copy[mouche_rng_below(rng, (uint32_t)n)] ^= (char)(1u << mouche_rng_below(rng, 8));
        if (memcmp(copy, text, n) == 0)
            continue; /* two flips of one bit cancel */
        loaded += load_is_clean(t, copy, n, &g.state);
    }
    CHECK_EQ(t, loaded, 0); /* the checksum catches every flip */
    /* every single byte changed to every other printable byte: still caught */
    int single = 0;
    for (size_t at = 0; at < n; at += 7) {
        memcpy(copy, text, n);
        copy[at] = (char)(copy[at] == 'x' ? 'y' : 'x');
        single += load_is_clean(t, copy, n, &g.state);
    }
    CHECK_EQ(t, single, 0);
    free(copy);
    free(text);
    bete_game_free(&g);
}

/* ---- forged saves: re-signed, so that only the replay can catch them ---- */

/* The save is "<body>end <FNV-1a 64 of body, 16 hex>\n" (as La Mouche's). */
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

typedef struct {
    char *lines[8192];
    int count;
    int first_action; /* index of the first action line */
} Lines;

/* Splits a save into lines (the final "end" line dropped). */
static bool split_save(const char *text, Lines *out, size_t actions)
{
    out->count = 0;
    out->first_action = -1;
    const char *p = text;
    while (*p && out->count < 8192) {
        const char *nl = strchr(p, '\n');
        const size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (strncmp(p, "end ", 4) == 0)
            break;
        char *line = malloc(len + 1);
        memcpy(line, p, len);
        line[len] = '\0';
        out->lines[out->count++] = line;
        p += len + (nl ? 1 : 0);
    }
    if (out->count >= (int)actions)
        out->first_action = out->count - (int)actions;
    return out->first_action >= 0;
}

static char *join_lines(const Lines *l)
{
    size_t size = 1;
    for (int i = 0; i < l->count; i++)
        size += strlen(l->lines[i]) + 1;
    char *body = malloc(size);
    body[0] = '\0';
    for (int i = 0; i < l->count; i++) {
        strcat(body, l->lines[i]);
        strcat(body, "\n");
    }
    return body;
}

static void free_lines(Lines *l)
{
    for (int i = 0; i < l->count; i++)
        free(l->lines[i]);
    l->count = 0;
}

/* The text of every action the engine has, legal or not. */
static int every_action_text(const BeteState *st, char out[][8])
{
    int n = 0;
    const BeteAction fixed[] = { bete_act(BETE_ACT_PASS, 0),     bete_act(BETE_ACT_PLAY_BID, 0),
                                 bete_act(BETE_ACT_CONTRE, 0),   bete_act(BETE_ACT_CURIEUSE, 0),
                                 bete_act(BETE_ACT_CURIEUSE, 1), bete_act(BETE_ACT_NEXT_DEAL, 0) };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        bete_action_format(fixed[i], out[n++], 8);
    for (MoucheCardSet s = st->deck; s; s &= s - 1)
        bete_action_format(bete_act(BETE_ACT_PLAY, mouche_set_first(s)), out[n++], 8);
    return n;
}

static void test_forged(TestTally *t)
{
    const int players = 5;
    BeteGame g = played_game(players, "", 0, 600, 21);
    char *text = bete_save_text(&g.record);
    Lines l;
    CHECK(t, split_save(text, &l, g.record.count));
    if (l.first_action < 0) {
        free(text);
        bete_game_free(&g);
        return;
    }
    /* the re-signed body of a genuine save loads: the signature is understood */
    char *body = join_lines(&l);
    char *resigned = signed_text(body);
    CHECK(t, strcmp(resigned, text) == 0);
    CHECK(t, load_is_clean(t, resigned, strlen(resigned), &g.state));
    free(resigned);
    free(body);
    /* each action line is what bete_action_format writes */
    for (size_t i = 0; i < g.record.count; i++) {
        char a[16];
        bete_action_format(g.record.actions[i], a, sizeof a);
        CHECK(t, strcmp(a, l.lines[l.first_action + (int)i]) == 0);
    }
    uint64_t rng[4];
    mouche_rng_seed(rng, 4);
    int forged = 0, legal_swaps = 0;
    for (int trial = 0; trial < 300; trial++) {
        const size_t k = mouche_rng_below(rng, (uint32_t)g.record.count);
        /* the game as it stood before action k */
        BeteGame prefix;
        if (!bete_game_new(&prefix, &g.record.rules, players, g.record.deals, g.record.seed, NULL, NULL, 0))
            abort();
        for (size_t i = 0; i < k; i++)
            if (bete_game_act(&prefix, g.record.actions[i], NULL) != REFUSE_NONE)
                abort();
        char texts[64][8];
        const int nt = every_action_text(&prefix.state, texts);
        const char *pick = texts[mouche_rng_below(rng, (uint32_t)nt)];
        BeteAction a;
        CHECK(t, bete_action_parse(pick, &a));
        const bool legal = bete_check(&prefix.state, a) == REFUSE_NONE;
        /* action k becomes `pick`; the record ends there */
        char *saved_line = l.lines[l.first_action + (int)k];
        l.lines[l.first_action + (int)k] = (char *)pick;
        const int saved_count = l.count;
        l.count = l.first_action + (int)k + 1;
        char *count_line = NULL;
        for (int i = 0; i < l.first_action; i++)
            if (strncmp(l.lines[i], "actions ", 8) == 0) {
                count_line = l.lines[i];
                l.lines[i] = malloc(32);
                snprintf(l.lines[i], 32, "actions %zu", k + 1);
            }
        CHECK(t, count_line != NULL);
        char *b = join_lines(&l);
        char *s = signed_text(b);
        if (legal) {
            CHECK_EQ(t, bete_game_act(&prefix, a, NULL), REFUSE_NONE);
            CHECK(t, load_is_clean(t, s, strlen(s), &prefix.state));
            legal_swaps++;
        } else {
            BeteGame sentinel;
            memset(&sentinel, 0x5A, sizeof sentinel);
            char why[256] = "";
            CHECK(t, !bete_load_text(s, strlen(s), &sentinel, why, sizeof why));
            CHECK(t, why[0] != '\0');
            CHECK(t, !load_is_clean(t, s, strlen(s), NULL));
            forged++;
        }
        free(s);
        free(b);
        for (int i = 0; i < l.first_action; i++)
            if (count_line && strncmp(l.lines[i], "actions ", 8) == 0) {
                free(l.lines[i]);
                l.lines[i] = count_line;
            }
        l.count = saved_count;
        l.lines[l.first_action + (int)k] = saved_line;
        bete_game_free(&prefix);
    }
    printf("  forged saves refused %d, legal substitutions loaded %d\n", forged, legal_swaps);
    CHECK(t, forged > 100);
    free_lines(&l);
    free(text);
    bete_game_free(&g);
}

static void test_malformed(TestTally *t)
{
    BeteGame g;
    char why[256];
    CHECK(t, !bete_load_text("", 0, &g, why, sizeof why));
    CHECK(t, why[0] != '\0');
    const char *const mouche = "LAMOUCHE-SAVE 1\nplayers 4\n";
    CHECK(t, !bete_load_text(mouche, strlen(mouche), &g, why, sizeof why));
    const char binary[] = "LAMOUCHE-BETE-SAVE 1\n\0\0\0";
    CHECK(t, !bete_load_text(binary, sizeof binary, &g, why, sizeof why));
    /* a genuine header with a bad value in each field, re-signed */
    BeteGame real = played_game(4, "", 2, 30, 3);
    char *text = bete_save_text(&real.record);
    Lines l;
    CHECK(t, split_save(text, &l, real.record.count));
    static const char *const bad_values[] = { "99", "-1", "x", "", "2", "8", "999999999999999999999" };
    int refused = 0, tried = 0;
    for (int i = 0; i < l.first_action; i++) {
        char *space = strchr(l.lines[i], ' ');
        if (!space || strncmp(l.lines[i], "meta", 4) == 0)
            continue;
        for (size_t v = 0; v < sizeof bad_values / sizeof bad_values[0]; v++) {
            char *saved = l.lines[i];
            char *line = malloc(strlen(saved) + 64);
            snprintf(line, strlen(saved) + 64, "%.*s %s", (int)(space - saved), saved, bad_values[v]);
            l.lines[i] = line;
            char *b = join_lines(&l);
            char *s = signed_text(b);
            BeteGame out;
            const bool ok = bete_load_text(s, strlen(s), &out, why, sizeof why);
            if (ok) {
                /* only a value that means the same game may load */
                char *re = bete_save_text(&out.record);
                CHECK(t, re != NULL);
                free(re);
                bete_game_free(&out);
            } else {
                CHECK(t, why[0] != '\0');
                refused++;
            }
            tried++;
            free(s);
            free(b);
            free(line);
            l.lines[i] = saved;
        }
    }
    printf("  malformed header values refused %d of %d\n", refused, tried);
    CHECK(t, refused * 2 > tried);
    free_lines(&l);
    free(text);
    bete_game_free(&real);
}

static void test_files(TestTally *t, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/bete-test-%ld.save", dir, (long)getpid());
    BeteGame g = played_game(7, "deal=2-1-2", 0, 500, 3);
    char why[256] = "";
    CHECK(t, bete_save_file(&g.record, path, why, sizeof why));
    BeteGame loaded;
    CHECK(t, bete_load_file(path, &loaded, why, sizeof why));
    CHECK(t, same_state(&loaded.state, &g.state));
    bete_game_free(&loaded);
    /* no temporary file is left behind */
    char name[64];
    snprintf(name, sizeof name, "%s", strrchr(path, '/') + 1);
    CHECK_EQ(t, temporaries_of(dir, name), 0);
    remove(path);
    why[0] = '\0';
    CHECK(t, !bete_load_file(path, &loaded, why, sizeof why));
    CHECK(t, why[0] != '\0');
    why[0] = '\0';
    CHECK(t, !bete_save_file(&g.record, "/nonexistent-dir/x.save", why, sizeof why));
    CHECK(t, why[0] != '\0');
    bete_game_free(&g);
}

/* The fuzz corpus: saves of real games, every size, every option. */
static int write_corpus(const char *dir)
{
    const char *const options[] = { "", "deal=2-3,contre=0", "deal=2-2-1,curieuse=0", "deal=2-1-2,plaque=10",
                                    "plaque=10,start=0" };
    int written = 0;
    for (int players = BETE_MIN_PLAYERS; players <= BETE_MAX_PLAYERS; players++) {
        const int i = players - BETE_MIN_PLAYERS;
        BeteGame g = played_game(players, options[i], i == 4 ? 2 : 0, 40 + 60 * i, 100 + (uint64_t)players);
        char path[1024], why[256];
        snprintf(path, sizeof path, "%s/game%d.save", dir, players);
        if (!bete_save_file(&g.record, path, why, sizeof why)) {
            fprintf(stderr, "%s: %s\n", path, why);
            return 1;
        }
        written++;
        bete_game_free(&g);
    }
    printf("%d corpus files written to %s\n", written, dir);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 2 && strcmp(argv[1], "--corpus") == 0)
        return write_corpus(argv[2]);
    TestTally t = { 0 };
    RUN(&t, test_round_trip);
    RUN(&t, test_every_prefix);
    RUN(&t, test_truncation_everywhere);
    RUN(&t, test_corruption);
    RUN(&t, test_forged);
    RUN(&t, test_malformed);
    const char *dir = argc > 1 ? argv[1] : "/tmp";
    const int before = t.failures;
    test_files(&t, dir);
    t.tests++;
    if (t.failures != before)
        t.tests_failed++;
    printf("%-48s %s\n", "test_files", t.failures == before ? "ok" : "FAILED");
    return test_summary(&t);
}
