/* A player's name in the form a sentence needs (see name_words.h). */
#include "name_words.h"

#include "mouche/ai.h"

/* Each persona's forms by the engine's persona number (mouche_ai_persona), in NameForm's order
 * from NAME_ASKED; the English of its NAME_ASKED form is its name as the engine writes it
 * (French in every language: i18n_check holds them to it). */
enum { FORMS = 3 };
static const StrId personas[MOUCHE_PERSONA_COUNT][1 + FORMS] = {
    { S_WHO_COMTESSE_START, S_WHO_COMTESSE_ASKED, S_WHO_COMTESSE_TO, S_WHO_COMTESSE_OF },
    { S_WHO_CHEVALIER_START, S_WHO_CHEVALIER_ASKED, S_WHO_CHEVALIER_TO, S_WHO_CHEVALIER_OF },
    { S_WHO_NINON_START, S_WHO_NINON_ASKED, S_WHO_NINON_TO, S_WHO_NINON_OF },
    { S_WHO_ABBE_START, S_WHO_ABBE_ASKED, S_WHO_ABBE_TO, S_WHO_ABBE_OF },
    { S_WHO_MARQUIS_START, S_WHO_MARQUIS_ASKED, S_WHO_MARQUIS_TO, S_WHO_MARQUIS_OF },
    { S_WHO_SAINT_ANGE_START, S_WHO_SAINT_ANGE_ASKED, S_WHO_SAINT_ANGE_TO, S_WHO_SAINT_ANGE_OF },
    { S_WHO_PRESIDENT_START, S_WHO_PRESIDENT_ASKED, S_WHO_PRESIDENT_TO, S_WHO_PRESIDENT_OF },
    { S_WHO_VICOMTE_START, S_WHO_VICOMTE_ASKED, S_WHO_VICOMTE_TO, S_WHO_VICOMTE_OF },
    { S_WHO_BARONNE_START, S_WHO_BARONNE_ASKED, S_WHO_BARONNE_TO, S_WHO_BARONNE_OF },
};

static StrId form_of(const StrId *forms, NameForm form)
{
    return form == NAME_START ? forms[0] : forms[1 + (form - NAME_ASKED)];
}

const char *name_words(Lang lang, int who, const char *name, NameForm form)
{
    /* the human is never asked: "you" there as anywhere inside a sentence */
    static const StrId you[] = { [NAME_START] = S_YOU,
                                 [NAME_INSIDE] = S_YOU_INSIDE,
                                 [NAME_ASKED] = S_YOU_INSIDE,
                                 [NAME_TO] = S_YOU_TO,
                                 [NAME_OF] = S_YOU_OF };
    if ((unsigned)form > NAME_OF)
        return name;
    if (who == WHO_HUMAN)
        return i18n_get(lang, you[form]);
    if (who < 0 || who >= MOUCHE_PERSONA_COUNT || form == NAME_INSIDE)
        return name;
    return i18n_get(lang, form_of(personas[who], form));
}
