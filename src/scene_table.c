/* The table scene: drives the game (human input, AI pace, saves) and draws
 * the shown table from the midend. No rule is decided here: legal choices come
 * from mouche_check / mouche_playable / mouche_legal_actions. */
#include "table.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "anim.h"
#include "paths.h"
#include "savefile.h"

#include "mouche/ai.h"

#define TR(id) i18n_get(app->settings.lang, id)

static const char *const ai_names[MOUCHE_MAX_PLAYERS] = {
    "", "Mme de Lignières", "M. de Roquelaure", "Mlle Ninon", "l'abbé Prévost", "le chevalier d'Éon"
};
static const int default_temper[MOUCHE_MAX_PLAYERS] = { 1, 0, 1, 2, 0, 2 };

double table_pace(const App *app)
{
    double s = app->opt.speed >= 0 ? app->opt.speed : settings_speed(&app->settings);
    return s;
}

/* ---- events from the engine ------------------------------------------------ */

static void on_engine_event(void *ctx, const MoucheEvent *ev)
{
    Table *t = ctx;
    midend_push(&t->mid, ev);
}

static void set_bubble(Midend *m, int seat, const char *text, double now, double ms)
{
    if (seat < 0 || seat >= MOUCHE_MAX_PLAYERS)
        return;
    snprintf(m->vis.seat[seat].bubble, BUBBLE_MAX, "%s", text);
    m->vis.seat[seat].bubble_until = now + ms;
}

static void on_step_begin(void *vctx, Midend *m, const MoucheEvent *e, double now)
{
    App *app = vctx;
    Table *t = app->table;
    t->version++;
    char buf[200];
    double hold = 1700 / (table_pace(app) > 0 ? fmin(table_pace(app), 2.0) : 1.0);
    switch (e->type) {
    case EV_FIRST_DEALER: set_bubble(m, e->seat, TR(S_BUB_FIRST_DEALER), now, hold * 1.2); break;
    case EV_SHUFFLE: audio_play(&app->audio, SND_SHUFFLE); break;
    case EV_CUT: set_bubble(m, e->seat, TR(S_BUB_CUT), now, hold * 0.6); break;
    case EV_ANTE: break;
    case EV_PAY:
        audio_play(&app->audio, e->reason == PAY_MOUCHE_MADE ? SND_MOUCHE : SND_CHIP);
        if (e->reason == PAY_ANTE && e->seat >= 0)
            set_bubble(m, e->seat, TR(S_BUB_ANTE), now, hold * 0.6);
        break;
    case EV_DEAL_CARD: audio_play(&app->audio, SND_DEAL); break;
    case EV_TRUMP_TURNED: audio_play(&app->audio, SND_TURN); break;
    case EV_TRUMP_CHOSEN:
        snprintf(buf, sizeof buf, TR(S_BUB_TRUMP), i18n_suit_name(app->settings.lang, e->suit));
        set_bubble(m, e->seat, buf, now, hold);
        break;
    case EV_QUESTION:
        snprintf(buf, sizeof buf, TR(S_BUB_QUESTION), e->target == 0 ? TR(S_YOU) : t->names[e->target]);
        i18n_tidy(app->settings.lang, buf, (int)sizeof buf);
        set_bubble(m, e->seat, buf, now, 600000);   /* until the answer */
        break;
    case EV_ANSWER: {
        if (e->target >= 0 && e->target < MOUCHE_MAX_PLAYERS)
            m->vis.seat[e->target].bubble_until = now + hold * 1.2;
        StrId id = e->answer == ANSWER_YES ? S_BUB_YES : e->answer == ANSWER_NO ? S_BUB_NO
                 : e->answer == ANSWER_EVASIVE ? S_BUB_EVASIVE : S_BUB_SILENT;
        set_bubble(m, e->seat, TR(id), now, hold * 1.2);
        break;
    }
    case EV_DECLARE:
        if (e->decl == DECL_FOLD)
            set_bubble(m, e->seat, TR(S_BUB_FOLD), now, hold);
        else if (e->decl == DECL_STAND)
            set_bubble(m, e->seat, TR(e->ncards ? S_BUB_SHOW : S_BUB_STAND), now, hold);
        else {
            if (e->ncards == 1)
                snprintf(buf, sizeof buf, "%s", TR(S_BUB_EXCHANGE1));
            else
                snprintf(buf, sizeof buf, TR(S_BUB_EXCHANGEN), e->ncards);
            set_bubble(m, e->seat, buf, now, hold);
            audio_play(&app->audio, SND_DEAL);
        }
        break;
    case EV_FLUSH:
        set_bubble(m, e->seat, TR(S_BUB_FLUSH), now, hold * 1.5);
        audio_play(&app->audio, SND_FLUSH);
        break;
    case EV_PLAY: audio_play(&app->audio, SND_PLAY); break;
    case EV_TRICK: audio_play(&app->audio, SND_GATHER); break;
    case EV_HAND_END:
        for (int s = 0; s < m->vis.players; s++)
            if (e->tricks[s] == 0 && m->vis.res_flush_seat < 0)
                set_bubble(m, s, TR(S_MADE_MOUCHE), now, hold);
        break;
    default: break;
    }
}

