/* What a view tells about the hidden cards, and sampling of hidden worlds
 * consistent with it.
 *
 * Hard facts (a sampled world always respects them):
 *   - voids and failures to head / trump / overtrump shown in trick play;
 *   - a plain "yes" (the seat holds its dealt flush) or "no";
 *   - in trick play, no stander holds a flush (a flush ends the hand unplayed);
 *   - hand sizes, discard counts and the stock size.
 * Soft facts (weighted, when asked): folded hands tend to be weak, standers
 * strong, in the sense of the standard heuristic; worlds are accepted with
 * that likelihood (rejection sampling), so every average over the sampled
 * worlds is already weighted. */
#include "ai_heuristic.h"
#include "ai_policy.h"
#include "ai_sample.h"

#include <string.h>

void mouche_ai_knowledge(AiKnowledge *k, const MoucheView *view, bool weighted)
{
    memset(k, 0, sizeof *k);
    k->view = view;
    k->weighted = weighted;
    mouche_ai_trick_rules(&k->tr, &view->rules, view->trump);
    k->unknown = mouche_view_unknown(view);

    int nplayed[MOUCHE_MAX_PLAYERS] = { 0 };
    const int in = view->players_in > 0 ? view->players_in : 1;
    MoucheCard best = MOUCHE_NO_CARD;
    int led = -1;
    for (int i = 0; i < view->nplays; i++) {
        const int s = view->play_seat[i];
        const MoucheCard c = view->play_card[i];
        if (s < 0 || s >= view->players)
            continue;
        nplayed[s]++;
        k->played_by[s] |= mouche_bit(c);
        if (i % in == 0) {
            led = mouche_ai_eff_suit(&k->tr, c);
            best = c;
            continue;
        }
        const AiTrickRules *tr = &k->tr;
        const int cs = mouche_ai_eff_suit(tr, c), bs = mouche_ai_eff_suit(tr, best);
        if (cs != led) {
            k->forbidden[s] |= tr->suit[led];
            if (bs != tr->trump) {
                if (cs != tr->trump)
                    k->forbidden[s] |= tr->trumps;
            } else if (cs != tr->trump || !mouche_ai_beats(tr, c, best, led)) {
                k->forbidden[s] |= mouche_ai_higher_in_suit(tr, best, tr->trumps);
            }
        } else if (bs == led && view->rules.head && !mouche_ai_beats(tr, c, best, led)) {
            k->forbidden[s] |= mouche_ai_higher_in_suit(tr, best, tr->suit[led]);
        }
        if (mouche_ai_beats(tr, c, best, led))
            best = c;
    }

    const bool playing = view->phase == PHASE_PLAY || view->phase == PHASE_HAND_OVER;
    for (int s = 0; s < view->players; s++) {
        if (s == view->seat)
            continue;
        k->hand_n[s] = view->hand_count[s];
        int d = MOUCHE_HAND_SIZE + view->exchanged[s] - view->hand_count[s] - nplayed[s];
        k->discard_n[s] = (uint8_t)(d > 0 ? d : 0);
        for (int a = 0; a < view->players; a++) {
            if (ai_answer_says_yes(view, view->answers[a][s]))
                k->must_flush |= (uint8_t)(1u << s);
            if (view->answers[a][s] == ANSWER_NO)
                k->no_flush |= (uint8_t)(1u << s);
        }
        if (playing && view->decl[s] == DECL_STAND)
            k->no_flush |= (uint8_t)(1u << s);
        if (view->decl[s] != DECL_STAND)
            k->must_flush &= (uint8_t) ~(1u << s);
    }
    k->stock_n = view->stock_left;
}

void mouche_ai_knowledge_fix_hands(AiKnowledge *k, const MoucheWorld *world)
{
    for (int s = 0; s < k->view->players; s++)
        if (s != k->view->seat)
            k->forbidden[s] = k->unknown & ~world->hand[s];
    k->must_flush = k->no_flush = 0;
    k->weighted = false;
}

