/* lamouche: the main loop. Sleeps in SDL_WaitEvent while nothing moves; draws
 * frames only while something animates. */
#include "app_context.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <errno.h>
#include <getopt.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "locale.h"
#include "migrate.h"
#include "mouche/readfile.h"
#include "paths.h"
#include "store.h"
#include "title_layout.h"
#include "wake_event.h"
#include "screenshot.h"
#include "pad.h"
#include "script.h"
#include "game.h"
#include "table.h"

static void usage(FILE *f)
{
    fprintf(f, "Usage: lamouche [options]\n"
               "  --game mouche|bete   which game (default: the one chosen on the title screen)\n"
               "  --seed N             seed of a new game (a whole number, 0 or more)\n"
               "  --players N          3 to 6 players (La Bête: 3 to 7) (new game)\n"
               "  --hands N            hands (La Bête: deals) in a new game (0: endless)\n"
               "  --autoplay           an AI plays your seat too; exits at the game's end\n"
               "  --guide              the guided first hand (also on the title screen; shown by itself\n"
               "                       at the very first start)\n"
               "  --replay FILE        plays a transcript again (a hand saved from the log, or mouche-sim's);\n"
               "                       exits when it ends\n"
               "  --speed X            animation speed factor: 0 (no animation), or 0.1 to 100\n"
               "  --screenshot DIR     save PNGs at each hand's key moments\n"
               "  --save-dir DIR       keep saves, settings and statistics in DIR\n"
               "  --fresh              start a new game even if one is saved\n"
               "  --quit-after-hands N exit after N hands\n"
               "  --script FILE        play through scripted input events\n"
               "  --rules K=V,...      rule options of a new game (preset=NAME first, then deck, deal, ante, carry,\n"
               "                       cap, head, silence, pamphile, ...;\n"
               "                       La Bete: deal, curieuse, contre, start, plaque)\n"
               "  --size WxH           window size\n"
               "  --bench              print start-up, memory, frame and idle figures, then exit\n"
               "  --frame-log FILE     write a line for every frame shown: time, scene, the decision\n"
               "                       it asks for and where its targets are (tests, bug reports)\n"
               "  --text-log FILE      write every string drawn with the box it must fit in (tests)\n"
               "  --check-layer        compare each partial repaint of the table with a whole one and\n"
               "                       report the pixels that differ at exit (tests)\n"
               "  --layer-parts N      repaint at most N parts of the table a frame, as a slow machine\n"
               "                       would (tests, with --check-layer)\n"
               "  --version            the version, then exit\n"
               "  --help               this text\n"
               "Exit status: 0 done, 2 bad command line, 3 the window cannot open, 4 the data files\n"
               "are missing, 5 the folder for saves and settings cannot be made, 1 anything else.\n");
}

/* --speed's range besides 0 (no animation): a tenth of the normal pace to a hundred times it. */
#define SPEED_MIN 0.1
#define SPEED_MAX 100.0

static bool parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || end == s || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* The long options; each value's meaning is its getopt_long code, the option's short form
 * where it has one ('h'), else one of these. */
enum {
    OPT_AUTOPLAY = 256,
    OPT_GUIDE,
    OPT_FRESH,
    OPT_BENCH,
    OPT_CHECK_LAYER,
    OPT_VERSION,
    OPT_SEED,
    OPT_GAME,
    OPT_PLAYERS,
    OPT_HANDS,
    OPT_LAYER_PARTS,
    OPT_QUIT_AFTER_HANDS,
    OPT_SPEED,
    OPT_SCREENSHOT,
    OPT_SAVE_DIR,
    OPT_SCRIPT,
    OPT_REPLAY,
    OPT_RULES,
    OPT_FRAME_LOG,
    OPT_TEXT_LOG,
    OPT_SIZE
};

static const struct option long_options[] = {
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, OPT_VERSION },
    { "autoplay", no_argument, NULL, OPT_AUTOPLAY },
    { "guide", no_argument, NULL, OPT_GUIDE },
    { "fresh", no_argument, NULL, OPT_FRESH },
    { "bench", no_argument, NULL, OPT_BENCH },
    { "check-layer", no_argument, NULL, OPT_CHECK_LAYER },
    { "seed", required_argument, NULL, OPT_SEED },
    { "game", required_argument, NULL, OPT_GAME },
    { "players", required_argument, NULL, OPT_PLAYERS },
    { "hands", required_argument, NULL, OPT_HANDS },
    { "layer-parts", required_argument, NULL, OPT_LAYER_PARTS },
    { "quit-after-hands", required_argument, NULL, OPT_QUIT_AFTER_HANDS },
    { "speed", required_argument, NULL, OPT_SPEED },
    { "screenshot", required_argument, NULL, OPT_SCREENSHOT },
    { "save-dir", required_argument, NULL, OPT_SAVE_DIR },
    { "script", required_argument, NULL, OPT_SCRIPT },
    { "replay", required_argument, NULL, OPT_REPLAY },
    { "rules", required_argument, NULL, OPT_RULES },
    { "frame-log", required_argument, NULL, OPT_FRAME_LOG },
    { "text-log", required_argument, NULL, OPT_TEXT_LOG },
    { "size", required_argument, NULL, OPT_SIZE },
    { NULL, 0, NULL, 0 },
};

/* The option's name for a message: "--seed" from "--seed=5" or "--seed". */
static void option_name(const char *arg, char *out, size_t size)
{
    const size_t len = strcspn(arg, "=");
    snprintf(out, size, "%.*s", (int)len, arg);
}

/* One option's value into o; false if refused (said on stderr, but for the generic "bad value"). */
static bool take_value(int code, const char *v, Options *o, bool *said)
{
    long n;
    switch (code) {
    case OPT_SEED: {
        char *end;
        errno = 0;
        o->seed = strtoull(v, &end, 10);
        /* strtoull takes "-5" as 2^64 - 5: digits only */
        if (errno || *end || end == v || !(*v >= '0' && *v <= '9')) {
            fprintf(stderr, "lamouche: --seed takes a whole number, 0 or more (up to %llu), not %s\n",
                    (unsigned long long)UINT64_MAX, v);
            *said = true;
            return false;
        }
        o->have_seed = true;
        return true;
    }
    case OPT_GAME: o->game = games_named(v) ? games_named(v)->kind : -1; return o->game >= 0;
    case OPT_PLAYERS: return parse_long(v, 3, 7, &n) && (o->players = (int)n, true);
    case OPT_HANDS: return parse_long(v, 0, 10000, &n) && (o->hands = (int)n, true);
    case OPT_LAYER_PARTS: return parse_long(v, 1, 100, &n) && (o->layer_parts = (int)n, true);
    case OPT_QUIT_AFTER_HANDS: return parse_long(v, 1, 100000, &n) && (o->quit_after_hands = (int)n, true);
    case OPT_SPEED: {
        char *end;
        double d = strtod(v, &end);
        /* a factor too small freezes the table (1e-300: every animation would last forever) */
        if (*end || end == v || !(d == 0 || (d >= SPEED_MIN && d <= SPEED_MAX))) {
            fprintf(stderr, "lamouche: --speed takes 0 (no animation) or a factor from %g to %g, not %s\n", SPEED_MIN,
                    SPEED_MAX, v);
            *said = true;
            return false;
        }
        o->speed = d;
        return true;
    }
    case OPT_SIZE: return sscanf(v, "%dx%d", &o->width, &o->height) == 2 && o->width >= 320 && o->height >= 200;
    case OPT_SCREENSHOT: o->screenshot_dir = v; return true;
    case OPT_SAVE_DIR: o->save_dir = v; return true;
    case OPT_SCRIPT: o->script = v; return true;
    case OPT_REPLAY: o->replay = v; return true;
    case OPT_RULES: o->rules = v; return true;
    case OPT_FRAME_LOG: o->frame_log = v; return true;
    case OPT_TEXT_LOG: o->text_log = v; return true;
    default: return false;
    }
}

/* Returns 0 to run, 1 to exit successfully (help, version), 2 on a bad command line. getopt_long:
 * "--seed 5" and "--seed=5" alike. */
static int parse_args(int argc, char **argv, Options *o)
{
    memset(o, 0, sizeof *o);
    o->game = -1;
    o->hands = -1;
    o->speed = -1;
    opterr = 0; /* the messages are the game's own */
    optind = 1;
    int code;
    while ((code = getopt_long(argc, argv, ":h", long_options, NULL)) != -1) {
        const char *a = argv[optind - 1]; /* the option as typed (its value's word follows it) */
        char name[64];
        bool said = false;
        switch (code) {
        case 'h': usage(stdout); return 1;
        case OPT_VERSION: printf("lamouche %s\n", LAMOUCHE_VERSION); return 1;
        case OPT_AUTOPLAY: o->autoplay = true; break;
        case OPT_GUIDE: o->guide = true; break;
        case OPT_FRESH: o->fresh = true; break;
        case OPT_BENCH: o->bench = true; break;
        case OPT_CHECK_LAYER: o->check_layer = true; break;
        case ':':
            fprintf(stderr, "lamouche: unknown option or missing value: %s\n", a);
            usage(stderr);
            return 2;
        case '?':
            fprintf(stderr, "lamouche: unknown option: %s\n", a);
            usage(stderr);
            return 2;
        default:
            if (!take_value(code, optarg, o, &said)) {
                if (!said) {
                    /* the option is the word before a separate value, or the one with "=" */
                    option_name(optarg == a ? argv[optind - 2] : a, name, sizeof name);
                    fprintf(stderr, "lamouche: bad value for %s: %s\n", name, optarg);
                }
                usage(stderr);
                return 2;
            }
        }
    }
    if (optind < argc) { /* a word that is no option */
        fprintf(stderr, "lamouche: unknown option: %s\n", argv[optind]);
        usage(stderr);
        return 2;
    }
    return 0;
}