static void want_shot(App *app, Table *t, const char *tag, bool *hold)
{
    if (!app->opt.screenshot_dir)
        return;
    snprintf(t->shot_name, sizeof t->shot_name, "hand%02d-%d-%s", t->mid.vis.hand_no, ++t->shots_this_hand, tag);
    *hold = true;
}

static void on_step_done(void *vctx, const MoucheEvent *e, const Vis *v, bool *hold)
{
    App *app = vctx;
    Table *t = app->table;
    t->version++;
    switch (e->type) {
    case EV_HAND_START:
        t->shots_this_hand = 0;
        t->shot_mid_done = t->shot_decl_done = t->shot_question_done = t->summary_shot_done = false;
        t->stats_done_hand = false;
        break;
    case EV_TRUMP_TURNED:
        if (e->suit >= 0)
            want_shot(app, t, "deal", hold);
        break;
    case EV_TRUMP_CHOSEN:
        want_shot(app, t, "deal", hold);
        break;
    case EV_ANSWER:
        if (!t->shot_question_done) {
            t->shot_question_done = true;
            want_shot(app, t, "question", hold);
        }
        break;
    case EV_DECLARE: {
        int declared = 0;
        for (int s = 0; s < v->players; s++)
            declared += v->seat[s].decl != DECL_NONE;
        if (declared == v->players && !t->shot_decl_done) {
            t->shot_decl_done = true;
            want_shot(app, t, "declarations", hold);
        }
        break;
    }
    case EV_FLUSH:
        app->stats.flushes += e->seat == 0;
        break;
    case EV_PLAY:
        if (v->tricks_done >= 2 && v->ntrick >= 2 && !t->shot_mid_done) {
            t->shot_mid_done = true;
            want_shot(app, t, "play", hold);
        }
        break;
    case EV_HAND_END: {
        t->hands_seen++;
        printf("hand %d over: tricks", e->hand);
        for (int s = 0; s < v->players; s++)
            printf(" %d", e->tricks[s]);
        printf(" balances");
        for (int s = 0; s < v->players; s++)
            printf(" %lld", (long long)e->balances[s]);
        printf(" pool %lld", (long long)e->pool);
        /* what the table shows that no engine figure says: the summary's gains */
        printf(" gains");
        for (int s = 0; s < v->players; s++)
            printf(" %lld", (long long)(e->balances[s] - v->start_balances[s]));
        printf(" flush %d\n", v->res_flush_seat);
        fflush(stdout);
        if (!t->stats_done_hand) {
            t->stats_done_hand = true;
            app->stats.hands++;
            app->stats.chips_won += e->balances[0] - v->start_balances[0];
            if (e->tricks[0] > 0)
                app->stats.tricks += e->tricks[0];
            if (e->tricks[0] == 0 && v->res_flush_seat != 0)
                app->stats.mouches_made++;
            app_save_stats(app);
        }
        break;
    }
    case EV_GAME_END: {
        printf("game over: balances");
        int best = 0;
        for (int s = 0; s < v->players; s++) {
            printf(" %lld", (long long)e->balances[s]);
            if (e->balances[s] > e->balances[best])
                best = s;
        }
        printf("\n");
        fflush(stdout);
        if (!t->stats_done_game) {
            t->stats_done_game = true;
            app->stats.games++;
            app->stats.games_won += e->balances[0] >= e->balances[best];
            app_save_stats(app);
        }
        break;
    }
    default: break;
    }
}

/* ---- creating, saving, resuming ------------------------------------------- */

static void save_path(const App *app, char *out, size_t size)
{
    snprintf(out, size, "%s/game.sav", app->pref_dir);
}

bool table_has_save(const App *app)
{
    char p[1200];
    save_path(app, p, sizeof p);
    return paths_exists(p);
}

void table_delete_save(const App *app)
{
    char p[1200];
    save_path(app, p, sizeof p);
    remove(p);
}

