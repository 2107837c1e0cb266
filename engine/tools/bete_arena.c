/* The AI arena of La Bête: what is La Bête's in it (the rest, the duplicate
 * deals, intervals and reports, is arena_core.c). Bots are measured in chips
 * per deal, in bids, contres, wins and bêtes made, and in decision time.
 *
 * A deal set is a new game of K deals (--deals, default 1) from a fixed seed:
 * same first dealer, same cards, same stakes. It is replayed once per
 * rotation of the seat list over the seats, so every bot meets the same cards
 * from every seat. A seat's result is its balance change plus its share (1/N)
 * of the change of the chips on the table (stakes, King, plaques, bêtes are
 * won later by someone: counting them as shared makes the result zero-sum).
 * A bot's value on a deal set is the mean of its results over its seats and
 * rotations, per deal; the interval is over deal sets (paired for the
 * differences between bots), which cancels the luck of the cards. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "bete_arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../ai/bete/bete_ai_internal.h"
#include "mouche/bete.h"
#include "mouche/bete_ai.h"

#include "arena_core.h"

enum { NAME_SIZE = 40, KIND_COUNT = 4, LEVEL_OMNISCIENT = 100, LEVEL_LOOSE = 101 };
_Static_assert((int)BETE_MAX_PLAYERS <= ARENA_MAX_SEATS && (int)KIND_COUNT <= ARENA_MAX_KINDS &&
                   (int)NAME_SIZE <= ARENA_NAME_SIZE,
               "the arena core is too small");

static const char *const BETE_ARENA_KIND_NAMES[KIND_COUNT] = { "bid", "contre", "curieuse", "play" };

/* The counters of a bot (ArenaBot.stat); the tricks are in the JSON only. */
enum {
    STAT_DEALS,
    STAT_BIDS,
    STAT_CONTRES,
    STAT_CURIEUSES,
    STAT_WINS,
    STAT_VOLES,
    STAT_BETES,
    STAT_DEVOLES,
    STAT_TRICKS,
    STAT_COUNT
};
static const ArenaStat BETE_ARENA_STATS[STAT_COUNT] = {
    { "deals", 7, "deals" },      { "bids", 6, "bids" },       { "contre", 6, "contres" },
    { "curieu", 6, "curieuses" }, { "wins", 6, "wins" },       { "voles", 6, "voles" },
    { "betes", 6, "betes" },      { "devoles", 7, "devoles" }, { NULL, 0, "tricks" },
};

/* An Expert keeps a memory of each table it sits at, through the deal sets: one per rotation
 * and listed bot (against a field, per hero and seat), one per seat of it. */
enum { TABLES = ARENA_MAX_SEATS * ARENA_MAX_BOTS };

typedef struct {
    int deals_per_game; /* --deals K: deals in each game of a deal set */
    BeteAiMemory (*memory)[BETE_MAX_PLAYERS]; /* TABLES of them */
} BeteArenaOptions;

/* Per game: what each seat did, from the engine's events. */
typedef struct {
    long bids[BETE_MAX_PLAYERS], contres[BETE_MAX_PLAYERS], curieuses[BETE_MAX_PLAYERS];
    long wins[BETE_MAX_PLAYERS], voles[BETE_MAX_PLAYERS], betes[BETE_MAX_PLAYERS], devoles[BETE_MAX_PLAYERS];
    long tricks[BETE_MAX_PLAYERS];
} Tally;

static void tally_event(void *ctx, const BeteEvent *ev)
{
    Tally *t = ctx;
    switch (ev->type) {
    case BETE_EV_BID:
        if (ev->seat < 0)
            break;
        if (ev->bid == BID_PLAY)
            t->bids[ev->seat]++;
        if (ev->bid == BID_CONTRE)
            t->contres[ev->seat]++;
        break;
    case BETE_EV_CURIEUSE:
        if (ev->seat >= 0 && ev->arg)
            t->curieuses[ev->seat]++;
        break;
    case BETE_EV_RESULT:
        if (ev->winner >= 0 && (ev->outcome == BETE_OUT_WIN || ev->outcome == BETE_OUT_VOLE)) {
            t->wins[ev->winner]++;
            if (ev->outcome == BETE_OUT_VOLE)
                t->voles[ev->winner]++;
        }
        break;
    case BETE_EV_PAY:
        if (ev->seat < 0)
            break;
        /* a bête made (to the queue), or the declarer's bête paid to the contrer */
        if ((ev->reason == BETE_PAY_BETE && ev->target == BETE_PARTY_BETE) || ev->reason == BETE_PAY_CONTRE)
            t->betes[ev->seat]++;
        /* a dévole is one payment to each other seat: counted once, at the first */
        if (ev->reason == BETE_PAY_DEVOLE && ev->target == (ev->seat == 0 ? 1 : 0))
            t->devoles[ev->seat]++;
        break;
    default: break;
    }
}

