/* The table scene: drives the game in progress through its backend (human
 * input, AI pace, saves) and feeds the midend. No rule is decided here: the
 * backend asks its engine what is legal. Drawing is in table_draw.c. */
#include "table.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "card_words.h"
#include "game.h"
#include "log_panel.h"
#include "mouche/replay.h"
#include "paths.h"
#include "savefile.h"
#include "seat_memories.h"
#include "session.h"
#include "store.h"
#include "table_draw.h"

static Table *of(const App *app) { return app->table; }

/* ---- the midend's steps, told to the game ---------------------------------------- */

/* What an event says in the table log, in the player's language. */
static void log_event(App *app, Table *t, const void *ev)
{
    const LogVoices voices = { app_lang(app), t->mid.shown.players, (const char(*)[48])t->names, t->who };
    LogEntry entry;
    if (t->be->events->log_event(&voices, ev, &entry) && !table_log_add(&t->log, &entry))
        fprintf(stderr, "lamouche: the table log is full or out of memory\n");
}

static void on_step_begin(void *ctx, Midend *m, const void *ev, double now)
{
    App *app = ctx;
    (void)m;
    app->table->version++;
    log_event(app, app->table, ev); /* as it is shown, not before */
    const GameEvents *events = app->table->be->events;
    undo_watch_step(&app->table->undo, events->quiet && events->quiet(ev));
    app->table->be->events->step_begin(app, app->table, ev, now);
}

/* A resumed game's log, from its record (every event as seat 0 saw it). */
typedef struct {
    App *app;
    Table *t;
} LogReplay;

static void log_replayed(void *ctx, const void *ev)
{
    LogReplay *r = ctx;
    log_event(r->app, r->t, ev);
}

/* The table has stood still while a coach mark was up: every clock
 * that runs on it moves on by that much. */
static void shift_clock(Table *t, double ms)
{
    if (ms <= 0)
        return;
    midend_shift_clock(&t->mid, ms);
    if (t->ai_due > 0)
        t->ai_due += ms;
    if (t->summary_due > 0)
        t->summary_due += ms;
    if (t->message_until > 0)
        t->message_until += ms;
}

/* A coach mark came up: told on stdout (tests, bug reports) and drawn at once. */
static void mark_up(App *app, Table *t)
{
    t->version++;
    app->dirty = true;
    table_relayout(app, t); /* the mark is laid out before it is drawn */
    printf("guide: mark %d of %d\n", t->guide.showing + 1, t->guide.script->nmarks);
    fflush(stdout);
}

/* The guided hand: a mark of the moment before (the table stands still) or after an event's
 * step comes up; the steps wait for it to be read. */
static void mark_of_event(App *app, Table *t, const void *ev, bool before, bool *hold)
{
    if (!t->guide.script)
        return;
    int seat = -1;
    const int type = t->be->events->event_type(ev, &seat);
    const double now = app_ms(app);
    if (before ? guide_before_event(&t->guide, type, seat, now) : guide_after_event(&t->guide, type, seat, now)) {
        *hold = true;
        mark_up(app, t);
    }
}

static void on_step_done(void *ctx, Midend *m, const void *ev, bool *hold)
{
    App *app = ctx;
    (void)m;
    app->table->version++;
    app->table->be->events->step_done(app, app->table, ev, hold);
    mark_of_event(app, app->table, ev, false, hold);
}

static void on_still(void *ctx, Midend *m, const void *ev, bool *hold)
{
    (void)m;
    mark_of_event(ctx, ((App *)ctx)->table, ev, true, hold);
}

void table_want_shot(App *app, Table *t, const char *tag, bool *hold)
{
    if (!app->opt.screenshot_dir)
        return;
    snprintf(t->shot_name, sizeof t->shot_name, "%s%02d-%d-%s", t->be->events->shot_prefix, t->mid.shown.deal_no,
             ++t->shots_this_deal, tag);
    *hold = true;
}

void table_deal_started(Table *t)
{
    t->practiced = false;
    t->shots_this_deal = 0;
    t->summary_shot_done = false;
    t->summary_warmed = false;
}

/* ---- creating, saving, resuming ------------------------------------------- */

/* The game's save in the preferences folder, allocated (the caller frees it); NULL when out of memory. */
static char *save_path(const App *app, const GameBackend *be) { return store_path(app->pref_dir, be->save_name); }

bool table_has_save(const App *app, const GameBackend *be)
{
    char *p = save_path(app, be);
    const bool there = p && paths_exists(p);
    free(p);
    return there;
}

void table_delete_save(const App *app, const GameBackend *be)
{
    if (app->folder_busy) /* the other window's game */
        return;
    char *p = save_path(app, be);
    if (!p)
        return;
    remove(p);
    /* what a backend keeps beside its save, "<save>.ai" (its AI seats' memories) */
    char *beside = seat_memories_path(p);
    if (beside)
        remove(beside);
    free(beside);
    free(p);
}

static void table_save(App *app, Table *t)
{
    if (app->folder_busy) {
        /* the other window's folder: this game is not kept, which quitting says (app_quit) */
        app->save_errno = EBUSY;
        return;
    }
    char why[256];
    char *p = save_path(app, t->be);
    const bool ok = p && session_save(t, p, why, sizeof why);
    const int err = p ? errno : ENOMEM;
    if (!ok)
        fprintf(stderr, "lamouche: could not save the game: %s\n", p ? why : strerror(err));
    free(p);
    GameProgress at;
    session_progress(t, &at);
    app_game_saved(app, ok, err, at.deal, t->be->since_deal);
}

static Table *table_alloc(App *app, const GameBackend *be)
{
    Table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->be = be;
    t->cg = be->cardgame;
    t->card_focus = -1;
    t->hover_card = -1;
    t->buttons.focus = -1;
    t->overlay.focus = -1; /* no focus shown until the keyboard moves it */
    t->footer.focus = -1;
    t->pointer_on = t->appeared_under = -1;
    t->confirm.focus = -1;
    t->autoplay = app->opt.autoplay;
    t->game_id = savefile_new_game_id(); /* a loaded game's is its save's */
    t->log_deal = -1;
    snprintf(t->names[0], sizeof t->names[0], "%s", i18n_get(app_lang(app), S_YOU));
    for (int seat = 0; seat < TABLE_SEATS_MAX; seat++)
        t->who[seat] = seat == 0 ? WHO_HUMAN : WHO_NAMED;
    return t;
}

/* The midend reports to the table; the game set it up in start / load. */
static void listen(App *app, Table *t)
{
    t->mid.speed = table_pace(app);
    t->mid.listen = (MidendListener){ on_step_begin, on_step_done, on_still, app };
}

Table *table_new_game(App *app, const GameBackend *be)
{
    Table *t = table_alloc(app, be);
    if (!t)
        return NULL;
    app->table = t; /* the steps' callbacks look here */
    uint64_t seed =
        app->opt.have_seed ? app->opt.seed : ((uint64_t)time(NULL) * 2654435761u) ^ SDL_GetPerformanceCounter();
    char why[256];
    if (!session_start(app, t, seed, why, sizeof why)) {
        fprintf(stderr, "lamouche: cannot start a game: %s\n", why);
        app->table = NULL;
        table_free(t);
        return NULL;
    }
    listen(app, t);
    table_log_init(&t->log, t->mid.shown.players);
    app->saved_hand = 0; /* nothing of this game is kept yet */
    table_save(app, t);
    return t;
}

void table_settle_save(App *app, const GameBackend *be)
{
    if (app->folder_busy || !table_has_save(app, be))
        return;
    char why[256];
    char *p = save_path(app, be);
    Table *t = p ? table_alloc(app, be) : NULL;
    if (t && !session_load(app, t, p, why, sizeof why)) /* (loading counts a hand it ends, if uncounted) */
        fprintf(stderr, "lamouche: the saved game's last hand could not be counted: %s\n", why);
    table_free(t);
    free(p);
}

Table *table_resume(App *app, const GameBackend *be)
{
    char why[256];
    char *p = save_path(app, be);
    Table *t = p ? table_alloc(app, be) : NULL;
    if (!t) {
        free(p);
        return NULL;
    }
    if (!session_load(app, t, p, why, sizeof why)) {
        table_free(t);
        app_save_damaged(app, p, why);
        free(p);
        return table_new_game(app, be);
    }
    free(p);
    listen(app, t);
    table_log_init(&t->log, t->mid.shown.players);
    if (!session_replay(t, log_replayed, &(LogReplay){ app, t }))
        fprintf(stderr, "lamouche: the log of the earlier hands could not be rebuilt\n");
    app->table = t;
    app->save_errno = 0;
    GameProgress at;
    session_progress(t, &at);
    app->saved_hand = at.deal; /* the file holds the game as it resumes */
    return t;
}

Table *table_replay(App *app, const GameBackend *be, const Replay *r)
{
    Table *t = table_alloc(app, be);
    if (!t)
        return NULL;
    app->table = t;
    char why[256];
    if (!session_start_replay(app, t, r, why, sizeof why)) {
        fprintf(stderr, "lamouche: cannot replay: %s\n", why);
        app->table = NULL;
        table_free(t);
        return NULL;
    }
    listen(app, t);
    table_log_init(&t->log, t->mid.shown.players);
    t->replay = r;
    t->autoplay = true; /* every seat plays, from the transcript */
    return t;
}

