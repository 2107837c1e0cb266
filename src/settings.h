/* User settings: the table, rule options, display and sound. Stored as
 * "key=value" lines in the preferences folder. */
#ifndef LAMOUCHE_SETTINGS_H
#define LAMOUCHE_SETTINGS_H

#include <stdbool.h>

#include "i18n.h"
#include "mouche/bete.h"
#include "mouche/rules.h"

enum { CARD_STYLE_COUNT = 4 };

/* Which game the title screen offers (remembered). */
typedef enum { GAME_MOUCHE = 0, GAME_BETE = 1 } GameKind;

typedef struct {
    int game;                    /* GameKind chosen on the title screen */
    int players;                 /* 3..6 */
    int hands;                   /* hands per game, 0 endless */
    MoucheRules rules;
    int ai_level[6];             /* per seat (seat 0 used by --autoplay) */
    int speed_index;             /* index into settings_speeds */
    int volume;                  /* 0..100 */
    bool mute;
    Lang lang;
    bool fullscreen;
    int card_style;              /* 0 en, 1 fr, 2 en-4c, 3 fr-4c */
    /* La Bête */
    int bete_players;            /* 3..7 */
    int bete_deals;              /* deals per game, 0 endless */
    BeteRules bete_rules;
    int bete_ai_level[7];        /* per seat (seat 0 used by --autoplay) */
} Settings;

void settings_default(Settings *s);
/* Reads the file over the defaults; false if it does not exist or is unreadable. */
bool settings_load(Settings *s, const char *path);
bool settings_save(const Settings *s, const char *path);

int settings_speed_count(void);
double settings_speed(const Settings *s);    /* factor: 0 = no animation */
double settings_speed_at(int index);
const char *settings_card_style_dir(int style);

#endif
