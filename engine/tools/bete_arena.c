/* The La Bête AI arena: bots play the same deals from every seat
 * (duplicate), and are measured in chips per deal with a 95% interval, in
 * bids, contres, wins and bêtes made, and in decision time.
 *
 * A deal set is a new game of K deals (--deals, default 1) from a fixed seed:
 * same first dealer, same cards, same stakes. It is replayed once per
 * rotation of the seat list over the seats, so every bot meets the same cards
 * from every seat. A seat's result is its balance change plus its share (1/N)
 * of the change of the chips on the table (stakes, King, plaques, bêtes are
 * won later by someone: counting them as shared makes the result zero-sum).
 * A bot's value on a deal set is the mean of its results over its seats and
 * rotations, per deal; the interval is over deal sets (paired for the
 * differences between bots), which cancels the luck of the cards. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "bete_arena.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../ai/bete_ai_internal.h"
#include "mouche/bete.h"
#include "mouche/bete_ai.h"

#include "arena_stats.h"

enum { MAX_BOTS = BETE_MAX_PLAYERS, KIND_COUNT = 4, LEVEL_OMNISCIENT = 100 };

static const char *const KIND_NAMES[KIND_COUNT] = { "bid", "contre", "curieuse", "play" };

typedef struct {
    char name[40];
    int level; /* MoucheAiLevel or LEVEL_OMNISCIENT */
    int temperament;
    uint32_t ablate; /* MOUCHE_AI_ABLATE_* from "expert/noinf" etc. */
    double s1, s2; /* over deal sets: sum and sum of squares of the set's mean result per deal */
    double set_sum; /* this deal set: sum of results (per deal) and how many */
    int set_n;
    long deals, bids, contres, curieuses, wins, voles, betes, devoles, tricks;
    Samples lat[KIND_COUNT];
    Samples all;
} Bot;

typedef struct {
    int players, sets, deals_per_game;
    uint64_t seed;
    bool json, progress;
    double budget_ms;
    int temperament;
    BeteRules rules;
    int nbots;
    Bot bots[MAX_BOTS + 1];
    int seat_list[BETE_MAX_PLAYERS];
    int field; /* --field: the bot at every other seat; -1 */
    int nheroes;
    double p1[MAX_BOTS][MAX_BOTS], p2[MAX_BOTS][MAX_BOTS];
} Arena;

/* Per game: what each seat did, from the engine's events. */
typedef struct {
    long bids[BETE_MAX_PLAYERS], contres[BETE_MAX_PLAYERS], curieuses[BETE_MAX_PLAYERS];
    long wins[BETE_MAX_PLAYERS], voles[BETE_MAX_PLAYERS], betes[BETE_MAX_PLAYERS], devoles[BETE_MAX_PLAYERS];
} Tally;

static void tally_event(void *ctx, const BeteEvent *ev)
{
    Tally *t = ctx;
    switch (ev->type) {
    case BETE_EV_BID:
        if (ev->seat < 0)
            break;
        if (ev->bid == BID_PLAY)
            t->bids[ev->seat]++;
        if (ev->bid == BID_CONTRE)
            t->contres[ev->seat]++;
        break;
    case BETE_EV_CURIEUSE:
        if (ev->seat >= 0 && ev->arg)
            t->curieuses[ev->seat]++;
        break;
    case BETE_EV_RESULT:
        if (ev->winner >= 0 && (ev->outcome == BETE_OUT_WIN || ev->outcome == BETE_OUT_VOLE)) {
            t->wins[ev->winner]++;
            if (ev->outcome == BETE_OUT_VOLE)
                t->voles[ev->winner]++;
        }
        break;
    case BETE_EV_PAY:
        if (ev->seat < 0)
            break;
        /* a bête made (to the queue), or the declarer's bête paid to the contrer */
        if ((ev->reason == BETE_PAY_BETE && ev->target == BETE_PARTY_BETE) || ev->reason == BETE_PAY_CONTRE)
            t->betes[ev->seat]++;
        /* a dévole is one payment to each other seat: counted once, at the first */
        if (ev->reason == BETE_PAY_DEVOLE && ev->target == (ev->seat == 0 ? 1 : 0))
            t->devoles[ev->seat]++;
        break;
    default: break;
    }
}

static int kind_of(const BeteView *v)
{
    if (v->phase == BETE_PHASE_PLAY)
        return 3;
    if (v->phase == BETE_PHASE_CURIEUSE)
        return 2;
    for (int i = 0; i < v->nlegal; i++)
        if (v->legal[i].kind == BETE_ACT_CONTRE)
            return 1;
    return 0;
}

