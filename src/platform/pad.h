/* The game controller: its buttons turned into the keys the app already answers (one table,
 * pad.c), controllers opened and closed as they come and go, and a wait for events that reads
 * them without SDL's polling. No key logic here: a controller's press reaches the scenes as the
 * key it stands for. */
#ifndef LAMOUCHE_PAD_H
#define LAMOUCHE_PAD_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"

enum { PAD_MAX = 4 };

typedef struct Pad {
    bool ok; /* SDL's game controller subsystem started */
    SDL_GameController *open[PAD_MAX];
    int n;
    Uint32 last_read; /* SDL ticks when the controllers were last read */
    bool shown; /* the last input came from a controller: its buttons' names are shown, not keys */
    int stick_x, stick_y; /* the left stick's direction held past the dead zone: -1, 0, 1 */
} Pad;

/* What a controller's event means for the app. */
typedef enum {
    PAD_IGNORED, /* nothing (a button without a use, a release, the stick within its dead zone) */
    PAD_KEY, /* the key *key, pressed */
    PAD_ADDED, /* a controller came (its name in name) */
    PAD_REMOVED /* a controller went */
} PadEvent;

/* Before SDL_Init: the controllers are read by pad_wait_event, not at each of SDL's event pumps
 * (with a controller plugged in, SDL's own wait would wake every millisecond). */
void pad_hints(void);
/* After SDL_Init: the game controller subsystem (false, and why on stderr, if it cannot start:
 * the game is played with the keyboard and mouse). The controllers present come as PAD_ADDED. */
bool pad_start(Pad *p);
void pad_stop(Pad *p);
/* A controller's event: what it means (key: the key a button stands for; name: the controller's
 * name for PAD_ADDED and PAD_REMOVED). Events of other kinds: PAD_IGNORED. */
PadEvent pad_event(Pad *p, const SDL_Event *e, SDL_Keycode *key, char *name, size_t name_size);
/* SDL_WaitEventTimeout (timeout_ms < 0: no end) that reads the controllers every PAD_READ_MS
 * while one is open, every PAD_LOOK_MS while none is (one plugged in is seen then). */
int pad_wait_event(Pad *p, SDL_Event *e, int timeout_ms);
/* What a controller's player reads instead of a string that names keys (S_FOOT_LOG: S_FOOT_LOG_PAD,
 * the buttons pad_event turns into those keys); a string without such a twin is itself. */
StrId pad_twin(StrId keys);

/* How often the controllers are read: a press is seen within this, and a waiting game wakes no more. */
enum { PAD_READ_MS = 40, PAD_LOOK_MS = 1000 };
/* The stick's dead zone and the point past which it is a d-pad press (of 32767). */
enum { PAD_DEAD_ZONE = 12000, PAD_STICK_PRESS = 20000 };

#endif
