/* The table log: this game's events as sentences, deal by deal, as the human's
 * seat saw them, and the score sheet (each deal's balances). Kept by the table,
 * filled by the games (GameEvents.log_event), shown in a panel (log_panel.c). */
#ifndef LAMOUCHE_TABLE_LOG_H
#define LAMOUCHE_TABLE_LOG_H

#include <stdbool.h>

#include "midend.h"

enum { LOG_LINE_SIZE = 240, LOG_LINES_MAX = 400 /* a deal's lines at the most */ };

/* What an event adds to the log: a sentence (empty: none), and whether it begins a
 * deal (its number and the balances before any stake) or ends one (the balances after). */
typedef struct {
    char text[LOG_LINE_SIZE];
    int deal_begins; /* > 0: the number of the deal this event begins */
    bool deal_ends;
    MoucheChips balances[TABLE_SEATS_MAX];
} LogEntry;

typedef struct {
    int number;
    bool over;
    MoucheChips start[TABLE_SEATS_MAX], end[TABLE_SEATS_MAX];
    char (*lines)[LOG_LINE_SIZE]; /* malloc'd, nlines of cap */
    int nlines, cap;
} LogDeal;

typedef struct {
    int players;
    LogDeal *deals; /* malloc'd, in the order played */
    int ndeals, cap;
    char preamble[LOG_LINE_SIZE]; /* said before the first deal (the draw for the dealer) */
} TableLog;

void table_log_init(TableLog *log, int players);
void table_log_free(TableLog *log);
/* Adds what an event says; false when memory ran out (the log then misses that line). */
bool table_log_add(TableLog *log, const LogEntry *entry);
/* The deal being played (the last one), or NULL before the first. */
const LogDeal *table_log_current(const TableLog *log);

#endif
