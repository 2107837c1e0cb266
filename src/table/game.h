/* The interface a game implements to be played at the table (table.h): one
 * `const GameBackend` per game, listed in games.c. The table calls these and
 * nothing else of a game; a game reaches the engine only through its own API. */
#ifndef LAMOUCHE_GAME_H
#define LAMOUCHE_GAME_H

#include <stddef.h>
#include <stdio.h>

#include "log_words.h"
#include "mouche/cardgame.h"
#include "mouche/replay.h"
#include "table.h"

typedef struct {
    const char *name; /* "button:NAME" for scripts */
    int id; /* the button's id */
} ButtonName;

/* A line of the statistics screen. */
typedef struct {
    StrId label;
    long long value;
    bool signed_value; /* shown with its sign (+12) */
} StatLine;

/* An engine action of any game (CardGame.action_size bytes at the most), as a backend answers
 * it for the table to apply. */
enum { GAME_ACTION_MAX = 64 };
typedef union {
    max_align_t align;
    unsigned char bytes[GAME_ACTION_MAX];
} GameAction;

/* What a click, a key or an AI seat's turn means (as Tatham's interpret_move): an action the
 * table applies (the backend never acts), a change of the backend's own (cards picked), or nothing. */
typedef enum { MEANS_NOTHING = 0, MEANS_ACTION, MEANS_CHANGE } Meaning;

/* Where a game stands, read from its engine game (CardGame.progress). */
typedef CardProgress GameProgress;

/* What the table's one lifecycle (session.c: start, load, save, take back, replay, export)
 * asks of a game beside its CardGame: the backend's own part of the table (t->game, its shown
 * table and AI memories), the seats' names, and a few lines on stdout. */
typedef struct {
    size_t table_size; /* t->game's bytes, zeroed before open */
    const char *meta_tag; /* the save's meta line, the game's own tag ("lamouche" for La Mouche) */
    const char *said_name; /* stdout, "new game: " and "resumed: " then the game's name and ", " ("" for La Mouche) */
    const char *deal_word; /* stdout, "resumed: hand 3": "hand", "deal" */
    const char *const *ai_names; /* the AI seats' names where no persona is cast (NULL: "?") */
    const int *temper; /* each seat's temperament where no persona is cast */
    /* A new game's rules in the settings, and its number of deals (0 endless). */
    const void *(*new_rules)(const Settings *s, int *count);
    /* The backend's part set up for a game of these rules and players: the midend (before the
     * engine's first events reach it) and empty AI memories. */
    void (*open)(Table *t, const void *rules, int players);
    /* The shown table set anew from the game (a load, a take-back); after a load, the deal's end
     * it shows is counted if the statistics lack it. */
    void (*reshown)(App *app, Table *t, bool loaded);
    void (*acted)(Table *t); /* after each action: the AI seats learn, the picks drop */
    /* The AI seats' memories kept beside the save: read (false: learnt afresh), written. */
    bool (*memories_read)(Table *t, const char *save_path);
    void (*memories_write)(const Table *t, const char *save_path);
} GameSession;

/* Whose turn, and what the human's input and an AI seat's turn mean: the backend answers with
 * an action (Meaning), the table applies it (session.c). */
