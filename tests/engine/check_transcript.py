#!/usr/bin/env python3
"""Independent checker of La Mouche transcripts (RULES.md section 12).

Replays a JSON Lines transcript with its own implementation of the rules and
fails on the first line that breaks one: the deal, the order of declarations,
questions and truthful answers, exchanges from the stock, flushes and their
tie-breaks, every play rule, trick winners, every payment, and conservation
of chips. It shares no code with the engine on purpose.

Usage: check_transcript.py FILE...   (exit 1 on the first violation; malformed input, or another
game's transcript, is one too)
"""
import sys

import transcript_lines

RANKS = "23456789TAJQK"          # strength order, low to high
SUITS = "SHDC"
PACKETS = {"3-2": [3, 2], "2-3": [2, 3], "2-2-1": [2, 2, 1], "2-1-2": [2, 1, 2]}


class Violation(Exception):
    pass


def need(cond, what):
    if not cond:
        raise Violation(what)


def lowest_rank(rules, players):
    deck = rules["deck"]
    if deck == "lowcards":
        lowest = RANKS.index("8")
        while lowest > 0 and 4 * (13 - lowest) < 8 * players + 1:
            lowest -= 1
        return lowest
    table = {"ajo": "8632", "vanderaa": "8732"}[deck]
    return RANKS.index(table[players - 3])


def deck_cards(rules, players):
    low = lowest_rank(rules, players)
    return {r + s for s in SUITS for r in RANKS[low:]}


def points(card):
    r = card[0]
    return 10 if r in "AJQK" else (10 if r == "T" else RANKS.index(r) + 2)


class Hand:
    def __init__(self, game, line):
        self.g = game
        self.n = game.players
        self.dealer = line["dealer"]
        self.eldest = (self.dealer + 1) % self.n
        self.hands = [set() for _ in range(self.n)]
        self.decl = [None] * self.n
        self.shown = set()
        self.asked = set()
        self.stock = []
        self.trump = None
        self.turned = None
        self.next_declarer = self.eldest
        self.pending_question = None
        self.tricks = [0] * self.n
        self.trick = []
        self.trick_no = 0
        self.leader = None
        self.stake = None
        self.phase = "deal"
        self.pamphile_paid = False
        self.expected_pays = []

    # -- the Pamphile --
    def is_pamphile(self, c):
        return self.g.rules["pamphile"] and c == "JC" and self.trump is not None

    def eff_suit(self, c):
        return self.trump if self.is_pamphile(c) else c[1]

    def power(self, c):
        return 13 if self.is_pamphile(c) else RANKS.index(c[0])

    def beats(self, c, best):
        if self.eff_suit(c) == self.eff_suit(best):
            return self.power(c) > self.power(best)
        return self.eff_suit(c) == self.trump

    def flush(self, hand):
        """(suit, points) if the five cards make a flush, else None."""
        if len(hand) != 5:
            return None
        rules = self.g.rules
        suits = {c[1] for c in hand}
        if len(suits) == 1:  # five of one suit, the Pamphile a club
            return suits.pop(), sum(points(c) for c in hand)
        if not (rules["pamphile"] and "JC" in hand):
            return None
        rest = {c[1] for c in hand if c != "JC"}
        if rules["pamphile_mouche"] == "trump" and rest == {self.trump}:
            suit = self.trump
        elif rules["pamphile_mouche"] == "any" and len(rest) == 1:
            suit = rest.pop()
        else:
            return None
        return suit, sum(points(c) for c in hand)

    def legal_plays(self, seat):
        hand = self.hands[seat]
        if not self.trick:
            return set(hand)
        led = self.eff_suit(self.trick[0][1])
        best = self.trick[0][1]
        for _, c in self.trick[1:]:
            if self.beats(c, best):
                best = c
        follow = {c for c in hand if self.eff_suit(c) == led}
        if follow:
            if self.eff_suit(best) == led and self.g.rules["head"] == 1:
                higher = {c for c in follow if self.power(c) > self.power(best)}
                if higher:
                    return higher
            return follow
        trumps = {c for c in hand if self.eff_suit(c) == self.trump}
        if trumps:
            if self.eff_suit(best) != self.trump:
                return trumps
            higher = {c for c in trumps if self.power(c) > self.power(best)}
            if higher:
                return higher
        return set(hand)

    def in_hand(self, s):
        return self.decl[s] in ("stand", "exchange")


