/* Reading the AI memories' text lines (ai_text.h). */
#include "ai_text.h"

#include <stdlib.h>

bool mouche_ai_text_next_number(const char **p, double *out)
{
    char *end;
    while (**p == ' ')
        (*p)++;
    if (!**p)
        return false;
    *out = strtod(*p, &end);
    if (end == *p || (*end && *end != ' ') || !(*out == *out))
        return false;
    *p = end;
    return true;
}
