/* GNU .mo catalogues: the format as documented in the gettext manual ("The Format of GNU MO
 * Files"): a header of 32-bit words, then two tables of (length, offset) pairs, one for the
 * originals and one for the translations; the hash table is not needed (the originals are
 * sorted). */
#include "mo.h"

#include <stdlib.h>

#include <string.h>

enum { MO_MAGIC = 0x950412de, MO_MAGIC_SWAPPED = 0xde120495, MO_HEADER = 28 };

static uint32_t word_at(const MoFile *mo, size_t at)
{
    const unsigned char *p = mo->data + at;
    return mo->swapped ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
                       : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* The i-th string of a table, checked by mo_open: NUL-terminated inside the file. */
static const char *string_at(const MoFile *mo, uint32_t table, uint32_t i, uint32_t *len)
{
    const size_t entry = (size_t)table + (size_t)i * 8;
    *len = word_at(mo, entry);
    return (const char *)mo->data + word_at(mo, entry + 4);
}

static bool table_fits(const MoFile *mo, uint32_t table)
{
    if (table > mo->len || (mo->len - table) / 8 < mo->count)
        return false;
    for (uint32_t i = 0; i < mo->count; i++) {
        const size_t entry = (size_t)table + (size_t)i * 8;
        const uint32_t len = word_at(mo, entry), at = word_at(mo, entry + 4);
        if (at > mo->len || mo->len - at <= len || mo->data[(size_t)at + len] != 0)
            return false; /* the string and its NUL, inside the file */
    }
    return true;
}

bool mo_open(MoFile *mo, const void *data, size_t len)
{
    memset(mo, 0, sizeof *mo);
    mo->data = data;
    mo->len = len;
    if (!data || len < MO_HEADER || len > UINT32_MAX)
        return false;
    const uint32_t magic = word_at(mo, 0);
    if (magic == MO_MAGIC_SWAPPED)
        mo->swapped = true;
    else if (magic != MO_MAGIC)
        return false;
    if (word_at(mo, 4) >> 16 != 0) /* major revision 0 (1 adds system-dependent strings, never ours) */
        return false;
    mo->count = word_at(mo, 8);
    mo->originals = word_at(mo, 12);
    mo->translations = word_at(mo, 16);
    if (!table_fits(mo, mo->originals) || !table_fits(mo, mo->translations))
        return false;
    for (uint32_t i = 1; i < mo->count; i++) {
        uint32_t la, lb; /* (as strcmp sorts them: up to a plural's NUL) */
        const char *a = string_at(mo, mo->originals, i - 1, &la), *b = string_at(mo, mo->originals, i, &lb);
        if (strcmp(a, b) >= 0)
            return false; /* out of order: it would not be found by halving */
    }
    return true;
}

/* The key, parts[0] then parts[1]... (lens[i] bytes each), against an original's singular. */
static int compare_parts(const char *const *parts, const size_t *lens, int n, const char *o, size_t olen)
{
    for (int i = 0; i < n; i++) {
        const size_t k = lens[i] < olen ? lens[i] : olen;
        const int c = memcmp(parts[i], o, k);
        if (c)
            return c;
        if (lens[i] > olen)
            return 1; /* the key goes on where the original ends */
        o += k;
        olen -= k;
    }
    return olen ? -1 : 0;
}

const char *mo_find(const MoFile *mo, const char *ctx, const char *msgid, int *forms)
{
    /* the key is "context\4msgid" (pgettext's), else msgid; a plural's original is
     * "singular\0plural", found by its singular */
    const char *parts[3] = { ctx, "\4", msgid };
    const size_t lens[3] = { ctx ? strlen(ctx) : 0, 1, strlen(msgid) };
    const int first = ctx ? 0 : 2;
    uint32_t lo = 0, hi = mo->count;
    while (lo < hi) {
        const uint32_t mid = lo + (hi - lo) / 2;
        uint32_t olen;
        const char *o = string_at(mo, mo->originals, mid, &olen);
        const int c = compare_parts(parts + first, lens + first, 3 - first, o, strlen(o));
        if (c == 0) {
            uint32_t tlen;
            const char *t = string_at(mo, mo->translations, mid, &tlen);
            if (tlen == 0)
                return NULL;
            int n = 1;
            for (uint32_t i = 0; i < tlen; i++)
                n += t[i] == 0;
            if (forms)
                *forms = n;
            return t;
        }
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

const char *mo_form(const char *translation, int forms, int n)
{
    const char *p = translation;
    for (int i = 0; i < n && i + 1 < forms; i++)
        p += strlen(p) + 1;
    return p;
}

bool mo_header_field(const MoFile *mo, const char *field, char *out, size_t size)
{
    const char *head = mo_find(mo, NULL, "", NULL);
    const size_t flen = strlen(field);
    for (const char *line = head; line && *line;) {
        const char *end = strchr(line, '\n');
        const size_t llen = end ? (size_t)(end - line) : strlen(line);
        if (llen > flen + 1 && !strncmp(line, field, flen) && line[flen] == ':') {
            const char *v = line + flen + 1;
            while (*v == ' ')
                v++;
            const size_t vlen = llen - (size_t)(v - line);
            if (vlen >= size)
                return false;
            memcpy(out, v, vlen);
            out[vlen] = 0;
            return true;
        }
        line = end ? end + 1 : NULL;
    }
    return false;
}

/* The plural rule's parser: recursive descent over C's precedence, one function a level. */
typedef struct {
    const char *at;
    MoPlural *rule;
    int depth;
} PluralParse;

enum { OP_LE = 'l', OP_GE = 'g', OP_EQ = 'e', OP_NE = 'x', OP_AND = '&', OP_OR = '|' };

static void skip_spaces(PluralParse *p)
{
    while (*p->at == ' ' || *p->at == '\t' || *p->at == '\n')
        p->at++;
}

static int node(PluralParse *p, unsigned char op, int a, int b, int c, unsigned long value)
{
    MoPlural *r = p->rule;
    if (a < 0 || b < 0 || c < 0 || r->count >= MO_PLURAL_NODES)
        return -1;
    r->node[r->count] = (MoPluralNode){ op, (unsigned char)a, (unsigned char)b, (unsigned char)c, value };
    return r->count++;
}

/* Which of ops (two-letter ones first) comes next; its code, or 0. */
static unsigned char next_op(PluralParse *p, const char *const *ops, const unsigned char *codes)
{
    skip_spaces(p);
    for (int i = 0; ops[i]; i++) {
        const size_t n = strlen(ops[i]);
        if (!strncmp(p->at, ops[i], n)) {
            p->at += n;
            return codes[i];
        }
    }
    return 0;
}

static int ternary(PluralParse *p);

static int primary(PluralParse *p)
{
    skip_spaces(p);
    if (++p->depth > MO_PLURAL_DEPTH)
        return -1;
    int got = -1;
    if (*p->at == 'n') {
        p->at++;
        got = node(p, 'n', 0, 0, 0, 0);
    } else if (*p->at >= '0' && *p->at <= '9') {
        unsigned long v = 0;
        for (int digits = 0; *p->at >= '0' && *p->at <= '9'; p->at++)
            if (++digits <= 9)
                v = v * 10 + (unsigned long)(*p->at - '0');
        got = node(p, '#', 0, 0, 0, v);
    } else if (*p->at == '!') {
        p->at++;
        got = node(p, '!', primary(p), 0, 0, 0);
    } else if (*p->at == '(') {
        p->at++;
        got = ternary(p);
        skip_spaces(p);
        got = *p->at == ')' ? (p->at++, got) : -1;
    }
    p->depth--;
    return got;
}

/* One level of left-associative binary operators over the level below. */
static int binary(PluralParse *p, int level)
{
    static const char *const ops[][5] = { { "||", NULL },       { "&&", NULL },
                                          { "==", "!=", NULL }, { "<=", ">=", "<", ">", NULL },
                                          { "+", "-", NULL },   { "*", "/", "%", NULL } };
    static const unsigned char codes[][4] = { { OP_OR },        { OP_AND },
                                              { OP_EQ, OP_NE }, { OP_LE, OP_GE, '<', '>' },
                                              { '+', '-' },     { '*', '/', '%' } };
    if (level == 6)
        return primary(p);
    int left = binary(p, level + 1);
    for (unsigned char op; left >= 0 && (op = next_op(p, ops[level], codes[level])) != 0;)
        left = node(p, op, left, binary(p, level + 1), 0, 0);
    return left;
}

static int ternary(PluralParse *p)
{
    if (++p->depth > MO_PLURAL_DEPTH)
        return -1;
    int got = binary(p, 0);
    skip_spaces(p);
    if (got >= 0 && *p->at == '?') {
        p->at++;
        const int yes = ternary(p);
        skip_spaces(p);
        if (*p->at != ':')
            got = -1;
        else {
            p->at++;
            got = node(p, '?', got, yes, ternary(p), 0);
        }
    }
    p->depth--;
    return got;
}

bool mo_plural_parse(MoPlural *rule, const char *value)
{
    memset(rule, 0, sizeof *rule);
    const char *np = strstr(value, "nplurals="), *pl = strstr(value, "plural=");
    if (!np || !pl)
        return false;
    const int nplurals = atoi(np + 9);
    if (nplurals < 1 || nplurals > MO_PLURAL_FORMS_MAX)
        return false;
    PluralParse p = { pl + 7, rule, 0 };
    rule->root = ternary(&p);
    skip_spaces(&p);
    if (rule->root < 0 || (*p.at != ';' && *p.at != '\0')) {
        memset(rule, 0, sizeof *rule);
        return false;
    }
    rule->nplurals = nplurals;
    return true;
}

/* (depth: the tree's own, bounded at its parse) */
static unsigned long eval(const MoPlural *r, int i, unsigned long n)
{
    const MoPluralNode *e = &r->node[i];
    if (e->op == 'n' || e->op == '#' || e->op == '!' || e->op == '?') {
        switch (e->op) {
        case 'n': return n;
        case '#': return e->value;
        case '!': return !eval(r, e->a, n);
        default: return eval(r, e->a, n) ? eval(r, e->b, n) : eval(r, e->c, n);
        }
    }
    const unsigned long a = eval(r, e->a, n);
    if (e->op == OP_AND)
        return a && eval(r, e->b, n);
    if (e->op == OP_OR)
        return a || eval(r, e->b, n);
    const unsigned long b = eval(r, e->b, n);
    switch (e->op) {
    case '*': return a * b;
    case '/': return b ? a / b : 0;
    case '%': return b ? a % b : 0;
    case '+': return a + b;
    case '-': return a - b;
    case '<': return a < b;
    case '>': return a > b;
    case OP_LE: return a <= b;
    case OP_GE: return a >= b;
    case OP_EQ: return a == b;
    default: return a != b;
    }
}

int mo_plural_form(const MoPlural *rule, unsigned long n)
{
    if (rule->nplurals < 1)
        return n != 1;
    const unsigned long form = eval(rule, rule->root, n);
    return form < (unsigned long)rule->nplurals ? (int)form : rule->nplurals - 1;
}