/* The checks that depend on the game (known once the settings are read). */
static bool check_game_args(const Options *o, const GameBackend *game)
{
    if (o->players > game->max_players) {
        fprintf(stderr, "lamouche: bad value for --players: %d (%s: 3 to %d)\n", o->players, game->title,
                game->max_players);
        return false;
    }
    if (o->rules) {
        char why[160];
        Settings scratch; /* only the game's rule options are read */
        settings_default(&scratch, games_settings_codecs(), LANG_EN);
        if (!game->rules_parse(&scratch, o->rules, why, sizeof why)) {
            fprintf(stderr, "lamouche: --rules: %s\n", why);
            return false;
        }
    }
    return true;
}

/* Exit statuses: what made the game stop (also in --help). */
enum { EXIT_BAD_COMMAND_LINE = 2, EXIT_NO_DISPLAY = 3, EXIT_NO_DATA = 4, EXIT_NO_PREFS = 5 };

/* A start that cannot go on: a message box (the game is started by a double-click,
 * nobody sees stderr) and stderr; returns the exit status to give. */
static int fatal_box(const char *msg, int status)
{
    /* SDL turns SIGTERM into an event its message box never reads: a logout, or timeout, could
     * not end the box. Nothing is left to save: the signal ends the game as it would any program. */
    signal(SIGTERM, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    fprintf(stderr, "lamouche: %s\n", msg);
    const char *quiet = getenv("LAMOUCHE_NO_DIALOG"); /* tests: never wait for a click */
    if (!quiet || !*quiet)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "La Mouche", msg, NULL);
    else
        fprintf(stderr, "lamouche: message box: %s\n", msg); /* tests: what the box would say */
    return status;
}

/* Why a write in the folder failed, as the player can act on it. */
static void fault_reason_in(const App *app, const char *folder, int err, char *out, size_t size)
{
    if (err == EACCES || err == EPERM || err == EROFS || (err == EBUSY && app->folder_busy)) {
        char dir[NOTICE_PATH_MAX + 1]; /* the folder named, as the player can act on it */
        snprintf(out, size, tr(app, err == EBUSY ? S_N_WHY_BUSY : S_N_WHY_READONLY),
                 notice_path(folder, dir, sizeof dir));
    } else
        snprintf(out, size, "%s", i18n_errno(app_lang(app), err));
}

/* Why a write of a save or the statistics failed. */
static void fault_reason(const App *app, int err, char *out, size_t size)
{
    fault_reason_in(app, app->pref_dir, err, out, size);
}

/* Why a file of the preferences folder could not be read whole. */
static void read_reason(const App *app, int err, char *out, size_t size)
{
    if (err == EFBIG) {
        char bound[32];
        mouche_read_file_size_words(STORE_FILE_MAX, bound, sizeof bound);
        snprintf(out, size, tr(app, S_N_WHY_LARGE), bound);
    } else
        snprintf(out, size, "%s", i18n_errno(app_lang(app), err));
}

static void save_stats(App *app)
{
    if (app->folder_busy) /* the other window's to write */
        return;
    char *p = store_path(app->pref_dir, "stats.txt");
    const bool saved = p && stats_save(&app->stats, p);
    const int err = p ? errno : ENOMEM;
    free(p);
    if (saved) {
        notice_withdraw(app, NOTE_STATS_FAILED);
        return;
    }
    char why[NOTICE_PATH_MAX + 128], msg[NOTICE_DRAFT_MAX];
    fault_reason(app, err, why, sizeof why);
    snprintf(msg, sizeof msg, tr(app, S_N_STATS_FAILED), why);
    notice_post(app, NOTE_STATS_FAILED, msg);
}

static void save_damaged(App *app, const char *path, const char *why)
{
    char msg[NOTICE_DRAFT_MAX], shown[NOTICE_PATH_MAX + 1];
    fprintf(stderr, "lamouche: the saved game is damaged (%s)\n", why);
    char *aside = NULL;
    if (app->folder_busy) /* the other window's file: not moved from under it */
        errno = EBUSY;
    else
        aside = store_keep_aside(path);
    if (aside) {
        fprintf(stderr, "lamouche: kept as %s\n", aside);
        snprintf(msg, sizeof msg, tr(app, S_N_SAVE_DAMAGED), notice_path(aside, shown, sizeof shown));
    } else {
        char reason[NOTICE_PATH_MAX + 128];
        fault_reason(app, errno, reason, sizeof reason);
        snprintf(msg, sizeof msg, tr(app, S_N_SAVE_DAMAGED_LEFT), reason);
    }
    free(aside);
    notice_post(app, NOTE_SAVE_DAMAGED, msg);
}

/* "hand 3" or "the start of this game": since when the progress is not kept. */
static void unsaved_since(const App *app, StrId since_deal, char *out, size_t size)
{
    if (app->saved_hand > 0)
        snprintf(out, size, tr(app, since_deal), app->saved_hand);
    else
        snprintf(out, size, "%s", tr(app, S_N_SINCE_START));
}

static void game_saved(App *app, bool ok, int err, int hand, StrId since_deal)
{
    if (ok) {
        app->save_errno = 0;
        app->saved_hand = hand;
        notice_withdraw(app, NOTE_SAVE_FAILED);
        return;
    }
    app->save_errno = err ? err : EIO;
    char why[NOTICE_PATH_MAX + 128], since[128], msg[NOTICE_DRAFT_MAX];
    fault_reason(app, app->save_errno, why, sizeof why);
    unsaved_since(app, since_deal, since, sizeof since);
    snprintf(msg, sizeof msg, tr(app, S_N_SAVE_FAILED), why, since);
    notice_post(app, NOTE_SAVE_FAILED, msg);
}

static void quit_now(App *app)
{
    /* the guided hand is not saved (its notes follow the table as it plays): the next start says it is
     * gone, rather than offering nothing without a word (issue 42) */
    if (app->table && table_guide_unfinished(app->table) && !app->settings.guide_left) {
        app->settings.guide_left = true;
        app_apply_settings(app);
    }
    app->running = false;
}

static void quit(App *app)
{
    /* asked already, and asked again (the window's close): the player means it */
    if (!app->table || app->save_errno == 0 || notice_asking(app, quit_now)) {
        quit_now(app);
        return;
    }
    char why[NOTICE_PATH_MAX + 128], since[128], msg[NOTICE_DRAFT_MAX];
    fault_reason(app, app->save_errno, why, sizeof why);
    unsaved_since(app, app->table->be->since_deal, since, sizeof since);
    snprintf(msg, sizeof msg, tr(app, S_N_QUIT_UNSAVED), why, since);
    notice_ask(app, &(NoticeQuestion){ msg, S_N_KEEP_PLAYING, S_N_QUIT_ANYWAY, SDLK_q, quit_now, NULL });
}

static void set_scene(App *app, SceneId scene)
{
    app->scene = scene;
    if (app->window)
        SDL_SetWindowTitle(app->window, app->table && scene == SCENE_TABLE ? app->table->be->title
                                                                           : games_find(app->settings.game)->title);
    app->dirty = true;
    app->focus = 0;
    app->stats_reset_armed = false;
    if (scene == SCENE_SETTINGS)
        settings_scene_enter(app);
}

static void update_size(App *app)
{
    int ww, wh;
    SDL_GetRendererOutputSize(app->renderer, &app->pw, &app->ph);
    SDL_GetWindowSize(app->window, &ww, &wh);
    app->px_per_point = ww > 0 ? (float)app->pw / (float)ww : 1.f;
    text_clear(&app->text);
    art_mark_stale(&app->cards); /* placeholders until the pictures of this size are made */
    app->dirty = true;
}

static void tell_catalog(App *app);

