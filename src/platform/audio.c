/* Sound effects through SDL_mixer. */
#include "audio.h"
#include "paths.h"

#include <SDL.h>

#include <stdio.h>

static const char *const names[SND_COUNT] = { "shuffle", "deal", "turn",  "play",   "gather",
                                              "chip",    "pour", "flush", "mouche", "click" };

void audio_init(Audio *a, const char *data_dir)
{
    SDL_memset(a, 0, sizeof *a);
    a->volume = 70;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 || Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        fprintf(stderr, "lamouche: no audio device (%s); playing silently.\n", SDL_GetError());
        return;
    }
    a->ok = true;
    Mix_AllocateChannels(16);
    for (int i = 0; i < SND_COUNT; i++) {
        char path[PATH_TEXT_MAX];
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", data_dir, names[i]);
        a->chunk[i] = Mix_LoadWAV(path);
    }
}

void audio_free(Audio *a)
{
    if (!a->ok)
        return;
    Mix_HaltChannel(-1);
    for (int i = 0; i < SND_COUNT; i++)
        if (a->chunk[i])
            Mix_FreeChunk(a->chunk[i]);
    Mix_CloseAudio();
    a->ok = false;
}

void audio_set(Audio *a, int volume, bool mute)
{
    a->volume = volume;
    a->mute = mute;
}

void audio_play(Audio *a, SoundId id)
{
    if (!a->ok || a->mute || !a->chunk[id])
        return;
    Mix_VolumeChunk(a->chunk[id], a->volume * MIX_MAX_VOLUME / 100);
    Mix_PlayChannel(-1, a->chunk[id], 0);
}
