/* Measurements shared by both games' arenas: latency samples and their
 * percentiles, the 95% interval of a mean, and a monotonic clock. */
#ifndef MOUCHE_ARENA_STATS_H
#define MOUCHE_ARENA_STATS_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    float *v;
    size_t n, cap;
} Samples;

static inline void push(Samples *s, float x)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 1024;
        float *v = realloc(s->v, s->cap * sizeof *v);
        if (!v) {
            fputs("mouche-sim: out of memory\n", stderr);
            exit(1);
        }
        s->v = v;
    }
    s->v[s->n++] = x;
}

static inline int cmp_float(const void *a, const void *b)
{
    const float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Of sorted samples. */
static inline double percentile(const Samples *s, double p)
{
    if (!s->n)
        return 0;
    size_t i = (size_t)ceil(p * (double)s->n) - 1;
    if (i >= s->n)
        i = s->n - 1;
    return s->v[i];
}

static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Half-width of the 95% interval of the mean of n values with sum s1 and sum of squares s2. */
static inline double ci95(double s1, double s2, int n)
{
    if (n < 2)
        return 0;
    const double mean = s1 / n;
    double var = (s2 - n * mean * mean) / (n - 1);
    if (var < 0)
        var = 0;
    return 1.96 * sqrt(var / n);
}

#endif