static void table_save(App *app, Table *t)
{
    char meta[MOUCHE_META_MAX];
    savefile_format_meta(t->ai_level, t->temper, t->game.state.players, meta, sizeof meta);
    snprintf(t->game.record.meta, sizeof t->game.record.meta, "%s", meta);
    char p[1200], why[256];
    save_path(app, p, sizeof p);
    const bool ok = mouche_save_file(&t->game.record, p, why, sizeof why);
    const int err = errno;
    if (!ok)
        fprintf(stderr, "lamouche: could not save the game: %s\n", why);
    app_game_saved(app, ok, err, t->game.state.hand_no, false);
}

/* Who sits at the AI seats: the AI library's personas for this game's seed. */
static void cast_seats(Table *t)
{
    for (int s = 1; s < MOUCHE_MAX_PLAYERS; s++) {
        MouchePersona p = mouche_ai_seat_persona(s, t->game.state.seed);
        if (p.name && *p.name) {
            snprintf(t->names[s], sizeof t->names[s], "%s", p.name);
            t->temper[s] = p.temperament;
        }
    }
}

static Table *table_alloc(App *app, int players)
{
    Table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    midend_init(&t->mid, players);
    t->mid.speed = table_pace(app);
    t->mid.ctx = app;
    t->mid.begin = on_step_begin;
    t->mid.notify = on_step_done;
    t->card_focus = -1;
    t->hover_card = -1;
    t->buttons.focus = -1;
    t->overlay.focus = -1;   /* no focus shown until the keyboard moves it */
    t->autoplay = app->opt.autoplay;
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++) {
        snprintf(t->names[s], sizeof t->names[s], "%s", s == 0 ? i18n_get(app->settings.lang, S_YOU) : ai_names[s]);
        t->ai_level[s] = app->settings.ai_level[s];
        t->temper[s] = default_temper[s];
    }
    return t;
}

Table *table_new_game(App *app)
{
    int players = app->opt.players ? app->opt.players : app->settings.players;
    int hands = app->opt.hands >= 0 ? app->opt.hands : app->settings.hands;
    Table *t = table_alloc(app, players);
    if (!t)
        return NULL;
    app->table = t;   /* the sink's callbacks look here */
    uint64_t seed = app->opt.have_seed ? app->opt.seed : ((uint64_t)time(NULL) * 2654435761u) ^ SDL_GetPerformanceCounter();
    MoucheSink sink = { on_engine_event, t };
    char why[256];
    if (!mouche_game_new(&t->game, &app->settings.rules, players, hands, seed, &sink, why, sizeof why)) {
        MoucheRules def = mouche_rules_default();
        fprintf(stderr, "lamouche: %s; using the default rules\n", why);
        if (!mouche_game_new(&t->game, &def, players, hands, seed, &sink, why, sizeof why)) {
            fprintf(stderr, "lamouche: cannot start a game: %s\n", why);
            app->table = NULL;
            midend_free(&t->mid);
            free(t);
            return NULL;
        }
    }
    cast_seats(t);
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++) {
        t->mid.vis.seat[s].balance = t->game.state.rules.start;
        tokens_canonical(t->mid.vis.seat[s].balance, &t->mid.vis.seat[s].hold);
    }
    printf("new game: seed %llu, %d players, %d hands\n", (unsigned long long)seed, players, hands);
    fflush(stdout);
    app->saved_hand = 0;   /* nothing of this game is kept yet */
    table_save(app, t);
    return t;
}

/* What no view holds, found on resume by replaying the record once, as the
 * unbroken game's table holds it: the balances the last hand began with (the
 * summary's gains, the statistics' net chips), and for a hand already settled,
 * the flush that took the pool and the hand's end (who folded, who made the
 * mouche, the next stake). All of it is public: every player saw it happen. */
typedef struct {
    bool dealt, flushed, ended;
    MoucheChips start_balances[MOUCHE_MAX_PLAYERS]; /* as the last hand began */
    MoucheEvent flush, hand_end;                    /* as seat 0 saw them */
} ResumeLog;

static void log_resume(void *ctx, const MoucheEvent *e)
{
    ResumeLog *log = ctx;
    switch (e->type) {
    case EV_HAND_START:
        log->dealt = true;
        log->flushed = log->ended = false;
        memcpy(log->start_balances, e->balances, sizeof log->start_balances);
        break;
    case EV_FLUSH:
        log->flushed = true;
        mouche_event_redact(e, 0, &log->flush);
        break;
    case EV_HAND_END:
        log->ended = true;
        mouche_event_redact(e, 0, &log->hand_end);
        break;
    default: break;
    }
}

