/* La Bête's rule options: defaults, validation, key=value and JSON forms,
 * and the pack for each table size (docs/rules-bete.md 1). */
#include <stdio.h>
#include <string.h>

#include "../common/common.h"
#include "mouche/bete.h"

static const char *const DEAL_NAMES[] = { "3-2", "2-3", "2-2-1", "2-1-2" };
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

enum { MAX_CHIPS = 100000000 };

BeteRules bete_rules_default(void)
{
    BeteRules r;
    memset(&r, 0, sizeof r);
    r.deal = DEAL_3_2;
    r.curieuse = true;
    r.contre = true;
    r.start = 1000;
    r.plaque = 5;
    return r;
}

bool bete_rules_validate(const BeteRules *r, char *why, size_t n)
{
    const char *problem = NULL;
    if (r->deal >= COUNT(DEAL_NAMES))
        problem = "deal: unknown value";
    else if (r->start < 0 || r->start > MAX_CHIPS)
        problem = "start must be from 0 to 100000000";
    else if (r->plaque < 2 || r->plaque > 1000)
        problem = "plaque must be from 2 to 1000 chips";
    return mouche_rules_problem(problem, why, n);
}

static bool set_option(void *ctx, const char *key, const char *value, char *why, size_t n)
{
    BeteRules *r = ctx;
    if (!strcmp(key, "deal")) {
        const int choice = mouche_rules_find_name(DEAL_NAMES, COUNT(DEAL_NAMES), value);
        if (choice >= 0) {
            r->deal = (uint8_t)choice;
            return true;
        }
        snprintf(why, n, "deal: unknown value '%s' (one of: 3-2 2-3 2-2-1 2-1-2)", value);
        return false;
    }
    bool *flag = !strcmp(key, "curieuse") ? &r->curieuse : !strcmp(key, "contre") ? &r->contre : NULL;
    if (flag) {
        if (mouche_rules_parse_bool(value, flag))
            return true;
        snprintf(why, n, "%s: '%s' is not 0 or 1", key, value);
        return false;
    }
    int32_t *number = !strcmp(key, "start") ? &r->start : !strcmp(key, "plaque") ? &r->plaque : NULL;
    if (number) {
        if (mouche_rules_parse_int(value, number))
            return true;
        snprintf(why, n, "%s: '%s' is not a whole number", key, value);
        return false;
    }
    snprintf(why, n, "unknown rule option '%s' (La Bête's options: deal, curieuse, contre, start, plaque)", key);
    return false;
}

MOUCHE_RULES_PARSE_DEFINE(bete_rules_parse, BeteRules, set_option, bete_rules_validate)

int bete_rules_json(const BeteRules *r, char *out, size_t out_size)
{
    return snprintf(out, out_size, "{\"deal\":\"%s\",\"curieuse\":%s,\"contre\":%s,\"start\":%d,\"plaque\":%d}",
                    mouche_deal_name(r->deal), r->curieuse ? "true" : "false", r->contre ? "true" : "false",
                    (int)r->start, (int)r->plaque);
}

int bete_rules_format(const BeteRules *r, char *out, size_t out_size)
{
    return snprintf(out, out_size, "deal=%s,curieuse=%d,contre=%d,start=%d,plaque=%d", mouche_deal_name(r->deal),
                    r->curieuse ? 1 : 0, r->contre ? 1 : 0, (int)r->start, (int)r->plaque);
}

int bete_deck_lowest_rank(int players)
{
    if (players >= 6)
        return RANK_6;
    return players == 5 ? RANK_7 : RANK_8;
}

int bete_deck_size(int players) { return MOUCHE_SUITS * (MOUCHE_RANKS - bete_deck_lowest_rank(players)); }
