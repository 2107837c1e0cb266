/* Fuzz target: the head of a kept picture's file (src/platform/pixel_file.c), which a start reads
 * from the cache folder before any picture is made. Whatever the bytes, a head is accepted only
 * if the file is exactly as long as it and its rows, with sides the reader can make, and it
 * writes back to the very bytes it was read from. Both a fixed key and the file's own key (so
 * that the checks past the key are reached) are tried. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pixel_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(const uint8_t *data, size_t size, const char *key)
{
    const size_t n = size < PIXEL_FILE_HEAD_MAX ? size : PIXEL_FILE_HEAD_MAX; /* as the reader reads */
    PixelFileHead head;
    if (!pixel_file_head_read(data, n, size, key, &head))
        return;
    if (head.w < 1 || head.w > PIXEL_FILE_SIDE_MAX || head.h < 1 || head.h > PIXEL_FILE_SIDE_MAX ||
        head.pitch != head.w * 4 || head.rows_at > n || head.rows_at + (uint64_t)head.pitch * head.h != size)
        abort();
    unsigned char again[PIXEL_FILE_HEAD_MAX];
    const size_t len = pixel_file_head_write(again, sizeof again, key, head.w, head.h, head.format);
    if (len != head.rows_at || memcmp(again, data, len) != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check(data, size, "cards/QS.svg|71x100|16362004|10562|1795900000.123456789|SDL_image 2.6.3");
    uint32_t key_len = 0;
    if (size >= 12 && (memcpy(&key_len, data + 8, sizeof key_len), key_len <= PIXEL_FILE_KEY_MAX) &&
        key_len <= size - 12) {
        char key[PIXEL_FILE_KEY_MAX + 1];
        memcpy(key, data + 12, key_len);
        key[key_len] = '\0'; /* a key with a NUL in it is shorter than the length said: refused */
        check(data, size, key);
    }
    return 0;
}
