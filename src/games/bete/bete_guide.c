/* La Bête's guided first deal: four players, the human deals and holds three high trumps;
 * the second player says "I play", the others pass, and the human may pass or contre. The
 * coach marks explain the dish, the stakes, the bidding, the play (and the dévole, before a summary
 * can show one) and the settlement as they come. In the deal played on one's own after it, the
 * human holds the King, the Jack and the Ace of trumps, the computer players pass, and a note at
 * the human's bid advises "I play" and says what playing alone means (app.guide plays it). In the
 * third, the computer players pass: if the human passes too, the Curieuse is offered, and its note
 * says what it is (app.guide again, over every way of playing the first two deals). */
#include "bete_game.h"

#include "mouche/ai.h"

static const GuideMove moves[] = {
    { 1, "pass", 0 },
    { 2, "play", 0 }, /* the declarer */
    { 3, "pass", 0 },
    /* the second deal: the human holds the King, the Jack and the Ace of trumps; the seats before them
     * pass, and the one after passes too (no contre), so that the human, advised to, plays alone */
    { 2, "pass", 2 },
    { 3, "pass", 2 },
    { 1, "pass", 2 },
    /* the third deal: everybody before and after the human passes, so that the Curieuse is offered */
    { 3, "pass", 3 },
    { 1, "pass", 3 },
    { 2, "pass", 3 },
};

/* The note on the human's hand keeps it in view (hand_in_view): the player reads it against their
 * cards. Those on the stakes, the trump and the bidding speak of the middle and of the others: they
 * may lie on the hand where the middle leaves them no other room at full size (play-test 55 B2: kept
 * off the hand and the talon, they fell to 13 px words at 1280x800); the human's own bid keeps it in
 * view (GUIDE_AT_DECISION). */
static const GuideMark marks[] = {
    { .when = GUIDE_AFTER_EVENT, .event = BETE_EV_GAME_START, .seat = -1, .aim = AIM_NONE, .text = S_GB_WELCOME },
    { .when = GUIDE_AFTER_EVENT, .event = BETE_EV_FIRST_DEALER, .seat = -1, .aim = AIM_TRICK, .text = S_GM_DEALER },
    /* what was put down before the deal, one thing a note, each framed: the dish, then the stakes */
    { .when = GUIDE_AFTER_EVENT,
      .event = BETE_EV_TRUMP_TURNED,
      .seat = -1,
      .aim = AIM_PLACE,
      .place = { .kind = PL_KING },
      .text = S_GB_DISH },
    { .when = GUIDE_NEXT, .aim = AIM_PLACE, .place = { .kind = PL_STAKES }, .text = S_GB_STAKES },
    { .when = GUIDE_NEXT, .aim = AIM_PLACE, .place = { .kind = PL_UPCARD }, .text = S_GB_TRUMP },
    { .when = GUIDE_NEXT, .aim = AIM_HAND, .text = S_GB_HAND, .hand_in_view = true },
    { .when = GUIDE_AFTER_EVENT,
      .event = BETE_EV_BID,
      .seat = 2,
      .aim = AIM_SEAT,
      .place = { .seat = 2 },
      .text = S_GB_BID },
    /* the human's bid, in two notes short enough for full-size words beside its buttons, clear of them and of the
     * hand (play-test s59 #5: in one they fell to 13 px words in the top right corner); the advice after them
     * stands where it finds room */
    { .when = GUIDE_AT_DECISION, .decision = "bid", .aim = AIM_BUTTONS, .text = S_GB_YOUR_BID },
    { .when = GUIDE_NEXT, .aim = AIM_NONE, .text = S_GB_YOUR_ADVICE, .hand_in_view = true }, /* advice, the Hint */
    { .when = GUIDE_AT_DECISION, .decision = "play", .aim = AIM_HAND, .text = S_GB_PLAY },
    { .when = GUIDE_BEFORE_EVENT, .event = BETE_EV_TRICK, .seat = -1, .aim = AIM_TRICK, .text = S_GB_TRICK },
    { .when = GUIDE_AT_DEAL_OVER, .aim = AIM_PANEL, .text = S_GB_SETTLE },
    { .when = GUIDE_NEXT, .aim = AIM_NONE, .text = S_GB_END },
    /* the second deal (its trump turned by its dealer, seat 1: no other deal's), a hand to play alone: the
     * note advises "I play" before the bidding (not at the human's bid: that decision's marks come at
     * every bid, the first deal's too), beside the three trumps it names, clear of the hand (hand_in_view;
     * its words short enough for a full-size place there at 1280x800: test_layout) */
    { .when = GUIDE_AFTER_EVENT,
      .event = BETE_EV_TRUMP_TURNED,
      .seat = 1,
      .aim = AIM_HAND,
      .text = S_GB_ALONE,
      .hand_in_view = true },
    /* the third deal: when all pass, the Curieuse (offered to the eldest first) */
    { .when = GUIDE_AFTER_EVENT,
      .event = BETE_EV_CURIEUSE,
      .seat = -1,
      .aim = AIM_PLACE,
      .place = { .kind = PL_UPCARD },
      .text = S_GB_CURIEUSE },
};

const GuideScript bete_guide = {
    .seed = 1076944, /* the guided deal as its notes tell it; in the next, the human holds the King, the Jack and
                      * the Ace of trumps (app.guide plays them alone); the third is scripted */
    .players = 4,
    .deals = 3,
    .ai_level = MOUCHE_AI_STANDARD,
    .moves = moves,
    .nmoves = (int)(sizeof moves / sizeof moves[0]),
    .marks = marks,
    .nmarks = (int)(sizeof marks / sizeof marks[0]),
};
