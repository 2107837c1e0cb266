#!/bin/sh
# The player's folders (XDG): settings under $XDG_CONFIG_HOME/lamouche, saves and statistics under
# $XDG_DATA_HOME/lamouche; the files of the earlier versions' folder ($XDG_DATA_HOME/lamouche/lamouche)
# moved over at the first start, said once in the window, in the player's language; nothing lost when
# a move was cut (a copy left beside its new place, a file in both places), killed at any moment, or
# when two windows start at once. Usage: xdg_move_test.sh LAMOUCHE WORKDIR
# Exit 77 (skipped) only when xvfb-run is absent.
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
printf 'wait 300\nquit\n' >"$work/quit.script"
# x HOME COMMAND...: under its own X server, with HOME and no XDG variable (their defaults)
x() {
    home=$1
    shift
    env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME="$home" timeout -k 10 600 \
        xvfb-run -a -n 99 -s "-screen 0 1280x800x24" "$@"
}
start() { # start HOME NAME: one start on the saved game, quitting from its table; NAME.out, NAME.err
    x "$1" "$app" --script "$work/quit.script" >"$work/$2.out" 2>"$work/$2.err" || {
        cat "$work/$2.err"; fail "$2: exit status $?"; }
}

# 1. a first start: each file in its XDG folder, nothing in the earlier one
h=$work/seed
x "$h" "$app" --fresh --autoplay --speed 0 --hands 3 --quit-after-hands 1 >/dev/null 2>&1 || fail "seed game: exit $?"
x "$h" "$app" --game bete --fresh --autoplay --speed 0 --hands 3 --quit-after-hands 1 >/dev/null 2>&1 ||
    fail "seed bete game: exit $?"
for f in .config/lamouche/settings.txt .config/lamouche/renderer.txt .local/share/lamouche/stats.txt \
         .local/share/lamouche/game.sav .local/share/lamouche/bete.save; do
    [ -f "$h/$f" ] || fail "a first start wrote no ~/$f"
done
[ ! -e "$h/.local/share/lamouche/lamouche" ] || fail "a first start made the earlier versions' folder"
[ ! -e "$h/.local/share/lamouche/settings.txt" ] || fail "the settings are in the data folder"
sed -i 's/^lang=.*/lang=fr/; s/^game=.*/game=mouche/' "$h/.config/lamouche/settings.txt"

# old_layout HOME: the seed's files where earlier versions kept them, with saved hands, a damaged
# file kept aside and a file of the player's own
old_layout() {
    old=$1/.local/share/lamouche/lamouche
    mkdir -p "$old/hands"
    cp "$h/.config/lamouche/settings.txt" "$h/.local/share/lamouche/stats.txt" "$h/.local/share/lamouche/game.sav" \
       "$h/.local/share/lamouche/bete.save" "$old/"
    for f in game.sav.ai bete.save.ai; do [ ! -f "$h/.local/share/lamouche/$f" ] || cp "$h/.local/share/lamouche/$f" "$old/"; done
    i=0
    while [ $i -lt "${2:-3}" ]; do echo "hand $i of $1" >"$old/hands/hand-$i.jsonl"; i=$((i + 1)); done
    echo "damaged $1" >"$old/stats.txt.corrupt-1700000000"
    echo "the player's own" >"$old/notes.txt"
    (cd "$old" && find . -type f ! -name settings.txt ! -name notes.txt ! -name 'game.sav*' | sort | xargs md5sum) >"$1.sums"
}
# moved HOME: every file in its new place, with its bytes; the old folder holds only the player's own
moved() {
    new=$1/.local/share/lamouche old=$1/.local/share/lamouche/lamouche
    (cd "$new" && md5sum -c --quiet "$1.sums") || fail "$1: a file is missing or changed in $new"
    grep -q '^lang=fr$' "$1/.config/lamouche/settings.txt" || fail "$1: the settings were not moved"
    [ -f "$new/game.sav" ] || fail "$1: the save was not moved"
    [ "$(cd "$old" && find . -type f | sort | tr '\n' ' ')" = "./notes.txt " ] ||
        fail "$1: the old folder holds $(cd "$old" && find . -type f | tr '\n' ' ')"
    [ -z "$(find "$1" -name '*.tmp-*')" ] || fail "$1: temporaries left: $(find "$1" -name '*.tmp-*')"
}

