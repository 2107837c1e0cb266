#!/bin/sh
# A start loads no SDL2_mixer (and none of the ~15 libraries Debian's links) before its first frame:
# src/platform/audio.c loads it after (issue 45). The dynamic loader's own account of a run that
# stops before any window (--version) names every library loaded at the start.
# Usage: start_libraries.sh LAMOUCHE
app=$1
loaded=$(LD_DEBUG=files "$app" --version 2>&1 >/dev/null | sed -n 's/.*file=\([^ ]*\) .*/\1/p' | sort -u)
[ -n "$loaded" ] || { echo "FAIL: the loader said nothing (LD_DEBUG unsupported?)"; exit 1; }
echo "libraries loaded at the start: $(echo "$loaded" | wc -l)"
if echo "$loaded" | grep -q "libSDL2_mixer"; then
    echo "FAIL: SDL2_mixer is loaded at the start:"
    echo "$loaded"
    exit 1
fi
echo "ok: no SDL2_mixer before the first frame"