class Game:
    def __init__(self, line):
        need(line.get("version") == 1, "version must be 1")
        self.players = line["players"]
        need(3 <= self.players <= 6, "players 3..6")
        self.rules = line["rules"]
        for key in ("deck", "deal", "ante", "start", "carry", "cap", "pamphile", "pamphile_pay",
                    "pamphile_mouche", "pamphile_turned", "head", "silence"):
            need(key in self.rules, "rules lack " + key)
        self.balances = [self.rules["start"]] * self.players
        self.pool = 0
        self.pending = []
        self.total = self.rules["start"] * self.players
        self.hand = None
        self.hand_no = 0
        self.next_dealer = None

    def pay(self, line):
        a = line["amount"]
        need(isinstance(a, int) and a > 0, "pay amount must be positive")
        src, dst = line["from"], line["to"]
        if src == "pool":
            need(self.pool >= a, "pool cannot go below zero")
            self.pool -= a
        elif src == "pending":
            if line["reason"] == "pending":
                need(self.pending and self.pending[0] == a, "the largest pending mouche enters first")
                self.pending.pop(0)
            else:
                need(sum(self.pending) == a, "a flush takes every pending mouche")
                self.pending = []
        else:
            self.balances[src] -= a
        if dst == "pool":
            self.pool += a
        elif dst == "pending":
            # Engine limit (docs/rules-decisions.md): a row of 32 pending mouches
            # folds a newcomer into its smallest entry.
            if len(self.pending) == 32:
                a += self.pending.pop()
            self.pending.append(a)
            self.pending.sort(reverse=True)
        else:
            self.balances[dst] += a
        need(sum(self.balances) + self.pool + sum(self.pending) == self.total, "chips not conserved")


