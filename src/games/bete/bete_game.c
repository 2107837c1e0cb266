/* La Bête's backend: the engine's game behind the table. The human's choices
 * are the engine's legal actions (bete_legal_actions), a refused card is
 * explained by bete_check, and the AI seats are played by bete_ai_decide_remembering, each with
 * its memory of the table (kept beside the save). */
#include "bete_game.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_import.h"
#include "bete_log.h"
#include "mouche/cardgame.h"
#include "mouche/ai.h"
#include "mouche/bete_ai.h"

static const BeteState *state(const Table *t) { return &bete_played(t)->state; }
static void count_deal(App *app, const Table *t, int deal, MoucheChips balance);
static void count_game(App *app, const Table *t);

/* ---- a game in progress: what the table's session asks of La Bête ------------------- */

static void bete_session_open(Table *t, const void *rules, int players)
{
    BeteTable *g = bete_of(t);
    bete_midend_init(&t->mid, &g->shown, players, ((const BeteRules *)rules)->plaque);
    bete_memories_init(&g->memories, players);
}

static void bete_session_reshown(App *app, Table *t, bool loaded)
{
    if (!bete_shown_resume(&t->mid, bete_played(t)) || !loaded)
        return;
    const BeteShown *x = &bete_of(t)->shown;
    printf("resumed settlement: %s winner %d value %lld payments %d\n", bete_outcome_name(x->outcome), x->res_winner,
           (long long)x->res_value, x->npays);
    /* saved, and maybe never shown before a kill: the statistics take it now if they lack it */
    count_deal(app, t, state(t)->deal_no, state(t)->balances[0]);
    if (state(t)->phase == BETE_PHASE_GAME_OVER)
        count_game(app, t);
}

static void bete_session_acted(Table *t) { bete_memories_observe(&bete_of(t)->memories, state(t)); }

static bool bete_session_memories_read(Table *t, const char *save_path)
{
    return bete_memories_read(&bete_of(t)->memories, bete_played(t), save_path);
}

static void bete_session_memories_write(const Table *t, const char *save_path)
{
    bete_memories_write(&bete_of(t)->memories, bete_played(t), save_path);
}

static const int default_temper[BETE_MAX_PLAYERS] = { 0, 1, 2, 0, 1, 2, 0 }; /* seat % 3 */

static const GameSession bete_session = {
    .table_size = sizeof(BeteTable),
    .meta_tag = "lamouche-bete",
    .said_name = "la bete, ",
    .deal_word = "deal",
    .ai_names = NULL, /* "?" until the personas are cast */
    .temper = default_temper,
    .new_rules = bete_settings_new_rules,
    .open = bete_session_open,
    .reshown = bete_session_reshown,
    .acted = bete_session_acted,
    .memories_read = bete_session_memories_read,
    .memories_write = bete_session_memories_write,
};

/* ---- whose turn ------------------------------------------------------------------ */

TurnKind bete_turn(const Table *t, int *seat)
{
    const BeteState *st = state(t);
    *seat = st->to_move;
    switch (st->phase) {
    case BETE_PHASE_GAME_OVER: return TURN_GAME_OVER;
    case BETE_PHASE_DEAL_OVER: return TURN_DEAL_OVER;
    case BETE_PHASE_BID:
    case BETE_PHASE_CURIEUSE:
    case BETE_PHASE_PLAY: return st->to_move >= 0 ? TURN_DECIDE : TURN_NONE;
    default: return TURN_NONE;
    }
}

static const char *bete_table_decision_name(const Table *t)
{
    switch (state(t)->phase) {
    case BETE_PHASE_BID: return "bid";
    case BETE_PHASE_CURIEUSE: return "curieuse";
    default: return "play";
    }
}

static HandMode bete_table_hand_mode(const Table *t)
{
    return state(t)->phase == BETE_PHASE_PLAY ? HAND_PLAY : HAND_IDLE;
}
static double bete_table_speed_factor(const Table *t)
{
    (void)t;
    return 1.0;
}
static double bete_table_ai_delay(const Table *t) { return state(t)->phase == BETE_PHASE_PLAY ? 600 : 800; }

static int bete_table_event_type(const void *ev, int *seat)
{
    const BeteEvent *e = ev;
    *seat = e->seat;
    return e->type;
}

/* A bid, the Curieuse asked or declined, a card played and the trick it completes: nothing the
 * human did not know when their own move made it (the Curieuse's new upcard is news). */
