/* La Bête's table scene: drives the game (human input, AI pace, saves). No
 * rule is decided here: the human's choices are the engine's legal actions
 * (bete_legal_actions), a refused card is explained by bete_check, and the
 * AI seats are played by bete_ai_decide. Drawing is in bete_draw.c. */
#include "bete_table.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "paths.h"

#include "mouche/ai.h"
#include "mouche/bete_ai.h"

#define TR(id) i18n_get(app->settings.lang, id)

static double pace(const App *app) { return app->opt.speed >= 0 ? app->opt.speed : settings_speed(&app->settings); }

/* ---- events from the engine ------------------------------------------------ */

static void on_engine_event(void *ctx, const BeteEvent *ev)
{
    BeteTable *t = ctx;
    bete_midend_push(&t->mid, ev);
}

static void set_bubble(BeteMidend *m, int seat, const char *text, double now, double ms)
{
    if (seat < 0 || seat >= BETE_MAX_PLAYERS)
        return;
    snprintf(m->vis.seat[seat].bubble, BUBBLE_MAX, "%s", text);
    m->vis.seat[seat].bubble_until = now + ms;
}

static void on_step_begin(void *vctx, BeteMidend *m, const BeteEvent *e, double now)
{
    App *app = vctx;
    BeteTable *t = app->bete;
    t->version++;
    double sp = pace(app);
    double hold = 1700 / (sp > 0 ? fmin(sp, 2.0) : 1.0);
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: set_bubble(m, e->seat, TR(S_BUB_FIRST_DEALER), now, hold * 1.2); break;
    case BETE_EV_SHUFFLE: audio_play(&app->audio, SND_SHUFFLE); break;
    case BETE_EV_CUT: set_bubble(m, e->seat, TR(S_BUB_CUT), now, hold * 0.6); break;
    case BETE_EV_PAY:
        audio_play(&app->audio, e->reason == BETE_PAY_BETE ? SND_MOUCHE : e->reason == BETE_PAY_WIN ? SND_POUR : SND_CHIP);
        if (e->reason == BETE_PAY_KING && e->target >= 0)
            set_bubble(m, e->target, TR(S_BB_KING), now, hold);
        break;
    case BETE_EV_DEAL_CARD: audio_play(&app->audio, SND_DEAL); break;
    case BETE_EV_TRUMP_TURNED: audio_play(&app->audio, SND_TURN); break;
    case BETE_EV_BID:
        set_bubble(m, e->seat, TR(e->bid == BID_PLAY ? S_BB_PLAY : e->bid == BID_CONTRE ? S_BB_CONTRE : S_BB_PASS), now,
                   e->bid == BID_PASS ? hold : hold * 2.5);
        break;
    case BETE_EV_CURIEUSE: set_bubble(m, e->seat, TR(e->arg ? S_BB_CUR_ASK : S_BB_CUR_NO), now, hold); break;
    case BETE_EV_CURIEUSE_TURN:
        /* eyes on the new upcard: only the one who asked still speaks */
        for (int s = 0; s < BETE_MAX_PLAYERS; s++)
            if (m->vis.seat[s].curieuse != 1)
                m->vis.seat[s].bubble_until = 0;
        audio_play(&app->audio, SND_TURN);
        break;
    case BETE_EV_PLAY: audio_play(&app->audio, SND_PLAY); break;
    case BETE_EV_TRICK: audio_play(&app->audio, SND_GATHER); break;
    case BETE_EV_RESULT:
        if (e->outcome == BETE_OUT_VOLE && e->winner >= 0)
            set_bubble(m, e->winner, TR(S_BB_VOLE), now, hold);
        else if (e->outcome == BETE_OUT_LOSE && e->seat >= 0)
            set_bubble(m, e->seat, TR(S_BB_BETE), now, hold);
        break;
    default: break;
    }
}

static void want_shot(App *app, BeteTable *t, const char *tag, bool *hold)
{
    if (!app->opt.screenshot_dir)
        return;
    snprintf(t->shot_name, sizeof t->shot_name, "deal%02d-%d-%s", t->mid.vis.deal_no, ++t->shots_this_deal, tag);
    *hold = true;
}

