/* La Mouche's settings in the settings file: its keys, as every earlier version wrote them. */
#include "mouche_settings.h"

#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(MoucheSettings) <= sizeof(GameSettingsBlock), "La Mouche's settings fit their block");

void mouche_settings_default(MoucheSettings *m)
{
    *m = (MoucheSettings){ .players = 4, .hands = 12, .rules = mouche_rules_default() };
    for (int i = 0; i < MOUCHE_MAX_PLAYERS; i++)
        m->ai_level[i] = 2;
}

static void defaults(GameSettingsBlock *block) { mouche_settings_default((MoucheSettings *)(void *)block); }

static SettingRead decode(GameSettingsBlock *block, const char *key, const char *value)
{
    MoucheSettings *m = (MoucheSettings *)(void *)block;
    if (!strcmp(key, "players"))
        return settings_read_int(value, MOUCHE_MIN_PLAYERS, MOUCHE_MAX_PLAYERS, &m->players);
    if (!strcmp(key, "hands"))
        return settings_read_int(value, 0, 999, &m->hands);
    if (!strcmp(key, "ai"))
        return settings_read_levels(value, MOUCHE_MAX_PLAYERS, m->ai_level);
    if (strcmp(key, "rules"))
        return SETTING_NOT_MINE;
    char why[128];
    MoucheRules r = m->rules;
    if (!mouche_rules_parse(&r, value, why, sizeof why) || !mouche_rules_validate(&r, why, sizeof why))
        return SETTING_REFUSED;
    m->rules = r;
    return SETTING_READ;
}

static bool encode(const GameSettingsBlock *block, char *text, size_t size)
{
    const MoucheSettings *m = (const MoucheSettings *)(const void *)block;
    char rules[512], ai[MOUCHE_MAX_PLAYERS + 1];
    mouche_rules_format(&m->rules, rules, sizeof rules);
    settings_levels_text(m->ai_level, MOUCHE_MAX_PLAYERS, ai);
    const int n = snprintf(text, size, "players=%d\nhands=%d\nrules=%s\nai=%s\n", m->players, m->hands, rules, ai);
    return n > 0 && (size_t)n < size;
}

const GameSettingsCodec mouche_settings_codec = { "mouche", defaults, decode, encode };
