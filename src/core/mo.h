/* A GNU gettext catalogue (.mo file) read from memory, every offset checked: a damaged or
 * hostile file is refused whole, never read past its end. Plain C, no SDL (fuzzed). */
#ifndef LAMOUCHE_MO_H
#define LAMOUCHE_MO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    const unsigned char *data; /* the file's bytes (not owned) */
    size_t len;
    uint32_t count; /* its strings */
    uint32_t originals, translations; /* offsets of its two tables */
    bool swapped; /* written on a machine of the other byte order */
} MoFile;

/* Checks the whole file: the magic number, both tables and every string inside it, each
 * string NUL-terminated within it, the originals in order (msgfmt sorts them: found by
 * halving). False if anything is wrong. */
bool mo_open(MoFile *mo, const void *data, size_t len);
/* The translation of msgid (with its context when ctx is not NULL, as pgettext), NULL if the
 * catalogue has none or it is empty. A plural's key is its singular: *forms gets how many
 * NUL-separated forms the translation holds (1 unless a plural). */
const char *mo_find(const MoFile *mo, const char *ctx, const char *msgid, int *forms);
/* The n-th NUL-separated form of a translation holding `forms` of them (the last if fewer). */
const char *mo_form(const char *translation, int forms, int n);
/* The value of a header field ("Plural-Forms") in the catalogue's header (the empty msgid's
 * translation), copied to out; false if missing. */
bool mo_header_field(const MoFile *mo, const char *field, char *out, size_t size);

/* A catalogue's plural rule ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && ...);"), compiled to a
 * small tree: the C subset gettext allows (n, numbers, ! * / % + - < > <= >= == != && || ?:,
 * parentheses), its depth and size bounded, so a hostile header cannot overflow the stack. */
enum { MO_PLURAL_NODES = 96, MO_PLURAL_DEPTH = 24, MO_PLURAL_FORMS_MAX = 6 };
typedef struct {
    unsigned char op; /* 'n', '#' (a number), '!', '?', or a binary operator's code */
    unsigned char a, b, c; /* operands: indices into node[] */
    unsigned long value; /* a number's */
} MoPluralNode;
typedef struct {
    MoPluralNode node[MO_PLURAL_NODES];
    int count, root, nplurals;
} MoPlural;

/* Compiles the Plural-Forms value; false if it is not a rule (the caller keeps English's). */
bool mo_plural_parse(MoPlural *rule, const char *value);
/* The form for n: the rule's value, kept within [0, nplurals). */
int mo_plural_form(const MoPlural *rule, unsigned long n);

#endif