static int kind_of(const BeteView *v)
{
    if (v->phase == BETE_PHASE_PLAY)
        return 3;
    if (v->phase == BETE_PHASE_CURIEUSE)
        return 2;
    return bete_view_allows(v, BETE_ACT_CONTRE, 0) ? 1 : 0;
}

/* The diagnostic bot that sees every card, and the human-like loose player. */
static int bete_arena_parse_level(const char *level)
{
    if (!strcmp(level, "omniscient"))
        return LEVEL_OMNISCIENT;
    return !strcmp(level, "loose") ? LEVEL_LOOSE : -1;
}

/* The loose player, a habit of real tables: the Standard's choice, except that it says "play" on
 * half the hands where the Standard passes, contres on a quarter of them, and always asks for the
 * Curieuse. */
static BeteAction loose_decide(const BeteView *v, const MoucheAiConfig *cfg)
{
    const BeteAction standard = bete_ai_decide(v, cfg);
    AiRng rng;
    mouche_ai_rng_seed(
        &rng, mouche_ai_mix64(cfg->seed ^ mouche_ai_mix64((uint64_t)v->bids_said << 8 | (uint64_t)v->curieuse_done)));
    const double u = mouche_ai_rng_unit(&rng);
    if (v->phase == BETE_PHASE_CURIEUSE && bete_view_allows(v, BETE_ACT_CURIEUSE, 1))
        return bete_act(BETE_ACT_CURIEUSE, 1);
    if (v->phase != BETE_PHASE_BID || standard.kind != BETE_ACT_PASS)
        return standard;
    if (bete_view_allows(v, BETE_ACT_PLAY_BID, 0) && u < 0.5)
        return bete_act(BETE_ACT_PLAY_BID, 0);
    if (bete_view_allows(v, BETE_ACT_CONTRE, 0) && u < 0.25)
        return bete_act(BETE_ACT_CONTRE, 0);
    return standard;
}

static void bete_arena_usage(void)
{
    fputs("usage: mouche-sim --game bete --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "                  [--deals K] [--field BOT] [--rules LIST] [--temper cautious|bold|bluffer]\n"
          "                  [--budget MS] [--progress]\n"
          "  BOT: random, beginner, standard, expert, omniscient; NAME:TEMPER for a temperament;\n"
          "  diagnostics: expert/noinf, expert/noplay, expert/nobid (ablations); human-like: loose (says\n"
          "  play on half the hands the Standard passes, contres on a quarter, always asks the Curieuse)\n"
          "  --players N  3 to 7; --hands H  duplicate deal sets; --deals K  deals per game (default 1)\n"
          "  the list is cycled to fill the N seats, then rotated over them on every deal set;\n",
          stderr);
}

static void bete_arena_default_options(void *options)
{
    BeteArenaOptions *o = options;
    o->deals_per_game = 1;
    o->memory = calloc(TABLES, sizeof *o->memory); /* NULL is said when the first game needs it */
}

static int bete_arena_finish(void *options)
{
    BeteArenaOptions *o = options;
    /* what the Expert seats learned, per close choice (docs/ai-bete.md, Memory) */
    double sum[2] = { 0, 0 }, n[2] = { 0, 0 };
    for (int t = 0; o->memory && t < TABLES; t++)
        for (int s = 0; s < BETE_MAX_PLAYERS; s++) {
            sum[0] += o->memory[t][s].bid_sum;
            n[0] += o->memory[t][s].bid_n;
            sum[1] += o->memory[t][s].pass_sum;
            n[1] += o->memory[t][s].pass_n;
        }
    if (n[0] + n[1] > 0)
        fprintf(stderr, "bete arena: the Experts' memories: %.0f bids off by %+.4f V each, %.0f passes by %+.4f V\n",
                n[0], n[0] ? sum[0] / n[0] : 0, n[1], n[1] ? sum[1] / n[1] : 0);
    free(o->memory);
    o->memory = NULL;
    return 0;
}

