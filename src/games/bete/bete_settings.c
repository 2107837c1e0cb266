/* La Bête's settings in the settings file: its keys (bete_*), as every earlier version wrote them. */
#include "bete_settings.h"

#define GS_PREFIX bete_
#define GS_TYPES Bete
#define GS_WORD "bete"
#define GS_KEY "bete_"
#define GS_COUNT deals
#define GS_MIN_PLAYERS BETE_MIN_PLAYERS
#define GS_MAX_PLAYERS BETE_MAX_PLAYERS
#define GS_PLAYERS 5
#define GS_TITLE "La Bête"
#include "../settings_adapter.h"
