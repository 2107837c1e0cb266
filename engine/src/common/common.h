/* What both games' engines share and the public API does not show: the
 * shuffle and the first dealer's draw, the key=value syntax of rule options,
 * and the JSON pieces of the transcripts. */
#ifndef MOUCHE_COMMON_H
#define MOUCHE_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mouche/cards.h"
#include "mouche/game.h" /* MoucheChips */
#include "mouche/rules.h"

/* ---- shuffle.c ---- */
/* The draw for the first dealer (both games): fills draw[seat] (room for
 * DRAW_SEATS_MAX, La Bête's largest table), returns the dealer. */
enum { DRAW_SEATS_MAX = 7 };
int deal_draw_first_dealer(uint64_t rng[4], int players, MoucheCard *draw);
/* Fisher-Yates on the game's RNG. */
void deal_shuffle(uint64_t rng[4], MoucheCard *cards, int n);

/* ---- play_note.c: MouchePlayNote, for both games ---- */
/* Clears the note: the rule, the card tried and the trump. */
void play_note_begin(MouchePlayNote *note, MoucheRefusal rule, MoucheCard tried, int trump);
/* The duty broken: the trick's led and best cards, the suit led, the cards that meet it
 * (`must_head`: and beat best) and the Pamphile's bit when it plays as a trump (else 0). */
void play_note_duty(MouchePlayNote *note, bool must_head, MoucheCard led, MoucheCard best, int led_suit,
                    MoucheCardSet allowed, MoucheCardSet pamphile);

/* ---- options.c: the key=value syntax of both games' rule sets ---- */
typedef bool (*RulesSetFn)(void *ctx, const char *key, const char *value, char *why, size_t why_size);
/* Splits "k=v,k=v" and calls set for each; false with a message on the first problem. */
bool rules_parse_items(const char *text, RulesSetFn set, void *ctx, char *why, size_t why_size);
int rules_find_name(const char *const *names, int count, const char *value); /* -1 if absent */
bool rules_parse_int(const char *value, int32_t *out);
bool rules_parse_bool(const char *value, bool *out);
/* Writes `problem` (if any) into why; true when there is none. */
bool rules_problem(const char *problem, char *why, size_t why_size);
typedef bool (*RulesValidFn)(const void *rules, char *why, size_t why_size);
/* rules_parse_items over *rules, then valid; why may be NULL or empty. */
bool rules_parse_valid(const char *text, RulesSetFn set, RulesValidFn valid, void *rules, char *why, size_t why_size);

/* ---- json.c: pieces of both games' transcripts ---- */
void json_put_card(FILE *f, MoucheCard c); /* "KH" */
void json_put_cards(FILE *f, const MoucheCard *cards, int n); /* ["KH","9D"] */
void json_put_ints(FILE *f, const int32_t *values, int n);
void json_put_chips(FILE *f, const MoucheChips *values, int n);
void json_put_suit(FILE *f, int suit); /* "H" */
/* The hands as dealt, [["KH",...],...]: players rows of five cards at most. */
void json_put_hands(FILE *f, const MoucheCard (*dealt)[5], const uint8_t *ndealt, int players);

#endif