# 2. the move at the first start: said once, in the player's language; the game resumed from its new place
h2=$work/move
old_layout "$h2"
start "$h2" move1
moved "$h2"
grep -q "^resumed: hand" "$work/move1.out" || fail "the moved game was not resumed"
grep -Eq "(lamouche|notice text): .*Vos réglages sont désormais dans $h2/.config/lamouche" "$work/move1.err" ||
    fail "the move was not told (in French): $(grep 'notice text' "$work/move1.err")"
start "$h2" move2
! grep -q "désormais" "$work/move2.err" || fail "the move was told again at the next start"

# 3. moves cut before: a copy left beside its new place (before its rename), a file in both places
# (after its rename, before the old one was removed); and a different file of that name already there
h3=$work/cut
old_layout "$h3"
mkdir -p "$h3/.config/lamouche" "$h3/.local/share/lamouche"
head -c 20 "$h/.config/lamouche/settings.txt" >"$h3/.config/lamouche/settings.txt.tmp-AbC123"
cp "$h3/.local/share/lamouche/lamouche/stats.txt" "$h3/.local/share/lamouche/stats.txt"
start "$h3" cut
moved "$h3"
h4=$work/both
old_layout "$h4"
mkdir -p "$h4/.local/share/lamouche"
echo "another" >"$h4/.local/share/lamouche/bete.save"
start "$h4" both
[ -f "$h4/.local/share/lamouche/lamouche/bete.save" ] || fail "a file differing from the new one was not kept"
grep -Eq "(lamouche|notice text): .*Des fichiers \\(1\\) restent dans $h4/.local/share/lamouche/lamouche" "$work/both.err" ||
    fail "the file left was not told: $(grep 'notice text' "$work/both.err")"

# 4. killed at any moment (-9, nothing to clean up): every file whole in one place or the other
h5=$work/kill
old_layout "$h5" 300
(cd "$h5/.local/share/lamouche/lamouche" && find . -type f ! -name settings.txt ! -name 'game.sav*' ! -name notes.txt | sort) >"$work/kill.files"
for delay in 0.3 0.5 0.7 0.9 1.2 1.6 2 3; do
    x "$h5" sh -c '"$1" --script "$2" >/dev/null 2>&1 & pid=$!; sleep "$3"; kill -9 $pid 2>/dev/null; wait $pid' sh \
        "$app" "$work/quit.script" "$delay"
    while read -r f; do
        want=$(grep " $f\$" "$h5.sums" | cut -d' ' -f1)
        got_old=$(cat "$h5/.local/share/lamouche/lamouche/$f" 2>/dev/null | md5sum | cut -d' ' -f1)
        got_new=$(cat "$h5/.local/share/lamouche/$f" 2>/dev/null | md5sum | cut -d' ' -f1)
        [ "$got_old" = "$want" ] || [ "$got_new" = "$want" ] || fail "killed after ${delay}s: $f is whole in neither place"
    done <"$work/kill.files"
    echo "killed after ${delay}s: $(find "$h5/.local/share/lamouche/lamouche" -type f 2>/dev/null | wc -l) files in the old folder"
    [ -f "$h5/.local/share/lamouche/lamouche/settings.txt" ] || [ -f "$h5/.config/lamouche/settings.txt" ] ||
        fail "killed after ${delay}s: the settings are in neither place"
done
start "$h5" kill-end
moved "$h5"

# 5. two windows at once on the earlier folder: one moves, the other saves nothing; nothing lost
h6=$work/two
old_layout "$h6"
x "$h6" sh -c '"$1" --script "$2" >"$3.a" 2>&1 & a=$!; "$1" --script "$2" >"$3.b" 2>&1 & b=$!; wait $a && wait $b' sh \
    "$app" "$work/quit.script" "$work/two" || fail "two windows: an exit status was not 0"
moved "$h6"
[ "$(cat "$work/two.a" "$work/two.b" | grep -Ec "lamouche: .*désormais dans")" -ge 1 ] || fail "two windows: the move was not told"
echo "PASS: xdg_move"
