#!/bin/sh
# A game's end counts a game won as the final standings show it: the human first, a tie for the
# most included (shown_rank). La Mouche's AI plays the human's seat (--autoplay, which La Mouche
# counts) through one-hand games; at least one of them ends with the human level with the leader.
# Usage: stats_tie_test.sh LAMOUCHE WORKDIR
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
ties=0 losses=0
# seed:players; with this engine 9:3, 21:3, 3:4 and 15:4 end in a tie for first with the human, 1:3 with the
# human last
for game in 9:3 21:3 3:4 15:4 1:3; do
    seed=${game%:*} players=${game#*:}
    dir=$work/$seed-$players
    mkdir -p "$dir"
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1024x768x24" "$app" --autoplay --speed 0 --hands 1 \
        --players "$players" --seed "$seed" --save-dir "$dir" --fresh --size 1024x640 >"$dir/out.txt" 2>&1 ||
        fail "seed $seed: the run failed: $(tail -3 "$dir/out.txt")"
    balances=$(sed -n 's/^game over: balances //p' "$dir/out.txt")
    [ -n "$balances" ] || fail "seed $seed: the game did not end"
    # the human's place as the standings give it: 1 + the players holding more
    set -- $balances
    mine=$1 rank=1 level=0
    shift
    for b in "$@"; do
        [ "$b" -gt "$mine" ] && rank=$((rank + 1))
        [ "$b" -eq "$mine" ] && level=1
    done
    [ "$rank" -eq 1 ] && [ "$level" -eq 1 ] && ties=$((ties + 1))
    [ "$rank" -gt 1 ] && losses=$((losses + 1))
    want=$([ "$rank" -eq 1 ] && echo 1 || echo 0)
    grep -qx "games=1" "$dir/stats.txt" || fail "seed $seed: the game was not counted: $(cat "$dir/stats.txt")"
    grep -qx "games_won=$want" "$dir/stats.txt" ||
        fail "seed $seed: balances $balances (place $rank) counted as $(grep games_won "$dir/stats.txt"), not games_won=$want"
    echo "seed $seed, $players players: balances $balances, place $rank: games_won=$want"
done
[ "$ties" -gt 0 ] || fail "no game ended in a tie for first: choose other seeds"
[ "$losses" -gt 0 ] || fail "no game was lost: choose other seeds"
echo "PASS: $ties ties for first counted as won, $losses losses not"
