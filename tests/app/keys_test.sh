#!/bin/sh
# No move by accident, and a way back (issue 42, finding 1), in the real window: a stray Right
# arrow then Space at "fold, exchange or stand" does not fold; J in English La Bête does not bid;
# the player's own last move is taken back (Backspace, Ctrl+Z) while nothing new was shown since,
# and refused in words otherwise; Escape asks before leaving a hand (Stay keeps it, Enter on
# Leave goes); the footer's buttons (rules, last trick, log) and a click on a pile of tricks do
# what their keys do; Space, which skips animations, never presses a summary's Next (Enter does).
# Usage: keys_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
fresh_work
# run NAME GAME SPEED: the script $work/NAME.script on a fresh table (seed 5 or $seed, 4 players, English)
run() {
    rm -rf "$work/$1.save" && mkdir -p "$work/$1.save"
    xvfb-run -a -s "-screen 0 1280x800x24" "$app" --game "$2" --script "$work/$1.script" --speed "$3" --seed "${seed:-5}" \
        --players 4 --hands 1 --save-dir "$work/$1.save" --fresh --size 1280x800 --text-log "$work/$1.text" \
        >"$work/$1.out" 2>"$work/$1.err" || { cat "$work/$1.err"; fail "$1: exit status"; }
}
# the script's lines that lead to the first decision named $1 (the others answered on the way, by
# their keys where they have one)
to_first() { answers_until "$1" declare 'key s' trump 'key h' bid 'key p'; }
# play NAME GAME SPEED DECISION [LINE...]: run NAME, its script the way to the first DECISION, then
# the LINEs (none given: stdin's)
play() {
    name=$1 game=$2 speed=$3 decision=$4
    shift 4
    { to_first "$decision"; if [ $# -gt 0 ]; then printf '%s\n' "$@"; else cat; fi; } >"$work/$name.script" || exit 1
    run "$name" "$game" "$speed"
}
# asked_again NAME DECISION: the script's F3 (a key of nothing) was pressed with DECISION still asked
asked_again() { grep -q "^script: key F3 ($2)" "$work/$1.out"; }

# 1. Right then Space at the first declaration: the focus went to Fold, and Space folded
play stray mouche 4 declare 'key Right' 'key space' 'wait 400' 'key F3' 'wait 200' quit
asked_again stray declare || fail "Right then Space at the declaration made a move"
echo "ok: Right then Space does not fold"

# 2. J at La Bête's first bid, in English: a letter of no English button
play betej bete 4 bid 'key j' 'wait 400' 'key F3' 'wait 200' quit
asked_again betej bid || fail "J bid in English La Bete"
echo "ok: J does not bid in English"

# 3. Take back outside Practice: nothing yet; the stand taken back at once (Backspace pressed before
# the table's next frame, whatever the machine's pace: "keys"), again by the Take back button half a
# second later (a person's move of the mouse to it: the next seat speaks ~1.5 s after a stand); the
# stand again, and once the player's next decision shows (the other seats' moves seen), refused (Ctrl+Z)
play undo mouche 1 declare <<'S'
key BackSpace
wait 300
keys s BackSpace
wait 300
await
key F3
key s
wait 500
click button:take-back
wait 300
await
key F3
key s
label w
await
if declare w2
goto late
label w2
wait 200
goto w
label late
wait 300
key ctrl+z
wait 500
key F3
wait 200
quit
S
grep -q "Nothing to take back: you have made no move" "$work/undo.text" || fail "no move yet: the refusal is not said"
[ "$(grep -c '^take back: deal 1, declare' "$work/undo.out")" = 2 ] ||
    { grep "take back\|script:" "$work/undo.out"; fail "the stand was not taken back by Backspace, then by the button"; }
asked_again undo declare || fail "after the take-back the declaration is not asked again"
grep -q "Too late to take back: something new was shown" "$work/undo.text" || fail "a late take-back is not refused in words"
grep -q "Practice (Settings › Practice) takes back further" "$work/undo.text" ||
    fail "the late take-back's refusal names Practice without saying where it is (Settings)"
echo "ok: take back allowed at once (key and button), refused in words with nothing to take back and once others moved"

# 4. La Bête: the bid taken back at once (Ctrl+Z), outside Practice
play beteundo bete 1 bid 'key p' 'key ctrl+z' 'wait 300' await 'key F3' 'wait 200' quit
grep -q "^take back: deal [0-9]*, bid" "$work/beteundo.out" || fail "La Bete: the bid was not taken back"
echo "ok: La Bete's bid taken back"

# 5. Escape asks before leaving: Stay keeps the hand, Escape then L (Leave) goes to the title (Enter there
# presses Stay, the focused answer: app_test.sh press)
play escape mouche 4 declare <<'S'
key Escape
wait 300
key F3
wait 300
key s
wait 200
key F3
wait 300
key Escape
wait 200
key l
wait 500
quit
S
grep -q "Leave this hand? The game is saved." "$work/escape.text" || fail "Escape did not ask before leaving"
grep -q "^script: key s (declare)" "$work/escape.out" || fail "Escape left the table at once"
[ "$(grep -c '^script: key F3 (declare)' "$work/escape.out")" = 2 ] || fail "Stay did not keep the hand"
grep -q "^frame en title" "$work/escape.text" || fail "Leave did not go to the title"
echo "ok: Escape asks; Stay stays; Leave leaves"

# 6. The footer's buttons and a pile of tricks, clicked: the rules, the last trick, the log
play foot mouche 4 play <<'S'
move foot:rules
wait 300
click foot:rules
wait 400
click foot:rules
wait 300
click foot:log
wait 400
click foot:log
wait 300
label again
click playable
wait 300
await
if play more
goto again
label more
tryclick pile:0
tryclick pile:1
tryclick pile:2
tryclick pile:3
wait 400
click foot:last
wait 400
quit
S
grep -q "^script: click foot:rules" "$work/foot.out" || fail "no rules button in the footer"
grep -q "Rules (R)" "$work/foot.text" || fail "the footer's rules button is not drawn"
# the card on the screen, not only in the table's state: a click drew no frame before (second play-test)
grep -q "La Mouche in short" "$work/foot.text" || fail "a click on the footer's Rules showed no rules card"
for what in "rules: shown" "rules: put away" "log: shown" "log: put away"; do
    grep -q "^$what" "$work/foot.out" || fail "the footer's button did not do it: $what"
done
[ "$(grep -c '^last trick: ' "$work/foot.out")" = 2 ] || { grep "last trick\|pile" "$work/foot.out"; fail "a click on a pile of tricks, then the footer's Last trick, did not show then put away the last trick"; }
grep -q "^script: click pile:" "$work/foot.out" || fail "no pile of tricks was clicked"
echo "ok: the footer's buttons and a pile of tricks do what R, L and F2 do"

# 7. A button that comes up under a still pointer takes no click meant for the one there before
# (second play-test): the pointer on Take back after a stand, a seat asks "do you have the mouche?"
# (seed 7), and Lanturlu! comes up where Take back was; a click there, the pointer not moved,
# answers nothing; moved away and back, the pointer's click answers
seed=7 play appear mouche 1 declare <<'S'
key s
wait 400
move button:take-back
wait 200
await
if answer asked
quit
label asked
click pointer
wait 500
key F3
move xy:5,5
wait 200
click button:answer-evasive
wait 500
key F4
wait 200
quit
S
grep -q "^script: click pointer at .* (answer)" "$work/appear.out" || fail "no question came up under the pointer on Take back"
asked_again appear answer || fail "a click meant for Take back answered the question"
grep -q "^click: 42 came up under the pointer, not taken" "$work/appear.out" || fail "the click was not refused as one meant for Take back"
grep -q "^script: key F4 (answer)" "$work/appear.out" && fail "the click on Lanturlu!, the pointer moved to it, did not answer"
echo "ok: a button that came up under a still pointer takes no click; moved to, it does"

# 8. Space skips animations and never presses a summary's Next (second play-test; s59's 6: Space tapped
# through the last trick skipped a whole summary): Space pressed as the player's last card goes and held
# (the system's repeats) leaves the summary up, and so do fresh Spaces once it is drawn; Enter closes it
# (the last hand: the standings come); Space does nothing there either; Enter held opens New game's
# panel and its repeats do not start a game; a fresh Enter does. The same in La Bete.
hurry() {
    play "$1" "$2" 1 play <<'S'
label again
click playable
hold space
label held
if play next
if summary up
repeat space
wait 80
goto held
label next
release space
goto again
label up
repeat space
wait 150
repeat space
wait 150
repeat space
wait 300
key F3
release space
wait 100
key space
wait 300
key space
wait 300
key F7
key Return
wait 300
key F4
key space
wait 300
key space
wait 300
key F8
hold Return
wait 300
repeat Return
wait 150
repeat Return
wait 300
release Return
wait 100
key F6
key Return
wait 500
key F5
quit
S
    grep -q "^script: repeat space (summary)" "$work/$1.out" || fail "$2: no Space repeat reached the summary"
    grep -q "^script: key F3 (summary)" "$work/$1.out" ||
        { grep "^script: [krh]" "$work/$1.out" | tail -12; fail "$2: Space held to hurry the last trick closed the summary unseen"; }
    grep -q "^script: key F7 (summary)" "$work/$1.out" ||
        { grep "^script: [krh]" "$work/$1.out" | tail -8; fail "$2: a fresh Space on the summary pressed its Next"; }
    grep -q "^script: key F4 (gameover)" "$work/$1.out" ||
        { grep "^script: [krh]" "$work/$1.out" | tail -8; fail "$2: Enter did not close the summary"; }
    grep -q "^script: key F8 (gameover)" "$work/$1.out" ||
        { grep "^script: [krh]" "$work/$1.out" | tail -8; fail "$2: Space on the standings started a new game"; }
    grep -q "^script: key F6 (gameover)" "$work/$1.out" ||
        fail "$2: Enter held on the standings, opening New game's panel, started a game by its repeats"
    grep -q "^script: key F5 (gameover)" "$work/$1.out" &&
        fail "$2: a fresh Enter on New game's panel (opened by Enter on the standings) did not start a new game"
    echo "ok: $2: Space leaves the summary up (held from the last trick, or fresh); Enter closes it"
}
hurry hurry mouche
seed=2 hurry hurrybete bete # seed 2: a bid is made, and the deal played
# 9. The guided game takes no move back (s59's 2): Ctrl+Z after the stand, the stand's steps still in the
# air, says so in words, not "you have made no move" (its moves are never watched for a take-back); the
# words stay while the other seats move on (s59's 33: the next seat's move took them away at once); and no
# seat is said to be thinking while a note waits to be read
cat >"$work/guide.script" <<'S'
label top
await
if guide mark
if declare d
goto top
label mark
click guide:next
wait 200
goto top
label d
key s
key ctrl+z
wait 300
key F3
quit
S
rm -rf "$work/guide.save" && mkdir -p "$work/guide.save" && printf 'lang=en\nno_sound_told=1\n' >"$work/guide.save/settings.txt"
xvfb-run -a -s "-screen 0 1280x800x24" "$app" --guide --script "$work/guide.script" --speed 4 --save-dir "$work/guide.save" \
    --size 1280x800 --text-log "$work/guide.text" >"$work/guide.out" 2>"$work/guide.err" || { cat "$work/guide.err"; fail "guide: exit status"; }
grep -q "^script: key ctrl+z" "$work/guide.out" || fail "guide: the stand was not made, nor Ctrl+Z pressed"
grep -q "you have made no move" "$work/guide.text" && fail "guide: the refusal says no move was made, after a stand"
grep -q "No take-back in Learn to play" "$work/guide.text" || fail "guide: Ctrl+Z is not refused in words that say why"
# (s59's 22) no seat "is thinking" while a note is up: the table waits for the player to read it
awk '$1 == "frame" { note = $4 == "guide" } note && /is thinking/ { found = 1 } END { exit !found }' "$work/guide.text" &&
    fail "guide: a seat is said to be thinking while the table waits for a note to be read"
echo "ok: the guided game's take-back refused in true words; nobody thinks while a note is up"
echo "keys: ok"
