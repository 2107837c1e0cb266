/* The full-information transcript of RULES.md section 12: JSON Lines, one
 * object per line, written from the engine's events. */
#ifndef MOUCHE_TRANSCRIPT_H
#define MOUCHE_TRANSCRIPT_H

#include <stdio.h>

#include "mouche/game.h"

typedef struct {
    FILE *out;              /* not owned */
    MoucheRules rules;
    bool failed;            /* a write failed */
} MoucheTranscript;

/* A sink that writes every event to t->out. Pass the rules the game uses. */
void mouche_transcript_init(MoucheTranscript *t, FILE *out, const MoucheRules *rules);
MoucheSink mouche_transcript_sink(MoucheTranscript *t);

/* Formats one event as its transcript line (without newline) into out;
 * returns the length, 0 if the event has no line. */
int mouche_transcript_line(const MoucheRules *rules, const MoucheEvent *event, char *out, size_t out_size);

#endif
