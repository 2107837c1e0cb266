/* La Bête: starting a game, the deal, bidding, the Curieuse and trick play
 * (docs/rules-bete.md 1-6). Payments and the end of a deal: bete_settle.c. */
#include <stdio.h>
#include <stdlib.h>

#include "bete_internal.h"
#include "../common/common.h"
#include "mouche/rng.h"

/* Packet sizes of each deal option, ending with 0 (as La Mouche's). */
static const uint8_t PACKETS[][4] = {
    [DEAL_3_2] = { 3, 2, 0, 0 },
    [DEAL_2_3] = { 2, 3, 0, 0 },
    [DEAL_2_2_1] = { 2, 2, 1, 0 },
    [DEAL_2_1_2] = { 2, 1, 2, 0 },
};

static void emit_deal_figures(const BeteState *st, BeteEvent *ev)
{
    ev->deal = st->deal_no;
    ev->players = st->players;
    memcpy(ev->balances, st->balances, sizeof ev->balances);
    ev->stakes = st->stakes;
    ev->king = st->king;
    ev->plaques_reserve = st->plaques_reserve;
    ev->plaques_at_stake = st->plaques_at_stake;
    ev->nbetes = st->nbetes;
    memcpy(ev->betes, st->betes, sizeof ev->betes);
}

/* The first dealer: drawn as in La Mouche. */
static void draw_first_dealer(BeteState *st, const BeteSink *sink)
{
    BeteEvent ev = bete_event_of(BETE_EV_FIRST_DEALER, 0);
    st->dealer = ev.seat = (int8_t)mouche_deal_draw_first_dealer(st->rng, st->players, ev.cards);
    ev.ncards = (uint8_t)st->players;
    bete_emit(sink, &ev);
}

static void start_bidding(BeteState *st)
{
    memset(st->bid, 0, sizeof st->bid);
    st->bids_said = 0;
    st->phase = BETE_PHASE_BID;
    st->to_move = (int8_t)bete_eldest(st);
}

static void deal_cards(BeteState *st, const BeteSink *sink)
{
    MoucheCard order[BETE_DECK_MAX];
    int n = 0;
    for (MoucheCardSet rest = st->deck; rest; rest &= rest - 1)
        order[n++] = mouche_set_first(rest);
    mouche_deal_shuffle(st->rng, order, n);

    memset(st->dealt, 0, sizeof st->dealt);
    memset(st->hand, 0, sizeof st->hand);
    memset(st->tricks_won, 0, sizeof st->tricks_won);
    memset(st->trick_winner, -1, sizeof st->trick_winner);
    st->nplays = st->tricks_done = st->trick_best = 0;
    st->declarer = st->contrer = st->winner = -1;
    st->outcome = BETE_OUT_NONE;
    st->curieuse_done = false;
    st->void_upcard = MOUCHE_NO_CARD;

    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_DEAL_START, st->dealer);
        emit_deal_figures(st, &ev);
        ev.ncards = (uint8_t)n;
        memcpy(ev.cards, order, (size_t)n);
        bete_emit(sink, &ev);
        bete_emit(sink,
                  &(BeteEvent){ .type = BETE_EV_SHUFFLE, .seat = st->dealer, .target = -1, .suit = -1, .winner = -1 });
        const int cutter = (st->dealer + st->players - 1) % st->players;
        bete_emit(sink,
                  &(BeteEvent){ .type = BETE_EV_CUT, .seat = (int8_t)cutter, .target = -1, .suit = -1, .winner = -1 });
    }
    bete_stake_deal(st, sink);

    int next = 0;
    const uint8_t *packets = PACKETS[st->rules.deal];
    for (int p = 0; packets[p]; p++) {
        int seat = bete_eldest(st);
        for (int k = 0; k < st->players; k++, seat = bete_next_seat(st, seat)) {
            for (int c = 0; c < packets[p]; c++) {
                const MoucheCard card = order[next++];
                if (sink) {
                    BeteEvent ev = bete_event_of(BETE_EV_DEAL_CARD, seat);
                    ev.index = (uint8_t)mouche_set_count(st->dealt[seat]);
                    ev.packet = (uint8_t)p;
                    ev.ncards = 1;
                    ev.cards[0] = card;
                    bete_emit(sink, &ev);
                }
                st->dealt[seat] |= mouche_bit(card);
            }
        }
    }
    memcpy(st->hand, st->dealt, sizeof st->hand);
    st->talon_len = (uint8_t)(n - next);
    memcpy(st->talon, order + next, st->talon_len);
    st->talon_top = 0;
    st->turned = st->talon[0];
    st->trump = (int8_t)mouche_card_suit(st->turned);
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_TRUMP_TURNED, st->dealer);
        ev.ncards = 1;
        ev.cards[0] = st->turned;
        ev.suit = st->trump;
        ev.ncards2 = (uint8_t)(st->talon_len - 1);
        memcpy(ev.cards2, st->talon + 1, ev.ncards2);
        bete_emit(sink, &ev);
    }
    start_bidding(st);
}

