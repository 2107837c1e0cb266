/* How many temporary files of a written file stand beside it: the atomic writer names
 * them "<file>.tmp-XXXXXX" (mkstemp), so a test that a write left none looks for the prefix. */
#ifndef MOUCHE_TEST_TEMPORARIES_H
#define MOUCHE_TEST_TEMPORARIES_H

#include <dirent.h>
#include <string.h>

static inline int temporaries_of(const char *dir, const char *file_name)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    const size_t len = strlen(file_name);
    int found = 0;
    for (const struct dirent *e; (e = readdir(d));)
        if (strncmp(e->d_name, file_name, len) == 0 && strncmp(e->d_name + len, ".tmp", 4) == 0)
            found++;
    closedir(d);
    return found;
}

#endif
