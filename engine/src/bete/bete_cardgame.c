/* La Bête behind the type-erased CardGame (mouche/cardgame.h): each member
 * forwards to the typed function of the same job. */
#include "mouche/cardgame.h"

#include "mouche/bete.h"

/* A CardSink told the game's typed events. */
static void to_card_sink(void *ctx, const BeteEvent *event)
{
    const CardSink *sink = ctx;
    sink->fn(sink->ctx, event);
}
#define TYPED_SINK(sink) ((sink) ? &(BeteSink){ to_card_sink, (void *)(sink) } : NULL)

static void rules_default(void *rules) { *(BeteRules *)rules = bete_rules_default(); }
static bool rules_parse(void *rules, const char *text, char *why, size_t n)
{
    return bete_rules_parse(rules, text, why, n);
}
static int rules_format(const void *rules, char *out, size_t n) { return bete_rules_format(rules, out, n); }
static bool start(void *st, const void *rules, int players, int deals, uint64_t seed, const CardSink *sink, char *why,
                  size_t n)
{
    return bete_start(st, rules, players, deals, seed, TYPED_SINK(sink), why, n);
}
static int to_move(const void *st) { return bete_to_move(st); }
static bool over(const void *st) { return bete_phase(st) == BETE_PHASE_GAME_OVER; }
static int legal_actions(const void *st, void *out) { return bete_legal_actions(st, out); }
static MoucheRefusal check(const void *st, const void *a) { return bete_check(st, *(const BeteAction *)a); }
static MoucheRefusal apply(void *st, const void *a, const CardSink *sink)
{
    return bete_apply(st, *(const BeteAction *)a, TYPED_SINK(sink));
}
static void view(const void *st, int seat, void *out) { bete_view(st, seat, out); }
static int action_format(const void *a, char *out, size_t n)
{
    return bete_action_format(*(const BeteAction *)a, out, n);
}
static bool action_parse(const char *text, void *a) { return bete_action_parse(text, a); }

static bool game_new(void *g, const void *rules, int players, int deals, uint64_t seed, const CardSink *sink, char *why,
                     size_t n)
{
    return bete_game_new(g, rules, players, deals, seed, TYPED_SINK(sink), why, n);
}
static MoucheRefusal game_act(void *g, const void *a, const CardSink *sink)
{
    return bete_game_act(g, *(const BeteAction *)a, TYPED_SINK(sink));
}
static void game_free(void *g) { bete_game_free(g); }
static const void *game_state(const void *g) { return &((const BeteGame *)g)->state; }
static bool can_take_back(const void *g, int seat) { return bete_game_can_take_back(g, seat); }
static bool take_back(void *g, int seat) { return bete_game_take_back(g, seat); }
static char *save_text(const void *g) { return bete_save_text(&((const BeteGame *)g)->record); }
static bool load_text(const char *text, size_t length, void *g, char *why, size_t n)
{
    return bete_load_text(text, length, g, why, n);
}
static bool save_file(const void *g, const char *path, char *why, size_t n)
{
    return bete_save_file(&((const BeteGame *)g)->record, path, why, n);
}
static bool load_file(const char *path, void *g, char *why, size_t n) { return bete_load_file(path, g, why, n); }

static void transcript_init(void *t, FILE *out, const void *rules) { bete_transcript_init(t, out, rules); }
static void transcript_event(void *t, const void *event) { bete_transcript_event(t, event); }
static bool dealt(const void *event, const MoucheCard **cards, int *ncards)
{
    const BeteEvent *e = event;
    *cards = e->cards;
    *ncards = e->ncards;
    return e->type == BETE_EV_DEAL_START;
}
static bool transcript_failed(const void *t) { return ((const BeteTranscript *)t)->failed; }

const CardGame bete_cardgame = {
    .name = "bete",
    .title = "La Bête",
    .unit = "deals",
    .min_players = BETE_MIN_PLAYERS,
    .max_players = BETE_MAX_PLAYERS,
    .max_actions = BETE_MAX_ACTIONS,
    .rules_size = sizeof(BeteRules),
    .state_size = sizeof(BeteState),
    .action_size = sizeof(BeteAction),
    .view_size = sizeof(BeteView),
    .game_size = sizeof(BeteGame),
    .transcript_size = sizeof(BeteTranscript),
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
    .replay_game = REPLAY_BETE,
};
