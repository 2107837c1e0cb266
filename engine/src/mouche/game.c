/* Driving a game: start, legal actions, checks and the application of actions. */
#include <stdio.h>

#include "mouche_internal.h"

bool mouche_start(MoucheState *st, const MoucheRules *rules, int players, int hands, uint64_t seed,
                  const MoucheSink *sink, char *why, size_t why_size)
{
    char scratch[128];
    if (!why || !why_size) {
        why = scratch;
        why_size = sizeof scratch;
    }
    if (!mouche_rules_validate(rules, why, why_size))
        return false;
    if (players < MOUCHE_MIN_PLAYERS || players > MOUCHE_MAX_PLAYERS) {
        snprintf(why, why_size, "players must be from 3 to 6, not %d", players);
        return false;
    }
    if (hands < 0 || hands > 30000) {
        snprintf(why, why_size, "hands must be from 0 (endless) to 30000, not %d", hands);
        return false;
    }
    memset(st, 0, sizeof *st);
    st->rules = *rules;
    st->seed = seed;
    mouche_rng_seed(st->rng, seed);
    st->players = (int8_t)players;
    st->hands_total = (int16_t)hands;
    st->to_move = -1;
    st->asker = -1;
    st->flush_winner = -1;
    const int lowest = mouche_deck_lowest_rank(rules, players);
    for (int suit = 0; suit < MOUCHE_SUITS; suit++)
        for (int rank = lowest; rank < MOUCHE_RANKS; rank++)
            st->deck |= mouche_bit(mouche_card(suit, rank));
    st->deck_size = (uint8_t)mouche_set_count(st->deck);
    for (int s = 0; s < players; s++)
        st->balances[s] = rules->start;
    if (sink) {
        MoucheEvent ev = event_of(EV_GAME_START, -1);
        ev.players = st->players;
        ev.seed = seed;
        mouche_emit(sink, &ev);
    }
    mouche_deal_first_dealer(st, sink);
    mouche_deal_hand(st, sink);
    return true;
}

MoucheChips mouche_total_chips(const MoucheState *st)
{
    MoucheChips total = st->pool;
    for (int s = 0; s < st->players; s++)
        total += st->balances[s];
    for (int i = 0; i < st->npending; i++)
        total += st->pending[i];
    return total;
}

/* ---- Legal actions ---- */

static bool may_question(const MoucheState *st, int asker, int target)
{
    return target != asker && st->decl[target] == DECL_STAND && !(st->shown & (1u << target)) &&
           !(st->asked & (1ull << (asker * 8 + target)));
}

unsigned mouche_question_targets(const MoucheState *st)
{
    if (st->phase != PHASE_DECLARE)
        return 0;
    /* may_question for every seat at once, without a branch per seat */
    const int asker = st->to_move;
    unsigned standers = 0;
    for (int t = 0; t < MOUCHE_MAX_PLAYERS; t++)
        standers |= (unsigned)(st->decl[t] == DECL_STAND) << t; /* none past players */
    const unsigned asked = (unsigned)(st->asked >> (asker * 8)) & 0xFFu;
    return standers & ~(unsigned)st->shown & ~asked & ~(1u << asker);
}

