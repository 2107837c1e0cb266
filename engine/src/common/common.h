/* What both games' engines share and the public API does not show: the
 * shuffle and the first dealer's draw, the key=value syntax of rule options,
 * and the JSON pieces of the transcripts. */
#ifndef MOUCHE_COMMON_H
#define MOUCHE_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mouche/cards.h"
#include "mouche/game.h" /* MoucheChips */
#include "mouche/rules.h"

/* ---- cards.c ---- */
/* A card played as both games' action texts write it, "P:KH": true with the card if the
 * text is one (a card that reads). */
bool mouche_play_text_parse(const char *text, MoucheCard *card);

/* ---- shuffle.c ---- */
/* The draw for the first dealer (both games): fills draw[seat] (room for
 * DRAW_SEATS_MAX, La Bête's largest table; a game's event's cards), returns the dealer. */
enum { DRAW_SEATS_MAX = 7 };
int mouche_deal_draw_first_dealer(uint64_t rng[4], int players, MoucheCard *draw);
/* An event of a game's own type (MoucheEvent, BeteEvent) begun alike in both: every byte
 * zeroed, then its type and seat, no target and no suit (-1). */
#define MOUCHE_EVENT_BEGIN(ev, TYPE, SEAT) \
    (memset(&(ev), 0, sizeof(ev)), (ev).type = (uint8_t)(TYPE), (ev).seat = (int8_t)(SEAT), (ev).target = -1, \
     (ev).suit = -1)
/* Fisher-Yates on the game's RNG. */
void mouche_deal_shuffle(uint64_t rng[4], MoucheCard *cards, int n);

/* ---- play_note.c: MouchePlayNote, for both games ---- */
/* Clears the note: the rule, the card tried and the trump. */
void mouche_play_note_begin(MouchePlayNote *note, MoucheRefusal rule, MoucheCard tried, int trump);
/* The duty broken: the trick's led and best cards, the suit led, the cards that meet it
 * (`must_head`: and beat best) and the Pamphile's bit when it plays as a trump (else 0). */
void mouche_play_note_duty(MouchePlayNote *note, bool must_head, MoucheCard led, MoucheCard best, int led_suit,
                           MoucheCardSet allowed, MoucheCardSet pamphile);

/* ---- options.c: the key=value syntax of both games' rule sets ---- */
typedef bool (*RulesSetFn)(void *ctx, const char *key, const char *value, char *why, size_t why_size);
/* Splits "k=v,k=v" and calls set for each; false with a message on the first problem. */
bool mouche_rules_parse_items(const char *text, RulesSetFn set, void *ctx, char *why, size_t why_size);
int mouche_rules_find_name(const char *const *names, int count, const char *value); /* -1 if absent */
bool mouche_rules_parse_int(const char *value, int32_t *out);
bool mouche_rules_parse_bool(const char *value, bool *out);
/* Writes `problem` (if any) into why; true when there is none. */
bool mouche_rules_problem(const char *problem, char *why, size_t why_size);
typedef bool (*RulesValidFn)(const void *rules, char *why, size_t why_size);
/* mouche_rules_parse_items over a copy of *rules (size bytes) in scratch, then valid: *rules
 * takes the copy only when both pass, and stays as it was otherwise. why may be NULL or empty. */
bool mouche_rules_parse_valid(const char *text, RulesSetFn set, RulesValidFn valid, void *rules, void *scratch,
                              size_t size, char *why, size_t why_size);
/* A game's `bool NAME(TYPE *rules, const char *text, char *why, size_t why_size)`, written once for
 * every game: mouche_rules_parse_valid over its setter `set` (a RulesSetFn) and its typed
 * `bool VALIDATE(const TYPE *rules, char *why, size_t why_size)`. */
