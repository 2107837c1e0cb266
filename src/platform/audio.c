/* Sound effects through SDL_mixer, each read when first played. The device is open only while sounds play: while
 * nothing sounds (a person thinking) it is closed, with the audio subsystem, so that no
 * audio thread wakes the process (SDL's mixing thread runs even when paused, and a
 * driver may poll for devices); the next sound opens it again. */
#include "audio.h"
#include "paths.h"

#include <SDL.h>

#include <stdio.h>

static const char *const names[SND_COUNT] = { "shuffle", "deal", "turn",  "play",   "gather",
                                              "chip",    "pour", "flush", "mouche", "click" };

const char *audio_sound_name(SoundId id) { return id >= 0 && id < SND_COUNT ? names[id] : ""; }

/* Called on the audio thread when a channel ends: wakes the main loop, which may
 * then close the device (it cannot be closed from its own thread). */
static void on_channel_done(int channel)
{
    (void)channel;
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_USEREVENT;
    e.user.code = AUDIO_EVENT_DONE;
    SDL_PushEvent(&e);
}

/* The device in the one format the chunks were converted to (no changes allowed:
 * SDL converts if the device differs, so the chunks stay valid across reopenings): the
 * sounds' own (assets/sounds: mono, 16 bits, 44.1 kHz), so a chunk is its file's samples
 * as they are, not a stereo copy twice their size; SDL spreads mono to the speakers. */
static bool open_device(void)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return false;
    if (Mix_OpenAudioDevice(44100, AUDIO_S16SYS, 1, 1024, NULL, 0) != 0) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    Mix_AllocateChannels(16);
    Mix_ChannelFinished(on_channel_done);
    return true;
}

static void close_device(void)
{
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void audio_init(Audio *a, const char *data_dir)
{
    SDL_memset(a, 0, sizeof *a);
    a->volume = 70;
    snprintf(a->data_dir, sizeof a->data_dir, "%s", data_dir);
}

void audio_start(Audio *a)
{
    if (a->started)
        return;
    a->started = true;
    if (!open_device()) {
        fprintf(stderr, "lamouche: no audio device (%s); playing silently.\n", SDL_GetError());
        return;
    }
    a->ok = true;
    a->open = true;
    if (a->queued > 0)
        audio_play(a, (SoundId)(a->queued - 1));
    a->queued = 0;
}

/* A sound is read from its file when first played, not at the start: a hand may never
 * play some (a flush, a mouche), and none is held before it is due. Tried once. */
static Mix_Chunk *chunk_of(Audio *a, SoundId id)
{
    if (!a->chunk[id] && !a->tried[id]) {
        a->tried[id] = true;
        char path[PATH_TEXT_MAX];
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", a->data_dir, names[id]);
        a->chunk[id] = Mix_LoadWAV(path);
    }
    return a->chunk[id];
}

void audio_free(Audio *a)
{
    if (!a->ok)
        return;
    if (a->open)
        Mix_HaltChannel(-1);
    for (int i = 0; i < SND_COUNT; i++)
        if (a->chunk[i])
            Mix_FreeChunk(a->chunk[i]);
    if (a->open)
        close_device();
    a->ok = false;
    a->open = false;
}

void audio_set(Audio *a, int volume, bool mute)
{
    a->volume = volume;
    a->mute = mute;
}

void audio_idle(Audio *a)
{
    if (!a->ok || !a->open || Mix_Playing(-1) > 0)
        return;
    close_device();
    a->open = false;
}

void audio_play(Audio *a, SoundId id)
{
    if (!a->started) {
        a->queued = (int)id + 1;
        return;
    }
    if (!a->ok || a->mute)
        return;
    if (!a->open) {
        if (!open_device()) {
            /* gone since the start (unplugged, taken): silent from now on, said once */
            fprintf(stderr, "lamouche: the audio device cannot be opened again (%s); playing silently.\n",
                    SDL_GetError());
            audio_free(a);
            return;
        }
        a->open = true;
    }
    Mix_Chunk *chunk = chunk_of(a, id);
    if (!chunk)
        return;
    Mix_VolumeChunk(chunk, a->volume * MIX_MAX_VOLUME / 100);
    Mix_PlayChannel(-1, chunk, 0);
}
