#!/bin/sh
# Practice mode in the real window (tests/app/practice.script): with practice on, the human
# stands, takes the stand back with Backspace at its next decision, is asked to declare again,
# and plays the hand out; the table shows "practice"; the hand and the game are not counted
# in the statistics; the save holds the game without the decision taken back (it resumes).
# Usage: practice_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
fresh_work save shots
for game in mouche bete; do
    rm -rf "$work/save" && mkdir -p "$work/save"
    printf 'practice=1\n' >"$work/save/settings.txt"
    if [ $game = mouche ]; then script=$src/tests/app/practice.script want="take back: deal 1, declare"
    else script=$work/bete_practice.script want="take back: deal [0-9]*, bid"
        # La Bete: bid to play at the first bid, take it back at the next decision, bid again, play on
        cat >"$script" <<'S'
label top
await
if bid b1
if curieuse c1
if play p1
goto top
label c1
click button:no-curieuse
goto top
label p1
click playable
goto top
label b1
tryclick button:play
tryclick button:contre
label w1
await
if bid back
if curieuse back
if play back
if summary top
goto w1
label back
wait 300
key BackSpace
wait 500
if bid b2
quit
label b2
key p
label loop
await
if summary done
if gameover done
if bid b3
if curieuse c2
if play p2
goto loop
label b3
key p
goto loop
label c2
click button:no-curieuse
goto loop
label p2
click playable
goto loop
label done
wait 300
quit
S
    fi
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" --game $game --script "$script" --speed 8 --seed 3 --players 4 \
        --hands 1 --save-dir "$work/save" --fresh --size 1280x800 --text-log "$work/$game.text" --screenshot "$work/shots" \
        >"$work/$game.out" 2>"$work/$game.err" || { cat "$work/$game.err"; fail "$game: exit status"; }
    grep -q "$want" "$work/$game.out" || { tail -20 "$work/$game.out"; fail "$game: nothing was taken back"; }
    grep -q "practice\|entraînement" "$work/$game.text" || fail "$game: the table does not say practice is on"
    grep -q "Your last decision is taken back" "$work/$game.text" || fail "$game: the take-back was not told"
    if [ -f "$work/save/stats.txt" ]; then
        grep -q "^\(bete_\)\{0,1\}\(hands\|deals\)=[1-9]" "$work/save/stats.txt" && fail "$game: a practice hand was counted"
        grep -q "^\(bete_\)\{0,1\}games=[1-9]" "$work/save/stats.txt" && fail "$game: a practice game was counted"
    fi
    echo "$game: taken back, not counted"
done
echo "practice: ok"
