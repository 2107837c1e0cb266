/* The trick rules and the compact simulation the AI plays hands in (ai_rules.c) (internal to the AI, not part of its public API). */
#ifndef MOUCHE_AI_RULES_H
#define MOUCHE_AI_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "mouche/ai.h"

/* ---- Trick rules (RULES.md 7), Pamphile included ------------------------- */
typedef struct {
    const MoucheRules *rules; /* the game's rules (outlive the model) */
    int8_t trump; /* suit */
    bool pamphile; /* J of clubs is the top trump */
    MoucheCardSet trumps; /* every card that counts as trump */
    MoucheCardSet suit[MOUCHE_SUITS]; /* cards of each suit as followed (Pamphile moved to trump) */
} AiTrickRules;

void mouche_ai_trick_rules(AiTrickRules *tr, const MoucheRules *rules, int trump);
/* The suit a card counts as. */
int mouche_ai_eff_suit(const AiTrickRules *tr, MoucheCard c);
/* Strength within its effective suit (the Pamphile is 13). */
int mouche_ai_strength(const AiTrickRules *tr, MoucheCard c);
/* Whether `c` beats the best card so far of a trick led in `led` suit. */
bool mouche_ai_beats(const AiTrickRules *tr, MoucheCard c, MoucheCard best, int led);
/* Cards of `hand` that may be played; led = -1 when leading. */
MoucheCardSet mouche_ai_playable(const AiTrickRules *tr, MoucheCardSet hand, int led, MoucheCard best);
/* Cards of `set` (of one effective suit) higher than c. */
MoucheCardSet mouche_ai_higher_in_suit(const AiTrickRules *tr, MoucheCard c, MoucheCardSet set);
/* The highest / lowest card of a non-empty set by effective strength (trumps above all). */
MoucheCard mouche_ai_highest(const AiTrickRules *tr, MoucheCardSet set);
MoucheCard mouche_ai_lowest(const AiTrickRules *tr, MoucheCardSet set);

/* ---- Compact hand simulation --------------------------------------------- */
typedef struct {
    AiTrickRules tr;
    int8_t players;
    int8_t to_move; /* seat to play, -1 when the hand is over */
    uint8_t in_mask; /* seats in the hand */
    MoucheCardSet hand[MOUCHE_MAX_PLAYERS];
    MoucheCardSet played; /* cards gone this hand (played tricks, current trick) */
    int8_t led; /* effective suit led, -1 before the first card */
    MoucheCard best;
    int8_t best_seat;
    uint8_t ncur; /* cards in the current trick */
    uint8_t tricks_done;
    uint8_t tricks_won[MOUCHE_MAX_PLAYERS];
    MoucheChips stake; /* the pool the tricks share */
    MoucheChips cost; /* what a mouche made costs */
} AiSim;

/* Seat after `seat` that is in the hand. */
int mouche_ai_sim_next_in(const AiSim *sim, int seat);
void mouche_ai_sim_play(AiSim *sim, MoucheCard c);
MoucheCardSet mouche_ai_sim_playable(const AiSim *sim);
/* Final chips of a seat from trick play (tricks * stake/5, minus the cost if none). */
MoucheChips mouche_ai_sim_payoff(const AiSim *sim, int seat);
/* Value for `seat` of the trick-play utility with `won` tricks at the end. */
MoucheChips mouche_ai_trick_value(MoucheChips stake, MoucheChips cost, int won);

#endif
