#!/bin/sh
# Regenerates docs/screenshots/review-*.png (needs xvfb-run and imagemagick): the review of a first
# hand of each game, played by review.script (app_review's play), each decision shot in turn.
# Usage: tests/app/docs_review_screenshots.sh BUILD_DIR
set -e
# a sound device even on a machine without one: no "plays silently" banner in the pictures
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
build=${1:-/tmp/build-app}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
out=$root/docs/screenshots
put() { convert "$1" -resize 1280x -colors 256 "PNG8:$out/$2.png"; }
# review.script with a picture of each of the first five decisions, stepped with Right
sed -e 's/^label steps$/label steps\nwait 300\nshot step-1\nkey Right\nwait 300\nshot step-2\nkey Right\nwait 300\nshot step-3\nkey Right\nwait 300\nshot step-4\nkey Right\nwait 300\nshot step-5\nkey Home/' \
    "$root/tests/app/review.script" >"$tmp/review.script"
# GAME SEED: the review's lines on stdout name each decision's kind ("decision 2 of 5, card")
review() {
    mkdir -p "$tmp/$1"
    xvfb-run -a -s "-screen 0 1920x1080x24" "$build/src/lamouche" --game "$1" --script "$tmp/review.script" \
        --speed 4 --seed "$2" --players 5 --screenshot "$tmp/$1" --save-dir "$tmp/$1/save" --fresh \
        --size 1920x1080 >"$tmp/$1/out.txt"
}
# the step of the first decision of a kind
step_of() { sed -n "s/^review: deal [0-9]*, decision \([0-9]*\) of [0-9]*, $2.*/\1/p" "$tmp/$1/out.txt" | head -1; }
review mouche 11
review bete 11
put "$tmp/mouche/step-$(step_of mouche declare).png" review-mouche-declaration
put "$tmp/mouche/step-$(step_of mouche card).png" review-mouche-card
put "$tmp/bete/step-$(step_of bete bid).png" review-bete-bid
rm -rf "$tmp"
ls "$out"/review-*
