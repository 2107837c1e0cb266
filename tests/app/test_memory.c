/* What the pictures, fonts and sounds hold stays bounded (issue 45):
 *  - fonts: at most FONTS_OPEN_MAX sizes open; when full, the least recently used size is closed,
 *    not the oldest (a size drawn every frame stays open), and a closed size draws the same again;
 *  - pictures: after a resize (art_mark_stale), a picture's earlier sizes go as soon as it is made
 *    at a new size, so the old window's pictures and the new never all live at once; a picture not
 *    made again yet keeps its old size as a placeholder;
 *  - pictures made ahead: at a size whose faces are made when asked for (the human's hand), only
 *    the backs are made ahead; a face is made once a frame asks for it (drawn from another size
 *    meanwhile) or asked for ahead (art_ask_card: a card that will turn face up on its way), and
 *    at most ART_ASKED_FACES_KEPT of them are kept, the least used let go;
 *  - sounds: none is read at the start; each is read when first played, and its chunk holds its
 *    file's samples as they are (mono), not a stereo copy of them;
 *  - measures: a string measured again at the same size is not shaped again, and fitting a string
 *    to a width finds what stepping down one size at a time finds, measuring a few sizes only.
 * Usage: test_memory SOURCE_DIR (its fonts/ and assets/). No window: a software renderer, the dummy
 * audio driver. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "audio.h"
#include "render_cards.h"
#include "text.h"
#include "app_check.h"

/* Fonts open at once, at most: each holds ~200-250 KB (FreeType's face, HarfBuzz's tables, glyphs). */
enum { FONTS_OPEN_MAX = 6 };

static bool font_open(const TextCache *tc, FontId font, int px)
{
    for (int i = 0; i < tc->nfonts; i++)
        if (tc->fonts[i].font == font && tc->fonts[i].px == px)
            return true;
    return false;
}

/* The pixels of a string as drawn (malloc'd, w*h ARGB), or NULL. */
static Uint32 *string_pixels(SDL_Renderer *r, TextCache *tc, int px, const char *s, int *w, int *h)
{
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    *w = text_draw(tc, FONT_SERIF, px, s, (SDL_Color){ 255, 255, 255, 255 }, 0, 0, ALIGN_LEFT, 0);
    *h = px * 2;
    if (*w <= 0)
        return NULL;
    Uint32 *pixels = malloc((size_t)*w * (size_t)*h * sizeof *pixels);
    if (pixels && SDL_RenderReadPixels(r, &(SDL_Rect){ 0, 0, *w, *h }, SDL_PIXELFORMAT_ARGB8888, pixels, *w * 4) != 0) {
        free(pixels);
        return NULL;
    }
    return pixels;
}

static void check_fonts(SDL_Renderer *r, TextCache *tc)
{
    int w0, h0;
    Uint32 *before = string_pixels(r, tc, 30, "Mouche", &w0, &h0);
    CHECK(before != NULL, "the string could not be drawn");
    /* many sizes, one after the other, with size 20 drawn between each (as a frame's labels) */
    const int sizes = TEXT_FONT_SLOTS * 2;
    for (int i = 0; i < sizes; i++) {
        char s[32];
        snprintf(s, sizeof s, "size %d", 40 + i);
        text_draw(tc, FONT_SANS, 20, s, (SDL_Color){ 255, 255, 255, 255 }, 0, 0, ALIGN_LEFT, 0);
        text_draw(tc, FONT_SANS, 40 + i, s, (SDL_Color){ 255, 255, 255, 255 }, 0, 0, ALIGN_LEFT, 0);
        CHECK(tc->nfonts <= FONTS_OPEN_MAX, "%d fonts open, more than %d", tc->nfonts, FONTS_OPEN_MAX);
        CHECK(font_open(tc, FONT_SANS, 20), "the size used with every string was closed (after %d sizes)", i + 1);
    }
    CHECK(!font_open(tc, FONT_SERIF, 30), "a size unused since %d others were opened is still open", sizes);
    text_clear(tc); /* the string made again, with the font opened again */
    int w1, h1;
    Uint32 *after = string_pixels(r, tc, 30, "Mouche", &w1, &h1);
    CHECK(after && w1 == w0 && h1 == h0 && memcmp(before, after, (size_t)w0 * (size_t)h0 * 4) == 0,
          "a font closed and opened again draws the string differently");
    free(before);
    free(after);
}

