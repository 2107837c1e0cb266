/* The guided hand's marks and scripted moves (src/table/guide.c), without a window: which mark
 * comes up at which moment, one at a time, chained marks, a moment that passes over marks whose
 * moment never came, the time the table stood still, the end of the guide, the moves in order. */
#include <string.h>

#include "../engine/check.h"

#include "bete_game.h"
#include "mouche_game.h"
#include "guide.h"
#include "i18n_catalogs.h"
#include "mouche/bete.h"
#include "mouche/bete_ai.h"

static const GuideMark marks[] = {
    { .when = GUIDE_AFTER_EVENT, .event = 1, .seat = -1, .text = S_GM_WELCOME }, /* 0 */
    { .when = GUIDE_NEXT, .text = S_GM_HAND }, /* 1: right after 0 */
    { .when = GUIDE_AFTER_EVENT, .event = 3, .seat = 2, .text = S_GM_QUESTION }, /* 2: only seat 2's */
    { .when = GUIDE_AT_DECISION, .decision = "declare", .text = S_GM_YOUR_DECLARATION }, /* 3 */
    { .when = GUIDE_AT_DECISION, .decision = "play", .text = S_GM_PLAY }, /* 4 */
    { .when = GUIDE_AT_DEAL_OVER, .text = S_GM_SETTLE }, /* 5 */
    { .when = GUIDE_NEXT, .text = S_GM_END }, /* 6 */
};
static const GuideMove moves[] = { { 1, "S", 0 }, { 2, "Q1", 0 }, { 1, "A:evasive", 0 } };
static const GuideScript script = { .seed = 1, .players = 4, .moves = moves, .nmoves = 3, .marks = marks, .nmarks = 7 };

static void test_marks(TestTally *t)
{
    Guide g;
    guide_begin(&g, &script);
    CHECK(t, !guide_showing(&g));
    CHECK(t, !guide_after_event(&g, 2, 0, 10)); /* no mark for this event */
    CHECK(t, !guide_at_turn(&g, "bid", false, 10)); /* nor this decision */
    CHECK(t, guide_after_event(&g, 1, 3, 100) && guide_showing(&g) && g.showing == 0);
    CHECK(t, !guide_after_event(&g, 3, 2, 150) && g.showing == 0); /* one mark at a time */
    CHECK(t, guide_dismiss(&g, 400) == 0 && g.showing == 1); /* the chained mark: the table still stands */
    CHECK(t, guide_dismiss(&g, 700) == 600 && !guide_showing(&g)); /* stood from 100 to 700 */
    CHECK(t, !guide_after_event(&g, 3, 1, 800)); /* another seat's question */
    CHECK(t, guide_after_event(&g, 3, 2, 900) && g.showing == 2);
    CHECK(t, guide_dismiss(&g, 1000) == 100);
    CHECK(t, guide_at_turn(&g, "play", false, 1100) && g.showing == 4); /* the declaration's mark never came */
    CHECK(t, guide_dismiss(&g, 1200) == 100);
    CHECK(t, !guide_at_turn(&g, "declare", false, 1300)); /* passed over: never shown late */
    CHECK(t, !guide_at_turn(&g, "play", false, 1300)); /* shown once */
    CHECK(t, guide_at_turn(&g, NULL, true, 1400) && g.showing == 5);
    CHECK(t, guide_end(&g, 1500) == 100 && !guide_showing(&g) && g.ended);
    CHECK(t, !guide_at_turn(&g, NULL, true, 1600)); /* ended: the chained last mark does not come */
    CHECK(t, guide_dismiss(&g, 1700) == 0);
}

/* A mark of the still moment before an event's step comes then, not after the step. */
static void test_before_event(TestTally *t)
{
    static const GuideMark still_marks[] = {
        { .when = GUIDE_BEFORE_EVENT, .event = 7, .seat = -1, .text = S_GM_TRICK },
    };
    static const GuideScript still_script = { .seed = 1, .players = 4, .marks = still_marks, .nmarks = 1 };
    Guide g;
    guide_begin(&g, &still_script);
    CHECK(t, !guide_after_event(&g, 7, 2, 10) && !guide_showing(&g)); /* the step shown: too late */
    CHECK(t, guide_before_event(&g, 7, 2, 20) && guide_showing(&g) && g.showing == 0);
    CHECK(t, guide_dismiss(&g, 320) == 300 && !guide_showing(&g));
    CHECK(t, !guide_before_event(&g, 7, 1, 400)); /* shown once */
}

