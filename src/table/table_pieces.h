/* The drawing pieces a game's own parts of the table share: token stacks, the deck, the places
 * every table has, and the panels of a deal's summary and of the game's end. */
#ifndef LAMOUCHE_TABLE_PIECES_H
#define LAMOUCHE_TABLE_PIECES_H

#include "table.h"

/* A stack of each kind of token a party holds, from its base rectangle at[kind] up (eight at
 * the most), and its count under it when `counts`. */
void table_draw_holdings(App *app, const Holdings *h, const SDL_FRect at[TOKEN_KINDS], float unit, bool counts);
/* The deck (or a stock, a talon) of `cards` backs at r, a layer for every four. While it is
 * shuffled its layers sway `sway` units to either side (0: still); while it is cut (cut_to, NULL
 * for no cut) its upper half leans towards the cutter; p is the step's progress. */
void table_draw_deck(App *app, SDL_FRect r, int cards, float unit, float sway, const SDL_FPoint *cut_to, float p);
/* Where a place every table has is drawn (a hand's card, the trick, a pile, the centre's cards at
 * centre_scale, the first dealer's draw, the bank's tokens); an empty rectangle for a game's own. */
SDL_FRect table_place_rect(const Layout *l, Place p, float centre_scale, bool is_token, uint8_t token);
/* A group of moving tokens spread a little by its index. */
SDL_FRect table_token_spread(SDL_FRect r, int index);

/* A summary's or the game's end's panel p drawn (opaque as alpha), its texts kept inside it until
 * table_draw_panel_end, and its title centred at its top, size units high. */
void table_draw_panel_begin(App *app, const Table *t, SDL_Rect p, Uint8 alpha, const char *title, float size);
void table_draw_panel_end(App *app);
/* The game's end's panel: "Game over" and, under it, the line that says after how many deals. */
void table_draw_gameend_begin(App *app, const Table *t, SDL_Rect p, const char *standings);

/* The table of a deal's summary, four columns (the player, the tricks, the gain, the balance) at
 * cols[i] in panel p; a cell is the box from a line's y - rise, h high, its text px high. */
typedef struct {
    SDL_Rect panel;
    int cols[4];
    int rise, h, px;
} SummaryGrid;
/* The columns' titles on the line at y: the player, tricks, then the gain's column named gain. */
void table_draw_summary_head(App *app, const SummaryGrid *g, int y, StrId gain);
/* A player's row at y, on the baseline base: its name (own: the human's, in bold), its gain in
 * green or red and its balance; the game draws the tricks' column itself. */
void table_draw_summary_row(App *app, const SummaryGrid *g, int y, int base, const char *name, bool own,
                            MoucheChips gain, MoucheChips balance);

#endif
