/* Text helpers shared by the save formats of both games: a growable buffer,
 * line reading, number parsing, the checksum and atomic file writes.
 * Engine-internal. */
#ifndef MOUCHE_TEXTIO_H
#define MOUCHE_TEXTIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A growable NUL-terminated text; `failed` once an allocation failed. */
typedef struct {
    char *data;
    size_t len, cap;
    bool failed;
} Text;

void mouche_text_add(Text *t, const char *s, size_t n);
void mouche_text_line(Text *t, const char *s); /* s and a newline */

/* FNV-1a 64 of n bytes: the saves' checksum. */
uint64_t mouche_text_fnv1a(const char *data, size_t n);

/* The same of a text read with mouche_text_next_line: a CRLF line end counts as LF,
 * so that a save whose line ends were converted still has its checksum. */
uint64_t mouche_text_fnv1a_lines(const char *data, size_t n);

/* Reads one line into buf (without its LF or CRLF end); false at the end of
 * the text. *too_long is set (and buf untouched) if the line does not fit. */
bool mouche_text_next_line(const char *text, size_t length, size_t *pos, char *buf, size_t buf_size, bool *too_long);

/* A whole unsigned decimal (or hex, base 16) number, no sign, no spaces. */
bool mouche_text_parse_u64(const char *s, unsigned long long *out, int base);

/* (writing a file atomically: mouche_write_atomic, mouche/save.h) */

/* Reads a whole regular file of at most max_bytes into *out (which the caller
 * frees with free(out->data)): mouche_read_file_whole (mouche/readfile.h), its reason
 * in why. */
bool mouche_text_read_file(const char *path, size_t max_bytes, Text *out, char *why, size_t why_size);

#endif
