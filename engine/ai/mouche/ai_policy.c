/* Heuristic decisions from a view: the Beginner and Standard levels, and the
 * parts of every level that need no search (questions, answers, trump). */
#include "ai_heuristic.h"
#include "ai_policy.h"

/* ---- Helpers on views ------------------------------------------------------------ */

MoucheChips mouche_ai_view_stake(const MoucheView *view)
{
    if (view->phase == PHASE_PLAY && view->stake > 0)
        return view->stake;
    return view->pool > 0 ? view->pool : 5;
}

MoucheChips mouche_ai_view_cost(const MoucheView *view)
{
    const MoucheChips stake = mouche_ai_view_stake(view);
    MoucheChips cost = stake;
    if (view->rules.carry == CARRY_CAP && view->rules.cap > 0 && view->rules.cap < cost)
        cost = view->rules.cap;
    return cost < MOUCHE_MOUCHE_LIMIT ? cost : MOUCHE_MOUCHE_LIMIT;
}

double mouche_ai_view_cost_ratio(const MoucheView *view)
{
    return (double)mouche_ai_view_cost(view) / (double)mouche_ai_view_stake(view);
}

int mouche_ai_view_later_seats(const MoucheView *view, int8_t out[MOUCHE_MAX_PLAYERS])
{
    int n = 0;
    if (view->seat == view->dealer)
        return 0;
    for (int i = 1; i < view->players; i++) {
        const int s = (view->seat + i) % view->players;
        out[n++] = (int8_t)s;
        if (s == view->dealer)
            break;
    }
    return n;
}

bool mouche_ai_view_flush_announced(const MoucheView *view)
{
    if (view->shown)
        return true;
    for (int a = 0; a < view->players; a++)
        for (int t = 0; t < view->players; t++)
            if (ai_answer_says_yes(view, view->answers[a][t]) && view->decl[t] == DECL_STAND)
                return true;
    return false;
}

bool mouche_ai_view_my_flush(const MoucheView *view, int *suit, int *points)
{
    if (view->exchanged[view->seat] || mouche_set_count(view->my_hand) != MOUCHE_HAND_SIZE)
        return false;
    return mouche_hand_flush(&view->rules, view->trump, view->my_hand, suit, points);
}

double mouche_ai_temper_margin(int temperament)
{
    switch (temperament) {
    case MOUCHE_TEMPER_CAUTIOUS: return 0.07;
    case MOUCHE_TEMPER_BOLD: return -0.07;
    default: return -0.02;
    }
}

/* Seats in the hand before the viewer, and the expected number of opponents. */
static double expected_opponents(const MoucheView *view)
{
    double opp = 0;
    for (int s = 0; s < view->players; s++)
        if (s != view->seat && (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE))
            opp += 1;
    int8_t later[MOUCHE_MAX_PLAYERS];
    opp += 0.55 * mouche_ai_view_later_seats(view, later);
    return opp < 1 ? 1 : opp;
}

/* Whether my (unshown) flush should stay in against an announced one. */
static bool flush_stays(const MoucheView *view, int suit, int points)
{
    if (!mouche_ai_view_flush_announced(view))
        return true;
    if (view->shown) {
        /* compare with the shown flushes: all known */
        for (int s = 0; s < view->players; s++) {
            if (!(view->shown & (1u << s)))
                continue;
            int os, op;
            MoucheCardSet cards = view->shown_cards;
            if (!mouche_hand_flush(&view->rules, view->trump,
                                   cards & mouche_suit_set(mouche_card_suit(mouche_set_first(cards))), &os, &op))
                continue;
            if (os == view->trump && suit != view->trump)
                return false;
            if ((os == view->trump) == (suit == view->trump) && op >= points)
                return false;
        }
        return true;
    }
    return suit == view->trump || points >= 45;
}

/* ---- Declarations ------------------------------------------------------------------ */

static MoucheAction stand_with_flush(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng)
{
    (void)view;
    return mouche_act(ACT_STAND, mouche_ai_policy_show_flush(cfg, rng) ? 1 : 0, 0);
}

bool mouche_ai_policy_show_flush(const MoucheAiConfig *cfg, AiRng *rng)
{
    /* showing only makes the later seats fold: a hidden flush makes them pay.
     * The cautious show it half the time, out of courtesy. */
    return cfg->temperament == MOUCHE_TEMPER_CAUTIOUS && mouche_ai_rng_unit(rng) < 0.5;
}

