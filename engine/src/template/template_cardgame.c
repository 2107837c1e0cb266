/* The template game's record, save, transcript and the CardGame that holds it all
 * (mouche/template.h): the game's own transcript lines and how they read back as moves,
 * then the engine's adapters (common/cardgame_adapter.h, savefmt_adapter.h), told what they
 * need by the CG_ lines, write the rest, as for La Mouche and La Bête. */
#include <string.h>

#include "../common/common.h"
#include "mouche/template.h"

/* ---- The transcript, and its lines read back as moves ---- */

void template_transcript_event(TemplateTranscript *t, const TemplateEvent *e)
{
    FILE *f = t->out;
    switch ((TemplateEventType)e->type) {
    case TEMPLATE_EV_GAME_START:
        fprintf(f,
                "{\"type\":\"game\",\"game\":\"template\",\"version\":1,\"seed\":%llu,\"players\":%d,"
                "\"rules\":{\"stake\":%d}}\n",
                (unsigned long long)e->seed, e->players, (int)t->rules.stake);
        break;
    case TEMPLATE_EV_DEAL:
        fprintf(f, "{\"type\":\"deal\",\"deal\":%d,\"dealer\":%d,\"deck\":", e->deal, e->seat);
        mouche_json_put_cards(f, e->cards, e->ncards);
        fputs("}\n", f);
        break;
    case TEMPLATE_EV_PLAY:
        fprintf(f, "{\"type\":\"play\",\"seat\":%d,\"card\":", e->seat);
        mouche_json_put_card(f, e->cards[0]);
        fputs("}\n", f);
        break;
    case TEMPLATE_EV_TRICK: fprintf(f, "{\"type\":\"trick\",\"winner\":%d}\n", e->seat); break;
    case TEMPLATE_EV_PAY:
        fprintf(f, "{\"type\":\"pay\",\"from\":%d,\"to\":%d,\"amount\":%lld}\n", e->seat, e->to, (long long)e->amount);
        break;
    case TEMPLATE_EV_DEAL_END:
    case TEMPLATE_EV_GAME_OVER:
        fprintf(f, "{\"type\":\"%s\",\"balances\":", e->type == TEMPLATE_EV_DEAL_END ? "deal_end" : "game_over");
        mouche_json_put_chips(f, e->balances, e->players);
        fputs("}\n", f);
        break;
    }
    t->failed |= ferror(f) != 0;
}

/* A transcript's line as a move: a play ("P:KH" by its seat); the deals' "N" the reader adds. */
static int replay_move(const char *line, const char *type, char *text, size_t size, long long *seat)
{
    MoucheCard card;
    char word[3];
    if (strcmp(type, "play") != 0)
        return 0;
    if (!mouche_json_int(line, "seat", seat) || !mouche_json_card(line, "card", &card))
        return -1;
    mouche_card_str(card, word);
    snprintf(text, size, "P:%s", word);
    return 1;
}
static const ReplayLines template_replay_lines = { "deal", replay_move };

/* ---- The CardGame, the record and the save ---- */

#define CG_PREFIX template_
#define CG_TYPES Template
#define CG_NAME "template"
#define CG_TITLE "Template"
#define CG_UNIT "deals"
#define CG_MIN_PLAYERS TEMPLATE_MIN_PLAYERS
#define CG_MAX_PLAYERS TEMPLATE_MAX_PLAYERS
#define CG_MAX_ACTIONS TEMPLATE_MAX_ACTIONS
#define CG_REPLAY template_replay_lines
#define CG_OVER(st) (((const TemplateState *)(st))->phase == TEMPLATE_PHASE_GAME_OVER)
#define CG_DEAL_EVENT TEMPLATE_EV_DEAL
#define CG_DEAL(st) ((st)->deal_no)
#define CG_DEALS_TOTAL(st) ((st)->deals_total)
#define CG_START(st) ((void)(st), TEMPLATE_START_CHIPS)
#define CG_DECK(st) ((void)(st), (MoucheCardSet)0)
#define CG_SAVE_MAGIC "LAMOUCHE-TEMPLATE-SAVE"
#define CG_SAVE_VERSION 1
#define CG_COUNT deals
#include "../common/cardgame_adapter.h"
#include "../common/savefmt_adapter.h"
