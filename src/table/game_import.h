/* What a game's folder may use of the app, as ioquake3's game import table: a file of
 * src/games/<game>/ includes this header, its own folder's and the engine's public ones, nothing
 * else (app.layers). midend.h is its SDL-free part, all a game's shown table includes. */
#ifndef LAMOUCHE_GAME_IMPORT_H
#define LAMOUCHE_GAME_IMPORT_H

#include "card_words.h"
#include "draw_probe.h"
#include "game.h"
#include "layout.h"
#include "log_words.h"
#include "midend.h"
#include "name_words.h"
#include "palette.h"
#include "picture.h"
#include "savefile.h"
#include "seat_memories.h"
#include "settings.h"
#include "stats.h"
#include "store.h"
#include "table_draw.h"
#include "table_pieces.h"

#endif
