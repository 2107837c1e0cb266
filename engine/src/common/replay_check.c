/* A transcript played again from its seed, for either game (its ReplayPlay): every deal
 * must be dealt as written, every move be legal and made by the seat to move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "mouche/replay.h"

void mouche_replay_deal_dealt(ReplayDealCheck *c, const MoucheCard *cards, int n)
{
    const ReplayDeal *d = c->deal < c->replay->ndeals ? &c->replay->deals[c->deal] : NULL;
    if (d && !c->bad_line && (d->size != n || memcmp(d->cards, cards, (size_t)n) != 0))
        c->bad_line = d->line;
    c->deal++;
}

bool mouche_replay_play_check(const Replay *r, const ReplayPlay *game, char *why, size_t why_size)
{
    if ((int)r->game != game->game) {
        snprintf(why, why_size, "not a game of %s", game->name);
        return false;
    }
    void *st = malloc(game->state_size);
    if (!st) {
        snprintf(why, why_size, "out of memory");
        return false;
    }
    ReplayDealCheck check = { r, 0, 0 };
    bool ok = game->start(st, r, &check, why, why_size);
    for (size_t i = 0; ok && i < r->count; i++) {
        const ReplayMove *m = &r->moves[i];
        MoucheRefusal refused = REFUSE_NONE;
        ok = false;
        if (m->seat >= 0 && game->to_move(st) != m->seat)
            snprintf(why, why_size, "line %d: seat %d moves, but it is not its turn", m->line, m->seat);
        else if (!game->move(st, m->text, &check, &refused))
            snprintf(why, why_size, "line %d: the move %s cannot be read", m->line, m->text);
        else if (refused != REFUSE_NONE)
            snprintf(why, why_size, "line %d: %s is refused: %s", m->line, m->text, mouche_refusal_text(refused));
        else
            ok = true;
    }
    if (check.bad_line) { /* a deal dealt otherwise is the cause of what failed after it */
        snprintf(why, why_size, "line %d: this deal was not dealt from the seed %llu", check.bad_line,
                 (unsigned long long)r->seed);
        ok = false;
    }
    free(st);
    return ok;
}
