/* A game behind the type-erased CardGame (mouche/cardgame.h), written once for
 * both games: a game's file includes its own headers, defines what follows, then
 * includes this file, which defines its `const CardGame PREFIXcardgame`. Every
 * member forwards to the typed function of the same job (PREFIXstart, ...).
 * It also defines the game's PREFIXtranscript_init and PREFIXtranscript_sink.
 *
 *   CG_PREFIX      the functions' prefix, e.g. mouche_
 *   CG_TYPES       the types' prefix, e.g. Mouche (MoucheRules, MoucheState, ...)
 *   CG_NAME, CG_TITLE, CG_UNIT, CG_MIN_PLAYERS, CG_MAX_PLAYERS, CG_MAX_ACTIONS
 *   CG_REPLAY      its ReplayLines (how its transcript's lines are read back)
 *   CG_OVER(st)    whether the state's game is over
 *   CG_DEAL_EVENT  the event type that deals a hand (a deal), with its cards
 *   CG_DEAL(st), CG_DEALS_TOTAL(st), CG_START(st), CG_DECK(st)
 *                  the state's deal (from 1), its deals (0 endless), each seat's balance
 *                  at the start and its pack (CardProgress)
 * and reads the state's `players` and `balances` (CardGame.balances). */
#include <string.h>
#include "common.h"

#include "mouche/cardgame.h"

#define CG_CAT_(a, b) a##b
#define CG_CAT(a, b) CG_CAT_(a, b)
#define CG_FN(name) CG_CAT(CG_PREFIX, name)
#define CG_T(name) CG_CAT(CG_TYPES, name)

/* A CardSink told the game's typed events. */
static void to_card_sink(void *ctx, const CG_T(Event) * event)
{
    const CardSink *sink = ctx;
    sink->fn(sink->ctx, event);
}
#define TYPED_SINK(sink) ((sink) ? &(CG_T(Sink)){ to_card_sink, (void *)(sink) } : NULL)

static void rules_default(void *rules) { *(CG_T(Rules) *)rules = CG_FN(rules_default)(); }
static bool rules_parse(void *rules, const char *text, char *why, size_t n)
{
    return CG_FN(rules_parse)(rules, text, why, n);
}
static int rules_format(const void *rules, char *out, size_t n) { return CG_FN(rules_format)(rules, out, n); }
static bool start(void *st, const void *rules, int players, int count, uint64_t seed, const CardSink *sink, char *why,
                  size_t n)
{
    return CG_FN(start)(st, rules, players, count, seed, TYPED_SINK(sink), why, n);
}
static int to_move(const void *st) { return CG_FN(to_move)(st); }
static bool over(const void *st) { return CG_OVER(st); }
static int legal_actions(const void *st, void *out) { return CG_FN(legal_actions)(st, out); }
static MoucheRefusal check(const void *st, const void *a) { return CG_FN(check)(st, *(const CG_T(Action) *)a); }
static MoucheRefusal apply(void *st, const void *a, const CardSink *sink)
{
    return CG_FN(apply)(st, *(const CG_T(Action) *)a, TYPED_SINK(sink));
}
static void view(const void *st, int seat, void *out) { CG_FN(view)(st, seat, out); }
static int balances(const void *state, MoucheChips *out)
{
    const CG_T(State) *st = state;
    memcpy(out, st->balances, (size_t)st->players * sizeof *out);
    return st->players;
}
static int action_format(const void *a, char *out, size_t n)
{
    return CG_FN(action_format)(*(const CG_T(Action) *)a, out, n);
}
static bool action_parse(const char *text, void *a) { return CG_FN(action_parse)(text, a); }

