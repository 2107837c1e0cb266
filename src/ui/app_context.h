/* The application: window, renderer, shared services and the scene switch.
 * One App lives in main(); every module receives it (or a part of it). */
#ifndef LAMOUCHE_APP_H
#define LAMOUCHE_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "audio.h"
#include "canvas.h"
#include "renderer_pick.h"
#include "i18n.h"
#include "mouche/replay.h"
#include "notice.h"
#include "pad.h"
#include "paths.h"
#include "render_cards.h"
#include "settings.h"
#include "stats.h"
#include "text.h"
#include "title_layout.h"

typedef enum { SCENE_TITLE = 0, SCENE_TABLE, SCENE_SETTINGS, SCENE_RULES, SCENE_STATS, SCENE_QUIT } SceneId;

/* Command line. */
typedef struct {
    int game; /* GameKind, -1: the one chosen on the title screen */
    uint64_t seed;
    bool have_seed;
    int players; /* 0: from settings */
    int hands; /* -1: from settings */
    bool autoplay;
    bool guide; /* the guided first hand */
    double speed; /* < 0: from settings */
    const char *screenshot_dir;
    const char *save_dir;
    const char *script;
    const char *replay; /* a transcript to play again */
    const char *rules; /* "key=value,..." over the settings' rule options */
    bool fresh;
    bool bench;
    bool check_layer; /* every partial repaint of the table's still layer compared with a whole one */
    int layer_parts; /* --layer-parts: at most this many parts of the still layer drawn a frame (0: as time allows) */
    int quit_after_hands; /* 0: never */
    int width, height;
    const char *frame_log; /* a line per presented frame, or NULL */
    const char *text_log; /* a line per string drawn, with its box, or NULL */
} Options;

struct Table;
struct Script;
struct App;

/* The New game panel (table/new_panel.c): a new game's first questions, over the title or the game's end. */
typedef struct {
    bool open;
    int focus; /* the players, the length, Start or Back (new_panel.c's NewFocus) */
    bool length_chosen; /* the length was changed here: the command line's --hands gives way */
    GameSettingsBlock kept; /* the game's settings as the panel found them: Back puts them back */
    const struct GameBackend *game; /* the game it asks about (the settings' game), given when opened */
} NewGamePanel;

/* The settings screen's own state (scenes/scene_settings.c): which row is chosen and which is under
 * the pointer, and the text size its rows stay laid out for while a click changes it. */
typedef struct {
    int row; /* the row chosen */
    int hover; /* the row under the pointer since it last moved; -1: none */
    /* the text size the rows are laid out for while a click changed it (0: the setting's), kept until
     * the pointer leaves held_at, the arrow or value clicked: a second click on the same › finds its
     * row there (play-test 57) */
    int held_text;
    SDL_Rect held_at;
} SettingsPage;

/* What app.c does for the scenes and the table, handed to them in App.services (as Tatham's
 * puzzles.h lists the frontend's functions): they call these (app_set_scene, ...) and never app.c. */
typedef struct AppServices {
    void (*set_scene)(struct App *app, SceneId scene); /* and asks for a frame */
    void (*apply_settings)(struct App *app); /* fullscreen / language / volume after settings changed */
    void (*save_stats)(struct App *app); /* the player's statistics to the preferences folder (stats.txt) */
    void (*draw_background)(struct App *app); /* the felt and wood border */
    /* the background's pieces made for the window's size, if they are not yet (draw_background does it
     * otherwise; ~3 ms at 1920x1080: the table's build after a resize gives it a step) */
    /* starts (or resumes, unless fresh) the chosen game and shows its table (a damaged save is kept
     * aside and told); open_guide: its guided first hand (the game in progress stays in its save) */
    bool (*open_game)(struct App *app, bool resume);
    bool (*open_guide)(struct App *app);
    /* a save that cannot be read: kept aside (or left, if it cannot be moved), and told */
    void (*save_damaged)(struct App *app, const char *path, const char *why);
    /* after each save of the game (hand: the one it holds; since_deal: "since hand %d" or "since
     * deal %d"); a failure is told (once, until dismissed) with what is not kept */
    void (*game_saved)(struct App *app, bool ok, int err, int hand, StrId since_deal);
    void (*quit)(struct App *app); /* unless progress is unsaved: then asks (the notice's question) */
} AppServices;

