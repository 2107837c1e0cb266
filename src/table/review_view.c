/* The review on the table: asked from a summary or the log, made on its thread (review_work.c),
 * shown decision by decision over the table as it was then. */
#include "review_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "palette.h"
#include "render_cards.h"
#include "session.h"
#include "stats.h"
#include "table.h"

static ReviewWork *work_of(Table *t) { return &t->review.work; }

bool review_showing(const Table *t) { return t->review.open; }

/* Starts the review of deal `deal`: the game through that deal, as a transcript, to the thread. */
static void start(App *app, Table *t, int deal, bool counts)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    bool ok = f && session_export(t, deal, f);
    if (f)
        ok = fclose(f) == 0 && ok;
    GameProgress at;
    session_progress(t, &at);
    ok = ok ? review_work_start(work_of(t), text, len, deal, at.seed ^ ((uint64_t)deal << 32))
            : review_work_failed(work_of(t), deal);
    free(text);
    t->review.counts = ok && counts;
    t->review.seen_status = REVIEW_IDLE;
    if (!ok) /* nothing runs: Review then says the review could not be made */
        fprintf(stderr, "lamouche: the review of deal %d could not be started\n", deal);
    t->version++;
    app->dirty = true;
}

/* Whether a review of deal `deal` would count its chips lost: the deal over on the table, the human's
 * own and counted (StatsMark.reviewed then keeps it to once). */
static bool review_counts(const Table *t, int deal)
{
    return deal == t->mid.shown.deal_no && table_counted(t, true) && !t->autoplay && table_deal_over(t);
}

void review_deal_over(App *app, Table *t)
{
    const int deal = t->mid.shown.deal_no;
    /* a hand the AI played, or practised: never counted, not even when its summary is resumed */
    if (deal > 0 && !review_counts(t, deal) && table_count_review(app, t, deal))
        app_save_stats(app);
    if (table_reviewable(t, deal) && work_of(t)->deal != deal)
        start(app, t, deal, review_counts(t, deal));
}

/* The game played again to just before the move `moves` of the review's transcript (the
 * game's type, malloc'd); NULL if it cannot be. */
static void *game_at(const Table *t, const void *real, size_t moves)
{
    const CardGame *cg = t->cg;
    const Replay *r = &t->review.work.replay;
    GameProgress at;
    cg->progress(real, &at);
    void *g = calloc(1, cg->game_size);
    char why[160];
    if (!g || !cg->game_new(g, cg->game_rules(real), at.players, at.deals_total, at.seed, NULL, why, sizeof why)) {
        free(g);
        return NULL;
    }
    for (size_t i = 0; i < moves && i < r->count; i++) {
        GameAction a;
        if (!session_parse(t, r->moves[i].text, &a) || cg->game_act(g, &a, NULL) != REFUSE_NONE) {
            cg->game_free(g);
            free(g);
            return NULL;
        }
    }
    return g;
}

/* The table as the game stands (the summary), or as it stood at the decision shown. */
static void show_game(App *app, Table *t, void *game)
{
    if (t->played != t->review.real) {
        t->cg->game_free(t->played);
        free(t->played);
    }
    t->played = game;
    t->be->session->reshown(app, t, false);
    t->card_focus = -1;
    t->version++;
    app->dirty = true;
}

static const char *kind_words(const App *app, const char *kind)
{
    static const struct {
        const char *kind;
        StrId words;
    } kinds[] = { { "declare", S_REVIEW_KIND_DECLARE }, { "answer", S_REVIEW_KIND_ANSWER },
                  { "trump", S_REVIEW_KIND_TRUMP },     { "card", S_REVIEW_KIND_CARD },
                  { "bid", S_REVIEW_KIND_BID },         { "curieuse", S_REVIEW_KIND_CURIEUSE } };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (kind && strcmp(kind, kinds[i].kind) == 0)
            return tr(app, kinds[i].words);
    return kind ? kind : "";
}

static void chips(const App *app, double v, char *out, int size) { i18n_decimal(app_lang(app), fabs(v), out, size); }

