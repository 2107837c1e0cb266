/* Sound effects through SDL_mixer (loaded after the first frame, where a device opens), each read
 * when first played. The device is open only while sounds play: while nothing sounds (a person
 * thinking) it is closed, with the audio subsystem, so that no audio thread wakes the process
 * (SDL's mixing thread runs even when paused, and a driver may poll for devices); the next sound
 * opens it again. */
#include "audio.h"
#include "child_probe.h"
#include "paths.h"

#include <SDL.h>

#include <stdio.h>
#include <string.h>

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

#if defined(_WIN32)
#define MIXER_LIBRARY "SDL2_mixer.dll"
#elif defined(__APPLE__)
#define MIXER_LIBRARY "libSDL2_mixer-2.0.0.dylib"
#else
#define MIXER_LIBRARY "libSDL2_mixer-2.0.so.0"
#endif

/* SDL2_mixer and its functions; false (SDL's error set) if the library or one of them is missing. */
static bool load_mixer(Mixer *m)
{
    m->lib = SDL_LoadObject(MIXER_LIBRARY);
    if (!m->lib)
        return false;
    /* (each function pointer from a void *: the one way dlsym's answer can be used) */
    const struct {
        void *slot;
        const char *name;
    } want[] = {
        { &m->open_audio_device, "Mix_OpenAudioDevice" },
        { &m->allocate_channels, "Mix_AllocateChannels" },
        { &m->channel_finished, "Mix_ChannelFinished" },
        { &m->close_audio, "Mix_CloseAudio" },
        { &m->halt_channel, "Mix_HaltChannel" },
        { &m->free_chunk, "Mix_FreeChunk" },
        { &m->playing, "Mix_Playing" },
        { &m->load_wav_rw, "Mix_LoadWAV_RW" },
        { &m->volume_chunk, "Mix_VolumeChunk" },
        { &m->play_channel_timed, "Mix_PlayChannelTimed" },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        void *f = SDL_LoadFunction(m->lib, want[i].name);
        if (!f) {
            SDL_UnloadObject(m->lib);
            SDL_memset(m, 0, sizeof *m);
            return false;
        }
        SDL_memcpy(want[i].slot, &f, sizeof f);
    }
    return true;
}

/* The device in the one format the chunks were converted to (no changes allowed:
 * SDL converts if the device differs, so the chunks stay valid across reopenings): the
 * sounds' own (assets/sounds: mono, 16 bits, 44.1 kHz), so a chunk is its file's samples
 * as they are, not a stereo copy twice their size; SDL spreads mono to the speakers. */
static bool open_device(const Mixer *m)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return false;
    if (m->open_audio_device(44100, AUDIO_S16SYS, 1, 1024, NULL, 0) != 0) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    m->allocate_channels(16);
    m->channel_finished(on_channel_done);
    return true;
}

/* Whether a device opens in the sounds' format (as open_device asks SDL2_mixer to), tried with SDL
 * alone and closed again; why not in why. */
static bool device_opens(char *why, size_t size)
{
    bool opens = false;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) {
        const SDL_AudioSpec want = { .freq = 44100, .format = AUDIO_S16SYS, .channels = 1, .samples = 1024 };
        SDL_AudioSpec have;
        const SDL_AudioDeviceID dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
        if (dev)
            SDL_CloseAudioDevice(dev);
        opens = dev != 0;
    }
    snprintf(why, size, "%s", opens ? "" : SDL_GetError());
    if (SDL_WasInit(SDL_INIT_AUDIO))
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return opens;
}

int audio_probe_main(void)
{
    char why[160];
    const bool opens = device_opens(why, sizeof why);
    why[strcspn(why, "\r\n")] = '\0';
    printf("%d %s\n", opens, why);
    SDL_Quit();
    return 0;
}

/* The probe's answer (on the watch's thread): kept, and the loop woken to act on it. */
static void heard_device(const char *line, void *context)
{
    Audio *a = context;
    snprintf(a->answer, sizeof a->answer, "%s", line);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_USEREVENT;
    e.user.code = AUDIO_EVENT_PROBED;
    SDL_PushEvent(&e);
}

