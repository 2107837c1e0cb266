/* Buttons, panels and keyboard focus shared by the scenes. */
#ifndef LAMOUCHE_UI_H
#define LAMOUCHE_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "canvas.h"

enum { UI_MAX_BUTTONS = 24 };

typedef struct {
    SDL_Rect r;
    char label[96];
    int id;
    bool enabled;
    SDL_Keycode key; /* shortcut, 0 if none */
    const char *why; /* said when it is pressed while off (a string that lives on), or NULL */
    char also[192]; /* the other labels it may take while its decision lasts, a line each ("" none): laid out as wide
                     * as the widest of them and its own, it keeps its width and its neighbours their places
                     * when its words change ("Pick cards to exchange", "Exchange 1") */
} Button;

typedef struct {
    Button b[UI_MAX_BUTTONS];
    int n;
    int focus; /* -1: none */
    int fit_px, full_px; /* ui_row_layout_h: the labels' size where the row had to shrink to fit its area (0: it
                          * did not), of the size it measured them at */
} ButtonRow;

void ui_row_clear(ButtonRow *row);
Button *ui_row_add(ButtonRow *row, int id, const char *label, SDL_Keycode key, bool enabled);
/* Lays buttons out centred in one line inside area, each at least twice `height` wide; where they would
 * be wider than area, their labels are measured smaller until they fit (ui_row_draw then draws them that
 * much smaller), down to ui_row_min_px of their size. */
void ui_row_layout_h(const Canvas *cv, ButtonRow *row, SDL_Rect area, int height, int gap);
/* Lays buttons out in a centred column. */
void ui_row_layout_v(ButtonRow *row, SDL_Rect area, int width, int height, int gap);
/* The labels' size at least, where ui_row_layout_h shrinks them: px (height * 42 / 100) times this. */
enum { UI_ROW_MIN_PCT = 60 };
/* Draws the row: its labels at font_px, or that much smaller where ui_row_layout_h shrank them. */
void ui_row_draw(const Canvas *cv, const ButtonRow *row, int font_px);
/* Its buttons first to end - 1 only (the focus and hover as the whole row's). */
void ui_row_draw_span(const Canvas *cv, const ButtonRow *row, int first, int end, int font_px);
/* The id of the button at x,y (enabled), or -1. */
int ui_row_hit(const ButtonRow *row, int x, int y);
/* The button that is off under x,y, or (key not 0) whose shortcut is key; NULL if none. */
const Button *ui_row_refused(const ButtonRow *row, SDL_Keycode key, int x, int y);
/* The id of the enabled button whose shortcut is key, or -1. */
int ui_row_shortcut(const ButtonRow *row, SDL_Keycode key);
/* The focus to the next (dir 1) or previous (-1) enabled button; from none, the first or the last. */
void ui_row_move_focus(ButtonRow *row, int dir);
/* Keyboard: shortcut keys, Tab/arrows move the focus, Enter/Space press it. Returns an id or -1. */
int ui_row_key(ButtonRow *row, SDL_Keycode key, bool vertical);
/* The button with this id, or NULL. */
const Button *ui_row_find(const ButtonRow *row, int id);

void ui_panel(const Canvas *cv, SDL_Rect r, Uint8 alpha);
/* The room of column i of a table in a panel: column 0 left-aligned at cols[0], the
 * others centred on cols[i] (the box a cell's text must fit in). */
SDL_Rect ui_column_box(SDL_Rect panel, const int *cols, int i, int n, int y, int h);
/* A speech bubble whose tail points at (x, y); text wraps. */
/* The keyboard's focus around r: one at a time on the screen (a card or a button). */
void ui_focus_ring(const Canvas *cv, SDL_FRect r);
/* The gold band round a card just received (an exchange's), until the player's next move. */
void ui_mark_ring(const Canvas *cv, SDL_FRect r);
/* The gold frame round a choice made (the title's game, the New game panel's count of players). */
void ui_chosen_ring(const Canvas *cv, SDL_Rect r);
void ui_bubble(const Canvas *cv, float x, float y, int side, const char *text, float alpha);

#endif
