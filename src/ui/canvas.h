/* What a widget draws with: the renderer, the text and card pictures, the window's size in
 * pixels, the pointer (for hover) and the player's language. The scenes and the table hand a
 * Canvas to ui/ instead of the whole App, so that a widget can touch nothing else. */
#ifndef LAMOUCHE_CANVAS_H
#define LAMOUCHE_CANVAS_H

#include <SDL.h>
#include <stdbool.h>

#include "i18n.h"
#include "render_cards.h"
#include "text.h"
#include "title_layout.h"

typedef struct Canvas {
    SDL_Renderer *renderer;
    TextCache *text; /* its cache fills as strings are drawn */
    CardArt *cards; /* likewise for pictures */
    int pw, ph; /* output size in pixels */
    int mouse_x, mouse_y; /* pixels */
    Lang lang;
    bool pad; /* the last input came from a controller: buttons show its A, not key letters */
} Canvas;

/* A fraction of the window's size unit in whole pixels (as app_px). */
static inline int canvas_px(const Canvas *cv, float fraction) { return title_px_of(cv->pw, cv->ph, fraction); }

/* A string of the interface in the player's language. */
static inline const char *canvas_tr(const Canvas *cv, StrId id) { return i18n_get(cv->lang, id); }

#endif
