/* Both games through the type-erased CardGame (mouche/cardgame.h): a game played
 * through the interface writes a transcript that mouche_cardgame_replay_check plays
 * again from its seed (and the other game refuses), its save loads back to the same
 * text and state, take-back undoes a decision, and the view is the game's own
 * redacted view. (mouche-sim's transcripts through it: tests/engine/sim_identity.sh.) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mouche/bete.h"
#include "mouche/cardgame.h"
#include "mouche/rng.h"
#include "mouche/save.h"
#include "mouche/template.h"
#include "mouche/transcript.h"
#include "mouche/view.h"

typedef struct {
    const CardGame *g;
    void *transcript;
} Writer;

static void write_event(void *ctx, const void *event)
{
    Writer *w = ctx;
    w->g->transcript_event(w->transcript, event);
}

/* Plays a game of `count` through the interface with seeded random legal actions,
 * writing its transcript into *text (malloc'd) and its save into *save. */
static void play_erased(TestTally *t, const CardGame *g, int players, int count, uint64_t seed, void *game, char **text,
                        size_t *length)
{
    void *rules = malloc(g->rules_size), *actions = malloc(g->action_size * (size_t)g->max_actions);
    Writer w = { g, malloc(g->transcript_size) };
    FILE *out = tmpfile();
    CHECK(t, rules && actions && w.transcript && out);
    g->rules_default(rules);
    g->transcript_init(w.transcript, out, rules);
    const CardSink sink = { write_event, &w };
    char why[256] = "";
    CHECK(t, g->game_new(game, rules, players, count, seed, &sink, why, sizeof why));
    uint64_t rng[4];
    mouche_rng_seed(rng, seed);
    for (int guard = 0; !g->over(g->game_state(game)) && guard < 100000; guard++) {
        const int n = g->legal_actions(g->game_state(game), actions);
        CHECK(t, n > 0 && n <= g->max_actions);
        const void *a = (const char *)actions + g->action_size * mouche_rng_below(rng, (uint32_t)n);
        CHECK_EQ(t, g->check(g->game_state(game), a), REFUSE_NONE);
        CHECK_EQ(t, g->game_act(game, a, &sink), REFUSE_NONE);
    }
    CHECK(t, g->over(g->game_state(game)));
    CHECK(t, !g->transcript_failed(w.transcript));
    /* the transcript's bytes, read back */
    const long size = ftell(out);
    *text = malloc(size > 0 ? (size_t)size : 1);
    rewind(out);
    *length = *text && size > 0 ? fread(*text, 1, (size_t)size, out) : 0;
    fclose(out);
    free(w.transcript);
    free(actions);
    free(rules);
}

/* The same game through the interface and through the game's own functions. */
static void same_as_typed(TestTally *t, const CardGame *g, int players, uint64_t seed)
{
    void *game = calloc(1, g->game_size), *loaded = calloc(1, g->game_size), *state = malloc(g->state_size);
    char *text = NULL;
    size_t length = 0;
    play_erased(t, g, players, 3, seed, game, &text, &length);
    CHECK(t, length > 0);

    /* The transcript played again from its seed, through the interface. */
    Replay r;
    char why[256] = "";
    CHECK(t, mouche_replay_read(text, length, &r, why, sizeof why));
    CHECK(t, mouche_cardgame_of_replay(&r) == g);
    const bool replayed = mouche_cardgame_replay_check(g, &r, why, sizeof why);
    if (!replayed)
        fprintf(stderr, "%s: %s\n", g->name, why);
    CHECK(t, replayed);
    const CardGame *other = g == &mouche_cardgame ? &bete_cardgame : &mouche_cardgame;
    CHECK(t, !mouche_cardgame_replay_check(other, &r, why, sizeof why) && strstr(why, other->title));
    /* each deal is checked against the seed: one deck told otherwise is found */
    CHECK(t, r.ndeals > 0 && r.deals[0].size > 1);
    const MoucheCard first = r.deals[0].cards[0];
    r.deals[0].cards[0] = r.deals[0].cards[1];
    r.deals[0].cards[1] = first;
    CHECK(t, !mouche_cardgame_replay_check(g, &r, why, sizeof why) && strstr(why, "not dealt from the seed"));
    mouche_replay_free(&r);

    /* The save, loaded back through the interface, says the same. */
    char *save = g->save_text(game);
    CHECK(t, save != NULL);
    CHECK(t, save && g->load_text(save, strlen(save), loaded, why, sizeof why));
    char *again = g->save_text(loaded);
    CHECK(t, save && again && !strcmp(save, again));
    CHECK(t, !memcmp(g->game_state(game), g->game_state(loaded), g->state_size));

    /* The view of a seat is the game's own redacted view. */
    void *erased = calloc(1, g->view_size), *typed = calloc(1, g->view_size);
    g->view(g->game_state(game), 1, erased);
    if (g == &mouche_cardgame)
        mouche_view(g->game_state(game), 1, typed);
    else if (g == &bete_cardgame)
        bete_view(g->game_state(game), 1, typed);
    else
        template_view(g->game_state(game), 1, typed);
    CHECK(t, !memcmp(erased, typed, g->view_size));

    g->game_free(loaded);
    free(again);
    free(save);
    free(typed);
    free(erased);
    free(text);
    free(state);
    free(loaded);
    g->game_free(game);
    free(game);
}

