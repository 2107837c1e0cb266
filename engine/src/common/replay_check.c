/* A transcript played again from its seed, for either game (its CardGame): every deal
 * must be dealt as written, every move be legal and made by the seat to move. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "mouche/cardgame.h"
#include "mouche/replay.h"

/* Playing a transcript again (replay_check.c): each deal dealt is told to the check, which
 * compares its deck with the transcript's. */
typedef struct {
    const struct Replay *replay;
    const CardGame *game;
    int deal; /* deals dealt so far */
    int bad_line; /* the first deal dealt otherwise, 0 none */
} ReplayDealCheck;

static void deal_dealt(void *ctx, const void *event)
{
    ReplayDealCheck *c = ctx;
    const MoucheCard *cards;
    int n;
    if (!c->game->dealt(event, &cards, &n))
        return;
    const ReplayDeal *d = c->deal < c->replay->ndeals ? &c->replay->deals[c->deal] : NULL;
    if (d && !c->bad_line && (d->size != n || memcmp(d->cards, cards, (size_t)n) != 0))
        c->bad_line = d->line;
    c->deal++;
}

bool mouche_cardgame_replay_check(const CardGame *game, const Replay *r, char *why, size_t why_size)
{
    if (r->game != game) {
        snprintf(why, why_size, "not a game of %s", game->title);
        return false;
    }
    void *st = malloc(game->state_size), *rules = malloc(game->rules_size);
    if (!st || !rules) {
        free(st);
        free(rules);
        snprintf(why, why_size, "out of memory");
        return false;
    }
    ReplayDealCheck check = { r, game, 0, 0 };
    const CardSink sink = { deal_dealt, &check };
    game->rules_default(rules);
    bool ok = game->rules_parse(rules, r->rules, why, why_size) &&
              game->start(st, rules, r->players, r->ndeals, r->seed, &sink, why, why_size);
    for (size_t i = 0; ok && i < r->count; i++) {
        const ReplayMove *m = &r->moves[i];
        union {
            max_align_t align;
            unsigned char bytes[64];
        } action;
        MoucheRefusal refused = REFUSE_NONE;
        ok = false;
        if (m->seat >= 0 && game->to_move(st) != m->seat)
            snprintf(why, why_size, "line %d: seat %d moves, but it is not its turn", m->line, m->seat);
        else if (game->action_size > sizeof action || !game->action_parse(m->text, &action))
            snprintf(why, why_size, "line %d: the move %s cannot be read", m->line, m->text);
        else if ((refused = game->apply(st, &action, &sink)) != REFUSE_NONE)
            snprintf(why, why_size, "line %d: %s is refused: %s", m->line, m->text, mouche_refusal_text(refused));
        else
            ok = true;
    }
    if (check.bad_line) { /* a deal dealt otherwise is the cause of what failed after it */
        snprintf(why, why_size, "line %d: this deal was not dealt from the seed %llu", check.bad_line,
                 (unsigned long long)r->seed);
        ok = false;
    }
    free(rules);
    free(st);
    return ok;
}
