/* Fuzz target: the statistics reader. Anything on disk reads into counts that
 * are never negative (only the net chips may be), a damaged file is always
 * reported, and the statistics written back read again to the same text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bete_stats.h"
#include "mouche_stats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const StatsKeys *const keys[STATS_GAMES] = { &MOUCHE_STATS_KEYS, &BETE_STATS_KEYS };
    Stats s = { .keys = keys };
    ReadReport report;
    stats_parse(&s, (const char *)data, size, &report);
    if (strlen(report.keys) >= sizeof report.keys || (report.bad_keys > 0) != (report.keys[0] != '\0'))
        abort();
    for (int g = 0; g < STATS_GAMES; g++)
        for (int i = 0; i < STATS_COUNTS; i++) /* only the net chips may be negative */
            if (s.game[g].count[i] < (keys[g] && i == keys[g]->net ? -STATS_MAX : 0) || s.game[g].count[i] > STATS_MAX)
                abort();
    for (int g = 0; g < STATS_GAMES; g++) { /* the review's losses: at most fifty hands, none negative */
        if (s.game[g].nlosses < 0 || s.game[g].nlosses > STATS_LOSS_HANDS)
            abort();
        for (int i = 0; i < s.game[g].nlosses; i++)
            if (s.game[g].loss[i] < 0 || s.game[g].loss[i] > STATS_LOSS_MAX)
                abort();
    }
    char text[STATS_TEXT_MAX], again_text[STATS_TEXT_MAX];
    if (!stats_format(&s, text, sizeof text))
        abort();
    Stats again = { .keys = keys };
    stats_parse(&again, text, strlen(text), &report);
    if (report.bad_keys || report.bad_lines || memcmp(&again, &s, sizeof s))
        abort();
    if (!stats_format(&again, again_text, sizeof again_text) || strcmp(text, again_text))
        abort();
    return 0;
}