static void test_end_at_once(TestTally *t)
{
    Guide g;
    guide_begin(&g, &script);
    CHECK(t, guide_after_event(&g, 1, -1, 0));
    CHECK(t, guide_end(&g, 50) == 50);
    CHECK(t, !guide_showing(&g) && !guide_after_event(&g, 3, 2, 60) && !guide_at_turn(&g, "play", false, 70));
}

/* The guided deal's header names the lesson, not "Hand 1 of 2" (issue 42): the deals after it,
 * a hand played without the guide and the hand once the guide is ended are named as any other. */
static void test_header(TestTally *t)
{
    Guide g;
    guide_begin(&g, NULL);
    CHECK(t, !guide_names_deal(&g, 1)); /* not a guided hand */
    guide_begin(&g, &script);
    CHECK(t, guide_names_deal(&g, 1) && !guide_names_deal(&g, 2));
    CHECK(t, guide_after_event(&g, 1, -1, 0) && guide_names_deal(&g, 1)); /* a mark up */
    guide_end(&g, 50);
    CHECK(t, !guide_names_deal(&g, 1)); /* ended: the hand plays on as any other */
}

static void test_moves(TestTally *t)
{
    Guide g;
    guide_begin(&g, &script);
    CHECK(t, guide_move(&g, 1, 2) == NULL); /* seat 1's move comes first */
    CHECK(t, guide_move(&g, 1, 1) && strcmp(guide_move(&g, 1, 1), "S") == 0);
    guide_move_done(&g);
    CHECK(t, guide_move(&g, 1, 1) == NULL && strcmp(guide_move(&g, 1, 2), "Q1") == 0);
    guide_move_done(&g);
    CHECK(t, strcmp(guide_move(&g, 1, 1), "A:evasive") == 0);
    guide_move_done(&g);
    CHECK(t, guide_move(&g, 1, 1) == NULL && guide_move(&g, 1, 2) == NULL); /* the script is over: the AI decides */
}

/* A move scripted for a later deal waits for it: before, the seat's AI decides. */
static void test_moves_of_a_deal(TestTally *t)
{
    static const GuideMove later[] = { { 2, "pass", 3 }, { 1, "pass", 0 } };
    static const GuideScript later_script = { .seed = 1, .players = 4, .moves = later, .nmoves = 2 };
    Guide g;
    guide_begin(&g, &later_script);
    CHECK(t, guide_move(&g, 1, 2) == NULL && guide_move(&g, 2, 2) == NULL);
    CHECK(t, guide_move(&g, 3, 2) && strcmp(guide_move(&g, 3, 2), "pass") == 0);
    guide_move_done(&g);
    CHECK(t, strcmp(guide_move(&g, 3, 1), "pass") == 0); /* deal 0: in whichever deal it comes */
}

static void test_no_guide(TestTally *t)
{
    Guide g;
    guide_begin(&g, NULL); /* an ordinary game */
    CHECK(t, !guide_showing(&g) && !guide_after_event(&g, 1, -1, 0) && !guide_at_turn(&g, "play", false, 0));
    CHECK(t, guide_move(&g, 1, 1) == NULL && guide_dismiss(&g, 10) == 0);
}

/* La Bête's guided deal shows what its notes say: the human deals, the scripted "I play" of the
 * second player is legal when it speaks (a declarer plays alone against the table), and when all
 * pass in the deal played after it, the Curieuse offered comes with a note. */
