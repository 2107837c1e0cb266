/* A game's settings in the settings file, written once for both games: the game's
 * *_settings.c defines what follows, then includes this file, which defines its
 * PREFIXsettings_default, its `const GameSettingsCodec PREFIXsettings_codec` and what
 * the backend reads of the block (PREFIXsettings_new_rules, _ai_levels, _players_set,
 * _settings_rules_parse).
 * A game's block is its TYPESSettings: players, the game's length, its rules, the
 * AI levels of its seats; its keys are KEYplayers, KEYhands (or deals), KEYrules, KEYai.
 *
 *   GS_PREFIX, GS_TYPES   e.g. mouche_, Mouche (MoucheSettings, mouche_rules_parse, ...)
 *   GS_WORD               the game's word ("game=WORD")
 *   GS_KEY                what the game's keys begin with ("" or "bete_"), as earlier versions wrote them
 *   GS_COUNT              the block's member for the game's length, and its key (hands, deals)
 *   GS_MIN_PLAYERS, GS_MAX_PLAYERS, GS_PLAYERS (the default)
 *   GS_TITLE              the game's name, for the size check */
#include <stdio.h>
#include <string.h>

#define GS_CAT_(a, b) a##b
#define GS_CAT(a, b) GS_CAT_(a, b)
#define GS_FN(name) GS_CAT(GS_PREFIX, name)
#define GS_T(name) GS_CAT(GS_TYPES, name)
#define GS_STR_(x) #x
#define GS_STR(x) GS_STR_(x)

_Static_assert(sizeof(GS_T(Settings)) <= sizeof(GameSettingsBlock), GS_TITLE "'s settings fit their block");

void GS_FN(settings_default)(GS_T(Settings) * m)
{
    *m = (GS_T(Settings)){ .players = GS_PLAYERS, .GS_COUNT = 12, .rules = GS_FN(rules_default)() };
    for (int i = 0; i < GS_MAX_PLAYERS; i++)
        m->ai_level[i] = 2;
}

static void block_defaults(GameSettingsBlock *block) { GS_FN(settings_default)((GS_T(Settings) *)(void *)block); }

static SettingRead block_decode(GameSettingsBlock *block, const char *key, const char *value)
{
    GS_T(Settings) *m = (GS_T(Settings) *)(void *)block;
    if (strncmp(key, GS_KEY, strlen(GS_KEY)))
        return SETTING_NOT_MINE;
    key += strlen(GS_KEY);
    if (!strcmp(key, "players"))
        return settings_read_int(value, GS_MIN_PLAYERS, GS_MAX_PLAYERS, &m->players);
    if (!strcmp(key, GS_STR(GS_COUNT)))
        return settings_read_int(value, 0, 999, &m->GS_COUNT);
    if (!strcmp(key, "ai"))
        return settings_read_levels(value, GS_MAX_PLAYERS, m->ai_level);
    if (strcmp(key, "rules"))
        return SETTING_NOT_MINE;
    char why[128];
    GS_T(Rules) r = m->rules;
    if (!GS_FN(rules_parse)(&r, value, why, sizeof why) || !GS_FN(rules_validate)(&r, why, sizeof why))
        return SETTING_REFUSED;
    m->rules = r;
    return SETTING_READ;
}

static bool block_encode(const GameSettingsBlock *block, char *text, size_t size)
{
    const GS_T(Settings) *m = (const GS_T(Settings) *)(const void *)block;
    char rules[512], ai[GS_MAX_PLAYERS + 1];
    GS_FN(rules_format)(&m->rules, rules, sizeof rules);
    settings_levels_text(m->ai_level, GS_MAX_PLAYERS, ai);
    const int n =
        snprintf(text, size, GS_KEY "players=%d\n" GS_KEY GS_STR(GS_COUNT) "=%d\n" GS_KEY "rules=%s\n" GS_KEY "ai=%s\n",
                 m->players, m->GS_COUNT, rules, ai);
    return n > 0 && (size_t)n < size;
}

const GameSettingsCodec GS_FN(settings_codec) = { GS_WORD, block_defaults, block_decode, block_encode };

/* What the table and the settings screen read of the block (the game's backend hands them on). */
const void *GS_FN(settings_new_rules)(const Settings *s, int *count)
{
    *count = GS_FN(settings_of)(s)->GS_COUNT;
    return &GS_FN(settings_of)(s)->rules;
}
int *GS_FN(ai_levels)(Settings *s) { return GS_FN(settings)(s)->ai_level; }
int GS_FN(players_set)(const Settings *s) { return GS_FN(settings_of)(s)->players; }
bool GS_FN(settings_rules_parse)(Settings *s, const char *text, char *why, size_t size)
{
    return GS_FN(rules_parse)(&GS_FN(settings)(s)->rules, text, why, size);
}