static void restore_from_record(Table *t, bool settled)
{
    ResumeLog *log = calloc(1, sizeof *log);
    if (!log)
        return;
    MoucheState replayed;
    if (mouche_record_replay(&t->game.record, &replayed, &(MoucheSink){ log_resume, log }, NULL, 0) && log->dealt) {
        settled = settled && log->ended;
        midend_restore(&t->mid, log->start_balances, settled && log->flushed ? &log->flush : NULL,
                       settled ? &log->hand_end : NULL);
        if (settled) {
            const Vis *v = &t->mid.vis;
            printf("resumed summary: hand %d gains", v->hand_no);
            for (int s = 0; s < v->players; s++)
                printf(" %lld", (long long)(v->res_balances[s] - v->start_balances[s]));
            printf(" flush %d all_folded %d\n", v->res_flush_seat, v->res_all_folded ? 1 : 0);
        }
    }
    free(log);
}

Table *table_resume(App *app)
{
    char p[1200], why[256];
    save_path(app, p, sizeof p);
    MoucheGame g;
    if (!mouche_load_file(p, &g, why, sizeof why)) {
        app_save_damaged(app, p, why);
        return table_new_game(app);
    }
    Table *t = table_alloc(app, g.state.players);
    if (!t) {
        mouche_game_free(&g);
        return NULL;
    }
    t->game = g;
    cast_seats(t);
    savefile_parse_meta(t->game.record.meta, t->ai_level, t->temper);
    MoucheView view;
    mouche_view(&t->game.state, 0, &view);
    midend_sync(&t->mid, &view);
    restore_from_record(t, view.phase == PHASE_HAND_OVER || view.phase == PHASE_GAME_OVER);
    app->table = t;
    app->save_errno = 0;
    app->saved_hand = t->game.state.hand_no;   /* the file holds the game as it resumes */
    printf("resumed: hand %d, %zu actions\n", t->game.state.hand_no, t->game.record.count);
    fflush(stdout);
    return t;
}

void table_free(Table *t)
{
    if (!t)
        return;
    if (t->layer)
        SDL_DestroyTexture(t->layer);
    mouche_game_free(&t->game);
    midend_free(&t->mid);
    free(t);
}

/* ---- acting ------------------------------------------------------------------- */

StrId table_refusal_text(MoucheRefusal r)
{
    switch (r) {
    case REFUSE_MUST_FOLLOW: return S_REF_FOLLOW;
    case REFUSE_MUST_HEAD: return S_REF_HEAD;
    case REFUSE_MUST_TRUMP: return S_REF_TRUMP;
    case REFUSE_MUST_OVERTRUMP: return S_REF_OVERTRUMP;
    case REFUSE_EXCHANGE_SIZE: return S_REF_EXCHANGE;
    case REFUSE_SILENCE_IS_YES: return S_REF_SILENCE;
    default: return S_REF_OTHER;
    }
}

static void say(App *app, Table *t, const char *text)
{
    t->version++;
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_until = app_ms(app) + 2600;
    app->dirty = true;
}

static bool act(App *app, Table *t, MoucheAction a)
{
    MoucheSink sink = { on_engine_event, t };
    MoucheRefusal r = mouche_game_act(&t->game, a, &sink);
    if (r != REFUSE_NONE) {
        say(app, t, i18n_get(app->settings.lang, table_refusal_text(r)));
        return false;
    }
    table_save(app, t);
    t->selected = 0;
    t->buttons.focus = -1;
    t->ai_due = 0;
    app->dirty = true;
    return true;
}

static bool is_ai_seat(const Table *t, int seat) { return seat > 0 || t->autoplay; }