/* The seating's memories (made empty at its first game). */
static BeteAiMemory *seating_memory(const Arena *a, const BeteArenaOptions *o, const int *seat_bot, int rotation)
{
    BeteAiMemory *table = o->memory[rotation * ARENA_MAX_BOTS + seat_bot[rotation]];
    for (int s = 0; s < a->players; s++)
        if (table[s].version == 0)
            bete_ai_memory_init(&table[s], s, a->players);
    return table;
}

static int bete_arena_parse_option(void *options, const char *arg, const char *val)
{
    BeteArenaOptions *o = options;
    if (!strcmp(arg, "--game"))
        return strcmp(val, "bete") ? 0 : 1;
    if (!strcmp(arg, "--deals")) {
        o->deals_per_game = atoi(val);
        return 1;
    }
    return 0;
}

static int rules_json(const void *rules, char *out, size_t size) { return bete_rules_json(rules, out, size); }

static bool bete_arena_options_valid(const void *options)
{
    const BeteArenaOptions *o = options;
    return o->deals_per_game >= 1 && o->deals_per_game <= 1000;
}

static double equity(const BeteState *st, int seat)
{
    MoucheChips bal = 0;
    for (int s = 0; s < st->players; s++)
        bal += st->balances[s];
    return (double)st->balances[seat] + (double)(bete_total_chips(st) - bal) / st->players;
}

/* The true hidden cards, for the omniscient bot only. */
static void oracle_of(const BeteState *st, BeteOracle *o)
{
    memset(o, 0, sizeof *o);
    for (int s = 0; s < st->players; s++)
        o->hands[s] = st->hand[s];
    int n = 0;
    for (int i = st->talon_top + 1; i < st->talon_len && n < BETE_DECK_MAX; i++)
        o->talon[n++] = st->talon[i];
}

