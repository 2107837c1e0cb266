/* The template game, "high card": the smallest game behind the engine's CardGame, the model to
 * copy for a new one (docs/adding-a-game.md), as Tatham's nullgame.c. Hidden from players.
 *
 * Each seat is dealt one card of a 32-card pack (7 to ace). The seat after the dealer leads and
 * every seat plays its card in turn: one trick. The highest card of the suit led takes it (the
 * engine's strength order, K Q J A 10 9 8 7), and every other seat pays its taker `stake` chips.
 * A game is `count` deals (0: endless); the deal passes to the left. Deterministic from the seed.
 *
 * Everything a game of the engine gives is here: rules, state, actions, a seat's redacted view,
 * events, a record kept in step (saves, take-back), the transcript; template_cardgame holds them
 * behind the type-erased CardGame (mouche/cardgame.h). */
#ifndef MOUCHE_TEMPLATE_H
#define MOUCHE_TEMPLATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mouche/cardgame.h"
#include "mouche/cards.h"
#include "mouche/game.h" /* MoucheChips, MoucheRefusal */

enum {
    TEMPLATE_MIN_PLAYERS = 2,
    TEMPLATE_MAX_PLAYERS = 4,
    TEMPLATE_PACK = 32,
    TEMPLATE_START_CHIPS = 20, /* each seat's balance at the start */
    TEMPLATE_MAX_ACTIONS = 1 /* a seat holds one card; between deals, the next deal */
};

typedef struct {
    int32_t stake; /* chips each other seat pays the trick's taker, 1 to 10 */
} TemplateRules;

TemplateRules template_rules_default(void);
bool template_rules_parse(TemplateRules *rules, const char *text, char *why, size_t why_size); /* "stake=2" */
int template_rules_format(const TemplateRules *rules, char *out, size_t out_size);

typedef enum { TEMPLATE_ACT_NEXT_DEAL = 0, TEMPLATE_ACT_PLAY } TemplateActionKind;
typedef struct {
    uint8_t kind; /* TemplateActionKind */
    MoucheCard card; /* TEMPLATE_ACT_PLAY */
} TemplateAction;

/* As a save and a transcript read back write it: "N", "P:KH". */
int template_action_format(TemplateAction action, char *out, size_t out_size);
bool template_action_parse(const char *text, TemplateAction *out);

typedef enum {
    TEMPLATE_EV_GAME_START = 0, /* seed, players: the transcript's game line */
    TEMPLATE_EV_DEAL, /* seat: the dealer; cards: one a seat, the first to the seat after the dealer */
    TEMPLATE_EV_PLAY, /* seat plays cards[0] */
    TEMPLATE_EV_TRICK, /* seat takes the trick */
    TEMPLATE_EV_PAY, /* seat pays `amount` to `to` */
    TEMPLATE_EV_DEAL_END, /* balances after the deal */
    TEMPLATE_EV_GAME_OVER /* balances at the end */
} TemplateEventType;

typedef struct {
    uint8_t type; /* TemplateEventType */
    int8_t seat, to;
    int deal; /* from 1 */
    int players;
    uint64_t seed; /* TEMPLATE_EV_GAME_START */
    MoucheChips amount;
    MoucheCard cards[TEMPLATE_MAX_PLAYERS]; /* MOUCHE_NO_CARD: hidden from the seat it is redacted for */
    int ncards;
    MoucheChips balances[TEMPLATE_MAX_PLAYERS];
} TemplateEvent;

/* The event as `seat` may see it: the others' cards dealt are hidden. */
void template_event_redact(const TemplateEvent *full, int seat, TemplateEvent *out);

typedef enum { TEMPLATE_PHASE_PLAY = 0, TEMPLATE_PHASE_DEAL_OVER, TEMPLATE_PHASE_GAME_OVER } TemplatePhase;

