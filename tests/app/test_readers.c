/* The settings and statistics readers, as the issue found them: bad values
 * are refused and named (each key keeps its default), counts never go
 * negative, a damaged file is reported, kept aside, and nothing valid is lost. */
#define _POSIX_C_SOURCE 200809L /* access */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bete_settings.h"
#include "bete_stats.h"
#include "mouche_settings.h"
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

/* Each game's settings, by kind, as the registry hands them to the app. */
static const GameSettingsCodec *const codecs[SETTINGS_GAMES] = { &mouche_settings_codec, &bete_settings_codec };

static void settings_cases(void)
{
    Settings s, def;
    ReadReport r;
    settings_default(&def, codecs, LANG_EN);
    const MoucheSettings *m = mouche_settings_of(&s), *mdef = mouche_settings_of(&def);
    s = def;
    const char *text = "volume=banana\nplayers=99\nhands=5\nlang=fr\nmute=1\nspeed=-1\nai=2222\nfuture_key=1\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.volume == def.volume); /* "volume=banana" no longer mutes the game */
    CHECK(m->players == mdef->players); /* "players=99" is not 6 */
    CHECK(s.speed_index == def.speed_index);
    CHECK(memcmp(m->ai_level, mdef->ai_level, sizeof m->ai_level) == 0);
    CHECK(m->hands == 5 && s.lang == LANG_FR && s.mute); /* the valid ones are kept */
    CHECK(strcmp(r.keys, "volume, players, speed, ai") == 0);
    CHECK(r.bad_keys == 4 && r.bad_lines == 0); /* an unknown key is a later version's */
    s = def;
    text = "\x01\x02\xff\nplayers=5\nnot a line\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_lines == 2 && r.bad_keys == 0 && m->players == 5);
    s = def;
    text = "volume= 50\nvolume=+50\nvolume=50x\nhands=1e3\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_keys == 4 && s.volume == def.volume && m->hands == mdef->hands);
    char out[1536];
    CHECK(settings_format(&def, out, sizeof out));
    settings_parse(&s, out, strlen(out), &r);
    CHECK(r.bad_keys == 0 && r.bad_lines == 0);
    /* each game's damaged values fall back key by key, named by the file's keys */
    s = def;
    text = "bete_players=9\nbete_deals=7\nrules=deck=nonsense\nbete_rules=curieuse=maybe\nbete_ai=22\ngame=chess\n"
           "bete_future=1\ngame=bete\n";
    settings_parse(&s, text, strlen(text), &r);
    const BeteSettings *b = bete_settings_of(&s), *bdef = bete_settings_of(&def);
    CHECK(strcmp(r.keys, "bete_players, rules, bete_rules, bete_ai, game") == 0 && r.bad_keys == 5);
    CHECK(b->players == bdef->players && b->deals == 7 && s.game == GAME_BETE);
    char rules[512], rules_def[512]; /* the rules as the file says them (their padding is no value) */
    bete_rules_format(&b->rules, rules, sizeof rules);
    bete_rules_format(&bdef->rules, rules_def, sizeof rules_def);
    CHECK(strcmp(rules, rules_def) == 0);
    mouche_rules_format(&m->rules, rules, sizeof rules);
    mouche_rules_format(&mdef->rules, rules_def, sizeof rules_def);
    CHECK(strcmp(rules, rules_def) == 0);
    /* the text size: 100 % unless the file says one of the sizes offered; kept through the file */
    CHECK(def.text_size == 100 && !strstr(out, "text_size"));
    s = def;
    text = "text_size=150\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.text_size == 150 && r.bad_keys == 0);
    text = "text_size=130\ntext_size=90\ntext_size=big\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.text_size == 150 && r.bad_keys == 3);
    s.text_size = 125;
    CHECK(settings_format(&s, out, sizeof out) && strstr(out, "text_size=125\n"));
    Settings back = def;
    settings_parse(&back, out, strlen(out), &r);
    CHECK(back.text_size == 125 && r.bad_keys == 0);
    /* a stepper stops at its ends (s59's 16: the hands per game went from endless to 100 without a sign) */
    CHECK(settings_text_size_step(100, 1) == 125 && settings_text_size_step(150, 1) == 150 &&
          settings_text_size_step(100, -1) == 100);
    CHECK(settings_step_length(12, -1) == 10 && settings_step_length(0, -1) == 0 && settings_step_length(4, -1) == 0 &&
          settings_step_length(100, 1) == 100 && settings_step_length(50, 1) == 100);
    /* the window's size as last left: none until one was, only sizes the table is laid out for */
    CHECK(def.window_w == 0 && def.window_h == 0 && !strstr(out, "window="));
    s = def;
    text = "window=1024x640\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.window_w == 1024 && s.window_h == 640 && r.bad_keys == 0);
    text = "window=800x600\nwindow=1280\nwindow=1280x800x2\nwindow=-5x-5\nwindow=99999x800\nwindow=x\n";
    settings_parse(&s, text, strlen(text), &r);
    CHECK(s.window_w == 1024 && s.window_h == 640 && r.bad_keys == 6);
    s.window_w = 1600;
    s.window_h = 900;
    CHECK(settings_format(&s, out, sizeof out) && strstr(out, "window=1600x900\n"));
    back = def;
    settings_parse(&back, out, strlen(out), &r);
    CHECK(back.window_w == 1600 && back.window_h == 900 && r.bad_keys == 0);
}

