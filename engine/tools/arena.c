/* The AI arena: bots play the same deals from every seat (duplicate), and
 * are measured in chips per hand with a 95% interval, and in decision time.
 *
 * A deal is one hand from a fixed seed (a new single-hand game: same first
 * dealer, same cards, pool = the ante). Each deal is replayed once per
 * rotation of the seat list over the seats, so every bot meets the same cards
 * from every seat. A bot's result on a deal is its mean balance change over
 * its seats and rotations; the interval is over deals (paired for the
 * differences between bots), which is what cancels the luck of the cards. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "arena.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../ai/ai_internal.h"
#include "mouche/ai.h"
#include "mouche/game.h"
#include "mouche/view.h"

#include "arena_stats.h"

enum {
    MAX_BOTS = MOUCHE_MAX_PLAYERS,
    KIND_COUNT = 5,
    LEVEL_OMNISCIENT = 100,
    LEVEL_OMNI_PLAY,
    LEVEL_OMNI_DECLARE,
    LEVEL_OMNI_HANDS,
    LEVEL_OMNI_LATE
};

static const char *const KIND_NAMES[KIND_COUNT] = { "declare", "question", "answer", "trump", "play" };

typedef struct {
    char name[32];
    int level; /* MoucheAiLevel or LEVEL_OMNISCIENT */
    int temperament;
    uint32_t ablate; /* MOUCHE_AI_ABLATE_* from "expert/noinf" etc. */
    double s1, s2; /* over deals: sum and sum of squares of the deal's mean result */
    double deal_sum; /* this deal: sum of results and how many */
    int deal_n;
    long seats, hands_in, flushes, mouches, folds;
    Samples lat[KIND_COUNT];
    Samples all;
} Bot;

typedef struct {
    int players, deals;
    uint64_t seed;
    bool json, progress;
    double budget_ms;
    FILE *counterfactual; /* --counterfactual FILE: every Expert declaration replayed candidate by candidate */
    int temperament;
    MoucheRules rules;
    int nbots; /* distinct bots */
    Bot bots[MAX_BOTS];
    int seat_list[MOUCHE_MAX_PLAYERS]; /* bot index of each list position (cycled to N) */
    int nlist;
    int field; /* --field: the bot at every other seat, each listed bot alone against it; -1 */
    int nheroes; /* with --field: the listed bots (bots[0..nheroes-1]) */
    double p1[MAX_BOTS][MAX_BOTS], p2[MAX_BOTS][MAX_BOTS];
} Arena;

typedef struct {
    long flush[MOUCHE_MAX_PLAYERS], mouche[MOUCHE_MAX_PLAYERS];
} HandTally;

static void tally_event(void *ctx, const MoucheEvent *ev)
{
    HandTally *t = ctx;
    if (ev->type != EV_PAY)
        return;
    if (ev->reason == PAY_MOUCHE_MADE && ev->seat >= 0)
        t->mouche[ev->seat]++;
    if (ev->reason == PAY_MOUCHE_TAKEN && ev->target >= 0)
        t->flush[ev->target]++;
}

static int kind_of(MoucheAction a)
{
    switch (a.kind) {
    case ACT_QUESTION: return 1;
    case ACT_ANSWER: return 2;
    case ACT_TRUMP: return 3;
    case ACT_PLAY: return 4;
    default: return 0;
    }
}

