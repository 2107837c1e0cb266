/*
 * contact_sheet.c - render every card, back and token of La Mouche with the
 * same renderer the game uses (SDL2_image's IMG_LoadSizedSVG_RW, i.e.
 * nanosvg) and save the result with IMG_SavePNG.
 *
 * Usage:
 *   contact-sheet ASSET_DIR OUT_DIR
 *       writes OUT_DIR/contact-sheet.png and OUT_DIR/contact-sheet-tokens.png
 *   contact-sheet --render IN.svg OUT.png WIDTH HEIGHT
 *       rasterises one SVG (used for the icon PNGs and for close-up checks)
 */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

#define CARD_W 125
#define CARD_H 175
#define GAP 10

static const char *const k_styles[4] = {"en", "fr", "en-4c", "fr-4c"};
static const char k_ranks[] = "KQJAT98765432";
static const char k_suits[] = "SHDC";

static SDL_Surface *load_svg(const char *path, int w, int h)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (rw == NULL) {
        fprintf(stderr, "cannot open %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, w, h);
    SDL_RWclose(rw);
    if (s == NULL) {
        fprintf(stderr, "cannot parse %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    return c;
}

static int blit_svg(SDL_Surface *dst, const char *path, int x, int y, int w, int h)
{
    SDL_Surface *s = load_svg(path, w, h);
    if (s == NULL)
        return -1;
    SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);
    SDL_Rect r = {x + (w - s->w) / 2, y + (h - s->h) / 2, s->w, s->h};
    SDL_BlitSurface(s, NULL, dst, &r);
    SDL_FreeSurface(s);
    return 0;
}

static SDL_Surface *new_sheet(int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s != NULL)
        SDL_FillRect(s, NULL, SDL_MapRGB(s->format, 0x2c, 0x55, 0x3a));
    return s;
}

static int save(SDL_Surface *s, const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "cannot save %s: %s\n", path, IMG_GetError());
        return -1;
    }
    printf("wrote %s (%dx%d)\n", path, s->w, s->h);
    return 0;
}

static int cards_sheet(const char *adir, const char *odir)
{
    /* per style: 4 suit rows x 13 ranks, plus a 14th column (pamphile / backs) */
    const int cols = 14;
    const int rows = 16;
    const int W = GAP + cols * (CARD_W + GAP);
    const int H = GAP + rows * (CARD_H + GAP) + 3 * GAP;
    SDL_Surface *sheet = new_sheet(W, H);
    if (sheet == NULL)
        return -1;
    int errors = 0;
    char path[1024];
    for (int st = 0; st < 4; st++) {
        for (int su = 0; su < 4; su++) {
            int row = st * 4 + su;
            int y = GAP + row * (CARD_H + GAP) + st * GAP;
            for (int r = 0; r < 13; r++) {
                int x = GAP + r * (CARD_W + GAP);
                snprintf(path, sizeof path, "%s/cards/%s/%c%c.svg", adir, k_styles[st], k_ranks[r],
                         k_suits[su]);
                errors += blit_svg(sheet, path, x, y, CARD_W, CARD_H) != 0;
            }
            int x = GAP + 13 * (CARD_W + GAP);
            if (su == 0)
                snprintf(path, sizeof path, "%s/cards/%s/JC-pamphile.svg", adir, k_styles[st]);
            else if (su == 1)
                snprintf(path, sizeof path, "%s/cards/back-blue.svg", adir);
            else if (su == 2)
                snprintf(path, sizeof path, "%s/cards/back-red.svg", adir);
            else
                continue;
            errors += blit_svg(sheet, path, x, y, CARD_W, CARD_H) != 0;
        }
    }
    errors += save(sheet, odir, "contact-sheet.png") != 0;
    SDL_FreeSurface(sheet);
    return errors ? -1 : 0;
}

static int tokens_sheet(const char *adir, const char *odir)
{
    static const struct {
        const char *name;
        int w, h;
    } toks[] = {{"chip", 100, 100},    {"plaque", 160, 56},  {"contract", 100, 64},
                {"corbeille", 240, 160}, {"dealer", 100, 100}, {"../icon/lamouche", 100, 100}};
    const int n = (int)(sizeof toks / sizeof toks[0]);
    const int W = 1340;
    const int H = 560;
    SDL_Surface *sheet = new_sheet(W, H);
    if (sheet == NULL)
        return -1;
    int errors = 0;
    char path[1024];
    int x = 20;
    /* single tokens at 1.5x */
    for (int i = 0; i < n; i++) {
        int w = toks[i].w * 3 / 2, h = toks[i].h * 3 / 2;
        snprintf(path, sizeof path, "%s/tokens/%s.svg", adir, toks[i].name);
        errors += blit_svg(sheet, path, x, 20, w, h) != 0;
        x += w + 20;
    }
    /* stacks at game size */
    for (int i = 0; i < 3; i++) {
        int w = toks[i].w, h = toks[i].h;
        snprintf(path, sizeof path, "%s/tokens/%s.svg", adir, toks[i].name);
        for (int k = 0; k < 8; k++)
            errors += blit_svg(sheet, path, 40 + i * 260, 420 - k * (h / 8), w, h) != 0;
    }
    errors += save(sheet, odir, "contact-sheet-tokens.png") != 0;
    SDL_FreeSurface(sheet);
    return errors ? -1 : 0;
}

int main(int argc, char **argv)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0)
        fprintf(stderr, "IMG_Init: %s (continuing)\n", IMG_GetError());
    int rc = 0;
    if (argc == 6 && strcmp(argv[1], "--render") == 0) {
        int w = SDL_atoi(argv[4]), h = SDL_atoi(argv[5]);
        SDL_Surface *s = load_svg(argv[2], w, h);
        if (s == NULL || IMG_SavePNG(s, argv[3]) != 0)
            rc = 1;
        SDL_FreeSurface(s);
    } else if (argc == 3) {
        rc |= cards_sheet(argv[1], argv[2]) != 0;
        rc |= tokens_sheet(argv[1], argv[2]) != 0;
    } else {
        fprintf(stderr,
                "usage: %s ASSET_DIR OUT_DIR\n"
                "       %s --render IN.svg OUT.png WIDTH HEIGHT\n",
                argv[0], argv[0]);
        rc = 2;
    }
    IMG_Quit();
    SDL_Quit();
    return rc;
}