Table *table_guided(App *app, const GameBackend *be)
{
    const GuideScript *script = be->guide;
    Table *t = script ? table_alloc(app, be) : NULL;
    if (!t)
        return NULL;
    app->table = t;
    guide_begin(&t->guide, script); /* before the first events are shown */
    const Replay deal = { .seed = script->seed,
                          .players = script->players,
                          .ndeals = script->deals }; /* default rules */
    char why[256];
    if (!session_start_replay(app, t, &deal, why, sizeof why)) {
        fprintf(stderr, "lamouche: cannot start the guided hand: %s\n", why);
        app->table = NULL;
        table_free(t);
        return NULL;
    }
    for (int s = 1; s < TABLE_SEATS_MAX; s++)
        t->ai_level[s] = script->ai_level;
    listen(app, t);
    table_log_init(&t->log, t->mid.shown.players);
    printf("guide: %s, %d marks\n", be->cli_name, script->nmarks);
    fflush(stdout);
    return t;
}

bool table_continues_in_memory(const App *app, const GameBackend *be)
{
    const Table *t = app->table;
    if (!t || t->be != be || t->replay)
        return false;
    if (table_players_own(t))
        return true;
    /* the guided game gives way to the player's own, kept in its save (left for the guide) */
    int seat;
    return !table_has_save(app, be) && t->be->decide->turn(t, &seat) != TURN_GAME_OVER;
}

bool table_continues_guide(const App *app, const GameBackend *be)
{
    return table_continues_in_memory(app, be) && app->table->guide.script;
}

bool table_can_continue(const App *app, const GameBackend *be)
{
    return table_continues_in_memory(app, be) || table_has_save(app, be);
}

void table_deal_words(const App *app, const GameBackend *be, int deal, int total, char *out, size_t size)
{
    out[0] = '\0';
    if (deal > 0 && total > 0)
        snprintf(out, size, tr(app, be->draw->deal_of_name), deal, total);
    else if (deal > 0)
        snprintf(out, size, tr(app, be->events->log_deal_name), deal);
}

bool table_game_in_play(App *app, const GameBackend *be, char *where, size_t size)
{
    const Table *t = app->table;
    int seat, deal = 0, total = 0;
    if (t && t->be == be && table_players_own(t) && app->save_errno) { /* newer than its failed save */
        const char *system;
        t->be->draw->header(app, t, where, size, &system);
        return t->be->decide->turn(t, &seat) != TURN_GAME_OVER;
    }
    char *p = save_path(app, be);
    const bool in_play = p && paths_exists(p) && session_saved_in_play(be, p, &deal, &total);
    free(p);
    table_deal_words(app, be, deal, total, where, size);
    return in_play;
}

/* ---- a hand for a bug report ------------------------------------------------------ */

static void export_deal(App *app, Table *t)
{
    const LogDeal *d =
        t->log_deal >= 0 && t->log_deal < t->log.ndeals ? &t->log.deals[t->log_deal] : table_log_current(&t->log);
    if (!d)
        return;
    char name[96], words[TABLE_MESSAGE_SIZE], shown[NOTICE_PATH_MAX];
    GameProgress at;
    session_progress(t, &at);
    snprintf(name, sizeof name, "hands/%s-seed%llu-%d.jsonl", t->be->cli_name, (unsigned long long)at.seed, d->number);
    char *dir = store_path(app->pref_dir, "hands"), *path = store_path(app->pref_dir, name);
    if (!dir || !path) {
        free(dir);
        free(path);
        return;
    }
    /* Written whole in memory, then like every file of the folder (store_write_atomic): whatever
     * stands at the name (a FIFO, a half-written file of a killed run) is replaced, never opened. */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    bool ok = f && session_export(t, d->number, f);
    if (f && fclose(f) != 0)
        ok = false;
    int err = ok ? 0 : errno;
    if (ok && !(paths_make_dir(dir) && store_write_atomic(path, text))) {
        ok = false;
        err = errno;
    }
    free(text);
    free(dir);
    if (ok) {
        char deal_name[64];
        snprintf(deal_name, sizeof deal_name, tr(app, t->be->events->log_deal_name), d->number);
        snprintf(words, sizeof words, tr(app, S_LOG_SAVED), deal_name, notice_path(path, shown, sizeof shown));
    } else {
        snprintf(words, sizeof words, tr(app, S_LOG_NOT_SAVED), notice_path(path, shown, sizeof shown),
                 i18n_errno(app_lang(app), err ? err : EIO));
    }
    printf("export: %s %s\n", ok ? "saved" : "failed", path);
    fflush(stdout);
    free(path);
    table_say(app, t, words);
}

void table_free(Table *t)
{
    if (!t)
        return;
    if (t->layer)
        SDL_DestroyTexture(t->layer);
    if (t->layer_old)
        SDL_DestroyTexture(t->layer_old);
    if (t->layer_checked > 0) { /* --check-layer */
        printf("layer check: %ld partial repaints compared with whole ones, %ld differ\n", t->layer_checked,
               t->layer_check_failed);
        if (t->layer_spread > 0)
            printf("layer check: %ld repaints left parts for the next frame (compared once finished)\n",
                   t->layer_spread);
        if (t->layer_check_skipped > 0)
            printf("layer check: %ld not compared (a card picture not made yet: a stand-in drawn)\n",
                   t->layer_check_skipped);
        if (t->layer_builds > 0)
            printf("layer check: %ld layers built over several frames after a resize\n", t->layer_builds);
        if (t->layer_held_most > 0)
            printf("layer check: at most %.2f layers' pixels held at once\n", t->layer_held_most);
        fflush(stdout);
    }
    review_free(t);
    session_free(t);
    midend_free(&t->mid);
    table_log_free(&t->log);
    free(t);
}

/* ---- acting ------------------------------------------------------------------- */

/* How long words take to read: a sentence that teaches a rule stays longer. */
static double reading_ms(const char *words) { return 1200.0 + 55.0 * (double)strlen(words); }

void table_say(App *app, Table *t, const char *text)
{
    t->version++;
    t->message_kept = false;
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_hint = false;
    t->hint_page = 0;
    t->hint_pages = 1;
    /* long enough to be read: a sentence that teaches a rule stays longer */
    const double reading = reading_ms(t->message);
    t->message_until = app_ms(app) + (reading > 2600.0 ? reading : 2600.0);
    app->dirty = true;
}

/* Whether the human may not play the card c now; if so, says why in words that teach the rule. */
static bool table_card_refused(App *app, Table *t, MoucheCard c)
{
    MouchePlayNote note;
    if (t->be->decide->explain_play(t, c, &note) == REFUSE_NONE)
        return false;
    char words[sizeof t->message];
    card_words_refusal(app_lang(app), &note, words, sizeof words);
    table_say(app, t, words);
    return true;
}

/* The prompt line's message taken back at once (what it said no longer holds). */
static void unsay(Table *t)
{
    if (t->message[0]) {
        t->message[0] = 0;
        t->message_until = 0;
        t->version++;
    }
}

/* After an action the engine took: saved, focus and AI pace reset. */
static void table_acted(App *app, Table *t, bool own)
{
    /* a refusal is answered by the move that follows it (a failed save may say anew); a refused
     * take-back stays while the other seats move, until read or the player's own move */
    if (own || !t->message_kept)
        unsay(t);
    if (table_players_own(t)) /* else its save stays as it was */
        table_save(app, t);
    t->practiced = t->practiced || app->settings.practice;
    t->practiced_game = t->practiced_game || t->practiced;
    t->buttons.focus = -1; /* a new decision: Space or Enter press only what is focused in it */
    t->card_focus = -1;
    t->ai_due = 0;
    app->dirty = true;
}

/* An action the backend answered with, or a move as a save writes it: applied by the table
 * (session.c), then saved; a refusal is said on the prompt line. */
static bool act(App *app, Table *t, const GameAction *action)
{
    /* the player's own move (not a transcript's, nor the guide's): what is shown after it is watched */
    const bool human = table_human_waiting(app);
    const bool own = human && !t->replay && !t->guide.script;
    const size_t queued = midend_queued(&t->mid);
    const GameBackend *be = t->be;
    const bool seat0 = be->cardgame->to_move(session_state(t)) == 0; /* the human's seat, autoplayed or not */
    const MoucheRefusal r = session_act(t, action);
    if (r != REFUSE_NONE) {
        table_say(app, t, tr(app, card_words_rule(r)));
        return false;
    }
    if (seat0 && t->mid.shown.seat[0].received) { /* the cards just received are marked until this seat's move */
        t->mid.shown.seat[0].received = 0;
        t->version++; /* the hand looks otherwise: the still layer's (or the window's) hand is drawn anew */
    }
    if (own)
        undo_watch_moved(&t->undo, (int)(midend_queued(&t->mid) - queued));
    table_acted(app, t, human);
    return true;
}

static bool apply_text(App *app, Table *t, const char *move)
{
    GameAction a;
    return session_parse(t, move, &a) && act(app, t, &a);
}

static void next_deal(App *app, Table *t)
{
    GameAction a;
    if (session_next_deal(t, &a))
        act(app, t, &a);
}

static bool is_ai_seat(const Table *t, int seat) { return seat > 0 || t->autoplay; }

bool table_layer_owed(const App *app)
{
    const Table *t = of(app);
    return t && (t->layer_owed != 0 || t->layer_old);
}

const char *table_phase_name(const App *app)
{
    const Table *t = of(app);
    if (!t)
        return "none";
    if (guide_showing(&t->guide))
        return "guide";
    if (review_showing(t))
        return "review";
    if (table_summary_visible(app))
        return table_standings_shown(t) ? "gameover" : "summary";
    if (!table_human_waiting(app))
        return "none";
    return t->be->decide->decision_name(t);
}

static bool rects_meet(SDL_Rect a, SDL_Rect b, int gap)
{
    return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The row put where the decision's buttons were (p): each one kept in its place (as wide as it was there,
 * or wider to its right), a new one after the rightmost; false (the row as it was laid out) if that
 * would make two meet or leave the room, or no button of the row had a place. */