/* The review's words for a decision: what was chosen against the best, and the hindsight. */
static void decision_words(const App *app, const Table *t, const ReviewDecision *d, char *said, size_t said_size,
                           char *hindsight, size_t hindsight_size)
{
    char chosen[160], best[160], num[32];
    const GameDecisions *dec = t->be->decide;
    dec->option_words(app, t, d->option[d->chosen].text, chosen, sizeof chosen);
    if (d->best == d->chosen) {
        table_signed_decimal(app, d->option[d->chosen].mean, num, (int)sizeof num);
        snprintf(said, said_size, tr(app, S_REVIEW_AGREE), chosen, num);
    } else {
        dec->option_words(app, t, d->option[d->best].text, best, sizeof best);
        chips(app, d->loss, num, (int)sizeof num);
        snprintf(said, said_size, tr(app, S_REVIEW_LOSS), chosen, num, best);
        if (!d->mistake) {
            const size_t len = strlen(said);
            snprintf(said + len, said_size - len, " %s", tr(app, S_REVIEW_NOISE));
        }
    }
    if (d->hindsight_best == d->chosen) {
        snprintf(hindsight, hindsight_size, "%s", tr(app, S_REVIEW_HINDSIGHT_SAME));
    } else {
        dec->option_words(app, t, d->option[d->hindsight_best].text, best, sizeof best);
        chips(app, d->hindsight_loss, num, (int)sizeof num);
        snprintf(hindsight, hindsight_size, tr(app, S_REVIEW_HINDSIGHT), best, num);
    }
}

/* Shows decision i: the table as it was, and its words on stdout (what scripts read). */
static void show_step(App *app, Table *t, int i)
{
    ReviewDecision d;
    if (!review_work_decision(work_of(t), i, &d))
        return;
    void *g = game_at(t, t->review.real, d.move);
    if (!g) {
        fprintf(stderr, "lamouche: the review cannot show decision %d of deal %d\n", i + 1, work_of(t)->deal);
        return;
    }
    t->review.step = i;
    show_game(app, t, g);
    int n;
    review_work_status(work_of(t), &n);
    char said[TABLE_MESSAGE_SIZE], hindsight[TABLE_MESSAGE_SIZE];
    decision_words(app, t, &d, said, sizeof said, hindsight, sizeof hindsight);
    printf("review: deal %d, decision %d of %d, %s%s: %s %s\n", work_of(t)->deal, i + 1, n, d.kind,
           d.mistake ? " (costly)" : "", said, hindsight);
    fflush(stdout);
}

static void open_view(App *app, Table *t)
{
    t->review.open_when_ready = false;
    t->review.open = true;
    t->review.real = t->played;
    t->show_last = t->show_rules = false;
    int n;
    review_work_status(work_of(t), &n);
    printf("review: open, deal %d, %d decisions\n", work_of(t)->deal, n);
    fflush(stdout);
    show_step(app, t, 0);
    t->version++;
    app->dirty = true;
}

void review_close(App *app, Table *t)
{
    if (!t->review.open)
        return;
    t->review.open = false;
    show_game(app, t, t->review.real);
    t->review.real = NULL;
    printf("review: closed\n");
    fflush(stdout);
}

void review_ask(App *app, Table *t, int deal)
{
    if (t->review.open || !midend_idle(&t->mid))
        return;
    if (work_of(t)->deal != deal)
        start(app, t, deal, review_counts(t, deal));
    int n;
    const ReviewStatus s = review_work_status(work_of(t), &n);
    if (s == REVIEW_RUNNING)
        t->review.open_when_ready = true;
    else
        open_view(app, t);
}

/* A ready review of the hand just played: its chips lost to choices go to the statistics, once
 * (StatsMark.reviewed, kept with them: not again after a restart, nor from the log). */
static void count_losses(App *app, Table *t, int n)
{
    const ReviewWork *w = work_of(t);
    double lost = 0;
    for (int i = 0; i < n; i++) {
        ReviewDecision d;
        if (review_work_decision(work_of(t), i, &d))
            lost += d.loss;
    }
    printf("review: deal %d ready in %.0f ms, %d decisions, %.2f chips lost to choices\n", w->deal,
           review_work_ms(work_of(t)), n, lost);
    fflush(stdout);
    if (!t->review.counts || !table_count_review(app, t, w->deal))
        return;
    stats_add_loss(&app->stats.game[t->be->kind], lost);
    app_save_stats(app);
}

void review_poll(App *app, Table *t)
{
    int n;
    const ReviewStatus s = review_work_status(work_of(t), &n);
    if (s == t->review.seen_status && n == t->review.seen_done)
        return;
    if (s != t->review.seen_status && s == REVIEW_READY)
        count_losses(app, t, n);
    t->review.seen_status = s;
    t->review.seen_done = n;
    t->version++; /* the progress mark */
    app->dirty = true;
    if (s != REVIEW_RUNNING && t->review.open_when_ready && midend_idle(&t->mid) && table_deal_over(t))
        open_view(app, t);
}

static void step(App *app, Table *t, int delta)
{
    int n;
    review_work_status(work_of(t), &n);
    const int to = t->review.step + delta;
    if (to >= 0 && to < n)
        show_step(app, t, to);
}

bool review_key(App *app, Table *t, SDL_Keycode k)
{
    if (!t->review.open)
        return false;
    switch (k) {
    case SDLK_LEFT: step(app, t, -1); return true;
    case SDLK_RIGHT: step(app, t, +1); return true;
    case SDLK_ESCAPE: review_close(app, t); return true;
    case SDLK_F2:
    case SDLK_F1:
    case SDLK_r:
    case SDLK_l: return false; /* the log, the rules and the last trick, over the review too */
    default: return true; /* nothing of the decision shown is played again */
    }
}

