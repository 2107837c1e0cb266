/* The table: one scene for every game. It drives the game in progress (the
 * human's input, the AI seats' pace, saves and resume), keeps the midend that
 * shows it, and draws it; each game plugs in through a GameBackend (game.h). */
#ifndef LAMOUCHE_TABLE_H
#define LAMOUCHE_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "app_context.h"
#include "guide.h"
#include "layout.h"
#include "midend.h"
#include "review_view.h"
#include "table_keys.h"
#include "table_log.h"
#include "ui.h"
#include "undo_rule.h"

struct GameBackend;
struct CardGame;
struct Replay;

/* The buttons every game's table has; a game numbers its own from BTN_GAME. */
enum {
    BTN_NEXT = 1,
    BTN_MENU,
    BTN_NEW_GAME,
    BTN_TITLE,
    BTN_LAST,
    BTN_HINT,
    BTN_LOG,
    BTN_TAKE_BACK,
    BTN_RULES,
    BTN_LEAVE, /* the question before leaving a hand (Escape): leave, or stay */
    BTN_STAY,
    BTN_REVIEW, /* a hand's review, on its summary */
    BTN_GAME = 16
};
enum { TABLE_MESSAGE_SIZE = 512 }; /* bytes of a message on the prompt line (a hint: four lines) */
/* The still layer's parts, each repainted alone when only it changed: the centre, the
 * human's hand, the header, the prompt, the buttons, the hint that a click skips ahead, what
 * lies over the table (tips, the last trick, the summary), the corner's buttons and the panels
 * they open (menu, log, hint; the log, the rules), each seat. */
enum {
    LAYER_CENTRE,
    LAYER_HAND,
    LAYER_HEADER,
    LAYER_PROMPT,
    LAYER_BUTTONS,
    LAYER_SKIP_HINT,
    LAYER_OVER,
    LAYER_CORNER,
    LAYER_SEAT0,
    LAYER_PARTS = LAYER_SEAT0 + TABLE_SEATS_MAX
};
typedef struct {
    uint64_t hash; /* of what the part draws (draw_probe.h) */
    SDL_FRect box; /* where */
} LayerPart;

/* How the human's hand answers the keys and clicks now. */
typedef enum { HAND_IDLE = 0, HAND_PLAY, HAND_PICK } HandMode;

/* What the game waits for. */
typedef enum { TURN_NONE = 0, TURN_DECIDE, TURN_DEAL_OVER, TURN_GAME_OVER } TurnKind;

