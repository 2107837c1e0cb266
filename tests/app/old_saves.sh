#!/bin/sh
# Saves written by an earlier release (tests/app/corpus/saves, made by the build before the
# table was rebuilt as one midend for both games) still load, resume where they stopped, and
# play on to the very end the unbroken game had: every later hand's result the same.
# Usage: old_saves.sh LAMOUCHE SOURCE_DIR WORK_DIR
app=$1; src=$2; work=$3
corpus=$src/tests/app/corpus/saves
. "${0%/*}/lib.sh"
export SDL_AUDIODRIVER=dummy
# The sanitizer build: the system libraries under Xvfb leak untraceably; leaks are checked by
# the tests that run without them. (Appended last, so it wins over a caller's detect_leaks=1.)
fresh_work
n=0
for save in "$corpus"/*.sav "$corpus"/*.save; do
    name=$(basename "$save"); dir=$work/${name%.*}; mkdir -p "$dir"
    case $name in
    mouche-*) cp "$save" "$dir/game.sav"; game=mouche; expected=$corpus/mouche.expected ;;
    bete-*) cp "$save" "$dir/bete.save"; game=bete; expected=$corpus/bete.expected ;;
    esac
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1280x800x24" "$app" --game $game --save-dir "$dir" --autoplay --speed 0 \
        --size 1024x640 >"$dir/out.txt" 2>"$dir/err.txt" || { cat "$dir/err.txt"; fail "$name: the app failed"; }
    grep -q "^resumed: " "$dir/out.txt" || fail "$name did not resume"
    grep -E "^((hand|deal) [0-9]+ over|game over)" "$dir/out.txt" >"$dir/played.txt"
    tail -n "$(wc -l <"$dir/played.txt")" "$expected" >"$dir/wanted.txt"
    [ -s "$dir/played.txt" ] || fail "$name: nothing played after the resume"
    cmp -s "$dir/played.txt" "$dir/wanted.txt" || { diff "$dir/played.txt" "$dir/wanted.txt"; fail "$name plays on differently"; }
    echo "$name: resumed ($(sed -n 's/^resumed: //p' "$dir/out.txt")), $(wc -l <"$dir/played.txt") results as the unbroken game"
    n=$((n + 1))
done
[ $n -ge 4 ] || fail "only $n saves in the corpus"
echo "old saves: $n resumed and played on"
