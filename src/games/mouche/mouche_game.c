/* La Mouche's backend: the engine's game behind the table. The human's choices
 * come from mouche_check / mouche_playable, the AI seats from mouche_ai_decide. */
#include "mouche_game.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_import.h"
#include "mouche_log.h"
#include "mouche/cardgame.h"
#include "mouche/ai.h"
#include "mouche/save.h"
#include "mouche/transcript.h"

static const MoucheState *state(const Table *t) { return &mouche_played(t)->state; }
static void count_hand(App *app, const Table *t, int hand);

/* ---- a game in progress: what the table's session asks of La Mouche ---------------- */

static void mouche_session_open(Table *t, const void *rules, int players)
{
    (void)rules;
    MoucheTable *g = mouche_of(t);
    mouche_midend_init(&t->mid, &g->shown, players);
    mouche_memories_init(&g->memories, players);
}

static void mouche_session_reshown(App *app, Table *t, bool loaded)
{
    MoucheTable *g = mouche_of(t);
    g->selected = 0;
    if (!mouche_shown_resume(&t->mid, mouche_played(t)) || !loaded)
        return;
    const MoucheShown *x = &g->shown;
    printf("resumed summary: hand %d gains", t->mid.shown.deal_no);
    for (int s = 0; s < t->mid.shown.players; s++)
        printf(" %lld", (long long)(x->res_balances[s] - t->mid.shown.start_balances[s]));
    printf(" flush %d all_folded %d\n", x->res_flush_seat, x->res_all_folded ? 1 : 0);
    /* saved, and maybe never shown before a kill: the statistics take it now if they lack it */
    count_hand(app, t, t->mid.shown.deal_no);
    if (state(t)->phase == PHASE_GAME_OVER)
        table_count_game_over(app, t, MS_GAMES, MS_GAMES_WON);
}

static void mouche_session_acted(Table *t)
{
    MoucheTable *g = mouche_of(t);
    g->selected = 0;
    mouche_memories_observe(&g->memories, state(t));
}

static bool mouche_session_memories_read(Table *t, const char *save_path)
{
    return mouche_memories_read(&mouche_of(t)->memories, mouche_played(t), save_path);
}

static void mouche_session_memories_write(const Table *t, const char *save_path)
{
    mouche_memories_write(&mouche_of(t)->memories, mouche_played(t), save_path);
}

static const char *const ai_names[MOUCHE_MAX_PLAYERS] = { "",           "Mme de Lignières", "M. de Roquelaure",
                                                          "Mlle Ninon", "l'abbé Prévost",   "le chevalier d'Éon" };
static const int default_temper[MOUCHE_MAX_PLAYERS] = { 1, 0, 1, 2, 0, 2 };

static const GameSession mouche_session = {
    .table_size = sizeof(MoucheTable),
    .meta_tag = "lamouche",
    .said_name = "",
    .deal_word = "hand",
    .ai_names = ai_names,
    .temper = default_temper,
    .new_rules = mouche_settings_new_rules,
    .open = mouche_session_open,
    .reshown = mouche_session_reshown,
    .acted = mouche_session_acted,
    .memories_read = mouche_session_memories_read,
    .memories_write = mouche_session_memories_write,
};

/* ---- whose turn ------------------------------------------------------------------ */

static TurnKind mouche_table_turn(const Table *t, int *seat)
{
    const MoucheState *st = state(t);
    *seat = st->to_move;
    if (st->phase == PHASE_GAME_OVER)
        return TURN_GAME_OVER;
    if (st->phase == PHASE_HAND_OVER)
        return TURN_DEAL_OVER;
    return st->to_move >= 0 && st->phase <= PHASE_PLAY ? TURN_DECIDE : TURN_NONE;
}

static const char *mouche_table_decision_name(const Table *t)
{
    switch (state(t)->phase) {
    case PHASE_TRUMP_CHOICE: return "trump";
    case PHASE_DECLARE: return "declare";
    case PHASE_ANSWER: return "answer";
    default: return "play";
    }
}

static HandMode mouche_table_hand_mode(const Table *t)
{
    switch (state(t)->phase) {
    case PHASE_DECLARE: return HAND_PICK;
    case PHASE_PLAY: return HAND_PLAY;
    default: return HAND_IDLE;
    }
}

