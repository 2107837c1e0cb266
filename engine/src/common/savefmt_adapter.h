/* A game's records and saves, written once for both games: the SaveGame the save
 * adapter (savefmt.h) is given, and the game's public functions, which forward
 * there. A game's file defines the CardGame macros (cardgame_adapter.h: CG_PREFIX,
 * CG_TYPES, CG_TITLE, CG_MIN_PLAYERS, CG_MAX_PLAYERS) and these, then includes it:
 *
 *   CG_SAVE_MAGIC    the first word of a save ("LAMOUCHE-SAVE")
 *   CG_SAVE_VERSION  the version after it
 *   CG_COUNT         the record's member for the count, and the save's key for it:
 *                    hands or deals (0: endless)
 *
 * The functions defined: PREFIXgame_new, _game_act, _game_free, _game_can_take_back,
 * _game_take_back, _record_replay, _save_text, _load_text, _save_file, _load_file. */
#include <stdlib.h>

#include "savefmt.h"

#define SG_CAT_(a, b) a##b
#define SG_CAT(a, b) SG_CAT_(a, b)
#define SG_FN(name) SG_CAT(CG_PREFIX, name)
#define SG_T(name) SG_CAT(CG_TYPES, name)
#define SG_STR_(x) #x
#define SG_STR(x) SG_STR_(x)

static SaveRecord saved_record(void *record)
{
    SG_T(Record) *r = record;
    return (SaveRecord){ &r->rules, &r->players,  &r->CG_COUNT, &r->seed,      (void **)&r->actions,
                         &r->count, &r->capacity, r->meta,      sizeof r->meta };
}

static void saved_rules_default(void *rules) { *(SG_T(Rules) *)rules = SG_FN(rules_default)(); }
static int saved_rules_format(const void *rules, char *out, size_t size)
{
    return SG_FN(rules_format)(rules, out, size);
}
static bool saved_rules_parse(void *rules, const char *text, char *why, size_t why_size)
{
    return SG_FN(rules_parse)(rules, text, why, why_size);
}
static int saved_action_format(const void *action, char *out, size_t size)
{
    return SG_FN(action_format)(*(const SG_T(Action) *)action, out, size);
}
static bool saved_action_parse(const char *text, void *action) { return SG_FN(action_parse)(text, action); }
static bool saved_start(void *state, const void *rules, int players, int count, uint64_t seed, const void *sink,
                        char *why, size_t why_size)
{
    return SG_FN(start)(state, rules, players, count, seed, sink, why, why_size);
}
static MoucheRefusal saved_check(const void *state, const void *action)
{
    return SG_FN(check)(state, *(const SG_T(Action) *)action);
}
static MoucheRefusal saved_apply(void *state, const void *action, const void *sink)
{
    return SG_FN(apply)(state, *(const SG_T(Action) *)action, sink);
}
static int saved_to_move(const void *state) { return SG_FN(to_move)(state); }

static const SaveGame GAME = {
    .magic = CG_SAVE_MAGIC,
    .version = CG_SAVE_VERSION,
    .count_key = SG_STR(CG_COUNT),
    .min_players = CG_MIN_PLAYERS,
    .max_players = CG_MAX_PLAYERS,
    .name = CG_TITLE,
    .game_size = sizeof(SG_T(Game)),
    .state_size = sizeof(SG_T(State)),
    .rules_size = sizeof(SG_T(Rules)),
    .action_size = sizeof(SG_T(Action)),
    .state_at = offsetof(SG_T(Game), state),
    .record_at = offsetof(SG_T(Game), record),
    .record = saved_record,
    .rules_default = saved_rules_default,
    .rules_format = saved_rules_format,
    .rules_parse = saved_rules_parse,
    .action_format = saved_action_format,
    .action_parse = saved_action_parse,
    .start = saved_start,
    .check = saved_check,
    .apply = saved_apply,
    .to_move = saved_to_move,
};

bool SG_FN(game_new)(SG_T(Game) * g, const SG_T(Rules) * rules, int players, int count, uint64_t seed,
                     const SG_T(Sink) * sink, char *why, size_t why_size)
{
    SG_T(State) scratch;
    return mouche_savefmt_game_new(&GAME, g, &scratch, rules, players, count, seed, sink, why, why_size);
}

MoucheRefusal SG_FN(game_act)(SG_T(Game) * g, SG_T(Action) a, const SG_T(Sink) * sink)
{
    return mouche_savefmt_game_act(&GAME, g, &a, sink);
}

void SG_FN(game_free)(SG_T(Game) * g) { mouche_savefmt_record_free(&GAME, &g->record); }

bool SG_FN(game_can_take_back)(const SG_T(Game) * g, int seat)
{
    SG_T(State) *scratch = malloc(sizeof *scratch);
    const bool can = scratch && mouche_savefmt_last_move(&GAME, g, scratch, seat) >= 0;
    free(scratch);
    return can;
}

bool SG_FN(game_take_back)(SG_T(Game) * g, int seat)
{
    SG_T(State) *scratch = malloc(sizeof *scratch);
    const bool done = scratch && mouche_savefmt_take_back(&GAME, g, scratch, seat);
    free(scratch);
    return done;
}

bool SG_FN(record_replay)(const SG_T(Record) * r, SG_T(State) * out, const SG_T(Sink) * sink, char *why,
                          size_t why_size)
{
    SG_T(State) scratch;
    return mouche_savefmt_record_replay(&GAME, r, &scratch, out, sink, why, why_size);
}

char *SG_FN(save_text)(const SG_T(Record) * r) { return mouche_savefmt_text(&GAME, r); }

bool SG_FN(load_text)(const char *text, size_t length, SG_T(Game) * game, char *why, size_t why_size)
{
    SG_T(Game) scratch;
    return mouche_savefmt_load_text(&GAME, text, length, game, &scratch, why, why_size);
}

bool SG_FN(save_file)(const SG_T(Record) * r, const char *path, char *why, size_t why_size)
{
    return mouche_savefmt_file(&GAME, r, path, why, why_size);
}

bool SG_FN(load_file)(const char *path, SG_T(Game) * game, char *why, size_t why_size)
{
    SG_T(Game) scratch;
    return mouche_savefmt_load_file(&GAME, path, game, &scratch, why, why_size);
}