bool review_press(App *app, Table *t, int id)
{
    switch (id) {
    case BTN_REVIEW: review_ask(app, t, t->mid.shown.deal_no); return true;
    case BTN_REVIEW_PREV: step(app, t, -1); return true;
    case BTN_REVIEW_NEXT: step(app, t, +1); return true;
    case BTN_REVIEW_BACK: review_close(app, t); return true;
    default:
        review_close(app, t); /* the menu, a new game: from the table as it is */
        return false;
    }
}

void review_summary_button(App *app, Table *t, ButtonRow *row, SDL_Rect r)
{
    if (!table_reviewable(t, t->mid.shown.deal_no))
        return;
    int n;
    char label[96];
    if (review_work_status(work_of(t), &n) == REVIEW_RUNNING && work_of(t)->deal == t->mid.shown.deal_no)
        snprintf(label, sizeof label, tr(app, S_REVIEW_WORKING), n); /* the progress mark */
    else
        snprintf(label, sizeof label, "%s", tr(app, S_REVIEW_BUTTON));
    Button *b = ui_row_add(row, BTN_REVIEW, label, 0, true);
    if (b)
        b->r = r;
}

/* The words of the decision shown (said and hindsight); false when there is none, and `said` says
 * why (the review failed, or there was no choice to make). */
static bool panel_words(App *app, const Table *t, ReviewDecision *d, char *said, size_t said_size, char *hindsight,
                        size_t hindsight_size)
{
    ReviewWork *w = (ReviewWork *)&t->review.work;
    int n;
    const ReviewStatus s = review_work_status(w, &n);
    hindsight[0] = '\0';
    if (n == 0 || !review_work_decision(w, t->review.step, d)) {
        snprintf(said, said_size, "%s", tr(app, s == REVIEW_FAILED ? S_REVIEW_FAILED : S_REVIEW_NONE));
        return false;
    }
    decision_words(app, t, d, said, said_size, hindsight, hindsight_size);
    return true;
}

/* The panel's measures, in units: its words' size, the margins, the title's line, the buttons. */
static int words_px(const Table *t) { return (int)(t->layout.unit * 2.2f); }
static int pad_px(const Table *t) { return (int)(t->layout.unit * 2); }
static int button_h(const Table *t) { return (int)(t->layout.unit * 3.8f * t->layout.text); }

/* How tall the panel is with its words wrapped at `width`: the title's line, what was chosen, the
 * hindsight, the buttons (the words as text_draw_wrapped draws them, so their textures are kept). */
static float panel_height(App *app, const Table *t, int width)
{
    const float u = t->layout.unit;
    char said[TABLE_MESSAGE_SIZE], hindsight[TABLE_MESSAGE_SIZE];
    ReviewDecision d;
    panel_words(app, t, &d, said, sizeof said, hindsight, sizeof hindsight);
    int title_w = 0, title_h = 0, w = 0, said_h = 0, hind_h = 0;
    text_size(&app->text, FONT_SERIF_BOLD, words_px(t), "Ag", &title_w, &title_h);
    text_get(&app->text, FONT_SERIF, words_px(t), said, PAL_PAPER_INK, width, &w, &said_h);
    if (hindsight[0])
        text_get(&app->text, FONT_SERIF_ITALIC, words_px(t), hindsight, PAL_PANEL_NAME, width, &w, &hind_h);
    return 0.6f * u + fmaxf(3.f * u, (float)title_h + 0.6f * u) + (float)said_h + 0.6f * u + (float)hind_h + u +
           (float)button_h(t) + 0.8f * u;
}

/* The panel between the trick and the human's hand (the hand as it was stays in view), over the
 * prompt and the action bar, between the seats beside it; its bottom and its buttons stay put from
 * one decision to the next, it grows upwards with the words. */
static SDL_Rect panel_rect(App *app, const Table *t)
{
    const Layout *l = &t->layout;
    const float u = l->unit;
    SDL_FRect keep[LAYOUT_TEXTS_MAX];
    const int nkeep = table_texts(t, keep, LAYOUT_TEXTS_MAX);
    SDL_FRect room = layout_review_room(l, 17.f * u * l->text, keep, nkeep);
    const float h = panel_height(app, t, (int)room.w - 2 * pad_px(t));
    room = layout_review_room(l, h, keep, nkeep);
    const float fitted = panel_height(app, t, (int)room.w - 2 * pad_px(t)); /* narrower: maybe a line more */
    room.y -= fitted - h;
    room.h = fitted;
    return (SDL_Rect){ (int)room.x, (int)room.y, (int)room.w, (int)ceilf(room.h) };
}

