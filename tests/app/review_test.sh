#!/bin/sh
# The review of a hand in the real window (issue 43; tests/app/review.script), both games, both
# languages: the human plays its first hand, presses Review on the summary (the review is made on
# its own thread meanwhile), steps with Right, the Next button and Left, each step's words said on
# stdout as drawn ("review: deal 1, decision 2 of 3, card: You chose ..."), and Escape goes back to
# the summary; the same from the log's Review tab (F2, then log:review; La Mouche at 4 players). The
# hand's chips lost to choices go to the statistics file; the table's partial repaints are checked
# against whole ones throughout. Then the hand's chips counted once across restarts (below).
# Usage: review_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
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

# A hand's review counts its chips lost once, kept with the statistics (counted_review), not with the
# window: (1) a hand played and reviewed, the window closed at its summary; (2) the window had closed
# before its review was counted (stats.txt without it): the resume counts it, once; (3) resumed again,
# Review on the summary and the log's Review of that hand of an earlier session count nothing again;
# (4) a hand the AI played (--autoplay) is not counted when resumed at its summary without it.
sed '/^label back$/,$d' "$src/tests/app/review.script" >"$work/played.script" || exit 1
printf 'label back\nquit\n' >>"$work/played.script"
cat >"$work/resumed.script" <<'S'
label top
await
if summary summary
wait 300
goto top
label summary
click button:review
label ready
wait 300
if review open
goto ready
label open
key Escape
wait 300
key F2
wait 300
click log:review
label again
wait 300
if review done
goto again
label done
key Escape
wait 300
quit
S
dir=$work/resume
rm -rf "$dir" && mkdir -p "$dir/save" || exit 1
printf 'lang=en\n' >"$dir/save/settings.txt"
# resume NAME SCRIPT [OPTION...]: the game in $dir/save, its output in $dir/NAME
resume() {
    name=$1 script=$2
    shift 2
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1280x800x24" "$app" --game mouche --save-dir "$dir/save" \
        --size 1280x800 --speed 5 --script "$script" "$@" >"$dir/$name.out" 2>"$dir/$name.err" ||
        { cat "$dir/$name.err"; fail "resume: $name: the run"; }
}
losses() { sed -n 's/^review_losses=//p' "$dir/save/stats.txt" | tr ',' ' ' | wc -w; }
resume played "$work/played.script" --fresh --seed 5 --players 4 --hands 3
[ "$(losses)" = 1 ] || { cat "$dir/save/stats.txt"; fail "resume: the hand played is not counted once"; }
grep -q "^counted_review=1$" "$dir/save/stats.txt" || fail "resume: the review's mark is not kept with the statistics"
sed -i '/^review_losses=/d; /^counted_review=/d' "$dir/save/stats.txt"
resume closed "$work/resumed.script"
grep -q "^resumed: hand" "$dir/closed.out" || fail "resume: the game was not resumed"
[ "$(grep -c '^review: deal 1 ready' "$dir/closed.out")" -ge 1 ] || fail "resume: no review of the hand after the resume"
[ "$(losses)" = 1 ] ||
    { cat "$dir/save/stats.txt"; fail "resume: a review not counted before the window closed is not counted once after"; }
cp "$dir/save/stats.txt" "$dir/stats.before"
resume again "$work/resumed.script"
grep -q "^review: open, deal 1" "$dir/again.out" || fail "resume: the log's review of the earlier session's hand did not open"
[ "$(grep -c '^review: open, deal 1' "$dir/again.out")" = 2 ] || { cat "$dir/again.out"; fail "resume: the summary's and the log's reviews were not both opened"; }
cmp -s "$dir/stats.before" "$dir/save/stats.txt" ||
    { diff "$dir/stats.before" "$dir/save/stats.txt"; fail "resume: a hand's review counted again after a restart or from the log"; }
rm -rf "$dir/save" && mkdir -p "$dir/save" && printf 'lang=en\n' >"$dir/save/settings.txt" || exit 1
xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1280x800x24" "$app" --game mouche --save-dir "$dir/save" \
    --fresh --seed 5 --players 4 --hands 3 --autoplay --speed 0 --quit-after-hands 1 >"$dir/auto.out" 2>&1 ||
    { tail "$dir/auto.out"; fail "resume: the autoplayed hand"; }
resume human "$work/resumed.script"
[ "$(losses)" = 0 ] || { cat "$dir/save/stats.txt"; fail "resume: a hand the AI played was counted as the player's"; }
echo "ok: a hand's review counted once: across a restart, from the summary and from the log; never the AI's hand"