static void on_step_done(void *vctx, const BeteEvent *e, const BeteVis *v, bool *hold)
{
    App *app = vctx;
    BeteTable *t = app->bete;
    t->version++;
    switch (e->type) {
    case BETE_EV_DEAL_START:
        t->shots_this_deal = 0;
        t->shot_bid_done = t->shot_play_done = t->shot_cur_done = t->summary_shot_done = false;
        break;
    case BETE_EV_TRUMP_TURNED:
        want_shot(app, t, "deal", hold);
        break;
    case BETE_EV_BID:
        if ((e->bid == BID_PLAY || e->bid == BID_CONTRE) && !t->shot_bid_done) {
            t->shot_bid_done = true;
            want_shot(app, t, "bid", hold);
        }
        break;
    case BETE_EV_CURIEUSE_TURN:
        if (!t->shot_cur_done) {
            t->shot_cur_done = true;
            want_shot(app, t, "curieuse", hold);
        }
        break;
    case BETE_EV_PLAY:
        if (v->tricks_done >= 2 && v->ntrick >= 2 && !t->shot_play_done) {
            t->shot_play_done = true;
            want_shot(app, t, "play", hold);
        }
        break;
    case BETE_EV_DEAL_END: {
        t->deals_seen++;
        if (t->stats_deal != e->deal && !t->autoplay) {
            /* the human's figures, from what the engine reported this deal */
            t->stats_deal = e->deal;
            Stats *st = &app->stats;
            st->bete_deals++;
            st->bete_bids += v->res_declarer == 0 || v->res_contrer == 0;
            st->bete_wins += v->res_winner == 0;
            for (int i = 0; i < v->npays; i++) {
                st->bete_betes += v->pays[i].reason == BETE_PAY_BETE && v->pays[i].from == 0;
                st->bete_kings += v->pays[i].reason == BETE_PAY_KING && v->pays[i].to == 0;
            }
            st->bete_chips += e->balances[0] - v->start_balances[0];
            app_save_stats(app);
        }
        printf("deal %d over: %s declarer %d contrer %d winner %d tricks", e->deal, bete_outcome_name(v->outcome),
               v->res_declarer, v->res_contrer, v->res_winner);
        for (int s = 0; s < v->players; s++)
            printf(" %d", e->tricks[s]);
        printf(" balances");
        for (int s = 0; s < v->players; s++)
            printf(" %lld", (long long)e->balances[s]);
        printf(" stakes %lld king %lld plaques %d+%d betes", (long long)e->stakes, (long long)e->king,
               e->plaques_reserve, e->plaques_at_stake);
        for (int i = 0; i < e->nbetes; i++)
            printf(" %lld", (long long)e->betes[i]);
        /* what the table shows that no engine figure says: the Curieuse marks, the summary's gains */
        printf(" curieuse");
        for (int s = 0; s < v->players; s++)
            printf(" %d", v->seat[s].curieuse);
        printf(" gains");
        for (int s = 0; s < v->players; s++)
            printf(" %lld", (long long)(e->balances[s] - v->start_balances[s]));
        printf("\n");
        fflush(stdout);
        break;
    }
    case BETE_EV_GAME_END:
        if (!t->stats_game && !t->autoplay) {
            t->stats_game = true;
            MoucheChips best = e->balances[0];
            for (int s = 1; s < v->players; s++)
                if (e->balances[s] > best) best = e->balances[s];
            app->stats.bete_games++;
            app->stats.bete_games_won += e->balances[0] >= best;
            app_save_stats(app);
        }
        printf("game over: balances");
        for (int s = 0; s < v->players; s++)
            printf(" %lld", (long long)e->balances[s]);
        printf("\n");
        fflush(stdout);
        break;
    default: break;
    }
}

/* ---- creating, saving, resuming ------------------------------------------- */

static void save_path(const App *app, char *out, size_t size) { snprintf(out, size, "%s/bete.save", app->pref_dir); }

bool bete_has_save(const App *app)
{
    char p[1200];
    save_path(app, p, sizeof p);
    return paths_exists(p);
}

