/* The rules pages' titles and texts, and the page of each topic (rules_pages.h). */
#include "rules_pages.h"

const StrId mouche_rules_titles[MOUCHE_RULES_PAGES] = {
    S_R1_T, S_R2_T,  S_R3_T,  S_R4_T,  S_R5_T,  S_R6_T,  S_R7_T,  S_R8_T,
    S_R9_T, S_R10_T, S_R11_T, S_R12_T, S_R13_T, S_R14_T, S_R15_T, S_R16_T,
};
const StrId mouche_rules_bodies[MOUCHE_RULES_PAGES] = {
    S_R1, S_R2, S_R3, S_R4, S_R5, S_R6, S_R7, S_R8, S_R9, S_R10, S_R11, S_R12, S_R13, S_R14, S_R15, S_R16,
};
const int mouche_topic_page[MT_COUNT] = {
    [MT_WHO_LEADS] = 8, [MT_ANTE] = 1,     [MT_RANKING] = 2,   [MT_HEADING] = 8,  [MT_TRUMP] = 9,
    [MT_EXCEPTION] = 9, [MT_FIFTHS] = 10,  [MT_MAKING] = 11,   [MT_FLUSH] = 6,    [MT_TIE_BREAKS] = 6,
    [MT_QUESTIONS] = 4, [MT_SILENCE] = 5,  [MT_NO_LIE] = 5,    [MT_ALL_FOLD] = 7, [MT_LONE] = 7,
    [MT_OPTIONS] = 13,  [MT_PRESETS] = 14, [MT_PAMPHILE] = 12,
};

const StrId bete_rules_titles[BETE_RULES_PAGES] = {
    S_BR1_T, S_BR2_T, S_BR3_T, S_BR4_T, S_BR5_T, S_BR6_T, S_BR7_T, S_BR8_T, S_BR9_T, S_BR10_T, S_BR11_T, S_BR12_T,
};
const StrId bete_rules_bodies[BETE_RULES_PAGES] = {
    S_BR1, S_BR2, S_BR3, S_BR4, S_BR5, S_BR6, S_BR7, S_BR8, S_BR9, S_BR10, S_BR11, S_BR12,
};
const int bete_topic_page[BT_COUNT] = {
    [BT_PACK] = 0,   [BT_DISH] = 1,    [BT_STAKES] = 2, [BT_BIDDING] = 3,  [BT_CURIEUSE] = 4,
    [BT_TRICKS] = 5, [BT_WINNING] = 6, [BT_VOLE] = 6,   [BT_VOID] = 6,     [BT_BETE] = 7,
    [BT_DEVOLE] = 7, [BT_CONTRE] = 8,  [BT_KING] = 9,   [BT_EXAMPLE] = 10, [BT_OPTIONS] = 11,
};
