/* The table scene: drives the game (human input, AI pace, saves) and draws
 * the shown table from the midend. No rule is decided here: legal choices come
 * from mouche_check / mouche_playable / mouche_legal_actions. */
#include "table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "anim.h"
#include "paths.h"
#include "savefile.h"

#ifdef LAMOUCHE_HAVE_AI
#include "mouche/ai.h"
#endif

#define TR(id) i18n_get(app->settings.lang, id)

static const char *const ai_names[MOUCHE_MAX_PLAYERS] = {
    "", "Mme de Lignières", "M. de Roquelaure", "Mlle Ninon", "l'abbé Prévost", "le chevalier d'Éon"
};
static const int default_temper[MOUCHE_MAX_PLAYERS] = { 1, 0, 1, 2, 0, 2 };

static double pace(const App *app)
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
    double hold = 1700 / (pace(app) > 0 ? fmin(pace(app), 2.0) : 1.0);
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
        printf(" pool %lld\n", (long long)e->pool);
        fflush(stdout);
        if (!t->stats_done_hand) {
            t->stats_done_hand = true;
            app->stats.hands++;
            app->stats.chips_won += e->balances[0] - v->start_balances[0];
            if (e->tricks[0] > 0)
                app->stats.tricks += e->tricks[0];
            if (e->tricks[0] == 0 && v->res_flush_seat != 0)
                app->stats.mouches_made++;
            char p[1200];
            snprintf(p, sizeof p, "%s/stats.txt", app->pref_dir);
            stats_save(&app->stats, p);
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
            char p[1200];
            snprintf(p, sizeof p, "%s/stats.txt", app->pref_dir);
            stats_save(&app->stats, p);
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
    if (!mouche_save_file(&t->game.record, p, why, sizeof why))
        fprintf(stderr, "lamouche: could not save the game: %s\n", why);
}

/* Who sits at the AI seats: the AI library's personas for this game's seed. */
static void cast_seats(Table *t)
{
#ifdef LAMOUCHE_HAVE_AI
    for (int s = 1; s < MOUCHE_MAX_PLAYERS; s++) {
        MouchePersona p = mouche_ai_seat_persona(s, t->game.state.seed);
        if (p.name && *p.name) {
            snprintf(t->names[s], sizeof t->names[s], "%s", p.name);
            t->temper[s] = p.temperament;
        }
    }
#else
    (void)t;
#endif
}

static Table *table_alloc(App *app, int players)
{
    Table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    midend_init(&t->mid, players);
    t->mid.speed = pace(app);
    t->mid.ctx = app;
    t->mid.begin = on_step_begin;
    t->mid.notify = on_step_done;
    t->card_focus = -1;
    t->hover_card = -1;
    t->buttons.focus = -1;
    t->overlay.focus = 0;
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
    table_save(app, t);
    return t;
}

