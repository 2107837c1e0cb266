/* La Mouche behind the type-erased CardGame (mouche/cardgame.h): each member
 * forwards to the typed function of the same job. */
#include "mouche/cardgame.h"

#include "mouche/rules.h"
#include "mouche/save.h"
#include "mouche/transcript.h"
#include "mouche/view.h"

/* A CardSink told the game's typed events. */
static void to_card_sink(void *ctx, const MoucheEvent *event)
{
    const CardSink *sink = ctx;
    sink->fn(sink->ctx, event);
}
#define TYPED_SINK(sink) ((sink) ? &(MoucheSink){ to_card_sink, (void *)(sink) } : NULL)

static void rules_default(void *rules) { *(MoucheRules *)rules = mouche_rules_default(); }
static bool rules_parse(void *rules, const char *text, char *why, size_t n)
{
    return mouche_rules_parse(rules, text, why, n);
}
static int rules_format(const void *rules, char *out, size_t n) { return mouche_rules_format(rules, out, n); }
static bool start(void *st, const void *rules, int players, int hands, uint64_t seed, const CardSink *sink, char *why,
                  size_t n)
{
    return mouche_start(st, rules, players, hands, seed, TYPED_SINK(sink), why, n);
}
static int to_move(const void *st) { return mouche_to_move(st); }
static bool over(const void *st) { return mouche_phase(st) == PHASE_GAME_OVER; }
static int legal_actions(const void *st, void *out) { return mouche_legal_actions(st, out); }
static MoucheRefusal check(const void *st, const void *a) { return mouche_check(st, *(const MoucheAction *)a); }
static MoucheRefusal apply(void *st, const void *a, const CardSink *sink)
{
    return mouche_apply(st, *(const MoucheAction *)a, TYPED_SINK(sink));
}
static void view(const void *st, int seat, void *out) { mouche_view(st, seat, out); }
static int action_format(const void *a, char *out, size_t n)
{
    return mouche_action_format(*(const MoucheAction *)a, out, n);
}
static bool action_parse(const char *text, void *a) { return mouche_action_parse(text, a); }

static bool game_new(void *g, const void *rules, int players, int hands, uint64_t seed, const CardSink *sink, char *why,
                     size_t n)
{
    return mouche_game_new(g, rules, players, hands, seed, TYPED_SINK(sink), why, n);
}
static MoucheRefusal game_act(void *g, const void *a, const CardSink *sink)
{
    return mouche_game_act(g, *(const MoucheAction *)a, TYPED_SINK(sink));
}
static void game_free(void *g) { mouche_game_free(g); }
static const void *game_state(const void *g) { return &((const MoucheGame *)g)->state; }
static bool can_take_back(const void *g, int seat) { return mouche_game_can_take_back(g, seat); }
static bool take_back(void *g, int seat) { return mouche_game_take_back(g, seat); }
static char *save_text(const void *g) { return mouche_save_text(&((const MoucheGame *)g)->record); }
static bool load_text(const char *text, size_t length, void *g, char *why, size_t n)
{
    return mouche_load_text(text, length, g, why, n);
}
static bool save_file(const void *g, const char *path, char *why, size_t n)
{
    return mouche_save_file(&((const MoucheGame *)g)->record, path, why, n);
}
static bool load_file(const char *path, void *g, char *why, size_t n) { return mouche_load_file(path, g, why, n); }

static void transcript_init(void *t, FILE *out, const void *rules) { mouche_transcript_init(t, out, rules); }
static void transcript_event(void *t, const void *event) { mouche_transcript_event(t, event); }
static bool dealt(const void *event, const MoucheCard **cards, int *ncards)
{
    const MoucheEvent *e = event;
    *cards = e->cards;
    *ncards = e->ncards;
    return e->type == EV_HAND_START;
}
static bool transcript_failed(const void *t) { return ((const MoucheTranscript *)t)->failed; }

const CardGame mouche_cardgame = {
    .name = "mouche",
    .title = "La Mouche",
    .unit = "hands",
    .min_players = MOUCHE_MIN_PLAYERS,
    .max_players = MOUCHE_MAX_PLAYERS,
    .max_actions = MOUCHE_MAX_ACTIONS,
    .rules_size = sizeof(MoucheRules),
    .state_size = sizeof(MoucheState),
    .action_size = sizeof(MoucheAction),
    .view_size = sizeof(MoucheView),
    .game_size = sizeof(MoucheGame),
    .transcript_size = sizeof(MoucheTranscript),
    .rules_default = rules_default,
    .rules_parse = rules_parse,
    .rules_format = rules_format,
    .start = start,
    .to_move = to_move,
    .over = over,
    .legal_actions = legal_actions,
    .check = check,
    .apply = apply,
    .view = view,
    .action_format = action_format,
    .action_parse = action_parse,
    .game_new = game_new,
    .game_act = game_act,
    .game_free = game_free,
    .game_state = game_state,
    .can_take_back = can_take_back,
    .take_back = take_back,
    .save_text = save_text,
    .load_text = load_text,
    .save_file = save_file,
    .load_file = load_file,
    .transcript_init = transcript_init,
    .transcript_event = transcript_event,
    .transcript_failed = transcript_failed,
    .dealt = dealt,
    .replay_game = REPLAY_MOUCHE,
};
