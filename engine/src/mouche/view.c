/* Per-seat views, rebuilding a state from a view and a sampled world, and
 * redacting events for a seat. */
#include <stdio.h>

#include "mouche_internal.h"
#include "mouche/view.h"

static MoucheCardSet shown_cards(const MoucheState *st)
{
    MoucheCardSet shown = 0;
    for (int s = 0; s < st->players; s++)
        if ((st->shown & (1u << s)) || st->flush_winner == s)
            shown |= st->hand[s];
    return shown;
}

void mouche_view(const MoucheState *st, int seat, MoucheView *v)
{
    memset(v, 0, sizeof *v);
    v->rules = st->rules;
    v->players = st->players;
    v->seat = (int8_t)seat;
    v->dealer = st->dealer;
    v->to_move = st->to_move;
    v->asker = st->asker;
    v->phase = st->phase;
    v->trump = st->trump;
    v->turned = st->turned;
    v->hand_no = st->hand_no;
    v->hands_total = st->hands_total;
    v->actions_applied = st->actions_applied;
    v->deck = st->deck;
    v->my_hand = st->hand[seat];
    v->my_discards = st->discards[seat];
    v->my_drawn = st->drawn[seat];
    v->shown_cards = shown_cards(st);
    for (int s = 0; s < st->players; s++)
        if ((st->shown & (1u << s)) || st->flush_winner == s)
            v->shown_hand[s] = st->hand[s];
    v->played = st->played;
    for (int s = 0; s < st->players; s++)
        v->hand_count[s] = (uint8_t)mouche_set_count(st->hand[s]);
    v->stock_left = st->stock_len;
    memcpy(v->decl, st->decl, sizeof v->decl);
    memcpy(v->exchanged, st->exchanged, sizeof v->exchanged);
    v->shown = st->shown;
    v->flush_winner = st->flush_winner;
    v->asked = st->asked;
    memcpy(v->answers, st->answers, sizeof v->answers);
    v->players_in = st->players_in;
    v->nplays = st->nplays;
    memcpy(v->play_seat, st->play_seat, sizeof v->play_seat);
    memcpy(v->play_card, st->play_card, sizeof v->play_card);
    memcpy(v->trick_winner, st->trick_winner, sizeof v->trick_winner);
    v->tricks_done = st->tricks_done;
    memcpy(v->tricks_won, st->tricks_won, sizeof v->tricks_won);
    memcpy(v->balances, st->balances, sizeof v->balances);
    v->pool = st->pool;
    v->stake = st->stake;
    memcpy(v->pending, st->pending, sizeof v->pending);
    v->npending = st->npending;
    v->pamphile_settled = st->pamphile_settled;
}

MoucheCardSet mouche_view_unknown(const MoucheView *v)
{
    const MoucheCardSet known = v->my_hand | v->my_discards | v->played | v->shown_cards | mouche_bit(v->turned);
    return v->deck & ~known;
}

/* The public part of a view, and the viewer's own cards, as a state whose
 * other hands, discards and stock are still empty. */
static void partial_state(const MoucheView *v, MoucheState *st)
{
    memset(st, 0, sizeof *st);
    st->rules = v->rules;
    st->actions_applied = v->actions_applied;
    st->hand_no = v->hand_no;
    st->hands_total = v->hands_total;
    st->players = v->players;
    st->dealer = v->dealer;
    st->to_move = v->to_move;
    st->asker = v->asker;
    st->phase = v->phase;
    st->trump = v->trump;
    st->turned = v->turned;
    st->deck = v->deck;
    st->deck_size = (uint8_t)mouche_set_count(v->deck);
    st->hand[v->seat] = v->my_hand;
    st->discards[v->seat] = v->my_discards;
    st->drawn[v->seat] = v->my_drawn;
    st->played = v->played;
    st->stock_len = v->stock_left;
    memcpy(st->decl, v->decl, sizeof st->decl);
    memcpy(st->exchanged, v->exchanged, sizeof st->exchanged);
    st->shown = v->shown;
    st->flush_winner = v->flush_winner;
    st->asked = v->asked;
    memcpy(st->answers, v->answers, sizeof st->answers);
    st->players_in = v->players_in;
    if (v->phase == PHASE_PLAY || v->phase == PHASE_HAND_OVER)
        for (int s = 0; s < v->players; s++)
            st->in_mask |= (uint8_t)(mouche_is_in(st, s) << s);
    st->nplays = v->nplays;
    memcpy(st->play_seat, v->play_seat, sizeof st->play_seat);
    memcpy(st->play_card, v->play_card, sizeof st->play_card);
    memcpy(st->trick_winner, v->trick_winner, sizeof st->trick_winner);
    st->tricks_done = v->tricks_done;
    memcpy(st->tricks_won, v->tricks_won, sizeof st->tricks_won);
    const int in_trick = v->phase == PHASE_PLAY ? trick_cards_in_progress(st) : 0;
    if (in_trick > 0) {
        st->trick_best = (uint8_t)(v->nplays - in_trick);
        for (int i = st->trick_best + 1; i < v->nplays; i++)
            if (trick_beats(st, v->play_card[i], v->play_card[st->trick_best]))
                st->trick_best = (uint8_t)i;
    }
    mouche_trick_update_masks(st);
    memcpy(st->balances, v->balances, sizeof st->balances);
    st->pool = v->pool;
    st->stake = v->stake;
    memcpy(st->pending, v->pending, sizeof st->pending);
    st->npending = v->npending;
    st->pamphile_settled = v->pamphile_settled;
}