static bool keep_places(ButtonRow *row, const struct TablePlaces *p, SDL_Rect area, int gap)
{
    SDL_Rect r[UI_MAX_BUTTONS];
    bool kept[UI_MAX_BUTTONS] = { false };
    int right = -1, nkept = 0;
    for (int i = 0; i < row->n; i++)
        for (int j = 0; j < p->n; j++)
            if (p->id[j] == row->b[i].id) {
                r[i] = p->r[j];
                if (row->b[i].r.w > r[i].w) /* a longer label: wider to its right */
                    r[i].w = row->b[i].r.w;
                kept[i] = true;
                nkept++;
                if (r[i].x + r[i].w > right)
                    right = r[i].x + r[i].w;
            }
    if (nkept == 0)
        return false;
    for (int i = 0; i < row->n; i++)
        if (!kept[i]) {
            r[i] = (SDL_Rect){ right + gap, row->b[i].r.y, row->b[i].r.w, row->b[i].r.h };
            right = r[i].x + r[i].w;
        }
    for (int i = 0; i < row->n; i++) {
        if (r[i].x < area.x || r[i].x + r[i].w > area.x + area.w)
            return false;
        for (int j = i + 1; j < row->n; j++)
            if (rects_meet(r[i], r[j], gap))
                return false;
    }
    for (int i = 0; i < row->n; i++)
        row->b[i].r = r[i];
    return true;
}

/* The decision's buttons, centred under the table as it is first asked. While it lasts (the same
 * decision in the same deal: "Ask ..." answered, cards picked for an exchange) the buttons that stay
 * keep their places, a button gone leaves its place empty, and a new one comes at the end: the
 * Stand a player aims at is where it was, and a second click on Ask meets the felt, not Stand (the
 * third play-test's 22 and 23). A button that comes up under a still pointer takes no click anyway
 * (appeared_under); this keeps the buttons still for a pointer that moved too. The table laid out in
 * another room meanwhile (the log opened, smaller) and then in this one again (the log closed), the
 * row comes back to the places it had here, not centred anew (play-test 59, 15: Stand moved right
 * by 106 pixels and "Exchange 1" came where it had been). */
void table_layout_buttons(App *app, Table *t)
{
    const Canvas cv = app_canvas(app);
    const Layout *l = &t->layout;
    SDL_Rect area = { (int)l->buttons.x, (int)l->buttons.y, (int)l->buttons.w, (int)l->buttons.h };
    const int height = (int)(l->unit * 5.2f), gap = (int)(l->unit * 1.2f);
    ui_row_layout_h(&cv, &t->buttons, area, height, gap);
    if (!table_human_waiting(app))
        return; /* Take back alone, while the others play: the decision's places are kept for its return */
    char name[sizeof t->places[0].decision];
    snprintf(name, sizeof name, "%s", t->be->decide->decision_name(t));
    int room = -1; /* the places of this decision in this room, if it had some */
    for (int k = 0; k < 2 && room < 0; k++) {
        const struct TablePlaces *p = &t->places[k];
        if (p->decision[0] && strcmp(name, p->decision) == 0 && p->deal == t->mid.shown.deal_no &&
            p->height == height && p->gap == gap && SDL_RectEquals(&p->area, &area))
            room = k;
    }
    if (room != 0) { /* this room's places first, the other room's kept after them while the decision lasts */
        const struct TablePlaces other = t->places[0];
        if (room == 1)
            t->places[0] = t->places[1];
        const bool same_decision = strcmp(name, other.decision) == 0 && other.deal == t->mid.shown.deal_no;
        t->places[1] = other;
        if (!same_decision)
            t->places[1].decision[0] = 0;
        if (room < 0)
            t->places[0].decision[0] = 0;
    }
    struct TablePlaces *p = &t->places[0];
    if (!p->decision[0] || !keep_places(&t->buttons, p, area, gap)) { /* a new decision: its places are these */
        snprintf(p->decision, sizeof p->decision, "%s", name);
        p->deal = t->mid.shown.deal_no;
        p->area = area;
        p->height = height;
        p->gap = gap;
        p->n = 0;
    }
    for (int i = 0; i < t->buttons.n; i++) { /* the row's places, with those of the buttons gone */
        int j = 0;
        while (j < p->n && p->id[j] != t->buttons.b[i].id)
            j++;
        if (j == p->n && p->n == UI_MAX_BUTTONS)
            break;
        p->id[j] = t->buttons.b[i].id;
        p->r[j] = t->buttons.b[i].r;
        if (j == p->n)
            p->n++;
    }
}

/* The keys' commands as buttons, right-aligned in the key hint's place (bottom right): the rules
 * (R), the last trick (L), the log (F2). */
static void footer_layout(App *app, Table *t)
{
    static const struct {
        int id;
        StrId label;
    } foot[] = { { BTN_RULES, S_FOOT_RULES }, { BTN_LAST, S_FOOT_LAST_TRICK }, { BTN_LOG, S_FOOT_LOG } };
    enum { FOOT = (int)(sizeof foot / sizeof foot[0]) };
    ButtonRow *row = &t->footer;
    ui_row_clear(row);
    row->focus = -1; /* reached by their keys and the mouse, not by Tab */
    const float u = t->layout.unit;
    int line_w, line_h; /* a line of the smallest text, and room round it, at the least */
    text_size(&app->text, FONT_SANS_BOLD, table_footer_px(t), "Ag", &line_w, &line_h);
    const int h = (int)(u * 2.6f) > line_h + 8 ? (int)(u * 2.6f) : line_h + 8, gap = (int)(u * 0.4f);
    int widths[FOOT];
    for (int i = 0; i < FOOT; i++) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, table_footer_px(t), tr_keys(app, foot[i].label), &tw, &th);
        widths[i] = tw + h / 2;
    }
    SDL_Rect r[FOOT];
    layout_footer(&t->layout, widths, FOOT, h, gap, r); /* may raise the human's pile and the skip hint */
    for (int i = FOOT - 1; i >= 0; i--) { /* the row in its order of old: the log first */
        /* the last trick: off until a trick is gathered (pressed then, it says so: press) */
        const bool on = foot[i].id != BTN_LAST || t->mid.shown.nlast > 0;
        Button *b = ui_row_add(row, foot[i].id, tr_keys(app, foot[i].label), 0, on);
        if (!b)
            break;
        b->r = r[i];
    }
}

/* "Leave this hand? The game is saved." and its answers, in the middle of the table. */
static void confirm_layout(App *app, Table *t)
{
    ButtonRow *row = &t->confirm;
    ui_row_clear(row);
    if (!t->confirm_leave)
        return;
    const Lang lang = app_lang(app);
    ui_row_add(row, BTN_LEAVE, tr(app, S_LEAVE), i18n_key(lang, S_KEY_LEAVE), true);
    ui_row_add(row, BTN_STAY, tr(app, S_STAY), i18n_key(lang, S_KEY_STAY), true);
    const SDL_Rect p = table_confirm_panel(app, t);
    const float u = t->layout.unit;
    const Canvas cv = app_canvas(app);
    const int bh = (int)(u * 5.f);
    ui_row_layout_h(&cv, row, (SDL_Rect){ p.x, p.y + p.h - bh - (int)(u * 2.f), p.w, bh }, bh, (int)(u * 2.f));
}

/* The menu button, and under a summary or the game's end its buttons. */
static void overlay_layout(App *app, Table *t)
{
    ButtonRow *row = &t->overlay;
    ui_row_clear(row);
    float u = t->layout.unit > 0 ? t->layout.unit : (float)app->ph / 100.f;
    Button *menu = ui_row_add(row, BTN_MENU, i18n_get(app_lang(app), S_MENU), 0, true);
    int mh = (int)(u * (2.2f * t->layout.text + 2.4f)); /* a line of its words and its margin */
    if (menu) {
        int tw, th;
        text_size(&app->text, FONT_SANS_BOLD, (int)(u * 2.0f), menu->label, &tw, &th);
        menu->r = (SDL_Rect){ (int)t->layout.edge, (int)t->layout.edge, tw + mh, mh }; /* inside the frame */
    }
    /* the log is the footer's Log (F2), with the keys' other commands: one button for it, not two */
    if (review_showing(t)) {
        t->overlay_corner = row->n;
        review_buttons(app, t, row);
        return;
    }
    if (!table_summary_visible(app)) {
        /* the Expert's advice, under the menu, while the human decides */
        Button *hint = table_human_waiting(app) && t->be->decide->hint
                           ? ui_row_add(row, BTN_HINT, i18n_get(app_lang(app), S_HINT_BUTTON), 0, true)
                           : NULL;
        if (hint) {
            int tw, th;
            text_size(&app->text, FONT_SANS_BOLD, (int)(u * 2.2f), hint->label, &tw, &th);
            const SDL_FRect at = layout_hint_button(&t->layout, (float)(tw + mh), (float)mh, (float)menu->r.w);
            hint->r = (SDL_Rect){ (int)at.x, (int)at.y, tw + mh, mh };
        }
        t->overlay_corner = row->n;
        row->focus = -1; /* Enter and Space belong to the human's decision */
        return;
    }
    const int own = row->n; /* the summary's own buttons follow the menu */
    t->overlay_corner = own;
    int seat;
    const bool over = table_standings_shown(t);
    SDL_Rect p = t->be->draw->overlay_panel(app, t);
    /* in the band the panel keeps for them at its foot, clear of its rows and of its wooden edge */
    int bw = (int)(u * 30), bh = layout_summary_button_h(&t->layout);
    int y = layout_summary_buttons_y(&t->layout, p);
    if (over) {
        Button *a = ui_row_add(row, BTN_NEW_GAME, i18n_get(app_lang(app), S_NEW_GAME), SDLK_RETURN, true);
        Button *b = ui_row_add(row, BTN_TITLE, i18n_get(app_lang(app), S_TO_TITLE),
                               i18n_key(app_lang(app), S_KEY_TO_TITLE), true);
        if (a)
            a->r = (SDL_Rect){ t->layout.w / 2 - bw - (int)u, y, bw, bh };
        if (b)
            b->r = (SDL_Rect){ t->layout.w / 2 + (int)u, y, bw, bh };
    } else if (!t->autoplay) {
        /* the last deal's summary: then the game's standings */
        const StrId label =
            t->be->decide->turn(t, &seat) == TURN_GAME_OVER ? S_FINAL_STANDINGS : t->be->draw->next_deal_label;
        const bool last = label == S_FINAL_STANDINGS;
        Button *a = ui_row_add(row, BTN_NEXT, i18n_get(app_lang(app), label),
                               i18n_key(app_lang(app), last ? S_KEY_STANDINGS : S_KEY_NEXT), true);
        if (a)
            a->r = (SDL_Rect){ t->layout.w / 2 - bw - (int)u, y, bw, bh };
        review_summary_button(app, t, row, (SDL_Rect){ t->layout.w / 2 + (int)u, y, bw, bh });
        if (a && row->b[row->n - 1].id != BTN_REVIEW) /* none: Next alone, in the middle */
            a->r.x = t->layout.w / 2 - bw / 2;
    }
    /* the focus on the summary's own button (Enter's), unless the keyboard moved it (Space presses
     * none of a summary's buttons) */
    if (row->focus < 0 || row->focus >= row->n)
        row->focus = row->n > own ? own : -1;
}

