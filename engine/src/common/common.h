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

/* ---- options.c: the key=value syntax of both games' rule sets ---- */
typedef bool (*RulesSetFn)(void *ctx, const char *key, const char *value, char *why, size_t why_size);
/* Splits "k=v,k=v" and calls set for each; false with a message on the first problem. */
bool rules_parse_items(const char *text, RulesSetFn set, void *ctx, char *why, size_t why_size);
int rules_find_name(const char *const *names, int count, const char *value); /* -1 if absent */
bool rules_parse_int(const char *value, int32_t *out);
bool rules_parse_bool(const char *value, bool *out);

/* ---- json.c: pieces of both games' transcripts ---- */
void json_put_card(FILE *f, MoucheCard c); /* "KH" */
void json_put_cards(FILE *f, const MoucheCard *cards, int n); /* ["KH","9D"] */
void json_put_ints(FILE *f, const int32_t *values, int n);
void json_put_chips(FILE *f, const MoucheChips *values, int n);
void json_put_suit(FILE *f, int suit); /* "H" */

#endif
