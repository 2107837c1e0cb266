#!/bin/sh
# Regenerates docs/screenshots/guide-*.png: the guided first hand of each game, in English and
# French, read mark by mark with Enter under Xvfb (needs xvfb-run, xdotool and imagemagick).
# Usage: tests/app/docs_guide_screenshots.sh build/release/src/lamouche
set -eu
app=$(realpath "$1")
out=$(cd "$(dirname "$0")/../.." && pwd)/docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -n "${KEEP:-}" ] && trap - EXIT
# shoot GAME LANG "MARK:NAME ..." : reads the marks with Enter and keeps the window at the ones named
shoot() {
    mkdir -p "$work/$1-$2" && printf 'lang=%s\n' "$2" >"$work/$1-$2/settings.txt"
    xvfb-run -a -s "-screen 0 1280x720x24" sh -c '
        app=$1 dir=$2 game=$3 list=$4 out=$5
        SDL_AUDIODRIVER=dummy "$app" --save-dir "$dir" --game "$game" --guide --size 1280x720 >"$dir/out.txt" 2>&1 &
        pid=$!
        sleep 3
        mark=1
        while [ $mark -le 13 ]; do
            for want in $list; do
                [ "${want%%:*}" = "$mark" ] && import -window root -colors 256 "PNG8:$out/${want#*:}.png"
            done
            xdotool key Return
            mark=$((mark + 1))
            waited=0
            until grep -q "^guide: mark $mark of" "$dir/out.txt"; do
                sleep 0.5
                waited=$((waited + 1))
                [ $waited -lt 30 ] || break 2
            done
            sleep 1
        done
        kill $pid' sh "$app" "$work/$1-$2" "$1" "$3" "$out"
}
[ "${ONLY:-}" = bete ] || shoot mouche en "1:guide-welcome 3:guide-pool 7:guide-question 9:guide-declare"
[ "${ONLY:-}" = bete ] || shoot mouche fr "5:guide-fr-hand"
shoot bete en "4:guide-bete-stakes 7:guide-bete-bid"