Table *table_resume(App *app, char *notice, size_t notice_size)
{
    char p[1200], why[256];
    save_path(app, p, sizeof p);
    MoucheGame g;
    if (!mouche_load_file(p, &g, why, sizeof why)) {
        char aside[1300];
        snprintf(aside, sizeof aside, "%s.corrupt-%ld", p, (long)time(NULL));
        rename(p, aside);
        fprintf(stderr, "lamouche: the saved game is damaged (%s); kept aside as %s\n", why, aside);
        if (notice)
            snprintf(notice, notice_size, i18n_get(app->settings.lang, S_CORRUPT_SAVE), aside);
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
    app->table = t;
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

static StrId refusal_text(MoucheRefusal r)
{
    switch (r) {
    case REFUSE_MUST_FOLLOW: return S_REF_FOLLOW;
    case REFUSE_MUST_HEAD: return S_REF_HEAD;
    case REFUSE_MUST_TRUMP: return S_REF_TRUMP;
    case REFUSE_MUST_OVERTRUMP: return S_REF_OVERTRUMP;
    case REFUSE_EXCHANGE_SIZE: return S_REF_EXCHANGE;
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
        say(app, t, i18n_get(app->settings.lang, refusal_text(r)));
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
#ifdef LAMOUCHE_HAVE_AI
    MoucheAiConfig cfg = mouche_ai_config(t->ai_level[seat], t->temper[seat],
                                          t->game.state.seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
    return mouche_ai_decide(&view, &cfg);
#else
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    int n = mouche_view_legal_actions(&view, acts);
    for (int i = 0; i < n; i++)   /* no AI library yet: stand or play the first card */
        if (acts[i].kind != ACT_QUESTION && acts[i].kind != ACT_FOLD)
            return acts[i];
    return acts[0];
#endif
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
static void build_buttons(App *app, Table *t)
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
        static const SDL_Keycode keys[4] = { SDLK_s, SDLK_h, SDLK_d, SDLK_c };
        for (int s = 0; s < 4; s++)
            ui_row_add(row, BTN_TRUMP + s, i18n_suit_name(lang, s), keys[s],
                       mouche_check(st, mouche_act(ACT_TRUMP, s, 0)) == REFUSE_NONE);
        break;
    }
    case PHASE_DECLARE: {
        ui_row_add(row, BTN_FOLD, TR(S_FOLD), SDLK_f, mouche_check(st, mouche_act(ACT_FOLD, 0, 0)) == REFUSE_NONE);
        int k = mouche_set_count(t->selected);
        if (k > 0) {
            snprintf(buf, sizeof buf, TR(S_EXCHANGE_N), k);
            ui_row_add(row, BTN_EXCHANGE, buf, SDLK_x, mouche_check(st, mouche_act(ACT_EXCHANGE, 0, t->selected)) == REFUSE_NONE);
        } else {
            ui_row_add(row, BTN_EXCHANGE, TR(S_EXCHANGE_PICK), SDLK_x, false);
        }
        ui_row_add(row, BTN_STAND, TR(S_STAND), SDLK_s, mouche_check(st, mouche_act(ACT_STAND, 0, 0)) == REFUSE_NONE);
        if (mouche_check(st, mouche_act(ACT_STAND, 1, 0)) == REFUSE_NONE)
            ui_row_add(row, BTN_SHOW, TR(S_SHOW), SDLK_m, true);
        bool first_q = true;
        for (int s = 1; s < st->players; s++)
            if (mouche_check(st, mouche_act(ACT_QUESTION, s, 0)) == REFUSE_NONE) {
                snprintf(buf, sizeof buf, TR(S_ASK), t->names[s]);
                ui_row_add(row, BTN_ASK + s, buf, first_q ? SDLK_q : 0, true);
                first_q = false;
            }
        break;
    }
    case PHASE_ANSWER: {
        static const StrId ids[4] = { S_ANS_SILENT, S_ANS_EVASIVE, S_ANS_YES, S_ANS_NO };
        static const SDL_Keycode keys[4] = { SDLK_z, SDLK_e, SDLK_y, SDLK_n };
        for (int a = ANSWER_SILENT; a <= ANSWER_NO; a++)
            if (mouche_check(st, mouche_act(ACT_ANSWER, a, 0)) == REFUSE_NONE)
                ui_row_add(row, BTN_ANSWER + a, TR(ids[a - 1]), keys[a - 1], true);
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
static SDL_FRect human_card_rect(const Table *t, int i)
{
    const VisSeat *vs = &t->mid.vis.seat[0];
    SDL_FRect r = layout_hand_card(&t->layout, 0, i, vs->n);
    if (vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(t->selected, vs->cards[i]))
        r.y -= t->layout.card_h * 0.16f;
    return r;
}

static int human_card_at(const Table *t, int x, int y)
{
    const VisSeat *vs = &t->mid.vis.seat[0];
    if (vs->decl == DECL_FOLD)
        return -1;
    for (int i = vs->n - 1; i >= 0; i--) {
        SDL_FRect r = human_card_rect(t, i);
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
            say(app, t, i18n_get(app->settings.lang, refusal_text(r)));
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
    build_buttons(app, t);
    summary_layout(app, t);
    const VisSeat *vs = &t->mid.vis.seat[0];
    if (strncmp(name, "card:", 5) == 0) {
        int i = atoi(name + 5);
        if (i < 0 || i >= vs->n)
            return false;
        SDL_FRect r = human_card_rect(t, i);
        float vis_w = i + 1 < vs->n ? human_card_rect(t, i + 1).x - r.x : r.w;
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
    build_buttons(app, t);
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
        int i = human_card_at(t, x, y);
        if (i >= 0)
            use_card(app, t, i);
        t->show_last = false;
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        int hc = table_human_waiting(app) ? human_card_at(t, app->mouse_x, app->mouse_y) : -1;
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
            use_card(app, t, i);
        }
        return;
    }
    if (play && (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB)) {
        int d = k == SDLK_LEFT ? -1 : 1;
        t->card_focus = t->card_focus < 0 ? 0 : (t->card_focus + d + vs->n) % (vs->n ? vs->n : 1);
        return;
    }
    if (play && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE)) {
        use_card(app, t, t->card_focus);
        return;
    }
    if (t->game.state.phase == PHASE_DECLARE && (k == SDLK_UP || k == SDLK_DOWN)) {
        /* Up/Down move a focus over the cards; Space toggles it (with Shift) */
        t->card_focus = t->card_focus < 0 ? 0 : (t->card_focus + (k == SDLK_DOWN ? 1 : vs->n - 1)) % (vs->n ? vs->n : 1);
        return;
    }
    if (t->game.state.phase == PHASE_DECLARE && k == SDLK_SPACE && t->card_focus >= 0 && t->buttons.focus < 0) {
        use_card(app, t, t->card_focus);
        return;
    }
    int id = ui_row_key(&t->buttons, k, false);
    if (id >= 0)
        press(app, t, id);
}

/* ---- time ----------------------------------------------------------------------- */

bool table_update(App *app, double now)
{
    Table *t = app->table;
    if (!t)
        return false;
    t->mid.speed = pace(app);
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
    double speed = pace(app);
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

/* ---- drawing ----------------------------------------------------------------------- */

static void draw_tokens(App *app, const Layout *l, int party, const Holdings *h)
{
    for (int k = TOKEN_KINDS - 1; k >= 0; k--) {
        int n = h->n[k];
        if (n <= 0)
            continue;
        SDL_FRect base = layout_token(l, party, (TokenKind)k);
        int shown = n < 8 ? n : 8;
        for (int i = 0; i < shown; i++) {
            SDL_FRect r = base;
            r.y -= (float)i * r.h * (k == TOKEN_CHIP ? 0.12f : 0.2f);
            art_draw_token(&app->cards, (TokenKind)k, r, 255, false);
        }
        char buf[16];
        snprintf(buf, sizeof buf, "%d", n);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(l->unit * 2.0f), buf, (SDL_Color){ 255, 250, 235, 255 },
                  (int)(base.x + base.w / 2), (int)(base.y + base.h + l->unit * 0.3f), ALIGN_CENTER, 0);
    }
}

static void draw_card_shadowed(App *app, MoucheCard c, CardBack back, SDL_FRect r, double angle, Uint8 alpha, bool dim, bool approx)
{
    SDL_FRect sh = { r.x + r.w * 0.03f, r.y + r.w * 0.04f, r.w, r.h };
    art_fill_round_rect(app->renderer, sh, r.w * 0.06f, (SDL_Color){ 0, 0, 0, (Uint8)(alpha * 0.25f) });
    art_draw_card(&app->cards, c, back, r, angle, alpha, dim, approx);
}

static void draw_seat(App *app, Table *t, int s, double now)
{
    const Layout *l = &t->layout;
    const Vis *v = &t->mid.vis;
    const VisSeat *vs = &v->seat[s];
    const SeatLayout *sl = &l->seat[s];
    float u = l->unit;
    SDL_Rect pr = { (int)sl->panel.x, (int)sl->panel.y, (int)sl->panel.w, (int)sl->panel.h };
    SDL_FRect pf = sl->panel;
    bool to_move = t->game.state.to_move == s && midend_idle(&t->mid) && t->game.state.phase <= PHASE_PLAY;
    art_fill_round_rect(app->renderer, pf, u * 1.5f, to_move ? (SDL_Color){ 250, 215, 120, 110 } : (SDL_Color){ 0, 0, 0, 70 });
    (void)pr;
    SDL_Color ink = { 255, 248, 230, 255 }, soft = { 230, 220, 190, 230 };
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), t->names[s], ink, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 0.6f), ALIGN_LEFT, 0);
    char buf[128];
    if (s > 0) {
        static const StrId lv[4] = { S_LEVEL_0, S_LEVEL_1, S_LEVEL_2, S_LEVEL_3 };
        static const StrId tp[3] = { S_TEMPER_0, S_TEMPER_1, S_TEMPER_2 };
        snprintf(buf, sizeof buf, "%s · %s", TR(tp[t->temper[s] % 3]), TR(lv[t->ai_level[s] & 3]));
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 1.9f), buf, soft, (int)(pf.x + u * 1.5f), (int)(pf.y + u * 3.4f), ALIGN_LEFT, 0);
    }
    /* declaration tag and tricks */
    buf[0] = 0;
    if (vs->decl == DECL_FOLD) snprintf(buf, sizeof buf, "%s", TR(S_FOLDED));
    else if (vs->decl == DECL_STAND) snprintf(buf, sizeof buf, "%s", TR(S_STOOD));
    else if (vs->decl == DECL_EXCHANGE) snprintf(buf, sizeof buf, TR(S_EXCHANGED), vs->exchanged);
    if (buf[0])
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 215, 120, 255 },
                  (int)(pf.x + pf.w - u * 1.5f), (int)(pf.y + u * 3.5f), ALIGN_RIGHT, 0);
    /* balance */
    snprintf(buf, sizeof buf, "%lld", (long long)vs->balance);
    text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 2.8f), buf, vs->balance < 0 ? (SDL_Color){ 255, 120, 110, 255 } : ink,
              (int)(pf.x + pf.w - u * 1.5f), (int)(sl->tokens.y + u * 3.5f), ALIGN_RIGHT, 1);
    text_draw(&app->text, FONT_SANS, (int)(u * 1.6f), TR(S_CHIPS), soft, (int)(pf.x + pf.w - u * 1.5f),
              (int)(sl->tokens.y + u * 5.6f), ALIGN_RIGHT, 0);
    draw_tokens(app, l, s, &vs->hold);
    /* tricks taken */
    if (vs->tricks > 0) {
        SDL_FRect pile = layout_pile(l, s);
        for (int i = 0; i < vs->tricks; i++) {
            SDL_FRect r = pile;
            r.x += (float)i * u * 0.5f;
            r.y -= (float)i * u * 0.5f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 90, 255, false, false);
        }
        snprintf(buf, sizeof buf, "%s", vs->tricks == 1 ? TR(S_TRICK_1) : "");
        if (vs->tricks > 1)
            snprintf(buf, sizeof buf, TR(S_TRICKS_N), vs->tricks);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, ink, (int)(pile.x + pile.w / 2),
                  (int)(pile.y + pile.h + u * 0.2f), ALIGN_CENTER, 0);
    }
    /* an opponent's hand (the human's is drawn large elsewhere) */
    if (s > 0 && !vs->hide_all) {
        for (int i = 0; i < vs->n; i++) {
            if ((vs->hide_mask >> i) & 1)
                continue;
            SDL_FRect r = vs->decl == DECL_FOLD ? midend_place_rect(&t->mid, l, (Place){ PL_SEAT, (int8_t)s, (uint8_t)i, 0 }, false, 0)
                                                : layout_hand_card(l, s, i, vs->n);
            art_draw_card(&app->cards, vs->cards[i], BACK_BLUE, r, 0, vs->decl == DECL_FOLD ? 150 : 255, false, false);
        }
    }
    if (vs->drawn != MOUCHE_NO_CARD)
        draw_card_shadowed(app, vs->drawn, BACK_BLUE, layout_trick_card(l, s), 0, 255, false, false);
    if (v->dealer == s && v->players > 0) {
        SDL_FRect d = layout_dealer_marker(l, s);
        SDL_Texture *tex = art_get(&app->cards, "assets/tokens/dealer.svg", (int)d.w, (int)d.h, false);
        if (tex)
            SDL_RenderCopyF(app->renderer, tex, NULL, &d);
        else {
            art_fill_round_rect(app->renderer, d, d.w / 2, (SDL_Color){ 250, 240, 210, 255 });
            text_draw(&app->text, FONT_SERIF_BOLD, (int)(d.h * 0.6f), "D", (SDL_Color){ 120, 40, 20, 255 },
                      (int)(d.x + d.w / 2), (int)(d.y + d.h / 2), ALIGN_CENTER, 1);
        }
    }
    (void)now;
}

