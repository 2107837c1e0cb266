/* The catalogues as the game reads them (src/core/mo.c, i18n.c): the build's German and French
 * found and whole; a context (pgettext) and a plural (ngettext) found; and a missing, cut,
 * foreign or hostile .mo file refused, its language falling back to English, nothing read
 * outside the file (ASan in the sanitizer build).
 * Usage: test_mo LOCALE_DIR SCRATCH_DIR */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "mo.h"
#include "store.h"

static int failures;

static void check(int ok, const char *what)
{
    if (!ok) {
        failures++;
        printf("FAIL: %s\n", what);
    }
}

/* A little-endian .mo file of n (original, translation) pairs, which must be given sorted; lengths
 * are the strings' own (a plural's NUL inside counts: lens given). */
typedef struct {
    const char *o, *t;
    uint32_t olen, tlen;
} Pair;

static void put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static size_t make_mo(unsigned char *out, size_t cap, const Pair *pairs, uint32_t n)
{
    const uint32_t originals = 28, translations = originals + 8 * n;
    size_t at = translations + 8 * n;
    memset(out, 0, cap);
    put32(out, 0x950412de);
    put32(out + 8, n);
    put32(out + 12, originals);
    put32(out + 16, translations);
    for (uint32_t i = 0; i < n; i++) {
        put32(out + originals + 8 * i, pairs[i].olen);
        put32(out + originals + 8 * i + 4, (uint32_t)at);
        memcpy(out + at, pairs[i].o, pairs[i].olen);
        at += pairs[i].olen + 1;
        put32(out + translations + 8 * i, pairs[i].tlen);
        put32(out + translations + 8 * i + 4, (uint32_t)at);
        memcpy(out + at, pairs[i].t, pairs[i].tlen);
        at += pairs[i].tlen + 1;
    }
    return at;
}

#define PAIR(o, t) \
    { \
        o, t, (uint32_t)(sizeof o - 1), (uint32_t)(sizeof t - 1) \
    }

static void check_reader(void)
{
    static unsigned char buf[4096];
    /* sorted as msgfmt sorts: the header (""), a context's "ctx\4msgid", plain ones, a plural */
    const Pair pairs[] = {
        PAIR("", "Plural-Forms: nplurals=2; plural=(n > 1);\n"),
        PAIR("%d card", "%d carte\0%d cartes"),
        PAIR("Hand %d", "Main %d"),
        PAIR("Rules of %s", "%s%s%s%n"), /* a hostile format: taken from a foreign file */
        PAIR("decimal separator\4.", ","),
        PAIR("key\4S", "T"),
    };
    const size_t len = make_mo(buf, sizeof buf, pairs, sizeof pairs / sizeof pairs[0]);
    MoFile mo;
    check(mo_open(&mo, buf, len), "a well-made .mo opens");
    int forms = 0;
    const char *t = mo_find(&mo, NULL, "Hand %d", &forms);
    check(t && !strcmp(t, "Main %d") && forms == 1, "a plain string is found");
    t = mo_find(&mo, "decimal separator", ".", &forms);
    check(t && !strcmp(t, ","), "a string with its context is found (pgettext)");
    check(!mo_find(&mo, NULL, ".", NULL), "a context's string is not found without it");
    check(!mo_find(&mo, "key", "T", NULL) && !mo_find(&mo, "ke", "y\4S", NULL),
          "a context is not matched across its separator");
    t = mo_find(&mo, NULL, "%d card", &forms);
    check(t && forms == 2 && !strcmp(mo_form(t, forms, 1), "%d cartes"), "a plural's forms are found (ngettext)");
    char rule[64];
    check(mo_header_field(&mo, "Plural-Forms", rule, sizeof rule) && strstr(rule, "n > 1"), "the header is read");
    check(!mo_find(&mo, NULL, "Hand", NULL) && !mo_find(&mo, NULL, "Hand %d!", NULL), "a prefix is no match");

    /* every cut of the file is refused or read within it */
    int refused = 0;
    for (size_t cut = 0; cut < len; cut++) {
        unsigned char *copy = malloc(cut ? cut : 1); /* exactly cut bytes: ASan sees a read past them */
        memcpy(copy, buf, cut);
        MoFile m;
        if (!mo_open(&m, copy, cut))
            refused++;
        else
            mo_find(&m, NULL, "Hand %d", NULL);
        free(copy);
    }
    check(refused == (int)len, "a cut .mo file is refused");

    /* a foreign magic number, an offset past the end, a string without its NUL, unsorted originals */
    unsigned char bad[4096];
    memcpy(bad, buf, len);
    bad[0] ^= 1;
    check(!mo_open(&mo, bad, len), "a foreign magic number is refused");
    memcpy(bad, buf, len);
    put32(bad + 28 + 4, 0xfffffff0u);
    check(!mo_open(&mo, bad, len), "a string's offset past the end is refused");
    memcpy(bad, buf, len);
    put32(bad + 8, 0x20000000u);
    check(!mo_open(&mo, bad, len), "a count larger than the file is refused");
    memcpy(bad, buf, len);
    bad[len - 1] = 'x';
    check(!mo_open(&mo, bad, len), "a string without its NUL is refused");
    const Pair unsorted[] = { PAIR("b", "B"), PAIR("a", "A") };
    const size_t ulen = make_mo(bad, sizeof bad, unsorted, 2);
    check(!mo_open(&mo, bad, ulen), "originals out of order are refused");
}

