/* The games the registry lists (games.c), by their place in it: a game's kind indexes its
 * settings (Settings.games) and statistics (Stats.game). Only src/games names one. */
#ifndef LAMOUCHE_GAMES_H
#define LAMOUCHE_GAMES_H

typedef enum { GAME_MOUCHE = 0, GAME_BETE = 1, GAME_KINDS } GameKind;

#endif