static int parse_bot(const char *token, int default_temper, Bot *bot)
{
    memset(bot, 0, sizeof *bot);
    snprintf(bot->name, sizeof bot->name, "%s", token);
    char level[32];
    snprintf(level, sizeof level, "%s", token);
    char *slash = strchr(level, '/');
    if (slash) {
        *slash = 0;
        for (char *part = slash + 1; part && *part;) {
            char *next = strchr(part, '/');
            if (next)
                *next++ = 0;
            if (!strcmp(part, "noinf"))
                bot->ablate |= MOUCHE_AI_ABLATE_INFERENCE;
            else if (!strcmp(part, "noplay"))
                bot->ablate |= MOUCHE_AI_ABLATE_PLAY_SEARCH;
            else if (!strcmp(part, "nodeclare"))
                bot->ablate |= MOUCHE_AI_ABLATE_DECLARE_SEARCH;
            else
                return -1;
            part = next;
        }
    }
    char *colon = strchr(slash ? slash + 1 : level, ':');
    if (!colon)
        colon = strchr(level, ':');
    bot->temperament = default_temper;
    if (colon) {
        *colon = 0;
        bot->temperament = mouche_ai_temperament_parse(colon + 1);
        if (bot->temperament < 0)
            return -1;
    }
    if (!strcmp(level, "omniscient"))
        bot->level = LEVEL_OMNISCIENT;
    /* diagnostics: omniscient in one part of the game only */
    else if (!strcmp(level, "omni-play"))
        bot->level = LEVEL_OMNI_PLAY;
    else if (!strcmp(level, "omni-declare"))
        bot->level = LEVEL_OMNI_DECLARE;
    else if (!strcmp(level, "omni-hands"))
        bot->level = LEVEL_OMNI_HANDS; /* sees hands, not the stock */
    else if (!strcmp(level, "omni-late"))
        bot->level = LEVEL_OMNI_LATE; /* omni-hands once a seat has declared */

    else
        bot->level = mouche_ai_level_parse(level);
    return bot->level < 0 ? -1 : 0;
}

static void usage(void)
{
    fputs("usage: mouche-sim --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "                  [--field BOT] [--rules LIST] [--temper cautious|bold|bluffer] [--budget MS] [--progress]\n"
          "  BOT: random, beginner, standard, expert, omniscient; NAME:TEMPER for a temperament;\n"
          "  diagnostics: omni-hands, omni-late, omni-play, omni-declare; expert/noinf, /noplay, /nodeclare;\n"
          "  --counterfactual FILE: each Expert declaration replayed with every candidate (JSON Lines)\n"
          "  the list is cycled to fill the N seats, then rotated over them on every deal;\n"
          "  with --field BOT, each listed bot plays alone against N-1 copies of BOT, from every seat\n",
          stderr);
}

static int parse_args(int argc, char **argv, Arena *a)
{
    memset(a, 0, sizeof *a);
    a->players = 4;
    a->deals = 100;
    a->seed = 1;
    a->temperament = MOUCHE_TEMPER_BLUFFER;
    a->rules = mouche_rules_default();
    const char *list = NULL, *field = NULL;
    a->field = -1;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--json")) {
            a->json = true;
            continue;
        }
        if (!strcmp(arg, "--progress")) {
            a->progress = true;
            continue;
        }
        if (!val) {
            usage();
            return -1;
        }
        if (!strcmp(arg, "--arena"))
            list = val;
        else if (!strcmp(arg, "--counterfactual")) {
            if (a->counterfactual)
                fclose(a->counterfactual);
            a->counterfactual = fopen(val, "w");
            if (!a->counterfactual) {
                fprintf(stderr, "mouche-sim: cannot write %s\n", val);
                return -1;
            }
        } else if (!strcmp(arg, "--field"))
            field = val;
        else if (!strcmp(arg, "--players"))
            a->players = atoi(val);
        else if (!strcmp(arg, "--hands"))
            a->deals = atoi(val);
        else if (!strcmp(arg, "--seed"))
            a->seed = strtoull(val, NULL, 10);
        else if (!strcmp(arg, "--budget"))
            a->budget_ms = atof(val);
        else if (!strcmp(arg, "--temper")) {
            a->temperament = mouche_ai_temperament_parse(val);
            if (a->temperament < 0) {
                fprintf(stderr, "mouche-sim: unknown temperament '%s'\n", val);
                return -1;
            }
        } else if (!strcmp(arg, "--rules")) {
            char why[160];
            if (!mouche_rules_parse(&a->rules, val, why, sizeof why)) {
                fprintf(stderr, "mouche-sim: %s\n", why);
                return -1;
            }
        } else {
            usage();
            return -1;
        }
        i++;
    }
    if (!list || a->players < MOUCHE_MIN_PLAYERS || a->players > MOUCHE_MAX_PLAYERS || a->deals < 1) {
        usage();
        return -1;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    int names[MOUCHE_MAX_PLAYERS], nnames = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (nnames == MOUCHE_MAX_PLAYERS) {
            fputs("mouche-sim: at most 6 bots\n", stderr);
            return -1;
        }
        Bot b;
        if (parse_bot(tok, a->temperament, &b) < 0) {
            fprintf(stderr, "mouche-sim: unknown bot '%s'\n", tok);
            return -1;
        }
        int idx = -1;
        for (int j = 0; j < a->nbots; j++)
            if (!strcmp(a->bots[j].name, b.name))
                idx = j;
        if (idx < 0) {
            idx = a->nbots++;
            a->bots[idx] = b;
        }
        names[nnames++] = idx;
    }
    if (!nnames) {
        usage();
        return -1;
    }
    a->nheroes = a->nbots;
    if (field) {
        Bot b;
        if (parse_bot(field, a->temperament, &b) < 0) {
            fprintf(stderr, "mouche-sim: unknown bot '%s'\n", field);
            return -1;
        }
        if (a->nbots == MAX_BOTS) {
            fputs("mouche-sim: at most 5 bots with a field\n", stderr);
            return -1;
        }
        snprintf(b.name + strlen(b.name), sizeof b.name - strlen(b.name), "%s", " (field)");
        a->field = a->nbots;
        a->bots[a->nbots++] = b;
    }
    a->nlist = a->players;
    for (int i = 0; i < a->players; i++)
        a->seat_list[i] = names[i % nnames];
    return 0;
}

