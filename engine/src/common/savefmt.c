/* The save adapter both games share (see savefmt.h). */
#include "savefmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/save.h" /* mouche_write_atomic */
#include "textio.h"

enum { MAX_ACTIONS = 4000000, MAX_COUNT = 30000 };

#define FAIL(...) \
    do { \
        if (why && why_size) \
            snprintf(why, why_size, __VA_ARGS__); \
        return false; \
    } while (0)

static void *state_of(const SaveGame *g, void *game) { return (char *)game + g->state_at; }
static void *record_of(const SaveGame *g, void *game) { return (char *)game + g->record_at; }
static const void *action_at(const SaveGame *g, SaveRecord r, size_t i)
{
    return (const char *)*r.actions + i * g->action_size;
}

/* Room for one more action at the end of the record's array; NULL if out of
 * memory. The caller fills it, then counts it. */
static void *action_slot(const SaveGame *g, SaveRecord r)
{
    if (*r.action_count == *r.capacity) {
        const size_t grown_capacity = *r.capacity ? *r.capacity * 2 : 256;
        void *grown = realloc(*r.actions, grown_capacity * g->action_size);
        if (!grown)
            return NULL;
        *r.actions = grown;
        *r.capacity = grown_capacity;
    }
    return (char *)*r.actions + *r.action_count * g->action_size;
}

bool mouche_savefmt_game_new(const SaveGame *g, void *game, void *scratch, const void *rules, int players, int count,
                             uint64_t seed, const void *sink, char *why, size_t why_size)
{
    if (!g->start(scratch, rules, players, count, seed, sink, why, why_size))
        return false;
    memset(game, 0, g->game_size);
    memcpy(state_of(g, game), scratch, g->state_size);
    const SaveRecord r = g->record(record_of(g, game));
    memcpy(r.rules, rules, g->rules_size);
    *r.players = players;
    *r.count = count;
    *r.seed = seed;
    return true;
}

MoucheRefusal mouche_savefmt_game_act(const SaveGame *g, void *game, const void *action, const void *sink)
{
    void *state = state_of(g, game);
    const MoucheRefusal why = g->check(state, action);
    if (why != REFUSE_NONE)
        return why;
    const SaveRecord r = g->record(record_of(g, game));
    void *slot = action_slot(g, r);
    if (!slot)
        return REFUSE_BAD_ACTION; /* out of memory: nothing changes */
    memcpy(slot, action, g->action_size);
    (*r.action_count)++;
    return g->apply(state, action, sink);
}

void mouche_savefmt_record_free(const SaveGame *g, void *record)
{
    const SaveRecord r = g->record(record);
    free(*r.actions);
    *r.actions = NULL;
    *r.action_count = *r.capacity = 0;
}

/* Starts the record's game in `state` and applies every action; on failure
 * `state` is left half-built and why says which action was refused. */
static bool replay(const SaveGame *g, SaveRecord r, void *state, const void *sink, char *why, size_t why_size)
{
    if (!g->start(state, r.rules, *r.players, *r.count, *r.seed, sink, why, why_size))
        return false;
    for (size_t i = 0; i < *r.action_count; i++) {
        const MoucheRefusal refusal = g->apply(state, action_at(g, r, i), sink);
        if (refusal != REFUSE_NONE) {
            char text[64];
            g->action_format(action_at(g, r, i), text, sizeof text);
            FAIL("action %zu (%s) is refused: %s", i + 1, text, mouche_refusal_text(refusal));
        }
    }
    return true;
}

bool mouche_savefmt_record_replay(const SaveGame *g, const void *record, void *scratch, void *out, const void *sink,
                                  char *why, size_t why_size)
{
    if (!replay(g, g->record((void *)record), scratch, sink, why, why_size))
        return false;
    memcpy(out, scratch, g->state_size);
    return true;
}

long mouche_savefmt_last_move(const SaveGame *g, const void *game, void *scratch, int seat)
{
    const SaveRecord r = g->record(record_of(g, (void *)game));
    char why[128];
    if (!g->start(scratch, r.rules, *r.players, *r.count, *r.seed, NULL, why, sizeof why))
        return -1;
    long last = -1;
    for (size_t i = 0; i < *r.action_count; i++) {
        const int mover = g->to_move(scratch);
        if (mover < 0)
            last = -1; /* the next deal: what came before it is settled */
        else if (mover == seat)
            last = (long)i;
        if (g->apply(scratch, action_at(g, r, i), NULL) != REFUSE_NONE)
            return -1;
    }
    return last;
}

