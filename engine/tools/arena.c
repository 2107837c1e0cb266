/* The AI arena of La Mouche: what is La Mouche's in it (the rest, the
 * duplicate deals, intervals and reports, is arena_core.c). Results are in
 * chips per hand.
 *
 * A deal is one hand from a fixed seed (a new single-hand game: same first
 * dealer, same cards, pool = the ante). Each deal is replayed once per
 * rotation of the seat list over the seats, so every bot meets the same cards
 * from every seat. A bot's result on a deal is its mean balance change over
 * its seats and rotations; the interval is over deals (paired for the
 * differences between bots), which is what cancels the luck of the cards. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../ai/mouche/ai_internal.h"
#include "mouche/ai.h"
#include "mouche/game.h"
#include "mouche/view.h"

#include "arena_core.h"

enum {
    NAME_SIZE = 32,
    KIND_COUNT = 5,
    LEVEL_OMNISCIENT = 100,
    LEVEL_OMNI_PLAY,
    LEVEL_OMNI_DECLARE,
    LEVEL_OMNI_HANDS,
    LEVEL_OMNI_LATE,
    LEVEL_LOOSE, /* the human-like bots, for measurement only */
    LEVEL_TIGHT,
    LEVEL_TELLER,
    /* the seatings of one run: a rotation, or a listed bot at one seat against the field */
    TABLES = ARENA_MAX_SEATS * ARENA_MAX_BOTS
};
_Static_assert((int)MOUCHE_MAX_PLAYERS <= ARENA_MAX_SEATS && (int)KIND_COUNT <= ARENA_MAX_KINDS &&
                   (int)NAME_SIZE <= ARENA_NAME_SIZE,
               "the arena core is too small");

static const char *const MOUCHE_ARENA_KIND_NAMES[KIND_COUNT] = { "declare", "question", "answer", "trump", "play" };

/* The counters of a bot (ArenaBot.stat): after a silent or an evasive answer
 * was heard, how often the bot then declared and folded. */
enum {
    STAT_HANDS,
    STAT_IN,
    STAT_FOLDS,
    STAT_FLUSHES,
    STAT_MOUCHES,
    STAT_HEARD_SILENT,
    STAT_FOLD_SILENT,
    STAT_HEARD_EVASIVE,
    STAT_FOLD_EVASIVE,
    STAT_COUNT
};
static const ArenaStat MOUCHE_ARENA_STATS[STAT_COUNT] = {
    { "hands", 8, "hands" },
    { "in", 8, "hands_in" },
    { "folds", 8, "folds" },
    { "flushes", 8, "flushes" },
    { "mouches", 8, "mouches" },
    { "silent", 7, "heard_silent" },
    { "fold", 5, "folds_after_silent" },
    { "evasive", 7, "heard_evasive" },
    { "fold", 5, "folds_after_evasive" },
};
_Static_assert((int)STAT_COUNT <= ARENA_MAX_STATS, "too many counters for the arena core");

typedef struct {
    FILE *counterfactual; /* --counterfactual FILE: every Expert declaration replayed candidate by candidate */
    /* what each seat of each seating remembers of its table over the run's deals (owned) */
    MoucheAiMemory (*memory)[MOUCHE_MAX_PLAYERS];
} MoucheArenaOptions;

typedef struct {
    long flush[MOUCHE_MAX_PLAYERS], mouche[MOUCHE_MAX_PLAYERS];
} HandTally;

static void tally_event(void *ctx, const MoucheEvent *ev)
{
    HandTally *t = ctx;
    if (ev->type != EV_PAY)
        return;
    if (ev->reason == PAY_MOUCHE_MADE && ev->seat >= 0)
        t->mouche[ev->seat]++;
    if (ev->reason == PAY_MOUCHE_TAKEN && ev->target >= 0)
        t->flush[ev->target]++;
}

static int kind_of(MoucheAction a)
{
    switch (a.kind) {
    case ACT_QUESTION: return 1;
    case ACT_ANSWER: return 2;
    case ACT_TRUMP: return 3;
    case ACT_PLAY: return 4;
    default: return 0;
    }
}

/* The diagnostic bots: omniscient, or in one part of the game only. */
static int mouche_arena_parse_level(const char *level)
{
    static const struct {
        const char *name;
        int level;
    } DIAGNOSTICS[] = {
        { "omniscient", LEVEL_OMNISCIENT }, { "omni-play", LEVEL_OMNI_PLAY }, { "omni-declare", LEVEL_OMNI_DECLARE },
        { "omni-hands", LEVEL_OMNI_HANDS }, /* sees hands, not the stock */
        { "omni-late", LEVEL_OMNI_LATE }, /* omni-hands once a seat has declared */
        { "loose", LEVEL_LOOSE },           { "tight", LEVEL_TIGHT },         { "teller", LEVEL_TELLER },
    };
    for (size_t i = 0; i < sizeof DIAGNOSTICS / sizeof DIAGNOSTICS[0]; i++)
        if (!strcmp(level, DIAGNOSTICS[i].name))
            return DIAGNOSTICS[i].level;
    return -1;
}

