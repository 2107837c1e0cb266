/* Links the engine alone: if the engine needed SDL (or anything but libc),
 * this program would not link. It also plays one hand as a smoke check. */
#include <stdio.h>

#include "mouche/game.h"

int main(void)
{
    MoucheState st;
    const MoucheRules rules = mouche_rules_default();
    char why[128];
    if (!mouche_start(&st, &rules, 4, 1, 1, NULL, why, sizeof why)) {
        fprintf(stderr, "engine-link-check: %s\n", why);
        return 1;
    }
    while (mouche_phase(&st) != PHASE_GAME_OVER) {
        MoucheAction actions[MOUCHE_MAX_ACTIONS];
        if (mouche_legal_actions(&st, actions) == 0 || mouche_apply(&st, actions[0], NULL) != REFUSE_NONE)
            return 1;
    }
    puts("engine links alone and plays a hand");
    return 0;
}
