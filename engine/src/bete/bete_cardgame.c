/* La Bête behind the type-erased CardGame (mouche/cardgame.h). */
#include "mouche/bete.h"

#define CG_PREFIX bete_
#define CG_TYPES Bete
#define CG_NAME "bete"
#define CG_TITLE "La Bête"
#define CG_UNIT "deals"
#define CG_MIN_PLAYERS BETE_MIN_PLAYERS
#define CG_MAX_PLAYERS BETE_MAX_PLAYERS
#define CG_MAX_ACTIONS BETE_MAX_ACTIONS
#define CG_REPLAY bete_replay_lines
#define CG_OVER(st) (bete_phase(st) == BETE_PHASE_GAME_OVER)
#define CG_DEAL_EVENT BETE_EV_DEAL_START
#include "../common/cardgame_adapter.h"
