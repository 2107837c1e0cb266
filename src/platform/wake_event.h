/* The codes of the SDL_USEREVENTs the app pushes to wake its loop, in one place: each pusher has
 * its own, and the loop tells them apart with a switch on them (a code given twice is a compile
 * error there: duplicate case values). Code 0 is nobody's. The values spell their pusher in ASCII. */
#ifndef LAMOUCHE_WAKE_EVENT_H
#define LAMOUCHE_WAKE_EVENT_H

typedef enum {
    AUDIO_EVENT_DONE = 0x41554449, /* "AUDI": a sound ended (audio.c's channel callback) */
    AUDIO_EVENT_PROBED = 0x41555052, /* "AUPR": the sound device's probe answered (audio.c's watch) */
    RASTER_EVENT_DONE = 0x52415354, /* "RAST": a card picture is made (raster.c's worker) */
    BENCH_EVENT_IDLE = 0x49444c45, /* "IDLE": --bench's idle measurement is over (its 2 s timer) */
    BENCH_EVENT_RESIZE = 0x5253495a, /* "RSIZ": --bench's resize waited 5 s (a refused size sends nothing) */
} WakeEvent;

#endif
