/* La Bête behind the type-erased CardGame (mouche/cardgame.h), and its records
 * and saves (the save adapter both games share, savefmt.h):
 *
 *   LAMOUCHE-BETE-SAVE 1
 *   players 5
 *   deals 10
 *   seed 12345
 *   rules deal=3-2,curieuse=1,contre=1,start=1000,plaque=5
 *   meta <the app's line, may be empty>
 *   actions 3
 *   pass
 *   play
 *   P:KH
 *   end 0123456789abcdef        (FNV-1a 64 of every byte before this line)
 *
 * Loading checks every line and the checksum and replays every action; it
 * never half-loads. */
#include "mouche/bete.h"

enum { BETE_SAVE_VERSION = 1 };

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
#define CG_DEAL(st) ((st)->deal_no)
#define CG_DEALS_TOTAL(st) ((st)->deals_total)
#define CG_START(st) ((st)->rules.start)
#define CG_DECK(st) ((st)->deck)
#define CG_SAVE_MAGIC "LAMOUCHE-BETE-SAVE"
#define CG_SAVE_VERSION BETE_SAVE_VERSION
#define CG_COUNT deals
#include "../common/cardgame_adapter.h"
#include "../common/savefmt_adapter.h"
