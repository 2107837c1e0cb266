/* Player statistics, kept across games in the preferences folder. */
#ifndef LAMOUCHE_STATS_H
#define LAMOUCHE_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "store.h"

/* Which deals of one game the counts hold: those up to `deal` of the game `game` (its id,
 * savefile_game_id), and its end if `over`; and the deals up to `reviewed` whose review is settled
 * (its chips lost counted, or not to be: a hand the AI played or practised). Written with the counts
 * in one file, so that a deal is counted once: when its end is shown, or when a save that holds it
 * is resumed; its review once, whether made before a restart or after, or asked again from the log. */
typedef struct {
    long long game, deal, over, reviewed;
} StatsMark;
enum { STATS_MARK_KEYS = 4 }; /* its members, in the file's order */

/* Room for the registry's games (by kind; a game without keys is not kept in the file), and the counts
 * a game keeps at most. */
enum { STATS_GAMES = 4, STATS_COUNTS = 8 };
/* The review's learning curve: the chips lost to choices in each of the last hands (deals) reviewed. */
enum { STATS_LOSS_HANDS = 50 };
#define STATS_LOSS_MAX 99999 /* hundredths of a chip a hand's losses are kept at most (a thousand chips) */

/* The keys a game's counts are written under, declared in its folder (the registry hands them on).
 * The file holds every game's counts, then every game's hints, then every game's marks. */
typedef struct {
    const char *count[STATS_COUNTS]; /* NULL after the last */
    int net; /* the count that may be negative (the net chips) */
    const char *hints,
        *mark[STATS_MARK_KEYS]; /* the Expert's advice asked for; the mark's game, deal, over, reviewed */
    const char *losses; /* the review's chips lost per hand, oldest first (hundredths, comma-separated) */
} StatsKeys;

typedef struct {
    long long count[STATS_COUNTS], hints;
    StatsMark mark;
    int nlosses; /* hands in loss, oldest first */
    int loss[STATS_LOSS_HANDS]; /* hundredths of a chip lost to choices in a hand, as the review weighs them */
} GameStats;

typedef struct {
    const StatsKeys *const
        *keys; /* [STATS_GAMES], NULL for a game not counted: set by the owner, kept by stats_reset */
    GameStats game[STATS_GAMES];
} Stats;

/* The largest magnitude a counter is read with (far beyond any real play). */
#define STATS_MAX 1000000000000000LL

void stats_reset(Stats *s); /* every count to zero */
bool stats_any(const Stats *s); /* whether any game holds a count, a hint or a mark */
/* Reads key=value text from zero: a refused line (an unknown key, not a whole
 * number, a negative count; only the net chips may be negative) leaves its
 * counter at zero and is named in the report. */
void stats_parse(Stats *s, const char *text, size_t len, ReadReport *report);
/* stats_parse on the file; STORE_DAMAGED if the report names anything (the
 * caller keeps the file aside). */
StoreRead stats_load(Stats *s, const char *path, ReadReport *report);
/* The most the file's text takes (every count, and each game's fifty hands of losses). */
enum { STATS_TEXT_MAX = 4096 };
/* The file's text; false if it does not fit. */
bool stats_format(const Stats *s, char *text, size_t size);
/* Whether deal `deal` (the game's end with deal 0) of game `game` is yet to be counted; if
 * so, it is marked counted (the caller adds its figures, then saves the whole at once). */
bool stats_mark_deal(StatsMark *mark, long long game, int deal);
bool stats_mark_over(StatsMark *mark, long long game);
/* Whether the review of deal `deal` of game `game` is yet to be settled; if so, it is marked. */
bool stats_mark_review(StatsMark *mark, long long game, int deal);
/* A reviewed hand's chips lost to choices (>= 0): the oldest of STATS_LOSS_HANDS drops out. */
void stats_add_loss(GameStats *g, double chips);
/* The mean chips lost to choices per hand over the hands kept; false if none is. */
bool stats_loss_mean(const GameStats *g, double *mean);
/* Atomic; false with errno set if it could not be written. */
bool stats_save(const Stats *s, const char *path);

#endif