static int parse_bot(const char *token, int default_temper, Bot *bot)
{
    memset(bot, 0, sizeof *bot);
    snprintf(bot->name, sizeof bot->name, "%s", token);
    char level[40];
    snprintf(level, sizeof level, "%s", token);
    char *colon = strchr(level, ':');
    bot->temperament = default_temper;
    if (colon) {
        *colon = 0;
        bot->temperament = mouche_ai_temperament_parse(colon + 1);
        if (bot->temperament < 0)
            return -1;
    }
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
            else if (!strcmp(part, "nobid"))
                bot->ablate |= MOUCHE_AI_ABLATE_DECLARE_SEARCH;
            else
                return -1;
            part = next;
        }
    }
    if (!strcmp(level, "omniscient"))
        bot->level = LEVEL_OMNISCIENT;
    else
        bot->level = mouche_ai_level_parse(level);
    return bot->level < 0 ? -1 : 0;
}

static void usage(void)
{
    fputs("usage: mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "                  [--deals K] [--field BOT] [--rules LIST] [--temper cautious|bold|bluffer]\n"
          "                  [--budget MS] [--progress]\n"
          "  BOT: random, beginner, standard, expert, omniscient; NAME:TEMPER for a temperament;\n"
          "  diagnostics: expert/noinf, expert/noplay, expert/nobid (ablations)\n"
          "  --players N  3 to 7; --hands H  duplicate deal sets; --deals K  deals per game (default 1)\n"
          "  the list is cycled to fill the N seats, then rotated over them on every deal set;\n"
          "  with --field BOT, each listed bot plays alone against N-1 copies of BOT, from every seat\n",
          stderr);
}

static int parse_args(int argc, char **argv, Arena *a)
{
    memset(a, 0, sizeof *a);
    a->players = 4;
    a->sets = 100;
    a->deals_per_game = 1;
    a->seed = 1;
    a->temperament = MOUCHE_TEMPER_BLUFFER;
    a->rules = bete_rules_default();
    a->field = -1;
    const char *list = NULL, *field = NULL;
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
        if (!strcmp(arg, "--game")) {
            if (strcmp(val, "bete")) {
                usage();
                return -1;
            }
        } else if (!strcmp(arg, "--arena"))
            list = val;
        else if (!strcmp(arg, "--field"))
            field = val;
        else if (!strcmp(arg, "--players"))
            a->players = atoi(val);
        else if (!strcmp(arg, "--hands"))
            a->sets = atoi(val);
        else if (!strcmp(arg, "--deals"))
            a->deals_per_game = atoi(val);
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
            if (!bete_rules_parse(&a->rules, val, why, sizeof why)) {
                fprintf(stderr, "mouche-sim: %s\n", why);
                return -1;
            }
        } else {
            usage();
            return -1;
        }
        i++;
    }
    if (!list || a->players < BETE_MIN_PLAYERS || a->players > BETE_MAX_PLAYERS || a->sets < 1 ||
        a->deals_per_game < 1 || a->deals_per_game > 1000) {
        usage();
        return -1;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    int names[BETE_MAX_PLAYERS], nnames = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (nnames == BETE_MAX_PLAYERS) {
            fputs("mouche-sim: at most 7 bots\n", stderr);
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
        if (a->nbots >= MAX_BOTS) {
            fputs("mouche-sim: at most 6 bots with a field\n", stderr);
            return -1;
        }
        snprintf(b.name + strlen(b.name), sizeof b.name - strlen(b.name), "%s", " (field)");
        a->field = a->nbots;
        a->bots[a->nbots++] = b;
    }
    for (int i = 0; i < a->players; i++)
        a->seat_list[i] = names[i % nnames];
    return 0;
}

static double equity(const BeteState *st, int seat)
{
    MoucheChips bal = 0;
    for (int s = 0; s < st->players; s++)
        bal += st->balances[s];
    return (double)st->balances[seat] + (double)(bete_total_chips(st) - bal) / st->players;
}

/* The true hidden cards, for the omniscient bot only. */
static void oracle_of(const BeteState *st, BeteOracle *o)
{
    memset(o, 0, sizeof *o);
    for (int s = 0; s < st->players; s++)
        o->hands[s] = st->hand[s];
    int n = 0;
    for (int i = st->talon_top + 1; i < st->talon_len && n < BETE_DECK_MAX; i++)
        o->talon[n++] = st->talon[i];
}

