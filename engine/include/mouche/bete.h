/* La Bête (RULES.md 11, source 004 after Le Gras 1739; decisions in
 * docs/rules-bete.md): the parent game of La Mouche, on the same cards, RNG
 * and record machinery.
 *
 * Same shape as game.h: the state is plain data; callers ask whose turn it
 * is, list the legal actions and apply one; an illegal action is refused and
 * changes nothing; every change the table should animate is an event. */
#ifndef MOUCHE_BETE_H
#define MOUCHE_BETE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mouche/cards.h"
#include "mouche/game.h" /* MoucheChips, MoucheDealOption names */

enum {
    BETE_MIN_PLAYERS = 3,
    BETE_MAX_PLAYERS = 7,
    BETE_HAND_SIZE = 5,
    BETE_TRICKS = 5,
    BETE_DECK_MAX = 36,
    BETE_BETES_MAX = 16, /* bêtes waiting on the table; a newcomer past this joins the last */
    BETE_MAX_ACTIONS = 8, /* the most legal actions any decision can have */
    BETE_MAX_PLAYS = BETE_MAX_PLAYERS * BETE_TRICKS,
};

/* The most a single bête can be: an engine limit far beyond any real table. */
#define BETE_LIMIT ((MoucheChips)1000000000)

typedef struct {
    uint8_t deal; /* MoucheDealOption: the packets, fixed for the game */
    bool curieuse; /* when all pass, a player may ask for the Curieuse */
    bool contre; /* a later player may contre the first "play" */
    int32_t start; /* chips each player starts with */
    int32_t plaque; /* chips a plaque (fiche) is worth: 5 or 10 */
} BeteRules;

BeteRules bete_rules_default(void);
bool bete_rules_validate(const BeteRules *rules, char *why, size_t why_size);
/* "key=value,..." with keys deal, curieuse, contre, start, plaque. On failure
 * *rules is unchanged and why names the bad key or value. */
bool bete_rules_parse(BeteRules *rules, const char *text, char *why, size_t why_size);
/* The transcript's "rules" object (no spaces, fixed key order). */
int bete_rules_json(const BeteRules *rules, char *out, size_t out_size);
int bete_rules_format(const BeteRules *rules, char *out, size_t out_size);

/* 28 cards (K..8) for 3-4 players, 32 (K..7) for 5, 36 (K..6) for 6-7. */
int bete_deck_size(int players);
int bete_deck_lowest_rank(int players);

typedef enum {
    BETE_PHASE_BID = 0, /* to_move says play / pass / contre */
    BETE_PHASE_CURIEUSE, /* all passed: to_move asks for the Curieuse or not */
    BETE_PHASE_PLAY, /* to_move plays a card */
    BETE_PHASE_DEAL_OVER, /* settled; BETE_ACT_NEXT_DEAL deals the next one */
    BETE_PHASE_GAME_OVER
} BetePhase;

typedef enum { BID_NONE = 0, BID_PASS, BID_PLAY, BID_CONTRE } BeteBid;

typedef enum {
    BETE_ACT_PASS = 0,
    BETE_ACT_PLAY_BID, /* "je joue": become the declarer */
    BETE_ACT_CONTRE, /* double against the declarer */
    BETE_ACT_CURIEUSE, /* arg 1: ask for the Curieuse, 0: decline */
    BETE_ACT_PLAY, /* arg: the card */
    BETE_ACT_NEXT_DEAL, /* no seat: deal the next deal */
    BETE_ACT_KIND_COUNT
} BeteActionKind;

typedef struct {
    uint8_t kind; /* BeteActionKind */
    uint8_t arg; /* unused fields are 0 (actions are canonical) */
} BeteAction;

static inline BeteAction bete_act(BeteActionKind kind, int arg)
{
    BeteAction a = { (uint8_t)kind, (uint8_t)arg };
    return a;
}

typedef enum {
    BETE_OUT_NONE = 0, /* not settled yet */
    BETE_OUT_PASSED, /* nobody played: the stakes stay */
    BETE_OUT_WIN, /* winner swept the deal */
    BETE_OUT_VOLE, /* winner took all five tricks */
    BETE_OUT_LOSE, /* the bidder(s) made the bête */
    BETE_OUT_VOID /* the declarer tied for most tricks: the deal is null */
} BeteOutcome;

/* Refusals reuse MoucheRefusal codes (REFUSE_MUST_FOLLOW, ..._TRUMP,
 * ..._OVERTRUMP, REFUSE_WRONG_PHASE, REFUSE_BAD_ACTION, REFUSE_CARD_NOT_HELD,
 * REFUSE_GAME_OVER). */

