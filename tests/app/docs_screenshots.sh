#!/bin/sh
# Regenerates docs/screenshots with the docs tour (needs xvfb-run).
# Usage: tests/app/docs_screenshots.sh BUILD_DIR
set -e
# a sound device even on a machine without one: no "plays silently" banner in the pictures
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
build=${1:-/tmp/build-app}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/docs_tour.script" \
    --speed 2 --seed 2 --players 4 --screenshot "$tmp" --save-dir "$tmp/save" --fresh --size 1920x1080 >/dev/null
# a card refused at the first trick: the table says the rule and its trap (its own folder: its shots)
mkdir -p "$tmp/refusal"
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/refusal.script" \
    --speed 2 --seed 5 --players 4 --screenshot "$tmp/refusal" --save-dir "$tmp/save-refusal" --fresh --size 1920x1080 >/dev/null
# the table log (F2) and its score sheet in the second hand's play (its own folder: its shots)
mkdir -p "$tmp/log"
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/log.script" \
    --speed 4 --seed 2 --players 4 --screenshot "$tmp/log" --save-dir "$tmp/save-log" --fresh --size 1920x1080 >/dev/null
# practice: a stand taken back (Backspace), the table saying "practice" (its own settings)
mkdir -p "$tmp/practice" "$tmp/save-practice"
printf 'practice=1\n' >"$tmp/save-practice/settings.txt"
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/practice.script" \
    --speed 4 --seed 2 --players 4 --hands 1 --screenshot "$tmp/practice" --save-dir "$tmp/save-practice" --fresh \
    --size 1920x1080 >/dev/null
# every rules page of both games, in English and in French (their own settings: the language)
for lang in en fr; do
    mkdir -p "$tmp/rules-$lang/save"
    printf 'lang=%s\n' "$lang" >"$tmp/rules-$lang/save/settings.txt"
    xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --script "$root/tests/app/rules_tour.script" \
        --speed 2 --seed 2 --players 4 --screenshot "$tmp/rules-$lang" --save-dir "$tmp/rules-$lang/save" --fresh \
        --size 1920x1080 >/dev/null
done
out=$root/docs/screenshots
mkdir -p "$out"
# 1280 wide, 256 colours: small enough for the repository (needs imagemagick)
put() { convert "$1" -resize 1280x -colors 256 "PNG8:$out/$2.png"; }
put "$tmp/hand01-1-deal.png" table-deal
put "$tmp/hand01-2-question.png" table-question
put "$tmp/table-answer.png" table-answer
put "$tmp/table-declare.png" table-declare
put "$(ls "$tmp"/hand01-*-play.png)" table-play
put "$(ls "$tmp"/hand01-*-summary.png)" table-summary
put "$tmp/table-prompt.png" table-prompt
put "$tmp/refusal/table-refusal.png" table-refusal
put "$tmp/refusal/table-quick-rules.png" table-quick-rules
put "$tmp/refusal/table-hint.png" table-hint
put "$tmp/log/table-log.png" table-log
put "$tmp/log/table-score-sheet.png" table-score-sheet
put "$tmp/practice/practice-before.png" table-practice
for f in title settings rules-1; do put "$tmp/$f.png" $f; done
put "$tmp/rules-en/rules-07.png" rules-flush
put "$tmp/rules-en/rules-13.png" rules-pamphile
put "$tmp/rules-en/rules-15.png" rules-systems
put "$tmp/rules-fr/rules-10.png" rules-fr-trump
put "$tmp/rules-fr/bete-rules-07.png" bete-rules-fr-win
rm -rf "$tmp"
ls "$out"
