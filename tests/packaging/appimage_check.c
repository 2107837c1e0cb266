/*
 * Asks libappimage (the AppImage project's own library) about an AppImage:
 * its type, the payload offset and the list of the files it holds.
 * Usage: appimage_check FILE.AppImage [REQUIRED-PATH...]
 * Prints the type, the offset and every file; exits 1 unless the type is 2
 * and every REQUIRED-PATH is listed.
 */
#include <sys/types.h> /* appimage.h uses off_t without including it */
#include <appimage/appimage.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.AppImage [REQUIRED-PATH...]\n", argv[0]);
        return 2;
    }
    const char *path = argv[1];
    int type = appimage_get_type(path, false);
    long long offset = (long long)appimage_get_payload_offset(path);
    printf("type: %d\noffset: %lld\n", type, offset);
    char **files = appimage_list_files(path);
    int count = 0;
    for (char **f = files; f && *f; f++, count++)
        printf("file: %s\n", *f);
    printf("files: %d\n", count);
    int failures = 0;
    if (type != 2) {
        fprintf(stderr, "FAIL: libappimage reports type %d, not 2\n", type);
        failures++;
    }
    for (int i = 2; i < argc; i++) {
        bool found = false;
        for (char **f = files; f && *f && !found; f++)
            found = strcmp(*f, argv[i]) == 0;
        if (!found) {
            fprintf(stderr, "FAIL: %s is not listed\n", argv[i]);
            failures++;
        }
    }
    appimage_string_list_free(files);
    return failures ? 1 : 0;
}
