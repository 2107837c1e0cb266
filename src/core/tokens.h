/* Chips (1), plaques (5) and contracts (100): how an amount is held and how a
 * payment is made with the tokens at hand, breaking a larger token at the bank
 * when change is needed. Pure arithmetic, no drawing. */
#ifndef LAMOUCHE_TOKENS_H
#define LAMOUCHE_TOKENS_H

#include <stdint.h>

typedef enum { TOKEN_CHIP = 0, TOKEN_PLAQUE, TOKEN_CONTRACT, TOKEN_KINDS } TokenKind;

typedef struct {
    int64_t n[TOKEN_KINDS]; /* count of each kind */
} Holdings;

/* One group of tokens moving. */
typedef struct {
    uint8_t kind; /* TokenKind */
    uint8_t phase; /* 0: change made at the bank, 1: the payment itself */
    int8_t dir; /* +1 payer -> payee, -2 payer -> bank, +2 bank -> payer, +3 bank -> payee */
    int64_t count;
} TokenMove;

enum { TOKEN_MOVES_MAX = 16 };

int64_t tokens_value_of(int kind);
int64_t tokens_value(const Holdings *h);
/* The usual way to hold an amount: contracts, then 16 plaques and 20 chips when possible. */
void tokens_canonical(int64_t amount, Holdings *h);
/* Moves `amount` from *from to *to (either may be NULL: the bank), making change
 * when needed. Writes the token groups that move; returns their number. */
int tokens_transfer(Holdings *from, Holdings *to, int64_t amount, TokenMove *moves, int max);

#endif