/* The whole game. Plain data: copy it with `=`. */
typedef struct {
    BeteRules rules;
    uint64_t rng[4];
    uint64_t seed;
    uint32_t actions_applied;
    int16_t deal_no; /* 1-based */
    int16_t deals_total; /* 0: endless */
    int8_t players;
    int8_t dealer;
    int8_t to_move; /* -1 when no seat decides */
    uint8_t phase; /* BetePhase */
    int8_t trump;
    MoucheCard turned; /* the trump upcard on the talon */
    MoucheCard void_upcard; /* the first upcard, set aside by the Curieuse; MOUCHE_NO_CARD */
    bool curieuse_done;
    uint8_t deck_size;
    MoucheCardSet deck;
    MoucheCardSet dealt[BETE_MAX_PLAYERS]; /* the five cards each seat was dealt */
    MoucheCardSet hand[BETE_MAX_PLAYERS]; /* what is still held */
    MoucheCard talon[BETE_DECK_MAX]; /* talon[talon_top] is the turned card */
    uint8_t talon_top, talon_len;
    uint8_t bid[BETE_MAX_PLAYERS]; /* BeteBid said this round of bidding */
    uint8_t bids_said; /* seats that have spoken this round */
    int8_t declarer, contrer; /* -1 if none */
    uint8_t nplays;
    uint8_t trick_best; /* index in play_card of the card winning the trick */
    int8_t play_seat[BETE_MAX_PLAYS];
    MoucheCard play_card[BETE_MAX_PLAYS];
    int8_t trick_winner[BETE_TRICKS];
    uint8_t tricks_done;
    uint8_t tricks_won[BETE_MAX_PLAYERS];
    uint8_t outcome; /* BeteOutcome of the deal just settled */
    int8_t winner; /* who swept it, or -1 */
    MoucheChips balances[BETE_MAX_PLAYERS];
    MoucheChips stakes; /* chips staked on the deal, beside the dish */
    MoucheChips king; /* the King-of-trumps stake, on the dish */
    int16_t plaques_reserve; /* plaques under the dish, not yet at stake */
    int16_t plaques_at_stake; /* plaques the next winner takes */
    MoucheChips betes[BETE_BETES_MAX]; /* betes[0] is at stake on this deal */
    uint8_t nbetes;
} BeteState;

/* ---- Events ------------------------------------------------------------ */

typedef enum {
    BETE_EV_GAME_START = 0, /* players, seed */
    BETE_EV_FIRST_DEALER, /* cards[seat] drawn by each seat; seat: the dealer */
    BETE_EV_DEAL_START, /* deal, seat: dealer, cards: the shuffled deck (first dealt first);
                                balances, stakes, king, plaques, betes as before any stake */
    BETE_EV_SHUFFLE, /* seat: dealer */
    BETE_EV_CUT, /* seat: the player who cuts */
    BETE_EV_PAY, /* seat: from (party), target: to (party), amount, reason */
    BETE_EV_DEAL_CARD, /* seat receives cards[0]; index 0..4, packet */
    BETE_EV_TRUMP_TURNED, /* cards[0]: upcard, suit: trump; cards2: the talon below it, top first */
    BETE_EV_BID, /* seat, bid */
    BETE_EV_CURIEUSE, /* seat, arg: 1 asked / 0 declined */
    BETE_EV_CURIEUSE_TURN, /* cards[0]: the new upcard, suit: trump, cards2[0]: the voided upcard */
    BETE_EV_PLAY, /* seat, cards[0] */
    BETE_EV_TRICK, /* trick (1-based), seat: winner, cards in play order, seats2 */
    BETE_EV_RESULT, /* outcome, seat: declarer, target: contrer, winner, amount: the
                                value V of the deal (what a plain win sweeps) */
    BETE_EV_DEAL_END, /* deal, tricks per seat, balances, stakes, king, plaques, betes */
    BETE_EV_GAME_END, /* balances */
    BETE_EV_TYPE_COUNT
} BeteEventType;

/* Who pays or is paid, besides a seat 0..6. */
enum {
    BETE_PARTY_STAKES = -1, /* the deal's stakes beside the dish */
    BETE_PARTY_KING = -2, /* the King stake on the dish */
    BETE_PARTY_RESERVE = -3, /* plaques under the dish */
    BETE_PARTY_PLAQUES = -4, /* plaques at stake on this deal */
    BETE_PARTY_BETE = -5, /* to: a new bête joins the queue; from: betes[0] is taken */
};