/* Cards shown face up by seat s (a flush shown when standing). */
static MoucheCardSet shown_of(const MoucheView *view, int seat)
{
    MoucheCardSet left = view->shown_cards;
    for (int s = 0; s < view->players; s++) {
        if (!(view->shown & (1u << s)) && view->flush_winner != s)
            continue;
        MoucheCardSet mine = 0;
        for (int suit = 0; suit < MOUCHE_SUITS && !mine; suit++)
            if (mouche_set_count(left & mouche_suit_set(suit)) >= 4)
                mine = left & mouche_suit_set(suit);
        while (mouche_set_count(mine) < MOUCHE_HAND_SIZE && (left & ~mine))
            mine |= mouche_bit(mouche_set_first(left & ~mine));
        left &= ~mine;
        if (s == seat)
            return mine;
    }
    return 0;
}

/* Draws n cards of `from` at random. */
static MoucheCardSet draw(AiRng *rng, MoucheCardSet from, int n)
{
    MoucheCardSet out = 0;
    for (int i = 0; i < n && from; i++) {
        const MoucheCard c = mouche_ai_rng_card(rng, from);
        from &= ~mouche_bit(c);
        out |= mouche_bit(c);
    }
    return out;
}

static bool has_flush(const MoucheView *view, MoucheCardSet dealt)
{
    int suit, pts;
    return mouche_set_count(dealt) == MOUCHE_HAND_SIZE &&
           mouche_hand_flush(&view->rules, view->trump, dealt, &suit, &pts);
}

/* How likely the declaration seat s made is for a dealt hand, if it declared
 * like the standard heuristic: 1 when the model agrees, less when it does not. */
static double declaration_likelihood(const AiKnowledge *k, int s, MoucheCardSet dealt, int in_before, int later,
                                     int stock_then)
{
    const MoucheView *v = k->view;
    const MoucheCardSet unseen = v->deck & ~dealt & ~mouche_bit(v->turned);
    double opp = in_before + 0.55 * later;
    if (opp < 1)
        opp = 1;
    MoucheCardSet d = 0;
    const int model = mouche_ai_heur_declare_hand(&k->tr, dealt, unseen, opp, 1.0, stock_then, -0.02, &d);
    const int actual = v->decl[s];
    if (model == actual) {
        if (actual != DECL_EXCHANGE)
            return 1.0;
        const int diff = mouche_set_count(d) - v->exchanged[s];
        return diff == 0 ? 1.0 : (diff == 1 || diff == -1) ? 0.6 : 0.35;
    }
    if (actual == DECL_FOLD || model == DECL_FOLD)
        return 0.25;
    return 0.5; /* stand against exchange: a fine line */
}

static double world_weight(const AiKnowledge *k, const MoucheWorld *w)
{
    const MoucheView *v = k->view;
    double weight = 1.0;
    int in_before = 0, stock_then = v->stock_left;
    /* the stock each seat saw: what is left now plus what the later declarers drew */
    for (int s = 0; s < v->players; s++)
        stock_then += v->decl[s] == DECL_EXCHANGE ? v->exchanged[s] : 0;
    for (int i = 1; i <= v->players; i++) {
        const int s = (v->dealer + i) % v->players;
        if (v->decl[s] == DECL_NONE)
            break;
        const int later = v->players - i;
        if (s != v->seat && !(v->shown & (1u << s))) {
            MoucheCardSet dealt = 0;
            if (v->decl[s] == DECL_FOLD) {
                dealt = w->hand[s] | w->discards[s];
            } else if (v->decl[s] == DECL_STAND) {
                dealt = w->hand[s] | k->played_by[s];
            } else {
                /* kept: the best of what it holds now and played; thrown: its discards */
                const MoucheCardSet now = w->hand[s] | k->played_by[s];
                dealt = (now & ~mouche_ai_worst_cards(&k->tr, now, v->exchanged[s])) | w->discards[s];
            }
            if (mouche_set_count(dealt) == MOUCHE_HAND_SIZE)
                weight *= declaration_likelihood(k, s, dealt, in_before, later, stock_then);
        }
        if (v->decl[s] == DECL_STAND || v->decl[s] == DECL_EXCHANGE)
            in_before++;
        if (v->decl[s] == DECL_EXCHANGE)
            stock_then -= v->exchanged[s];
    }
    return weight;
}

