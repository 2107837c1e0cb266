/* User settings, stored as key=value lines. No SDL (fuzzed on its own). */
#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

static const double speeds[] = { 0.0, 0.5, 1.0, 1.5, 2.0, 3.0 };

int settings_speed_count(void) { return (int)(sizeof speeds / sizeof speeds[0]); }
double settings_speed_at(int index)
{
    if (index < 0 || index >= settings_speed_count())
        return 1.0;
    return speeds[index];
}
double settings_speed(const Settings *s) { return settings_speed_at(s->speed_index); }

const char *settings_card_style_dir(int style)
{
    static const char *const dirs[CARD_STYLE_COUNT] = { "en", "fr", "en-4c", "fr-4c" };
    return dirs[(style >= 0 && style < CARD_STYLE_COUNT) ? style : 0];
}

const char *settings_renderer_name(int renderer)
{
    static const char *const words[RENDERER_PREF_COUNT] = { "auto", "software", "accelerated" };
    return words[(renderer >= 0 && renderer < RENDERER_PREF_COUNT) ? renderer : RENDERER_AUTO];
}

void settings_default(Settings *s, Lang lang)
{
    memset(s, 0, sizeof *s);
    s->players = 4;
    s->hands = 12;
    s->rules = mouche_rules_default();
    for (int i = 0; i < 6; i++)
        s->ai_level[i] = 2;
    s->speed_index = 2;
    s->volume = 70;
    s->lang = lang;
    s->card_style = s->lang == LANG_FR ? 1 : 0;
    s->game = GAME_MOUCHE;
    s->bete_players = 5;
    s->bete_deals = 12;
    s->bete_rules = bete_rules_default();
    for (int i = 0; i < 7; i++)
        s->bete_ai_level[i] = 2;
}

/* A whole decimal number in [lo, hi]; *out untouched otherwise. */
static bool read_int(const char *v, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || end == v || *end || n < lo || n > hi || !((*v >= '0' && *v <= '9') || *v == '-'))
        return false;
    *out = (int)n;
    return true;
}

static bool read_bool(const char *v, bool *out)
{
    int n;
    if (!read_int(v, 0, 1, &n))
        return false;
    *out = n != 0;
    return true;
}

/* One AI level (0 to 3) a seat, exactly count digits. */
static bool read_levels(const char *v, int count, int *out)
{
    if (strlen(v) != (size_t)count || strspn(v, "0123") != (size_t)count)
        return false;
    for (int i = 0; i < count; i++)
        out[i] = v[i] - '0';
    return true;
}

/* One of two words: 0 for the first, 1 for the second. */
static bool read_word(const char *v, const char *w0, const char *w1, int *out)
{
    if (strcmp(v, w0) && strcmp(v, w1))
        return false;
    *out = strcmp(v, w0) == 0 ? 0 : 1;
    return true;
}

/* Reads one key over the settings; false (the setting untouched) if the value is refused.
 * An unknown key is ignored: a later version may have written it. */
static bool read_key(Settings *s, const char *k, const char *v)
{
    char why[128];
    int n;
    if (!strcmp(k, "players"))
        return read_int(v, 3, 6, &s->players);
    if (!strcmp(k, "hands"))
        return read_int(v, 0, 999, &s->hands);
    if (!strcmp(k, "rules")) {
        MoucheRules r = s->rules;
        if (!mouche_rules_parse(&r, v, why, sizeof why) || !mouche_rules_validate(&r, why, sizeof why))
            return false;
        s->rules = r;
        return true;
    }
    if (!strcmp(k, "ai"))
        return read_levels(v, 6, s->ai_level);
    if (!strcmp(k, "speed"))
        return read_int(v, 0, settings_speed_count() - 1, &s->speed_index);
    if (!strcmp(k, "volume"))
        return read_int(v, 0, 100, &s->volume);
    if (!strcmp(k, "mute"))
        return read_bool(v, &s->mute);
    if (!strcmp(k, "lang")) {
        if (!read_word(v, "en", "fr", &n))
            return false;
        s->lang = n ? LANG_FR : LANG_EN;
        return true;
    }
    if (!strcmp(k, "fullscreen"))
        return read_bool(v, &s->fullscreen);
    if (!strcmp(k, "practice"))
        return read_bool(v, &s->practice);
    if (!strcmp(k, "cards"))
        return read_int(v, 0, CARD_STYLE_COUNT - 1, &s->card_style);
    if (!strcmp(k, "renderer")) {
        for (int r = 0; r < RENDERER_PREF_COUNT; r++)
            if (!strcmp(v, settings_renderer_name(r))) {
                s->renderer = r;
                return true;
            }
        return false;
    }
    if (!strcmp(k, "game")) {
        if (!read_word(v, "mouche", "bete", &n))
            return false;
        s->game = n ? GAME_BETE : GAME_MOUCHE;
        return true;
    }
    if (!strcmp(k, "bete_players"))
        return read_int(v, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS, &s->bete_players);
    if (!strcmp(k, "bete_deals"))
        return read_int(v, 0, 999, &s->bete_deals);
    if (!strcmp(k, "bete_rules")) {
        BeteRules r = s->bete_rules;
        if (!bete_rules_parse(&r, v, why, sizeof why) || !bete_rules_validate(&r, why, sizeof why))
            return false;
        s->bete_rules = r;
        return true;
    }
    if (!strcmp(k, "bete_ai"))
        return read_levels(v, 7, s->bete_ai_level);
    return true;
}

