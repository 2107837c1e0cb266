/* What an Expert seat of La Bête learns of its table over a game (BeteAiMemory): how far its
 * searched values of saying "play" and of passing are off what each then earns.
 *
 * The Expert's worlds are played out by the Standard model for every seat. At a table of weaker
 * players a declarer takes more than that (they lead and follow worse), so the search undervalues
 * bidding; at a table of loose players passing is worth more than the search says (a loose player
 * then declares on a weak hand and makes the bête). Every "play" it says, and every pass where it
 * could have said it, is noted with its searched mean when the choice was a close one, and
 * settled against what it earned when the deal ends; the two running sums move the margin for
 * the next "play". Learned from the owner's
 * views alone, so it cannot hold a hidden card. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bete_ai_internal.h"
#include "../common/ai_text.h"

/* How many choices of the scarcer kind the empty memory's "no correction" counts for, against
 * what this table shows. */
static const double OVERSTATEMENT_PRIOR_WEIGHT = 40.0;
/* Only close decisions teach: those where the searched values of "play" and of passing were
 * within this many V of each other. Far from the margin the hands are of another kind (hopeless
 * ones, where passing is worth what weaker players then lose; overwhelming ones), and learned
 * from, they moved the margin for the close ones the wrong way (3 players, Beginners: -0.07 chips
 * a deal, where the close decisions alone gain +0.02). */
static const double CLOSE_DECISION = 0.3;
/* The correction's bounds, in units of the deal's value. */
static const double OVERSTATEMENT_LIMIT = 0.5;

_Static_assert(sizeof(BeteAiMemory) == 48, "BeteAiMemory has padding");

void bete_ai_memory_init(BeteAiMemory *memory, int seat, int players)
{
    memset(memory, 0, sizeof *memory);
    memory->version = BETE_AI_MEMORY_VERSION;
    memory->seat = (int8_t)seat;
    memory->players = (int8_t)players;
    memory->pending_deal = -1;
}

static bool count_ok(float x) { return x >= 0.0f && x < 1e9f; }

bool bete_ai_memory_valid(const BeteAiMemory *memory, int seat, int players)
{
    return memory->version == BETE_AI_MEMORY_VERSION && memory->seat == seat && memory->players == players &&
           players >= BETE_MIN_PLAYERS && players <= BETE_MAX_PLAYERS && count_ok(memory->deals) &&
           count_ok(memory->bid_n) && count_ok(memory->pass_n) && memory->bid_sum > -1e9f && memory->bid_sum < 1e9f &&
           memory->pass_sum > -1e9f && memory->pass_sum < 1e9f && memory->pending_deal >= -1 &&
           (memory->pending_bid == 0 || memory->pending_bid == 1) && memory->pending_value >= 0.0f &&
           memory->pending_value < 1e9f && memory->pending_searched > -1e9f && memory->pending_searched < 1e9f;
}

/* The seat's equity times the players: its balance against the table's mean (the chips on the
 * table are shared later, on average; see the arena's payoff). */
static MoucheChips equity_n(const BeteView *view)
{
    MoucheChips sum = 0;
    for (int s = 0; s < view->players; s++)
        sum += view->balances[s];
    return view->balances[view->seat] * view->players - sum;
}

/* A fingerprint of a finished deal, so that each is learned once. */
static uint32_t deal_key(const BeteView *view)
{
    uint64_t h = mouche_ai_mix64((uint64_t)(uint16_t)view->deal_no ^ ((uint64_t)(uint8_t)view->dealer << 16) ^
                                 ((uint64_t)(uint8_t)view->turned << 24) ^ ((uint64_t)view->nplays << 32));
    h = mouche_ai_mix64(h ^ view->dealt);
    for (int i = 0; i < view->nplays; i++)
        h = mouche_ai_mix64(h ^ ((uint64_t)view->play_card[i] << (8 * (i % 8))));
    for (int s = 0; s < view->players; s++)
        h = mouche_ai_mix64(h ^ ((uint64_t)view->bid[s] << 8) ^ (uint64_t)view->balances[s]);
    const uint32_t key = (uint32_t)(h ^ (h >> 32));
    return key ? key : 1u; /* 0 means "none yet" */
}

void bete_ai_observe(BeteAiMemory *memory, const BeteView *view)
{
    if (!memory || (view->phase != BETE_PHASE_DEAL_OVER && view->phase != BETE_PHASE_GAME_OVER))
        return;
    if (view->seat != memory->seat || view->players != memory->players)
        return;
    const uint32_t key = deal_key(view);
    if (key == memory->last_deal)
        return;
    memory->last_deal = key;
    memory->deals += 1.0f;
    if (memory->pending_deal == view->deal_no && memory->pending_value > 0) {
        const double earned = (double)(equity_n(view) - memory->pending_equity) / view->players;
        const float off = (float)((memory->pending_searched - earned) / memory->pending_value);
        if (!memory->pending_bid) {
            memory->pass_sum += off;
            memory->pass_n += 1.0f;
        } else if (view->declarer == memory->seat && view->contrer < 0) {
            /* a contred bid is not learned from: what a contre wins or loses comes from the
             * contrer's hand and habits, not from how a declarer does at this table (learning from
             * a loose table's windfalls made the Expert bid hands that lose); nor a bid taken back
             * in practice */
            memory->bid_sum += off;
            memory->bid_n += 1.0f;
        }
    }
    memory->pending_deal = -1;
}