static void apply_settings(App *app)
{
    tell_catalog(app);
    audio_set(&app->audio, app->settings.volume, app->settings.mute);
    text_set_scale(&app->text, app->settings.text_size); /* the table lays out again (table_relayout) */
    bool full = (SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN) != 0;
    if (full != app->settings.fullscreen)
        SDL_SetWindowFullscreen(app->window, app->settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    if (app->cards.style != app->settings.card_style) {
        app->cards.style = app->settings.card_style;
        art_mark_stale(&app->cards);
    }
    if (app->table)
        snprintf(app->table->names[0], sizeof app->table->names[0], "%s", tr(app, S_YOU));
    /* not over a file that could be neither read whole nor kept aside (it is the player's), nor
     * over the other window's (they apply until this one quits) */
    const bool not_ours = app->settings_left || app->folder_busy;
    char *p = not_ours ? NULL : store_path(app->config_dir, "settings.txt");
    const bool saved = not_ours || (p && settings_save(&app->settings, p));
    const int err = p ? errno : ENOMEM;
    free(p);
    if (saved) {
        notice_withdraw(app, NOTE_SETTINGS_FAILED);
    } else {
        char why[NOTICE_PATH_MAX + 128], msg[NOTICE_DRAFT_MAX];
        fault_reason_in(app, app->config_dir, err, why, sizeof why);
        snprintf(msg, sizeof msg, tr(app, S_N_SETTINGS_FAILED), why);
        notice_post(app, NOTE_SETTINGS_FAILED, msg);
    }
    app->dirty = true;
}

/* The wood's width; its shadow reaches three times as far in. */
static int rim_px(const App *app) { return app_px(app, 0.018f); }

static void free_wood(App *app)
{
    for (int i = 0; i < 2; i++) {
        if (app->wood[i])
            SDL_DestroyTexture(app->wood[i]);
        app->wood[i] = NULL;
    }
}

/* The wood stretched to the window's long edges (0: top and bottom) or short ones (1), made once
 * per window size and copied pixel for pixel: a stretched copy under a pass's clip samples other
 * pixels than the whole one (and --check-layer tells). 0.4 MB at 1920x1080; NULL without it. */
static SDL_Texture *wood_strip(App *app, int side)
{
    if (app->wood_for_w != app->pw || app->wood_for_h != app->ph) {
        free_wood(app);
        app->wood_for_w = app->pw;
        app->wood_for_h = app->ph;
    }
    const int rim = rim_px(app), w = side ? rim : app->pw, h = side ? app->ph : rim;
    SDL_Texture *wood = art_get(&app->cards, "assets/table/wood.png", 512, 128, false);
    if (app->wood[side] || !wood || w < 1 || h < 1)
        return app->wood[side];
    SDL_Renderer *r = app->renderer;
    SDL_Texture *strip = SDL_CreateTexture(r, app->cards.opaque_format, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!strip)
        return NULL;
    SDL_SetTextureBlendMode(strip, SDL_BLENDMODE_NONE);
    SDL_Texture *prev = SDL_GetRenderTarget(r);
    ArtClip clip; /* a change of target drops the clip of the pass being drawn */
    art_clip_keep(r, &clip);
    SDL_SetRenderTarget(r, strip);
    SDL_RenderCopy(r, wood, NULL, NULL);
    SDL_SetRenderTarget(r, prev);
    art_clip_restore(r, &clip);
    app->wood[side] = strip;
    return strip;
}

/* The wood's edges and the soft shadow under them. */
static void paint_rim(App *app)
{
    SDL_Renderer *r = app->renderer;
    const int rim = rim_px(app);
    /* frames of one pixel fading inwards, each as four filled strips (the software renderer
     * blends filled rectangles row by row, outlines point by point) */
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (int i = 0; i < rim * 3; i++) {
        SDL_SetRenderDrawColor(r, 0, 0, 0, (Uint8)(60 - 60 * i / (rim * 3)));
        const int x0 = rim + i, y0 = rim + i, w = app->pw - 2 * x0, h = app->ph - 2 * y0;
        if (w <= 2 || h <= 2)
            break;
        const SDL_Rect frame[4] = {
            { x0, y0, w, 1 }, { x0, y0 + h - 1, w, 1 }, { x0, y0 + 1, 1, h - 2 }, { x0 + w - 1, y0 + 1, 1, h - 2 }
        };
        SDL_RenderFillRects(r, frame, 4);
    }
    SDL_Texture *const along[2] = { wood_strip(app, 0), wood_strip(app, 1) };
    const SDL_Rect edges[4] = { { 0, 0, app->pw, rim },
                                { 0, app->ph - rim, app->pw, rim },
                                { 0, 0, rim, app->ph },
                                { app->pw - rim, 0, rim, app->ph } };
    for (int i = 0; i < 4; i++) {
        if (along[i / 2])
            SDL_RenderCopy(r, along[i / 2], NULL, &edges[i]);
        else {
            SDL_SetRenderDrawColor(r, 96, 58, 28, 255);
            SDL_RenderFillRect(r, &edges[i]);
        }
    }
}

/* The felt's tiles over the window, the tiles' grid fixed to its corner. */
static void paint_felt(App *app)
{
    SDL_Renderer *r = app->renderer;
    SDL_Texture *felt = art_get(&app->cards, "assets/table/felt.png", 512, 512, false);
    if (!felt) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(r, 24, 92, 52, 255);
        SDL_RenderFillRect(r, NULL);
        return;
    }
    for (int y = 0; y < app->ph; y += 512)
        for (int x = 0; x < app->pw; x += 512)
            SDL_RenderCopy(r, felt, NULL, &(SDL_Rect){ x, y, 512, 512 });
}

/* The felt's tiles and the wood with its shadow, painted into the frame (or the table's still
 * layer) each time: the tiles are straight copies; the shadow blends ~340,000 pixels at 1920x1080
 * (~1 ms). Bands of felt and rim made ahead per window size were as quick to copy and held 1.7 MB
 * there, the last lever of issue 45's memory goal. */
static void draw_background(App *app)
{
    paint_felt(app);
    paint_rim(app);
}

/* ---- the game table shown ---------------------------------------------------------- */

static bool at_table(const App *app) { return app->scene == SCENE_TABLE && app->table; }

static int chosen_game(const App *app) { return app->opt.game >= 0 ? app->opt.game : app->settings.game; }

static bool open_game(App *app, bool resume)
{
    const GameBackend *be = games_find(chosen_game(app));
    /* the other game is kept in its save; a guided game or a replay are not the player's */
    const Table *t = app->table;
    if (t && !(resume && table_continues_in_memory(app, be)) && (t->be != be || !table_players_own(t))) {
        table_free(app->table);
        app->table = NULL;
    }
    if (!app->table) {
        if (resume && table_has_save(app, be))
            table_resume(app, be);
        else
            table_new_game(app, be);
    }
    if (!app->table)
        return false;
    app->games_seen |= 1u << be->kind;
    app_set_scene(app, SCENE_TABLE);
    return true;
}

static bool open_guide(App *app)
{
    if (app->table) { /* the game in progress is in its save: Continue resumes it */
        table_free(app->table);
        app->table = NULL;
    }
    if (!table_guided(app, games_find(chosen_game(app))))
        return false;
    app->games_seen |= 1u << chosen_game(app);
    app_set_scene(app, SCENE_TABLE);
    return true;
}

/* The very first start of a player who chose nothing on the command line: no settings were
 * kept and no game of any kind is saved. */
static bool first_start(const App *app, StoreRead settings_read)
{
    const Options *o = &app->opt;
    if (settings_read != STORE_MISSING || o->game >= 0 || o->have_seed || o->players || o->hands >= 0 || o->rules ||
        o->fresh || o->autoplay || o->script || o->screenshot_dir || o->bench || o->quit_after_hands || o->replay)
        return false;
    for (int i = 0; i < games_count(); i++)
        if (table_has_save(app, games_at(i)))
            return false;
    return true;
}

/* --replay FILE: the transcript read and checked, then played on its game's table. A file
 * that cannot be played is told in the window (and the game goes on as if none was given). */
enum { REPLAY_FILE_MAX = 16 * 1024 * 1024 };

static bool open_replay(App *app)
{
    size_t length = 0;
    char why[256] = "", text[NOTICE_DRAFT_MAX], shown[NOTICE_PATH_MAX + 1];
    /* a regular file only: a FIFO or a device given here would hang the game before its window */
    char *data = mouche_read_file_whole(app->opt.replay, REPLAY_FILE_MAX, &length, NULL, why, sizeof why);
    bool ok = data && mouche_replay_read(data, length, &app->replay, why, sizeof why);
    free(data);
    if (ok) {
        const GameBackend *be = games_replay_check(&app->replay, why, sizeof why);
        ok = be != NULL;
        if (ok && table_replay(app, be, &app->replay)) {
            printf("replay: %s, %zu moves in %d deals\n", app->opt.replay, app->replay.count, app->replay.ndeals);
            fflush(stdout);
            app_set_scene(app, SCENE_TABLE);
            return true;
        }
        if (ok)
            snprintf(why, sizeof why, "its game could not be started");
    }
    snprintf(text, sizeof text, tr(app, S_N_REPLAY_BAD), notice_path(app->opt.replay, shown, sizeof shown), why);
    notice_post(app, NOTE_REPLAY_BAD, text);
    return false;
}

/* ---- --bench ---------------------------------------------------------------- */