static bool game_new(void *g, const void *rules, int players, int count, uint64_t seed, const CardSink *sink, char *why,
                     size_t n)
{
    return CG_FN(game_new)(g, rules, players, count, seed, TYPED_SINK(sink), why, n);
}
static MoucheRefusal game_act(void *g, const void *a, const CardSink *sink)
{
    return CG_FN(game_act)(g, *(const CG_T(Action) *)a, TYPED_SINK(sink));
}
static void game_free(void *g) { CG_FN(game_free)(g); }
static const void *game_state(const void *g) { return &((const CG_T(Game) *)g)->state; }
static const void *game_rules(const void *g) { return &((const CG_T(Game) *)g)->record.rules; }
static bool can_take_back(const void *g, int seat) { return CG_FN(game_can_take_back)(g, seat); }
static bool take_back(void *g, int seat) { return CG_FN(game_take_back)(g, seat); }
static void progress(const void *game, CardProgress *out)
{
    const CG_T(Game) *g = game;
    *out = (CardProgress){ .players = g->record.players,
                           .deal = CG_DEAL(&g->state),
                           .deals_total = CG_DEALS_TOTAL(&g->state),
                           .seed = g->record.seed,
                           .moves = g->record.count,
                           .start = CG_START(&g->state),
                           .deck = CG_DECK(&g->state) };
}
static char *meta(void *game, size_t *size)
{
    CG_T(Game) *g = game;
    *size = sizeof g->record.meta;
    return g->record.meta;
}
static char *save_text(const void *g) { return CG_FN(save_text)(&((const CG_T(Game) *)g)->record); }
static bool load_text(const char *text, size_t length, void *g, char *why, size_t n)
{
    return CG_FN(load_text)(text, length, g, why, n);
}
static bool save_file(const void *g, const char *path, char *why, size_t n)
{
    return CG_FN(save_file)(&((const CG_T(Game) *)g)->record, path, why, n);
}
static bool load_file(const char *path, void *g, char *why, size_t n) { return CG_FN(load_file)(path, g, why, n); }

static bool record_replay(const void *g, void *scratch, const CardSink *sink, char *why, size_t n)
{
    return CG_FN(record_replay)(&((const CG_T(Game) *)g)->record, scratch, TYPED_SINK(sink), why, n);
}

/* The game's transcript's start and sink (its lines are the game's own: CG_FN(transcript_event)). */
void CG_FN(transcript_init)(CG_T(Transcript) * t, FILE *out, const CG_T(Rules) * rules)
{
    memset(t, 0, sizeof *t);
    t->out = out;
    t->rules = *rules;
}
static void on_transcript_event(void *t, const CG_T(Event) * event) { CG_FN(transcript_event)(t, event); }
CG_T(Sink) CG_FN(transcript_sink)(CG_T(Transcript) * t) { return (CG_T(Sink)){ on_transcript_event, t }; }

static void transcript_init(void *t, FILE *out, const void *rules) { CG_FN(transcript_init)(t, out, rules); }
static void transcript_event(void *t, const void *event) { CG_FN(transcript_event)(t, event); }
static bool dealt(const void *event, const MoucheCard **cards, int *ncards)
{
    const CG_T(Event) *e = event;
    *cards = e->cards;
    *ncards = e->ncards;
    return e->type == CG_DEAL_EVENT;
}
static bool transcript_failed(const void *t) { return ((const CG_T(Transcript) *)t)->failed; }

const CardGame CG_FN(cardgame) = {
    .name = CG_NAME,
    .title = CG_TITLE,
    .unit = CG_UNIT,
    .min_players = CG_MIN_PLAYERS,
    .max_players = CG_MAX_PLAYERS,
    .max_actions = CG_MAX_ACTIONS,
    .rules_size = sizeof(CG_T(Rules)),
    .state_size = sizeof(CG_T(State)),
    .action_size = sizeof(CG_T(Action)),
    .view_size = sizeof(CG_T(View)),
    .game_size = sizeof(CG_T(Game)),
    .transcript_size = sizeof(CG_T(Transcript)),
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
    .balances = balances,
    .action_format = action_format,
    .action_parse = action_parse,
    .game_new = game_new,
    .game_act = game_act,
    .game_free = game_free,
    .game_state = game_state,
    .game_rules = game_rules,
    .can_take_back = can_take_back,
    .take_back = take_back,
    .progress = progress,
    .meta = meta,
    .save_text = save_text,
    .load_text = load_text,
    .save_file = save_file,
    .load_file = load_file,
    .record_replay = record_replay,
    .transcript_init = transcript_init,
    .transcript_event = transcript_event,
    .transcript_failed = transcript_failed,
    .dealt = dealt,
    .replay_lines = &CG_REPLAY,
};
