#!/usr/bin/env bash
# The arena's counterfactual log (docs/ai.md, "Counterfactual evaluation"): every
# Expert declaration with each candidate replayed to the end of the hand. The
# checker asserts that the chosen candidate's replay is the hand really played,
# that the choice follows the searched values, and catches a tampered log.
# A large --budget keeps the Expert from stopping on the clock (a slow sanitizer build).
# Usage: counterfactual_test.sh MOUCHE_SIM ANALYZER WORKDIR DEALS
set -euo pipefail
sim=$1 analyzer=$2 work=$3 deals=${4:-6}
mkdir -p "$work"
for players in 3 4 5 6; do
  log="$work/cf_$players.jsonl"
  "$sim" --arena expert,standard,omniscient --players "$players" --hands "$deals" --seed $((40 + players)) --budget 100000 \
    --counterfactual "$log" >/dev/null
  lines=$(wc -l <"$log")
  [ "$lines" -ge "$deals" ] || { echo "only $lines decisions logged at $players players"; exit 1; }
  python3 "$analyzer" --check "$log"
done
python3 "$analyzer" "$work/cf_4.jsonl" >"$work/report.txt"
grep -q "bias of the search" "$work/report.txt"
# the same seed gives the same log
"$sim" --arena expert,standard,omniscient --players 4 --hands "$deals" --seed 44 --budget 100000 --counterfactual "$work/again.jsonl" >/dev/null
cmp "$work/cf_4.jsonl" "$work/again.jsonl"
# a log whose hand did not go as replayed must be caught
sed '1s/"actual":[-0-9.]*/"actual":9.5/' "$work/cf_4.jsonl" >"$work/bad.jsonl"
if python3 "$analyzer" --check "$work/bad.jsonl" >/dev/null 2>&1; then echo "tampered log not caught"; exit 1; fi
# a bad path is refused with exit 2
set +e
"$sim" --arena expert,standard --players 3 --hands 1 --seed 1 --counterfactual /nonexistent/dir/x.jsonl >/dev/null 2>"$work/err.txt"
rc=$?
set -e
[ "$rc" -eq 2 ] && grep -q "cannot write" "$work/err.txt" || { echo "bad --counterfactual path: exit $rc"; exit 1; }
echo "counterfactual log: ok"
