/* What an AI seat learns of its table over a game (MoucheAiMemory): how each
 * other seat declares, what its answers turn out to mean, and how far the
 * seat's own searched values of staying in overstate what it then earns.
 *
 * Everything is learned from the owner's views of finished hands, so the
 * memory cannot hold a hidden card. The counts start from priors close to
 * the Standard bots (whose answers do not depend on their hands) and move
 * with what the table shows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_memory.h"
#include "ai_policy.h"
#include "../common/ai_text.h"

/* Pseudo-counts of the answer priors, [held flush][silent, evasive, yes, no]:
 * silence and evasion tell nothing, a plain answer tells the truth; light, so
 * that a player's habits show after a few dozen answers. */
static const float ANSWER_PRIOR[2][MOUCHE_AI_ANSWER_KINDS] = { { 0.5f, 0.5f, 0.01f, 0.25f },
                                                               { 0.5f, 0.5f, 0.25f, 0.01f } };
/* A stander holds its dealt flush about once in two hundred questions until the table says otherwise. */
static const double FLUSH_PRIOR_HITS = 1.0, FLUSH_PRIOR_TRIES = 200.0;
/* How many decisions to stay in the fixed correction counts for, against what this table shows. */
static const double OVERSTATEMENT_PRIOR_WEIGHT = 60.0;
static const double OVERSTATEMENT_LIMIT = 0.35;
/* How many of a seat's declarations, in one situation, before its stay rate is read. */
static const float STAY_RATE_MIN_SEEN = 30.0f;

void mouche_ai_memory_init(MoucheAiMemory *memory, int seat, int players)
{
    memset(memory, 0, sizeof *memory);
    memory->version = MOUCHE_AI_MEMORY_VERSION;
    memory->seat = (int8_t)seat;
    memory->players = (int8_t)players;
    memory->pending_hand = -1;
}

static bool count_ok(float x) { return x >= 0.0f && x < 1e9f; }

bool mouche_ai_memory_valid(const MoucheAiMemory *memory, int seat, int players)
{
    if (memory->version != MOUCHE_AI_MEMORY_VERSION || memory->seat != seat || memory->players != players)
        return false;
    if (!count_ok(memory->hands) || !count_ok(memory->overstated_n) ||
        !(memory->overstated_sum == memory->overstated_sum))
        return false;
    if (memory->overstated_sum > 1e9f || memory->overstated_sum < -1e9f)
        return false;
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++) {
        const MoucheAiSeatModel *m = &memory->seat_model[s];
        for (int b = 0; b < 2; b++) {
            if (!count_ok(m->declared[b]) || !count_ok(m->stayed[b]) || m->stayed[b] > m->declared[b])
                return false;
            for (int a = 0; a < MOUCHE_AI_ANSWER_KINDS; a++)
                if (!count_ok(m->answers[b][a]))
                    return false;
        }
    }
    return true;
}

/* A fingerprint of a finished hand, so that each is learned once. */
static uint32_t hand_key(const MoucheView *view)
{
    uint64_t h = mouche_ai_mix64((uint64_t)(uint16_t)view->hand_no ^ ((uint64_t)(uint8_t)view->dealer << 16) ^
                                 ((uint64_t)(uint8_t)view->turned << 24));
    h = mouche_ai_mix64(h ^ view->played ^ ((uint64_t)view->nplays << 40));
    for (int s = 0; s < view->players; s++)
        h = mouche_ai_mix64(h ^ ((uint64_t)view->decl[s] << (8 * (s % 8))) ^ (uint64_t)view->balances[s]);
    const uint32_t key = (uint32_t)(h ^ (h >> 32));
    return key ? key : 1u; /* 0 means "none yet" */
}

/* Whether seat t's dealt flush is known at the end of the hand: 1 it held one,
 * 0 it did not, -1 unknown. */
static int flush_known(const MoucheView *view, int t)
{
    if (view->flush_winner == t || (view->shown & (1u << t)))
        return 1;
    /* a stander with a dealt flush takes the pool before any card is played */
    if (view->decl[t] == DECL_STAND && view->nplays > 0)
        return 0;
    return -1;
}

static void learn_declarations(MoucheAiMemory *memory, const MoucheView *view)
{
    int in_before = 0;
    for (int i = 1; i <= view->players; i++) {
        const int s = (view->dealer + i) % view->players;
        const int d = view->decl[s];
        if (d == DECL_NONE)
            continue;
        const bool in = d == DECL_STAND || d == DECL_EXCHANGE;
        if (s != memory->seat) {
            MoucheAiSeatModel *m = &memory->seat_model[s];
            const int b = in_before > 0;
            m->declared[b] += 1.0f;
            m->stayed[b] += in ? 1.0f : 0.0f;
        }
        in_before += in;
    }
}