bool mouche_savefmt_take_back(const SaveGame *g, void *game, void *scratch, int seat)
{
    const long at = mouche_savefmt_last_move(g, game, scratch, seat);
    if (at < 0)
        return false;
    const SaveRecord r = g->record(record_of(g, game));
    const size_t kept = *r.action_count;
    char why[128];
    *r.action_count = (size_t)at;
    if (!replay(g, r, scratch, NULL, why, sizeof why)) {
        *r.action_count = kept;
        return false;
    }
    memcpy(state_of(g, game), scratch, g->state_size);
    return true;
}

char *mouche_savefmt_text(const SaveGame *g, const void *record)
{
    const SaveRecord r = g->record((void *)record);
    Text t = { 0 };
    char line[1024], meta[SAVE_META_MAX], rules[512];
    snprintf(line, sizeof line, "%s %d", g->magic, g->version);
    mouche_text_line(&t, line);
    snprintf(line, sizeof line, "players %d", *r.players);
    mouche_text_line(&t, line);
    snprintf(line, sizeof line, "%s %d", g->count_key, *r.count);
    mouche_text_line(&t, line);
    snprintf(line, sizeof line, "seed %llu", (unsigned long long)*r.seed);
    mouche_text_line(&t, line);
    g->rules_format(r.rules, rules, sizeof rules);
    snprintf(line, sizeof line, "rules %s", rules);
    mouche_text_line(&t, line);
    snprintf(meta, sizeof meta, "%s", r.meta);
    meta[strcspn(meta, "\r\n")] = '\0';
    snprintf(line, sizeof line, "meta %s", meta);
    mouche_text_line(&t, line);
    snprintf(line, sizeof line, "actions %zu", *r.action_count);
    mouche_text_line(&t, line);
    for (size_t i = 0; i < *r.action_count; i++) {
        g->action_format(action_at(g, r, i), line, sizeof line);
        mouche_text_line(&t, line);
    }
    snprintf(line, sizeof line, "end %016llx", (unsigned long long)mouche_text_fnv1a(t.data ? t.data : "", t.len));
    mouche_text_line(&t, line);
    if (t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}

/* Checks every line and the checksum, and fills the record r (zeroed, with
 * the game's default rules) from them. It does not replay. */
static bool parse(const SaveGame *g, const char *text, size_t length, SaveRecord r, char *why, size_t why_size)
{
    const char *const keys[] = { "players", g->count_key, "seed", "rules", "meta", "actions" };
    char line[1024];
    size_t pos = 0;
    int line_no = 1;
    bool too_long = false;
    unsigned long long value = 0;
    const size_t magic_len = strlen(g->magic);

    if (!text || length == 0)
        FAIL("the save is empty");
    if (length > SAVE_MAX_BYTES)
        FAIL("the save is too large (%zu bytes)", length);
    if (memchr(text, '\0', length))
        FAIL("the save holds binary data");
    if (!mouche_text_next_line(text, length, &pos, line, sizeof line, &too_long) || too_long ||
        strncmp(line, g->magic, magic_len) != 0 || line[magic_len] != ' ')
        FAIL("line 1: not a %s save", g->name);
    const size_t longest = sizeof line - 1; /* a longer line is refused, never cut */
    if (!mouche_text_parse_u64(line + magic_len + 1, &value, 10) || value != (unsigned long long)g->version)
        FAIL("line 1: save version '%s' is not supported (this game reads version %d)", line + magic_len + 1,
             g->version);
    for (int k = 0; k < 6; k++) {
        if (!mouche_text_next_line(text, length, &pos, line, sizeof line, &too_long))
            FAIL("the save is truncated after line %d", line_no);
        line_no++;
        const size_t key_len = strlen(keys[k]);
        if (too_long)
            FAIL("line %d is longer than %zu bytes", line_no, longest);
        if (strncmp(line, keys[k], key_len) != 0 || line[key_len] != ' ')
            FAIL("line %d: expected '%s'", line_no, keys[k]);
        const char *arg = line + key_len + 1;
        char rules_why[256];
        switch (k) {
        case 0:
            if (!mouche_text_parse_u64(arg, &value, 10) || value < (unsigned)g->min_players ||
                value > (unsigned)g->max_players)
                FAIL("line %d: players must be from %d to %d", line_no, g->min_players, g->max_players);
            *r.players = (int)value;
            break;
        case 1:
            if (!mouche_text_parse_u64(arg, &value, 10) || value > MAX_COUNT)
                FAIL("line %d: bad number of %s", line_no, keys[1]);
            *r.count = (int)value;
            break;
        case 2:
            if (!mouche_text_parse_u64(arg, &value, 10))
                FAIL("line %d: bad seed", line_no);
            *r.seed = value;
            break;
        case 3:
            if (!g->rules_parse(r.rules, arg, rules_why, sizeof rules_why))
                FAIL("line %d: rules: %s", line_no, rules_why);
            break;
        case 4:
            if (strlen(arg) >= r.meta_size)
                FAIL("line %d: the meta line is longer than %zu bytes", line_no, r.meta_size - 1);
            snprintf(r.meta, r.meta_size, "%s", arg);
            break;
        default:
            if (!mouche_text_parse_u64(arg, &value, 10) || value > MAX_ACTIONS)
                FAIL("line %d: bad action count", line_no);
            break;
        }
    }
    const size_t count = (size_t)value;
    for (size_t i = 0; i < count; i++) {
        if (!mouche_text_next_line(text, length, &pos, line, sizeof line, &too_long))
            FAIL("the save is truncated after line %d", line_no);
        line_no++;
        if (too_long)
            FAIL("line %d is longer than %zu bytes", line_no, longest);
        void *slot = action_slot(g, r);
        if (!slot)
            FAIL("out of memory");
        if (!g->action_parse(line, slot))
            FAIL("line %d: '%.20s' is not an action", line_no, line);
        (*r.action_count)++;
    }
    const size_t body_len = pos;
    if (!mouche_text_next_line(text, length, &pos, line, sizeof line, &too_long))
        FAIL("the save is truncated after line %d", line_no);
    line_no++;
    char expected[32];
    snprintf(expected, sizeof expected, "end %016llx", (unsigned long long)mouche_text_fnv1a_lines(text, body_len));
    if (too_long)
        FAIL("line %d is longer than %zu bytes", line_no, longest);
    if (strncmp(line, "end ", 4) != 0)
        FAIL("line %d: expected the end line", line_no);
    if (strcmp(line, expected) != 0)
        FAIL("the save is damaged (checksum mismatch)");
    if (pos != length)
        FAIL("unexpected data after line %d", line_no);
    return true;
}

bool mouche_savefmt_load_text(const SaveGame *g, const char *text, size_t length, void *game, void *scratch, char *why,
                              size_t why_size)
{
    memset(scratch, 0, g->game_size);
    void *record = record_of(g, scratch);
    const SaveRecord r = g->record(record);
    g->rules_default(r.rules);
    char replay_why[256];
    if (!parse(g, text, length, r, why, why_size))
        goto fail;
    if (!replay(g, r, state_of(g, scratch), NULL, replay_why, sizeof replay_why)) {
        if (why && why_size)
            snprintf(why, why_size, "the save does not replay: %s", replay_why);
        goto fail;
    }
    memcpy(game, scratch, g->game_size);
    return true;
fail:
    mouche_savefmt_record_free(g, record);
    return false;
}

bool mouche_savefmt_file(const SaveGame *g, const void *record, const char *path, char *why, size_t why_size)
{
    char *text = mouche_savefmt_text(g, record);
    if (!text)
        FAIL("out of memory");
    const bool ok = mouche_write_atomic(path, text, why, why_size);
    free(text);
    return ok;
}

bool mouche_savefmt_load_file(const SaveGame *g, const char *path, void *game, void *scratch, char *why,
                              size_t why_size)
{
    Text t;
    if (!mouche_text_read_file(path, SAVE_MAX_BYTES, &t, why, why_size))
        return false;
    const bool ok = mouche_savefmt_load_text(g, t.data ? t.data : "", t.len, game, scratch, why, why_size);
    free(t.data);
    return ok;
}
