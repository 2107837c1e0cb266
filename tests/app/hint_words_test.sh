#!/bin/sh
# A hint to fold beside a way in that shows a gain does not read as contradicting itself (a
# play-tester read "Fold" beside "Exchange 2 +1.2" so, issue 42): the list puts the best ways first
# and the margin's sentence names the best, which the list shows. Seed 3, 5 players: the Expert folds
# though Exchange 3 shows +0.2; the list showed Stand, Exchange 1 and Exchange 2 (all below zero) and
# left Exchange 3 out.
# Usage: hint_words_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
rm -rf "$work" && mkdir -p "$work" || exit 1
printf 'lang=en\n' >"$work/settings.txt"
xvfb-run -a -s "-screen 0 1280x800x24" "$app" --game mouche --save-dir "$work" --fresh --speed 4 --seed 3 --players 5 \
    --script "$src/tests/app/hint_words.script" --text-log "$work/text.log" >"$work/out" 2>"$work/err" ||
    { cat "$work/err"; fail "the run"; }
python3 - "$work/text.log" <<'PY' || fail "the hint's words"
import re, sys
# the hint's lines as drawn, joined (the text log has one line of text per drawn line)
lines = [re.sub(r"^text( -?\d+){4} in( -?\d+){4} ", "", l.rstrip("\n")) for l in open(sys.argv[1], encoding="utf-8")]
start = next((i for i, l in enumerate(lines) if l.startswith("Hint: ")), None)
if start is None:
    sys.exit("no hint was drawn")
hint = " ".join(lines[start:start + 6])
print("hint:", hint)
if not hint.startswith("Hint: Fold."):
    sys.exit("the Expert's advice at seed 3 is no longer to fold: choose another seed")
listed = re.search(r"Against folding, in chips on average: (.*?)\. ", hint)
if not listed:
    sys.exit("no list of the ways in")
ways = [(m.group(1), float(m.group(2).replace("\u2212", "-"))) for m in re.finditer(r"([A-Z][a-z]+(?: \d)?) ([+\u2212-]?\d+\.\d)", listed.group(1))]
means = [m for _, m in ways]
if means != sorted(means, reverse=True):
    sys.exit(f"the ways are not listed best first: {ways}")
short = re.search(r"needs a gain of more than (\d+\.\d): (.*?) falls short\.", hint)
if not short:
    sys.exit("the margin's sentence does not name the way that falls short")
if short.group(2) != ways[0][0]:
    sys.exit(f"the way named short of the margin, {short.group(2)}, is not the best listed, {ways[0][0]}")
if not 0 < ways[0][1] < float(short.group(1)):
    sys.exit(f"the best way's gain {ways[0][1]} is not between 0 and the margin {short.group(1)}")
print(f"ok: {ways[0][0]} {ways[0][1]:+.1f} is listed first and named short of the margin {short.group(1)}")
PY
