#!/usr/bin/env python3
"""Independent checker of La Bête transcripts (docs/rules-bete.md section 9).

Replays a JSON Lines transcript with its own implementation of the rules of
docs/rules-bete.md and fails on the first line that breaks one:

- the game line, the deck of the player count (28/32/36 cards) and that each
  deal's deck is a permutation of it; the deal in the game's packets from the
  eldest, the dealer last; the upcard, trump and talon;
- the deal's figures against a ledger kept from the pay lines alone; the
  stakes at each deal start, in the page's order (the King when its stake is
  empty, as the game begins; the stake rule: every player and the dealer's
  extra chip after a won deal or at the start, the new dealer's chip alone
  after a lost, void or passed deal; a plaque each under the dish
  when the reserve is empty and none is at stake; one plaque drawn per deal);
- the bidding: order from the eldest, play/pass before the first play,
  contre/pass after it, at most one contre, only by later players, the
  contre option;
- the Curieuse: asked in order from the eldest, the first ask decides, a chip
  each, the upcard voided, the next talon card turned, at most once, never
  with an empty talon; the deal passed otherwise;
- every card played: turn order, held, follow suit (any card), void: head the
  trick with a trump if able, else anything; trick winners and leaders;
- the settlement (win, first two tricks, vole, lose, dévole, void, passed,
  contre doubles, the 10^9 limit): the result line and every pay line's
  parties, reason, amount and order (section 9), the bête queue (order, cap
  of 16), the King (the holder of the King of trumps unless a losing bidder;
  renewed by every player once taken);
- chips conserved after every pay line; no pool below zero; deal_end figures.

It shares no code with the engine on purpose.

Usage: check_bete_transcript.py FILE...   (exit 1 on the first violation; malformed input, or
another game's transcript, is one too)
"""
import sys

import transcript_lines

RANKS = "23456789TAJQK"          # strength order, low to high (K Q J A 10 9 8 7 6)
SUITS = "SHDC"
PACKETS = {"3-2": [3, 2], "2-3": [2, 3], "2-2-1": [2, 2, 1], "2-1-2": [2, 1, 2]}
LOWEST = {3: "8", 4: "8", 5: "7", 6: "6", 7: "6"}
DECK_SIZE = {3: 28, 4: 28, 5: 32, 6: 36, 7: 36}
BETES_MAX = 16
BETE_LIMIT = 1000000000
POOLS = ("stakes", "king", "reserve", "plaques", "bete")
REASONS = ("stake", "king_stake", "plaque", "curieuse", "win", "vole", "bete", "devole", "contre", "king")
OUTCOMES = ("passed", "win", "vole", "lose", "void")


class Violation(Exception):
    pass


def need(cond, what):
    if not cond:
        raise Violation(what)


def is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def deck_cards(players):
    low = RANKS.index(LOWEST[players])
    return {r + s for s in SUITS for r in RANKS[low:]}


def power(card):
    return RANKS.index(card[0])


def beats(trump, challenger, best):
    """True if `challenger` takes the trick from `best` (the card now winning)."""
    if challenger[1] == best[1]:
        return power(challenger) > power(best)
    return challenger[1] == trump


def legal_plays(trump, hand, trick):
    """docs/rules-bete.md 6: follow suit (any card of it); void, a trump that
    heads the trick if held; otherwise anything."""
    if not trick:
        return set(hand)
    led = trick[0][1][1]
    best = trick[0][1]
    for _, c in trick[1:]:
        if beats(trump, c, best):
            best = c
    follow = {c for c in hand if c[1] == led}
    if follow:
        return follow
    heading = {c for c in hand if c[1] == trump and beats(trump, c, best)}
    if heading:
        return heading
    return set(hand)