int mouche_legal_actions(const MoucheState *st, MoucheAction *out)
{
    int n = 0;
    const int seat = st->to_move;
    switch (st->phase) {
    case PHASE_TRUMP_CHOICE:
        for (int suit = 0; suit < MOUCHE_SUITS; suit++)
            out[n++] = mouche_act(ACT_TRUMP, suit, 0);
        break;
    case PHASE_DECLARE: {
        out[n++] = mouche_act(ACT_FOLD, 0, 0);
        out[n++] = mouche_act(ACT_STAND, 0, 0);
        if (mouche_hand_flush(&st->rules, st->trump, st->hand[seat], NULL, NULL))
            out[n++] = mouche_act(ACT_STAND, 1, 0);
        /* Every non-empty subset of the hand no larger than the stock; each
         * subset's mask is a smaller subset's mask plus its lowest card. */
        const int max_k = st->stock_len < MOUCHE_HAND_SIZE ? st->stock_len : MOUCHE_HAND_SIZE;
        MoucheCardSet card_bit[MOUCHE_HAND_SIZE], subset_mask[1u << MOUCHE_HAND_SIZE];
        int ncards = 0;
        for (MoucheCardSet r = st->hand[seat]; r; r &= r - 1)
            card_bit[ncards++] = r & (~r + 1);
        subset_mask[0] = 0;
        for (unsigned subset = 1; subset < (1u << ncards); subset++) {
            subset_mask[subset] = subset_mask[subset & (subset - 1)] | card_bit[__builtin_ctz(subset)];
            if (max_k >= MOUCHE_HAND_SIZE || mouche_set_count(subset) <= max_k)
                out[n++] = mouche_act(ACT_EXCHANGE, 0, subset_mask[subset]);
        }
        for (int t = 0; t < st->players; t++)
            if (may_question(st, seat, t))
                out[n++] = mouche_act(ACT_QUESTION, t, 0);
        break;
    }
    case PHASE_ANSWER: {
        const bool has = mouche_hand_flush(&st->rules, st->trump, st->hand[seat], NULL, NULL);
        if (has || st->rules.silence != SILENCE_YES)
            out[n++] = mouche_act(ACT_ANSWER, ANSWER_SILENT, 0);
        out[n++] = mouche_act(ACT_ANSWER, ANSWER_EVASIVE, 0);
        out[n++] = mouche_act(ACT_ANSWER, has ? ANSWER_YES : ANSWER_NO, 0);
        break;
    }
    case PHASE_PLAY:
        for (MoucheCardSet r = mouche_playable(st); r; r &= r - 1)
            out[n++] = mouche_act(ACT_PLAY, mouche_set_first(r), 0);
        break;
    case PHASE_HAND_OVER: out[n++] = mouche_act(ACT_NEXT_HAND, 0, 0); break;
    default: break;
    }
    return n;
}

static MoucheRefusal check_declare(const MoucheState *st, MoucheAction a)
{
    const int seat = st->to_move;
    switch (a.kind) {
    case ACT_FOLD: return REFUSE_NONE;
    case ACT_STAND:
        if (a.arg > 1)
            return REFUSE_BAD_ACTION;
        if (a.arg && !mouche_hand_flush(&st->rules, st->trump, st->hand[seat], NULL, NULL))
            return REFUSE_NO_FLUSH_TO_SHOW;
        return REFUSE_NONE;
    case ACT_EXCHANGE: {
        const int k = mouche_set_count(a.cards);
        if ((a.cards & ~st->hand[seat]) != 0)
            return REFUSE_CARD_NOT_HELD;
        if (k < 1 || k > MOUCHE_HAND_SIZE || k > st->stock_len)
            return REFUSE_EXCHANGE_SIZE;
        return REFUSE_NONE;
    }
    case ACT_QUESTION:
        if (a.arg >= st->players || a.arg == seat)
            return REFUSE_BAD_ACTION;
        if (st->asked & (1ull << (seat * 8 + a.arg)))
            return REFUSE_ALREADY_ASKED;
        if (!may_question(st, seat, a.arg))
            return REFUSE_NOT_A_STANDER;
        return REFUSE_NONE;
    default: return REFUSE_WRONG_PHASE;
    }
}

/* Arguments an action kind does not use must be zero, so that every action
 * has one spelling (saves and replays compare them). */
static bool well_formed(MoucheAction a)
{
    switch (a.kind) {
    case ACT_FOLD:
    case ACT_NEXT_HAND: return a.arg == 0 && a.cards == 0;
    case ACT_EXCHANGE: return a.arg == 0;
    case ACT_STAND:
    case ACT_QUESTION:
    case ACT_ANSWER:
    case ACT_TRUMP:
    case ACT_PLAY: return a.cards == 0;
    default: return false;
    }
}

