/* La Bête's records and save format, the same shape as La Mouche's:
 *
 *   LAMOUCHE-BETE-SAVE 1
 *   players 5
 *   deals 10
 *   seed 12345
 *   rules deal=3-2,curieuse=1,contre=1,start=1000,plaque=5
 *   meta <the app's line, may be empty>
 *   actions 3
 *   pass
 *   play
 *   P:KH
 *   end 0123456789abcdef        (FNV-1a 64 of every byte before this line)
 *
 * Loading checks every line and the checksum and replays every action; it
 * never half-loads. */
#include <stdio.h>
#include <stdlib.h>

#include "bete_internal.h"
#include "textio.h"

enum { BETE_SAVE_VERSION = 1, MAX_ACTIONS = 4000000, MAX_SAVE_BYTES = 64 * 1024 * 1024 };

static bool record_push(BeteRecord *r, BeteAction a) {
    if (r->count == r->capacity) {
        const size_t capacity = r->capacity ? r->capacity * 2 : 256;
        BeteAction *grown = realloc(r->actions, capacity * sizeof *grown);
        if (!grown) return false;
        r->actions = grown;
        r->capacity = capacity;
    }
    r->actions[r->count++] = a;
    return true;
}

static void record_free(BeteRecord *r) {
    free(r->actions);
    r->actions = NULL;
    r->count = r->capacity = 0;
}

bool bete_game_new(BeteGame *g, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                   char *why, size_t why_size) {
    BeteState st;
    if (!bete_start(&st, rules, players, deals, seed, sink, why, why_size)) return false;
    memset(g, 0, sizeof *g);
    g->state = st;
    g->record.rules = *rules;
    g->record.players = players;
    g->record.deals = deals;
    g->record.seed = seed;
    return true;
}

MoucheRefusal bete_game_act(BeteGame *g, BeteAction a, const BeteSink *sink) {
    const MoucheRefusal why = bete_check(&g->state, a);
    if (why != REFUSE_NONE) return why;
    if (!record_push(&g->record, a)) return REFUSE_BAD_ACTION; /* out of memory: nothing changes */
    return bete_apply(&g->state, a, sink);
}

void bete_game_free(BeteGame *g) { record_free(&g->record); }

bool bete_record_replay(const BeteRecord *r, BeteState *out, const BeteSink *sink, char *why, size_t why_size) {
    BeteState st;
    if (!bete_start(&st, &r->rules, r->players, r->deals, r->seed, sink, why, why_size)) return false;
    for (size_t i = 0; i < r->count; i++) {
        const MoucheRefusal refusal = bete_apply(&st, r->actions[i], sink);
        if (refusal != REFUSE_NONE) {
            char text[32];
            bete_action_format(r->actions[i], text, sizeof text);
            if (why && why_size)
                snprintf(why, why_size, "action %zu (%s) is refused: %s", i + 1, text, mouche_refusal_text(refusal));
            return false;
        }
    }
    *out = st;
    return true;
}