void bete_delete_save(const App *app)
{
    char p[1200];
    save_path(app, p, sizeof p);
    remove(p);
}

/* The save's meta line: "lamouche-bete players=N levels=... tempers=..." (one digit a seat). */
static void format_meta(const BeteTable *t, char *out, size_t size)
{
    char lv[BETE_MAX_PLAYERS + 1], tp[BETE_MAX_PLAYERS + 1];
    for (int i = 0; i < BETE_MAX_PLAYERS; i++) {
        lv[i] = (char)('0' + (t->ai_level[i] & 3));
        tp[i] = (char)('0' + (t->temper[i] % 3));
    }
    lv[BETE_MAX_PLAYERS] = tp[BETE_MAX_PLAYERS] = 0;
    snprintf(out, size, "lamouche-bete players=%d levels=%s tempers=%s", t->game.state.players, lv, tp);
}

static void parse_digits(const char *meta, const char *key, int *out, int max)
{
    const char *p = strstr(meta, key);
    if (!p)
        return;
    p += strlen(key);
    for (int i = 0; i < BETE_MAX_PLAYERS && p[i] >= '0' && p[i] <= '0' + max; i++)
        out[i] = p[i] - '0';
}

static void bete_save(App *app, BeteTable *t)
{
    format_meta(t, t->game.record.meta, sizeof t->game.record.meta);
    char p[1200], why[256];
    save_path(app, p, sizeof p);
    const bool ok = bete_save_file(&t->game.record, p, why, sizeof why);
    const int err = errno;
    if (!ok)
        fprintf(stderr, "lamouche: could not save the game: %s\n", why);
    app_game_saved(app, ok, err, t->game.state.deal_no, true);
}

/* Who sits at the AI seats: the AI library's personas for this game's seed. */
static void cast_seats(BeteTable *t)
{
    for (int s = 1; s < BETE_MAX_PLAYERS; s++) {
        MouchePersona p = mouche_ai_seat_persona(s, t->game.state.seed);
        if (p.name && *p.name) {
            snprintf(t->names[s], sizeof t->names[s], "%s", p.name);
            t->temper[s] = p.temperament;
        }
    }
}

static BeteTable *table_alloc(App *app, int players, int plaque)
{
    BeteTable *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    bete_midend_init(&t->mid, players, plaque);
    t->mid.speed = pace(app);
    t->mid.ctx = app;
    t->mid.begin = on_step_begin;
    t->mid.notify = on_step_done;
    t->card_focus = -1;
    t->hover_card = -1;
    t->buttons.focus = -1;
    t->overlay.focus = -1;   /* no focus shown until the keyboard moves it */
    t->autoplay = app->opt.autoplay;
    for (int s = 0; s < BETE_MAX_PLAYERS; s++) {
        snprintf(t->names[s], sizeof t->names[s], "%s", s == 0 ? TR(S_YOU) : "?");
        t->ai_level[s] = app->settings.bete_ai_level[s];
        t->temper[s] = s % 3;
    }
    return t;
}

BeteTable *bete_table_new_game(App *app)
{
    int players = app->opt.players ? app->opt.players : app->settings.bete_players;
    int deals = app->opt.hands >= 0 ? app->opt.hands : app->settings.bete_deals;
    BeteRules rules = app->settings.bete_rules;
    BeteTable *t = table_alloc(app, players, rules.plaque);
    if (!t)
        return NULL;
    app->bete = t;   /* the sink's callbacks look here */
    uint64_t seed = app->opt.have_seed ? app->opt.seed : ((uint64_t)time(NULL) * 2654435761u) ^ SDL_GetPerformanceCounter();
    BeteSink sink = { on_engine_event, t };
    char why[256];
    if (!bete_game_new(&t->game, &rules, players, deals, seed, &sink, why, sizeof why)) {
        BeteRules def = bete_rules_default();
        fprintf(stderr, "lamouche: %s; using the default rules\n", why);
        t->mid.vis.plaque = def.plaque;
        if (!bete_game_new(&t->game, &def, players, deals, seed, &sink, why, sizeof why)) {
            fprintf(stderr, "lamouche: cannot start a game: %s\n", why);
            app->bete = NULL;
            bete_midend_free(&t->mid);
            free(t);
            return NULL;
        }
    }
    cast_seats(t);
    for (int s = 0; s < BETE_MAX_PLAYERS; s++) {
        t->mid.vis.seat[s].balance = t->game.state.rules.start;
        tokens_canonical(t->mid.vis.seat[s].balance, &t->mid.vis.seat[s].hold);
    }
    printf("new game: la bete, seed %llu, %d players, %d deals\n", (unsigned long long)seed, players, deals);
    fflush(stdout);
    app->saved_hand = 0;   /* nothing of this game is kept yet */
    bete_save(app, t);
    return t;
}