MoucheRefusal mouche_check(const MoucheState *st, MoucheAction a)
{
    /* the most frequent check first: a card played in trick play */
    if (a.kind == ACT_PLAY && st->phase == PHASE_PLAY && a.cards == 0)
        return mouche_trick_check_play(st, a.arg);
    if (!well_formed(a))
        return REFUSE_BAD_ACTION;
    switch (st->phase) {
    case PHASE_GAME_OVER: return REFUSE_GAME_OVER;
    case PHASE_HAND_OVER: return a.kind == ACT_NEXT_HAND ? REFUSE_NONE : REFUSE_WRONG_PHASE;
    case PHASE_TRUMP_CHOICE:
        if (a.kind != ACT_TRUMP)
            return REFUSE_WRONG_PHASE;
        return a.arg < MOUCHE_SUITS ? REFUSE_NONE : REFUSE_BAD_ACTION;
    case PHASE_DECLARE: return check_declare(st, a);
    case PHASE_ANSWER: {
        if (a.kind != ACT_ANSWER)
            return REFUSE_WRONG_PHASE;
        if (a.arg == ANSWER_EVASIVE)
            return REFUSE_NONE;
        const bool silence_says_yes = st->rules.silence == SILENCE_YES;
        if (a.arg == ANSWER_SILENT && !silence_says_yes)
            return REFUSE_NONE;
        if (a.arg != ANSWER_SILENT && a.arg != ANSWER_YES && a.arg != ANSWER_NO)
            return REFUSE_BAD_ACTION;
        const bool has = mouche_hand_flush(&st->rules, st->trump, st->hand[st->to_move], NULL, NULL);
        if (a.arg == ANSWER_SILENT)
            return has ? REFUSE_NONE : REFUSE_SILENCE_IS_YES; /* silence is taken as a yes */
        return has == (a.arg == ANSWER_YES) ? REFUSE_NONE : REFUSE_LIE;
    }
    case PHASE_PLAY:
        if (a.kind != ACT_PLAY)
            return REFUSE_WRONG_PHASE;
        return mouche_trick_check_play(st, a.arg);
    default: return REFUSE_BAD_ACTION;
    }
}

/* ---- Applying actions ---- */

static void emit_declare(const MoucheState *st, int seat, MoucheCardSet discard, const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_DECLARE, seat);
    ev.decl = st->decl[seat];
    if (st->decl[seat] == DECL_EXCHANGE) {
        for (MoucheCardSet r = discard; r; r &= r - 1)
            ev.cards[ev.ncards++] = mouche_set_first(r);
        for (int i = 0; i < st->exchanged[seat]; i++)
            ev.cards2[ev.ncards2++] = st->stock[st->stock_top - st->exchanged[seat] + i];
    } else if (st->shown & (1u << seat)) {
        ev.index = 1; /* shown */
        for (MoucheCardSet r = st->hand[seat]; r; r &= r - 1)
            ev.cards[ev.ncards++] = mouche_set_first(r);
    }
    mouche_emit(sink, &ev);
}

static void next_declarer(MoucheState *st, int seat, const MoucheSink *sink)
{
    if (seat == st->dealer) {
        mouche_settle_declarations(st, sink);
        return;
    }
    const int next = next_seat(st, seat);
    if (next == st->dealer) {
        bool all_folded = true;
        for (int s = 0; s < st->players; s++)
            if (s != st->dealer && st->decl[s] != DECL_FOLD)
                all_folded = false;
        if (all_folded) {
            mouche_settle_all_folded(st, sink);
            return;
        }
    }
    st->to_move = (int8_t)next;
}

