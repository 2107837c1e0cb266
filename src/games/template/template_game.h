/* The template game at the table (docs/adding-a-game.md): the smallest backend (game.h), the
 * model to copy for a new game. Hidden from players: --game template starts it. */
#ifndef LAMOUCHE_TEMPLATE_GAME_H
#define LAMOUCHE_TEMPLATE_GAME_H

#include "game_import.h"
#include "games.h"
#include "mouche/template.h"
#include "template_shown.h"

static inline TemplateShown *template_of(const Table *t) { return t->game; }
static inline const TemplateState *template_state(const Table *t) { return &((const TemplateGame *)t->played)->state; }

extern const GameBackend template_backend;

/* Its drawing (template_draw.c). */
extern const GameDrawing template_drawing;

#endif
