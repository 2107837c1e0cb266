#!/usr/bin/env python3
"""The guided first hand, played in the real window as a newcomer plays it.

Runs under an X server (xvfb-run), and acts only through xdotool: clicks at the
places the presented frames showed (--frame-log), and keys. After every action it
keeps its hands off, as a person reading, and waits for the window to show the
next thing to read or decide.

1. The very first start (an empty preferences folder, no option that chooses a
   game): the guided hand of La Mouche opens by itself. Every coach mark is read
   and put away with its Next button; the human stands (S) and plays the playable
   cards; the marks come in order, each drawn at once with no input; the hand ends
   with the summary's and the last mark, and a second hand is played alone to the
   game's end; nothing is saved and nothing counted.
2. The second start (the settings are kept now): the title screen, and no guide.
   Its "Learn to play" key opens the guide again; Esc at the first mark ends it, and
   the hand then plays on with no mark at all, to its end.
3. La Bête's guided deal, offered by its first New game (the L key answers): every mark, passing every
   bid; in the third deal everybody passes, the Curieuse is offered and its note (the last mark) comes up.

Usage: guide_test.py LAMOUCHE WORKDIR (GUIDE_ONLY=bete: part 3 alone)
"""
import os
import re
import shutil
import subprocess
import sys
import time

THINK_S = 0.4           # a person's pause before acting, hands off
# The fastest animation speed the settings offer (as noinput_test.py): a newcomer may choose it, the
# marks wait for their Next button all the same, and the hands after the guide play on three times
# sooner (at speed 1 the test took 266 s and 17 s of CPU: it waited on the animations and pauses).
SPEED = "3"
WAIT_S = 160            # the longest the computer players may take (a few s; 4x slower machine)
ASKING = {"guide", "declare", "answer", "trump", "play", "bid", "curieuse", "summary", "gameover"}


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def xdo(*args):
    subprocess.run(["xdotool", *args], check=True)


class Run:
    """One start of the app: its frame log followed as it grows."""

    def __init__(self, app, work, name, args):
        self.out_path = os.path.join(work, name + ".out")
        self.log_path = os.path.join(work, name + ".frames")
        self.work, self.name = work, name
        env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER="dummy")
        self.proc = subprocess.Popen([app, "--save-dir", os.path.join(work, "save"), "--size", "1280x800",
                                      "--speed", SPEED, "--frame-log", self.log_path, *args],
                                     stdout=open(self.out_path, "w"), stderr=subprocess.STDOUT, env=env)
        self.pos, self.lines, self.acted_at, self.pending, self.marks_at_act = 0, [], 0, None, 0
        self.acted_on = None   # the phase of the frame acted on
        self.window = None

    def poll(self):
        try:
            with open(self.log_path, encoding="utf-8") as f:
                f.seek(self.pos)
                data = f.read()
        except FileNotFoundError:
            return
        cut = data.rfind("\n") + 1
        self.pos += len(data[:cut].encode("utf-8"))
        for line in data[:cut].splitlines():
            parts = line.split()
            if len(parts) < 3:
                continue
            if parts[0] == "state":
                self.pending = (float(parts[1]), parts[2], time.time()) if parts[2] in ASKING else None
            elif parts[0] == "frame" and self.pending:
                self.pending = None     # presented, with no input (how soon is a benchmark's, not a test's)
            self.lines.append(parts)

    def out(self):
        return open(self.out_path, encoding="utf-8").read()

    def wait_asked(self):
        """Hands off until a presented frame asks for something new; returns it."""
        deadline = time.time() + WAIT_S
        while time.time() < deadline:
            if self.proc.poll() is not None:
                fail("%s: the app exited with status %d" % (self.name, self.proc.returncode))
            self.poll()
            if self.pending and time.time() - self.pending[2] > WAIT_S:
                fail("%s: the state asks for '%s' and no frame shows it: the window is frozen"
                     % (self.name, self.pending[1]))
            frames = [p for p in self.lines[self.acted_at:] if p[0] == "frame"]
            if frames and self.pending is None:
                last = frames[-1]
                if self.acted_at == 0 and (last[2] == "title" or last[3] in ASKING):
                    return last
                if last[3] == "guide" and len(marks_shown(self.out())) > self.marks_at_act:
                    return last     # a new mark (the one read may be followed at once by the next)
                if last[3] in ASKING and last[3] != "guide" and (
                        last[3] != self.acted_on or any(p[3] != last[3] for p in frames)):
                    return last
            time.sleep(0.05)
        last = self.lines[-1] if self.lines else ["-"]
        fail("%s: the window shows nothing to do for %d s with no input (last: %s)" % (self.name, WAIT_S, " ".join(last)))

    def find_window(self):
        # by the app's process first (SDL sets _NET_WM_PID), then by its title
        searches = (["--pid", str(self.proc.pid)], ["--name", "^La (Mouche|Bête)$"])
        deadline = time.time() + 240
        while time.time() < deadline and not self.window:
            for how in searches:
                found = subprocess.run(["xdotool", "search", *how], capture_output=True, text=True)
                if found.stdout.split():
                    self.window = found.stdout.split()[0]
                    break
            time.sleep(0.2)
        if not self.window:
            try:
                tree = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True, text=True)
                tree = tree.stdout + tree.stderr
            except OSError as e:
                tree = str(e)
            fail("%s: the window was not found (app %s; the display's windows:\n%s\nthe app's output:\n%s)"
                 % (self.name, "running" if self.proc.poll() is None else "exited", tree, self.out()[-2000:]))
        xdo("mousemove", "--window", self.window, "640", "60")

    def act(self, frame, what):
        time.sleep(THINK_S)
        self.poll()
        self.acted_at = len(self.lines)
        self.marks_at_act = len(marks_shown(self.out()))
        self.acted_on = frame[3]
        targets = dict(p.split("=", 1) for p in frame[4:] if "=" in p and not p.startswith("size="))
        if what.startswith("click:"):
            if what[6:] not in targets:
                fail("%s: no %s on the frame %s" % (self.name, what[6:], " ".join(frame)))
            x, y = targets[what[6:]].split(",")
            xdo("mousemove", "--window", self.window, x, y, "click", "1")
            time.sleep(0.05)
            xdo("mousemove", "--window", self.window, "640", "60")
        else:
            xdo("key", what)

    def shot(self, tag):
        subprocess.run(["import", "-window", "root", os.path.join(self.work, "%s-%s.png" % (self.name, tag))],
                       check=True)

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


