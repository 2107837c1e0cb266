/* The AI seats' memories beside a La Mouche save (mouche_memory.h): one "aimemory" line
 * per AI seat, through the adapter both games share (memory_adapter.h). */
#include "mouche_memory.h"

#include "mouche/view.h"

#define GM_PREFIX mouche_
#define GM_TYPES Mouche
#define GM_MAX_PLAYERS MOUCHE_MAX_PLAYERS
#define GM_TEXT_MAX MOUCHE_AI_MEMORY_TEXT_MAX
#define GM_DEAL_DONE(st) ((st)->phase == PHASE_HAND_OVER || (st)->phase == PHASE_GAME_OVER)
#include "../memory_adapter.h"
