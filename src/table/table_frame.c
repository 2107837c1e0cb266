/* A frame of the table: the still layer (cached in a texture, repainted part by part by
 * still_layer.c from table_draw.c's parts), then over it the moving cards and tokens, the speech
 * bubbles and the guide's marks. The top of the table's drawing: nothing it calls calls it back. */
#include <math.h>

#include "anim.h"
#include "game.h"
#include "guide.h"
#include "midend.h"
#include "still_layer.h"
#include "table_draw.h"

/* The cards and tokens of the step in flight. */
static void draw_flights(App *app, const Table *t, double now)
{
    const Midend *m = &t->mid;
    if (!m->active)
        return;
    const Layout *l = &t->layout;
    const float p = midend_progress(m, now);
    for (int i = 0; i < m->nfl; i++) {
        const Flight *f = &m->fl[i];
        float k = anim_sub(p, f->t0, f->t1);
        if (f->is_token && k <= 0 && f->from.kind == PL_BANK)
            continue;
        float e = ease_in_out_cubic(k);
        SDL_FRect a = t->be->draw->place_rect(t, f->from, f->is_token, f->token);
        SDL_FRect b = t->be->draw->place_rect(t, f->to, f->is_token, f->token);
        SDL_FRect r = anim_rect_lerp(a, b, e);
        Uint8 alpha = f->fade ? (Uint8)(255 * (1 - e * 0.9f)) : 255;
        if (f->is_token) {
            if (f->to.kind == PL_BANK && k >= 1)
                continue;
            r.y -= sinf(e * 3.14159f) * l->unit * 3;
            art_draw_token(&app->cards, (TokenKind)f->token, r, alpha, true);
            continue;
        }
        bool face = e < 0.5f ? f->face_from : f->face_to;
        if (f->face_to && !face) /* its face, at the size it lands at, made before it turns */
            art_ask_card(&app->cards, f->card, BACK_BLUE, (int)lroundf(b.w), (int)lroundf(b.h));
        if (f->face_from != f->face_to) {
            float squash = fabsf(cosf(e * 3.14159f));
            float w = r.w * fmaxf(squash, 0.04f);
            r.x += (r.w - w) / 2;
            r.w = w;
        }
        SDL_FRect lifted = r;
        lifted.y -= sinf(e * 3.14159f) * l->unit * 1.5f;
        /* the picture at the size it lands at: crisp on arrival, cached for the hand */
        SDL_FRect land = face == f->face_to ? b : a;
        const SDL_Color shade = { 0, 0, 0, (Uint8)(alpha * 0.25f) };
        if (alpha == 255)
            art_fill_round_shadow(app->renderer, lifted, lifted.w * 0.03f, lifted.w * 0.04f, lifted.w * 0.06f, shade);
        else
            art_fill_round_rect(
                app->renderer,
                (SDL_FRect){ lifted.x + lifted.w * 0.03f, lifted.y + lifted.w * 0.04f, lifted.w, lifted.h },
                lifted.w * 0.06f, shade);
        art_draw_card_sized(&app->cards, face ? f->card : MOUCHE_NO_CARD,
                            f->to.kind == t->be->draw->red_back_place ? BACK_RED : BACK_BLUE, lifted,
                            (int)lroundf(land.w), (int)lroundf(land.h), 0, alpha, false);
    }
}

/* The still layer's repaint time in a frame, probe included, before parts are left for the next
 * (the frame's other work is ~1.5 ms at 1920x1080 in software; issue 15's goal: 8 ms). */
static const double LAYER_BUDGET_MS = 3.0;

void table_draw(App *app)
{
    const Canvas cv = app_canvas(app);
    Table *t = app->table;
    if (!t)
        return;
    double now = app_ms(app);
    const Layout *l = &t->layout; /* laid out before the frame (table_relayout) */
    const void *step = midend_current(&t->mid);
    const bool shuffling = step && t->be->events->shuffling(step);
    /* a screenshot waits for nothing; the text log wants every string of a frame at once; nor
     * does a summary that comes: its buttons take no click until it is all on the screen, and a
     * repaint spread over frames on a busy machine (chips flying) kept a click on Next refused */
    const bool at_once =
        art_frame_exact(&app->cards) || app->text.log || (table_summary_visible(app) && !t->summary_drawn);
    if ((!t->layer && !t->layer_old) || t->layer_w != app->pw || t->layer_h != app->ph)
        still_layer_resize(app, t, at_once);
    if (t->layer_old && !still_layer_build(app, t, now, at_once ? 0 : LAYER_BUDGET_MS)) {
        /* the layer of the earlier size, stretched, until the new one is built */
        SDL_RenderCopy(app->renderer, t->layer_old, NULL, NULL);
        t->layer_redrawn = true;
    } else if (!t->layer) {
        still_layer_draw(app, t, now); /* no render target: drawn directly */
    } else {
        /* a deck shuffled or cut moves inside the layer: its part is repainted each frame */
        t->layer_redrawn = t->layer_version != t->version || shuffling;
        if (t->layer_redrawn) {
            /* the parts that do not fit in a frame's time are repainted in the next pass */
            SDL_SetRenderTarget(app->renderer, t->layer);
            const bool finished = still_layer_repaint(app, t, now, at_once ? 0 : LAYER_BUDGET_MS);
            SDL_SetRenderTarget(app->renderer, NULL);
            if (finished)
                t->layer_version = t->version;
        }
        SDL_RenderCopy(app->renderer, t->layer, NULL, NULL);
    }
    draw_flights(app, t, now);
    /* speech bubbles belong to the table, not above the summary panel; while a guide note is up the table
     * stands still, its bubbles too, as they were when the note came (they fade out once it is read) */
    const double said = guide_showing(&t->guide) ? t->guide.since : now;
    for (int s = 0; s < t->mid.shown.players && !table_summary_visible(app); s++) {
        const ShownSeat *vs = &t->mid.shown.seat[s];
        if (!vs->bubble[0] || vs->bubble_until <= said || (s == 0 && table_human_waiting(app)))
            continue;
        float a = (float)fmin(1.0, (vs->bubble_until - said) / 300.0);
        int side = l->seat[s].bubble_side;
        SDL_FPoint at = l->seat[s].bubble;
        if (s == 0) /* beside the action bar's buttons (Take back after a move), not over them */
            at = layout_own_bubble(l, table_buttons_span(t), &side);
        ui_bubble(&cv, at.x, at.y, side, vs->bubble, a);
    }
    guide_draw(app, t); /* over everything: the player reads it first */
    new_panel_draw(app); /* the New game panel asked at the game's end, when open: over the summary */
    if (!table_summary_visible(app))
        t->summary_drawn = false;
    else if (!table_layer_owed(app))
        t->summary_drawn = true; /* its panel is on the screen, none of the layer's parts left for later */
}
