#!/bin/sh
# Fullscreen and window sizes follow the real window: under a window manager (openbox, on Xvfb), F11 makes the
# window cover the screen and the next frame is laid out at the screen's size; F11 again gives the window its
# size back, and the frames follow; a window resized by the window system is laid out at its new size; the
# size the player left the window at is the next start's.
# Checked on the X window's real geometry (xwininfo) and on the frames presented (--frame-log).
# Usage: fullscreen_test.sh LAMOUCHE WORKDIR            (run under xvfb-run with a 1920x1080 screen)
app=$1 work=$2
# A sound device (SDL's dummy one) unless the caller names another: the "no sound device" banner of a
# folder's first start would take the scripts' first key (app_banner and app_cancel test it).
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
fail() { echo "FAIL: $*"; kill "$pid" "$wm" 2>/dev/null; exit 1; }
command -v openbox >/dev/null 2>&1 || { echo "openbox not found: skipping"; exit 77; }
rm -rf "$work" && mkdir -p "$work/save" || exit 1
openbox >/dev/null 2>&1 &
wm=$!
sleep 1
# waits (up to 40 s, no input: a machine four times slower) for a frame presented at WxH and a window of that size
expect() {
    i=0
    while [ $i -lt 400 ]; do
        geo=$(xwininfo -id "$win" 2>/dev/null | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }')
        last=$(grep '^frame' "$work/frames.log" | tail -n 1 | sed -n 's/.* size=\([0-9x]*\).*/\1/p')
        [ "$geo" = "$1" ] && [ "$last" = "$1" ] && { echo "$2: window $geo, frame $last"; return 0; }
        sleep 0.1
        i=$((i + 1))
    done
    fail "$2: the window is $geo and the last frame was laid out at $last, not $1"
}
# start [ARG...]: the app on the test's save folder, its frames logged, and its window found (up to 40 s)
start() {
    rm -f "$work/frames.log"
    LAMOUCHE_NO_DIALOG=1 "$app" --save-dir "$work/save" --frame-log "$work/frames.log" "$@" >"$work/out.txt" 2>&1 &
    pid=$!
    win=
    i=0
    while [ -z "${win:-}" ] && [ $i -lt 400 ]; do
        win=$(xdotool search --name '^La Mouche$' 2>/dev/null | head -n 1)
        sleep 0.1
        i=$((i + 1))
    done
    [ -n "$win" ] || fail "no window"
}
start --size 1600x900
expect 1600x900 "started"
xdotool windowactivate --sync "$win" key F11
expect 1920x1080 "F11"
import -window root "$work/fullscreen.png"
xdotool key F11
expect 1600x900 "F11 again"
xdotool windowsize "$win" 1280 800
expect 1280x800 "resized by the window system"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
# The window's size is kept for the next start when the player left it so (no --size): resized to 1100x700,
# left by Quit on the title screen (Q), it opens at 1100x700 again
start
expect 1280x800 "started without --size"
xdotool windowsize "$win" 1100 700
expect 1100x700 "resized by the player"
xdotool windowactivate --sync "$win" key q
i=0
while kill -0 "$pid" 2>/dev/null && [ $i -lt 400 ]; do
    sleep 0.1
    i=$((i + 1))
done
kill -0 "$pid" 2>/dev/null && fail "Q on the title screen did not quit"
grep -q '^window=1100x700$' "$work/save/settings.txt" || fail "the window's size was not kept: $(grep window "$work/save/settings.txt")"
start
expect 1100x700 "started again"
kill "$pid" "$wm" 2>/dev/null
wait "$pid" 2>/dev/null
echo "fullscreen: ok"