typedef struct Table {
    const struct GameBackend *be;
    const struct CardGame *cg; /* the engine's game the table drives (be->cardgame) */
    void *played; /* the engine's game and its record: cg->game_size bytes, the table's (session.c) */
    void *game; /* the backend's own part: its shown table, its AI memories (be->session->table_size) */
    Midend mid;
    Layout layout;
    char names[TABLE_SEATS_MAX][48];
    int who[TABLE_SEATS_MAX]; /* who sits there, for their name's forms: WHO_HUMAN, a persona... (name_words.h) */
    int ai_level[TABLE_SEATS_MAX];
    int temper[TABLE_SEATS_MAX];
    int card_focus; /* keyboard focus in the hand, -1 none */
    ButtonRow buttons; /* the human's actions for the current decision */
    /* where the decision's buttons were laid out, kept while it lasts (table_layout_buttons): for the room the
     * table has now first, then for the one it had before (the log open, then closed: the row comes back to
     * the places it had there) */
    struct TablePlaces {
        char decision[32]; /* its name (GameDecisions.decision_name), "" none kept */
        int deal; /* in this deal */
        SDL_Rect area; /* in this room, with these heights and gaps */
        int height, gap, n;
        int id[UI_MAX_BUTTONS];
        SDL_Rect r[UI_MAX_BUTTONS];
    } places[2];
    ButtonRow overlay; /* menu, summary / game end buttons */
    int overlay_corner; /* how many of them are the corner's (menu, log, hint, take back), first */
    ButtonRow footer; /* the keys' commands as buttons, bottom right: rules, last trick, log */
    ButtonRow confirm; /* Leave / Stay, while the question before leaving a hand is asked */
    bool confirm_leave; /* Escape with nothing open: "Leave this hand?" is asked */
    UndoWatch undo; /* what was shown since the player's own last move (undo_rule.h) */
    double ai_due; /* when the seat to move (an AI) acts; 0 not scheduled */
    double summary_due; /* autoplay: when to deal the next hand */
    char message[TABLE_MESSAGE_SIZE]; /* a refused move, said on the prompt line */
    double message_until;
    bool message_kept; /* a refused take-back: said while the other seats move, until read */
    bool message_hint; /* the message is a hint: drawn in its own box, a page at a time (hint_box.h) */
    int hint_page; /* the page shown, counted from 0 (? and the Hint button turn them) */
    int hint_pages; /* how many pages it took when last drawn (1 while it fits its box) */
    bool show_last;
    bool show_rules; /* the quick-reference card (R) */
    TableLog log; /* this game's events in words, deal by deal */
    bool show_log; /* the log's panel (F2), beside the table */
    bool log_sheet; /* the panel shows the score sheet */
    int log_deal; /* the deal whose log is shown, by index; -1 the one in play */
    int log_scroll; /* lines (or sheet entries) scrolled back from the newest */
    const struct Replay *replay; /* --replay: the moves played (not owned); nothing is saved or counted */
    size_t replay_next; /* the next move */
    double replay_end_due; /* ms: the transcript is over, the window closes then; 0 not yet */
    Guide guide; /* the guided first hand (guide.script set): nothing is saved or counted */
    TableReview review; /* the review of the human's decisions in a hand (review_view.h) */
    bool practiced; /* a move of this deal was made with practice on: the deal is not counted */
    bool practiced_game; /* ... of some deal of this game: the game is not counted either */
    bool autoplay;
    long long game_id; /* what tells this game's statistics from another's (its save keeps it) */
    int deals_seen; /* deals finished since launch */
    char shot_name[64]; /* a screenshot wanted after the next frame */
    int shots_this_deal;
    bool summary_shot_done;
    bool summary_warmed; /* the deal's summary texts made ahead (table_prewarm) */
    bool standings; /* the game is over and its standings shown, after the last deal's summary */
    /* The summary (or the standings) shown has been drawn whole since it came up: only a key
     * pressed after that (not a repeat) or a click closes it, never the Space that hurried the
     * last trick, held or tapped (table_frame.c sets it, table.c reads it). */
    bool summary_drawn;
    bool exit_requested;
    int exit_status;
    /* The still parts of the table, drawn once into a texture and reused while
     * only the moving cards and tokens change. */
    SDL_Texture *layer;
    int layer_w, layer_h;
    /* After a resize: the layer at the earlier size, shown stretched while the new one is built
     * part by part over a few frames (still_layer_build); NULL otherwise. */
    SDL_Texture *layer_old;
    int layer_build; /* the build's next step (still_layer.c) */
    unsigned layer_build_version; /* t->version when the build began */
    long layer_builds; /* builds finished (--check-layer reports them) */
    /* the most the layers held at once when one was made, in times the new one's pixels (--check-layer) */
    double layer_held_most;
    unsigned version, layer_version; /* version bumps when anything still changes */
    int hover_card, hover_button, hover_zone;
    /* Since the pointer last moved (to still_x, still_y): the action bar's button it was on (-1:
     * none), and a different one that came up under it (-1: none), which takes no click until the
     * pointer moves: the click was meant for the button there before. */
    int pointer_on, appeared_under, still_x, still_y;
    int bubbles_shown; /* bubbles visible at the last update */
    bool laid_last; /* a trick gathered to show (the footer's Last trick is on) */
    int laid_w, laid_h, laid_lang, laid_text; /* what the layout and the buttons were computed for */
    unsigned laid_version;
    bool laid_autoplay;
    bool layer_redrawn; /* the last frame redrew the still layer (--bench) */
    /* What each part of the still layer looked like at its last repaint (draw_probe.h): a
     * repaint redraws only the parts that changed, unless the whole is due. */
    LayerPart layer_part[LAYER_PARTS];
    bool layer_known; /* layer_part describes the layer */
    int layer_style; /* the card style the layer was drawn in */
    int layer_rects; /* rectangles the last repaint redrew; 0 when it redrew the whole */
    unsigned layer_changed; /* the parts it repainted in clipped passes (bit per part) */
    unsigned layer_owed; /* parts changed but left for the next frame (their layer_part: as shown) */
    /* --check-layer: partial repaints compared, found wrong, not compared (a picture not made) */
    long layer_checked, layer_check_failed, layer_check_skipped;
    long layer_spread; /* repaints that left parts for the next frame */
    /* Card pictures pre-rendered for this window size and card style (see table_prewarm). */
    ArtWarm warm;
    int warm_w, warm_h, warm_style, warm_log;
    bool warming;
    bool wants_made; /* pictures drawn from a placeholder were made since the layer was drawn */
    double warm_since; /* ms, when the current pre-rendering began */
    double warm_ms; /* wall time the last complete pre-rendering took */
} Table;