static void check_catalogs(const char *locale_dir, const char *scratch)
{
    /* the build's catalogues: whole, and the strings of each language */
    I18nCatalog cats[LANG_COUNT];
    check(i18n_load_all(cats, locale_dir) == LANG_EN, "every catalogue of the build is read");
    const Lang en = i18n_lang(LANG_EN, cats), fr = i18n_lang(LANG_FR, cats), de = i18n_lang(LANG_DE, cats);
    check(!strcmp(i18n_get(de, S_SETTINGS), "Einstellungen"), "German is read from de.po");
    check(!strcmp(i18n_get(fr, S_SETTINGS), "Paramètres"), "French is read from fr.po");
    check(!strcmp(i18n_get(de, S_LANG_NAME), "Deutsch") && !strcmp(i18n_get(en, S_LANG_NAME), "English"),
          "one English word with two meanings has two translations (a context)");
    /* plurals (ngettext), by each language's rule: French's singular takes 0 and 1, German's 1 only */
    check(!strcmp(i18n_nget(en, S_TRICKS_N, 1), "%d trick") && !strcmp(i18n_nget(en, S_TRICKS_N, 0), "%d tricks"),
          "English plural forms");
    check(!strcmp(i18n_nget(fr, S_TRICKS_N, 1), "%d levée") && !strcmp(i18n_nget(fr, S_TRICKS_N, 0), "%d levée") &&
              !strcmp(i18n_nget(fr, S_TRICKS_N, 2), "%d levées"),
          "French plural forms (n > 1)");
    check(!strcmp(i18n_nget(de, S_TRICKS_N, 1), "%d Stich") && !strcmp(i18n_nget(de, S_TRICKS_N, 0), "%d Stiche"),
          "German plural forms (n != 1)");
    check(!strcmp(i18n_nget(de, S_BUB_EXCHANGEN, 1), "Eine Karte."), "a singular without its number");
    /* counts the player meets in a notice and a summary: one line, one chip, by each language's rule */
    check(!strcmp(i18n_nget(en, S_N_LINES, 1), "%d unreadable line") &&
              !strcmp(i18n_nget(fr, S_N_LINES, 1), "%d ligne illisible") &&
              !strcmp(i18n_nget(de, S_N_LINES, 1), "%d unlesbare Zeile") &&
              !strcmp(i18n_nget(de, S_N_LINES, 2), "%d unlesbare Zeilen"),
          "an unreadable line is one, not \"lines\"");
    check(!strcmp(i18n_nget(fr, S_NEXT_POOL, 1), "Prochaine corbeille : %lld jeton (%s)") &&
              !strcmp(i18n_nget(de, S_POOL_STAYS, 1), "Die Partie endet hier: der %lld Jeton im Pot würde erst in "
                                                      "einem nächsten Spiel gewonnen, daher gewinnt ihn niemand") &&
              !strcmp(i18n_nget(en, S_POOL_STAYS, 5), "The game ends here: the %lld chips in the pool would be won in "
                                                      "a next hand, so they go to no one"),
          "a pool of one chip is said in the singular");
    char num[16];
    i18n_decimal(de, 1.5, num, (int)sizeof num);
    check(!strcmp(num, "1,5"), "German writes a decimal comma");
    for (int l = 0; l < LANG_COUNT; l++)
        i18n_catalog_free(&cats[l]);

    /* a locale's language: its code, then its end, '_', '.' or '@' (LANGUAGE, LC_ALL, LANG...) */
    LangId l = LANG_EN;
    check(i18n_lang_of("de_DE.UTF-8", &l) && l == LANG_DE, "de_DE.UTF-8 is German");
    check(i18n_lang_of("fr", &l) && l == LANG_FR, "fr is French");
    check(i18n_lang_of("en_GB", &l) && l == LANG_EN, "en_GB is English");
    check(!i18n_lang_of("deu", &l) && !i18n_lang_of("C", &l) && !i18n_lang_of("pt_BR", &l), "others are none of ours");

    /* a missing catalogue: English, and why */
    I18nCatalog cat;
    const Lang read = { LANG_DE, &cat }; /* German with the catalogue just read */
    errno = 0;
    check(i18n_catalog_load(&cat, scratch, LANG_DE) == I18N_MISSING && errno == ENOENT, "a missing .mo is told");
    check(!strcmp(i18n_get(read, S_SETTINGS), "Settings"), "a missing catalogue falls back to English");

    /* a damaged one: refused whole, English */
    char *dir = store_path(scratch, "de"), *sub = store_path(dir, "LC_MESSAGES"),
         *path = store_path(sub, "lamouche.mo");
    mkdir(dir, 0755);
    mkdir(sub, 0755);
    FILE *f = fopen(path, "wb");
    fputs("\xde\x12\x04\x95 not a catalogue at all, but long enough to be read", f);
    fclose(f);
    check(i18n_catalog_load(&cat, scratch, LANG_DE) == I18N_DAMAGED, "a damaged .mo is told");
    check(!strcmp(i18n_get(read, S_SETTINGS), "Settings"), "a damaged catalogue falls back to English");

    /* a translation whose printf arguments differ from the English: left out, and told */
    static unsigned char buf[512];
    const Pair pairs[] = { PAIR("Rules of %s", "Regeln von %n"), PAIR("Settings", "Einstellungen") };
    const size_t len = make_mo(buf, sizeof buf, pairs, 2);
    check(i18n_catalog_read(&cat, buf, len) == I18N_DAMAGED, "a translation taking other arguments is told");
    check(!strcmp(i18n_get(read, S_OTHER_RULES), "Rules of %s"), "a translation taking other arguments is left out");
    check(!strcmp(i18n_get(read, S_SETTINGS), "Einstellungen"), "the rest of that catalogue is read");
    i18n_catalog_free(&cat);
    remove(path);
    rmdir(sub);
    rmdir(dir);
    free(path);
    free(sub);
    free(dir);
}

