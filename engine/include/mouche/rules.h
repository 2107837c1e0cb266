/* Rule options of RULES.md, chosen before a game starts.
 * Every option has a text name (the transcript's "rules" object and the
 * `--rules key=value` syntax) and a default that follows source 000. */
#ifndef MOUCHE_RULES_H
#define MOUCHE_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { MOUCHE_MIN_PLAYERS = 3, MOUCHE_MAX_PLAYERS = 6, MOUCHE_HAND_SIZE = 5, MOUCHE_TRICKS = 5 };

typedef enum { DECK_AJO = 0, DECK_VANDERAA, DECK_LOWCARDS } MoucheDeckOption;
typedef enum { DEAL_3_2 = 0, DEAL_2_3, DEAL_2_2_1, DEAL_2_1_2 } MoucheDealOption;
typedef enum { CARRY_ALL = 0, CARRY_SUCCESSIVE, CARRY_CAP } MoucheCarryOption;
/* How the Pamphile (J of clubs) counts toward a flush. */
typedef enum { PAMPHILE_MOUCHE_CLUBS = 0, PAMPHILE_MOUCHE_TRUMP, PAMPHILE_MOUCHE_ANY } MouchePamphileMouche;
/* When the dealer who turns the Pamphile is paid. */
typedef enum { PAMPHILE_TURNED_ALWAYS = 0, PAMPHILE_TURNED_IF_IN } MouchePamphileTurned;
/* What a silent answer to "do you have the mouche?" says (RULES.md 5). */
typedef enum { SILENCE_FREE = 0, SILENCE_YES } MoucheSilenceOption;

typedef struct {
    uint8_t deck; /* MoucheDeckOption */
    uint8_t deal; /* MoucheDealOption */
    uint8_t carry; /* MoucheCarryOption */
    uint8_t pamphile_mouche; /* MouchePamphileMouche */
    uint8_t pamphile_turned; /* MouchePamphileTurned */
    uint8_t head; /* 1: holding the led suit, head the trick (000); 0: only follow (002) */
    uint8_t silence; /* MoucheSilenceOption */
    bool pamphile; /* the Pamphile variant (section 9) */
    int32_t ante; /* chips the dealer puts in; a multiple of 5 */
    int32_t start; /* chips each player starts with */
    int32_t cap; /* carry=cap: the most a mouche made costs; a multiple of 5 */
    int32_t pamphile_pay; /* chips paid by each other player to the Pamphile's holder */
} MoucheRules;

/* The defaults of RULES.md (source 000). */
MoucheRules mouche_rules_default(void);

/* Checks a rule set; on failure writes a reason and returns false. */
bool mouche_rules_validate(const MoucheRules *rules, char *why, size_t why_size);

/* Applies "key=value,key=value" (the option names of RULES.md 12, booleans as
 * 0/1/true/false) on top of *rules. On failure writes a message naming the bad
 * key or value, leaves *rules unchanged and returns false. */
bool mouche_rules_parse(MoucheRules *rules, const char *text, char *why, size_t why_size);

/* Writes the "rules" JSON object of the transcript (no spaces, fixed key order).
 * Returns the length it wanted, like snprintf. */
int mouche_rules_json(const MoucheRules *rules, char *out, size_t out_size);

/* Writes "key=value,..." for every option, parseable by mouche_rules_parse. */
int mouche_rules_format(const MoucheRules *rules, char *out, size_t out_size);

/* Number of cards in the deck for this rule set and player count, and the
 * lowest rank in it (a MoucheRank: the deck is every suit from the king down
 * to that rank). */
int mouche_deck_size(const MoucheRules *rules, int players);
int mouche_deck_lowest_rank(const MoucheRules *rules, int players);

/* Text names of option values, for settings screens and the transcript. */
const char *mouche_deck_name(int deck);
const char *mouche_deal_name(int deal);
const char *mouche_carry_name(int carry);
const char *mouche_pamphile_mouche_name(int value);
const char *mouche_pamphile_turned_name(int value);
const char *mouche_silence_name(int value);

/* ---- Rule systems: the historical sets of options, by name (RULES.md) ----
 * A preset sets the options that make the system: deck, carry, cap, head,
 * silence and the Pamphile's (pamphile, pamphile_mouche, pamphile_turned).
 * The table's own choices stay as they are: deal packets ("as chosen" in
 * 002), ante, start and pamphile_pay ("by agreement" in 003).
 * `--rules preset=NAME,...` applies one before the options that follow it. */
typedef enum {
    PRESET_AJO = 0,
    PRESET_SUCCESSIVE,
    PRESET_VANDERAA,
    PRESET_LANTURLU,
    PRESET_MERY,
    PRESET_PAMPHILE,
    PRESET_COUNT,
    PRESET_CUSTOM = PRESET_COUNT /* the options match no preset */
} MouchePreset;

/* The option name of a preset ("vanderaa"); "custom" for PRESET_CUSTOM. */
const char *mouche_preset_name(int preset);
/* Its title and source in English, for tools ("van der Aa, 1721"); the app
 * has its own translations. */
const char *mouche_preset_title(int preset);
/* Sets the options of a preset in *rules, keeping the table's own choices. */
void mouche_rules_apply_preset(MoucheRules *rules, int preset);
/* The preset whose options all hold in *rules (an option that has no effect,
 * such as cap without carry=cap or the Pamphile's options without the
 * Pamphile, is not compared), or PRESET_CUSTOM. */
int mouche_rules_which_preset(const MoucheRules *rules);

#endif
