/* La Bête's records and saves: what is its own in the save adapter both
 * games share (savefmt.h), and the public functions, which forward there.
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
#include <stdlib.h>
#include "mouche/bete.h"

#include "../common/savefmt.h"

enum { BETE_SAVE_VERSION = 1 };

static SaveRecord bete_saved_record(void *record)
{
    BeteRecord *r = record;
    return (SaveRecord){ &r->rules, &r->players,  &r->deals, &r->seed,      (void **)&r->actions,
                         &r->count, &r->capacity, r->meta,   sizeof r->meta };
}

static void bete_saved_rules_default(void *rules) { *(BeteRules *)rules = bete_rules_default(); }
static int bete_saved_rules_format(const void *rules, char *out, size_t size)
{
    return bete_rules_format(rules, out, size);
}
static bool bete_saved_rules_parse(void *rules, const char *text, char *why, size_t why_size)
{
    return bete_rules_parse(rules, text, why, why_size);
}
static int bete_saved_action_format(const void *action, char *out, size_t size)
{
    return bete_action_format(*(const BeteAction *)action, out, size);
}
static bool bete_saved_action_parse(const char *text, void *action) { return bete_action_parse(text, action); }
static bool bete_saved_start(void *state, const void *rules, int players, int deals, uint64_t seed, const void *sink,
                             char *why, size_t why_size)
{
    return bete_start(state, rules, players, deals, seed, sink, why, why_size);
}
static MoucheRefusal bete_saved_check(const void *state, const void *action)
{
    return bete_check(state, *(const BeteAction *)action);
}
static MoucheRefusal bete_saved_apply(void *state, const void *action, const void *sink)
{
    return bete_apply(state, *(const BeteAction *)action, sink);
}

static int bete_saved_to_move(const void *state) { return bete_to_move(state); }

static const SaveGame GAME = {
    .magic = "LAMOUCHE-BETE-SAVE",
    .version = BETE_SAVE_VERSION,
    .count_key = "deals",
    .min_players = BETE_MIN_PLAYERS,
    .max_players = BETE_MAX_PLAYERS,
    .name = "La Bête",
    .game_size = sizeof(BeteGame),
    .state_size = sizeof(BeteState),
    .rules_size = sizeof(BeteRules),
    .action_size = sizeof(BeteAction),
    .state_at = offsetof(BeteGame, state),
    .record_at = offsetof(BeteGame, record),
    .record = bete_saved_record,
    .rules_default = bete_saved_rules_default,
    .rules_format = bete_saved_rules_format,
    .rules_parse = bete_saved_rules_parse,
    .action_format = bete_saved_action_format,
    .action_parse = bete_saved_action_parse,
    .start = bete_saved_start,
    .check = bete_saved_check,
    .apply = bete_saved_apply,
    .to_move = bete_saved_to_move,
};

bool bete_game_new(BeteGame *g, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                   char *why, size_t why_size)
{
    BeteState scratch;
    return mouche_savefmt_game_new(&GAME, g, &scratch, rules, players, deals, seed, sink, why, why_size);
}

MoucheRefusal bete_game_act(BeteGame *g, BeteAction a, const BeteSink *sink)
{
    return mouche_savefmt_game_act(&GAME, g, &a, sink);
}

void bete_game_free(BeteGame *g) { mouche_savefmt_record_free(&GAME, &g->record); }

bool bete_game_can_take_back(const BeteGame *g, int seat)
{
    BeteState *scratch = malloc(sizeof *scratch);
    const bool can = scratch && mouche_savefmt_last_move(&GAME, g, scratch, seat) >= 0;
    free(scratch);
    return can;
}

bool bete_game_take_back(BeteGame *g, int seat)
{
    BeteState *scratch = malloc(sizeof *scratch);
    const bool done = scratch && mouche_savefmt_take_back(&GAME, g, scratch, seat);
    free(scratch);
    return done;
}

bool bete_record_replay(const BeteRecord *r, BeteState *out, const BeteSink *sink, char *why, size_t why_size)
{
    BeteState scratch;
    return mouche_savefmt_record_replay(&GAME, r, &scratch, out, sink, why, why_size);
}

char *bete_save_text(const BeteRecord *r) { return mouche_savefmt_text(&GAME, r); }

bool bete_load_text(const char *text, size_t length, BeteGame *game, char *why, size_t why_size)
{
    BeteGame scratch;
    return mouche_savefmt_load_text(&GAME, text, length, game, &scratch, why, why_size);
}

bool bete_save_file(const BeteRecord *r, const char *path, char *why, size_t why_size)
{
    return mouche_savefmt_file(&GAME, r, path, why, why_size);
}

bool bete_load_file(const char *path, BeteGame *game, char *why, size_t why_size)
{
    BeteGame scratch;
    return mouche_savefmt_load_file(&GAME, path, game, &scratch, why, why_size);
}
