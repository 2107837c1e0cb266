/* Where the title screen's pieces sit, at any window size (output pixels):
 * the fly, the fanned cards, the title and its subtitle, the menu (its first
 * row the game choice) and the key hint, inside the wooden frame. */
#ifndef LAMOUCHE_TITLE_LAYOUT_H
#define LAMOUCHE_TITLE_LAYOUT_H

#include <SDL.h>

enum { TITLE_MAX_ROWS = 8 };

typedef struct {
    float unit; /* a hundredth of min(w / 1.6, h), unrounded */
    int rim; /* the wooden frame's width (app.c's paint_background) */
    SDL_FRect icon; /* the fly, square */
    float cards_top; /* the top of the middle card of the fan (the others hang lower) */
    float card_h;
    SDL_FRect fan[5]; /* the fanned cards, left to right, each turned by fan_deg[i] about its centre */
    float fan_deg[5];
    float fan_bottom; /* the lowest corner of the fan */
    int title_px, title_y; /* the title's size and the bottom of its line */
    int subtitle_px, subtitle_y; /* the subtitle's size and the top of its line */
    int n; /* menu rows */
    SDL_Rect row[TITLE_MAX_ROWS]; /* the menu, top to bottom */
    int gap; /* between rows, and between the two game buttons */
    int key_px, key_x, key_y; /* "G: change game": right end and bottom of its line */
} TitleLayout;

/* A fraction of min(w / 1.6, h) in whole pixels: the app's size unit (app_px). */
int title_px_of(int w, int h, float f);

/* The room of the notice banner (notice.c) on every screen: the top of the window inside
 * the wooden frame, 70% of its width (clear of the Menu button and the game's header),
 * down to 45% of its height at most: the player's cards, prompt and buttons lie below. */
SDL_Rect title_notice_room(int w, int h);

/* rows: the menu's rows, the game choice's included (6, or 7 with Continue). */
/* text_pct: the text size in percent (0 reads as 100) */
void title_layout_compute(TitleLayout *t, int w, int h, int rows, int text_pct);

#endif
