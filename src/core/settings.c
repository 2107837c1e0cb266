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

static const int text_sizes[SETTINGS_TEXT_SIZES] = { 100, 125, 150 };

int settings_text_size_at(int index) { return text_sizes[settings_clamp(index, 0, SETTINGS_TEXT_SIZES - 1)]; }

/* The index of a size offered; 0 (100 %) for any other. */
static int text_size_index(int percent)
{
    for (int i = 0; i < SETTINGS_TEXT_SIZES; i++)
        if (text_sizes[i] == percent)
            return i;
    return 0;
}

int settings_text_size_step(int percent, int d)
{
    return text_sizes[settings_clamp(text_size_index(percent) + d, 0, SETTINGS_TEXT_SIZES - 1)];
}

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

void settings_default(Settings *s, const GameSettingsCodec *const *codecs, LangId lang)
{
    memset(s, 0, sizeof *s);
    s->codecs = codecs;
    s->speed_index = 2;
    s->volume = 70;
    s->text_size = 100;
    s->lang = lang;
    s->card_style = s->lang == LANG_FR ? 1 : 0;
    for (int g = 0; g < SETTINGS_GAMES; g++)
        if (codecs[g])
            codecs[g]->defaults(&s->games[g]);
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

SettingRead settings_read_int(const char *value, int lo, int hi, int *out)
{
    return read_int(value, lo, hi, out) ? SETTING_READ : SETTING_REFUSED;
}

SettingRead settings_read_levels(const char *value, int count, int *out)
{
    if (strlen(value) != (size_t)count || strspn(value, "0123") != (size_t)count)
        return SETTING_REFUSED;
    for (int i = 0; i < count; i++)
        out[i] = value[i] - '0';
    return SETTING_READ;
}

void settings_levels_text(const int *levels, int count, char *out)
{
    for (int i = 0; i < count; i++)
        out[i] = (char)('0' + levels[i]);
    out[count] = '\0';
}

/* Reads one key over the settings; false (the setting untouched) if the value is refused.
 * An unknown key is ignored: a later version may have written it. */
static bool read_key(Settings *s, const char *k, const char *v)
{
    if (!strcmp(k, "speed"))
        return read_int(v, 0, settings_speed_count() - 1, &s->speed_index);
    if (!strcmp(k, "volume"))
        return read_int(v, 0, 100, &s->volume);
    if (!strcmp(k, "mute"))
        return read_bool(v, &s->mute);
    if (!strcmp(k, "lang")) {
        LangId l; /* a language's code, whole ("de", not "de_DE") */
        if (!i18n_lang_of(v, &l) || strcmp(v, i18n_code(l)) != 0)
            return false;
        s->lang = l;
        return true;
    }
    if (!strcmp(k, "fullscreen"))
        return read_bool(v, &s->fullscreen);
    if (!strcmp(k, "practice"))
        return read_bool(v, &s->practice);
    if (!strcmp(k, "no_sound_told"))
        return read_bool(v, &s->no_sound_told);
    if (!strcmp(k, "guide_left"))
        return read_bool(v, &s->guide_left);
    if (!strcmp(k, "text_size")) { /* only the sizes offered: the layout is made for those */
        int percent;
        if (!read_int(v, 100, 150, &percent) || settings_text_size_at(text_size_index(percent)) != percent)
            return false;
        s->text_size = percent;
        return true;
    }
    if (!strcmp(k, "window")) { /* WxH, no smaller than the table is laid out for */
        int w, h, end = 0;
        if (sscanf(v, "%5dx%5d%n", &w, &h, &end) != 2 || v[end] != '\0' || w < SETTINGS_WINDOW_MIN_W ||
            h < SETTINGS_WINDOW_MIN_H || w > SETTINGS_WINDOW_MAX || h > SETTINGS_WINDOW_MAX)
            return false;
        s->window_w = w;
        s->window_h = h;
        return true;
    }
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
        for (int g = 0; g < SETTINGS_GAMES; g++)
            if (s->codecs[g] && !strcmp(v, s->codecs[g]->word)) {
                s->game = g;
                return true;
            }
        return false;
    }
    for (int g = 0; g < SETTINGS_GAMES; g++) {
        const SettingRead read = s->codecs[g] ? s->codecs[g]->decode(&s->games[g], k, v) : SETTING_NOT_MINE;
        if (read != SETTING_NOT_MINE)
            return read == SETTING_READ;
    }
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
    size_t n = (size_t)snprintf(text, size, "# La Mouche settings\n");
    const int chosen = settings_clamp(s->game, 0, SETTINGS_GAMES - 1);
    for (int g = 0; g < SETTINGS_GAMES && n < size; g++) {
        if (s->codecs[g] && !s->codecs[g]->encode(&s->games[g], text + n, size - n))
            return false;
        n += strlen(text + n);
        if (g == 0 && n < size) /* the app's lines stand after the first game's (see settings.h) */
            n += (size_t)snprintf(
                text + n, size - n,
                "speed=%d\nvolume=%d\nmute=%d\nlang=%s\nfullscreen=%d\ncards=%d\nrenderer=%s\ngame=%s\n",
                s->speed_index, s->volume, s->mute ? 1 : 0, i18n_code(s->lang), s->fullscreen ? 1 : 0, s->card_style,
                settings_renderer_name(s->renderer),
                s->codecs[s->codecs[chosen] ? chosen : 0]->word); /* a game with no settings is not remembered */
    }
    if (n < size)
        n += (size_t)snprintf(text + n, size - n, "practice=%d\n", s->practice ? 1 : 0);
    if (n < size && s->no_sound_told) /* written once it is so: a machine with sound never has it */
        n += (size_t)snprintf(text + n, size - n, "no_sound_told=1\n");
    if (n < size && s->guide_left) /* until the next start has said it */
        n += (size_t)snprintf(text + n, size - n, "guide_left=1\n");
    if (n < size && s->text_size != 100) /* likewise: a file of before (100 %) is written back as it was */
        n += (size_t)snprintf(text + n, size - n, "text_size=%d\n", s->text_size);
    if (n < size && s->window_w > 0) /* once a window was left */
        n += (size_t)snprintf(text + n, size - n, "window=%dx%d\n", s->window_w, s->window_h);
    return n < size;
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
    return steps[settings_clamp(i + d, 0, n - 1)];
}