static uint64_t mix(uint64_t x) { return ai_mix64(x); }

/* The decision of the bot at the seat to move (oracle bots are told the true world). */
static MoucheAction bot_decide(const Arena *a, const MoucheState *st, const int *seat_bot, int rotation,
                               uint64_t deal_seed, AiDeclareTrace *trace)
{
    const int seat = st->to_move;
    const Bot *bot = &a->bots[seat_bot[seat]];
    MoucheView view;
    mouche_view(st, seat, &view);
    bool omni = bot->level == LEVEL_OMNISCIENT || bot->level == LEVEL_OMNI_HANDS ||
                (bot->level == LEVEL_OMNI_PLAY && st->phase == PHASE_PLAY) ||
                (bot->level == LEVEL_OMNI_DECLARE && st->phase != PHASE_PLAY);
    if (bot->level == LEVEL_OMNI_LATE) {
        int declared = 0;
        for (int s = 0; s < st->players; s++)
            declared += st->decl[s] != DECL_NONE;
        omni = st->phase != PHASE_DECLARE || declared > 0;
    }
    MoucheAiConfig cfg = mouche_ai_config(bot->level >= LEVEL_OMNISCIENT ? MOUCHE_AI_EXPERT : bot->level,
                                          bot->temperament, mix(deal_seed ^ mix((uint64_t)(seat + 16 * rotation))));
    cfg.budget_ms = a->budget_ms;
    cfg.ablate = bot->ablate;
    if (!omni)
        return ai_decide_traced(&view, &cfg, NULL, trace);
    MoucheWorld world;
    mouche_world_of(st, &world);
    const AiOracle oracle = { &world, bot->level == LEVEL_OMNI_HANDS || bot->level == LEVEL_OMNI_LATE };
    return ai_decide_traced(&view, &cfg, &oracle, trace);
}

/* Plays the hand to its end with the same bots (and seeds) from st. */
static bool play_out(const Arena *a, MoucheState *st, const int *seat_bot, int rotation, uint64_t deal_seed)
{
    while (st->to_move >= 0 && st->phase != PHASE_HAND_OVER && st->phase != PHASE_GAME_OVER)
        if (mouche_apply(st, bot_decide(a, st, seat_bot, rotation, deal_seed, NULL), NULL) != REFUSE_NONE)
            return false;
    return true;
}

/* The counterfactual log: the Expert's declaration in st, and what each of its
 * candidates would have earned, each played to the end of the hand by the same
 * bots on the true cards (in units of the pool, as the balance change of the
 * seat). The line is finished when the hand is, with what the seat really earned. */