static bool human_out(const Table *t)
{
    return state(t)->decl[0] == DECL_FOLD && !t->autoplay && state(t)->phase <= PHASE_PLAY;
}

/* Once the human has folded, the rest of the hand runs fast. */
static double mouche_table_speed_factor(const Table *t) { return human_out(t) ? 2.5 : 1.0; }

static double mouche_table_ai_delay(const Table *t)
{
    if (state(t)->decl[0] == DECL_FOLD && !t->autoplay)
        return 180;
    return state(t)->phase == PHASE_PLAY ? 600 : 800;
}

static void mouche_table_ai_answer(Table *t, int seat, GameAction *out)
{
    MoucheView view;
    mouche_view(state(t), seat, &view);
    MoucheAiConfig cfg =
        mouche_ai_config(t->ai_level[seat], t->temper[seat], state(t)->seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
    *(MoucheAction *)out = mouche_ai_decide_remembering(&view, &cfg, &mouche_of(t)->memories.seat[seat]);
}

/* ---- the human's decision --------------------------------------------------------- */

static bool accepted(const Table *t, MoucheAction a) { return mouche_check(state(t), a) == REFUSE_NONE; }

static int mouche_table_event_type(const void *ev, int *seat)
{
    const MoucheEvent *e = ev;
    *seat = e->seat;
    return e->type;
}

/* A card played and the trick it completes, a word said (a question, an answer, a trump named,
 * a fold or a stand): nothing the human did not know when their own move made it. The cards an
 * exchange draws are news. */
static bool mouche_table_quiet(const void *ev)
{
    const MoucheEvent *e = ev;
    switch (e->type) {
    case EV_PLAY:
    case EV_TRICK:
    case EV_QUESTION:
    case EV_ANSWER:
    case EV_TRUMP_CHOSEN: return true;
    case EV_DECLARE: return e->decl != DECL_EXCHANGE;
    default: return false;
    }
}

static void mouche_table_build_buttons(App *app, Table *t)
{
    ButtonRow *row = &t->buttons;
    const MoucheState *st = state(t);
    const Lang lang = app_lang(app);
    char buf[128];
    switch (st->phase) {
    case PHASE_TRUMP_CHOICE:
        for (int s = 0; s < 4; s++)
            ui_row_add(row, BTN_TRUMP + s, i18n_suit_name(lang, s), i18n_suit_key(lang, s),
                       accepted(t, mouche_act(ACT_TRUMP, s, 0)));
        break;
    case PHASE_DECLARE: {
        ui_row_add(row, BTN_FOLD, tr(app, S_FOLD), i18n_key(lang, S_KEY_FOLD), accepted(t, mouche_act(ACT_FOLD, 0, 0)));
        const MoucheCardSet picked = mouche_of(t)->selected;
        int k = mouche_set_count(picked);
        Button *b;
        if (k > 0) {
            snprintf(buf, sizeof buf, tr(app, S_EXCHANGE_N), k);
            const MoucheRefusal why = mouche_check(st, mouche_act(ACT_EXCHANGE, 0, picked));
            b = ui_row_add(row, BTN_EXCHANGE, buf, i18n_key(lang, S_KEY_EXCHANGE), why == REFUSE_NONE);
            if (b && why != REFUSE_NONE) /* more cards picked than the stock holds: the engine's reason */
                b->why = tr(app, card_words_rule(why));
        } else {
            b = ui_row_add(row, BTN_EXCHANGE, tr(app, S_EXCHANGE_PICK), i18n_key(lang, S_KEY_EXCHANGE), false);
            if (b)
                b->why = tr(app, S_EXCHANGE_HOW);
        }
        /* as wide from the start as it will be with no card picked or with one to five (play-test 59, 15) */
        for (int n = 0, len = 0; b && n <= MOUCHE_HAND_SIZE && len < (int)sizeof b->also; n++) {
            if (n == 0)
                snprintf(buf, sizeof buf, "%s", tr(app, S_EXCHANGE_PICK));
            else
                snprintf(buf, sizeof buf, tr(app, S_EXCHANGE_N), n);
            len += snprintf(b->also + len, sizeof b->also - (size_t)len, "%s%s", len ? "\n" : "", buf);
        }
        ui_row_add(row, BTN_STAND, tr(app, S_STAND), i18n_key(lang, S_KEY_STAND),
                   accepted(t, mouche_act(ACT_STAND, 0, 0)));
        if (accepted(t, mouche_act(ACT_STAND, 1, 0)))
            ui_row_add(row, BTN_SHOW, tr(app, S_SHOW), i18n_key(lang, S_KEY_SHOW), true);
        bool first_q = true;
        for (int s = 1; s < st->players; s++)
            if (accepted(t, mouche_act(ACT_QUESTION, s, 0))) {
                snprintf(buf, sizeof buf, tr(app, S_ASK), name_words(lang, t->who[s], t->names[s], NAME_ASKED));
                ui_row_add(row, BTN_ASK + s, buf, first_q ? i18n_key(lang, S_KEY_ASK) : 0, true);
                first_q = false;
            }
        break;
    }
    case PHASE_ANSWER: {
        static const StrId ids[4] = { S_ANS_SILENT, S_ANS_EVASIVE, S_ANS_YES, S_ANS_NO };
        static const StrId keys[4] = { S_KEY_SILENT, S_KEY_EVASIVE, S_KEY_YES, S_KEY_NO };
        for (int a = ANSWER_SILENT; a <= ANSWER_NO; a++)
            if (accepted(t, mouche_act(ACT_ANSWER, a, 0)))
                ui_row_add(row, BTN_ANSWER + a, tr(app, ids[a - 1]), i18n_key(lang, keys[a - 1]), true);
        break;
    }
    default: break;
    }
}

/* The action a button means. */
static Meaning mouche_table_press(const Table *t, int id, GameAction *out)
{
    MoucheAction *a = (MoucheAction *)out;
    if (id == BTN_FOLD)
        *a = mouche_act(ACT_FOLD, 0, 0);
    else if (id == BTN_STAND)
        *a = mouche_act(ACT_STAND, 0, 0);
    else if (id == BTN_SHOW)
        *a = mouche_act(ACT_STAND, 1, 0);
    else if (id == BTN_EXCHANGE)
        *a = mouche_act(ACT_EXCHANGE, 0, mouche_of(t)->selected);
    else if (id >= BTN_TRUMP && id < BTN_TRUMP + 4)
        *a = mouche_act(ACT_TRUMP, id - BTN_TRUMP, 0);
    else if (id >= BTN_ANSWER && id < BTN_ANSWER + 5)
        *a = mouche_act(ACT_ANSWER, id - BTN_ANSWER, 0);
    else if (id >= BTN_ASK && id < BTN_ASK + MOUCHE_MAX_PLAYERS)
        *a = mouche_act(ACT_QUESTION, id - BTN_ASK, 0);
    else
        return MEANS_NOTHING;
    return MEANS_ACTION;
}

/* A card clicked: picked for an exchange (or put back), or played. */
static Meaning mouche_table_use_card(Table *t, int i, GameAction *out)
{
    const MoucheCard c = t->mid.shown.seat[0].cards[i];
    switch (state(t)->phase) {
    case PHASE_DECLARE: mouche_of(t)->selected ^= mouche_bit(c); return MEANS_CHANGE;
    case PHASE_PLAY: *(MoucheAction *)out = mouche_act(ACT_PLAY, c, 0); return MEANS_ACTION;
    default: return MEANS_NOTHING;
    }
}

static MoucheCardSet mouche_table_playable(const Table *t) { return mouche_playable(state(t)); }

static int mouche_table_played(const Table *t, int seat, MoucheCard out[5])
{
    const MoucheState *st = state(t);
    int n = 0;
    for (int i = 0; i < st->nplays && n < 5; i++)
        if (st->play_seat[i] == seat)
            out[n++] = st->play_card[i];
    return n;
}

static MoucheRefusal mouche_table_explain_play(const Table *t, MoucheCard c, MouchePlayNote *note)
{
    return mouche_explain_play(state(t), c, note);
}

static bool mouche_table_folded(const Table *t, int seat) { return t->mid.shown.seat[seat].said == DECL_FOLD; }

/* Escape lowers the cards picked for an exchange. */
static bool mouche_table_drop_picks(App *app, Table *t)
{
    (void)app;
    MoucheTable *g = mouche_of(t);
    if (state(t)->phase != PHASE_DECLARE || !g->selected)
        return false;
    g->selected = 0;
    return true;
}

/* A card picked for an exchange stands out of the hand. */
static float mouche_table_card_lift(const Table *t, int i)
{
    const ShownSeat *vs = &t->mid.shown.seat[0];
    return vs->cards[i] != MOUCHE_NO_CARD && mouche_set_has(mouche_of(t)->selected, vs->cards[i]) ? 0.16f : 0.f;
}

static const ButtonName button_names[] = {
    { "fold", BTN_FOLD },
    { "stand", BTN_STAND },
    { "show", BTN_SHOW },
    { "exchange", BTN_EXCHANGE },
    { "answer-silent", BTN_ANSWER + ANSWER_SILENT },
    { "answer-evasive", BTN_ANSWER + ANSWER_EVASIVE },
    { "answer-yes", BTN_ANSWER + ANSWER_YES },
    { "answer-no", BTN_ANSWER + ANSWER_NO },
    { "trump-s", BTN_TRUMP },
    { "trump-h", BTN_TRUMP + 1 },
    { "trump-d", BTN_TRUMP + 2 },
    { "trump-c", BTN_TRUMP + 3 },
    { "ask-1", BTN_ASK + 1 },
    { "ask-2", BTN_ASK + 2 },
    { "ask-3", BTN_ASK + 3 },
};

/* ---- the steps: sounds, bubbles, screenshots, statistics -------------------------- */

static void mouche_table_step_begin(App *app, Table *t, const void *ev, double now)
{
    const MoucheEvent *e = ev;
    Midend *m = &t->mid;
    char buf[200];
    double hold = 1700 / (table_pace(app) > 0 ? fmin(table_pace(app), 2.0) : 1.0);
    switch (e->type) {
    case EV_FIRST_DEALER: midend_set_bubble(m, e->seat, tr(app, S_BUB_FIRST_DEALER), now, hold * 1.2); break;
    case EV_SHUFFLE: audio_play(&app->audio, SND_SHUFFLE); break;
    case EV_CUT: midend_set_bubble(m, e->seat, tr(app, S_BUB_CUT), now, hold * 0.6); break;
    case EV_PAY:
        audio_play(&app->audio, e->reason == PAY_MOUCHE_MADE ? SND_MOUCHE : SND_CHIP);
        if (e->reason == PAY_ANTE && e->seat >= 0)
            midend_set_bubble(m, e->seat, tr(app, S_BUB_ANTE), now, hold * 0.6);
        break;
    case EV_DEAL_CARD: audio_play(&app->audio, SND_DEAL); break;
    case EV_TRUMP_TURNED: audio_play(&app->audio, SND_TURN); break;
    case EV_TRUMP_CHOSEN:
        snprintf(buf, sizeof buf, tr(app, S_BUB_TRUMP), i18n_suit_name(app_lang(app), e->suit));
        midend_set_bubble(m, e->seat, buf, now, hold);
        break;
    case EV_QUESTION:
        snprintf(buf, sizeof buf, tr(app, S_BUB_QUESTION),
                 e->target == 0 ? tr(app, S_YOU)
                                : name_words(app_lang(app), t->who[e->target], t->names[e->target], NAME_START));
        midend_set_bubble(m, e->seat, buf, now, 600000); /* until the answer */
        break;
    case EV_ANSWER: {
        if (e->target >= 0 && e->target < MOUCHE_MAX_PLAYERS)
            m->shown.seat[e->target].bubble_until = now + hold * 1.2;
        StrId id = e->answer == ANSWER_YES       ? S_BUB_YES
                   : e->answer == ANSWER_NO      ? S_BUB_NO
                   : e->answer == ANSWER_EVASIVE ? S_BUB_EVASIVE
                                                 : S_BUB_SILENT;
        midend_set_bubble(m, e->seat, tr(app, id), now, hold * 1.2);
        break;
    }
    case EV_DECLARE:
        if (e->decl == DECL_FOLD) {
            midend_set_bubble(m, e->seat, tr(app, S_BUB_FOLD), now, hold);
        } else if (e->decl == DECL_STAND) {
            midend_set_bubble(m, e->seat, tr(app, e->ncards ? S_BUB_SHOW : S_BUB_STAND), now, hold);
        } else {
            snprintf(buf, sizeof buf, i18n_nget(app_lang(app), S_BUB_EXCHANGEN, e->ncards), e->ncards);
            midend_set_bubble(m, e->seat, buf, now, hold);
            audio_play(&app->audio, SND_DEAL);
        }
        break;
    case EV_FLUSH:
        midend_set_bubble(m, e->seat, tr(app, S_BUB_FLUSH), now, hold * 1.5);
        audio_play(&app->audio, SND_FLUSH);
        break;
    case EV_PLAY: audio_play(&app->audio, SND_PLAY); break;
    case EV_TRICK: audio_play(&app->audio, SND_GATHER); break;
    case EV_HAND_END:
        for (int s = 0; s < m->shown.players; s++)
            if (e->tricks[s] == 0 && mouche_of(t)->shown.res_flush_seat < 0)
                midend_set_bubble(m, s, tr(app, S_MADE_MOUCHE), now, hold);
        break;
    default: break;
    }
}

/* The human's figures of hand `hand`, from its summary on the table, into the statistics unless
 * they hold it already (its end shown before a resume) or it is not counted (a replay, the guide,
 * practice). */
static void count_hand(App *app, const Table *t, int hand)
{
    if (!table_count_deal(app, t, hand))
        return;
    const MoucheShown *x = &mouche_of(t)->shown;
    long long *st = app->stats.game[GAME_MOUCHE].count;
    st[MS_HANDS]++;
    st[MS_CHIPS_WON] += x->res_balances[0] - t->mid.shown.start_balances[0];
    if (x->res_tricks[0] > 0)
        st[MS_TRICKS] += x->res_tricks[0];
    if (x->res_tricks[0] == 0 && x->res_flush_seat != 0)
        st[MS_MOUCHES_MADE]++;
    st[MS_FLUSHES] += x->res_flush_seat == 0;
    app_save_stats(app);
}

static void hand_over(App *app, Table *t, const MoucheEvent *e)
{
    MoucheTable *g = mouche_of(t);
    const Shown *v = &t->mid.shown;
    t->deals_seen++;
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
    printf(" flush %d\n", g->shown.res_flush_seat);
    fflush(stdout);
    count_hand(app, t, e->hand);
}

static void game_over(App *app, Table *t, const MoucheEvent *e)
{
    printf("game over: balances");
    for (int s = 0; s < t->mid.shown.players; s++)
        printf(" %lld", (long long)e->balances[s]);
    printf("\n");
    fflush(stdout);
    table_count_game_over(app, t, MS_GAMES, MS_GAMES_WON);
}

static void mouche_table_step_done(App *app, Table *t, const void *ev, bool *hold)
{
    const MoucheEvent *e = ev;
    MoucheTable *g = mouche_of(t);
    const Shown *v = &t->mid.shown;
    switch (e->type) {
    case EV_HAND_START:
        table_deal_started(t);
        g->shot_mid_done = g->shot_decl_done = g->shot_question_done = false;
        break;
    case EV_TRUMP_TURNED:
        if (e->suit >= 0)
            table_want_shot(app, t, "deal", hold);
        break;
    case EV_TRUMP_CHOSEN: table_want_shot(app, t, "deal", hold); break;
    case EV_ANSWER:
        if (!g->shot_question_done) {
            g->shot_question_done = true;
            table_want_shot(app, t, "question", hold);
        }
        break;
    case EV_DECLARE: {
        int declared = 0;
        for (int s = 0; s < v->players; s++)
            declared += v->seat[s].said != DECL_NONE;
        if (declared == v->players && !g->shot_decl_done) {
            g->shot_decl_done = true;
            table_want_shot(app, t, "declarations", hold);
        }
        break;
    }
    case EV_PLAY:
        if (v->tricks_done >= 2 && v->ntrick >= 2 && !g->shot_mid_done) {
            g->shot_mid_done = true;
            table_want_shot(app, t, "play", hold);
        }
        break;
    case EV_HAND_END: hand_over(app, t, e); break;
    case EV_GAME_END: game_over(app, t, e); break;
    default: break;
    }
}

static bool mouche_table_shuffling(const void *ev)
{
    const MoucheEvent *e = ev;
    return e->type == EV_SHUFFLE || e->type == EV_CUT;
}

/* ---- words on the table ------------------------------------------------------------ */

static void mouche_table_header(App *app, const Table *t, char *line, size_t size, const char **system)
{
    table_deal_words(app, t->be, t->mid.shown.deal_no, state(t)->hands_total, line, size);
    *system = tr(app, mouche_preset_label(&state(t)->rules));
}

static const char *mouche_table_prompt(App *app, const Table *t, char *buf, size_t size)
{
    const MoucheState *st = state(t);
    switch (st->phase) {
    case PHASE_TRUMP_CHOICE: return tr(app, S_NAME_TRUMP);
    case PHASE_DECLARE: return tr(app, S_TURN_DECLARE);
    case PHASE_ANSWER:
        snprintf(buf, size, tr(app, S_TURN_ANSWER),
                 name_words(app_lang(app), t->who[st->asker], t->names[st->asker], NAME_START));
        return buf;
    default: {
        /* what is at stake in the next trick, and while the human has none, the mouche */
        const MoucheChips share = mouche_trick_share(st->stake);
        if (st->tricks_won[0] > 0)
            snprintf(buf, size, tr(app, S_TURN_PLAY_WORTH), (long long)share);
        else
            snprintf(buf, size, tr(app, S_TURN_PLAY_NO_TRICK), (long long)share,
                     (long long)mouche_mouche_cost(&st->rules, st->stake));
        return buf;
    }
    }
}

/* What a declaration, a question, an answer or the trump is called on the table: its button's
 * words ("Stand", "Ask le Marquis", "name hearts"). */
static void action_words(const App *app, const Table *t, MoucheAction a, char *out, size_t size)
{
    const Lang lang = app_lang(app);
    static const StrId answers[4] = { S_ANS_SILENT, S_ANS_EVASIVE, S_ANS_YES, S_ANS_NO };
    switch (a.kind) {
    case ACT_FOLD: snprintf(out, size, "%s", tr(app, S_FOLD)); break;
    case ACT_STAND: snprintf(out, size, "%s", tr(app, a.arg ? S_SHOW : S_STAND)); break;
    case ACT_EXCHANGE: snprintf(out, size, tr(app, S_EXCHANGE_N), mouche_set_count(a.cards)); break;
    case ACT_QUESTION:
        snprintf(out, size, tr(app, S_ASK),
                 a.arg < TABLE_SEATS_MAX ? name_words(lang, t->who[a.arg], t->names[a.arg], NAME_ASKED) : "?");
        break;
    case ACT_ANSWER: snprintf(out, size, "%s", a.arg >= 1 && a.arg <= 4 ? tr(app, answers[a.arg - 1]) : "?"); break;
    case ACT_TRUMP: snprintf(out, size, tr(app, S_HINT_TRUMP), i18n_suit_name(lang, a.arg)); break;
    default: out[0] = 0; break;
    }
}

/* An option the review weighed, in the words of its button; an exchange names its discards. */
static void mouche_option_words(const App *app, const Table *t, const char *move, char *out, size_t size)
{
    MoucheAction a;
    if (!mouche_action_parse(move, &a)) {
        snprintf(out, size, "%s", move);
        return;
    }
    if (a.kind == ACT_PLAY) {
        card_words_name(app_lang(app), a.arg, false, out, size);
        return;
    }
    action_words(app, t, a, out, size);
    if (a.kind != ACT_EXCHANGE || a.cards == 0)
        return;
    char discards[256] = "";
    size_t len = 0;
    for (MoucheCardSet rest = a.cards; rest && len + 1 < sizeof discards; rest &= rest - 1) {
        char name[64];
        card_words_name(app_lang(app), mouche_set_first(rest), false, name, sizeof name);
        len += (size_t)snprintf(discards + len, sizeof discards - len, "%s%s", len ? ", " : "", name);
    }
    const size_t at = strlen(out);
    snprintf(out + at, size - at, tr(app, S_REVIEW_DISCARDS), discards);
}

/* The Expert in the human's place, from the human's view: the card focused or the cards to
 * exchange raised, and the reasons in numbers. */
static void mouche_table_hint(App *app, Table *t, char *out, size_t size)
{
    const MoucheState *st = state(t);
    MoucheView view;
    mouche_view(st, 0, &view);
    MoucheAiAdvice advice;
    mouche_ai_advise(&view, st->seed ^ ((uint64_t)st->actions_applied << 32), &advice);
    t->version++;
    const MoucheAction a = advice.action;
    if (a.kind == ACT_PLAY) {
        MoucheCard cards[MOUCHE_ADVICE_OPTIONS];
        for (int i = 0; i < advice.noptions; i++)
            cards[i] = advice.option[i].arg;
        table_hint_card(app, t, a.arg, cards, advice.value, advice.noptions, out, size);
        return;
    }
    char what[96], doing[128];
    action_words(app, t, a, what, sizeof what);
    if (a.kind == ACT_EXCHANGE)
        snprintf(doing, sizeof doing, tr(app, S_HINT_RAISED), what);
    else
        snprintf(doing, sizeof doing, "%s", what);
    mouche_of(t)->selected = a.kind == ACT_EXCHANGE ? a.cards : 0; /* raised: the Exchange button ready */
    table_hint_do(app, doing, out, size);
    if (advice.noptions == 0)
        return;
    /* the hand as it is, what a trick and the mouche are worth, and each way to stay in against folding */
    size_t len = strlen(out);
    char tricks[16], list[200];
    i18n_decimal(app_lang(app), advice.expected_tricks, tricks, (int)sizeof tricks);
    len += (size_t)snprintf(out + len, size - len, " ");
    len += (size_t)snprintf(out + len, size - len, tr(app, S_HINT_HAND), tricks, (int)(advice.p_none * 100 + 0.5),
                            (long long)advice.trick_pays, (long long)advice.mouche_cost);
    HintOption options[MOUCHE_ADVICE_OPTIONS];
    int n = 0, chosen = -1;
    for (int i = 0; i < advice.noptions; i++) {
        const MoucheAction o = advice.option[i];
        if (o.kind == ACT_FOLD)
            continue;
        if (o.kind == a.kind && o.arg == a.arg && o.cards == a.cards)
            chosen = n;
        action_words(app, t, o, options[n].words, sizeof options[n].words);
        options[n++].mean = advice.value[i];
    }
    table_hint_options(app, options, n, chosen, list, sizeof list);
    if (n > 0 && len + 1 < size) {
        len += (size_t)snprintf(out + len, size - len, " ");
        len += (size_t)snprintf(out + len, size - len, tr(app, S_HINT_AGAINST_FOLD), list);
    }
    /* folding although a way to stay in shows a gain: the bar that gain falls short of, named
     * (the search sees each sampled deal's cards, so its means run high; a play-tester read
     * "Fold" beside "+1.2" as the hint contradicting itself) */
    int best = -1;
    for (int i = 0; i < n; i++)
        if (options[i].mean > 0 && (best < 0 || options[i].mean > options[best].mean))
            best = i;
    if (a.kind == ACT_FOLD && best >= 0 && len + 1 < size) {
        char margin[16];
        i18n_decimal(app_lang(app), advice.margin, margin, (int)sizeof margin);
        len += (size_t)snprintf(out + len, size - len, " ");
        snprintf(out + len, size - len, tr(app, S_HINT_MARGIN), margin, options[best].words);
    }
}

static int mouche_table_quick_rules(App *app, const Table *t, char lines[][TABLE_MESSAGE_SIZE], int max)
{
    const MoucheState *st = state(t);
    const MoucheRules *r = &st->rules;
    int n = 0;
    if (max < 7)
        return 0;
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, tr(app, S_QR_M_TRICK), (long long)mouche_trick_share(st->stake));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, tr(app, S_QR_M_MOUCHE), (long long)mouche_mouche_cost(r, st->stake));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_M_FLUSH));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, r->head ? S_QR_FOLLOW_HEAD : S_QR_FOLLOW));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_M_VOID));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_WINS));
    if (r->pamphile)
        snprintf(lines[n++], TABLE_MESSAGE_SIZE, tr(app, S_QR_M_PAMPHILE), (long long)r->pamphile_pay);
    return n;
}