static void apply_declare(MoucheState *st, MoucheAction a, const MoucheSink *sink)
{
    const int seat = st->to_move;
    if (a.kind == ACT_QUESTION) {
        st->asked |= 1ull << (seat * 8 + a.arg);
        st->asker = (int8_t)seat;
        st->phase = PHASE_ANSWER;
        st->to_move = (int8_t)a.arg;
        if (sink) {
            MoucheEvent ev = event_of(EV_QUESTION, seat);
            ev.target = (int8_t)a.arg;
            mouche_emit(sink, &ev);
        }
        return;
    }
    if (a.kind == ACT_FOLD) {
        st->decl[seat] = DECL_FOLD;
    } else if (a.kind == ACT_STAND) {
        st->decl[seat] = DECL_STAND;
        if (a.arg)
            st->shown |= (uint8_t)(1u << seat);
    } else {
        const int k = mouche_set_count(a.cards);
        MoucheCardSet drawn = 0;
        for (int i = 0; i < k; i++)
            drawn |= mouche_bit(st->stock[st->stock_top + i]);
        st->stock_top = (uint8_t)(st->stock_top + k);
        st->stock_len = (uint8_t)(st->stock_len - k);
        st->hand[seat] = (st->hand[seat] & ~a.cards) | drawn;
        st->discards[seat] |= a.cards;
        st->drawn[seat] |= drawn;
        st->decl[seat] = DECL_EXCHANGE;
        st->exchanged[seat] = (uint8_t)k;
    }
    if (sink)
        emit_declare(st, seat, a.cards, sink);
    next_declarer(st, seat, sink);
}

/* The events of trick play, kept out of apply_play: with no sink (search,
 * random play) the hot path then needs no room for an event. */
__attribute__((noinline)) static void emit_play(const MoucheState *st, int seat, MoucheCard card,
                                                const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_PLAY, seat);
    ev.ncards = 1;
    ev.cards[0] = card;
    ev.trick = (int16_t)(st->tricks_done + 1);
    mouche_emit(sink, &ev);
}

__attribute__((noinline)) static void emit_trick(const MoucheState *st, int winner, const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_TRICK, winner);
    ev.trick = st->tricks_done;
    for (int i = st->nplays - st->players_in; i < st->nplays; i++) {
        ev.cards[ev.ncards] = st->play_card[i];
        ev.seats2[ev.ncards++] = st->play_seat[i];
    }
    mouche_emit(sink, &ev);
}

/* The last card of a trick is down: its winner is paid a fifth and leads, or the hand is settled. */
__attribute__((noinline)) static void take_trick(MoucheState *st, const MoucheSink *sink)
{
    const int winner = st->play_seat[st->trick_best];
    st->trick_winner[st->tricks_done] = (int8_t)winner;
    st->tricks_won[winner]++;
    st->tricks_done++;
    if (sink)
        emit_trick(st, winner, sink);
    mouche_pay(st, MOUCHE_PARTY_POOL, winner, mouche_trick_share(st->stake), PAY_TRICK, sink);
    st->follow_mask = st->head_mask = st->void_mask = 0; /* the next trick is led: any card */
    if (st->tricks_done == MOUCHE_TRICKS)
        mouche_settle_tricks(st, sink);
    else
        st->to_move = (int8_t)winner;
}

static void apply_play(MoucheState *st, MoucheCard card, const MoucheSink *sink)
{
    const int seat = st->to_move;
    st->hand[seat] &= ~mouche_bit(card);
    st->played |= mouche_bit(card);
    const int in_trick = trick_cards_in_progress(st); /* before this card */
    st->play_seat[st->nplays] = (int8_t)seat;
    st->play_card[st->nplays] = card;
    const bool takes_lead = in_trick == 0 || trick_beats(st, card, st->play_card[st->trick_best]);
    st->trick_best = takes_lead ? st->nplays : st->trick_best;
    st->nplays++;
    if (sink)
        emit_play(st, seat, card, sink);
    if (card == PAMPHILE_CARD && pamphile_active(st) && !st->pamphile_settled)
        mouche_pay_pamphile(st, seat, sink);
    if (in_trick + 1 == st->players_in) {
        take_trick(st, sink);
        return;
    }
    /* the next seat in the hand, to the right, from the mask of seats in */
    const unsigned in = st->in_mask, later = in & ~((2u << seat) - 1);
    st->to_move = (int8_t)__builtin_ctz(later ? later : in);
    if (takes_lead)
        mouche_trick_update_masks(st); /* the led suit and the best card are what they depend on */
}

