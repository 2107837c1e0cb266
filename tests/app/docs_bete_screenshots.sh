#!/bin/sh
# Regenerates docs/screenshots/bete-*.png (needs xvfb-run and imagemagick).
# Usage: tests/app/docs_bete_screenshots.sh BUILD_DIR
set -e
# a sound device even on a machine without one: no "plays silently" banner in the pictures
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
build=${1:-/tmp/build-app}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
app=$build/src/lamouche
x() { xvfb-run -a -s "-screen 0 1920x1080x24" "$app" "$@" >/dev/null 2>&1; }
# a deal where the human bids and plays, then the title, settings and rules of La Bête
x --game bete --script "$root/tests/app/bete_tour.script" --speed 2 --seed 5 --players 5 --hands 4 \
    --screenshot "$tmp/tour" --save-dir "$tmp/s1" --fresh --size 1920x1080
# the Curieuse (six players) and the seven-seat table in the smallest window
x --game bete --autoplay --speed 30 --seed 11 --players 6 --hands 2 --screenshot "$tmp/six" --save-dir "$tmp/s2" \
    --fresh --size 1920x1080
x --game bete --autoplay --speed 30 --seed 2 --players 7 --hands 2 --screenshot "$tmp/seven" --save-dir "$tmp/s3" \
    --fresh --size 1024x640
# the hint (?) and the quick-reference card (R) over the bidding
x --game bete --script "$root/tests/app/quick_rules.script" --speed 2 --seed 5 --players 5 --hands 4 \
    --screenshot "$tmp/quick" --save-dir "$tmp/s4" --fresh --size 1920x1080
# the table log (F2) and its score sheet in a later deal's play
x --game bete --script "$root/tests/app/bete_log.script" --speed 4 --seed 5 --players 5 \
    --screenshot "$tmp/log" --save-dir "$tmp/s5" --fresh --size 1920x1080
out=$root/docs/screenshots
mkdir -p "$out"
put() { convert "$1" -resize 1280x -colors 256 "PNG8:$out/$2.png"; }
for f in bid play summary title settings rules-2 rules-3; do put "$tmp/tour/bete-$f.png" "bete-$f"; done
put "$(ls "$tmp"/six/*-curieuse.png | head -1)" bete-curieuse
put "$tmp/quick/quick-rules.png" bete-quick-rules
put "$tmp/quick/hint.png" bete-hint
put "$tmp/log/bete-log.png" bete-log
put "$tmp/log/bete-score-sheet.png" bete-score-sheet
convert "$(ls "$tmp"/seven/deal01-*-play.png | head -1)" -colors 256 "PNG8:$out/bete-seven-1024x640.png"
put "$(ls "$tmp"/seven/*-gameend.png | head -1)" bete-gameend
rm -rf "$tmp"
ls "$out"/bete-*
