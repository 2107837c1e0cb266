/* Sound effects. Without an audio device the game is silent (one note on stderr). The
 * device is closed while nothing sounds (audio_idle) and opened again by the next sound. */
#ifndef LAMOUCHE_AUDIO_H
#define LAMOUCHE_AUDIO_H

#include <SDL_mixer.h>
#include <stdbool.h>

#include "paths.h"
#include "wake_event.h" /* AUDIO_EVENT_DONE: pushed when a sound ends (the loop may then call audio_idle) */

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
    int queued; /* a sound asked for before the start, + 1 (0: none): played by audio_start */
    char data_dir[DIR_TEXT_MAX];
    bool ok; /* sounds can play (a device was found at the start) */
    bool open; /* the device is open now */
    Mix_Chunk *chunk[SND_COUNT]; /* read when first played (NULL before) */
    bool tried[SND_COUNT]; /* its file was read (or could not be) */
    int volume; /* 0..100 */
    bool mute;
} Audio;

/* Silent until audio_start: SDL2_mixer is loaded and the device opened after the first frame, each
 * sound read when first played. */
void audio_init(Audio *a, const char *data_dir);
void audio_start(Audio *a);
void audio_free(Audio *a);
void audio_set(Audio *a, int volume, bool mute);
void audio_play(Audio *a, SoundId id);
/* The sound's file, assets/sounds/NAME.wav, by its name ("" for no sound). */
const char *audio_sound_name(SoundId id);
/* Closes the device if no sound plays: call before sleeping with nothing to wait for. */
void audio_idle(Audio *a);

#endif
