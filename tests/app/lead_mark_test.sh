#!/bin/sh
# The card that led the trick is marked "led" on the table, in both games (second play-test: in
# La Bete nothing told who led). A hand of each at five players is played through real input; the
# text log (--text-log) must show the mark while a trick lies on the table, never twice in a frame.
# Usage: lead_mark_test.sh LAMOUCHE SCRIPT WORKDIR
app=$1 script=$2 work=$3
. "${0%/*}/lib.sh"
fresh_work
for game in mouche bete; do
    dir=$work/$game
    mkdir -p "$dir/save" "$dir/shots"
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1280x800x24" "$app" --save-dir "$dir/save" \
        --game "$game" --script "$script" --fresh --seed 5 --players 5 --hands 2 --speed 5 --size 1280x800 \
        --screenshot "$dir/shots" --text-log "$dir/text.log" >"$dir/out.txt" 2>&1 ||
        fail "$game: the run failed: $(tail -3 "$dir/out.txt")"
    grep -q "^script: click playable" "$dir/out.txt" || fail "$game: no card was played"
    # each frame's count of the mark: at least one frame shows it, none shows two
    awk '/^frame /{ if (n > most) most = n; n = 0 } $1 == "text" && NF == 11 && $NF == "led" { n++; seen++ }
         END { if (n > most) most = n; printf "%d %d\n", seen, most }' "$dir/text.log" >"$dir/count.txt"
    read -r seen most <"$dir/count.txt"
    [ "$seen" -gt 0 ] || fail "$game: no card of a trick was marked as led"
    [ "$most" -le 1 ] || fail "$game: $most cards marked as led in one frame"
    echo "$game: the lead marked in $seen drawings, once a frame at most"
done
