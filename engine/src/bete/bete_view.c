/* What one seat of La Bête sees, and back: a full state built from a view
 * and a guess at the hidden cards (how the AI searches without peeking). */
#include "bete_internal.h"
#include "mouche/rng.h"

/* The fields every seat sees, in the same names on both structs. */
// clang-format off
#define BETE_PUBLIC_FIELDS(X) \
    X(rules) X(players) X(dealer) X(to_move) X(phase) X(deal_no) X(deals_total) X(trump) X(turned) \
    X(void_upcard) X(curieuse_done) X(deck_size) X(deck) X(bid) X(bids_said) X(declarer) X(contrer) X(nplays) \
    X(trick_best) X(play_seat) X(play_card) X(trick_winner) X(tricks_done) X(tricks_won) X(outcome) X(winner) \
    X(balances) X(stakes) X(king) X(plaques_reserve) X(plaques_at_stake) X(betes) X(nbetes)
// clang-format on

void bete_view(const BeteState *st, int seat, BeteView *out)
{
    memset(out, 0, sizeof *out);
#define COPY_TO_VIEW(f) memcpy(&out->f, &st->f, sizeof out->f);
    BETE_PUBLIC_FIELDS(COPY_TO_VIEW)
#undef COPY_TO_VIEW
    out->seat = (int8_t)seat;
    out->hand = st->hand[seat];
    out->dealt = st->dealt[seat];
    for (int s = 0; s < st->players; s++)
        out->hand_count[s] = (uint8_t)mouche_set_count(st->hand[s]);
    out->talon_count = (uint8_t)(st->talon_len - st->talon_top - 1);
    if (st->to_move == seat) {
        BeteAction legal[BETE_MAX_ACTIONS];
        const int n = bete_legal_actions(st, legal);
        out->nlegal = (uint8_t)n;
        memcpy(out->legal, legal, sizeof legal[0] * (size_t)n);
    }
}

static MoucheCardSet played_cards(const BeteView *v)
{
    MoucheCardSet played = 0;
    for (int i = 0; i < v->nplays; i++)
        played |= mouche_bit(v->play_card[i]);
    return played;
}

MoucheCardSet bete_view_unseen(const BeteView *v)
{
    MoucheCardSet seen = v->dealt | played_cards(v);
    if (v->turned != MOUCHE_NO_CARD)
        seen |= mouche_bit(v->turned);
    if (v->void_upcard != MOUCHE_NO_CARD)
        seen |= mouche_bit(v->void_upcard);
    return v->deck & ~seen;
}

bool bete_view_allows(const BeteView *v, BeteActionKind kind, int arg)
{
    for (int i = 0; i < v->nlegal; i++)
        if (v->legal[i].kind == kind && v->legal[i].arg == arg)
            return true;
    return false;
}

bool bete_state_from_view(const BeteView *v, const MoucheCardSet hands[BETE_MAX_PLAYERS], const MoucheCard *talon,
                          BeteState *out)
{
    const MoucheCardSet unseen = bete_view_unseen(v);
    MoucheCardSet placed = 0;
    memset(out, 0, sizeof *out);
#define COPY_FROM_VIEW(f) memcpy(&out->f, &v->f, sizeof out->f);
    BETE_PUBLIC_FIELDS(COPY_FROM_VIEW)
#undef COPY_FROM_VIEW
    for (int s = 0; s < v->players; s++) {
        const MoucheCardSet held = s == v->seat ? v->hand : hands[s];
        if (s != v->seat) {
            if ((held & ~unseen) || (held & placed) || mouche_set_count(held) != v->hand_count[s])
                return false;
            placed |= held;
        }
        out->hand[s] = held;
        out->dealt[s] = held;
    }
    for (int i = 0; i < v->nplays; i++)
        out->dealt[v->play_seat[i]] |= mouche_bit(v->play_card[i]);
    out->dealt[v->seat] = v->dealt;

    int n = 0;
    if (v->void_upcard != MOUCHE_NO_CARD)
        out->talon[n++] = v->void_upcard;
    out->talon_top = (uint8_t)n;
    out->talon[n++] = v->turned;
    for (int i = 0; i < v->talon_count; i++) {
        const MoucheCard c = talon[i];
        if (c >= MOUCHE_DECK_MAX || !mouche_set_has(unseen & ~placed, c))
            return false;
        placed |= mouche_bit(c);
        out->talon[n++] = c;
    }
    out->talon_len = (uint8_t)n;
    if (placed != unseen)
        return false;
    /* The RNG only shuffles the next deal, which a search never reaches. */
    mouche_rng_seed(out->rng, v->deal_no);
    return true;
}

void bete_event_redact(const BeteEvent *full, int seat, BeteEvent *out)
{
    *out = *full;
    switch (full->type) {
    case BETE_EV_DEAL_START: memset(out->cards, MOUCHE_NO_CARD, sizeof out->cards); break;
    case BETE_EV_DEAL_CARD:
        if (full->seat != seat)
            out->cards[0] = MOUCHE_NO_CARD;
        break;
    case BETE_EV_TRUMP_TURNED: memset(out->cards2, MOUCHE_NO_CARD, sizeof out->cards2); break;
    default: break;
    }
}
