/* The player's files moved from the earlier versions' folder, a file at a time, never lost. */
#define _POSIX_C_SOURCE 200809L
#include "migrate.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mouche/save.h" /* mouche_write_atomic_bytes */
#include "store.h"

/* The folder's entries (its new names and removals) on the disk. */
static void sync_dir(const char *dir)
{
    const int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* The two files hold the same bytes. */
static bool same_bytes(const char *a, const char *b)
{
    FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
    bool same = fa && fb;
    while (same) {
        char ba[8192], bb[8192];
        const size_t na = fread(ba, 1, sizeof ba, fa), nb = fread(bb, 1, sizeof bb, fb);
        same = na == nb && memcmp(ba, bb, na) == 0;
        if (na < sizeof ba)
            break;
    }
    if (fa)
        fclose(fa);
    if (fb)
        fclose(fb);
    return same;
}

typedef enum { MOVED, LEFT } Moved;

/* The largest file moved: a save's bound (the game writes none larger); a larger one is left. */
enum { MOVE_FILE_MAX = 64 * 1024 * 1024 };

/* One file: written whole at its new place as the game writes its files (mouche_write_atomic_bytes:
 * a temporary beside it, synced, renamed, the folder synced); then the old one removed. A file of
 * that name already there: the old one goes if it is the same (a move cut after its rename), else
 * it stays. */
static Moved move_file(const char *old_dir, const char *name, const char *to_dir, int *err)
{
    char *from = store_path(old_dir, name), *to = store_path(to_dir, name);
    Moved result = LEFT;
    if (!from || !to) {
        *err = ENOMEM;
        goto done;
    }
    struct stat st;
    if (lstat(to, &st) == 0) {
        if (S_ISREG(st.st_mode) && same_bytes(from, to) && unlink(from) == 0)
            result = MOVED;
        goto done;
    }
    size_t len = 0;
    char *bytes = store_read(from, MOVE_FILE_MAX, &len);
    if (!bytes || !mouche_write_atomic_bytes(to, bytes, len, NULL, 0)) {
        *err = errno ? errno : EIO;
        free(bytes);
        goto done;
    }
    free(bytes);
    unlink(from); /* the new name is on the disk (its folder synced) before the old file goes */
    result = MOVED;
done:
    if (result == LEFT && !*err)
        *err = EEXIST;
    free(from);
    free(to);
    return result;
}

static void count(MoveReport *r, Moved m, int err)
{
    if (m == MOVED) {
        r->moved++;
        return;
    }
    r->left++;
    if (!r->err)
        r->err = err;
}

/* dir/name is a regular file (not a link, a folder or a device). */
static bool is_file(const char *dir, const char *name)
{
    char *path = store_path(dir, name);
    struct stat st;
    const bool file = path && lstat(path, &st) == 0 && S_ISREG(st.st_mode);
    free(path);
    return file;
}

/* One file moved and counted, after the temporary a kill between its copy and its rename left
 * beside the new place is removed. */
static void move_one(const char *from_dir, const char *name, const char *to_dir, MoveReport *r)
{
    const char *const one[] = { name, NULL };
    store_sweep_temporaries(to_dir, one);
    int err = 0;
    const Moved m = move_file(from_dir, name, to_dir, &err);
    count(r, m, err);
}

/* Every regular file of old_dir/sub into to/sub (made if missing). */
static void move_folder(const char *old_dir, const char *sub, const char *to, MoveReport *r)
{
    char *from = store_path(old_dir, sub), *into = store_path(to, sub);
    DIR *d = from ? opendir(from) : NULL;
    if (!d || !into) {
        count(r, LEFT, from && into ? errno : ENOMEM);
        goto done;
    }
    if (mkdir(into, 0755) != 0 && errno != EEXIST) {
        count(r, LEFT, errno);
        goto done;
    }
    for (const struct dirent *e; (e = readdir(d));)
        if (is_file(from, e->d_name))
            move_one(from, e->d_name, into, r);
    sync_dir(from);
    rmdir(from); /* only once empty */
done:
    if (d)
        closedir(d);
    free(from);
    free(into);
}

static const MoveRule *rule_for(const char *name, const MoveRule *rules, int n_rules)
{
    for (int i = 0; i < n_rules; i++) {
        const size_t n = strlen(rules[i].prefix);
        if (rules[i].folder ? !strcmp(name, rules[i].prefix) : !strncmp(name, rules[i].prefix, n))
            return &rules[i];
    }
    return NULL;
}

bool migrate_folder(const char *old_dir, const MoveRule *rules, int n_rules, MoveReport *report)
{
    memset(report, 0, sizeof *report);
    int lock = -1;
    if (store_lock_folder(old_dir, &lock) == STORE_LOCK_BUSY) {
        report->busy = true;
        return false;
    }
    /* what a writer killed in the middle left in the old folder: only temporaries, no file's last copy */
    const char *prefixes[16];
    int n = 0;
    for (int i = 0; i < n_rules && n < 15; i++)
        if (!rules[i].folder)
            prefixes[n++] = rules[i].prefix;
    prefixes[n] = NULL;
    store_sweep_temporaries(old_dir, prefixes);
    DIR *d = opendir(old_dir);
    for (const struct dirent *e; d && (e = readdir(d));) {
        const MoveRule *rule = rule_for(e->d_name, rules, n_rules);
        if (!rule)
            continue;
        if (rule->folder) {
            move_folder(old_dir, e->d_name, rule->to, report);
            continue;
        }
        if (is_file(old_dir, e->d_name))
            move_one(old_dir, e->d_name, rule->to, report);
    }
    if (d)
        closedir(d);
    sync_dir(old_dir);
    if (report->left == 0) { /* the old folder goes once it holds nothing of the player's */
        char *lock_path = store_path(old_dir, STORE_LOCK_NAME);
        if (lock_path)
            unlink(lock_path);
        free(lock_path);
        rmdir(old_dir); /* fails, and stays, if the player keeps files of their own there */
    }
    store_unlock_folder(lock);
    return report->left == 0;
}