typedef struct {
    bool on;
    double frame_ms[20000]; /* frames that only move sprites over the still layer */
    int nframes;
    double redraw_ms[20000]; /* frames that also redraw the still layer */
    int nredraws;
    int partial_redraws; /* ... only the parts of it that changed */
    double idle_cpu_start, idle_wall_start;
    int idle_state; /* 0 waiting for the human's turn, 1 measuring, 2 done */
    double idle_cpu_percent;
    double prewarm_cpu_ms; /* CPU spent pre-rendering card pictures */
    /* A pass of the loop: from waking to the next sleep (events, update, frame, pictures). */
    double pass_max_ms; /* every pass after the first frame */
    int passes_over; /* passes over a 60 Hz frame (16.7 ms) */
    int open_state; /* 0 the table not shown yet, 1 its pictures being made, 2 done */
    double open_max_ms;
    int open_over;
    int resize_state; /* 0 not yet, 1 smaller asked, 2 waiting, 3 back asked, 4 waiting, 5 done */
    int resize_from[2], resize_to[2]; /* window sizes, points */
    double resize_asked, resize_max_ms;
    int resize_over;
    int placeholders; /* card pictures drawn from a placeholder */
    double rss_idle_mb; /* resident memory while the human thinks, before the resizes */
} Bench;

/* CPU time of the process (every thread: the idle figure), or of the main thread (a frame's
 * cost: the card pictures made ahead are rasterized on a thread of their own). */
static double cpu_ms_of(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static double cpu_ms(void) { return cpu_ms_of(CLOCK_PROCESS_CPUTIME_ID); }
static double main_cpu_ms(void) { return cpu_ms_of(CLOCK_THREAD_CPUTIME_ID); }

static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, res = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &res) != 2)
            res = 0;
        fclose(f);
    }
    return res * 4;
}

/* the peak resident memory of the whole run */
static long hwm_kb(void)
{
    char line[256];
    long kb = 0;
    FILE *f = fopen("/proc/self/status", "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmHWM:", 6))
            kb = atol(line + 6);
    if (f)
        fclose(f);
    return kb;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void series(const char *name, double *v, int n)
{
    qsort(v, (size_t)n, sizeof(double), cmp_double);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += v[i];
    printf("bench: %s frames=%d cpu_ms_avg=%.2f cpu_ms_median=%.2f cpu_ms_p95=%.2f cpu_ms_max=%.2f\n", name, n,
           n ? sum / n : 0, n ? v[n / 2] : 0, n ? v[(int)(n * 0.95)] : 0, n ? v[n - 1] : 0);
}

static void bench_report(App *app, Bench *b)
{
    const char *drv = "?";
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(app->renderer, &info) == 0)
        drv = info.name;
    printf("bench: renderer=%s size=%dx%d\n", drv, app->pw, app->ph);
    printf("bench: renderer=%s chosen=%s reason=%s probe_wait_ms=%.1f\n", drv, app->renderer_pick.chosen,
           app->renderer_pick.reason, app->renderer_pick.probe_wait_ms);
    /* the wall clock at the first present, for a figure from the launch (tests/bench/startup.sh) */
    struct timespec wall;
    clock_gettime(CLOCK_REALTIME, &wall);
    const double first_present_unix_ms =
        (double)wall.tv_sec * 1000.0 + (double)wall.tv_nsec / 1e6 - (app_ms(app) - app->first_frame_ms);
    printf("bench: first_frame_ms=%.1f first_present_unix_ms=%.3f\n", app->first_frame_ms, first_present_unix_ms);
    printf("bench: first_frame_pictures made=%d read_from_cache=%d kept=%d\n", app->cards.cache.made,
           app->cards.cache.read, app->cards.cache.written);
    printf("bench: rss_mb=%.1f rss_mb_before_resizes=%.1f hwm_mb=%.1f\n", (double)rss_kb() / 1024.0, b->rss_idle_mb,
           (double)hwm_kb() / 1024.0);
    double *all = malloc(sizeof(double) * (size_t)(b->nframes + b->nredraws + 1));
    int n = 0;
    if (all) {
        for (int i = 0; i < b->nframes; i++)
            all[n++] = b->frame_ms[i];
        for (int i = 0; i < b->nredraws; i++)
            all[n++] = b->redraw_ms[i];
        series("animated", all, n);
        free(all);
    }
    series("sprites_only", b->frame_ms, b->nframes);
    series("with_layer_redraw", b->redraw_ms, b->nredraws);
    printf("bench: layer_redraws=%d partial=%d\n", b->nredraws, b->partial_redraws);
    printf("bench: idle_cpu_percent=%.3f\n", b->idle_cpu_percent);
    if (app->table)
        printf("bench: prewarm_ms=%.1f prewarm_cpu_ms=%.1f (of it on the picture thread %.1f) pictures=%d\n",
               app->table->warm_ms, b->prewarm_cpu_ms + app->cards.raster.cpu_ms, app->cards.raster.cpu_ms,
               app->table->warm.rendered);
    printf("bench: table_open longest_pass_ms=%.1f passes_over_16ms=%d\n", b->open_max_ms, b->open_over);
    const bool least = b->resize_to[0] == b->resize_from[0] && b->resize_to[1] == b->resize_from[1];
    const char *undone = b->resize_state != 5 ? " (not done)" : least ? " (not done: least size)" : "";
    printf("bench: resize %dx%d->%dx%d->%dx%d longest_pass_ms=%.1f passes_over_16ms=%d%s\n", b->resize_from[0],
           b->resize_from[1], b->resize_to[0], b->resize_to[1], b->resize_from[0], b->resize_from[1], b->resize_max_ms,
           b->resize_over, undone);
    printf("bench: all_passes longest_ms=%.1f over_16ms=%d placeholders=%d\n", b->pass_max_ms, b->passes_over,
           b->placeholders);
    fflush(stdout);
}

/* ---- events ------------------------------------------------------------------ */

/* The input the player uses now: a controller's (its buttons' names shown where keys are) or
 * the keyboard's and mouse's. */
static void input_from_pad(App *app, bool pad)
{
    if (app->pad.shown == pad)
        return;
    app->pad.shown = pad;
    app->dirty = true;
    if (app->table)
        app->table->version++; /* the footer is in the table's still layer */
}

/* A controller come or gone: said once, in the banner (it goes at the next key, button or click). */
static void tell_pad(App *app, PadEvent what, const char *name)
{
    char msg[NOTICE_DRAFT_MAX];
    snprintf(msg, sizeof msg, tr(app, what == PAD_ADDED ? S_N_PAD_ADDED : S_N_PAD_REMOVED), name);
    notice_withdraw(app, NOTE_PAD); /* a second coming or going is told too, in its place */
    notice_post(app, NOTE_PAD, msg);
    if (what == PAD_REMOVED && app->pad.n == 0)
        input_from_pad(app, false);
}

static void dispatch(App *app, const SDL_Event *e);

/* A controller's event: a button becomes the key it stands for (pad.c's table), and goes where
 * the key would go. */
static void pad_input(App *app, const SDL_Event *e)
{
    SDL_Keycode key = SDLK_UNKNOWN;
    char name[128];
    const PadEvent what = pad_event(&app->pad, e, &key, name, sizeof name);
    if (what == PAD_ADDED || what == PAD_REMOVED) {
        printf("pad: %s %s\n", what == PAD_ADDED ? "added" : "removed", name);
        fflush(stdout);
        tell_pad(app, what, name);
        return;
    }
    if (what != PAD_KEY)
        return; /* the stick within its dead zone, a release: no frame, nothing */
    input_from_pad(app, true);
    if (app->scene == SCENE_TITLE && key == SDLK_ESCAPE && !app->notice.asking && !app->new_game.open) {
        /* the title has nothing to go back to (Escape quits it): B does nothing there, Start
         * opens the settings (the New game panel's B and Start are its Back) */
        if (e->type != SDL_CONTROLLERBUTTONDOWN || e->cbutton.button != SDL_CONTROLLER_BUTTON_START)
            return;
        key = i18n_key(app_lang(app), S_KEY_SETTINGS);
    }
    SDL_Event k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.key.timestamp = e->common.timestamp;
    k.key.windowID = SDL_GetWindowID(app->window);
    k.key.state = SDL_PRESSED;
    k.key.keysym.sym = key;
    k.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    dispatch(app, &k);
}

/* The sound device's probe answered: without sound, the player is told (once per machine). */
static void sound_answered(App *app)
{
    if (app->audio.ok)
        return;
    notice_no_sound(app);
    notice_prepare(app); /* in this pass, not in the table's next frame */
    app->dirty = true;
}

