/* Exact solution of the last tricks of one sampled world: max-n search, each
 * seat maximising its own chips (a trick is worth stake/5, taking none costs
 * the mouche). Equivalent cards (adjacent in one suit, none between them
 * outstanding) are searched once. The node budget bounds the work. */
#include "ai_search.h"

/* Playable cards with runs of touching cards reduced to one representative. */
static MoucheCardSet distinct_moves(const AiSim *sim, MoucheCardSet moves)
{
    MoucheCardSet live = 0;
    for (int s = 0; s < sim->players; s++)
        if (sim->in_mask & (1u << s))
            live |= sim->hand[s];
    MoucheCardSet out = 0;
    for (int suit = 0; suit < MOUCHE_SUITS; suit++) {
        MoucheCardSet m = moves & sim->tr.suit[suit];
        if (!m)
            continue;
        /* walk the suit by strength; a card touching the previous kept one (no live card of
           another seat between them) is equivalent to it */
        int prev_strength = -100;
        MoucheCardSet suit_live = live & sim->tr.suit[suit];
        for (int v = 0; v <= MOUCHE_RANKS; v++) {
            MoucheCard c = MOUCHE_NO_CARD;
            for (MoucheCardSet x = m; x; x &= x - 1) {
                MoucheCard y = mouche_set_first(x);
                if (mouche_ai_strength(&sim->tr, y) == v) {
                    c = y;
                    break;
                }
            }
            if (c == MOUCHE_NO_CARD) {
                /* a live card of someone else at this strength breaks the run */
                for (MoucheCardSet x = suit_live & ~moves; x; x &= x - 1)
                    if (mouche_ai_strength(&sim->tr, mouche_set_first(x)) == v)
                        prev_strength = -100;
                continue;
            }
            if (prev_strength != v - 1)
                out |= mouche_bit(c);
            prev_strength = v;
        }
    }
    return out;
}

static bool solve(const AiSim *sim, MoucheChips value[MOUCHE_MAX_PLAYERS], int64_t *nodes)
{
    if (--*nodes < 0)
        return false;
    if (sim->to_move < 0) {
        for (int s = 0; s < sim->players; s++)
            value[s] = mouche_ai_sim_payoff(sim, s);
        return true;
    }
    const int me = sim->to_move;
    MoucheCardSet moves = mouche_ai_sim_playable(sim);
    if (mouche_set_count(moves) > 1)
        moves = distinct_moves(sim, moves);
    bool first = true;
    MoucheChips child[MOUCHE_MAX_PLAYERS];
    for (; moves; moves &= moves - 1) {
        AiSim next = *sim;
        mouche_ai_sim_play(&next, mouche_set_first(moves));
        if (!solve(&next, child, nodes))
            return false;
        if (first || child[me] > value[me]) {
            for (int s = 0; s < sim->players; s++)
                value[s] = child[s];
            first = false;
        }
    }
    return true;
}

bool mouche_ai_endgame_solve(const AiSim *sim, MoucheChips value[MOUCHE_MAX_PLAYERS], int64_t *nodes)
{
    return solve(sim, value, nodes);
}
