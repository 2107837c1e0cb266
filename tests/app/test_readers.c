/* The settings and statistics readers, as the issue found them: bad values
 * are refused and named (each key keeps its default), counts never go
 * negative, a damaged file is reported, kept aside, and nothing valid is lost. */
#define _POSIX_C_SOURCE 200809L /* access */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "settings.h"
#include "bete_stats.h"
#include "mouche_stats.h"
#include "store.h"

static int failures, checks;
#define CHECK(c) \
    do { \
        checks++; \
        if (!(c)) { \
            failures++; \
            fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #c); \
        } \
    } while (0)

static void settings_cases(void)
{
    Settings s, def;
    ReadReport r;
    settings_default(&def, LANG_EN);
    s = def;
    const char *text = "volume=banana\nplayers=99\nhands=5\nlang=fr\nmute=1\nspeed=-1\nai=2222\nfuture_key=1\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.volume == def.volume); /* "volume=banana" no longer mutes the game */
    CHECK(s.players == def.players); /* "players=99" is not 6 */
    CHECK(s.speed_index == def.speed_index);
    CHECK(memcmp(s.ai_level, def.ai_level, sizeof s.ai_level) == 0);
    CHECK(s.hands == 5 && s.lang == LANG_FR && s.mute); /* the valid ones are kept */
    CHECK(strcmp(r.keys, "volume, players, speed, ai") == 0);
    CHECK(r.bad_keys == 4 && r.bad_lines == 0); /* an unknown key is a later version's */
    s = def;
    text = "\x01\x02\xff\nplayers=5\nnot a line\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_lines == 2 && r.bad_keys == 0 && s.players == 5);
    s = def;
    text = "volume= 50\nvolume=+50\nvolume=50x\nhands=1e3\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_keys == 4 && s.volume == def.volume && s.hands == def.hands);
    char out[1536];
    CHECK(settings_format(&def, out, sizeof out));
    settings_parse(&s, out, strlen(out), &r);
    CHECK(r.bad_keys == 0 && r.bad_lines == 0);
}

static void stats_cases(const char *dir)
{
    const StatsKeys *const keys[STATS_GAMES] = { &MOUCHE_STATS_KEYS, &BETE_STATS_KEYS };
    Stats s = { .keys = keys };
    const long long *m = s.game[0].count;
    ReadReport r;
    const char *text = "games=3\nhands=-7\ntricks=12\nchips_won=-40\n";
    stats_parse(&s, text, strlen(text), &r);
    CHECK(m[MS_GAMES] == 3 && m[MS_TRICKS] == 12 && m[MS_CHIPS_WON] == -40); /* net chips may be negative */
    CHECK(m[MS_HANDS] == 0 && strcmp(r.keys, "hands") == 0); /* a count may not */
    text = "games=99999999999999999999\n";
    stats_parse(&s, text, strlen(text), &r);
    CHECK(m[MS_GAMES] == 0 && r.bad_keys == 1);
    /* a key this version does not know is a later version's: ignored, as in the settings, not damage */
    text = "games=3\nbete_future_count=9\nhands=2\n";
    stats_parse(&s, text, strlen(text), &r);
    CHECK(m[MS_GAMES] == 3 && m[MS_HANDS] == 2 && r.bad_keys == 0 && r.bad_lines == 0 && r.keys[0] == '\0');
    /* the file's format is a contract: every key, in its order, written back byte for byte */
    text = "games=1\ngames_won=2\nhands=3\ntricks=4\nflushes=5\nmouches_made=6\nchips_won=-7\nbete_games=8\n"
           "bete_games_won=9\nbete_deals=10\nbete_bids=11\nbete_wins=12\nbete_betes=13\nbete_kings=14\n"
           "bete_chips=-15\nhints=16\nbete_hints=17\ncounted_game=18\ncounted_hand=19\ncounted_over=1\n"
           "bete_counted_game=21\nbete_counted_deal=22\nbete_counted_over=1\n";
    char again[1024];
    stats_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_keys == 0 && s.game[1].count[BS_CHIPS] == -15 && s.game[1].mark.deal == 22);
    CHECK(stats_format(&s, again, sizeof again) && strcmp(again, text) == 0);
    /* a file of random bytes is damaged, not silently zero */
    char path[1200];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    FILE *f = fopen(path, "wb");
    for (int i = 0; i < 300; i++)
        fputc((i * 7919 + 13) % 256, f);
    fclose(f);
    CHECK(stats_load(&s, path, &r) == STORE_DAMAGED);
    char *aside = store_keep_aside(path);
    CHECK(aside && access(aside, F_OK) == 0 && access(path, F_OK) != 0);
    CHECK(strstr(aside, "/stats.txt.corrupt-") != NULL);
    /* a second one in the same second gets its own name */
    f = fopen(path, "wb");
    fputs("x", f);
    fclose(f);
    char *aside2 = store_keep_aside(path);
    CHECK(aside2 && aside && strcmp(aside, aside2) != 0 && access(aside, F_OK) == 0);
    CHECK(stats_load(&s, path, &r) == STORE_MISSING);
    s.game[0].count[MS_HANDS] = 4;
    CHECK(stats_save(&s, path) && stats_load(&s, path, &r) == STORE_OK && m[MS_HANDS] == 4);
    f = fopen(path, "ab");
    fputs("later_key=1\r\n", f); /* and with a CRLF end */
    fclose(f);
    CHECK(stats_load(&s, path, &r) == STORE_OK && m[MS_HANDS] == 4);
    remove(path);
    if (aside)
        remove(aside);
    if (aside2)
        remove(aside2);
    free(aside);
    free(aside2);
}