static MoucheAction ai_choose(const Table *t, int seat)
{
    MoucheView view;
    mouche_view(&t->game.state, seat, &view);
    MoucheAiConfig cfg = mouche_ai_config(t->ai_level[seat], t->temper[seat],
                                          t->game.state.seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
    return mouche_ai_decide(&view, &cfg);
}

bool table_human_waiting(App *app)
{
    Table *t = app->table;
    if (!t || !midend_idle(&t->mid) || t->autoplay)
        return false;
    const MoucheState *st = &t->game.state;
    return st->to_move == 0 && st->phase <= PHASE_PLAY;
}

bool table_summary_visible(App *app)
{
    Table *t = app->table;
    return t && midend_idle(&t->mid) &&
           (t->game.state.phase == PHASE_HAND_OVER || t->game.state.phase == PHASE_GAME_OVER);
}

const char *table_phase_name(App *app)
{
    if (table_summary_visible(app))
        return app->table->game.state.phase == PHASE_GAME_OVER ? "gameover" : "summary";
    if (!table_human_waiting(app))
        return "none";
    switch (app->table->game.state.phase) {
    case PHASE_TRUMP_CHOICE: return "trump";
    case PHASE_DECLARE: return "declare";
    case PHASE_ANSWER: return "answer";
    default: return "play";
    }
}

/* The human's decision buttons, from what the engine accepts now. */
void table_build_buttons(App *app, Table *t)
{
    ButtonRow *row = &t->buttons;
    ui_row_clear(row);
    if (!table_human_waiting(app))
        return;
    const MoucheState *st = &t->game.state;
    Lang lang = app->settings.lang;
    char buf[128];
    switch (st->phase) {
    case PHASE_TRUMP_CHOICE: {
        for (int s = 0; s < 4; s++)
            ui_row_add(row, BTN_TRUMP + s, i18n_suit_name(lang, s), i18n_suit_key(lang, s),
                       mouche_check(st, mouche_act(ACT_TRUMP, s, 0)) == REFUSE_NONE);
        break;
    }
    case PHASE_DECLARE: {
        ui_row_add(row, BTN_FOLD, TR(S_FOLD), i18n_key(lang, S_KEY_FOLD), mouche_check(st, mouche_act(ACT_FOLD, 0, 0)) == REFUSE_NONE);
        int k = mouche_set_count(t->selected);
        if (k > 0) {
            snprintf(buf, sizeof buf, TR(S_EXCHANGE_N), k);
            ui_row_add(row, BTN_EXCHANGE, buf, i18n_key(lang, S_KEY_EXCHANGE), mouche_check(st, mouche_act(ACT_EXCHANGE, 0, t->selected)) == REFUSE_NONE);
        } else {
            ui_row_add(row, BTN_EXCHANGE, TR(S_EXCHANGE_PICK), i18n_key(lang, S_KEY_EXCHANGE), false);
        }
        ui_row_add(row, BTN_STAND, TR(S_STAND), i18n_key(lang, S_KEY_STAND), mouche_check(st, mouche_act(ACT_STAND, 0, 0)) == REFUSE_NONE);
        if (mouche_check(st, mouche_act(ACT_STAND, 1, 0)) == REFUSE_NONE)
            ui_row_add(row, BTN_SHOW, TR(S_SHOW), i18n_key(lang, S_KEY_SHOW), true);
        bool first_q = true;
        for (int s = 1; s < st->players; s++)
            if (mouche_check(st, mouche_act(ACT_QUESTION, s, 0)) == REFUSE_NONE) {
                snprintf(buf, sizeof buf, TR(S_ASK), t->names[s]);
                i18n_tidy(lang, buf, (int)sizeof buf);
                ui_row_add(row, BTN_ASK + s, buf, first_q ? i18n_key(lang, S_KEY_ASK) : 0, true);
                first_q = false;
            }
        break;
    }
    case PHASE_ANSWER: {
        static const StrId ids[4] = { S_ANS_SILENT, S_ANS_EVASIVE, S_ANS_YES, S_ANS_NO };
        static const StrId keys[4] = { S_KEY_SILENT, S_KEY_EVASIVE, S_KEY_YES, S_KEY_NO };
        for (int a = ANSWER_SILENT; a <= ANSWER_NO; a++)
            if (mouche_check(st, mouche_act(ACT_ANSWER, a, 0)) == REFUSE_NONE)
                ui_row_add(row, BTN_ANSWER + a, TR(ids[a - 1]), i18n_key(lang, keys[a - 1]), true);
        break;
    }
    default:
        break;
    }
    const Layout *l = &t->layout;
    SDL_Rect area = { (int)l->buttons.x, (int)l->buttons.y, (int)l->buttons.w, (int)l->buttons.h };
    ui_row_layout_h(app, row, area, (int)(l->unit * 5.2f), (int)(l->unit * 1.2f));
}

static void press(App *app, Table *t, int id)
{
    audio_play(&app->audio, SND_CLICK);
    if (id == BTN_FOLD) act(app, t, mouche_act(ACT_FOLD, 0, 0));
    else if (id == BTN_STAND) act(app, t, mouche_act(ACT_STAND, 0, 0));
    else if (id == BTN_SHOW) act(app, t, mouche_act(ACT_STAND, 1, 0));
    else if (id == BTN_EXCHANGE) act(app, t, mouche_act(ACT_EXCHANGE, 0, t->selected));
    else if (id >= BTN_TRUMP && id < BTN_TRUMP + 4) act(app, t, mouche_act(ACT_TRUMP, id - BTN_TRUMP, 0));
    else if (id >= BTN_ANSWER && id < BTN_ANSWER + 5) act(app, t, mouche_act(ACT_ANSWER, id - BTN_ANSWER, 0));
    else if (id >= BTN_ASK && id < BTN_ASK + 6) act(app, t, mouche_act(ACT_QUESTION, id - BTN_ASK, 0));
    else if (id == BTN_NEXT) {
        if (t->game.state.phase == PHASE_HAND_OVER)
            act(app, t, mouche_act(ACT_NEXT_HAND, 0, 0));
    } else if (id == BTN_NEW_GAME) {
        table_delete_save(app);
        table_free(t);
        app->table = NULL;
        table_new_game(app);
    } else if (id == BTN_TITLE || id == BTN_MENU) {
        app_set_scene(app, SCENE_TITLE);
    } else if (id == BTN_LAST) {
        t->show_last = !t->show_last;
    }
}

/* The human's cards as shown: index i of the hand row. */
SDL_FRect table_card_rect(const Table *t, int i)
{
    const VisSeat *vs = &t->mid.vis.seat[0];
    SDL_FRect r = layout_hand_card(&t->layout, 0, i, vs->n);
    if (vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(t->selected, vs->cards[i]))
        r.y -= t->layout.card_h * 0.16f;
    return r;
}

int table_card_at(const Table *t, int x, int y)
{
    const VisSeat *vs = &t->mid.vis.seat[0];
    if (vs->decl == DECL_FOLD)
        return -1;
    for (int i = vs->n - 1; i >= 0; i--) {
        SDL_FRect r = table_card_rect(t, i);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    return -1;
}

static void use_card(App *app, Table *t, int i)
{
    const VisSeat *vs = &t->mid.vis.seat[0];
    if (i < 0 || i >= vs->n || vs->cards[i] == MOUCHE_NO_CARD || !table_human_waiting(app))
        return;
    MoucheCard c = vs->cards[i];
    const MoucheState *st = &t->game.state;
    if (st->phase == PHASE_DECLARE) {
        t->selected ^= mouche_bit(c);
        audio_play(&app->audio, SND_CLICK);
        app->dirty = true;
    } else if (st->phase == PHASE_PLAY) {
        MoucheRefusal r = mouche_check(st, mouche_act(ACT_PLAY, c, 0));
        if (r != REFUSE_NONE)
            say(app, t, i18n_get(app->settings.lang, table_refusal_text(r)));
        else {
            act(app, t, mouche_act(ACT_PLAY, c, 0));
            t->card_focus = -1;
        }
    }
}

bool table_target(App *app, const char *name, int *x, int *y)
{
    Table *t = app->table;
    if (!t)
        return false;
    table_build_buttons(app, t);
    summary_layout(app, t);
    const VisSeat *vs = &t->mid.vis.seat[0];
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
    if (strcmp(name, "playable") == 0) {
        MoucheCardSet p = mouche_playable(&t->game.state);
        for (int i = 0; i < vs->n; i++)
            if (vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(p, vs->cards[i])) {
                char n[16];
                snprintf(n, sizeof n, "card:%d", i);
                return table_target(app, n, x, y);
            }
        return false;
    }
    if (strncmp(name, "button:", 7) == 0) {
        static const struct { const char *n; int id; } ids[] = {
            { "fold", BTN_FOLD }, { "stand", BTN_STAND }, { "show", BTN_SHOW }, { "exchange", BTN_EXCHANGE },
            { "next", BTN_NEXT }, { "new-game", BTN_NEW_GAME }, { "title", BTN_TITLE }, { "menu", BTN_MENU },
            { "answer-silent", BTN_ANSWER + ANSWER_SILENT }, { "answer-evasive", BTN_ANSWER + ANSWER_EVASIVE },
            { "answer-yes", BTN_ANSWER + ANSWER_YES }, { "answer-no", BTN_ANSWER + ANSWER_NO },
            { "trump-s", BTN_TRUMP }, { "trump-h", BTN_TRUMP + 1 }, { "trump-d", BTN_TRUMP + 2 }, { "trump-c", BTN_TRUMP + 3 },
            { "ask-1", BTN_ASK + 1 }, { "ask-2", BTN_ASK + 2 }, { "ask-3", BTN_ASK + 3 },
        };
        for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
            if (strcmp(name + 7, ids[k].n) != 0)
                continue;
            const Button *b = ui_row_find(&t->buttons, ids[k].id);
            if (!b) b = ui_row_find(&t->overlay, ids[k].id);
            if (!b || !b->enabled)
                return false;
            *x = b->r.x + b->r.w / 2;
            *y = b->r.y + b->r.h / 2;
            return true;
        }
    }
    return false;
}

/* ---- input -------------------------------------------------------------------- */

void table_event(App *app, const SDL_Event *e)
{
    Table *t = app->table;
    if (!t)
        return;
    t->version++;
    double now = app_ms(app);
    bool busy = !midend_idle(&t->mid);
    table_build_buttons(app, t);
    summary_layout(app, t);
    bool overlay = table_summary_visible(app);
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        int x = app->mouse_x, y = app->mouse_y;
        int oid = ui_row_hit(&t->overlay, x, y);
        if (oid >= 0 && (!busy || oid == BTN_MENU)) {
            press(app, t, oid);
            return;
        }
        if (busy) {
            midend_skip(&t->mid, now);
            app->dirty = true;
            return;
        }
        if (overlay)
            return;
        int id = ui_row_hit(&t->buttons, x, y);
        if (id >= 0) {
            press(app, t, id);
            return;
        }
        int i = table_card_at(t, x, y);
        if (i >= 0)
            use_card(app, t, i);
        t->show_last = false;
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        int hc = table_human_waiting(app) ? table_card_at(t, app->mouse_x, app->mouse_y) : -1;
        int hb = ui_row_hit(&t->buttons, app->mouse_x, app->mouse_y) + 100 * ui_row_hit(&t->overlay, app->mouse_x, app->mouse_y);
        if (hc != t->hover_card || hb != t->hover_button) {
            t->hover_card = hc;
            t->hover_button = hb;
            app->dirty = true;
        } else {
            t->version--;   /* nothing to redraw */
        }
        return;
    }
    if (e->type != SDL_KEYDOWN)
        return;
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_ESCAPE) {
        if (t->show_last) t->show_last = false;
        else app_set_scene(app, SCENE_TITLE);
        app->dirty = true;
        return;
    }
    if (k == SDLK_l) {
        t->show_last = !t->show_last;
        app->dirty = true;
        return;
    }
    if (busy) {
        if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            midend_skip(&t->mid, now);
            app->dirty = true;
        }
        return;
    }
    app->dirty = true;
    if (overlay) {
        int id = ui_row_key(&t->overlay, k, false);
        if (id >= 0)
            press(app, t, id);
        return;
    }
    if (!table_human_waiting(app))
        return;
    const VisSeat *vs = &t->mid.vis.seat[0];
    bool play = t->game.state.phase == PHASE_PLAY;
    if (k >= SDLK_1 && k <= SDLK_9) {
        int i = (int)(k - SDLK_1);
        if (i < vs->n) {
            t->card_focus = i;
            t->buttons.focus = -1;   /* one focus at a time */
            use_card(app, t, i);
        }
        return;
    }
    if (play && (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB)) {
        int d = k == SDLK_LEFT ? -1 : 1;
        t->card_focus = t->card_focus < 0 ? 0 : (t->card_focus + d + vs->n) % (vs->n ? vs->n : 1);
        t->buttons.focus = -1;
        return;
    }
    if (play && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE)) {
        use_card(app, t, t->card_focus);
        return;
    }
    if (t->game.state.phase == PHASE_DECLARE && (k == SDLK_UP || k == SDLK_DOWN)) {
        /* Up/Down move a focus over the cards; Space toggles it (with Shift) */
        t->card_focus = t->card_focus < 0 ? 0 : (t->card_focus + (k == SDLK_DOWN ? 1 : vs->n - 1)) % (vs->n ? vs->n : 1);
        t->buttons.focus = -1;
        return;
    }
    if (t->game.state.phase == PHASE_DECLARE && k == SDLK_SPACE && t->card_focus >= 0 && t->buttons.focus < 0) {
        use_card(app, t, t->card_focus);
        return;
    }
    int id = ui_row_key(&t->buttons, k, false);
    if (t->buttons.focus >= 0)
        t->card_focus = -1;   /* the buttons took the focus */
    if (id >= 0)
        press(app, t, id);
}

