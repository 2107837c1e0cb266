/* The arena core: what both games' arenas share (arena_core.h). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "arena_core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../ai/common/ai_rng.h"
#include "mouche/ai.h"

int arena_seat_bot(const ArenaGame *g, const char *name, int *level, int *temperament, uint32_t *ablate)
{
    ArenaBot bot;
    if (arena_parse_bot(g, name, MOUCHE_TEMPER_BLUFFER, &bot) < 0 || bot.level >= MOUCHE_AI_LEVEL_COUNT)
        return -1; /* unknown, or a diagnostic bot that sees what a seat cannot (no seat of a transcript) */
    *level = bot.level;
    *temperament = bot.temperament;
    *ablate = bot.ablate;
    return 0;
}

void arena_time(ArenaBot *bot, int kind, float ms)
{
    push(&bot->lat[kind], ms);
    push(&bot->all, ms);
}

int arena_parse_ablations(char *parts, const char *declare_word, uint32_t *ablate)
{
    for (char *part = parts; part && *part;) {
        char *next = strchr(part, '/');
        if (next)
            *next++ = 0;
        if (!strcmp(part, "noinf"))
            *ablate |= MOUCHE_AI_ABLATE_INFERENCE;
        else if (!strcmp(part, "noplay"))
            *ablate |= MOUCHE_AI_ABLATE_PLAY_SEARCH;
        else if (!strcmp(part, "nomemory"))
            *ablate |= MOUCHE_AI_ABLATE_MEMORY;
        else if (!strcmp(part, declare_word))
            *ablate |= MOUCHE_AI_ABLATE_DECLARE_SEARCH;
        else
            return -1;
        part = next;
    }
    return 0;
}

/* A bot of the list or the field, "LEVEL[:TEMPER][/ABLATION...]", the temperament
 * before or after the ablations: its name cut to the game's size, its level (the
 * game's own first), ablations and temperament; -1 if unknown. */
int arena_parse_bot(const ArenaGame *g, const char *token, int default_temper, ArenaBot *bot)
{
    memset(bot, 0, sizeof *bot);
    snprintf(bot->name, g->name_size, "%s", token);
    bot->temperament = default_temper;
    char level[ARENA_NAME_SIZE];
    snprintf(level, g->name_size, "%s", token);
    char *colon = strchr(level, ':');
    if (colon) { /* ":TEMPER" runs to the next slash: read it, then take it out */
        char *end = strchr(colon + 1, '/');
        char temper[ARENA_NAME_SIZE];
        snprintf(temper, sizeof temper, "%.*s", (int)(end ? end - colon - 1 : (long)strlen(colon + 1)), colon + 1);
        bot->temperament = mouche_ai_temperament_parse(temper);
        if (bot->temperament < 0)
            return -1;
        memmove(colon, end ? end : "", strlen(end ? end : "") + 1);
    }
    char *slash = strchr(level, '/');
    if (slash) {
        *slash = 0;
        if (arena_parse_ablations(slash + 1, g->declare_ablation, &bot->ablate) < 0)
            return -1;
    }
    bot->level = g->parse_level ? g->parse_level(level) : -1;
    if (bot->level < 0)
        bot->level = mouche_ai_level_parse(level);
    return bot->level < 0 ? -1 : 0;
}

static void usage(const ArenaGame *g)
{
    g->usage();
    fputs("  with --field BOT (or --opponents BOT), each listed bot plays alone against N-1 copies of BOT,\n"
          "  from every seat; an expert keeps a memory of each table it sits at (expert/nomemory: none)\n",
          stderr);
}