double bete_ai_memory_overstatement(const BeteAiMemory *memory)
{
    if (!memory)
        return 0;
    /* saying "play" is overvalued by what its searched value overstates, beyond what passing's
     * does: the difference of the two means, trusted as far as the scarcer count allows. Each mean
     * shrunk by its own count, a loose table's many passes outweighed its few bids, which earn
     * more than searched too (-0.21 chips a deal at 4 players in games of 12 deals). */
    const double fewer = memory->bid_n < memory->pass_n ? memory->bid_n : memory->pass_n;
    const double bid = memory->bid_n > 0 ? memory->bid_sum / memory->bid_n : 0;
    const double pass = memory->pass_n > 0 ? memory->pass_sum / memory->pass_n : 0;
    const double o = (bid - pass) * fewer / (OVERSTATEMENT_PRIOR_WEIGHT + fewer);
    return o < -OVERSTATEMENT_LIMIT ? -OVERSTATEMENT_LIMIT : o > OVERSTATEMENT_LIMIT ? OVERSTATEMENT_LIMIT : o;
}

static void note_choice(BeteAiMemory *memory, const BeteView *view, bool bid, double searched)
{
    const double value = bete_ai_view_value(view);
    if (value <= 0)
        return;
    memory->pending_deal = (int16_t)view->deal_no;
    memory->pending_bid = bid;
    memory->pending_searched = (float)searched;
    memory->pending_value = (float)value;
    memory->pending_equity = equity_n(view);
}

BeteAction bete_ai_decide_remembering(const BeteView *view, const MoucheAiConfig *config, BeteAiMemory *memory)
{
    if (memory && (config->ablate & MOUCHE_AI_ABLATE_MEMORY))
        memory = NULL;
    if (memory && !bete_ai_memory_valid(memory, view->seat, view->players))
        memory = NULL; /* another seat's or table's: decide as without one */
    BeteAiTrace trace;
    const BeteAction a = bete_ai_decide_full(view, config, NULL, bete_ai_memory_overstatement(memory), &trace);
    /* its choice between "play" and pass (not a contre, nor a Curieuse), when it was a close one */
    if (!memory || config->level != MOUCHE_AI_EXPERT || (a.kind != BETE_ACT_PLAY_BID && a.kind != BETE_ACT_PASS))
        return a;
    const double *bid = NULL, *pass = NULL;
    for (int i = 0; i < trace.n; i++) {
        if (trace.option[i].kind == BETE_ACT_PLAY_BID)
            bid = &trace.mean[i];
        if (trace.option[i].kind == BETE_ACT_PASS)
            pass = &trace.mean[i];
    }
    const double value = bete_ai_view_value(view);
    if (bid && pass && value > 0 && fabs(*bid - *pass) < CLOSE_DECISION * value)
        note_choice(memory, view, a.kind == BETE_ACT_PLAY_BID, a.kind == BETE_ACT_PLAY_BID ? *bid : *pass);
    return a;
}

/* ---- Text ------------------------------------------------------------------ */

bool bete_ai_memory_format(const BeteAiMemory *memory, char *out, size_t size)
{
    const BeteAiMemory m = *memory;
    const int n =
        snprintf(out, size, "betememory %d %d %d %lu %.9g %.9g %.9g %.9g %.9g %d %d %.9g %.9g %lld", m.version, m.seat,
                 m.players, (unsigned long)m.last_deal, m.deals, m.bid_sum, m.bid_n, m.pass_sum, m.pass_n,
                 m.pending_deal, m.pending_bid, m.pending_searched, m.pending_value, (long long)m.pending_equity);
    return n >= 0 && (size_t)n < size;
}

bool bete_ai_memory_parse(const char *line, int seat, int players, BeteAiMemory *memory)
{
    static const char HEAD[] = "betememory ";
    if (!line || strncmp(line, HEAD, sizeof HEAD - 1) != 0)
        return false;
    const char *p = line + sizeof HEAD - 1;
    enum { FIELDS = 14 };
    double v[FIELDS];
    for (int i = 0; i < FIELDS; i++)
        if (!mouche_ai_text_next_number(&p, &v[i]) || v[i] < -1e15 || v[i] > 1e15)
            return false;
    while (*p == ' ')
        p++;
    if (*p || v[0] != BETE_AI_MEMORY_VERSION || v[1] != seat || v[2] != players || v[3] < 0 || v[3] > 4294967295.0 ||
        v[9] < -1 || v[9] > 32767 || (v[10] != 0 && v[10] != 1))
        return false;
    for (int i = 4; i <= 12; i++)
        if (i != 9 && i != 10 && (v[i] < -1e9 || v[i] > 1e9))
            return false;
    BeteAiMemory m;
    bete_ai_memory_init(&m, seat, players);
    m.last_deal = (uint32_t)v[3];
    m.deals = (float)v[4];
    m.bid_sum = (float)v[5];
    m.bid_n = (float)v[6];
    m.pass_sum = (float)v[7];
    m.pass_n = (float)v[8];
    m.pending_deal = (int16_t)v[9];
    m.pending_bid = (int16_t)v[10];
    m.pending_searched = (float)v[11];
    m.pending_value = (float)v[12];
    m.pending_equity = (MoucheChips)v[13];
    if (!bete_ai_memory_valid(&m, seat, players))
        return false;
    *memory = m;
    return true;
}