static int sizes_of(const CardArt *art, const char *path, int *stale)
{
    int n = 0;
    *stale = 0;
    for (int i = 0; i < ART_SLOTS; i++)
        if (art->entries[i].tex && strcmp(art->entries[i].path, path) == 0) {
            n++;
            *stale += art->entries[i].stale;
        }
    return n;
}

static void check_pictures(CardArt *art)
{
    const char *ace = "assets/cards/en/AS.svg", *king = "assets/cards/en/KS.svg";
    art_frame_begin(art, -1);
    CHECK(art_get(art, ace, 140, 200, false) && art_get(art, king, 140, 200, false), "the cards' pictures");
    CHECK(art_get(art, ace, 70, 100, false) != NULL, "the ace, smaller");
    art_mark_stale(art); /* the window resized */
    int stale;
    CHECK(art_get(art, ace, 112, 160, false) != NULL, "the ace at the new size");
    const int aces = sizes_of(art, ace, &stale);
    CHECK(aces == 1 && stale == 0, "the ace made at the new size: %d sizes of it kept (%d of the old window's)", aces,
          stale);
    const int kings = sizes_of(art, king, &stale);
    CHECK(kings == 1 && stale == 1, "the king not made again yet: its old size is gone (%d kept, %d old)", kings,
          stale);
    CHECK(art_get(art, king, 112, 160, true) != NULL, "the king drawn from a placeholder meanwhile");
}

/* Pictures made ahead until none is left, the worker thread's waited for by its event. */
static void warm_all(CardArt *art, ArtWarm *warm)
{
    bool wants_done = false;
    SDL_Event e;
    for (int pass = 0; pass < 100000 && art_warm_step(art, warm, 8, &wants_done); pass++)
        if (art_warm_waiting(art))
            SDL_WaitEventTimeout(&e, 1000); /* the worker's RASTER_EVENT_DONE, taken off the queue */
}

static bool cached_at(const CardArt *art, const char *path, int w, int h)
{
    for (int i = 0; i < ART_SLOTS; i++) {
        const ArtEntry *e = &art->entries[i];
        if (e->tex && e->w == w && e->h == h && strcmp(e->path, path) == 0)
            return true;
    }
    return false;
}

static int faces_at(const CardArt *art, int w, int h)
{
    int n = 0;
    for (int i = 0; i < ART_SLOTS; i++) {
        const ArtEntry *e = &art->entries[i];
        n += e->tex && e->w == w && e->h == h && strstr(e->path, "/back-") == NULL;
    }
    return n;
}

