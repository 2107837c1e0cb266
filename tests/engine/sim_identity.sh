#!/usr/bin/env bash
# Byte-for-byte identity of two mouche-sim builds: every transcript and every
# report of both games, each preset and rule system, every player count, many
# seeds, and the arenas. For refactors that must not change one byte:
#   tests/engine/sim_identity.sh OLD/mouche-sim NEW/mouche-sim [SEEDS]
# Build OLD from the commit before (git worktree add, or git archive | tar -x).
set -u
old=$1 new=$2 seeds=${3:-12}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0 diffs=0
same() { # label, then the arguments both builds are run with
    local label=$1
    shift
    "$old" "$@" --transcript "$work/a.jsonl" >"$work/a.out" 2>&1
    echo "exit $?" >>"$work/a.out"
    "$new" "$@" --transcript "$work/b.jsonl" >"$work/b.out" 2>&1
    echo "exit $?" >>"$work/b.out"
    runs=$((runs + 1))
    if ! cmp -s "$work/a.out" "$work/b.out" || ! cmp -s "$work/a.jsonl" "$work/b.jsonl"; then
        diffs=$((diffs + 1))
        echo "DIFFERS: $label: $*"
    fi
}
# The arena writes no transcript: its report only, less the times it measured
# (the text's latency table, the JSON's "latency_ms" objects).
untimed() {
    sed -e '/^latency (ms)/,$d' -e 's/"latency_ms":{[^}]*"by_kind":{\({[^}]*}\|[^{}]\)*}}//g'
}
same_plain() {
    local label=$1
    shift
    "$old" "$@" 2>&1 | untimed >"$work/a.out"
    echo "exit ${PIPESTATUS[0]}" >>"$work/a.out"
    "$new" "$@" 2>&1 | untimed >"$work/b.out"
    echo "exit ${PIPESTATUS[0]}" >>"$work/b.out"
    runs=$((runs + 1))
    if ! cmp -s "$work/a.out" "$work/b.out"; then
        diffs=$((diffs + 1))
        echo "DIFFERS: $label: $*"
    fi
}
mouche_rules=("" preset=ajo preset=successive preset=vanderaa preset=lanturlu preset=mery preset=pamphile
    "preset=ajo,deal=2-3" "deck=lowcards,carry=cap,cap=20,pamphile=1")
bete_rules=("" deal=2-3 deal=2-2-1 deal=2-1-2 curieuse=1 contre=1 "start=10,plaque=3" "curieuse=1,contre=1,deal=2-3")
for seed in $(seq 1 "$seeds"); do
    for p in 3 4 5 6; do
        for r in "${mouche_rules[@]}"; do
            same mouche --players "$p" --hands 6 --seed "$seed" ${r:+--rules "$r"}
        done
    done
    for p in 3 4 5 6 7; do
        for r in "${bete_rules[@]}"; do
            same bete --game bete --players "$p" --hands 6 --seed "$seed" ${r:+--rules "$r"}
        done
    done
done
for p in 3 4 5 6; do
    same_plain arena --arena standard,beginner,random --players "$p" --hands 4 --seed 3 --json
    same_plain bete-arena --game bete --arena standard,beginner,random --players "$p" --hands 4 --seed 3 --json
done
same_plain arena-text --arena standard,beginner --players 4 --hands 3 --seed 8
same_plain bete-arena-text --game bete --arena standard,beginner --players 5 --hands 3 --seed 8
same_plain refusal --players 9
same_plain bete-refusal --game bete --players 9
echo "$runs runs, $diffs differ"
[ "$diffs" -eq 0 ]