static void test_bete_deal(TestTally *t)
{
    const GuideScript *s = &bete_guide;
    BeteRules rules = bete_rules_default();
    BeteState st;
    char why[200];
    CHECK(t, bete_start(&st, &rules, s->players, s->deals, s->seed, NULL, why, sizeof why));
    CHECK(t, st.dealer == 0 && st.phase == BETE_PHASE_BID);
    Guide g;
    guide_begin(&g, s);
    int declarer = -1;
    while (st.phase == BETE_PHASE_BID && st.to_move > 0) {
        const char *move = guide_move(&g, st.deal_no, st.to_move);
        BeteAction a;
        CHECK(t, move && bete_action_parse(move, &a) && bete_check(&st, a) == REFUSE_NONE);
        if (!move)
            break;
        guide_move_done(&g);
        if (a.kind == BETE_ACT_PLAY_BID)
            declarer = st.to_move;
        bete_apply(&st, a, NULL);
    }
    CHECK(t, declarer == 2 && st.to_move == 0); /* the human, last, may pass or contre */
    /* the note on the hand names its five cards (play-test 57, 62: it named four): the Queen, the
     * Jack and the Ace of trumps (diamonds, as the trump's note says), the Ace and the 9 of hearts */
    const MoucheCardSet told = mouche_bit(mouche_card_parse("QD")) | mouche_bit(mouche_card_parse("JD")) |
                               mouche_bit(mouche_card_parse("AD")) | mouche_bit(mouche_card_parse("AH")) |
                               mouche_bit(mouche_card_parse("9H"));
    CHECK(t, st.trump == SUIT_DIAMONDS && st.hand[0] == told);
    int curieuse_marks = 0;
    for (int i = 0; i < s->nmarks; i++)
        curieuse_marks += s->marks[i].when == GUIDE_AFTER_EVENT && s->marks[i].event == BETE_EV_CURIEUSE &&
                          s->marks[i].text == S_GB_CURIEUSE;
    CHECK(t, curieuse_marks == 1);
    /* read to the end of the guided deal, the Curieuse's note still comes in the next */
    for (int i = 0; i < s->nmarks; i++)
        if (s->marks[i].text == S_GB_END)
            g.next_mark = i + 1;
    CHECK(t, guide_after_event(&g, BETE_EV_CURIEUSE, 1, 0) && s->marks[g.showing].text == S_GB_CURIEUSE);
}

/* A path of the guided game: the state, the computer seats as the table sets them (their
 * personas' temperaments, the guide's level, a memory each) and the guide's scripted moves and
 * marks, each mark put away as soon as it comes up. */
typedef struct {
    BeteState st;
    MoucheAiConfig cfg[BETE_MAX_PLAYERS];
    BeteAiMemory memory[BETE_MAX_PLAYERS];
    Guide g;
    bool curieuse_noted; /* the Curieuse's mark came up */
    StrId last_mark; /* the text of the last mark put away (0: none yet) */
    bool devole_named; /* a mark put away so far named the dévole, in every language */
    int devole_paid; /* a dévole was paid: 1 after a note named it, -1 before */
} GuidePath;

/* What the paths of the guided game came to. */
typedef struct {
    int paths;
    int declared; /* a seat that spoke before the human in the second deal said "I play" */
    int offered; /* the Curieuse was offered in the third deal */
    int noted; /* and its mark came up at the first answer to it */
    int alone_noted; /* the human's bid in the second deal came with the note that advises "I play" */
    int alone; /* and "I play" there left the human playing alone (no contre), holding what the note says */
    int named_by_summary; /* a note had named the dévole by the time the guided deal's summary showed */
    int devoles; /* a deal of the guided game ended with a dévole */
    int devoles_named; /* and a note had named the dévole before it was paid */
} GuideWays;

/* Whether the string says "dévole" in every language (German writes it with a capital). */
static bool names_devole(StrId id)
{
    for (int lang = 0; lang < LANG_COUNT; lang++)
        if (!strstr(i18n_get(test_lang((LangId)lang), id), "évole"))
            return false;
    return true;
}

static void put_marks_away(GuidePath *p)
{
    while (guide_showing(&p->g)) {
        const StrId text = p->g.script->marks[p->g.showing].text;
        p->curieuse_noted |= text == S_GB_CURIEUSE;
        p->devole_named |= names_devole(text);
        p->last_mark = text;
        guide_dismiss(&p->g, 0);
    }
}

/* The marks of the events a move brings, as the table shows them: the still moment before
 * each event's step, then the step. */
static void on_event(void *ctx, const BeteEvent *ev)
{
    GuidePath *p = ctx;
    if (ev->type == BETE_EV_PAY && ev->reason == BETE_PAY_DEVOLE && !p->devole_paid)
        p->devole_paid = p->devole_named ? 1 : -1;
    guide_before_event(&p->g, ev->type, ev->seat, 0);
    put_marks_away(p);
    guide_after_event(&p->g, ev->type, ev->seat, 0);
    put_marks_away(p);
}

static void apply(GuidePath *p, BeteAction a)
{
    const BeteSink sink = { on_event, p };
    bete_apply(&p->st, a, &sink);
}

/* The move of a computer seat: the guide's scripted one if it is legal, else its AI's. */
static BeteAction computer_move(GuidePath *p, int seat)
{
    const char *scripted = guide_move(&p->g, p->st.deal_no, seat);
    BeteAction a;
    const bool take = scripted && bete_action_parse(scripted, &a) && bete_check(&p->st, a) == REFUSE_NONE;
    if (scripted)
        guide_move_done(&p->g);
    if (!take) {
        BeteView view;
        bete_view(&p->st, seat, &view);
        a = bete_ai_decide_remembering(&view, &p->cfg[seat], &p->memory[seat]);
    }
    return a;
}

