/* Atomic writes, whole reads and damaged files kept aside. */
#define _POSIX_C_SOURCE 200809L /* fileno, fsync */
#include "store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

bool store_write_atomic(const char *path, const char *text)
{
    char tmp[1100];
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp) {
        errno = ENAMETOOLONG;
        return false;
    }
    FILE *f = fopen(tmp, "w");
    if (!f)
        return false;
    const size_t n = strlen(text);
    int err = fwrite(text, 1, n, f) == n ? 0 : errno;
    if (fflush(f) != 0 && !err)
        err = errno;
    if (fsync(fileno(f)) != 0 && !err)
        err = errno;
    if (fclose(f) != 0 && !err)
        err = errno;
    if (!err && rename(tmp, path) != 0)
        err = errno;
    if (err) {
        remove(tmp);
        errno = err; /* the first failure, not remove's */
        return false;
    }
    return true;
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
