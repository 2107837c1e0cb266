#!/bin/sh
# La Bête's passed deals in words a new player reads (issue 42, play-test 55, B10/B8): at the game's
# last deal the summary promises no next deal ("the stakes stay" said of a deal that ends the game),
# and the summary and the standings say where the chips left on the table go: to no one, as the
# rules decide (docs/rules-bete.md, section 8). And a deal everybody passed, the most frequent at five
# (B9: four deals in six), says that it is common and what it does: the next deal is worth more.
# Five players pass every bid in these seeds.
# Usage: bete_pass_test.sh LAMOUCHE WORKDIR
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
# the player passes (and asks no Curieuse), plays a card when one is asked, and goes on from each
# summary to the standings
{ ANSWERS_ALSO="gameover over" answers_until summary; printf 'wait 300\nclick button:next\ngoto top\nlabel over\nwait 300\nquit\n'; } \
    >"$work/pass.script"
# run NAME SEED DEALS LANG TEXT_SIZE WxH: a game of 5 players
run() {
    mkdir -p "$work/$1" && printf 'lang=%s\nno_sound_told=1\ntext_size=%s\n' "$4" "$5" >"$work/$1/settings.txt"
    xvfb-run -a -s "-screen 0 ${6}x24" "$app" --game bete --script "$work/pass.script" --speed 8 --seed "$2" \
        --players 5 --hands "$3" --save-dir "$work/$1" --fresh --size "$6" --text-log "$work/$1.text" \
        >"$work/$1.out" 2>&1 || { tail "$work/$1.out"; fail "$1: exit status"; }
    grep -q "^frame $4 bete summary" "$work/$1.text" || fail "$1: no summary was shown"
    grep -q "^frame $4 bete gameover" "$work/$1.text" || fail "$1: the standings were not shown"
}
# the strings of the frames of one kind (summary, gameover) in a text log
said() { awk -v k="$2" '$1 == "frame" { on = $4 == k } on && $1 == "text"' "$1" | cut -d' ' -f11-; }

# seed 1: the one deal, the last, is passed by all five
run last 1 1 en 100 1280x800
for kind in summary gameover; do
    said "$work/last.text" $kind | grep -q "stakes stay" &&
        fail "the last deal's $kind says the stakes stay, as if a deal followed: $(said "$work/last.text" $kind | grep 'stakes stay' | sort -u)"
    said "$work/last.text" $kind | grep -q "^Everybody passed, and the game ends here: nobody wins the stakes" ||
        fail "the last deal's $kind does not say the game ends with it"
    said "$work/last.text" $kind | grep -q "^Left on the table: " || fail "the $kind does not say what is left on the table"
    said "$work/last.text" $kind | grep -q "would be won in a next deal, so they go to no one" ||
        fail "the $kind does not say where the chips left on the table go"
done
# the King of trumps was dealt (seed 1): its stake taken, the new chips staked at once are said to be
# for no deal (issue 42: "Each player puts a new chip on the dish for the King." on the last deal)
said "$work/last.text" summary | grep -q "^Each player puts a new chip on the dish for the King\.$" &&
    fail "the last deal's summary stakes the King's new chips as if a deal followed"
said "$work/last.text" summary | grep -q "^Each player puts a new chip on the dish for the King, though no deal follows" ||
    fail "the last deal's summary does not say that no deal follows to win the King's new chips"
echo "ok: the last deal promises no next one, and the chips left go to no one, said"
# seed 1 again, two deals: the first, passed, is not the last one
run two 1 2 en 100 1280x800
said "$work/two.text" summary | grep -q "^Everybody passed, as often happens: the stakes stay, and the next deal is worth more\.$" ||
    { said "$work/two.text" summary | grep -i "passed" | sort -u; fail "a passed deal does not say it is common and what it does"; }
said "$work/two.text" summary | grep -q "^Each player puts a new chip on the dish for the King\.$" ||
    fail "the first of two deals does not say the King's new chips are staked"
echo "ok: a passed deal says it is common, and that the next deal is worth more"
# in French at 150 % in a 1024x640 window the longer line is cut in two rather than shrunk
run fr150two 1 2 fr 150 1024x640
said "$work/fr150two.text" summary | grep -q "^Tous ont passé, comme souvent : les enjeux$" &&
    said "$work/fr150two.text" summary | grep -q "^restent, et la donne suivante vaudra plus\.$" ||
    { said "$work/fr150two.text" summary | grep "Tous" | sort -u; fail "the French passed deal's line is not cut in two"; }
# French at 150 % in a 1024x640 window: the same, the long line cut in two rather than shrunk
run fr150 1 1 fr 150 1024x640
said "$work/fr150.text" gameover | grep -q "restent" && fail "the French standings say the stakes stay"
said "$work/fr150.text" gameover | grep -q "ne vont à personne\.$" ||
    { said "$work/fr150.text" gameover | sort -u; fail "the French standings do not say the chips go to no one"; }
echo "bete_pass: ok"
