/* The rules pages of both games without their pictures: each page's title and text, and
 * which page explains each topic a newcomer needs (the topics of issue 14: who leads, the
 * ante, the ranking, ...). Apart from the drawing, so that a test reads them without a window. */
#ifndef LAMOUCHE_RULES_PAGES_H
#define LAMOUCHE_RULES_PAGES_H

#include "i18n.h"

enum { MOUCHE_RULES_PAGES = 16, BETE_RULES_PAGES = 12 };

typedef enum {
    MT_WHO_LEADS,
    MT_ANTE,
    MT_RANKING,
    MT_HEADING,
    MT_TRUMP,
    MT_EXCEPTION,
    MT_FIFTHS,
    MT_MAKING,
    MT_FLUSH,
    MT_TIE_BREAKS,
    MT_QUESTIONS,
    MT_SILENCE,
    MT_NO_LIE,
    MT_ALL_FOLD,
    MT_LONE,
    MT_OPTIONS,
    MT_PRESETS,
    MT_PAMPHILE,
    MT_COUNT
} MoucheTopic;

typedef enum {
    BT_PACK,
    BT_DISH,
    BT_STAKES,
    BT_BIDDING,
    BT_CURIEUSE,
    BT_TRICKS,
    BT_WINNING,
    BT_VOLE,
    BT_VOID,
    BT_BETE,
    BT_DEVOLE,
    BT_CONTRE,
    BT_KING,
    BT_EXAMPLE,
    BT_OPTIONS,
    BT_COUNT
} BeteTopic;

extern const StrId mouche_rules_titles[MOUCHE_RULES_PAGES], mouche_rules_bodies[MOUCHE_RULES_PAGES];
extern const StrId bete_rules_titles[BETE_RULES_PAGES], bete_rules_bodies[BETE_RULES_PAGES];
/* The page (its index) that explains each topic. */
extern const int mouche_topic_page[MT_COUNT], bete_topic_page[BT_COUNT];

#endif
