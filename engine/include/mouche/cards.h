/* Cards, suits and ranks: the vocabulary every other module uses.
 *
 * A card is a small integer: suit * 13 + strength, where strength 0 is the
 * two and 12 the king, following the ranking K Q J A 10 9 ... 2 (RULES.md 2).
 * A set of cards is a 64-bit mask (bit = card), so hands, decks and "cards
 * seen" are plain values that copy for free. */
#ifndef MOUCHE_CARDS_H
#define MOUCHE_CARDS_H

#include <stdbool.h>
#include <stdint.h>

enum { MOUCHE_SUITS = 4, MOUCHE_RANKS = 13, MOUCHE_DECK_MAX = 52 };

typedef enum { SUIT_SPADES = 0, SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS } MoucheSuit;

/* Strength order, low to high: 2 3 4 5 6 7 8 9 10 A J Q K. */
typedef enum {
    RANK_2 = 0,
    RANK_3,
    RANK_4,
    RANK_5,
    RANK_6,
    RANK_7,
    RANK_8,
    RANK_9,
    RANK_10,
    RANK_ACE,
    RANK_JACK,
    RANK_QUEEN,
    RANK_KING
} MoucheRank;

typedef uint8_t MoucheCard; /* 0..51 */
typedef uint64_t MoucheCardSet; /* bit c set = card c present */

#define MOUCHE_NO_CARD ((MoucheCard)0xFF) /* an empty slot or a hidden card */

static inline MoucheCard mouche_card(int suit, int rank) { return (MoucheCard)(suit * MOUCHE_RANKS + rank); }
/* The same as a constant expression, for tables. */
#define MOUCHE_CARD(suit, rank) ((MoucheCard)((suit)*MOUCHE_RANKS + (rank)))
static inline int mouche_card_suit(MoucheCard c) { return c / MOUCHE_RANKS; }
static inline int mouche_card_rank(MoucheCard c) { return c % MOUCHE_RANKS; }
static inline MoucheCardSet mouche_bit(MoucheCard c) { return (MoucheCardSet)1 << c; }
static inline bool mouche_set_has(MoucheCardSet s, MoucheCard c) { return (s >> c) & 1u; }
/* Portable SWAR popcount: the builtin becomes a library call without -mpopcnt. */
static inline int mouche_set_count(MoucheCardSet s)
{
    s = s - ((s >> 1) & 0x5555555555555555ull);
    s = (s & 0x3333333333333333ull) + ((s >> 2) & 0x3333333333333333ull);
    s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((s * 0x0101010101010101ull) >> 56);
}
/* Lowest card of a non-empty set. */
static inline MoucheCard mouche_set_first(MoucheCardSet s) { return (MoucheCard)__builtin_ctzll(s); }
/* All cards of one suit. */
static inline MoucheCardSet mouche_suit_set(int suit) { return (MoucheCardSet)0x1FFF << (suit * MOUCHE_RANKS); }

/* Points of a card for comparing flushes (RULES.md 6): K Q J A count 10, others face value. */
int mouche_card_points(MoucheCard c);

/* Text forms used by the transcript and saves: "KH", "TD", suits "S H D C". */
char mouche_rank_char(int rank);
char mouche_suit_char(int suit);
/* Writes two characters and a NUL into out[3]. */
void mouche_card_str(MoucheCard c, char out[3]);
/* Parses "KH"; returns MOUCHE_NO_CARD if the text is not a card. */
MoucheCard mouche_card_parse(const char *text);
/* 'S' -> 0 ...; -1 if not a suit letter. */
int mouche_suit_parse(char letter);

#endif