MoucheChips mouche_view_next_stake(const MoucheView *v)
{
    return next_stake(&v->rules, v->pool, v->pending, v->npending);
}

int mouche_view_legal_actions(const MoucheView *v, MoucheAction *out)
{
    if (v->to_move != v->seat)
        return 0;
    MoucheState st;
    partial_state(v, &st);
    /* The viewer's legal actions depend on its own hand and public facts only;
     * the partial state's stock has the right size, which is all they need. */
    return mouche_legal_actions(&st, out);
}

void mouche_view_trick(const MoucheView *v, MoucheCard *led, MoucheCard *best, int *best_seat)
{
    MoucheState st;
    partial_state(v, &st);
    *led = MOUCHE_NO_CARD;
    *best = MOUCHE_NO_CARD;
    *best_seat = -1;
    const int in_trick = v->phase == PHASE_PLAY ? trick_cards_in_progress(&st) : 0;
    if (in_trick <= 0)
        return;
    const int first = v->nplays - in_trick;
    *led = v->play_card[first];
    int best_pos = first;
    for (int i = first + 1; i < v->nplays; i++)
        if (trick_beats(&st, v->play_card[i], v->play_card[best_pos]))
            best_pos = i;
    *best = v->play_card[best_pos];
    *best_seat = v->play_seat[best_pos];
}

static bool fail(char *why, size_t n, const char *message, int seat)
{
    if (why && n)
        snprintf(why, n, message, seat);
    return false;
}

bool mouche_state_from_view(const MoucheView *v, const MoucheWorld *w, uint64_t world_seed, MoucheState *out, char *why,
                            size_t why_size)
{
    MoucheState st;
    partial_state(v, &st);
    MoucheCardSet placed = v->my_hand | v->my_discards | v->played | mouche_bit(v->turned);
    for (int s = 0; s < v->players; s++) {
        if (s == v->seat)
            continue;
        if (mouche_set_count(w->hand[s]) != v->hand_count[s])
            return fail(why, why_size, "seat %d: wrong hand size", s);
        if (mouche_set_count(w->discards[s]) != v->exchanged[s])
            return fail(why, why_size, "seat %d: wrong discard count", s);
        if ((w->hand[s] | w->discards[s]) & placed)
            return fail(why, why_size, "seat %d: a card is placed twice", s);
        if (((v->shown & (1u << s)) || v->flush_winner == s) && (w->hand[s] & v->shown_cards) != w->hand[s])
            return fail(why, why_size, "seat %d: its shown flush is not in its hand", s);
        st.hand[s] = w->hand[s];
        st.discards[s] = w->discards[s];
        placed |= w->hand[s] | w->discards[s];
    }
    for (int i = 0; i < v->stock_left; i++) {
        const MoucheCard c = w->stock[i];
        if (c >= MOUCHE_DECK_MAX || mouche_set_has(placed, c))
            return fail(why, why_size, "stock card %d placed twice", i);
        st.stock[i] = c;
        placed |= mouche_bit(c);
    }
    if (placed != v->deck)
        return fail(why, why_size, "the world does not place every card of the deck (%d)", v->seat);
    mouche_rng_seed(st.rng, world_seed);
    st.seed = world_seed;
    *out = st;
    return true;
}

void mouche_world_of(const MoucheState *st, MoucheWorld *w)
{
    memset(w, 0, sizeof *w);
    for (int s = 0; s < st->players; s++) {
        w->hand[s] = st->hand[s];
        w->discards[s] = st->discards[s];
    }
    memcpy(w->stock, st->stock + st->stock_top, st->stock_len);
}

void mouche_event_redact(const MoucheEvent *full, int seat, MoucheEvent *out)
{
    *out = *full;
    switch (full->type) {
    case EV_HAND_START: memset(out->cards, MOUCHE_NO_CARD, sizeof out->cards); break;
    case EV_DEAL_CARD:
        if (full->seat != seat)
            out->cards[0] = MOUCHE_NO_CARD;
        break;
    case EV_TRUMP_TURNED: memset(out->cards2, MOUCHE_NO_CARD, sizeof out->cards2); break;
    case EV_DECLARE:
        if (full->decl == DECL_EXCHANGE && full->seat != seat) {
            memset(out->cards, MOUCHE_NO_CARD, sizeof out->cards);
            memset(out->cards2, MOUCHE_NO_CARD, sizeof out->cards2);
        }
        break;
    default: break;
    }
}