/* Whether the Take back button is shown: outside Practice while the player's own last move may
 * be taken back (nothing new shown since), in Practice at the player's turn when a decision of
 * theirs in this deal can be (the engine's check, made only then: it plays the record again). */
static bool take_back_offered(const App *app, const Table *t)
{
    if (t->replay || t->guide.script || table_summary_visible(app))
        return false;
    if (app->settings.practice)
        return table_human_waiting(app) && session_can_take_back(t);
    return t->undo.moved && !t->undo.seen_since;
}

/* The layout and the buttons follow the window, the language and the table's state: they are
 * computed again when one of them changed, before input, a frame or a script needs them. */
void table_relayout(App *app, Table *t)
{
    const bool last = t->mid.shown.nlast > 0;
    if (!last) /* no trick to show (a new deal): nothing asked before stays to spring open later */
        t->show_last = false;
    if (t->laid_last == last && t->laid_w == app->pw && t->laid_h == app->ph && t->laid_version == t->version &&
        t->laid_lang == (int)app->settings.lang && t->laid_autoplay == t->autoplay &&
        t->laid_text == app->settings.text_size)
        return;
    t->laid_text = app->settings.text_size;
    t->laid_last = last;
    t->laid_w = app->pw;
    t->laid_h = app->ph;
    t->laid_version = t->version;
    t->laid_lang = (int)app->settings.lang;
    t->laid_autoplay = t->autoplay;
    t->be->draw->layout(t, app->pw - log_panel_width(app, t), app->ph); /* beside the log, not under it */
    const int was_under = ui_row_hit(&t->buttons, app->mouse_x, app->mouse_y);
    ui_row_clear(&t->buttons);
    if (table_human_waiting(app))
        t->be->decide->build_buttons(app, t);
    /* Take back, at the end of the action bar while it may be pressed (Ctrl+Z says why not) */
    if (take_back_offered(app, t))
        ui_row_add(&t->buttons, BTN_TAKE_BACK, tr(app, S_TAKE_BACK_BUTTON), 0, true);
    if (t->buttons.n > 0)
        table_layout_buttons(app, t);
    const int now_under = ui_row_hit(&t->buttons, app->mouse_x, app->mouse_y);
    if (was_under >= 0)
        t->pointer_on = was_under;
    if (now_under >= 0 && t->pointer_on >= 0 && now_under != t->pointer_on)
        t->appeared_under = now_under; /* Lanturlu! where Take back was, the pointer still */
    overlay_layout(app, t);
    footer_layout(app, t);
    confirm_layout(app, t);
    guide_layout(app, t);
}

void table_hint_do(const App *app, const char *words, char *out, size_t size)
{
    snprintf(out, size, tr(app, S_HINT_DO), words);
    const size_t len = strlen(out); /* "Lanturlu!" ends its own sentence */
    if (len >= 2 && out[len - 1] == '.' && (out[len - 2] == '!' || out[len - 2] == '?'))
        out[len - 1] = 0;
}

void table_hint_options(const App *app, const HintOption *options, int n, int chosen, char *out, size_t size)
{
    /* the way chosen, then the best of the others, best first: the list showed the first three
     * in the search's order, and a hint to fold could leave out the one way that showed a gain */
    size_t len = 0;
    bool listed[TABLE_HINT_OPTIONS_MAX] = { false };
    out[0] = 0;
    n = n < TABLE_HINT_OPTIONS_MAX ? n : TABLE_HINT_OPTIONS_MAX;
    for (int shown = 0; shown < 3 && len < size; shown++) {
        const bool chosen_next = chosen >= 0 && chosen < n && !listed[chosen];
        int next = chosen_next ? chosen : -1;
        for (int i = 0; i < n && !chosen_next; i++)
            if (!listed[i] && (next < 0 || options[i].mean > options[next].mean))
                next = i;
        if (next < 0)
            break;
        listed[next] = true;
        char num[32];
        table_signed_decimal(app, options[next].mean, num, (int)sizeof num);
        len += (size_t)snprintf(out + len, size - len, "%s%s %s", shown ? ", " : "", options[next].words, num);
    }
}

void table_hint_card(App *app, Table *t, MoucheCard card, const MoucheCard *cards, const double *means, int n,
                     char *out, size_t size)
{
    const Lang lang = app_lang(app);
    char name[64], play[96];
    card_words_name(lang, card, true, name, sizeof name);
    snprintf(play, sizeof play, tr(app, S_HINT_PLAY), name);
    table_hint_do(app, play, out, size);
    for (int i = 0; i < t->mid.shown.seat[0].n; i++)
        if (t->mid.shown.seat[0].cards[i] == card)
            t->card_focus = i;
    int best = -1, next = -1;
    for (int i = 0; i < n; i++) {
        if (cards[i] == card)
            best = i;
        else if (next < 0 || means[i] > means[next])
            next = i;
    }
    const size_t len = strlen(out);
    if (best >= 0 && next >= 0) {
        char num[32], other[64], other_num[32];
        table_signed_decimal(app, means[best], num, (int)sizeof num);
        card_words_name(lang, cards[next], true, other, sizeof other);
        table_signed_decimal(app, means[next], other_num, (int)sizeof other_num);
        snprintf(out + len, size - len, " ");
        snprintf(out + len + 1, size - len - 1, tr(app, t->be->decide->hint_card_words), num, other, other_num);
    } else if (n == 0) {
        snprintf(out + len, size - len, " %s", tr(app, S_HINT_ONLY_CARD));
    }
}

/* The Expert's advice in the human's place, said on the prompt line (a key or a button). */
static void table_hint(App *app, Table *t)
{
    if (!table_human_waiting(app) || !t->be->decide->hint)
        return;
    if (t->message_hint && t->message[0] && t->message_until > app_ms(app) && t->hint_pages > 1) {
        /* a hint of several pages up: its next page (after the last, its first), and as long again to read */
        t->hint_page = (t->hint_page + 1) % t->hint_pages;
        t->message_until = app_ms(app) + reading_ms(t->message);
        t->version++;
        app->dirty = true;
        return;
    }
    char words[TABLE_MESSAGE_SIZE];
    t->be->decide->hint(app, t, words, sizeof words);
    /* counted as the deals are (not in practice, the guide or a replay); saved at once: the
     * window may close before the deal ends */
    if (!app->settings.practice && table_players_own(t)) {
        app->stats.game[t->be->kind].hints++;
        app_save_stats(app);
    }
    table_say(app, t, words);
    t->message_hint = true;
}

/* The human's own last move taken back while nothing new was shown since (undo_rule.h), or in
 * Practice their last decision of this deal; the log told again from the record, so that what
 * was taken back is not in it. A refusal is said in words. */
static void take_back(App *app, Table *t)
{
    const bool practice = app->settings.practice;
    StrId refused = S_COUNT;
    if (t->guide.script) /* the guided game's moves are its lesson's (and its computer players' are scripted): */
        refused = S_UNDO_GUIDE; /* none is watched for a take-back (act), in any of its deals */
    else if (practice && !table_human_waiting(app))
        refused = S_TAKE_BACK_WAIT;
    else
        switch (undo_verdict(&t->undo, practice, !t->replay && session_can_take_back(t))) {
        case UNDO_NO_MOVE: refused = practice ? S_TAKE_BACK_NOTHING : S_UNDO_NO_MOVE; break;
        case UNDO_SEEN: refused = S_UNDO_SEEN; break;
        case UNDO_OPEN: break;
        }
    if (refused != S_COUNT) {
        /* said until read, while the other seats play on (pressed with a card in the air, the next seat's
         * move took the words away at once: s59's 33) */
        table_say(app, t, tr(app, refused));
        t->message_kept = true;
        return;
    }
    midend_drop(&t->mid); /* the move's own steps not yet shown: the table is shown anew from the engine */
    if (!session_take_back(app, t))
        return;
    undo_watch_reset(&t->undo); /* further back only in Practice */
    table_log_free(&t->log);
    table_log_init(&t->log, t->mid.shown.players);
    session_replay(t, log_replayed, &(LogReplay){ app, t });
    table_acted(app, t, true);
    t->version++;
    printf("take back: deal %d, %s\n", t->mid.shown.deal_no, table_phase_name(app));
    fflush(stdout);
    table_say(app, t, tr(app, S_TAKEN_BACK));
}