#define MOUCHE_RULES_PARSE_DEFINE(NAME, TYPE, set, VALIDATE) \
    static bool NAME##_check(const void *rules, char *why, size_t why_size) { return VALIDATE(rules, why, why_size); } \
    bool NAME(TYPE *rules, const char *text, char *why, size_t why_size) \
    { \
        TYPE scratch; \
        return mouche_rules_parse_valid(text, set, NAME##_check, rules, &scratch, sizeof scratch, why, why_size); \
    }

/* ---- json.c: pieces of both games' transcripts ---- */
void mouche_json_put_card(FILE *f, MoucheCard c); /* "KH" */
void mouche_json_put_cards(FILE *f, const MoucheCard *cards, int n); /* ["KH","9D"] */
void mouche_json_put_ints(FILE *f, const int32_t *values, int n);
void mouche_json_put_chips(FILE *f, const MoucheChips *values, int n);
void mouche_json_put_suit(FILE *f, int suit); /* "H" */
/* A card dealt to seat, kept in dealt[seat] (seats rows of five) for the hands line. */
void mouche_json_keep_dealt(MoucheCard (*dealt)[5], uint8_t *ndealt, int seats, int seat, MoucheCard card);
/* The line of the hands dealt and the card turned, whole: {"type":type,"hands":...,"turned":...,
 * "trump":...,rest_key:[the cards left]}. */
void mouche_json_put_dealt_line(FILE *f, const char *type, const MoucheCard (*dealt)[5], const uint8_t *ndealt,
                                int players, MoucheCard turned, int trump, const char *rest_key, const MoucheCard *rest,
                                int nrest);
/* The opening of a deal's first line, {"type":type,key:number,"dealer":...,"deck":[...],"balances":[...],
 * and of its last, {"type":type,key:number,"tricks":[...],"balances":[...]: the game writes its
 * places and the closing "}\n". */
void mouche_json_open_deal(FILE *f, const char *type, const char *key, int number, int dealer, const MoucheCard *deck,
                           int ndeck, const MoucheChips *balances, int players);
void mouche_json_open_deal_end(FILE *f, const char *type, const char *key, int number, const int32_t *tricks,
                               const MoucheChips *balances, int players);
/* The lines both games' transcripts write alike: a card played, a trick won, and a
 * payment, whose parties are seats (0 up) or places named by parties[-party - 1]. */
void mouche_json_put_play(FILE *f, int seat, MoucheCard card);
/* The first line: game names the game ("bete"; NULL: none, La Mouche's line names none). */
void mouche_json_put_game(FILE *f, const char *game, uint64_t seed, int players, const char *rules_json);
void mouche_json_put_trick(FILE *f, int trick, int winner, const MoucheCard *cards, int n);
void mouche_json_put_pay(FILE *f, int from, int to, MoucheChips amount, const char *reason, const char *const parties[],
                         int nparties);

/* ---- replay_read.c: reading a transcript back ---- */
/* A field of a flat JSON line: where its value begins (NULL if absent), and as a number
 * (false if it has no digits or is out of range), a string, a boolean, a card or cards
 * (their count, -1 if unreadable). No reader looks past the line's terminating NUL. */
const char *mouche_json_field(const char *line, const char *key);
bool mouche_json_int(const char *line, const char *key, long long *out);
bool mouche_json_u64(const char *line, const char *key, uint64_t *out); /* digits only, to 2^64 - 1 */
bool mouche_json_string(const char *line, const char *key, char *out, size_t size);
bool mouche_json_bool(const char *line, const char *key, bool *out);
bool mouche_json_card(const char *line, const char *key, MoucheCard *out);
int mouche_json_cards(const char *line, const char *key, MoucheCard *out, int max);
/* A game's lines in a transcript (mouche/replay.c, bete/bete_replay.c). */
typedef struct ReplayLines {
    const char *deal_type; /* the line that begins a deal: "hand", "deal" */
    /* A line as a move: 1 with the move's text and seat (as written: the reader checks its range), 0 if the
     * line is no move, -1 if unreadable. */
    int (*move)(const char *line, const char *type, char *text, size_t size, long long *seat);
} ReplayLines;
extern const ReplayLines mouche_replay_lines, bete_replay_lines;

#endif
