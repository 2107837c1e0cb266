/* The game of La Mouche (RULES.md sections 1-10): state, actions, events.
 *
 * The state is plain data (no pointers) so that AI search can copy it by the
 * million. Callers drive a game by asking whose turn it is, listing the legal
 * actions and applying one; an illegal action is refused with a reason and
 * changes nothing. Every change the table should animate is reported through
 * an optional event sink. */
#ifndef MOUCHE_GAME_H
#define MOUCHE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mouche/cards.h"
#include "mouche/rules.h"

enum {
    MOUCHE_PENDING_MAX = 32, /* carry=successive: pending mouches kept separately */
    MOUCHE_MAX_ACTIONS = 64, /* the most legal actions any decision can have */
    MOUCHE_MAX_PLAYS = MOUCHE_MAX_PLAYERS * MOUCHE_TRICKS,
};

/* An amount of chips. Wide because the mouche can grow hand after hand
 * (each mouche made adds the whole pool to the next one). */
typedef int64_t MoucheChips;
/* The most a single mouche made can cost: an engine limit, far beyond any
 * real table, so that no amount can overflow (see docs/rules-decisions.md). */
#define MOUCHE_MOUCHE_LIMIT ((MoucheChips)1000000000)

/* Who pays or is paid, besides a seat number 0..5. */
enum { MOUCHE_PARTY_POOL = -1, MOUCHE_PARTY_PENDING = -2 };

typedef enum {
    PHASE_TRUMP_CHOICE = 0, /* the dealer turned the Pamphile and names trump */
    PHASE_DECLARE, /* to_move folds, exchanges, stands, or first questions a stander */
    PHASE_ANSWER, /* to_move answers the question of `asker` */
    PHASE_PLAY, /* to_move plays a card to the trick */
    PHASE_HAND_OVER, /* the hand is settled; ACT_NEXT_HAND deals the next one */
    PHASE_GAME_OVER
} MouchePhase;

typedef enum { DECL_NONE = 0, DECL_FOLD, DECL_STAND, DECL_EXCHANGE } MoucheDeclaration;

typedef enum { ANSWER_NONE = 0, ANSWER_SILENT, ANSWER_EVASIVE, ANSWER_YES, ANSWER_NO } MoucheAnswer;

typedef enum {
    ACT_FOLD = 0,
    ACT_STAND, /* arg: 1 to show the flush at once, 0 to keep it hidden */
    ACT_EXCHANGE, /* cards: the discards (1..5 cards, at most the stock) */
    ACT_QUESTION, /* arg: the stander asked "do you have the mouche?" */
    ACT_ANSWER, /* arg: MoucheAnswer; yes/no must be true, and so must silence with silence=yes */
    ACT_TRUMP, /* arg: the suit the dealer names when the Pamphile is turned */
    ACT_PLAY, /* arg: the card */
    ACT_NEXT_HAND, /* no seat: deal the next hand (PHASE_HAND_OVER) */
    ACT_KIND_COUNT
} MoucheActionKind;

typedef struct {
    uint8_t kind; /* MoucheActionKind */
    uint8_t arg;
    MoucheCardSet cards;
} MoucheAction;

/* Why an action is refused. */
typedef enum {
    REFUSE_NONE = 0,
    REFUSE_BAD_ACTION, /* unknown kind or malformed argument */
    REFUSE_WRONG_PHASE, /* this kind of action is not asked for now */
    REFUSE_CARD_NOT_HELD,
    REFUSE_EXCHANGE_SIZE, /* 1..5 cards, no more than the stock holds */
    REFUSE_NO_FLUSH_TO_SHOW,
    REFUSE_NOT_A_STANDER, /* only a player who stood (and has not shown) can be questioned */
    REFUSE_ALREADY_ASKED,
    REFUSE_LIE, /* a plain answer must be true */
    REFUSE_MUST_FOLLOW, /* holding the led suit, play it */
    REFUSE_MUST_HEAD, /* play a higher card of the led suit */
    REFUSE_MUST_TRUMP,
    REFUSE_MUST_OVERTRUMP,
    REFUSE_GAME_OVER,
    REFUSE_SILENCE_IS_YES, /* silence=yes: only a player who has the mouche may stay silent */
    REFUSE_COUNT
} MoucheRefusal;

