/* The engine's games by name (mouche/cardgame.h). */
#include "mouche/cardgame.h"

#include <stdlib.h>
#include <string.h>

/* The list: a game of the engine is one line here (its CardGame's name), declared from it. */
#define CARDGAMES(X) \
    X(mouche_cardgame) \
    X(bete_cardgame) \
    X(template_cardgame)
#define DECLARE(game) extern const CardGame game;
CARDGAMES(DECLARE)
#define LISTED(game) &game,
static const CardGame *const GAMES[] = { CARDGAMES(LISTED) };

const CardGame *mouche_cardgame_named(const char *name)
{
    for (size_t i = 0; i < sizeof GAMES / sizeof GAMES[0]; i++)
        if (!strcmp(GAMES[i]->name, name))
            return GAMES[i];
    return NULL;
}

const CardGame *mouche_cardgame_of_replay(const Replay *replay) { return replay->game; }

/* The export's sink: every event into the transcript until deal `deal` + 1 is dealt. */
typedef struct {
    const CardGame *game;
    void *transcript;
    int deal, dealt;
} Export;

static void export_event(void *ctx, const void *event)
{
    Export *x = ctx;
    const MoucheCard *cards;
    int n;
    if (x->dealt > x->deal || (x->game->dealt(event, &cards, &n) && ++x->dealt > x->deal))
        return;
    x->game->transcript_event(x->transcript, event);
}

bool mouche_cardgame_export(const CardGame *g, const void *played, int deal, FILE *out)
{
    Export x = { g, malloc(g->transcript_size), deal, 0 };
    void *scratch = malloc(g->state_size);
    bool ok = x.transcript && scratch;
    if (ok) {
        g->transcript_init(x.transcript, out, g->game_rules(played));
        ok = g->record_replay(played, scratch, &(CardSink){ export_event, &x }, NULL, 0) &&
             !g->transcript_failed(x.transcript);
    }
    free(scratch);
    free(x.transcript);
    return ok;
}