static void toggle_log(App *app, Table *t)
{
    t->show_log = !t->show_log;
    printf("log: %s\n", t->show_log ? "shown" : "put away"); /* for tests */
    fflush(stdout);
    t->log_scroll = 0;
    t->version++; /* the table is laid out again, beside the panel or full width */
    app->dirty = true;
}

/* A new game of the table's game, with the settings as they are now (the panel's answer), in
 * place of its save: the hand the save ends is counted first, as the title's New game does. */
static void new_game_over_save(App *app)
{
    Table *t = app->table;
    if (!t)
        return;
    const GameBackend *be = t->be;
    table_free(t);
    app->table = NULL;
    table_settle_save(app, be);
    table_delete_save(app, be);
    table_new_game(app, be);
}

bool table_ask_over_game(App *app, const GameBackend *be, void (*go)(App *app))
{
    char where[96], ask[NOTICE_DRAFT_MAX];
    if (!table_game_in_play(app, be, where, sizeof where))
        return false;
    /* "Hand 6 of 12" inside the sentence: its first letter small (H, D in both languages) */
    where[0] = (char)SDL_tolower((unsigned char)where[0]);
    snprintf(ask, sizeof ask, tr(app, S_N_NEW_OVER_GAME), where);
    const int key = i18n_key(app_lang(app), S_KEY_NEW_GAME);
    notice_ask(app, &(NoticeQuestion){ ask, S_N_KEEP_GAME, S_N_NEW_ANYWAY, key, go, NULL });
    return true;
}

/* New game at the end of the game shown. Its save is that game's, finished, unless the table
 * shows a guided game or a replay: the save then holds the player's own game, perhaps in
 * progress, which a new game ends for good, so the player is asked first (Escape keeps it). */
static void play_again(App *app, Table *t)
{
    if (!table_players_own(t) && table_ask_over_game(app, t->be, new_game_over_save))
        return;
    new_game_over_save(app);
}

/* What an input did at the table, as the handler that used it reports it: nothing (the key or click
 * means nothing now), a look (the rules, the last trick, the log, a hint, the focus moved among the cards
 * or the buttons: the game waits as it was), or something else (a card, a button of the decision, a
 * take-back, a refusal said). The guide's note takes this answer (table_event): a look leaves it up, or
 * hidden under what was opened. */
typedef enum { INPUT_UNUSED = 0, INPUT_LOOK, INPUT_USED } InputUse;

static InputUse press(App *app, Table *t, int id)
{
    audio_play(&app->audio, SND_CLICK);
    if (review_press(app, t, id))
        return INPUT_USED;
    int seat;
    switch (id) {
    case BTN_NEXT: {
        const TurnKind turn = t->be->decide->turn(t, &seat);
        if (turn == TURN_DEAL_OVER) {
            next_deal(app, t);
        } else if (turn == TURN_GAME_OVER && !t->standings) {
            t->standings = true;
            t->summary_drawn = false; /* the standings are read before a key closes them */
            t->summary_shot_done = false; /* --screenshot: the standings have their picture too */
            t->version++;
            app->dirty = true;
        }
        break;
    }
    case BTN_NEW_GAME: /* its first questions over the end screen, as on the title; then the game */
        if (!new_panel_open(app, t->be)) /* (a game with nothing to ask: dealt at once) */
            play_again(app, t);
        break;
    case BTN_TITLE:
    case BTN_MENU: app_set_scene(app, SCENE_TITLE); break;
    case BTN_LAST:
        if (!t->show_last && t->mid.shown.nlast == 0) { /* none yet: said, and nothing kept for later */
            table_say(app, t, tr(app, S_NO_LAST_TRICK));
            printf("last trick: none yet\n"); /* for tests */
            fflush(stdout);
            break;
        }
        t->show_last = !t->show_last;
        t->show_rules = false;
        printf("last trick: %s\n", t->show_last ? "shown" : "put away"); /* for tests */
        fflush(stdout);
        break;
    case BTN_RULES:
        t->show_rules = !t->show_rules;
        t->show_last = false;
        printf("rules: %s\n", t->show_rules ? "shown" : "put away");
        fflush(stdout);
        break;
    case BTN_LEAVE:
        t->confirm_leave = false;
        app_set_scene(app, SCENE_TITLE);
        break;
    case BTN_STAY:
        t->confirm_leave = false;
        t->version++;
        break;
    case BTN_HINT: table_hint(app, t); break;
    case BTN_LOG: toggle_log(app, t); break;
    case BTN_TAKE_BACK: take_back(app, t); break;
    default: {
        GameAction a;
        if (t->be->decide->press(t, id, &a) == MEANS_ACTION)
            act(app, t, &a);
        break;
    }
    }
    return id == BTN_LAST || id == BTN_RULES || id == BTN_HINT || id == BTN_LOG ? INPUT_LOOK : INPUT_USED;
}

static void use_card(App *app, Table *t, int i)
{
    const ShownSeat *vs = &t->mid.shown.seat[0];
    if (i < 0 || i >= vs->n || vs->cards[i] == MOUCHE_NO_CARD || !table_human_waiting(app))
        return;
    if (t->be->decide->hand_mode(t) == HAND_PICK)
        unsay(t); /* "the cards raised", "first click the cards...": the picks changed */
    GameAction a;
    switch (t->be->decide->use_card(t, i, &a)) {
    case MEANS_CHANGE: /* picked or put back */
        audio_play(&app->audio, SND_CLICK);
        t->version++;
        app->dirty = true;
        break;
    case MEANS_ACTION:
        if (!table_card_refused(app, t, vs->cards[i]) && act(app, t, &a))
            t->card_focus = -1;
        break;
    default: break;
    }
}

/* Whether id is one of the buttons under a summary or the game's end (after the corner's). */
static bool summary_button(const Table *t, int id)
{
    for (int i = t->overlay_corner; i < t->overlay.n; i++)
        if (t->overlay.b[i].id == id)
            return true;
    return false;
}

/* Whether the overlay's button id is one of the summary's (or the game end's) and lies hidden under the
 * last trick opened over it: it is not drawn, and takes no click or key (the third play-test's 36). */
static bool summary_buttons_under(const App *app, const Table *t, int id)
{
    return table_last_trick_open(t) && table_summary_visible(app) && summary_button(t, id);
}

/* A summary's button not yet drawn: it takes no click (one meant for the last trick's panel, or
 * made before the summary is on the screen), and a script finds no target there. Review loses
 * nothing, nor the corner's buttons (the menu). */
static bool summary_button_waits(const App *app, const Table *t, int id)
{
    return id != BTN_REVIEW && table_summary_visible(app) && !t->summary_drawn && summary_button(t, id);
}

bool table_target(App *app, const char *name, int *x, int *y)
{
    Table *t = app->table;
    if (!t)
        return false;
    table_relayout(app, t);
    const ShownSeat *vs = &t->mid.shown.seat[0];
    if (strncmp(name, "card:", 5) == 0) {
        int i = atoi(name + 5);
        if (i < 0 || i >= vs->n)
            return false;
        SDL_FRect r = table_card_rect(t, i);
        float vis_w = i + 1 < vs->n ? table_card_rect(t, i + 1).x - r.x : r.w;
        *x = (int)(r.x + fminf(vis_w, r.w) / 2);
        *y = (int)(r.y + r.h * 0.3f);
        return true;
    }
    if (strncmp(name, "gap:", 4) == 0) { /* between cards N and N+1, a little left of its middle */
        int i = atoi(name + 4);
        if (i < 0 || i + 1 >= vs->n)
            return false;
        const SDL_FRect a = table_card_rect(t, i), b = table_card_rect(t, i + 1);
        if (b.x - (a.x + a.w) < 2)
            return false;
        *x = (int)(a.x + a.w + (b.x - a.x - a.w) * 0.3f);
        *y = (int)(a.y + a.h * 0.5f);
        return true;
    }
    if (strcmp(name, "playable") == 0 || strcmp(name, "unplayable") == 0) {
        bool want = name[0] == 'p';
        MoucheCardSet p = t->be->decide->playable(t);
        for (int i = 0; i < vs->n; i++)
            if (vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(p, vs->cards[i]) == want) {
                char n[16];
                snprintf(n, sizeof n, "card:%d", i);
                return table_target(app, n, x, y);
            }
        return false;
    }
    if (strncmp(name, "log:", 4) == 0)
        return log_panel_target(app, t, name, x, y);
    if (strncmp(name, "guide:", 6) == 0)
        return guide_target(&t->guide, name, x, y);
    if (strncmp(name, "pile:", 5) == 0) { /* a seat's tricks */
        const int s = atoi(name + 5);
        if (s < 0 || s >= t->mid.shown.players || t->mid.shown.seat[s].tricks == 0)
            return false;
        const SDL_FRect r = t->be->draw->place_rect(t, midend_place(PL_PILE, s, 0, 0), false, 0);
        *x = (int)(r.x + r.w / 2);
        *y = (int)(r.y + r.h / 2);
        return true;
    }
    if (strncmp(name, "foot:", 5) == 0) { /* the footer's buttons */
        static const ButtonName foot[] = { { "rules", BTN_RULES }, { "last", BTN_LAST }, { "log", BTN_LOG } };
        for (size_t k = 0; k < sizeof foot / sizeof foot[0]; k++) {
            const Button *b = strcmp(name + 5, foot[k].name) == 0 ? ui_row_find(&t->footer, foot[k].id) : NULL;
            if (b) {
                *x = b->r.x + b->r.w / 2;
                *y = b->r.y + b->r.h / 2;
                return true;
            }
        }
        return false;
    }
    if (strncmp(name, "button:", 7) != 0)
        return false;
    static const ButtonName common[] = {
        { "next", BTN_NEXT },
        { "new-game", BTN_NEW_GAME },
        { "title", BTN_TITLE },
        { "menu", BTN_MENU },
        { "log", BTN_LOG },
        { "hint", BTN_HINT },
        { "take-back", BTN_TAKE_BACK },
        { "leave", BTN_LEAVE },
        { "stay", BTN_STAY },
        { "review", BTN_REVIEW },
        { "review-prev", BTN_REVIEW_PREV },
        { "review-next", BTN_REVIEW_NEXT },
        { "review-back", BTN_REVIEW_BACK },
    };
    int id = -1;
    for (size_t k = 0; k < sizeof common / sizeof common[0]; k++)
        if (strcmp(name + 7, common[k].name) == 0)
            id = common[k].id;
    for (int k = 0; k < t->be->decide->nbutton_names; k++)
        if (strcmp(name + 7, t->be->decide->button_names[k].name) == 0)
            id = t->be->decide->button_names[k].id;
    const Button *b = t->confirm_leave ? ui_row_find(&t->confirm, id) : ui_row_find(&t->buttons, id);
    if (!b && !summary_buttons_under(app, t, id) && !summary_button_waits(app, t, id)) /* none hidden, none unseen */
        b = ui_row_find(&t->overlay, id);
    if (!b)
        b = ui_row_find(&t->footer, id);
    if (!b || !b->enabled)
        return false;
    *x = b->r.x + b->r.w / 2;
    *y = b->r.y + b->r.h / 2;
    return true;
}

