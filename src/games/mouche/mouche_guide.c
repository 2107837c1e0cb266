/* La Mouche's guided first hand: four players, a deal where the human deals and holds two
 * high trumps, the player on the human's right standing and then asked whether it has the
 * mouche, and the coach marks that explain each part of the hand as it comes. */
#include "mouche_game.h"

#include "mouche/ai.h"

static const GuideMove moves[] = {
    { 1, "S", 0 }, /* the player on the right stands */
    { 2, "Q1", 0 }, /* the next asks it: "do you have the mouche?" */
    { 1, "A:evasive", 0 }, /* "Lanturlu!" */
};

/* From the deal to the human's own declaration the notes keep the hand in view (hand_in_view): the
 * player reads them against their cards. */
static const GuideMark marks[] = {
    { .when = GUIDE_AFTER_EVENT, .event = EV_GAME_START, .seat = -1, .aim = AIM_NONE, .text = S_GM_WELCOME },
    { .when = GUIDE_AFTER_EVENT, .event = EV_FIRST_DEALER, .seat = -1, .aim = AIM_TRICK, .text = S_GM_DEALER },
    { .when = GUIDE_AFTER_EVENT,
      .event = EV_PAY,
      .seat = -1,
      .aim = AIM_PLACE,
      .place = { .kind = PL_POOL },
      .text = S_GM_ANTE },
    { .when = GUIDE_AFTER_EVENT,
      .event = EV_TRUMP_TURNED,
      .seat = -1,
      .aim = AIM_STOCK,
      .text = S_GM_TRUMP,
      .hand_in_view = true },
    { .when = GUIDE_NEXT, .aim = AIM_HAND, .text = S_GM_HAND, .hand_in_view = true },
    { .when = GUIDE_AFTER_EVENT,
      .event = EV_DECLARE,
      .seat = 1,
      .aim = AIM_SEAT,
      .place = { .seat = 1 },
      .text = S_GM_DECLARE,
      .hand_in_view = true },
    { .when = GUIDE_AFTER_EVENT,
      .event = EV_QUESTION,
      .seat = 2,
      .aim = AIM_SEAT,
      .place = { .seat = 2 },
      .text = S_GM_QUESTION,
      .hand_in_view = true },
    { .when = GUIDE_AFTER_EVENT,
      .event = EV_ANSWER,
      .seat = 1,
      .aim = AIM_SEAT,
      .place = { .seat = 1 },
      .text = S_GM_ANSWER,
      .hand_in_view = true },
    /* the human's declaration, in two notes short enough for full-size words beside its buttons, clear of them and
     * of the hand (play-test s59 #5: in one they fell to 13 px words in the top right corner); the advice after
     * them stands where it finds room */
    { .when = GUIDE_AT_DECISION, .decision = "declare", .aim = AIM_BUTTONS, .text = S_GM_YOUR_DECLARATION },
    { .when = GUIDE_NEXT, .aim = AIM_NONE, .text = S_GM_YOUR_ADVICE, .hand_in_view = true }, /* advice, the Hint */
    { .when = GUIDE_AT_DECISION, .decision = "play", .aim = AIM_HAND, .text = S_GM_PLAY },
    { .when = GUIDE_BEFORE_EVENT, .event = EV_TRICK, .seat = -1, .aim = AIM_TRICK, .text = S_GM_TRICK },
    { .when = GUIDE_AT_DEAL_OVER, .aim = AIM_PANEL, .text = S_GM_SETTLE },
    { .when = GUIDE_NEXT, .aim = AIM_NONE, .text = S_GM_END },
};

const GuideScript mouche_guide = {
    .seed = 144,
    .players = 4,
    .deals = 2,
    .ai_level = MOUCHE_AI_STANDARD,
    .moves = moves,
    .nmoves = (int)(sizeof moves / sizeof moves[0]),
    .marks = marks,
    .nmarks = (int)(sizeof marks / sizeof marks[0]),
};
