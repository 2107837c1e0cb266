/* The template game's backend: what the table asks of a game, each answered as simply as a game
 * can. The engine plays it (mouche/template.h); the table acts, saves and animates (session.c). */
#include "template_game.h"

#include <stdio.h>
#include <string.h>

static const TemplateState *state(const Table *t) { return template_state(t); }

/* ---- a game in progress: what the table's session asks ------------------------------------ */

static const void *new_rules(const Settings *s, int *count)
{
    (void)s; /* no settings of its own: the default rules, three deals */
    static const TemplateRules rules = { .stake = 1 };
    *count = 3;
    return &rules;
}

static void open_table(Table *t, const void *rules, int players)
{
    (void)rules;
    template_midend_init(&t->mid, template_of(t), players);
}

/* The shown table from seat 0's view (a load, a take-back). */
static void reshown(App *app, Table *t, bool loaded)
{
    (void)app;
    (void)loaded;
    TemplateView view;
    template_view(state(t), 0, &view);
    template_shown_sync(&t->mid, &view);
}

static void acted(Table *t) { (void)t; /* no AI memories, no picks */ }
static bool memories_read(Table *t, const char *save_path)
{
    (void)t;
    (void)save_path;
    return true; /* nothing to learn afresh */
}
static void memories_write(const Table *t, const char *save_path)
{
    (void)t;
    (void)save_path;
}

static const int temper[TEMPLATE_MAX_PLAYERS] = { 0 }; /* before the personas are cast: all alike */

static const GameSession session = {
    .table_size = sizeof(TemplateShown),
    .meta_tag = "lamouche-template",
    .said_name = "template, ",
    .deal_word = "deal",
    .temper = temper,
    .new_rules = new_rules,
    .open = open_table,
    .reshown = reshown,
    .acted = acted,
    .memories_read = memories_read,
    .memories_write = memories_write,
};

/* ---- whose turn, and what a card, a button or an AI seat's turn means ---------------------- */

static TurnKind turn(const Table *t, int *seat)
{
    *seat = state(t)->to_move;
    switch (state(t)->phase) {
    case TEMPLATE_PHASE_GAME_OVER: return TURN_GAME_OVER;
    case TEMPLATE_PHASE_DEAL_OVER: return TURN_DEAL_OVER;
    default: return TURN_DECIDE;
    }
}

static const char *decision_name(const Table *t)
{
    (void)t;
    return "play";
}
static HandMode hand_mode(const Table *t) { return state(t)->phase == TEMPLATE_PHASE_PLAY ? HAND_PLAY : HAND_IDLE; }
static double ai_delay(const Table *t)
{
    (void)t;
    return 500;
}
static double speed_factor(const Table *t)
{
    (void)t;
    return 1.0;
}

/* An AI seat plays its one card: the engine's only legal action. */
static void ai_answer(Table *t, int seat, GameAction *out)
{
    (void)seat;
    TemplateAction legal[TEMPLATE_MAX_ACTIONS];
    if (template_legal_actions(state(t), legal) > 0)
        *(TemplateAction *)out = legal[0];
}

static void build_buttons(App *app, Table *t)
{
    (void)app;
    (void)t; /* a card is the only decision: no buttons */
}
static Meaning press(const Table *t, int id, GameAction *out)
{
    (void)t;
    (void)id;
    (void)out;
    return MEANS_NOTHING;
}

static Meaning use_card(Table *t, int i, GameAction *out)
{
    if (state(t)->phase != TEMPLATE_PHASE_PLAY)
        return MEANS_NOTHING;
    *(TemplateAction *)out = (TemplateAction){ TEMPLATE_ACT_PLAY, t->mid.shown.seat[0].cards[i] };
    return MEANS_ACTION;
}

static MoucheCardSet playable(const Table *t)
{
    const TemplateState *st = state(t);
    return st->phase == TEMPLATE_PHASE_PLAY && st->to_move == 0 && st->hand[0] != MOUCHE_NO_CARD
               ? mouche_bit(st->hand[0])
               : 0;
}

static MoucheRefusal explain_play(const Table *t, MoucheCard c, MouchePlayNote *note)
{
    memset(note, 0, sizeof *note);
    return template_check(state(t), (TemplateAction){ TEMPLATE_ACT_PLAY, c });
}

static void hint(App *app, Table *t, char *out, size_t size)
{
    (void)t;
    snprintf(out, size, "%s", tr(app, S_TURN_PLAY)); /* one card, one choice */
}

static const GameDecisions decide = {
    .turn = turn,
    .decision_name = decision_name,
    .hand_mode = hand_mode,
    .ai_delay = ai_delay,
    .speed_factor = speed_factor,
    .ai_answer = ai_answer,
    .build_buttons = build_buttons,
    .press = press,
    .use_card = use_card,
    .playable = playable,
    .explain_play = explain_play,
    .hint = hint,
    .hint_card_words = S_HINT_CARD_DEAL,
};

/* ---- the events as the table shows them: sounds, the log, stdout ---------------------------- */

static void event_begin(App *app, Table *t, const void *ev, double now)
{
    (void)t;
    (void)now;
    const TemplateEvent *e = ev;
    if (e->type == TEMPLATE_EV_DEAL)
        audio_play(&app->audio, SND_DEAL);
    else if (e->type == TEMPLATE_EV_PLAY)
        audio_play(&app->audio, SND_PLAY);
    else if (e->type == TEMPLATE_EV_TRICK)
        audio_play(&app->audio, SND_GATHER);
}