static void mouche_arena_usage(void)
{
    fputs("usage: mouche-sim --arena BOT,BOT,... --players N --hands H --seed S [--json]\n"
          "                  [--field BOT] [--rules LIST] [--temper cautious|bold|bluffer] [--budget MS] [--progress]\n"
          "  BOT: random, beginner, standard, expert, omniscient; NAME:TEMPER for a temperament;\n"
          "  diagnostics: omni-hands, omni-late, omni-play, omni-declare; expert/noinf, /noplay, /nodeclare,\n"
          "  /nomemory; human-like: loose (stays in on most hands, answers at random), tight (stays in\n"
          "  only with strong hands, always silent), teller (Standard, silent only with the mouche);\n"
          "  --counterfactual FILE: each Expert declaration replayed with every candidate (JSON Lines)\n"
          "  the list is cycled to fill the N seats, then rotated over them on every deal;\n",
          stderr);
}

static void mouche_arena_default_options(void *options)
{
    MoucheArenaOptions *o = options;
    o->memory = calloc(TABLES, sizeof *o->memory); /* NULL is said when the first deal needs it */
}

static int mouche_arena_parse_option(void *options, const char *arg, const char *val)
{
    MoucheArenaOptions *o = options;
    if (!strcmp(arg, "--counterfactual")) {
        if (o->counterfactual)
            fclose(o->counterfactual);
        o->counterfactual = fopen(val, "w");
        if (!o->counterfactual) {
            fprintf(stderr, "mouche-sim: cannot write %s\n", val);
            return -1;
        }
        return 1;
    }
    return 0;
}

static int rules_json(const void *rules, char *out, size_t size) { return mouche_rules_json(rules, out, size); }

static int mouche_arena_finish(void *options)
{
    MoucheArenaOptions *o = options;
    free(o->memory);
    o->memory = NULL;
    if (o->counterfactual && fclose(o->counterfactual) != 0) {
        fputs("mouche-sim: could not finish writing the counterfactual log\n", stderr);
        return -1;
    }
    return 0;
}

static uint64_t mix(uint64_t x) { return mouche_ai_mix64(x); }

/* Seats in before the viewer and the later seats, as the heuristics count opponents. */
static double opponents_expected(const MoucheView *view)
{
    double opp = 0;
    for (int s = 0; s < view->players; s++)
        opp += s != view->seat && (view->decl[s] == DECL_STAND || view->decl[s] == DECL_EXCHANGE);
    int8_t later[MOUCHE_MAX_PLAYERS];
    opp += 0.55 * mouche_ai_view_later_seats(view, later);
    return opp < 1 ? 1 : opp;
}

/* The answer of a human-like bot: loose at random, tight always silent (a plain
 * "no" where silence would say yes), the teller silent only with the mouche. */
static MoucheAction human_answer(const MoucheView *view, int level, AiRng *rng)
{
    int suit, points;
    const bool flush = mouche_ai_view_my_flush(view, &suit, &points);
    const bool may_be_silent = flush || view->rules.silence != SILENCE_YES;
    const int plain = flush ? ANSWER_YES : ANSWER_NO;
    if (level == LEVEL_TELLER)
        return mouche_act(ACT_ANSWER, flush ? ANSWER_SILENT : ANSWER_EVASIVE, 0);
    if (level == LEVEL_TIGHT)
        return mouche_act(ACT_ANSWER, may_be_silent ? ANSWER_SILENT : plain, 0);
    const uint32_t r = mouche_ai_rng_below(rng, 3);
    return mouche_act(ACT_ANSWER, r == 0 && may_be_silent ? ANSWER_SILENT : r == 1 ? ANSWER_EVASIVE : plain, 0);
}

/* The declaration of a human-like bot: the Standard's, then loose stays in on
 * three hands in four the Standard folds, and tight needs a quarter of the pool
 * more than the Standard to stay in. */
