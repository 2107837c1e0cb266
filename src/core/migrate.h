/* Moving the player's files from the folder earlier versions kept them all in
 * ($XDG_DATA_HOME/lamouche/lamouche) to the folders they belong in now (the settings under
 * $XDG_CONFIG_HOME, the rest under $XDG_DATA_HOME). Plain C without SDL.
 *
 * Nothing is lost however the move ends (a crash, a kill, a full disk): each file is copied to
 * a temporary file beside its new place, synced, renamed to its name and its folder synced, and
 * only then removed from the old folder. Every moment each file is whole in one of the two
 * places, or both (a rerun then finds them alike and removes the old one). The caller holds the
 * new folder's lock (store_lock_folder); the old folder's is taken here, so that an earlier
 * version's window still running on it keeps its files. */
#ifndef LAMOUCHE_MIGRATE_H
#define LAMOUCHE_MIGRATE_H

#include <stdbool.h>

/* Which files go where: those whose names start with prefix ("game.sav" takes its "game.sav.ai"
 * and kept-aside "game.sav.corrupt-..." too) into the folder to; with folder, the files of the
 * old folder's subfolder named prefix into to/prefix. */
typedef struct {
    const char *prefix;
    const char *to;
    bool folder;
} MoveRule;

typedef struct {
    int moved; /* files now in their new place (and no longer in the old one) */
    int left; /* files left in the old folder: the new one has a different file of that name, or
                 the move failed (err says why: the first failure) */
    int err;
    bool busy; /* an earlier version's window holds the old folder: nothing was moved */
} MoveReport;

/* Moves the files of old_dir that the rules name (n_rules of them); the others stay. The old folder
 * is removed once nothing is left in it. Fills report; true if nothing was left behind. */
bool migrate_folder(const char *old_dir, const MoveRule *rules, int n_rules, MoveReport *report);

#endif
