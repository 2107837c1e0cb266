#!/bin/sh
# A hint asked, then the window closed before the deal's end: the statistics count it at the next
# start (issue 42, finding 8: it was counted in memory only, and lost unless the deal ended), in
# both games; a hint asked in the guided deal is not counted, as its deals are not (it was).
# Usage: hint_count_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
for game in mouche bete; do
    dir=$work/$game
    rm -rf "$dir" && mkdir -p "$dir" || exit 1
    xvfb-run -a -s "-screen 0 1280x800x24" "$app" --game "$game" --save-dir "$dir" --fresh --speed 4 --seed 3 \
        --script "$src/tests/app/hint_count.script" >"$dir/out" 2>"$dir/err" || { cat "$dir/err"; fail "$game: the run"; }
    key=hints
    [ "$game" = bete ] && key=bete_hints
    grep -q "^$key=1\$" "$dir/stats.txt" 2>/dev/null ||
        { cat "$dir/stats.txt" 2>/dev/null; fail "$game: a hint asked before the window closed is not in stats.txt ($key=1)"; }
    echo "ok: $game: the hint is counted though the deal did not end"
    # the guided deal is not the player's: neither its deals nor a hint asked in it are counted
    rm -rf "$dir" && mkdir -p "$dir" || exit 1
    printf 'lang=en\n' >"$dir/settings.txt"
    xvfb-run -a -s "-screen 0 1280x800x24" "$app" --game "$game" --save-dir "$dir" --guide --speed 4 \
        --script "$src/tests/app/hint_guide.script" --text-log "$dir/text.log" >"$dir/out" 2>"$dir/err" ||
        { cat "$dir/err"; fail "$game: the guided run"; }
    grep -q " Hint: " "$dir/text.log" || { tail -n 20 "$dir/out"; fail "$game: no hint was given in the guided deal"; }
    ! grep -q "^$key=[1-9]" "$dir/stats.txt" 2>/dev/null ||
        { cat "$dir/stats.txt"; fail "$game: a hint asked in the guided deal is counted ($key)"; }
    echo "ok: $game: a hint asked in the guided deal is not counted"
done
