/* A probe run in a child process (see child_probe.h). */
#include "child_probe.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#ifdef __linux__
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
extern char **environ;
#endif

bool child_probe_start(ChildProbe *child, const char *arg)
{
    child->pid = child->fd = -1;
#ifdef __linux__
    int fds[2];
    if (pipe(fds) != 0)
        return false;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addclose(&actions, fds[1]);
    char *argv[] = { "lamouche", (char *)arg, NULL };
    pid_t pid;
    const bool spawned = posix_spawn(&pid, "/proc/self/exe", &actions, NULL, argv, environ) == 0;
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (!spawned) {
        close(fds[0]);
        return false;
    }
    child->pid = (int)pid;
    child->fd = fds[0];
    return true;
#else
    (void)arg;
    return false;
#endif
}

void child_probe_stop(ChildProbe *child)
{
#ifdef __linux__
    if (child->fd >= 0)
        close(child->fd);
    if (child->pid > 0) {
        kill((pid_t)child->pid, SIGKILL); /* (gone already, unless it hung) */
        waitpid((pid_t)child->pid, NULL, 0);
    }
#endif
    child->pid = child->fd = -1;
}

void child_probe_read(ChildProbe *child, int stop_fd, int timeout_ms, char *out, size_t size)
{
    size_t used = 0;
#ifdef __linux__
    struct pollfd wait_for[2] = { { .fd = child->fd, .events = POLLIN }, { .fd = stop_fd, .events = POLLIN } };
    while (child->fd >= 0 && used < size - 1 && poll(wait_for, stop_fd >= 0 ? 2 : 1, timeout_ms) > 0 &&
           !(wait_for[1].revents & POLLIN)) {
        const ssize_t got = read(child->fd, out + used, size - 1 - used);
        if (got <= 0)
            break;
        used += (size_t)got;
        if (memchr(out, '\n', used))
            break; /* the line is whole */
    }
    if (stop_fd >= 0 && (wait_for[1].revents & POLLIN))
        used = 0; /* stopped: a part of a line is no answer */
#else
    (void)stop_fd;
    (void)timeout_ms;
#endif
    out[used] = '\0';
    out[strcspn(out, "\n")] = '\0';
    child_probe_stop(child);
}

static int watch_child(void *data)
{
    ChildWatch *watch = data;
    char line[200];
    child_probe_read(&watch->child, watch->stop_read, 5000, line, sizeof line);
    watch->heard(line, watch->context);
    return 0;
}

bool child_watch_start(ChildWatch *watch, ChildProbe *child, void (*heard)(const char *line, void *context),
                       void *context)
{
    watch->child = *child;
    child->pid = child->fd = -1;
    watch->thread = NULL;
    watch->stop_fd = watch->stop_read = -1;
    watch->heard = heard;
    watch->context = context;
#ifdef __linux__
    int fds[2];
    if (watch->child.fd >= 0 && pipe(fds) == 0) {
        watch->stop_read = fds[0];
        watch->stop_fd = fds[1];
        watch->thread = SDL_CreateThread(watch_child, "probe-watch", watch);
        if (watch->thread)
            return true;
        close(fds[0]);
        close(fds[1]);
        watch->stop_fd = watch->stop_read = -1;
    }
#endif
    child_probe_stop(&watch->child);
    return false;
}

void child_watch_end(ChildWatch *watch)
{
    if (!watch->thread)
        return;
#ifdef __linux__
    const char stop = 1;
    if (write(watch->stop_fd, &stop, 1) != 1)
        perror("lamouche: stopping a probe");
    SDL_WaitThread(watch->thread, NULL);
    close(watch->stop_fd);
    close(watch->stop_read);
#endif
    watch->thread = NULL;
    watch->stop_fd = watch->stop_read = -1;
}
