/* La Bête's counts in stats.txt, by their keys: a contract with every file written before. */
#ifndef LAMOUCHE_BETE_STATS_H
#define LAMOUCHE_BETE_STATS_H

#include "stats.h"

enum { BS_GAMES, BS_GAMES_WON, BS_DEALS, BS_BIDS, BS_WINS, BS_BETES, BS_KINGS, BS_CHIPS };
static const StatsKeys BETE_STATS_KEYS = { { "bete_games", "bete_games_won", "bete_deals", "bete_bids", "bete_wins",
                                             "bete_betes", "bete_kings", "bete_chips" },
                                           BS_CHIPS,
                                           "bete_hints",
                                           { "bete_counted_game", "bete_counted_deal", "bete_counted_over",
                                             "bete_counted_review" },
                                           "bete_review_losses" };

#endif
