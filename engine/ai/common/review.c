/* The review of a decision (mouche/review.h), for either game through its CardGame and
 * its ReviewGame (review_game.h): every legal option played out on the same sampled
 * worlds, and once on the true deal for the hindsight figures. */
#include "mouche/review.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_rng.h"
#include "review_game.h"

enum { ROLLOUT_GUARD = 1000 }; /* more actions than any hand has: a playout that runs on is a bug */

/* Room for any game's action. */
typedef union {
    max_align_t align;
    unsigned char bytes[64];
} ReviewAction;

static const ReviewGame *review_game_of(const CardGame *game)
{
    if (game == mouche_review_game.game)
        return &mouche_review_game;
    if (game == bete_review_game.game)
        return &bete_review_game;
    return NULL;
}

/* Plays `state` to the end of its hand or deal, the Standard model at every seat. */
static bool play_out(const ReviewGame *rg, void *state, uint64_t seed)
{
    const CardGame *g = rg->game;
    ReviewAction action;
    for (int step = 0; step < ROLLOUT_GUARD; step++) {
        if (g->over(state) || g->to_move(state) < 0)
            return true;
        rg->policy(state, mouche_ai_mix64(seed + (uint64_t)step), &action);
        if (g->apply(state, &action, NULL) != REFUSE_NONE)
            return false;
    }
    return false;
}

/* The seat's chips after `option` is taken in `from` and the hand played out, minus before. */
static bool option_value(const ReviewGame *rg, const void *from, const void *option, int seat, uint64_t seed,
                         void *scratch, double *value)
{
    const CardGame *g = rg->game;
    memcpy(scratch, from, g->state_size);
    if (g->apply(scratch, option, NULL) != REFUSE_NONE || !play_out(rg, scratch, seed))
        return false;
    *value = rg->equity(scratch, seat) - rg->equity(from, seat);
    return true;
}

/* Mean and 95 % interval half-width of n values. */
static void mean_ci(const double *v, int n, int stride, double *mean, double *half)
{
    double s1 = 0, s2 = 0;
    for (int i = 0; i < n; i++) {
        s1 += v[i * stride];
        s2 += v[i * stride] * v[i * stride];
    }
    *mean = s1 / n;
    const double var = n > 1 ? (s2 - s1 * s1 / n) / (n - 1) : 0;
    *half = 1.96 * sqrt(var > 0 ? var : 0) / sqrt((double)n);
}

/* Each option that only asks takes, world by world, the values of the best other option
 * by its mean (the answer can only help the seat that decides after it). */
static void value_free_looks(const ReviewGame *rg, const void *actions, int n, int worlds, double *values)
{
    const size_t size = rg->game->action_size;
    int best = -1;
    double best_mean = 0;
    for (int i = 0; i < n; i++) {
        if (rg->free_look((const char *)actions + (size_t)i * size))
            continue;
        double mean, half;
        mean_ci(values + i, worlds, REVIEW_MAX_OPTIONS, &mean, &half);
        if (best < 0 || mean > best_mean) {
            best = i;
            best_mean = mean;
        }
    }
    for (int i = 0; best >= 0 && i < n; i++)
        if (rg->free_look((const char *)actions + (size_t)i * size))
            for (int w = 0; w < worlds; w++)
                values[w * REVIEW_MAX_OPTIONS + i] = values[w * REVIEW_MAX_OPTIONS + best];
}

static bool fail(char *why, size_t why_size, const char *text)
{
    snprintf(why, why_size, "%s", text);
    return false;
}

