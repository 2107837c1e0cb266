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

# After the first frame, SDL2_mixer is loaded only where a sound device opens: with none (an audio
# driver that cannot start, as on a machine without a sound card) a whole --bench run never loads it;
# with SDL's dummy device it does, and plays.
# (leaks are app_memory's to find: SDL's D-Bus leaves a buffer at exit that LeakSanitizer counts)
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
work=$(mktemp -d /tmp/start-libraries.XXXXXX)
trap 'rm -rf "$work"' EXIT
for driver in none-such dummy; do
    SDL_AUDIODRIVER=$driver LD_DEBUG=files xvfb-run -a -s "-screen 0 1280x800x24" "$app" --bench --fresh --seed 4 \
        --players 6 --save-dir "$work/$driver" --size 1280x800 >"$work/$driver.out" 2>"$work/$driver.err" ||
        { tail -n 5 "$work/$driver.out" "$work/$driver.err"; echo "FAIL: --bench with SDL_AUDIODRIVER=$driver"; exit 1; }
    n=$(grep -c 'file=libSDL2_mixer' "$work/$driver.err")
    echo "SDL_AUDIODRIVER=$driver: SDL2_mixer loaded $n time(s), $(grep -o 'rss_mb=[0-9.]*' "$work/$driver.out")"
    if [ "$driver" = dummy ]; then
        [ "$n" -gt 0 ] || { echo "FAIL: a sound device opened and SDL2_mixer was never loaded"; exit 1; }
    else
        [ "$n" -eq 0 ] || { echo "FAIL: SDL2_mixer was loaded with no sound device"; exit 1; }
    fi
done
echo "ok: SDL2_mixer loaded only where a sound device opens"
