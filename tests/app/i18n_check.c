/* Checks that the game speaks each language completely.
 *
 *   i18n_check catalogue
 *     every string has a text in every language (each catalogue is complete); a
 *     translation differs from its English (but for the names and terms of art listed
 *     below, and one-letter keys); all take the same printf arguments; no "(s)" plural;
 *     each language's spacing before : ; ! ? (a space in French, none in the others);
 *     the keys of each row of buttons differ, in each language, and do not take a key
 *     the table keeps.
 *
 *   i18n_check log [--require LANG:SCENE:PHASE,...] FILE...
 *     reads --text-log files (every string drawn, in frames that say their language,
 *     scene and decision) and fails on a string wider or taller than the box it is
 *     drawn in, on a word that is not in the catalogue of the frame's language (an
 *     English word on a French screen, an option's file name, ...), and on a whole
 *     English text shown on a French or German screen, or a translation on an English
 *     one. --require lists the
 *     frames that must have been seen. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "i18n_catalogs.h"
#include "mouche/ai.h"
#include "name_words.h"

/* Texts that are the same in both languages on purpose: names, terms of the games
 * that French and English share, and strings without words. */
static const StrId same_ok[] = {
    S_TITLE,
    S_GAME_MOUCHE,
    S_GAME_BETE,
    S_BR1_T,
    S_SET_PAMPHILE,
    S_PART_PAMPHILE,
    S_BSET_CURIEUSE,
    S_BSET_CONTRE,
    S_TAG_CONTRE,
    S_BETES_LABEL,
    S_PAY_VOLE,
    S_PAY_DEVOLE,
    S_MOUCHE_N,
    S_BUB_SILENT,
    S_MENU,
    S_SET_VOLUME,
    S_LEVEL_3,
    S_PAGE,
    S_TALON,
    S_TALON_NAME, /* La Bête's word in both languages, as S_TALON */
    S_DECK_VANDERAA,
    /* the rule systems: a book and its year, or the name of the game */
    S_PRESET_AJO,
    S_PRESET_VANDERAA,
    S_PRESET_LANTURLU,
    S_PRESET_MERY,
    S_PRESET_PAMPHILE,
};
/* Names drawn besides the personas' (a picture on the rules pages). */
static const char *const names_ok[] = { "Ninon" };

static int failures;

static void fail(const char *fmt, const char *a, const char *b)
{
    failures++;
    printf("FAIL: ");
    printf(fmt, a, b);
    printf("\n");
}

/* ---- the catalogue ---------------------------------------------------------------- */

/* The printf conversions of s as "index:type" words, in index order. */
static void conversions(const char *s, char *out, size_t size)
{
    char items[16][16];
    int idx[16], n = 0, next = 1;
    for (const char *p = s; *p; p++) {
        if (*p != '%')
            continue;
        p++;
        if (*p == '%')
            continue;
        int index = next++;
        const char *q = p;
        while (*q >= '0' && *q <= '9')
            q++;
        if (*q == '$') {
            index = atoi(p);
            p = q + 1;
        }
        while (*p && strchr("+-# 0123456789.", *p))
            p++;
        size_t len = strspn(p, "hlLqjzt");
        if (n < 16) {
            snprintf(items[n], sizeof items[n], "%.*s%c", (int)len, p, p[len]);
            idx[n++] = index;
        }
        p += len;
        if (!*p)
            break;
    }
    out[0] = 0;
    for (int want = 1; want <= 16; want++)
        for (int i = 0; i < n; i++)
            if (idx[i] == want) {
                size_t l = strlen(out);
                snprintf(out + l, size - l, "%d:%s ", want, items[i]);
            }
}

/* What is wrong with the spacing before : ; ! ? in a text of language l, or NULL:
 * French sets a space (or a no-break space) after a word, the others none. */
