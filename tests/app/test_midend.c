/* The midend without a window: for thousands of random games of each game, after
 * every action and once all its steps have run, the table the midend shows equals
 * the table rebuilt from the human's view (as a resumed game builds it), part by part; the
 * template game's too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bete_shown.h"
#include "mouche/save.h"
#include "mouche_shown.h"
#include "template_shown.h"

static int failures;
static int checked;
static long steps_played;

#define SAME(what, a, b) \
    do { \
        checked++; \
        if ((long long)(a) != (long long)(b)) { \
            if (failures++ < 20) \
                fprintf(stderr, "%s seed %llu step %d: %s shown %lld, view %lld\n", game, (unsigned long long)seed, \
                        step, what, (long long)(a), (long long)(b)); \
        } \
    } while (0)

static uint64_t next_rand(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

/* What every game's table shows, against the rebuilt one. */
static void compare_shown(const char *game, uint64_t seed, int step, const Shown *a, const Shown *b)
{
    SAME("players", a->players, b->players);
    SAME("dealer", a->dealer, b->dealer);
    SAME("deal", a->deal_no, b->deal_no);
    SAME("trump", a->trump, b->trump);
    SAME("turned card", a->turned, b->turned);
    SAME("tricks done", a->tricks_done, b->tricks_done);
    SAME("cards in the trick", a->ntrick, b->ntrick);
    for (int i = 0; i < a->ntrick && i < b->ntrick; i++) {
        SAME("trick card", a->trick[i], b->trick[i]);
        SAME("trick seat", a->trick_seat[i], b->trick_seat[i]);
    }
    if (b->tricks_done > 0) {
        SAME("cards in the last trick", a->nlast, b->nlast);
        for (int i = 0; i < a->nlast && i < b->nlast; i++)
            SAME("last trick card", a->last_trick[i], b->last_trick[i]);
        SAME("last trick's winner", a->last_winner, b->last_winner);
    }
    SAME("game over", a->game_over, b->game_over);
    for (int s = 0; s < a->players; s++) {
        const ShownSeat *p = &a->seat[s], *q = &b->seat[s];
        SAME("seat's cards", p->n, q->n);
        for (int i = 0; s == 0 && i < p->n && i < q->n; i++)
            SAME("human's card", p->cards[i], q->cards[i]);
        SAME("seat said", p->said, q->said);
        SAME("seat's tricks", p->tricks, q->tricks);
        SAME("seat's balance", p->balance, q->balance);
        SAME("seat's tokens", tokens_value(&p->hold), p->balance > 0 ? p->balance : 0); /* a debt holds none */
        /* the stacks themselves, not only their sum: a resumed game shows the chips as they were */
        SAME("seat's chips", p->hold.n[TOKEN_CHIP], q->hold.n[TOKEN_CHIP]);
        SAME("seat's plaques", p->hold.n[TOKEN_PLAQUE], q->hold.n[TOKEN_PLAQUE]);
        SAME("seat's contracts", p->hold.n[TOKEN_CONTRACT], q->hold.n[TOKEN_CONTRACT]);
        SAME("cards in flight", p->hide_mask, 0);
        SAME("hand in flight", p->hide_all, 0);
    }
}