typedef struct {
    int seat;
    double pool;
    char text[2048];
} CounterfactualLine;

static void log_counterfactual(const Arena *a, const MoucheState *st, const MoucheChips *before, const int *seat_bot,
                               int rotation, uint64_t deal_seed, const AiDeclareTrace *trace, MoucheAction chosen,
                               CounterfactualLine *line)
{
    const int seat = st->to_move;
    int declared = 0, in_before = 0;
    for (int s = 0; s < st->players; s++) {
        declared += st->decl[s] != DECL_NONE;
        in_before += st->decl[s] == DECL_STAND || st->decl[s] == DECL_EXCHANGE;
    }
    const double pool = (double)st->pool;
    line->seat = seat;
    line->pool = pool;
    size_t len = 0;
    const size_t cap = sizeof line->text;
    len += (size_t)snprintf(line->text, cap,
                            "{\"players\":%d,\"seat\":%d,\"dealer\":%d,\"declared\":%d,\"in_before\":%d,\"pool\":%lld,"
                            "\"threshold\":%.4f,\"candidates\":[",
                            st->players, seat, st->dealer, declared, in_before, (long long)st->pool, trace->threshold);
    for (int i = 0; i < trace->n && len < cap; i++) {
        MoucheState next = *st;
        double result = 0;
        const MoucheAction c = trace->action[i];
        if (mouche_apply(&next, c, NULL) == REFUSE_NONE && play_out(a, &next, seat_bot, rotation, deal_seed))
            result = (double)(next.balances[seat] - before[seat]) / pool;
        char text[64];
        mouche_action_format(c, text, sizeof text);
        const bool is_chosen = c.kind == chosen.kind && c.arg == chosen.arg && c.cards == chosen.cards;
        len += (size_t)snprintf(line->text + len, cap - len,
                                "%s{\"action\":\"%s\",\"cards\":%d,\"searched\":%.4f,\"result\":%.4f,\"chosen\":%s}",
                                i ? "," : "", text, c.kind == ACT_EXCHANGE ? mouche_set_count(c.cards) : 0,
                                trace->searched[i], result, is_chosen ? "true" : "false");
    }
}