/* Starts a new game of the backend's kind, or resumes its saved one (a damaged save is
 * kept aside and told, and a new game starts). NULL only when out of memory. */
Table *table_new_game(App *app, const struct GameBackend *be);
Table *table_resume(App *app, const struct GameBackend *be);
/* The game a transcript records, played again move by move on the table (its moves were
 * checked); the window closes when they run out. NULL if it cannot start. */
Table *table_replay(App *app, const struct GameBackend *be, const struct Replay *r);
/* Writes the transcript of the game through the deal shown in the log (or the one in play)
 * to a file in the preferences folder, for a bug report, and says where on the prompt line. */
/* The game's guided first hand (GameBackend.guide), coach marks and all. NULL if it cannot start. */
Table *table_guided(App *app, const struct GameBackend *be);
/* Whether this game's deals go into the statistics (not a replay, nor the guided hand, nor a
 * practised deal or game: `deal` says which). */
bool table_counted(const Table *t, bool deal);
/* Whether deal `deal` (or the game's end) is to be added to the statistics now: counted, and not
 * yet in them (StatsMark: a deal whose end was shown, then shown again on a resume, is counted
 * once). If so it is marked; the caller adds its figures and calls app_save_stats. */
bool table_count_deal(struct App *app, const Table *t, int deal);
bool table_count_game(struct App *app, const Table *t);
/* The game's end into the statistics (if table_count_game): a game, counted under key `games`, and
 * a game won, under key `won`, when the human stands first in the final standings as the table
 * shows them (shown_rank: a tie for the most is first). */
void table_count_game_over(struct App *app, const Table *t, int games, int won);
/* Whether the review of deal `deal` is yet to be settled in the statistics (StatsMark.reviewed: its
 * chips lost counted once, before a restart or after, or never for a hand the human did not play).
 * If so it is marked; the caller adds the chips, if any, and calls app_save_stats. */
bool table_count_review(struct App *app, const Table *t, int deal);
/* Before a save is replaced by a new game: the statistics take a hand (deal) or game it ends if
 * they lack it (a kill came before its end was shown, and the game was not opened since). */
void table_settle_save(struct App *app, const struct GameBackend *be);
void table_free(Table *t);
/* The player's own game: not a replay, nor the guided game (those are neither saved nor counted). */
bool table_players_own(const Table *t);
/* A guided game not played to its end: not kept when the window closes (the next start says so). */
bool table_guide_unfinished(const Table *t);
/* What the title's Continue goes back to, for the backend's kind: the player's own game (on
 * the table or in its save) first, else a guided game on the table not yet over. */
bool table_can_continue(const App *app, const struct GameBackend *be);
/* Whether the table holds a game Continue goes back to as it is (not one resumed from the save). */
bool table_continues_in_memory(const App *app, const struct GameBackend *be);
/* Whether Continue goes back to the guided hand: kept only while the app runs, so the title
 * says so rather than offer it as a game that is kept. */
bool table_continues_guide(const App *app, const struct GameBackend *be);
/* Whether the player's own game of this kind (in its save, or on the table when its save
 * failed) is under way, and where it stands in words ("Hand 6 of 12"): what a new game would end. */
bool table_game_in_play(App *app, const struct GameBackend *be, char *where, size_t size);
/* When that game is under way: the player is asked whether a new game ends it (the notice's
 * question; its second answer calls go), and true is returned; false when nothing is to lose. */
bool table_ask_over_game(App *app, const struct GameBackend *be, void (*go)(App *app));
/* A deal in the header's words: "Hand 6 of 12", "Hand 6" (endless), "" (none yet). */
void table_deal_words(const App *app, const struct GameBackend *be, int deal, int total, char *out, size_t size);
bool table_has_save(const App *app, const struct GameBackend *be);
void table_delete_save(const App *app, const struct GameBackend *be);

