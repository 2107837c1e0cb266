#!/bin/sh
# Regenerates the notices' pictures in docs/screenshots from the fault matrix (needs xvfb-run and
# imagemagick): La Mouche's in English, La Bete's in French.
# Usage: tests/app/docs_notice_screenshots.sh BUILD_DIR
set -e
build=${1:-/tmp/build-app}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/docs/screenshots
mkdir -p "$out"
for game in mouche bete; do
    tmp=$(mktemp -d /tmp/lm.XXXX)
    chmod 755 "$tmp"
    sh "$root/tests/app/fault_test.sh" $game "$build/src/lamouche" "$build/tests/app/png_check" \
        "$build/tests/app/libenospc_shim.so" "$tmp/f" | grep -E "^(PASS|FAIL)"
    lang=en
    [ $game = bete ] && lang=fr
    # 1280 wide, 256 colours: small enough for the repository
    put() { convert "$tmp/f/shots-$1/$2.png" -resize 1280x -colors 256 "PNG8:$out/notice-$3-$lang.png"; }
    put damaged notice save-damaged
    put settings notice settings
    put stats notice stats
    put full notice disk-full
    put readonly question quit
    rm -rf "$tmp"
done
ls "$out"/notice-*