static void check_faces_asked(CardArt *art)
{
    art_clear(art);
    enum { HAND_W = 90, HAND_H = 126, MID_W = 50, MID_H = 70, CARDS = ART_ASKED_FACES_KEPT + 4 };
    MoucheCardSet deck = 0;
    MoucheCard card[CARDS];
    for (int i = 0; i < CARDS; i++) {
        card[i] = (MoucheCard)i;
        deck |= mouche_bit(card[i]);
    }
    const int sizes[2][2] = { { HAND_W, HAND_H }, { MID_W, MID_H } };
    ArtWarm warm;
    art_warm_begin(&warm, deck, sizes, 2, 1u << 0);
    warm_all(art, &warm);
    CHECK(faces_at(art, MID_W, MID_H) == CARDS, "the trick's size: %d faces made ahead, not %d",
          faces_at(art, MID_W, MID_H), CARDS);
    CHECK(faces_at(art, HAND_W, HAND_H) == 0, "the hand's size: %d faces made ahead, none asked for",
          faces_at(art, HAND_W, HAND_H));
    CHECK(cached_at(art, "assets/cards/back-blue.svg", HAND_W, HAND_H), "the back at the hand's size");
    /* each card asked for by a frame in turn (no time to make it there: a stand-in), then made */
    char path[64], code[3];
    for (int i = 0; i < CARDS; i++) {
        mouche_card_str(card[i], code);
        snprintf(path, sizeof path, "assets/cards/en/%s.svg", code);
        art_frame_begin(art, 0);
        CHECK(art_get(art, path, HAND_W, HAND_H, false) != NULL, "%s drawn from its trick size meanwhile", path);
        warm_all(art, &warm);
        CHECK(cached_at(art, path, HAND_W, HAND_H), "%s made at the hand's size once asked for", path);
    }
    CHECK(faces_at(art, HAND_W, HAND_H) == ART_ASKED_FACES_KEPT, "%d faces kept at the hand's size, not %d",
          faces_at(art, HAND_W, HAND_H), ART_ASKED_FACES_KEPT);
    mouche_card_str(card[0], code);
    snprintf(path, sizeof path, "assets/cards/en/%s.svg", code);
    CHECK(!cached_at(art, path, HAND_W, HAND_H), "the least used face (%s) let go", path);
    mouche_card_str(card[CARDS - 1], code);
    snprintf(path, sizeof path, "assets/cards/en/%s.svg", code);
    CHECK(cached_at(art, path, HAND_W, HAND_H), "the last face asked for (%s) kept", path);
    /* a card that will turn face up on its way asks ahead, before any frame draws its face */
    mouche_card_str(card[0], code);
    snprintf(path, sizeof path, "assets/cards/en/%s.svg", code);
    art_ask_card(art, card[0], BACK_BLUE, HAND_W, HAND_H);
    warm_all(art, &warm);
    CHECK(cached_at(art, path, HAND_W, HAND_H), "%s made once asked for ahead (art_ask_card)", path);
}

/* Starts the sound as the app does: the probe's answer waited for as the app's loop waits for it. */
static void start_sound(Audio *audio)
{
    if (audio_start(audio))
        return;
    SDL_Event e;
    while (SDL_WaitEvent(&e))
        if (e.type == SDL_USEREVENT && e.user.code == AUDIO_EVENT_PROBED) {
            audio_answered(audio);
            return;
        }
}

#ifdef __GLIBC__
/* Without a device, asking for one costs this process nothing: the probe runs in a child, so ALSA's
 * configuration (parsed to look for a device, and kept) is not in this heap (issue 45). */
static void check_no_device(const char *source)
{
    if (SDL_setenv("SDL_AUDIODRIVER", "alsa", 1) != 0 || SDL_setenv("AUDIODEV", "lamouche-no-such-device", 1) != 0)
        return;
    const size_t heap_before = mallinfo2().uordblks;
    Audio audio;
    audio_init(&audio, source);
    start_sound(&audio);
    const size_t grew = mallinfo2().uordblks - heap_before;
    CHECK(!audio.ok, "a sound device opened where none is (AUDIODEV=lamouche-no-such-device)");
    CHECK(grew < 16 * 1024, "asking for a device that is not there left %zu KB in the heap (the probe's)", grew / 1024);
    printf("no device: the heap grew by %zu bytes while the probe asked\n", grew);
    audio_free(&audio);
    unsetenv("AUDIODEV");
}
#endif

