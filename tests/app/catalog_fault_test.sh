#!/bin/sh
# A damaged or missing German catalogue, the player's language being German: the real game under
# Xvfb says so in the window's banner (the file and why, in English, since German cannot be read),
# plays on in English, and loses nothing (the settings still say German, for the next start).
# Usage: catalog_fault_test.sh LAMOUCHE PNG_CHECK BUILD_DATA_DIR WORKDIR. Exit 77 without xvfb-run.
app=$1 check=$2 data=$3 work=$4
. "${0%/*}/lib.sh"
export SDL_AUDIODRIVER=dummy # a sound device: the only notice is the catalogue's
case $(realpath -m "$work") in /tmp/*|/work/*|/home/*|/root/*|*/build/*) ;; *) echo "refusing to work in $work"; exit 1 ;; esac
fresh_work
work=$(realpath "$work")
W=1280 H=800
printf 'await notice\nwait 200\nshot notice\nclick notice:ok\nwait 300\ntryclick notice:ok\nwait 300\nshot clear\nquit\n' \
    >"$work/notice.script"

# run NAME: the game on its own data folder (the build's fonts and pictures, its own locale tree)
run() {
    name=$1
    mkdir -p "$work/$name/save" "$work/$name/shots"
    printf 'lang=de\n' >"$work/$name/save/settings.txt"
    LAMOUCHE_DATA_DIR="$work/$name/data" xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" \
        --save-dir "$work/$name/save" --size ${W}x$H --screenshot "$work/$name/shots" --script "$work/notice.script" \
        --text-log "$work/$name/text.log" >"$work/$name.out" 2>"$work/$name.err" ||
        { cat "$work/$name.out" "$work/$name.err"; fail "$name: exit status"; }
}

# told NAME PHRASE: the banner said PHRASE in the frame, was gone once dismissed; the screen English
told() {
    grep -q -- "$2" "$work/$1.out" "$work/$1.err" ||
        { cat "$work/$1.out" "$work/$1.err"; fail "$1: the notice does not say '$2'"; }
    rect=$(awk '/^notice shown:/ { r = $3 " " $4 " " $5 " " $6 } /^script: click notice:ok/ { print r; exit }' "$work/$1.out")
    [ -n "$rect" ] || fail "$1: no banner was drawn before it was dismissed"
    # shellcheck disable=SC2086
    "$check" "$work/$1/shots/notice.png" $W $H --notice $rect || fail "$1: the banner is not in the frame"
    # shellcheck disable=SC2086
    "$check" "$work/$1/shots/clear.png" $W $H --clear $rect || fail "$1: the banner stayed after OK"
    grep -q " Pool$" "$work/$1/text.log" && grep -q " chips$" "$work/$1/text.log" || fail "$1: the table is not in English"
    grep -q "^lang=de$" "$work/$1/save/settings.txt" || fail "$1: the settings lost the language"
    echo "$1: told at $rect, the game in English"
}

for name in damaged missing; do
    mkdir -p "$work/$name/data/locale/de/LC_MESSAGES"
    ln -s "$data/fonts" "$data/assets" "$work/$name/data/"
    ln -s "$data/locale/fr" "$work/$name/data/locale/fr"
done
# a file of the right name that is no catalogue (the magic number, then nonsense)
printf '\336\022\004\225 this is not a catalogue, but it is long enough to be read' \
    >"$work/damaged/data/locale/de/LC_MESSAGES/lamouche.mo"
run damaged
told damaged "The translation .*lamouche.mo could not be read (damaged, or not a catalogue): the game speaks English."
run missing
told missing "The translation .*lamouche.mo could not be read (a file or folder on the way does not exist)"
echo "catalogue faults: told, English, nothing lost"