typedef struct {
    /* Whose turn and what kind of decision; the seat to move with TURN_DECIDE. */
    TurnKind (*turn)(const Table *t, int *seat);
    const char *(*decision_name)(const Table *t); /* the human's decision, for scripts */
    HandMode (*hand_mode)(const Table *t);
    /* The AI seats' pace: ms (at speed 1) before an AI acts, and the animations' speed
     * factor (faster once the human is out of the hand). */
    double (*ai_delay)(const Table *t);
    double (*speed_factor)(const Table *t);
    void (*ai_answer)(Table *t, int seat, GameAction *out); /* the AI seat's action (it learns meanwhile) */
    /* The human's decision: the buttons (from the engine's legal actions), a press of one
     * of the game's buttons, a click on a card of the hand, the cards playable now. */
    void (*build_buttons)(App *app, Table *t);
    Meaning (*press)(const Table *t, int id, GameAction *out);
    Meaning (*use_card)(Table *t, int i, GameAction *out);
    MoucheCardSet (*playable)(const Table *t);
    const ButtonName *button_names;
    int nbutton_names;
    float (*card_lift)(const Table *t, int i); /* raised by a share of the card's height; may be NULL */
    /* Lowers the cards raised for the human's decision (Escape); false if none was. May be NULL. */
    bool (*drop_picks)(App *app, Table *t);
    /* Whether the human may play c now, and if not, why (the engine's note on the duty). */
    MoucheRefusal (*explain_play)(const Table *t, MoucheCard c, MouchePlayNote *note);
    /* The Expert's advice in the human's place (?), from the human's view alone: shown on the
     * table (the card focused, the cards to exchange raised) and said in words, with its
     * reasons in numbers. */
    void (*hint)(App *app, Table *t, char *out, size_t size);
    StrId hint_card_words; /* a card's hint: its chips "to the end of the hand" (or deal) */
    /* The review (review_view.c): an option of a decision, a move as a transcript writes it, in the
     * table's words ("Stand", "Exchange 2 (the nine of hearts, ...)", "the queen of spades"). */
    void (*option_words)(const App *app, const Table *t, const char *move, char *out, size_t size);
} GameDecisions;

/* Drawing: the layout (t->layout and the game's own), where a place is, the middle of the table
 * and a seat's plate (the table draws the hands, the trick and the rest), the header's deal line
 * and rule system, the prompt, a tooltip, the overlays (summary, game end, and their panel: the
 * buttons go at its foot), the quick-reference card. */
typedef struct {
    void (*layout)(Table *t, int w, int h);
    SDL_FRect (*place_rect)(const Table *t, Place p, bool is_token, uint8_t token);
    /* Where the table writes words (layout_texts and the game's middle): what a note or a hint keeps
     * clear of. Returns how many (at most max). NULL: the game writes none of its own; asked only
     * through table_texts, the one place that knows it may be missing. */
    int (*texts)(const Table *t, SDL_FRect *out, int max);
    int lesser_texts; /* how many of them, last, are the lesser words (the key hints, a middle's labels) */
    void (*draw_centre)(App *app, const Table *t, double now);
    void (*draw_seat)(App *app, const Table *t, int seat);
    void (*header)(App *app, const Table *t, char *deal_line, size_t size, const char **system);
    StrId deal_of_name; /* the header's "Hand %d of %d" (and log_deal_name's "Hand %d") */
    const char *(*prompt)(App *app, const Table *t, char *buf, size_t size);
    int (*zone_at)(const Table *t, int x, int y); /* a part of the table under x,y, 0 none; may be NULL */
    StrId (*zone_tip)(int zone);
    SDL_Rect (*overlay_panel)(App *app, const Table *t);
    void (*summary_draw)(App *app, const Table *t);
    void (*gameend_draw)(App *app, const Table *t);
    StrId next_deal_label; /* the summary's button: "Next hand" / "Next deal" */
    /* The quick-reference card (R): what a trick earns now and the play rules under this
     * game's options, a sentence a line; returns how many. */
    int (*quick_rules)(App *app, const Table *t, char lines[][TABLE_MESSAGE_SIZE], int max);
    /* The cards `seat` has played this hand, in order (public once played): shown face up
     * where its hand was when the hand is over. Returns how many (at most 5). */
    int (*played)(const Table *t, int seat, MoucheCard out[5]);
    bool (*folded)(const Table *t, int seat); /* the seat's cards lie folded before it; may be NULL */
    int red_back_place; /* cards flying to this place show their red backs (discards) */
} GameDrawing;

/* The engine's events as the table shows them: the animation's steps told to the game (sounds,
 * bubbles, screenshots, statistics), the log's words, an event's type and seat as the guide's
 * marks name them. */
