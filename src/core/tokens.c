/* Chips, plaques and contracts: holding an amount and paying it. */
#include "tokens.h"

#include <string.h>

static const int64_t values[TOKEN_KINDS] = { 1, 5, 100 };

int64_t tokens_value_of(int kind) { return values[kind]; }

int64_t tokens_value(const Holdings *h)
{
    return h->n[TOKEN_CHIP] + 5 * h->n[TOKEN_PLAQUE] + 100 * h->n[TOKEN_CONTRACT];
}

void tokens_canonical(int64_t amount, Holdings *h)
{
    memset(h, 0, sizeof *h);
    if (amount <= 0)
        return;
    /* as close as possible to the starting 9 contracts, 16 plaques, 20 chips */
    h->n[TOKEN_CONTRACT] = amount >= 140 ? (amount - 40) / 100 : 0;
    int64_t rest = amount - 100 * h->n[TOKEN_CONTRACT];
    h->n[TOKEN_PLAQUE] = rest > 20 ? (rest - 20) / 5 : 0;
    h->n[TOKEN_CHIP] = rest - 5 * h->n[TOKEN_PLAQUE];
}

static int add_move(TokenMove *moves, int n, int max, int kind, int phase, int dir, int64_t count)
{
    if (count <= 0 || n >= max)
        return n;
    moves[n] = (TokenMove){ (uint8_t)kind, (uint8_t)phase, (int8_t)dir, count };
    return n + 1;
}

int tokens_transfer(Holdings *from, Holdings *to, int64_t amount, TokenMove *moves, int max)
{
    int n = 0;
    if (amount <= 0)
        return 0;
    if (!from) { /* from the bank: fresh tokens */
        Holdings fresh;
        tokens_canonical(amount, &fresh);
        if (amount < 200) { /* small sums as plaques and chips */
            fresh.n[TOKEN_CONTRACT] = 0;
            fresh.n[TOKEN_PLAQUE] = amount / 5;
            fresh.n[TOKEN_CHIP] = amount % 5;
        }
        for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
            n = add_move(moves, n, max, k, 1, 3, fresh.n[k]);
            if (to)
                to->n[k] += fresh.n[k];
        }
        return n;
    }
    if (tokens_value(from) < amount) { /* a debt: all the tokens, the rest owed */
        int64_t short_by = amount - tokens_value(from);
        for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
            n = add_move(moves, n, max, k, 1, 1, from->n[k]);
            if (to)
                to->n[k] += from->n[k];
            from->n[k] = 0;
        }
        if (to) {
            Holdings fresh;
            tokens_canonical(short_by, &fresh);
            for (int k = 0; k < TOKEN_KINDS; k++)
                to->n[k] += fresh.n[k];
        }
        return n;
    }
    /* Make change at the bank until the payment can be made exactly. */
    for (int guard = 0; guard < 8; guard++) {
        int64_t rest = amount;
        int64_t c = from->n[TOKEN_CONTRACT] < rest / 100 ? from->n[TOKEN_CONTRACT] : rest / 100;
        rest -= 100 * c;
        int64_t p = from->n[TOKEN_PLAQUE] < rest / 5 ? from->n[TOKEN_PLAQUE] : rest / 5;
        rest -= 5 * p;
        int64_t k = from->n[TOKEN_CHIP] < rest ? from->n[TOKEN_CHIP] : rest;
        rest -= k;
        if (rest == 0) {
            n = add_move(moves, n, max, TOKEN_CONTRACT, 1, 1, c);
            n = add_move(moves, n, max, TOKEN_PLAQUE, 1, 1, p);
            n = add_move(moves, n, max, TOKEN_CHIP, 1, 1, k);
            from->n[TOKEN_CONTRACT] -= c;
            from->n[TOKEN_PLAQUE] -= p;
            from->n[TOKEN_CHIP] -= k;
            if (to) {
                to->n[TOKEN_CONTRACT] += c;
                to->n[TOKEN_PLAQUE] += p;
                to->n[TOKEN_CHIP] += k;
            }
            return n;
        }
        /* Break the smallest token that helps: a plaque into chips, else a
         * contract into plaques and chips. */
        if (rest < 5 && from->n[TOKEN_PLAQUE] > p) {
            from->n[TOKEN_PLAQUE]--;
            from->n[TOKEN_CHIP] += 5;
            n = add_move(moves, n, max, TOKEN_PLAQUE, 0, -2, 1);
            n = add_move(moves, n, max, TOKEN_CHIP, 0, 2, 5);
        } else if (from->n[TOKEN_CONTRACT] > c) {
            from->n[TOKEN_CONTRACT]--;
            from->n[TOKEN_PLAQUE] += 19;
            from->n[TOKEN_CHIP] += 5;
            n = add_move(moves, n, max, TOKEN_CONTRACT, 0, -2, 1);
            n = add_move(moves, n, max, TOKEN_PLAQUE, 0, 2, 19);
            n = add_move(moves, n, max, TOKEN_CHIP, 0, 2, 5);
        } else if (from->n[TOKEN_PLAQUE] > 0) {
            from->n[TOKEN_PLAQUE]--;
            from->n[TOKEN_CHIP] += 5;
            n = add_move(moves, n, max, TOKEN_PLAQUE, 0, -2, 1);
            n = add_move(moves, n, max, TOKEN_CHIP, 0, 2, 5);
        } else {
            break;
        }
    }
    /* Unreachable when the value suffices; keep the books right regardless. */
    Holdings after;
    tokens_canonical(tokens_value(from) - amount, &after);
    *from = after;
    if (to) {
        Holdings add;
        tokens_canonical(amount, &add);
        for (int k = 0; k < TOKEN_KINDS; k++)
            to->n[k] += add.n[k];
    }
    return n;
}