def marks_shown(out):
    return [int(m) for m in re.findall(r"^guide: mark (\d+) of \d+$", out, re.M)]


def play_guided(run, declare_key, read_marks=True, shots=None):
    """Plays the guided hand to its end; returns the phases it was asked, in order. `shots`: the
    window is shot at these marks (number: tag). `declare_key`: the key of every declaration or bid,
    or a function of the marks shown so far that gives it."""
    asked = []
    while True:
        frame = run.wait_asked()
        phase = frame[3]
        asked.append(phase)
        if phase == "guide":
            if len([a for a in asked if a == "guide"]) == 1:
                run.shot("first-mark")
            shown = marks_shown(run.out())
            if shots and shown and shown[-1] in shots:
                run.shot(shots[shown[-1]])
            run.act(frame, "click:guide:next" if read_marks else "Escape")
        elif phase == "gameover":
            run.shot("gameover")
            return asked
        elif phase in ("declare", "bid"):
            run.act(frame, declare_key(marks_shown(run.out())) if callable(declare_key) else declare_key)
        elif phase == "play":
            run.act(frame, "click:playable")
        elif phase == "summary":
            run.act(frame, "click:button:next")
        elif phase in ("answer", "trump", "curieuse"):   # the second hand, played alone
            run.act(frame, {"answer": "e", "trump": "h", "curieuse": "n"}[phase])
        else:
            fail("%s: unexpected decision %s" % (run.name, phase))


def main():
    app, work = sys.argv[1:3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "save"))

    if os.environ.get("GUIDE_ONLY") != "bete":   # GUIDE_ONLY=bete: part 3 alone
        first_and_second_start(app, work)
    bete_guided(app, work)
    print("guide: all runs passed")


