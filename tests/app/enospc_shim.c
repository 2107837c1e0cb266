/* LD_PRELOAD test shim: a full disk where a small tmpfs cannot be mounted.
 * Every file opened for writing under $LAMOUCHE_FULL_DIR is /dev/full, whose
 * writes fail with ENOSPC, as a full disk's do. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef FILE *(*OpenFn)(const char *, const char *);

static FILE *open_as(const char *name, const char *path, const char *mode)
{
    OpenFn real = (OpenFn)dlsym(RTLD_NEXT, name);
    const char *dir = getenv("LAMOUCHE_FULL_DIR");
    if (dir && *dir && path && !strncmp(path, dir, strlen(dir)) && strpbrk(mode, "wa+"))
        return real("/dev/full", mode);
    return real(path, mode);
}

FILE *fopen(const char *path, const char *mode) { return open_as("fopen", path, mode); }
FILE *fopen64(const char *path, const char *mode) { return open_as("fopen64", path, mode); }
