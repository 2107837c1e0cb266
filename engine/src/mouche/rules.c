/* Rule options: defaults, validation, the key=value syntax and the
 * transcript's JSON object. */
#include "mouche/rules.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/cards.h"
#include "mouche_internal.h"

static const char *const DECK_NAMES[] = { "ajo", "vanderaa", "lowcards" };
static const char *const DEAL_NAMES[] = { "3-2", "2-3", "2-2-1", "2-1-2" };
static const char *const CARRY_NAMES[] = { "all", "successive", "cap" };
static const char *const PAMPHILE_MOUCHE_NAMES[] = { "clubs", "trump", "any" };
static const char *const PAMPHILE_TURNED_NAMES[] = { "always", "if_in" };
static const char *const SILENCE_NAMES[] = { "free", "yes" };
static const char *const PRESET_NAMES[] = { "ajo", "successive", "vanderaa", "lanturlu", "mery", "pamphile", "custom" };

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const char *name_of(const char *const *names, int count, int value)
{
    return value >= 0 && value < count ? names[value] : "?";
}

const char *mouche_deck_name(int deck) { return name_of(DECK_NAMES, COUNT(DECK_NAMES), deck); }
const char *mouche_deal_name(int deal) { return name_of(DEAL_NAMES, COUNT(DEAL_NAMES), deal); }
const char *mouche_carry_name(int carry) { return name_of(CARRY_NAMES, COUNT(CARRY_NAMES), carry); }
const char *mouche_pamphile_mouche_name(int v)
{
    return name_of(PAMPHILE_MOUCHE_NAMES, COUNT(PAMPHILE_MOUCHE_NAMES), v);
}
const char *mouche_pamphile_turned_name(int v)
{
    return name_of(PAMPHILE_TURNED_NAMES, COUNT(PAMPHILE_TURNED_NAMES), v);
}
const char *mouche_silence_name(int v) { return name_of(SILENCE_NAMES, COUNT(SILENCE_NAMES), v); }
const char *mouche_preset_name(int preset) { return name_of(PRESET_NAMES, COUNT(PRESET_NAMES), preset); }

const char *mouche_preset_title(int preset)
{
    static const char *const TITLES[] = {
        [PRESET_AJO] = "Acad\xc3\xa9mie universelle des jeux, 1718",
        [PRESET_SUCCESSIVE] = "with successive mouches, 1718/1730",
        [PRESET_VANDERAA] = "van der Aa, 1721",
        [PRESET_LANTURLU] = "Lanturlu with the misti",
        [PRESET_MERY] = "M\xc3\xa9ry, 1847",
        [PRESET_PAMPHILE] = "Pamphile, 1758",
        [PRESET_CUSTOM] = "custom rules",
    };
    return name_of(TITLES, COUNT(TITLES), preset);
}

/* The options that make a system (see rules.h: the table's own choices are not among them). */
typedef struct {
    uint8_t deck, carry, head, silence, pamphile_mouche, pamphile_turned;
    bool pamphile;
    int32_t cap;
} SystemOptions;

static const SystemOptions PRESETS[PRESET_COUNT] = {
    /* source 000, the default */
    [PRESET_AJO] = { DECK_AJO, CARRY_ALL, 1, SILENCE_FREE, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS, false, 0 },
    /* 000, the 1718 option with the 1730 rule for a flush */
    [PRESET_SUCCESSIVE] = { DECK_AJO, CARRY_SUCCESSIVE, 1, SILENCE_FREE, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS,
                            false, 0 },
    /* 002 */
    [PRESET_VANDERAA] = { DECK_VANDERAA, CARRY_ALL, 0, SILENCE_YES, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS,
                          false, 0 },
    /* 003, its rule for the misti in a flush ("il n'a pas la mouche"); the trump reading many tables take is
     * pamphile_mouche=trump, set after the preset */
    [PRESET_LANTURLU] = { DECK_LOWCARDS, CARRY_ALL, 1, SILENCE_FREE, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS,
                          true, 0 },
    /* Méry 1847 */
    [PRESET_MERY] = { DECK_AJO, CARRY_CAP, 1, SILENCE_FREE, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS, false, 20 },
    /* 000, Le Pamphile, 1758: it keeps its club suit in a flush; the option agreed at the start (any suit) is
     * pamphile_mouche=any, set after the preset */
    [PRESET_PAMPHILE] = { DECK_AJO, CARRY_ALL, 1, SILENCE_FREE, PAMPHILE_MOUCHE_CLUBS, PAMPHILE_TURNED_ALWAYS, true,
                          0 },
};

void mouche_rules_apply_preset(MoucheRules *r, int preset)
{
    if (preset < 0 || preset >= PRESET_COUNT)
        return;
    const SystemOptions *p = &PRESETS[preset];
    r->deck = p->deck;
    r->carry = p->carry;
    r->cap = p->cap;
    r->head = p->head;
    r->silence = p->silence;
    r->pamphile = p->pamphile;
    r->pamphile_mouche = p->pamphile_mouche;
    r->pamphile_turned = p->pamphile_turned;
}