/* ---- input -------------------------------------------------------------------- */

/* A button that is off and says why, pressed: the table says it. */
static bool say_why_off(App *app, Table *t, const Button *b)
{
    if (!b || !b->why || !table_human_waiting(app))
        return false;
    table_say(app, t, b->why);
    return true;
}

/* Whether x,y lies on a pile of tricks taken this deal (a click there shows the last trick). */
static bool trick_pile_at(const Table *t, int x, int y)
{
    if (t->mid.shown.nlast == 0)
        return false;
    const SDL_FPoint p = { (float)x, (float)y };
    for (int s = 0; s < t->mid.shown.players; s++) {
        if (t->mid.shown.seat[s].tricks == 0)
            continue;
        const SDL_FRect r = t->be->draw->place_rect(t, midend_place(PL_PILE, s, 0, 0), false, 0);
        if (SDL_PointInFRect(&p, &r))
            return true;
    }
    return false;
}

/* The action bar's button under x,y that may take a click: not one that came up under the pointer
 * since it last moved (Lanturlu! where Take back was, the second play-test). */
static int action_button_at(const Table *t, int x, int y)
{
    const int id = ui_row_hit(&t->buttons, x, y);
    if (id >= 0 && id == t->appeared_under) {
        printf("click: %d came up under the pointer, not taken\n", id); /* for tests */
        fflush(stdout);
        return -1;
    }
    return id;
}

static InputUse click(App *app, Table *t, bool busy, double now)
{
    int x = app->mouse_x, y = app->mouse_y;
    if (t->confirm_leave) { /* the question is answered with its buttons, and nothing else */
        const int cid = ui_row_hit(&t->confirm, x, y);
        return cid >= 0 ? press(app, t, cid) : INPUT_UNUSED;
    }
    const int fid = ui_row_hit(&t->footer, x, y); /* the keys' commands, in the middle of anything */
    if (fid >= 0)
        return press(app, t, fid);
    const Button *foot_off = ui_row_refused(&t->footer, 0, x, y); /* Last trick before a trick: says so */
    if (foot_off)
        return press(app, t, foot_off->id);
    if (t->show_rules) { /* a click puts the card away, and does nothing else */
        t->show_rules = false;
        app->dirty = true;
        return INPUT_LOOK;
    }
    switch (log_panel_click(app, t, x, y)) {
    case LOG_CLICK_MISSED: break;
    case LOG_CLICK_EXPORT: /* the panel answers, the table acts: the deal shown saved for a bug report */
        export_deal(app, t);
        return INPUT_LOOK;
    case LOG_CLICK_REVIEW: review_ask(app, t, log_panel_deal(t)); return INPUT_USED;
    case LOG_CLICK_TAKEN: return INPUT_LOOK;
    }
    int oid = ui_row_hit(&t->overlay, x, y);
    if (oid >= 0 && summary_buttons_under(app, t, oid)) { /* hidden under the last trick: it is put away */
        t->show_last = false;
        printf("last trick: put away\n"); /* for tests */
        fflush(stdout);
        return INPUT_LOOK;
    }
    if (summary_button_waits(app, t, oid)) /* meant for the last trick, or before the summary was seen */
        return INPUT_UNUSED;
    if (oid >= 0 && (!busy || oid == BTN_MENU))
        return press(app, t, oid);
    const int aid = action_button_at(t, x, y);
    if (aid == BTN_TAKE_BACK) /* while the move's own cards still fly */
        return press(app, t, BTN_TAKE_BACK);
    if (busy) {
        midend_skip(&t->mid, now);
        app->dirty = true;
        return INPUT_USED;
    }
    if (table_summary_visible(app))
        return INPUT_UNUSED;
    if (ui_row_hit(&t->buttons, x, y) >= 0) /* a button that came up under a still pointer: nothing */
        return aid >= 0 ? press(app, t, aid) : INPUT_UNUSED;
    if (say_why_off(app, t, ui_row_refused(&t->buttons, 0, x, y)))
        return INPUT_USED;
    int i = table_card_at(t, x, y);
    if (i >= 0 && table_human_waiting(app)) {
        use_card(app, t, i);
        t->show_last = false;
        return INPUT_USED;
    }
    if (i < 0 && trick_pile_at(t, x, y)) /* a pile of tricks shows the last one, as L does */
        return press(app, t, BTN_LAST);
    const bool closed = table_last_trick_open(t);
    t->show_last = false;
    return closed ? INPUT_LOOK : INPUT_UNUSED;
}

static void hover(App *app, Table *t)
{
    int hc = table_human_waiting(app) ? table_card_at(t, app->mouse_x, app->mouse_y) : -1;
    const int x = app->mouse_x, y = app->mouse_y;
    int hb = ui_row_hit(&t->buttons, x, y) + 100 * ui_row_hit(&t->overlay, x, y) +
             10000 * ui_row_hit(&t->footer, x, y) + 1000000 * ui_row_hit(&t->confirm, x, y);
    int hz = t->be->draw->zone_at ? t->be->draw->zone_at(t, app->mouse_x, app->mouse_y) : 0;
    if (x != t->still_x || y != t->still_y) { /* the pointer moved: what lies under it now is what it aims at */
        t->still_x = x;
        t->still_y = y;
        t->pointer_on = t->appeared_under = -1;
    }
    if (hc != t->hover_card || hb != t->hover_button || hz != t->hover_zone) {
        t->hover_card = hc;
        t->hover_button = hb;
        t->hover_zone = hz;
        t->version++;
        app->dirty = true;
    }
}

/* Keys on the human's hand: digits pick a card (and play it, or pick it for an exchange); the
 * arrows move the focus among the cards, never onto a decision's button. INPUT_UNUSED: not the hand's. */
static InputUse hand_key(App *app, Table *t, SDL_Keycode k, TableCommand cmd)
{
    const ShownSeat *vs = &t->mid.shown.seat[0];
    const HandMode mode = t->be->decide->hand_mode(t);
    const int n = vs->n ? vs->n : 1;
    if (mode == HAND_IDLE)
        return INPUT_UNUSED; /* no card to pick or move to: the key means nothing to the hand */
    if (k >= SDLK_1 && k <= SDLK_9 && (int)(k - SDLK_1) < vs->n) {
        const int i = (int)(k - SDLK_1);
        t->card_focus = i;
        t->buttons.focus = -1; /* one focus at a time */
        use_card(app, t, i);
        return INPUT_USED;
    }
    if (cmd == TCMD_CARD_PREV || cmd == TCMD_CARD_NEXT) {
        t->card_focus = t->card_focus < 0 ? 0 : (t->card_focus + (cmd == TCMD_CARD_PREV ? n - 1 : 1)) % n;
        t->buttons.focus = -1;
        return INPUT_LOOK; /* a look at the cards, not a move: the guide's note stays up (its 21) */
    }
    return INPUT_UNUSED;
}

/* The decision's buttons: their letters, Tab and Shift+Tab among them, and Space or Enter on
 * what was focused in this decision (a button, else a card). */
static InputUse decision_key(App *app, Table *t, SDL_Keycode k, TableCommand cmd)
{
    const InputUse hand = hand_key(app, t, k, cmd);
    if (hand != INPUT_UNUSED)
        return hand;
    if (cmd == TCMD_BUTTON_NEXT || cmd == TCMD_BUTTON_PREV) {
        if (t->buttons.n == 0)
            return INPUT_UNUSED;
        ui_row_move_focus(&t->buttons, cmd == TCMD_BUTTON_NEXT ? 1 : -1);
        t->card_focus = -1; /* the buttons took the focus */
        return INPUT_LOOK; /* as the arrows on the cards: nothing pressed yet */
    }
    if (cmd == TCMD_CHOOSE) {
        const ButtonRow *row = &t->buttons;
        if (row->focus >= 0 && row->focus < row->n && row->b[row->focus].enabled)
            return press(app, t, row->b[row->focus].id);
        if (row->focus >= 0 && row->focus < row->n)
            return say_why_off(app, t, &row->b[row->focus]) ? INPUT_USED : INPUT_UNUSED;
        if (t->card_focus >= 0 && t->be->decide->hand_mode(t) != HAND_IDLE) {
            use_card(app, t, t->card_focus);
            return INPUT_USED;
        }
        return INPUT_UNUSED;
    }
    const int id = ui_row_shortcut(&t->buttons, k);
    if (id >= 0)
        return press(app, t, id);
    return say_why_off(app, t, ui_row_refused(&t->buttons, k, 0, 0)) ? INPUT_USED : INPUT_UNUSED;
}