static void compare_mouche(uint64_t seed, int step, const Midend *live, const MoucheGame *g)
{
    const char *game = "mouche";
    MoucheView view;
    mouche_view(&g->state, 0, &view);
    static Midend rebuilt;
    static MoucheShown x;
    mouche_midend_init(&rebuilt, &x, view.players);
    mouche_shown_resume(&rebuilt, g);
    compare_shown(game, seed, step, &live->shown, &rebuilt.shown);
    const MoucheShown *a = live->vis, *b = &x;
    SAME("stock", a->stock, b->stock);
    SAME("discards", a->discards, b->discards);
    SAME("pool", a->pool, b->pool);
    SAME("pool's tokens", tokens_value(&a->pool_hold), a->pool);
    for (int k = 0; k < TOKEN_KINDS; k++)
        SAME("pool's stack", a->pool_hold.n[k], b->pool_hold.n[k]);
    SAME("stake", a->stake, b->stake);
    SAME("pending pools", a->npending, b->npending);
    for (int i = 0; i < a->npending && i < b->npending; i++)
        SAME("pending pool", a->pending[i], b->pending[i]);
    for (int s = 0; s < view.players; s++) {
        SAME("exchanged", a->exchanged[s], b->exchanged[s]);
        SAME("showed a flush", a->showed[s], b->showed[s]);
        SAME("answers on show", a->answers[s], b->answers[s]);
        MoucheChips explained = 0;
        for (int r = 0; r < PAY_REASON_COUNT; r++) {
            SAME("a part of the chips explained", a->parts[s][r], b->parts[s][r]);
            explained += a->parts[s][r];
        }
        /* every chip explained: the parts add up to what the seat won or lost this hand */
        SAME("the parts' sum", explained, live->shown.seat[s].balance - live->shown.start_balances[s]);
    }
    SAME("hand over", a->hand_over, b->hand_over);
    if (b->hand_over) { /* the summary */
        for (int s = 0; s < view.players; s++) {
            SAME("summary's tricks", a->res_tricks[s], b->res_tricks[s]);
            SAME("summary's balance", a->res_balances[s], b->res_balances[s]);
            SAME("summary's gain", a->res_balances[s] - live->shown.start_balances[s],
                 b->res_balances[s] - rebuilt.shown.start_balances[s]);
        }
        SAME("summary's pool", a->res_pool, b->res_pool);
        SAME("summary's next stake", a->res_next_stake, b->res_next_stake);
        SAME("summary's flush", a->res_flush_seat, b->res_flush_seat);
        SAME("summary: all folded", a->res_all_folded, b->res_all_folded);
    }
    midend_free(&rebuilt);
}

static void compare_bete(uint64_t seed, int step, const Midend *live, const BeteGame *g)
{
    const char *game = "bete";
    BeteView view;
    bete_view(&g->state, 0, &view);
    static Midend rebuilt;
    static BeteShown x;
    bete_midend_init(&rebuilt, &x, view.players, view.rules.plaque);
    bete_shown_resume(&rebuilt, g);
    compare_shown(game, seed, step, &live->shown, &rebuilt.shown);
    const BeteShown *a = live->vis, *b = &x;
    SAME("talon", a->talon, b->talon);
    SAME("voided upcard", a->voided, b->voided);
    SAME("stakes", a->stakes, b->stakes);
    SAME("King", a->king, b->king);
    SAME("plaques in reserve", a->plaques_reserve, b->plaques_reserve);
    SAME("plaques at stake", a->plaques_at_stake, b->plaques_at_stake);
    for (int k = 0; k < TOKEN_KINDS; k++) {
        SAME("stakes' stack", a->stakes_hold.n[k], b->stakes_hold.n[k]);
        SAME("King's stack", a->king_hold.n[k], b->king_hold.n[k]);
        SAME("reserve's stack", a->reserve_hold.n[k], b->reserve_hold.n[k]);
        SAME("plaques' stack", a->plaques_hold.n[k], b->plaques_hold.n[k]);
    }
    for (int s = 0; s < view.players; s++) {
        MoucheChips explained = 0;
        for (int r = 0; r < BETE_PAY_REASON_COUNT; r++) {
            SAME("a part of the chips explained", a->parts[s][r], b->parts[s][r]);
            explained += a->parts[s][r];
        }
        /* every chip explained: the parts add up to what the seat won or lost this deal */
        SAME("the parts' sum", explained, live->shown.seat[s].balance - live->shown.start_balances[s]);
    }
    SAME("bêtes", a->nbetes, b->nbetes);
    for (int i = 0; i < a->nbetes && i < b->nbetes; i++)
        SAME("bête", a->betes[i], b->betes[i]);
    SAME("declarer", a->declarer, b->declarer);
    SAME("contrer", a->contrer, b->contrer);
    SAME("deal over", a->deal_over, b->deal_over);
    for (int s = 0; s < view.players; s++) {
        SAME("Curieuse mark", a->curieuse[s], b->curieuse[s]);
        SAME("gain this deal", live->shown.seat[s].balance - live->shown.start_balances[s],
             rebuilt.shown.seat[s].balance - rebuilt.shown.start_balances[s]);
    }
    if (b->deal_over) { /* the summary: a resumed one has the result, not the value (no view holds it) */
        SAME("outcome", a->outcome, b->outcome);
        SAME("result's declarer", a->res_declarer, b->res_declarer);
        SAME("result's contrer", a->res_contrer, b->res_contrer);
        SAME("result's winner", a->res_winner, b->res_winner);
        SAME("payments", a->npays, b->npays);
        for (int s = 0; s < view.players; s++)
            SAME("summary's tricks", a->res_tricks[s], b->res_tricks[s]);
        /* the summary says the King was staked again exactly when the engine took and renewed it */
        bool king_taken = false;
        for (int i = 0; i < a->npays; i++)
            king_taken |= a->pays[i].reason == BETE_PAY_KING;
        SAME("King staked again", a->king_renewed, king_taken);
        SAME("King staked again (resumed)", b->king_renewed, king_taken);
        if (king_taken)
            SAME("the King's new stake", a->king, (MoucheChips)view.players);
    }
    midend_free(&rebuilt);
}