/* Files that are not the game's own: refused before they are read (a FIFO would block the reader,
 * /dev/zero feed it for ever), a long one read for its keys and said too long. */
static void hostile_cases(const char *dir)
{
    Settings s, def;
    ReadReport r;
    settings_default(&def, LANG_EN);
    char path[1200];
    snprintf(path, sizeof path, "%s/fifo.txt", dir);
    remove(path);
    CHECK(mkfifo(path, 0600) == 0);
    s = def;
    CHECK(settings_load(&s, path, &r) == STORE_UNREADABLE && r.unread_err == ENODEV); /* at once, no writer needed */
    size_t len;
    CHECK(store_read(path, 1024, &len) == NULL && errno == ENODEV);
    remove(path);
    s = def;
    CHECK(settings_load(&s, "/dev/zero", &r) == STORE_UNREADABLE && r.unread_err == ENODEV);
    CHECK(settings_load(&s, dir, &r) == STORE_UNREADABLE && r.unread_err == EISDIR);
    /* 70 KiB: valid keys first and last, a long comment between */
    snprintf(path, sizeof path, "%s/long-settings.txt", dir);
    FILE *f = fopen(path, "wb");
    fputs("volume=33\n", f);
    for (int i = 0; i < 70; i++) {
        fputc('#', f);
        for (int k = 1; k < 1023; k++)
            fputc('x', f);
        fputc('\n', f);
    }
    fputs("players=5\n", f);
    fclose(f);
    s = def;
    CHECK(settings_load(&s, path, &r) == STORE_DAMAGED && r.unread_err == EFBIG);
    CHECK(s.volume == 33 && s.players == 5 && r.bad_keys == 0 && r.bad_lines == 0);
    remove(path);
}

static void write_cases(void)
{
    /* a write that fails says why (errno), and leaves the old file as it was */
    errno = 0;
    CHECK(!store_write_atomic("/nonexistent-folder/settings.txt", "x=1\n") && errno == ENOENT);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    settings_cases();
    stats_cases(dir);
    hostile_cases(dir);
    write_cases();
    printf("%d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