static void test_both_games(TestTally *t)
{
    for (uint64_t seed = 1; seed <= 6; seed++) {
        same_as_typed(t, &mouche_cardgame, 3 + (int)(seed % 4), seed);
        same_as_typed(t, &bete_cardgame, 3 + (int)(seed % 5), seed);
        same_as_typed(t, &template_cardgame, 2 + (int)(seed % 3), seed); /* the template game, as a new one */
    }
}

/* Take-back through the interface: the seat's last decision and all after it go. */
static void test_take_back(TestTally *t)
{
    const CardGame *games[] = { &mouche_cardgame, &bete_cardgame, &template_cardgame };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const CardGame *g = games[i];
        void *game = calloc(1, g->game_size), *rules = malloc(g->rules_size);
        void *actions = malloc(g->action_size * (size_t)g->max_actions);
        char why[256];
        g->rules_default(rules);
        CHECK(t, g->game_new(game, rules, 4, 2, 99, NULL, why, sizeof why));
        const int seat = g->to_move(g->game_state(game));
        CHECK(t, !g->can_take_back(game, seat));
        char *before = g->save_text(game);
        CHECK(t, g->legal_actions(g->game_state(game), actions) > 0);
        CHECK_EQ(t, g->game_act(game, actions, NULL), REFUSE_NONE);
        CHECK(t, g->can_take_back(game, seat));
        CHECK(t, g->take_back(game, seat));
        char *after = g->save_text(game);
        CHECK(t, before && after && !strcmp(before, after));
        free(after);
        free(before);
        free(actions);
        free(rules);
        g->game_free(game);
        free(game);
    }
}

/* Where a game stands and its meta line, through the interface: what the app's saves and
 * resumes read for every game (the meta line kept through a save and a load). */
static void test_progress_meta(TestTally *t)
{
    const CardGame *games[] = { &mouche_cardgame, &bete_cardgame, &template_cardgame };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const CardGame *g = games[i];
        void *game = calloc(1, g->game_size), *loaded = calloc(1, g->game_size), *rules = malloc(g->rules_size);
        void *actions = malloc(g->action_size * (size_t)g->max_actions);
        char why[256];
        CHECK(t, game && loaded && rules && actions && g->progress && g->meta);
        if (!game || !loaded || !rules || !actions || !g->progress || !g->meta)
            return;
        g->rules_default(rules);
        CHECK(t, g->game_new(game, rules, 3, 2, 4242, NULL, why, sizeof why));
        CHECK(t, g->legal_actions(g->game_state(game), actions) > 0);
        CHECK_EQ(t, g->game_act(game, actions, NULL), REFUSE_NONE);
        CardProgress at;
        g->progress(game, &at);
        CHECK_EQ(t, at.players, 3);
        CHECK_EQ(t, at.deal, 1);
        CHECK_EQ(t, at.deals_total, 2);
        CHECK_EQ(t, at.seed, 4242u);
        CHECK_EQ(t, at.moves, 1u);
        CHECK(t, at.start > 0);
        size_t size = 0;
        char *meta = g->meta(game, &size);
        CHECK(t, size > 16);
        snprintf(meta, size, "the app's line");
        char *text = g->save_text(game);
        CHECK(t, text && g->load_text(text, strlen(text), loaded, why, sizeof why));
        CHECK(t, !strcmp(g->meta(loaded, &size), "the app's line"));
        free(text);
        g->game_free(loaded);
        g->game_free(game);
        free(actions);
        free(rules);
        free(loaded);
        free(game);
    }
}

/* The app's export of La Mouche's first hands, typed: every event before hand `deal` + 1. */
typedef struct {
    MoucheTranscript transcript;
    int deal;
    bool past;
} TypedExport;

static void typed_export_event(void *ctx, const MoucheEvent *e)
{
    TypedExport *x = ctx;
    x->past = x->past || (e->type == EV_HAND_START && e->hand > x->deal);
    if (!x->past)
        mouche_transcript_event(&x->transcript, e);
}

static char *file_text(FILE *f, size_t *length)
{
    const long size = ftell(f);
    char *text = malloc(size > 0 ? (size_t)size + 1 : 1);
    rewind(f);
    *length = text && size > 0 ? fread(text, 1, (size_t)size, f) : 0;
    return text;
}

