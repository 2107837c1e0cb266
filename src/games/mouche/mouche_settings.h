/* La Mouche's own settings: its block in the shared Settings (core/settings.h), and how the
 * settings file keeps it. No SDL (the settings reader's fuzz target links it). */
#ifndef LAMOUCHE_MOUCHE_SETTINGS_H
#define LAMOUCHE_MOUCHE_SETTINGS_H

#include "games.h"
#include "mouche/rules.h"
#include "settings.h"

typedef struct {
    int players; /* MOUCHE_MIN_PLAYERS..MOUCHE_MAX_PLAYERS */
    int hands; /* hands per game, 0 endless */
    MoucheRules rules;
    int ai_level[MOUCHE_MAX_PLAYERS]; /* per seat (seat 0 used by --autoplay) */
} MoucheSettings;

extern const GameSettingsCodec mouche_settings_codec;

/* What the backend reads of the block: a new game's rules and length, the AI levels by seat,
 * the players of a new table, and --rules over the rules. */
const void *mouche_settings_new_rules(const Settings *s, int *count);
int *mouche_ai_levels(Settings *s);
int mouche_players_set(const Settings *s);
bool mouche_settings_rules_parse(Settings *s, const char *text, char *why, size_t size);

void mouche_settings_default(MoucheSettings *m);

/* The block of La Mouche's in s (kept there as a sockaddr in a sockaddr_storage). */
static inline MoucheSettings *mouche_settings(Settings *s) { return (MoucheSettings *)(void *)&s->games[GAME_MOUCHE]; }
static inline const MoucheSettings *mouche_settings_of(const Settings *s)
{
    return (const MoucheSettings *)(const void *)&s->games[GAME_MOUCHE];
}

#endif
