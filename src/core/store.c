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

#include "mouche/save.h"

bool store_write_atomic(const char *path, const char *text)
{
    return mouche_write_atomic(path, text, NULL, 0); /* the saves' own: one way to write a file */
}

StoreLock store_lock_folder(const char *dir, int *fd)
{
    *fd = -1;
    const size_t size = strlen(dir) + sizeof "/" STORE_LOCK_NAME;
    char *path = malloc(size);
    if (!path)
        return STORE_LOCK_FAILED;
    snprintf(path, size, "%s/" STORE_LOCK_NAME, dir);
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
    const size_t dir_len = strlen(dir);
    for (const struct dirent *e; (e = readdir(d));) {
        for (const char *const *name = names; *name; name++) {
            const size_t n = strlen(*name);
            /* mouche_write_atomic's names: "<name>...tmp-" and mkstemp's six characters */
            const size_t len = strlen(e->d_name);
            if (strncmp(e->d_name, *name, n) || len < n + 11 || strncmp(e->d_name + len - 11, ".tmp-", 5))
                continue;
            char *path = malloc(dir_len + strlen(e->d_name) + 2);
            if (path) {
                sprintf(path, "%s/%s", dir, e->d_name);
                unlink(path);
                free(path);
            }
        }
    }
    closedir(d);
}

char *store_read(const char *path, size_t max, size_t *len)
{
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(max + 1);
    if (!buf) {
        fclose(f);
        errno = ENOMEM;
        return NULL;
    }
    size_t n = fread(buf, 1, max, f);
    int err = ferror(f) ? EIO : fgetc(f) != EOF ? EFBIG : 0;
    fclose(f);
    if (err) {
        free(buf);
        errno = err;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

bool store_keep_aside(const char *path, char *aside, size_t aside_size)
{
    const long now = (long)time(NULL);
    struct stat st;
    for (int k = 0; k < 100; k++) {
        int n = k ? snprintf(aside, aside_size, "%s.corrupt-%ld-%d", path, now, k)
                  : snprintf(aside, aside_size, "%s.corrupt-%ld", path, now);
        if (n < 0 || (size_t)n >= aside_size) {
            errno = ENAMETOOLONG;
            return false;
        }
        if (stat(aside, &st) != 0)
            return rename(path, aside) == 0;
    }
    errno = EEXIST;
    return false;
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

StoreRead store_load(const char *path, size_t max,
                     void (*parse)(void *ctx, const char *text, size_t len, ReadReport *report), void *ctx,
                     ReadReport *report)
{
    memset(report, 0, sizeof *report);
    size_t len;
    char *text = store_read(path, max, &len);
    if (!text)
        return errno == ENOENT ? STORE_MISSING : STORE_UNREADABLE;
    parse(ctx, text, len, report);
    free(text);
    return report->bad_keys || report->bad_lines ? STORE_DAMAGED : STORE_OK;
}