static const char *spacing_problem(Lang l, const char *s)
{
    for (const char *p = s; *p; p++) {
        if (!strchr(":;!?", *p) || p == s)
            continue;
        const unsigned char *u = (const unsigned char *)p;
        bool spaced = p[-1] == ' ' || (p - s >= 2 && u[-1] == 0xA0 && u[-2] == 0xC2) ||
                      (p - s >= 3 && u[-3] == 0xE2 && u[-2] == 0x80 && u[-1] == 0xAF);
        if (l.id != LANG_FR && spaced)
            return "a French space before punctuation outside French";
        if (l.id == LANG_FR && !spaced && p[-1] != '%' && !(p[-1] >= '0' && p[-1] <= '9'))
            return "no space before punctuation in French";
    }
    return NULL;
}

/* An article French always contracts or elides, left whole in a French text ("à le", "de les",
 * "que il"): a name or a card put in a sentence without the form of its place (name_words.h,
 * the card beaten), since no code mends a sentence afterwards. NULL if none. */
static const char *uncontracted(Lang l, const char *s)
{
    static const char *const whole[] = { "à le ", "à les ", "de le ", "de les ", "de un ", "de une ", "que il " };
    for (size_t i = 0; l.id == LANG_FR && i < sizeof whole / sizeof whole[0]; i++)
        for (const char *p = strstr(s, whole[i]); p; p = strstr(p + 1, whole[i]))
            if (p == s || strchr(" (\xc2\xa0", p[-1]))
                return whole[i];
    return NULL;
}

/* German shares these with English: words German took from it, and the games' terms. */
static const StrId same_ok_de[] = {
    S_RENDERER_SOFTWARE, S_LEVEL_2,     S_N_OK,        S_LOG_PAY, S_LABEL_COLON,
    S_ANS_EVASIVE,       S_BUB_EVASIVE, S_TAG_EVASIVE, /* "Lanturlu!": the refrain, and German sets no space either */
    S_BB_CONTRE,         S_BTN_CONTRE,
};

static bool is_same_ok(Lang l, StrId id)
{
    if (id >= S_WHO_COMTESSE_START && id <= S_WHO_BARONNE_OF)
        return true; /* the personas' names, French in every language (name_words.c) */
    for (size_t i = 0; i < sizeof same_ok / sizeof same_ok[0]; i++)
        if (same_ok[i] == id)
            return true;
    for (size_t i = 0; l.id == LANG_DE && i < sizeof same_ok_de / sizeof same_ok_de[0]; i++)
        if (same_ok_de[i] == id)
            return true;
    return false;
}

static bool translated(Lang l, StrId id) { return i18n_translated(l, id); }

/* Rows of buttons shown together, and the keys the screen keeps for itself (the table: L the
 * last trick, R the rules); with their labels, a decision's key is a letter of its label in the
 * language shown (a mnemonic: no French J on an English button). */
typedef struct {
    const char *name;
    StrId keys[8];
    int n;
    const char *kept;
    StrId labels[8]; /* the buttons' labels, when `mnemonic` */
    bool mnemonic;
    /* and the first letter of one of the label's words (play-test 55: "I play" had Y, the last letter
     * of "play", where the French has J, "Je joue") */
    bool initial;
} KeyRow;

