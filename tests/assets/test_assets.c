/*
 * test_assets.c - every asset the app relies on exists and loads with the
 * libraries the app uses: SVGs through SDL2_image (nanosvg), fonts through
 * SDL2_ttf, sounds through SDL2_mixer.
 *
 * Usage: test_assets [SOURCE_DIR]   (the folder holding assets/ and fonts/;
 * defaults to the MOUCHE_SOURCE_DIR compile definition)
 */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef MOUCHE_SOURCE_DIR
#define MOUCHE_SOURCE_DIR "."
#endif

static int g_checks;
static int g_failures;

static void fail(const char *what, const char *path, const char *why)
{
    g_failures++;
    fprintf(stderr, "FAIL %s: %s: %s\n", what, path, why);
}

static const char *k_styles[] = { "en", "fr", "en-4c", "fr-4c" };
static const char k_ranks[] = "KQJAT98765432";
static const char k_suits[] = "SHDC";

/* Count pixels whose alpha is at least min_alpha. */
static long pixels_with_alpha(SDL_Surface *s, int min_alpha)
{
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    if (c == NULL)
        return -1;
    long n = 0;
    if (SDL_LockSurface(c) == 0) {
        for (int y = 0; y < c->h; y++) {
            const Uint8 *row = (const Uint8 *)c->pixels + (size_t)y * (size_t)c->pitch;
            for (int x = 0; x < c->w; x++)
                n += row[4 * x + 3] >= min_alpha;
        }
        SDL_UnlockSurface(c);
    }
    SDL_FreeSurface(c);
    return n;
}

/* Alpha of one pixel (x, y). */
static int alpha_at(SDL_Surface *s, int x, int y)
{
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    if (c == NULL)
        return -1;
    int a = -1;
    if (SDL_LockSurface(c) == 0) {
        const Uint8 *row = (const Uint8 *)c->pixels + (size_t)y * (size_t)c->pitch;
        a = row[4 * x + 3];
        SDL_UnlockSurface(c);
    }
    SDL_FreeSurface(c);
    return a;
}

/* Load an SVG at two widths (height from the given aspect) and check it:
 * at least min_percent % of its pixels are opaque; cards also need
 * transparent rounded corners and an opaque centre. */
static long opaque_pixels(SDL_Surface *s) { return pixels_with_alpha(s, 200); }

static void check_svg_ex(const char *path, int vb_w, int vb_h, int is_card, long min_percent)
{
    static const int widths[2] = { 100, 400 };
    for (int i = 0; i < 2; i++) {
        g_checks++;
        int w = widths[i];
        int h = w * vb_h / vb_w;
        SDL_RWops *rw = SDL_RWFromFile(path, "rb");
        if (rw == NULL) {
            fail("svg missing", path, SDL_GetError());
            return;
        }
        SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, w, h);
        SDL_RWclose(rw);
        if (s == NULL) {
            fail("svg parse", path, IMG_GetError());
            return;
        }
        if (s->w < w - 1 || s->w > w + 1 || s->h < h - 1 || s->h > h + 1) {
            char why[96];
            snprintf(why, sizeof why, "size %dx%d, expected %dx%d", s->w, s->h, w, h);
            fail("svg size", path, why);
        }
        long n = min_percent > 0 ? opaque_pixels(s) : pixels_with_alpha(s, 32);
        if (n < 1 || n * 100 < (long)s->w * s->h * min_percent)
            fail("svg content", path, "too few opaque pixels");
        if (is_card) {
            /* rounded corners: the very corner pixel is transparent, the centre opaque */
            if (alpha_at(s, 0, 0) > 16 || alpha_at(s, s->w - 1, s->h - 1) > 16)
                fail("card corner", path, "corner is not transparent");
            if (alpha_at(s, s->w / 2, s->h / 2) < 250)
                fail("card centre", path, "centre is not opaque");
        }
        SDL_FreeSurface(s);
    }
}

static void check_svg(const char *path, int vb_w, int vb_h, int is_card)
{
    check_svg_ex(path, vb_w, vb_h, is_card, 10);
}

static void check_png(const char *path, int w, int h)
{
    g_checks++;
    SDL_Surface *s = IMG_Load(path);
    if (s == NULL) {
        fail("png", path, IMG_GetError());
        return;
    }
    if (s->w != w || s->h != h) {
        char why[96];
        snprintf(why, sizeof why, "size %dx%d, expected %dx%d", s->w, s->h, w, h);
        fail("png size", path, why);
    }
    SDL_FreeSurface(s);
}

