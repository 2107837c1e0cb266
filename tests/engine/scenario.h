/* Building exact game situations for rule tests: a state at the start of the
 * declarations with chosen hands, turned card and stock. */
#ifndef MOUCHE_TEST_SCENARIO_H
#define MOUCHE_TEST_SCENARIO_H

#include <string.h>

#include "mouche/game.h"

/* "KH QH 9S" -> a set; aborts on a bad card so a typo cannot pass silently. */
static inline MoucheCardSet cards_of(const char *text)
{
    MoucheCardSet set = 0;
    for (const char *p = text; *p;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const MoucheCard c = mouche_card_parse(p);
        if (c == MOUCHE_NO_CARD) {
            fprintf(stderr, "bad card in test: %s\n", p);
            abort();
        }
        set |= mouche_bit(c);
        p += 2;
    }
    return set;
}

static inline MoucheCard card_of(const char *text)
{
    const MoucheCard c = mouche_card_parse(text);
    if (c == MOUCHE_NO_CARD)
        abort();
    return c;
}

/* hands[s] for each seat; stock_top: cards on top of the stock in order (the
 * rest of the deck follows). The dealer has anted; the pool is the ante. */
static inline MoucheState scenario(const MoucheRules *rules, int players, int dealer, const char *const *hands,
                                   const char *turned, const char *stock_top)
{
    MoucheState st;
    char why[128];
    if (!mouche_start(&st, rules, players, 0, 7, NULL, why, sizeof why)) {
        fprintf(stderr, "scenario: %s\n", why);
        abort();
    }
    /* Give back the first dealer's ante and take the chosen dealer's. */
    st.balances[st.dealer] += st.pool;
    st.dealer = (int8_t)dealer;
    st.balances[dealer] -= st.pool;
    MoucheCardSet used = 0;
    for (int s = 0; s < players; s++) {
        st.hand[s] = cards_of(hands[s]);
        used |= st.hand[s];
    }
    st.turned = card_of(turned);
    used |= mouche_bit(st.turned);
    st.stock_len = 0;
    st.stock_top = 0;
    const MoucheCardSet top = stock_top ? cards_of(stock_top) : 0;
    for (const char *p = stock_top ? stock_top : ""; *p;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        st.stock[st.stock_len++] = card_of(p);
        p += 2;
    }
    used |= top;
    for (MoucheCardSet rest = st.deck & ~used; rest; rest &= rest - 1)
        st.stock[st.stock_len++] = mouche_set_first(rest);
    const bool pamphile_turned = rules->pamphile && st.turned == mouche_card(SUIT_CLUBS, RANK_JACK);
    st.trump = pamphile_turned ? -1 : (int8_t)mouche_card_suit(st.turned);
    st.phase = pamphile_turned ? PHASE_TRUMP_CHOICE : PHASE_DECLARE;
    st.to_move = (int8_t)(pamphile_turned ? dealer : (dealer + 1) % players);
    st.pamphile_settled = !rules->pamphile || pamphile_turned;
    return st;
}

/* Applies a list of actions in text form ("S X:KH P:9H"); returns the first refusal. */
static inline MoucheRefusal play_text(MoucheState *st, const char *actions, const MoucheSink *sink)
{
    char word[64];
    const char *p = actions;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        size_t n = strcspn(p, " ");
        if (n >= sizeof word)
            abort();
        memcpy(word, p, n);
        word[n] = '\0';
        p += n;
        MoucheAction a;
        if (!mouche_action_parse(word, &a)) {
            fprintf(stderr, "bad action in test: %s\n", word);
            abort();
        }
        const MoucheRefusal r = mouche_apply(st, a, sink);
        if (r != REFUSE_NONE)
            return r;
    }
    return REFUSE_NONE;
}

#endif
