/* A player's name in the form a sentence needs, from the catalogue: "Le Marquis" starting it,
 * "au Marquis" where French says "à", "du Marquis" where it says "de"; "You", "you", "vous". */
#ifndef LAMOUCHE_NAME_WORDS_H
#define LAMOUCHE_NAME_WORDS_H

#include "i18n.h"

/* The place of a name in a sentence: each is a catalogue entry per name (S_WHO_*), with a
 * context saying which, so that a language writes its articles and contractions there and the
 * sentence's format leaves them out (French "Demander %s" with "au Marquis"). */
typedef enum {
    NAME_START, /* the sentence's first word: "Le Marquis réfléchit…" */
    NAME_INSIDE, /* anywhere else: "Gagnée par le Marquis" (the name as it is) */
    NAME_ASKED, /* the one asked: "Ask %s" */
    NAME_TO, /* the one paid: "goes to %s" */
    NAME_OF, /* after "by" in "Vole by %s" */
} NameForm;

/* Who sits at a seat, for their name's forms: the human (WHO_HUMAN), one of the engine's
 * personas (its number, 0 <= who < MOUCHE_PERSONA_COUNT: mouche/ai.h), or a seat the game named
 * itself (WHO_NAMED: its name as it is). Known by who they are, never by a name's words. */
enum { WHO_HUMAN = -1, WHO_NAMED = -2 };

/* The form of who's name: the human's "you" forms, a persona's from the catalogue; `name`
 * (the seat's name as shown) is said as it is for WHO_NAMED, and for any other who. */
const char *name_words(Lang lang, int who, const char *name, NameForm form);

#endif
