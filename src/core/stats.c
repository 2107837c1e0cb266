/* Player statistics as key=value lines. No SDL (fuzzed on its own). */
#include "stats.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

void stats_reset(Stats *s) { memset(s->game, 0, sizeof s->game); }

/* The i-th counter in the file's order, its key, and whether it may be negative; NULL past the last. */
static long long *field(Stats *s, int i, const char **key, bool *net)
{
    *net = false;
    for (int g = 0; g < STATS_GAMES; g++)
        for (int c = 0; s->keys[g] && c < STATS_COUNTS && s->keys[g]->count[c]; c++)
            if (i-- == 0) {
                *key = s->keys[g]->count[c];
                *net = c == s->keys[g]->net;
                return &s->game[g].count[c];
            }
    for (int g = 0; g < STATS_GAMES; g++)
        if (s->keys[g] && i-- == 0) {
            *key = s->keys[g]->hints;
            return &s->game[g].hints;
        }
    for (int g = 0; g < STATS_GAMES; g++)
        if (s->keys[g] && (i -= STATS_MARK_KEYS) < 0) {
            StatsMark *m = &s->game[g].mark;
            long long *const members[STATS_MARK_KEYS] = { &m->game, &m->deal, &m->over, &m->reviewed };
            *key = s->keys[g]->mark[i + STATS_MARK_KEYS];
            return members[i + STATS_MARK_KEYS];
        }
    return NULL;
}

/* "12,0,305": at most STATS_LOSS_HANDS hundredths, each 0..STATS_LOSS_MAX; an empty value holds none. A
 * refused line keeps none. */
static bool losses_refused(GameStats *g)
{
    g->nlosses = 0;
    memset(g->loss, 0, sizeof g->loss);
    return false;
}

static bool parse_losses(GameStats *g, const char *value)
{
    losses_refused(g); /* a line read twice holds the last one's alone */
    for (const char *at = value; *at;) {
        if (*at < '0' || *at > '9' || g->nlosses == STATS_LOSS_HANDS)
            return losses_refused(g);
        long v = 0;
        while (*at >= '0' && *at <= '9' && v <= STATS_LOSS_MAX)
            v = v * 10 + (*at++ - '0');
        if (v > STATS_LOSS_MAX || (*at && *at != ',') || (*at == ',' && !at[1]))
            return losses_refused(g);
        g->loss[g->nlosses++] = (int)v;
        at += *at == ',';
    }
    return true;
}

static void on_line(void *ctx, const char *key, const char *value, ReadReport *report)
{
    Stats *s = ctx;
    const char *k;
    bool net;
    for (int i = 0; field(s, i, &k, &net); i++) {
        if (strcmp(key, k))
            continue;
        char *end;
        errno = 0;
        long long v = strtoll(value, &end, 10);
        bool digits = (*value >= '0' && *value <= '9') || (*value == '-' && value[1] >= '0' && value[1] <= '9');
        if (errno || !digits || *end || (v < 0 && !net) || v > STATS_MAX || v < -STATS_MAX)
            store_refuse(report, key);
        else
            *field(s, i, &k, &net) = v;
        return;
    }
    for (int g = 0; g < STATS_GAMES; g++)
        if (s->keys[g] && s->keys[g]->losses && strcmp(key, s->keys[g]->losses) == 0) {
            if (!parse_losses(&s->game[g], value))
                store_refuse(report, key);
            return;
        }
    /* an unknown key is ignored, as in the settings: a later version may have written it */
}

void stats_parse(Stats *s, const char *text, size_t len, ReadReport *report)
{
    stats_reset(s);
    memset(report, 0, sizeof *report);
    store_each_line(text, len, report, on_line, s);
}

static void parse(void *ctx, const char *text, size_t len, ReadReport *report) { stats_parse(ctx, text, len, report); }

StoreRead stats_load(Stats *s, const char *path, ReadReport *report)
{
    stats_reset(s);
    return store_load(path, parse, s, report);
}

bool stats_format(const Stats *s, char *text, size_t size)
{
    size_t n = 0;
    Stats counts = *s; /* field() points into what it is given */
    const char *k;
    bool net;
    const long long *v;
    for (int i = 0; n < size && (v = field(&counts, i, &k, &net)); i++)
        n += (size_t)snprintf(text + n, size - n, "%s=%lld\n", k, *v);
    for (int g = 0; g < STATS_GAMES && n < size; g++) {
        if (!s->keys[g] || !s->keys[g]->losses || s->game[g].nlosses == 0)
            continue;
        n += (size_t)snprintf(text + n, size - n, "%s=", s->keys[g]->losses);
        for (int i = 0; i < s->game[g].nlosses && n < size; i++)
            n += (size_t)snprintf(text + n, size - n, "%s%d", i ? "," : "", s->game[g].loss[i]);
        if (n < size)
            n += (size_t)snprintf(text + n, size - n, "\n");
    }
    return n < size;
}

/* Another game than the mark's: none of its deals is counted yet. */
static void mark_game(StatsMark *mark, long long game)
{
    if (mark->game != game)
        *mark = (StatsMark){ .game = game };
}

/* Whether deal `deal` is past *upto (a member of the game's mark): if so it is now. */
static bool mark_past(StatsMark *mark, long long game, long long *upto, int deal)
{
    mark_game(mark, game);
    if (deal <= *upto)
        return false;
    *upto = deal;
    return true;
}

bool stats_mark_deal(StatsMark *mark, long long game, int deal) { return mark_past(mark, game, &mark->deal, deal); }

bool stats_mark_review(StatsMark *mark, long long game, int deal)
{
    return mark_past(mark, game, &mark->reviewed, deal);
}

bool stats_mark_over(StatsMark *mark, long long game)
{
    mark_game(mark, game);
    if (mark->over)
        return false;
    mark->over = 1;
    return true;
}

bool stats_save(const Stats *s, const char *path)
{
    char text[STATS_TEXT_MAX];
    if (!stats_format(s, text, sizeof text)) {
        errno = EOVERFLOW;
        return false;
    }
    return store_write_atomic(path, text);
}

bool stats_any(const Stats *s)
{
    static const GameStats none; /* the keys are not counts: only the games' figures are compared */
    for (int g = 0; g < STATS_GAMES; g++)
        if (memcmp(&s->game[g], &none, sizeof none) != 0)
            return true;
    return false;
}

void stats_add_loss(GameStats *g, double chips)
{
    const double centi = chips > 0 ? chips * 100 + 0.5 : 0;
    if (g->nlosses == STATS_LOSS_HANDS) {
        memmove(g->loss, g->loss + 1, sizeof g->loss[0] * (STATS_LOSS_HANDS - 1));
        g->nlosses--;
    }
    g->loss[g->nlosses++] = centi > STATS_LOSS_MAX ? STATS_LOSS_MAX : (int)centi;
}

bool stats_loss_mean(const GameStats *g, double *mean)
{
    if (g->nlosses <= 0)
        return false;
    long long sum = 0;
    for (int i = 0; i < g->nlosses; i++)
        sum += g->loss[i];
    *mean = (double)sum / 100.0 / g->nlosses;
    return true;
}