static bool bete_table_quiet(const void *ev)
{
    switch (((const BeteEvent *)ev)->type) {
    case BETE_EV_BID:
    case BETE_EV_CURIEUSE:
    case BETE_EV_PLAY:
    case BETE_EV_TRICK: return true;
    default: return false;
    }
}

static void bete_table_ai_answer(Table *t, int seat, GameAction *out)
{
    BeteView view;
    bete_view(state(t), seat, &view);
    MoucheAiConfig cfg =
        mouche_ai_config(t->ai_level[seat], t->temper[seat], state(t)->seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
    *(BeteAction *)out = bete_ai_decide_remembering(&view, &cfg, &bete_of(t)->memories.seat[seat]);
}

/* ---- the human's decision --------------------------------------------------------- */

/* The cards the human may play now, from the engine's legal actions. */
static int bete_table_played(const Table *t, int seat, MoucheCard out[5])
{
    const BeteState *st = state(t);
    int n = 0;
    for (int i = 0; i < st->nplays && n < 5; i++)
        if (st->play_seat[i] == seat)
            out[n++] = st->play_card[i];
    return n;
}

static MoucheCardSet bete_table_playable(const Table *t)
{
    BeteAction legal[BETE_MAX_ACTIONS + BETE_HAND_SIZE];
    MoucheCardSet set = 0;
    if (state(t)->phase != BETE_PHASE_PLAY)
        return 0;
    int n = bete_legal_actions(state(t), legal);
    for (int i = 0; i < n; i++)
        if (legal[i].kind == BETE_ACT_PLAY)
            set |= mouche_bit(legal[i].arg);
    return set;
}

/* The human's decision buttons: exactly the engine's legal actions. */
static void bete_table_build_buttons(App *app, Table *t)
{
    ButtonRow *row = &t->buttons;
    const Lang lang = app_lang(app);
    BeteAction legal[BETE_MAX_ACTIONS + BETE_HAND_SIZE];
    int n = bete_legal_actions(state(t), legal);
    for (int i = 0; i < n; i++) {
        switch (legal[i].kind) {
        case BETE_ACT_PLAY_BID:
            ui_row_add(row, BB_PLAY, tr(app, S_BTN_PLAY), i18n_key(lang, S_KEY_BID_PLAY), true);
            break;
        case BETE_ACT_CONTRE:
            ui_row_add(row, BB_CONTRE, tr(app, S_BTN_CONTRE), i18n_key(lang, S_KEY_BID_CONTRE), true);
            break;
        case BETE_ACT_PASS: ui_row_add(row, BB_PASS, tr(app, S_BTN_PASS), i18n_key(lang, S_KEY_BID_PASS), true); break;
        case BETE_ACT_CURIEUSE:
            if (legal[i].arg)
                ui_row_add(row, BB_CUR_ASK, tr(app, S_BTN_CUR_ASK), i18n_key(lang, S_KEY_CUR_ASK), true);
            else
                ui_row_add(row, BB_CUR_NO, tr(app, S_BTN_CUR_NO), i18n_key(lang, S_KEY_CUR_NO), true);
            break;
        default: break;
        }
    }
}

/* The action a button means. */
static Meaning bete_table_press(const Table *t, int id, GameAction *out)
{
    (void)t;
    BeteAction *a = (BeteAction *)out;
    switch (id) {
    case BB_PASS: *a = bete_act(BETE_ACT_PASS, 0); break;
    case BB_PLAY: *a = bete_act(BETE_ACT_PLAY_BID, 0); break;
    case BB_CONTRE: *a = bete_act(BETE_ACT_CONTRE, 0); break;
    case BB_CUR_ASK: *a = bete_act(BETE_ACT_CURIEUSE, 1); break;
    case BB_CUR_NO: *a = bete_act(BETE_ACT_CURIEUSE, 0); break;
    default: return MEANS_NOTHING;
    }
    return MEANS_ACTION;
}

/* A card clicked: played. */
static Meaning bete_table_use_card(Table *t, int i, GameAction *out)
{
    if (state(t)->phase != BETE_PHASE_PLAY)
        return MEANS_NOTHING;
    *(BeteAction *)out = bete_act(BETE_ACT_PLAY, t->mid.shown.seat[0].cards[i]);
    return MEANS_ACTION;
}

static MoucheRefusal bete_table_explain_play(const Table *t, MoucheCard c, MouchePlayNote *note)
{
    return bete_explain_play(state(t), c, note);
}

static const ButtonName button_names[] = {
    { "play", BB_PLAY },        { "pass", BB_PASS },          { "contre", BB_CONTRE },
    { "curieuse", BB_CUR_ASK }, { "no-curieuse", BB_CUR_NO },
};

/* ---- the steps: sounds, bubbles, screenshots, statistics -------------------------- */

static void bete_table_step_begin(App *app, Table *t, const void *ev, double now)
{
    const BeteEvent *e = ev;
    Midend *m = &t->mid;
    double sp = table_pace(app);
    double hold = 1700 / (sp > 0 ? fmin(sp, 2.0) : 1.0);
    switch (e->type) {
    case BETE_EV_FIRST_DEALER: midend_set_bubble(m, e->seat, tr(app, S_BUB_FIRST_DEALER), now, hold * 1.2); break;
    case BETE_EV_SHUFFLE: audio_play(&app->audio, SND_SHUFFLE); break;
    case BETE_EV_CUT: midend_set_bubble(m, e->seat, tr(app, S_BUB_CUT), now, hold * 0.6); break;
    case BETE_EV_PAY:
        audio_play(&app->audio, e->reason == BETE_PAY_BETE  ? SND_MOUCHE
                                : e->reason == BETE_PAY_WIN ? SND_POUR
                                                            : SND_CHIP);
        if (e->reason == BETE_PAY_KING && e->target >= 0)
            midend_set_bubble(m, e->target, tr(app, S_BB_KING), now, hold);
        break;
    case BETE_EV_DEAL_CARD: audio_play(&app->audio, SND_DEAL); break;
    case BETE_EV_TRUMP_TURNED: audio_play(&app->audio, SND_TURN); break;
    case BETE_EV_BID:
        midend_set_bubble(m, e->seat,
                          tr(app, e->bid == BID_PLAY     ? S_BB_PLAY
                                  : e->bid == BID_CONTRE ? S_BB_CONTRE
                                                         : S_BB_PASS),
                          now, e->bid == BID_PASS ? hold : hold * 2.5);
        break;
    case BETE_EV_CURIEUSE:
        midend_set_bubble(m, e->seat, tr(app, e->arg ? S_BB_CUR_ASK : S_BB_CUR_NO), now, hold);
        break;
    case BETE_EV_CURIEUSE_TURN:
        /* eyes on the new upcard: only the one who asked still speaks */
        for (int s = 0; s < BETE_MAX_PLAYERS; s++)
            if (bete_of(t)->shown.curieuse[s] != 1)
                m->shown.seat[s].bubble_until = 0;
        audio_play(&app->audio, SND_TURN);
        break;
    case BETE_EV_PLAY: audio_play(&app->audio, SND_PLAY); break;
    case BETE_EV_TRICK: audio_play(&app->audio, SND_GATHER); break;
    case BETE_EV_RESULT:
        if (e->outcome == BETE_OUT_VOLE && e->winner >= 0)
            midend_set_bubble(m, e->winner, tr(app, S_BB_VOLE), now, hold);
        else if (e->outcome == BETE_OUT_LOSE && e->seat >= 0)
            midend_set_bubble(m, e->seat, tr(app, S_BB_BETE), now, hold);
        break;
    default: break;
    }
}

/* The human's figures of deal `deal`, from its settlement on the table, into the statistics
 * unless they hold it already (its end shown before a resume) or it is not counted (the AI
 * played it for the player, practice, the guide, a replay). */
static void count_deal(App *app, const Table *t, int deal, MoucheChips balance)
{
    if (t->autoplay || !table_count_deal(app, t, deal))
        return;
    const BeteShown *x = &bete_of(t)->shown;
    long long *st = app->stats.game[GAME_BETE].count;
    st[BS_DEALS]++;
    st[BS_BIDS] += x->res_declarer == 0 || x->res_contrer == 0;
    st[BS_WINS] += x->res_winner == 0;
    for (int i = 0; i < x->npays; i++) {
        st[BS_BETES] += x->pays[i].reason == BETE_PAY_BETE && x->pays[i].from == 0;
        st[BS_KINGS] += x->pays[i].reason == BETE_PAY_KING && x->pays[i].to == 0;
    }
    st[BS_CHIPS] += balance - t->mid.shown.start_balances[0];
    app_save_stats(app);
}

/* The game's end, unless an AI played the human's seat (autoplay) */
static void count_game(App *app, const Table *t)
{
    if (!t->autoplay)
        table_count_game_over(app, t, BS_GAMES, BS_GAMES_WON);
}

static void deal_over(App *app, Table *t, const BeteEvent *e)
{
    BeteTable *g = bete_of(t);
    const BeteShown *x = &g->shown;
    const Shown *v = &t->mid.shown;
    t->deals_seen++;
    count_deal(app, t, e->deal, e->balances[0]);
    printf("deal %d over: %s declarer %d contrer %d winner %d tricks", e->deal, bete_outcome_name(x->outcome),
           x->res_declarer, x->res_contrer, x->res_winner);
    for (int s = 0; s < v->players; s++)
        printf(" %d", e->tricks[s]);
    printf(" balances");
    for (int s = 0; s < v->players; s++)
        printf(" %lld", (long long)e->balances[s]);
    printf(" stakes %lld king %lld plaques %d+%d betes", (long long)e->stakes, (long long)e->king, e->plaques_reserve,
           e->plaques_at_stake);
    for (int i = 0; i < e->nbetes; i++)
        printf(" %lld", (long long)e->betes[i]);
    /* what the table shows that no engine figure says: the Curieuse marks, the summary's gains */
    printf(" curieuse");
    for (int s = 0; s < v->players; s++)
        printf(" %d", x->curieuse[s]);
    printf(" gains");
    for (int s = 0; s < v->players; s++)
        printf(" %lld", (long long)(e->balances[s] - v->start_balances[s]));
    printf("\n");
    fflush(stdout);
}

static void game_over(App *app, Table *t, const BeteEvent *e)
{
    const int players = t->mid.shown.players;
    count_game(app, t);
    printf("game over: balances");
    for (int s = 0; s < players; s++)
        printf(" %lld", (long long)e->balances[s]);
    printf("\n");
    fflush(stdout);
}

static void bete_table_step_done(App *app, Table *t, const void *ev, bool *hold)
{
    const BeteEvent *e = ev;
    BeteTable *g = bete_of(t);
    const Shown *v = &t->mid.shown;
    switch (e->type) {
    case BETE_EV_DEAL_START:
        table_deal_started(t);
        g->shot_bid_done = g->shot_play_done = g->shot_cur_done = false;
        break;
    case BETE_EV_TRUMP_TURNED: table_want_shot(app, t, "deal", hold); break;
    case BETE_EV_BID:
        if ((e->bid == BID_PLAY || e->bid == BID_CONTRE) && !g->shot_bid_done) {
            g->shot_bid_done = true;
            table_want_shot(app, t, "bid", hold);
        }
        break;
    case BETE_EV_CURIEUSE_TURN:
        if (!g->shot_cur_done) {
            g->shot_cur_done = true;
            table_want_shot(app, t, "curieuse", hold);
        }
        break;
    case BETE_EV_PLAY:
        if (v->tricks_done >= 2 && v->ntrick >= 2 && !g->shot_play_done) {
            g->shot_play_done = true;
            table_want_shot(app, t, "play", hold);
        }
        break;
    case BETE_EV_DEAL_END: deal_over(app, t, e); break;
    case BETE_EV_GAME_END: game_over(app, t, e); break;
    default: break;
    }
}

static bool bete_table_shuffling(const void *ev)
{
    const BeteEvent *e = ev;
    return e->type == BETE_EV_SHUFFLE || e->type == BETE_EV_CUT;
}

/* ---- words on the table ------------------------------------------------------------ */

static void bete_table_header(App *app, const Table *t, char *line, size_t size, const char **system)
{
    table_deal_words(app, t->be, t->mid.shown.deal_no, state(t)->deals_total, line, size);
    *system = NULL;
}

static const char *bete_table_prompt(App *app, const Table *t, char *buf, size_t size)
{
    const BeteState *st = state(t);
    if (st->phase == BETE_PHASE_BID && st->declarer >= 0) {
        snprintf(buf, size, tr(app, S_BTURN_CONTRE),
                 name_words(app_lang(app), t->who[st->declarer], t->names[st->declarer], NAME_START));
        return buf;
    }
    if (st->phase == BETE_PHASE_BID)
        return tr(app, S_BTURN_BID);
    if (st->phase == BETE_PHASE_CURIEUSE)
        return tr(app, S_BTURN_CUR);
    return tr(app, S_TURN_PLAY);
}

/* What a bid is called on the table: its button's words. */
static void bid_words(const App *app, BeteAction a, char *out, size_t size)
{
    switch (a.kind) {
    case BETE_ACT_PLAY_BID: snprintf(out, size, "%s", tr(app, S_BTN_PLAY)); break;
    case BETE_ACT_PASS: snprintf(out, size, "%s", tr(app, S_BTN_PASS)); break;
    case BETE_ACT_CONTRE: snprintf(out, size, "%s", tr(app, S_BTN_CONTRE)); break;
    case BETE_ACT_CURIEUSE: snprintf(out, size, "%s", tr(app, a.arg ? S_BTN_CUR_ASK : S_BTN_CUR_NO)); break;
    default: out[0] = 0; break;
    }
}

/* Whether a bid is words said at the table (I play, I pass, Contre!), quoted in a hint, rather than a
 * choice named (the Curieuse asked for or not). */
static bool spoken(BeteAction a)
{
    return a.kind == BETE_ACT_PLAY_BID || a.kind == BETE_ACT_PASS || a.kind == BETE_ACT_CONTRE;
}

/* An option the review weighed: a bid in its button's words, a card by its name. */
static void bete_option_words(const App *app, const Table *t, const char *move, char *out, size_t size)
{
    (void)t;
    BeteAction a;
    if (!bete_action_parse(move, &a))
        snprintf(out, size, "%s", move);
    else if (a.kind == BETE_ACT_PLAY)
        card_words_name(app_lang(app), a.arg, false, out, size);
    else
        bid_words(app, a, out, size);
}

/* The Expert in the human's place, from the human's view: the card focused, or the bid, and
 * the reasons in numbers. */
static void bete_table_hint(App *app, Table *t, char *out, size_t size)
{
    const BeteState *st = state(t);
    BeteView view;
    bete_view(st, 0, &view);
    BeteAiAdvice advice;
    bete_ai_advise(&view, st->seed ^ ((uint64_t)st->nplays << 40) ^ ((uint64_t)st->deal_no << 48), &advice);
    t->version++;
    const BeteAction a = advice.action;
    if (a.kind == BETE_ACT_PLAY) {
        MoucheCard cards[BETE_MAX_ACTIONS];
        for (int i = 0; i < advice.noptions; i++)
            cards[i] = advice.option[i].arg;
        table_hint_card(app, t, a.arg, cards, advice.value, advice.noptions, out, size);
        return;
    }
    /* a bid said as the player says it ("Hint: say “I pass”."), not as if the hint passed */
    char what[96], said[128];
    bid_words(app, a, what, sizeof what);
    snprintf(said, sizeof said, tr(app, spoken(a) ? S_HINT_SAY : S_HINT_QUOTED), what);
    table_hint_do(app, spoken(a) ? said : what, out, size);
    if (advice.noptions == 0)
        return;
    /* a bid: what the hand may take, what a win takes, each answer's mean */
    HintOption options[BETE_MAX_ACTIONS];
    int chosen = -1;
    for (int i = 0; i < advice.noptions; i++) {
        if (advice.option[i].kind == a.kind && advice.option[i].arg == a.arg)
            chosen = i;
        bid_words(app, advice.option[i], what, sizeof what);
        snprintf(options[i].words, sizeof options[i].words, spoken(advice.option[i]) ? tr(app, S_HINT_QUOTED) : "%s",
                 what);
        options[i].mean = advice.value[i];
    }
    char tricks[16], list[200];
    i18n_decimal(app_lang(app), advice.expected_tricks, tricks, (int)sizeof tricks);
    table_hint_options(app, options, advice.noptions, chosen, list, sizeof list);
    const size_t len = strlen(out);
    snprintf(out + len, size - len, " ");
    snprintf(out + len + 1, size - len - 1, tr(app, S_HINT_BID), tricks, (long long)advice.deal_value, list);
}

static int bete_table_quick_rules(App *app, const Table *t, char lines[][TABLE_MESSAGE_SIZE], int max)
{
    int n = 0;
    if (max < 5)
        return 0;
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, tr(app, S_QR_B_WIN), (long long)bete_deal_value(state(t)));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_B_LOSE));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_FOLLOW));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_B_VOID));
    snprintf(lines[n++], TABLE_MESSAGE_SIZE, "%s", tr(app, S_QR_WINS));
    return n;
}

