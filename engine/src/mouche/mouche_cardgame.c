/* La Mouche behind the type-erased CardGame (mouche/cardgame.h), and its records
 * and saves (the save adapter both games share, savefmt.h):
 *
 *   LAMOUCHE-SAVE 1
 *   players 4
 *   hands 10
 *   seed 12345
 *   rules deck=ajo,deal=3-2,...
 *   meta <the app's line, may be empty>
 *   actions 3
 *   S
 *   X:KH.9D
 *   P:KH
 *   end 0123456789abcdef        (FNV-1a 64 of every byte before this line)
 *
 * Loading checks every line, the checksum, and replays every action through
 * the engine; nothing is returned unless all of it holds. */
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
#define CG_DEAL(st) ((st)->hand_no)
#define CG_DEALS_TOTAL(st) ((st)->hands_total)
#define CG_START(st) ((st)->rules.start)
#define CG_DECK(st) ((st)->deck)
#define CG_SAVE_MAGIC "LAMOUCHE-SAVE"
#define CG_SAVE_VERSION MOUCHE_SAVE_VERSION
#define CG_COUNT hands
#include "../common/cardgame_adapter.h"
#include "../common/savefmt_adapter.h"

void mouche_record_free(MoucheRecord *r) { mouche_savefmt_record_free(&GAME, r); }
