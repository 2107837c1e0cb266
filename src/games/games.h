/* The games the registry lists (games.c), in the title screen's order: a game is one line of
 * GAMES_LIST, its kind, its backend, its settings' codec and its statistics' keys (NULL: it keeps
 * none). A game's kind indexes its settings (Settings.games) and statistics (Stats.game). Only
 * src/games names one. */
#ifndef LAMOUCHE_GAMES_H
#define LAMOUCHE_GAMES_H

#define GAMES_LIST(X) \
    X(GAME_MOUCHE, mouche_backend, &mouche_settings_codec, &MOUCHE_STATS_KEYS) \
    X(GAME_BETE, bete_backend, &bete_settings_codec, &BETE_STATS_KEYS) \
    X(GAME_TEMPLATE, template_backend, NULL, NULL)

#define GAMES_KIND(kind, backend, codec, keys) kind,
typedef enum { GAMES_LIST(GAMES_KIND) GAME_KINDS } GameKind;
#undef GAMES_KIND

#endif
