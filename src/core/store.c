/* Atomic writes, whole reads and damaged files kept aside. */
#define _POSIX_C_SOURCE 200809L
#include "store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mouche/readfile.h"
#include "mouche/save.h"

bool store_write_atomic(const char *path, const char *text)
{
    return mouche_write_atomic(path, text, NULL, 0); /* the saves' own: one way to write a file */
}

StoreLock store_lock_folder(const char *dir, int *fd)
{
    *fd = -1;
    char *path = store_path(dir, STORE_LOCK_NAME);
    if (!path)
        return STORE_LOCK_FAILED;
    /* close-on-exec: a program the game starts does not keep the folder locked after it */
    const int lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    free(path);
    if (lock_fd < 0)
        return STORE_LOCK_FAILED;
    /* flock: held by this open file, so released by the kernel however the process ends */
    if (flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
        const int err = errno;
        close(lock_fd);
        errno = err;
        return err == EWOULDBLOCK ? STORE_LOCK_BUSY : STORE_LOCK_FAILED;
    }
    *fd = lock_fd;
    return STORE_LOCK_TAKEN;
}

void store_unlock_folder(int fd)
{
    if (fd >= 0)
        close(fd); /* the lock goes with its file */
}

void store_sweep_temporaries(const char *dir, const char *const *names)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (const struct dirent *e; (e = readdir(d));) {
        for (const char *const *name = names; *name; name++) {
            const size_t n = strlen(*name);
            /* mouche_write_atomic's names: "<name>...tmp-" and mkstemp's six characters */
            const size_t len = strlen(e->d_name);
            if (strncmp(e->d_name, *name, n) || len < n + 11 || strncmp(e->d_name + len - 11, ".tmp-", 5))
                continue;
            char *path = store_path(dir, e->d_name);
            if (path)
                unlink(path);
            free(path);
        }
    }
    closedir(d);
}

char *store_read(const char *path, size_t max, size_t *len)
{
    return mouche_read_file_whole(path, max, len, NULL, NULL, 0);
}

char *store_path(const char *dir, const char *name)
{
    const size_t n = strlen(dir) + strlen(name) + 2;
    char *path = malloc(n);
    if (path)
        snprintf(path, n, "%s/%s", dir, name);
    return path;
}

char *store_keep_aside(const char *path)
{
    const long now = (long)time(NULL);
    const size_t size = strlen(path) + 64;
    char *aside = malloc(size);
    if (!aside) {
        errno = ENOMEM;
        return NULL;
    }
    struct stat st;
    int err = EEXIST; /* a hundred names taken */
    for (int k = 0; k < 100; k++) {
        if (k)
            snprintf(aside, size, "%s.corrupt-%ld-%d", path, now, k);
        else
            snprintf(aside, size, "%s.corrupt-%ld", path, now);
        if (lstat(aside, &st) == 0)
            continue;
        if (rename(path, aside) == 0)
            return aside;
        err = errno;
        break;
    }
    free(aside);
    errno = err;
    return NULL;
}

static bool is_key(const char *k)
{
    if (!*k)
        return false;
    for (; *k; k++)
        if (!((*k >= 'a' && *k <= 'z') || (*k >= '0' && *k <= '9') || *k == '_'))
            return false;
    return true;
}

void store_each_line(const char *text, size_t len, ReadReport *report,
                     void (*line)(void *ctx, const char *key, const char *value, ReadReport *report), void *ctx)
{
    char buf[1024];
    size_t pos = 0;
    while (pos < len) {
        const char *start = text + pos;
        const char *nl = memchr(start, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - start) : len - pos;
        pos += n + (nl ? 1 : 0);
        if (n > 0 && start[n - 1] == '\r')
            n--;
        if (n == 0 || start[0] == '#')
            continue;
        if (n >= sizeof buf || memchr(start, '\0', n)) {
            report->bad_lines++;
            continue;
        }
        memcpy(buf, start, n);
        buf[n] = '\0';
        char *eq = strchr(buf, '=');
        if (eq)
            *eq = '\0';
        if (!eq || !is_key(buf)) {
            report->bad_lines++;
            continue;
        }
        line(ctx, buf, eq + 1, report);
    }
}

void store_refuse(ReadReport *report, const char *key)
{
    const size_t used = strlen(report->keys), klen = strlen(key);
    report->bad_keys++;
    /* once each: a whole-word match in the list */
    for (const char *p = strstr(report->keys, key); p; p = strstr(p + 1, key))
        if ((p == report->keys || p[-1] == ' ') && (p[klen] == ',' || p[klen] == '\0'))
            return;
    if (used + klen + 6 < sizeof report->keys)
        snprintf(report->keys + used, sizeof report->keys - used, "%s%s", used ? ", " : "", key);
    else if (!strstr(report->keys, "..."))
        snprintf(report->keys + used, sizeof report->keys - used, "%s", used + 5 < sizeof report->keys ? ", ..." : "");
}

StoreRead store_load(const char *path, void (*parse)(void *ctx, const char *text, size_t len, ReadReport *report),
                     void *ctx, ReadReport *report)
{
    memset(report, 0, sizeof *report);
    size_t len;
    bool cut;
    char *text = mouche_read_file_whole(path, STORE_READ_MAX, &len, &cut, NULL, 0);
    if (!text) {
        report->unread_err = errno;
        return errno == ENOENT ? STORE_MISSING : STORE_UNREADABLE;
    }
    while (cut && len > 0 && text[len - 1] != '\n')
        len--; /* its last line may be cut short: not read */
    parse(ctx, text, len, report); /* (which starts its report afresh) */
    free(text);
    report->unread_err = cut || len > STORE_FILE_MAX ? EFBIG : 0;
    return report->bad_keys || report->bad_lines || report->unread_err ? STORE_DAMAGED : STORE_OK;
}
