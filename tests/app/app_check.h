/* The app tests' check: a failed CHECK says where and what (printf's format and arguments) on
 * stdout and counts in failures; main returns non-zero when failures is not 0. */
#ifndef MOUCHE_APP_CHECK_H
#define MOUCHE_APP_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            printf("FAIL %s:%d: ", __FILE__, __LINE__); \
            printf(__VA_ARGS__); \
            printf("\n"); \
            failures++; \
        } \
    } while (0)

#endif