/* The human's bid in the second deal (its note put away as p->last_mark): "I play", as the note
 * advises, then the computer seats after the human to the end of the bidding. Counted when the note
 * came, and when the human then plays alone holding the King, the Jack and the Ace of trumps. */
static void play_alone(GuidePath *p, GuideWays *ways)
{
    BeteState *st = &p->st;
    ways->alone_noted += p->last_mark == S_GB_ALONE;
    MoucheCardSet told = 0;
    const char ranks[] = "KJA";
    for (int i = 0; i < 3; i++)
        told |= mouche_bit(mouche_card(st->trump, mouche_card_rank(mouche_card_parse((char[]){ ranks[i], 'S', 0 }))));
    const bool holds = st->declarer < 0 && (st->hand[0] & told) == told;
    apply(p, bete_act(BETE_ACT_PLAY_BID, 0));
    while (st->phase == BETE_PHASE_BID && st->to_move > 0)
        apply(p, computer_move(p, st->to_move));
    ways->alone += holds && st->phase == BETE_PHASE_PLAY && st->declarer == 0 && st->contrer < 0;
}

/* Plays the guided game on from p, every answer of the human in turn (every bid, every card),
 * the computer seats as the table plays them, up to `last_deal`: the guided deal's summary
 * (last_deal 1), the human's bid in the second deal, "I play" (last_deal 2), or the first answer
 * to the Curieuse in the third (last_deal 3, where the human passes, as everybody does). */
static void walk_guided(GuidePath p, int last_deal, GuideWays *ways)
{
    for (;;) {
        BeteState *st = &p.st;
        if (st->phase == BETE_PHASE_GAME_OVER || st->deal_no > last_deal) {
            ways->paths++;
            return;
        }
        if (last_deal == 2 && st->deal_no == 2 && st->to_move == 0) {
            ways->paths++;
            guide_at_turn(&p.g, "bid", false, 0);
            put_marks_away(&p);
            play_alone(&p, ways);
            return;
        }
        if (last_deal == 3 && st->deal_no == 3 && st->phase != BETE_PHASE_BID) {
            ways->paths++;
            if (st->phase != BETE_PHASE_CURIEUSE)
                return;
            ways->offered++;
            const int seat = st->to_move; /* the first asked answers: the mark comes up then */
            apply(&p, seat == 0 ? bete_act(BETE_ACT_CURIEUSE, 0) : computer_move(&p, seat));
            ways->noted += p.curieuse_noted;
            return;
        }
        if (st->phase == BETE_PHASE_DEAL_OVER) {
            ways->named_by_summary += st->deal_no == 1 && p.devole_named;
            ways->devoles += p.devole_paid != 0;
            ways->devoles_named += p.devole_paid > 0;
            p.devole_paid = 0;
            guide_at_turn(&p.g, NULL, true, 0);
            put_marks_away(&p);
            apply(&p, bete_act(BETE_ACT_NEXT_DEAL, 0));
            continue;
        }
        const int seat = st->to_move;
        if (seat == 0) {
            guide_at_turn(&p.g,
                          st->phase == BETE_PHASE_BID        ? "bid"
                          : st->phase == BETE_PHASE_CURIEUSE ? "curieuse"
                                                             : "play",
                          false, 0);
            put_marks_away(&p);
            if (st->deal_no == 3) { /* the deal of the Curieuse: the human passes */
                apply(&p, bete_act(BETE_ACT_PASS, 0));
                continue;
            }
            BeteAction legal[BETE_MAX_ACTIONS];
            const int n = bete_legal_actions(st, legal);
            for (int i = 0; i < n; i++) {
                GuidePath q = p;
                apply(&q, legal[i]);
                walk_guided(q, last_deal, ways);
            }
            return;
        }
        apply(&p, computer_move(&p, seat));
    }
}

/* The guided game at its start, its computer seats as session.c's seat_players and
 * table_guided set them. */