/* Plays one deal with seat s taken by bot seat_bot[s]; adds the results. */
static int play_deal(Arena *a, uint64_t deal_seed, const int *seat_bot, int rotation)
{
    MoucheState st;
    char why[160];
    HandTally tally;
    memset(&tally, 0, sizeof tally);
    const MoucheSink sink = { tally_event, &tally };
    if (!mouche_start(&st, &a->rules, a->players, 1, deal_seed, &sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return -1;
    }
    MoucheChips before[MOUCHE_MAX_PLAYERS];
    memcpy(before, st.balances, sizeof before);
    CounterfactualLine lines[MOUCHE_MAX_PLAYERS];
    int nlines = 0;
    while (st.to_move >= 0 && st.phase != PHASE_HAND_OVER && st.phase != PHASE_GAME_OVER) {
        Bot *bot = &a->bots[seat_bot[st.to_move]];
        AiDeclareTrace trace;
        const double t0 = now_ms();
        const MoucheAction act = bot_decide(a, &st, seat_bot, rotation, deal_seed, &trace);
        const float ms = (float)(now_ms() - t0);
        push(&bot->lat[kind_of(act)], ms);
        push(&bot->all, ms);
        if (a->counterfactual && trace.n > 0 && bot->level == MOUCHE_AI_EXPERT && nlines < MOUCHE_MAX_PLAYERS)
            log_counterfactual(a, &st, before, seat_bot, rotation, deal_seed, &trace, act, &lines[nlines++]);
        const MoucheRefusal r = mouche_apply(&st, act, &sink);
        if (r != REFUSE_NONE) {
            char text[64];
            mouche_action_format(act, text, sizeof text);
            fprintf(stderr, "mouche-sim: bot %s played an illegal action %s: %s\n", bot->name, text,
                    mouche_refusal_text(r));
            return -1;
        }
    }
    for (int i = 0; i < nlines; i++)
        fprintf(a->counterfactual, "%s],\"actual\":%.4f}\n", lines[i].text,
                (double)(st.balances[lines[i].seat] - before[lines[i].seat]) / lines[i].pool);
    for (int s = 0; s < a->players; s++) {
        Bot *bot = &a->bots[seat_bot[s]];
        bot->deal_sum += st.balances[s] - before[s];
        bot->deal_n++;
        bot->seats++;
        if (mouche_is_in(&st, s))
            bot->hands_in++;
        if (st.decl[s] == DECL_FOLD)
            bot->folds++;
        bot->flushes += tally.flush[s];
        bot->mouches += tally.mouche[s];
    }
    return 0;
}

static void report_text(Arena *a)
{
    char rules[256];
    mouche_rules_format(&a->rules, rules, sizeof rules);
    if (a->field >= 0)
        printf("arena: %d players, %d deals x %d bots x %d seats = %d hands, each bot alone against %s, seed "
               "%llu\nrules: %s\n",
               a->players, a->deals, a->nheroes, a->players, a->deals * a->nheroes * a->players, a->bots[a->field].name,
               (unsigned long long)a->seed, rules);
    else
        printf("arena: %d players, %d deals x %d rotations = %d hands, seed %llu\nrules: %s\n", a->players, a->deals,
               a->players, a->deals * a->players, (unsigned long long)a->seed, rules);
    printf("%-22s %10s %9s %8s %8s %8s %8s %8s\n", "bot", "chips/hand", "ci95", "hands", "in", "folds", "flushes",
           "mouches");
    for (int b = 0; b < a->nbots; b++) {
        const Bot *bot = &a->bots[b];
        printf("%-22s %+10.4f %9.4f %8ld %8ld %8ld %8ld %8ld\n", bot->name, bot->s1 / a->deals,
               ci95(bot->s1, bot->s2, a->deals), bot->seats, bot->hands_in, bot->folds, bot->flushes, bot->mouches);
    }
    for (int i = 0; i < a->nheroes; i++)
        for (int j = i + 1; j < a->nheroes; j++)
            printf("difference %s - %s: %+.4f +- %.4f chips/hand (paired over deals)\n", a->bots[i].name,
                   a->bots[j].name, a->p1[i][j] / a->deals, ci95(a->p1[i][j], a->p2[i][j], a->deals));
    printf("latency (ms)           %-9s %8s %9s %9s %9s\n", "kind", "n", "p50", "p99", "max");
    for (int b = 0; b < a->nbots; b++) {
        Bot *bot = &a->bots[b];
        for (int k = 0; k < KIND_COUNT; k++) {
            Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
            qsort(s->v, s->n, sizeof *s->v, cmp_float);
            printf("%-22s %-9s %8zu %9.3f %9.3f %9.3f\n", bot->name, KIND_NAMES[k], s->n, percentile(s, 0.5),
                   percentile(s, 0.99), s->v[s->n - 1]);
        }
    }
}

static void report_json(Arena *a)
{
    char rules[512];
    mouche_rules_json(&a->rules, rules, sizeof rules);
    const int hands = a->field >= 0 ? a->deals * a->nheroes * a->players : a->deals * a->players;
    printf("{\"players\":%d,\"deals\":%d,\"hands\":%d,\"seed\":%llu,\"method\":\"%s\",\"rules\":%s,\"bots\":[",
           a->players, a->deals, hands, (unsigned long long)a->seed, a->field >= 0 ? "field" : "rotation", rules);
    for (int b = 0; b < a->nbots; b++) {
        Bot *bot = &a->bots[b];
        qsort(bot->all.v, bot->all.n, sizeof *bot->all.v, cmp_float);
        printf("%s{\"name\":\"%s\",\"temperament\":\"%s\",\"chips_per_hand\":%.6f,\"ci95\":%.6f,\"hands\":%ld,\"hands_"
               "in\":%ld,"
               "\"folds\":%ld,\"flushes\":%ld,\"mouches\":%ld,\"latency_ms\":{\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f,"
               "\"by_kind\":{",
               b ? "," : "", bot->name, mouche_ai_temperament_name(bot->temperament), bot->s1 / a->deals,
               ci95(bot->s1, bot->s2, a->deals), bot->seats, bot->hands_in, bot->folds, bot->flushes, bot->mouches,
               percentile(&bot->all, 0.5), percentile(&bot->all, 0.99), bot->all.n ? bot->all.v[bot->all.n - 1] : 0.0);
        bool first = true;
        for (int k = 0; k < KIND_COUNT; k++) {
            Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
            qsort(s->v, s->n, sizeof *s->v, cmp_float);
            printf("%s\"%s\":{\"n\":%zu,\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f}", first ? "" : ",", KIND_NAMES[k], s->n,
                   percentile(s, 0.5), percentile(s, 0.99), s->v[s->n - 1]);
            first = false;
        }
        printf("}}}");
    }
    printf("],\"pairs\":[");
    bool first = true;
    for (int i = 0; i < a->nheroes; i++)
        for (int j = i + 1; j < a->nheroes; j++) {
            printf("%s{\"a\":\"%s\",\"b\":\"%s\",\"diff\":%.6f,\"ci95\":%.6f}", first ? "" : ",", a->bots[i].name,
                   a->bots[j].name, a->p1[i][j] / a->deals, ci95(a->p1[i][j], a->p2[i][j], a->deals));
            first = false;
        }
    printf("]}\n");
}

int mouche_arena_main(int argc, char **argv)
{
    Arena *a = calloc(1, sizeof *a);
    if (!a)
        return 1;
    if (parse_args(argc, argv, a) < 0) {
        if (a->counterfactual)
            fclose(a->counterfactual);
        free(a);
        return 2;
    }
    int rc = 0;
    for (int d = 0; d < a->deals && rc == 0; d++) {
        const uint64_t deal_seed = mix(a->seed * 0x9E3779B97F4A7C15ull + (uint64_t)d);
        for (int b = 0; b < a->nbots; b++) {
            a->bots[b].deal_sum = 0;
            a->bots[b].deal_n = 0;
        }
        if (a->field >= 0) {
            /* each listed bot alone against the field, from every seat */
            for (int h = 0; h < a->nheroes && rc == 0; h++)
                for (int seat = 0; seat < a->players && rc == 0; seat++) {
                    int seat_bot[MOUCHE_MAX_PLAYERS];
                    for (int s = 0; s < a->players; s++)
                        seat_bot[s] = s == seat ? h : a->field;
                    rc = play_deal(a, deal_seed, seat_bot, seat);
                }
        } else {
            for (int r = 0; r < a->nlist && rc == 0; r++) {
                int seat_bot[MOUCHE_MAX_PLAYERS];
                for (int s = 0; s < a->players; s++)
                    seat_bot[s] = a->seat_list[(s + r) % a->nlist];
                rc = play_deal(a, deal_seed, seat_bot, r);
            }
        }
        double x[MAX_BOTS];
        for (int b = 0; b < a->nbots; b++) {
            Bot *bot = &a->bots[b];
            x[b] = bot->deal_n ? bot->deal_sum / bot->deal_n : 0;
            bot->s1 += x[b];
            bot->s2 += x[b] * x[b];
        }
        for (int i = 0; i < a->nheroes; i++)
            for (int j = i + 1; j < a->nheroes; j++) {
                const double diff = x[i] - x[j];
                a->p1[i][j] += diff;
                a->p2[i][j] += diff * diff;
            }
        if (a->progress && (d + 1) % 500 == 0)
            fprintf(stderr, "arena: %d/%d deals\n", d + 1, a->deals);
    }
    if (rc == 0) {
        if (a->json)
            report_json(a);
        else
            report_text(a);
    }
    for (int b = 0; b < a->nbots; b++) {
        for (int k = 0; k < KIND_COUNT; k++)
            free(a->bots[b].lat[k].v);
        free(a->bots[b].all.v);
    }
    if (a->counterfactual && fclose(a->counterfactual) != 0) {
        fputs("mouche-sim: could not finish writing the counterfactual log\n", stderr);
        rc = -1;
    }
    free(a);
    return rc ? 1 : 0;
}