bool mouche_review_decision(const CardGame *game, const void *state, const void *chosen, const ReviewConfig *config,
                            ReviewDecision *out, char *why, size_t why_size)
{
    const ReviewGame *rg = review_game_of(game);
    if (!rg)
        return fail(why, why_size, "this game has no review");
    const int seat = game->to_move(state);
    if (seat < 0 || game->over(state))
        return fail(why, why_size, "no seat is to decide");
    if (game->action_size > sizeof(ReviewAction))
        return fail(why, why_size, "an action is larger than its room");
    const int worlds = config->worlds > 0 ? config->worlds : REVIEW_WORLDS;
    void *view = malloc(game->view_size), *actions = malloc((size_t)game->max_actions * game->action_size);
    void *world = malloc(game->state_size), *scratch = malloc(game->state_size);
    double *values = malloc(sizeof(double) * (size_t)worlds * REVIEW_MAX_OPTIONS);
    bool ok = view && actions && world && scratch && values;
    if (!ok)
        fail(why, why_size, "out of memory");

    memset(out, 0, sizeof *out);
    int n = 0;
    if (ok) {
        game->view(state, seat, view);
        n = game->legal_actions(state, actions);
        ok = n > 0 && n <= REVIEW_MAX_OPTIONS;
        if (!ok)
            fail(why, why_size, "the decision's options do not fit");
    }
    char chosen_text[REVIEW_TEXT];
    if (ok) {
        game->action_format(chosen, chosen_text, sizeof chosen_text);
        out->deal = rg->deal(view);
        out->seat = seat;
        out->kind = rg->kind(view);
        out->noptions = n;
        out->worlds = worlds;
        out->chosen = -1;
        for (int i = 0; i < n; i++) {
            game->action_format((const char *)actions + (size_t)i * game->action_size, out->option[i].text,
                                REVIEW_TEXT);
            if (!strcmp(out->option[i].text, chosen_text))
                out->chosen = i;
        }
        ok = out->chosen >= 0;
        if (!ok)
            snprintf(why, why_size, "%s is not one of the decision's options", chosen_text);
    }
    /* the worlds: from the view alone; every option on each (common random numbers), scored as
       the Expert scores them where it searches the decision, else played out by the Standard model */
    const bool searched = ok && rg->searched && rg->searched(view, actions, n);
    for (int w = 0; ok && w < worlds; w++) {
        const uint64_t world_seed = mouche_ai_mix64(config->seed ^ mouche_ai_mix64((uint64_t)w + 1));
        double *row = &values[w * REVIEW_MAX_OPTIONS];
        ok = searched ? rg->search(view, world_seed, actions, n, row) : rg->sample(view, world_seed, world);
        for (int i = 0; ok && i < n; i++) {
            const void *option = (const char *)actions + (size_t)i * game->action_size;
            if (!searched)
                ok = option_value(rg, world, option, seat, world_seed ^ 0x5EEDull, scratch, &row[i]);
            row[i] -= rg->optimism ? rg->optimism(view, option) : 0;
        }
        if (!ok)
            fail(why, why_size, "a world of the view could not be played out");
    }
    /* hindsight: the true deal, once */
    const uint64_t hindsight_seed = mouche_ai_mix64(config->seed ^ 0x41ADull);
    for (int i = 0; ok && i < n; i++) {
        ok = option_value(rg, state, (const char *)actions + (size_t)i * game->action_size, seat, hindsight_seed,
                          scratch, &out->option[i].hindsight);
        if (!ok)
            fail(why, why_size, "the true deal could not be played out");
    }
    if (ok && rg->free_look)
        value_free_looks(rg, actions, n, worlds, values);
    if (ok) {
        for (int i = 0; i < n; i++) {
            ReviewOption *o = &out->option[i];
            double half;
            mean_ci(values + i, worlds, REVIEW_MAX_OPTIONS, &o->mean, &half);
            o->lo = o->mean - half;
            o->hi = o->mean + half;
        }
        /* the chosen option wins ties: only a better option is "best" */
        out->best = out->chosen;
        out->hindsight_best = out->chosen;
        for (int i = 0; i < n; i++) {
            if (out->option[i].mean > out->option[out->best].mean + 1e-9)
                out->best = i;
            if (out->option[i].hindsight > out->option[out->hindsight_best].hindsight + 1e-9)
                out->hindsight_best = i;
        }
        /* the loss's interval, paired over the worlds */
        double *diff = malloc(sizeof(double) * (size_t)worlds);
        if (diff) {
            for (int w = 0; w < worlds; w++)
                diff[w] = values[w * REVIEW_MAX_OPTIONS + out->best] - values[w * REVIEW_MAX_OPTIONS + out->chosen];
            double half;
            mean_ci(diff, worlds, 1, &out->loss, &half);
            out->loss_lo = out->loss - half;
            out->loss_hi = out->loss + half;
            out->mistake = out->best != out->chosen && out->loss_lo > 0 && out->loss >= REVIEW_MISTAKE_CHIPS;
            free(diff);
        } else {
            ok = fail(why, why_size, "out of memory");
        }
        out->hindsight_loss = out->option[out->hindsight_best].hindsight - out->option[out->chosen].hindsight;
    }
    free(values);
    free(scratch);
    free(world);
    free(actions);
    free(view);
    return ok;
}

bool mouche_review_replay(const Replay *replay, int seat, const ReviewConfig *config, ReviewFn fn, void *ctx, char *why,
                          size_t why_size)
{
    const CardGame *g = mouche_cardgame_of_replay(replay);
    if (!g)
        return fail(why, why_size, "a transcript of no known game");
    if (seat < 0 || seat >= replay->players) {
        snprintf(why, why_size, "seat %d is not at this table of %d", seat, replay->players);
        return false;
    }
    if (!mouche_cardgame_replay_check(g, replay, why, why_size))
        return false;
    void *st = malloc(g->state_size), *rules = malloc(g->rules_size),
         *legal = malloc((size_t)g->max_actions * g->action_size);
    ReviewDecision *decision = malloc(sizeof *decision);
    bool ok = st && rules && legal && decision;
    if (!ok)
        fail(why, why_size, "out of memory");
    if (ok) {
        g->rules_default(rules);
        ok = g->rules_parse(rules, replay->rules, why, why_size) &&
             g->start(st, rules, replay->players, replay->ndeals, replay->seed, NULL, why, why_size);
    }
    int deal = 1; /* the deal the next move is made in: each deal after the first is dealt by a move of no seat */
    for (size_t i = 0; ok && i < replay->count; i++) {
        const ReplayMove *m = &replay->moves[i];
        if (m->seat < 0)
            deal++;
        if (config->deal > 0 && deal > config->deal)
            break;
        if (config->stop && atomic_load(config->stop)) {
            ok = fail(why, why_size, "stopped");
            break;
        }
        ReviewAction action;
        ok = g->action_parse(m->text, &action);
        if (!ok) {
            snprintf(why, why_size, "line %d: the move %s cannot be read", m->line, m->text);
            break;
        }
        if (m->seat == seat && (config->deal <= 0 || deal == config->deal) && g->legal_actions(st, legal) > 1) {
            ReviewConfig c = *config;
            c.seed = mouche_ai_mix64(config->seed ^ (uint64_t)i); /* each decision its own worlds */
            ok = mouche_review_decision(g, st, &action, &c, decision, why, why_size);
            decision->move = i;
            if (ok)
                fn(ctx, decision);
        }
        ok = ok && g->apply(st, &action, NULL) == REFUSE_NONE;
    }
    free(decision);
    free(legal);
    free(rules);
    free(st);
    return ok;
}