static bool guided_start(GuidePath *p)
{
    const GuideScript *s = &bete_guide;
    BeteRules rules = bete_rules_default();
    memset(p, 0, sizeof *p);
    guide_begin(&p->g, s);
    char why[200];
    const BeteSink sink = { on_event, p };
    if (!bete_start(&p->st, &rules, s->players, s->deals, s->seed, &sink, why, sizeof why))
        return false;
    for (int seat = 1; seat < s->players; seat++) {
        const MouchePersona persona = mouche_ai_seat_persona(seat, s->seed);
        const int temper = persona.name && *persona.name ? persona.temperament : seat % 3;
        p->cfg[seat] = mouche_ai_config(s->ai_level, temper, s->seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
        bete_ai_memory_init(&p->memory[seat], seat, s->players);
    }
    return true;
}

/* The two first deals of the guided game, walked once in every way the human may play them:
 * - the deal played on one's own after the guided one shows the human playing alone, whatever the
 *   human did in the guided deal: at their bid, nobody before them has played, they hold the King,
 *   the Jack and the Ace of trumps as the note that comes then says, and after their "I play"
 *   nobody contres (play-tests 57, 88 and 118: no guided deal was played alone by the human, who
 *   learnt it from a loss; the second deal before had a computer declarer, and no note at all);
 * - a note names the dévole, in every language, before the guided deal's summary, which may show
 *   one, and before any dévole is paid (play-test 57, 73: the word came first in the summary,
 *   unexplained). */
static void test_bete_second_deal(TestTally *t)
{
    static GuidePath p;
    CHECK(t, guided_start(&p));
    GuideWays ways = { 0 };
    walk_guided(p, 2, &ways);
    printf("guided La Bete: %d ways of playing the guided deal; in the next the note advises \"I play\" in %d, "
           "and the human plays alone in %d\n",
           ways.paths, ways.alone_noted, ways.alone);
    printf("guided La Bete: in %d of %d ways a note named the dévole before the guided deal's summary; "
           "%d ended with a dévole, %d after that note\n",
           ways.named_by_summary, ways.paths, ways.devoles, ways.devoles_named);
    CHECK(t, ways.paths > 1 && ways.alone_noted == ways.paths && ways.alone == ways.paths);
    CHECK(t, ways.named_by_summary == ways.paths && ways.devoles_named == ways.devoles);
}

/* The third guided deal shows the Curieuse and its note, whatever the human did in the two
 * deals before: the computer players pass, and when the human passes too the Curieuse is
 * offered, and its note comes up at the first answer to it (the play-test never saw it). */
static void test_bete_curieuse_deal(TestTally *t)
{
    static GuidePath p;
    CHECK(t, guided_start(&p));
    GuideWays ways = { 0 };
    walk_guided(p, 3, &ways);
    printf("guided La Bete: %d of %d ways of playing the first two deals offer the Curieuse in the third, %d with "
           "its note\n",
           ways.offered, ways.paths, ways.noted);
    CHECK(t, ways.paths > 1 && ways.offered == ways.paths && ways.noted == ways.paths);
}

/* The count on each note (play-test s59 #11): the guided deal's notes run from 1 / n to n / n, the last
 * of them "That is La Mouche/La Bête…", after which Next closes the guide (the play-test saw it at
 * 11/12: the later deals' notes were counted in); a note of a later deal shows no count. */
static void test_counts(TestTally *t)
{
    const GuideScript *scripts[2] = { &mouche_guide, &bete_guide };
    const StrId ends[2] = { S_GM_END, S_GB_END };
    for (int k = 0; k < 2; k++) {
        const GuideScript *s = scripts[k];
        int last = -1, lesson = 0;
        for (int i = 0; i < s->nmarks; i++)
            if (s->marks[i].text == ends[k])
                last = i;
        CHECK(t, last >= 0);
        for (int i = 0; i < s->nmarks; i++) {
            int num = 0, of = 0;
            guide_mark_count(s, i, &num, &of);
            if (i <= last) {
                lesson = i == 0 ? of : lesson;
                CHECK(t, num == i + 1 && of == lesson && of == last + 1); /* one count to the guide's end */
            } else {
                CHECK(t, of == 0); /* a later deal's note: no count */
            }
        }
        int num = 0, of = 0;
        guide_mark_count(s, last, &num, &of);
        printf("%s guide: its last note counts %d / %d, %d notes after it in later deals\n",
               k ? "La Bete" : "La Mouche", num, of, s->nmarks - last - 1);
        CHECK(t, num == of);
    }
}

int main(void)
{
    TestTally t = { 0 };
    RUN(&t, test_counts);
    RUN(&t, test_bete_deal);
    RUN(&t, test_bete_second_deal);
    RUN(&t, test_bete_curieuse_deal);
    RUN(&t, test_marks);
    RUN(&t, test_before_event);
    RUN(&t, test_end_at_once);
    RUN(&t, test_header);
    RUN(&t, test_moves);
    RUN(&t, test_moves_of_a_deal);
    RUN(&t, test_no_guide);
    return test_summary(&t);
}