/* What a player whose card is refused in the play must be told (the app's words,
 * the hint): the duty broken, the cards that show it and the traps in it. Both
 * games fill it (mouche_explain_play, bete_explain_play). */
typedef struct {
    MoucheRefusal rule; /* REFUSE_NONE: the card may be played */
    MoucheCard tried;
    MoucheCard led, best; /* the trick's first card and the card now winning it */
    int8_t led_suit; /* the suit the led card counts as (the Pamphile: the trump) */
    int8_t trump;
    MoucheCard example; /* the lowest card that meets the duty */
    MoucheCardSet allowed; /* every card that meets it */
    bool must_head; /* a card of the led suit is due, and one higher than best */
    bool ace_below_jack; /* the trap of the ranking: an ace to beat or an ace that does not beat */
    bool pamphile_led; /* the Pamphile was led: it counts as a trump */
    bool pamphile_tried; /* the card tried is the Pamphile: a trump, not a club */
    bool pamphile_allowed; /* the Pamphile is one of the cards that meet the duty */
} MouchePlayNote;

/* The whole game. Plain data: copy it with `=`. */
typedef struct {
    MoucheRules rules;
    uint64_t rng[4]; /* the game's one RNG (xoshiro256**) */
    uint64_t seed;
    uint32_t actions_applied; /* actions since the game began */
    int16_t hand_no; /* 1-based */
    int16_t hands_total; /* 0: endless */
    int8_t players;
    int8_t dealer;
    int8_t to_move; /* -1 when no seat decides */
    int8_t asker; /* PHASE_ANSWER: the seat that asked */
    uint8_t phase; /* MouchePhase */
    int8_t trump; /* suit, -1 until named (Pamphile turned) */
    MoucheCard turned;
    uint8_t deck_size;
    MoucheCardSet deck; /* the cards in play for this rule set and table */
    MoucheCardSet hand[MOUCHE_MAX_PLAYERS];
    MoucheCardSet discards[MOUCHE_MAX_PLAYERS];
    MoucheCardSet drawn[MOUCHE_MAX_PLAYERS]; /* cards drawn from the stock */
    MoucheCardSet played; /* every card played this hand */
    MoucheCard stock[MOUCHE_DECK_MAX]; /* stock[stock_top] is the top card */
    uint8_t stock_top, stock_len;
    uint8_t decl[MOUCHE_MAX_PLAYERS]; /* MoucheDeclaration */
    uint8_t exchanged[MOUCHE_MAX_PLAYERS]; /* cards exchanged */
    uint8_t shown; /* bit s: seat s showed its flush */
    int8_t flush_winner; /* the flush that took the pool, or -1 */
    uint64_t asked; /* bit asker*8+target */
    uint8_t answers[MOUCHE_MAX_PLAYERS][MOUCHE_MAX_PLAYERS]; /* [asker][target] MoucheAnswer */
    /* Trick play: every card played this hand in order, tricks of `players_in` cards. */
    uint8_t players_in;
    uint8_t in_mask; /* trick play: bit s for each seat s in the hand */
    uint8_t nplays;
    uint8_t trick_best; /* index of the card now winning the trick in progress */
    /* Which cards may be played next, kept by the engine as each card is
     * played (it depends on the trick only, not on the hand): holding a card
     * of follow_mask (the led suit; 0 when leading: any card), play one, of
     * head_mask if held (the cards that head the trick, or 0); void in it,
     * play one of void_mask if held (trumps, or the trumps that overtrump). */
    MoucheCardSet follow_mask, head_mask, void_mask;
    int8_t play_seat[MOUCHE_MAX_PLAYS];
    MoucheCard play_card[MOUCHE_MAX_PLAYS];
    int8_t trick_winner[MOUCHE_TRICKS];
    uint8_t tricks_done;
    uint8_t tricks_won[MOUCHE_MAX_PLAYERS];
    MoucheChips balances[MOUCHE_MAX_PLAYERS];
    MoucheChips pool; /* chips in the pool now */
    MoucheChips stake; /* the mouche in play: the pool when the hand's play began */
    MoucheChips pending[MOUCHE_PENDING_MAX]; /* largest first */
    uint8_t npending;
    bool pamphile_settled; /* the Pamphile's payment for this hand is done */
} MoucheState;