static void learn_answers(MoucheAiMemory *memory, const MoucheView *view)
{
    for (int t = 0; t < view->players; t++) {
        if (t == memory->seat)
            continue;
        const int held = flush_known(view, t);
        if (held < 0)
            continue;
        for (int a = 0; a < view->players; a++) {
            const int answer = view->answers[a][t];
            if (answer >= ANSWER_SILENT && answer <= ANSWER_NO)
                memory->seat_model[t].answers[held][answer - ANSWER_SILENT] += 1.0f;
        }
    }
}

void mouche_ai_observe(MoucheAiMemory *memory, const MoucheView *view)
{
    if (view->phase != PHASE_HAND_OVER && view->phase != PHASE_GAME_OVER)
        return;
    if (view->seat != memory->seat || view->players != memory->players)
        return;
    const uint32_t key = hand_key(view);
    if (key == memory->last_hand)
        return;
    memory->last_hand = key;
    memory->hands += 1.0f;
    learn_declarations(memory, view);
    learn_answers(memory, view);
    if (memory->pending_hand == view->hand_no && memory->pending_stake > 0) {
        const double earned =
            (double)(view->balances[memory->seat] - memory->pending_balance) / (double)memory->pending_stake;
        memory->overstated_sum += (float)(memory->pending_searched - earned - memory->pending_prior);
        memory->overstated_n += 1.0f;
    }
    memory->pending_hand = -1;
}

double mouche_ai_memory_overstatement(const MoucheAiMemory *memory)
{
    if (!memory)
        return 0;
    const double o = memory->overstated_sum / (OVERSTATEMENT_PRIOR_WEIGHT + memory->overstated_n);
    return o < -OVERSTATEMENT_LIMIT ? -OVERSTATEMENT_LIMIT : o > OVERSTATEMENT_LIMIT ? OVERSTATEMENT_LIMIT : o;
}

double mouche_ai_memory_flush_chance(const MoucheAiMemory *memory, int seat, int answer)
{
    if (!memory || seat < 0 || seat >= MOUCHE_MAX_PLAYERS || answer < ANSWER_SILENT || answer > ANSWER_NO)
        return 0;
    const MoucheAiSeatModel *m = &memory->seat_model[seat];
    const int k = answer - ANSWER_SILENT;
    double seen[2] = { 0, 0 }, hit[2];
    for (int held = 0; held < 2; held++) {
        double row = 0;
        for (int a = 0; a < MOUCHE_AI_ANSWER_KINDS; a++) {
            seen[held] += m->answers[held][a];
            row += ANSWER_PRIOR[held][a];
        }
        /* how likely this answer is from this seat, holding the flush or not */
        hit[held] = (ANSWER_PRIOR[held][k] + m->answers[held][k]) / (row + seen[held]);
    }
    const double prior = (FLUSH_PRIOR_HITS + seen[1]) / (FLUSH_PRIOR_TRIES + seen[0] + seen[1]);
    return prior * hit[1] / (prior * hit[1] + (1 - prior) * hit[0]);
}

bool mouche_ai_memory_question(const MoucheView *view, const MoucheAiMemory *memory, MoucheAction *out)
{
    if (!memory || mouche_ai_view_flush_announced(view))
        return false;
    for (int i = 1; i < view->players; i++) {
        const int t = (view->seat + view->players - i) % view->players; /* the latest stander first */
        if (view->decl[t] != DECL_STAND || (view->shown & (1u << t)) ||
            (view->asked & ((uint64_t)1 << (view->seat * 8 + t))))
            continue;
        /* worth asking when silence and evasion from this player mean different things */
        const double silent = mouche_ai_memory_flush_chance(memory, t, ANSWER_SILENT);
        const double evasive = mouche_ai_memory_flush_chance(memory, t, ANSWER_EVASIVE);
        if (silent - evasive > 0.05 || evasive - silent > 0.05) {
            *out = mouche_act(ACT_QUESTION, t, 0);
            return true;
        }
    }
    return false;
}

