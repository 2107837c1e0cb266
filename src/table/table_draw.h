/* The table's drawing pieces the games use for their own parts. */
#ifndef LAMOUCHE_TABLE_DRAW_H
#define LAMOUCHE_TABLE_DRAW_H

#include "table.h"

/* A note centred on cx, its top at y (its bottom, when `bottom`): on one line if it fits width at
 * px, else cut at the space nearest its middle into two lines as large as both fit (a long
 * sentence stays readable rather than shrunk). Returns the height drawn. */
int table_draw_note(App *app, FontId font, int px, const char *s, SDL_Color ink, int cx, int y, int width, bool bottom);
/* One part of the still layer (LAYER_CENTRE, LAYER_SEAT0 + s, ...; still_layer.h). */
void table_draw_part(App *app, Table *t, int part, double now);
/* The summary (or the game's end) drawn dry (draw_probe.h): its texts made, nothing drawn. */
void table_draw_summary_dry(App *app, Table *t);
void draw_card_shadowed(App *app, MoucheCard c, CardBack back, SDL_FRect r, double angle, Uint8 alpha, bool dim,
                        bool approx);
/* A seat's name and (for an AI) its temperament and level, and its status in gold at the right
 * (tag, NULL for none, on the layout's status line; on a plate too narrow for both, the status alone);
 * its balance; its tricks, cards, first-dealer draw and dealer's token. */
void table_draw_seat_title(App *app, const Table *t, int s, const char *tag);
void table_draw_seat_balance(App *app, const Table *t, int s);
void table_draw_seat_cards(App *app, const Table *t, int s);
/* The trick in play, in the middle. */
void table_draw_trick(App *app, const Table *t);
/* The game's end: the players by balance from y, each with its gain since `start`; returns
 * the y under them. */
int table_draw_standings(App *app, const Table *t, SDL_Rect p, int y, int hp, float row, MoucheChips start);
/* Text in column i (of 4, at x cols[i]) of a summary's table, kept to its cell: the box from top, h high. */
void table_draw_cell(App *app, SDL_Rect p, const int *cols, int i, int top, int h, FontId font, int px, const char *s,
                     SDL_Color c, int y, TextAlign a, int flags);
/* Under a seat's name in a summary, what made its gain this deal, part by part ("ante −5 · 2 tricks
 * +8"): parts[r] told with words[r] (0: never told), from (x, y) in italics, in the box w wide and h
 * high: px (100 %) at the player's text size where the box holds it, else as large as it holds,
 * never under px unless px is wider than w. The part `counted` is told with `count` in its words
 * ("%d tricks"), even at 0 chips when count > 0 (-1: none). Nothing is drawn when no part is. */
void table_draw_parts(App *app, const MoucheChips *parts, const StrId *words, int n, int counted, int count, int x,
                      int y, int w, int h, int px);
/* The header (the deal's line, "Trump:" and its suit, trump < 0: none yet, and the rule
 * system played, or NULL) and the key hint under the human's pile. */
void table_draw_header(App *app, const Layout *l, const char *deal_line, int trump, const char *system);
/* The footer's buttons' text size (the keys' commands, bottom right). */
int table_footer_px(const Table *t);
/* The panel of the question before leaving a hand (Escape), in the middle of the table. */
SDL_Rect table_confirm_panel(App *app, const Table *t);

#endif