typedef struct {
    TemplateRules rules;
    int players, deals_total, deal_no, dealer, to_move, phase;
    uint64_t rng[4];
    MoucheCard hand[TEMPLATE_MAX_PLAYERS]; /* MOUCHE_NO_CARD once played */
    MoucheCard trick[TEMPLATE_MAX_PLAYERS];
    int8_t trick_seat[TEMPLATE_MAX_PLAYERS];
    int ntrick;
    int8_t taker; /* the trick's taker once it is whole, else -1 */
    MoucheChips balances[TEMPLATE_MAX_PLAYERS];
} TemplateState;

/* What `seat` may know: its own card, the trick, the balances. */
typedef struct {
    TemplateRules rules;
    int players, seat, deals_total, deal_no, dealer, to_move, phase;
    MoucheCard hand; /* its card, MOUCHE_NO_CARD once played */
    MoucheCard trick[TEMPLATE_MAX_PLAYERS];
    int8_t trick_seat[TEMPLATE_MAX_PLAYERS];
    int ntrick;
    int8_t taker; /* the trick's taker once it is whole, else -1 */
    MoucheChips balances[TEMPLATE_MAX_PLAYERS];
} TemplateView;

typedef void (*TemplateEventFn)(void *ctx, const TemplateEvent *event);
typedef struct {
    TemplateEventFn fn;
    void *ctx;
} TemplateSink;

bool template_start(TemplateState *st, const TemplateRules *rules, int players, int deals, uint64_t seed,
                    const TemplateSink *sink, char *why, size_t why_size);
int template_legal_actions(const TemplateState *st, TemplateAction *out);
MoucheRefusal template_check(const TemplateState *st, TemplateAction action);
MoucheRefusal template_apply(TemplateState *st, TemplateAction action, const TemplateSink *sink);
void template_view(const TemplateState *st, int seat, TemplateView *out);
static inline int template_to_move(const TemplateState *st) { return st->to_move; }

/* A game and its record, kept in step (the engine's save format, as both games'). */
typedef struct {
    TemplateRules rules;
    int players, deals; /* deals: 0 endless */
    uint64_t seed;
    TemplateAction *actions; /* owned */
    size_t count, capacity;
    char meta[512]; /* the app's own line, kept as is */
} TemplateRecord;

typedef struct {
    TemplateState state;
    TemplateRecord record;
} TemplateGame;

/* The game kept in step with its record, and its saves: the engine's save adapter, as both games'
 * (common/savefmt_adapter.h writes them from the CG_ and CG_SAVE_ lines of template_cardgame.c). */
bool template_game_new(TemplateGame *game, const TemplateRules *rules, int players, int deals, uint64_t seed,
                       const TemplateSink *sink, char *why, size_t why_size);
MoucheRefusal template_game_act(TemplateGame *game, TemplateAction action, const TemplateSink *sink);
void template_game_free(TemplateGame *game);
bool template_game_can_take_back(const TemplateGame *game, int seat);
bool template_game_take_back(TemplateGame *game, int seat);
bool template_record_replay(const TemplateRecord *record, TemplateState *out, const TemplateSink *sink, char *why,
                            size_t why_size);
char *template_save_text(const TemplateRecord *record); /* malloc'd */
bool template_load_text(const char *text, size_t length, TemplateGame *game, char *why, size_t why_size);
bool template_save_file(const TemplateRecord *record, const char *path, char *why, size_t why_size);
bool template_load_file(const char *path, TemplateGame *game, char *why, size_t why_size);

/* The JSON Lines transcript: a game line, then deal, play, trick, pay, deal_end and game_over lines. */
typedef struct {
    FILE *out; /* not owned */
    TemplateRules rules;
    bool failed;
} TemplateTranscript;

void template_transcript_init(TemplateTranscript *t, FILE *out, const TemplateRules *rules);
TemplateSink template_transcript_sink(TemplateTranscript *t);
void template_transcript_event(TemplateTranscript *t, const TemplateEvent *event);

extern const CardGame template_cardgame;

#endif