class Ledger:
    """Every chip on the table, moved only by pay lines."""

    def __init__(self, players, start, plaque):
        self.n = players
        self.plaque = plaque
        self.balances = [start] * players
        self.stakes = 0
        self.king = 0
        self.reserve = 0      # plaques under the dish
        self.plaques = 0      # plaques at stake
        self.betes = []
        self.total = start * players

    def figures(self):
        return {"balances": list(self.balances), "stakes": self.stakes, "king": self.king,
                "reserve": self.reserve, "plaques": self.plaques, "betes": list(self.betes)}

    def party(self, p, what):
        if is_int(p):
            need(0 <= p < self.n, "%s seat %r out of range" % (what, p))
        else:
            need(p in POOLS, "%s party %r unknown" % (what, p))

    def pay(self, line):
        a, src, dst, reason = line["amount"], line["from"], line["to"], line["reason"]
        need(is_int(a) and a > 0, "pay amount must be a positive integer")
        need(reason in REASONS, "unknown pay reason %r" % reason)
        self.party(src, "from")
        self.party(dst, "to")
        need(src != dst, "a payment to oneself")
        if src in ("reserve", "plaques") or dst in ("reserve", "plaques"):
            need(a % self.plaque == 0, "plaques move in whole plaques of %d" % self.plaque)
        if is_int(src):
            self.balances[src] -= a
        elif src == "stakes":
            need(self.stakes >= a, "the stakes cannot go below zero")
            self.stakes -= a
        elif src == "king":
            need(self.king >= a, "the King stake cannot go below zero")
            self.king -= a
        elif src == "reserve":
            need(self.reserve * self.plaque >= a, "the reserve cannot go below zero")
            self.reserve -= a // self.plaque
        elif src == "plaques":
            need(self.plaques * self.plaque >= a, "the plaques at stake cannot go below zero")
            self.plaques -= a // self.plaque
        else:
            need(self.betes, "no bête to take")
            need(self.betes[0] == a, "a bête is taken whole: the head is %d, not %d" % (self.betes[0], a))
            self.betes.pop(0)
        if is_int(dst):
            self.balances[dst] += a
        elif dst == "stakes":
            self.stakes += a
        elif dst == "king":
            self.king += a
        elif dst == "reserve":
            self.reserve += a // self.plaque
        elif dst == "plaques":
            self.plaques += a // self.plaque
        elif len(self.betes) == BETES_MAX:
            self.betes[-1] += a      # the queue is full: the newcomer joins the last one
        else:
            self.betes.append(a)
        total = sum(self.balances) + self.stakes + self.king + (self.reserve + self.plaques) * self.plaque + sum(self.betes)
        need(total == self.total, "chips not conserved: %d on the table, %d at the start" % (total, self.total))


class Plan:
    """The payments a rule calls for in one stretch of pay lines, in order.

    A plan is a list of groups, paid one group after the other as
    docs/rules-bete.md 2, 5 and 9 order them; inside a group (each player's
    chip of one kind, say) the order is free. A slot (from, to, reason) may be
    paid in one line or several, except a new bête ("to": "bete"), which is
    one line of its whole amount.
    """

    def __init__(self):
        self.groups = []

    def group(self, *slots):
        g = {}
        for src, dst, amount, reason in slots:
            if amount > 0:
                key = (src, dst, reason)
                g[key] = g.get(key, 0) + amount
        if g:
            self.groups.append(g)

    def each(self, seats, dst, amount, reason, one_group=True):
        """A payment from each of `seats`: one group, or a group per seat in this order."""
        if one_group:
            self.group(*[(s, dst, amount, reason) for s in seats])
        else:
            for s in seats:
                self.group((s, dst, amount, reason))

    def match(self, lines, where):
        groups = [dict(g) for g in self.groups]
        gi = 0
        for p in lines:
            while gi < len(groups) and not any(groups[gi].values()):
                gi += 1
            key = (p["from"], p["to"], p["reason"])
            desc = "%r -> %r %d (%s)" % (p["from"], p["to"], p["amount"], p["reason"])
            need(gi < len(groups), "%s: payment %s: the rules ask for no more payments here" % (where, desc))
            g = groups[gi]
            want = {k: v for k, v in g.items() if v}
            need(key in g and g[key] >= p["amount"],
                 "%s: payment %s is not what the rules ask next: %s" % (where, desc, want))
            if p["to"] == "bete":
                need(g[key] == p["amount"], "%s: a new bête is made whole: %d, not %d" % (where, g[key], p["amount"]))
            g[key] -= p["amount"]
        missing = [{k: v for k, v in g.items() if v} for g in groups[gi:] if any(g.values())]
        need(not missing, "%s: missing payments %s" % (where, missing))