/* ---- Events ------------------------------------------------------------ */

typedef enum {
    EV_GAME_START = 0, /* players, seed (amount unused); rules in the state */
    EV_FIRST_DEALER, /* cards[seat] drawn by each seat (K, Q, J, ...); seat: the dealer */
    EV_HAND_START, /* hand, seat: dealer, cards: the shuffled deck (first dealt first),
                           values: balances, pool, pending[] */
    EV_SHUFFLE, /* seat: the dealer */
    EV_CUT, /* seat: the player who cuts (dealer's left) */
    EV_ANTE, /* seat: dealer, amount, pool: after */
    EV_PAY, /* seat: from (party), target: to (party), amount, reason */
    EV_DEAL_CARD, /* seat: receives cards[0]; index: 0..4 within the hand, packet: 0.. */
    EV_TRUMP_TURNED, /* cards[0]: turned card, suit: trump (-1 if the dealer will name it),
                           cards2: the stock, top first */
    EV_TRUMP_CHOSEN, /* seat: dealer, suit */
    EV_QUESTION, /* seat: asker, target */
    EV_ANSWER, /* seat: the one asked, target: the asker, answer */
    EV_DECLARE, /* seat, decl; exchange: cards = discards, cards2 = drawn;
                           stand with show: cards = the flush shown */
    EV_FLUSH, /* seat: the flush that takes the pool, suit, amount: points, cards */
    EV_PLAY, /* seat, cards[0] */
    EV_TRICK, /* trick (1-based), seat: winner, cards in play order, seats2 who played */
    EV_HAND_END, /* hand, values: tricks per seat (-1 folded), balances, pool (carried
                           before the next ante), pending; amount: the stake the next hand
                           will be played for (ante and entering pending mouche included) */
    EV_GAME_END, /* values: balances */
    EV_TYPE_COUNT
} MoucheEventType;

typedef enum {
    PAY_ANTE = 0,
    PAY_PENDING,
    PAY_TRICK,
    PAY_MOUCHE_TAKEN,
    PAY_MOUCHE_MADE,
    PAY_ALL_FOLDED,
    PAY_ALONE,
    PAY_PAMPHILE,
    PAY_REASON_COUNT
} MouchePayReason;

typedef struct {
    uint8_t type; /* MoucheEventType */
    int8_t seat;
    int8_t target;
    int8_t suit;
    uint8_t decl; /* MoucheDeclaration */
    uint8_t answer; /* MoucheAnswer */
    uint8_t reason; /* MouchePayReason */
    uint8_t index, packet;
    int16_t hand, trick;
    MoucheChips amount;
    MoucheChips pool;
    uint8_t ncards, ncards2;
    MoucheCard cards[MOUCHE_DECK_MAX]; /* MOUCHE_NO_CARD where hidden from a seat */
    MoucheCard cards2[MOUCHE_DECK_MAX];
    int8_t seats2[MOUCHE_MAX_PLAYERS];
    int32_t tricks[MOUCHE_MAX_PLAYERS];
    MoucheChips balances[MOUCHE_MAX_PLAYERS];
    MoucheChips pending[MOUCHE_PENDING_MAX];
    uint8_t npending;
    int8_t players;
    uint64_t seed;
} MoucheEvent;

typedef void (*MoucheEventFn)(void *ctx, const MoucheEvent *event);
typedef struct {
    MoucheEventFn fn;
    void *ctx;
} MoucheSink;

/* The same event as `seat` may see it: cards it cannot see become MOUCHE_NO_CARD
 * (others' deals, discards and draws, the deck and the stock). */
void mouche_event_redact(const MoucheEvent *full, int seat, MoucheEvent *out);

/* ---- Driving a game ------------------------------------------------------ */

/* Starts a game: draws for the first dealer and deals the first hand.
 * hands: the number of hands to play, 0 for endless. Returns false with a
 * reason if the rules or the player count are invalid. */
bool mouche_start(MoucheState *st, const MoucheRules *rules, int players, int hands, uint64_t seed,
                  const MoucheSink *sink, char *why, size_t why_size);