/* The template game (docs/adding-a-game.md): its table rebuilt from seat 0's view. */
static void compare_template(uint64_t seed, int step, const Midend *live, const TemplateGame *g)
{
    TemplateView view;
    template_view(&g->state, 0, &view);
    static Midend rebuilt;
    static TemplateShown x;
    template_midend_init(&rebuilt, &x, view.players);
    template_shown_sync(&rebuilt, &view);
    compare_shown("template", seed, step, &live->shown, &rebuilt.shown);
    midend_free(&rebuilt);
}

static void push_event(void *ctx, const void *e) { midend_push(ctx, e); }

/* Through its CardGame, as the table drives it. */
static void play_template(uint64_t seed)
{
    static Midend m;
    static TemplateShown x;
    static TemplateGame g;
    const CardGame *cg = &template_cardgame;
    uint64_t r = seed;
    const int players = 3 + (int)(next_rand(&r) % 2);
    const TemplateRules rules = template_rules_default();
    template_midend_init(&m, &x, players);
    m.speed = 0;
    const CardSink sink = { push_event, &m };
    char why[256];
    if (!cg->game_new(&g, &rules, players, 4, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "template seed %llu: %s\n", (unsigned long long)seed, why);
        failures++;
        return;
    }
    double now = 0;
    for (int step = 0; step < 100 && !cg->over(&g.state); step++) {
        midend_update(&m, now += 1000);
        compare_template(seed, step, &m, &g);
        steps_played++;
        TemplateAction legal[TEMPLATE_MAX_ACTIONS];
        if (cg->legal_actions(&g.state, legal) <= 0)
            break;
        cg->game_act(&g, &legal[0], &sink);
    }
    midend_update(&m, now += 1000);
    compare_template(seed, 100, &m, &g);
    cg->game_free(&g);
    midend_free(&m);
}

static void push_mouche(void *ctx, const MoucheEvent *e) { midend_push(ctx, e); }
static void push_bete(void *ctx, const BeteEvent *e) { midend_push(ctx, e); }

