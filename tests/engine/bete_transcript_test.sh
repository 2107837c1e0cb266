#!/usr/bin/env bash
# The La Bête transcript contract (docs/rules-bete.md 9): mouche-sim --game bete
# writes it for every table size and option, the same seed gives the same
# bytes, and an independent checker (check_bete_transcript.py) replays every
# rule of every deal. Tampered transcripts must be caught.
# Usage: bete_transcript_test.sh MOUCHE_SIM CHECKER WORKDIR DEALS
set -euo pipefail
sim=$1 checker=$2 work=$3 deals=${4:-200}
mkdir -p "$work"
rm -f "$work"/b_*.jsonl "$work"/bad_*.jsonl
configs=("" "deal=2-3" "deal=2-2-1,curieuse=0" "deal=2-1-2,contre=0" "plaque=10"
         "curieuse=0,contre=0,plaque=10,start=0" "deal=2-3,plaque=10,start=20")
i=0
for rules in "${configs[@]}"; do
  for players in 3 4 5 6 7; do
    "$sim" --game bete --players "$players" --hands "$deals" --seed $((i * 10 + players)) --rules "$rules" \
      --transcript "$work/b_${i}_${players}.jsonl" >/dev/null
  done
  i=$((i + 1))
done
# A long game: the bête queue fills (16) and bêtes reach the 10^9 limit.
"$sim" --game bete --players 7 --hands 1500 --seed 7 --transcript "$work/b_long.jsonl" >/dev/null
grep -q '"to":"bete","amount":1000000000,' "$work/b_long.jsonl" || { echo "FAIL: the long game never reaches the bête limit"; exit 1; }
# Byte-for-byte determinism, and a different seed gives a different game.
"$sim" --game bete --players 5 --hands 200 --seed 99 --transcript "$work/a.json" >/dev/null
"$sim" --game bete --players 5 --hands 200 --seed 99 --transcript "$work/b.json" >/dev/null
"$sim" --game bete --players 5 --hands 200 --seed 98 --transcript "$work/c.json" >/dev/null
cmp -s "$work/a.json" "$work/b.json" || { echo "FAIL: same seed, different transcript"; exit 1; }
if cmp -s "$work/a.json" "$work/c.json"; then echo "FAIL: different seeds, same transcript"; exit 1; fi
# The first line is exactly the contract's game line.
expected='{"type":"game","game":"bete","version":1,"seed":99,"players":5,"rules":{"deal":"3-2","curieuse":true,"contre":true,"start":1000,"plaque":5}}'
[ "$(head -n 1 "$work/a.json")" = "$expected" ] || { echo "FAIL: game line differs from docs/rules-bete.md 9"; exit 1; }
# The untampered transcript passes, so that each tampering below is what fails.
python3 "$checker" "$work/a.json" >/dev/null || { echo "FAIL: the checker refuses a genuine transcript"; exit 1; }
# The checker catches each kind of tampering.
python3 - "$work/a.json" "$work" <<'PY'
import json, sys
src, work = sys.argv[1], sys.argv[2]
lines = [json.loads(l) for l in open(src).read().splitlines()]
n = lines[0]["players"]
made = []

def write(name, out):
    with open("%s/bad_%s.jsonl" % (work, name), "w") as f:
        f.write("".join(json.dumps(o, separators=(",", ":"), ensure_ascii=False) + "\n" for o in out))
    made.append(name)

def tamper(name, pred, change, nth=0):
    """Changes the nth line matching pred; change returns False to skip it."""
    seen = 0
    for i, o in enumerate(lines):
        if pred(o):
            o2 = json.loads(json.dumps(o))
            if change(o2) is False:
                continue
            if seen == nth:
                write(name, lines[:i] + [o2] + lines[i + 1:])
                return
            seen += 1
    sys.exit("no line to tamper for " + name)

def drop(name, pred):
    for i, o in enumerate(lines):
        if pred(o):
            write(name, lines[:i] + lines[i + 1:])
            return
    sys.exit("no line to drop for " + name)

