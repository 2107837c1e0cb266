/* Command-line number parsing shared by mouche-sim's games. */
#ifndef MOUCHE_TOOLS_CLI_H
#define MOUCHE_TOOLS_CLI_H

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>

/* A whole number in [min, max], nothing else on the line. */
static inline bool cli_parse_long(const char *text, long min, long max, long *out)
{
    char *end = NULL;
    errno = 0;
    const long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

/* A seed: an unsigned 64-bit whole number. */
static inline bool cli_parse_seed(const char *text, unsigned long long *out)
{
    char *end = NULL;
    errno = 0;
    const unsigned long long v = strtoull(text, &end, 10);
    if (errno || end == text || *end || text[0] == '-')
        return false;
    *out = v;
    return true;
}

#endif