/* ---- the table log ------------------------------------------------------------------ */

static bool mouche_table_log_event(const LogVoices *v, const void *ev, LogEntry *out)
{
    return mouche_log_event(v, ev, out);
}

static const GameDecisions mouche_decide = {
    .hint_card_words = S_HINT_CARD,
    .turn = mouche_table_turn,
    .decision_name = mouche_table_decision_name,
    .hand_mode = mouche_table_hand_mode,
    .ai_delay = mouche_table_ai_delay,
    .ai_answer = mouche_table_ai_answer,
    .speed_factor = mouche_table_speed_factor,
    .build_buttons = mouche_table_build_buttons,
    .press = mouche_table_press,
    .use_card = mouche_table_use_card,
    .playable = mouche_table_playable,
    .button_names = button_names,
    .nbutton_names = (int)(sizeof button_names / sizeof button_names[0]),
    .card_lift = mouche_table_card_lift,
    .drop_picks = mouche_table_drop_picks,
    .explain_play = mouche_table_explain_play,
    .hint = mouche_table_hint,
    .option_words = mouche_option_words,
};

static const GameDrawing mouche_drawing = {
    .next_deal_label = S_NEXT_HAND,
    .red_back_place = PL_DISCARDS,
    .deal_of_name = S_HAND_N_OF,
    .played = mouche_table_played,
    .quick_rules = mouche_table_quick_rules,
    .folded = mouche_table_folded,
    .layout = mouche_layout,
    .place_rect = mouche_place_rect,
    .texts = mouche_texts,
    .lesser_texts = LAYOUT_KEY_HINTS,
    .draw_centre = mouche_draw_centre,
    .draw_seat = mouche_draw_seat,
    .header = mouche_table_header,
    .prompt = mouche_table_prompt,
    .overlay_panel = mouche_overlay_panel,
    .summary_draw = mouche_summary_draw,
    .gameend_draw = mouche_gameend_draw,
};