class Deal:
    def __init__(self, game, line):
        self.g = game
        n = self.n = game.players
        self.no = line["deal"]
        self.dealer = line["dealer"]
        need(is_int(self.dealer) and 0 <= self.dealer < n, "dealer out of range")
        self.eldest = (self.dealer + 1) % n
        self.deck = line["deck"]
        self.phase = "start"
        self.hands = None
        self.dealt = None
        self.turned = None
        self.trump = None
        self.talon = None
        self.round = 1
        self.spoken = 0
        self.declarer = None
        self.contrer = None
        self.curieuse_asked = 0     # curieuse lines this deal
        self.trick = []
        self.trick_winners = []
        self.tricks = [0] * n
        self.to_play = None
        self.value = None
        self.result = None
        self.after = ""             # the stake rule that applied, for a violation's message


class Checker:
    def __init__(self, path):
        self.path = path
        self.game = None
        self.ledger = None
        self.deal = None
        self.deals = 0
        self.next_dealer = None
        self.pays = []           # pay lines of the stretch being read
        self.plan = Plan()       # what the stretch should pay
        self.stats = {o: 0 for o in OUTCOMES}
        self.stats.update(curieuse=0, contre=0, devole=0, king=0, first_two=0, contrer_won=0, void_one_each=0,
                          after_lose=0, after_void=0, after_passed=0)
        self.last_outcome = None  # the previous deal's, for the next deal's stakes

    # ---- stretches of pay lines --------------------------------------------
    def close_stretch(self, where):
        self.plan.match(self.pays, where)
        self.pays = []
        self.plan = Plan()

    # ---- lines ---------------------------------------------------------------
    def on_game(self, line):
        need(self.game is None, "one game line")
        need(line.get("game") == "bete", "game must be \"bete\"")
        need(line.get("version") == 1, "version must be 1")
        need(is_int(line.get("seed")), "seed must be an integer")
        players = line["players"]
        need(is_int(players) and 3 <= players <= 7, "players 3..7")
        rules = line["rules"]
        for key in ("deal", "curieuse", "contre", "start", "plaque"):
            need(key in rules, "rules lack " + key)
        need(rules["deal"] in PACKETS, "unknown deal pattern %r" % rules["deal"])
        need(isinstance(rules["curieuse"], bool) and isinstance(rules["contre"], bool), "curieuse and contre are booleans")
        need(is_int(rules["start"]) and is_int(rules["plaque"]) and rules["plaque"] > 0, "start and plaque are integers")

        class G:
            pass
        g = G()
        g.players, g.rules, g.plaque = players, rules, rules["plaque"]
        self.game = g
        self.ledger = Ledger(players, rules["start"], rules["plaque"])

    def on_deal(self, line):
        g, L = self.game, self.ledger
        need(self.deal is None or self.deal.phase == "done", "a deal starts before the previous one ended")
        self.deals += 1
        need(line["deal"] == self.deals, "deals are numbered from 1 in order")
        if self.next_dealer is not None:
            need(line["dealer"] == self.next_dealer, "the deal passes to the next seat (%d), not %r"
                 % (self.next_dealer, line["dealer"]))
        need(not self.pays, "payments before the deal line: %s" % self.pays)
        for key, value in L.figures().items():
            need(line[key] == value, "deal start %s is %r, the ledger says %r" % (key, line[key], value))
        d = self.deal = Deal(g, line)
        need(isinstance(d.deck, list) and len(d.deck) == DECK_SIZE[g.players], "the deck has %d cards for %d players"
             % (DECK_SIZE[g.players], g.players))
        need(len(set(d.deck)) == len(d.deck) and set(d.deck) == deck_cards(g.players),
             "the deck is not a permutation of the %d-card pack" % DECK_SIZE[g.players])
        # The deal's stakes (docs/rules-bete.md 2), in this order, on the
        # table as the deal begins. The game's start is the case of an empty
        # King stake and an empty reserve.
        seats = range(g.players)
        plan = self.plan
        if L.king == 0:
            plan.each(seats, "king", 1, "king_stake", one_group=False)    # seat 0 first
        # Every player stakes only after the stakes were swept (the game's
        # start, a won deal); after a lost deal (a bête at stake), a void one
        # (source 004: "only the new dealer adds a jeton for the next round")
        # or a passed one, only the new dealer adds his chip.
        if self.last_outcome in ("lose", "void", "passed"):
            plan.group((d.dealer, "stakes", 1, "stake"))
            self.stats["after_" + self.last_outcome] += 1
            d.after = " (after a %s deal, only the new dealer stakes)" % self.last_outcome
        else:
            plan.each(seats, "stakes", 1, "stake", one_group=False)       # seat 0 first
            plan.group((d.dealer, "stakes", 1, "stake"))                  # the dealer's extra chip
        reserve = L.reserve
        if reserve == 0 and L.plaques == 0:
            plan.each(seats, "reserve", g.plaque, "plaque")
            reserve = g.players
        if reserve > 0:
            plan.group(("reserve", "plaques", g.plaque, "plaque"))

    def on_hands(self, line):
        g, d = self.game, self.deal
        need(d is not None and d.phase == "start", "hands out of place")
        self.close_stretch("deal %d start%s" % (d.no, d.after))
        n = g.players
        pos = 0
        dealt = [[] for _ in range(n)]
        for size in PACKETS[g.rules["deal"]]:
            for k in range(n):
                s = (d.eldest + k) % n
                dealt[s] += d.deck[pos:pos + size]
                pos += size
        need(isinstance(line["hands"], list) and len(line["hands"]) == n, "one hand per seat")
        for s in range(n):
            need(line["hands"][s] == dealt[s],
                 "seat %d's hand %s is not what the packets from the eldest deal (%s)" % (s, line["hands"][s], dealt[s]))
        need(line["turned"] == d.deck[pos], "the upcard is the next card of the deck")
        need(line["trump"] == d.deck[pos][1], "trump is the upcard's suit")
        need(line["talon"] == d.deck[pos + 1:], "the talon is the rest of the deck, top first")
        d.dealt = [set(h) for h in dealt]
        d.hands = [set(h) for h in dealt]
        d.turned, d.trump, d.talon = line["turned"], line["trump"], list(line["talon"])
        d.phase = "bid"

    def end_bidding(self):
        d, g = self.deal, self.game
        if d.declarer is not None:
            d.phase = "play"
            d.to_play = d.eldest
        elif g.rules["curieuse"] and d.round == 1 and d.talon:
            d.phase = "curieuse"
        else:
            self.end_of_play()

    def end_of_play(self):
        """Bidding passed or five tricks played: the settlement starts here."""
        d, L = self.deal, self.ledger
        self.close_stretch("deal %d bidding and play" % d.no)
        d.phase = "over"
        d.value = L.stakes + L.plaques * L.plaque + (L.betes[0] if L.betes else 0)
        d.table = L.figures()

    def on_bid(self, line):
        g, d = self.game, self.deal
        need(d is not None and d.phase == "bid", "a bid out of place")
        s, bid = line["seat"], line["bid"]
        need(s == (d.eldest + d.spoken) % g.players, "bid out of turn: seat %r speaks, seat %d should"
             % (s, (d.eldest + d.spoken) % g.players))
        if d.declarer is None:
            need(bid in ("play", "pass"), "before anyone plays, only play or pass (got %r)" % bid)
            if bid == "play":
                d.declarer = s
        else:
            need(bid in ("pass", "contre"), "after a play, only contre or pass (got %r)" % bid)
            if bid == "contre":
                need(g.rules["contre"], "contre is off in these rules")
                need(d.contrer is None, "at most one contre")
                d.contrer = s
        d.spoken += 1
        if d.contrer is not None or d.spoken == g.players:
            self.end_bidding()

    def on_curieuse(self, line):
        g, d = self.game, self.deal
        need(d is not None and d.phase == "curieuse", "a Curieuse line out of place")
        need(line["seat"] == (d.eldest + d.curieuse_asked) % g.players, "Curieuse asked out of turn")
        ask = line["ask"]
        need(isinstance(ask, bool), "ask is true or false")
        d.curieuse_asked += 1
        if ask:
            self.plan.each(range(g.players), "stakes", 1, "curieuse")
            d.phase = "curieuse_turn"
        elif d.curieuse_asked == g.players:
            self.end_of_play()

    def on_curieuse_turn(self, line):
        d = self.deal
        need(d is not None and d.phase == "curieuse_turn", "the Curieuse turn out of place")
        need(d.talon, "the Curieuse needs a card under the upcard")
        need(line["void"] == d.turned, "the first upcard goes void")
        need(line["turned"] == d.talon[0], "the Curieuse turns the next card of the talon")
        need(line["trump"] == d.talon[0][1], "trump is the new upcard's suit")
        d.turned, d.trump = d.talon[0], d.talon[0][1]
        d.talon = d.talon[1:]
        d.round = 2
        d.spoken = 0
        d.phase = "bid"
        self.stats["curieuse"] += 1

    def on_play(self, line):
        g, d = self.game, self.deal
        need(d is not None and d.phase == "play", "a card played out of place")
        s, c = line["seat"], line["card"]
        need(s == d.to_play, "play out of turn: seat %r plays, seat %r should" % (s, d.to_play))
        need(c in d.hands[s], "seat %d plays %r, which it does not hold" % (s, c))
        legal = legal_plays(d.trump, d.hands[s], d.trick)
        need(c in legal, "illegal play %s by seat %d (trump %s, trick %s, legal %s)"
             % (c, s, d.trump, [x for _, x in d.trick], sorted(legal)))
        d.hands[s].discard(c)
        d.trick.append((s, c))
        if len(d.trick) == g.players:
            d.phase = "trick"
        else:
            d.to_play = (s + 1) % g.players

    def on_trick(self, line):
        d = self.deal
        need(d is not None and d.phase == "trick", "a trick line before every seat played")
        best_seat, best = d.trick[0]
        for s, c in d.trick[1:]:
            if beats(d.trump, c, best):
                best_seat, best = s, c
        need(line["trick"] == len(d.trick_winners) + 1, "tricks are numbered 1..5")
        need(line["cards"] == [c for _, c in d.trick], "the trick's cards in play order")
        need(line["winner"] == best_seat, "trick %d is won by seat %d, not %r" % (line["trick"], best_seat, line["winner"]))
        d.tricks[best_seat] += 1
        d.trick_winners.append(best_seat)
        d.trick = []
        d.to_play = best_seat
        d.phase = "play"
        if len(d.trick_winners) == 5:
            self.end_of_play()

    def settle(self):
        """The outcome and every payment of docs/rules-bete.md 7 and the King,
        in the order of section 9."""
        g, d = self.game, self.deal
        n, t = g.players, d.table
        V = d.value
        plan = self.plan
        dec, con = d.declarer, d.contrer
        bidders = [b for b in (dec, con) if b is not None]
        others = lambda x: [o for o in range(n) if o != x]

        def make_bete(b):
            plan.group((b, "bete", min(V if b == dec else 2 * V, BETE_LIMIT), "bete"))

        def devole(b):
            # any losing bidder who took no trick, right after his bête
            if d.tricks[b] == 0:
                self.stats["devole"] += 1
                plan.group(*[(b, o, 2 if b == con else 1, "devole") for o in others(b)])

        winner, losers = None, []
        if dec is None:
            outcome = "passed"
        else:
            for b in bidders:
                if d.tricks[b] >= 3:
                    winner = b
            if winner is None and max(d.tricks) < 3 and d.trick_winners[0] == d.trick_winners[1] \
                    and d.trick_winners[0] in bidders:
                winner = d.trick_winners[0]
            if winner is not None:
                outcome = "vole" if d.tricks[winner] == 5 else "win"
                self.stats["first_two"] += d.tricks[winner] < 3
                self.stats["contrer_won"] += winner == con
                plan.group(("stakes", winner, t["stakes"], "win"))
                plan.group(("plaques", winner, t["plaques"] * g.plaque, "win"))
                if t["betes"]:
                    plan.group(("bete", winner, t["betes"][0], "win"))
                if outcome == "vole":
                    plan.group(("bete", winner, sum(t["betes"][1:]), "vole"))
                    plan.group(*[(o, winner, 2 if winner == con else 1, "vole") for o in others(winner)])
                losers = [b for b in bidders if b != winner]
                if winner == con:
                    # the declarer's bête, paid to the contrer: a bête is at most 10^9
                    plan.group((dec, con, min(V, BETE_LIMIT), "contre"))
                    devole(dec)
                elif con is not None:
                    make_bete(con)
                    devole(con)
            else:
                most = max(d.tricks)
                # only the declarer's tie voids the deal (source 004)
                tie = d.tricks[dec] == most and any(d.tricks[o] == most for o in others(dec))
                if tie:
                    outcome = "void"
                    self.stats["void_one_each"] += most == 1
                else:
                    outcome = "lose"
                    losers = bidders
                    for b in bidders:      # the declarer's bête first
                        make_bete(b)
                        devole(b)
        holder = next((s for s in range(n) if "K" + d.trump in d.dealt[s]), None)
        if holder is not None and holder not in losers and t["king"] > 0:
            self.stats["king"] += 1
            plan.group(("king", holder, t["king"], "king"))
            plan.each(range(n), "king", 1, "king_stake")
        self.stats[outcome] += 1
        if con is not None:
            self.stats["contre"] += 1
        return outcome, winner

    def on_result(self, line):
        d = self.deal
        need(d is not None and d.phase == "over", "a result before the deal is over")
        outcome, winner = self.settle()
        need(line["outcome"] == outcome, "the outcome is %s, not %r" % (outcome, line["outcome"]))
        for key, want in (("declarer", d.declarer), ("contrer", d.contrer), ("winner", winner)):
            want = -1 if want is None else want
            need(line[key] == want, "result %s is %d, not %r" % (key, want, line[key]))
        need(line["value"] == d.value, "the value of the deal is %d, not %r" % (d.value, line["value"]))
        d.phase = "settle"
        self.last_outcome = outcome

    def on_deal_end(self, line):
        d, L = self.deal, self.ledger
        need(d is not None and d.phase == "settle", "deal_end before the result")
        self.close_stretch("deal %d settlement" % d.no)
        need(line["deal"] == d.no, "deal_end numbers its deal")
        need(line["tricks"] == d.tricks, "tricks per seat are %s, not %r" % (d.tricks, line["tricks"]))
        for key, value in L.figures().items():
            need(line[key] == value, "deal end %s is %r, the ledger says %r" % (key, line[key], value))
        d.phase = "done"
        self.next_dealer = (d.dealer + 1) % self.game.players

    def on_pay(self, line):
        self.ledger.pay(line)
        d = self.deal
        if d is not None:
            # Between the hands and the end of play, only the Curieuse's chips
            # move: after the ask, before the next card is turned (section 5).
            need(d.phase != "over", "a settlement payment before the result line")
            need(d.phase not in ("bid", "curieuse", "play", "trick"), "a payment in the middle of the bidding or play")
            need(d.phase != "done", "a payment after deal_end, before the next deal line")
        self.pays.append(line)

    def run(self):
        lines = transcript_lines.read(self.path, "bete")
        handlers = {"deal": self.on_deal, "pay": self.on_pay, "hands": self.on_hands, "bid": self.on_bid,
                    "curieuse": self.on_curieuse, "curieuse_turn": self.on_curieuse_turn, "play": self.on_play,
                    "trick": self.on_trick, "result": self.on_result, "deal_end": self.on_deal_end}
        for i, (no, line) in enumerate(lines):
            try:
                t = line["type"]
                if i == 0:
                    need(t == "game", "the first line is the game")
                    self.on_game(line)
                    continue
                need(t in handlers, "unknown line type %r" % t)
                handlers[t](line)
            except (Violation, KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
                raise Violation("%s:%d: %s: %s" % (self.path, no, type(e).__name__, e))
        need(self.deals > 0 and self.deal.phase == "done", "%s: the transcript ends inside a deal" % self.path)
        return self.deals


def main(paths):
    if not paths:
        print(__doc__)
        return 2
    deals = 0
    stats = {}
    for p in paths:
        c = Checker(p)
        try:
            deals += c.run()
        except (Violation, transcript_lines.Malformed) as e:
            print("VIOLATION", e)
            print("0 passed, 1 failed")
            return 1
        except Exception as e:  # input no rule above foresaw: a violation too, not a traceback
            print("VIOLATION %s: malformed input: %s: %s" % (p, type(e).__name__, e))
            print("0 passed, 1 failed")
            return 1
        for k, v in c.stats.items():
            stats[k] = stats.get(k, 0) + v
    print("checked %d transcripts, %d deals: every rule holds" % (len(paths), deals))
    print("  " + ", ".join("%s %d" % kv for kv in sorted(stats.items())))
    print("%d passed, 0 failed" % len(paths))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
