/* The interface a game implements to be played at the table (table.h): one
 * `const GameBackend` per game, listed in games.c. The table calls these and
 * nothing else of a game; a game reaches the engine only through its own API. */
#ifndef LAMOUCHE_GAME_H
#define LAMOUCHE_GAME_H

#include <stdio.h>

#include "log_words.h"
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

/* Where a game's replay sends each event (GameBackend.replay). */
typedef struct {
    void (*fn)(void *ctx, const void *ev);
    void *ctx;
} EventRelay;

typedef struct GameBackend {
    int kind; /* its place in the registry (games/games.h) */
    const char *title; /* the window's title */
    const char *save_name; /* the game in progress, in the preferences folder */
    const char *shot_prefix; /* screenshots: "hand", "deal" */
    const char *log_scene; /* the table's scene in --text-log ("table" or the game's own) */
    StrId since_deal; /* "since hand %d" / "since deal %d": what a failed save loses */
    StrId next_deal_label; /* the summary's button: "Next hand" / "Next deal" */
    StrId hint_card_words; /* a card's hint: its chips "to the end of the hand" (or deal) */
    int red_back_place; /* cards flying to this place show their red backs (discards) */

    /* A game in progress. start and load fill t->game and set up t->mid (and may push its
     * first events); a game that cannot start says why. */
    bool (*start)(App *app, Table *t, uint64_t seed, char *why, size_t size);
    bool (*load)(App *app, Table *t, const char *path, char *why, size_t size);
    bool (*save)(Table *t, const char *path, char *why, size_t size);
    void (*free_game)(Table *t);
    int (*deal_no)(const Table *t); /* the engine's deal (a save holds it) */
    /* The game kept at path, if it is under way: true, its deal and how many the game has
     * (0: endless). False for a game not begun (no move made), a finished game or an
     * unreadable file. */
    bool (*saved_in_play)(const char *path, int *deal, int *total);
    StrId deal_of_name; /* the header's "Hand %d of %d" (and log_deal_name's "Hand %d") */
    uint64_t (*seed)(const Table *t);
    MoucheCardSet (*deck)(const Table *t);

    /* Whose turn and what kind of decision; the seat to move with TURN_DECIDE. */
    TurnKind (*turn)(const Table *t, int *seat);
    const char *(*decision_name)(const Table *t); /* the human's decision, for scripts */
    HandMode (*hand_mode)(const Table *t);
    /* The AI seats' pace: ms (at speed 1) before an AI acts, and the animations' speed
     * factor (faster once the human is out of the hand). */
    double (*ai_delay)(const Table *t);
    double (*speed_factor)(const Table *t);
    void (*ai_act)(App *app, Table *t, int seat);
    void (*next_deal)(App *app, Table *t);

    /* The human's decision: the buttons (from the engine's legal actions), a press of one
     * of the game's buttons, a click on a card of the hand, the cards playable now. */
    void (*build_buttons)(App *app, Table *t);
    void (*press)(App *app, Table *t, int id);
    void (*use_card)(App *app, Table *t, int i);
    MoucheCardSet (*playable)(const Table *t);
    const ButtonName *button_names;
    int nbutton_names;
    float (*card_lift)(const Table *t, int i); /* raised by a share of the card's height */
    /* Lowers the cards raised for the human's decision (Escape); false if none was. May be NULL. */
    bool (*drop_picks)(App *app, Table *t);
    /* Whether the human may play c now, and if not, why (the engine's note on the duty). */
    MoucheRefusal (*explain_play)(const Table *t, MoucheCard c, MouchePlayNote *note);
    bool (*folded)(const Table *t, int seat); /* the seat's cards lie folded before it */
    /* The cards `seat` has played this hand, in order (public once played): shown face up
     * where its hand was when the hand is over. Returns how many (at most 5). */
    int (*played)(const Table *t, int seat, MoucheCard out[5]);

    /* The animation's steps, told to the game (sounds, bubbles, statistics). */
    void (*step_begin)(App *app, Table *t, const void *ev, double now);
    void (*step_done)(App *app, Table *t, const void *ev, bool *hold);
    bool (*shuffling)(const void *ev); /* the deck moves: the still layer is repainted each frame */

    /* Drawing: the layout (t->layout and the game's own), where a place is, the middle of the
     * table and a seat's plate (the table draws the hands, the trick and the rest), the
     * header's deal line and rule system, the prompt, a tooltip, the overlays (summary,
     * game end, and their panel: the buttons go at its foot). */
    void (*layout)(Table *t, int w, int h);
    SDL_FRect (*place_rect)(const Table *t, Place p, bool is_token, uint8_t token);
    void (*draw_centre)(App *app, const Table *t, double now);
    void (*draw_seat)(App *app, const Table *t, int seat);
    void (*header)(App *app, const Table *t, char *deal_line, size_t size, const char **system);
    const char *(*prompt)(App *app, const Table *t, char *buf, size_t size);
    int (*zone_at)(const Table *t, int x, int y); /* a part of the table under x,y, 0 none */
    /* The Expert's advice in the human's place (?), from the human's view alone: shown on the
     * table (the card focused, the cards to exchange raised) and said in words, with its
     * reasons in numbers. */
    void (*hint)(App *app, Table *t, char *out, size_t size);
    /* The quick-reference card (R): what a trick earns now and the play rules under this
     * game's options, a sentence a line; returns how many. */
    int (*quick_rules)(App *app, const Table *t, char lines[][TABLE_MESSAGE_SIZE], int max);
    /* The table log: what an event (as seat 0 saw it) adds to it; and the game so far
     * replayed, every event as seat 0 saw it, to rebuild the log of a resumed game. */
    bool (*log_event)(const LogVoices *v, const void *ev, LogEntry *out);
    StrId log_deal_name; /* "Hand %d" / "Deal %d" */
    bool (*replay)(const Table *t, const EventRelay *to);
    /* A hand for a bug report: the game's transcript (RULES.md section 12) from its start
     * through the end of deal `deal` (or as far as it has gone); false if a write failed. */
    bool (*export_deal)(const Table *t, int deal, FILE *out);
    /* --replay: the game a transcript records, begun from its seed, players and rules (checked
     * beforehand); and a move as a save writes it, made by the seat to move. */
    bool (*start_replay)(App *app, Table *t, const Replay *r, char *why, size_t size);
    bool (*apply_text)(App *app, Table *t, const char *move);
    /* The guided first hand: its deal, scripted moves and coach marks (started like a replay's
     * game, from its seed with the default rules); an event's type and seat as its marks name
     * them; whether a move as a save writes it is legal now. */
    const GuideScript *guide;
    int (*event_type)(const void *ev, int *seat);
    bool (*legal_text)(const Table *t, const char *move);
    /* Practice: whether the human has a decision of this deal to take back; taking it back
     * (the engine's record cut there, the shown table set anew from the view). */
    bool (*can_take_back)(const Table *t);
    bool (*take_back)(App *app, Table *t);
    StrId (*zone_tip)(int zone);
    SDL_Rect (*overlay_panel)(App *app, const Table *t);
    void (*summary_draw)(App *app, const Table *t);
    void (*gameend_draw)(App *app, const Table *t);

    /* Outside the table: the command line, the title screen, the rules pages, the
     * settings (the game's own rows; the AI levels and the app's rows are the scene's)
     * and the statistics. */
    const char *cli_name, *cli_alias; /* --game NAME (the alias may be NULL) */
    int max_players;
    /* Parses the command line's --rules over the settings' rule options; false with why. */
    bool (*rules_parse)(Settings *s, const char *text, char *why, size_t size);
    StrId name; /* the title's choice, the rules' and the statistics' headings */
    StrId title_text, subtitle;
    MoucheCard title_fan[5]; /* the cards fanned on the title screen */
    int rules_pages;
    const StrId *rules_titles, *rules_bodies;
    void (*rules_picture)(const Canvas *cv, int page, SDL_Rect area);
    StrId settings_heading;
    int setting_rows;
    /* A row's label, value as the player reads it and line of help; a change by one step. */
    void (*setting_text)(const App *app, int row, char *label, size_t lsize, char *value, size_t vsize, StrId *help);
    void (*setting_change)(Settings *s, int row, int delta);
    int *(*ai_levels)(Settings *s); /* the computer players' levels, by seat (seat 0 is the human) */
    int (*players_set)(const Settings *s); /* how many sit at a new game's table */
    int (*stats_lines)(const Stats *s, StatLine *lines, int max);
    long long (*deals_played)(const Stats *s); /* deals of this game the player has finished */
} GameBackend;

/* The games, in the order the title screen offers them: the one of this kind (the
 * first if none), its place in that order, the one after it (the first after the
 * last), the number of games and the i-th. */
const GameBackend *games_find(int kind);
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
