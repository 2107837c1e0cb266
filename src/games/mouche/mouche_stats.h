/* La Mouche's counts in stats.txt, by their keys: a contract with every file written before. */
#ifndef LAMOUCHE_MOUCHE_STATS_H
#define LAMOUCHE_MOUCHE_STATS_H

#include "stats.h"

enum { MS_GAMES, MS_GAMES_WON, MS_HANDS, MS_TRICKS, MS_FLUSHES, MS_MOUCHES_MADE, MS_CHIPS_WON };
static const StatsKeys MOUCHE_STATS_KEYS = { { "games", "games_won", "hands", "tricks", "flushes", "mouches_made",
                                               "chips_won" },
                                             MS_CHIPS_WON,
                                             "hints",
                                             { "counted_game", "counted_hand", "counted_over", "counted_review" },
                                             "review_losses" };

#endif
