/* A game's lifecycle at the table, once for every game, on the engine's CardGame (session.h).
 * The table owns the engine's game (t->played, cg->game_size bytes); the backend owns its part
 * beside it (t->game) and is asked only what is its own (GameSession). */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/ai.h"
#include "savefile.h"

static const GameSession *ses(const Table *t) { return t->be->session; }

static void to_midend(void *ctx, const void *ev)
{
    Table *t = ctx;
    midend_push(&t->mid, ev);
}

const void *session_state(const Table *t) { return t->cg->game_state(t->played); }

void session_progress(const Table *t, GameProgress *out) { t->cg->progress(t->played, out); }

/* The backend's part, zeroed and set up for a game of these rules and players; the engine's
 * buffer beside it. */
static bool open_parts(Table *t, const void *rules, int players)
{
    if (!t->game)
        t->game = calloc(1, ses(t)->table_size);
    if (!t->played)
        t->played = calloc(1, t->cg->game_size);
    if (!t->game || !t->played)
        return false;
    midend_free(&t->mid);
    memset(t->game, 0, ses(t)->table_size);
    ses(t)->open(t, rules, players);
    return true;
}

/* The seats' names and AI settings; the AI library's personas for this game's seed. */
static void seat_players(App *app, Table *t, uint64_t seed)
{
    const GameSession *s = ses(t);
    const int *levels = t->be->ai_levels(&app->settings);
    for (int seat = 0; seat < t->be->max_players; seat++) {
        t->ai_level[seat] = levels[seat];
        t->temper[seat] = s->temper[seat];
        if (seat == 0)
            continue; /* the human: named "You" by the table */
        const int persona = mouche_ai_seat_persona_index(seat, seed);
        const MouchePersona p = mouche_ai_persona(persona);
        const bool cast = p.name && *p.name;
        snprintf(t->names[seat], sizeof t->names[seat], "%s", cast ? p.name : s->ai_names ? s->ai_names[seat] : "?");
        t->who[seat] = cast ? persona : WHO_NAMED;
        if (cast)
            t->temper[seat] = p.temperament;
    }
}

/* A new game of these rules (the default ones if these cannot be played). */
static bool begin(App *app, Table *t, const void *rules, int players, int count, uint64_t seed, char *why, size_t size)
{
    const CardGame *cg = t->cg;
    const CardSink sink = { to_midend, t };
    if (!open_parts(t, rules, players)) {
        snprintf(why, size, "out of memory");
        return false;
    }
    if (!cg->game_new(t->played, rules, players, count, seed, &sink, why, size)) {
        void *def = malloc(cg->rules_size);
        fprintf(stderr, "lamouche: %s; using the default rules\n", why);
        bool ok = def != NULL;
        if (ok) {
            cg->rules_default(def);
            ok = open_parts(t, def, players) && cg->game_new(t->played, def, players, count, seed, &sink, why, size);
        }
        free(def);
        if (!ok) {
            free(t->played); /* nothing of it to free */
            t->played = NULL;
            return false;
        }
    }
    seat_players(app, t, seed);
    GameProgress at;
    session_progress(t, &at);
    for (int s = 0; s < t->be->max_players; s++) {
        t->mid.shown.seat[s].balance = at.start;
        tokens_canonical(at.start, &t->mid.shown.seat[s].hold);
    }
    printf("new game: %sseed %llu, %d players, %d %s\n", ses(t)->said_name, (unsigned long long)seed, players, count,
           cg->unit);
    fflush(stdout);
    return true;
}

bool session_start(App *app, Table *t, uint64_t seed, char *why, size_t size)
{
    int count = 0;
    const void *rules = ses(t)->new_rules(&app->settings, &count);
    const int players = app->opt.players ? app->opt.players : t->be->players_set(&app->settings);
    if (app->opt.hands >= 0)
        count = app->opt.hands;
    return begin(app, t, rules, players, count, seed, why, size);
}

bool session_start_replay(App *app, Table *t, const Replay *r, char *why, size_t size)
{
    void *rules = malloc(t->cg->rules_size);
    if (!rules) {
        snprintf(why, size, "out of memory");
        return false;
    }
    t->cg->rules_default(rules);
    const bool ok = t->cg->rules_parse(rules, r->rules, why, size) &&
                    begin(app, t, rules, r->players, r->ndeals, r->seed, why, size);
    free(rules);
    return ok;
}