char *bete_save_text(const BeteRecord *r) {
    Text t = { 0 };
    char line[1024], rules[256], meta[sizeof r->meta];
    snprintf(line, sizeof line, "LAMOUCHE-BETE-SAVE %d", BETE_SAVE_VERSION);
    text_line(&t, line);
    snprintf(line, sizeof line, "players %d", r->players);
    text_line(&t, line);
    snprintf(line, sizeof line, "deals %d", r->deals);
    text_line(&t, line);
    snprintf(line, sizeof line, "seed %llu", (unsigned long long)r->seed);
    text_line(&t, line);
    bete_rules_format(&r->rules, rules, sizeof rules);
    snprintf(line, sizeof line, "rules %s", rules);
    text_line(&t, line);
    snprintf(meta, sizeof meta, "%s", r->meta);
    meta[strcspn(meta, "\r\n")] = '\0';
    snprintf(line, sizeof line, "meta %s", meta);
    text_line(&t, line);
    snprintf(line, sizeof line, "actions %zu", r->count);
    text_line(&t, line);
    for (size_t i = 0; i < r->count; i++) {
        bete_action_format(r->actions[i], line, sizeof line);
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

#define LOAD_FAIL(...)                                             \
    do {                                                           \
        if (why && why_size) snprintf(why, why_size, __VA_ARGS__); \
        goto fail;                                                 \
    } while (0)

bool bete_load_text(const char *text, size_t length, BeteGame *game, char *why, size_t why_size) {
    static const char HEADER[] = "LAMOUCHE-BETE-SAVE ";
    static const char *const KEYS[] = { "players", "deals", "seed", "rules", "meta", "actions" };
    BeteRecord r;
    memset(&r, 0, sizeof r);
    r.rules = bete_rules_default();
    char line[1024];
    size_t pos = 0;
    int line_no = 1;
    bool too_long = false;
    unsigned long long value = 0;

    if (!text || length == 0) LOAD_FAIL("the save is empty");
    if (length > MAX_SAVE_BYTES) LOAD_FAIL("the save is too large (%zu bytes)", length);
    if (memchr(text, '\0', length)) LOAD_FAIL("the save holds binary data");
    if (!text_next_line(text, length, &pos, line, sizeof line, &too_long) || too_long ||
        strncmp(line, HEADER, sizeof HEADER - 1) != 0)
        LOAD_FAIL("line 1: not a La Bête save");
    if (!text_parse_u64(line + sizeof HEADER - 1, &value, 10) || value != BETE_SAVE_VERSION)
        LOAD_FAIL("line 1: save version '%s' is not supported (this game reads version %d)", line + sizeof HEADER - 1,
                  BETE_SAVE_VERSION);
    for (int k = 0; k < 6; k++) {
        if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
            LOAD_FAIL("the save is truncated after line %d", line_no);
        line_no++;
        const size_t key_len = strlen(KEYS[k]);
        if (too_long || strncmp(line, KEYS[k], key_len) != 0 || line[key_len] != ' ')
            LOAD_FAIL("line %d: expected '%s'", line_no, KEYS[k]);
        const char *arg = line + key_len + 1;
        char rules_why[256];
        switch (k) {
        case 0:
            if (!text_parse_u64(arg, &value, 10) || value < BETE_MIN_PLAYERS || value > BETE_MAX_PLAYERS)
                LOAD_FAIL("line %d: players must be from 3 to 7", line_no);
            r.players = (int)value;
            break;
        case 1:
            if (!text_parse_u64(arg, &value, 10) || value > 30000) LOAD_FAIL("line %d: bad number of deals", line_no);
            r.deals = (int)value;
            break;
        case 2:
            if (!text_parse_u64(arg, &value, 10)) LOAD_FAIL("line %d: bad seed", line_no);
            r.seed = value;
            break;
        case 3:
            if (!bete_rules_parse(&r.rules, arg, rules_why, sizeof rules_why))
                LOAD_FAIL("line %d: rules: %s", line_no, rules_why);
            break;
        case 4:
            snprintf(r.meta, sizeof r.meta, "%s", arg);
            break;
        default:
            if (!text_parse_u64(arg, &value, 10) || value > MAX_ACTIONS) LOAD_FAIL("line %d: bad action count", line_no);
            break;
        }
    }
    const size_t count = (size_t)value;
    for (size_t i = 0; i < count; i++) {
        if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
            LOAD_FAIL("the save is truncated after line %d", line_no);
        line_no++;
        BeteAction a;
        if (too_long || !bete_action_parse(line, &a))
            LOAD_FAIL("line %d: '%.20s' is not an action", line_no, too_long ? "(long line)" : line);
        if (!record_push(&r, a)) LOAD_FAIL("out of memory");
    }
    const size_t body_len = pos;
    if (!text_next_line(text, length, &pos, line, sizeof line, &too_long))
        LOAD_FAIL("the save is truncated after line %d", line_no);
    line_no++;
    char expected[32];
    snprintf(expected, sizeof expected, "end %016llx", (unsigned long long)text_fnv1a(text, body_len));
    if (too_long || strncmp(line, "end ", 4) != 0) LOAD_FAIL("line %d: expected the end line", line_no);
    if (strcmp(line, expected) != 0) LOAD_FAIL("the save is damaged (checksum mismatch)");
    if (pos != length) LOAD_FAIL("unexpected data after line %d", line_no);

    BeteState st;
    char replay_why[256];
    if (!bete_record_replay(&r, &st, NULL, replay_why, sizeof replay_why))
        LOAD_FAIL("the save does not replay: %s", replay_why);
    game->state = st;
    game->record = r;
    return true;
fail:
    record_free(&r);
    return false;
}

bool bete_save_file(const BeteRecord *r, const char *path, char *why, size_t why_size) {
    char *text = bete_save_text(r);
    if (!text) {
        if (why && why_size) snprintf(why, why_size, "out of memory");
        return false;
    }
    const bool ok = text_write_atomic(path, text, why, why_size);
    free(text);
    return ok;
}

bool bete_load_file(const char *path, BeteGame *game, char *why, size_t why_size) {
    Text t;
    if (!text_read_file(path, MAX_SAVE_BYTES, &t, why, why_size)) return false;
    const bool ok = bete_load_text(t.data ? t.data : "", t.len, game, why, why_size);
    free(t.data);
    return ok;
}
