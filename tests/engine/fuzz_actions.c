/* Fuzz target: arbitrary action sequences, legal or not. The first bytes pick
 * the table and rules; then each byte either picks a legal action or forges
 * one. Refused actions must change nothing; chips are always conserved. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const RULE_SETS[] = {
    "",
    "deck=vanderaa,deal=2-3",
    "deck=lowcards,carry=successive",
    "carry=cap,cap=10,deal=2-1-2",
    "pamphile=1",
    "pamphile=1,pamphile_mouche=trump,pamphile_turned=if_in,pamphile_pay=3",
    "pamphile=1,pamphile_mouche=any,carry=successive",
    "deck=lowcards,pamphile=1,carry=cap,cap=5",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    MoucheRules rules = mouche_rules_default();
    if (!mouche_rules_parse(&rules, RULE_SETS[data[1] % 8], NULL, 0))
        abort();
    MoucheState st;
    if (!mouche_start(&st, &rules, 3 + data[0] % 4, 1 + data[2] % 8, data[0] * 131u + data[2], NULL, NULL, 0))
        abort();
    const MoucheChips total = mouche_total_chips(&st);
    for (size_t i = 3; i < size && st.phase != PHASE_GAME_OVER; i++) {
        MoucheAction legal[MOUCHE_MAX_ACTIONS];
        const int n = mouche_legal_actions(&st, legal);
        if (n <= 0)
            abort();
        MoucheAction a = legal[data[i] % n];
        if (data[i] >= 0xF0 && i + 3 < size) { /* a forged action */
            a.kind = data[i + 1] % (ACT_KIND_COUNT + 2);
            a.arg = data[i + 2];
            a.cards = (MoucheCardSet)data[i + 3] << (data[i] & 0x0F) * 3;
            i += 3;
        }
        const MoucheState before = st;
        const MoucheRefusal r = mouche_apply(&st, a, NULL);
        if (r != REFUSE_NONE && memcmp(&st, &before, sizeof st) != 0)
            abort();
        if (mouche_total_chips(&st) != total)
            abort();
    }
    return 0;
}