/* Plays one game of K deals with seat s taken by bot seat_bot[s]. */
static int bete_arena_play_game(Arena *a, const void *options, uint64_t game_seed, const int *seat_bot, int rotation,
                                ArenaHand *out)
{
    const BeteArenaOptions *o = options;
    BeteState st;
    char why[160];
    Tally tally;
    memset(&tally, 0, sizeof tally);
    const BeteSink sink = { tally_event, &tally };
    const BeteRules *rules = a->rules;
    if (!bete_start(&st, rules, a->players, o->deals_per_game, game_seed, &sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return -1;
    }
    if (!o->memory) {
        fputs("mouche-sim: out of memory for the seats' memories\n", stderr);
        return -1;
    }
    BeteAiMemory *memory = seating_memory(a, o, seat_bot, rotation);
    const double start = (double)rules->start;
    int deals = 0;
    for (long guard = 0; guard < 100000L * o->deals_per_game; guard++) {
        const BetePhase ph = bete_phase(&st);
        if (ph == BETE_PHASE_DEAL_OVER || ph == BETE_PHASE_GAME_OVER)
            for (int s = 0; s < a->players; s++) {
                BeteView seen;
                bete_view(&st, s, &seen);
                bete_ai_observe(&memory[s], &seen);
            }
        if (ph == BETE_PHASE_GAME_OVER)
            break;
        if (ph == BETE_PHASE_DEAL_OVER) {
            if (++deals >= o->deals_per_game)
                break;
            if (bete_apply(&st, bete_act(BETE_ACT_NEXT_DEAL, 0), &sink) != REFUSE_NONE)
                break;
            continue;
        }
        const int seat = st.to_move;
        if (seat < 0)
            break;
        ArenaBot *bot = &a->bots[seat_bot[seat]];
        BeteView view;
        bete_view(&st, seat, &view);
        const int level = bot->level == LEVEL_OMNISCIENT ? MOUCHE_AI_EXPERT
                          : bot->level == LEVEL_LOOSE    ? MOUCHE_AI_STANDARD
                                                         : bot->level;
        MoucheAiConfig cfg = mouche_ai_config(
            level, bot->temperament, mouche_ai_mix64(game_seed ^ mouche_ai_mix64((uint64_t)(seat + 16 * rotation))));
        cfg.budget_ms = a->budget_ms;
        cfg.ablate = bot->ablate;
        const double t0 = now_ms();
        BeteAction act;
        if (bot->level == LEVEL_OMNISCIENT) {
            BeteOracle oracle;
            oracle_of(&st, &oracle);
            act = bete_ai_decide_with(&view, &cfg, &oracle);
        } else if (bot->level == LEVEL_LOOSE) {
            act = loose_decide(&view, &cfg);
        } else {
            act = bete_ai_decide_remembering(&view, &cfg, bot->level == MOUCHE_AI_EXPERT ? &memory[seat] : NULL);
        }
        arena_time(bot, kind_of(&view), (float)(now_ms() - t0));
        const MoucheRefusal r = bete_apply(&st, act, &sink);
        if (r != REFUSE_NONE) {
            char text[32];
            bete_action_format(act, text, sizeof text);
            fprintf(stderr, "mouche-sim: bot %s played an illegal action %s (refusal %d)\n", bot->name, text, (int)r);
            return -1;
        }
        if (bete_phase(&st) == BETE_PHASE_DEAL_OVER)
            for (int s = 0; s < a->players; s++)
                tally.tricks[s] += st.tricks_won[s];
    }
    if (deals < o->deals_per_game && bete_phase(&st) != BETE_PHASE_GAME_OVER) {
        fputs("mouche-sim: a game did not finish\n", stderr);
        return -1;
    }
    for (int s = 0; s < a->players; s++) {
        out->result[s] = (equity(&st, s) - start) / o->deals_per_game;
        long *stat = out->stat[s];
        stat[STAT_DEALS] = o->deals_per_game;
        stat[STAT_BIDS] = tally.bids[s];
        stat[STAT_CONTRES] = tally.contres[s];
        stat[STAT_CURIEUSES] = tally.curieuses[s];
        stat[STAT_WINS] = tally.wins[s];
        stat[STAT_VOLES] = tally.voles[s];
        stat[STAT_BETES] = tally.betes[s];
        stat[STAT_DEVOLES] = tally.devoles[s];
        stat[STAT_TRICKS] = tally.tricks[s];
    }
    return 0;
}

static long total_deals(const Arena *a, const BeteArenaOptions *o)
{
    const long per_set = a->field >= 0 ? (long)a->nheroes * a->players : a->players;
    return (long)a->deals * per_set * o->deals_per_game;
}

static void bete_arena_print_head(const Arena *a, const void *options, bool json, const char *rules)
{
    const BeteArenaOptions *o = options;
    if (json) {
        printf("{\"game\":\"bete\",\"players\":%d,\"deal_sets\":%d,\"deals_per_game\":%d,\"deals\":%ld,\"seed\":%llu,"
               "\"method\":\"%s\",\"rules\":%s,\"bots\":[",
               a->players, a->deals, o->deals_per_game, total_deals(a, o), (unsigned long long)a->seed,
               a->field >= 0 ? "field" : "rotation", rules);
        return;
    }
    if (a->field >= 0)
        printf("bete arena: %d players, %d deal sets x %d bots x %d seats x %d deals = %ld deals, each bot alone "
               "against %s, seed %llu\nrules: %s\n",
               a->players, a->deals, a->nheroes, a->players, o->deals_per_game, total_deals(a, o),
               a->bots[a->field].name, (unsigned long long)a->seed, rules);
    else
        printf("bete arena: %d players, %d deal sets x %d rotations x %d deals = %ld deals, seed %llu\nrules: %s\n",
               a->players, a->deals, a->players, o->deals_per_game, total_deals(a, o), (unsigned long long)a->seed,
               rules);
}

const ArenaGame bete_arena_game = {
    .game = &bete_cardgame,
    .title = "bete arena",
    .unit = "chips/deal",
    .over = "deal sets",
    .min_players = BETE_MIN_PLAYERS,
    .max_players = BETE_MAX_PLAYERS,
    .name_size = NAME_SIZE,
    .ci_width = 8,
    .temperament_first = false,
    .declare_ablation = "nobid",
    .nkinds = KIND_COUNT,
    .kind_names = BETE_ARENA_KIND_NAMES,
    .nstats = STAT_COUNT,
    .stats = BETE_ARENA_STATS,
    .options_size = sizeof(BeteArenaOptions),
    .usage = bete_arena_usage,
    .default_options = bete_arena_default_options,
    .parse_option = bete_arena_parse_option,
    .options_valid = bete_arena_options_valid,
    .rules_json = rules_json,
    .parse_level = bete_arena_parse_level,
    .play = bete_arena_play_game,
    .print_head = bete_arena_print_head,
    .finish = bete_arena_finish,
};
