/* La Bête's settings in the settings file: its keys (bete_*), as every earlier version wrote them. */
#include "bete_settings.h"

#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(BeteSettings) <= sizeof(GameSettingsBlock), "La Bête's settings fit their block");

void bete_settings_default(BeteSettings *b)
{
    *b = (BeteSettings){ .players = 5, .deals = 12, .rules = bete_rules_default() };
    for (int i = 0; i < BETE_MAX_PLAYERS; i++)
        b->ai_level[i] = 2;
}

static void defaults(GameSettingsBlock *block) { bete_settings_default((BeteSettings *)(void *)block); }

static SettingRead decode(GameSettingsBlock *block, const char *key, const char *value)
{
    BeteSettings *b = (BeteSettings *)(void *)block;
    if (strncmp(key, "bete_", 5))
        return SETTING_NOT_MINE;
    key += 5;
    if (!strcmp(key, "players"))
        return settings_read_int(value, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS, &b->players);
    if (!strcmp(key, "deals"))
        return settings_read_int(value, 0, 999, &b->deals);
    if (!strcmp(key, "ai"))
        return settings_read_levels(value, BETE_MAX_PLAYERS, b->ai_level);
    BeteRules r = b->rules;
    char why[128];
    if (strcmp(key, "rules"))
        return SETTING_NOT_MINE;
    if (!bete_rules_parse(&r, value, why, sizeof why) || !bete_rules_validate(&r, why, sizeof why))
        return SETTING_REFUSED;
    b->rules = r;
    return SETTING_READ;
}

static bool encode(const GameSettingsBlock *block, char *text, size_t size)
{
    const BeteSettings *b = (const BeteSettings *)(const void *)block;
    char rules[256], ai[BETE_MAX_PLAYERS + 1];
    bete_rules_format(&b->rules, rules, sizeof rules);
    settings_levels_text(b->ai_level, BETE_MAX_PLAYERS, ai);
    const int n = snprintf(text, size, "bete_players=%d\nbete_deals=%d\nbete_rules=%s\nbete_ai=%s\n", b->players,
                           b->deals, rules, ai);
    return n > 0 && (size_t)n < size;
}

const GameSettingsCodec bete_settings_codec = { "bete", defaults, decode, encode };