static void play_mouche(uint64_t seed)
{
    static Midend m;
    static MoucheShown x;
    static MoucheGame g;
    uint64_t r = seed;
    const int players = 3 + (int)(next_rand(&r) % 4);
    mouche_midend_init(&m, &x, players);
    m.speed = 0; /* every step ends at once */
    MoucheSink sink = { push_mouche, &m };
    /* every rule system of the sources, the pending mouches of successive play among them */
    static const char *const systems[] = { "preset=ajo",      "preset=successive", "preset=vanderaa",
                                           "preset=lanturlu", "preset=mery",       "preset=pamphile" };
    MoucheRules rules = mouche_rules_default();
    char why[256];
    if (!mouche_rules_parse(&rules, systems[seed % 6], why, sizeof why) ||
        !mouche_game_new(&g, &rules, players, 6, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "mouche seed %llu: %s\n", (unsigned long long)seed, why);
        failures++;
        return;
    }
    double now = 0;
    for (int step = 0; step < 800 && g.state.phase != PHASE_GAME_OVER; step++) {
        midend_update(&m, now += 1000);
        compare_mouche(seed, step, &m, &g);
        steps_played++;
        MoucheAction legal[MOUCHE_MAX_ACTIONS];
        int n = mouche_legal_actions(&g.state, legal);
        if (n <= 0)
            break;
        mouche_game_act(&g, legal[next_rand(&r) % (uint64_t)n], &sink);
    }
    midend_update(&m, now += 1000);
    compare_mouche(seed, 800, &m, &g);
    mouche_game_free(&g);
    midend_free(&m);
}

static void play_bete(uint64_t seed)
{
    static Midend m;
    static BeteShown x;
    static BeteGame g;
    uint64_t r = seed;
    const int players = 3 + (int)(next_rand(&r) % 5);
    BeteRules rules = bete_rules_default();
    bete_midend_init(&m, &x, players, rules.plaque);
    m.speed = 0;
    BeteSink sink = { push_bete, &m };
    char why[256];
    if (!bete_game_new(&g, &rules, players, 6, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "bete seed %llu: %s\n", (unsigned long long)seed, why);
        failures++;
        return;
    }
    double now = 0;
    for (int step = 0; step < 800 && g.state.phase != BETE_PHASE_GAME_OVER; step++) {
        midend_update(&m, now += 1000);
        compare_bete(seed, step, &m, &g);
        steps_played++;
        BeteAction legal[BETE_MAX_ACTIONS + BETE_HAND_SIZE];
        int n = bete_legal_actions(&g.state, legal);
        if (n <= 0)
            break;
        bete_game_act(&g, legal[next_rand(&r) % (uint64_t)n], &sink);
    }
    midend_update(&m, now += 1000);
    compare_bete(seed, 800, &m, &g);
    bete_game_free(&g);
    midend_free(&m);
}

/* At speed 1, a finished trick stays on the table, whole and still, for MIDEND_TRICK_SEEN_MS
 * before its gathering begins: no step runs meanwhile (the loop may sleep until the time the
 * midend names), and a skip ends the wait. Meanwhile its taker is shown (Shown.trick_taker, the
 * engine's trick_winner), and at no other time. */
static int tricks_still;
static int takers_checked; /* stills whose taker was checked against the engine's trick_winner */