static void check_sounds(const char *source)
{
#ifdef __GLIBC__
    check_no_device(source);
#endif
    if (SDL_setenv("SDL_AUDIODRIVER", "dummy", 1) != 0)
        return;
    Audio audio;
    audio_init(&audio, source);
    start_sound(&audio);
    CHECK(audio.ok, "no audio device with the dummy driver: %s", SDL_GetError());
    if (!audio.ok)
        return;
    for (int i = 0; i < SND_COUNT; i++)
        CHECK(audio.chunk[i] == NULL, "%s read at the start, before it was played", audio_sound_name((SoundId)i));
    audio_play(&audio, SND_CLICK);
    for (int i = 0; i < SND_COUNT; i++)
        CHECK((audio.chunk[i] != NULL) == (i == SND_CLICK), "%s %s after the click alone was played",
              audio_sound_name((SoundId)i), audio.chunk[i] ? "read" : "not read");
    for (int i = 0; i < SND_COUNT; i++) {
        audio_play(&audio, (SoundId)i);
        CHECK(audio.chunk[i] != NULL, "sound %d not read when played", i);
        if (!audio.chunk[i])
            continue;
        char path[1200];
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", source, audio_sound_name((SoundId)i));
        SDL_AudioSpec spec;
        Uint8 *samples = NULL;
        Uint32 length = 0;
        if (!SDL_LoadWAV(path, &spec, &samples, &length)) {
            CHECK(false, "%s: %s", path, SDL_GetError());
            continue;
        }
        SDL_FreeWAV(samples);
        CHECK(spec.channels == 1, "%s is not mono", path);
        CHECK(audio.chunk[i]->alen == length, "%s: its chunk holds %u bytes for %u in the file", path,
              (unsigned)audio.chunk[i]->alen, (unsigned)length);
    }
    audio_free(&audio);
}

/* What text_fit_px found before it remembered measures: every size from px down, one by one. */
static int fit_by_steps(TextCache *tc, FontId font, int px, const char *s, int max_w)
{
    int w = 0, h = 0;
    for (; px > TEXT_MIN_PX; px--) {
        text_size(tc, font, px, s, &w, &h);
        if (w <= max_w)
            break;
    }
    return px;
}

static void check_measures(TextCache *tc)
{
    static const char *const strings[] = { "Mouche", "Pool 5 · simple mouche", "Zweimal Mouche gemacht: 12 Jetons",
                                           "Madame de Saint-Ange", "W" };
    const unsigned long before = tc->measured;
    int w1, h1, w2, h2;
    text_size(tc, FONT_SANS, 24, strings[1], &w1, &h1);
    text_size(tc, FONT_SANS, 24, strings[1], &w2, &h2);
    CHECK(w1 > 0 && w1 == w2 && h1 == h2, "a string measured twice: %dx%d then %dx%d", w1, h1, w2, h2);
    CHECK(tc->measured == before + 1, "a string measured twice was shaped %lu times", tc->measured - before);
    for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
        for (int px = 14; px <= 44; px += 3)
            for (int max_w = 20; max_w <= 500; max_w += 37) {
                const unsigned long shaped = tc->measured;
                const int fitted = text_fit_px(tc, FONT_SERIF_BOLD, px, strings[i], max_w);
                const unsigned long fit_shaped = tc->measured - shaped;
                const int stepped = fit_by_steps(tc, FONT_SERIF_BOLD, px, strings[i], max_w);
                CHECK(fitted == stepped, "\"%s\" from %d px into %d px: %d px, stepping down finds %d", strings[i], px,
                      max_w, fitted, stepped);
                CHECK(fit_shaped <= 4, "\"%s\" from %d px into %d px: %lu sizes measured", strings[i], px, max_w,
                      fit_shaped);
            }
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "--probe-audio"))
        return audio_probe_main(); /* (run by audio_start, as the app's is) */
    if (argc < 2) {
        printf("usage: test_memory SOURCE_DIR\n");
        return 2;
    }
    if (SDL_Init(SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *window = SDL_CreateRGBSurfaceWithFormat(0, 800, 200, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = window ? SDL_CreateSoftwareRenderer(window) : NULL;
    TextCache text;
    const char *missing = NULL;
    if (!r || !text_init(&text, r, argv[1], &missing)) {
        printf("no renderer or fonts: %s %s\n", SDL_GetError(), missing ? missing : "");
        return 1;
    }
    check_fonts(r, &text);
    check_measures(&text);
    CardArt art;
    art_init(&art, r, &text, argv[1], 0);
    check_pictures(&art);
    check_faces_asked(&art);
    art_free(&art);
    text_free(&text);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(window);
    check_sounds(argv[1]);
    TTF_Quit();
    SDL_Quit();
    printf("memory: %s\n", failures ? "FAILED" : "fonts, pictures and sounds hold what they should");
    return failures ? 1 : 0;
}
