/* A probe run in a child process: this program started again with one argument, its answer
 * one line on its standard output. What the probe loads (a GL driver, the sound server's
 * libraries) stays in the child and leaves with it. */
#ifndef LAMOUCHE_CHILD_PROBE_H
#define LAMOUCHE_CHILD_PROBE_H

#include <SDL.h>

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    int pid, fd; /* -1 when no child runs */
} ChildProbe;

/* Starts "this program ARG" (false, pid and fd -1, where no child can be started: the caller
 * probes in its own process). */
bool child_probe_start(ChildProbe *child, const char *arg);
/* The child's first line, without its newline, read within timeout_ms ("" if none: a probe that
 * hangs must not hang the game); a byte on stop_fd (>= 0) ends the wait at once. The child is
 * then stopped. */
void child_probe_read(ChildProbe *child, int stop_fd, int timeout_ms, char *out, size_t size);
/* Stops the child if it runs and closes its pipe (a no-op when none runs). */
void child_probe_stop(ChildProbe *child);

/* A thread that waits for a running child's line while the game goes on, and hands it to heard
 * (called on that thread; "" if the child said nothing within 5 s or the watch was ended). */
typedef struct {
    ChildProbe child; /* the watch's own: the caller's is handed over */
    SDL_Thread *thread; /* NULL when no watch runs */
    int stop_fd, stop_read; /* a pipe: a byte written ends the wait */
    void (*heard)(const char *line, void *context);
    void *context;
} ChildWatch;

/* Takes *child (left with pid and fd -1) into a watch; false if none can be started (the child
 * is then stopped and heard is not called). */
bool child_watch_start(ChildWatch *watch, ChildProbe *child, void (*heard)(const char *line, void *context),
                       void *context);
/* Ends the wait if it goes on (heard then hears "") and joins the thread: a no-op when none runs. */
void child_watch_end(ChildWatch *watch);

#endif
