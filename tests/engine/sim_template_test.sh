#!/usr/bin/env bash
# mouche-sim plays every game of the engine's list, not only those with a SimGame of their
# own: the template game (docs/adding-a-game.md) plays its deals with random legal players
# for each table size and seed, keeps its chips, writes the same transcript for the same
# seed, and that transcript is read back and played again from its seed (--replay); one
# with a card changed is refused. --replay reads both games' transcripts too.
# Usage: sim_template_test.sh MOUCHE_SIM WORKDIR
set -uo pipefail
sim=$1 work=$2
mkdir -p "$work"
fail=0
say() { echo "FAIL: $*"; fail=1; }
for players in 2 3 4; do
  for seed in 1 7 123456789; do
    t="$work/template_${players}_${seed}.jsonl"
    out=$("$sim" --game template --players "$players" --hands 40 --seed "$seed" --rules stake=3 --transcript "$t") ||
      { say "--game template --players $players --seed $seed: status $?"; continue; }
    grep -qx "deals: 40" <<<"$out" || say "deals of $players players, seed $seed: $out"
    total=$((players * 20))
    grep -qx "chips: $total (of $total)" <<<"$out" || say "chips not kept ($players players, seed $seed): $out"
    sum=$(sed -n 's/^balances://p' <<<"$out" | tr ' ' '\n' | awk '{s += $1} END {print s}')
    [ "$sum" = "$total" ] || say "balances sum to $sum, not $total: $out"
    [ "$(grep -c '"type":"deal"' "$t")" = 40 ] || say "$t: not 40 deal lines"
    head -n 1 "$t" | grep -q "^{\"type\":\"game\",\"game\":\"template\",\"version\":1,\"seed\":$seed,\"players\":$players,\"rules\":{\"stake\":3}}$" ||
      say "$t: game line: $(head -n 1 "$t")"
    replayed=$("$sim" --replay "$t") || say "--replay $t: status $?"
    grep -q "^replayed: template, $players players, seed $seed, 40 deals" <<<"$replayed" || say "--replay $t: $replayed"
  done
done
# The same seed, the same bytes; another seed, another game.
"$sim" --game template --players 3 --hands 40 --seed 7 --rules stake=3 --transcript "$work/again.jsonl" >/dev/null
cmp -s "$work/again.jsonl" "$work/template_3_7.jsonl" || say "same seed, different transcript"
cmp -s "$work/template_3_1.jsonl" "$work/template_3_7.jsonl" && say "different seeds, same transcript"
# A card played changed: the replay refuses it, with its line.
line=$(sed -n 3p "$work/template_3_7.jsonl") # a play: {"type":"play","seat":S,"card":"RS"}
suit=${line: -3:1}
sed "3s/$suit\"}\$/$(tr SHDC HDCS <<<"$suit")\"}/" "$work/template_3_7.jsonl" >"$work/tampered.jsonl"
cmp -s "$work/tampered.jsonl" "$work/template_3_7.jsonl" && say "the tampering changed nothing"
"$sim" --replay "$work/tampered.jsonl" >/dev/null 2>"$work/tampered.err" && say "--replay took a changed card"
grep -q "line 3" "$work/tampered.err" || say "the refusal names no line: $(cat "$work/tampered.err")"
# Bench, and what the template has not: an AI.
"$sim" --game template --bench --hands 1000 | grep -q "^deals/s: [0-9]" || say "--game template --bench"
"$sim" --game template --arena beginner,beginner >/dev/null 2>&1; [ $? = 2 ] || say "--arena for a game with no AI"
"$sim" --game template --players 5 >/dev/null 2>&1; [ $? = 2 ] || say "--players 5 taken for the template"
out=$("$sim" --replay 2>&1); [ $? = 2 ] && grep -q "needs a value" <<<"$out" || say "--replay with no file: $out"
# Both games' transcripts replay through the same option.
"$sim" --players 4 --hands 20 --seed 3 --transcript "$work/mouche.jsonl" >/dev/null &&
  "$sim" --replay "$work/mouche.jsonl" | grep -q "^replayed: mouche, 4 players, seed 3, 20 deals" || say "--replay mouche"
"$sim" --game bete --players 5 --hands 20 --seed 3 --transcript "$work/bete.jsonl" >/dev/null &&
  "$sim" --replay "$work/bete.jsonl" | grep -q "^replayed: bete, 5 players, seed 3, 20 deals" || say "--replay bete"
[ $fail = 0 ] && echo "mouche-sim --game template: plays, keeps its chips, its transcripts replay"
exit $fail