/* The forms rule's n from 0 to 200, as one string of digits, for comparing with a rule's table. */
static void forms_of(const MoPlural *rule, char *out, int count)
{
    for (int n = 0; n < count; n++)
        out[n] = (char)('0' + mo_plural_form(rule, (unsigned long)n));
    out[count] = 0;
}

/* Each language's Plural-Forms as gettext's manual gives it, computed for n = 0..200 against the
 * rule written out in C here; broken and hostile rules refused. */
static void check_plural_rules(void)
{
    enum { N = 201 };
    struct {
        const char *header;
        int (*expect)(unsigned long n);
    } const langs[] = {
        { "nplurals=2; plural=(n > 1);", NULL },
        { "nplurals=2; plural=n != 1;", NULL },
        { "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", NULL },
        { "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;", NULL },
        { "nplurals=1; plural=0;", NULL },
    };
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        MoPlural rule;
        check(mo_plural_parse(&rule, langs[i].header), langs[i].header);
        char got[N + 1], want[N + 1];
        forms_of(&rule, got, N);
        for (unsigned long n = 0; n < N; n++) {
            int f;
            switch (i) {
            case 0: f = n > 1; break;
            case 1: f = n != 1; break;
            case 2: f = n == 1 ? 0 : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20)) ? 1 : 2; break;
            case 3:
                f = n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : (n % 100 >= 3 && n % 100 <= 10) ? 3 : n % 100 >= 11 ? 4 : 5;
                break;
            default: f = 0;
            }
            want[n] = (char)('0' + f);
        }
        want[N] = 0;
        check(!strcmp(got, want), "a language's plural forms follow its rule for n = 0..200");
    }
    MoPlural rule;
    const char *const broken[] = { "nplurals=2; plural=(n > 1;",
                                   "nplurals=2; plural=n >;",
                                   "nplurals=2;",
                                   "plural=n != 1;",
                                   "nplurals=0; plural=0;",
                                   "nplurals=2; plural=n ? 1;",
                                   "nplurals=2; plural=x;",
                                   "nplurals=2; plural=n != 1 junk;" };
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
        check(!mo_plural_parse(&rule, broken[i]) && mo_plural_form(&rule, 1) == 0 && mo_plural_form(&rule, 2) == 1,
              "a broken rule is refused, and English's rule stands");
    char deep[400] = "nplurals=2; plural=";
    for (int i = 0; i < 60; i++)
        strcat(deep, "(");
    strcat(deep, "n");
    for (int i = 0; i < 60; i++)
        strcat(deep, ")");
    check(!mo_plural_parse(&rule, deep), "a rule nested too deep is refused");
    char wide[400] = "nplurals=2; plural=n";
    for (int i = 0; i < 100; i++)
        strcat(wide, "+1");
    check(!mo_plural_parse(&rule, wide), "a rule with too many terms is refused");
    check(mo_plural_parse(&rule, "nplurals=3; plural=n%0 + n/0 + 7;") && mo_plural_form(&rule, 5) == 2,
          "a division by zero gives 0, and a form past nplurals the last");
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_mo LOCALE_DIR SCRATCH_DIR\n");
        return 2;
    }
    mkdir(argv[2], 0755);
    check_reader();
    check_plural_rules();
    check_catalogs(argv[1], argv[2]);
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("mo: the reader and the fallback to English hold\n");
    return 0;
}