static void draw_human_hand(App *app, Table *t)
{
    const Vis *v = &t->mid.vis;
    const VisSeat *vs = &v->seat[0];
    if (vs->hide_all)
        return;
    const Layout *l = &t->layout;
    bool waiting = table_human_waiting(app);
    const MoucheState *st = &t->game.state;
    MoucheCardSet playable = waiting && st->phase == PHASE_PLAY ? mouche_playable(st) : ~0ull;
    int hover = waiting ? human_card_at(t, app->mouse_x, app->mouse_y) : -1;
    for (int i = 0; i < vs->n; i++) {
        if ((vs->hide_mask >> i) & 1)
            continue;
        MoucheCard c = vs->cards[i];
        if (vs->decl == DECL_FOLD) {
            SDL_FRect r = midend_place_rect(&t->mid, l, (Place){ PL_SEAT, 0, (uint8_t)i, 0 }, false, 0);
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 160, false, false);
            continue;
        }
        SDL_FRect r = human_card_rect(t, i);
        bool dim = c != MOUCHE_NO_CARD && !mouche_set_has(playable, c);
        if (i == hover && !dim)
            r.y -= l->card_h * 0.05f;
        draw_card_shadowed(app, c, BACK_BLUE, r, 0, 255, dim, false);
        if (i == t->card_focus && waiting) {
            SDL_SetRenderDrawColor(app->renderer, 255, 210, 90, 255);
            for (int k = 0; k < 3; k++) {
                SDL_FRect o = { r.x - (float)k - 2, r.y - (float)k - 2, r.w + 2.f * (float)k + 4, r.h + 2.f * (float)k + 4 };
                SDL_RenderDrawRectF(app->renderer, &o);
            }
        }
    }
    /* the reason a dimmed card cannot be played */
    if (hover >= 0 && st->phase == PHASE_PLAY && vs->cards[hover] != MOUCHE_NO_CARD &&
        !mouche_set_has(playable, vs->cards[hover])) {
        MoucheRefusal r = mouche_check(st, mouche_act(ACT_PLAY, vs->cards[hover], 0));
        SDL_FRect cr = human_card_rect(t, hover);
        ui_bubble(app, cr.x + cr.w / 2, cr.y + l->unit, 0, i18n_get(app->settings.lang, refusal_text(r)), 1.f);
    }
}