/* Every action but a card played in trick play: checked, then applied. Out
 * of line, so that the path of a card played stays short. */
__attribute__((noinline)) static MoucheRefusal apply_checked(MoucheState *st, MoucheAction a, const MoucheSink *sink)
{
    const MoucheRefusal why = mouche_check(st, a);
    if (why != REFUSE_NONE)
        return why;
    st->actions_applied++;
    switch (a.kind) {
    case ACT_NEXT_HAND:
        st->dealer = (int8_t)next_seat(st, st->dealer);
        mouche_deal_hand(st, sink);
        break;
    case ACT_TRUMP:
        st->trump = (int8_t)a.arg;
        st->phase = PHASE_DECLARE;
        st->to_move = (int8_t)next_seat(st, st->dealer);
        if (sink) {
            MoucheEvent ev = event_of(EV_TRUMP_CHOSEN, st->dealer);
            ev.suit = (int8_t)a.arg;
            mouche_emit(sink, &ev);
        }
        break;
    case ACT_ANSWER: {
        const int target = st->to_move;
        st->answers[st->asker][target] = a.arg;
        st->phase = PHASE_DECLARE;
        st->to_move = st->asker;
        if (sink) {
            MoucheEvent ev = event_of(EV_ANSWER, target);
            ev.target = st->asker;
            ev.answer = a.arg;
            mouche_emit(sink, &ev);
        }
        st->asker = -1;
        break;
    }
    case ACT_PLAY: /* only in trick play, which mouche_apply takes first */ apply_play(st, a.arg, sink); break;
    default: apply_declare(st, a, sink); break;
    }
    return REFUSE_NONE;
}

MoucheRefusal mouche_apply(MoucheState *st, MoucheAction a, const MoucheSink *sink)
{
    if (a.kind == ACT_PLAY && st->phase == PHASE_PLAY && a.cards == 0) { /* the most frequent action */
        /* a playable card is held; any other is refused with its reason */
        if (a.arg >= MOUCHE_DECK_MAX || !mouche_set_has(trick_playable(st), a.arg))
            return mouche_trick_check_play(st, a.arg);
        st->actions_applied++;
        apply_play(st, a.arg, sink);
        return REFUSE_NONE;
    }
    return apply_checked(st, a, sink);
}

const char *mouche_refusal_text(MoucheRefusal why)
{
    static const char *const TEXT[REFUSE_COUNT] = {
        [REFUSE_NONE] = "legal",
        [REFUSE_BAD_ACTION] = "not a valid action",
        [REFUSE_WRONG_PHASE] = "that is not the decision asked for now",
        [REFUSE_CARD_NOT_HELD] = "that card is not in the hand",
        [REFUSE_EXCHANGE_SIZE] = "exchange 1 to 5 cards, no more than the stock holds",
        [REFUSE_NO_FLUSH_TO_SHOW] = "there is no flush to show",
        [REFUSE_NOT_A_STANDER] = "only a player who stood can be questioned",
        [REFUSE_ALREADY_ASKED] = "that player was already asked",
        [REFUSE_LIE] = "a plain answer must be true",
        [REFUSE_MUST_FOLLOW] = "you must follow suit",
        [REFUSE_MUST_HEAD] = "you must play a higher card of the suit led",
        [REFUSE_MUST_TRUMP] = "you must trump",
        [REFUSE_MUST_OVERTRUMP] = "you must overtrump",
        [REFUSE_GAME_OVER] = "the game is over",
        [REFUSE_SILENCE_IS_YES] = "silence is taken as a yes: only a player who has the mouche may stay silent",
    };
    return why < REFUSE_COUNT && TEXT[why] ? TEXT[why] : "unknown reason";
}
