/* The save's meta line: "lamouche players=5 levels=022222 tempers=101202 game=8812". */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "savefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define GAME_ID_SPAN ((1LL << 48) - 1)

/* splitmix64's finaliser: nearby inputs, unrelated ids */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

long long savefile_new_game_id(void)
{
    /* the moment (ns) and the process: two games never share them */
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    const uint64_t z = mix(((uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec) ^ ((uint64_t)getpid() << 40));
    return (long long)(z % GAME_ID_SPAN) + 1;
}

enum { META_SEATS_MAX = 16 };

void savefile_format_meta(const char *tag, const int *levels, const int *tempers, int seats, int players,
                          long long game, char *out, size_t size)
{
    char lv[META_SEATS_MAX + 1], tp[META_SEATS_MAX + 1];
    if (seats > META_SEATS_MAX)
        seats = META_SEATS_MAX;
    for (int i = 0; i < seats; i++) {
        lv[i] = (char)('0' + (levels[i] & 3));
        tp[i] = (char)('0' + (tempers[i] % 3));
    }
    lv[seats] = tp[seats] = 0;
    snprintf(out, size, "%s players=%d levels=%s tempers=%s game=%lld", tag, players, lv, tp, game);
}

static void digits(const char *meta, const char *key, int *out, int seats, int max)
{
    const char *p = strstr(meta, key);
    if (!p)
        return;
    p += strlen(key);
    for (int i = 0; i < seats && p[i] >= '0' && p[i] <= '0' + max; i++)
        out[i] = p[i] - '0';
}

void savefile_parse_meta(const char *meta, int *levels, int *tempers, int seats, uint64_t seed, long long *game)
{
    *game = (long long)(mix(seed) % GAME_ID_SPAN) + 1;
    if (!meta)
        return;
    digits(meta, "levels=", levels, seats, 3);
    digits(meta, "tempers=", tempers, seats, 2);
    const char *id = strstr(meta, " game=");
    if (id) {
        char *end;
        const long long v = strtoll(id + 6, &end, 10);
        if (end != id + 6 && (*end == '\0' || *end == ' ') && v >= 1 && v <= GAME_ID_SPAN)
            *game = v;
    }
}
