/* The table log's store: deals and their sentences, grown as the game goes. */
#include "table_log.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void table_log_init(TableLog *log, int players)
{
    memset(log, 0, sizeof *log);
    log->players = players;
}

void table_log_free(TableLog *log)
{
    for (int i = 0; i < log->ndeals; i++)
        free(log->deals[i].lines);
    free(log->deals);
    memset(log, 0, sizeof *log);
}

static bool add_line(LogDeal *d, const char *text)
{
    if (d->nlines == LOG_LINES_MAX)
        return false;
    if (d->nlines == d->cap) {
        const int cap = d->cap ? d->cap * 2 : 32;
        char(*lines)[LOG_LINE_SIZE] = realloc(d->lines, (size_t)cap * sizeof *lines);
        if (!lines)
            return false;
        d->lines = lines;
        d->cap = cap;
    }
    memcpy(d->lines[d->nlines], text, LOG_LINE_SIZE);
    d->lines[d->nlines][LOG_LINE_SIZE - 1] = 0;
    d->nlines++;
    return true;
}

static LogDeal *begin_deal(TableLog *log, int number, const MoucheChips *balances)
{
    if (log->ndeals == log->cap) {
        const int cap = log->cap ? log->cap * 2 : 16;
        LogDeal *deals = realloc(log->deals, (size_t)cap * sizeof *deals);
        if (!deals)
            return NULL;
        log->deals = deals;
        log->cap = cap;
    }
    LogDeal *d = &log->deals[log->ndeals++];
    memset(d, 0, sizeof *d);
    d->number = number;
    memcpy(d->start, balances, sizeof d->start);
    memcpy(d->end, balances, sizeof d->end);
    if (log->preamble[0]) {
        add_line(d, log->preamble);
        log->preamble[0] = 0;
    }
    return d;
}

bool table_log_add(TableLog *log, const LogEntry *e)
{
    LogDeal *d = log->ndeals > 0 ? &log->deals[log->ndeals - 1] : NULL;
    if (e->deal_begins > 0 && !(d = begin_deal(log, e->deal_begins, e->balances)))
        return false;
    if (!d) { /* before the first deal (the draw for the dealer): it opens the first deal's log */
        snprintf(log->preamble, sizeof log->preamble, "%s", e->text);
        return true;
    }
    bool ok = !e->text[0] || add_line(d, e->text);
    if (e->deal_ends) {
        d->over = true;
        memcpy(d->end, e->balances, sizeof d->end);
    }
    return ok;
}

const LogDeal *table_log_current(const TableLog *log) { return log->ndeals > 0 ? &log->deals[log->ndeals - 1] : NULL; }
