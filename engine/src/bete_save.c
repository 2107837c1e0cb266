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
 * The container is shared with La Mouche (savefmt.c). Loading checks every
 * line and the checksum and replays every action; it never half-loads. */
#include <stdio.h>
#include <stdlib.h>

#include "bete_internal.h"
#include "savefmt.h"
#include "textio.h"

enum { BETE_SAVE_VERSION = 1 };

static bool record_push(BeteRecord *r, BeteAction a)
{
    return save_array_push((void **)&r->actions, &r->count, &r->capacity, &a, sizeof a);
}

static void record_free(BeteRecord *r)
{
    free(r->actions);
    r->actions = NULL;
    r->count = r->capacity = 0;
}

bool bete_game_new(BeteGame *g, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                   char *why, size_t why_size)
{
    BeteState st;
    if (!bete_start(&st, rules, players, deals, seed, sink, why, why_size))
        return false;
    memset(g, 0, sizeof *g);
    g->state = st;
    g->record.rules = *rules;
    g->record.players = players;
    g->record.deals = deals;
    g->record.seed = seed;
    return true;
}

MoucheRefusal bete_game_act(BeteGame *g, BeteAction a, const BeteSink *sink)
{
    const MoucheRefusal why = bete_check(&g->state, a);
    if (why != REFUSE_NONE)
        return why;
    if (!record_push(&g->record, a))
        return REFUSE_BAD_ACTION; /* out of memory: nothing changes */
    return bete_apply(&g->state, a, sink);
}

void bete_game_free(BeteGame *g) { record_free(&g->record); }

bool bete_record_replay(const BeteRecord *r, BeteState *out, const BeteSink *sink, char *why, size_t why_size)
{
    BeteState st;
    if (!bete_start(&st, &r->rules, r->players, r->deals, r->seed, sink, why, why_size))
        return false;
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

static const SaveFormat FORMAT = { "LAMOUCHE-BETE-SAVE", BETE_SAVE_VERSION, "deals",
                                   BETE_MIN_PLAYERS,     BETE_MAX_PLAYERS,  "La Bête" };

static void action_text(const void *ctx, size_t i, char *out, size_t out_size)
{
    const BeteRecord *r = ctx;
    bete_action_format(r->actions[i], out, out_size);
}

char *bete_save_text(const BeteRecord *r)
{
    SaveHeader h = { .players = r->players, .count = r->deals, .seed = r->seed };
    snprintf(h.meta, sizeof h.meta, "%s", r->meta);
    char rules[256];
    bete_rules_format(&r->rules, rules, sizeof rules);
    return save_compose(&FORMAT, &h, rules, r->count, action_text, r);
}

static bool parse_rules(void *ctx, const char *text, char *why, size_t why_size)
{
    BeteRecord *r = ctx;
    return bete_rules_parse(&r->rules, text, why, why_size);
}

static int parse_action(void *ctx, const char *line)
{
    BeteAction a;
    if (!bete_action_parse(line, &a))
        return 1;
    return record_push(ctx, a) ? 0 : 2;
}

bool bete_load_text(const char *text, size_t length, BeteGame *game, char *why, size_t why_size)
{
    BeteRecord r;
    memset(&r, 0, sizeof r);
    r.rules = bete_rules_default();
    SaveHeader h;
    BeteState st;
    char replay_why[256];
    if (!save_parse(&FORMAT, text, length, &h, parse_rules, parse_action, &r, why, why_size))
        goto fail;
    r.players = h.players;
    r.deals = h.count;
    r.seed = h.seed;
    snprintf(r.meta, sizeof r.meta, "%s", h.meta);
    if (!bete_record_replay(&r, &st, NULL, replay_why, sizeof replay_why)) {
        if (why && why_size)
            snprintf(why, why_size, "the save does not replay: %s", replay_why);
        goto fail;
    }
    game->state = st;
    game->record = r;
    return true;
fail:
    record_free(&r);
    return false;
}

bool bete_save_file(const BeteRecord *r, const char *path, char *why, size_t why_size)
{
    char *text = bete_save_text(r);
    if (!text) {
        if (why && why_size)
            snprintf(why, why_size, "out of memory");
        return false;
    }
    const bool ok = text_write_atomic(path, text, why, why_size);
    free(text);
    return ok;
}

bool bete_load_file(const char *path, BeteGame *game, char *why, size_t why_size)
{
    Text t;
    if (!text_read_file(path, SAVE_MAX_BYTES, &t, why, why_size))
        return false;
    const bool ok = bete_load_text(t.data ? t.data : "", t.len, game, why, why_size);
    free(t.data);
    return ok;
}
