/* The strings: each id's English, and the languages' catalogues. */
#include "i18n.h"

#include "mo.h"
#include "store.h"

#include <errno.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *context, *en, *en_plural;
} English;

static const English english[S_COUNT] = {
#define X(id, en) { en },
    STRINGS(X)
#undef X
};

static const char *const codes[LANG_COUNT] = {
#define L(id, code) code,
    LANGUAGES(L)
#undef L
};

const char *i18n_code(LangId lang) { return (unsigned)lang < LANG_COUNT ? codes[lang] : "en"; }

Lang i18n_lang(LangId id, const I18nCatalog *cats)
{
    return (Lang){ id, cats && (unsigned)id < LANG_COUNT ? &cats[id] : NULL };
}

bool i18n_lang_of(const char *locale, LangId *lang)
{
    for (int l = 0; locale && l < LANG_COUNT; l++) {
        const size_t n = strlen(codes[l]);
        if (!strncmp(locale, codes[l], n) && strchr("_.@", locale[n]) != NULL) { /* (or its end) */
            *lang = (LangId)l;
            return true;
        }
    }
    return false;
}

enum { CONVERSIONS_MAX = 8, CONVERSION_TEXT = 12 };

/* The printf conversions of a format by argument ("%d", "%s", "%.1f"; "%%" is none): the i-th
 * argument's in each[i], whether it is taken in order or by its position ("%2$s", which a
 * translation may use to take them in another order). False if it is not a format we write. */
static bool conversions(const char *f, char each[CONVERSIONS_MAX][CONVERSION_TEXT], int *count)
{
    int n = 0;
    bool positional = false;
    memset(each, 0, CONVERSIONS_MAX * CONVERSION_TEXT);
    for (const char *p = strchr(f, '%'); p; p = strchr(p, '%')) {
        p++;
        if (*p == '%') {
            p++;
            continue;
        }
        int arg = n;
        const size_t digits = strspn(p, "0123456789");
        if (digits && p[digits] == '$') {
            arg = atoi(p) - 1;
            p += digits + 1;
            positional = true;
        } else if (positional) {
            return false; /* (printf takes all or none by position) */
        }
        const size_t len = strspn(p, "0123456789.-+ #lhz") + 1; /* flags, width, size, the letter */
        if (arg < 0 || arg >= CONVERSIONS_MAX || len >= CONVERSION_TEXT || !p[len - 1] || each[arg][0])
            return false;
        memcpy(each[arg], p, len);
        p += len;
        n++;
    }
    *count = n;
    for (int i = 0; i < n; i++)
        if (!each[i][0])
            return false; /* an argument skipped */
    return true;
}

/* A translation used as a format must take the English's arguments, no more, no other. */
static bool same_conversions(const char *en, const char *tr)
{
    char a[CONVERSIONS_MAX][CONVERSION_TEXT], b[CONVERSIONS_MAX][CONVERSION_TEXT];
    int na, nb;
    return conversions(en, a, &na) && conversions(tr, b, &nb) && na == nb && !memcmp(a, b, sizeof a);
}

void i18n_catalog_free(I18nCatalog *cat)
{
    free(cat->file);
    memset(cat, 0, sizeof *cat);
}

I18nLoad i18n_catalog_read(I18nCatalog *cat, const void *data, size_t len)
{
    memset(cat, 0, sizeof *cat);
    cat->file = malloc(len ? len : 1);
    if (!cat->file)
        return I18N_MISSING;
    memcpy(cat->file, data, len);
    MoFile mo;
    if (!mo_open(&mo, cat->file, len)) {
        i18n_catalog_free(cat);
        return I18N_DAMAGED;
    }
    char rule[256];
    bool all_right = true;
    if (mo_header_field(&mo, "Plural-Forms", rule, sizeof rule))
        all_right = mo_plural_parse(&cat->plural, rule); /* (else English's rule, n != 1) */
    for (int id = 0; id < S_COUNT; id++) {
        const English *e = &english[id];
        int forms = 1;
        const char *t = mo_find(&mo, e->context, e->en, &forms);
        if (!t)
            continue;
        bool fits = same_conversions(e->en, t);
        for (int f = 1; fits && f < forms; f++)
            fits = same_conversions(e->en_plural ? e->en_plural : e->en, mo_form(t, forms, f));
        if (!fits) { /* (msgfmt --check refuses these: only a damaged or foreign file has them) */
            all_right = false;
            continue;
        }
        cat->text[id] = t;
        cat->forms[id] = forms;
    }
    return all_right ? I18N_LOADED : I18N_DAMAGED;
}