static void event_done(App *app, Table *t, const void *ev, bool *hold)
{
    const TemplateEvent *e = ev;
    if (e->type == TEMPLATE_EV_DEAL)
        table_deal_started(t);
    if (e->type == TEMPLATE_EV_PLAY && t->mid.shown.ntrick == e->players)
        table_want_shot(app, t, "trick", hold); /* the trick whole, before its taker gathers it */
    if (e->type != TEMPLATE_EV_DEAL_END && e->type != TEMPLATE_EV_GAME_OVER)
        return;
    if (e->type == TEMPLATE_EV_DEAL_END)
        t->deals_seen++;
    printf("%s %d: balances", e->type == TEMPLATE_EV_DEAL_END ? "deal over" : "game over", e->deal);
    for (int s = 0; s < e->players; s++)
        printf(" %lld", (long long)e->balances[s]);
    printf("\n");
    fflush(stdout);
}

static bool shuffling(const void *ev)
{
    (void)ev;
    return false;
}

static bool log_event(const LogVoices *v, const void *ev, LogEntry *out)
{
    const TemplateEvent *e = ev;
    memset(out, 0, sizeof *out);
    switch (e->type) {
    case TEMPLATE_EV_DEAL: log_words_deal(v, S_LOG_DEAL_N, e->deal, e->seat, e->balances, out); return true;
    case TEMPLATE_EV_PLAY: log_words_play(v, e->seat, e->cards[0], out); return true;
    case TEMPLATE_EV_TRICK: log_words_trick(v, 1, e->seat, out); return true;
    case TEMPLATE_EV_PAY: log_words_pay(v, e->seat, NULL, e->to, NULL, e->amount, "", out); return true;
    case TEMPLATE_EV_DEAL_END: log_words_deal_end(v, e->balances, out); return true;
    default: return false;
    }
}

static int event_type(const void *ev, int *seat)
{
    const TemplateEvent *e = ev;
    *seat = e->seat;
    return e->type;
}

static const GameEvents events = {
    .step_begin = event_begin,
    .step_done = event_done,
    .shuffling = shuffling,
    .log_event = log_event,
    .log_deal_name = S_LOG_DEAL_N,
    .event_type = event_type,
    .shot_prefix = "deal",
};

/* ---- outside the table: one rules page, no settings rows, no statistics ---------------------- */

static const StrId rules_titles[] = { S_GAME_TEMPLATE };
static const StrId rules_bodies[] = { S_TEMPLATE_RULES };
static void rules_picture(const Canvas *cv, int page, SDL_Rect area)
{
    (void)cv;
    (void)page;
    (void)area; /* no picture */
}
static const GameRulesPages rules = { 1, rules_titles, rules_bodies, rules_picture };

static bool rules_parse(Settings *s, const char *text, char *why, size_t size)
{
    (void)s; /* checked, but a game without settings keeps no rules of its own */
    TemplateRules r = template_rules_default();
    return template_rules_parse(&r, text, why, size);
}
static void setting_text(const App *app, int row, char *label, size_t lsize, char *value, size_t vsize, StrId *help)
{
    (void)app;
    (void)row;
    (void)help;
    snprintf(label, lsize, "%s", "");
    snprintf(value, vsize, "%s", "");
}
static void setting_change(Settings *s, int row, int delta)
{
    (void)s;
    (void)row;
    (void)delta;
}
/* The seats' levels in its block of the settings, which it never writes (no codec): all zero. */
static int *ai_levels(Settings *s) { return (int *)(void *)s->games[GAME_TEMPLATE].bytes; }
static int players_set(const Settings *s)
{
    (void)s;
    return 3;
}
static int stats_lines(const Stats *s, StatLine *lines, int max)
{
    (void)s;
    (void)lines;
    (void)max;
    return 0;
}
static long long deals_played(const Stats *s)
{
    (void)s;
    return 0;
}

const GameBackend template_backend = {
    .kind = GAME_TEMPLATE,
    .title = "High card (template)",
    .save_name = "template.save",
    .log_scene = "template",
    .since_deal = S_N_SINCE_DEAL,
    .cardgame = &template_cardgame,
    .session = &session,
    .decide = &decide,
    .draw = &template_drawing,
    .events = &events,
    .cli_name = "template",
    .hidden = true,
    .min_players = TEMPLATE_MIN_PLAYERS,
    .max_players = TEMPLATE_MAX_PLAYERS,
    .rules_parse = rules_parse,
    .name = S_GAME_TEMPLATE,
    .title_text = S_GAME_TEMPLATE,
    .subtitle = S_SUBTITLE_TEMPLATE,
    .title_fan = { MOUCHE_CARD(SUIT_SPADES, RANK_ACE), MOUCHE_CARD(SUIT_HEARTS, RANK_KING),
                   MOUCHE_CARD(SUIT_DIAMONDS, RANK_QUEEN), MOUCHE_CARD(SUIT_CLUBS, RANK_JACK),
                   MOUCHE_CARD(SUIT_HEARTS, RANK_10) },
    .rules = &rules,
    .settings_heading = S_GAME_TEMPLATE,
    .setting_rows = 0,
    .setting_text = setting_text,
    .setting_change = setting_change,
    .players_row = -1, /* nothing to ask: New game starts at once */
    .length_row = -1,
    .ai_levels = ai_levels,
    .players_set = players_set,
    .stats_lines = stats_lines,
    .review_loss_label = S_REVIEW_LOSS_STAT_DEAL,
    .deals_played = deals_played,
};
