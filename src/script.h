/* Scripted input for tests: a small command file whose commands push real SDL
 * mouse and keyboard events at the positions of on-screen targets.
 *
 *   label NAME / goto NAME     jumps
 *   await                      wait until the human must act or a summary shows
 *   await notice               wait until the notice banner has something to tell
 *   if PHASE NAME              jump when the phase is the game's decision (its decision_name:
 *                              declare|answer|trump|play, or bid|curieuse|play) or summary|gameover
 *   ifdeal N NAME              jump when the deal shown is the N-th or a later one
 *   key NAME                   press and release a key (SDL key name: s, f, Return, ...), with
 *                              ctrl+ or shift+ before the name while they are held (ctrl+z, shift+Tab)
 *   keys NAME NAME ...         press them one after the other before the table's next frame
 *                              (a move and its take-back "at once", whatever the machine's pace)
 *   hold NAME                  press a key and keep it down (no release yet)
 *   repeat NAME                a key-down of a key held, as the system repeats it (repeat set)
 *   release NAME               release a key held
 *   click TARGET               click card:N | gap:N (between cards N and N+1) | playable | button:NAME |
 *                              notice:ok|keep|quit | foot:rules|last|log (the footer's buttons) |
 *                              pile:N (seat N's tricks) | xy:X,Y
 *                              (pixels) | log:deal | log:sheet | log:save | log:review | log:row:N (the N-th deal)
 *   tryclick TARGET            the same, skipped when the target is not on screen
 *   click pointer              a click where the pointer is, without moving it
 *   move TARGET                the pointer to the target, no click (a frame drawn before a click there)
 *   pad attach | detach        plug a virtual game controller in (SDL's virtual joystick), or out
 *   pad BUTTON                 press and release its button (SDL's names: a, b, x, y, back, start,
 *                              leftshoulder, rightshoulder, dpup, dpdown, dpleft, dpright)
 *   pad axis AXIS VALUE        move its axis (leftx, lefty, ...) to VALUE (-32768..32767)
 *   wait MS                    pause
 *   shot NAME                  save NAME.png (in the --screenshot folder) after the next frame
 *   quit                       stop (the program exits 0)
 */
#ifndef LAMOUCHE_SCRIPT_H
#define LAMOUCHE_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

struct App;
typedef struct Script Script;

/* The script in the file at path (a regular file of at most 1 MiB); NULL, and why in words, if it cannot be read. */
Script *script_load(const char *path, char *why, size_t why_size);
void script_free(Script *s);
/* Runs commands until one has to wait; false when the script has ended. */
bool script_step(Script *s, struct App *app, double now);
/* When the script acts next of its own accord (a wait, a person's glance), or 0
 * while it waits for the table to ask for something. */
double script_next_wake(const Script *s, double now);
/* Where the target named as in a click (card:N, button:NAME, notice:ok, ...) stands now, in pixels. */
bool script_target(struct App *app, const char *name, int *x, int *y);

#endif