static MoucheAction human_declare(const MoucheView *view, int level, MoucheAction standard, AiRng *rng)
{
    int suit, points;
    if (mouche_ai_view_my_flush(view, &suit, &points) || mouche_ai_view_flush_announced(view))
        return standard;
    AiTrickRules tr;
    mouche_ai_trick_rules(&tr, &view->rules, view->trump);
    if (level == LEVEL_LOOSE) {
        if (standard.kind != ACT_FOLD || mouche_ai_rng_unit(rng) >= 0.75)
            return standard;
        if (view->stock_left >= 3)
            return mouche_act(ACT_EXCHANGE, 0, mouche_ai_worst_cards(&tr, view->my_hand, 3));
        return mouche_act(ACT_STAND, 0, 0);
    }
    if (level != LEVEL_TIGHT || standard.kind == ACT_FOLD)
        return standard;
    const MoucheCardSet unseen = view->deck & ~view->my_hand & ~mouche_bit(view->turned) & ~view->played;
    MoucheCardSet discards = 0;
    const int decl = mouche_ai_heur_declare_hand(&tr, view->my_hand, unseen, opponents_expected(view),
                                                 mouche_ai_view_cost_ratio(view), view->stock_left, 0.25, &discards);
    if (decl == DECL_FOLD)
        return mouche_act(ACT_FOLD, 0, 0);
    return decl == DECL_EXCHANGE && discards ? mouche_act(ACT_EXCHANGE, 0, discards) : mouche_act(ACT_STAND, 0, 0);
}

/* What a seat's view says of the answers heard so far: bit 0 silent, bit 1 evasive. */
static int answers_heard(const MoucheView *view)
{
    int heard = 0;
    for (int a = 0; a < view->players; a++)
        for (int t = 0; t < view->players; t++) {
            heard |= view->answers[a][t] == ANSWER_SILENT ? 1 : 0;
            heard |= view->answers[a][t] == ANSWER_EVASIVE ? 2 : 0;
        }
    return heard;
}

/* The seating's memories: one table per rotation, or per listed bot and seat against the field. */
static MoucheAiMemory *seating_memory(const Arena *a, const MoucheArenaOptions *o, const int *seat_bot, int rotation)
{
    MoucheAiMemory *table = o->memory[rotation * ARENA_MAX_BOTS + seat_bot[rotation]];
    for (int s = 0; s < a->players; s++)
        if (table[s].version == 0)
            mouche_ai_memory_init(&table[s], s, a->players);
    return table;
}

/* The decision of the bot at the seat to move (oracle bots are told the true world;
 * memory: the seat's, read and written by an Expert). */
static MoucheAction bot_decide(const Arena *a, const MoucheState *st, const int *seat_bot, int rotation,
                               uint64_t deal_seed, AiDeclareTrace *trace, MoucheAiMemory *memory)
{
    const int seat = st->to_move;
    const ArenaBot *bot = &a->bots[seat_bot[seat]];
    MoucheView view;
    mouche_view(st, seat, &view);
    bool omni = bot->level == LEVEL_OMNISCIENT || bot->level == LEVEL_OMNI_HANDS ||
                (bot->level == LEVEL_OMNI_PLAY && st->phase == PHASE_PLAY) ||
                (bot->level == LEVEL_OMNI_DECLARE && st->phase != PHASE_PLAY);
    if (bot->level == LEVEL_OMNI_LATE) {
        int declared = 0;
        for (int s = 0; s < st->players; s++)
            declared += st->decl[s] != DECL_NONE;
        omni = st->phase != PHASE_DECLARE || declared > 0;
    }
    const bool human = bot->level >= LEVEL_LOOSE && bot->level <= LEVEL_TELLER;
    const int level = human ? MOUCHE_AI_STANDARD : bot->level >= LEVEL_OMNISCIENT ? MOUCHE_AI_EXPERT : bot->level;
    MoucheAiConfig cfg =
        mouche_ai_config(level, bot->temperament, mix(deal_seed ^ mix((uint64_t)(seat + 16 * rotation))));
    cfg.budget_ms = a->budget_ms;
    cfg.ablate = bot->ablate;
    if (human) {
        AiRng rng;
        mouche_ai_rng_seed(&rng, mix(cfg.seed ^ mix(st->actions_applied)));
        if (st->phase == PHASE_ANSWER)
            return human_answer(&view, bot->level, &rng);
        const MoucheAction standard = mouche_ai_decide_traced(&view, &cfg, NULL, NULL, NULL);
        if (st->phase != PHASE_DECLARE || standard.kind == ACT_QUESTION)
            return standard;
        return human_declare(&view, bot->level, standard, &rng);
    }
    if (!omni)
        return mouche_ai_decide_traced(&view, &cfg, NULL, trace, bot->level == MOUCHE_AI_EXPERT ? memory : NULL);
    MoucheWorld world;
    mouche_world_of(st, &world);
    const AiOracle oracle = { &world, bot->level == LEVEL_OMNI_HANDS || bot->level == LEVEL_OMNI_LATE };
    return mouche_ai_decide_traced(&view, &cfg, &oracle, trace, NULL);
}