/* ---- time ----------------------------------------------------------------------- */

bool table_prewarm(App *app, bool work, double budget_ms)
{
    Table *t = app->table;
    if (!t)
        return false;
    if (t->warm_w != app->pw || t->warm_h != app->ph || t->warm_style != app->cards.style) {
        Layout l;
        layout_compute(&l, app->pw, app->ph, t->game.state.players);
        /* the sizes cards are drawn and land at: the human's hand, the seats' hands and
         * piles, the trick / stock / turned card, a flush shown in the centre */
        const int sizes[4][2] = {
            { (int)lroundf(l.card_w), (int)lroundf(l.card_h) },
            { (int)lroundf(l.small_w), (int)lroundf(l.small_h) },
            { (int)lroundf(l.mid_w), (int)lroundf(l.mid_h) },
            { (int)lroundf(l.mid_w * 1.25f), (int)lroundf(l.mid_h * 1.25f) },
        };
        MoucheCardSet deck = t->game.state.deck ? t->game.state.deck : ~0ull;
        art_warm_begin(&t->warm, deck, sizes, 4);
        t->warm_w = app->pw;
        t->warm_h = app->ph;
        t->warm_style = app->cards.style;
        if (!t->warming)
            t->warm_since = app_ms(app);
        t->warming = true;
    }
    if (!t->warming)
        return false;
    if (work && !art_warm_step(&app->cards, &t->warm, budget_ms)) {
        /* done: the table's clock resumes where it stood */
        double paused = app_ms(app) - t->warm_since;
        t->warm_ms = paused;
        if (t->mid.active)
            t->mid.t0 += paused;
        if (t->ai_due > 0)
            t->ai_due += paused;
        if (t->summary_due > 0)
            t->summary_due += paused;
        if (t->message_until > 0)
            t->message_until += paused;
        for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++)
            if (t->mid.vis.seat[s].bubble_until > 0)
                t->mid.vis.seat[s].bubble_until += paused;
        t->warming = false;
    }
    return t->warming;
}

