/* The key=value syntax of both games' rule options ("deal=2-3,pamphile=1"). */
#include "common.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int mouche_rules_find_name(const char *const *names, int count, const char *value)
{
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], value) == 0)
            return i;
    return -1;
}

bool mouche_rules_parse_int(const char *value, int32_t *out)
{
    char *end = NULL;
    errno = 0;
    const long v = strtol(value, &end, 10);
    if (errno || end == value || *end || v < -2000000000L || v > 2000000000L)
        return false;
    *out = (int32_t)v;
    return true;
}

bool mouche_rules_parse_bool(const char *value, bool *out)
{
    if (!strcmp(value, "1") || !strcmp(value, "true") || !strcmp(value, "on") || !strcmp(value, "yes"))
        *out = true;
    else if (!strcmp(value, "0") || !strcmp(value, "false") || !strcmp(value, "off") || !strcmp(value, "no"))
        *out = false;
    else
        return false;
    return true;
}

bool mouche_rules_parse_items(const char *text, RulesSetFn set, void *ctx, char *why, size_t why_size)
{
    const char *p = text ? text : "";
    while (*p) {
        const char *end = strchr(p, ',');
        const size_t len = end ? (size_t)(end - p) : strlen(p);
        char item[128];
        if (len == 0) {
            p += end ? 1 : 0;
            if (!end)
                break;
            continue;
        }
        if (len >= sizeof item) {
            snprintf(why, why_size, "rule option too long: '%.40s...'", p);
            return false;
        }
        memcpy(item, p, len);
        item[len] = '\0';
        char *eq = strchr(item, '=');
        if (!eq || eq == item || !eq[1]) {
            snprintf(why, why_size, "rule option '%s' is not key=value", item);
            return false;
        }
        *eq = '\0';
        if (!set(ctx, item, eq + 1, why, why_size))
            return false;
        p += len + (end ? 1 : 0);
    }
    return true;
}

bool mouche_rules_problem(const char *problem, char *why, size_t why_size)
{
    if (problem && why && why_size)
        snprintf(why, why_size, "%s", problem);
    return !problem;
}

bool mouche_rules_parse_valid(const char *text, RulesSetFn set, RulesValidFn valid, void *rules, void *scratch,
                              size_t size, char *why, size_t why_size)
{
    char scratch_why[256];
    if (!why || !why_size) {
        why = scratch_why;
        why_size = sizeof scratch_why;
    }
    memcpy(scratch, rules, size);
    if (!mouche_rules_parse_items(text, set, scratch, why, why_size) || !valid(scratch, why, why_size))
        return false;
    memcpy(rules, scratch, size);
    return true;
}
