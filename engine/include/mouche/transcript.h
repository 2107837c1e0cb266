/* The full-information transcript of RULES.md section 12: JSON Lines, one
 * object per line, written from the engine's events. */
#ifndef MOUCHE_TRANSCRIPT_H
#define MOUCHE_TRANSCRIPT_H

#include <stdio.h>

#include "mouche/game.h"

typedef struct {
    FILE *out; /* not owned */
    MoucheRules rules;
    bool failed; /* a write failed */
    /* The deal line is written when the trump is turned, from the cards dealt. */
    MoucheCard dealt[MOUCHE_MAX_PLAYERS][MOUCHE_HAND_SIZE];
    uint8_t ndealt[MOUCHE_MAX_PLAYERS];
} MoucheTranscript;

/* A sink that writes every event to t->out. Pass the rules the game uses. */
void mouche_transcript_init(MoucheTranscript *t, FILE *out, const MoucheRules *rules);
MoucheSink mouche_transcript_sink(MoucheTranscript *t);

/* Writes the line(s) of one event, if it has any. */
void mouche_transcript_event(MoucheTranscript *t, const MoucheEvent *event);

#endif
