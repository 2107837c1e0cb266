/* A small test harness: CHECK records failures without stopping, and
 * RUN prints each test's outcome; main returns non-zero if any failed. */
#ifndef MOUCHE_TEST_CHECK_H
#define MOUCHE_TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int checks, failures, tests, tests_failed;
} TestTally;

#define CHECK(tally, cond) \
    do { \
        (tally)->checks++; \
        if (!(cond)) { \
            (tally)->failures++; \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        } \
    } while (0)

/* CHECK with the failure said in words (printf's format and arguments). */
#define CHECK_SAY(tally, cond, ...) \
    do { \
        (tally)->checks++; \
        if (!(cond)) { \
            (tally)->failures++; \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
        } \
    } while (0)

#define CHECK_EQ(tally, a, b) \
    do { \
        const long long check_a_ = (long long)(a), check_b_ = (long long)(b); \
        (tally)->checks++; \
        if (check_a_ != check_b_) { \
            (tally)->failures++; \
            fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, check_a_, check_b_); \
        } \
    } while (0)

#define RUN(tally, fn) \
    do { \
        const int before_ = (tally)->failures; \
        fn(tally); \
        (tally)->tests++; \
        if ((tally)->failures != before_) \
            (tally)->tests_failed++; \
        printf("%-48s %s\n", #fn, (tally)->failures == before_ ? "ok" : "FAILED"); \
    } while (0)

static inline int test_summary(const TestTally *t)
{
    printf("%d passed, %d failed\n", t->tests - t->tests_failed, t->tests_failed);
    return t->tests_failed ? 1 : 0;
}

#endif