typedef struct App {
    const AppServices *services; /* app.c's, for the scenes and the table */
    SDL_Window *window;
    SDL_Renderer *renderer;
    RendererPick renderer_pick; /* why this renderer (--bench) */
    RendererProbe gl_probe; /* the OpenGL probe, while its answer is heard (renderer_pick.h) */
    int pw, ph; /* output size in pixels */
    float px_per_point; /* pixels per window coordinate (HiDPI) */
    Options opt;
    Replay replay; /* --replay's transcript, which the table plays */
    char data_dir[DIR_TEXT_MAX];
    I18nCatalog catalogs[LANG_COUNT]; /* each language's translations, from <data>/locale (app_lang) */
    I18nLoad catalog_read[LANG_COUNT]; /* what reading each found (a notice when the chosen one failed) */
    int catalog_errno[LANG_COUNT];
    char *pref_dir; /* saves, statistics and saved hands (allocated: any length the system takes) */
    char *config_dir; /* the settings and the renderer's answer (the same as pref_dir with --save-dir) */
    Settings settings;
    bool settings_left; /* the settings file could not be read whole nor moved aside: never written over */
    Stats stats;
    TextCache text;
    CardArt cards;
    SDL_Texture *wood[2]; /* the rim's wood stretched along a long and a short edge, for window_w x window_h */
    int wood_for_w, wood_for_h;
    Audio audio;
    SceneId scene;
    SceneId rules_return; /* scene to return to from rules/settings */
    struct Table *table; /* the game in progress, if any */
    struct Script *script;
    FILE *frame_log; /* --frame-log, or NULL */
    const char *frame_log_phase; /* the decision last logged as the table's state */
    bool dirty; /* something changed: draw a frame */
    char shot_path[PATH_TEXT_MAX]; /* a screenshot wanted after the next frame (scripts) */
    int focus; /* keyboard focus on a menu screen */
    NewGamePanel new_game;
    bool stats_reset_armed; /* Reset pressed once on the statistics: the next press erases them */
    SettingsPage settings_page; /* the settings scene's own (scene_settings.c) */
    int rules_page;
    int rules_game; /* GameKind whose rules the rules scene shows */
    bool running;
    int mouse_x, mouse_y; /* last mouse position, pixels */
    uint64_t t_start; /* performance counter at launch */
    Notice notice; /* what went wrong, told in the window */
    Pad pad; /* the game controllers, and whether the last input came from one */
    int save_errno; /* the game's last save failed with this; 0: it went through */
    int folder_lock; /* the save folder's lock (store_lock_folder), held to the end; -1: none */
    bool folder_busy; /* another window writes in the save folder: this one writes nothing there */
    int saved_hand; /* the hand (deal) the game's last good save holds; 0: none of this game */
    bool first_start; /* no settings were kept and nothing chosen: the guided hand opens */
    unsigned games_seen; /* 1 << GameKind: played, guided or its guide offered this session (no offer again) */
    bool first_frame_done;
    double first_frame_ms;
    /* --bench */
    double frame_cpu_ms_max, frame_cpu_ms_sum;
    int frames_animating;
} App;

/* Scene interface: each scene module implements these. */
void title_event(App *app, const SDL_Event *e);
void title_draw(App *app);
/* A new game of the game chosen, as the title's New game does once its panel is answered: the
 * game in progress or the guided hand asked about first (scene_title.c). */
void title_start_game(App *app);
/* The New game panel answers, the title acts: opened (false: the game has nothing to ask, the title
 * starts it at once); its input (NEW_PANEL_CLOSED: it is not open, the event is the title's;
 * NEW_PANEL_START: Start was pressed, the choice kept, the title starts the game); drawn over the
 * title; a script's target in it ("players:N", "less", "more", "start", "back"). */
typedef enum { NEW_PANEL_CLOSED, NEW_PANEL_TOOK, NEW_PANEL_START } NewPanelAnswer;
bool new_panel_open(App *app, const struct GameBackend *game);
NewPanelAnswer new_panel_event(App *app, const SDL_Event *e);
void new_panel_draw(App *app);
bool new_panel_target(App *app, const char *name, int *x, int *y);
/* The panel closed as Back closes it (the window closed under it: its choice is not kept). */
void new_panel_cancel(App *app);
void settings_scene_event(App *app, const SDL_Event *e);
void settings_scene_draw(App *app);
void settings_scene_enter(App *app);
void rules_event(App *app, const SDL_Event *e);
void rules_draw(App *app);
void stats_scene_event(App *app, const SDL_Event *e);
void stats_scene_draw(App *app);

/* The player's language (the settings' choice) with its catalogue, for the texts made in it. */
static inline Lang app_lang(const App *app) { return i18n_lang(app->settings.lang, app->catalogs); }
/* A string of the interface in the player's language. */
static inline const char *tr(const App *app, StrId id) { return i18n_get(app_lang(app), id); }

/* A string that names keys, as the player's input has them: a controller's buttons after a
 * controller's press, the keys after a key or the mouse. */
static inline const char *tr_keys(const App *app, StrId keys)
{
    return tr(app, app->pad.shown ? pad_twin(keys) : keys);
}

/* What the widgets of ui/ draw with, from the App as it is now. While a question is asked, the
 * pointer is the question's: nothing under it lights up (notice_draw gives it back to its own). */
static inline Canvas app_canvas(App *app)
{
    const bool taken = app->notice.asking;
    return (Canvas){ app->renderer,
                     &app->text,
                     &app->cards,
                     app->pw,
                     app->ph,
                     taken ? -1 : app->mouse_x,
                     taken ? -1 : app->mouse_y,
                     app_lang(app),
                     app->pad.shown };
}

/* Pixels for a size given as a fraction of the window's smaller dimension. */
static inline int app_px(const App *app, float f) { return title_px_of(app->pw, app->ph, f); }
/* Milliseconds since launch. */
static inline double app_ms(const App *app)
{
    return (double)(SDL_GetPerformanceCounter() - app->t_start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static inline void app_set_scene(App *app, SceneId scene) { app->services->set_scene(app, scene); }
static inline void app_apply_settings(App *app) { app->services->apply_settings(app); }
static inline void app_save_stats(App *app) { app->services->save_stats(app); }
static inline void app_draw_background(App *app) { app->services->draw_background(app); }
static inline bool app_open_game(App *app, bool resume) { return app->services->open_game(app, resume); }
static inline bool app_open_guide(App *app) { return app->services->open_guide(app); }
static inline void app_save_damaged(App *app, const char *p, const char *why)
{
    app->services->save_damaged(app, p, why);
}
static inline void app_game_saved(App *app, bool ok, int err, int hand, StrId since)
{
    app->services->game_saved(app, ok, err, hand, since);
}
static inline void app_quit(App *app) { app->services->quit(app); }

#endif