/* Exporting through the interface writes what the typed export writes, deal by deal. */
static void test_export(TestTally *t)
{
    const CardGame *g = &mouche_cardgame;
    MoucheGame *game = calloc(1, sizeof *game);
    char *text = NULL;
    size_t length = 0;
    play_erased(t, g, 4, 4, 5, game, &text, &length);
    free(text);
    for (int deal = 1; deal <= 4; deal++) {
        FILE *a = tmpfile(), *b = tmpfile();
        CHECK(t, a && b && mouche_cardgame_export(g, game, deal, a));
        TypedExport *x = calloc(1, sizeof *x);
        MoucheState *scratch = malloc(sizeof *scratch);
        mouche_transcript_init(&x->transcript, b, &game->state.rules);
        x->deal = deal;
        CHECK(t, mouche_record_replay(&game->record, scratch, &(MoucheSink){ typed_export_event, x }, NULL, 0));
        size_t na, nb;
        char *ta = file_text(a, &na), *tb = file_text(b, &nb);
        CHECK(t, na > 0 && na == nb && !memcmp(ta, tb, na));
        free(ta);
        free(tb);
        free(scratch);
        free(x);
        fclose(a);
        fclose(b);
    }
    g->game_free(game);
    free(game);
}

static void test_names(TestTally *t)
{
    CHECK(t, mouche_cardgame_named("mouche") == &mouche_cardgame);
    CHECK(t, mouche_cardgame_named("bete") == &bete_cardgame);
    CHECK(t, mouche_cardgame_named("template") == &template_cardgame);
    CHECK(t, mouche_cardgame_named("tarot") == NULL);
    CHECK(t, !strcmp(mouche_cardgame.unit, "hands") && !strcmp(bete_cardgame.unit, "deals"));
    CHECK_EQ(t, mouche_cardgame.state_size, sizeof(MoucheState));
    CHECK_EQ(t, bete_cardgame.state_size, sizeof(BeteState));
}

/* The template game's one rule: the highest card of the suit led takes the trick, and each
 * other seat pays its taker the stake; a seat sees its own card dealt and no other. */
typedef struct {
    TestTally *t;
    MoucheCard played[TEMPLATE_MAX_PLAYERS];
    int nplayed, players, paid;
} TemplateWatch;

static void template_watch(void *ctx, const TemplateEvent *e)
{
    TemplateWatch *w = ctx;
    if (e->type == TEMPLATE_EV_DEAL) {
        TemplateEvent seen;
        template_event_redact(e, 1, &seen);
        for (int i = 0; i < e->ncards; i++)
            CHECK_EQ(w->t, seen.cards[i], (e->seat + 1 + i) % e->players == 1 ? e->cards[i] : MOUCHE_NO_CARD);
        w->nplayed = w->paid = 0;
    } else if (e->type == TEMPLATE_EV_PLAY) {
        w->played[e->seat] = e->cards[0];
        w->nplayed++;
    } else if (e->type == TEMPLATE_EV_TRICK) {
        CHECK_EQ(w->t, w->nplayed, e->players);
        const MoucheCard best = w->played[e->seat];
        for (int s = 0; s < e->players; s++)
            CHECK(w->t, mouche_card_suit(w->played[s]) != mouche_card_suit(best) ||
                            mouche_card_rank(w->played[s]) <= mouche_card_rank(best));
    } else if (e->type == TEMPLATE_EV_PAY) {
        CHECK_EQ(w->t, e->amount, 2);
        w->paid++;
    } else if (e->type == TEMPLATE_EV_DEAL_END) {
        CHECK_EQ(w->t, w->paid, e->players - 1);
        MoucheChips sum = 0;
        for (int s = 0; s < e->players; s++)
            sum += e->balances[s];
        CHECK_EQ(w->t, sum, (MoucheChips)TEMPLATE_START_CHIPS * e->players);
    }
}

static void test_template_rules(TestTally *t)
{
    TemplateRules rules = template_rules_default();
    char why[128];
    CHECK(t, template_rules_parse(&rules, "stake=2", why, sizeof why) && rules.stake == 2);
    CHECK(t, !template_rules_parse(&rules, "stake=11", why, sizeof why) && rules.stake == 2);
    for (uint64_t seed = 1; seed <= 50; seed++) {
        TemplateWatch w = { t, { 0 }, 0, 0, 0 };
        TemplateState st;
        const TemplateSink sink = { template_watch, &w };
        CHECK(t, template_start(&st, &rules, 2 + (int)(seed % 3), 5, seed, &sink, why, sizeof why));
        TemplateAction a[TEMPLATE_MAX_ACTIONS];
        while (st.phase != TEMPLATE_PHASE_GAME_OVER) {
            CHECK_EQ(t, template_legal_actions(&st, a), 1);
            CHECK_EQ(t, template_apply(&st, a[0], &sink), REFUSE_NONE);
        }
        CHECK_EQ(t, st.deal_no, 5);
    }
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, test_names);
    RUN(&t, test_both_games);
    RUN(&t, test_take_back);
    RUN(&t, test_progress_meta);
    RUN(&t, test_export);
    RUN(&t, test_template_rules);
    return test_summary(&t);
}