static const KeyRow key_rows[] = {
    { "La Mouche: declare",
      { S_KEY_FOLD, S_KEY_EXCHANGE, S_KEY_STAND, S_KEY_SHOW, S_KEY_ASK },
      5,
      "LR",
      { S_FOLD, S_EXCHANGE_N, S_STAND, S_SHOW, S_ASK },
      true,
      false },
    { "La Mouche: name trump",
      { S_KEY_SPADES, S_KEY_HEARTS, S_KEY_DIAMONDS, S_KEY_CLUBS },
      4,
      "LR",
      { S_SUIT_S, S_SUIT_H, S_SUIT_D, S_SUIT_C },
      true,
      false },
    { "La Mouche: answer",
      { S_KEY_SILENT, S_KEY_EVASIVE, S_KEY_YES, S_KEY_NO },
      4,
      "LR",
      { S_ANS_SILENT, S_ANS_EVASIVE, S_ANS_YES, S_ANS_NO },
      true,
      false },
    { "La Bete: bid",
      { S_KEY_BID_PLAY, S_KEY_BID_PASS, S_KEY_BID_CONTRE },
      3,
      "LR",
      { S_BTN_PLAY, S_BTN_PASS, S_BTN_CONTRE },
      true,
      true },
    { "La Bete: Curieuse", { S_KEY_CUR_ASK, S_KEY_CUR_NO }, 2, "LR", { S_BTN_CUR_ASK, S_BTN_CUR_NO }, true, false },
    { "leave the hand?", { S_KEY_LEAVE, S_KEY_STAY }, 2, "", { S_LEAVE, S_STAY }, true, false },
    { "title",
      { S_KEY_CONTINUE, S_KEY_NEW_GAME, S_KEY_GUIDE, S_KEY_SETTINGS, S_KEY_RULES, S_KEY_STATISTICS, S_KEY_QUIT },
      7,
      "G",
      { 0 },
      false,
      false },
    { "summary", { S_KEY_NEXT }, 1, "LR", { S_NEXT_HAND }, true, true },
    { "La Bete: summary", { S_KEY_NEXT }, 1, "LR", { S_NEXT_DEAL }, true, true },
    { "the last summary", { S_KEY_STANDINGS }, 1, "LR", { S_FINAL_STANDINGS }, true, true },
    { "standings", { S_KEY_TO_TITLE }, 1, "L", { 0 }, false, false },
    { "statistics", { S_KEY_RESET }, 1, "", { 0 }, false, false },
    { "rules", { S_KEY_OTHER_RULES }, 1, "", { 0 }, false, false },
};

/* Whether the label holds the capital letter c, in either case, an accented e (é, É, è, ê) as
 * an E; with `initial`, only as the first letter of one of its words. */
static bool has_letter(const char *label, char c, bool initial)
{
    for (const unsigned char *p = (const unsigned char *)label; *p; p++) {
        if (initial && p > (const unsigned char *)label && p[-1] != ' ')
            continue;
        char a = (char)*p;
        if (p[0] == 0xC3 && (p[1] == 0xA9 || p[1] == 0x89 || p[1] == 0xA8 || p[1] == 0xAA))
            a = 'E';
        if (a >= 'a' && a <= 'z')
            a = (char)(a - 'a' + 'A');
        if (a == c)
            return true;
    }
    return false;
}

