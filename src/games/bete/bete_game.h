/* La Bête at the table: its backend (game.h) and what its files share. */
#ifndef LAMOUCHE_BETE_GAME_H
#define LAMOUCHE_BETE_GAME_H

#include "bete_layout.h"
#include "bete_memory.h"
#include "bete_settings.h"
#include "bete_shown.h"
#include "bete_stats.h"
#include "rules_pages.h"
#include "game_import.h"
#include "mouche/bete.h"

/* La Bête's buttons. */
enum { BB_PASS = BTN_GAME, BB_PLAY, BB_CONTRE, BB_CUR_ASK, BB_CUR_NO };

/* La Bête's part of the table (t->game); the engine's game is the table's (t->played). */
typedef struct {
    BeteShown shown;
    BeteLayout layout; /* the table's layout and La Bête's centre */
    BeteMemories memories; /* what the AI seats learned of their table */
    bool shot_bid_done, shot_play_done, shot_cur_done;
    struct { /* the summary's first line as last measured (bete_draw.c's summary_lines) */
        char line[200];
        int px, width, text_size;
        bool cut;
    } first_line;
} BeteTable;

static inline BeteTable *bete_of(const Table *t) { return t->game; }
static inline BeteGame *bete_played(const Table *t) { return t->played; }

extern const GameBackend bete_backend;
extern const GuideScript bete_guide; /* bete_guide.c */

TurnKind bete_turn(const Table *t, int *seat);

/* Drawing (bete_draw.c). */
void bete_layout(Table *t, int w, int h);
SDL_FRect bete_place_rect(const Table *t, Place p, bool is_token, uint8_t token);
int bete_texts(const Table *t, SDL_FRect *out, int max);
void bete_draw_centre(App *app, const Table *t, double now);
void bete_draw_seat(App *app, const Table *t, int s);
int bete_zone_at(const Table *t, int x, int y);
StrId bete_zone_tip(int zone);
SDL_Rect bete_overlay_panel(App *app, const Table *t);
void bete_summary_draw(App *app, const Table *t);
void bete_gameend_draw(App *app, const Table *t);

/* Outside the table (bete_menus.c). */
/* its rows, of which the title's New game panel asks the first two */
enum { BETE_SETTING_ROWS = 7, BETE_ROW_PLAYERS = 0, BETE_ROW_DEALS = 1 };
void bete_rules_picture(const Canvas *cv, int page, SDL_Rect area);
void bete_setting_text(const App *app, int row, char *label, size_t lsize, char *value, size_t vsize, StrId *help);
void bete_setting_change(Settings *s, int row, int delta);
int bete_stats_lines(const Stats *s, StatLine *lines, int max);
long long bete_deals_played(const Stats *s);

#endif
