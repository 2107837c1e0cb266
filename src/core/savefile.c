/* The save's meta line: "lamouche players=5 levels=022222 tempers=101202". */
#include "savefile.h"

#include <stdio.h>
#include <string.h>

enum { META_SEATS_MAX = 16 };

void savefile_format_meta(const char *tag, const int *levels, const int *tempers, int seats, int players, char *out,
                          size_t size)
{
    char lv[META_SEATS_MAX + 1], tp[META_SEATS_MAX + 1];
    if (seats > META_SEATS_MAX)
        seats = META_SEATS_MAX;
    for (int i = 0; i < seats; i++) {
        lv[i] = (char)('0' + (levels[i] & 3));
        tp[i] = (char)('0' + (tempers[i] % 3));
    }
    lv[seats] = tp[seats] = 0;
    snprintf(out, size, "%s players=%d levels=%s tempers=%s", tag, players, lv, tp);
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

void savefile_parse_meta(const char *meta, int *levels, int *tempers, int seats)
{
    if (!meta)
        return;
    digits(meta, "levels=", levels, seats, 3);
    digits(meta, "tempers=", tempers, seats, 2);
}
