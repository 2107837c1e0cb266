/* What one seat may know of the game: its own cards and everything public.
 *
 * The AI decides from a view alone, never from the state, so it cannot peek by
 * construction. To search, it samples the hidden cards (a "world") consistent
 * with the view and rebuilds a full state from the two. */
#ifndef MOUCHE_VIEW_H
#define MOUCHE_VIEW_H

#include "mouche/game.h"

typedef struct {
    MoucheRules rules;
    int8_t players;
    int8_t seat; /* whose view this is */
    int8_t dealer;
    int8_t to_move;
    int8_t asker;
    uint8_t phase; /* MouchePhase */
    int8_t trump;
    MoucheCard turned;
    int16_t hand_no, hands_total;
    uint32_t actions_applied; /* a counter that differs at every decision (AI seeding) */
    MoucheCardSet deck; /* the cards in play for this table */
    MoucheCardSet my_hand;
    MoucheCardSet my_discards;
    MoucheCardSet my_drawn; /* cards this seat drew from the stock */
    MoucheCardSet shown_cards; /* flushes shown face up, and the flush that took the pool */
    MoucheCardSet shown_hand[MOUCHE_MAX_PLAYERS]; /* the same, seat by seat */
    MoucheCardSet played;
    uint8_t hand_count[MOUCHE_MAX_PLAYERS]; /* cards each seat holds now */
    uint8_t stock_left;
    uint8_t decl[MOUCHE_MAX_PLAYERS];
    uint8_t exchanged[MOUCHE_MAX_PLAYERS];
    uint8_t shown;
    int8_t flush_winner;
    uint64_t asked; /* bit asker*8+target */
    uint8_t answers[MOUCHE_MAX_PLAYERS][MOUCHE_MAX_PLAYERS];
    uint8_t players_in;
    uint8_t nplays;
    int8_t play_seat[MOUCHE_MAX_PLAYS];
    MoucheCard play_card[MOUCHE_MAX_PLAYS];
    int8_t trick_winner[MOUCHE_TRICKS];
    uint8_t tricks_done;
    uint8_t tricks_won[MOUCHE_MAX_PLAYERS];
    MoucheChips balances[MOUCHE_MAX_PLAYERS];
    MoucheChips pool, stake;
    MoucheChips pending[MOUCHE_PENDING_MAX];
    uint8_t npending;
    bool pamphile_settled;
} MoucheView;

/* Fills *view with what `seat` may know of st. */
void mouche_view(const MoucheState *st, int seat, MoucheView *view);

/* Cards whose place the viewer does not know: in others' hands, others'
 * discards or the stock. */
MoucheCardSet mouche_view_unknown(const MoucheView *view);

/* The trick in progress: the card led (its suit is the led suit, but the
 * Pamphile led counts as trump: see mouche_trick_suit), the card now winning
 * and who played it; MOUCHE_NO_CARD and -1 when no card is on the table. */
void mouche_view_trick(const MoucheView *view, MoucheCard *led, MoucheCard *best, int *best_seat);

/* Between hands: the stake the next hand will be played for. */
MoucheChips mouche_view_next_stake(const MoucheView *view);

/* Legal actions for the viewing seat when it is to move, from the view alone. */
int mouche_view_legal_actions(const MoucheView *view, MoucheAction *out);

/* A placement of the cards hidden from the viewer. */
typedef struct {
    MoucheCardSet hand[MOUCHE_MAX_PLAYERS]; /* others' current hands (viewer's ignored) */
    MoucheCardSet discards[MOUCHE_MAX_PLAYERS]; /* others' discards (viewer's ignored) */
    MoucheCard stock[MOUCHE_DECK_MAX]; /* the stock left, top first */
} MoucheWorld;

/* Builds a full state from a view and a world. The world must fit the view:
 * hand sizes, discard counts, stock size, every card of the deck exactly once.
 * (Respecting the answers and voids the view shows is the sampler's job.)
 * `rng_seed` seeds the rebuilt
 * state's RNG (it does not know the real one). Returns false with a reason. */
bool mouche_state_from_view(const MoucheView *view, const MoucheWorld *world, uint64_t rng_seed, MoucheState *out,
                            char *why, size_t why_size);

/* The world as it really is in st (for tests and the omniscient bot). */
void mouche_world_of(const MoucheState *st, MoucheWorld *world);

#endif
