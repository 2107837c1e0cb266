/* The small files of the preferences folder (settings, statistics, saves):
 * written atomically, read whole, kept aside when damaged. Plain C without
 * SDL, so that the readers' fuzz targets build without it. */
#ifndef LAMOUCHE_STORE_H
#define LAMOUCHE_STORE_H

#include <stdbool.h>
#include <stddef.h>

/* What reading a key=value file found wrong: the keys whose value was
 * refused (each left at its default) and the lines that were not key=value. */
typedef struct {
    char keys[200]; /* ", "-separated, "..." once full */
    int bad_keys;
    int bad_lines;
    int unread_err; /* why the file could not be read whole (an errno: EFBIG, ENODEV...); 0 if it was */
} ReadReport;

/* Lines of a key=value text: calls line(ctx, key, value) for each, skipping
 * blank lines and '#' comments, and counts the lines that are not key=value
 * (no '=', a key that is not [a-z0-9_], a NUL byte, too long). */
void store_each_line(const char *text, size_t len, ReadReport *report,
                     void (*line)(void *ctx, const char *key, const char *value, ReadReport *report), void *ctx);
/* Notes a refused key in the report (once). */
void store_refuse(ReadReport *report, const char *key);

/* What loading a key=value file found. */
typedef enum { STORE_OK, STORE_MISSING, STORE_UNREADABLE, STORE_DAMAGED } StoreRead;

/* Reads the file at path and hands its text to parse; STORE_DAMAGED when the report names
 * anything. A file longer than STORE_FILE_MAX is not the game's own: its keys are read wherever
 * they stand (in its first STORE_READ_MAX bytes) and it is STORE_DAMAGED with report->unread_err
 * EFBIG. STORE_UNREADABLE (report->unread_err says why) when nothing could be read: no
 * permission, not a regular file (mouche_read_file_whole). The report starts empty. */
enum { STORE_FILE_MAX = 64 * 1024, STORE_READ_MAX = 1024 * 1024 };
StoreRead store_load(const char *path, void (*parse)(void *ctx, const char *text, size_t len, ReadReport *report),
                     void *ctx, ReadReport *report);

/* Writes text to path atomically (mouche_write_atomic: a temporary file of its own, fsync,
 * rename, fsync of the folder): a crash, or another writer, leaves either the old file or the
 * new one, never half of it. On failure the old file is untouched, nothing is left behind and
 * errno says why. */
bool store_write_atomic(const char *path, const char *text);
/* One writer per save folder: the lock file in it, and what taking its lock found. */
#define STORE_LOCK_NAME "lamouche.lock"
typedef enum {
    STORE_LOCK_TAKEN, /* this process is the folder's writer */
    STORE_LOCK_BUSY, /* another process (another window) is */
    STORE_LOCK_FAILED /* no lock file could be made (errno): a read-only folder, whose writes fail anyway */
} StoreLock;
/* Takes the folder's lock without waiting; *fd (-1 unless taken) holds it until
 * store_unlock_folder or the process's end, however it ends (kill -9 too): the kernel
 * releases it, and the lock file left in the folder locks nothing by itself. */
StoreLock store_lock_folder(const char *dir, int *fd);
void store_unlock_folder(int fd);
/* Removes what a writer killed in the middle left in dir: "<name>*.tmp-XXXXXX" for each of the
 * NULL-terminated names ("game.sav" covers "game.sav.ai"; only those: a --save-dir may hold the
 * player's own files). Only for the
 * folder's writer, who holds its lock: no other write can be under way. */
void store_sweep_temporaries(const char *dir, const char *const *names);

/* The whole file, NUL-terminated, at most max bytes (*len: its length); the
 * caller frees it. NULL if it cannot be read (mouche_read_file_whole: a regular file
 * only; errno ENOENT when missing, EFBIG when longer than max). */
char *store_read(const char *path, size_t max, size_t *len);
/* Renames a damaged file to "<path>.corrupt-<time>" (a number added if that
 * exists), so that it is neither read again nor lost; returns its new name
 * (the caller frees it), or NULL (errno set) if it could not be moved. */
char *store_keep_aside(const char *path);
/* "<dir>/<name>", allocated (the caller frees it); NULL when out of memory.
 * Paths are as long as the system takes them: never cut to a buffer. */
char *store_path(const char *dir, const char *name);

#endif