static void check_catalogue(void)
{
    int checked = 0;
    for (int id = 0; id < S_COUNT; id++) {
        const char *en = i18n_get(test_lang(LANG_EN), (StrId)id);
        checked++;
        for (int l = 0; l < LANG_COUNT; l++) {
            const char *s = i18n_get(test_lang((LangId)l), (StrId)id);
            if (!*s) {
                fail("string \"%s\" has an empty text in %s", en, i18n_code((LangId)l));
                continue;
            }
            if (l != LANG_EN && !translated(test_lang((LangId)l), (StrId)id))
                fail("string \"%s\" has no translation in %s", en, i18n_code((LangId)l));
            else if (l != LANG_EN && !strcmp(en, s) && strlen(en) > 1 && !is_same_ok(test_lang((LangId)l), (StrId)id))
                fail("a translation equals the English: \"%s\" (%s)", s, i18n_code((LangId)l));
            char ce[256], cl[256];
            conversions(en, ce, sizeof ce);
            conversions(s, cl, sizeof cl);
            if (strcmp(ce, cl))
                fail("a translation takes other arguments than the English: \"%s\" / \"%s\"", en, s);
            if (strstr(s, "(s)") || strstr(s, "(es)") || strstr(s, "(x)") || strstr(s, "(n)") || strstr(s, "(e)"))
                fail("a plural by \"(s)\" in %s: \"%s\"", i18n_code((LangId)l), s);
            const char *why = spacing_problem(test_lang((LangId)l), s);
            if (why)
                fail("%s: \"%s\"", why, s);
        }
    }
    int rows = 0;
    for (size_t r = 0; r < sizeof key_rows / sizeof key_rows[0]; r++)
        for (int l = 0; l < LANG_COUNT; l++) {
            const KeyRow *kr = &key_rows[r];
            rows++;
            for (int i = 0; i < kr->n; i++) {
                const char *k = i18n_get(test_lang((LangId)l), kr->keys[i]);
                if (strlen(k) != 1 || k[0] < 'A' || k[0] > 'Z' || !i18n_key(test_lang((LangId)l), kr->keys[i]))
                    fail("a key is not one capital letter: \"%s\" (%s)", k, kr->name);
                if (strchr(kr->kept, k[0]))
                    fail("key %s is kept by the screen (%s)", k, kr->name);
                for (int j = 0; j < i; j++)
                    if (!strcmp(k, i18n_get(test_lang((LangId)l), kr->keys[j])))
                        fail("key %s twice in one row of buttons (%s)", k, kr->name);
                if (kr->mnemonic && !has_letter(i18n_get(test_lang((LangId)l), kr->labels[i]), k[0], kr->initial))
                    fail(kr->initial ? "key %s is no word's first letter in its button's label \"%s\""
                                     : "key %s is no letter of its button's label \"%s\"",
                         k, i18n_get(test_lang((LangId)l), kr->labels[i]));
            }
        }
    /* sentences made with the players' names: each language's articles and contractions are its
     * catalogue's (the name's form and the sentence's format), no code mends them afterwards */
    const char *you[LANG_COUNT];
    for (int l = 0; l < LANG_COUNT; l++)
        you[l] = i18n_get(test_lang((LangId)l), S_YOU);
    static const struct {
        LangId l;
        StrId sentence;
        int who; /* WHO_HUMAN, or the engine's persona number */
        NameForm form;
        const char *out;
    } named[] = {
        { LANG_FR, S_KING_TAKEN, 6, NAME_TO, "Le Roi (5) va au Président, qui avait le Roi d'atout." },
        { LANG_FR, S_KING_TAKEN, WHO_HUMAN, NAME_TO, "Le Roi (5) va à vous, qui avait le Roi d'atout." },
        { LANG_FR, S_OUT_VOLE, 4, NAME_OF, "Vole du Marquis : toutes les bêtes, et un jeton de chaque joueur." },
        { LANG_FR, S_OUT_VOLE, 0, NAME_OF, "Vole de la Comtesse : toutes les bêtes, et un jeton de chaque joueur." },
        { LANG_FR, S_ASK, 3, NAME_ASKED, "Demander à l'Abbé" },
        { LANG_FR, S_ASK, 7, NAME_ASKED, "Demander au Vicomte" },
        { LANG_FR, S_TURN_ANSWER, 3, NAME_START, "L'Abbé vous demande si vous avez la mouche." },
        { LANG_FR, S_BUB_QUESTION, WHO_HUMAN, NAME_START, "Vous, avez-vous la mouche ?" },
        { LANG_EN, S_OUT_WIN_SHORT, WHO_HUMAN, NAME_INSIDE, "Won by you." },
        { LANG_EN, S_OUT_LOSE, WHO_HUMAN, NAME_INSIDE, "Lost by you: a bête of 5." },
        { LANG_EN, S_OUT_DEVOLE, WHO_HUMAN, NAME_INSIDE, "Dévole (you, no trick): a chip to each player." },
        { LANG_EN, S_ASK, 4, NAME_ASKED, "Ask le Marquis" },
        { LANG_EN, S_KING_TAKEN, 4, NAME_TO, "The King stake (5) goes to le Marquis, who held the King of trumps." },
        { LANG_EN, S_WAIT, 4, NAME_START, "Le Marquis is thinking…" },
        { LANG_DE, S_ASK, 4, NAME_ASKED, "Le Marquis fragen" },
        { LANG_DE, S_OUT_VOLE, 4, NAME_OF, "Vole von le Marquis: jede Bête und ein Jeton von jedem Spieler." },
    };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        char buf[200];
        const Lang l = test_lang(named[i].l);
        snprintf(buf, sizeof buf, i18n_get(l, named[i].sentence),
                 name_words(l, named[i].who, named[i].who >= 0 ? mouche_ai_persona(named[i].who).name : you[l.id],
                            named[i].form),
                 5LL);
        if (strcmp(buf, named[i].out))
            fail("a sentence with a name reads \"%s\", not \"%s\"", buf, named[i].out);
    }
    /* every persona the AI casts has its forms in every catalogue: French puts its "à" and
     * "de" in them, every language starts a sentence with a capital */
    for (int p = 0; p < MOUCHE_PERSONA_COUNT; p++) {
        const char *who = mouche_ai_persona(p).name;
        if (strcmp(name_words(test_lang(LANG_EN), p, "", NAME_ASKED), who))
            fail("persona %s has another's forms (%s)", who, name_words(test_lang(LANG_EN), p, "", NAME_ASKED));
        for (int l = 0; l < LANG_COUNT; l++) {
            const char *start = name_words(test_lang((LangId)l), p, who, NAME_START);
            if (start[0] < 'A' || start[0] > 'Z')
                fail("%s starts a sentence as \"%s\"", who, start);
        }
        if (!strcmp(name_words(test_lang(LANG_FR), p, who, NAME_TO), who) ||
            !strcmp(name_words(test_lang(LANG_FR), p, who, NAME_OF), who))
            fail("%s has no French forms after \"à\" and \"de\" (%s)", who,
                 name_words(test_lang(LANG_FR), p, who, NAME_TO));
    }
    /* La Bête's headline says what the winner swept and what their row adds up to, the sign written (play-test
     * s59 #12: "Won by you: 10 swept" above a row of +2) */
    static const struct {
        LangId l;
        const char *out;
    } won[] = {
        { LANG_EN, "Won by you: 10 swept, +2 net." },
        { LANG_FR, "Gagnée par vous : 10 ramassés, +2 net." },
        { LANG_DE, "Sieger: Sie, 10 eingestrichen, netto +2." },
        { LANG_EN, "Won by you: 10 swept, -3 net." },
    };
    for (size_t i = 0; i < sizeof won / sizeof won[0]; i++) {
        char buf[200];
        const Lang l = test_lang(won[i].l);
        snprintf(buf, sizeof buf, i18n_get(l, S_OUT_WIN), name_words(l, WHO_HUMAN, you[l.id], NAME_INSIDE), 10LL,
                 i == 3 ? -3LL : 2LL);
        if (strcmp(buf, won[i].out))
            fail("La Bête's headline reads \"%s\", not \"%s\"", buf, won[i].out);
    }
    printf("catalogue: %d strings in %d languages, %d rows of keys, %d sentences with names checked\n", checked,
           LANG_COUNT, rows, (int)(sizeof named / sizeof named[0]));
}

