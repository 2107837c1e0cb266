#!/bin/sh
# A game controller plays the whole game (issue 42, "beyond the anchors"): pad_game.script plugs SDL's
# virtual controller into the real app and plays from the title to a hand's summary with its buttons
# alone, in both games; the footer and the title name the controller's buttons while it is used, the
# keys again once the keyboard is; its coming and going are told in the banner.
# Every string drawn fits its box and is of the window's language (i18n_check log).
# Usage: pad_test.sh LAMOUCHE SOURCE_DIR WORKDIR I18N_CHECK
app=$1 src=$2 work=$3 i18n_check=$4
. "${0%/*}/lib.sh"
pad_footer='Log (LB)'
key_footer='Log (F2)'
for game in mouche bete; do
    dir=$work/$game
    rm -rf "$dir" && mkdir -p "$dir/save" "$dir/shots" || exit 1
    # (a bound: the script waits for the banner, which an app without controllers never shows)
    timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" "$app" --game "$game" --save-dir "$dir/save" --fresh --seed 7 \
        --speed 4 --size 1280x800 --script "$src/tests/app/pad_game.script" --screenshot "$dir/shots" \
        --text-log "$dir/text.log" >"$dir/out" 2>"$dir/err"
    rc=$?
    out=$dir/out text=$dir/text.log
    grep -q "^notice text: Game controller connected (Script controller)" "$out" ||
        { cat "$dir/err"; fail "$game: the controller plugged in was not told in the banner"; }
    [ $rc -eq 0 ] || { cat "$dir/err"; fail "$game: the run (exit status $rc)"; }
    grep -q "^script: pad a (play)" "$out" || fail "$game: no card was played with the controller"
    grep -q "^script: pad a (summary)" "$out" || fail "$game: the controller did not reach the hand's summary"
    over=hand
    [ "$game" = bete ] && over=deal
    grep -q "^$over 1 over" "$out" || fail "$game: the hand of this game did not end (the stick's noise changed the game?)"
    grep -q " D-pad left/right: change game\$" "$text" || fail "$game: the title did not name the d-pad"
    grep -q " LB or B closes the log.\$" "$text" || fail "$game: the log opened with LB did not name LB and B"
    # the footer drawn last before the summary showed, and the last of all (the keyboard again)
    awk -v pad="$pad_footer" -v key="$key_footer" -v game="$game" '
        / summary$/ && /^frame / && !seen { seen = 1; at_summary = last }
        index($0, pad) { last = "pad" }
        index($0, key) { last = "key" }
        END {
            if (at_summary != "pad") { print "FAIL: " game ": the summary showed the footer of the keys (" at_summary ")"; exit 1 }
            if (last != "key") { print "FAIL: " game ": the keyboard used again, the footer still names the controller"; exit 1 }
        }' "$text" || exit 1
    grep -q "^notice text: Game controller disconnected (Script controller)" "$out" ||
        fail "$game: the controller unplugged was not told in the banner"
    "$i18n_check" log "$text" >"$dir/i18n.txt" || { grep FAIL "$dir/i18n.txt"; fail "$game: the strings drawn"; }
    echo "ok: $game: played with the controller from the title to the summary"
done