static void draw_centre(App *app, Table *t, double now)
{
    const Layout *l = &t->layout;
    const Vis *v = &t->mid.vis;
    float u = l->unit;
    SDL_Texture *basket = art_get(&app->cards, "assets/tokens/corbeille.svg", (int)l->pool.w, (int)l->pool.h, false);
    if (basket)
        SDL_RenderCopyF(app->renderer, basket, NULL, &l->pool);
    else {
        art_fill_round_rect(app->renderer, l->pool, l->pool.h / 2, (SDL_Color){ 120, 80, 35, 230 });
        SDL_FRect in = { l->pool.x + u, l->pool.y + u, l->pool.w - 2 * u, l->pool.h - 2 * u };
        art_fill_round_rect(app->renderer, in, in.h / 2, (SDL_Color){ 70, 45, 20, 230 });
    }
    draw_tokens(app, l, -1, &v->pool_hold);
    char buf[160], name[96];
    table_mouche_name(app, v->stake > 0 ? v->stake : v->pool, t->game.state.rules.ante, name, sizeof name);
    if (v->pool > 0 || v->stake > 0)
        snprintf(buf, sizeof buf, "%s %lld · %s", TR(S_POOL), (long long)v->pool, name);
    else
        snprintf(buf, sizeof buf, "%s", TR(S_POOL));
    SDL_Color gold = { 255, 230, 160, 255 };
    if (v->npending > 0) {
        int len = snprintf(buf, sizeof buf, "%s:", TR(S_PENDING));
        for (int i = 0; i < v->npending && len < (int)sizeof buf - 8; i++)
            len += snprintf(buf + len, sizeof buf - (size_t)len, " %lld", (long long)v->pending[i]);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.9f), buf, (SDL_Color){ 255, 240, 210, 255 },
                  (int)(l->pool.x + l->pool.w + u), (int)(l->centre.y), ALIGN_LEFT, 1);
    }
    /* the deck / stock at the dealer's right, the turned card, the discards */
    bool shuffling = t->mid.active && (t->mid.cur.type == EV_SHUFFLE || t->mid.cur.type == EV_CUT);
    float p = midend_progress(&t->mid, now);
    if (v->turned != MOUCHE_NO_CARD) {
        SDL_FRect tr = layout_turned(l, v->dealer);
        draw_card_shadowed(app, v->turned, BACK_BLUE, tr, 0, 255, false, false);
    }
    if (v->stock > 0) {
        SDL_FRect sr = layout_stock(l, v->dealer);
        int layers = v->stock / 4 + 1;
        for (int i = 0; i < layers; i++) {
            SDL_FRect r = sr;
            r.x -= (float)i * u * 0.12f;
            r.y -= (float)i * u * 0.12f;
            if (shuffling && t->mid.cur.type == EV_SHUFFLE) {
                float w = sinf(p * 3.14159f * 3) * u * 4 * (i % 2 ? 1 : -1);
                r.x += w;
            } else if (shuffling && i >= layers / 2) {
                SDL_FPoint cut = l->seat[t->mid.cur.seat >= 0 ? t->mid.cur.seat : 0].anchor;
                float k = sinf(p * 3.14159f) * 0.25f;
                r.x += (cut.x - r.x) * k;
                r.y += (cut.y - r.y) * k;
            }
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_BLUE, r, 0, 255, false, false);
        }
        if (!v->dealing) {
            snprintf(buf, sizeof buf, "%s %d", TR(S_STOCK), v->stock);
            text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 250, 235, 255 },
                      (int)(sr.x + sr.w / 2), (int)(sr.y + sr.h + u * 0.3f), ALIGN_CENTER, 0);
        }
    }
    if (v->discards > 0) {
        SDL_FRect dr = layout_discards(l, v->dealer);
        for (int i = 0; i < (v->discards + 2) / 3; i++) {
            SDL_FRect r = dr;
            r.x += (float)i * u * 0.15f;
            r.y -= (float)i * u * 0.15f;
            art_draw_card(&app->cards, MOUCHE_NO_CARD, BACK_RED, r, 8.0 * ((i % 3) - 1), 255, false, false);
        }
        snprintf(buf, sizeof buf, "%s %d", TR(S_DISCARDS), v->discards);
        text_draw(&app->text, FONT_SANS_BOLD, (int)(u * 1.8f), buf, (SDL_Color){ 255, 250, 235, 255 },
                  (int)(dr.x + dr.w / 2), (int)(dr.y + dr.h + u * 0.3f), ALIGN_CENTER, 0);
    }
    /* the trick in progress */
    for (int i = 0; i < v->ntrick; i++)
        draw_card_shadowed(app, v->trick[i], BACK_BLUE, layout_trick_card(l, v->trick_seat[i]), (double)((v->trick_seat[i] * 7) % 9 - 4), 255, false, false);
    /* the pool's label, over whatever lies near it */
    table_mouche_name(app, v->stake > 0 ? v->stake : v->pool, t->game.state.rules.ante, name, sizeof name);
    if (v->pool > 0 || v->stake > 0)
        snprintf(buf, sizeof buf, "%s %lld · %s", TR(S_POOL), (long long)v->pool, name);
    else
        snprintf(buf, sizeof buf, "%s", TR(S_POOL));
    {
        int tw, th;
        text_size(&app->text, FONT_SERIF_BOLD, (int)(u * 2.2f), buf, &tw, &th);
        SDL_FRect pill = { l->centre.x - (float)tw / 2 - u, l->pool.y + l->pool.h * 0.74f, (float)tw + 2 * u, (float)th };
        art_fill_round_rect(app->renderer, pill, pill.h / 2, (SDL_Color){ 30, 18, 8, 200 });
        text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.2f), buf, gold, (int)l->centre.x, (int)pill.y, ALIGN_CENTER, 0);
    }
    /* a flush shown fanned out */
    if (v->flush_seat >= 0)
        for (int i = 0; i < MOUCHE_HAND_SIZE; i++)
            draw_card_shadowed(app, v->flush[i], BACK_BLUE, layout_centre_card(l, i, MOUCHE_HAND_SIZE, 1.25f),
                               (double)(i - 2) * 6, 255, false, false);
}

