/* The save's meta line: "lamouche levels=022222 tempers=101202". */
#include "savefile.h"

#include <stdio.h>
#include <string.h>

void savefile_format_meta(const int levels[6], const int tempers[6], int players, char *out, size_t size)
{
    char lv[7], tp[7];
    for (int i = 0; i < 6; i++) {
        lv[i] = (char)('0' + (levels[i] & 3));
        tp[i] = (char)('0' + (tempers[i] % 3));
    }
    lv[6] = tp[6] = 0;
    snprintf(out, size, "lamouche players=%d levels=%s tempers=%s", players, lv, tp);
}

static void digits(const char *meta, const char *key, int out[6], int max)
{
    const char *p = strstr(meta, key);
    if (!p)
        return;
    p += strlen(key);
    for (int i = 0; i < 6 && p[i] >= '0' && p[i] <= '0' + max; i++)
        out[i] = p[i] - '0';
}

void savefile_parse_meta(const char *meta, int levels[6], int tempers[6])
{
    if (!meta)
        return;
    digits(meta, "levels=", levels, 3);
    digits(meta, "tempers=", tempers, 2);
}