/* Plays the hand to its end with the same bots (and seeds) from st. */
static bool play_out(const Arena *a, MoucheState *st, const int *seat_bot, int rotation, uint64_t deal_seed)
{
    while (st->to_move >= 0 && st->phase != PHASE_HAND_OVER && st->phase != PHASE_GAME_OVER)
        if (mouche_apply(st, bot_decide(a, st, seat_bot, rotation, deal_seed, NULL, NULL), NULL) != REFUSE_NONE)
            return false;
    return true;
}

/* The counterfactual log: the Expert's declaration in st, and what each of its
 * candidates would have earned, each played to the end of the hand by the same
 * bots on the true cards (in units of the pool, as the balance change of the
 * seat). The line is finished when the hand is, with what the seat really earned. */
typedef struct {
    int seat;
    double pool;
    char text[2048];
} CounterfactualLine;

static void log_counterfactual(const Arena *a, const MoucheState *st, const MoucheChips *before, const int *seat_bot,
                               int rotation, uint64_t deal_seed, const AiDeclareTrace *trace, MoucheAction chosen,
                               CounterfactualLine *line)
{
    const int seat = st->to_move;
    int declared = 0, in_before = 0;
    for (int s = 0; s < st->players; s++) {
        declared += st->decl[s] != DECL_NONE;
        in_before += st->decl[s] == DECL_STAND || st->decl[s] == DECL_EXCHANGE;
    }
    const double pool = (double)st->pool;
    line->seat = seat;
    line->pool = pool;
    size_t len = 0;
    const size_t cap = sizeof line->text;
    len += (size_t)snprintf(line->text, cap,
                            "{\"players\":%d,\"seat\":%d,\"dealer\":%d,\"declared\":%d,\"in_before\":%d,\"pool\":%lld,"
                            "\"threshold\":%.4f,\"candidates\":[",
                            st->players, seat, st->dealer, declared, in_before, (long long)st->pool, trace->threshold);
    for (int i = 0; i < trace->n && len < cap; i++) {
        MoucheState next = *st;
        double result = 0;
        const MoucheAction c = trace->action[i];
        if (mouche_apply(&next, c, NULL) == REFUSE_NONE && play_out(a, &next, seat_bot, rotation, deal_seed))
            result = (double)(next.balances[seat] - before[seat]) / pool;
        char text[64];
        mouche_action_format(c, text, sizeof text);
        const bool is_chosen = c.kind == chosen.kind && c.arg == chosen.arg && c.cards == chosen.cards;
        len += (size_t)snprintf(line->text + len, cap - len,
                                "%s{\"action\":\"%s\",\"cards\":%d,\"searched\":%.4f,\"result\":%.4f,\"chosen\":%s}",
                                i ? "," : "", text, c.kind == ACT_EXCHANGE ? mouche_set_count(c.cards) : 0,
                                trace->searched[i], result, is_chosen ? "true" : "false");
    }
}

