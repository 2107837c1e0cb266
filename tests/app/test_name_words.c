/* A player's name in the form a sentence needs (name_words): the human's "you" forms and each
 * persona's, in French and German, known by who sits at the seat, not by the name's words: a
 * catalogue that says "You" otherwise, or a name written in the language shown before, still
 * gives the human's forms. */
#include <stdio.h>
#include <string.h>

#include "i18n_catalogs.h"
#include "mouche/ai.h"
#include "name_words.h"

static int failures;

static void expect(Lang lang, int who, const char *name, NameForm form, const char *want)
{
    const char *got = name_words(lang, who, name, form);
    if (strcmp(got, want)) {
        fprintf(stderr, "FAIL: %s, who %d (\"%s\"), form %d: \"%s\", not \"%s\"\n", i18n_code(lang.id), who, name,
                (int)form, got, want);
        failures++;
    }
}

int main(void)
{
    const Lang fr = test_lang(LANG_FR), de = test_lang(LANG_DE);
    /* each persona by the engine's number, in mouche_ai_persona's order: French's start, "à", "de" */
    static const char *const french[MOUCHE_PERSONA_COUNT][3] = {
        { "La Comtesse", "à la Comtesse", "de la Comtesse" },
        { "Le Chevalier", "au Chevalier", "du Chevalier" },
        { "Mademoiselle Ninon", "à Mademoiselle Ninon", "de Mademoiselle Ninon" },
        { "L'Abbé", "à l'Abbé", "de l'Abbé" },
        { "Le Marquis", "au Marquis", "du Marquis" },
        { "Madame de Saint-Ange", "à Madame de Saint-Ange", "de Madame de Saint-Ange" },
        { "Le Président", "au Président", "du Président" },
        { "Le Vicomte", "au Vicomte", "du Vicomte" },
        { "La Baronne", "à la Baronne", "de la Baronne" },
    };
    for (int p = 0; p < MOUCHE_PERSONA_COUNT; p++) {
        const char *name = mouche_ai_persona(p).name;
        expect(fr, p, name, NAME_START, french[p][0]);
        expect(fr, p, name, NAME_TO, french[p][1]);
        expect(fr, p, name, NAME_OF, french[p][2]);
        expect(fr, p, name, NAME_INSIDE, name);
        /* German keeps the French article: capital at a sentence's start, the name as it is inside */
        expect(de, p, name, NAME_START, french[p][0]);
        expect(de, p, name, NAME_TO, name);
        expect(de, p, name, NAME_OF, name);
        /* the seat's shown name may be any words: the forms are the persona's */
        expect(fr, p, "?", NAME_TO, french[p][1]);
    }
    /* the human, whatever the seat's name says: as shown ("Vous"), or still the English of a
     * table laid before the language changed */
    const char *shown[] = { "Vous", "You", "Sie" };
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        expect(fr, WHO_HUMAN, shown[i], NAME_START, "Vous");
        expect(fr, WHO_HUMAN, shown[i], NAME_INSIDE, "vous");
        expect(fr, WHO_HUMAN, shown[i], NAME_TO, "à vous");
        expect(fr, WHO_HUMAN, shown[i], NAME_OF, "de vous");
        expect(de, WHO_HUMAN, shown[i], NAME_START, "Sie");
        expect(de, WHO_HUMAN, shown[i], NAME_OF, "Ihnen");
    }
    /* a German catalogue whose "You" is "Du" (a translator's change): the human's other forms
     * are still found, the seat named by that new word */
    static I18nCatalog du;
    du = *de.cat;
    du.text[S_YOU] = "Du";
    const Lang de_du = { LANG_DE, &du };
    expect(de_du, WHO_HUMAN, "Du", NAME_START, "Du");
    expect(de_du, WHO_HUMAN, "Du", NAME_OF, "Ihnen");
    expect(de_du, WHO_HUMAN, "Du", NAME_TO, "Sie");
    /* a seat the game named itself is said as it is */
    expect(fr, WHO_NAMED, "Ouest", NAME_TO, "Ouest");
    expect(fr, WHO_NAMED, "Vous", NAME_OF, "Vous");
    printf("name forms: %d wrong\n", failures);
    return failures ? 1 : 0;
}