static void draw_flights(App *app, Table *t, double now)
{
    const Midend *m = &t->mid;
    if (!m->active)
        return;
    float p = midend_progress(m, now);
    for (int i = 0; i < m->nfl; i++) {
        const Flight *f = &m->fl[i];
        float k = anim_sub(p, f->t0, f->t1);
        if (f->is_token && k <= 0 && f->from.kind == PL_BANK)
            continue;
        float e = ease_in_out_cubic(k);
        SDL_FRect a = midend_place_rect(m, &t->layout, f->from, f->is_token, f->token);
        SDL_FRect b = midend_place_rect(m, &t->layout, f->to, f->is_token, f->token);
        SDL_FRect r = anim_rect_lerp(a, b, e);
        Uint8 alpha = f->fade ? (Uint8)(255 * (1 - e * 0.9f)) : 255;
        if (f->is_token) {
            if (f->to.kind == PL_BANK && k >= 1)
                continue;
            r.y -= sinf(e * 3.14159f) * t->layout.unit * 3;
            art_draw_token(&app->cards, (TokenKind)f->token, r, alpha, true);
            continue;
        }
        bool face = e < 0.5f ? f->face_from : f->face_to;
        if (f->face_from != f->face_to) {
            float squash = fabsf(cosf(e * 3.14159f));
            float w = r.w * fmaxf(squash, 0.04f);
            r.x += (r.w - w) / 2;
            r.w = w;
        }
        SDL_FRect lifted = r;
        lifted.y -= sinf(e * 3.14159f) * t->layout.unit * 1.5f;
        /* the picture at the size it lands at: crisp on arrival, cached for the hand */
        SDL_FRect land = face == f->face_to ? b : a;
        SDL_FRect sh = { lifted.x + lifted.w * 0.03f, lifted.y + lifted.w * 0.04f, lifted.w, lifted.h };
        art_fill_round_rect(app->renderer, sh, lifted.w * 0.06f, (SDL_Color){ 0, 0, 0, (Uint8)(alpha * 0.25f) });
        art_draw_card_sized(&app->cards, face ? f->card : MOUCHE_NO_CARD, f->to.kind == PL_DISCARDS ? BACK_RED : BACK_BLUE,
                            lifted, (int)lroundf(land.w), (int)lroundf(land.h), 0, alpha, false);
    }
}

