/* Sound effects. Without an audio device the game is silent (one note on stderr). */
#ifndef LAMOUCHE_AUDIO_H
#define LAMOUCHE_AUDIO_H

#include <SDL_mixer.h>
#include <stdbool.h>

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

typedef struct {
    bool ok;
    Mix_Chunk *chunk[SND_COUNT];
    int volume; /* 0..100 */
    bool mute;
} Audio;

void audio_init(Audio *a, const char *data_dir);
void audio_free(Audio *a);
void audio_set(Audio *a, int volume, bool mute);
void audio_play(Audio *a, SoundId id);

#endif
