#!/bin/sh
# The review of a hand in the real window (issue 43; tests/app/review.script), both games, both
# languages: the human plays its first hand, presses Review on the summary (the review is made on
# its own thread meanwhile), steps with Right, the Next button and Left, each step's words said on
# stdout as drawn ("review: deal 1, decision 2 of 3, card: You chose ..."), and Escape goes back to
# the summary; the same from the log's Review tab (F2, then log:review; La Mouche at 4 players). The
# hand's chips lost to choices go to the statistics file; the table's partial repaints are checked
# against whole ones throughout. Usage: review_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
export LAMOUCHE_NO_DIALOG=1 SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
command -v xvfb-run >/dev/null 2>&1 || { echo "xvfb-run not found: skipping"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$work" && sed 's/^click button:review$/key F2\nwait 300\nclick log:review/' "$src/tests/app/review.script" \
    >"$work/log.script" || exit 1
for run in mouche-en bete-en mouche-fr bete-fr mouche-en-log; do
    game=${run%%-*} lang=${run#*-} lang=${lang%-log} script=$src/tests/app/review.script
    dir=$work/$run
    rm -rf "$dir" && mkdir -p "$dir/save" || exit 1
    printf 'lang=%s\n' "$lang" >"$dir/save/settings.txt"
    players=6
    [ "$game" = bete ] && players=5
    case $run in *-log) players=4 script=$work/log.script ;; esac
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1280x800x24" "$app" --game "$game" \
        --save-dir "$dir/save" --fresh --seed 5 --players $players --hands 3 --speed 5 --size 1280x800 \
        --script "$script" --check-layer >"$dir/out" 2>"$dir/err" ||
        { cat "$dir/err"; fail "$run: the run"; }
    out=$dir/out
    n=$(sed -n 's/^review: open, deal 1, \([0-9]*\) decisions$/\1/p' "$out")
    [ -n "$n" ] && [ "$n" -ge 1 ] || { cat "$out"; fail "$run: Review on the summary did not open the hand's review"; }
    # the steps shown, in order: the first, Right, the Next button, Left (each within 1..n)
    steps=$(sed -n 's/^review: deal 1, decision \([0-9]*\) of '"$n"',.*/\1/p' "$out" | tr '\n' ' ')
    case $n in
    1) want="1 " ;;
    2) want="1 2 1 " ;;
    *) want="1 2 3 2 " ;;
    esac
    [ "$steps" = "$want" ] || { cat "$out"; fail "$run: the steps shown were '$steps', not '$want' ($n decisions)"; }
    if [ "$lang" = en ]; then said="You chose " hindsight="In hindsight, every card known"
    else said="Vous avez choisi " hindsight="Après coup, toutes les cartes connues"; fi
    lines=$(grep -c "^review: deal 1, decision [0-9]* of $n, [a-z]*\( (costly)\)\?: $said.*$hindsight" "$out")
    [ "$lines" -eq "$(echo "$want" | wc -w)" ] || { cat "$out"; fail "$run: a step's words are not the review's ($lang)"; }
    grep -q "^review: closed$" "$out" || fail "$run: Escape did not close the review"
    sed -n '/^review: closed$/,$p' "$out" | grep -q "^script: click button:next at .* (summary)$" ||
        { cat "$out"; fail "$run: Escape did not go back to the summary"; }
    grep -Eq "^layer check: [1-9][0-9]* partial repaints compared with whole ones, 0 differ$" "$out" ||
        fail "$run: the table's partial repaints differ from whole ones: $(grep '^layer check' "$out")"
    key=review_losses
    [ "$game" = bete ] && key=bete_review_losses
    grep -Eq "^$key=[0-9]+$" "$dir/save/stats.txt" ||
        { cat "$dir/save/stats.txt"; fail "$run: the hand's chips lost to choices are not in stats.txt ($key)"; }
    grep "^review: deal 1 ready" "$out"
    echo "ok: $run: $n decisions reviewed, stepped ($steps), back to the summary"
done