typedef enum {
    BETE_PAY_STAKE = 0, /* a chip for the deal (each player, or the dealer's extra) */
    BETE_PAY_KING_STAKE, /* a chip on the dish for the King */
    BETE_PAY_PLAQUE, /* a plaque put under the dish, or one drawn from it into the stake */
    BETE_PAY_CURIEUSE, /* the chip each player stakes for the Curieuse */
    BETE_PAY_WIN, /* the winner sweeps stakes, plaques, the bête at stake */
    BETE_PAY_VOLE, /* the vole: every bête, and a chip from each player */
    BETE_PAY_BETE, /* a losing bidder makes the bête */
    BETE_PAY_DEVOLE, /* no trick: a chip to each player */
    BETE_PAY_CONTRE, /* the declarer's bête, paid to the contrer who beat him */
    BETE_PAY_KING, /* the holder of the King of trumps takes the King stake */
    BETE_PAY_REASON_COUNT
} BetePayReason;

typedef struct {
    uint8_t type; /* BeteEventType */
    int8_t seat;
    int8_t target;
    int8_t suit;
    int8_t winner;
    uint8_t bid; /* BeteBid */
    uint8_t arg;
    uint8_t outcome; /* BeteOutcome */
    uint8_t reason; /* BetePayReason */
    uint8_t index, packet;
    int16_t deal, trick;
    MoucheChips amount;
    uint8_t ncards, ncards2;
    MoucheCard cards[BETE_DECK_MAX]; /* MOUCHE_NO_CARD where hidden from a seat */
    MoucheCard cards2[BETE_DECK_MAX];
    int8_t seats2[BETE_MAX_PLAYERS];
    int32_t tricks[BETE_MAX_PLAYERS];
    MoucheChips balances[BETE_MAX_PLAYERS];
    MoucheChips stakes, king;
    int16_t plaques_reserve, plaques_at_stake;
    MoucheChips betes[BETE_BETES_MAX];
    uint8_t nbetes;
    int8_t players;
    uint64_t seed;
} BeteEvent;

typedef void (*BeteEventFn)(void *ctx, const BeteEvent *event);
typedef struct {
    BeteEventFn fn;
    void *ctx;
} BeteSink;

/* The event as `seat` may see it: other seats' dealt cards, the deck and the
 * talon below the upcard become MOUCHE_NO_CARD. */
void bete_event_redact(const BeteEvent *full, int seat, BeteEvent *out);

/* ---- Driving a game ------------------------------------------------------ */

bool bete_start(BeteState *st, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                char *why, size_t why_size);

static inline int bete_to_move(const BeteState *st) { return st->to_move; }
static inline BetePhase bete_phase(const BeteState *st) { return (BetePhase)st->phase; }

int bete_legal_actions(const BeteState *st, BeteAction *out);
MoucheRefusal bete_check(const BeteState *st, BeteAction action);
MoucheRefusal bete_apply(BeteState *st, BeteAction action, const BeteSink *sink);
/* Whether the player to move may play `card` now, and if not, why; returns note->rule. */
MoucheRefusal bete_explain_play(const BeteState *st, MoucheCard card, MouchePlayNote *note);

/* The play rule on plain values: cards of `hand` that may be played on a
 * trick whose led card is `led` and whose winning card is now `best`
 * (led = MOUCHE_NO_CARD when leading). Follow suit (any card of it); void,
 * a trump that heads the trick if one is held; otherwise anything. */
MoucheCardSet bete_playable_cards(int trump, MoucheCardSet hand, MoucheCard led, MoucheCard best, MoucheRefusal *rule);
bool bete_trick_beats(int trump, MoucheCard challenger, MoucheCard best);

/* balances + stakes + king + plaques (reserve and at stake) + bêtes: constant. */
MoucheChips bete_total_chips(const BeteState *st);
/* What a plain win would sweep now: stakes, plaques at stake, betes[0]. */
MoucheChips bete_deal_value(const BeteState *st);
/* The seat holding the King of trumps (dealt to it), or -1. */
int bete_king_holder(const BeteState *st);

/* Actions as text: "pass", "play", "contre", "cur:1", "cur:0", "P:KH", "N". */
int bete_action_format(BeteAction action, char *out, size_t out_size);
bool bete_action_parse(const char *text, BeteAction *out);
const char *bete_outcome_name(int outcome); /* "passed", "win", "vole", "lose", "void" */
const char *bete_pay_reason_name(int reason); /* the transcript's reason strings */

