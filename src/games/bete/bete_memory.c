/* The AI seats' memories beside a La Bête save (bete_memory.h): one "betememory" line
 * per AI seat, through the adapter both games share (memory_adapter.h). */
#include "bete_memory.h"

#define GM_PREFIX bete_
#define GM_TYPES Bete
#define GM_MAX_PLAYERS BETE_MAX_PLAYERS
#define GM_TEXT_MAX BETE_AI_MEMORY_TEXT_MAX
#define GM_DEAL_DONE(st) (bete_phase(st) == BETE_PHASE_DEAL_OVER || bete_phase(st) == BETE_PHASE_GAME_OVER)
#include "../memory_adapter.h"
