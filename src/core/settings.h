/* User settings: the table, rule options, display and sound. Stored as
 * "key=value" lines in the preferences folder. */
#ifndef LAMOUCHE_SETTINGS_H
#define LAMOUCHE_SETTINGS_H

#include <stdbool.h>

#include "i18n.h"
#include "mouche/bete.h"
#include "mouche/rules.h"
#include "store.h"

enum { CARD_STYLE_COUNT = 4 };

/* Which SDL renderer the window gets: auto chooses the software one where OpenGL is a
 * software rasteriser, the accelerated one elsewhere (SDL_RENDER_DRIVER wins over all). */
typedef enum { RENDERER_AUTO = 0, RENDERER_SOFTWARE = 1, RENDERER_ACCELERATED = 2, RENDERER_PREF_COUNT } RendererPref;

/* Which game the title screen offers (remembered). */
typedef enum { GAME_MOUCHE = 0, GAME_BETE = 1 } GameKind;

typedef struct {
    int game; /* GameKind chosen on the title screen */
    int players; /* 3..6 */
    int hands; /* hands per game, 0 endless */
    MoucheRules rules;
    int ai_level[6]; /* per seat (seat 0 used by --autoplay) */
    int speed_index; /* index into settings_speeds */
    int volume; /* 0..100 */
    bool mute;
    Lang lang;
    bool fullscreen;
    bool practice; /* the human may take back a decision; such hands are not counted */
    int card_style; /* 0 en, 1 fr, 2 en-4c, 3 fr-4c */
    int renderer; /* RendererPref, used at the next start */
    /* La Bête */
    int bete_players; /* 3..7 */
    int bete_deals; /* deals per game, 0 endless */
    BeteRules bete_rules;
    int bete_ai_level[7]; /* per seat (seat 0 used by --autoplay) */
} Settings;

/* The defaults, for a player whose system speaks lang. */
void settings_default(Settings *s, Lang lang);

/* Reads key=value text over *s (the defaults): a value that is not a number,
 * out of range or not one of the key's words is refused and leaves that key
 * as it was (named in the report); unknown keys are ignored. */
void settings_parse(Settings *s, const char *text, size_t len, ReadReport *report);
/* settings_parse on the file; STORE_DAMAGED if the report names anything. */
StoreRead settings_load(Settings *s, const char *path, ReadReport *report);
/* The file's text; false if it does not fit. */
bool settings_format(const Settings *s, char *text, size_t size);
/* Atomic, and only if the file would change; false with errno set if it could not be written. */
bool settings_save(const Settings *s, const char *path);

/* One step of a setting: around lo..hi, or held in it; a game's length (hands or
 * deals, 0 endless) to the next of its usual values. */
int settings_cycle(int v, int d, int lo, int hi);
int settings_clamp(int v, int lo, int hi);
int settings_step_length(int length, int d);

int settings_speed_count(void);
double settings_speed(const Settings *s); /* factor: 0 = no animation */
double settings_speed_at(int index);
const char *settings_card_style_dir(int style);
const char *settings_renderer_name(int renderer); /* the file's word: auto, software, accelerated */

#endif