/* Plays one deal with seat s taken by bot seat_bot[s]. */
static int mouche_arena_play_deal(Arena *a, const void *options, uint64_t deal_seed, const int *seat_bot, int rotation,
                                  ArenaHand *out)
{
    const MoucheArenaOptions *o = options;
    MoucheState st;
    char why[160];
    HandTally tally;
    memset(&tally, 0, sizeof tally);
    const MoucheSink sink = { tally_event, &tally };
    if (!mouche_start(&st, a->rules, a->players, 1, deal_seed, &sink, why, sizeof why)) {
        fprintf(stderr, "mouche-sim: %s\n", why);
        return -1;
    }
    if (!o->memory) {
        fputs("mouche-sim: out of memory for the seats' memories\n", stderr);
        return -1;
    }
    MoucheAiMemory *memory = seating_memory(a, o, seat_bot, rotation);
    MoucheChips before[MOUCHE_MAX_PLAYERS];
    memcpy(before, st.balances, sizeof before);
    CounterfactualLine lines[MOUCHE_MAX_PLAYERS];
    int nlines = 0;
    long heard[MOUCHE_MAX_PLAYERS][4];
    memset(heard, 0, sizeof heard);
    while (st.to_move >= 0 && st.phase != PHASE_HAND_OVER && st.phase != PHASE_GAME_OVER) {
        const int seat = st.to_move;
        ArenaBot *bot = &a->bots[seat_bot[seat]];
        AiDeclareTrace trace;
        const double t0 = now_ms();
        const MoucheAction act = bot_decide(a, &st, seat_bot, rotation, deal_seed, &trace, &memory[seat]);
        arena_time(bot, kind_of(act), (float)(now_ms() - t0));
        if (st.phase == PHASE_DECLARE && act.kind != ACT_QUESTION) {
            MoucheView view;
            mouche_view(&st, seat, &view);
            const int h = answers_heard(&view);
            for (int bit = 0; bit < 2; bit++)
                if (h & (1 << bit)) {
                    heard[seat][2 * bit]++;
                    heard[seat][2 * bit + 1] += act.kind == ACT_FOLD;
                }
        }
        if (o->counterfactual && trace.n > 0 && bot->level == MOUCHE_AI_EXPERT && nlines < MOUCHE_MAX_PLAYERS)
            log_counterfactual(a, &st, before, seat_bot, rotation, deal_seed, &trace, act, &lines[nlines++]);
        const MoucheRefusal r = mouche_apply(&st, act, &sink);
        if (r != REFUSE_NONE) {
            char text[64];
            mouche_action_format(act, text, sizeof text);
            fprintf(stderr, "mouche-sim: bot %s played an illegal action %s: %s\n", bot->name, text,
                    mouche_refusal_text(r));
            return -1;
        }
    }
    for (int i = 0; i < nlines; i++)
        fprintf(o->counterfactual, "%s],\"actual\":%.4f}\n", lines[i].text,
                (double)(st.balances[lines[i].seat] - before[lines[i].seat]) / lines[i].pool);
    for (int s = 0; s < a->players; s++) {
        MoucheView view;
        mouche_view(&st, s, &view);
        mouche_ai_observe(&memory[s], &view);
        out->result[s] = (double)(st.balances[s] - before[s]);
        long *stat = out->stat[s];
        stat[STAT_HANDS] = 1;
        stat[STAT_IN] = mouche_is_in(&st, s);
        stat[STAT_FOLDS] = st.decl[s] == DECL_FOLD;
        stat[STAT_FLUSHES] = tally.flush[s];
        stat[STAT_MOUCHES] = tally.mouche[s];
        stat[STAT_HEARD_SILENT] = heard[s][0];
        stat[STAT_FOLD_SILENT] = heard[s][1];
        stat[STAT_HEARD_EVASIVE] = heard[s][2];
        stat[STAT_FOLD_EVASIVE] = heard[s][3];
    }
    return 0;
}

static void mouche_arena_print_head(const Arena *a, const void *options, bool json, const char *rules)
{
    (void)options; /* the rules are all the head says of them */
    if (json) {
        const int hands = a->field >= 0 ? a->deals * a->nheroes * a->players : a->deals * a->players;
        printf("{\"players\":%d,\"deals\":%d,\"hands\":%d,\"seed\":%llu,\"method\":\"%s\",\"rules\":%s,\"bots\":[",
               a->players, a->deals, hands, (unsigned long long)a->seed, a->field >= 0 ? "field" : "rotation", rules);
        return;
    }
    if (a->field >= 0)
        printf("arena: %d players, %d deals x %d bots x %d seats = %d hands, each bot alone against %s, seed "
               "%llu\nrules: %s\n",
               a->players, a->deals, a->nheroes, a->players, a->deals * a->nheroes * a->players, a->bots[a->field].name,
               (unsigned long long)a->seed, rules);
    else
        printf("arena: %d players, %d deals x %d rotations = %d hands, seed %llu\nrules: %s\n", a->players, a->deals,
               a->players, a->deals * a->players, (unsigned long long)a->seed, rules);
}

const ArenaGame mouche_arena_game = {
    .game = &mouche_cardgame,
    .title = "arena",
    .unit = "chips/hand",
    .over = "deals",
    .min_players = MOUCHE_MIN_PLAYERS,
    .max_players = MOUCHE_MAX_PLAYERS,
    .name_size = NAME_SIZE,
    .ci_width = 9,
    .temperament_first = true,
    .declare_ablation = "nodeclare",
    .nkinds = KIND_COUNT,
    .kind_names = MOUCHE_ARENA_KIND_NAMES,
    .nstats = STAT_COUNT,
    .stats = MOUCHE_ARENA_STATS,
    .options_size = sizeof(MoucheArenaOptions),
    .usage = mouche_arena_usage,
    .default_options = mouche_arena_default_options,
    .parse_option = mouche_arena_parse_option,
    .options_valid = NULL,
    .rules_json = rules_json,
    .parse_level = mouche_arena_parse_level,
    .play = mouche_arena_play_deal,
    .print_head = mouche_arena_print_head,
    .finish = mouche_arena_finish,
};
