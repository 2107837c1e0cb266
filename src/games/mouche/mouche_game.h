/* La Mouche at the table: its backend (game.h) and what its files share. */
#ifndef LAMOUCHE_MOUCHE_GAME_H
#define LAMOUCHE_MOUCHE_GAME_H

#include "game.h"
#include "mouche/save.h"
#include "mouche_shown.h"

/* La Mouche's buttons. */
enum { BTN_FOLD = BTN_GAME, BTN_STAND, BTN_SHOW, BTN_EXCHANGE, BTN_ASK = 20, BTN_ANSWER = 40, BTN_TRUMP = 60 };

typedef struct {
    MoucheGame game;
    MoucheShown shown;
    MoucheCardSet selected; /* cards picked for an exchange */
    bool shot_mid_done, shot_decl_done, shot_question_done;
    bool stats_done_hand, stats_done_game;
} MoucheTable;

static inline MoucheTable *mouche_of(const Table *t) { return t->game; }

extern const GameBackend mouche_backend;

/* Drawing (mouche_draw.c). */
void mouche_layout(Table *t, int w, int h);
SDL_FRect mouche_place_rect(const Table *t, Place p, bool is_token, uint8_t token);
void mouche_draw_centre(App *app, const Table *t, double now);
void mouche_draw_seat(App *app, const Table *t, int s);
SDL_Rect mouche_overlay_panel(App *app, const Table *t);
void mouche_summary_draw(App *app, const Table *t);
void mouche_gameend_draw(App *app, const Table *t);
/* Text of the size of the mouche ("double mouche"). */
void mouche_stake_name(const App *app, MoucheChips pool, MoucheChips ante, char *out, size_t size);

#endif
