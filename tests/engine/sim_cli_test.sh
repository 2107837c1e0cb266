#!/usr/bin/env bash
# mouche-sim's command line: bad flags and values give a usage message naming
# the problem and exit status 2; good ones play and report.
set -uo pipefail
sim=$1
fail=0
expect_usage() { # expected-word args...
  local word=$1; shift
  local out status
  out=$("$sim" "$@" 2>&1 >/dev/null); status=$?
  if [ $status -ne 2 ] || ! grep -q -- "$word" <<<"$out" || ! grep -q usage <<<"$out"; then
    echo "FAIL: mouche-sim $* -> status $status, message: $out"; fail=1
  fi
}
expect_usage "--colour" --colour
expect_usage "--players" --players 7
expect_usage "--players" --players two
expect_usage "--hands" --hands 0
expect_usage "--seed" --seed -4
expect_usage "deck" --rules deck=huge
expect_usage "unknown rule option 'speed'" --rules speed=3
expect_usage "cap" --rules carry=cap
expect_usage "needs a value" --transcript
out=$("$sim" --players 3 --hands 5 --seed 4) || { echo "FAIL: a good run failed"; fail=1; }
grep -q "^hands: 5$" <<<"$out" || { echo "FAIL: report: $out"; fail=1; }
grep -q "^chips: 3000 (of 3000)$" <<<"$out" || { echo "FAIL: chips: $out"; fail=1; }
"$sim" --players 4 --hands 1000 --bench | grep -q "^hands/s: [0-9]" || { echo "FAIL: --bench"; fail=1; }
"$sim" --help | grep -q usage || { echo "FAIL: --help"; fail=1; }
# La Bête: the same contract under --game bete
expect_usage "--game" --game chess
"$sim" --game bete --arena expert:bold/noinf,expert/noplay:cautious --players 3 --hands 1 | grep -q "^expert:bold/noinf" || { echo "FAIL: a temperament before or after the ablations"; fail=1; }
expect_usage "--game given twice" --game bete --game mouche --arena beginner
expect_usage "--players" --game bete --players 8
expect_usage "--players" --game bete --players 2
expect_usage "--seed" --game bete --seed x
expect_usage "unknown rule option 'deck'" --game bete --rules deck=ajo
expect_usage "plaque" --game bete --rules plaque=0
expect_usage "--colour" --game bete --colour
out=$("$sim" --game bete --players 7 --hands 50 --seed 4) || { echo "FAIL: a good bete run failed"; fail=1; }
grep -q "^deals: 50$" <<<"$out" || { echo "FAIL: bete report: $out"; fail=1; }
grep -q "^chips: 7000 (of 7000)$" <<<"$out" || { echo "FAIL: bete chips: $out"; fail=1; }
"$sim" --game bete --players 5 --hands 1000 --bench | grep -q "^deals/s: [0-9]" || { echo "FAIL: bete --bench"; fail=1; }
"$sim" --game bete --help | grep -q "3 to 7" || { echo "FAIL: bete --help"; fail=1; }
# getopt_long: --seed=5 is --seed 5; the game too (--game=bete)
[ "$("$sim" --players 3 --hands 5 --seed=5)" = "$("$sim" --players 3 --hands 5 --seed 5)" ] || { echo "FAIL: --seed=5"; fail=1; }
"$sim" --game=bete --players 3 --hands 2 | grep -q "^deals: 2$" || { echo "FAIL: --game=bete"; fail=1; }
expect_usage "needs a value" --seed
# --seats and --review (docs/review.md), when this build has the AI
if "$sim" --help | grep -q -- "--seats"; then
  expect_usage "no bot 'wizard'" --seats expert,wizard
  expect_usage "no bot 'omniscient'" --seats omniscient,random
  expect_usage "needs --seat" --review x.jsonl
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  for game in mouche bete; do
    "$sim" --game $game --players 4 --hands 2 --seed 3 --seats expert,random,standard,beginner --transcript "$tmp/$game.jsonl" >/dev/null ||
      { echo "FAIL: $game --seats"; fail=1; }
    a=$("$sim" --review "$tmp/$game.jsonl" --seat 1 --seed 2 --json) || { echo "FAIL: $game --review"; fail=1; }
    b=$("$sim" --review "$tmp/$game.jsonl" --seat 1 --seed 2 --json)
    [ "$a" = "$b" ] || { echo "FAIL: $game --review is not the same twice"; fail=1; }
    grep -q '"decisions":\[{"hand":1,"kind":".*"mean_loss":[0-9.]*,.*"agree":[0-9.]*' <<<"$a" || { echo "FAIL: $game --review --json: $a"; fail=1; }
    "$sim" --review "$tmp/$game.jsonl" --seat 1 | grep -q "^seat 1: [0-9]* decisions, mean loss" || { echo "FAIL: $game --review text"; fail=1; }
  done
  out=$("$sim" --review "$tmp/mouche.jsonl" --seat 5 2>&1); status=$?
  [ $status -eq 1 ] && grep -q "seat 5 is not at this table" <<<"$out" || { echo "FAIL: --seat 5 of 4: $status $out"; fail=1; }
fi
if [ $fail -eq 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi
exit $fail