static void check_font(const char *path)
{
    g_checks++;
    TTF_Font *f = TTF_OpenFont(path, 24);
    if (f == NULL) {
        fail("font open", path, TTF_GetError());
        return;
    }
    static const Uint32 cps[] = { 0x00E9 /* é */, 0x0153 /* œ */, 0x00AB /* « */, 0x00BB /* » */,
                                  0x00C9 /* É */, 0x00E0 /* à */, 0x00E7 /* ç */, 0x0152 /* Œ */ };
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) {
        if (!TTF_GlyphIsProvided32(f, cps[i])) {
            char why[64];
            snprintf(why, sizeof why, "no glyph for U+%04X", (unsigned)cps[i]);
            fail("font glyph", path, why);
        }
    }
    SDL_Color ink = { 20, 20, 20, 255 };
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, "\xC3\x89\xC5\x93\xC2\xAB\xC2\xBB\xC3\xA0", ink);
    if (s == NULL || s->w < 20 || s->h < 10)
        fail("font render", path, s == NULL ? TTF_GetError() : "surface too small");
    else if (opaque_pixels(s) < 20)
        fail("font render", path, "nothing drawn");
    SDL_FreeSurface(s);
    TTF_CloseFont(f);
}

static void check_sound(const char *path)
{
    g_checks++;
    Mix_Chunk *c = Mix_LoadWAV(path);
    if (c == NULL) {
        fail("sound", path, Mix_GetError());
        return;
    }
    if (c->alen == 0)
        fail("sound", path, "empty");
    Mix_FreeChunk(c);
}

static void check_file(const char *path)
{
    g_checks++;
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (rw == NULL) {
        fail("file missing", path, SDL_GetError());
        return;
    }
    if (SDL_RWsize(rw) <= 0)
        fail("file empty", path, "size 0");
    SDL_RWclose(rw);
}

int main(int argc, char **argv)
{
    const char *root = argc > 1 ? argv[1] : MOUCHE_SOURCE_DIR;
    char path[1024];

    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        fprintf(stderr, "Mix_OpenAudio: %s\n", Mix_GetError());
        return 1;
    }

    /* cards */
    for (size_t st = 0; st < sizeof k_styles / sizeof k_styles[0]; st++) {
        for (int r = 0; k_ranks[r] != '\0'; r++) {
            for (int su = 0; k_suits[su] != '\0'; su++) {
                snprintf(path, sizeof path, "%s/assets/cards/%s/%c%c.svg", root, k_styles[st], k_ranks[r], k_suits[su]);
                check_svg(path, 250, 350, 1);
            }
        }
        snprintf(path, sizeof path, "%s/assets/cards/%s/JC-pamphile.svg", root, k_styles[st]);
        check_svg(path, 250, 350, 1);
    }
    snprintf(path, sizeof path, "%s/assets/cards/back-blue.svg", root);
    check_svg(path, 250, 350, 1);
    snprintf(path, sizeof path, "%s/assets/cards/back-red.svg", root);
    check_svg(path, 250, 350, 1);

    /* tokens */
    static const struct {
        const char *name;
        int w, h;
    } toks[] = { { "chip", 100, 100 },
                 { "plaque", 160, 56 },
                 { "contract", 100, 64 },
                 { "corbeille", 240, 160 },
                 { "dealer", 100, 100 } };
    for (size_t i = 0; i < sizeof toks / sizeof toks[0]; i++) {
        snprintf(path, sizeof path, "%s/assets/tokens/%s.svg", root, toks[i].name);
        check_svg(path, toks[i].w, toks[i].h, 0);
    }

    /* table and icon */
    snprintf(path, sizeof path, "%s/assets/table/felt.png", root);
    check_png(path, 512, 512);
    snprintf(path, sizeof path, "%s/assets/table/wood.png", root);
    check_png(path, 512, 128);
    snprintf(path, sizeof path, "%s/assets/table/marks.svg", root);
    check_svg_ex(path, 600, 400, 0, 0); /* optional, semi-transparent gilt lines */
    snprintf(path, sizeof path, "%s/assets/icon/lamouche.svg", root);
    check_svg(path, 256, 256, 0);
    static const int icon_sizes[] = { 64, 128, 256, 512 };
    for (size_t i = 0; i < sizeof icon_sizes / sizeof icon_sizes[0]; i++) {
        snprintf(path, sizeof path, "%s/assets/icon/lamouche-%d.png", root, icon_sizes[i]);
        check_png(path, icon_sizes[i], icon_sizes[i]);
    }

    /* fonts */
    static const char *fonts[] = { "serif-regular", "serif-italic", "serif-bold", "sans-regular", "sans-bold" };
    for (size_t i = 0; i < sizeof fonts / sizeof fonts[0]; i++) {
        snprintf(path, sizeof path, "%s/fonts/%s.ttf", root, fonts[i]);
        check_font(path);
    }

    /* sounds */
    static const char *sounds[] = { "shuffle", "deal", "turn",  "play",   "gather",
                                    "chip",    "pour", "flush", "mouche", "click" };
    for (size_t i = 0; i < sizeof sounds / sizeof sounds[0]; i++) {
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", root, sounds[i]);
        check_sound(path);
    }

    /* documentation of origins */
    snprintf(path, sizeof path, "%s/assets/CREDITS.md", root);
    check_file(path);
    snprintf(path, sizeof path, "%s/fonts/README.md", root);
    check_file(path);

    Mix_CloseAudio();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    printf("%d passed, %d failed\n", g_checks - g_failures, g_failures);
    return g_failures == 0 ? 0 : 1;
}