/* What no view holds, found on resume by replaying the record once, as the
 * unbroken game's table holds it: the balances the last deal began with (the
 * summary's gains), the Curieuse marks of that deal (who declined it, who
 * asked), and for a deal already settled, its result and its payments. All
 * of it is public: every player saw it happen. */
typedef struct {
    BeteEvent settlement[BETE_PAYS_MAX + 1];
    int count;
    bool dealt;
    MoucheChips start_balances[BETE_MAX_PLAYERS]; /* as the last deal began */
    int8_t curieuse[BETE_MAX_PLAYERS];             /* as BVisSeat.curieuse */
} ResumeLog;

static void log_resume(void *ctx, const BeteEvent *e)
{
    ResumeLog *log = ctx;
    if (e->type == BETE_EV_DEAL_START) {
        log->dealt = true;
        memcpy(log->start_balances, e->balances, sizeof log->start_balances);
        memset(log->curieuse, -1, sizeof log->curieuse);
    }
    if (e->type == BETE_EV_CURIEUSE && e->seat >= 0 && e->seat < BETE_MAX_PLAYERS)
        log->curieuse[e->seat] = (int8_t)(e->arg ? 1 : 0);
    if (e->type == BETE_EV_RESULT)
        log->count = 0;
    if ((e->type == BETE_EV_RESULT || (e->type == BETE_EV_PAY && log->count > 0)) && log->count <= BETE_PAYS_MAX)
        log->settlement[log->count++] = *e;
}

static void restore_from_record(BeteTable *t, bool settled)
{
    ResumeLog *log = calloc(1, sizeof *log);
    if (!log)
        return;
    memset(log->curieuse, -1, sizeof log->curieuse);
    BeteState replayed;
    if (bete_record_replay(&t->game.record, &replayed, &(BeteSink){ log_resume, log }, NULL, 0)) {
        BeteVis *v = &t->mid.vis;
        for (int s = 0; s < BETE_MAX_PLAYERS; s++)
            v->seat[s].curieuse = log->curieuse[s];
        if (log->dealt)
            memcpy(v->start_balances, log->start_balances, sizeof v->start_balances);
        if (settled) {
            for (int i = 0; i < log->count; i++)
                bete_vis_note_settlement(v, &log->settlement[i]);
            printf("resumed settlement: %s winner %d value %lld payments %d\n", bete_outcome_name(v->outcome),
                   v->res_winner, (long long)v->res_value, v->npays);
        }
    }
    free(log);
}

BeteTable *bete_table_resume(App *app)
{
    char p[1200], why[256];
    save_path(app, p, sizeof p);
    BeteGame g;
    if (!bete_load_file(p, &g, why, sizeof why)) {
        app_save_damaged(app, p, why);
        return bete_table_new_game(app);
    }
    BeteTable *t = table_alloc(app, g.state.players, g.state.rules.plaque);
    if (!t) {
        bete_game_free(&g);
        return NULL;
    }
    t->game = g;
    cast_seats(t);
    parse_digits(t->game.record.meta, "levels=", t->ai_level, 3);
    parse_digits(t->game.record.meta, "tempers=", t->temper, 2);
    BeteView view;
    bete_view(&t->game.state, 0, &view);
    bete_midend_sync(&t->mid, &view);
    restore_from_record(t, view.phase == BETE_PHASE_DEAL_OVER || view.phase == BETE_PHASE_GAME_OVER);
    app->bete = t;
    app->save_errno = 0;
    app->saved_hand = t->game.state.deal_no;   /* the file holds the game as it resumes */
    printf("resumed: la bete, deal %d, %zu actions\n", t->game.state.deal_no, t->game.record.count);
    fflush(stdout);
    return t;
}

