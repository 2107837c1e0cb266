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

/* The form of `name` (a seat's name: the human's S_YOU in `lang`, or an AI persona's, as the
 * engine names it); a name the catalogue does not know is itself. */
const char *name_words(Lang lang, const char *name, NameForm form);

#endif
