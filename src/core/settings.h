/* User settings: the app's own (speed, sound, language, window, card faces) and each game's
 * block (its table and rule options, its folder's). Stored as "key=value" lines in the
 * preferences folder. */
#ifndef LAMOUCHE_SETTINGS_H
#define LAMOUCHE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"
#include "store.h"

enum { CARD_STYLE_COUNT = 4 };

/* Which SDL renderer the window gets: auto chooses the software one where OpenGL is a
 * software rasteriser, the accelerated one elsewhere (SDL_RENDER_DRIVER wins over all). */
typedef enum { RENDERER_AUTO = 0, RENDERER_SOFTWARE = 1, RENDERER_ACCELERATED = 2, RENDERER_PREF_COUNT } RendererPref;

/* A game's own settings (its players, its game's length, its rule options, its AI levels): a block
 * that only the game's folder reads and writes, as Tatham's encode_params and decode_params; core
 * keeps it and names none of its fields. Sized for the largest game's (each checks that its own
 * fits) and aligned for any type, as struct sockaddr_storage. */
enum { SETTINGS_GAMES = 4, SETTINGS_BLOCK_SIZE = 256 }; /* SETTINGS_GAMES: room for the registry's games */
typedef union {
    max_align_t align;
    unsigned char bytes[SETTINGS_BLOCK_SIZE];
} GameSettingsBlock;

/* What a game made of a key=value line. */
typedef enum { SETTING_NOT_MINE, SETTING_READ, SETTING_REFUSED } SettingRead;

/* How a game keeps its block in the file (its folder's *_settings.c; the registry hands them on). */
typedef struct {
    const char *word; /* "game=WORD": the game the title screen offers */
    void (*defaults)(GameSettingsBlock *block);
    /* One line over the block: SETTING_NOT_MINE if the key is not the game's; SETTING_REFUSED (a
     * value out of range, not a number, not one of the key's words) leaves the block as it was. */
    SettingRead (*decode)(GameSettingsBlock *block, const char *key, const char *value);
    /* The game's key=value lines, each ending in a newline, in the file's order; false if they do
     * not fit. */
    bool (*encode)(const GameSettingsBlock *block, char *text, size_t size);
} GameSettingsCodec;

typedef struct {
    /* [SETTINGS_GAMES], by game kind: the registry's; NULL for a game that has no settings (it keeps
     * none, and is never remembered as the game chosen) */
    const GameSettingsCodec *const *codecs;
    int game; /* the game chosen on the title screen: its kind */
    int speed_index; /* index into settings_speeds */
    int volume; /* 0..100 */
    bool mute;
    LangId lang;
    bool fullscreen;
    bool practice; /* the human may take back a decision; such hands are not counted */
    int card_style; /* 0 en, 1 fr, 2 en-4c, 3 fr-4c */
    int renderer; /* RendererPref, used at the next start */
    bool no_sound_told; /* "no sound device" was said once: later starts say it in the sound row */
    bool guide_left; /* the window closed on a guided hand not finished (it is not kept): the next start says so */
    int text_size; /* the text's size in percent: one of settings_text_sizes (100 by default) */
    int window_w, window_h; /* the window's size when last left (points), 0 0: never left yet */
    GameSettingsBlock games[SETTINGS_GAMES]; /* each game's own, by kind */
} Settings;

/* The defaults, for a player whose system speaks lang: the app's, and each game's from its codec
 * (codecs: [SETTINGS_GAMES], by kind, kept in s). */
void settings_default(Settings *s, const GameSettingsCodec *const *codecs, LangId lang);

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

/* The file's order is a contract with every file written before: the first game's lines (the
 * file held one game alone once), the app's up to game=, every other game's, then practice=, then
 * the keys added since (an older build ignores them, and drops them when it writes the file). */

/* For the games' decoders: a whole decimal number in [lo, hi]; one AI level (0 to 3) a seat,
 * exactly count digits. *out is untouched when the value is refused. */
SettingRead settings_read_int(const char *value, int lo, int hi, int *out);
SettingRead settings_read_levels(const char *value, int count, int *out);
/* And for their encoders: the levels as settings_read_levels reads them (out: count + 1 chars). */
void settings_levels_text(const int *levels, int count, char *out);

/* One step of a setting: around lo..hi (a choice of two, the language, the rows of a screen), or
 * held in it (a stepper stops at its ends: s59's 16, the hands per game went from endless to 100
 * without a sign); a game's length (hands or deals, 0 endless) to the next of its usual values,
 * held between endless and the longest. */
int settings_cycle(int v, int d, int lo, int hi);
int settings_clamp(int v, int lo, int hi);
int settings_step_length(int length, int d);

/* The text sizes offered, in percent (100, 125, 150), and one step among them (held at the ends). */
enum { SETTINGS_TEXT_SIZES = 3 };
/* The window's size kept between starts: the least the table is laid out for, and a bound. */
enum { SETTINGS_WINDOW_MIN_W = 1024, SETTINGS_WINDOW_MIN_H = 640, SETTINGS_WINDOW_MAX = 16384 };
int settings_text_size_at(int index);
int settings_text_size_step(int percent, int d);

int settings_speed_count(void);
double settings_speed(const Settings *s); /* factor: 0 = no animation */
double settings_speed_at(int index);
const char *settings_card_style_dir(int style);
const char *settings_renderer_name(int renderer); /* the file's word: auto, software, accelerated */

#endif