static void draw_last_trick(App *app, Table *t)
{
    const Vis *v = &t->mid.vis;
    const Layout *l = &t->layout;
    float u = l->unit;
    SDL_Rect pr = { (int)(l->centre.x - 40 * u), (int)(l->centre.y - 16 * u), (int)(80 * u), (int)(32 * u) };
    ui_panel(app, pr, 245);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 3), TR(S_LAST_TRICK), (SDL_Color){ 60, 30, 10, 255 },
              pr.x + pr.w / 2, pr.y + (int)u, ALIGN_CENTER, 0);
    for (int i = 0; i < v->nlast; i++) {
        SDL_FRect r = layout_centre_card(l, i, v->nlast, 1.0f);
        r.x = (float)pr.x + (float)pr.w / 2 + ((float)i - (float)v->nlast / 2) * l->mid_w * 1.1f;
        r.y = (float)pr.y + 6 * u;
        art_draw_card(&app->cards, v->last_trick[i], BACK_BLUE, r, 0, 255, false, false);
        const char *who = t->names[v->last_seat[i]];
        SDL_Color c = v->last_seat[i] == v->last_winner ? (SDL_Color){ 160, 60, 10, 255 } : (SDL_Color){ 60, 40, 20, 255 };
        text_draw(&app->text, v->last_seat[i] == v->last_winner ? FONT_SANS_BOLD : FONT_SANS, (int)(u * 1.7f), who, c,
                  (int)(r.x + r.w / 2), (int)(r.y + r.h + u), ALIGN_CENTER, 0);
    }
}