def first_and_second_start(app, work):
    # 1. The very first start: the guide opens by itself; read every mark
    run = Run(app, work, "first", [])
    try:
        run.find_window()
        asked = play_guided(run, "s")
    finally:
        run.close()
    out = run.out()
    marks = marks_shown(out)
    total = int(re.search(r"^guide: mouche, (\d+) marks$", out, re.M).group(1))
    if marks != list(range(1, total + 1)):
        fail("first start: the marks shown were %s, not 1 to %d in order" % (marks, total))
    # the game's last hand is explained too: its summary comes before the final standings
    if asked[-2:] != ["summary", "gameover"] or asked.count("summary") != 2:
        fail("first start: the last hand's summary did not come before the standings: %s" % asked[-4:])
    if "new game: seed 144, 4 players, 2 hands" not in out or "hand 2 over" not in out:
        fail("first start: the guided hand was not played through")
    if asked[0] != "guide" or "declare" not in asked or asked.count("play") < 1:
        fail("first start: the window asked %s" % asked)
    if os.path.exists(os.path.join(work, "save", "game.sav")):
        fail("the guided hand was saved as the player's game")
    stats = os.path.join(work, "save", "stats.txt")
    if os.path.exists(stats) and re.search(r"^hands=[1-9]", open(stats).read(), re.M):
        fail("the guided hand was counted in the statistics")
    print("guide: first start, %d marks read, decisions %s" % (len(marks), [a for a in asked if a != "guide"]))

    # 2. The second start: the title screen; its key opens the guide; Esc ends it at once
    run = Run(app, work, "second", [])
    try:
        run.find_window()
        frame = run.wait_asked()
        if frame[2] != "title":
            fail("second start: the first frame shows %s, not the title screen" % frame[2])
        run.act(frame, "l")   # "Learn to play"
        asked = play_guided(run, "s", read_marks=False)
    finally:
        run.close()
    out = run.out()
    if marks_shown(out) != [1] or "guide: ended at mark 1" not in out:
        fail("second start: the guide did not end at its first mark (%s)" % marks_shown(out))
    if "hand 2 over" not in out:
        fail("second start: the hands did not play on after the guide ended")
    print("guide: second start, title screen, guide ended at mark 1, hand played on: %s" % asked)



def bete_guided(app, work):
    # 3. La Bête's guided deal, offered by the first New game of a player who never finished a deal
    run = Run(app, work, "bete", ["--game", "bete"])
    try:
        run.find_window()
        frame = run.wait_asked()
        run.act(frame, "n")   # New game: its panel asks the players and the length first
        time.sleep(THINK_S)
        xdo("key", "Return")  # Start: a player who never finished a deal is offered the guided deal
        time.sleep(THINK_S)
        if "Your first game of La B" not in run.out():
            fail("La Bete: the first New game did not offer the guided deal")
        xdo("key", "l")       # "Learn to play"
        total, deadline = 0, time.time() + WAIT_S
        while not total and time.time() < deadline:   # the number of marks, said as the guide begins
            found = re.search(r"^guide: bete, (\d+) marks$", run.out(), re.M)
            total = int(found.group(1)) if found else 0
            time.sleep(0.05)
        # the second deal's note (the last but one) advises "I play" (key I): the player plays alone; every
        # other bid passes, so that in the third deal everybody passes and the Curieuse is offered
        bids_after = []   # the marks shown at each bid: "I play" at the first bid after the advice only

        def bid_key(shown):
            bids_after.append(shown[-1] if shown else 0)
            return "i" if bids_after.count(total - 1) == 1 and bids_after[-1] == total - 1 else "p"

        asked = play_guided(run, bid_key, shots={total - 1: "alone", total: "curieuse"})   # the last: the Curieuse's
    finally:
        run.close()
    out = run.out()
    # every mark, the Curieuse's last: in the third deal everybody passes (the human too) and it is offered;
    # in the second the player, advised to, said "I play" and played alone
    if not re.search(r"^deal 2 over: \S+ declarer 0 contrer -1 ", out, re.M):
        fail("La Bete: the second deal was not played alone by the player: %s"
             % re.findall(r"^deal 2 over: .*$", out, re.M))
    if marks_shown(out) != list(range(1, total + 1)) or "deal 3 over" not in out:
        fail("La Bete: marks %s of %d, third deal over: %s, asked %s" % (marks_shown(out), total, "deal 3 over" in out,
                                                                        [a for a in asked if a != "guide"]))
    print("guide: La Bete, %d marks read, decisions %s" % (total, [a for a in asked if a != "guide"]))


if __name__ == "__main__":
    main()
