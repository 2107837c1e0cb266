/* La Mouche's settings in the settings file: its keys, as every earlier version wrote them. */
#include "mouche_settings.h"

#define GS_PREFIX mouche_
#define GS_TYPES Mouche
#define GS_WORD "mouche"
#define GS_KEY ""
#define GS_COUNT hands
#define GS_MIN_PLAYERS MOUCHE_MIN_PLAYERS
#define GS_MAX_PLAYERS MOUCHE_MAX_PLAYERS
#define GS_PLAYERS 4
#define GS_TITLE "La Mouche"
#include "../settings_adapter.h"