typedef struct {
    void (*step_begin)(App *app, Table *t, const void *ev, double now);
    void (*step_done)(App *app, Table *t, const void *ev, bool *hold);
    bool (*shuffling)(const void *ev); /* the deck moves: the still layer is repainted each frame */
    bool (*log_event)(const LogVoices *v, const void *ev, LogEntry *out); /* as seat 0 saw it */
    StrId log_deal_name; /* "Hand %d" / "Deal %d" */
    int (*event_type)(const void *ev, int *seat);
    /* The event, made by a move of the human's own, tells them nothing they did not know (the card
     * they played, the word they said, the trick it completes): the move may still be taken back
     * (undo_rule.h). A card turned or drawn, a deal's end are news. May be NULL (all news). */
    bool (*quiet)(const void *ev);
    const char *shot_prefix; /* screenshots: "hand", "deal" */
} GameEvents;

/* The rules pages (the rules scene): titles, bodies and a picture each. */
typedef struct {
    int count;
    const StrId *titles, *bodies;
    void (*picture)(const Canvas *cv, int page, SDL_Rect area);
} GameRulesPages;

typedef struct GameBackend {
    int kind; /* its place in the registry (games/games.h) */
    const char *title; /* the window's title */
    const char *save_name; /* the game in progress, in the preferences folder */
    const char *log_scene; /* the table's scene in --text-log ("table" or the game's own) */
    StrId since_deal; /* "since hand %d" / "since deal %d": what a failed save loses */

    /* A game in progress: the engine's game, which the table drives (session.c), and what the
     * table asks of the backend around it. */
    const CardGame *cardgame;
    const GameSession *session;
    /* At the table: the answers, the drawing, the events shown. */
    const GameDecisions *decide;
    const GameDrawing *draw;
    const GameEvents *events;
    /* The guided first hand: its deal, scripted moves and coach marks (started like a replay's
     * game, from its seed with the default rules). */
    const GuideScript *guide;

    /* Outside the table: the command line, the title screen, the rules pages, the
     * settings (the game's own rows; the AI levels and the app's rows are the scene's)
     * and the statistics. */
    const char *cli_name, *cli_alias; /* --game NAME (the alias may be NULL) */
    bool hidden; /* not offered to players (a model for a game's makers): --game NAME alone starts it */
    int min_players, max_players; /* the seats a game may have: the engine's bounds */
    /* Parses the command line's --rules over the settings' rule options; false with why. */
    bool (*rules_parse)(Settings *s, const char *text, char *why, size_t size);
    StrId name; /* the title's choice, the rules' and the statistics' headings */
    StrId title_text, subtitle;
    MoucheCard title_fan[5]; /* the cards fanned on the title screen */
    const GameRulesPages *rules;
    StrId settings_heading;
    int setting_rows;
    /* A row's label, value as the player reads it and line of help; a change by one step. */
    void (*setting_text)(const App *app, int row, char *label, size_t lsize, char *value, size_t vsize, StrId *help);
    void (*setting_change)(Settings *s, int row, int delta);
    /* The rows of a new game's players and its length (hands, deals), which the title's New game
     * panel asks first (the same rows as the settings screen's); -1: none (New game starts at once) */
    int players_row, length_row;
    int *(*ai_levels)(Settings *s); /* the computer players' levels, by seat (seat 0 is the human) */
    int (*players_set)(const Settings *s); /* how many sit at a new game's table */
    int (*stats_lines)(const Stats *s, StatLine *lines, int max);
    /* the statistics' row of the chips lost against the Review's Expert, in the game's own unit
     * ("per hand", "per deal") */
    StrId review_loss_label;
    long long (*deals_played)(const Stats *s); /* deals of this game the player has finished */
} GameBackend;

/* The games, in the order the title screen offers them: the one of this kind (the
 * first if none), its place in that order, the one after it (the first after the
 * last), the number of games offered and the i-th (a hidden game is not offered), and the one
 * --game NAME names, hidden or not (NULL if none). */
const GameBackend *games_find(int kind);
const GameBackend *games_named(const char *name);
int games_index(int kind);
const GameBackend *games_next(int kind);
int games_count(void);
const GameBackend *games_at(int i);
const StatsKeys *const *games_stats_keys(void); /* each game's, by kind (Stats.keys) */
const GameSettingsCodec *const *games_settings_codecs(void); /* each game's, by kind (Settings.codecs) */
/* The game a transcript records, once its moves are checked against that game's rules; NULL
 * with why if they are not legal. */
const GameBackend *games_replay_check(const Replay *replay, char *why, size_t size);

#endif