/* The settings file is a contract: one written by the release before per-game settings (every
 * key, none at its default) loads with every value kept and is written back byte for byte; one
 * written now reads back into the same settings and text. */
static void settings_file_cases(const char *release_path)
{
    Settings s;
    ReadReport r;
    settings_default(&s, codecs, LANG_EN);
    size_t len = 0;
    char *release = store_read(release_path, 4096, &len);
    CHECK(release != NULL);
    CHECK(settings_load(&s, release_path, &r) == STORE_OK && r.bad_keys == 0 && r.bad_lines == 0);
    const MoucheSettings *m = mouche_settings_of(&s);
    const BeteSettings *b = bete_settings_of(&s);
    CHECK(m->players == 5 && m->hands == 20 && m->rules.ante == 10 && m->rules.start == 2000 && m->rules.pamphile);
    CHECK(m->ai_level[1] == 2 && m->ai_level[5] == 2 && m->ai_level[0] == 3);
    CHECK(b->players == 7 && b->deals == 0 && b->rules.plaque == 10 && !b->rules.curieuse && b->rules.start == 500);
    CHECK(b->ai_level[0] == 3 && b->ai_level[6] == 3 && b->ai_level[1] == 2);
    CHECK(s.game == GAME_BETE && s.speed_index == 4 && s.volume == 40 && s.mute && s.lang == LANG_FR);
    CHECK(s.fullscreen && s.card_style == 3 && s.renderer == RENDERER_SOFTWARE && s.practice);
    CHECK(s.text_size == 100); /* a file of before the text size: the text as it was */
    char out[1536], again[1536];
    CHECK(settings_format(&s, out, sizeof out) && release && strcmp(out, release) == 0);
    Settings now;
    settings_default(&now, codecs, LANG_FR);
    settings_parse(&now, out, strlen(out), &r);
    CHECK(r.bad_keys == 0 && r.bad_lines == 0 && settings_format(&now, again, sizeof again) && strcmp(again, out) == 0);
    CHECK(mouche_settings_of(&now)->players == 5 && bete_settings_of(&now)->ai_level[0] == 3 && now.practice);
    free(release);
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
           "counted_review=19\nbete_counted_game=21\nbete_counted_deal=22\nbete_counted_over=1\n"
           "bete_counted_review=20\n";
    char again[1024];
    stats_parse(&s, text, strlen(text), &r);
    CHECK(r.bad_keys == 0 && s.game[1].count[BS_CHIPS] == -15 && s.game[1].mark.deal == 22);
    CHECK(stats_format(&s, again, sizeof again) && strcmp(again, text) == 0);
    /* a review's chips are counted once (StatsMark.reviewed): kept in the file, so that neither a
     * restart nor the log's review of an earlier hand counts them again; another game starts afresh */
    CHECK(s.game[0].mark.reviewed == 19 && s.game[1].mark.reviewed == 20);
    CHECK(!stats_mark_review(&s.game[1].mark, 21, 20) && !stats_mark_review(&s.game[1].mark, 21, 3));
    CHECK(stats_mark_review(&s.game[1].mark, 21, 23) && !stats_mark_review(&s.game[1].mark, 21, 23));
    CHECK(stats_format(&s, again, sizeof again) && strstr(again, "\nbete_counted_review=23\n"));
    Stats restarted = { .keys = keys };
    stats_parse(&restarted, again, strlen(again), &r);
    CHECK(r.bad_keys == 0 && !stats_mark_review(&restarted.game[1].mark, 21, 23));
    CHECK(restarted.game[1].mark.deal == 22); /* the deals' mark is the reviews' own */
    CHECK(stats_mark_review(&restarted.game[1].mark, 99, 1) && restarted.game[1].mark.deal == 0);
    /* the review's chips lost per hand (issue 43): hundredths, oldest first, written back as read */
    text = "review_losses=12,0,305\nbete_review_losses=7\n";
    stats_parse(&s, text, strlen(text), &r);
    double mean = 0;
    CHECK(r.bad_keys == 0 && s.game[0].nlosses == 3 && s.game[0].loss[2] == 305 && s.game[1].nlosses == 1);
    CHECK(stats_loss_mean(&s.game[0], &mean) && fabs(mean - 317.0 / 300) < 1e-9);
    CHECK(stats_format(&s, again, sizeof again) && strstr(again, "\nreview_losses=12,0,305\nbete_review_losses=7\n"));
    const char *const refused[] = { "review_losses=1,,2\n", "review_losses=-1\n", "review_losses=1,\n",
                                    "review_losses=100000\n", "review_losses=1x\n" };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        stats_parse(&s, refused[i], strlen(refused[i]), &r);
        CHECK(r.bad_keys == 1 && s.game[0].nlosses == 0 && !stats_loss_mean(&s.game[0], &mean));
    }
    /* the last fifty hands: the oldest drops out; a hand's losses kept to the hundredth */
    stats_reset(&s);
    for (int i = 0; i < 60; i++)
        stats_add_loss(&s.game[1], i);
    CHECK(s.game[1].nlosses == STATS_LOSS_HANDS && s.game[1].loss[0] == 1000 && s.game[1].loss[49] == 5900);
    CHECK(stats_loss_mean(&s.game[1], &mean) && fabs(mean - 34.5) < 1e-9 && !stats_loss_mean(&s.game[0], &mean));
    stats_add_loss(&s.game[0], 0.004);
    stats_add_loss(&s.game[0], -1);
    CHECK(s.game[0].nlosses == 2 && s.game[0].loss[0] == 0 && s.game[0].loss[1] == 0);
    char longest[STATS_TEXT_MAX]; /* fifty hands of each game fit the file */
    CHECK(stats_format(&s, longest, sizeof longest) && strstr(longest, "bete_review_losses=1000,1100,"));
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
    settings_default(&def, codecs, LANG_EN);
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
    CHECK(s.volume == 33 && mouche_settings_of(&s)->players == 5 && r.bad_keys == 0 && r.bad_lines == 0);
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
    settings_file_cases(argc > 2 ? argv[2] : "tests/app/corpus/settings/release.txt");
    stats_cases(dir);
    hostile_cases(dir);
    write_cases();
    printf("%d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
