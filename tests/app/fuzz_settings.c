/* Fuzz target: the settings reader. Anything on disk reads into settings that
 * are all in range; the settings written back read again to the same text,
 * with nothing refused. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_range(const Settings *s)
{
    if (s->players < 3 || s->players > 6 || s->hands < 0 || s->hands > 999 || s->speed_index < 0 ||
        s->speed_index >= settings_speed_count() || s->volume < 0 || s->volume > 100 || s->card_style < 0 ||
        s->card_style >= CARD_STYLE_COUNT || (s->lang != LANG_EN && s->lang != LANG_FR) ||
        (s->game != GAME_MOUCHE && s->game != GAME_BETE) || s->bete_players < BETE_MIN_PLAYERS ||
        s->bete_players > BETE_MAX_PLAYERS || s->bete_deals < 0 || s->bete_deals > 999)
        abort();
    for (int i = 0; i < 6; i++)
        if (s->ai_level[i] < 0 || s->ai_level[i] > 3)
            abort();
    for (int i = 0; i < 7; i++)
        if (s->bete_ai_level[i] < 0 || s->bete_ai_level[i] > 3)
            abort();
    char why[128];
    if (!mouche_rules_validate(&s->rules, why, sizeof why) || !bete_rules_validate(&s->bete_rules, why, sizeof why))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Settings s;
    ReadReport report;
    settings_default(&s, LANG_EN);
    settings_parse(&s, (const char *)data, size, &report);
    if (strlen(report.keys) >= sizeof report.keys || (report.bad_keys > 0) != (report.keys[0] != '\0'))
        abort(); /* every refused key is named */
    check_range(&s);
    char text[1536], again_text[1536];
    if (!settings_format(&s, text, sizeof text))
        abort();
    Settings again;
    settings_default(&again, LANG_FR); /* every key is written: nothing of these defaults stays */
    settings_parse(&again, text, strlen(text), &report);
    if (report.bad_keys || report.bad_lines)
        abort();
    if (!settings_format(&again, again_text, sizeof again_text) || strcmp(text, again_text))
        abort();
    return 0;
}
