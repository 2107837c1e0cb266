/* The draw for the first dealer and the deal of each hand (RULES.md 1, 3, 4). */
#include "mouche_internal.h"

/* Packet sizes of each deal option, ending with 0. */
static const uint8_t PACKETS[][4] = {
    [DEAL_3_2] = { 3, 2, 0, 0 },
    [DEAL_2_3] = { 2, 3, 0, 0 },
    [DEAL_2_2_1] = { 2, 2, 1, 0 },
    [DEAL_2_1_2] = { 2, 1, 2, 0 },
};

void mouche_deal_first_dealer(MoucheState *st, const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_FIRST_DEALER, 0);
    st->dealer = ev.seat = (int8_t)mouche_deal_draw_first_dealer(st->rng, st->players, ev.cards);
    ev.ncards = (uint8_t)st->players;
    mouche_emit(sink, &ev);
}

static void emit_hand_start(const MoucheState *st, const MoucheCard *order, const MoucheSink *sink)
{
    MoucheEvent ev = event_of(EV_HAND_START, st->dealer);
    ev.hand = st->hand_no;
    ev.players = st->players;
    ev.ncards = st->deck_size;
    memcpy(ev.cards, order, st->deck_size);
    memcpy(ev.balances, st->balances, sizeof ev.balances);
    ev.pool = st->pool;
    ev.npending = st->npending;
    memcpy(ev.pending, st->pending, sizeof ev.pending);
    mouche_emit(sink, &ev);
    mouche_emit(sink, &(MoucheEvent){ .type = EV_SHUFFLE, .seat = st->dealer, .target = -1, .suit = -1 });
    const int cutter = (st->dealer + st->players - 1) % st->players;
    mouche_emit(sink, &(MoucheEvent){ .type = EV_CUT, .seat = (int8_t)cutter, .target = -1, .suit = -1 });
}

/* One event per card of a packet dealt to `seat`; index counts the seat's cards so far. */
__attribute__((noinline)) static void emit_packet(const MoucheState *st, int seat, const MoucheCard *cards, int size,
                                                  int packet, const MoucheSink *sink)
{
    for (int k = 0; k < size; k++) {
        MoucheEvent ev = event_of(EV_DEAL_CARD, seat);
        ev.ncards = 1;
        ev.cards[0] = cards[k];
        ev.index = (uint8_t)(mouche_set_count(st->hand[seat]) - size + k);
        ev.packet = (uint8_t)packet;
        mouche_emit(sink, &ev);
    }
}

/* The dealer's ante, then (carry=successive) the largest pending mouche enters the pool. */
static void stake_the_pool(MoucheState *st, const MoucheSink *sink)
{
    if (sink) {
        MoucheEvent ev = event_of(EV_ANTE, st->dealer);
        ev.amount = st->rules.ante;
        ev.pool = st->pool + st->rules.ante;
        mouche_emit(sink, &ev);
    }
    mouche_pay(st, st->dealer, MOUCHE_PARTY_POOL, st->rules.ante, PAY_ANTE, sink);
    if (st->rules.carry == CARRY_SUCCESSIVE && st->npending > 0) {
        const MoucheChips amount = st->pending[0];
        mouche_pay(st, MOUCHE_PARTY_PENDING, MOUCHE_PARTY_POOL, amount, PAY_PENDING, sink);
    }
    st->stake = st->pool;
}

static void reset_hand(MoucheState *st)
{
    memset(st->hand, 0, sizeof st->hand);
    memset(st->discards, 0, sizeof st->discards);
    memset(st->drawn, 0, sizeof st->drawn);
    memset(st->decl, 0, sizeof st->decl);
    memset(st->exchanged, 0, sizeof st->exchanged);
    memset(st->answers, 0, sizeof st->answers);
    memset(st->tricks_won, 0, sizeof st->tricks_won);
    memset(st->trick_winner, -1, sizeof st->trick_winner);
    st->played = 0;
    st->shown = 0;
    st->flush_winner = -1;
    st->asked = 0;
    st->players_in = 0;
    st->in_mask = 0;
    st->nplays = 0;
    st->tricks_done = 0;
    st->follow_mask = st->head_mask = st->void_mask = 0;
    st->pamphile_settled = false;
}

void mouche_deal_hand(MoucheState *st, const MoucheSink *sink)
{
    reset_hand(st);
    st->hand_no++;

    /* The deck in card order (every suit from its lowest rank to the king), then shuffled. */
    MoucheCard order[MOUCHE_DECK_MAX];
    int n = 0;
    static const MoucheCard ALL[MOUCHE_DECK_MAX] = {
        0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
        26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51,
    };
    const int per_suit = st->deck_size / MOUCHE_SUITS, lowest = MOUCHE_RANKS - per_suit;
    for (int suit = 0; suit < MOUCHE_SUITS; suit++, n += per_suit)
        memcpy(order + n, ALL + suit * MOUCHE_RANKS + lowest, (size_t)per_suit);
    mouche_deal_shuffle(st->rng, order, n);
    if (sink)
        emit_hand_start(st, order, sink);
    stake_the_pool(st, sink);

    /* Five cards each from the eldest (dealer's right), in the game's packets
     * of 1 to 3 cards: a packet is taken as a whole (order has room past the
     * deal for the cards a short packet does not take). */
    const int eldest = next_seat(st, st->dealer);
    int pos = 0;
    for (int packet = 0; packet < 4 && PACKETS[st->rules.deal][packet]; packet++) {
        const int size = PACKETS[st->rules.deal][packet];
        const MoucheCardSet second = (MoucheCardSet)0 - (size > 1), third = (MoucheCardSet)0 - (size > 2);
        int seat = eldest;
        for (int i = 0; i < st->players; i++, seat = next_seat(st, seat)) {
            st->hand[seat] |=
                mouche_bit(order[pos]) | (mouche_bit(order[pos + 1]) & second) | (mouche_bit(order[pos + 2]) & third);
            if (sink)
                emit_packet(st, seat, order + pos, size, packet, sink);
            pos += size;
        }
    }
    st->turned = order[pos++];
    st->stock_len = (uint8_t)(n - pos);
    st->stock_top = 0;
    memcpy(st->stock, order + pos, st->stock_len);

    const bool pamphile_turned = st->rules.pamphile && st->turned == PAMPHILE_CARD;
    st->trump = pamphile_turned ? -1 : (int8_t)mouche_card_suit(st->turned);
    if (sink) {
        MoucheEvent ev = event_of(EV_TRUMP_TURNED, st->dealer);
        ev.ncards = 1;
        ev.cards[0] = st->turned;
        ev.suit = st->trump;
        ev.ncards2 = st->stock_len;
        memcpy(ev.cards2, st->stock, st->stock_len);
        mouche_emit(sink, &ev);
    }
    if (pamphile_turned) {
        /* Nobody holds the Pamphile this hand; its only payment is the dealer's. */
        if (st->rules.pamphile_turned == PAMPHILE_TURNED_ALWAYS)
            mouche_pay_pamphile(st, st->dealer, sink);
        else
            st->pamphile_settled = false;
        st->phase = PHASE_TRUMP_CHOICE;
        st->to_move = st->dealer;
    } else {
        st->pamphile_settled = !st->rules.pamphile;
        st->phase = PHASE_DECLARE;
        st->to_move = (int8_t)eldest;
    }
}