/* ---- the text log ------------------------------------------------------------------- */

/* The words of s, lowercased, one per call: letters (ASCII and Latin accented) and
 * nothing else; an apostrophe ends a word (l'atout: l, atout). Returns false at the end. */
static bool next_word(const char **sp, char *out, size_t size, int *letters)
{
    const unsigned char *p = (const unsigned char *)*sp;
    for (;;) {
        while (*p) {
            if ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z')
                break;
            if (*p == 0xC3 && p[1] >= 0x80 && p[1] != 0x97 && p[1] != 0xB7)
                break; /* Latin-1 letters but × ÷ */
            if (*p == 0xC5 && (p[1] == 0x92 || p[1] == 0x93))
                break; /* Œ œ */
            p++;
        }
        if (!*p)
            return false;
        size_t n = 0;
        *letters = 0;
        for (;;) {
            if ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z' && (*p >= 'A')) {
                if (n + 1 < size)
                    out[n++] = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
                p++;
            } else if (*p == 0xC3 && p[1] >= 0x80 && p[1] != 0x97 && p[1] != 0xB7) {
                unsigned char c = p[1];
                if (c >= 0x80 && c <= 0x9E)
                    c += 0x20; /* À..Þ to à..þ */
                if (n + 2 < size) {
                    out[n++] = (char)0xC3;
                    out[n++] = (char)c;
                }
                p += 2;
            } else if (*p == 0xC5 && (p[1] == 0x92 || p[1] == 0x93)) {
                if (n + 2 < size) {
                    out[n++] = (char)0xC5;
                    out[n++] = (char)0x93;
                }
                p += 2;
            } else {
                break;
            }
            (*letters)++;
        }
        out[n] = 0;
        *sp = (const char *)p;
        return true;
    }
}

