#!/bin/sh
# --bench at the window's least size (1024x640, 3 players): the resize it makes while the human
# thinks cannot go smaller, so it is not made and the hand is played to its end. (It asked for
# 853x533, which the window refused without an event, and the loop slept for ever.)
# Usage: bench_least_size.sh LAMOUCHE
app=$1
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # (leaks: app_memory's to find)
work=$(mktemp -d /tmp/bench-least.XXXXXX)
trap 'rm -rf "$work"' EXIT
SDL_AUDIODRIVER=none-such xvfb-run -a -s "-screen 0 1280x800x24" "$app" --bench --fresh --seed 4 --players 3 \
    --size 1024x640 --save-dir "$work/save" >"$work/out" 2>"$work/err" ||
    { tail -n 5 "$work/out" "$work/err"; echo "FAIL: --bench at 1024x640 did not end well"; exit 1; }
grep '^bench: resize' "$work/out"
grep -q '^bench: resize 1024x640->1024x640->1024x640 .*(not done: least size)$' "$work/out" ||
    { echo "FAIL: the resize at the least size is not said as not done"; exit 1; }
grep -q '^bench: animated frames=' "$work/out" || { echo "FAIL: no frame figures"; exit 1; }
echo "ok: --bench at the least size played its hand to the end"
