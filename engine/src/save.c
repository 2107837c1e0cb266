/* Records, and the save format:
 *
 *   LAMOUCHE-SAVE 1
 *   players 4
 *   hands 10
 *   seed 12345
 *   rules deck=ajo,deal=3-2,...
 *   meta <the app's line, may be empty>
 *   actions 3
 *   S
 *   X:KH.9D
 *   P:KH
 *   end 0123456789abcdef        (FNV-1a 64 of every byte before this line)
 *
 * The container is shared with La Bête (savefmt.c). Loading checks every
 * line, the checksum, and replays every action through the engine; nothing
 * is returned unless all of it holds. */
#include "mouche/save.h"

#include "savefmt.h"
#include "textio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool record_push(MoucheRecord *r, MoucheAction a)
{
    return save_array_push((void **)&r->actions, &r->count, &r->capacity, &a, sizeof a);
}

void mouche_record_free(MoucheRecord *r)
{
    free(r->actions);
    r->actions = NULL;
    r->count = r->capacity = 0;
}

bool mouche_game_new(MoucheGame *g, const MoucheRules *rules, int players, int hands, uint64_t seed,
                     const MoucheSink *sink, char *why, size_t why_size)
{
    MoucheState st;
    if (!mouche_start(&st, rules, players, hands, seed, sink, why, why_size))
        return false;
    memset(g, 0, sizeof *g);
    g->state = st;
    g->record.rules = *rules;
    g->record.players = players;
    g->record.hands = hands;
    g->record.seed = seed;
    return true;
}

MoucheRefusal mouche_game_act(MoucheGame *g, MoucheAction a, const MoucheSink *sink)
{
    const MoucheRefusal why = mouche_check(&g->state, a);
    if (why != REFUSE_NONE)
        return why;
    if (!record_push(&g->record, a))
        return REFUSE_BAD_ACTION; /* out of memory: nothing changes */
    return mouche_apply(&g->state, a, sink);
}

void mouche_game_free(MoucheGame *g) { mouche_record_free(&g->record); }

bool mouche_record_replay(const MoucheRecord *r, MoucheState *out, const MoucheSink *sink, char *why, size_t why_size)
{
    MoucheState st;
    if (!mouche_start(&st, &r->rules, r->players, r->hands, r->seed, sink, why, why_size))
        return false;
    for (size_t i = 0; i < r->count; i++) {
        const MoucheRefusal refusal = mouche_apply(&st, r->actions[i], sink);
        if (refusal != REFUSE_NONE) {
            char text[64];
            mouche_action_format(r->actions[i], text, sizeof text);
            if (why && why_size)
                snprintf(why, why_size, "action %zu (%s) is refused: %s", i + 1, text, mouche_refusal_text(refusal));
            return false;
        }
    }
    *out = st;
    return true;
}

static const SaveFormat FORMAT = { "LAMOUCHE-SAVE",    MOUCHE_SAVE_VERSION, "hands",
                                   MOUCHE_MIN_PLAYERS, MOUCHE_MAX_PLAYERS,  "La Mouche" };

static void action_text(const void *ctx, size_t i, char *out, size_t out_size)
{
    const MoucheRecord *r = ctx;
    mouche_action_format(r->actions[i], out, out_size);
}

char *mouche_save_text(const MoucheRecord *r)
{
    SaveHeader h = { .players = r->players, .count = r->hands, .seed = r->seed };
    snprintf(h.meta, sizeof h.meta, "%s", r->meta);
    char rules[512];
    mouche_rules_format(&r->rules, rules, sizeof rules);
    return save_compose(&FORMAT, &h, rules, r->count, action_text, r);
}

static bool parse_rules(void *ctx, const char *text, char *why, size_t why_size)
{
    MoucheRecord *r = ctx;
    return mouche_rules_parse(&r->rules, text, why, why_size);
}

static int parse_action(void *ctx, const char *line)
{
    MoucheAction a;
    if (!mouche_action_parse(line, &a))
        return 1;
    return record_push(ctx, a) ? 0 : 2;
}

bool mouche_load_text(const char *text, size_t length, MoucheGame *game, char *why, size_t why_size)
{
    MoucheRecord r;
    memset(&r, 0, sizeof r);
    r.rules = mouche_rules_default();
    SaveHeader h;
    MoucheState st;
    char replay_why[256];
    if (!save_parse(&FORMAT, text, length, &h, parse_rules, parse_action, &r, why, why_size))
        goto fail;
    r.players = h.players;
    r.hands = h.count;
    r.seed = h.seed;
    snprintf(r.meta, sizeof r.meta, "%s", h.meta);
    if (!mouche_record_replay(&r, &st, NULL, replay_why, sizeof replay_why)) {
        if (why && why_size)
            snprintf(why, why_size, "the save does not replay: %s", replay_why);
        goto fail;
    }
    game->state = st;
    game->record = r;
    return true;
fail:
    mouche_record_free(&r);
    return false;
}

bool mouche_save_file(const MoucheRecord *r, const char *path, char *why, size_t why_size)
{
    char *text = mouche_save_text(r);
    if (!text) {
        if (why && why_size)
            snprintf(why, why_size, "out of memory");
        return false;
    }
    const bool ok = text_write_atomic(path, text, why, why_size);
    free(text);
    return ok;
}

bool mouche_load_file(const char *path, MoucheGame *game, char *why, size_t why_size)
{
    Text t;
    if (!text_read_file(path, SAVE_MAX_BYTES, &t, why, why_size))
        return false;
    const bool ok = mouche_load_text(t.data ? t.data : "", t.len, game, why, why_size);
    free(t.data);
    return ok;
}
