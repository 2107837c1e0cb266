/* Text helpers shared by the save formats (see textio.h). */
#define _POSIX_C_SOURCE 200809L /* fsync, mkstemp, strndup */
#include "textio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mouche/readfile.h"
#include "mouche/save.h"

void mouche_text_add(Text *t, const char *s, size_t n)
{
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        while (cap < t->len + n + 1)
            cap *= 2;
        char *grown = realloc(t->data, cap);
        if (!grown) {
            t->failed = true;
            return;
        }
        t->data = grown;
        t->cap = cap;
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = '\0';
}

void mouche_text_line(Text *t, const char *s)
{
    mouche_text_add(t, s, strlen(s));
    mouche_text_add(t, "\n", 1);
}

uint64_t mouche_text_fnv1a(const char *data, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)data[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

uint64_t mouche_text_fnv1a_lines(const char *data, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        if (data[i] == '\r' && i + 1 < n && data[i + 1] == '\n')
            continue;
        h ^= (unsigned char)data[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

bool mouche_text_next_line(const char *text, size_t length, size_t *pos, char *buf, size_t buf_size, bool *too_long)
{
    if (*pos >= length)
        return false;
    const char *start = text + *pos;
    const char *nl = memchr(start, '\n', length - *pos);
    const size_t whole = nl ? (size_t)(nl - start) : length - *pos;
    const size_t n = whole > 0 && start[whole - 1] == '\r' ? whole - 1 : whole; /* CRLF as LF */
    *pos += whole + (nl ? 1 : 0);
    *too_long = n >= buf_size;
    if (*too_long)
        return true;
    memcpy(buf, start, n);
    buf[n] = '\0';
    return true;
}

bool mouche_text_parse_u64(const char *s, unsigned long long *out, int base)
{
    /* a digit first: strtoull would skip spaces, tabs and a sign, and take "0x" in base 16 */
    if (!(*s >= '0' && *s <= '9') && !(base == 16 && ((*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F'))))
        return false;
    if (base == 16 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        return false;
    char *end = NULL;
    errno = 0;
    *out = strtoull(s, &end, base);
    return !errno && end && !*end;
}

/* The folder holding path, synced so that a rename in it survives a power cut. A folder that
 * cannot be opened or synced (some file systems refuse) leaves the file in place all the same:
 * only its durability is less sure, so this is not a failure. */
static void sync_folder(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
    if (!dir)
        return;
    const int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    free(dir);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

static int write_all(int fd, const char *text, size_t n)
{
    while (n > 0) {
        const ssize_t done = write(fd, text, n);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return done < 0 ? errno : EIO;
        text += done;
        n -= (size_t)done;
    }
    return 0;
}

bool mouche_write_atomic(const char *path, const char *text, char *why, size_t why_size)
{
    return mouche_write_atomic_bytes(path, text, strlen(text), why, why_size);
}

bool mouche_write_atomic_bytes(const char *path, const void *data, size_t len, char *why, size_t why_size)
{
    /* a temporary file of its own beside path (mkstemp: two writers never share one), synced,
     * then renamed over path: a reader sees the old file or the new one, whole */
    const size_t size = strlen(path) + sizeof ".tmp-XXXXXX";
    char *tmp = malloc(size);
    if (!tmp) {
        if (why && why_size)
            snprintf(why, why_size, "cannot write %s: out of memory", path);
        errno = ENOMEM;
        return false;
    }
    snprintf(tmp, size, "%s.tmp-XXXXXX", path);
    const int fd = mkstemp(tmp);
    int err = fd < 0 ? errno : 0; /* the first failure: what the caller is told */
    if (fd >= 0) {
        err = write_all(fd, data, len);
        if (fsync(fd) != 0 && !err)
            err = errno;
        if (close(fd) != 0 && !err)
            err = errno;
        if (!err && rename(tmp, path) != 0)
            err = errno;
        if (err)
            unlink(tmp); /* nothing half-written is left behind */
    }
    free(tmp);
    if (err) {
        if (why && why_size)
            snprintf(why, why_size, "cannot write %s: %s", path, strerror(err));
        errno = err; /* kept for the caller (unlink may have changed it) */
        return false;
    }
    sync_folder(path);
    return true;
}

void mouche_read_file_size_words(size_t bytes, char *out, size_t size)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        snprintf(out, size, "%zu MiB", bytes / (1024 * 1024));
    else if (bytes >= 1024 && bytes % 1024 == 0)
        snprintf(out, size, "%zu KiB", bytes / 1024);
    else
        snprintf(out, size, "%zu bytes", bytes);
}

static char *refuse(int err, char *why, size_t why_size, size_t max)
{
    if (why && why_size) {
        if (err == ENODEV)
            snprintf(why, why_size, "not a regular file (a pipe or a device)");
        else if (err == EISDIR)
            snprintf(why, why_size, "a folder, not a file");
        else if (err == EFBIG) {
            char bound[32];
            mouche_read_file_size_words(max, bound, sizeof bound);
            snprintf(why, why_size, "larger than %s", bound);
        } else
            snprintf(why, why_size, "%s", strerror(err));
    }
    errno = err;
    return NULL;
}

char *mouche_read_file_whole(const char *path, size_t max, size_t *len, bool *cut, char *why, size_t why_size)
{
    *len = 0;
    if (cut)
        *cut = false;
    /* O_NONBLOCK: opening a FIFO for reading would wait for a writer */
    const int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return refuse(errno, why, why_size, max);
    struct stat st;
    int err = fstat(fd, &st) != 0 ? errno : S_ISDIR(st.st_mode) ? EISDIR : !S_ISREG(st.st_mode) ? ENODEV : 0;
    if (err) {
        close(fd);
        return refuse(err, why, why_size, max);
    }
    if ((unsigned long long)st.st_size > max && !cut) { /* refused before a byte is read */
        close(fd);
        return refuse(EFBIG, why, why_size, max);
    }
    /* the size said, one byte more to see the end (a file may grow while it is read) */
    size_t cap = ((unsigned long long)st.st_size < max ? (size_t)st.st_size : max) + 2, n = 0;
    char *buf = malloc(cap);
    err = buf ? 0 : ENOMEM;
    while (!err) {
        if (n + 1 >= cap) {
            if (n > max)
                break;
            const size_t grown = cap * 2 < max + 2 ? cap * 2 : max + 2;
            char *bigger = realloc(buf, grown);
            if (!bigger) {
                err = ENOMEM;
                break;
            }
            buf = bigger;
            cap = grown;
        }
        const ssize_t got = read(fd, buf + n, cap - 1 - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            err = errno;
        else if (got == 0)
            break;
        else
            n += (size_t)got;
    }
    close(fd);
    if (!err && n > max) {
        if (!cut)
            err = EFBIG;
        else {
            *cut = true;
            n = max;
        }
    }
    if (err) {
        free(buf);
        return refuse(err, why, why_size, max);
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

bool mouche_text_read_file(const char *path, size_t max_bytes, Text *out, char *why, size_t why_size)
{
    memset(out, 0, sizeof *out);
    char reason[128];
    size_t len;
    char *data = mouche_read_file_whole(path, max_bytes, &len, NULL, reason, sizeof reason);
    if (!data) {
        const int err = errno;
        if (why && why_size)
            snprintf(why, why_size, "cannot open %s: %s", path, reason);
        errno = err;
        return false;
    }
    out->data = data;
    out->len = len;
    out->cap = len + 1;
    return true;
}
