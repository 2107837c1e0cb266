/* The head of a kept picture's file (pixel_file.h). */
#include "pixel_file.h"

#include <string.h>

static const unsigned char magic[8] = { 'L', 'M', 'P', 'X', 0, 0, 0, 1 };

static size_t put_u32(unsigned char *at, uint32_t v)
{
    memcpy(at, &v, sizeof v);
    return sizeof v;
}

static uint32_t get_u32(const unsigned char *at)
{
    uint32_t v;
    memcpy(&v, at, sizeof v);
    return v;
}

static bool side_fits(uint32_t side) { return side >= 1 && side <= PIXEL_FILE_SIDE_MAX; }

size_t pixel_file_head_write(unsigned char *out, size_t size, const char *key, uint32_t w, uint32_t h, uint32_t format)
{
    const size_t key_len = strlen(key);
    const size_t len = sizeof magic + 4 + key_len + 4 * 4;
    if (key_len > PIXEL_FILE_KEY_MAX || !side_fits(w) || !side_fits(h) || len > size)
        return 0;
    size_t at = 0;
    memcpy(out, magic, sizeof magic);
    at += sizeof magic;
    at += put_u32(out + at, (uint32_t)key_len);
    memcpy(out + at, key, key_len);
    at += key_len;
    at += put_u32(out + at, w);
    at += put_u32(out + at, h);
    at += put_u32(out + at, format);
    at += put_u32(out + at, w * 4);
    return at;
}

bool pixel_file_head_read(const unsigned char *bytes, size_t n, uint64_t file_size, const char *key,
                          PixelFileHead *head)
{
    const size_t key_len = strlen(key);
    if (key_len > PIXEL_FILE_KEY_MAX || n < sizeof magic + 4 || memcmp(bytes, magic, sizeof magic) != 0 ||
        get_u32(bytes + sizeof magic) != key_len)
        return false;
    const size_t key_at = sizeof magic + 4, sizes_at = key_at + key_len;
    if (n < sizes_at + 4 * 4 || memcmp(bytes + key_at, key, key_len) != 0)
        return false;
    const PixelFileHead read = { .w = get_u32(bytes + sizes_at),
                                 .h = get_u32(bytes + sizes_at + 4),
                                 .format = get_u32(bytes + sizes_at + 8),
                                 .pitch = get_u32(bytes + sizes_at + 12),
                                 .rows_at = sizes_at + 4 * 4 };
    /* (sides at most 8192: the rows' length fits in 64 bits with room to spare) */
    if (!side_fits(read.w) || !side_fits(read.h) || read.pitch != read.w * 4 ||
        file_size != (uint64_t)read.rows_at + (uint64_t)read.pitch * read.h)
        return false;
    *head = read;
    return true;
}