int mouche_rules_which_preset(const MoucheRules *r)
{
    for (int i = 0; i < PRESET_COUNT; i++) {
        const SystemOptions *p = &PRESETS[i];
        if (r->deck != p->deck || r->carry != p->carry || r->head != p->head || r->silence != p->silence ||
            r->pamphile != p->pamphile)
            continue;
        if (r->carry == CARRY_CAP && r->cap != p->cap)
            continue;
        if (r->pamphile && (r->pamphile_mouche != p->pamphile_mouche || r->pamphile_turned != p->pamphile_turned))
            continue;
        return i;
    }
    return PRESET_CUSTOM;
}

MoucheRules mouche_rules_default(void)
{
    MoucheRules r;
    memset(&r, 0, sizeof r);
    r.deck = DECK_AJO;
    r.deal = DEAL_3_2;
    r.carry = CARRY_ALL;
    r.pamphile = false;
    r.pamphile_mouche = PAMPHILE_MOUCHE_CLUBS;
    r.pamphile_turned = PAMPHILE_TURNED_ALWAYS;
    r.ante = 5;
    r.start = 1000;
    r.cap = 0;
    r.pamphile_pay = 1;
    r.head = 1;
    r.silence = SILENCE_FREE;
    return r;
}

enum { MAX_CHIPS = 100000000, MAX_STAKE = 1000000, MAX_PAMPHILE_PAY = 1000 };

bool mouche_rules_validate(const MoucheRules *r, char *why, size_t n)
{
    const char *problem = NULL;
    if (r->deck >= COUNT(DECK_NAMES))
        problem = "deck: unknown value";
    else if (r->deal >= COUNT(DEAL_NAMES))
        problem = "deal: unknown value";
    else if (r->carry >= COUNT(CARRY_NAMES))
        problem = "carry: unknown value";
    else if (r->pamphile_mouche >= COUNT(PAMPHILE_MOUCHE_NAMES))
        problem = "pamphile_mouche: unknown value";
    else if (r->pamphile_turned >= COUNT(PAMPHILE_TURNED_NAMES))
        problem = "pamphile_turned: unknown value";
    else if (r->head > 1)
        problem = "head must be 0 or 1";
    else if (r->silence >= COUNT(SILENCE_NAMES))
        problem = "silence: unknown value";
    else if (r->ante < 5 || r->ante > MAX_STAKE || r->ante % 5)
        problem = "ante must be a multiple of 5 from 5 to 1000000";
    else if (r->start < 0 || r->start > MAX_CHIPS)
        problem = "start must be from 0 to 100000000";
    else if (r->carry == CARRY_CAP && (r->cap < 5 || r->cap > MAX_STAKE || r->cap % 5))
        problem = "carry=cap needs cap, a multiple of 5 from 5 to 1000000";
    else if (r->carry != CARRY_CAP && r->cap != 0 && (r->cap < 0 || r->cap > MAX_STAKE || r->cap % 5))
        problem = "cap must be a multiple of 5";
    else if (r->pamphile_pay < 0 || r->pamphile_pay > MAX_PAMPHILE_PAY)
        problem = "pamphile_pay must be from 0 to 1000";
    return mouche_rules_problem(problem, why, n);
}

