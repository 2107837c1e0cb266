/* png_check FILE W H: the PNG exists, has that size and is not uniform
 * (a real frame of the table, not a blank or black window).
 * png_check FILE W H --notice X Y W H: that rectangle of the frame shows the
 * notice banner: its red frame, its paper and dark writing on it.
 * png_check FILE W H --clear X Y W H: it does not (the paper is gone).
 * png_check FILE W H --marked X Y W H: that rectangle shows the gold band round a card just
 * received (PAL_MARK_GOLD, src/ui/palette.h: 255,196,36), at least 200 pixels of it.
 * png_check FILE W H --unmarked X Y W H: fewer than 20 (no card is marked). */
#include <SDL.h>
#include <SDL_image.h>
#include <stdbool.h>
#include <string.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const Uint8 *pixel(const SDL_Surface *s, int x, int y)
{
    return (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch + (size_t)x * 4;
}

static bool near(const Uint8 *p, int r, int g, int b)
{
    return abs(p[0] - r) < 12 && abs(p[1] - g) < 12 && abs(p[2] - b) < 12;
}

/* The banner (src/notice.c): paper 252,244,224 inside a frame of 150,40,28, dark writing. */
static int check_notice(SDL_Surface *s, const char *name, bool want, int x, int y, int w, int h)
{
    if (w <= 8 || h <= 8 || x < 0 || y < 0 || x + w > s->w || y + h > s->h) {
        fprintf(stderr, "%s: bad rectangle %d,%d %dx%d\n", name, x, y, w, h);
        SDL_FreeSurface(s);
        return 1;
    }
    long paper = 0, ink = 0, n = 0, frame = 0, edge = 0;
    for (int j = y + 6; j < y + h - 6; j++)
        for (int i = x + 6; i < x + w - 6; i++, n++) {
            const Uint8 *p = pixel(s, i, j);
            paper += near(p, 252, 244, 224);
            ink += p[0] < 110 && p[1] < 90 && p[2] < 70;
        }
    for (int j = y + h / 4; j < y + h * 3 / 4; j++, edge += 2)
        frame += near(pixel(s, x + 1, j), 150, 40, 28) + near(pixel(s, x + w - 2, j), 150, 40, 28);
    SDL_FreeSurface(s);
    double fp = (double)paper / (double)n, fi = (double)ink / (double)n, ff = (double)frame / (double)edge;
    printf("%s: at %d,%d %dx%d paper %.2f ink %.3f frame %.2f\n", name, x, y, w, h, fp, fi, ff);
    const bool shown = fp > 0.5 && fi > 0.01 && ff > 0.8;
    if (shown != want) {
        fprintf(stderr, "%s: the notice is %s\n", name, want ? "not in the frame" : "still in the frame");
        return 1;
    }
    return 0;
}

/* The band round a card just received, as ui_mark_ring draws it: a line of one colour. */
static int check_marked(SDL_Surface *s, const char *name, bool want, int x, int y, int w, int h)
{
    long band = 0;
    for (int j = y; j < y + h && j < s->h; j++)
        for (int i = x; i < x + w && i < s->w; i++) {
            const Uint8 *p = pixel(s, i, j);
            band += abs(p[0] - 255) <= 2 && abs(p[1] - 196) <= 2 && abs(p[2] - 36) <= 2;
        }
    SDL_FreeSurface(s);
    printf("%s: at %d,%d %dx%d %ld pixels of the received cards' band\n", name, x, y, w, h, band);
    if (want ? band < 200 : band >= 20) {
        fprintf(stderr, "%s: %s\n", name,
                want ? "no card is marked as received" : "a card is still marked as received");
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 4 && argc != 9) {
        fprintf(stderr, "usage: png_check FILE WIDTH HEIGHT [--notice|--clear|--marked|--unmarked X Y W H]\n");
        return 2;
    }
    SDL_Surface *raw = IMG_Load(argv[1]);
    if (!raw) {
        fprintf(stderr, "%s: cannot load: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    if (!s)
        return 1;
    int w = atoi(argv[2]), h = atoi(argv[3]);
    if (s->w != w || s->h != h) {
        fprintf(stderr, "%s: %dx%d, expected %dx%d\n", argv[1], s->w, s->h, w, h);
        return 1;
    }
    if (argc == 9 && strstr(argv[4], "marked"))
        return check_marked(s, argv[1], strcmp(argv[4], "--marked") == 0, atoi(argv[5]), atoi(argv[6]), atoi(argv[7]),
                            atoi(argv[8]));
    if (argc == 9)
        return check_notice(s, argv[1], strcmp(argv[4], "--notice") == 0, atoi(argv[5]), atoi(argv[6]), atoi(argv[7]),
                            atoi(argv[8]));
    double sum = 0, sum2 = 0;
    long n = 0, colours = 0;
    unsigned prev = 0;
    for (int y = 0; y < s->h; y += 3) {
        const Uint8 *row = (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < s->w; x += 3) {
            const Uint8 *p = row + x * 4;
            double l = 0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2];
            sum += l;
            sum2 += l * l;
            n++;
            unsigned c = (unsigned)p[0] << 16 | (unsigned)p[1] << 8 | p[2];
            colours += c != prev;
            prev = c;
        }
    }
    SDL_FreeSurface(s);
    double mean = sum / (double)n, sd = sqrt(sum2 / (double)n - mean * mean);
    printf("%s: %dx%d mean %.1f sd %.1f changes %ld\n", argv[1], w, h, mean, sd, colours);
    if (sd < 8 || colours < n / 20) {
        fprintf(stderr, "%s: looks uniform\n", argv[1]);
        return 1;
    }
    return 0;
}
