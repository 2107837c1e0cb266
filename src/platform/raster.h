/* Pictures rasterized from their files on a worker thread, so that making the table's card
 * pictures ahead (a card at the hand's size: 15-20 ms from its SVG) never holds up a frame.
 * The thread makes SDL surfaces only; the textures are made on the main thread, which the
 * thread wakes with an SDL_USEREVENT (user.code RASTER_EVENT_DONE) when a picture is ready. */
#ifndef LAMOUCHE_RASTER_H
#define LAMOUCHE_RASTER_H

#include <SDL.h>
#include <stdbool.h>

#include "paths.h"
#include "wake_event.h" /* RASTER_EVENT_DONE */

enum { RASTER_JOBS = 3, RASTER_PATH_MAX = 128 };

typedef enum { JOB_FREE, JOB_ASKED, JOB_MAKING, JOB_DONE } RasterJobState;

typedef struct {
    char path[RASTER_PATH_MAX]; /* relative to the data folder */
    int w, h;
    SDL_Surface *surface; /* when done: the picture (NULL: unreadable), owned by the job */
    double ms; /* when done: the thread's CPU time it took */
    RasterJobState state;
} RasterJob;

typedef struct {
    SDL_Thread *thread; /* NULL: no thread (none could be made): nothing is asked */
    SDL_mutex *lock;
    SDL_cond *wake;
    bool quit;
    char data_dir[DIR_TEXT_MAX];
    Uint32 opaque_format;
    RasterJob job[RASTER_JOBS];
    double cpu_ms; /* the thread's CPU time spent rasterizing (--bench) */
} Raster;

/* The picture relpath (SVG at w x h, other formats as they are), converted to opaque_format
 * if it has no alpha: the same on any thread. NULL if it cannot be read. */
SDL_Surface *raster_load(const char *data_dir, const char *relpath, int w, int h, Uint32 opaque_format);

/* Starts the thread; false (and no thread) if it cannot be started. */
bool raster_start(Raster *r, const char *data_dir, Uint32 opaque_format);
/* Stops the thread (a picture being made is finished first) and frees every job. */
void raster_stop(Raster *r);
/* Asks for a picture: true if it is asked now or was already; false when every job is taken. */
bool raster_ask(Raster *r, const char *relpath, int w, int h);
/* Whether that picture is asked and not yet taken. */
bool raster_asked(Raster *r, const char *relpath, int w, int h);
/* Jobs asked, being made or done and not yet taken. */
int raster_busy(Raster *r);
/* Whether a picture is done and not yet taken. */
bool raster_ready(Raster *r);
/* A finished picture, moved to out (the caller owns out->surface); false if none is done. */
bool raster_take(Raster *r, RasterJob *out);

#endif