bool mouche_ai_memory_stay_rate(const MoucheAiMemory *memory, int seat, bool after_stay, double *rate)
{
    if (!memory || seat < 0 || seat >= MOUCHE_MAX_PLAYERS || seat == memory->seat)
        return false;
    const MoucheAiSeatModel *m = &memory->seat_model[seat];
    const int b = after_stay ? 1 : 0;
    if (m->declared[b] < STAY_RATE_MIN_SEEN)
        return false;
    *rate = m->stayed[b] / m->declared[b];
    return true;
}

void mouche_ai_memory_note_stay(MoucheAiMemory *memory, const MoucheView *view, double searched, double prior)
{
    if (!memory)
        return;
    memory->pending_hand = view->hand_no;
    memory->pending_searched = (float)searched;
    memory->pending_prior = (float)prior;
    memory->pending_balance = view->balances[view->seat];
    memory->pending_stake = mouche_ai_view_stake(view);
}

/* ---- Text ------------------------------------------------------------------ */

/* The floats of a memory, in the order of its text. */
enum { SEAT_FLOATS = 4 + 2 * MOUCHE_AI_ANSWER_KINDS };

static void seat_floats(MoucheAiSeatModel *m, float *out[SEAT_FLOATS])
{
    int n = 0;
    for (int b = 0; b < 2; b++) {
        out[n++] = &m->declared[b];
        out[n++] = &m->stayed[b];
    }
    for (int held = 0; held < 2; held++)
        for (int a = 0; a < MOUCHE_AI_ANSWER_KINDS; a++)
            out[n++] = &m->answers[held][a];
}

bool mouche_ai_memory_format(const MoucheAiMemory *memory, char *out, size_t size)
{
    MoucheAiMemory m = *memory;
    size_t len = 0;
    int n = snprintf(out, size, "aimemory %d %d %d %lu %.9g %.9g %.9g %d %.9g %.9g %lld %lld", m.version, m.seat,
                     m.players, (unsigned long)m.last_hand, m.hands, m.overstated_sum, m.overstated_n, m.pending_hand,
                     m.pending_searched, m.pending_prior, (long long)m.pending_balance, (long long)m.pending_stake);
    if (n < 0 || (size_t)n >= size)
        return false;
    len = (size_t)n;
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++) {
        float *f[SEAT_FLOATS];
        seat_floats(&m.seat_model[s], f);
        for (int i = 0; i < SEAT_FLOATS; i++) {
            n = snprintf(out + len, size - len, " %.9g", *f[i]);
            if (n < 0 || (size_t)n >= size - len)
                return false;
            len += (size_t)n;
        }
    }
    return true;
}

bool mouche_ai_memory_parse(const char *line, int seat, int players, MoucheAiMemory *memory)
{
    if (!line || strncmp(line, "aimemory ", 9) != 0)
        return false;
    const char *p = line + 9;
    double v[12];
    for (int i = 0; i < 12; i++)
        if (!mouche_ai_text_next_number(&p, &v[i]))
            return false;
    MoucheAiMemory m;
    mouche_ai_memory_init(&m, seat, players);
    _Static_assert(sizeof(MoucheAiMemory) == 48 + sizeof(MoucheAiSeatModel) * MOUCHE_MAX_PLAYERS,
                   "MoucheAiMemory has padding");
    if (v[0] != MOUCHE_AI_MEMORY_VERSION || v[1] != seat || v[2] != players || v[3] < 0 || v[3] > 4294967295.0 ||
        v[7] < -1 || v[7] > 32767 || v[10] < -1e15 || v[10] > 1e15 || v[11] < 0 || v[11] > 1e15)
        return false;
    m.last_hand = (uint32_t)v[3];
    m.hands = (float)v[4];
    m.overstated_sum = (float)v[5];
    m.overstated_n = (float)v[6];
    m.pending_hand = (int32_t)v[7];
    m.pending_searched = (float)v[8];
    m.pending_prior = (float)v[9];
    m.pending_balance = (MoucheChips)v[10];
    m.pending_stake = (MoucheChips)v[11];
    for (int s = 0; s < MOUCHE_MAX_PLAYERS; s++) {
        float *f[SEAT_FLOATS];
        seat_floats(&m.seat_model[s], f);
        for (int i = 0; i < SEAT_FLOATS; i++) {
            double x;
            if (!mouche_ai_text_next_number(&p, &x) || x < -1e9 || x > 1e9)
                return false;
            *f[i] = (float)x;
        }
    }
    while (*p == ' ')
        p++;
    if (*p || !mouche_ai_memory_valid(&m, seat, players))
        return false;
    *memory = m;
    return true;
}