static void trick_seen_whole(uint64_t seed)
{
    static Midend m;
    static MoucheShown x;
    static MoucheGame g;
    uint64_t r = seed;
    mouche_midend_init(&m, &x, 3);
    m.speed = 1;
    MoucheSink sink = { push_mouche, &m };
    MoucheRules rules = mouche_rules_default();
    char why[256];
    if (!mouche_game_new(&g, &rules, 3, 4, seed, &sink, why, sizeof why)) {
        fprintf(stderr, "trick seen whole, seed %llu: %s\n", (unsigned long long)seed, why);
        failures++;
        return;
    }
    double now = 0;
    int stills = 0;
    bool skipped = false;
    for (int step = 0; step < 200 && g.state.phase != PHASE_GAME_OVER; step++) {
        double still_from = -1;
        while (!midend_idle(&m)) {
            const bool moved = midend_update(&m, now += 10);
            const double until = midend_still_until(&m);
            if (until == 0) {
                checked++;
                if (m.shown.trick_taker >= 0 && (m.shown.ntrick == 0 || midend_current(&m) == NULL)) {
                    failures++; /* the mark is the whole trick's only, before it is gathered */
                    fprintf(stderr, "trick seen whole, seed %llu: taker %d shown outside a trick's still moment\n",
                            (unsigned long long)seed, m.shown.trick_taker);
                }
                if (still_from >= 0) { /* the wait is over: the gathering has begun */
                    const MoucheEvent *e = midend_current(&m);
                    checked++;
                    if (!e || e->type != EV_TRICK || (!skipped && now - still_from < MIDEND_TRICK_SEEN_MS - 20)) {
                        failures++;
                        fprintf(stderr, "trick seen whole, seed %llu: the wait ended after %.0f ms, then %d\n",
                                (unsigned long long)seed, now - still_from, e ? e->type : -1);
                    }
                    still_from = -1;
                    skipped = false;
                }
                continue;
            }
            if (still_from < 0) {
                still_from = now;
                stills++;
                checked++;
                if (m.shown.ntrick < 2 || midend_current(&m) != NULL) {
                    failures++;
                    fprintf(stderr, "trick seen whole, seed %llu: %d cards shown still, a step running\n",
                            (unsigned long long)seed, m.shown.ntrick);
                }
                /* its taker is shown on it, as the engine decided (the hand may have gone on since) */
                const int k = m.shown.tricks_done;
                checked++;
                if (m.shown.trick_taker < 0 || (g.state.hand_no == m.shown.deal_no && k < (int)g.state.tricks_done &&
                                                m.shown.trick_taker != g.state.trick_winner[k])) {
                    failures++;
                    fprintf(stderr, "trick seen whole, seed %llu: trick %d shown taken by %d\n",
                            (unsigned long long)seed, k + 1, m.shown.trick_taker);
                }
                takers_checked += g.state.hand_no == m.shown.deal_no && k < (int)g.state.tricks_done;
            } else {
                checked++;
                if (moved) {
                    failures++;
                    fprintf(stderr, "trick seen whole, seed %llu: moving while still\n", (unsigned long long)seed);
                }
            }
            if (stills == 3 && !skipped && now - still_from >= 300) { /* the player clicks: on at once */
                midend_skip(&m, now);
                skipped = true;
            }
        }
        MoucheAction legal[MOUCHE_MAX_ACTIONS];
        int n = mouche_legal_actions(&g.state, legal);
        if (n <= 0)
            break;
        mouche_game_act(&g, legal[next_rand(&r) % (uint64_t)n], &sink);
    }
    tricks_still += stills;
    mouche_game_free(&g);
    midend_free(&m);
}

/* The standings' places: equal holdings share one, the next place counts the seats above it. */
static void standings_ranks(void)
{
    Shown v = { 0 };
    v.players = 5;
    const MoucheChips balance[5] = { 1001, 1001, 998, 1005, 998 };
    const int want[5] = { 2, 2, 4, 1, 4 };
    for (int s = 0; s < 5; s++)
        v.seat[s].balance = balance[s];
    for (int s = 0; s < 5; s++) {
        checked++;
        if (shown_rank(&v, s) != want[s]) {
            failures++;
            fprintf(stderr, "seat %d holding %lld: place %d, not %d\n", s, (long long)balance[s], shown_rank(&v, s),
                    want[s]);
        }
    }
}

int main(int argc, char **argv)
{
    standings_ranks();
    const int games = argc > 1 ? atoi(argv[1]) : 2000;
    for (int i = 0; i < games; i++) {
        play_mouche(1000 + (uint64_t)i);
        play_bete(5000 + (uint64_t)i);
        play_template(9000 + (uint64_t)i);
    }
    for (uint64_t seed = 1; seed <= 20; seed++)
        trick_seen_whole(seed);
    checked++;
    if (tricks_still < 100) { /* 20 games of 4 hands: most hands play out */
        failures++;
        fprintf(stderr, "only %d tricks seen whole and still\n", tricks_still);
    }
    checked++;
    if (takers_checked < tricks_still / 2) {
        failures++;
        fprintf(stderr, "only %d of %d takers checked against the engine\n", takers_checked, tricks_still);
    }
    printf("midend: %d games of each, %ld actions, %d tricks seen still (%d takers against the engine's), %d "
           "comparisons, %d differ\n",
           games, steps_played, tricks_still, takers_checked, checked, failures);
    return failures ? 1 : 0;
}