/* ---- the table log ------------------------------------------------------------------ */

static bool bete_table_log_event(const LogVoices *v, const void *ev, LogEntry *out)
{
    return bete_log_event(v, ev, out);
}

static const GameDecisions bete_decide = {
    .hint_card_words = S_HINT_CARD_DEAL,
    .turn = bete_turn,
    .decision_name = bete_table_decision_name,
    .hand_mode = bete_table_hand_mode,
    .ai_delay = bete_table_ai_delay,
    .ai_answer = bete_table_ai_answer,
    .speed_factor = bete_table_speed_factor,
    .build_buttons = bete_table_build_buttons,
    .press = bete_table_press,
    .use_card = bete_table_use_card,
    .playable = bete_table_playable,
    .button_names = button_names,
    .nbutton_names = (int)(sizeof button_names / sizeof button_names[0]),
    .explain_play = bete_table_explain_play,
    .hint = bete_table_hint,
    .option_words = bete_option_words,
};

static const GameDrawing bete_drawing = {
    .next_deal_label = S_NEXT_DEAL,
    .red_back_place = PL_VOID,
    .deal_of_name = S_DEAL_N_OF,
    .played = bete_table_played,
    .quick_rules = bete_table_quick_rules,
    .layout = bete_layout,
    .place_rect = bete_place_rect,
    .texts = bete_texts,
    .lesser_texts = BETE_LESSER_TEXTS,
    .draw_centre = bete_draw_centre,
    .draw_seat = bete_draw_seat,
    .header = bete_table_header,
    .prompt = bete_table_prompt,
    .zone_at = bete_zone_at,
    .zone_tip = bete_zone_tip,
    .overlay_panel = bete_overlay_panel,
    .summary_draw = bete_summary_draw,
    .gameend_draw = bete_gameend_draw,
};