static int parse_args(const ArenaGame *g, int argc, char **argv, Arena *a, void *options, void *rules)
{
    memset(a, 0, sizeof *a);
    a->rules = rules;
    g->game->rules_default(rules);
    a->players = 4;
    a->deals = 100;
    a->seed = 1;
    a->temperament = MOUCHE_TEMPER_BLUFFER;
    a->field = -1;
    g->default_options(options);
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
            usage(g);
            return -1;
        }
        if (!strcmp(arg, "--arena"))
            list = val;
        else if (!strcmp(arg, "--field") || !strcmp(arg, "--opponents"))
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
            if (!g->game->rules_parse(a->rules, val, why, sizeof why)) {
                fprintf(stderr, "mouche-sim: %s\n", why);
                return -1;
            }
        } else {
            const int taken = g->parse_option(options, arg, val);
            if (taken < 0)
                return -1;
            if (!taken) {
                usage(g);
                return -1;
            }
        }
        i++;
    }
    if (!list || a->players < g->min_players || a->players > g->max_players || a->deals < 1 ||
        (g->options_valid && !g->options_valid(options))) {
        usage(g);
        return -1;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    int names[ARENA_MAX_SEATS], nnames = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (nnames == g->max_players) {
            fprintf(stderr, "mouche-sim: at most %d bots\n", g->max_players);
            return -1;
        }
        ArenaBot b;
        if (arena_parse_bot(g, tok, a->temperament, &b) < 0) {
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
        usage(g);
        return -1;
    }
    a->nheroes = a->nbots;
    if (field) {
        ArenaBot b;
        if (arena_parse_bot(g, field, a->temperament, &b) < 0) {
            fprintf(stderr, "mouche-sim: unknown bot '%s'\n", field);
            return -1;
        }
        if (a->nbots >= g->max_players) {
            fprintf(stderr, "mouche-sim: at most %d bots with a field\n", g->max_players - 1);
            return -1;
        }
        snprintf(b.name + strlen(b.name), g->name_size - strlen(b.name), "%s", " (field)");
        a->field = a->nbots;
        a->bots[a->nbots++] = b;
    }
    for (int i = 0; i < a->players; i++)
        a->seat_list[i] = names[i % nnames];
    return 0;
}

/* Plays one deal with the bots of seat_bot at the seats; adds the results to the bots. */
static int play_seated(const ArenaGame *g, Arena *a, const void *options, uint64_t seed, const int *seat_bot,
                       int rotation)
{
    ArenaHand hand;
    memset(&hand, 0, sizeof hand);
    if (g->play(a, options, seed, seat_bot, rotation, &hand) < 0)
        return -1;
    for (int s = 0; s < a->players; s++) {
        ArenaBot *bot = &a->bots[seat_bot[s]];
        bot->deal_sum += hand.result[s];
        bot->deal_n++;
        for (int k = 0; k < g->nstats; k++)
            bot->stat[k] += hand.stat[s][k];
    }
    return 0;
}