static const GameEvents mouche_events = {
    .shot_prefix = "hand",
    .log_event = mouche_table_log_event,
    .log_deal_name = S_LOG_HAND_N,
    .event_type = mouche_table_event_type,
    .quiet = mouche_table_quiet,
    .step_begin = mouche_table_step_begin,
    .step_done = mouche_table_step_done,
    .shuffling = mouche_table_shuffling,
};

static const GameRulesPages mouche_rules = {
    .count = MOUCHE_RULES_PAGES,
    .titles = mouche_rules_titles,
    .bodies = mouche_rules_bodies,
    .picture = mouche_rules_picture,
};

const GameBackend mouche_backend = {
    .kind = GAME_MOUCHE,
    .title = "La Mouche",
    .save_name = "game.sav",
    .log_scene = "table",
    .since_deal = S_N_SINCE_HAND,
    .cardgame = &mouche_cardgame,
    .session = &mouche_session,
    .decide = &mouche_decide,
    .draw = &mouche_drawing,
    .events = &mouche_events,
    .guide = &mouche_guide,
    .cli_name = "mouche",
    .min_players = MOUCHE_MIN_PLAYERS,
    .max_players = MOUCHE_MAX_PLAYERS,
    .rules_parse = mouche_settings_rules_parse,
    .name = S_GAME_MOUCHE,
    .title_text = S_TITLE,
    .subtitle = S_SUBTITLE,
    /* a mouche fanned out: five hearts */
    .title_fan = { MOUCHE_CARD(SUIT_HEARTS, RANK_KING), MOUCHE_CARD(SUIT_HEARTS, RANK_QUEEN),
                   MOUCHE_CARD(SUIT_HEARTS, RANK_JACK), MOUCHE_CARD(SUIT_HEARTS, RANK_ACE),
                   MOUCHE_CARD(SUIT_HEARTS, RANK_10) },
    .rules = &mouche_rules,
    .settings_heading = S_SET_RULES,
    .setting_rows = MOUCHE_SETTING_ROWS,
    .setting_text = mouche_setting_text,
    .setting_change = mouche_setting_change,
    .players_row = MOUCHE_ROW_PLAYERS,
    .length_row = MOUCHE_ROW_HANDS,
    .ai_levels = mouche_ai_levels,
    .players_set = mouche_players_set,
    .stats_lines = mouche_stats_lines,
    .review_loss_label = S_REVIEW_LOSS_STAT,
    .deals_played = mouche_deals_played,
};