/* Everything that does not move: background, centre, seats, hands, prompt, buttons, overlays. */
static void draw_still(App *app, Table *t, double now)
{
    const Layout *l = &t->layout;
    float u = l->unit;
    app_draw_background(app);
    draw_centre(app, t, now);
    for (int s = 0; s < t->mid.vis.players; s++)
        draw_seat(app, t, s, now);
    draw_human_hand(app, t);
    /* header: menu, hand number, trump */
    SDL_Color ink = { 255, 248, 230, 255 };
    char buf[160];
    const MoucheState *st = &t->game.state;
    buf[0] = 0;
    if (t->mid.vis.hand_no > 0 && st->hands_total > 0)
        snprintf(buf, sizeof buf, TR(S_HAND_N_OF), t->mid.vis.hand_no, st->hands_total);
    else if (t->mid.vis.hand_no > 0)
        snprintf(buf, sizeof buf, TR(S_HAND_N), t->mid.vis.hand_no);
    text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), buf, ink, app->pw - (int)(u * 2), (int)(u * 1.5f), ALIGN_RIGHT, 0);
    if (t->mid.vis.trump >= 0) {
        snprintf(buf, sizeof buf, "%s :", TR(S_TRUMP));
        text_draw(&app->text, FONT_SERIF_BOLD, (int)(u * 2.6f), buf, ink, app->pw - (int)(u * 8), (int)(u * 5), ALIGN_RIGHT, 0);
        int suit = t->mid.vis.trump;
        bool red = suit == SUIT_HEARTS || suit == SUIT_DIAMONDS;
        SDL_FRect disc = { (float)app->pw - u * 7, u * 4.4f, u * 5, u * 5 };
        art_fill_round_rect(app->renderer, disc, disc.w / 2, (SDL_Color){ 250, 246, 236, 255 });
        art_draw_suit(app->renderer, suit, disc.x + disc.w / 2, disc.y + disc.h / 2, u * 3,
                      red ? (SDL_Color){ 190, 20, 30, 255 } : (SDL_Color){ 20, 20, 25, 255 });
    }
    text_draw(&app->text, FONT_SANS, (int)(u * 1.8f), TR(S_LAST_TRICK_KEY), (SDL_Color){ 230, 220, 190, 200 },
              app->pw - (int)(u * 2), (int)(u * 10.5f), ALIGN_RIGHT, 0);
    /* the prompt and the human's buttons */
    build_buttons(app, t);
    const char *prompt = NULL;
    if (table_human_waiting(app)) {
        switch (st->phase) {
        case PHASE_TRUMP_CHOICE: prompt = TR(S_NAME_TRUMP); break;
        case PHASE_DECLARE: prompt = TR(S_TURN_DECLARE); break;
        case PHASE_ANSWER:
            snprintf(buf, sizeof buf, TR(S_TURN_ANSWER), t->names[st->asker]);
            prompt = buf;
            break;
        default: prompt = TR(S_TURN_PLAY); break;
        }
    } else if (midend_idle(&t->mid) && st->to_move > 0 && st->phase <= PHASE_PLAY) {
        snprintf(buf, sizeof buf, TR(S_WAIT), t->names[st->to_move]);
        prompt = buf;
    }
    if (t->message_until > now && t->message[0])
        prompt = t->message;
    if (prompt) {
        int tw, th;
        text_size(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt, &tw, &th);
        SDL_FRect bg = { l->message.x + l->message.w / 2 - (float)tw / 2 - u * 2, l->message.y, (float)tw + u * 4, (float)th + u * 0.6f };
        art_fill_round_rect(app->renderer, bg, bg.h / 2, (SDL_Color){ 0, 0, 0, 120 });
        text_draw(&app->text, FONT_SERIF_ITALIC, (int)(u * 2.6f), prompt,
                  t->message_until > now ? (SDL_Color){ 255, 200, 150, 255 } : ink,
                  (int)(l->message.x + l->message.w / 2), (int)(l->message.y + u * 0.3f), ALIGN_CENTER, 0);
    }
    ui_row_draw(app, &t->buttons, (int)(u * 2.2f));
    if (t->show_last && t->mid.vis.nlast > 0)
        draw_last_trick(app, t);
    summary_layout(app, t);
    if (table_summary_visible(app)) {
        if (st->phase == PHASE_GAME_OVER)
            gameend_draw(app, t);
        else
            summary_draw(app, t);
    }
    ui_row_draw(app, &t->overlay, (int)(u * 2.2f));
    if (!midend_idle(&t->mid) && pace(app) > 0 && pace(app) < 1.5)
        text_draw(&app->text, FONT_SANS, (int)(u * 1.6f), TR(S_SKIP_HINT), (SDL_Color){ 230, 220, 190, 140 },
                  (int)(u * 2), app->ph - (int)(u * 1.2f), ALIGN_LEFT, 2);
}