static void close_device(const Mixer *m)
{
    m->close_audio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void audio_init(Audio *a, const char *data_dir)
{
    SDL_memset(a, 0, sizeof *a);
    a->volume = 70;
    snprintf(a->data_dir, sizeof a->data_dir, "%s", data_dir);
}

/* Loads SDL2_mixer and opens the device, once the probe said a device opens (why not: why). */
static void start_mixer(Audio *a, bool device_there, const char *why)
{
    if (!device_there) { /* SDL2_mixer is not loaded for nothing: its libraries are ~2.3 MB resident */
        fprintf(stderr, "lamouche: no audio device (%s); playing silently.\n", why);
        return;
    }
    if (!load_mixer(&a->mix)) {
        fprintf(stderr, "lamouche: no sound: %s cannot be loaded (%s); playing silently.\n", MIXER_LIBRARY,
                SDL_GetError());
        return;
    }
    if (!open_device(&a->mix)) {
        fprintf(stderr, "lamouche: no audio device (%s); playing silently.\n", SDL_GetError());
        return;
    }
    a->ok = true;
    a->open = true;
    if (a->queued > 0)
        audio_play(a, (SoundId)(a->queued - 1));
    a->queued = 0;
}

/* Whether a device opens is asked of a child process (lamouche --probe-audio) while the game goes
 * on: the sound server's libraries SDL sets up to ask (PulseAudio's, ALSA's configuration: ~0.9 MB
 * resident, issue 45) then stay out of a game that will play no sound, and the window is not held
 * up by a server that is slow to answer. Where no child can be started, asked here at once. */
bool audio_start(Audio *a)
{
    if (a->started)
        return true;
    a->started = true;
    ChildProbe child;
    if (child_probe_start(&child, "--probe-audio") && child_watch_start(&a->probe, &child, heard_device, a))
        return false;
    char why[160];
    start_mixer(a, device_opens(why, sizeof why), why);
    a->answered = true;
    return true;
}

void audio_answered(Audio *a)
{
    if (a->answered || !a->started)
        return;
    child_watch_end(&a->probe);
    a->answered = true;
    /* "1", or "0 why"; nothing if the child died or hung */
    const bool there = a->answer[0] == '1';
    const char *why = a->answer[0] == '0' ? a->answer + 1 + (a->answer[1] == ' ') : "the sound device did not answer";
    start_mixer(a, there, why);
}

/* A sound is read from its file when first played, not at the start: a hand may never
 * play some (a flush, a mouche), and none is held before it is due. Tried once. */
static Mix_Chunk *chunk_of(Audio *a, SoundId id)
{
    if (!a->chunk[id] && !a->tried[id]) {
        a->tried[id] = true;
        char path[PATH_TEXT_MAX];
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", a->data_dir, names[id]);
        a->chunk[id] = a->mix.load_wav_rw(SDL_RWFromFile(path, "rb"), 1);
    }
    return a->chunk[id];
}

void audio_free(Audio *a)
{
    child_watch_end(&a->probe);
    if (a->ok) {
        if (a->open)
            a->mix.halt_channel(-1);
        for (int i = 0; i < SND_COUNT; i++)
            if (a->chunk[i])
                a->mix.free_chunk(a->chunk[i]);
        SDL_memset(a->chunk, 0, sizeof a->chunk);
        if (a->open)
            close_device(&a->mix);
    }
    a->ok = false;
    a->open = false;
    /* SDL2_mixer stays loaded to the process's end: the libraries it brings (glib's, the codecs')
     * keep state from their initialisers that an unload would tear away under whatever still
     * points into it (a loaded again library comes back as the same handle) */
    SDL_memset(&a->mix, 0, sizeof a->mix);
}

void audio_set(Audio *a, int volume, bool mute)
{
    a->volume = volume;
    a->mute = mute;
}

void audio_idle(Audio *a)
{
    if (!a->ok || !a->open || a->mix.playing(-1) > 0)
        return;
    close_device(&a->mix);
    a->open = false;
}

void audio_play(Audio *a, SoundId id)
{
    if (!a->answered) {
        a->queued = (int)id + 1;
        return;
    }
    if (!a->ok || a->mute)
        return;
    if (!a->open) {
        if (!open_device(&a->mix)) {
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
    a->mix.volume_chunk(chunk, a->volume * MIX_MAX_VOLUME / 100);
    a->mix.play_channel_timed(-1, chunk, 0, -1);
}