bool bete_start(BeteState *st, const BeteRules *rules, int players, int deals, uint64_t seed, const BeteSink *sink,
                char *why, size_t why_size)
{
    if (!bete_rules_validate(rules, why, why_size))
        return false;
    if (players < BETE_MIN_PLAYERS || players > BETE_MAX_PLAYERS) {
        if (why && why_size)
            snprintf(why, why_size, "La Bête is for 3 to 7 players, not %d", players);
        return false;
    }
    if (deals < 0 || deals > 30000) {
        if (why && why_size)
            snprintf(why, why_size, "deals must be from 0 (endless) to 30000");
        return false;
    }
    memset(st, 0, sizeof *st);
    /* Field by field, so that the struct's padding is zero whoever made the
     * rules: a game started and the same game loaded compare equal. */
    st->rules.deal = rules->deal;
    st->rules.curieuse = rules->curieuse;
    st->rules.contre = rules->contre;
    st->rules.start = rules->start;
    st->rules.plaque = rules->plaque;
    st->seed = seed;
    mouche_rng_seed(st->rng, seed);
    st->players = (int8_t)players;
    st->deals_total = (int16_t)deals;
    st->deal_no = 1;
    st->to_move = -1;
    st->deck_size = (uint8_t)bete_deck_size(players);
    const int lowest = bete_deck_lowest_rank(players);
    for (int s = 0; s < MOUCHE_SUITS; s++)
        for (int r = lowest; r <= RANK_KING; r++)
            st->deck |= mouche_bit(mouche_card(s, r));
    for (int s = 0; s < players; s++)
        st->balances[s] = rules->start;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_GAME_START, -1);
        ev.players = (int8_t)players;
        ev.seed = seed;
        bete_emit(sink, &ev);
    }
    draw_first_dealer(st, sink);
    deal_cards(st, sink);
    return true;
}

/* ---- Play rules ---------------------------------------------------------- */

bool bete_trick_beats(int trump, MoucheCard challenger, MoucheCard best)
{
    const int cs = mouche_card_suit(challenger), bs = mouche_card_suit(best);
    if (cs == bs)
        return mouche_card_rank(challenger) > mouche_card_rank(best);
    return cs == trump;
}

MoucheCardSet bete_playable_cards(int trump, MoucheCardSet hand, MoucheCard led, MoucheCard best, MoucheRefusal *rule)
{
    if (rule)
        *rule = REFUSE_NONE;
    if (led == MOUCHE_NO_CARD)
        return hand;
    const MoucheCardSet follow = hand & mouche_suit_set(mouche_card_suit(led));
    if (follow) {
        if (rule && follow != hand)
            *rule = REFUSE_MUST_FOLLOW;
        return follow;
    }
    const MoucheCardSet trumps = trump >= 0 ? hand & mouche_suit_set(trump) : 0;
    MoucheCardSet heads = 0;
    for (MoucheCardSet rest = trumps; rest; rest &= rest - 1)
        if (bete_trick_beats(trump, mouche_set_first(rest), best))
            heads |= mouche_bit(mouche_set_first(rest));
    if (heads) {
        if (rule && heads != hand)
            *rule = mouche_card_suit(best) == trump ? REFUSE_MUST_OVERTRUMP : REFUSE_MUST_TRUMP;
        return heads;
    }
    return hand;
}