/* The question before leaving a hand: Leave or Stay, their letters, Tab, Enter or Space on the
 * focus (Stay, first), Escape stays. */
static InputUse confirm_key(App *app, Table *t, SDL_Keycode k, TableCommand cmd)
{
    if (cmd == TCMD_BACK)
        return press(app, t, BTN_STAY);
    if (cmd == TCMD_BUTTON_NEXT || cmd == TCMD_BUTTON_PREV || cmd == TCMD_CARD_NEXT || cmd == TCMD_CARD_PREV) {
        ui_row_move_focus(&t->confirm, cmd == TCMD_BUTTON_NEXT || cmd == TCMD_CARD_NEXT ? 1 : -1);
        return INPUT_USED;
    }
    int id = ui_row_shortcut(&t->confirm, k);
    if (id < 0 && cmd == TCMD_CHOOSE && t->confirm.focus >= 0 && t->confirm.focus < t->confirm.n)
        id = t->confirm.b[t->confirm.focus].id;
    return id >= 0 ? press(app, t, id) : INPUT_UNUSED;
}

/* Escape: what is open closes (the last trick, the rules, the log, the cards picked), else the
 * question before leaving the hand is asked; on a summary, a fresh press (summary_fresh) leaves. */
static InputUse back(App *app, Table *t, bool fresh)
{
    if (t->show_last || t->show_rules) {
        printf("%s: put away\n", t->show_rules ? "rules" : "last trick"); /* for tests */
        fflush(stdout);
        t->show_last = t->show_rules = false;
        return INPUT_LOOK;
    }
    if (t->show_log) {
        toggle_log(app, t);
        return INPUT_LOOK;
    }
    if (table_human_waiting(app) && t->be->decide->drop_picks && t->be->decide->drop_picks(app, t))
        unsay(t); /* a hint's "the cards raised" no longer holds */
    else if (table_summary_visible(app) && !fresh)
        return INPUT_UNUSED; /* a key held or pressed before the summary was drawn does not take it away */
    else if (table_summary_visible(app) || t->guide.script)
        app_set_scene(app, SCENE_TITLE); /* nothing is lost there: the deal is over, or the guide's */
    else {
        t->confirm_leave = true;
        t->confirm.focus = 1; /* Stay, the safe answer: Space (the skip's key) or Enter keeps the hand (its 113) */
    }
    return INPUT_USED;
}

/* Whether a key-down may close the summary shown: pressed after the summary was drawn, not a
 * repeat of a key held since before (Space held or tapped to hurry the last trick, issue 42).
 * Decided by the events' order, not by a clock. */
static bool summary_fresh(const Table *t, const SDL_KeyboardEvent *e) { return t->summary_drawn && !e->repeat; }

/* A key-down at the table, carried out; what it did (InputUse), for the guide's note. */
static InputUse key(App *app, Table *t, const SDL_KeyboardEvent *e, bool busy, double now)
{
    const SDL_Keycode k = e->keysym.sym;
    const TableCommand cmd = table_key_command(k, e->keysym.mod);
    if (cmd == TCMD_NONE && table_key_chord(e->keysym.mod))
        return INPUT_UNUSED; /* Ctrl, Alt or AltGr with a letter or digit: another character, no button's */
    app->dirty = true;
    t->version++;
    if (review_key(app, t, k))
        return INPUT_USED;
    if (t->confirm_leave)
        return confirm_key(app, t, k, cmd);
    switch (cmd) {
    case TCMD_BACK: return back(app, t, summary_fresh(t, e));
    case TCMD_LAST_TRICK: return press(app, t, BTN_LAST);
    case TCMD_UNDO: take_back(app, t); return INPUT_USED;
    case TCMD_LOG: toggle_log(app, t); return INPUT_LOOK;
    case TCMD_HINT: table_hint(app, t); return INPUT_LOOK;
    case TCMD_RULES: return press(app, t, BTN_RULES); /* over the game, in the middle of anything */
    default: break;
    }
    if (busy) {
        if (cmd != TCMD_CHOOSE)
            return INPUT_UNUSED;
        midend_skip(&t->mid, now);
        return INPUT_USED;
    }
    if (table_summary_visible(app)) {
        if (!summary_fresh(t, e))
            return INPUT_UNUSED; /* Tab and the arrows too: the focus stays on Next, where Enter finds it */
        if (table_last_trick_open(t))
            return INPUT_UNUSED; /* its buttons lie hidden under the last trick: L or Escape puts it away */
        if (k == SDLK_SPACE)
            return INPUT_UNUSED; /* Space skips animations, tapped through the last trick: it never presses
                                  * the summary's Next (s59's 6), which Enter, its letter or a click take */
        const int focus = t->overlay.focus;
        const int id = ui_row_key(&t->overlay, k, false);
        if (id >= 0)
            return press(app, t, id);
        return t->overlay.focus != focus ? INPUT_LOOK : INPUT_UNUSED; /* a focus moved: a look */
    }
    return table_human_waiting(app) ? decision_key(app, t, k, cmd) : INPUT_UNUSED;
}

/* The coach mark's buttons: read (the next mark, or the table goes on), or the guide ended. */
static void guide_press(App *app, Table *t, int id, double now)
{
    const int shown = t->guide.showing + 1;
    shift_clock(t, id == GUIDE_BTN_END ? guide_end(&t->guide, now) : guide_dismiss(&t->guide, now));
    if (id == GUIDE_BTN_END) {
        printf("guide: ended at mark %d\n", shown);
        fflush(stdout);
    } else if (guide_showing(&t->guide)) {
        mark_up(app, t);
    }
    t->version++;
    app->dirty = true;
}

/* While a note is up, its own keys and buttons (Enter or Space: read; Escape: the guide ended, unless
 * the log is open: Escape closes it first, as it closes what is open elsewhere); none while it lies
 * hidden under the rules card or the last trick. True: the event was the note's. */
static bool guide_own_event(App *app, Table *t, const SDL_Event *e, double now)
{
    int id = 0;
    if (e->type == SDL_KEYDOWN &&
        !(t->show_log && table_key_command(e->key.keysym.sym, e->key.keysym.mod) == TCMD_BACK))
        id = guide_key(&t->guide, e->key.keysym.sym);
    else if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT)
        id = guide_click(&t->guide, app->mouse_x, app->mouse_y);
    if (!id)
        return false;
    audio_play(&app->audio, SND_CLICK);
    guide_press(app, t, id, now);
    return true;
}

/* Whether what an input did while a note was up puts the note away: a key or click the table used
 * for the game (a card, a button of the decision), or a click that did nothing (on the felt: the player
 * is done reading). A look (the hint, the rules, the last trick, the log, the focus moved) leaves it up,
 * or hidden under what it opened until that closes (issue 42); so does a key that means nothing now (a
 * modifier alone, AltGr+E, "?" typed as Shift and a key). The table's key handler says which it was. */
static bool puts_note_away(const SDL_Event *e, InputUse used)
{
    if (e->type == SDL_MOUSEBUTTONDOWN)
        return e->button.button == SDL_BUTTON_LEFT && used != INPUT_LOOK;
    return e->type == SDL_KEYDOWN && used == INPUT_USED;
}

void table_event(App *app, const SDL_Event *e)
{
    Table *t = app->table;
    if (!t)
        return;
    /* the New game panel asked at the game's end has the input while it is open (Back: the end screen again) */
    const NewPanelAnswer panel = new_panel_event(app, e);
    if (panel == NEW_PANEL_START)
        play_again(app, t);
    if (panel != NEW_PANEL_CLOSED)
        return;
    double now = app_ms(app);
    table_relayout(app, t);
    const bool noted = guide_showing(&t->guide);
    if (noted && guide_own_event(app, t, e, now))
        return;
    table_relayout(app, t);
    bool busy = !midend_idle(&t->mid);
    InputUse used = INPUT_UNUSED;
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        t->version++;
        app->dirty = true; /* what the click did is drawn now, not at the next move of the pointer */
        /* the mouse took over: a focus the keyboard left on a button (Fold) must not be what
         * Space or Enter presses later, while the player thinks of cards picked with the mouse */
        t->buttons.focus = -1;
        t->card_focus = -1;
        used = click(app, t, busy, now);
    } else if (e->type == SDL_MOUSEWHEEL && t->show_log) {
        log_panel_scroll(app, t, e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y);
    } else if (e->type == SDL_MOUSEMOTION) {
        hover(app, t);
    } else if (e->type == SDL_KEYDOWN) {
        used = key(app, t, &e->key, busy, now);
    } else if (e->type == SDL_TEXTINPUT && strcmp(e->text.text, "?") == 0) {
        /* "?" is Shift and a key that differs by keyboard: the typed character, whatever the layout */
        t->version++;
        app->dirty = true;
        table_hint(app, t);
        used = INPUT_LOOK;
    }
    if (noted && guide_showing(&t->guide) && puts_note_away(e, used))
        guide_press(app, t, GUIDE_BTN_NEXT, now); /* the player went on: the note was read */
}

/* ---- time ----------------------------------------------------------------------- */

