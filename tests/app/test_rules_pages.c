/* The rules pages against the rules: every topic a newcomer needs (issue 14's list for La
 * Mouche, docs/rules-bete.md for La Bête) has its page, that page says it in both languages
 * (a phrase of each topic's own, checked in English and in French), and the numbers the pages
 * give are the engine's (the ante, the pack sizes, the Pamphile's payment, Méry's cap, the
 * starting chips, the plaque). Every page has a title and a real text in both languages. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "i18n_catalogs.h"
#include "mouche/bete.h"
#include "mouche/rules.h"
#include "rules_pages.h"

static int failures;

static void check(bool ok, const char *what, const char *detail)
{
    if (!ok) {
        failures++;
        printf("FAIL: %s: %s\n", what, detail);
    }
}

/* A topic and a phrase that explaining it takes, in each language. */
typedef struct {
    int topic;
    const char *name, *en, *fr;
} Topic;

static const Topic mouche_topics[] = {
    { MT_WHO_LEADS, "who leads", "leads the first trick", "entame la première levée" },
    { MT_ANTE, "the dealer's ante", "ante", "mise" },
    { MT_RANKING, "the ranking", "King, Queen, Jack, Ace, 10, 9", "Roi, Dame, Valet, As, 10, 9" },
    { MT_HEADING, "heading the trick", "heading the trick", "monter sur la levée" },
    { MT_TRUMP, "trump and overtrump", "overtrump", "surcouper" },
    { MT_EXCEPTION, "the exception", "no trump higher than the best", "aucun atout plus haut que le meilleur" },
    { MT_FIFTHS, "fifths", "one fifth of the pool", "un cinquième de la corbeille" },
    { MT_MAKING, "making the mouche", "5 + 5 + 5 = 15", "5 + 5 + 5 = 15" },
    { MT_FLUSH, "the flush", "all of one suit", "toutes d'une même couleur" },
    { MT_TIE_BREAKS, "the flush's tie-breaks", "nearest the dealer's right", "plus proche à droite du donneur" },
    { MT_QUESTIONS, "questions", "Do you have the mouche?", "Avez-vous la mouche" },
    { MT_SILENCE, "silence and Lanturlu", "Lanturlu!", "Lanturlu" },
    { MT_NO_LIE, "the no-lie rule", "refuses a lie", "refuse un mensonge" },
    { MT_ALL_FOLD, "all fold", "every player before the dealer folds", "tous les joueurs avant le donneur passent" },
    { MT_LONE, "the lone player", "lone player", "seul joueur reste" },
    { MT_OPTIONS, "every option", "Head the trick", "Monter sur la levée" },
    { MT_PRESETS, "every preset", "Custom", "Personnalisé" },
    { MT_PAMPHILE, "the Pamphile", "jack of clubs", "valet de trèfle" },
};

static const Topic bete_topics[] = {
    { BT_PACK, "the pack", "Ranking in every suit", "Dans chaque couleur" },
    { BT_DISH, "the dish and the plaques", "under the dish", "sous le plat" },
    { BT_STAKES, "each deal's stakes", "the dealer one more", "le donneur un de plus" },
    { BT_BIDDING, "bidding", "I play", "Je joue" },
    { BT_CURIEUSE, "the Curieuse", "the upcard is set aside", "la retourne est mise de côté" },
    { BT_TRICKS, "the tricks", "Follow suit", "Fournissez" },
    { BT_WINNING, "winning", "first two tricks", "deux premières levées" },
    { BT_VOLE, "the vole", "vole", "vole" },
    { BT_VOID, "the void deal", "voids the deal", "le coup est nul" },
    { BT_BETE, "the bête", "makes the bête", "fait la bête" },
    { BT_DEVOLE, "the dévole", "dévole", "dévole" },
    { BT_CONTRE, "the contre", "double bête", "bête double" },
    { BT_KING, "the King", "King of trumps", "Roi d'atout" },
    { BT_EXAMPLE, "the example", "8 + 15 + 11 = 34", "8 + 15 + 11 = 34" },
    { BT_OPTIONS, "every option", "Curieuse on or off", "Curieuse, oui ou non" },
};

/* The text of topic t's page in language l, or NULL if the topic has no valid page. */
static const char *page_text(Lang l, const int *topic_page, const StrId *bodies, int pages, int t)
{
    const int p = topic_page[t];
    return p >= 0 && p < pages ? i18n_get(l, bodies[p]) : NULL;
}

/* Does page text s say the number n followed by word (e.g. "5 chips")? */
static bool says_number(const char *s, int n, const char *word)
{
    char want[64];
    snprintf(want, sizeof want, "%d %s", n, word);
    return s && strstr(s, want);
}

static void check_topics(const char *game, const Topic *topics, int ntopics, int count, const int *topic_page,
                         const StrId *bodies, int pages)
{
    check(ntopics == count, game, "the test does not list every topic of the game");
    for (int i = 0; i < ntopics; i++) {
        const Topic *t = &topics[i];
        char what[160];
        snprintf(what, sizeof what, "%s, %s", game, t->name);
        const char *en = page_text(test_lang(LANG_EN), topic_page, bodies, pages, t->topic);
        const char *fr = page_text(test_lang(LANG_FR), topic_page, bodies, pages, t->topic);
        check(en && fr, what, "no page");
        check(en && strstr(en, t->en), what, t->en);
        check(fr && strstr(fr, t->fr), what, t->fr);
    }
}

