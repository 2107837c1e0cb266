/* Text helpers shared by the save formats (see textio.h). */
#define _POSIX_C_SOURCE 200809L /* fsync, mkstemp, strndup */
#include "textio.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mouche/save.h"

void text_add(Text *t, const char *s, size_t n)
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

void text_line(Text *t, const char *s)
{
    text_add(t, s, strlen(s));
    text_add(t, "\n", 1);
}

uint64_t text_fnv1a(const char *data, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)data[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

uint64_t text_fnv1a_lines(const char *data, size_t n)
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

bool text_next_line(const char *text, size_t length, size_t *pos, char *buf, size_t buf_size, bool *too_long)
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

bool text_parse_u64(const char *s, unsigned long long *out, int base)
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
        err = write_all(fd, text, strlen(text));
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

bool text_read_file(const char *path, size_t max_bytes, Text *out, char *why, size_t why_size)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (why && why_size)
            snprintf(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0 && !out->failed && out->len <= max_bytes)
        text_add(out, chunk, n);
    const bool read_error = ferror(f) != 0;
    fclose(f);
    if (read_error || out->failed) {
        if (why && why_size)
            snprintf(why, why_size, read_error ? "cannot read %s" : "out of memory reading %s", path);
        free(out->data);
        memset(out, 0, sizeof *out);
        return false;
    }
    return true;
}