typedef struct {
    char **w;
    int n, cap;
} Words;

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void words_add_all(Words *ws, const char *s)
{
    char w[128];
    int letters;
    while (next_word(&s, w, sizeof w, &letters)) {
        if (ws->n == ws->cap) {
            ws->cap = ws->cap ? 2 * ws->cap : 1024;
            ws->w = realloc(ws->w, sizeof *ws->w * (size_t)ws->cap);
            if (!ws->w)
                exit(2);
        }
        size_t len = strlen(w) + 1;
        char *copy = malloc(len);
        if (!copy)
            exit(2);
        memcpy(copy, w, len);
        ws->w[ws->n++] = copy;
    }
}

static bool words_has(const Words *ws, const char *w)
{
    return bsearch(&w, ws->w, (size_t)ws->n, sizeof *ws->w, cmp_str) != NULL;
}

/* Whether s is a whole text of the catalogue in language l (a text without arguments). */
static bool is_text_of(Lang l, const char *s)
{
    for (int id = 0; id < S_COUNT; id++)
        if (!strcmp(i18n_get(l, (StrId)id), s))
            return true;
    for (int i = 0; i < MOUCHE_PERSONA_COUNT; i++) /* a seat's name, French in every language */
        if (!strcmp(mouche_ai_persona(i).name, s))
            return true;
    return false;
}

typedef struct {
    char name[64];
    int frames, strings;
} Seen;