static MoucheAction beginner_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng)
{
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    const MoucheCardSet hand = view->my_hand;
    /* good cards: trumps and side kings and queens */
    MoucheCardSet good = hand & tr.trumps;
    for (MoucheCardSet m = hand & ~tr.trumps; m; m &= m - 1) {
        const MoucheCard c = mouche_set_first(m);
        if (mouche_ai_strength(&tr, c) >= RANK_QUEEN)
            good |= mouche_bit(c);
    }
    const int ngood = mouche_set_count(good);
    const int need = cfg->temperament == MOUCHE_TEMPER_BOLD ? 1 : 2;
    if (ngood >= 3 || (ngood >= need && mouche_ai_rng_unit(rng) < 0.5))
        return mouche_act(ACT_STAND, 0, 0);
    const int k = MOUCHE_HAND_SIZE - ngood;
    if (ngood >= 1 && k <= view->stock_left)
        return mouche_act(ACT_EXCHANGE, 0, hand & ~good);
    if (cfg->temperament == MOUCHE_TEMPER_BOLD && view->stock_left >= 3)
        return mouche_act(ACT_EXCHANGE, 0, mouche_ai_worst_cards(&tr, hand, 3));
    return mouche_act(ACT_FOLD, 0, 0);
}

MoucheAction mouche_ai_policy_declare(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng)
{
    int fsuit, fpoints;
    if (mouche_ai_view_my_flush(view, &fsuit, &fpoints)) {
        if (flush_stays(view, fsuit, fpoints))
            return stand_with_flush(view, cfg, rng);
        return mouche_act(ACT_FOLD, 0, 0);
    }
    if (mouche_ai_view_flush_announced(view))
        return mouche_act(ACT_FOLD, 0, 0);
    if (cfg->level == MOUCHE_AI_BEGINNER)
        return beginner_declare(view, cfg, rng);
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    const MoucheCardSet unseen = view->deck & ~view->my_hand & ~mouche_bit(view->turned) & ~view->played;
    double margin = mouche_ai_temper_margin(cfg->temperament);
    const MoucheCard pamphile = (MoucheCard)(SUIT_CLUBS * MOUCHE_RANKS + RANK_JACK);
    if (view->rules.pamphile && mouche_set_has(view->my_hand, pamphile))
        margin -= (double)view->rules.pamphile_pay * (view->players - 1) / mouche_ai_view_stake(view);
    MoucheCardSet discards = 0;
    const int decl = mouche_ai_heur_declare_hand(&tr, view->my_hand, unseen, expected_opponents(view),
                                                 mouche_ai_view_cost_ratio(view), view->stock_left, margin, &discards);
    if (decl == DECL_FOLD)
        return mouche_act(ACT_FOLD, 0, 0);
    if (decl == DECL_EXCHANGE && discards)
        return mouche_act(ACT_EXCHANGE, 0, discards);
    return mouche_act(ACT_STAND, 0, 0);
}

/* ---- Questions and answers -------------------------------------------------------- */

bool mouche_ai_policy_question(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng, MoucheAction *out)
{
    const int me = view->seat;
    int fsuit, fpoints;
    if (mouche_ai_view_flush_announced(view))
        return false;
    if (mouche_ai_view_my_flush(view, &fsuit, &fpoints) && fsuit == view->trump)
        return false;
    double p;
    switch (cfg->temperament) {
    case MOUCHE_TEMPER_BLUFFER: p = 0.95; break;
    case MOUCHE_TEMPER_BOLD: p = 0.2; break;
    default: {
        /* the cautious ask when the answer could keep them in */
        AiTrickRules tr;
        mouche_ai_trick_rules(&tr, &view->rules, view->trump);
        const MoucheCardSet unseen = view->deck & ~view->my_hand & ~mouche_bit(view->turned);
        const double ev =
            mouche_ai_hand_ev(&tr, view->my_hand, unseen, expected_opponents(view), mouche_ai_view_cost_ratio(view));
        p = ev > -0.25 ? 0.7 : 0.1;
    }
    }
    if (cfg->level == MOUCHE_AI_BEGINNER)
        p *= 0.5;
    for (int i = 1; i < view->players; i++) {
        const int t = (me + view->players - i) % view->players; /* the latest stander first */
        if (view->decl[t] != DECL_STAND || (view->shown & (1u << t)))
            continue;
        if (view->asked & ((uint64_t)1 << (me * 8 + t)))
            continue;
        if (mouche_ai_rng_unit(rng) < p) {
            *out = mouche_act(ACT_QUESTION, t, 0);
            return true;
        }
    }
    return false;
}