def swap_next(name, pred):
    """Swaps a matching line with the one after it."""
    for i, o in enumerate(lines[:-1]):
        if pred(o) and lines[i + 1]["type"] == o["type"]:
            write(name, lines[:i] + [lines[i + 1], o] + lines[i + 2:])
            return
    sys.exit("no lines to swap for " + name)

def reason(r):
    return lambda o: o["type"] == "pay" and o["reason"] == r

tamper("trick_winner", lambda o: o["type"] == "trick", lambda o: o.update(winner=(o["winner"] + 1) % n))
tamper("win_amount", reason("win"), lambda o: o.update(amount=o["amount"] + 1))
tamper("stake_amount", reason("stake"), lambda o: o.update(amount=o["amount"] + 1))
tamper("bete_amount", reason("bete"), lambda o: o.update(amount=o["amount"] * 2))
tamper("king_to", reason("king"), lambda o: o.update(to=(o["to"] + 1) % n))
tamper("king_stake_from", reason("king_stake"), lambda o: o.update({"from": (o["from"] + 1) % n}))
tamper("plaque_to", lambda o: o["type"] == "pay" and o["from"] == "reserve", lambda o: o.update(to="stakes"))
tamper("bid_pass_to_play", lambda o: o["type"] == "bid" and o["bid"] == "pass", lambda o: o.update(bid="play"))
tamper("bid_play_to_pass", lambda o: o["type"] == "bid" and o["bid"] == "play", lambda o: o.update(bid="pass"))
tamper("bid_to_contre", lambda o: o["type"] == "bid" and o["bid"] == "play", lambda o: o.update(bid="contre"))
tamper("bid_seat", lambda o: o["type"] == "bid", lambda o: o.update(seat=(o["seat"] + 1) % n))
tamper("curieuse_ask", lambda o: o["type"] == "curieuse" and not o["ask"], lambda o: o.update(ask=True))
tamper("curieuse_turn", lambda o: o["type"] == "curieuse_turn", lambda o: o.update(turned=o["void"]))
tamper("deck_swap", lambda o: o["type"] == "deal", lambda o: o.update(deck=o["deck"][-1:] + o["deck"][1:-1] + o["deck"][:1]))
tamper("deck_dup", lambda o: o["type"] == "deal", lambda o: o.update(deck=[o["deck"][1]] + o["deck"][1:]))
tamper("hands", lambda o: o["type"] == "hands", lambda o: o["hands"][0].__setitem__(0, o["turned"]))
tamper("upcard", lambda o: o["type"] == "hands", lambda o: o.update(turned=o["talon"][0]) if o["talon"] else False)
tamper("trump", lambda o: o["type"] == "hands", lambda o: o.update(trump="S" if o["trump"] != "S" else "H"))
tamper("dealer", lambda o: o["type"] == "deal", lambda o: o.update(dealer=(o["dealer"] + 2) % n), nth=1)
tamper("play_card", lambda o: o["type"] == "play", lambda o: o.update(card="2S"))
tamper("trick_cards", lambda o: o["type"] == "trick", lambda o: o.update(cards=o["cards"][::-1]))
tamper("outcome", lambda o: o["type"] == "result" and o["outcome"] == "lose", lambda o: o.update(outcome="void"))
tamper("value", lambda o: o["type"] == "result", lambda o: o.update(value=o["value"] + 1))
tamper("result_winner", lambda o: o["type"] == "result" and o["outcome"] == "win", lambda o: o.update(winner=-1))
tamper("end_balances", lambda o: o["type"] == "deal_end", lambda o: o["balances"].__setitem__(0, o["balances"][0] + 1))
tamper("end_betes", lambda o: o["type"] == "deal_end" and o["betes"], lambda o: o.update(betes=o["betes"][::-1] + [1]))
tamper("end_tricks", lambda o: o["type"] == "deal_end", lambda o: o.update(tricks=o["tricks"][1:] + o["tricks"][:1]) if len(set(o["tricks"])) > 1 else False)
tamper("start_reserve", lambda o: o["type"] == "deal", lambda o: o.update(reserve=o["reserve"] + 1), nth=3)
drop("drop_stake", reason("stake"))
drop("drop_devole", reason("devole"))
drop("drop_trick", lambda o: o["type"] == "trick")
drop("drop_result", lambda o: o["type"] == "result")
swap_next("swap_plays", lambda o: o["type"] == "play")
# a dévole chip paid to the wrong player (totals kept: only the parties catch it)
def redirect(o):
    other = [x for x in range(n) if x not in (o["from"], o["to"])]
    o["to"] = other[0]
