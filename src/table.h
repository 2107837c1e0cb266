/* The game in progress: the engine's game and record, the midend that shows
 * it, the seats' names and AI settings, and the human's choices. */
#ifndef LAMOUCHE_TABLE_H
#define LAMOUCHE_TABLE_H

#include <stdbool.h>

#include "app.h"
#include "layout.h"
#include "midend.h"
#include "mouche/save.h"
#include "ui.h"

enum {
    BTN_FOLD = 1, BTN_STAND, BTN_SHOW, BTN_EXCHANGE, BTN_NEXT, BTN_MENU, BTN_LAST, BTN_NEW_GAME,
    BTN_TITLE, BTN_ASK = 20, BTN_ANSWER = 40, BTN_TRUMP = 60
};

typedef struct Table {
    MoucheGame game;
    Midend mid;
    Layout layout;
    char names[MOUCHE_MAX_PLAYERS][48];
    int ai_level[MOUCHE_MAX_PLAYERS];
    int temper[MOUCHE_MAX_PLAYERS];
    MoucheCardSet selected;       /* cards picked for an exchange */
    int card_focus;               /* keyboard focus in the hand, -1 none */
    ButtonRow buttons;            /* the human's actions for the current decision */
    ButtonRow overlay;            /* summary / game end buttons */
    double ai_due;                /* when the seat to move (an AI) acts; 0 not scheduled */
    double summary_due;           /* autoplay: when to deal the next hand */
    char message[160];
    double message_until;
    bool show_last;
    bool autoplay;
    int hands_seen;               /* hands finished since launch */
    char shot_name[64];           /* a screenshot wanted after the next frame */
    int shots_this_hand;
    bool shot_mid_done, shot_decl_done, shot_question_done;
    bool summary_shot_done;
    bool exit_requested;
    int exit_status;
    bool stats_done_hand, stats_done_game;
    /* The still parts of the table, drawn once into a texture and reused while
     * only the moving cards and tokens change. */
    SDL_Texture *layer;
    int layer_w, layer_h;
    unsigned version, layer_version;  /* version bumps when anything still changes */
    int hover_card, hover_button;
    int bubbles_shown;            /* bubbles visible at the last update */
    bool layer_redrawn;           /* the last frame redrew the still layer (--bench) */
    /* Card pictures pre-rendered for this window size and card style (see table_prewarm). */
    ArtWarm warm;
    int warm_w, warm_h, warm_style;
    bool warming;
    double warm_since;            /* ms, when the current pre-rendering began */
    double warm_ms;               /* wall time the last complete pre-rendering took */
} Table;

/* Starts a new game from the settings (and command line), or resumes the
 * saved one. Returns NULL only when out of memory. */
Table *table_new_game(App *app);
Table *table_resume(App *app);
void table_free(Table *t);
bool table_has_save(const App *app);
void table_delete_save(const App *app);

void table_event(App *app, const SDL_Event *e);
/* Advances animations and AI; returns true while frames are needed. */
bool table_update(App *app, double now);
void table_draw(App *app);
/* The next time (ms) the table wants to wake up while idle, 0 for none. */
double table_next_wake(App *app, double now);
/* Pre-renders the card pictures of the table when it opens or the output size
 * or card style changed: starts the work, does up to budget_ms of it when `work`,
 * and returns true while some remains. The table's clock (animation, AI pace)
 * stands still meanwhile: callers do not call table_update while it returns true. */
bool table_prewarm(App *app, bool work, double budget_ms);
/* True when the human must act now (for scripts and the benchmark). */
bool table_human_waiting(App *app);
bool table_summary_visible(App *app);
/* Screen position (pixels) of a named target for scripts: "card:N",
 * "playable", "button:NAME". */
bool table_target(App *app, const char *name, int *x, int *y);
/* A short name of the decision the human faces: "declare", "answer", "trump", "play", "summary", "none". */
const char *table_phase_name(App *app);

/* Shared inside the table scene (scene_table.c, table_draw.c). */
double table_pace(const App *app);
StrId table_refusal_text(MoucheRefusal r);
void table_build_buttons(App *app, Table *t);
SDL_FRect table_card_rect(const Table *t, int i);   /* the human's card i as shown */
int table_card_at(const Table *t, int x, int y);     /* the human's card under x,y, or -1 */

/* Overlays (scene_summary.c). */
void summary_layout(App *app, Table *t);
void summary_draw(App *app, Table *t);
void gameend_draw(App *app, Table *t);
/* Text of the size of the mouche ("double mouche"). */
void table_mouche_name(const App *app, MoucheChips pool, MoucheChips ante, char *out, size_t size);

#endif
