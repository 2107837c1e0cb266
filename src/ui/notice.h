/* The one place in the window for what went wrong: a banner at the top of
 * the window (clear of the player's cards and decision buttons, which sit in
 * the lower half), in both games and on every screen. It says what happened
 * and what it means for the player, and stays until the player dismisses it.
 * A question that would lose the player something (quit with unsaved progress, a new
 * game over the one in progress) is asked there too. */
#ifndef LAMOUCHE_NOTICE_H
#define LAMOUCHE_NOTICE_H

#include <SDL.h>
#include <stdbool.h>

#include "i18n.h"
#include "ui.h"

struct App;

/* Room to compose a notice, and what a notice keeps of it: all of it (a reason is never cut;
 * a path in it is shortened in the middle to NOTICE_PATH_MAX bytes, notice_path). */
enum { NOTICE_PATH_MAX = 104, NOTICE_DRAFT_MAX = 1800, NOTICE_TEXT_MAX = NOTICE_DRAFT_MAX };

typedef enum {
    NOTE_SAVE_DAMAGED,
    NOTE_SAVE_FAILED,
    NOTE_STATS_DAMAGED,
    NOTE_STATS_FAILED,
    NOTE_SETTINGS_BAD,
    NOTE_SETTINGS_FAILED,
    NOTE_NO_SOUND,
    NOTE_REPLAY_BAD,
    NOTE_FOLDER_BUSY,
    NOTE_MOVED, /* the files of an earlier version's folder moved to their folders now */
    NOTE_LANG_UNREAD, /* the chosen language's catalogue is missing or damaged: English shown */
    NOTE_PAD, /* a game controller connected or removed */
    NOTE_GUIDE_LEFT, /* the guided hand was not kept when the window last closed */
    NOTE_KINDS
} NoticeKind;

/* What the question's second answer does; the first keeps things as they are. */
typedef void (*NoticeAnswer)(struct App *app);

/* A question: its text, its two buttons, and what the second does. */
typedef struct {
    const char *text;
    StrId keep, go; /* the buttons' words: "Keep playing", "Quit and lose it" */
    int go_key; /* the second button's key (Escape is the first's) */
    NoticeAnswer answer;
    NoticeAnswer keep_answer; /* what the first does besides closing the question; may be NULL */
} NoticeQuestion;

typedef struct {
    char text[NOTE_KINDS][NOTICE_TEXT_MAX]; /* "": nothing of that kind to tell */
    unsigned dismissed; /* kinds dismissed while their fault lasts: not told again */
    bool asking; /* the question below is asked: every key and click is its own */
    char question[NOTICE_TEXT_MAX];
    StrId keep, go;
    int go_key;
    NoticeAnswer answer, keep_answer;
    ButtonRow buttons; /* OK, or the question's two (laid out by the last draw) */
    SDL_Rect box; /* where the last frame showed it */
    bool logged; /* its place printed since the last change (tests) */
} Notice;

/* A path as a notice shows it: whole if short, else its beginning and its end (the file's
 * name) with "…" between them, at most NOTICE_PATH_MAX bytes, never inside a character. Returns out. */
const char *notice_path(const char *path, char *out, size_t size);
/* Tells the player (replacing what this kind said before), unless the player
 * dismissed this kind and it has not been withdrawn since. Also on stderr. */
void notice_post(struct App *app, NoticeKind kind, const char *text);
/* No sound device: told in the banner at the machine's first start only (remembered in the
 * settings), on stderr at every start. */
void notice_no_sound(struct App *app);
/* The fault is over (a save went through): its notice goes, and may come back. */
void notice_withdraw(struct App *app, NoticeKind kind);
bool notice_shown(const struct App *app);
/* Asks the question (its text says what would be lost). */
void notice_ask(struct App *app, const NoticeQuestion *q);
/* The question asked is this one (the answer it would carry out). */
bool notice_asking(const struct App *app, NoticeAnswer answer);
/* Over the frame drawn, the last thing drawn. */
void notice_draw(struct App *app);
/* The banner drawn dry (draw_probe.h): its texts made now, in a pass that has the time, so
 * that the frame that first shows it only draws them (~4 ms at 1920x1080 otherwise). */
void notice_prepare(struct App *app);
/* Clicks on the notice (and every key or click while a question is asked) are
 * its own: true if the event was used. */
bool notice_event(struct App *app, const SDL_Event *e);
/* Centre of "notice:ok", or of a question's "notice:keep" or "notice:go" (scripts). */
bool notice_target(const struct App *app, const char *name, int *x, int *y);

#endif
