/* Where the data files and the preferences live. */
#ifndef LAMOUCHE_PATHS_H
#define LAMOUCHE_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* Room for the data folder (where the game is installed) and a path to a file in it. The
 * preferences folder and its files have no fixed room: they are allocated (store_path). */
enum { DIR_TEXT_MAX = 1024, PATH_TEXT_MAX = 1200 };

/* LAMOUCHE_DATA_DIR, else the data folder where the install put it relative to the binary
 * (<exe>/LAMOUCHE_BIN_TO_DATA: ../share/lamouche, ../share/games/lamouche...; in a build tree a
 * link to the source's data), else <exe> if it holds assets/. False if none holds the fonts. */
bool paths_find_data(char *out, size_t size);
/* Creates a folder (and its parents) if it is missing; true if it is a folder afterwards
 * (errno ENOTDIR when a file stands there). */
bool paths_make_dir(const char *dir);
bool paths_is_dir(const char *path);
/* The folders of the player's files, allocated (paths_pref_dirs_free frees them). */
typedef struct {
    char *config; /* the settings (and the renderer's answer): $XDG_CONFIG_HOME/lamouche, else ~/.config/lamouche */
    char *data; /* the saves, statistics and saved hands: $XDG_DATA_HOME/lamouche, else ~/.local/share/lamouche */
    char *old; /* where earlier versions kept all of them, <data>/lamouche (not made); NULL with a save_dir */
} PrefDirs;
/* save_dir for everything if given (made if needed), else the XDG folders (made if needed; an empty
 * variable counts as unset). False, and why in words, if a folder cannot be had. */
bool paths_pref_dirs(const char *save_dir, PrefDirs *dirs, char *why, size_t why_size);
void paths_pref_dirs_free(PrefDirs *dirs);
/* The folder of copies the game can make again (the first frame's pictures, pixel_cache.h):
 * "<save_dir>/pictures", else "<$XDG_CACHE_HOME or ~/.cache>/lamouche/pictures"; allocated, NULL
 * if there is none (the game then makes them again at each start). */
char *paths_cache_dir(const char *save_dir);
bool paths_exists(const char *path);

#endif
