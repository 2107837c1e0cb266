/* The language the system is set to (LC_ALL, LC_MESSAGES, LANG, then SDL's
 * preferred locales): French if it says so. */
#ifndef LAMOUCHE_LOCALE_H
#define LAMOUCHE_LOCALE_H

#include "i18n.h"

Lang locale_system_lang(void);

#endif
