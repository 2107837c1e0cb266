/* Drawing shared by the two tables (La Mouche in table_draw.c, La Bête in
 * bete_draw.c): shadowed cards and the moving cards and tokens of a step. */
#ifndef LAMOUCHE_DRAW_COMMON_H
#define LAMOUCHE_DRAW_COMMON_H

#include "app.h"
#include "layout.h"
#include "midend.h"

/* Where a place of a flight is on screen now. */
typedef SDL_FRect (*FlightRectFn)(const void *ctx, Place p, bool is_token, uint8_t token);

void draw_card_shadowed(App *app, MoucheCard c, CardBack back, SDL_FRect r, double angle, Uint8 alpha, bool dim,
                        bool approx);
/* The cards and tokens of a step in flight, at progress p (0..1) of the step. */
/* The header (the deal's line, "Trump:" and its suit, trump < 0: none yet, and the rule system
 * played, or NULL) and the key hint under the human's pile (both tables). */
void table_draw_header(App *app, const Layout *l, const char *deal_line, int trump, const char *system);
/* The last trick over the middle (key L), each card over its player's name (both tables). */
void table_draw_last_trick(App *app, const Layout *l, const MoucheCard *cards, const int8_t *seats, int n, int winner,
                           const char (*names)[48]);
/* "Click or Space: skip", while cards move (both tables). */
void table_draw_skip_hint(App *app, const Layout *l);
void draw_flights_generic(App *app, const Layout *l, const Flight *fl, int nfl, float p, FlightRectFn rect,
                          const void *ctx);

#endif