bool table_update(App *app, double now)
{
    Table *t = app->table;
    if (!t)
        return false;
    /* once the human has folded, the rest of the hand runs fast */
    bool folded = t->game.state.decl[0] == DECL_FOLD && !t->autoplay && t->game.state.phase <= PHASE_PLAY;
    t->mid.speed = table_pace(app) * (folded ? 2.5 : 1.0);
    if (t->shot_name[0])
        return true;
    /* expiring prompts and bubbles need one more frame */
    if (t->message[0] && t->message_until <= now) {
        t->message[0] = 0;
        t->version++;
        app->dirty = true;
    }
    int bubbles = 0;
    for (int s = 0; s < t->mid.vis.players; s++)
        bubbles += t->mid.vis.seat[s].bubble[0] && t->mid.vis.seat[s].bubble_until > now;
    if (bubbles != t->bubbles_shown) {
        t->bubbles_shown = bubbles;
        app->dirty = true;
    }
    bool moving = midend_update(&t->mid, now);
    if (!midend_idle(&t->mid))
        return true;
    if (moving)
        return true;
    const MoucheState *st = &t->game.state;
    double speed = table_pace(app);
    if (st->to_move >= 0 && st->phase <= PHASE_PLAY) {
        if (!is_ai_seat(t, st->to_move))
            return false;
        if (t->ai_due == 0) {
            bool fast = st->decl[0] == DECL_FOLD && !t->autoplay;
            double base = fast ? 180 : (st->phase == PHASE_PLAY ? 600 : 800);
            t->ai_due = now + (speed > 0 ? base / speed : 0);
        }
        if (now >= t->ai_due) {
            act(app, t, ai_choose(t, st->to_move));
            return true;
        }
        return false;
    }
    if (st->phase == PHASE_HAND_OVER || st->phase == PHASE_GAME_OVER) {
        if (app->opt.screenshot_dir && !t->summary_shot_done) {
            t->summary_shot_done = true;
            snprintf(t->shot_name, sizeof t->shot_name, "hand%02d-%d-%s", t->mid.vis.hand_no, ++t->shots_this_hand,
                     st->phase == PHASE_GAME_OVER ? "gameend" : "summary");
            return true;
        }
        if (app->opt.quit_after_hands > 0 && t->hands_seen >= app->opt.quit_after_hands) {
            t->exit_requested = true;
            return false;
        }
        if (st->phase == PHASE_GAME_OVER) {
            if (t->autoplay) {
                table_delete_save(app);
                t->exit_requested = true;
            }
            return false;
        }
        if (t->autoplay || app->script) {
            if (!t->autoplay)
                return false;
            if (t->summary_due == 0)
                t->summary_due = now + (speed > 0 ? 1500 / speed : 0);
            if (now >= t->summary_due) {
                t->summary_due = 0;
                act(app, t, mouche_act(ACT_NEXT_HAND, 0, 0));
                return true;
            }
        }
        return false;
    }
    return false;
}

double table_next_wake(App *app, double now)
{
    Table *t = app->table;
    if (!t)
        return 0;
    double next = midend_next_bubble_expiry(&t->mid, now);
    if (t->ai_due > 0 && (next == 0 || t->ai_due < next)) next = t->ai_due;
    if (t->summary_due > 0 && (next == 0 || t->summary_due < next)) next = t->summary_due;
    if (t->message_until > now && (next == 0 || t->message_until < next)) next = t->message_until;
    return next;
}

void table_mouche_name(const App *app, MoucheChips pool, MoucheChips ante, char *out, size_t size)
{
    if (ante <= 0) ante = 5;
    int mult = (int)(pool / ante);
    static const StrId ids[5] = { S_MOUCHE_1, S_MOUCHE_1, S_MOUCHE_2, S_MOUCHE_3, S_MOUCHE_4 };
    if (mult >= 1 && mult <= 4 && pool % ante == 0)
        snprintf(out, size, "%s", i18n_get(app->settings.lang, ids[mult]));
    else
        snprintf(out, size, i18n_get(app->settings.lang, S_MOUCHE_N), mult > 0 ? mult : 1);
}