static MoucheCardSet playable_now(const BeteState *st, MoucheRefusal *rule)
{
    const int start = bete_trick_start(st);
    const bool leading = st->nplays == start;
    const MoucheCard led = leading ? MOUCHE_NO_CARD : st->play_card[start];
    const MoucheCard best = leading ? MOUCHE_NO_CARD : st->play_card[st->trick_best];
    return bete_playable_cards(st->trump, st->hand[st->to_move], led, best, rule);
}

/* ---- Legal actions ------------------------------------------------------- */

int bete_legal_actions(const BeteState *st, BeteAction *out)
{
    int n = 0;
    switch (st->phase) {
    case BETE_PHASE_BID:
        out[n++] = bete_act(BETE_ACT_PASS, 0);
        if (st->declarer < 0)
            out[n++] = bete_act(BETE_ACT_PLAY_BID, 0);
        else if (st->rules.contre && st->contrer < 0)
            out[n++] = bete_act(BETE_ACT_CONTRE, 0);
        break;
    case BETE_PHASE_CURIEUSE:
        out[n++] = bete_act(BETE_ACT_CURIEUSE, 0);
        out[n++] = bete_act(BETE_ACT_CURIEUSE, 1);
        break;
    case BETE_PHASE_PLAY:
        for (MoucheCardSet rest = playable_now(st, NULL); rest; rest &= rest - 1)
            out[n++] = bete_act(BETE_ACT_PLAY, mouche_set_first(rest));
        break;
    case BETE_PHASE_DEAL_OVER: out[n++] = bete_act(BETE_ACT_NEXT_DEAL, 0); break;
    default: break;
    }
    return n;
}

MoucheRefusal bete_check(const BeteState *st, BeteAction a)
{
    if (st->phase == BETE_PHASE_GAME_OVER)
        return REFUSE_GAME_OVER;
    switch (a.kind) {
    case BETE_ACT_PASS:
    case BETE_ACT_PLAY_BID:
    case BETE_ACT_CONTRE:
        if (st->phase != BETE_PHASE_BID)
            return REFUSE_WRONG_PHASE;
        if (a.arg)
            return REFUSE_BAD_ACTION;
        if (a.kind == BETE_ACT_PLAY_BID && st->declarer >= 0)
            return REFUSE_BAD_ACTION;
        if (a.kind == BETE_ACT_CONTRE && (st->declarer < 0 || !st->rules.contre || st->contrer >= 0))
            return REFUSE_BAD_ACTION;
        return REFUSE_NONE;
    case BETE_ACT_CURIEUSE:
        if (st->phase != BETE_PHASE_CURIEUSE)
            return REFUSE_WRONG_PHASE;
        return a.arg <= 1 ? REFUSE_NONE : REFUSE_BAD_ACTION;
    case BETE_ACT_PLAY: {
        if (st->phase != BETE_PHASE_PLAY)
            return REFUSE_WRONG_PHASE;
        if (a.arg >= MOUCHE_DECK_MAX)
            return REFUSE_BAD_ACTION;
        if (!mouche_set_has(st->hand[st->to_move], a.arg))
            return REFUSE_CARD_NOT_HELD;
        MoucheRefusal rule;
        const MoucheCardSet ok = playable_now(st, &rule);
        return mouche_set_has(ok, a.arg) ? REFUSE_NONE : rule;
    }
    case BETE_ACT_NEXT_DEAL:
        if (st->phase != BETE_PHASE_DEAL_OVER)
            return REFUSE_WRONG_PHASE;
        return a.arg ? REFUSE_BAD_ACTION : REFUSE_NONE;
    default: return REFUSE_BAD_ACTION;
    }
}