def check(path):
    game = None
    h = None
    lines = transcript_lines.read(path, "mouche")
    need(lines and lines[0][1].get("type") == "game", "%s: first line must be the game" % path)
    pays = []   # pay lines not yet accounted for by a rule

    expected = []  # payments the rules call for this hand, matched at its end

    def expect_pay(src, dst, amount, reason):
        expected.append({"from": src, "to": dst, "amount": amount, "reason": reason})

    def reconcile():
        seen = [{k: p[k] for k in ("from", "to", "amount", "reason")} for p in pays]
        for e in expected:
            need(e in seen, "missing payment %s" % e)
            seen.remove(e)
        need(not seen, "payments no rule asks for: %s" % seen)

    def pay_pamphile(holder):
        for k in range(game.players):
            s = (h.dealer + k) % game.players
            if s != holder:
                expect_pay(s, holder, game.rules["pamphile_pay"], "pamphile")
        h.pamphile_paid = True

    def mouche_cost():
        cost = h.stake
        if game.rules["carry"] == "cap":
            cost = min(cost, game.rules["cap"])
        return min(cost, 1000000000)

    def make_mouche(seat):
        expect_pay(seat, "pending" if game.rules["carry"] == "successive" else "pool", mouche_cost(), "mouche_made")

    def end_declarations():
        rules = game.rules
        if rules["pamphile"] and h.turned == "JC" and rules["pamphile_turned"] == "if_in" and h.in_hand(h.dealer):
            pay_pamphile(h.dealer)
        ins = [s for s in range(game.players) if h.in_hand(s)]
        best = None
        for k in range(1, game.players + 1):
            s = (h.dealer + k) % game.players
            if h.decl[s] == "stand" and h.flush(h.hands[s]):
                suit, pts = h.flush(h.hands[s])
                key = (suit == h.trump, pts)
                if best is None or key > best[0]:
                    best = (key, s, suit, pts)
        h.flush_winner = best
        if best is None and len(ins) == 1:
            h.phase = "over"
            h.alone = ins[0]
        elif best is None:
            h.phase = "play"
            h.leader = next((h.eldest + k) % game.players for k in range(game.players)
                            if h.in_hand((h.eldest + k) % game.players))
            h.to_play = h.leader
        else:
            h.phase = "over"

    for no, line in lines:
        try:
            t = line["type"]
            if t == "game":
                need(game is None, "one game line")
                game = Game(line)
                continue
            need(game is not None, "game line first")
            if t == "pay":
                game.pay(line)
                pays.append(line)
                continue
            if t == "hand":
                need(h is None or h.phase == "done", "previous hand not ended")
                game.hand_no += 1
                need(line["hand"] == game.hand_no, "hands numbered from 1")
                if game.next_dealer is not None:
                    need(line["dealer"] == game.next_dealer, "the eldest deals next")
                need(line["balances"] == game.balances and line["pool"] == game.pool and line["pending"] == game.pending,
                     "hand start does not match the ledger")
                h = Hand(game, line)
                h.deck = line["deck"]
                h.pending_at_start = list(line["pending"])
                need(sorted(h.deck) == sorted(deck_cards(game.rules, game.players)) and len(set(h.deck)) == len(h.deck),
                     "deck is not the rule set's deck")
                pays = []
                expected.clear()
                continue
            if t == "ante":
                need(line["seat"] == h.dealer and line["amount"] == game.rules["ante"], "the dealer antes")
                continue
            if t == "deal":
                expect_pay(h.dealer, "pool", game.rules["ante"], "ante")
                if game.rules["carry"] == "successive" and h.pending_at_start:
                    expect_pay("pending", "pool", h.pending_at_start[0], "pending")
                need(len(pays) == len(expected), "unexpected payment before the deal: %s" % pays)
                h.stake = game.pool
                h.pending_before_flush = list(game.pending)
                pos = 0
                dealt = [[] for _ in range(game.players)]
                for size in PACKETS[game.rules["deal"]]:
                    for k in range(game.players):
                        s = (h.eldest + k) % game.players
                        dealt[s] += h.deck[pos:pos + size]
                        pos += size
                need(line["hands"] == dealt, "hands not dealt in packets from the eldest")
                need(line["turned"] == h.deck[pos], "turned card is the next card")
                need(line["stock"] == h.deck[pos + 1:], "stock is the rest, top first")
                h.hands = [set(x) for x in dealt]
                h.turned = line["turned"]
                h.stock = list(line["stock"])
                pamphile_turned = game.rules["pamphile"] and h.turned == "JC"
                need(line["trump"] == h.turned[1], "trump is the turned card's suit")
                if pamphile_turned:
                    h.phase = "trump"
                    if game.rules["pamphile_turned"] == "always":
                        pay_pamphile(h.dealer)
                else:
                    h.trump = h.turned[1]
                    h.phase = "declare"
                continue
            if t == "trump_choice":
                need(h.phase == "trump" and line["seat"] == h.dealer, "only the dealer who turned the Pamphile names trump")
                h.trump = line["suit"]
                h.phase = "declare"
                continue
            if t == "question":
                need(h.phase == "declare" and line["seat"] == h.next_declarer, "question out of turn")
                tgt = line["target"]
                need(h.decl[tgt] == "stand" and tgt not in h.shown and (line["seat"], tgt) not in h.asked,
                     "only an unshown stander, once per asker")
                h.asked.add((line["seat"], tgt))
                h.pending_question = tgt
                continue
            if t == "answer":
                need(line["seat"] == h.pending_question, "answer from the one asked")
                has = h.flush(h.hands[line["seat"]]) is not None
                plain = ("yes", "no", "silent") if game.rules["silence"] == "yes" else ("yes", "no")
                if line["answer"] in plain:  # silence=yes: silence is taken as a yes
                    need((line["answer"] != "no") == has, "a plain answer must be true")
                else:
                    need(line["answer"] in ("silent", "evasive"), "unknown answer")
                h.pending_question = None
                continue
            if t == "declare":
                need(h.phase == "declare" and line["seat"] == h.next_declarer and h.pending_question is None,
                     "declaration out of turn")
                s, act = line["seat"], line["action"]
                if act == "exchange":
                    d = line["discard"]
                    need(1 <= len(d) <= 5 and set(d) <= h.hands[s] and len(set(d)) == len(d), "bad discard")
                    need(len(d) <= len(h.stock), "exchange beyond the stock")
                    need(line["drawn"] == h.stock[:len(d)], "draws come from the top of the stock")
                    h.stock = h.stock[len(d):]
                    h.hands[s] = (h.hands[s] - set(d)) | set(line["drawn"])
                else:
                    need(act in ("fold", "stand") and not line["discard"] and not line["drawn"], "bad declaration")
                if line["show"]:
                    need(act == "stand" and h.flush(h.hands[s]), "only a flush can be shown")
                    h.shown.add(s)
                h.decl[s] = act
                if s == h.dealer:
                    end_declarations()
                else:
                    nxt = (s + 1) % game.players
                    if nxt == h.dealer and all(h.decl[x] == "fold" for x in range(game.players) if x != h.dealer):
                        h.phase = "over"
                        h.all_folded = True
                    h.next_declarer = nxt
                continue
            if t == "mouche":
                need(h.flush_winner is not None and line["seat"] == h.flush_winner[1], "wrong flush winner")
                need(line["suit"] == h.flush_winner[2] and line["points"] == h.flush_winner[3], "wrong flush")
                continue
            if t == "play":
                need(h.phase == "play" and line["seat"] == h.to_play, "play out of turn")
                s, c = line["seat"], line["card"]
                need(c in h.legal_plays(s), "illegal play %s by %d (legal %s)" % (c, s, sorted(h.legal_plays(s))))
                h.hands[s].discard(c)
                h.trick.append((s, c))
                if h.is_pamphile(c) and not h.pamphile_paid:
                    pay_pamphile(s)
                nxt = (s + 1) % game.players
                while not h.in_hand(nxt):
                    nxt = (nxt + 1) % game.players
                h.to_play = nxt
                continue
            if t == "trick":
                ins = sum(1 for x in range(game.players) if h.in_hand(x))
                need(len(h.trick) == ins, "a trick has one card per player in")
                best_seat, best = h.trick[0]
                for s, c in h.trick[1:]:
                    if h.beats(c, best):
                        best_seat, best = s, c
                h.trick_no += 1
                need(line["trick"] == h.trick_no and line["winner"] == best_seat, "wrong trick winner")
                need(line["cards"] == [c for _, c in h.trick], "trick cards")
                h.tricks[best_seat] += 1
                h.trick = []
                h.to_play = best_seat
                continue
            if t == "hand_end":
                # settle what the hand owes, then compare with the ledger
                if getattr(h, "all_folded", False):
                    expect_pay("pool", h.dealer, h.stake, "all_folded")
                    if game.rules["pamphile"] and not h.pamphile_paid and (h.turned == "JC" or "JC" in h.hands[h.dealer]):
                        pay_pamphile(h.dealer)
                else:
                    if h.flush_winner is not None:
                        w = h.flush_winner[1]
                        expect_pay("pool", w, h.stake, "mouche_taken")
                        if game.rules["carry"] == "successive" and h.pending_before_flush:
                            expect_pay("pending", w, sum(h.pending_before_flush), "mouche_taken")
                        for s in range(game.players):
                            if s != w and h.in_hand(s):
                                make_mouche(s)
                    elif getattr(h, "alone", None) is not None:
                        expect_pay("pool", h.alone, h.stake, "alone")
                    else:
                        need(h.trick_no == 5, "five tricks are played")
                        for s in range(game.players):
                            for _ in range(h.tricks[s]):
                                expect_pay("pool", s, h.stake // 5, "trick")
                            if h.in_hand(s) and h.tricks[s] == 0:
                                make_mouche(s)
                    if game.rules["pamphile"] and not h.pamphile_paid and h.turned != "JC":
                        for s in range(game.players):
                            if h.in_hand(s) and "JC" in h.hands[s]:
                                pay_pamphile(s)
                reconcile()
                tricks = [-1 if h.decl[s] == "fold" else h.tricks[s] for s in range(game.players)]
                need(line["tricks"] == tricks, "tricks per seat")
                need(line["balances"] == game.balances and line["pool"] == game.pool and line["pending"] == game.pending,
                     "hand end does not match the ledger")
                h.phase = "done"
                game.next_dealer = (h.dealer + 1) % game.players
                continue
            raise Violation("unknown line type " + t)
        except (Violation, KeyError, TypeError, ValueError, IndexError) as e:
            raise Violation("%s:%d: %s: %s" % (path, no, type(e).__name__, e))
    need(h is not None and h.phase == "done", "the transcript ends inside a hand")
    return game.hand_no


def main(paths):
    hands = 0
    for p in paths:
        try:
            hands += check(p)
        except (Violation, transcript_lines.Malformed) as e:
            print("VIOLATION", e)
            print("0 passed, 1 failed")
            return 1
        except Exception as e:  # input no rule above foresaw: a violation too, not a traceback
            print("VIOLATION %s: malformed input: %s: %s" % (p, type(e).__name__, e))
            print("0 passed, 1 failed")
            return 1
    print("checked %d transcripts, %d hands: every rule holds" % (len(paths), hands))
    print("%d passed, 0 failed" % len(paths))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