/* Plays every seating of one deal; adds each bot's mean to its sums and the pairs' differences. */
static int play_deal(const ArenaGame *g, Arena *a, const void *options, int d)
{
    const uint64_t seed = mouche_ai_mix64(a->seed * 0x9E3779B97F4A7C15ull + (uint64_t)d);
    for (int b = 0; b < a->nbots; b++) {
        a->bots[b].deal_sum = 0;
        a->bots[b].deal_n = 0;
    }
    int rc = 0;
    int seat_bot[ARENA_MAX_SEATS];
    if (a->field >= 0) {
        /* each listed bot alone against the field, from every seat */
        for (int h = 0; h < a->nheroes && rc == 0; h++)
            for (int seat = 0; seat < a->players && rc == 0; seat++) {
                for (int s = 0; s < a->players; s++)
                    seat_bot[s] = s == seat ? h : a->field;
                rc = play_seated(g, a, options, seed, seat_bot, seat);
            }
    } else {
        for (int r = 0; r < a->players && rc == 0; r++) {
            for (int s = 0; s < a->players; s++)
                seat_bot[s] = a->seat_list[(s + r) % a->players];
            rc = play_seated(g, a, options, seed, seat_bot, r);
        }
    }
    double x[ARENA_MAX_BOTS];
    for (int b = 0; b < a->nbots; b++) {
        ArenaBot *bot = &a->bots[b];
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
    return rc;
}

static void sort_latencies(Arena *a)
{
    for (int b = 0; b < a->nbots; b++) {
        ArenaBot *bot = &a->bots[b];
        /* qsort must not be given the NULL of an empty sample */
        if (bot->all.n)
            qsort(bot->all.v, bot->all.n, sizeof *bot->all.v, cmp_float);
        for (int k = 0; k < ARENA_MAX_KINDS; k++)
            if (bot->lat[k].n)
                qsort(bot->lat[k].v, bot->lat[k].n, sizeof *bot->lat[k].v, cmp_float);
    }
}

static void report_text(const ArenaGame *g, const Arena *a, const void *options)
{
    char rules[512];
    g->game->rules_format(a->rules, rules, sizeof rules);
    g->print_head(a, options, false, rules);
    printf("%-22s %10s %*s", "bot", g->unit, g->ci_width, "ci95");
    for (int k = 0; k < g->nstats; k++)
        if (g->stats[k].header)
            printf(" %*s", g->stats[k].width, g->stats[k].header);
    printf("\n");
    for (int b = 0; b < a->nbots; b++) {
        const ArenaBot *bot = &a->bots[b];
        printf("%-22s %+10.4f %*.4f", bot->name, bot->s1 / a->deals, g->ci_width, ci95(bot->s1, bot->s2, a->deals));
        for (int k = 0; k < g->nstats; k++)
            if (g->stats[k].header)
                printf(" %*ld", g->stats[k].width, bot->stat[k]);
        printf("\n");
    }
    for (int i = 0; i < a->nheroes; i++)
        for (int j = i + 1; j < a->nheroes; j++)
            printf("difference %s - %s: %+.4f +- %.4f %s (paired over %s)\n", a->bots[i].name, a->bots[j].name,
                   a->p1[i][j] / a->deals, ci95(a->p1[i][j], a->p2[i][j], a->deals), g->unit, g->over);
    printf("latency (ms)           %-9s %8s %9s %9s %9s\n", "kind", "n", "p50", "p99", "max");
    for (int b = 0; b < a->nbots; b++) {
        const ArenaBot *bot = &a->bots[b];
        for (int k = 0; k < g->nkinds; k++) {
            const Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
            printf("%-22s %-9s %8zu %9.3f %9.3f %9.3f\n", bot->name, g->kind_names[k], s->n, percentile(s, 0.5),
                   percentile(s, 0.99), s->v[s->n - 1]);
        }
    }
}

static void report_json(const ArenaGame *g, const Arena *a, const void *options)
{
    char rules[512];
    g->rules_json(a->rules, rules, sizeof rules);
    g->print_head(a, options, true, rules);
    for (int b = 0; b < a->nbots; b++) {
        const ArenaBot *bot = &a->bots[b];
        const char *temperament = mouche_ai_temperament_name(bot->temperament);
        printf("%s{\"name\":\"%s\",", b ? "," : "", bot->name);
        if (g->temperament_first)
            printf("\"temperament\":\"%s\",", temperament);
        printf("\"chips_per_hand\":%.6f,\"ci95\":%.6f", bot->s1 / a->deals, ci95(bot->s1, bot->s2, a->deals));
        if (!g->temperament_first)
            printf(",\"temperament\":\"%s\"", temperament);
        for (int k = 0; k < g->nstats; k++)
            printf(",\"%s\":%ld", g->stats[k].json, bot->stat[k]);
        printf(",\"latency_ms\":{\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f,\"by_kind\":{", percentile(&bot->all, 0.5),
               percentile(&bot->all, 0.99), bot->all.n ? bot->all.v[bot->all.n - 1] : 0.0);
        bool first = true;
        for (int k = 0; k < g->nkinds; k++) {
            const Samples *s = &bot->lat[k];
            if (!s->n)
                continue;
            printf("%s\"%s\":{\"n\":%zu,\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f}", first ? "" : ",", g->kind_names[k],
                   s->n, percentile(s, 0.5), percentile(s, 0.99), s->v[s->n - 1]);
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

static void free_bots(Arena *a)
{
    for (int b = 0; b < a->nbots; b++) {
        for (int k = 0; k < ARENA_MAX_KINDS; k++)
            free(a->bots[b].lat[k].v);
        free(a->bots[b].all.v);
    }
}

int arena_main(const ArenaGame *g, int argc, char **argv)
{
    Arena *a = calloc(1, sizeof *a);
    void *options = calloc(1, g->options_size), *rules = malloc(g->game->rules_size);
    if (!a || !options || !rules) {
        free(a);
        free(options);
        free(rules);
        return 1;
    }
    int rc = parse_args(g, argc, argv, a, options, rules) < 0 ? 2 : 0;
    for (int d = 0; d < a->deals && rc == 0; d++) {
        if (play_deal(g, a, options, d) < 0)
            rc = 1;
        if (a->progress && (d + 1) % 500 == 0)
            fprintf(stderr, "%s: %d/%d %s\n", g->title, d + 1, a->deals, g->over);
    }
    if (rc == 0) {
        sort_latencies(a);
        if (a->json)
            report_json(g, a, options);
        else
            report_text(g, a, options);
    }
    free_bots(a);
    if (g->finish && g->finish(options) < 0 && rc == 0)
        rc = 1;
    free(a);
    free(options);
    free(rules);
    return rc;
}