MoucheAction mouche_ai_policy_answer(const MoucheView *view, const MoucheAiConfig *cfg, AiRng *rng)
{
    int suit, points;
    const bool flush = mouche_set_count(view->my_hand) == MOUCHE_HAND_SIZE && !view->exchanged[view->seat] &&
                       mouche_hand_flush(&view->rules, view->trump, view->my_hand, &suit, &points);
    /* The mix of silent / evasive / plain answers, by temperament. For the Beginner and the Standard
     * bot it does not depend on the hand: only a plain answer tells anything, and truly. The Expert
     * has a tell a player can learn (docs/ai.md, Tells): the cautious one falls silent when it holds
     * the mouche, the bold one turns evasive; the bluffer's mix never changes. (A dealt mouche comes
     * about once in a thousand hands: the tells cost the Expert nothing measurable.) */
    const bool tell = cfg->level == MOUCHE_AI_EXPERT && flush;
    double silent, evasive;
    switch (cfg->temperament) {
    case MOUCHE_TEMPER_CAUTIOUS:
        silent = tell ? 0.90 : 0.55;
        evasive = tell ? 0.05 : 0.15;
        break;
    case MOUCHE_TEMPER_BOLD:
        silent = tell ? 0.10 : 0.45;
        evasive = tell ? 0.85 : 0.40;
        break;
    default:
        silent = 0.15;
        evasive = 0.80;
        break;
    }
    if (cfg->level == MOUCHE_AI_BEGINNER) {
        silent *= 0.8;
        evasive *= 0.8;
    }
    const double r = mouche_ai_rng_unit(rng);
    /* silence=yes: silence is a plain yes, so a player without the mouche
     * says no instead (the evasive share stays the same, telling nothing). */
    if (r < silent && (flush || view->rules.silence != SILENCE_YES))
        return mouche_act(ACT_ANSWER, ANSWER_SILENT, 0);
    if (r >= silent && r < silent + evasive)
        return mouche_act(ACT_ANSWER, ANSWER_EVASIVE, 0);
    return mouche_act(ACT_ANSWER, flush ? ANSWER_YES : ANSWER_NO, 0);
}

MoucheAction mouche_ai_policy_trump(const MoucheView *view)
{
    int best = 0, best_score = -1;
    for (int s = 0; s < MOUCHE_SUITS; s++) {
        int score = 0;
        for (MoucheCardSet m = view->my_hand & mouche_suit_set(s); m; m &= m - 1)
            score += 8 + mouche_card_rank(mouche_set_first(m));
        if (score > best_score) {
            best_score = score;
            best = s;
        }
    }
    return mouche_act(ACT_TRUMP, best, 0);
}

/* ---- Card play --------------------------------------------------------------------- */

MoucheAction mouche_ai_policy_play(const MoucheView *view, int level, AiRng *rng)
{
    (void)rng;
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    MoucheAction acts[MOUCHE_MAX_ACTIONS];
    const int n = mouche_view_legal_actions(view, acts);
    MoucheCardSet playable = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == ACT_PLAY)
            playable |= mouche_bit(acts[i].arg);
    if (!playable)
        return n > 0 ? acts[0] : mouche_act(ACT_PLAY, 0, 0);
    const int in = view->players_in > 0 ? view->players_in : 1;
    const int start = view->tricks_done * in;
    const int ncur = view->nplays - start;
    int led = -1;
    MoucheCard best = MOUCHE_NO_CARD;
    for (int i = start; i < view->nplays; i++) {
        const MoucheCard c = view->play_card[i];
        if (i == start) {
            led = mouche_ai_eff_suit(&tr, c);
            best = c;
        } else if (mouche_ai_beats(&tr, c, best, led))
            best = c;
    }
    const bool last = ncur + 1 == in;
    if (level == MOUCHE_AI_BEGINNER) {
        /* plain play: win with the highest card if it can, otherwise throw the lowest */
        if (led < 0) {
            const MoucheCard top = mouche_ai_highest(&tr, playable);
            return mouche_act(ACT_PLAY,
                              mouche_ai_strength(&tr, top) >= RANK_QUEEN ? top : mouche_ai_lowest(&tr, playable), 0);
        }
        const MoucheCard top = mouche_ai_highest(&tr, playable);
        if (mouche_ai_beats(&tr, top, best, led))
            return mouche_act(ACT_PLAY, top, 0);
        return mouche_act(ACT_PLAY, mouche_ai_lowest(&tr, playable), 0);
    }
    const MoucheCardSet others = mouche_view_unknown(view);
    const MoucheCard c =
        mouche_ai_heur_play_view(&tr, view->my_hand, playable, others, led, best, last, view->tricks_won[view->seat]);
    return mouche_act(ACT_PLAY, c, 0);
}