/* Plays one game of K deals with seat s taken by bot seat_bot[s]; adds the results. */
static int play_game(Arena *a, uint64_t game_seed, const int *seat_bot, int rotation)
{
    BeteState st;
    char why[160];
    Tally tally;
    memset(&tally, 0, sizeof tally);
    const BeteSink sink = { tally_event, &tally };
    if (!bete_start(&st, &a->rules, a->players, a->deals_per_game, game_seed, &sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return -1;
    }
    const double start = (double)a->rules.start;
    int deals = 0;
    for (long guard = 0; guard < 100000L * a->deals_per_game; guard++) {
        const BetePhase ph = bete_phase(&st);
        if (ph == BETE_PHASE_GAME_OVER)
            break;
        if (ph == BETE_PHASE_DEAL_OVER) {
            if (++deals >= a->deals_per_game)
                break;
            if (bete_apply(&st, bete_act(BETE_ACT_NEXT_DEAL, 0), &sink) != REFUSE_NONE)
                break;
            continue;
        }
        const int seat = st.to_move;
        if (seat < 0)
            break;
        Bot *bot = &a->bots[seat_bot[seat]];
        BeteView view;
        bete_view(&st, seat, &view);
        MoucheAiConfig cfg =
            mouche_ai_config(bot->level == LEVEL_OMNISCIENT ? MOUCHE_AI_EXPERT : bot->level, bot->temperament,
                             ai_mix64(game_seed ^ ai_mix64((uint64_t)(seat + 16 * rotation))));
        cfg.budget_ms = a->budget_ms;
        cfg.ablate = bot->ablate;
        const double t0 = now_ms();
        BeteAction act;
        if (bot->level == LEVEL_OMNISCIENT) {
            BeteOracle oracle;
            oracle_of(&st, &oracle);
            act = bete_ai_decide_with(&view, &cfg, &oracle);
        } else {
            act = bete_ai_decide(&view, &cfg);
        }
        const float ms = (float)(now_ms() - t0);
        push(&bot->lat[kind_of(&view)], ms);
        push(&bot->all, ms);
        const MoucheRefusal r = bete_apply(&st, act, &sink);
        if (r != REFUSE_NONE) {
            char text[32];
            bete_action_format(act, text, sizeof text);
            fprintf(stderr, "mouche-sim: bot %s played an illegal action %s (refusal %d)\n", bot->name, text, (int)r);
            return -1;
        }
        if (bete_phase(&st) == BETE_PHASE_DEAL_OVER)
            for (int s = 0; s < a->players; s++)
                a->bots[seat_bot[s]].tricks += st.tricks_won[s];
    }
    if (deals < a->deals_per_game && bete_phase(&st) != BETE_PHASE_GAME_OVER) {
        fputs("mouche-sim: a game did not finish\n", stderr);
        return -1;
    }
    for (int s = 0; s < a->players; s++) {
        Bot *bot = &a->bots[seat_bot[s]];
        bot->set_sum += (equity(&st, s) - start) / a->deals_per_game;
        bot->set_n++;
        bot->deals += a->deals_per_game;
        bot->bids += tally.bids[s];
        bot->contres += tally.contres[s];
        bot->curieuses += tally.curieuses[s];
        bot->wins += tally.wins[s];
        bot->voles += tally.voles[s];
        bot->betes += tally.betes[s];
        bot->devoles += tally.devoles[s];
    }
    return 0;
}

static long total_deals(const Arena *a)
{
    const long per_set = a->field >= 0 ? (long)a->nheroes * a->players : a->players;
    return (long)a->sets * per_set * a->deals_per_game;
}

static void sort_latencies(Arena *a)
{
    for (int b = 0; b < a->nbots; b++) {
        Bot *bot = &a->bots[b];
        /* qsort must not be given the NULL of an empty sample */
        if (bot->all.n)
            qsort(bot->all.v, bot->all.n, sizeof *bot->all.v, cmp_float);
        for (int k = 0; k < KIND_COUNT; k++)
            if (bot->lat[k].n)
                qsort(bot->lat[k].v, bot->lat[k].n, sizeof *bot->lat[k].v, cmp_float);
    }
}

static void report_text(const Arena *a)
{
    char rules[256];
    bete_rules_format(&a->rules, rules, sizeof rules);
    if (a->field >= 0)
        printf("bete arena: %d players, %d deal sets x %d bots x %d seats x %d deals = %ld deals, each bot alone "
               "against %s, seed %llu\nrules: %s\n",
               a->players, a->sets, a->nheroes, a->players, a->deals_per_game, total_deals(a), a->bots[a->field].name,
               (unsigned long long)a->seed, rules);
    else
        printf("bete arena: %d players, %d deal sets x %d rotations x %d deals = %ld deals, seed %llu\nrules: %s\n",
               a->players, a->sets, a->players, a->deals_per_game, total_deals(a), (unsigned long long)a->seed, rules);
    printf("%-22s %10s %8s %7s %6s %6s %6s %6s %6s %6s %7s\n", "bot", "chips/deal", "ci95", "deals", "bids", "contre",
           "curieu", "wins", "voles", "betes", "devoles");
    for (int b = 0; b < a->nbots; b++) {
        const Bot *bot = &a->bots[b];
        printf("%-22s %+10.4f %8.4f %7ld %6ld %6ld %6ld %6ld %6ld %6ld %7ld\n", bot->name, bot->s1 / a->sets,
               ci95(bot->s1, bot->s2, a->sets), bot->deals, bot->bids, bot->contres, bot->curieuses, bot->wins,
               bot->voles, bot->betes, bot->devoles);
    }
    for (int i = 0; i < a->nheroes; i++)
        for (int j = i + 1; j < a->nheroes; j++)
            printf("difference %s - %s: %+.4f +- %.4f chips/deal (paired over deal sets)\n", a->bots[i].name,
                   a->bots[j].name, a->p1[i][j] / a->sets, ci95(a->p1[i][j], a->p2[i][j], a->sets));
    printf("latency (ms)           %-9s %8s %9s %9s %9s\n", "kind", "n", "p50", "p99", "max");
    for (int b = 0; b < a->nbots; b++) {
        const Bot *bot = &a->bots[b];
        for (int k = 0; k < KIND_COUNT; k++) {
            const Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
            printf("%-22s %-9s %8zu %9.3f %9.3f %9.3f\n", bot->name, KIND_NAMES[k], s->n, percentile(s, 0.5),
                   percentile(s, 0.99), s->v[s->n - 1]);
        }
    }
}

static void report_json(const Arena *a)
{
    char rules[512];
    bete_rules_json(&a->rules, rules, sizeof rules);
    printf("{\"game\":\"bete\",\"players\":%d,\"deal_sets\":%d,\"deals_per_game\":%d,\"deals\":%ld,\"seed\":%llu,"
           "\"method\":\"%s\",\"rules\":%s,\"bots\":[",
           a->players, a->sets, a->deals_per_game, total_deals(a), (unsigned long long)a->seed,
           a->field >= 0 ? "field" : "rotation", rules);
    for (int b = 0; b < a->nbots; b++) {
        const Bot *bot = &a->bots[b];
        printf(
            "%s{\"name\":\"%s\",\"chips_per_hand\":%.6f,\"ci95\":%.6f,\"temperament\":\"%s\",\"deals\":%ld,"
            "\"bids\":%ld,\"contres\":%ld,\"curieuses\":%ld,\"wins\":%ld,\"voles\":%ld,\"betes\":%ld,\"devoles\":%ld,"
            "\"tricks\":%ld,\"latency_ms\":{\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f,\"by_kind\":{",
            b ? "," : "", bot->name, bot->s1 / a->sets, ci95(bot->s1, bot->s2, a->sets),
            mouche_ai_temperament_name(bot->temperament), bot->deals, bot->bids, bot->contres, bot->curieuses,
            bot->wins, bot->voles, bot->betes, bot->devoles, bot->tricks, percentile(&bot->all, 0.5),
            percentile(&bot->all, 0.99), bot->all.n ? bot->all.v[bot->all.n - 1] : 0.0);
        bool first = true;
        for (int k = 0; k < KIND_COUNT; k++) {
            const Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
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
                   a->bots[j].name, a->p1[i][j] / a->sets, ci95(a->p1[i][j], a->p2[i][j], a->sets));
            first = false;
        }
    printf("]}\n");
}

int bete_arena_main(int argc, char **argv)
{
    Arena *a = calloc(1, sizeof *a);
    if (!a)
        return 1;
    if (parse_args(argc, argv, a) < 0) {
        free(a);
        return 2;
    }
    int rc = 0;
    for (int d = 0; d < a->sets && rc == 0; d++) {
        const uint64_t game_seed = ai_mix64(a->seed * 0x9E3779B97F4A7C15ull + (uint64_t)d);
        for (int b = 0; b < a->nbots; b++) {
            a->bots[b].set_sum = 0;
            a->bots[b].set_n = 0;
        }
        if (a->field >= 0) {
            for (int h = 0; h < a->nheroes && rc == 0; h++)
                for (int seat = 0; seat < a->players && rc == 0; seat++) {
                    int seat_bot[BETE_MAX_PLAYERS];
                    for (int s = 0; s < a->players; s++)
                        seat_bot[s] = s == seat ? h : a->field;
                    rc = play_game(a, game_seed, seat_bot, seat);
                }
        } else {
            for (int r = 0; r < a->players && rc == 0; r++) {
                int seat_bot[BETE_MAX_PLAYERS];
                for (int s = 0; s < a->players; s++)
                    seat_bot[s] = a->seat_list[(s + r) % a->players];
                rc = play_game(a, game_seed, seat_bot, r);
            }
        }
        double x[MAX_BOTS + 1];
        for (int b = 0; b < a->nbots; b++) {
            Bot *bot = &a->bots[b];
            x[b] = bot->set_n ? bot->set_sum / bot->set_n : 0;
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
            fprintf(stderr, "bete arena: %d/%d deal sets\n", d + 1, a->sets);
    }
    if (rc == 0) {
        sort_latencies(a);
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
    free(a);
    return rc ? 1 : 0;
}
