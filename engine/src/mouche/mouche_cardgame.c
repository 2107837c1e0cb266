/* La Mouche behind the type-erased CardGame (mouche/cardgame.h). */
#include "mouche/rules.h"
#include "mouche/save.h"
#include "mouche/transcript.h"
#include "mouche/view.h"

#define CG_PREFIX mouche_
#define CG_TYPES Mouche
#define CG_NAME "mouche"
#define CG_TITLE "La Mouche"
#define CG_UNIT "hands"
#define CG_MIN_PLAYERS MOUCHE_MIN_PLAYERS
#define CG_MAX_PLAYERS MOUCHE_MAX_PLAYERS
#define CG_MAX_ACTIONS MOUCHE_MAX_ACTIONS
#define CG_REPLAY mouche_replay_lines
#define CG_OVER(st) (mouche_phase(st) == PHASE_GAME_OVER)
#define CG_DEAL_EVENT EV_HAND_START
#include "../common/cardgame_adapter.h"
