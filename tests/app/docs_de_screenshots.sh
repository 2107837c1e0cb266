#!/bin/sh
# The German screenshots of docs/screenshots (the title, the table in play, a hand's summary), with
# the German catalogue (needs xvfb-run and imagemagick).
# Usage: tests/app/docs_de_screenshots.sh BUILD_DIR
set -e
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
build=${1:-/tmp/build-app}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
mkdir -p "$tmp/save"
printf 'lang=de\n' >"$tmp/save/settings.txt"
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/docs_de.script" \
    --speed 2 --seed 2 --players 4 --screenshot "$tmp" --save-dir "$tmp/save" --fresh --size 1920x1080 >/dev/null
out=$root/docs/screenshots
for f in de-title de-table de-summary; do convert "$tmp/$f.png" -resize 1280x -colors 256 "PNG8:$out/$f.png"; done
rm -rf "$tmp"
ls "$out"/de-*
