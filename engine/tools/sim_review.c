/* mouche-sim --review FILE --seat N [--seed S] [--json]: every decision of a seat in a
 * transcript, reviewed by mouche/review.h, as text for people or as JSON. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "mouche/readfile.h"
#include "mouche/review.h"
#include "sim.h"

enum { TRANSCRIPT_MAX = 64u << 20 };

typedef struct {
    bool json;
    long n, agree, mistakes;
    double loss, loss2, hindsight; /* sums over the decisions */
} ReviewTotals;

static void print_json_string(const char *text)
{
    putchar('"');
    for (const char *c = text; *c; c++) {
        if (*c == '"' || *c == '\\')
            putchar('\\');
        putchar(*c);
    }
    putchar('"');
}

static void on_decision(void *ctx, const ReviewDecision *d)
{
    ReviewTotals *t = ctx;
    const ReviewOption *chosen = &d->option[d->chosen], *best = &d->option[d->best];
    if (t->json) {
        printf("%s{\"hand\":%d,\"kind\":\"%s\",\"chosen\":", t->n ? "," : "", d->deal, d->kind);
        print_json_string(chosen->text);
        fputs(",\"best\":", stdout);
        print_json_string(best->text);
        printf(",\"loss\":%.4f,\"loss_ci95\":[%.4f,%.4f],\"mistake\":%s,\"hindsight_best\":", d->loss, d->loss_lo,
               d->loss_hi, d->mistake ? "true" : "false");
        print_json_string(d->option[d->hindsight_best].text);
        printf(",\"hindsight_loss\":%.4f,\"worlds\":%d,\"options\":[", d->hindsight_loss, d->worlds);
        for (int i = 0; i < d->noptions; i++) {
            const ReviewOption *o = &d->option[i];
            fputs(i ? ",{\"action\":" : "{\"action\":", stdout);
            print_json_string(o->text);
            printf(",\"mean\":%.4f,\"ci95\":[%.4f,%.4f],\"hindsight\":%.4f}", o->mean, o->lo, o->hi, o->hindsight);
        }
        fputs("]}", stdout);
    } else {
        printf("hand %d, %s: chose %s (%+.2f chips, 95%% %+.2f..%+.2f)", d->deal, d->kind, chosen->text, chosen->mean,
               chosen->lo, chosen->hi);
        if (d->best == d->chosen)
            printf(", the best");
        else
            printf(", best %s (%+.2f): loss %.2f (%.2f..%.2f)%s", best->text, best->mean, d->loss, d->loss_lo,
                   d->loss_hi,
                   d->mistake       ? " MISTAKE"
                   : d->loss_lo > 0 ? ", too small to matter"
                                    : ", within the interval");
        printf("; hindsight: best %s, loss %.2f\n", d->option[d->hindsight_best].text, d->hindsight_loss);
    }
    t->n++;
    t->agree += d->best == d->chosen;
    t->mistakes += d->mistake;
    t->loss += d->loss;
    t->loss2 += d->loss * d->loss;
    t->hindsight += d->hindsight_loss;
}

int sim_review(const SimOptions *o)
{
    size_t length = 0;
    char why[256];
    char *text = mouche_read_file_whole(o->review, TRANSCRIPT_MAX, &length, NULL, why, sizeof why);
    if (!text) {
        fprintf(stderr, "mouche-sim: cannot read %s: %s\n", o->review, why);
        return 1;
    }
    Replay replay;
    const bool read = mouche_replay_read(text, length, &replay, why, sizeof why);
    free(text);
    if (!read) {
        fprintf(stderr, "mouche-sim: %s: %s\n", o->review, why);
        return 1;
    }
    const CardGame *game = mouche_cardgame_of_replay(&replay);
    ReviewTotals totals = { .json = o->json };
    const ReviewConfig config = { .seed = o->seed, .worlds = REVIEW_WORLDS };
    if (o->json)
        printf("{\"game\":\"%s\",\"seat\":%d,\"seed\":%llu,\"worlds\":%d,\"decisions\":[", game ? game->name : "?",
               o->seat, (unsigned long long)o->seed, config.worlds);
    const bool ok = mouche_review_replay(&replay, o->seat, &config, on_decision, &totals, why, sizeof why);
    mouche_replay_free(&replay);
    if (!ok) {
        if (o->json)
            puts("]}");
        fprintf(stderr, "mouche-sim: %s: %s\n", o->review, why);
        return 1;
    }
    const long n = totals.n;
    const double mean = n ? totals.loss / n : 0, hindsight = n ? totals.hindsight / n : 0;
    const double var = n > 1 ? (totals.loss2 - totals.loss * totals.loss / n) / (n - 1) : 0;
    const double half = n ? 1.96 * sqrt(var > 0 ? var : 0) / sqrt((double)n) : 0;
    const double agree = n ? (double)totals.agree / n : 1;
    if (o->json)
        printf("],\"count\":%ld,\"mean_loss\":%.4f,\"mean_loss_ci95\":%.4f,\"agree\":%.4f,\"mistakes\":%ld,"
               "\"mean_hindsight_loss\":%.4f}\n",
               n, mean, half, agree, totals.mistakes, hindsight);
    else
        printf("seat %d: %ld decisions, mean loss %.3f +- %.3f chips per decision, agrees with the review's best "
               "in %.1f%%, %ld mistakes; hindsight: mean loss %.3f\n",
               o->seat, n, mean, half, 100 * agree, totals.mistakes, hindsight);
    return 0;
}
