#!/usr/bin/env python3
"""Reads the arena's counterfactual log (mouche-sim --arena ... --counterfactual FILE).

Each line is one Expert declaration: the candidates its search scored (fold first), the
searched mean of each, and what each would really have earned, played to the end of the hand
by the same bots on the true cards (units of the pool). Because every candidate has a true
result, any decision rule built from the searched values can be scored offline on the same
decisions, and the search's bias measured where it is made.

  counterfactual.py FILE            report: bias of the search, hindsight bounds, margin sweep
  counterfactual.py --check FILE    assert the log's invariants (exit 1 if one fails)
"""
import json
import math
import signal
import sys
from collections import defaultdict


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def gain(c, fold):
    """What a candidate earns over folding (a fold may still cost the dealer nothing or more)."""
    return c["result"] - fold["result"]


def rule_choice(d, offset=0.0):
    """The Expert's rule: the best stay candidate if it beats folding by the threshold."""
    cands = d["candidates"]
    best, best_v = 0, 0.0
    for i, c in enumerate(cands[1:], 1):
        v = c["searched"] - d["threshold"] - offset
        if v > best_v:
            best, best_v = i, v
    return best


def check(rows):
    failures = 0
    for n, d in enumerate(rows, 1):
        cands = d["candidates"]
        chosen = [i for i, c in enumerate(cands) if c["chosen"]]
        problems = []
        if not cands or cands[0]["action"] != "F" or cands[0]["searched"] != 0:
            problems.append("first candidate is not a fold searched at 0")
        if len(chosen) != 1:
            problems.append(f"{len(chosen)} candidates marked chosen")
        elif abs(cands[chosen[0]]["result"] - d["actual"]) > 1e-9:
            problems.append("the chosen candidate's replay differs from the hand really played")
        else:
            # the rule, up to the 4 decimals of the log
            i = chosen[0]
            if i == 0:
                ok = all(c["searched"] - d["threshold"] <= 1e-3 for c in cands[1:])
            else:
                top = max(c["searched"] for c in cands[1:])
                ok = cands[i]["searched"] >= top - 1e-3 and cands[i]["searched"] - d["threshold"] >= -1e-3
            if not ok:
                problems.append("the choice does not follow the searched values and the threshold")
        if not (3 <= d["players"] <= 6 and 0 <= d["in_before"] <= d["declared"] < d["players"]):
            problems.append("bad seat counts")
        for p in problems:
            print(f"line {n}: {p}", file=sys.stderr)
        failures += bool(problems)
    print(f"{len(rows)} decisions checked, {failures} with a problem")
    return failures == 0


def mean_ci(xs):
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(max(sum((x - m) ** 2 for x in xs) / max(n - 1, 1), 0))
    return m, 1.96 * sd / math.sqrt(n)


def report(rows):
    n = len(rows)
    logged = sum(gain(d["candidates"][rule_choice(d)], d["candidates"][0]) for d in rows) / n
    hindsight = sum(max(gain(c, d["candidates"][0]) for c in d["candidates"]) for d in rows) / n
    print(f"{n} Expert declarations, players {sorted({d['players'] for d in rows})}")
    print(f"earned over folding, per decision (pool units): the Expert's rule {logged:+.3f}; "
          f"best candidate in hindsight {hindsight:+.3f}")
    stay_hind = which_hind = 0.0
    for d in rows:
        cands, fold = d["candidates"], d["candidates"][0]
        top = max(range(1, len(cands)), key=lambda i: cands[i]["searched"])
        stay_hind += max(gain(cands[top], fold), 0)
        if rule_choice(d):
            which_hind += max(gain(c, fold) for c in cands[1:])
    print(f"  hindsight on fold/stay only {stay_hind / n:+.3f}; hindsight on which exchange only {which_hind / n:+.3f}")

    print("\nbias of the search (true gain - searched), stay candidates, by seats declared before / in before:")
    groups = defaultdict(list)
    for d in rows:
        fold = d["candidates"][0]
        for c in d["candidates"][1:]:
            groups[(d["players"], d["declared"], d["in_before"])].append(gain(c, fold) - c["searched"])
    print("  players declared in_before   n      bias")
    for key in sorted(groups):
        xs = groups[key]
        if len(xs) < 50:
            continue
        m, ci = mean_ci(xs)
        print(f"  {key[0]:7d} {key[1]:8d} {key[2]:9d} {len(xs):6d}  {m:+.3f} ± {ci:.3f}")

    print("\nthe rule with the threshold moved by an offset (offline, same decisions):")
    print("  offset  earned  stayed in")
    for offset in (-0.2, -0.1, -0.05, 0.0, 0.05, 0.1, 0.2, 0.3):
        picks = [rule_choice(d, offset) for d in rows]
        earned = sum(gain(d["candidates"][p], d["candidates"][0]) for d, p in zip(rows, picks)) / n
        print(f"  {offset:+.2f}  {earned:+.3f}  {sum(p > 0 for p in picks) / n:.2f}")


def main(argv):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    args = [a for a in argv[1:] if a != "--check"]
    if len(args) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        rows = load(args[0])
    except (OSError, ValueError) as e:
        print(f"counterfactual.py: {args[0]}: {e}", file=sys.stderr)
        return 2
    if not rows:
        print("counterfactual.py: no decisions in the log", file=sys.stderr)
        return 1
    if "--check" in argv:
        return 0 if check(rows) else 1
    report(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
