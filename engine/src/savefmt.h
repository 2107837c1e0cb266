/* The save container both games share (engine-internal):
 *
 *   MAGIC VERSION                 e.g. LAMOUCHE-SAVE 1, LAMOUCHE-BETE-SAVE 1
 *   players N
 *   COUNT_KEY N                   hands (La Mouche) or deals (La Bête); 0: endless
 *   seed S
 *   rules key=value,...
 *   meta <the app's line, may be empty>
 *   actions N
 *   <one action per line>
 *   end 0123456789abcdef          (FNV-1a 64 of every byte before this line)
 *
 * Each game supplies its rules and action text through callbacks. */
#ifndef MOUCHE_SAVEFMT_H
#define MOUCHE_SAVEFMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { SAVE_META_MAX = 512, SAVE_MAX_BYTES = 64 * 1024 * 1024 };

typedef struct {
    const char *magic; /* first word of the first line */
    int version;
    const char *count_key; /* "hands" or "deals" */
    int min_players, max_players;
    const char *game; /* the game's name, for messages */
} SaveFormat;

typedef struct {
    int players, count;
    uint64_t seed;
    char meta[SAVE_META_MAX];
} SaveHeader;

/* Parses a rules line into the game's rules (ctx); false with a reason. */
typedef bool (*SaveRulesFn)(void *ctx, const char *text, char *why, size_t why_size);
/* Parses one action line and keeps it (ctx): 0 kept, 1 not an action, 2 out of memory. */
typedef int (*SaveActionFn)(void *ctx, const char *line);
/* Writes action i of the game's record (ctx) as text. */
typedef void (*SaveFormatFn)(const void *ctx, size_t i, char *out, size_t out_size);

/* The save text (malloc'd; NULL if out of memory). */
char *save_compose(const SaveFormat *format, const SaveHeader *header, const char *rules_text, size_t actions,
                   SaveFormatFn action_text, const void *ctx);

/* Checks every line and the checksum, calling the game's parsers. It does
 * not replay: the game does that after. False with the line and problem. */
bool save_parse(const SaveFormat *format, const char *text, size_t length, SaveHeader *header, SaveRulesFn rules,
                SaveActionFn action, void *ctx, char *why, size_t why_size);

/* Appends one item of `size` bytes to a growable array; false if out of memory. */
bool save_array_push(void **items, size_t *count, size_t *capacity, const void *item, size_t size);

#endif