void bete_table_free(BeteTable *t)
{
    if (!t)
        return;
    if (t->layer)
        SDL_DestroyTexture(t->layer);
    bete_game_free(&t->game);
    bete_midend_free(&t->mid);
    free(t);
}

/* ---- acting ------------------------------------------------------------------- */

StrId bete_refusal_text(MoucheRefusal r)
{
    switch (r) {
    case REFUSE_MUST_FOLLOW: return S_REF_FOLLOW;
    case REFUSE_MUST_HEAD: return S_REF_HEAD;
    case REFUSE_MUST_TRUMP: return S_REF_TRUMP;
    case REFUSE_MUST_OVERTRUMP: return S_REF_OVERTRUMP;
    default: return S_REF_OTHER;
    }
}

static void say(App *app, BeteTable *t, const char *text)
{
    t->version++;
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_until = app_ms(app) + 2600;
    app->dirty = true;
}

static bool act(App *app, BeteTable *t, BeteAction a)
{
    BeteSink sink = { on_engine_event, t };
    MoucheRefusal r = bete_game_act(&t->game, a, &sink);
    if (r != REFUSE_NONE) {
        say(app, t, TR(bete_refusal_text(r)));
        return false;
    }
    bete_save(app, t);
    t->buttons.focus = -1;
    t->ai_due = 0;
    app->dirty = true;
    return true;
}

static bool is_ai_seat(const BeteTable *t, int seat) { return seat > 0 || t->autoplay; }