static void handle_event(App *app, const SDL_Event *e, Bench *bench)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED:
    case SDL_CONTROLLERDEVICEREMOVED:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERAXISMOTION: pad_input(app, e); return;
    case SDL_CONTROLLERBUTTONUP:
    case SDL_JOYAXISMOTION:
    case SDL_JOYBALLMOTION:
    case SDL_JOYHATMOTION:
    case SDL_JOYBUTTONDOWN:
    case SDL_JOYBUTTONUP:
    case SDL_JOYDEVICEADDED:
    case SDL_JOYDEVICEREMOVED: return; /* the controller's, as SDL_CONTROLLER* events */
    case SDL_QUIT: app_quit(app); return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_RESIZED)
            update_size(app);
        app->dirty = true;
        return;
    case SDL_MOUSEMOTION:
        app->mouse_x = (int)((float)e->motion.x * app->px_per_point);
        app->mouse_y = (int)((float)e->motion.y * app->px_per_point);
        if (e->motion.xrel || e->motion.yrel)
            input_from_pad(app, false);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        app->mouse_x = (int)((float)e->button.x * app->px_per_point);
        app->mouse_y = (int)((float)e->button.y * app->px_per_point);
        if (e->type == SDL_MOUSEBUTTONDOWN)
            input_from_pad(app, false);
        break;
    case SDL_MOUSEWHEEL: input_from_pad(app, false); break;
    case SDL_KEYDOWN:
        input_from_pad(app, false);
        if (e->key.keysym.sym == SDLK_F11) {
            app->settings.fullscreen = !app->settings.fullscreen;
            app_apply_settings(app);
            return;
        }
        /* Ctrl+Q, the desktop's quit key, as the window's close (a play-tester found it did nothing);
         * not with Alt (AltGr is Ctrl+Alt on some keyboards) */
        if (e->key.keysym.sym == SDLK_q && (e->key.keysym.mod & KMOD_CTRL) &&
            !(e->key.keysym.mod & (KMOD_ALT | KMOD_MODE)) && !e->key.repeat) {
            app_quit(app);
            return;
        }
        break;
    case SDL_USEREVENT:
        switch ((WakeEvent)e->user.code) {
        case AUDIO_EVENT_DONE: return; /* a sound ended: the loop sees whether the device may close */
        case AUDIO_EVENT_PROBED:
            audio_answered(&app->audio);
            sound_answered(app);
            return;
        case RASTER_EVENT_DONE: return; /* a card picture is made: the loop takes it */
        case BENCH_EVENT_RESIZE: return; /* the loop sees whether the size came */
        case BENCH_EVENT_IDLE:
            if (bench->on && bench->idle_state == 1) {
                double wall = app_ms(app) - bench->idle_wall_start;
                bench->idle_cpu_percent = (cpu_ms() - bench->idle_cpu_start) / wall * 100.0;
                bench->idle_state = 2;
                bench->rss_idle_mb = (double)rss_kb() / 1024.0;
                bench->resize_state = 1; /* then resized twice; then the rest of the hand is played */
            }
            return;
        }
        return; /* nobody's code: nothing to do */
    default: break;
    }
    dispatch(app, e);
}

/* An input event to the banner, then to the scene shown. */
static void dispatch(App *app, const SDL_Event *e)
{
    if (notice_event(app, e))
        return;
    switch (app->scene) {
    case SCENE_TITLE: title_event(app, e); break;
    case SCENE_TABLE: table_event(app, e); break;
    case SCENE_SETTINGS: settings_scene_event(app, e); break;
    case SCENE_RULES: rules_event(app, e); break;
    case SCENE_STATS: stats_scene_event(app, e); break;
    default: break;
    }
}

static void draw(App *app)
{
    if (app->text.log) {
        static const char *const scene_names[] = { "title", "table", "settings", "rules", "stats", "quit" };
        bool table = app->scene == SCENE_TABLE && app->table;
        text_log_frame(&app->text, i18n_code(app->settings.lang),
                       table ? app->table->be->log_scene : scene_names[app->scene],
                       table ? table_phase_name(app) : "none");
    }
    switch (app->scene) {
    case SCENE_TITLE: title_draw(app); break;
    case SCENE_TABLE: table_draw(app); break;
    case SCENE_SETTINGS: settings_scene_draw(app); break;
    case SCENE_RULES: rules_draw(app); break;
    case SCENE_STATS: stats_scene_draw(app); break;
    default: break;
    }
    notice_draw(app);
}

/* --bench's timers: the loop woken with the code (a WakeEvent) they were given. */
static Uint32 bench_timer(Uint32 interval, void *param)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_USEREVENT;
    e.user.code = (Sint32)(intptr_t)param;
    SDL_PushEvent(&e);
    (void)interval;
    return 0;
}

static const char *shown_phase(App *app) { return app->scene == SCENE_TABLE ? table_phase_name(app) : "none"; }

/* --frame-log: the moment the table's state comes to ask for something new (or to
 * stop asking), before any frame shows it, so that a test can hold the two apart. */
static void log_state(App *app, double now)
{
    const char *phase = shown_phase(app);
    if (!app->frame_log_phase || strcmp(phase, app->frame_log_phase) != 0) {
        app->frame_log_phase = phase;
        fprintf(app->frame_log, "state %.1f %s\n", now, phase);
        fflush(app->frame_log);
    }
}

/* --frame-log: what the frame just presented shows, and where a person would click. */
static void log_frame(App *app, double now)
{
    static const char *const scene_names[] = { "title", "table", "settings", "rules", "stats", "quit" };
    bool table = app->scene == SCENE_TABLE;
    fprintf(app->frame_log, "frame %.1f %s %s size=%dx%d", now, scene_names[app->scene], shown_phase(app), app->pw,
            app->ph);
    static const char *const targets[] = { "playable", "button:next", "button:new-game", "guide:next", "gap:0" };
    for (size_t i = 0; table && i < sizeof targets / sizeof targets[0]; i++) {
        int x, y;
        if (script_target(app, targets[i], &x, &y))
            fprintf(app->frame_log, " %s=%d,%d", targets[i], (int)((float)x / app->px_per_point),
                    (int)((float)y / app->px_per_point));
    }
    fputc('\n', app->frame_log);
    fflush(app->frame_log);
}

/* The loop's time: a frame's card pictures rasterised on demand (the rest is drawn from a
 * placeholder), and what a pass may spend in all with the pictures made ahead. */
enum { FRAME_ART_MS = 4, PASS_MS = 12, SLICE_MS = 8 };

/* --bench: a pass of the loop took ms; the table's opening and the resizes are watched. */
static void bench_pass(App *app, Bench *b, double ms, bool warming)
{
    const bool over = ms > 1000.0 / 60.0;
    if (app->first_frame_done && b->open_state > 0) {
        b->pass_max_ms = fmax(b->pass_max_ms, ms);
        b->passes_over += over;
    }
    if (b->open_state == 1) {
        b->open_max_ms = fmax(b->open_max_ms, ms);
        b->open_over += over;
    }
    if (b->open_state == 0 && at_table(app) && app->first_frame_done)
        b->open_state = 1; /* the first frame is the start's; the opening's passes follow it */
    else if (b->open_state == 1 && !warming)
        b->open_state = 2;
    if (b->resize_state == 2 || b->resize_state == 4) {
        b->resize_max_ms = fmax(b->resize_max_ms, ms);
        b->resize_over += over;
    }
}

/* --bench: while the human thinks, the window is made smaller, then as it was, each time
 * once the pictures of the size are made; then an AI plays the rest of the hand. */
static void bench_resize(App *app, Bench *b, bool warming)
{
    if (b->resize_state == 1 || b->resize_state == 3) {
        if (b->resize_state == 1) {
            /* smaller, but not below the window's least size, which a window manager keeps */
            int least_w, least_h;
            SDL_GetWindowSize(app->window, &b->resize_from[0], &b->resize_from[1]);
            SDL_GetWindowMinimumSize(app->window, &least_w, &least_h);
            b->resize_to[0] = SDL_max(b->resize_from[0] * 5 / 6, least_w);
            b->resize_to[1] = SDL_max(b->resize_from[1] * 5 / 6, least_h);
            if (b->resize_to[0] == b->resize_from[0] && b->resize_to[1] == b->resize_from[1]) {
                b->resize_state = 5; /* at its least size already: said as not done; the hand goes on */
                app->table->autoplay = true;
                app->dirty = true;
                return;
            }
        }
        const int *to = b->resize_state == 1 ? b->resize_to : b->resize_from;
        SDL_SetWindowSize(app->window, to[0], to[1]);
        b->resize_asked = app_ms(app);
        b->resize_state++;
        /* a size refused sends no event: the loop, asleep, is woken to give up after 5 s */
        SDL_AddTimer(5100, bench_timer, (void *)(intptr_t)BENCH_EVENT_RESIZE);
    } else if (b->resize_state == 2 || b->resize_state == 4) {
        const int *to = b->resize_state == 2 ? b->resize_to : b->resize_from;
        int w, h;
        SDL_GetWindowSize(app->window, &w, &h);
        const bool there = w == to[0] && h == to[1] && !warming && !app->dirty;
        if (there || app_ms(app) - b->resize_asked > 5000) {
            if (!there)
                b->resize_state = 5; /* the window could not be resized: said as not done */
            else
                b->resize_state++;
            if (b->resize_state == 5 && app->table) {
                app->table->autoplay = true; /* play the rest of the hand for the frame figures */
                app->dirty = true;
            } else if (b->resize_state == 3) {
                bench_resize(app, b, warming);
            }
        }
    }
}