static void on_line(void *ctx, const char *key, const char *value, ReadReport *report)
{
    if (!read_key(ctx, key, value))
        store_refuse(report, key);
}

void settings_parse(Settings *s, const char *text, size_t len, ReadReport *report)
{
    memset(report, 0, sizeof *report);
    store_each_line(text, len, report, on_line, s);
}

static void parse(void *ctx, const char *text, size_t len, ReadReport *report)
{
    settings_parse(ctx, text, len, report);
}

StoreRead settings_load(Settings *s, const char *path, ReadReport *report)
{
    return store_load(path, parse, s, report);
}

bool settings_format(const Settings *s, char *text, size_t size)
{
    char rules[512], brules[256], ai[7], bai[8];
    mouche_rules_format(&s->rules, rules, sizeof rules);
    bete_rules_format(&s->bete_rules, brules, sizeof brules);
    for (int i = 0; i < 6; i++)
        ai[i] = (char)('0' + s->ai_level[i]);
    ai[6] = '\0';
    for (int i = 0; i < 7; i++)
        bai[i] = (char)('0' + s->bete_ai_level[i]);
    bai[7] = '\0';
    const int n = snprintf(
        text, size,
        "# La Mouche settings\nplayers=%d\nhands=%d\nrules=%s\nai=%s\nspeed=%d\nvolume=%d\n"
        "mute=%d\nlang=%s\nfullscreen=%d\ncards=%d\nrenderer=%s\ngame=%s\nbete_players=%d\nbete_deals=%d\n"
        "bete_rules=%s\nbete_ai=%s\npractice=%d\n",
        s->players, s->hands, rules, ai, s->speed_index, s->volume, s->mute ? 1 : 0, s->lang == LANG_FR ? "fr" : "en",
        s->fullscreen ? 1 : 0, s->card_style, settings_renderer_name(s->renderer),
        s->game == GAME_BETE ? "bete" : "mouche", s->bete_players, s->bete_deals, brules, bai, s->practice ? 1 : 0);
    return n > 0 && (size_t)n < size;
}

bool settings_save(const Settings *s, const char *path)
{
    char text[1536];
    if (!settings_format(s, text, sizeof text)) {
        errno = EOVERFLOW;
        return false;
    }
    /* unchanged: nothing to write (the app applies its settings at every start) */
    size_t len;
    char *old = store_read(path, sizeof text, &len);
    const bool same = old && len == strlen(text) && memcmp(old, text, len) == 0;
    free(old);
    return same || store_write_atomic(path, text);
}

int settings_cycle(int v, int d, int lo, int hi)
{
    v += d;
    if (v < lo)
        return hi;
    if (v > hi)
        return lo;
    return v;
}

int settings_clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int settings_step_length(int length, int d)
{
    static const int steps[] = { 0, 4, 6, 8, 10, 12, 16, 20, 30, 50, 100 };
    int i = 0, n = (int)(sizeof steps / sizeof steps[0]);
    while (i < n - 1 && steps[i] < length)
        i++;
    return steps[settings_cycle(i, d, 0, n - 1)];
}