/* The seat that decides now, or -1 (hand over: ACT_NEXT_HAND; game over). */
static inline int mouche_to_move(const MoucheState *st) { return st->to_move; }
static inline MouchePhase mouche_phase(const MoucheState *st) { return (MouchePhase)st->phase; }

/* Lists every legal action (at most MOUCHE_MAX_ACTIONS); returns the count. */
int mouche_legal_actions(const MoucheState *st, MoucheAction *out);

/* REFUSE_NONE if the action is legal now, otherwise why not. */
MoucheRefusal mouche_check(const MoucheState *st, MoucheAction action);

/* Applies a legal action and reports what happens through sink (may be NULL).
 * An illegal action is refused: returns the reason and leaves st unchanged. */
MoucheRefusal mouche_apply(MoucheState *st, MoucheAction action, const MoucheSink *sink);

/* Whether the player to move may play `card` now, and if not, why (see MouchePlayNote).
 * Returns note->rule. */
MoucheRefusal mouche_explain_play(const MoucheState *st, MoucheCard card, MouchePlayNote *note);

/* English text of a refusal, for logs and tools; the app translates the codes. */
const char *mouche_refusal_text(MoucheRefusal why);

/* The seats the player to move may question now (bit t for seat t; 0 outside
 * the declarations): the same as mouche_check of ACT_QUESTION for each seat. */
unsigned mouche_question_targets(const MoucheState *st);

/* Cards of `seat` that may be played now (PHASE_PLAY, seat to move); 0 otherwise. */
MoucheCardSet mouche_playable(const MoucheState *st);

/* The play rules on plain values, for search code that keeps a compact model
 * of a hand (the AI): the suit a card counts as (the Pamphile counts as
 * trump), whether `challenger` beats `best`, and the cards of `hand` that may
 * be played on a trick led with `led` whose winning card is now `best`
 * (led = MOUCHE_NO_CARD when leading: any card). *rule, if not NULL, is the
 * duty that rules out the other cards (REFUSE_MUST_FOLLOW, ..._HEAD, ...). */
int mouche_trick_suit(const MoucheRules *rules, int trump, MoucheCard card);
/* Strength within the card's own suit in play: its rank, the Pamphile 13. */
int mouche_trick_power(const MoucheRules *rules, int trump, MoucheCard card);
bool mouche_trick_beats(const MoucheRules *rules, int trump, MoucheCard challenger, MoucheCard best);
MoucheCardSet mouche_playable_cards(const MoucheRules *rules, int trump, MoucheCardSet hand, MoucheCard led,
                                    MoucheCard best, MoucheRefusal *rule);

/* The flush `hand` makes under these rules and trump, if any: suit and points. */
bool mouche_hand_flush(const MoucheRules *rules, int trump, MoucheCardSet hand, int *suit, int *points);

/* Sum of balances, pool and pending: constant over a game. */
MoucheChips mouche_total_chips(const MoucheState *st);
/* What a trick pays its winner in a hand played for `stake`: a fifth, rounded down. */
MoucheChips mouche_trick_share(MoucheChips stake);
/* What a player who makes the mouche pays in a hand played for `stake` (the cap,
 * carry=cap, and the engine's limit applied). */
MoucheChips mouche_mouche_cost(const MoucheRules *rules, MoucheChips stake);

/* Whether a seat is in the hand (declared stand or exchange). */
static inline bool mouche_is_in(const MoucheState *st, int seat)
{
    return (uint8_t)(st->decl[seat] - DECL_STAND) <= DECL_EXCHANGE - DECL_STAND; /* stand or exchange */
}

/* Actions as short text, for saves, logs and tests:
 * F, S, S!, X:KH.9D, Q2, A:silent|evasive|yes|no, T:H, P:KH, N */
int mouche_action_format(MoucheAction action, char *out, size_t out_size);
bool mouche_action_parse(const char *text, MoucheAction *out);

static inline MoucheAction mouche_act(MoucheActionKind kind, int arg, MoucheCardSet cards)
{
    MoucheAction a = { (uint8_t)kind, (uint8_t)arg, cards };
    return a;
}

#endif