static int run(App *app, Bench *bench)
{
    const double frame_ms = 1000.0 / 60.0;
    double last_frame = -1000;
    double pass_start = app_ms(app);
    while (app->running) {
        /* card pictures not yet made for the table's sizes are made in the time frames leave;
         * the table goes on meanwhile, a picture not ready drawn from a placeholder */
        bool warming = at_table(app) && table_prewarm(app, false, 0);
        double now = app_ms(app);
        double c0 = main_cpu_ms();
        bool animating = at_table(app) && table_update(app, now);
        if (app->script && !script_step(app->script, app, now)) {
            script_free(app->script);
            app->script = NULL;
            app->running = false;
        }
        if (app->frame_log)
            log_state(app, now);
        if (animating || app->dirty) {
            Table *t = app->table;
            /* a screenshot shows every picture at its size, never a placeholder */
            const bool exact = !at_table(app) || app->shot_path[0] || (t && t->shot_name[0]);
            art_frame_begin(&app->cards, exact ? -1 : FRAME_ART_MS);
            draw(app);
            bench->placeholders += app->cards.placeholders;
            if (t && t->shot_name[0] && app->scene == SCENE_TABLE) {
                char path[PATH_TEXT_MAX];
                snprintf(path, sizeof path, "%s/%s.png", app->opt.screenshot_dir, t->shot_name);
                screenshot_save(app->renderer, app->pw, app->ph, path);
                t->shot_name[0] = 0;
            }
            if (app->shot_path[0]) {
                screenshot_save(app->renderer, app->pw, app->ph, app->shot_path);
                app->shot_path[0] = 0;
            }
            SDL_RenderPresent(app->renderer);
            if (app->frame_log)
                log_frame(app, now);
            text_log_flush(&app->text);
            /* the layer's parts left for later are drawn in the next pass, at once */
            app->dirty = at_table(app) && table_layer_owed(app);
            last_frame = now;
            const bool start_frame = !app->first_frame_done; /* the start's figure, not an animated frame */
            if (!app->first_frame_done) {
                app->first_frame_done = true;
                app->first_frame_ms = app_ms(app);
                app->cards.cache.on = false; /* only the first frame's pictures are kept for the next start */
                /* the controllers (SDL's database of them, the devices' scan: ~5 M instructions)
                 * after the window shows something too; without them, the keyboard and mouse play */
                pad_start(&app->pad);
                /* the sound device after the window shows something; its probe answers later */
                if (audio_start(&app->audio))
                    sound_answered(app);
            }
            const bool counted = bench->on && animating && !start_frame;
            if (counted && t && t->layer_redrawn) {
                if (bench->nredraws < (int)(sizeof bench->redraw_ms / sizeof bench->redraw_ms[0]))
                    bench->redraw_ms[bench->nredraws++] = main_cpu_ms() - c0;
                bench->partial_redraws += t->layer_rects > 0;
            } else if (counted && bench->nframes < (int)(sizeof bench->frame_ms / sizeof bench->frame_ms[0])) {
                bench->frame_ms[bench->nframes++] = main_cpu_ms() - c0;
            }
            if (!warming)
                art_purge_stale(&app->cards); /* a scene drawn at a new size: the old pictures go */
        }
        if (warming) {
            /* a slice of the pictures in what is left of this pass's time (one at least when
             * nothing else happens, so that it ends) */
            double left = fmin(SLICE_MS, PASS_MS - (app_ms(app) - pass_start));
            if (left >= 1.5 || (!animating && !app->dirty)) {
                double w0 = main_cpu_ms();
                warming = table_prewarm(app, true, left);
                bench->prewarm_cpu_ms += main_cpu_ms() - w0;
            }
        }
        const Table *t = app->table;
        if (!app->running || (t && t->exit_requested))
            break;
        if (bench->on && at_table(app)) {
            if (bench->idle_state == 0 && !warming && table_human_waiting(app) && t->bubbles_shown == 0 &&
                table_next_wake(app, app_ms(app)) == 0) {
                bench->idle_state = 1;
                bench->idle_cpu_start = cpu_ms();
                bench->idle_wall_start = app_ms(app);
                SDL_AddTimer(2000, bench_timer, (void *)(intptr_t)BENCH_EVENT_IDLE);
            }
            bench_resize(app, bench, warming);
            if (bench->idle_state == 2 && bench->resize_state == 5 && t->deals_seen >= 1 && table_summary_visible(app))
                break;
        }
        /* sleep until the next event, the next frame, or the next timer */
        int timeout = -1;
        if (app->dirty || (warming && !animating && !art_warm_waiting(&app->cards))) {
            timeout = 0; /* a frame to draw, or pictures to make: poll events, do not sleep */
        } else if (animating) {
            double wait = frame_ms - (app_ms(app) - last_frame);
            timeout = wait > 0 ? (int)wait : 0;
        } else {
            /* a script acts like a person: at the time it chose, as an input event would
             * arrive; the table is never polled */
            double next = at_table(app) ? table_next_wake(app, now) : 0;
            double act_at = app->script ? script_next_wake(app->script, now) : 0;
            if (act_at > 0 && (next == 0 || act_at < next))
                next = act_at;
            if (next > 0)
                timeout = next > now ? (int)(next - now) + 1 : 0;
        }
        if (timeout < 0)
            audio_idle(&app->audio); /* nothing to wait for but input: no audio thread either */
        if (bench->on)
            bench_pass(app, bench, app_ms(app) - pass_start, warming);
        SDL_Event e;
        int got = pad_wait_event(&app->pad, &e, timeout); /* SDL's wait, the controllers read too */
        pass_start = app_ms(app);
        if (got) {
            handle_event(app, &e, bench);
            while (SDL_PollEvent(&e))
                handle_event(app, &e, bench);
        }
    }
    return app->table && app->table->exit_requested ? app->table->exit_status : 0;
}

/* "volume, players" and "3 unreadable lines": what a report names. */
static void report_names(const App *app, const ReadReport *r, char *out, size_t size)
{
    snprintf(out, size, "%s", r->keys);
    if (r->bad_lines > 0) {
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s", used ? ", " : "");
        used = strlen(out);
        snprintf(out + used, size - used, i18n_nget(app_lang(app), S_N_LINES, r->bad_lines), r->bad_lines);
    }
    if (r->unread_err) {
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s", used ? ", " : "");
        used = strlen(out);
        read_reason(app, r->unread_err, out + used, size - used);
    }
}

/* Settings that could not be read whole (too large, no permission, not a file): kept aside as the
 * statistics are, and never written over while they stand there. */
static void settings_unread(App *app, int unread_err)
{
    char reason[160], moved[NOTICE_PATH_MAX + 128], shown[NOTICE_PATH_MAX + 1], msg[NOTICE_DRAFT_MAX];
    read_reason(app, unread_err, reason, sizeof reason);
    /* the other window's file is not moved from under it */
    char *p = app->folder_busy ? NULL : store_path(app->config_dir, "settings.txt");
    char *aside = p ? store_keep_aside(p) : NULL;
    if (aside) {
        fprintf(stderr, "lamouche: the settings were kept as %s\n", aside);
        snprintf(msg, sizeof msg, tr(app, S_N_SETTINGS_ASIDE), reason, notice_path(aside, shown, sizeof shown));
    } else {
        fault_reason_in(app, app->config_dir, app->folder_busy ? EBUSY : p ? errno : ENOMEM, moved, sizeof moved);
        snprintf(msg, sizeof msg, tr(app, S_N_SETTINGS_LEFT), reason, moved);
        app->settings_left = true;
    }
    free(aside);
    free(p);
    notice_post(app, NOTE_SETTINGS_BAD, msg);
}

/* What the start found wrong in the settings, the statistics and the sound, told in the window. */
static void tell_start_faults(App *app, StoreRead settings_read, const ReadReport *settings_report,
                              StoreRead stats_read, const ReadReport *stats_report)
{
    char names[400], msg[NOTICE_DRAFT_MAX];
    if (settings_read == STORE_UNREADABLE || (settings_read == STORE_DAMAGED && settings_report->unread_err)) {
        settings_unread(app, settings_report->unread_err);
    } else if (settings_read == STORE_DAMAGED) {
        report_names(app, settings_report, names, sizeof names);
        snprintf(msg, sizeof msg, tr(app, S_N_SETTINGS_BAD), names);
        notice_post(app, NOTE_SETTINGS_BAD, msg);
    }
    if ((stats_read == STORE_DAMAGED || stats_read == STORE_UNREADABLE) && !app->folder_busy) {
        /* kept aside, never zeroed: the counts that could be read go on */
        char *p = store_path(app->pref_dir, "stats.txt");
        const bool any = stats_read == STORE_DAMAGED && stats_any(&app->stats);
        char *aside = p ? store_keep_aside(p) : NULL;
        char shown[NOTICE_PATH_MAX + 1], where[NOTICE_PATH_MAX + 128];
        if (aside) {
            fprintf(stderr, "lamouche: the statistics were kept as %s\n", aside);
            snprintf(where, sizeof where, "%s", notice_path(aside, shown, sizeof shown));
        } else {
            const int err = p ? errno : ENOMEM;
            snprintf(where, sizeof where, "%s (%s)", notice_path(p ? p : "stats.txt", shown, sizeof shown),
                     i18n_errno(app_lang(app), err));
        }
        free(aside);
        free(p);
        report_names(app, stats_report, names, sizeof names);
        if (any)
            snprintf(msg, sizeof msg, tr(app, S_N_STATS_PART), names, where);
        else
            snprintf(msg, sizeof msg, tr(app, S_N_STATS_DAMAGED), where);
        notice_post(app, NOTE_STATS_DAMAGED, msg);
        app_save_stats(app);
    }
}

