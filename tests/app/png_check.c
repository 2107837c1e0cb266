/* png_check FILE W H: the PNG exists, has that size and is not uniform
 * (a real frame of the table, not a blank or black window). */
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: png_check FILE WIDTH HEIGHT\n");
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
