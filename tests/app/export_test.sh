#!/bin/sh
# A hand saved for a bug report and played again, as a player and a maintainer would:
# the export script saves, from the log, the hand in play and the first hand; each file is
# given to `lamouche --replay`, which must play every move and reproduce every hand's end
# (tricks and balances) that the file records; so must mouche-sim's transcripts of both
# games; a damaged transcript is told in the window, and the app goes on.
# Usage: export_test.sh LAMOUCHE MOUCHE_SIM SOURCE_DIR WORKDIR
app=$1 sim=$2 src=$3 work=$4
. "${0%/*}/lib.sh"
fresh_work save
run() { xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" "$@"; }

run --save-dir "$work/save" --fresh --script "$src/tests/app/export.script" --speed 8 --seed 2 --players 4 \
    --size 1280x800 >"$work/export.out" 2>"$work/export.err" || { cat "$work/export.err"; fail "the export run"; }
[ "$(grep -c '^export: saved' "$work/export.out")" = 2 ] || { cat "$work/export.out"; fail "two hands were not saved"; }

# replay FILE NAME: plays FILE and compares the hands' ends with the file's hand_end / deal_end lines
replay() {
    mkdir -p "$work/$2"
    run --replay "$1" --speed 30 --save-dir "$work/$2" --size 1024x640 >"$work/$2.out" 2>"$work/$2.err" ||
        { cat "$work/$2.err"; fail "$2: exit status"; }
    grep -q '^replay: over after \([0-9]*\) of \1 moves' "$work/$2.out" || { tail "$work/$2.out"; fail "$2: not every move played"; }
    python3 - "$1" "$work/$2.out" <<'PY' || fail "$2: the replay differs from the transcript"
import json, re, sys
want = []
for line in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(line)
    if o["type"] == "game" and want:
        break  # the first game of the file is the one replayed
    if o["type"] in ("hand_end", "deal_end"):
        want.append(" ".join(str(b) for b in o["balances"]))
got = [re.search(r"balances ([-0-9 ]+?)( pool| winner| stakes|$)", l).group(1).strip()
       for l in open(sys.argv[2], encoding="utf-8") if re.match(r"(hand|deal) \d+ over", l)]
if got != want:
    print("transcript:", want, "\nreplayed:  ", got)
    sys.exit(1)
print("%s: %d hand ends reproduced" % (sys.argv[1].rsplit("/", 1)[-1], len(got)))
PY
    ls "$work/$2" | grep -q '\.save$\|stats' && fail "$2: the replay saved a game or statistics"
    return 0
}
# The same hands again, with a FIFO standing at each export's name (an attacker's, or a killed
# tool's): the export replaces it with the same file, and never blocks on opening it.
mkdir -p "$work/fifo/hands" || exit 1
for f in "$work"/save/hands/*.jsonl; do mkfifo "$work/fifo/hands/$(basename "$f")" || exit 1; done
timeout 300 xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" --save-dir "$work/fifo" \
    --fresh --script "$src/tests/app/export.script" --speed 8 --seed 2 --players 4 --size 1280x800 \
    >"$work/fifo.out" 2>"$work/fifo.err" || { rc=$?; cat "$work/fifo.err"; fail "the export run over FIFOs (status $rc; 124: it hung)"; }
[ "$(grep -c '^export: saved' "$work/fifo.out")" = 2 ] || { cat "$work/fifo.out"; fail "over FIFOs: two hands not saved"; }
for f in "$work"/save/hands/*.jsonl; do
    g="$work/fifo/hands/$(basename "$f")"
    [ -f "$g" ] && cmp -s "$f" "$g" || fail "over a FIFO: $(basename "$f") is not the hand the first run saved"
done
for f in "$work"/save/hands/*.jsonl; do replay "$f" "replay-$(basename "$f" .jsonl)"; done
"$sim" --players 5 --hands 3 --seed 9 --transcript "$work/sim-mouche.jsonl" >/dev/null || fail "mouche-sim"
"$sim" --game bete --players 6 --hands 3 --seed 9 --transcript "$work/sim-bete.jsonl" >/dev/null || fail "mouche-sim bete"
replay "$work/sim-mouche.jsonl" replay-sim-mouche
replay "$work/sim-bete.jsonl" replay-sim-bete

# a damaged transcript: a card changed in a play line; the window says so, the app goes on
sed '0,/"type":"play","seat":\([0-9]\),"card":"\(.\)/s//"type":"play","seat":\1,"card":"X/' "$work/sim-mouche.jsonl" \
    >"$work/damaged.jsonl"
printf 'await notice\nwait 300\nclick notice:ok\nwait 200\nquit\n' >"$work/notice.script"
mkdir -p "$work/bad"
run --replay "$work/damaged.jsonl" --script "$work/notice.script" --save-dir "$work/bad" --size 1024x640 \
    >"$work/bad.out" 2>"$work/bad.err" || { cat "$work/bad.err"; fail "the damaged transcript stopped the app"; }
grep -q "cannot be played again: line [0-9]*" "$work/bad.err" || { cat "$work/bad.err"; fail "no message for a damaged transcript"; }
echo "export and replay: ok"