/* Earlier versions kept every file in one folder (dirs->old): the settings go to the settings'
 * folder, the rest to the data folder, each file whole in one place or the other at every moment. */
static void move_old_files(const App *app, const char *old_dir, MoveReport *report)
{
    MoveRule rules[4 + SETTINGS_GAMES] = {
        { "settings.txt", app->config_dir, false },
        { "renderer.txt", app->config_dir, false },
        { "stats.txt", app->pref_dir, false },
        { "hands", app->pref_dir, true },
    };
    int n = 4;
    for (int i = 0; i < games_count() && i < SETTINGS_GAMES; i++) /* each game's save, its .ai and copies */
        rules[n++] = (MoveRule){ games_at(i)->save_name, app->pref_dir, false };
    migrate_folder(old_dir, rules, n, report);
    if (report->moved || report->left || report->busy)
        fprintf(stderr, "lamouche: from %s: %d files moved, %d left there%s\n", old_dir, report->moved, report->left,
                report->busy ? " (an earlier version's window holds it)" : "");
}

/* The move from the earlier versions' folder, said once: the next start finds nothing to move. What
 * could not be moved stays there and is said at each start until it is. */
static void tell_moved(App *app, const char *old_dir, const MoveReport *report)
{
    if (!old_dir || (!report->moved && !report->left))
        return;
    char msg[NOTICE_DRAFT_MAX], config[NOTICE_PATH_MAX + 1], data[NOTICE_PATH_MAX + 1], old[NOTICE_PATH_MAX + 1];
    notice_path(app->config_dir, config, sizeof config);
    notice_path(app->pref_dir, data, sizeof data);
    notice_path(old_dir, old, sizeof old);
    int used = 0;
    if (report->moved)
        used = snprintf(msg, sizeof msg, tr(app, S_N_MOVED), config, data, old);
    if (report->left && used >= 0 && (size_t)used < sizeof msg) {
        const char *why = report->err == EEXIST ? tr(app, S_N_MOVE_BOTH) : i18n_errno(app_lang(app), report->err);
        snprintf(msg + used, sizeof msg - (size_t)used, tr(app, S_N_MOVE_LEFT), used ? " " : "", report->left, old,
                 why);
    }
    notice_post(app, NOTE_MOVED, msg);
}

/* SDL falls back to its "offscreen" driver when no display answers (an X server busy or
 * still starting): a game that runs where nobody can see it. That is tried again for a
 * few seconds, then refused as no display, unless SDL_VIDEODRIVER asked for it. */
static bool init_video(void)
{
    const char *asked = SDL_getenv("SDL_VIDEODRIVER");
    for (int attempt = 0;; attempt++) {
        pad_hints();
        if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0)
            return false;
        const char *driver = SDL_GetCurrentVideoDriver();
        const bool invisible = driver && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0);
        if (!invisible || (asked && asked[0]))
            return true;
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
        if (attempt == 6) {
            SDL_SetError("no display answered (DISPLAY=%s, WAYLAND_DISPLAY=%s)",
                         SDL_getenv("DISPLAY") ? SDL_getenv("DISPLAY") : "",
                         SDL_getenv("WAYLAND_DISPLAY") ? SDL_getenv("WAYLAND_DISPLAY") : "");
            return false;
        }
        fprintf(stderr, "lamouche: no display answered (SDL chose \"%s\"), trying again\n", driver);
        SDL_Delay(100u << attempt); /* 0.1 s, then twice as long each time: 6.3 s in all */
    }
}

/* Every language's catalogue from <data>/locale (app_lang gives the player's); what each read found. */
static void load_catalogs(App *app)
{
    char *dir = store_path(app->data_dir, "locale");
    for (int l = 0; l < LANG_COUNT; l++) {
        errno = 0;
        app->catalog_read[l] =
            l == LANG_EN || !dir ? I18N_LOADED : i18n_catalog_load(&app->catalogs[l], dir, (LangId)l);
        app->catalog_errno[l] = errno;
    }
    free(dir);
}

/* A notice when the chosen language's catalogue could not be read (English is shown). */
static void tell_catalog(App *app)
{
    const LangId l = app->settings.lang;
    if ((unsigned)l >= LANG_COUNT || app->catalog_read[l] == I18N_LOADED) {
        notice_withdraw(app, NOTE_LANG_UNREAD);
        return;
    }
    char where[PATH_TEXT_MAX], shown[NOTICE_PATH_MAX + 1], msg[NOTICE_DRAFT_MAX];
    snprintf(where, sizeof where, "%s/locale/%s/LC_MESSAGES/lamouche.mo", app->data_dir, i18n_code(l));
    snprintf(msg, sizeof msg, tr(app, S_LANG_UNREAD), notice_path(where, shown, sizeof shown),
             app->catalog_read[l] == I18N_DAMAGED ? tr(app, S_LANG_DAMAGED)
                                                  : i18n_errno(app_lang(app), app->catalog_errno[l]));
    notice_post(app, NOTE_LANG_UNREAD, msg);
}

/* The window, the renderer, fonts, pictures, sound, settings and statistics; 0, or the exit
 * status of what failed (told in a message box). shut_down undoes what was done. */