/* The summary about to open: the deal's last step shows its result (the games put it on the
 * table as the step begins), so its panel can be drawn dry now and its texts made in the
 * time the step's frames leave; its first frame then only draws (~30 strings, ~8 ms at
 * 1920x1080, would otherwise be made in it). */
static bool summary_due(const Table *t)
{
    return !t->summary_warmed && midend_last_step(&t->mid) && table_deal_over(t);
}

bool table_prewarm(App *app, bool work, double budget_ms)
{
    Table *t = app->table;
    if (!t)
        return false;
    table_relayout(app, t);
    const int log_w = log_panel_width(app, t);
    if (t->warm_w != app->pw || t->warm_h != app->ph || t->warm_style != app->cards.style || t->warm_log != log_w) {
        /* (laid out by table_relayout above, the footer's raise of the human's pile included: laid out again
         * here, without it, the pile fell back under the footer once the log was closed, play-test 59) */
        /* the sizes cards are drawn and land at: the human's hand, the seats' hands and piles,
         * the trick (stock, talon, upcards). A flush shown in the middle (rare, five cards) is
         * made when shown: its 52 pictures ahead would hold ~4 MB at 1920x1080 for it. */
        const Layout *l = &t->layout;
        const int sizes[3][2] = { { (int)lroundf(l->card_w), (int)lroundf(l->card_h) },
                                  { (int)lroundf(l->small_w), (int)lroundf(l->small_h) },
                                  { (int)lroundf(l->mid_w), (int)lroundf(l->mid_h) } };
        GameProgress at;
        session_progress(t, &at);
        const MoucheCardSet deck = at.deck;
        /* the faces at the hand's size only when asked for (a card dealt to the human asks on
         * its way, drawn meanwhile from its trick size): a hand shows a few of the deck's
         * faces, all made ahead held ~4.8 MB at 1280x800, ~8.6 MB at 1920x1080; so at the
         * seats' size, where a face is rare (a hand shown, a card set aside) and the
         * deck's ahead held ~1.6 MB at 1920x1080 */
        art_warm_begin(&t->warm, deck ? deck : ~0ull, sizes, 3, (1u << 0) | (1u << 1));
        t->warm_w = app->pw;
        t->warm_h = app->ph;
        t->warm_style = app->cards.style;
        t->warm_log = log_w;
        if (!t->warming)
            t->warm_since = app_ms(app);
        t->warming = true;
    }
    if (summary_due(t)) {
        if (!work)
            return true;
        table_draw_summary_dry(app, t);
        t->summary_warmed = true;
        return t->warming || app->cards.nwant > 0;
    }
    if (!t->warming && app->cards.nwant == 0)
        return false;
    if (!work)
        return true;
    bool wants_done = false;
    const bool more = art_warm_step(&app->cards, &t->warm, budget_ms, &wants_done);
    t->wants_made |= wants_done;
    if (t->wants_made && app->cards.nwant == 0) {
        /* placeholders in view: the still layer is repainted, once, where they were */
        t->wants_made = false;
        t->version++;
        app->dirty = true;
    }
    if (!more && t->warming) {
        t->warm_ms = app_ms(app) - t->warm_since;
        t->warming = false;
        art_purge_stale(&app->cards); /* the pictures of the earlier size or style */
    }
    return more;
}

/* --replay: the transcript is over (or a move was refused, which its check rules out):
 * the table stays in view a moment, then the window closes. */
static bool replay_over(Table *t, double now, double speed)
{
    if (t->replay_end_due == 0)
        t->replay_end_due = now + (speed > 0 ? 1500 / speed : 0);
    if (now < t->replay_end_due) {
        t->ai_due = t->replay_end_due; /* wakes the loop then */
        return false;
    }
    printf("replay: over after %zu of %zu moves\n", t->replay_next, t->replay->count);
    fflush(stdout);
    t->exit_requested = true;
    return false;
}

/* --replay: the transcript's next move, by the seat to move. */
static bool replay_move(App *app, Table *t, int seat, double now, double speed)
{
    const ReplayMove *m = t->replay_next < t->replay->count ? &t->replay->moves[t->replay_next] : NULL;
    if (!m || m->seat != seat || !apply_text(app, t, m->text))
        return replay_over(t, now, speed);
    t->replay_next++;
    return true;
}

/* Between deals: the summary's screenshot, the end of a scripted run, autoplay's next deal. */
static bool between_deals(App *app, Table *t, bool game_over, double now, double speed)
{
    if (app->opt.screenshot_dir && !t->summary_shot_done) {
        t->summary_shot_done = true;
        snprintf(t->shot_name, sizeof t->shot_name, "%s%02d-%d-%s", t->be->events->shot_prefix, t->mid.shown.deal_no,
                 ++t->shots_this_deal, table_standings_shown(t) ? "gameend" : "summary");
        return true;
    }
    if (app->opt.quit_after_hands > 0 && t->deals_seen >= app->opt.quit_after_hands) {
        t->exit_requested = true;
        return false;
    }
    if (game_over) {
        if (t->replay)
            return replay_over(t, now, speed);
        if (t->autoplay) {
            table_delete_save(app, t->be);
            t->exit_requested = true;
        }
        return false;
    }
    if (!t->autoplay)
        return false;
    if (t->replay) { /* the next deal is the transcript's next move, if it has one */
        const bool more = t->replay_next < t->replay->count && t->replay->moves[t->replay_next].seat < 0;
        if (!more)
            return replay_over(t, now, speed);
    }
    if (t->summary_due == 0)
        t->summary_due = now + (speed > 0 ? 1500 / speed : 0);
    if (now < t->summary_due)
        return false;
    t->summary_due = 0;
    if (t->replay)
        t->replay_next++;
    next_deal(app, t);
    return true;
}

/* The guided hand: a mark that comes up when the human is asked to decide or the hand is
 * over, once the table shows it. */
static bool guide_at_moment(App *app, Table *t, double now)
{
    if (!t->guide.script)
        return false;
    int seat = -1;
    const TurnKind turn = t->be->decide->turn(t, &seat);
    const bool human = turn == TURN_DECIDE && !is_ai_seat(t, seat);
    const bool over = turn == TURN_DEAL_OVER || turn == TURN_GAME_OVER;
    if ((!human && !over) || !guide_at_turn(&t->guide, human ? t->be->decide->decision_name(t) : NULL, over, now))
        return false;
    mark_up(app, t);
    return true;
}

/* The guided hand: the move scripted for this computer player now, if it is legal. */
static bool guided_move(App *app, Table *t, int seat)
{
    const char *move = guide_move(&t->guide, t->mid.shown.deal_no, seat);
    if (!move)
        return false;
    guide_move_done(&t->guide);
    GameAction a;
    return session_parse(t, move, &a) && session_legal(t, &a) && act(app, t, &a);
}

bool table_update(App *app, double now)
{
    Table *t = app->table;
    if (!t)
        return false;
    const double speed = table_pace(app);
    t->mid.speed = speed * t->be->decide->speed_factor(t);
    if (t->shot_name[0])
        return true;
    if (guide_showing(&t->guide))
        return false; /* the table stands still while the player reads */
    /* expiring prompts and bubbles need one more frame */
    if (t->message[0] && t->message_until <= now) {
        t->message[0] = 0;
        t->version++;
        app->dirty = true;
    }
    /* bubbles are drawn over the still layer: a frame, not a repaint of the layer */
    int bubbles = midend_bubbles_shown(&t->mid, now);
    if (bubbles != t->bubbles_shown) {
        t->bubbles_shown = bubbles;
        app->dirty = true;
    }
    bool moving = midend_update(&t->mid, now);
    review_poll(app, t);
    table_relayout(app, t);
    if (review_showing(t))
        return false; /* a decision of the hand shown as it was: nothing is played */
    if (!midend_idle(&t->mid))
        return moving || midend_still_until(&t->mid) == 0; /* a still table sleeps till it moves */
    if (guide_at_moment(app, t, now))
        return true; /* drawn with the moment it explains, in the same frame */
    if (moving)
        return true;
    int seat = -1;
    const TurnKind turn = t->be->decide->turn(t, &seat);
    if (turn == TURN_DEAL_OVER || turn == TURN_GAME_OVER)
        review_deal_over(app, t); /* made on its thread while the summary shows */
    switch (turn) {
    case TURN_DECIDE:
        if (!is_ai_seat(t, seat))
            return false;
        if (t->ai_due == 0)
            t->ai_due = now + (speed > 0 ? t->be->decide->ai_delay(t) / speed : 0);
        if (now < t->ai_due)
            return false;
        if (t->replay)
            return replay_move(app, t, seat, now, speed);
        if (!guided_move(app, t, seat)) {
            GameAction a;
            t->be->decide->ai_answer(t, seat, &a);
            act(app, t, &a);
        }
        return true;
    case TURN_DEAL_OVER: return between_deals(app, t, false, now, speed);
    case TURN_GAME_OVER: return between_deals(app, t, true, now, speed);
    default: return false;
    }
}

double table_next_wake(App *app, double now)
{
    Table *t = app->table;
    if (!t || guide_showing(&t->guide))
        return 0; /* a mark waits for the player */
    double next = midend_next_bubble_expiry(&t->mid, now);
    const double still = midend_still_until(&t->mid);
    if (still > 0 && (next == 0 || still < next))
        next = still;
    if (t->ai_due > 0 && (next == 0 || t->ai_due < next))
        next = t->ai_due;
    if (t->summary_due > 0 && (next == 0 || t->summary_due < next))
        next = t->summary_due;
    if (t->message_until > now && (next == 0 || t->message_until < next))
        next = t->message_until;
    int done;
    if (review_work_status(&t->review.work, &done) == REVIEW_RUNNING && (next == 0 || now + 100 < next))
        next = now + 100; /* the review's progress mark, and its end */
    return next;
}
