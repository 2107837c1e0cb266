/* The template game's drawing: the table's layout and parts as they are (the seats, the hands,
 * the trick), an empty centre, and one panel for a deal's end and the game's. */
#include <stdio.h>

#include "template_game.h"

static void layout(Table *t, int w, int h)
{
    layout_compute(&t->layout, w, h, template_state(t)->players, t->laid_text);
}

static SDL_FRect place_rect(const Table *t, Place p, bool is_token, uint8_t token)
{
    const Layout *l = &t->layout;
    switch (p.kind) {
    case PL_HAND: return layout_hand_card(l, p.seat, p.index, p.count);
    case PL_TRICK: return layout_trick_card(l, p.seat);
    case PL_PILE: return layout_pile(l, p.seat);
    case PL_CENTRE: return layout_centre_card(l, p.index, p.count ? p.count : 1, 1.0f);
    case PL_TOKENS: return layout_token(l, p.seat, (TokenKind)(is_token ? token : 0));
    default: return layout_centre_card(l, 0, 1, 1.0f);
    }
}

static void draw_centre(App *app, const Table *t, double now)
{
    (void)now;
    table_draw_trick(app, t);
}

static void draw_seat(App *app, const Table *t, int s)
{
    int to_move = -1;
    const bool turn = t->be->decide->turn(t, &to_move) == TURN_DECIDE && to_move == s && midend_idle(&t->mid);
    art_fill_round_rect(app->renderer, t->layout.seat[s].panel, t->layout.unit * 1.5f,
                        turn ? (SDL_Color){ 250, 215, 120, 110 } : PAL_PLATE);
    table_draw_seat_title(app, t, s, NULL);
    table_draw_seat_balance(app, t, s);
    table_draw_seat_cards(app, t, s);
}

static void header(App *app, const Table *t, char *line, size_t size, const char **system)
{
    table_deal_words(app, t->be, t->mid.shown.deal_no, template_state(t)->deals_total, line, size);
    *system = NULL;
}

static const char *prompt(App *app, const Table *t, char *buf, size_t size)
{
    (void)t;
    (void)buf;
    (void)size;
    return tr(app, S_TURN_PLAY);
}

static StrId zone_tip(int zone)
{
    (void)zone;
    return S_TEMPLATE_RULES;
}

/* The panel of a deal's end and of the game's: its title and the players by balance. */
static SDL_Rect panel(const Table *t)
{
    const float u = t->layout.unit;
    const int w = (int)(u * 80), h = (int)(u * (11 + 4.6f * (float)t->mid.shown.players));
    return (SDL_Rect){ (t->layout.w - w) / 2, (int)(t->layout.centre.y - (float)h / 2), w, h };
}

static SDL_Rect overlay_panel(App *app, const Table *t)
{
    (void)app;
    return panel(t);
}

static void standings(App *app, const Table *t, const char *title)
{
    const SDL_Rect p = panel(t);
    const float u = t->layout.unit;
    table_draw_panel_begin(app, t, p, 248, title, 3.4f);
    table_draw_standings(app, t, p, p.y + (int)(u * 7), (int)(u * 2.5f), 4.6f, TEMPLATE_START_CHIPS);
    table_draw_panel_end(app);
}

static void summary_draw(App *app, const Table *t)
{
    char title[64];
    snprintf(title, sizeof title, tr(app, S_LOG_DEAL_N), t->mid.shown.deal_no);
    standings(app, t, title);
}

static void gameend_draw(App *app, const Table *t) { standings(app, t, tr(app, S_GAME_OVER)); }

static int quick_rules(App *app, const Table *t, char lines[][TABLE_MESSAGE_SIZE], int max)
{
    (void)t;
    if (max < 1)
        return 0;
    snprintf(lines[0], TABLE_MESSAGE_SIZE, "%s", tr(app, S_TEMPLATE_RULES));
    return 1;
}

static int played(const Table *t, int seat, MoucheCard out[5])
{
    const TemplateState *st = template_state(t);
    for (int i = 0; i < st->ntrick; i++)
        if (st->trick_seat[i] == seat) {
            out[0] = st->trick[i];
            return 1;
        }
    return 0;
}

const GameDrawing template_drawing = {
    .layout = layout,
    .place_rect = place_rect,
    .draw_centre = draw_centre,
    .draw_seat = draw_seat,
    .header = header,
    .deal_of_name = S_DEAL_N_OF,
    .prompt = prompt,
    .zone_tip = zone_tip,
    .overlay_panel = overlay_panel,
    .summary_draw = summary_draw,
    .gameend_draw = gameend_draw,
    .next_deal_label = S_NEXT_DEAL,
    .quick_rules = quick_rules,
    .played = played,
    .red_back_place = PL_NONE,
};
