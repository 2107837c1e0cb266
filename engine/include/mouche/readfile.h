/* The one way the game's files are read (saves, transcripts, settings, statistics, the AI
 * memories, scripts): opened without blocking and checked to be a regular file before a byte
 * is read, so that a pipe, a device or a folder standing where a file is expected is refused
 * at once (a FIFO would block the reader, /dev/zero feed it forever), and bounded in size. */
#ifndef MOUCHE_READFILE_H
#define MOUCHE_READFILE_H

#include <stdbool.h>
#include <stddef.h>

/* The whole file, NUL-terminated (*len: its length, without the NUL); the caller frees it.
 * A file longer than max bytes is refused (EFBIG), unless cut is given: then its first max
 * bytes are returned and *cut is set. NULL when it cannot be read, errno saying why: ENOENT
 * missing, EISDIR a folder, ENODEV not a regular file (a pipe, a device, a socket), EFBIG too
 * long, or the system's; why (optional) gets the same in words ("not a regular file (a pipe
 * or a device)", "larger than 64 KiB"). */
char *mouche_read_file_whole(const char *path, size_t max, size_t *len, bool *cut, char *why, size_t why_size);

/* "64 KiB", "16 MiB": a bound in words. */
void mouche_read_file_size_words(size_t bytes, char *out, size_t size);

#endif
