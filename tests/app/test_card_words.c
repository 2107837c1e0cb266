/* What the table says when a card is refused (src/core/card_words.c), without SDL:
 * the sentences of the rules' own cases, word for word in both languages, and over
 * random games of both games, every refused card of every hand gets a whole sentence
 * that names the duty's cards as the engine's note gives them.
 *
 * Usage: test_card_words GAMES */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card_words.h"
#include "i18n_catalogs.h"
#include "mouche/bete.h"

static int failures;
#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            failures++; \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
        } \
    } while (0)

static MoucheCard card(const char *text) { return mouche_card_parse(text); }

static void expect(Lang lang, const MouchePlayNote *note, const char *want)
{
    char got[256];
    card_words_refusal(lang, note, got, sizeof got);
    CHECK(strcmp(got, want) == 0, "\n got: %s\nwant: %s", got, want);
}

static MouchePlayNote note_of(MoucheRefusal rule, const char *tried, const char *led, const char *best,
                              const char *example, int trump)
{
    MouchePlayNote n;
    memset(&n, 0, sizeof n);
    n.rule = rule;
    n.tried = card(tried);
    n.led = card(led);
    n.best = card(best);
    n.example = card(example);
    n.led_suit = (int8_t)mouche_card_suit(n.led);
    n.trump = (int8_t)trump;
    n.allowed = mouche_bit(n.example);
    return n;
}

static void test_sentences(void)
{
    char name[64];
    card_words_name(test_lang(LANG_EN), card("QH"), true, name, sizeof name);
    CHECK(strcmp(name, "your queen of hearts") == 0, "%s", name);
    card_words_name(test_lang(LANG_FR), card("AS"), false, name, sizeof name);
    CHECK(strcmp(name, "l'as de pique") == 0, "%s", name);
    card_words_name(test_lang(LANG_FR), card("TD"), true, name, sizeof name);
    CHECK(strcmp(name, "votre 10 de carreau") == 0, "%s", name);

    /* heading an ace: the trap of the ranking */
    MouchePlayNote n = note_of(REFUSE_MUST_HEAD, "9H", "AH", "AH", "QH", SUIT_DIAMONDS);
    n.must_head = n.ace_below_jack = true;
    expect(test_lang(LANG_EN), &n,
           "You must play higher in the suit led: your queen of hearts beats the ace of hearts. The ace ranks below "
           "the jack: K Q J A 10.");
    expect(test_lang(LANG_FR), &n,
           "Vous devez monter sur la carte maîtresse : votre dame de cœur est au-dessus de l'as de cœur. L'as se "
           "place sous le valet : R D V A 10.");
    /* French says "du valet" (its catalogue's form of the card beaten, no code contracts "de le") */
    n = note_of(REFUSE_MUST_HEAD, "AH", "JH", "JH", "KH", SUIT_DIAMONDS);
    n.must_head = n.ace_below_jack = true;
    expect(test_lang(LANG_FR), &n,
           "Vous devez monter sur la carte maîtresse : votre roi de cœur est au-dessus du valet de cœur. L'as se "
           "place sous le valet : R D V A 10.");
    /* the card beaten has a form of its own: German's accusative */
    expect(test_lang(LANG_DE), &n,
           "Sie müssen in der ausgespielten Farbe höher spielen: Ihr Herz-König schlägt den Herz-Buben. Das Ass steht "
           "unter dem Buben: K D B A 10.");
    n = note_of(REFUSE_MUST_FOLLOW, "9C", "TH", "TH", "6H", SUIT_DIAMONDS);
    expect(test_lang(LANG_EN), &n, "You must follow suit: the 10 of hearts was led, so play a heart.");
    expect(test_lang(LANG_FR), &n, "Vous devez fournir : on a entamé le 10 de cœur, jouez du cœur.");
    n.must_head = true;
    n.example = card("QH");
    expect(test_lang(LANG_EN), &n,
           "You must follow suit and play higher: your queen of hearts beats the 10 of hearts.");
    n = note_of(REFUSE_MUST_TRUMP, "QH", "KS", "KS", "7D", SUIT_DIAMONDS);
    expect(test_lang(LANG_EN), &n, "You have no spades, so you must trump: play a trump (diamonds).");
    expect(test_lang(LANG_FR), &n, "Vous n'avez pas de pique : vous devez couper, jouez un atout (carreau).");
    n = note_of(REFUSE_MUST_OVERTRUMP, "JH", "KS", "7D", "8D", SUIT_DIAMONDS);
    expect(test_lang(LANG_EN), &n,
           "You have no spades and the 7 of diamonds is winning, so you must overtrump: your 8 of diamonds beats it.");
    expect(test_lang(LANG_FR), &n,
           "Vous n'avez pas de pique : vous devez surcouper le 7 de carreau ; votre 8 de carreau est au-dessus.");
    /* the Pamphile: led, it is a trump; tried on clubs, it is not a club; the only trump, it must go */
    n = note_of(REFUSE_MUST_FOLLOW, "9C", "JC", "JC", "7D", SUIT_DIAMONDS);
    n.pamphile_led = true;
    n.led_suit = SUIT_DIAMONDS;
    expect(test_lang(LANG_EN), &n, "The Pamphile counts as a trump: you must follow with a trump (diamonds).");
    n = note_of(REFUSE_MUST_FOLLOW, "JC", "KC", "KC", "9C", SUIT_DIAMONDS);
    n.pamphile_tried = true;
    expect(test_lang(LANG_EN), &n, "The Pamphile counts as a trump, not as a club: you must play a club.");
    expect(test_lang(LANG_FR), &n,
           "Le Pamphile compte comme un atout, pas comme un trèfle : vous devez jouer du trèfle.");
    n = note_of(REFUSE_MUST_TRUMP, "9S", "KH", "KH", "JC", SUIT_DIAMONDS);
    n.pamphile_allowed = true;
    expect(test_lang(LANG_EN), &n,
           "You have no hearts, so you must trump: play a trump (diamonds). The Pamphile counts as a trump.");
    /* no trick to tell of: the short rule */
    n = note_of(REFUSE_WRONG_PHASE, "9S", "KH", "KH", "JC", SUIT_DIAMONDS);
    expect(test_lang(LANG_EN), &n, "Not allowed now.");
}