static void check_pages(const char *game, const StrId *titles, const StrId *bodies, int pages)
{
    for (int p = 0; p < pages; p++) {
        char what[96];
        snprintf(what, sizeof what, "%s, page %d", game, p + 1);
        for (int l = 0; l < LANG_COUNT; l++) {
            check(strlen(i18n_get(test_lang((LangId)l), titles[p])) > 3, what, "no title");
            /* a page that stands alone: several sentences, not a line */
            check(strlen(i18n_get(test_lang((LangId)l), bodies[p])) >= 300, what,
                  "a text of fewer than 300 characters");
        }
        for (int q = 0; q < p; q++)
            check(titles[p] != titles[q] &&
                      strcmp(i18n_get(test_lang(LANG_EN), titles[p]), i18n_get(test_lang(LANG_EN), titles[q])) != 0,
                  what, "the same title as an earlier page");
    }
}

int main(void)
{
    check_pages("La Mouche", mouche_rules_titles, mouche_rules_bodies, MOUCHE_RULES_PAGES);
    check_pages("La Bête", bete_rules_titles, bete_rules_bodies, BETE_RULES_PAGES);
    check_topics("La Mouche", mouche_topics, (int)(sizeof mouche_topics / sizeof mouche_topics[0]), MT_COUNT,
                 mouche_topic_page, mouche_rules_bodies, MOUCHE_RULES_PAGES);
    check_topics("La Bête", bete_topics, (int)(sizeof bete_topics / sizeof bete_topics[0]), BT_COUNT, bete_topic_page,
                 bete_rules_bodies, BETE_RULES_PAGES);

    /* the numbers, as the engine has them */
    const MoucheRules def = mouche_rules_default();
    static const char *const chips[LANG_COUNT] = { "chips", "jetons", "Jetons" }, *const chip[LANG_COUNT] = { "chip",
                                                                                                              "jeton",
                                                                                                              "Jeton" };
    for (int l = 0; l < LANG_COUNT; l++) {
        const char *ante =
            page_text(test_lang((LangId)l), mouche_topic_page, mouche_rules_bodies, MOUCHE_RULES_PAGES, MT_ANTE);
        check(says_number(ante, def.ante, chips[l]), "La Mouche, the ante", "not the engine's default");
        const char *opts =
            page_text(test_lang((LangId)l), mouche_topic_page, mouche_rules_bodies, MOUCHE_RULES_PAGES, MT_OPTIONS);
        char start[16];
        snprintf(start, sizeof start, "%d", def.start);
        check(opts && strstr(opts, start), "La Mouche, the options", "not the engine's starting chips");
        check(says_number(opts, def.pamphile_pay, chip[l]), "La Mouche, the options", "not the Pamphile's payment");
        const char *pam =
            page_text(test_lang((LangId)l), mouche_topic_page, mouche_rules_bodies, MOUCHE_RULES_PAGES, MT_PAMPHILE);
        check(says_number(pam, def.pamphile_pay, chip[l]), "La Mouche, the Pamphile", "not the engine's payment");
        /* every historical system by its name, and Méry's cap as the engine's preset sets it */
        const char *sys =
            page_text(test_lang((LangId)l), mouche_topic_page, mouche_rules_bodies, MOUCHE_RULES_PAGES, MT_PRESETS);
        static const StrId names[PRESET_COUNT] = { S_PRESET_AJO,      S_PRESET_SUCCESSIVE, S_PRESET_VANDERAA,
                                                   S_PRESET_LANTURLU, S_PRESET_MERY,       S_PRESET_PAMPHILE };
        for (int p = 0; p < PRESET_COUNT; p++)
            check(sys && strstr(sys, i18n_get(test_lang((LangId)l), names[p])), "La Mouche, the systems",
                  i18n_get(test_lang((LangId)l), names[p]));
        MoucheRules mery = def;
        mouche_rules_apply_preset(&mery, PRESET_MERY);
        check(says_number(sys, mery.cap, chips[l]), "La Mouche, the systems", "not Méry's cap");
        /* the pack at each number of players */
        const char *game = i18n_get(test_lang((LangId)l), mouche_rules_bodies[0]);
        for (int n = 3; n <= 6; n++) {
            char size[16];
            snprintf(size, sizeof size, "%d", mouche_deck_size(&def, n));
            check(strstr(game, size) != NULL, "La Mouche, the pack", size);
        }
        const char *pack =
            page_text(test_lang((LangId)l), bete_topic_page, bete_rules_bodies, BETE_RULES_PAGES, BT_PACK);
        for (int n = 3; n <= 7; n++) {
            char size[16];
            snprintf(size, sizeof size, "%d", bete_deck_size(n));
            check(pack && strstr(pack, size), "La Bête, the pack", size);
        }
        const BeteRules bdef = bete_rules_default();
        const char *bopts =
            page_text(test_lang((LangId)l), bete_topic_page, bete_rules_bodies, BETE_RULES_PAGES, BT_OPTIONS);
        snprintf(start, sizeof start, "%d", bdef.start);
        check(bopts && strstr(bopts, start), "La Bête, the options", "not the engine's starting chips");
        const char *dish =
            page_text(test_lang((LangId)l), bete_topic_page, bete_rules_bodies, BETE_RULES_PAGES, BT_DISH);
        check(says_number(dish, bdef.plaque, chips[l]), "La Bête, the plaque", "not the engine's default");
    }
    if (failures)
        printf("%d failures\n", failures);
    else
        printf("rules pages: %d + %d pages, %d + %d topics, all found in both languages\n", MOUCHE_RULES_PAGES,
               BETE_RULES_PAGES, MT_COUNT, BT_COUNT);
    return failures ? 1 : 0;
}