void review_buttons(App *app, Table *t, ButtonRow *row)
{
    const SDL_Rect p = panel_rect(app, t);
    const float u = t->layout.unit;
    const int bh = button_h(t), gap = (int)u, y = p.y + p.h - bh - (int)(u * 0.8f);
    int n;
    review_work_status(work_of(t), &n);
    const struct {
        int id;
        StrId label;
        SDL_Keycode key;
        bool on;
    } b[3] = { { BTN_REVIEW_PREV, S_REVIEW_PREV, 0, t->review.step > 0 },
               { BTN_REVIEW_NEXT, S_REVIEW_NEXT, 0, t->review.step + 1 < n },
               { BTN_REVIEW_BACK, S_REVIEW_BACK, 0, true } };
    const int bw = (p.w - 4 * gap) / 3;
    for (int i = 0; i < 3; i++) {
        Button *x = ui_row_add(row, b[i].id, tr(app, b[i].label), b[i].key, b[i].on);
        if (x)
            x->r = (SDL_Rect){ p.x + gap + i * (bw + gap), y, bw, bh };
    }
    row->focus = -1; /* the arrows and Escape step and leave; no button holds Enter */
}

void review_draw(App *app, const Table *t)
{
    const Canvas cv = app_canvas(app);
    const SDL_Rect p = panel_rect(app, t);
    const float u = t->layout.unit;
    ui_panel(&cv, p, 240);
    text_box_push(&app->text, p);
    ReviewWork *w = (ReviewWork *)&t->review.work;
    const int px = words_px(t), pad = pad_px(t), width = p.w - 2 * pad, tx = p.x + pad;
    int y = p.y + (int)(0.6f * u);
    char said[TABLE_MESSAGE_SIZE], hindsight[TABLE_MESSAGE_SIZE];
    ReviewDecision d;
    if (!panel_words(app, t, &d, said, sizeof said, hindsight, sizeof hindsight)) {
        text_draw_wrapped(&app->text, FONT_SERIF, px, said, PAL_PAPER_INK, tx, y, width);
        text_box_pop(&app->text);
        return;
    }
    /* the title, and a mark per decision: the one shown ringed, the costly ones red */
    int n;
    review_work_status(w, &n);
    char deal[64], title[160], kind[96];
    snprintf(deal, sizeof deal, tr(app, t->be->events->log_deal_name), w->deal);
    snprintf(title, sizeof title, tr(app, S_REVIEW_TITLE), deal, t->review.step + 1, n);
    const int title_w = text_draw(&app->text, FONT_SERIF_BOLD, px, title, PAL_PANEL_TITLE, tx, y, ALIGN_LEFT, 0);
    snprintf(kind, sizeof kind, " · %s%s%s", kind_words(app, d.kind), d.mistake ? " · " : "",
             d.mistake ? tr(app, S_REVIEW_COSTLY) : "");
    text_draw(&app->text, FONT_SERIF_ITALIC, px, kind, d.mistake ? PAL_SUIT_RED : PAL_PAPER_INK, tx + title_w, y,
              ALIGN_LEFT, 0);
    const float dot = u * 1.4f;
    for (int i = 0; i < n; i++) {
        ReviewDecision o;
        if (!review_work_decision(w, i, &o))
            continue;
        const SDL_FRect r = { (float)(p.x + p.w - pad) - (float)(n - i) * dot * 1.6f, (float)y + u * 0.4f, dot, dot };
        if (i == t->review.step)
            art_fill_round_rect(app->renderer,
                                (SDL_FRect){ r.x - u * 0.3f, r.y - u * 0.3f, r.w + u * 0.6f, r.h + u * 0.6f }, dot,
                                PAL_PANEL_NAME);
        art_fill_round_rect(app->renderer, r, dot / 2, o.mistake ? PAL_SUIT_RED : PAL_PAPER_GOLD);
    }
    int title_h = 0, unused = 0;
    text_size(&app->text, FONT_SERIF_BOLD, px, "Ag", &unused, &title_h);
    y += (int)fmaxf(3.f * u, (float)title_h + 0.6f * u);
    y += text_draw_wrapped(&app->text, FONT_SERIF, px, said, PAL_PAPER_INK, tx, y, width) + (int)(u * 0.6f);
    text_draw_wrapped(&app->text, FONT_SERIF_ITALIC, px, hindsight, PAL_PANEL_NAME, tx, y, width);
    text_box_pop(&app->text);
}

void review_free(Table *t)
{
    if (t->review.open && t->played != t->review.real) { /* the game in play back, to be freed with the table */
        t->cg->game_free(t->played);
        free(t->played);
        t->played = t->review.real;
    }
    t->review.open = false;
    review_work_stop(work_of(t));
}
