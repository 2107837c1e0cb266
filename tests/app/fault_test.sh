#!/bin/sh
# The fault matrix: the real game under Xvfb, for one game (mouche or bete), meets a damaged save,
# a truncated save, damaged settings, damaged statistics, a read-only save folder, a full disk and
# a kill -9 in play. For each: what went wrong is in the presented frame (the banner's place and
# text from the frame's log, then its pixels checked on a screenshot of that frame, and gone once
# dismissed), the game goes on, and nothing good is lost (the previous save byte-identical or
# resumed exactly, statistics kept or kept aside, valid settings kept).
# La Mouche is run in English, La Bete in French: the notices of both languages are checked.
# Usage: fault_test.sh GAME LAMOUCHE PNG_CHECK ENOSPC_SHIM WORKDIR. Exit 77 (skipped) without xvfb-run.
game=$1 app=$2 check=$3 shim=$4 work=$5
. "${0%/*}/lib.sh"
export SDL_AUDIODRIVER=dummy   # a sound device: the only notices are the faults'
export ASAN_OPTIONS="$ASAN_OPTIONS:verify_asan_link_order=0"
case $(realpath -m "$work") in /tmp/*|/work/*|/home/*|/root/*|*/build/*) ;; *) echo "refusing to work in $work"; exit 1 ;; esac
fresh_work
work=$(realpath "$work")
W=1280 H=800
fail() { echo "FAIL: $game: $*"; exit 1; }
if [ "$game" = bete ]; then
    # (La Bete counts no statistics of a deal the AI played for the player: the new ones stay at zero)
    save=bete.save lang=fr players_key=bete_players over="deal" resumed="resumed: la bete, deal" counted="bete_deals=0"
    t_save="Votre partie enregistrée n'a pas pu être lue. Elle est conservée sous le nom"
    t_settings="Des réglages n'ont pas pu être lus (volume, bete_players)"
    t_stats="Vos statistiques n'ont pas pu être lues. Elles sont conservées sous le nom"
    t_stats_part="Une partie de vos statistiques n'a pas pu être lue (hands, bete_deals)"
    t_readonly="La partie ne peut pas être enregistrée : le dossier .* est protégé en écriture"
    t_full="La partie ne peut pas être enregistrée : le disque est plein. Votre progression depuis la donne 1"
    t_quit="Si vous quittez maintenant, votre progression depuis la donne 1 sera perdue"
else
    save=game.sav lang=en players_key=players over="hand" resumed="resumed: hand" counted="hands=1"
    t_save="Your saved game could not be read. It was kept as"
    t_settings="Some settings could not be read (volume, players)"
    t_stats="Your statistics could not be read. They were kept as"
    t_stats_part="Some of your statistics could not be read (hands, bete_deals)"
    t_readonly="The game cannot be saved: the folder .* cannot be written to"
    t_full="The game cannot be saved: the disk is full. Your progress since hand 1"
    t_quit="If you quit now, your progress since hand 1 will be lost"
fi

# A script that waits for the banner, shoots the frame, dismisses it, shoots again, and lets the
# game play on; with "quit", it then leaves for the title and quits, and shoots the question.
script() {
    {
        # (a second OK in case the banner grew, and its button moved, as the first was on its way)
        printf 'await notice\nwait 200\nshot notice\nclick notice:ok\nwait 300\ntryclick notice:ok\nwait 300\nshot clear\n'
        if [ "$1" = quit ]; then
            printf 'key Escape\nwait 200\ntryclick button:leave\nwait 300\nkey Escape\nwait 200\ntryclick button:leave\nwait 500\nshot question\nclick notice:go\n'
        fi
        printf 'label idle\nwait 1000\ngoto idle\n'
    } >"$work/$1.script"
}
script play
script quit

# launch NAME DIR [ARGS...]: the game on the folder DIR, its output in NAME.out / NAME.err
launch() {
    name=$1 dir=$2
    shift 2
    mkdir -p "$work/shots-$name"
    $prefix xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" --game "$game" --save-dir "$dir" --size ${W}x$H \
        --screenshot "$work/shots-$name" "$@" >"$work/$name.out" 2>"$work/$name.err"
}

# seen NAME PHRASE: the frame showed the banner saying PHRASE, then did not once dismissed
seen() {
    grep -q -- "$2" "$work/$1.out" ||
        { cat "$work/$1.out" "$work/$1.err"; fail "$1: the frame's notice does not say '$2'"; }
    rect=$(awk '/^notice shown:/ { r = $3 " " $4 " " $5 " " $6 } /^script: click notice:ok/ { print r; exit }' "$work/$1.out")
    [ -n "$rect" ] || fail "$1: no banner was drawn before it was dismissed"
    # shellcheck disable=SC2086
    "$check" "$work/shots-$1/notice.png" $W $H --notice $rect || fail "$1: the banner is not in the frame"
    # shellcheck disable=SC2086
    "$check" "$work/shots-$1/clear.png" $W $H --clear $rect || fail "$1: the banner stayed after OK"
    echo "$1: notice in the frame at $rect"
}

# went_on NAME: the game played a hand (deal) after the fault, and exited normally
went_on() {
    [ "$rc" -eq 0 ] || { cat "$work/$1.err"; fail "$1: exit status $rc"; }
    grep -q "^$over [0-9]* over" "$work/$1.out" || fail "$1: the game did not go on"
}

# settings_of DIR: the settings of the language, as the game writes them once the first game has
# run (so that a start need not write them again: the only write that fails is the game's)
settings_of() {
    if [ -s "$work/base/settings.txt" ]; then cp "$work/base/settings.txt" "$1/settings.txt"
    else printf 'lang=%s\n' "$lang" >"$1/settings.txt"; fi
}

# A game saved at the summary of its first hand (deal): the previous save of the faults below.
mkdir -p "$work/base"
settings_of "$work/base"
launch base "$work/base" --autoplay --fresh --seed 11 --players 4 --hands 3 --quit-after-hands 1 --speed 0 ||
    { cat "$work/base.err"; fail "the first game failed"; }
[ -s "$work/base/$save" ] || fail "the first game left no save"
cp "$work/base/$save" "$work/good.save"

# 1. a damaged save, 2. a truncated one: kept aside as they were, told, and a new game starts
printf 'lamouche-save 1\ngarbage\n' >"$work/damaged.save"
head -c "$(($(wc -c <"$work/good.save") / 2))" "$work/good.save" >"$work/truncated.save"
for case in damaged truncated; do
    d="$work/$case"
    mkdir -p "$d" && settings_of "$d" && cp "$work/$case.save" "$d/$save"
    launch "$case" "$d" --autoplay --hands 3 --quit-after-hands 1 --speed 4 --script "$work/play.script"
    rc=$?
    seen "$case" "$t_save"
    went_on "$case"
    aside=$(ls "$d/$save".corrupt-* 2>/dev/null | head -n 1)
    [ -n "$aside" ] && cmp -s "$aside" "$work/$case.save" || fail "$case: the save was not kept aside as it was"
    grep -q "$aside" "$work/$case.out" || fail "$case: the notice does not name $aside"
    grep -q "^new game" "$work/$case.out" || fail "$case: no new game"
done

# 3. damaged settings: the bad keys named and back to their defaults, the valid ones kept
d="$work/settings"
mkdir -p "$d"
printf 'lang=%s\nvolume=banana\n%s=99\nhands=7\nspeed=4\nmute=1\n' "$lang" "$players_key" >"$d/settings.txt"
[ "$game" = bete ] && printf 'bete_deals=7\n' >>"$d/settings.txt"
launch settings "$d" --autoplay --fresh --quit-after-hands 1 --speed 4 --script "$work/play.script"
rc=$?
seen settings "$t_settings"
went_on settings
for kv in volume=70 speed=4 mute=1 hands=7 "lang=$lang"; do
    grep -qx "$kv" "$d/settings.txt" || fail "settings: $kv not kept: $(cat "$d/settings.txt")"
done
grep -qx "players=4" "$d/settings.txt" && grep -qx "bete_players=5" "$d/settings.txt" ||
    fail "settings: the players are not back to their default"

# 4. damaged statistics: random bytes kept aside as they were; then a negative count, the rest kept
d="$work/stats"
mkdir -p "$d" && settings_of "$d"
head -c 700 /dev/urandom >"$d/stats.txt"
cp "$d/stats.txt" "$work/random.stats"
launch stats "$d" --autoplay --fresh --quit-after-hands 1 --speed 4 --script "$work/play.script"
rc=$?
seen stats "$t_stats"
went_on stats
aside=$(ls "$d"/stats.txt.corrupt-* 2>/dev/null | head -n 1)
[ -n "$aside" ] && cmp -s "$aside" "$work/random.stats" || fail "stats: the statistics were not kept aside as they were"
grep -qx "$counted" "$d/stats.txt" || fail "stats: the new statistics are not $counted: $(cat "$d/stats.txt")"
d="$work/stats2"
mkdir -p "$d" && settings_of "$d"
printf 'games=5\ngames_won=2\nhands=-7\nbete_games=4\nbete_deals=-3\nchips_won=-40\n' >"$d/stats.txt"
launch stats2 "$d" --autoplay --fresh --quit-after-hands 1 --speed 4 --script "$work/play.script"
rc=$?
seen stats2 "$t_stats_part"
went_on stats2
grep -qx "games=5" "$d/stats.txt" && grep -qx "bete_games=4" "$d/stats.txt" && grep -qx "games_won=2" "$d/stats.txt" ||
    fail "stats2: the counts that could be read were not kept: $(cat "$d/stats.txt")"
grep -Ev "^(chips_won|bete_chips)=" "$d/stats.txt" | grep -q "=-" && fail "stats2: a negative count"
grep -qx "$counted" "$d/stats.txt" || fail "stats2: the refused count did not restart from zero: $(cat "$d/stats.txt")"

# 5. a read-only save folder: told, the game goes on, the previous save untouched; quitting asks
# first, saying what would be lost. Root writes anywhere: as root the folder is a read-only bind
# mount where mounting is allowed, else the game runs as nobody (when nobody can reach it).
d="$work/readonly"
mkdir -p "$d" && settings_of "$d" && cp "$work/good.save" "$d/$save" && chmod 555 "$d" && chmod 644 "$d"/*
prefix="" ro=""
if [ "$(id -u)" != 0 ]; then
    ro="a folder without write permission"
elif [ -z "$FAULTS_NO_MOUNT" ] && mount --bind "$d" "$d" 2>/dev/null; then
    if mount -o remount,bind,ro "$d" 2>/dev/null; then ro="a read-only bind mount"; else umount "$d"; fi
fi
if [ -z "$ro" ] && command -v setpriv >/dev/null; then
    chmod 755 "$work"
    mkdir -p "$work/shots-readonly" && chmod 777 "$work/shots-readonly"
    nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
    if $nobody sh -c "test -x '$app' && test -r '$d/$save' && test -w '$work/shots-readonly'"; then
        ro="the game run as nobody"
        prefix="$nobody env HOME=$work/shots-readonly"
    fi
fi
if [ -z "$ro" ]; then
    echo "readonly: SKIPPED (root, no mount allowed, and nobody cannot reach $d)"
else
    echo "readonly: $ro"
    launch readonly "$d" --autoplay --hands 3 --quit-after-hands 2 --speed 4 --script "$work/quit.script"
    rc=$?
    prefix=""
    umount "$d" 2>/dev/null
    seen readonly "$t_readonly"
    [ "$rc" -eq 0 ] || { cat "$work/readonly.err"; fail "readonly: exit status $rc"; }
    grep -q "^$resumed 1" "$work/readonly.out" || fail "readonly: the saved game did not resume"
    grep -q "^notice shown: .* question$" "$work/readonly.out" || fail "readonly: quitting did not ask"
    grep -q "$t_quit" "$work/readonly.out" || fail "readonly: the quit question does not say what is lost"
    rect=$(sed -n 's/^notice shown: \(.*\) question$/\1/p' "$work/readonly.out" | tail -n 1)
    # shellcheck disable=SC2086
    "$check" "$work/shots-readonly/question.png" $W $H --notice $rect || fail "readonly: the question is not in the frame"
    cmp -s "$d/$save" "$work/good.save" || fail "readonly: the previous save changed"
fi
chmod 755 "$d"

# 6. a full disk: a small tmpfs filled up where mounting is allowed, else writes that fail with
# ENOSPC through a preloaded shim (FAULTS_NO_MOUNT=1: as if mounting were not allowed, here and in case 5)
d="$work/full"
mkdir -p "$d"
if [ -z "$FAULTS_NO_MOUNT" ] && mount -t tmpfs -o size=256k tmpfs "$d" 2>/dev/null; then
    how="a full 256 KiB tmpfs"
    trap 'umount "$d" 2>/dev/null' EXIT
    settings_of "$d" && cp "$work/good.save" "$d/$save"
    dd if=/dev/zero of="$d/filler" bs=1024 2>/dev/null
else
    how="the ENOSPC shim"
    settings_of "$d" && cp "$work/good.save" "$d/$save"
    prefix="env LD_PRELOAD=$shim LAMOUCHE_FULL_DIR=$d"
fi
launch full "$d" --autoplay --hands 3 --quit-after-hands 1 --speed 4 --script "$work/play.script"
rc=$?
prefix=""
echo "full: $how"
seen full "$t_full"
went_on full
grep -q "^$resumed 1" "$work/full.out" || fail "full: the saved game did not resume"
cmp -s "$d/$save" "$work/good.save" || fail "full: the previous save changed"
ls "$d"/*.tmp* >/dev/null 2>&1 && fail "full: a temporary file was left"
umount "$d" 2>/dev/null

# 7. kill -9 at a random moment of play, then a relaunch: the game resumes exactly where its
# save was (every action kept), with no false alarm, and ends as the unbroken game does
d="$work/kill"
mkdir -p "$d" && settings_of "$d"
ms=$(( $(od -An -N2 -tu2 /dev/urandom) % 5000 + 1000 ))
echo "kill: $ms ms after the first save"
xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" sh -c 'echo $$ >"$1"; shift; exec "$@"' sh "$work/kill.pid" \
    "$app" --game "$game" --save-dir "$d" --autoplay --fresh --seed 23 --players 4 --hands 3 --speed 2 \
    --size 1024x640 >"$work/kill1.out" 2>&1 &
# the moment counts from the game's first save, not from its start: on a busy machine the window
# may take longer than the whole range to open (a kill before any save tested nothing, and failed)
waited=0
while [ ! -s "$d/$save" ] && [ "$waited" -lt 1600 ] && kill -0 $! 2>/dev/null; do
    sleep 0.1
    waited=$((waited + 1))
done
sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
kill -KILL "$(cat "$work/kill.pid")" 2>/dev/null
wait
[ -s "$d/$save" ] || fail "kill: nothing was saved before the kill"
cp "$d/$save" "$work/killed.save"
actions=$(sed -n 's/^actions \([0-9]*\)$/\1/p' "$work/killed.save")
launch kill2 "$d" --autoplay --speed 0 || { cat "$work/kill2.err"; fail "kill: the relaunch failed"; }
grep -q "^$resumed [0-9]*, $actions actions$" "$work/kill2.out" ||
    fail "kill: not resumed with the $actions actions saved: $(grep '^resumed' "$work/kill2.out")"
grep -q "^notice" "$work/kill2.out" && fail "kill: a notice after a clean resume"
mkdir -p "$work/unbroken"
settings_of "$work/unbroken"
launch unbroken "$work/unbroken" --autoplay --fresh --seed 23 --players 4 --hands 3 --quit-after-hands 3 --speed 0 ||
    fail "kill: the unbroken game failed"
grep -E "^($over [0-9]+ over|game over)" "$work/kill2.out" >"$work/resumed.txt"
grep -E "^($over [0-9]+ over|game over)" "$work/unbroken.out" | tail -n "$(wc -l <"$work/resumed.txt")" >"$work/whole.txt"
cmp -s "$work/resumed.txt" "$work/whole.txt" || { diff "$work/resumed.txt" "$work/whole.txt"; fail "kill: the resumed game differs"; }
echo "PASS: faults of $game"
