/* La Mouche at the table: its backend (game.h) and what its files share. */
#ifndef LAMOUCHE_MOUCHE_GAME_H
#define LAMOUCHE_MOUCHE_GAME_H

#include "game_import.h"
#include "mouche/save.h"
#include "mouche_memory.h"
#include "mouche_settings.h"
#include "mouche_shown.h"
#include "mouche_stats.h"
#include "rules_pages.h"

/* La Mouche's buttons. */
enum { BTN_FOLD = BTN_GAME, BTN_STAND, BTN_SHOW, BTN_EXCHANGE, BTN_ASK = 20, BTN_ANSWER = 40, BTN_TRUMP = 60 };

/* La Mouche's part of the table (t->game); the engine's game is the table's (t->played). */
typedef struct {
    MoucheShown shown;
    MoucheMemories memories; /* what the AI seats learn of the table, hand after hand */
    MoucheCardSet selected; /* cards picked for an exchange */
    bool shot_mid_done, shot_decl_done, shot_question_done;
} MoucheTable;

static inline MoucheTable *mouche_of(const Table *t) { return t->game; }
static inline MoucheGame *mouche_played(const Table *t) { return t->played; }

extern const GameBackend mouche_backend;
extern const GuideScript mouche_guide; /* mouche_guide.c */

/* Drawing (mouche_draw.c). */
void mouche_layout(Table *t, int w, int h);
SDL_FRect mouche_place_rect(const Table *t, Place p, bool is_token, uint8_t token);
int mouche_texts(const Table *t, SDL_FRect *out, int max);
void mouche_draw_centre(App *app, const Table *t, double now);
void mouche_draw_seat(App *app, const Table *t, int s);
SDL_Rect mouche_overlay_panel(App *app, const Table *t);
void mouche_summary_draw(App *app, const Table *t);
void mouche_gameend_draw(App *app, const Table *t);
/* Outside the table (mouche_menus.c). */
/* its rows, of which the title's New game panel asks the first two */
enum { MOUCHE_SETTING_ROWS = 15, MOUCHE_ROW_PLAYERS = 0, MOUCHE_ROW_HANDS = 1 };
void mouche_rules_picture(const Canvas *cv, int page, SDL_Rect area);
void mouche_setting_text(const App *app, int row, char *label, size_t lsize, char *value, size_t vsize, StrId *help);
void mouche_setting_change(Settings *s, int row, int delta);
int mouche_stats_lines(const Stats *s, StatLine *lines, int max);
long long mouche_deals_played(const Stats *s);
/* The short name of the rule system a rule set follows ("van der Aa 1721", "Custom"). */
StrId mouche_preset_label(const MoucheRules *rules);
/* Text of the size of the mouche ("double mouche"). */
void mouche_stake_name(const App *app, MoucheChips pool, MoucheChips ante, char *out, size_t size);

#endif