static int start(App *app)
{
    /* the language of the messages before the settings are read: the system's */
    const LangId sys_lang = locale_system_lang();
    char msg[NOTICE_DRAFT_MAX];
    /* the OpenGL probe first, so that it runs while SDL and the window get ready */
    RendererProbe *probe = &app->gl_probe;
    renderer_probe_start(probe);
    if (!paths_find_data(app->data_dir, sizeof app->data_dir)) {
        renderer_probe_cancel(probe);
        return fatal_box(i18n_get(i18n_lang(sys_lang, app->catalogs), S_F_DATA), EXIT_NO_DATA);
    }
    load_catalogs(app); /* before any other message: they are told in the player's language */
    if (!init_video()) {
        renderer_probe_cancel(probe);
        snprintf(msg, sizeof msg, i18n_get(i18n_lang(sys_lang, app->catalogs), S_F_VIDEO), SDL_GetError());
        return fatal_box(msg, EXIT_NO_DISPLAY);
    }
    char why[160];
    PrefDirs dirs;
    if (!paths_pref_dirs(app->opt.save_dir, &dirs, why, sizeof why)) {
        char where[NOTICE_PATH_MAX + 200], shown[NOTICE_PATH_MAX + 1];
        if (app->opt.save_dir && *app->opt.save_dir) /* "DIR: Not a directory" */
            snprintf(where, sizeof where, "%s: %s", notice_path(app->opt.save_dir, shown, sizeof shown), why);
        else
            snprintf(where, sizeof where, "%s", why);
        snprintf(msg, sizeof msg, i18n_get(i18n_lang(sys_lang, app->catalogs), S_F_PREFS), where);
        renderer_probe_cancel(probe);
        return fatal_box(msg, EXIT_NO_PREFS);
    }
    app->pref_dir = dirs.data;
    app->config_dir = dirs.config;
    /* one writer per folder: a second window on it (a double-click twice) plays, saving nothing;
     * a replay keeps no game, so it takes no lock from the game's window beside it. The data
     * folder's lock covers the settings' folder too. */
    app->folder_busy = !app->opt.replay && store_lock_folder(app->pref_dir, &app->folder_lock) == STORE_LOCK_BUSY;
    MoveReport moved = { 0 };
    if (app->folder_lock >= 0) {
        if (dirs.old && paths_is_dir(dirs.old)) /* an earlier version's folder: its files moved over */
            move_old_files(app, dirs.old, &moved);
        const char *const config_written[] = { "settings.txt", "renderer.txt", NULL };
        const char *data_written[1 + SETTINGS_GAMES + 1] = { "stats.txt" };
        for (int i = 0; i < games_count() && i < SETTINGS_GAMES; i++)
            data_written[1 + i] = games_at(i)->save_name; /* the rest stay NULL: the list's end */
        store_sweep_temporaries(app->config_dir, config_written);
        store_sweep_temporaries(app->pref_dir, data_written);
    }
    settings_default(&app->settings, games_settings_codecs(), sys_lang);
    ReadReport settings_report = { 0 }, stats_report = { 0 };
    char *p = store_path(app->config_dir, "settings.txt");
    const StoreRead settings_read = p ? settings_load(&app->settings, p, &settings_report) : STORE_UNREADABLE;
    free(p);
    p = store_path(app->pref_dir, "stats.txt");
    const StoreRead stats_read = p ? stats_load(&app->stats, p, &stats_report) : STORE_UNREADABLE;
    free(p);
    if (!check_game_args(&app->opt, games_find(chosen_game(app)))) {
        renderer_probe_cancel(probe);
        usage(stderr);
        return EXIT_BAD_COMMAND_LINE;
    }
    if (app->opt.bench && app->opt.speed < 0)
        app->opt.speed = 1.0;
    int w = app->opt.width ? app->opt.width : 1280, h = app->opt.height ? app->opt.height : 800;
    if (!app->opt.width && app->settings.window_w > 0) { /* as the player left it */
        w = app->settings.window_w;
        h = app->settings.window_h;
    }
    SDL_Rect usable;
    if (!app->opt.width && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        /* the whole window on the screen, its title bar included (a laptop's 1280x800, a panel) */
        w = w < usable.w - 16 ? w : usable.w - 16;
        h = h < usable.h - 48 ? h : usable.h - 48;
        w = w > 1024 ? w : 1024; /* the least the table is laid out for */
        h = h > 640 ? h : 640;
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (app->settings.fullscreen && !app->opt.width)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow("La Mouche", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    /* the probe's answer is remembered beside the settings: the next start need not wait for it */
    p = app->folder_busy ? NULL : store_path(app->config_dir, "renderer.txt"); /* else the other window's */
    if (app->window)
        app->renderer =
            renderer_pick_create(app->window, app->settings.renderer, p ? p : "", probe, &app->renderer_pick);
    free(p);
    if (!app->window || !app->renderer) {
        renderer_probe_cancel(probe);
        snprintf(msg, sizeof msg, tr(app, S_F_VIDEO), SDL_GetError());
        return fatal_box(msg, EXIT_NO_DISPLAY);
    }
    SDL_RendererInfo info;
    /* which renderer and why, for a bug report (and the tests) */
    printf("renderer: %s (%s: %s)\n", SDL_GetRendererInfo(app->renderer, &info) == 0 ? info.name : "?",
           app->renderer_pick.chosen, app->renderer_pick.reason);
    fflush(stdout);
    SDL_SetWindowMinimumSize(app->window, 1024, 640);
    SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_BLEND);
    IMG_Init(IMG_INIT_PNG);
    TTF_Init();
    const char *missing = NULL;
    if (!text_init(&app->text, app->renderer, app->data_dir, &missing)) {
        snprintf(msg, sizeof msg, tr(app, S_F_FONT), app->data_dir, missing ? missing : "?");
        return fatal_box(msg, EXIT_NO_DATA);
    }
    art_init(&app->cards, app->renderer, &app->text, app->data_dir, app->settings.card_style);
    char *cache_dir = paths_cache_dir(app->opt.save_dir); /* the first frame's pictures, from the last start */
    pixel_cache_init(&app->cards.cache, cache_dir ? cache_dir : "");
    free(cache_dir);
    audio_init(&app->audio, app->data_dir);
    tell_start_faults(app, settings_read, &settings_report, stats_read, &stats_report);
    tell_moved(app, dirs.old, &moved);
    tell_catalog(app);
    free(dirs.old);
    dirs.old = NULL;
    if (app->folder_busy) {
        char shown[NOTICE_PATH_MAX + 1];
        snprintf(msg, sizeof msg, tr(app, S_N_FOLDER_BUSY), notice_path(app->pref_dir, shown, sizeof shown));
        notice_post(app, NOTE_FOLDER_BUSY, msg);
    }
    app->first_start = first_start(app, settings_read);
    char icon_path[PATH_TEXT_MAX];
    snprintf(icon_path, sizeof icon_path, "%s/assets/icon/lamouche-64.png", app->data_dir);
    SDL_Surface *icon = IMG_Load(icon_path);
    if (icon) {
        SDL_SetWindowIcon(app->window, icon);
        SDL_FreeSurface(icon);
    }
    update_size(app);
    app_apply_settings(app);
    if (app->opt.game >= 0)
        app->settings.game = app->opt.game; /* this session's choice (saved with the next change) */
    if (app->opt.rules)
        games_find(chosen_game(app))->rules_parse(&app->settings, app->opt.rules, why, sizeof why);
    /* (not saved: app_apply_settings has already written the settings) */
    app->running = true;
    set_scene(app, SCENE_TITLE); /* the window named after the game chosen */
    app->rules_return = SCENE_TITLE;
    return 0;
}

/* What the command line asks for besides the game: a script, screenshots, logs; 0 or 2. */
static int open_tools(App *app)
{
    char why[160];
    if (app->opt.script && !(app->script = script_load(app->opt.script, why, sizeof why))) {
        fprintf(stderr, "lamouche: cannot read the script %s: %s\n", app->opt.script, why);
        return 2;
    }
    if (app->opt.screenshot_dir && !paths_make_dir(app->opt.screenshot_dir)) {
        fprintf(stderr, "lamouche: cannot create the screenshot folder %s\n", app->opt.screenshot_dir);
        return 2;
    }
    if (app->opt.text_log && !text_log_open(&app->text, app->opt.text_log)) {
        fprintf(stderr, "lamouche: cannot write the text log %s\n", app->opt.text_log);
        return 2;
    }
    if (app->opt.frame_log && !(app->frame_log = fopen(app->opt.frame_log, "w"))) {
        fprintf(stderr, "lamouche: cannot write the frame log %s\n", app->opt.frame_log);
        return 2;
    }
    if (app->settings.guide_left) { /* the window closed on the guided hand last time: said once */
        notice_post(app, NOTE_GUIDE_LEFT, tr(app, S_N_GUIDE_LEFT));
        app->settings.guide_left = false;
        app_apply_settings(app);
    }
    if (app->opt.replay && open_replay(app))
        return 0;
    if ((app->opt.guide || app->first_start) && app_open_guide(app)) {
        app->table->autoplay = app->opt.autoplay;
        return 0;
    }
    bool direct =
        app->opt.autoplay || app->opt.script || app->opt.screenshot_dir || app->opt.bench || app->opt.quit_after_hands;
    if (direct) {
        if (!app_open_game(app, !app->opt.fresh))
            return fatal_box("Cannot start a game.", 1);
        app->table->autoplay = app->opt.autoplay;
    }
    return 0;
}

/* Undoes start and open_tools, whatever part of them was done. */
/* The window's size as the player leaves it, for the next start: not a size asked on the command
 * line, nor fullscreen, maximised or minimised (the next start would open at the screen's size). */
static void remember_window(App *app)
{
    new_panel_cancel(app); /* a choice not started is not kept */
    if (!app->window || app->opt.width || app->opt.bench || app->settings_left || app->folder_busy)
        return;
    if (SDL_GetWindowFlags(app->window) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED | SDL_WINDOW_MINIMIZED))
        return;
    int w = 0, h = 0;
    SDL_GetWindowSize(app->window, &w, &h);
    if (w < SETTINGS_WINDOW_MIN_W || h < SETTINGS_WINDOW_MIN_H || w > SETTINGS_WINDOW_MAX || h > SETTINGS_WINDOW_MAX ||
        (w == app->settings.window_w && h == app->settings.window_h))
        return;
    app->settings.window_w = w;
    app->settings.window_h = h;
    char *p = store_path(app->config_dir, "settings.txt");
    if (p) /* a failure was told when the settings were last saved; the window is gone now */
        settings_save(&app->settings, p);
    free(p);
}

static void shut_down(App *app)
{
    renderer_probe_cancel(&app->gl_probe); /* (over already, unless its answer is still awaited) */
    if (app->script)
        script_free(app->script);
    if (app->frame_log)
        fclose(app->frame_log);
    table_free(app->table);
    mouche_replay_free(&app->replay);
    audio_free(&app->audio);
    free_wood(app);
    art_free(&app->cards);
    text_free(&app->text);
    for (int l = 0; l < LANG_COUNT; l++)
        i18n_catalog_free(&app->catalogs[l]);
    if (app->renderer)
        SDL_DestroyRenderer(app->renderer);
    if (app->window)
        SDL_DestroyWindow(app->window);
    pad_stop(&app->pad);
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    store_unlock_folder(app->folder_lock);
    free(app->pref_dir);
    free(app->config_dir);
}

int main(int argc, char **argv)
{
    static App app_storage;
    static Bench bench_storage;
    App *app = &app_storage;
    Bench *bench = &bench_storage;
    /* what the scenes and the table call back: handed to them, never named (ui/app_context.h) */
    static const AppServices services = { set_scene,       apply_settings, save_stats,
                                          draw_background, open_game,      open_guide,
                                          save_damaged,    game_saved,     quit };
    app->services = &services;
    app->stats.keys = games_stats_keys();
    app->folder_lock = -1;
    if (argc == 2 && !strcmp(argv[1], "--probe-gl"))
        return renderer_pick_probe_main(); /* (run by renderer_pick_create) */
    if (argc == 2 && !strcmp(argv[1], "--probe-audio"))
        return audio_probe_main(); /* (run by audio_start) */
#ifdef __GLIBC__
    /* Window-sized buffers (the still layer, 8.3 MB at 1920x1080) in their own mappings, given
     * back when freed. glibc otherwise raises this threshold to the size of each such buffer
     * freed (at a resize), and the next one (the new size's layer) comes from the heap, which
     * keeps it after it is freed: 4 MB more at the peak after a resize at 1920x1080. */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    /* one heap for both threads: the picture thread's own arena kept ~0.3 MB of freed pages */
    mallopt(M_ARENA_MAX, 1);
#endif
    app->t_start = SDL_GetPerformanceCounter();
    int status = parse_args(argc, argv, &app->opt);
    if (status)
        return status == 1 ? 0 : 2;
    bench->on = app->opt.bench;
    status = start(app);
    if (status == 0)
        status = open_tools(app);
    if (status == 0) {
        status = run(app, bench);
        if (bench->on)
            bench_report(app, bench);
        remember_window(app);
    }
    shut_down(app);
    return status;
}