static int check_logs(int argc, char **argv)
{
    const char *require = NULL;
    int first = 0;
    if (argc >= 2 && !strcmp(argv[0], "--require")) {
        require = argv[1];
        first = 2;
    }
    Words vocab[LANG_COUNT] = { { 0 } };
    for (int l = 0; l < LANG_COUNT; l++) {
        for (int id = 0; id < S_COUNT; id++)
            words_add_all(&vocab[l], i18n_get(test_lang((LangId)l), (StrId)id));
        for (int i = 0; i < MOUCHE_PERSONA_COUNT; i++)
            words_add_all(&vocab[l], mouche_ai_persona(i).name);
        for (size_t i = 0; i < sizeof names_ok / sizeof names_ok[0]; i++)
            words_add_all(&vocab[l], names_ok[i]);
        qsort(vocab[l].w, (size_t)vocab[l].n, sizeof *vocab[l].w, cmp_str);
    }
    Seen seen[128];
    int nseen = 0, strings = 0, reported = 0;
    for (int a = first; a < argc; a++) {
        FILE *f = fopen(argv[a], "r");
        if (!f) {
            fail("cannot read the text log %s%s", argv[a], "");
            continue;
        }
        char line[4096], lang[8] = "", scene[32] = "", phase[32] = "";
        Seen *cur = NULL;
        while (fgets(line, sizeof line, f)) {
            line[strcspn(line, "\n")] = 0;
            if (sscanf(line, "frame %7s %31s %31s", lang, scene, phase) == 3) {
                char name[64];
                snprintf(name, sizeof name, "%s:%s:%s", lang, scene, phase);
                cur = NULL;
                for (int i = 0; i < nseen; i++)
                    if (!strcmp(seen[i].name, name))
                        cur = &seen[i];
                if (!cur && nseen < 128) {
                    cur = &seen[nseen++];
                    snprintf(cur->name, sizeof cur->name, "%s", name);
                }
                if (cur)
                    cur->frames++;
                continue;
            }
            int x, y, w, h, bx, by, bw, bh, off = 0;
            if (sscanf(line, "text %d %d %d %d in %d %d %d %d %n", &x, &y, &w, &h, &bx, &by, &bw, &bh, &off) != 8 ||
                !off)
                continue;
            if (!cur)
                continue; /* drawn before the first frame (pictures of cards made ahead) */
            const char *s = line + off;
            strings++;
            cur->strings++;
            char where[200];
            snprintf(where, sizeof where, "%s (%dx%d at %d,%d in a box %dx%d at %d,%d)", cur->name, w, h, x, y, bw, bh,
                     bx, by);
            /* a glyph's antialiased edge may reach a pixel past its box */
            if (x < bx - 1 || y < by - 1 || x + w > bx + bw + 1 || y + h > by + bh + 1) {
                if (reported++ < 60)
                    fail("\"%s\" overflows its box: %s", s, where);
                else
                    failures++;
            }
            LangId id = LANG_EN;
            i18n_lang_of(lang, &id);
            const Lang l = test_lang(id);
            bool other = false; /* a whole text of another language: English on a translated screen, or the reverse */
            for (int o = 0; o < LANG_COUNT; o++)
                other |= o != (int)l.id && (l.id == LANG_EN || o == LANG_EN) && is_text_of(test_lang((LangId)o), s);
            if (other && !is_text_of(l, s)) {
                if (reported++ < 60)
                    fail("\"%s\" is a text of the other language: %s", s, where);
                else
                    failures++;
                continue;
            }
            const char *why = spacing_problem(l, s);
            if (why && reported++ < 60)
                fail("%s: %s", why, s);
            else if (why)
                failures++;
            const char *whole = uncontracted(l, s);
            if (whole && reported++ < 60)
                fail("an article French contracts, \"%s\", in \"%s\"", whole, s);
            else if (whole)
                failures++;
            const char *p = s;
            char word[128];
            int letters;
            while (next_word(&p, word, sizeof word, &letters))
                if (letters >= 2 && !words_has(&vocab[l.id], word)) {
                    char msg[300];
                    snprintf(msg, sizeof msg, "\"%s\" in \"%s\"", word, s);
                    if (reported++ < 60)
                        fail("a word not in the catalogue of the screen's language: %s: %s", msg, where);
                    else
                        failures++;
                }
        }
        fclose(f);
    }
    for (int i = 0; i < nseen; i++)
        printf("seen %-28s frames %5d strings %6d\n", seen[i].name, seen[i].frames, seen[i].strings);
    if (require) {
        char list[2048];
        snprintf(list, sizeof list, "%s", require);
        for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
            bool found = false;
            for (int i = 0; i < nseen; i++)
                found |= !strcmp(seen[i].name, tok);
            if (!found)
                fail("no frame of %s was drawn%s", tok, "");
        }
    }
    printf("log: %d strings checked in %d kinds of frame\n", strings, nseen);
    for (int l = 0; l < LANG_COUNT; l++) {
        for (int i = 0; i < vocab[l].n; i++)
            free(vocab[l].w[i]);
        free(vocab[l].w);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "catalogue"))
        check_catalogue();
    else if (argc >= 3 && !strcmp(argv[1], "log"))
        check_logs(argc - 2, argv + 2);
    else {
        fprintf(stderr, "usage: i18n_check catalogue | i18n_check log [--require LANG:SCENE:PHASE,...] FILE...\n");
        return 2;
    }
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("ok\n");
    return 0;
}