static void fill_rest(const AiKnowledge *k, AiRng *rng, MoucheCardSet left, MoucheWorld *w)
{
    const MoucheView *v = k->view;
    for (int s = 0; s < v->players; s++) {
        if (s == v->seat)
            continue;
        w->discards[s] = draw(rng, left, k->discard_n[s]);
        left &= ~w->discards[s];
    }
    for (int i = 0; i < k->stock_n && left; i++) {
        const MoucheCard c = mouche_ai_rng_card(rng, left);
        left &= ~mouche_bit(c);
        w->stock[i] = c;
    }
}

/* One attempt at the hard facts; false if it ran into a dead end. */
static bool try_world(const AiKnowledge *k, AiRng *rng, MoucheWorld *w, bool strict)
{
    const MoucheView *v = k->view;
    memset(w, 0, sizeof *w);
    memset(w->stock, MOUCHE_NO_CARD, sizeof w->stock);
    MoucheCardSet left = k->unknown;
    bool done[MOUCHE_MAX_PLAYERS] = { false };
    for (int s = 0; s < v->players; s++) {
        if (s == v->seat) {
            done[s] = true;
            continue;
        }
        const MoucheCardSet shown = shown_of(v, s);
        if (shown) {
            w->hand[s] = shown | draw(rng, left & ~k->forbidden[s], k->hand_n[s] - mouche_set_count(shown));
            left &= ~w->hand[s];
            done[s] = true;
        }
    }
    if (strict) {
        for (int s = 0; s < v->players; s++) {
            if (done[s] || !(k->must_flush & (1u << s)))
                continue;
            /* a suit with enough cards left, chosen by how many flushes it allows */
            double weights[MOUCHE_SUITS], total = 0;
            for (int suit = 0; suit < MOUCHE_SUITS; suit++) {
                const int n = mouche_set_count(left & mouche_suit_set(suit) & ~k->forbidden[s]);
                weights[suit] = n >= k->hand_n[s] ? (double)n * (n - 1) * (n - 2) * (n - 3) * (n - 4) : 0;
                total += weights[suit];
            }
            if (total <= 0)
                return false;
            double r = mouche_ai_rng_unit(rng) * total;
            int suit = 0;
            while (suit < MOUCHE_SUITS - 1 && r >= weights[suit])
                r -= weights[suit++];
            w->hand[s] = draw(rng, left & mouche_suit_set(suit) & ~k->forbidden[s], k->hand_n[s]);
            left &= ~w->hand[s];
            done[s] = true;
        }
    }
    /* the most constrained seats first */
    for (;;) {
        int pick = -1, pick_room = 1 << 20;
        for (int s = 0; s < v->players; s++) {
            if (done[s])
                continue;
            const int room = mouche_set_count(left & ~(strict ? k->forbidden[s] : 0)) - k->hand_n[s];
            if (room < pick_room) {
                pick_room = room;
                pick = s;
            }
        }
        if (pick < 0)
            break;
        if (pick_room < 0)
            return false;
        w->hand[pick] = draw(rng, left & ~(strict ? k->forbidden[pick] : 0), k->hand_n[pick]);
        left &= ~w->hand[pick];
        done[pick] = true;
    }
    if (strict) {
        for (int s = 0; s < v->players; s++) {
            if (s == v->seat || !(k->no_flush & (1u << s)))
                continue;
            if (has_flush(v, w->hand[s] | k->played_by[s]))
                return false;
        }
    }
    fill_rest(k, rng, left, w);
    return true;
}

bool mouche_ai_sample_world(const AiKnowledge *k, AiRng *rng, MoucheWorld *world)
{
    for (int attempt = 0; attempt < 200; attempt++) {
        if (!try_world(k, rng, world, true))
            continue;
        if (k->weighted && attempt < 10) {
            const double wgt = world_weight(k, world);
            if (mouche_ai_rng_unit(rng) >= wgt)
                continue;
        }
        return true;
    }
    for (int attempt = 0; attempt < 50; attempt++)
        if (try_world(k, rng, world, false))
            return false;
    return false;
}