bool session_load(App *app, Table *t, const char *path, char *why, size_t size)
{
    const CardGame *cg = t->cg;
    void *loaded = calloc(1, cg->game_size);
    if (!loaded || !cg->load_file(path, loaded, why, size)) {
        if (!loaded)
            snprintf(why, size, "out of memory");
        free(loaded);
        return false;
    }
    GameProgress at;
    cg->progress(loaded, &at);
    t->played = loaded; /* open_parts keeps it */
    if (!open_parts(t, cg->game_rules(loaded), at.players)) {
        snprintf(why, size, "out of memory");
        return false; /* session_free frees the game */
    }
    seat_players(app, t, at.seed);
    size_t meta_size;
    savefile_parse_meta(t->cg->meta(t->played, &meta_size), t->ai_level, t->temper, t->be->max_players, at.seed,
                        &t->game_id);
    /* the AI seats' memories, if they were saved with this very game; else they learn afresh */
    const bool remembered = ses(t)->memories_read(t, path);
    printf("resumed: AI memories %s\n", remembered ? "kept" : "new");
    ses(t)->reshown(app, t, true);
    printf("resumed: %s%s %d, %zu actions\n", ses(t)->said_name, ses(t)->deal_word, at.deal, at.moves);
    fflush(stdout);
    return true;
}

bool session_save(Table *t, const char *path, char *why, size_t size)
{
    GameProgress at;
    session_progress(t, &at);
    size_t meta_size;
    char *meta = t->cg->meta(t->played, &meta_size);
    savefile_format_meta(ses(t)->meta_tag, t->ai_level, t->temper, t->be->max_players, at.players, t->game_id, meta,
                         meta_size);
    if (!t->cg->save_file(t->played, path, why, size))
        return false;
    ses(t)->memories_write(t, path); /* a failure loses only what the AI seats learned */
    return true;
}

void session_free(Table *t)
{
    if (t->played)
        t->cg->game_free(t->played);
    free(t->played);
    free(t->game);
    t->played = t->game = NULL;
}

bool session_saved_in_play(const GameBackend *be, const char *path, int *deal, int *total)
{
    const CardGame *cg = be->cardgame;
    void *kept = calloc(1, cg->game_size);
    char why[256];
    if (!kept || !cg->load_file(path, kept, why, sizeof why)) {
        free(kept);
        return false; /* nothing to resume: opening it would say so, and set it aside */
    }
    GameProgress at;
    cg->progress(kept, &at);
    /* a game nobody has made a move in yet loses nothing */
    const bool in_play = at.moves > 0 && !cg->over(cg->game_state(kept));
    *deal = at.deal;
    *total = at.deals_total;
    cg->game_free(kept);
    free(kept);
    return in_play;
}

MoucheRefusal session_act(Table *t, const GameAction *action)
{
    const CardSink sink = { to_midend, t };
    const MoucheRefusal r = t->cg->game_act(t->played, action, &sink);
    if (r == REFUSE_NONE)
        ses(t)->acted(t);
    return r;
}

bool session_parse(const Table *t, const char *move, GameAction *out)
{
    return t->cg->action_size <= sizeof *out && t->cg->action_parse(move, out);
}

bool session_legal(const Table *t, const GameAction *action)
{
    return t->cg->check(session_state(t), action) == REFUSE_NONE;
}

bool session_next_deal(const Table *t, GameAction *out)
{
    const CardGame *cg = t->cg;
    void *legal = malloc(cg->action_size * (size_t)cg->max_actions);
    const bool due = legal && cg->action_size <= sizeof *out && cg->legal_actions(session_state(t), legal) == 1;
    if (due)
        memcpy(out, legal, cg->action_size);
    free(legal);
    return due;
}

bool session_can_take_back(const Table *t) { return t->cg->can_take_back(t->played, 0); }

bool session_take_back(App *app, Table *t)
{
    if (!t->cg->take_back(t->played, 0))
        return false;
    ses(t)->reshown(app, t, false); /* the table as the view now says, as on a resume */
    return true;
}

/* Each event of the replay as seat 0 saw it (the midend's redaction). */
typedef struct {
    const Table *t;
    void (*fn)(void *ctx, const void *ev);
    void *ctx;
} SeenRelay;

static void relay_seen(void *ctx, const void *ev)
{
    const SeenRelay *to = ctx;
    unsigned char seen[MIDEND_EVENT_MAX];
    to->t->mid.steps->redact(ev, seen);
    to->fn(to->ctx, seen);
}

bool session_replay(const Table *t, void (*fn)(void *ctx, const void *ev), void *ctx)
{
    void *scratch = malloc(t->cg->state_size);
    SeenRelay to = { t, fn, ctx };
    const bool ok = scratch && t->cg->record_replay(t->played, scratch, &(CardSink){ relay_seen, &to }, NULL, 0);
    free(scratch);
    return ok;
}

bool session_export(const Table *t, int deal, FILE *out) { return mouche_cardgame_export(t->cg, t->played, deal, out); }
