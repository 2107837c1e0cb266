/* Sound effects. Without an audio device the game is silent (one note on stderr). The
 * device is closed while nothing sounds (audio_idle) and opened again by the next sound. */
#ifndef LAMOUCHE_AUDIO_H
#define LAMOUCHE_AUDIO_H

#include <SDL_mixer.h>
#include <stdbool.h>

#include "child_probe.h"
#include "paths.h"
#include "wake_event.h" /* AUDIO_EVENT_DONE: a sound ended (the loop may call audio_idle); AUDIO_EVENT_PROBED */

typedef enum {
    SND_SHUFFLE = 0,
    SND_DEAL,
    SND_TURN,
    SND_PLAY,
    SND_GATHER,
    SND_CHIP,
    SND_POUR,
    SND_FLUSH,
    SND_MOUCHE,
    SND_CLICK,
    SND_COUNT
} SoundId;

/* SDL2_mixer's functions the game calls. The library is loaded by audio_start, after the first
 * frame, not linked: Debian's links ~15 others (fluidsynth, glib's objects, JACK, codecs), whose
 * loading and relocation cost every start ~19 M instructions (issue 45) before a sound is due. */
typedef struct {
    void *lib; /* SDL_LoadObject's handle (NULL: not loaded) */
    int (*open_audio_device)(int frequency, Uint16 format, int channels, int chunksize, const char *device,
                             int allowed_changes);
    int (*allocate_channels)(int numchans);
    void (*channel_finished)(void (*channel_finished)(int channel));
    void (*close_audio)(void);
    int (*halt_channel)(int channel);
    void (*free_chunk)(Mix_Chunk *chunk);
    int (*playing)(int channel);
    Mix_Chunk *(*load_wav_rw)(SDL_RWops *src, int freesrc);
    int (*volume_chunk)(Mix_Chunk *chunk, int volume);
    int (*play_channel_timed)(int channel, Mix_Chunk *chunk, int loops, int ticks);
} Mixer;

typedef struct {
    Mixer mix;
    bool started; /* audio_start was called */
    bool answered; /* the probe answered (or could not): the sounds are on or off for good */
    ChildWatch probe; /* waits for the probe's answer (thread NULL: none waits) */
    char answer[200]; /* its line: "1", or "0 why" */
    int queued; /* a sound asked for before the answer, + 1 (0: none): played when it comes */
    char data_dir[DIR_TEXT_MAX];
    bool ok; /* sounds can play (a device was found at the start) */
    bool open; /* the device is open now */
    Mix_Chunk *chunk[SND_COUNT]; /* read when first played (NULL before) */
    bool tried[SND_COUNT]; /* its file was read (or could not be) */
    int volume; /* 0..100 */
    bool mute;
} Audio;

/* Silent until the probe answers: audio_start asks, after the first frame, whether a device opens;
 * SDL2_mixer is loaded and the device opened when it does, each sound read when first played. */
void audio_init(Audio *a, const char *data_dir);
/* True if the answer is in (ok says whether sounds play); false if it is awaited: an
 * AUDIO_EVENT_PROBED then comes, on which the loop calls audio_answered. A program that calls
 * audio_start answers --probe-audio with audio_probe_main (the probe is this program run again). */
bool audio_start(Audio *a);
/* Takes the probe's answer (on AUDIO_EVENT_PROBED): loads the mixer and opens the device, or not. */
void audio_answered(Audio *a);
void audio_free(Audio *a);
void audio_set(Audio *a, int volume, bool mute);
void audio_play(Audio *a, SoundId id);
/* The sound's file, assets/sounds/NAME.wav, by its name ("" for no sound). */
const char *audio_sound_name(SoundId id);
/* lamouche --probe-audio: prints "1" if a device opens in the sounds' format, else "0 <why>", and
 * exits (run by audio_start in a child process). */
int audio_probe_main(void);
/* Closes the device if no sound plays: call before sleeping with nothing to wait for. */
void audio_idle(Audio *a);

#endif
