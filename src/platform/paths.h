/* Where the data files and the preferences live. */
#ifndef LAMOUCHE_PATHS_H
#define LAMOUCHE_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* Room for a folder, a path to a file in it, and that path with ".corrupt-<time>" added. */
enum { DIR_TEXT_MAX = 1024, PATH_TEXT_MAX = 1200, ASIDE_TEXT_MAX = 1300 };

/* LAMOUCHE_DATA_DIR, then <exe>/../share/lamouche, then <exe> if it holds
 * assets/, then the source tree. False if none holds the fonts. */
bool paths_find_data(char *out, size_t size);
/* Creates a folder if it is missing; true if it exists afterwards. */
bool paths_make_dir(const char *dir);
/* save_dir if given (created if needed), else SDL_GetPrefPath. */
bool paths_pref_dir(const char *save_dir, char *out, size_t size);
bool paths_exists(const char *path);

#endif
