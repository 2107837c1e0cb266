/* The save container both games share (see savefmt.h). */
#include "savefmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textio.h"

enum { MAX_ACTIONS = 4000000, MAX_COUNT = 30000 };

bool save_array_push(void **items, size_t *count, size_t *capacity, const void *item, size_t size)
{
    if (*count == *capacity) {
        const size_t grown_capacity = *capacity ? *capacity * 2 : 256;
        void *grown = realloc(*items, grown_capacity * size);
        if (!grown)
            return false;
        *items = grown;
        *capacity = grown_capacity;
    }
    memcpy((char *)*items + *count * size, item, size);
    (*count)++;
    return true;
}

char *save_compose(const SaveFormat *f, const SaveHeader *h, const char *rules_text, size_t actions,
                   SaveFormatFn action_text, const void *ctx)
{
    Text t = { 0 };
    char line[1024], meta[SAVE_META_MAX];
    snprintf(line, sizeof line, "%s %d", f->magic, f->version);
    text_line(&t, line);
    snprintf(line, sizeof line, "players %d", h->players);
    text_line(&t, line);
    snprintf(line, sizeof line, "%s %d", f->count_key, h->count);
    text_line(&t, line);
    snprintf(line, sizeof line, "seed %llu", (unsigned long long)h->seed);
    text_line(&t, line);
    snprintf(line, sizeof line, "rules %s", rules_text);
    text_line(&t, line);
    snprintf(meta, sizeof meta, "%s", h->meta);
    meta[strcspn(meta, "\r\n")] = '\0';
    snprintf(line, sizeof line, "meta %s", meta);
    text_line(&t, line);
    snprintf(line, sizeof line, "actions %zu", actions);
    text_line(&t, line);
    for (size_t i = 0; i < actions; i++) {
        action_text(ctx, i, line, sizeof line);
        text_line(&t, line);
    }
    snprintf(line, sizeof line, "end %016llx", (unsigned long long)text_fnv1a(t.data ? t.data : "", t.len));
    text_line(&t, line);
    if (t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}

#define PARSE_FAIL(...) \
    do { \
        if (why && why_size) \
            snprintf(why, why_size, __VA_ARGS__); \
        return false; \
    } while (0)

bool save_parse(const SaveFormat *f, const char *text, size_t length, SaveHeader *h, SaveRulesFn rules,
                SaveActionFn action, void *ctx, char *why, size_t why_size)
{
    const char *const keys[] = { "players", f->count_key, "seed", "rules", "meta", "actions" };
    char line[1024];
    size_t pos = 0;
    int line_no = 1;
    bool too_long = false;
    unsigned long long value = 0;
    const size_t magic_len = strlen(f->magic);
    memset(h, 0, sizeof *h);

    if (!text || length == 0)
        PARSE_FAIL("the save is empty");
    if (length > SAVE_MAX_BYTES)
        PARSE_FAIL("the save is too large (%zu bytes)", length);
    if (memchr(text, '\0', length))
        PARSE_FAIL("the save holds binary data");
    if (!text_next_line(text, length, &pos, line, sizeof line, &too_long) || too_long ||
        strncmp(line, f->magic, magic_len) != 0 || line[magic_len] != ' ')
        PARSE_FAIL("line 1: not a %s save", f->game);
    if (!text_parse_u64(line + magic_len + 1, &value, 10) || value != (unsigned long long)f->version)
        PARSE_FAIL("line 1: save version '%s' is not supported (this game reads version %d)", line + magic_len + 1,
                   f->version);
    for (int k = 0; k < 6; k++) {
        if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
            PARSE_FAIL("the save is truncated after line %d", line_no);
        line_no++;
        const size_t key_len = strlen(keys[k]);
        if (too_long || strncmp(line, keys[k], key_len) != 0 || line[key_len] != ' ')
            PARSE_FAIL("line %d: expected '%s'", line_no, keys[k]);
        const char *arg = line + key_len + 1;
        char rules_why[256];
        switch (k) {
        case 0:
            if (!text_parse_u64(arg, &value, 10) || value < (unsigned)f->min_players ||
                value > (unsigned)f->max_players)
                PARSE_FAIL("line %d: players must be from %d to %d", line_no, f->min_players, f->max_players);
            h->players = (int)value;
            break;
        case 1:
            if (!text_parse_u64(arg, &value, 10) || value > MAX_COUNT)
                PARSE_FAIL("line %d: bad number of %s", line_no, keys[1]);
            h->count = (int)value;
            break;
        case 2:
            if (!text_parse_u64(arg, &value, 10))
                PARSE_FAIL("line %d: bad seed", line_no);
            h->seed = value;
            break;
        case 3:
            if (!rules(ctx, arg, rules_why, sizeof rules_why))
                PARSE_FAIL("line %d: rules: %s", line_no, rules_why);
            break;
        case 4: snprintf(h->meta, sizeof h->meta, "%s", arg); break;
        default:
            if (!text_parse_u64(arg, &value, 10) || value > MAX_ACTIONS)
                PARSE_FAIL("line %d: bad action count", line_no);
            break;
        }
    }
    const size_t count = (size_t)value;
    for (size_t i = 0; i < count; i++) {
        if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
            PARSE_FAIL("the save is truncated after line %d", line_no);
        line_no++;
        const int kept = too_long ? 1 : action(ctx, line);
        if (kept == 1)
            PARSE_FAIL("line %d: '%.20s' is not an action", line_no, too_long ? "(long line)" : line);
        if (kept == 2)
            PARSE_FAIL("out of memory");
    }
    const size_t body_len = pos;
    if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
        PARSE_FAIL("the save is truncated after line %d", line_no);
    line_no++;
    char expected[32];
    snprintf(expected, sizeof expected, "end %016llx", (unsigned long long)text_fnv1a(text, body_len));
    if (too_long || strncmp(line, "end ", 4) != 0)
        PARSE_FAIL("line %d: expected the end line", line_no);
    if (strcmp(line, expected) != 0)
        PARSE_FAIL("the save is damaged (checksum mismatch)");
    if (pos != length)
        PARSE_FAIL("unexpected data after line %d", line_no);
    return true;
}
