/* La Bête's own settings: its block in the shared Settings (core/settings.h), and how the
 * settings file keeps it. No SDL (the settings reader's fuzz target links it). */
#ifndef LAMOUCHE_BETE_SETTINGS_H
#define LAMOUCHE_BETE_SETTINGS_H

#include "games.h"
#include "mouche/bete.h"
#include "settings.h"

typedef struct {
    int players; /* BETE_MIN_PLAYERS..BETE_MAX_PLAYERS */
    int deals; /* deals per game, 0 endless */
    BeteRules rules;
    int ai_level[BETE_MAX_PLAYERS]; /* per seat (seat 0 used by --autoplay) */
} BeteSettings;

extern const GameSettingsCodec bete_settings_codec;

/* What the backend reads of the block: a new game's rules and length, the AI levels by seat,
 * the players of a new table, and --rules over the rules. */
const void *bete_settings_new_rules(const Settings *s, int *count);
int *bete_ai_levels(Settings *s);
int bete_players_set(const Settings *s);
bool bete_settings_rules_parse(Settings *s, const char *text, char *why, size_t size);

void bete_settings_default(BeteSettings *b);

/* The block of La Bête's in s (kept there as a sockaddr in a sockaddr_storage). */
static inline BeteSettings *bete_settings(Settings *s) { return (BeteSettings *)(void *)&s->games[GAME_BETE]; }
static inline const BeteSettings *bete_settings_of(const Settings *s)
{
    return (const BeteSettings *)(const void *)&s->games[GAME_BETE];
}

#endif
