/* The AI's compact model of trick play, fast enough to be run millions of
 * times per second by the search, over the engine's own play rules. */
#include "ai_rules.h"
#include "mouche/rng.h"

/* ---- Trick rules ------------------------------------------------------------
 * The rules themselves are the engine's (mouche_trick_suit, _power, _beats,
 * mouche_playable_cards); this model only caches the suit sets they imply. */

void mouche_ai_trick_rules(AiTrickRules *tr, const MoucheRules *rules, int trump)
{
    tr->rules = rules;
    tr->trump = (int8_t)trump;
    tr->pamphile = rules->pamphile;
    for (int s = 0; s < MOUCHE_SUITS; s++)
        tr->suit[s] = 0;
    for (MoucheCard c = 0; c < MOUCHE_DECK_MAX; c++)
        tr->suit[mouche_trick_suit(rules, trump, c)] |= mouche_bit(c);
    tr->trumps = trump >= 0 && trump < MOUCHE_SUITS ? tr->suit[trump] : 0;
}

int mouche_ai_eff_suit(const AiTrickRules *tr, MoucheCard c) { return mouche_trick_suit(tr->rules, tr->trump, c); }

int mouche_ai_strength(const AiTrickRules *tr, MoucheCard c) { return mouche_trick_power(tr->rules, tr->trump, c); }

bool mouche_ai_beats(const AiTrickRules *tr, MoucheCard c, MoucheCard best, int led)
{
    (void)led;
    return mouche_trick_beats(tr->rules, tr->trump, c, best);
}

MoucheCardSet mouche_ai_higher_in_suit(const AiTrickRules *tr, MoucheCard c, MoucheCardSet set)
{
    MoucheCardSet out = 0;
    const int s = mouche_ai_eff_suit(tr, c), v = mouche_ai_strength(tr, c);
    MoucheCardSet m = set & tr->suit[s];
    while (m) {
        MoucheCard x = mouche_set_first(m);
        m &= m - 1;
        if (mouche_ai_strength(tr, x) > v)
            out |= mouche_bit(x);
    }
    return out;
}

MoucheCardSet mouche_ai_playable(const AiTrickRules *tr, MoucheCardSet hand, int led, MoucheCard best)
{
    if (led < 0 || best == MOUCHE_NO_CARD)
        return hand;
    /* any card of the led suit stands for the card led: only its suit matters */
    return mouche_playable_cards(tr->rules, tr->trump, hand, mouche_card(led, RANK_2), best, NULL);
}

/* Order key: trumps above everything, then strength. */
static int order_key(const AiTrickRules *tr, MoucheCard c)
{
    return (mouche_ai_eff_suit(tr, c) == tr->trump ? 100 : 0) + mouche_ai_strength(tr, c) * 4 + mouche_card_suit(c) % 4;
}

MoucheCard mouche_ai_highest(const AiTrickRules *tr, MoucheCardSet set)
{
    MoucheCard best = MOUCHE_NO_CARD;
    int bk = -1;
    while (set) {
        MoucheCard c = mouche_set_first(set);
        set &= set - 1;
        int k = order_key(tr, c);
        if (k > bk) {
            bk = k;
            best = c;
        }
    }
    return best;
}

MoucheCard mouche_ai_lowest(const AiTrickRules *tr, MoucheCardSet set)
{
    MoucheCard best = MOUCHE_NO_CARD;
    int bk = 1 << 20;
    while (set) {
        MoucheCard c = mouche_set_first(set);
        set &= set - 1;
        int k = order_key(tr, c);
        if (k < bk) {
            bk = k;
            best = c;
        }
    }
    return best;
}

/* ---- Simulation ------------------------------------------------------------- */

int mouche_ai_sim_next_in(const AiSim *sim, int seat)
{
    for (int i = 1; i <= sim->players; i++) {
        int s = (seat + i) % sim->players;
        if (sim->in_mask & (1u << s))
            return s;
    }
    return seat;
}

MoucheCardSet mouche_ai_sim_playable(const AiSim *sim)
{
    if (sim->to_move < 0)
        return 0;
    return mouche_ai_playable(&sim->tr, sim->hand[sim->to_move], sim->ncur ? sim->led : -1,
                              sim->ncur ? sim->best : MOUCHE_NO_CARD);
}

void mouche_ai_sim_play(AiSim *sim, MoucheCard c)
{
    const int seat = sim->to_move;
    sim->hand[seat] &= ~mouche_bit(c);
    sim->played |= mouche_bit(c);
    if (sim->ncur == 0) {
        sim->led = (int8_t)mouche_ai_eff_suit(&sim->tr, c);
        sim->best = c;
        sim->best_seat = (int8_t)seat;
    } else if (mouche_ai_beats(&sim->tr, c, sim->best, sim->led)) {
        sim->best = c;
        sim->best_seat = (int8_t)seat;
    }
    sim->ncur++;
    int in_count = __builtin_popcount(sim->in_mask);
    if (sim->ncur >= in_count) {
        const int w = sim->best_seat;
        sim->tricks_won[w]++;
        sim->tricks_done++;
        sim->ncur = 0;
        sim->led = -1;
        sim->best = MOUCHE_NO_CARD;
        sim->best_seat = -1;
        sim->to_move = (int8_t)(sim->tricks_done >= MOUCHE_TRICKS ? -1 : w);
    } else {
        sim->to_move = (int8_t)mouche_ai_sim_next_in(sim, seat);
    }
}

MoucheChips mouche_ai_trick_value(MoucheChips stake, MoucheChips cost, int won)
{
    return won > 0 ? (MoucheChips)won * (stake / 5) : -cost;
}

MoucheChips mouche_ai_sim_payoff(const AiSim *sim, int seat)
{
    if (!(sim->in_mask & (1u << seat)))
        return 0;
    return mouche_ai_trick_value(sim->stake, sim->cost, sim->tricks_won[seat]);
}
