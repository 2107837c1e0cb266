/* The template game's record, save, transcript and the CardGame that holds it all
 * (mouche/template.h). Written out member by member, without the two big games' macro
 * adapter (common/cardgame_adapter.h), so that it reads as what a CardGame asks. */
#include <stdlib.h>
#include <string.h>

#include "../common/common.h"
#include "../common/savefmt.h"
#include "mouche/template.h"

/* The engine's typed sink from a CardSink: the game's events reach the caller untyped. */
static void to_card_sink(void *ctx, const TemplateEvent *event)
{
    const CardSink *sink = ctx;
    sink->fn(sink->ctx, event);
}
#define TYPED_SINK(sink) ((sink) ? &(TemplateSink){ to_card_sink, (void *)(sink) } : NULL)

static void rules_default(void *rules) { *(TemplateRules *)rules = template_rules_default(); }
static bool rules_parse(void *rules, const char *text, char *why, size_t n)
{
    return template_rules_parse(rules, text, why, n);
}
static int rules_format(const void *rules, char *out, size_t n) { return template_rules_format(rules, out, n); }
static bool start(void *st, const void *rules, int players, int count, uint64_t seed, const CardSink *sink, char *why,
                  size_t n)
{
    return template_start(st, rules, players, count, seed, TYPED_SINK(sink), why, n);
}
static int to_move(const void *st) { return ((const TemplateState *)st)->to_move; }
static bool over(const void *st) { return ((const TemplateState *)st)->phase == TEMPLATE_PHASE_GAME_OVER; }
static int legal_actions(const void *st, void *out) { return template_legal_actions(st, out); }
static MoucheRefusal check(const void *st, const void *a) { return template_check(st, *(const TemplateAction *)a); }
static MoucheRefusal apply(void *st, const void *a, const CardSink *sink)
{
    return template_apply(st, *(const TemplateAction *)a, TYPED_SINK(sink));
}
static void view(const void *st, int seat, void *out) { template_view(st, seat, out); }
static int action_format(const void *a, char *out, size_t n)
{
    return template_action_format(*(const TemplateAction *)a, out, n);
}
static bool action_parse(const char *text, void *a) { return template_action_parse(text, a); }

/* ---- The record and the save: the engine's save format (common/savefmt.h) ---- */

static SaveRecord saved_record(void *record)
{
    TemplateRecord *r = record;
    return (SaveRecord){ &r->rules, &r->players,  &r->deals, &r->seed,      (void **)&r->actions,
                         &r->count, &r->capacity, r->meta,   sizeof r->meta };
}
/* savefmt hands the sink on untouched: here it is a CardSink, as CardGame's callers give it. */
static bool saved_start(void *st, const void *rules, int players, int count, uint64_t seed, const void *sink, char *why,
                        size_t n)
{
    return start(st, rules, players, count, seed, sink, why, n);
}
static MoucheRefusal saved_apply(void *st, const void *a, const void *sink) { return apply(st, a, sink); }

static const SaveGame SAVE = {
    .magic = "LAMOUCHE-TEMPLATE-SAVE",
    .version = 1,
    .count_key = "deals",
    .min_players = TEMPLATE_MIN_PLAYERS,
    .max_players = TEMPLATE_MAX_PLAYERS,
    .name = "the template game",
    .game_size = sizeof(TemplateGame),
    .state_size = sizeof(TemplateState),
    .rules_size = sizeof(TemplateRules),
    .action_size = sizeof(TemplateAction),
    .state_at = offsetof(TemplateGame, state),
    .record_at = offsetof(TemplateGame, record),
    .record = saved_record,
    .rules_default = rules_default,
    .rules_format = rules_format,
    .rules_parse = rules_parse,
    .action_format = action_format,
    .action_parse = action_parse,
    .start = saved_start,
    .check = check,
    .apply = saved_apply,
    .to_move = to_move,
};

