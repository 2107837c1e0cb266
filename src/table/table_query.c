/* What the table shows, as its drawing, its guide marks and its scene ask it: questions on the
 * Table that change nothing (and call nothing of table.c back, which drives them). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "table.h"

#include "game.h"
#include "layout.h"
#include "midend.h"
#include "settings.h"

double table_pace(const App *app) { return app->opt.speed >= 0 ? app->opt.speed : settings_speed(&app->settings); }

bool table_human_waiting(const App *app)
{
    const Table *t = app->table;
    if (!t || !midend_idle(&t->mid) || t->autoplay || t->review.open)
        return false;
    int seat = -1;
    return t->be->decide->turn(t, &seat) == TURN_DECIDE && seat == 0;
}

bool table_deal_over(const Table *t)
{
    int seat;
    const TurnKind k = t->be->decide->turn(t, &seat);
    return k == TURN_DEAL_OVER || k == TURN_GAME_OVER;
}

bool table_summary_visible(const App *app)
{
    const Table *t = app->table;
    return t && midend_idle(&t->mid) && !t->review.open && table_deal_over(t);
}

bool table_last_trick_open(const Table *t) { return t->show_last && t->mid.shown.nlast > 0; }

bool table_summary_next_waits(const App *app, const Table *t)
{
    return table_summary_visible(app) && !table_last_trick_open(t) && !t->confirm_leave &&
           ui_row_find(&t->overlay, BTN_NEXT) != NULL;
}

bool table_deal_end_shown(const App *app)
{
    const Table *t = app->table;
    return t && (midend_idle(&t->mid) || midend_last_step(&t->mid)) && table_deal_over(t);
}

bool table_standings_shown(const Table *t)
{
    int seat;
    return t->be->decide->turn(t, &seat) == TURN_GAME_OVER && (t->standings || t->autoplay || t->replay);
}

/* The human's cards as shown: index i of the hand row. */
SDL_FRect table_card_rect(const Table *t, int i)
{
    const ShownSeat *vs = &t->mid.shown.seat[0];
    SDL_FRect r = layout_hand_card(&t->layout, 0, i, vs->n);
    if (t->be->decide->card_lift)
        r.y -= t->layout.card_h * t->be->decide->card_lift(t, i);
    return r;
}

SDL_FRect table_buttons_span(const Table *t)
{
    SDL_Rect row = { 0, 0, 0, 0 };
    for (int i = 0; i < t->buttons.n; i++)
        SDL_UnionRect(&row, &t->buttons.b[i].r, &row);
    return (SDL_FRect){ (float)row.x, (float)row.y, (float)row.w, (float)row.h };
}

int table_card_at(const Table *t, int x, int y)
{
    const ShownSeat *vs = &t->mid.shown.seat[0];
    if (vs->hide_all || (t->be->decide->card_lift && t->be->decide->card_lift(t, 0) < 0))
        return -1;
    for (int i = vs->n - 1; i >= 0; i--) {
        SDL_FRect r = table_card_rect(t, i);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    /* the narrow gap between two cards (a spread hand): the nearer card, which the person aimed at */
    for (int i = 0; i + 1 < vs->n; i++) {
        const SDL_FRect a = table_card_rect(t, i), b = table_card_rect(t, i + 1);
        const float from = a.x + a.w, to = b.x;
        if (to <= from || to - from > a.w / 3 || x < from || x >= to)
            continue;
        const int near = x - from < to - x ? i : i + 1;
        const SDL_FRect r = near == i ? a : b;
        return y >= r.y && y < r.y + r.h ? near : -1;
    }
    return -1;
}

bool table_players_own(const Table *t) { return !t->replay && !t->guide.script; }

bool table_guide_unfinished(const Table *t)
{
    int seat;
    return t->guide.script && t->be->decide->turn(t, &seat) != TURN_GAME_OVER;
}

bool table_counted(const Table *t, bool deal)
{
    return table_players_own(t) && !(deal ? t->practiced : t->practiced_game);
}

void table_signed_decimal(const App *app, double v, char *out, int size)
{
    char digits[32];
    i18n_decimal(app_lang(app), fabs(v), digits, (int)sizeof digits);
    const bool zero = strcmp(digits, "0.0") == 0 || strcmp(digits, "0,0") == 0;
    snprintf(out, (size_t)size, "%s%s", zero ? "" : v < 0 ? "−" : "+", digits);
}

int table_texts(const Table *t, SDL_FRect *out, int max)
{
    return t->be->draw->texts ? t->be->draw->texts(t, out, max) : 0; /* a game may write no words of its own */
}

bool table_reviewable(const Table *t, int deal)
{
    return deal > 0 && t->be->decide->option_words && !t->autoplay && !t->guide.script;
}

/* What the statistics have counted of this game (its StatsMark): each deal, the game, each review, once. */
static StatsMark *stats_mark(App *app, const Table *t) { return &app->stats.game[t->be->kind].mark; }

bool table_count_deal(App *app, const Table *t, int deal)
{
    return table_counted(t, true) && stats_mark_deal(stats_mark(app, t), t->game_id, deal);
}

bool table_count_game(App *app, const Table *t)
{
    return table_counted(t, false) && stats_mark_over(stats_mark(app, t), t->game_id);
}

void table_count_game_over(App *app, const Table *t, int games, int won)
{
    if (!table_count_game(app, t))
        return;
    long long *count = app->stats.game[t->be->kind].count;
    count[games]++;
    count[won] += shown_rank(&t->mid.shown, 0) == 1;
    app_save_stats(app);
}

bool table_count_review(App *app, const Table *t, int deal)
{
    return table_players_own(t) && stats_mark_review(stats_mark(app, t), t->game_id, deal);
}