/* ---- What one seat sees ------------------------------------------------- */

typedef struct {
    BeteRules rules;
    int8_t seat; /* whose view */
    int8_t players, dealer, to_move;
    uint8_t phase;
    int16_t deal_no, deals_total;
    int8_t trump;
    MoucheCard turned, void_upcard;
    bool curieuse_done;
    uint8_t deck_size;
    MoucheCardSet deck;
    MoucheCardSet hand; /* this seat's cards still held */
    MoucheCardSet dealt; /* this seat's five dealt cards */
    uint8_t hand_count[BETE_MAX_PLAYERS];
    uint8_t talon_count; /* cards under the upcard */
    uint8_t bid[BETE_MAX_PLAYERS];
    uint8_t bids_said;
    int8_t declarer, contrer;
    uint8_t nplays, trick_best;
    int8_t play_seat[BETE_MAX_PLAYS];
    MoucheCard play_card[BETE_MAX_PLAYS];
    int8_t trick_winner[BETE_TRICKS];
    uint8_t tricks_done;
    uint8_t tricks_won[BETE_MAX_PLAYERS];
    uint8_t outcome;
    int8_t winner;
    MoucheChips balances[BETE_MAX_PLAYERS];
    MoucheChips stakes, king;
    int16_t plaques_reserve, plaques_at_stake;
    MoucheChips betes[BETE_BETES_MAX];
    uint8_t nbetes;
    uint8_t nlegal; /* the legal actions if this seat is to move, else 0 */
    BeteAction legal[BETE_MAX_ACTIONS];
} BeteView;

void bete_view(const BeteState *st, int seat, BeteView *out);

/* Cards this seat cannot see: the deck minus its dealt cards, the upcard(s)
 * and every card played. */
MoucheCardSet bete_view_unseen(const BeteView *view);

/* Whether this seat may take the action (kind and argument) now. */
bool bete_view_allows(const BeteView *view, BeteActionKind kind, int arg);

/* A full state consistent with a view: `hands[s]` are the cards each other
 * seat still holds (ignored for view->seat), `talon` the cards under the
 * upcard (view->talon_count of them, top first). The AI samples these and
 * searches the result; it never sees the real state. False if the cards do
 * not fit the view (wrong counts, a card seen elsewhere). */
bool bete_state_from_view(const BeteView *view, const MoucheCardSet hands[BETE_MAX_PLAYERS], const MoucheCard *talon,
                          BeteState *out);

/* ---- Records, saves, transcript ---------------------------------------- */

typedef struct {
    BeteRules rules;
    int players;
    int deals; /* 0: endless */
    uint64_t seed;
    BeteAction *actions; /* owned */
    size_t count, capacity;
    char meta[512]; /* the app's own line, kept as is */
} BeteRecord;

typedef struct {
    BeteState state;
    BeteRecord record;
} BeteGame;

bool bete_game_new(BeteGame *game, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                   char *why, size_t why_size);
MoucheRefusal bete_game_act(BeteGame *game, BeteAction action, const BeteSink *sink);
void bete_game_free(BeteGame *game);
/* Practice: whether `seat` has made a decision in the deal in play; taking back its last one
 * with every action after it (the record cut there, the state rebuilt). */
bool bete_game_can_take_back(const BeteGame *game, int seat);
bool bete_game_take_back(BeteGame *game, int seat);
bool bete_record_replay(const BeteRecord *record, BeteState *out, const BeteSink *sink, char *why, size_t why_size);
/* Save text ("LAMOUCHE-BETE-SAVE 1" ..., checksummed; see savefmt.h); caller frees. */
char *bete_save_text(const BeteRecord *record);
bool bete_load_text(const char *text, size_t length, BeteGame *game, char *why, size_t why_size);
bool bete_save_file(const BeteRecord *record, const char *path, char *why, size_t why_size);
bool bete_load_file(const char *path, BeteGame *game, char *why, size_t why_size);

/* The JSON Lines transcript of docs/rules-bete.md. */
typedef struct {
    FILE *out; /* not owned */
    BeteRules rules;
    bool failed;
    MoucheCard dealt[BETE_MAX_PLAYERS][BETE_HAND_SIZE]; /* the hands line is written when trump turns */
    uint8_t ndealt[BETE_MAX_PLAYERS];
} BeteTranscript;

void bete_transcript_init(BeteTranscript *t, FILE *out, const BeteRules *rules);
BeteSink bete_transcript_sink(BeteTranscript *t);
void bete_transcript_event(BeteTranscript *t, const BeteEvent *event);

#endif
