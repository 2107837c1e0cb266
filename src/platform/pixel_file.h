/* The head of a kept picture's file (pixel_cache.c), read and written without SDL, so that a fuzz
 * target reads it as a start does: a magic, the key the picture was made from (compared whole),
 * its width, height, pixel format and pitch (4 bytes each, the machine's order), then its rows. */
#ifndef LAMOUCHE_PIXEL_FILE_H
#define LAMOUCHE_PIXEL_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    PIXEL_FILE_SIDE_MAX = 8192,
    PIXEL_FILE_KEY_MAX = 512, /* a key's bytes, at most */
    PIXEL_FILE_HEAD_MAX = 8 + 4 + PIXEL_FILE_KEY_MAX + 4 * 4, /* the longest head */
};

typedef struct {
    uint32_t w, h, format, pitch;
    size_t rows_at; /* where the rows begin: the head's length */
} PixelFileHead;

/* The head for key and a w x h picture of format written into out (size bytes); its length, or 0
 * if the key is too long, a side out of 1..PIXEL_FILE_SIDE_MAX, or out too small. */
size_t pixel_file_head_write(unsigned char *out, size_t size, const char *key, uint32_t w, uint32_t h, uint32_t format);

/* Whether the first n bytes of a file file_size bytes long begin a head for key, with sides in
 * 1..PIXEL_FILE_SIDE_MAX and a pitch of 4 bytes a pixel, and the file exactly as long as that head
 * and its rows (checked before anything is made for them). The head is then in *head. */
bool pixel_file_head_read(const unsigned char *bytes, size_t n, uint64_t file_size, const char *key,
                          PixelFileHead *head);

#endif
