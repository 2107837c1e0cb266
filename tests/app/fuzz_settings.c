/* Fuzz target: the settings reader, the app's keys and each game's decoder. Anything on disk
 * reads into settings that are all in range; the settings written back read again to the same
 * text, with nothing refused. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bete_settings.h"
#include "mouche_settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool levels_in_range(const int *levels, int count)
{
    for (int i = 0; i < count; i++)
        if (levels[i] < 0 || levels[i] > 3)
            return false;
    return true;
}

static void check_range(const Settings *s)
{
    const MoucheSettings *m = mouche_settings_of(s);
    const BeteSettings *b = bete_settings_of(s);
    if (m->players < MOUCHE_MIN_PLAYERS || m->players > MOUCHE_MAX_PLAYERS || m->hands < 0 || m->hands > 999 ||
        s->speed_index < 0 || s->speed_index >= settings_speed_count() || s->volume < 0 || s->volume > 100 ||
        s->card_style < 0 || s->card_style >= CARD_STYLE_COUNT || (unsigned)s->lang >= LANG_COUNT || s->game < 0 ||
        s->game >= GAME_KINDS || b->players < BETE_MIN_PLAYERS || b->players > BETE_MAX_PLAYERS || b->deals < 0 ||
        b->deals > 999 || (s->text_size != 100 && s->text_size != 125 && s->text_size != 150))
        abort();
    if (!levels_in_range(m->ai_level, MOUCHE_MAX_PLAYERS) || !levels_in_range(b->ai_level, BETE_MAX_PLAYERS))
        abort();
    char why[128];
    if (!mouche_rules_validate(&m->rules, why, sizeof why) || !bete_rules_validate(&b->rules, why, sizeof why))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const GameSettingsCodec *const codecs[SETTINGS_GAMES] = { &mouche_settings_codec, &bete_settings_codec };
    Settings s;
    ReadReport report;
    settings_default(&s, codecs, LANG_EN);
    settings_parse(&s, (const char *)data, size, &report);
    if (strlen(report.keys) >= sizeof report.keys || (report.bad_keys > 0) != (report.keys[0] != '\0'))
        abort(); /* every refused key is named */
    check_range(&s);
    char text[1536], again_text[1536];
    if (!settings_format(&s, text, sizeof text))
        abort();
    Settings again;
    settings_default(&again, codecs, LANG_FR); /* every key is written: nothing of these defaults stays */
    settings_parse(&again, text, strlen(text), &report);
    if (report.bad_keys || report.bad_lines)
        abort();
    if (!settings_format(&again, again_text, sizeof again_text) || strcmp(text, again_text))
        abort();
    return 0;
}
