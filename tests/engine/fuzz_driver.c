/* Runs a fuzz target without libFuzzer: every corpus file given, then many
 * mutations of each (bit flips, cuts, splices, random bytes), from a seed.
 * Usage: fuzz_driver ITERATIONS SEED [CORPUS_FILE...] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/rng.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint8_t *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = malloc(1 << 20);
    *size = buf ? fread(buf, 1, 1 << 20, f) : 0;
    fclose(f);
    return buf;
}

static size_t mutate(uint64_t rng[4], const uint8_t *src, size_t n, uint8_t *out, size_t cap)
{
    size_t m = n < cap ? n : cap;
    memcpy(out, src, m);
    const int edits = 1 + (int)mouche_rng_below(rng, 4);
    for (int e = 0; e < edits && m > 0; e++) {
        const uint32_t at = mouche_rng_below(rng, (uint32_t)m);
        switch (mouche_rng_below(rng, 5)) {
        case 0: out[at] ^= (uint8_t)(1u << mouche_rng_below(rng, 8)); break;
        case 1: m = at; break; /* cut */
        case 2: out[at] = (uint8_t)mouche_rng_next(rng); break; /* random byte */
        case 3:
            if (m < cap) {
                memmove(out + at + 1, out + at, m - at);
                out[at] = "\n 0:.SXP"[mouche_rng_below(rng, 8)];
                m++;
            }
            break;
        default: {
            const uint32_t from = mouche_rng_below(rng, (uint32_t)m);
            out[at] = out[from];
        } break;
        }
    }
    return m;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fputs("usage: fuzz_driver ITERATIONS SEED [CORPUS_FILE...]\n", stderr);
        return 2;
    }
    const long iterations = atol(argv[1]);
    uint64_t rng[4];
    mouche_rng_seed(rng, strtoull(argv[2], NULL, 10));
    enum { CAP = 1 << 20 };
    uint8_t *buf = malloc(CAP);
    long runs = 0;
    for (int f = 3; f < argc; f++) {
        size_t n = 0;
        uint8_t *corpus = read_file(argv[f], &n);
        if (!corpus) {
            fprintf(stderr, "fuzz_driver: cannot read %s\n", argv[f]);
            return 1;
        }
        LLVMFuzzerTestOneInput(corpus, n);
        for (long i = 0; i < iterations; i++, runs++)
            LLVMFuzzerTestOneInput(buf, mutate(rng, corpus, n, buf, CAP));
        free(corpus);
    }
    for (long i = 0; i < iterations; i++, runs++) { /* random inputs of random length */
        const size_t n = mouche_rng_below(rng, 512);
        for (size_t k = 0; k < n; k++)
            buf[k] = (uint8_t)mouche_rng_next(rng);
        LLVMFuzzerTestOneInput(buf, n);
    }
    free(buf);
    printf("%ld inputs ran without a crash\n1 passed, 0 failed\n", runs + argc - 3);
    return 0;
}
