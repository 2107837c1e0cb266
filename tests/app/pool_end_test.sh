#!/bin/sh
# The chips left in the pool at the game's end, said with why (second play-test: "10 chips stay in
# the pool, won by no one" after a player had just paid them in, unexplained): the last hand's
# summary and the standings say the pool's chips would be won in a next hand; a pool the tricks
# shared whole is said so (not "0 chips stay"); in French at 150 % in a 1024x640 window the long
# line is cut in two rather than shrunk. Usage: pool_end_test.sh LAMOUCHE WORKDIR
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
# one hand to its summary (every decision answered by its button), then the standings
{ answers_until summary; printf 'wait 300\nclick button:next\nwait 500\nquit\n'; } >"$work/hand.script"
# run NAME SEED LANG TEXT_SIZE WxH: a one-hand game of 4 players
run() {
    mkdir -p "$work/$1" && printf 'lang=%s\nno_sound_told=1\ntext_size=%s\n' "$3" "$4" >"$work/$1/settings.txt"
    xvfb-run -a -s "-screen 0 ${5}x24" "$app" --game mouche --script "$work/hand.script" --speed 8 --seed "$2" \
        --players 4 --hands 1 --save-dir "$work/$1" --fresh --size "$5" --text-log "$work/$1.text" \
        >"$work/$1.out" 2>&1 || { tail "$work/$1.out"; fail "$1: exit status"; }
    grep -q "^script: click button:next" "$work/$1.out" || fail "$1: the summary was not reached"
}
# seed 1: five tricks share the pool; seed 4: the player makes the mouche, 5 chips stay
run shared 1 en 100 1280x800
grep -q "The game ends here: the whole pool was won, no chip stays in it" "$work/shared.text" ||
    fail "a pool shared whole is not said so"
grep -q "here: 0 chip" "$work/shared.text" && fail "a pool shared whole is said as 0 chips staying"
run left 4 en 100 1280x800
grep -q "in the pool" "$work/left.text" && grep -q "would be won in a next hand, so they go to no one" "$work/left.text" ||
    fail "the chips left in the pool are not explained"
grep -q "^frame en table gameover" "$work/left.text" || fail "the standings were not shown"
echo "ok: the pool at the game's end is explained, shared whole or left"
run fr150 4 fr 150 1024x640
grep -q "La partie s'arrête là : les 5 jetons de la corbeille se$" "$work/fr150.text" ||
    { grep "La partie" "$work/fr150.text" | sort -u; fail "the French line at 150 % is not cut in two"; }
grep -q " joueraient à une donne suivante, ils ne vont à personne$" "$work/fr150.text" ||
    fail "the French line's second half is not drawn"
echo "ok: the long line is cut in two at 150 %"
echo "pool_end: ok"
