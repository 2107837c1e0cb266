/* Fuzz target: the statistics reader. Anything on disk reads into counts that
 * are never negative (only the net chips may be), a damaged file is always
 * reported, and the statistics written back read again to the same text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Stats s;
    ReadReport report;
    stats_parse(&s, (const char *)data, size, &report);
    if (strlen(report.keys) >= sizeof report.keys || (report.bad_keys > 0) != (report.keys[0] != '\0'))
        abort();
    const long long counts[] = { s.games,        s.games_won,  s.hands,          s.tricks,     s.flushes,
                                 s.mouches_made, s.bete_games, s.bete_games_won, s.bete_deals, s.bete_bids,
                                 s.bete_wins,    s.bete_betes, s.bete_kings };
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++)
        if (counts[i] < 0 || counts[i] > STATS_MAX)
            abort();
    if (s.chips_won < -STATS_MAX || s.chips_won > STATS_MAX || s.bete_chips < -STATS_MAX || s.bete_chips > STATS_MAX)
        abort();
    char text[1024], again_text[1024];
    if (!stats_format(&s, text, sizeof text))
        abort();
    Stats again;
    stats_parse(&again, text, strlen(text), &report);
    if (report.bad_keys || report.bad_lines || memcmp(&again, &s, sizeof s))
        abort();
    if (!stats_format(&again, again_text, sizeof again_text) || strcmp(text, again_text))
        abort();
    return 0;
}
