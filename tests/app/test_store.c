/* The save folder's writes (src/core/store.c): two processes writing one file with
 * store_write_atomic never let a reader see it empty or torn, and each write goes through; a
 * writer killed in the middle leaves only a temporary of its own, which the next writer sweeps;
 * the folder's lock admits one writer, and a writer killed with SIGKILL frees it at once.
 * Usage: test_store DIR (a folder of its own is made in it). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store.h"

static int failures;
#define CHECK(cond) \
    do { \
        if (!(cond)) { \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); \
            failures++; \
        } \
    } while (0)

enum { WRITES = 300, TEXT_SIZE = 48 * 1024 };

/* Writer `who`'s text: its letter over many lines (a torn file mixes letters or stops short). */
static char *text_of(int who)
{
    char *t = malloc(TEXT_SIZE + 1);
    if (!t)
        exit(2);
    for (int i = 0; i < TEXT_SIZE; i++)
        t[i] = i % 64 == 63 ? '\n' : (char)('a' + who);
    t[TEXT_SIZE] = '\0';
    return t;
}

/* A writer: WRITES times its text; exit status the number of writes that failed. */
static pid_t writer(const char *path, int who)
{
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    char *text = text_of(who);
    int failed = 0;
    for (int i = 0; i < WRITES; i++)
        if (!store_write_atomic(path, text)) {
            if (failed++ == 0)
                fprintf(stderr, "writer %d: %s\n", who, strerror(errno));
        }
    free(text);
    _exit(failed > 255 ? 255 : failed);
}

static int count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return -1;
    for (const struct dirent *e; (e = readdir(d));)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

static void two_writers(const char *dir)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    char *a = text_of(0), *b = text_of(1);
    pid_t pa = writer(path, 0), pb = writer(path, 1);
    int reads = 0, torn = 0, empty = 0;
    for (int left = 2; left > 0;) {
        size_t len;
        char *seen = store_read(path, 2 * TEXT_SIZE, &len);
        if (seen) {
            reads++;
            if (len == 0)
                empty++;
            else if (len != TEXT_SIZE || (memcmp(seen, a, len) != 0 && memcmp(seen, b, len) != 0))
                torn++;
            free(seen);
        }
        int status;
        const pid_t done = waitpid(-1, &status, WNOHANG);
        if (done > 0) {
            left--;
            CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0); /* every write went through */
        }
    }
    printf("two writers: %d writes each, %d reads: %d empty, %d torn\n", WRITES, reads, empty, torn);
    CHECK(empty == 0);
    CHECK(torn == 0);
    CHECK(count_entries(dir) == 1); /* nothing left beside the file */
    free(a);
    free(b);
    (void)pa;
    (void)pb;
}

static void failed_write(const char *dir)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/no-such-folder/stats.txt", dir);
    errno = 0;
    CHECK(!store_write_atomic(path, "hands=1\n"));
    CHECK(errno == ENOENT);
    /* a writer killed in the middle: its temporary is swept by the next writer, nothing else */
    char orphan[1200], keep[1200];
    snprintf(orphan, sizeof orphan, "%s/stats.txt.tmp-Ab12Cd", dir);
    snprintf(keep, sizeof keep, "%s/notes.txt.tmp-Ab12Cd", dir); /* not the game's: kept */
    FILE *f = fopen(orphan, "w");
    CHECK(f && fputs("hands=", f) >= 0 && fclose(f) == 0);
    f = fopen(keep, "w");
    CHECK(f && fclose(f) == 0);
    const char *const names[] = { "settings.txt", "stats.txt", NULL };
    store_sweep_temporaries(dir, names);
    CHECK(access(orphan, F_OK) != 0);
    CHECK(access(keep, F_OK) == 0);
    remove(keep);
}

static void the_lock(const char *dir)
{
    int first, second;
    CHECK(store_lock_folder(dir, &first) == STORE_LOCK_TAKEN && first >= 0);
    CHECK(store_lock_folder(dir, &second) == STORE_LOCK_BUSY && second == -1);
    store_unlock_folder(first);
    CHECK(store_lock_folder(dir, &second) == STORE_LOCK_TAKEN);
    store_unlock_folder(second);
    /* held by a process killed with SIGKILL: free as soon as it is gone */
    int ready[2];
    CHECK(pipe(ready) == 0);
    const pid_t pid = fork();
    if (pid == 0) {
        int fd;
        const char taken = store_lock_folder(dir, &fd) == STORE_LOCK_TAKEN ? 'y' : 'n';
        if (write(ready[1], &taken, 1) != 1)
            _exit(1);
        for (;;)
            pause();
    }
    char taken = 0;
    CHECK(read(ready[0], &taken, 1) == 1 && taken == 'y');
    CHECK(store_lock_folder(dir, &second) == STORE_LOCK_BUSY);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    CHECK(store_lock_folder(dir, &second) == STORE_LOCK_TAKEN);
    store_unlock_folder(second);
    char lock[1200];
    snprintf(lock, sizeof lock, "%s/" STORE_LOCK_NAME, dir);
    remove(lock);
    close(ready[0]);
    close(ready[1]);
    /* no folder to lock: no lock, and the game goes on as with a folder it cannot write */
    char missing[1200];
    snprintf(missing, sizeof missing, "%s/no-such-folder", dir);
    CHECK(store_lock_folder(missing, &first) == STORE_LOCK_FAILED && first == -1);
}

int main(int argc, char **argv)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/store-%ld", argc > 1 ? argv[1] : "/tmp", (long)getpid());
    if (mkdir(dir, 0700) != 0) {
        perror(dir);
        return 1;
    }
    the_lock(dir);
    two_writers(dir);
    failed_write(dir);
    char path[1200];
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    remove(path);
    rmdir(dir);
    printf(failures ? "FAILED: %d\n" : "store: all passed\n", failures);
    return failures != 0;
}