MoucheRefusal bete_explain_play(const BeteState *st, MoucheCard card, MouchePlayNote *note)
{
    mouche_play_note_begin(note, bete_check(st, bete_act(BETE_ACT_PLAY, card)), card, st->trump);
    const int start = bete_trick_start(st);
    if (note->rule == REFUSE_NONE || st->phase != BETE_PHASE_PLAY || note->rule == REFUSE_CARD_NOT_HELD ||
        note->rule == REFUSE_BAD_ACTION || st->nplays == start)
        return note->rule;
    const MoucheCard led = st->play_card[start];
    mouche_play_note_duty(note, false, led, st->play_card[st->trick_best], mouche_card_suit(led),
                          playable_now(st, NULL), 0);
    return note->rule;
}

/* ---- Applying actions ---------------------------------------------------- */

static void end_bidding(BeteState *st, const BeteSink *sink)
{
    if (st->declarer >= 0) {
        st->phase = BETE_PHASE_PLAY;
        st->to_move = (int8_t)bete_eldest(st);
        return;
    }
    const bool talon_left = st->talon_top + 1 < st->talon_len;
    if (st->rules.curieuse && !st->curieuse_done && talon_left) {
        st->phase = BETE_PHASE_CURIEUSE;
        st->bids_said = 0;
        st->to_move = (int8_t)bete_eldest(st);
        return;
    }
    bete_settle(st, sink);
}

static void apply_bid(BeteState *st, BeteAction a, const BeteSink *sink)
{
    const int seat = st->to_move;
    const BeteBid bid = a.kind == BETE_ACT_PLAY_BID ? BID_PLAY : a.kind == BETE_ACT_CONTRE ? BID_CONTRE : BID_PASS;
    st->bid[seat] = (uint8_t)bid;
    st->bids_said++;
    if (bid == BID_PLAY)
        st->declarer = (int8_t)seat;
    if (bid == BID_CONTRE)
        st->contrer = (int8_t)seat;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_BID, seat);
        ev.bid = (uint8_t)bid;
        bete_emit(sink, &ev);
    }
    if (bid == BID_CONTRE || st->bids_said == st->players)
        end_bidding(st, sink);
    else
        st->to_move = (int8_t)bete_next_seat(st, seat);
}

static void apply_curieuse(BeteState *st, BeteAction a, const BeteSink *sink)
{
    const int seat = st->to_move;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_CURIEUSE, seat);
        ev.arg = a.arg;
        bete_emit(sink, &ev);
    }
    if (!a.arg) {
        if (++st->bids_said == st->players)
            bete_settle(st, sink);
        else
            st->to_move = (int8_t)bete_next_seat(st, seat);
        return;
    }
    for (int s = 0; s < st->players; s++)
        bete_pay(st, s, BETE_PARTY_STAKES, 1, BETE_PAY_CURIEUSE, sink);
    st->void_upcard = st->talon[st->talon_top++];
    st->turned = st->talon[st->talon_top];
    st->trump = (int8_t)mouche_card_suit(st->turned);
    st->curieuse_done = true;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_CURIEUSE_TURN, seat);
        ev.ncards = 1;
        ev.cards[0] = st->turned;
        ev.ncards2 = 1;
        ev.cards2[0] = st->void_upcard;
        ev.suit = st->trump;
        bete_emit(sink, &ev);
    }
    start_bidding(st);
}

static void apply_play(BeteState *st, MoucheCard card, const BeteSink *sink)
{
    const int seat = st->to_move;
    const int start = bete_trick_start(st);
    st->hand[seat] &= ~mouche_bit(card);
    st->play_seat[st->nplays] = (int8_t)seat;
    st->play_card[st->nplays] = card;
    if (st->nplays == start || bete_trick_beats(st->trump, card, st->play_card[st->trick_best]))
        st->trick_best = st->nplays;
    st->nplays++;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_PLAY, seat);
        ev.ncards = 1;
        ev.cards[0] = card;
        bete_emit(sink, &ev);
    }
    if (st->nplays - start < st->players) {
        st->to_move = (int8_t)bete_next_seat(st, seat);
        return;
    }
    const int winner = st->play_seat[st->trick_best];
    st->trick_winner[st->tricks_done] = (int8_t)winner;
    st->tricks_won[winner]++;
    st->tricks_done++;
    if (sink) {
        BeteEvent ev = bete_event_of(BETE_EV_TRICK, winner);
        ev.trick = st->tricks_done;
        ev.ncards = (uint8_t)st->players;
        memcpy(ev.cards, st->play_card + start, (size_t)st->players);
        memcpy(ev.seats2, st->play_seat + start, (size_t)st->players);
        bete_emit(sink, &ev);
    }
    if (st->tricks_done == BETE_TRICKS)
        bete_settle(st, sink);
    else
        st->to_move = (int8_t)winner;
}

