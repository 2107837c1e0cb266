/* What the AI tests share: a check that says its failure in words and stops the run after 20
 * (a broken AI fails thousands of decisions alike), and the work's scale. Each test program keeps
 * its own count of failures, `failures`, which CHECK adds to. */
#ifndef MOUCHE_AI_TEST_H
#define MOUCHE_AI_TEST_H

#include <stdio.h>
#include <stdlib.h>

#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            failures++; \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
            if (failures > 20) \
                exit(1); \
        } \
    } while (0)

/* MOUCHE_AI_TEST_SCALE, a factor on the work (default 1; 0.1 in the sanitizer build). */
static inline double ai_test_scale(void)
{
    const char *s = getenv("MOUCHE_AI_TEST_SCALE");
    double f = s ? atof(s) : 1.0;
#ifdef MOUCHE_AI_TEST_SANITIZE
    if (!s)
        f = 0.1;
#endif
    return f > 0 ? f : 1.0;
}

/* n scaled, at least 1. */
static inline int scaled(int n)
{
    const int m = (int)(n * ai_test_scale());
    return m < 1 ? 1 : m;
}

#endif
