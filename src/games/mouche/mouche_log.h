/* La Mouche's events as the table log's sentences (no SDL). */
#ifndef LAMOUCHE_MOUCHE_LOG_H
#define LAMOUCHE_MOUCHE_LOG_H

#include "log_words.h"
#include "mouche/game.h"

/* What the event, as seat 0 saw it, adds to the log; false if nothing. */
bool mouche_log_event(const LogVoices *v, const MoucheEvent *e, LogEntry *out);

#endif
