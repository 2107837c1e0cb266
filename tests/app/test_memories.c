/* The AI seats' memories beside the save (src/games/mouche/mouche_memory.c,
 * src/games/bete/bete_memory.c), without SDL, in both games: a game of Expert seats saved and
 * resumed at many moments plays
 * on exactly as the unbroken game, because the memories come back with it; a
 * save without its memories (an older save, or a lost file) still resumes, the
 * seats learning afresh; memories of another game or moment are refused.
 *
 * Usage: test_memories GAMES [CORPUS_DIR]   (CORPUS_DIR: where to write a sample for the fuzzer) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bete_memory.h"
#include "mouche/ai.h"
#include "mouche/bete_ai.h"
#include "mouche/save.h"
#include "mouche/view.h"
#include "mouche_memory.h"

#include "../ai/ai_test.h"

static int failures; /* CHECK (ai_test.h: the AI tests' check, said in words) counts here */

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

/* ---- La Bête ------------------------------------------------------------------------- */

static MoucheRefusal bete_step(BeteGame *game, BeteMemories *memories)
{
    const BeteState *st = &game->state;
    BeteAction a = bete_act(BETE_ACT_NEXT_DEAL, 0);
    if (bete_phase(st) != BETE_PHASE_DEAL_OVER) {
        const int seat = st->to_move;
        BeteView view;
        bete_view(st, seat, &view);
        MoucheAiConfig cfg = mouche_ai_config(seat ? MOUCHE_AI_EXPERT : MOUCHE_AI_BEGINNER, seat % 3,
                                              st->seed * 0x9E3779B97F4A7C15ull + (uint64_t)seat);
        cfg.budget_ms = 1e6; /* count work only */
        a = seat ? bete_ai_decide_remembering(&view, &cfg, &memories->seat[seat]) : bete_ai_decide(&view, &cfg);
    }
    const MoucheRefusal r = bete_game_act(game, a, NULL);
    if (r == REFUSE_NONE)
        bete_memories_observe(memories, &game->state);
    return r;
}

static bool bete_over(const BeteGame *game) { return bete_phase(&game->state) == BETE_PHASE_GAME_OVER; }

static bool bete_same_play(const BeteGame *a, const BeteGame *b)
{
    if (a->record.count != b->record.count)
        return false;
    for (size_t i = 0; i < a->record.count; i++)
        if (a->record.actions[i].kind != b->record.actions[i].kind ||
            a->record.actions[i].arg != b->record.actions[i].arg)
            return false;
    return true;
}

/* Saves, resumes and finishes as resume_and_finish; *back: the memories at the end. */
static bool bete_resume_and_finish(const BeteGame *game, const BeteMemories *memories, bool keep_memories,
                                   BeteGame *out, BeteMemories *back, bool *remembered)
{
    char *save = bete_save_text(&game->record);
    char *mem = keep_memories ? bete_memories_text(memories, game) : NULL;
    char why[256];
    const bool ok = save && bete_load_text(save, strlen(save), out, why, sizeof why);
    CHECK(ok, "the La Bête save does not load: %s", save ? why : "out of memory");
    if (ok) {
        *remembered = bete_memories_parse(back, out, mem, mem ? strlen(mem) : 0);
        while (!bete_over(out) && bete_step(out, back) == REFUSE_NONE)
            ;
    }
    free(save);
    free(mem);
    return ok;
}

/* La Bête at 4 players, 24 deals, against a Beginner in the human's seat (the Experts' memories
 * move most there). A game this short rarely turns on what they learned, so besides the play,
 * the memories at the end are compared: the same as the unbroken game's when kept, not when lost. */
static void bete_games(int games, const char *corpus)
{
    enum { BETE_PLAYERS = 4, DEALS = 24 };
    long resumes = 0, same = 0, afresh = 0, afresh_differs = 0, refused = 0;
    for (int g = 0; g < games; g++) {
        const BeteRules rules = bete_rules_default();
        const uint64_t seed = 300 + (uint64_t)g;
        BeteGame whole;
        BeteMemories mem;
        if (!bete_game_new(&whole, &rules, BETE_PLAYERS, DEALS, seed, NULL, NULL, 0))
            exit(2);
        bete_memories_init(&mem, BETE_PLAYERS);
        while (!bete_over(&whole))
            if (bete_step(&whole, &mem) != REFUSE_NONE) {
                CHECK(false, "La Bête game %d: an AI action was refused", g);
                break;
            }
        for (size_t cut = 3; cut < whole.record.count; cut += whole.record.count / 7 + 1) {
            BeteGame part;
            BeteMemories pmem;
            bete_game_new(&part, &rules, BETE_PLAYERS, DEALS, seed, NULL, NULL, 0);
            bete_memories_init(&pmem, BETE_PLAYERS);
            while (part.record.count < cut && bete_step(&part, &pmem) == REFUSE_NONE)
                ;
            BeteGame resumed;
            BeteMemories end;
            bool remembered = false;
            if (bete_resume_and_finish(&part, &pmem, true, &resumed, &end, &remembered)) {
                resumes++;
                CHECK(remembered, "La Bête game %d cut at %zu: the memories were not read back", g, cut);
                const bool equal = bete_same_play(&resumed, &whole) && !memcmp(&end, &mem, sizeof end);
                CHECK(equal, "La Bête game %d cut at %zu: the resumed game played otherwise", g, cut);
                same += equal;
                bete_game_free(&resumed);
            }
            if (part.state.deal_no >= 3 && bete_resume_and_finish(&part, &pmem, false, &resumed, &end, &remembered)) {
                CHECK(!remembered, "memories came from nowhere");
                CHECK(bete_over(&resumed), "La Bête game %d cut at %zu: without memories it did not finish", g, cut);
                afresh++;
                afresh_differs += !bete_same_play(&resumed, &whole) || memcmp(&end, &mem, sizeof end) != 0;
                bete_game_free(&resumed);
            }
            char *text = bete_memories_text(&pmem, &part);
            BeteMemories wrong;
            const bool read = bete_memories_parse(&wrong, &whole, text, strlen(text));
            CHECK(!read || part.record.count == whole.record.count, "La Bête memories of action %zu accepted at %zu",
                  part.record.count, whole.record.count);
            refused += !read;
            if (corpus && g == 0 && cut > 40) {
                char path[512];
                snprintf(path, sizeof path, "%s/bete-memories-%zu.txt", corpus, cut);
                FILE *f = fopen(path, "w");
                if (f) {
                    fputs(text, f);
                    fclose(f);
                }
            }
            free(text);
            bete_game_free(&part);
        }
        bete_game_free(&whole);
    }
    printf("la bete memories: %ld resumes of %d games played on exactly as the unbroken games, their memories "
           "the same at the end (%ld); %ld resumes without memories finished (%ld of them ended knowing less); "
           "%ld foreign memories refused\n",
           resumes, games, same, afresh, afresh_differs, refused);
    CHECK(resumes >= games * 5, "too few La Bête resumes (%ld)", resumes);
    CHECK(afresh > 0, "no La Bête resume without memories was tried");
    CHECK(afresh_differs > 0, "forgetting never changed what a La Bête seat knew");
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
    bete_games(games, argc > 2 ? argv[2] : NULL);
    return failures ? 1 : 0;
}