tamper("devole_to", reason("devole"), redirect)
# a card swapped with a later card of the same player, so that it breaks the
# play rule (only the play rule catches it): must follow suit, must trump
def swap_illegal(name, want_trump):
    trump, trick = None, []
    for i, o in enumerate(lines):
        if o["type"] in ("hands", "curieuse_turn"):
            trump = o["trump"]
        elif o["type"] == "trick":
            trick = []
        elif o["type"] == "play":
            if trick:
                led = trick[0][1]
                x = o["card"]
                ok = x[1] == trump and led != trump if want_trump else x[1] == led
                for j in range(i + 1, len(lines)):
                    q = lines[j]
                    if q["type"] == "deal_end":
                        break
                    if ok and q["type"] == "play" and q["seat"] == o["seat"] and q["card"][1] != (trump if want_trump else led):
                        a, b = dict(o), dict(q)
                        a["card"], b["card"] = q["card"], o["card"]
                        write(name, lines[:i] + [a] + lines[i + 1:j] + [b] + lines[j + 1:])
                        return
            trick.append(o["card"])
    sys.exit("no play to swap for " + name)

swap_illegal("must_follow", False)
swap_illegal("must_trump", True)
# after a void or a passed deal only the new dealer stakes: his chip paid by another seat instead
def stake_after(outcome):
    i = next(i for i, o in enumerate(lines) if o["type"] == "result" and o["outcome"] == outcome)
    j = next(j for j in range(i, len(lines)) if lines[j]["type"] == "pay" and lines[j]["reason"] == "stake")
    o = dict(lines[j])
    o["from"] = (o["from"] + 1) % n
    write("stake_after_" + outcome, lines[:j] + [o] + lines[j + 1:])

stake_after("void")
stake_after("passed")
print(" ".join(made))
PY
# a contre where the rules forbid it, on a transcript played without contre
"$sim" --game bete --players 4 --hands 100 --seed 7 --rules contre=0 --transcript "$work/nocontre.json" >/dev/null
python3 - "$work/nocontre.json" "$work" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()]
def write(name, out):
    open("%s/bad_%s.jsonl" % (sys.argv[2], name), "w").write("".join(json.dumps(o, separators=(",", ":")) + "\n" for o in out))
i = next(i for i, o in enumerate(lines) if o["type"] == "bid" and o["bid"] == "play" and lines[i + 1]["type"] == "bid")
write("contre_off", lines[:i + 1] + [dict(lines[i + 1], bid="contre")] + lines[i + 2:])
# every player speaks once, even with nothing but pass left to say
write("silent_after_play", lines[:i + 1] + lines[i + 2:])
# the Curieuse's chips are staked before the next card is turned
j = next(j for j, o in enumerate(lines) if o["type"] == "curieuse_turn")
write("curieuse_pay_late", lines[:j - 1] + [lines[j], lines[j - 1]] + lines[j + 1:])
PY
caught=0
for bad in "$work"/bad_*.jsonl; do
  if python3 "$checker" "$bad" >"$bad.out"; then echo "FAIL: checker missed $(basename "$bad")"; exit 1; fi
  caught=$((caught + 1))
done
for outcome in void passed; do
  grep -q "after a $outcome deal, only the new dealer stakes" "$work/bad_stake_after_$outcome.jsonl.out" ||
    { echo "FAIL: the stake after a $outcome deal was not caught by the stake rule"; exit 1; }
done
echo "tampered transcripts caught: $caught"
python3 "$checker" "$work"/b_*.jsonl