/* A sentence as a player reads it: whole, in the language, naming the card to play. */
static void check_sentence(const MouchePlayNote *n, int *said)
{
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        char words[256], example[64];
        card_words_refusal(test_lang((LangId)lang), n, words, sizeof words);
        const size_t len = strlen(words);
        CHECK(len > 20 && len < sizeof words - 1 && words[len - 1] == '.', "%s", words);
        CHECK(!strchr(words, '%') && !strchr(words, '?') && !strstr(words, "de le "), "%s", words);
        card_words_name(test_lang((LangId)lang), n->example, true, example, sizeof example);
        const bool names_example = n->rule == REFUSE_MUST_HEAD || n->rule == REFUSE_MUST_OVERTRUMP ||
                                   (n->rule == REFUSE_MUST_FOLLOW && n->must_head && !n->pamphile_tried);
        CHECK(!names_example || strstr(words, example), "%s lacks %s", words, example);
        if (lang == LANG_EN && n->ace_below_jack)
            CHECK(strstr(words, "ace ranks below the jack"), "%s", words);
    }
    (*said)++;
}

static void random_games(int games)
{
    int said = 0;
    for (int g = 0; g < games; g++) {
        const uint64_t seed = 1000u + (uint64_t)g;
        uint64_t pick = seed * 0x9E3779B97F4A7C15ull;
        MoucheRules rules = mouche_rules_default();
        rules.pamphile = g % 2;
        MoucheState st;
        if (!mouche_start(&st, &rules, 3 + g % 4, 3, seed, NULL, NULL, 0))
            abort();
        while (mouche_phase(&st) != PHASE_GAME_OVER) {
            for (MoucheCardSet h = mouche_phase(&st) == PHASE_PLAY ? st.hand[st.to_move] : 0; h; h &= h - 1) {
                MouchePlayNote n;
                if (mouche_explain_play(&st, mouche_set_first(h), &n) != REFUSE_NONE)
                    check_sentence(&n, &said);
            }
            MoucheAction acts[MOUCHE_MAX_ACTIONS];
            const int count = mouche_legal_actions(&st, acts);
            pick = pick * 6364136223846793005ull + 1442695040888963407ull;
            mouche_apply(&st, acts[(pick >> 33) % (uint64_t)count], NULL);
        }
        BeteState bs;
        const BeteRules brules = bete_rules_default();
        if (!bete_start(&bs, &brules, 3 + g % 5, 3, seed, NULL, NULL, 0))
            abort();
        for (int step = 0; step < 600 && bete_phase(&bs) != BETE_PHASE_GAME_OVER; step++) {
            for (MoucheCardSet h = bete_phase(&bs) == BETE_PHASE_PLAY ? bs.hand[bs.to_move] : 0; h; h &= h - 1) {
                MouchePlayNote n;
                if (bete_explain_play(&bs, mouche_set_first(h), &n) != REFUSE_NONE)
                    check_sentence(&n, &said);
            }
            BeteAction acts[BETE_MAX_ACTIONS];
            const int count = bete_legal_actions(&bs, acts);
            if (count == 0)
                break;
            pick = pick * 6364136223846793005ull + 1442695040888963407ull;
            bete_apply(&bs, acts[(pick >> 33) % (uint64_t)count], NULL);
        }
    }
    CHECK(said > games, "only %d refusals over %d games", said, games);
    printf("%d refused cards said in both languages over %d games of each\n", said, games);
}

int main(int argc, char **argv)
{
    test_sentences();
    random_games(argc > 1 ? atoi(argv[1]) : 200);
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    return failures ? 1 : 0;
}