static bool game_new(void *g, const void *rules, int players, int count, uint64_t seed, const CardSink *sink, char *why,
                     size_t n)
{
    TemplateState scratch;
    return mouche_savefmt_game_new(&SAVE, g, &scratch, rules, players, count, seed, sink, why, n);
}
static MoucheRefusal game_act(void *g, const void *a, const CardSink *sink)
{
    return mouche_savefmt_game_act(&SAVE, g, a, sink);
}
static void game_free(void *g) { mouche_savefmt_record_free(&SAVE, &((TemplateGame *)g)->record); }
static const void *game_state(const void *g) { return &((const TemplateGame *)g)->state; }
static const void *game_rules(const void *g) { return &((const TemplateGame *)g)->record.rules; }
static bool can_take_back(const void *g, int seat)
{
    TemplateState scratch;
    return mouche_savefmt_last_move(&SAVE, g, &scratch, seat) >= 0;
}
static bool take_back(void *g, int seat)
{
    TemplateState scratch;
    return mouche_savefmt_take_back(&SAVE, g, &scratch, seat);
}
static void progress(const void *game, CardProgress *out)
{
    const TemplateGame *g = game;
    *out = (CardProgress){ .players = g->record.players,
                           .deal = g->state.deal_no,
                           .deals_total = g->state.deals_total,
                           .seed = g->record.seed,
                           .moves = g->record.count,
                           .start = TEMPLATE_START_CHIPS };
}
static char *meta(void *game, size_t *size)
{
    TemplateGame *g = game;
    *size = sizeof g->record.meta;
    return g->record.meta;
}
static char *save_text(const void *g) { return mouche_savefmt_text(&SAVE, &((const TemplateGame *)g)->record); }
static bool load_text(const char *text, size_t length, void *g, char *why, size_t n)
{
    TemplateGame scratch;
    return mouche_savefmt_load_text(&SAVE, text, length, g, &scratch, why, n);
}
static bool save_file(const void *g, const char *path, char *why, size_t n)
{
    return mouche_savefmt_file(&SAVE, &((const TemplateGame *)g)->record, path, why, n);
}
static bool load_file(const char *path, void *g, char *why, size_t n)
{
    TemplateGame scratch;
    return mouche_savefmt_load_file(&SAVE, path, g, &scratch, why, n);
}
static bool record_replay(const void *g, void *scratch, const CardSink *sink, char *why, size_t n)
{
    TemplateState again;
    return mouche_savefmt_record_replay(&SAVE, &((const TemplateGame *)g)->record, &again, scratch, sink, why, n);
}

/* ---- The transcript, and its lines read back as moves ---- */

static void transcript_init(void *t, FILE *out, const void *rules)
{
    *(TemplateTranscript *)t = (TemplateTranscript){ out, *(const TemplateRules *)rules, false };
}

static void transcript_event(void *transcript, const void *event)
{
    TemplateTranscript *t = transcript;
    const TemplateEvent *e = event;
    FILE *f = t->out;
    switch ((TemplateEventType)e->type) {
    case TEMPLATE_EV_GAME_START:
        fprintf(f,
                "{\"type\":\"game\",\"game\":\"template\",\"version\":1,\"seed\":%llu,\"players\":%d,"
                "\"rules\":{\"stake\":%d}}\n",
                (unsigned long long)e->seed, e->players, (int)t->rules.stake);
        break;
    case TEMPLATE_EV_DEAL:
        fprintf(f, "{\"type\":\"deal\",\"deal\":%d,\"dealer\":%d,\"deck\":", e->deal, e->seat);
        mouche_json_put_cards(f, e->cards, e->ncards);
        fputs("}\n", f);
        break;
    case TEMPLATE_EV_PLAY:
        fprintf(f, "{\"type\":\"play\",\"seat\":%d,\"card\":", e->seat);
        mouche_json_put_card(f, e->cards[0]);
        fputs("}\n", f);
        break;
    case TEMPLATE_EV_TRICK: fprintf(f, "{\"type\":\"trick\",\"winner\":%d}\n", e->seat); break;
    case TEMPLATE_EV_PAY:
        fprintf(f, "{\"type\":\"pay\",\"from\":%d,\"to\":%d,\"amount\":%lld}\n", e->seat, e->to, (long long)e->amount);
        break;
    case TEMPLATE_EV_DEAL_END:
    case TEMPLATE_EV_GAME_OVER:
        fprintf(f, "{\"type\":\"%s\",\"balances\":", e->type == TEMPLATE_EV_DEAL_END ? "deal_end" : "game_over");
        mouche_json_put_chips(f, e->balances, e->players);
        fputs("}\n", f);
        break;
    }
    t->failed |= ferror(f) != 0;
}

static bool transcript_failed(const void *t) { return ((const TemplateTranscript *)t)->failed; }

/* A transcript's line as a move: a play ("P:KH" by its seat); the deals' "N" the reader adds. */
static int replay_move(const char *line, const char *type, char *text, size_t size, long long *seat)
{
    MoucheCard card;
    char word[3];
    if (strcmp(type, "play") != 0)
        return 0;
    if (!mouche_json_int(line, "seat", seat) || !mouche_json_card(line, "card", &card))
        return -1;
    mouche_card_str(card, word);
    snprintf(text, size, "P:%s", word);
    return 1;
}
static const ReplayLines REPLAY_LINES = { "deal", replay_move };

static bool dealt(const void *event, const MoucheCard **cards, int *ncards)
{
    const TemplateEvent *e = event;
    *cards = e->cards;
    *ncards = e->ncards;
    return e->type == TEMPLATE_EV_DEAL;
}

const CardGame template_cardgame = {
    .name = "template",
    .title = "Template",
    .unit = "deals",
    .min_players = TEMPLATE_MIN_PLAYERS,
    .max_players = TEMPLATE_MAX_PLAYERS,
    .max_actions = TEMPLATE_MAX_ACTIONS,
    .rules_size = sizeof(TemplateRules),
    .state_size = sizeof(TemplateState),
    .action_size = sizeof(TemplateAction),
    .view_size = sizeof(TemplateView),
    .game_size = sizeof(TemplateGame),
    .transcript_size = sizeof(TemplateTranscript),
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
    .replay_lines = &REPLAY_LINES,
};