void table_event(App *app, const SDL_Event *e);
/* Advances animations and AI; returns true while frames are needed. */
bool table_update(App *app, double now);
void table_draw(App *app);
/* The next time (ms) the table wants to wake up while idle, 0 for none. */
double table_next_wake(App *app, double now);
/* Pre-renders the card pictures of the table when it opens or the output size, the card
 * style or the log's panel changed, and the pictures frames drew from a placeholder first:
 * starts the work, does up to budget_ms of it when `work`, and returns true while some
 * remains. The table goes on meanwhile; the caller gives it the time frames leave. */
bool table_prewarm(App *app, bool work, double budget_ms);
/* True when the human must act now (for scripts and the benchmark). */
bool table_human_waiting(const App *app);
bool table_summary_visible(const App *app);
/* The last trick is open over the table: asked (L, its button, a pile) and a trick gathered to show. */
bool table_last_trick_open(const Table *t);
/* A deal's summary shows its Next (Enter, its letter or a click; Space presses none of its buttons),
 * not hidden under the last trick nor the question before leaving. */
bool table_summary_next_waits(const App *app, const Table *t);
/* Parts of the still layer changed but not yet repainted, or a layer still being built after a
 * resize: the next frame's. */
bool table_layer_owed(const App *app);
/* The deal's end is on the table: its last step shows (the result settled, the played cards
 * face up), or the summary is open. */
bool table_deal_end_shown(const App *app);
/* The game is over and the final standings are shown (the last deal's summary came first;
 * autoplay goes straight to them). */
bool table_standings_shown(const Table *t);
/* The deal (or the game) is over: its summary (or standings) is what the table waits on. */
bool table_deal_over(const Table *t);
/* Screen position (pixels) of a named target for scripts: "card:N",
 * "playable", "unplayable", "button:NAME". */
bool table_target(App *app, const char *name, int *x, int *y);
/* A short name of the decision the human faces ("declare", "bid", "play"...), "summary",
 * "gameover" or "none". */
const char *table_phase_name(const App *app);

/* For the games. */
double table_pace(const App *app);
/* Tells the human something (a refused move) on the prompt line for a while. */
void table_say(App *app, Table *t, const char *text);
/* "+1.5" / "+1,5": a mean number of chips as the hints say it. */
void table_signed_decimal(const App *app, double v, char *out, int size);
/* Where the table writes words, as the game says (GameDrawing.texts; none if it has no such member). */
int table_texts(const Table *t, SDL_FRect *out, int max);
/* Whether the table offers the review of deal `deal` (from 1): the game has a review
 * (GameDecisions.option_words), and the hand was the human's (not autoplay, nor the guided hand).
 * The summary's button, the log's and the review made at a deal's end all ask this. */
bool table_reviewable(const Table *t, int deal);
/* The words of a choice the hint weighed, and its mean chips. */
typedef struct {
    char words[96];
    double mean;
} HintOption;
/* A hint on a card, the same in every game: "Hint: play your queen of hearts." with its mean
 * chips against the next best card's (options: the cards weighed; none: the only card), and
 * the focus ring on the card (Enter plays it). */
void table_hint_card(App *app, Table *t, MoucheCard card, const MoucheCard *cards, const double *means, int n,
                     char *out, size_t size);
/* "Hint: Stand." */
void table_hint_do(const App *app, const char *words, char *out, size_t size);
enum { TABLE_HINT_OPTIONS_MAX = 16 };
/* "Stand +2.8, Exchange 1 +3.2": the choice taken first, then the best of the others, three at
 * the most (of the first TABLE_HINT_OPTIONS_MAX). */
void table_hint_options(const App *app, const HintOption *options, int n, int chosen, char *out, size_t size);
/* A screenshot of the step that just ended (--screenshot), named by the deal and a tag. */
void table_want_shot(App *app, Table *t, const char *tag, bool *hold);
/* A new deal begins: the screenshots' count starts again. */
void table_deal_started(Table *t);
/* The human's card i as shown, and the card under x,y (-1 none). */
SDL_FRect table_card_rect(const Table *t, int i);
/* The action bar's buttons as one rectangle (w 0: none): the human's words stand beside them. */
SDL_FRect table_buttons_span(const Table *t);
int table_card_at(const Table *t, int x, int y);
/* Lays out the table and its buttons for the window and the decision now. */
void table_relayout(App *app, Table *t);
/* Lays out the buttons of t->buttons in the action bar. */
void table_layout_buttons(App *app, Table *t);

#endif