I18nLoad i18n_catalog_load(I18nCatalog *cat, const char *locale_dir, LangId lang)
{
    memset(cat, 0, sizeof *cat);
    char *dir = store_path(locale_dir, i18n_code(lang));
    char *messages = dir ? store_path(dir, "LC_MESSAGES") : NULL;
    char *path = messages ? store_path(messages, "lamouche.mo") : NULL;
    free(dir);
    free(messages);
    size_t len = 0;
    char *data = path ? store_read(path, I18N_FILE_MAX, &len) : NULL;
    const int err = errno;
    free(path);
    if (!data) {
        errno = err;
        return I18N_MISSING;
    }
    const I18nLoad got = i18n_catalog_read(cat, data, len);
    free(data);
    return got;
}

LangId i18n_load_all(I18nCatalog *cats, const char *locale_dir)
{
    LangId failed = LANG_EN;
    for (int l = 0; l < LANG_COUNT; l++) {
        memset(&cats[l], 0, sizeof cats[l]);
        if (l != LANG_EN && i18n_catalog_load(&cats[l], locale_dir, (LangId)l) != I18N_LOADED && failed == LANG_EN)
            failed = (LangId)l;
    }
    return failed;
}

const char *i18n_get(Lang lang, StrId id)
{
    if ((unsigned)lang.id >= LANG_COUNT || (unsigned)id >= S_COUNT)
        return "";
    const I18nCatalog *cat = lang.cat;
    return cat && cat->text[id] ? cat->text[id] : english[id].en;
}

bool i18n_translated(Lang lang, StrId id)
{
    return (unsigned)lang.id < LANG_COUNT && (unsigned)id < S_COUNT && lang.cat && lang.cat->text[id];
}

const char *i18n_nget(Lang lang, StrId id, long n)
{
    if ((unsigned)lang.id >= LANG_COUNT || (unsigned)id >= S_COUNT)
        return "";
    const I18nCatalog *cat = lang.cat;
    if (cat && cat->text[id])
        return mo_form(cat->text[id], cat->forms[id],
                       mo_plural_form(&cat->plural, n < 0 ? (unsigned long)-n : (unsigned long)n));
    return n != 1 && english[id].en_plural ? english[id].en_plural : english[id].en;
}

const char *i18n_suit_name(Lang lang, int suit)
{
    static const StrId ids[4] = { S_SUIT_S, S_SUIT_H, S_SUIT_D, S_SUIT_C };
    return (suit >= 0 && suit < 4) ? i18n_get(lang, ids[suit]) : "?";
}

int i18n_key(Lang lang, StrId id)
{
    const char *k = i18n_get(lang, id);
    return (k[0] >= 'A' && k[0] <= 'Z' && k[1] == 0) ? k[0] - 'A' + 'a' : 0;
}

int i18n_suit_key(Lang lang, int suit)
{
    static const StrId ids[4] = { S_KEY_SPADES, S_KEY_HEARTS, S_KEY_DIAMONDS, S_KEY_CLUBS };
    return (suit >= 0 && suit < 4) ? i18n_key(lang, ids[suit]) : 0;
}

void i18n_decimal(Lang lang, double v, char *out, int size)
{
    snprintf(out, (size_t)size, "%.1f", v);
    const char *point = i18n_get(lang, S_DECIMAL_POINT);
    for (char *p = out; *p && point[0] && !point[1]; p++)
        if (*p == '.')
            *p = point[0];
}

const char *i18n_errno(Lang lang, int err)
{
    static const struct {
        int err;
        StrId words;
    } known[] = {
        { ENOENT, S_N_WHY_MISSING }, { ENOTDIR, S_N_WHY_NOT_DIR }, { ENAMETOOLONG, S_N_WHY_LONG },
        { EIO, S_N_WHY_IO },         { ENOMEM, S_N_WHY_MEMORY },   { ELOOP, S_N_WHY_LOOP },
        { EMFILE, S_N_WHY_FILES },   { ENFILE, S_N_WHY_FILES },    { ENOSPC, S_N_WHY_FULL },
        { EDQUOT, S_N_WHY_FULL },    { ENODEV, S_N_WHY_NOT_FILE }, { EISDIR, S_N_WHY_NOT_FILE },
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (known[i].err == err)
            return i18n_get(lang, known[i].words);
    return strerror(err);
}
