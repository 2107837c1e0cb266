/* La Bête's events as the table log's sentences (no SDL). */
#ifndef LAMOUCHE_BETE_LOG_H
#define LAMOUCHE_BETE_LOG_H

#include "log_words.h"
#include "mouche/bete.h"

/* What the event, as seat 0 saw it, adds to the log; false if nothing. */
bool bete_log_event(const LogVoices *v, const BeteEvent *e, LogEntry *out);

#endif