MoucheRefusal bete_apply(BeteState *st, BeteAction a, const BeteSink *sink)
{
    const MoucheRefusal why = bete_check(st, a);
    if (why != REFUSE_NONE)
        return why;
    st->actions_applied++;
    switch (a.kind) {
    case BETE_ACT_PASS:
    case BETE_ACT_PLAY_BID:
    case BETE_ACT_CONTRE: apply_bid(st, a, sink); break;
    case BETE_ACT_CURIEUSE: apply_curieuse(st, a, sink); break;
    case BETE_ACT_PLAY: apply_play(st, a.arg, sink); break;
    default: /* BETE_ACT_NEXT_DEAL */
        st->dealer = (int8_t)bete_next_seat(st, st->dealer);
        st->deal_no++;
        deal_cards(st, sink);
        break;
    }
    return REFUSE_NONE;
}

/* ---- Figures --------------------------------------------------------------- */

MoucheChips bete_total_chips(const BeteState *st)
{
    MoucheChips total =
        st->stakes + st->king + (MoucheChips)(st->plaques_reserve + st->plaques_at_stake) * st->rules.plaque;
    for (int s = 0; s < st->players; s++)
        total += st->balances[s];
    for (int i = 0; i < st->nbetes; i++)
        total += st->betes[i];
    return total;
}

/* ---- Text forms -------------------------------------------------------------- */

int bete_action_format(BeteAction a, char *out, size_t n)
{
    char card[3];
    switch (a.kind) {
    case BETE_ACT_PASS: return snprintf(out, n, "pass");
    case BETE_ACT_PLAY_BID: return snprintf(out, n, "play");
    case BETE_ACT_CONTRE: return snprintf(out, n, "contre");
    case BETE_ACT_CURIEUSE: return snprintf(out, n, "cur:%d", a.arg ? 1 : 0);
    case BETE_ACT_PLAY: mouche_card_str(a.arg, card); return snprintf(out, n, "P:%s", card);
    case BETE_ACT_NEXT_DEAL: return snprintf(out, n, "N");
    default: return snprintf(out, n, "?");
    }
}

bool bete_action_parse(const char *text, BeteAction *out)
{
    static const struct {
        const char *text;
        BeteAction action;
    } FIXED[] = {
        { "pass", { BETE_ACT_PASS, 0 } },      { "play", { BETE_ACT_PLAY_BID, 0 } },
        { "contre", { BETE_ACT_CONTRE, 0 } },  { "cur:0", { BETE_ACT_CURIEUSE, 0 } },
        { "cur:1", { BETE_ACT_CURIEUSE, 1 } }, { "N", { BETE_ACT_NEXT_DEAL, 0 } },
    };
    for (size_t i = 0; i < sizeof FIXED / sizeof FIXED[0]; i++)
        if (!strcmp(text, FIXED[i].text)) {
            *out = FIXED[i].action;
            return true;
        }
    MoucheCard c;
    if (!mouche_play_text_parse(text, &c))
        return false;
    *out = bete_act(BETE_ACT_PLAY, c);
    return true;
}

const char *bete_outcome_name(int outcome)
{
    static const char *const NAMES[] = { "none", "passed", "win", "vole", "lose", "void" };
    return outcome >= 0 && outcome <= BETE_OUT_VOID ? NAMES[outcome] : "?";
}

const char *bete_pay_reason_name(int reason)
{
    static const char *const NAMES[] = { "stake", "king_stake", "plaque", "curieuse", "win",
                                         "vole",  "bete",       "devole", "contre",   "king" };
    return reason >= 0 && reason < BETE_PAY_REASON_COUNT ? NAMES[reason] : "?";
}
