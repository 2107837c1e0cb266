/* The language the system is set to (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then SDL's
 * preferred locales): one of ours if it says so, else English. */
#ifndef LAMOUCHE_LOCALE_H
#define LAMOUCHE_LOCALE_H

#include "i18n.h"

LangId locale_system_lang(void);

#endif
