/* The AI seats' memories beside the save (src/games/mouche/mouche_memory.c),
 * without SDL: a game of Expert seats saved and resumed at many moments plays
 * on exactly as the unbroken game, because the memories come back with it; a
 * save without its memories (an older save, or a lost file) still resumes, the
 * seats learning afresh; memories of another game or moment are refused.
 *
 * Usage: test_memories GAMES [CORPUS_DIR]   (CORPUS_DIR: where to write a sample for the fuzzer) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/ai.h"
#include "mouche/save.h"
#include "mouche/view.h"
#include "mouche_memory.h"

static int failures;
#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            failures++; \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
            if (failures > 20) \
                exit(1); \
        } \
    } while (0)

enum { PLAYERS = 4, HANDS = 12 };

/* One decision as the app makes it: seat 0 (the human) by the Standard bot, the others Experts with memories. */
static MoucheRefusal step(MoucheGame *game, MoucheMemories *memories)
{
    const MoucheState *st = &game->state;
    MoucheAction a = mouche_act(ACT_NEXT_HAND, 0, 0);
    if (st->phase != PHASE_HAND_OVER) {
        const int seat = st->to_move;
        MoucheView view;
        mouche_view(st, seat, &view);
        MoucheAiConfig cfg = mouche_ai_config(seat ? MOUCHE_AI_EXPERT : MOUCHE_AI_STANDARD, seat % 3,
                                              st->seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
        cfg.budget_ms = 1e6; /* count work only */
        a = seat ? mouche_ai_decide_remembering(&view, &cfg, &memories->seat[seat]) : mouche_ai_decide(&view, &cfg);
    }
    const MoucheRefusal r = mouche_game_act(game, a, NULL);
    if (r == REFUSE_NONE)
        mouche_memories_observe(memories, &game->state);
    return r;
}

static bool over(const MoucheGame *game) { return game->state.phase == PHASE_GAME_OVER; }

/* Whether two games made the same actions (field by field: an action has padding). */
static bool same_play(const MoucheGame *a, const MoucheGame *b)
{
    if (a->record.count != b->record.count)
        return false;
    for (size_t i = 0; i < a->record.count; i++) {
        const MoucheAction x = a->record.actions[i], y = b->record.actions[i];
        if (x.kind != y.kind || x.arg != y.arg || x.cards != y.cards)
            return false;
    }
    return true;
}

/* Saves the game and its memories as the app does, reads both back and plays to the end. */
static bool resume_and_finish(const MoucheGame *game, const MoucheMemories *memories, bool keep_memories,
                              MoucheGame *out, bool *remembered)
{
    char *save = mouche_save_text(&game->record);
    char *mem = keep_memories ? mouche_memories_text(memories, game) : NULL;
    char why[256];
    MoucheMemories back;
    const bool ok = save && mouche_load_text(save, strlen(save), out, why, sizeof why);
    CHECK(ok, "the save does not load: %s", save ? why : "out of memory");
    if (ok) {
        *remembered = mouche_memories_parse(&back, out, mem, mem ? strlen(mem) : 0);
        while (!over(out) && step(out, &back) == REFUSE_NONE)
            ;
    }
    free(save);
    free(mem);
    return ok;
}

int main(int argc, char **argv)
{
    const int games = argc > 1 ? atoi(argv[1]) : 3;
    long resumes = 0, same = 0, afresh = 0, afresh_differs = 0, refused = 0;
    for (int g = 0; g < games; g++) {
        const MoucheRules rules = mouche_rules_default();
        const uint64_t seed = 300 + (uint64_t)g;
        /* the unbroken game */
        MoucheGame whole;
        MoucheMemories mem;
        if (!mouche_game_new(&whole, &rules, PLAYERS, HANDS, seed, NULL, NULL, 0))
            return 2;
        mouche_memories_init(&mem, PLAYERS);
        while (!over(&whole))
            if (step(&whole, &mem) != REFUSE_NONE) {
                CHECK(false, "game %d: an AI action was refused", g);
                break;
            }
        /* the same game stopped at moments spread over it, then resumed */
        for (size_t cut = 3; cut < whole.record.count; cut += whole.record.count / 7 + 1) {
            MoucheGame part;
            MoucheMemories pmem;
            mouche_game_new(&part, &rules, PLAYERS, HANDS, seed, NULL, NULL, 0);
            mouche_memories_init(&pmem, PLAYERS);
            while (part.record.count < cut && step(&part, &pmem) == REFUSE_NONE)
                ;
            MoucheGame resumed;
            bool remembered = false;
            if (resume_and_finish(&part, &pmem, true, &resumed, &remembered)) {
                resumes++;
                CHECK(remembered, "game %d cut at %zu: the memories were not read back", g, cut);
                const bool equal = same_play(&resumed, &whole);
                CHECK(equal, "game %d cut at %zu: the resumed game played otherwise", g, cut);
                same += equal;
                mouche_game_free(&resumed);
            }
            /* the save alone (no memories file): it resumes and finishes, the seats learning afresh */
            if (part.state.hand_no >= 2 && resume_and_finish(&part, &pmem, false, &resumed, &remembered)) {
                CHECK(!remembered, "memories came from nowhere");
                CHECK(over(&resumed), "game %d cut at %zu: without memories the game did not finish", g, cut);
                afresh++;
                afresh_differs += !same_play(&resumed, &whole);
                mouche_game_free(&resumed);
            }
            /* the memories of this game at another moment, or of another game, are refused */
            char *text = mouche_memories_text(&pmem, &part);
            MoucheMemories wrong;
            CHECK(!mouche_memories_parse(&wrong, &whole, text, strlen(text)) || part.record.count == whole.record.count,
                  "memories of action %zu accepted at action %zu", part.record.count, whole.record.count);
            refused += !mouche_memories_parse(&wrong, &whole, text, strlen(text));
            if (argc > 2 && g == 0 && cut > 40) {
                char path[512];
                snprintf(path, sizeof path, "%s/memories-%zu.txt", argv[2], cut);
                FILE *f = fopen(path, "w");
                if (f) {
                    fputs(text, f);
                    fclose(f);
                }
            }
            free(text);
            mouche_game_free(&part);
        }
        mouche_game_free(&whole);
    }
    printf("memories: %ld resumes of %d games played on exactly as the unbroken games (%ld); %ld resumes "
           "without memories finished (%ld of them played otherwise: the seats had forgotten); %ld foreign "
           "memories refused\n",
           resumes, games, same, afresh, afresh_differs, refused);
    CHECK(resumes >= games * 5, "too few resumes (%ld)", resumes);
    CHECK(afresh > 0, "no resume without memories was tried");
    CHECK(afresh_differs > 0, "forgetting never changed a decision: kept memories cannot be told from none");
    return failures ? 1 : 0;
}