void table_draw(App *app)
{
    Table *t = app->table;
    if (!t)
        return;
    double now = app_ms(app);
    layout_compute(&t->layout, app->pw, app->ph, t->game.state.players);
    const Layout *l = &t->layout;
    bool shuffling = t->mid.active && (t->mid.cur.type == EV_SHUFFLE || t->mid.cur.type == EV_CUT);
    if (!t->layer || t->layer_w != app->pw || t->layer_h != app->ph) {
        if (t->layer)
            SDL_DestroyTexture(t->layer);
        t->layer = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, app->pw, app->ph);
        t->layer_w = app->pw;
        t->layer_h = app->ph;
        t->layer_version = t->version - 1;
    }
    if (!t->layer || shuffling) {
        draw_still(app, t, now);   /* no render target (or the deck moves): draw directly */
    } else {
        t->layer_redrawn = t->layer_version != t->version;
        if (t->layer_redrawn) {
            SDL_SetRenderTarget(app->renderer, t->layer);
            draw_still(app, t, now);
            SDL_SetRenderTarget(app->renderer, NULL);
            t->layer_version = t->version;
        }
        SDL_RenderCopy(app->renderer, t->layer, NULL, NULL);
    }
    draw_flights(app, t, now);
    for (int s = 0; s < t->mid.vis.players; s++) {
        const VisSeat *vs = &t->mid.vis.seat[s];
        if (!vs->bubble[0] || vs->bubble_until <= now)
            continue;
        float a = (float)fmin(1.0, (vs->bubble_until - now) / 300.0);
        ui_bubble(app, l->seat[s].bubble.x, l->seat[s].bubble.y, l->seat[s].bubble_side, vs->bubble, a);
    }
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