static BeteAction ai_choose(const BeteTable *t, int seat)
{
    BeteView view;
    bete_view(&t->game.state, seat, &view);
    MoucheAiConfig cfg = mouche_ai_config(t->ai_level[seat], t->temper[seat],
                                          t->game.state.seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
    return bete_ai_decide(&view, &cfg);
}

static bool deciding(const BeteState *st)
{
    return st->phase == BETE_PHASE_BID || st->phase == BETE_PHASE_CURIEUSE || st->phase == BETE_PHASE_PLAY;
}

bool bete_human_waiting(App *app)
{
    BeteTable *t = app->bete;
    if (!t || !bete_midend_idle(&t->mid) || t->autoplay)
        return false;
    const BeteState *st = &t->game.state;
    return st->to_move == 0 && deciding(st);
}

bool bete_summary_visible(App *app)
{
    BeteTable *t = app->bete;
    return t && bete_midend_idle(&t->mid) &&
           (t->game.state.phase == BETE_PHASE_DEAL_OVER || t->game.state.phase == BETE_PHASE_GAME_OVER);
}

const char *bete_phase_name(App *app)
{
    if (bete_summary_visible(app))
        return app->bete->game.state.phase == BETE_PHASE_GAME_OVER ? "gameover" : "summary";
    if (!bete_human_waiting(app))
        return "none";
    switch (app->bete->game.state.phase) {
    case BETE_PHASE_BID: return "bid";
    case BETE_PHASE_CURIEUSE: return "curieuse";
    default: return "play";
    }
}

MoucheCardSet bete_playable_now(const BeteTable *t)
{
    BeteAction legal[BETE_MAX_ACTIONS + BETE_HAND_SIZE];
    MoucheCardSet set = 0;
    if (t->game.state.phase != BETE_PHASE_PLAY)
        return 0;
    int n = bete_legal_actions(&t->game.state, legal);
    for (int i = 0; i < n; i++)
        if (legal[i].kind == BETE_ACT_PLAY)
            set |= mouche_bit(legal[i].arg);
    return set;
}

/* The human's decision buttons: exactly the engine's legal actions. */
void bete_build_buttons(App *app, BeteTable *t)
{
    ButtonRow *row = &t->buttons;
    ui_row_clear(row);
    if (!bete_human_waiting(app))
        return;
    BeteAction legal[BETE_MAX_ACTIONS + BETE_HAND_SIZE];
    int n = bete_legal_actions(&t->game.state, legal);
    for (int i = 0; i < n; i++) {
        switch (legal[i].kind) {
        case BETE_ACT_PLAY_BID: ui_row_add(row, BB_PLAY, TR(S_BTN_PLAY), i18n_key(app->settings.lang, S_KEY_BID_PLAY), true); break;
        case BETE_ACT_CONTRE: ui_row_add(row, BB_CONTRE, TR(S_BTN_CONTRE), i18n_key(app->settings.lang, S_KEY_BID_CONTRE), true); break;
        case BETE_ACT_PASS: ui_row_add(row, BB_PASS, TR(S_BTN_PASS), i18n_key(app->settings.lang, S_KEY_BID_PASS), true); break;
        case BETE_ACT_CURIEUSE:
            if (legal[i].arg)
                ui_row_add(row, BB_CUR_ASK, TR(S_BTN_CUR_ASK), i18n_key(app->settings.lang, S_KEY_CUR_ASK), true);
            else
                ui_row_add(row, BB_CUR_NO, TR(S_BTN_CUR_NO), i18n_key(app->settings.lang, S_KEY_CUR_NO), true);
            break;
        default: break;
        }
    }
    const Layout *l = &t->layout.base;
    SDL_Rect area = { (int)l->buttons.x, (int)l->buttons.y, (int)l->buttons.w, (int)l->buttons.h };
    ui_row_layout_h(app, row, area, (int)(l->unit * 5.2f), (int)(l->unit * 1.2f));
}

static void press(App *app, BeteTable *t, int id)
{
    audio_play(&app->audio, SND_CLICK);
    switch (id) {
    case BB_PASS: act(app, t, bete_act(BETE_ACT_PASS, 0)); break;
    case BB_PLAY: act(app, t, bete_act(BETE_ACT_PLAY_BID, 0)); break;
    case BB_CONTRE: act(app, t, bete_act(BETE_ACT_CONTRE, 0)); break;
    case BB_CUR_ASK: act(app, t, bete_act(BETE_ACT_CURIEUSE, 1)); break;
    case BB_CUR_NO: act(app, t, bete_act(BETE_ACT_CURIEUSE, 0)); break;
    case BB_NEXT:
        if (t->game.state.phase == BETE_PHASE_DEAL_OVER)
            act(app, t, bete_act(BETE_ACT_NEXT_DEAL, 0));
        break;
    case BB_NEW_GAME:
        bete_delete_save(app);
        bete_table_free(t);
        app->bete = NULL;
        bete_table_new_game(app);
        break;
    case BB_TITLE:
    case BB_MENU: app_set_scene(app, SCENE_TITLE); break;
    default: break;
    }
}

SDL_FRect bete_card_rect(const BeteTable *t, int i)
{
    const BVisSeat *vs = &t->mid.vis.seat[0];
    return layout_hand_card(&t->layout.base, 0, i, vs->n);
}

int bete_card_at(const BeteTable *t, int x, int y)
{
    const BVisSeat *vs = &t->mid.vis.seat[0];
    for (int i = vs->n - 1; i >= 0; i--) {
        SDL_FRect r = bete_card_rect(t, i);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    return -1;
}

static void use_card(App *app, BeteTable *t, int i)
{
    const BVisSeat *vs = &t->mid.vis.seat[0];
    if (i < 0 || i >= vs->n || vs->cards[i] == MOUCHE_NO_CARD || !bete_human_waiting(app))
        return;
    const BeteState *st = &t->game.state;
    if (st->phase != BETE_PHASE_PLAY)
        return;
    BeteAction a = bete_act(BETE_ACT_PLAY, vs->cards[i]);
    MoucheRefusal r = bete_check(st, a);
    if (r != REFUSE_NONE) {
        say(app, t, TR(bete_refusal_text(r)));
    } else {
        act(app, t, a);
        t->card_focus = -1;
    }
}

bool bete_target(App *app, const char *name, int *x, int *y)
{
    BeteTable *t = app->bete;
    if (!t)
        return false;
    bete_build_buttons(app, t);
    bete_overlay_layout(app, t);
    const BVisSeat *vs = &t->mid.vis.seat[0];
    if (strncmp(name, "card:", 5) == 0) {
        int i = atoi(name + 5);
        if (i < 0 || i >= vs->n)
            return false;
        SDL_FRect r = bete_card_rect(t, i);
        float vis_w = i + 1 < vs->n ? bete_card_rect(t, i + 1).x - r.x : r.w;
        *x = (int)(r.x + fminf(vis_w, r.w) / 2);
        *y = (int)(r.y + r.h * 0.3f);
        return true;
    }
    if (strcmp(name, "playable") == 0 || strcmp(name, "unplayable") == 0) {
        bool want = name[0] == 'p';
        MoucheCardSet p = bete_playable_now(t);
        for (int i = 0; i < vs->n; i++)
            if (vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(p, vs->cards[i]) == want) {
                char n[16];
                snprintf(n, sizeof n, "card:%d", i);
                return bete_target(app, n, x, y);
            }
        return false;
    }
    if (strncmp(name, "button:", 7) == 0) {
        static const struct { const char *n; int id; } ids[] = {
            { "play", BB_PLAY }, { "pass", BB_PASS }, { "contre", BB_CONTRE }, { "curieuse", BB_CUR_ASK },
            { "no-curieuse", BB_CUR_NO }, { "next", BB_NEXT }, { "new-game", BB_NEW_GAME }, { "title", BB_TITLE },
            { "menu", BB_MENU },
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

void bete_table_event(App *app, const SDL_Event *e)
{
    BeteTable *t = app->bete;
    if (!t)
        return;
    t->version++;
    double now = app_ms(app);
    bool busy = !bete_midend_idle(&t->mid);
    bete_build_buttons(app, t);
    bete_overlay_layout(app, t);
    bool overlay = bete_summary_visible(app);
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        int x = app->mouse_x, y = app->mouse_y;
        int oid = ui_row_hit(&t->overlay, x, y);
        if (oid >= 0 && (!busy || oid == BB_MENU)) {
            press(app, t, oid);
            return;
        }
        if (busy) {
            bete_midend_skip(&t->mid, now);
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
        int i = bete_card_at(t, x, y);
        if (i >= 0)
            use_card(app, t, i);
        t->show_last = false;
        return;
    }
    if (e->type == SDL_MOUSEMOTION) {
        int hc = bete_human_waiting(app) ? bete_card_at(t, app->mouse_x, app->mouse_y) : -1;
        int hb = ui_row_hit(&t->buttons, app->mouse_x, app->mouse_y) + 100 * ui_row_hit(&t->overlay, app->mouse_x, app->mouse_y);
        int hz = bete_zone_at(t, app->mouse_x, app->mouse_y);
        if (hc != t->hover_card || hb != t->hover_button || hz != t->hover_zone) {
            t->hover_card = hc;
            t->hover_button = hb;
            t->hover_zone = hz;
            app->dirty = true;
        } else {
            t->version--;   /* nothing to redraw */
        }
        return;
    }
    if (e->type != SDL_KEYDOWN)
        return;
    SDL_Keycode k = e->key.keysym.sym;
    app->dirty = true;
    if (k == SDLK_ESCAPE) {
        if (t->show_last) t->show_last = false;
        else app_set_scene(app, SCENE_TITLE);
        return;
    }
    if (k == SDLK_l) {
        t->show_last = !t->show_last;
        return;
    }
    if (busy) {
        if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER)
            bete_midend_skip(&t->mid, now);
        return;
    }
    if (overlay) {
        int id = ui_row_key(&t->overlay, k, false);
        if (id >= 0)
            press(app, t, id);
        return;
    }
    if (!bete_human_waiting(app))
        return;
    const BVisSeat *vs = &t->mid.vis.seat[0];
    bool play = t->game.state.phase == BETE_PHASE_PLAY;
    if (play && k >= SDLK_1 && k <= SDLK_9) {
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
    int id = ui_row_key(&t->buttons, k, false);
    if (t->buttons.focus >= 0)
        t->card_focus = -1;   /* the buttons took the focus */
    if (id >= 0)
        press(app, t, id);
}

/* ---- time ----------------------------------------------------------------------- */

bool bete_table_prewarm(App *app, bool work, double budget_ms)
{
    BeteTable *t = app->bete;
    if (!t)
        return false;
    if (t->warm_w != app->pw || t->warm_h != app->ph || t->warm_style != app->cards.style) {
        BeteLayout bl;
        bete_layout_compute(&bl, app->pw, app->ph, t->game.state.players);
        const Layout l = bl.base;
        /* the sizes cards are drawn and land at: the human's hand, the seats' hands and piles,
         * the trick / talon / upcard */
        const int sizes[3][2] = {
            { (int)lroundf(l.card_w), (int)lroundf(l.card_h) },
            { (int)lroundf(l.small_w), (int)lroundf(l.small_h) },
            { (int)lroundf(l.mid_w), (int)lroundf(l.mid_h) },
        };
        MoucheCardSet deck = t->game.state.deck ? t->game.state.deck : ~0ull;
        art_warm_begin(&t->warm, deck, sizes, 3);
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
        for (int s = 0; s < BETE_MAX_PLAYERS; s++)
            if (t->mid.vis.seat[s].bubble_until > 0)
                t->mid.vis.seat[s].bubble_until += paused;
        t->warming = false;
    }
    return t->warming;
}

bool bete_table_update(App *app, double now)
{
    BeteTable *t = app->bete;
    if (!t)
        return false;
    t->mid.speed = pace(app);
    if (t->shot_name[0])
        return true;
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
        t->version++;
        app->dirty = true;
    }
    bool moving = bete_midend_update(&t->mid, now);
    if (!bete_midend_idle(&t->mid) || moving)
        return true;
    const BeteState *st = &t->game.state;
    double speed = pace(app);
    if (st->to_move >= 0 && deciding(st)) {
        if (!is_ai_seat(t, st->to_move))
            return false;
        if (t->ai_due == 0) {
            double base = st->phase == BETE_PHASE_PLAY ? 600 : 800;
            t->ai_due = now + (speed > 0 ? base / speed : 0);
        }
        if (now >= t->ai_due) {
            act(app, t, ai_choose(t, st->to_move));
            return true;
        }
        return false;
    }
    if (st->phase == BETE_PHASE_DEAL_OVER || st->phase == BETE_PHASE_GAME_OVER) {
        if (app->opt.screenshot_dir && !t->summary_shot_done) {
            t->summary_shot_done = true;
            snprintf(t->shot_name, sizeof t->shot_name, "deal%02d-%d-%s", t->mid.vis.deal_no, ++t->shots_this_deal,
                     st->phase == BETE_PHASE_GAME_OVER ? "gameend" : "summary");
            return true;
        }
        if (app->opt.quit_after_hands > 0 && t->deals_seen >= app->opt.quit_after_hands) {
            t->exit_requested = true;
            return false;
        }
        if (st->phase == BETE_PHASE_GAME_OVER) {
            if (t->autoplay) {
                bete_delete_save(app);
                t->exit_requested = true;
            }
            return false;
        }
        if (t->autoplay) {
            if (t->summary_due == 0)
                t->summary_due = now + (speed > 0 ? 1500 / speed : 0);
            if (now >= t->summary_due) {
                t->summary_due = 0;
                act(app, t, bete_act(BETE_ACT_NEXT_DEAL, 0));
                return true;
            }
        }
    }
    return false;
}

double bete_table_next_wake(App *app, double now)
{
    BeteTable *t = app->bete;
    if (!t)
        return 0;
    double next = bete_midend_next_bubble_expiry(&t->mid, now);
    if (t->ai_due > 0 && (next == 0 || t->ai_due < next)) next = t->ai_due;
    if (t->summary_due > 0 && (next == 0 || t->summary_due < next)) next = t->summary_due;
    if (t->message_until > now && (next == 0 || t->message_until < next)) next = t->message_until;
    return next;
}
