/* La Mouche's records and saves: what is its own in the save adapter both
 * games share (savefmt.h), and the public functions, which forward there.
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
 * Loading checks every line, the checksum, and replays every action through
 * the engine; nothing is returned unless all of it holds. */
#include <stdlib.h>

#include "mouche/save.h"

#include "../common/savefmt.h"

static SaveRecord mouche_saved_record(void *record)
{
    MoucheRecord *r = record;
    return (SaveRecord){ &r->rules, &r->players,  &r->hands, &r->seed,      (void **)&r->actions,
                         &r->count, &r->capacity, r->meta,   sizeof r->meta };
}

static void mouche_saved_rules_default(void *rules) { *(MoucheRules *)rules = mouche_rules_default(); }
static int mouche_saved_rules_format(const void *rules, char *out, size_t size)
{
    return mouche_rules_format(rules, out, size);
}
static bool mouche_saved_rules_parse(void *rules, const char *text, char *why, size_t why_size)
{
    return mouche_rules_parse(rules, text, why, why_size);
}
static int mouche_saved_action_format(const void *action, char *out, size_t size)
{
    return mouche_action_format(*(const MoucheAction *)action, out, size);
}
static bool mouche_saved_action_parse(const char *text, void *action) { return mouche_action_parse(text, action); }
static bool mouche_saved_start(void *state, const void *rules, int players, int hands, uint64_t seed, const void *sink,
                               char *why, size_t why_size)
{
    return mouche_start(state, rules, players, hands, seed, sink, why, why_size);
}
static MoucheRefusal mouche_saved_check(const void *state, const void *action)
{
    return mouche_check(state, *(const MoucheAction *)action);
}
static MoucheRefusal mouche_saved_apply(void *state, const void *action, const void *sink)
{
    return mouche_apply(state, *(const MoucheAction *)action, sink);
}

static int mouche_saved_to_move(const void *state) { return mouche_to_move(state); }

static const SaveGame GAME = {
    .magic = "LAMOUCHE-SAVE",
    .version = MOUCHE_SAVE_VERSION,
    .count_key = "hands",
    .min_players = MOUCHE_MIN_PLAYERS,
    .max_players = MOUCHE_MAX_PLAYERS,
    .name = "La Mouche",
    .game_size = sizeof(MoucheGame),
    .state_size = sizeof(MoucheState),
    .rules_size = sizeof(MoucheRules),
    .action_size = sizeof(MoucheAction),
    .state_at = offsetof(MoucheGame, state),
    .record_at = offsetof(MoucheGame, record),
    .record = mouche_saved_record,
    .rules_default = mouche_saved_rules_default,
    .rules_format = mouche_saved_rules_format,
    .rules_parse = mouche_saved_rules_parse,
    .action_format = mouche_saved_action_format,
    .action_parse = mouche_saved_action_parse,
    .start = mouche_saved_start,
    .check = mouche_saved_check,
    .apply = mouche_saved_apply,
    .to_move = mouche_saved_to_move,
};

bool mouche_game_new(MoucheGame *g, const MoucheRules *rules, int players, int hands, uint64_t seed,
                     const MoucheSink *sink, char *why, size_t why_size)
{
    MoucheState scratch;
    return mouche_savefmt_game_new(&GAME, g, &scratch, rules, players, hands, seed, sink, why, why_size);
}

MoucheRefusal mouche_game_act(MoucheGame *g, MoucheAction a, const MoucheSink *sink)
{
    return mouche_savefmt_game_act(&GAME, g, &a, sink);
}

void mouche_game_free(MoucheGame *g) { mouche_record_free(&g->record); }

bool mouche_game_can_take_back(const MoucheGame *g, int seat)
{
    MoucheState *scratch = malloc(sizeof *scratch);
    const bool can = scratch && mouche_savefmt_last_move(&GAME, g, scratch, seat) >= 0;
    free(scratch);
    return can;
}

bool mouche_game_take_back(MoucheGame *g, int seat)
{
    MoucheState *scratch = malloc(sizeof *scratch);
    const bool done = scratch && mouche_savefmt_take_back(&GAME, g, scratch, seat);
    free(scratch);
    return done;
}
void mouche_record_free(MoucheRecord *r) { mouche_savefmt_record_free(&GAME, r); }

bool mouche_record_replay(const MoucheRecord *r, MoucheState *out, const MoucheSink *sink, char *why, size_t why_size)
{
    MoucheState scratch;
    return mouche_savefmt_record_replay(&GAME, r, &scratch, out, sink, why, why_size);
}

char *mouche_save_text(const MoucheRecord *r) { return mouche_savefmt_text(&GAME, r); }

bool mouche_load_text(const char *text, size_t length, MoucheGame *game, char *why, size_t why_size)
{
    MoucheGame scratch;
    return mouche_savefmt_load_text(&GAME, text, length, game, &scratch, why, why_size);
}

bool mouche_save_file(const MoucheRecord *r, const char *path, char *why, size_t why_size)
{
    return mouche_savefmt_file(&GAME, r, path, why, why_size);
}

bool mouche_load_file(const char *path, MoucheGame *game, char *why, size_t why_size)
{
    MoucheGame scratch;
    return mouche_savefmt_load_file(&GAME, path, game, &scratch, why, why_size);
}