static const GameEvents bete_events = {
    .shot_prefix = "deal",
    .log_event = bete_table_log_event,
    .log_deal_name = S_LOG_DEAL_N,
    .event_type = bete_table_event_type,
    .quiet = bete_table_quiet,
    .step_begin = bete_table_step_begin,
    .step_done = bete_table_step_done,
    .shuffling = bete_table_shuffling,
};

static const GameRulesPages bete_rules = {
    .count = BETE_RULES_PAGES,
    .titles = bete_rules_titles,
    .bodies = bete_rules_bodies,
    .picture = bete_rules_picture,
};

const GameBackend bete_backend = {
    .kind = GAME_BETE,
    .title = "La Bête",
    .save_name = "bete.save",
    .log_scene = "bete",
    .since_deal = S_N_SINCE_DEAL,
    .cardgame = &bete_cardgame,
    .session = &bete_session,
    .decide = &bete_decide,
    .draw = &bete_drawing,
    .events = &bete_events,
    .guide = &bete_guide,
    .cli_name = "bete",
    .cli_alias = "bête",
    .min_players = BETE_MIN_PLAYERS,
    .max_players = BETE_MAX_PLAYERS,
    .rules_parse = bete_settings_rules_parse,
    .name = S_GAME_BETE,
    .title_text = S_GAME_BETE,
    .subtitle = S_SUBTITLE_BETE,
    /* the four kings and the turned trump */
    .title_fan = { MOUCHE_CARD(SUIT_SPADES, RANK_KING), MOUCHE_CARD(SUIT_HEARTS, RANK_KING),
                   MOUCHE_CARD(SUIT_CLUBS, RANK_KING), MOUCHE_CARD(SUIT_DIAMONDS, RANK_KING),
                   MOUCHE_CARD(SUIT_HEARTS, RANK_9) },
    .rules = &bete_rules,
    .settings_heading = S_BSET_TITLE,
    .setting_rows = BETE_SETTING_ROWS,
    .setting_text = bete_setting_text,
    .setting_change = bete_setting_change,
    .players_row = BETE_ROW_PLAYERS,
    .length_row = BETE_ROW_DEALS,
    .ai_levels = bete_ai_levels,
    .players_set = bete_players_set,
    .stats_lines = bete_stats_lines,
    .review_loss_label = S_REVIEW_LOSS_STAT_DEAL,
    .deals_played = bete_deals_played,
};