/* Sets one option; false (with a message) if the key is unknown or the value does not parse. */
static bool set_option(void *ctx, const char *key, const char *value, char *why, size_t n)
{
    MoucheRules *r = ctx;
    struct EnumOption {
        const char *key;
        uint8_t *field;
        const char *const *names;
        int count;
    };
    const struct EnumOption enums[] = {
        { "deck", &r->deck, DECK_NAMES, COUNT(DECK_NAMES) },
        { "deal", &r->deal, DEAL_NAMES, COUNT(DEAL_NAMES) },
        { "carry", &r->carry, CARRY_NAMES, COUNT(CARRY_NAMES) },
        { "pamphile_mouche", &r->pamphile_mouche, PAMPHILE_MOUCHE_NAMES, COUNT(PAMPHILE_MOUCHE_NAMES) },
        { "pamphile_turned", &r->pamphile_turned, PAMPHILE_TURNED_NAMES, COUNT(PAMPHILE_TURNED_NAMES) },
        { "silence", &r->silence, SILENCE_NAMES, COUNT(SILENCE_NAMES) },
        { "preset", NULL, PRESET_NAMES, PRESET_COUNT },
    };
    struct IntOption {
        const char *key;
        int32_t *field;
    };
    const struct IntOption ints[] = {
        { "ante", &r->ante },
        { "start", &r->start },
        { "cap", &r->cap },
        { "pamphile_pay", &r->pamphile_pay },
    };
    for (int i = 0; i < COUNT(enums); i++) {
        if (strcmp(key, enums[i].key))
            continue;
        const int choice = mouche_rules_find_name(enums[i].names, enums[i].count, value);
        if (choice >= 0) {
            if (enums[i].field)
                *enums[i].field = (uint8_t)choice;
            else
                mouche_rules_apply_preset(r, choice);
            return true;
        }
        int used = snprintf(why, n, "%s: unknown value '%s' (one of:", key, value);
        for (int k = 0; k < enums[i].count && used >= 0 && (size_t)used < n; k++)
            used += snprintf(why + used, n - (size_t)used, " %s", enums[i].names[k]);
        if (used >= 0 && (size_t)used < n)
            snprintf(why + used, n - (size_t)used, ")");
        return false;
    }
    for (int i = 0; i < COUNT(ints); i++) {
        if (strcmp(key, ints[i].key))
            continue;
        if (mouche_rules_parse_int(value, ints[i].field))
            return true;
        snprintf(why, n, "%s: '%s' is not a whole number", key, value);
        return false;
    }
    struct BoolOption {
        const char *key;
        bool *flag;
        uint8_t *bit;
    };
    const struct BoolOption bools[] = { { "pamphile", &r->pamphile, NULL }, { "head", NULL, &r->head } };
    for (int i = 0; i < COUNT(bools); i++) {
        if (strcmp(key, bools[i].key))
            continue;
        bool on;
        if (!mouche_rules_parse_bool(value, &on)) {
            snprintf(why, n, "%s: '%s' is not 0 or 1", key, value);
            return false;
        }
        if (bools[i].flag)
            *bools[i].flag = on;
        else
            *bools[i].bit = on;
        return true;
    }
    snprintf(why, n,
             "unknown rule option '%s' (options: preset, deck, deal, ante, start, carry, cap, head, silence, "
             "pamphile, pamphile_pay, pamphile_mouche, pamphile_turned)",
             key);
    return false;
}

MOUCHE_RULES_PARSE_DEFINE(mouche_rules_parse, MoucheRules, set_option, mouche_rules_validate)

int mouche_rules_json(const MoucheRules *r, char *out, size_t out_size)
{
    return snprintf(out, out_size,
                    "{\"deck\":\"%s\",\"deal\":\"%s\",\"ante\":%d,\"start\":%d,\"carry\":\"%s\",\"cap\":%d,"
                    "\"pamphile\":%s,\"pamphile_pay\":%d,\"pamphile_mouche\":\"%s\",\"pamphile_turned\":\"%s\","
                    "\"head\":%d,\"silence\":\"%s\"}",
                    mouche_deck_name(r->deck), mouche_deal_name(r->deal), (int)r->ante, (int)r->start,
                    mouche_carry_name(r->carry), (int)r->cap, r->pamphile ? "true" : "false", (int)r->pamphile_pay,
                    mouche_pamphile_mouche_name(r->pamphile_mouche), mouche_pamphile_turned_name(r->pamphile_turned),
                    (int)r->head, mouche_silence_name(r->silence));
}

int mouche_rules_format(const MoucheRules *r, char *out, size_t out_size)
{
    return snprintf(out, out_size,
                    "deck=%s,deal=%s,ante=%d,start=%d,carry=%s,cap=%d,pamphile=%d,pamphile_pay=%d,"
                    "pamphile_mouche=%s,pamphile_turned=%s,head=%d,silence=%s",
                    mouche_deck_name(r->deck), mouche_deal_name(r->deal), (int)r->ante, (int)r->start,
                    mouche_carry_name(r->carry), (int)r->cap, r->pamphile ? 1 : 0, (int)r->pamphile_pay,
                    mouche_pamphile_mouche_name(r->pamphile_mouche), mouche_pamphile_turned_name(r->pamphile_turned),
                    (int)r->head, mouche_silence_name(r->silence));
}

int mouche_deck_lowest_rank(const MoucheRules *rules, int players)
{
    static const int AJO[] = { RANK_8, RANK_6, RANK_3, RANK_2 }; /* 3, 4, 5, 6 players */
    static const int VANDERAA[] = { RANK_8, RANK_7, RANK_3, RANK_2 };
    if (players < MOUCHE_MIN_PLAYERS || players > MOUCHE_MAX_PLAYERS)
        return RANK_2;
    switch (rules->deck) {
    case DECK_VANDERAA: return VANDERAA[players - MOUCHE_MIN_PLAYERS];
    case DECK_LOWCARDS: {
        /* From K-8 down, a whole rank at a time, until the stock holds 3 cards a player. */
        int lowest = RANK_8;
        while (lowest > RANK_2 && MOUCHE_SUITS * (MOUCHE_RANKS - lowest) < 8 * players + 1)
            lowest--;
        return lowest;
    }
    default: return AJO[players - MOUCHE_MIN_PLAYERS];
    }
}

int mouche_deck_size(const MoucheRules *rules, int players)
{
    return MOUCHE_SUITS * (MOUCHE_RANKS - mouche_deck_lowest_rank(rules, players));
}
