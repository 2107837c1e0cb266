/* La Bête in progress: the engine's game and record, the midend that shows it,
 * the seats' names and AI settings, the human's choices. The same services as
 * the La Mouche table (table.h), on the engine's bete.h. */
#ifndef LAMOUCHE_BETE_TABLE_H
#define LAMOUCHE_BETE_TABLE_H

#include <stdbool.h>

#include "app.h"
#include "bete_layout.h"
#include "midend_bete.h"
#include "mouche/bete.h"
#include "ui.h"

enum {
    BB_PASS = 1, BB_PLAY, BB_CONTRE, BB_CUR_ASK, BB_CUR_NO, BB_NEXT, BB_MENU, BB_NEW_GAME, BB_TITLE
};

typedef struct BeteTable {
    BeteGame game;
    BeteMidend mid;
    BeteLayout layout;
    char names[BETE_MAX_PLAYERS][48];
    int ai_level[BETE_MAX_PLAYERS];
    int temper[BETE_MAX_PLAYERS];
    int card_focus;               /* keyboard focus in the hand, -1 none */
    ButtonRow buttons;            /* the human's actions for the current decision */
    ButtonRow overlay;            /* menu, summary / game end buttons */
    double ai_due, summary_due;
    char message[200];
    double message_until;
    bool show_last;
    bool autoplay;
    int deals_seen;
    int stats_deal;               /* the last deal counted in the statistics */
    bool stats_game;              /* the game's end counted */
    char shot_name[64];
    int shots_this_deal;
    bool shot_bid_done, shot_play_done, shot_cur_done, summary_shot_done;
    bool exit_requested;
    int exit_status;
    SDL_Texture *layer;
    int layer_w, layer_h;
    unsigned version, layer_version;
    int hover_card, hover_button;
    int hover_zone;               /* the part of the table under the mouse (a tooltip), 0 none */
    int bubbles_shown;
    bool layer_redrawn;
    ArtWarm warm;
    int warm_w, warm_h, warm_style;
    bool warming;
    double warm_since, warm_ms;
} BeteTable;

BeteTable *bete_table_new_game(App *app);
BeteTable *bete_table_resume(App *app);
void bete_table_free(BeteTable *t);
bool bete_has_save(const App *app);
void bete_delete_save(const App *app);

void bete_table_event(App *app, const SDL_Event *e);
bool bete_table_update(App *app, double now);
void bete_table_draw(App *app);
double bete_table_next_wake(App *app, double now);
bool bete_table_prewarm(App *app, bool work, double budget_ms);
bool bete_human_waiting(App *app);
bool bete_summary_visible(App *app);
/* Scripts: "card:N", "playable", "button:play|pass|contre|curieuse|no-curieuse|next|new-game|title|menu". */
bool bete_target(App *app, const char *name, int *x, int *y);
/* "bid", "curieuse", "play", "summary", "gameover" or "none". */
const char *bete_phase_name(App *app);

/* Shared between scene_bete.c and bete_draw.c. */
void bete_build_buttons(App *app, BeteTable *t);
void bete_overlay_layout(App *app, BeteTable *t);
SDL_FRect bete_card_rect(const BeteTable *t, int i);
int bete_card_at(const BeteTable *t, int x, int y);
StrId bete_refusal_text(MoucheRefusal r);
/* The cards the human may play now, from the engine's legal actions. */
MoucheCardSet bete_playable_now(const BeteTable *t);
/* The part of the middle of the table at x,y (1 the dish, 2 the stakes, 3 the talon, 4 the bêtes), or 0. */
int bete_zone_at(const BeteTable *t, int x, int y);

#endif
