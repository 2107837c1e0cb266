#!/usr/bin/env python3
"""Plays whole games in the real window as a person does, then keeps hands off.

Runs under an X server (xvfb-run). Starts lamouche from its title screen, and
acts only through xdotool: keys, and clicks at the places the frames showed.
After every action it makes no input at all, as a person thinking, and waits
for the window to ask for the next decision. It fails when the table's state
comes to ask for something (a `state` line of --frame-log) and no frame showing
that request is presented (a `frame` line, written after SDL_RenderPresent)
before the bound, or when the window stops asking before the game ends.

Usage: noinput_test.py LAMOUCHE WORKDIR GAME SEED PLAYERS HANDS
Prints each decision's delay from state change to presented frame, and a summary
line "noinput: GAME decisions=N frames_late=0 delay_ms_p50=.. delay_ms_max=..".
"""
import os
import random
import re
import shutil
import subprocess
import sys
import time

# The state asks for a decision and the next frame presented must show it, with no input; how long
# that took is reported, not asserted (a busy machine is slower: time belongs in the benchmarks).
# A table that never presents it is frozen: told after WAIT_S.
THINK_S = 0.6          # a person's pause before acting, hands off
WAIT_S = 160           # the longest the computer players may take between two decisions (a few s; 4x slower machine)
SPEED = "3"            # the fastest animation speed the settings offer
DECISIONS = {"declare", "answer", "trump", "play", "bid", "curieuse", "summary", "gameover"}


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class FrameLog:
    """Follows the app's --frame-log as it grows."""

    def __init__(self, path):
        self.path = path
        self.pos = 0
        self.lines = []

    def poll(self):
        try:
            with open(self.path, encoding="utf-8") as f:
                f.seek(self.pos)
                data = f.read()
        except FileNotFoundError:
            return
        cut = data.rfind("\n") + 1
        self.pos += len(data[:cut].encode("utf-8"))
        for line in data[:cut].splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[0] in ("state", "frame"):
                self.lines.append(parts)


def xdo(*args):
    subprocess.run(["xdotool", *args], check=True)


def main():
    app, work, game, seed, players, hands = sys.argv[1:7]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "save"), exist_ok=True)
    os.makedirs(os.path.join(work, "shots"), exist_ok=True)
    log_path = os.path.join(work, "frames.log")
    # a sound device (SDL's dummy one): the "no sound device" banner would take the first key (app_banner)
    env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    proc = subprocess.Popen([app, "--save-dir", os.path.join(work, "save"), "--game", game, "--seed", seed,
                             "--players", players, "--hands", hands, "--speed", SPEED, "--size", "1280x800",
                             "--frame-log", log_path, "--check-layer"],
                            stdout=open(os.path.join(work, "out.txt"), "w"), stderr=subprocess.STDOUT, env=env)
    log = FrameLog(log_path)
    rng = random.Random(int(seed))
    delays = []
    pending = None      # [time, phase] of the last state that asks, until a frame shows it
    shown = None        # the last presented frame
    acted_at = None     # index into log.lines of our last action's moment
    decisions = 0
    shots = 0

    def check_lines(upto):
        """Pairs each asking state with the first frame presented after it."""
        nonlocal pending
        for parts in log.lines[check_lines.done:upto]:
            kind, t, phase = parts[0], float(parts[1]), parts[3] if parts[0] == "frame" else parts[2]
            if kind == "state":
                pending = (t, phase, time.time()) if phase in DECISIONS else None
            elif pending:
                if phase != pending[1]:
                    fail("the state asks for '%s' at %.0f ms but the frame presented shows '%s'"
                         % (pending[1], pending[0], phase))
                delays.append(t - pending[0])
                pending = None
        check_lines.done = upto
    check_lines.done = 0

    try:
        # the window appears; the pointer goes into it (no window manager: focus follows the pointer)
        deadline = time.time() + 120
        while time.time() < deadline:
            log.poll()
            if any(p[0] == "frame" for p in log.lines):
                break
            time.sleep(0.1)
        else:
            fail("no frame was presented")
        time.sleep(0.5)
        # (the window is named after the game from the start; xdotool's pattern misses the "ê" of "Bête")
        found = subprocess.run(["xdotool", "search", "--name", "^La (Mouche|B)"], capture_output=True, text=True)
        window = found.stdout.split()[0] if found.stdout.split() else fail("the window was not found")
        xdo("mousemove", "--window", window, "640", "300")
        time.sleep(0.3)
        xdo("key", "n")                 # the title screen's "New game"
        time.sleep(THINK_S)
        xdo("key", "Return")            # its panel's Start (the players and length as the settings have them)
        # offered the guided hand (a question in the banner): "Play now". The question or the table,
        # whichever the window shows first (a fixed pause missed the question on a busy machine)
        deadline = time.time() + WAIT_S
        while time.time() < deadline:
            if "Your first game of" in open(os.path.join(work, "out.txt")).read():
                time.sleep(THINK_S)
                xdo("key", "Escape")
                break
            log.poll()
            if any(p[0] == "frame" and p[2] != "title" for p in log.lines):
                break
            time.sleep(0.05)
        while True:
            # hands off: wait for the window to ask, reading only what it presents
            deadline = time.time() + WAIT_S
            asked = None
            while time.time() < deadline:
                if proc.poll() is not None:
                    fail("the app exited with status %d" % proc.returncode)
                log.poll()
                check_lines(len(log.lines))
                if pending and time.time() - pending[2] > WAIT_S:
                    fail("the table's state asks for '%s' (at %.0f ms) and no frame shows it: the window is frozen"
                         % (pending[1], pending[0]))
                frames = [p for p in log.lines[acted_at or 0:] if p[0] == "frame"]
                # a frame after our action that asks, with no state change left to show
                if frames and frames[-1][3] in DECISIONS and pending is None and (
                        acted_at is None or any(p[3] == "none" for p in frames) or frames[-1][3] == "gameover"):
                    asked = frames[-1]
                    break
                time.sleep(0.05)
            if not asked:
                last = log.lines[-1] if log.lines else ["-"]
                fail("after %d decisions the window shows no decision for %d s with no input (last log line: %s)"
                     % (decisions, WAIT_S, " ".join(last)))
            phase = asked[3]
            targets = dict(p.split("=", 1) for p in asked[4:] if not p.startswith("size="))
            time.sleep(THINK_S)         # thinking, hands off
            log.poll()
            check_lines(len(log.lines))
            if pending:
                continue
            if decisions % 7 == 0 or phase in ("summary", "gameover"):
                shots += 1
                subprocess.run(["import", "-window", "root",
                                os.path.join(work, "shots", "%s-%03d-%s.png" % (game, decisions, phase))], check=True)
            decisions += 1
            acted_at = len(log.lines)
            if phase == "gameover":
                break
            if phase in ("play", "summary"):
                x, y = targets["playable" if phase == "play" else "button:next"].split(",")
                xdo("mousemove", "--window", window, x, y, "click", "1")
                time.sleep(0.1)
                xdo("mousemove", "--window", window, "20", "20")   # the pointer leaves the hand
            elif phase == "declare":
                xdo("key", rng.choice("sssf"))
            elif phase == "answer":
                xdo("key", "a")  # Lanturlu!
            elif phase == "trump":
                xdo("key", "h")
            elif phase == "bid":
                xdo("key", rng.choice("ppi"))  # I: "I play"
            elif phase == "curieuse":
                xdo("key", "n")
        log.poll()
        check_lines(len(log.lines))
    except SystemExit:  # a failure: what the app said, too (a window not found, a crash)
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)
        print("the app's output (last 4000 characters):\n" + open(os.path.join(work, "out.txt")).read()[-4000:])
        raise
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)
    out = open(os.path.join(work, "out.txt")).read()
    over = "deal" if game == "bete" else "hand"
    for n in range(1, int(hands) + 1):
        if "%s %d over" % (over, n) not in out:
            fail("%s %d was not played through" % (over, n))
    # the table's partial repaints under real input (the pointer over the hand, the buttons)
    # were each compared with a whole repaint, pixel for pixel
    checked = re.search(r"^layer check: (\d+) partial repaints compared with whole ones, (\d+) differ$", out, re.M)
    if not checked or int(checked.group(1)) == 0:
        fail("the table's partial repaints were not checked")
    if int(checked.group(2)) > 0:
        fail("%s of %s partial repaints differ from whole ones:\n%s" % (checked.group(2), checked.group(1), "\n".join(
            line for line in out.splitlines() if line.startswith("layer check"))))
    delays.sort()
    print("noinput: %s decisions=%d delay_ms_p50=%.1f delay_ms_max=%.1f screenshots=%d "
          "partial_repaints_checked=%s" % (game, decisions, delays[len(delays) // 2], delays[-1], shots,
                                           checked.group(1)))


if __name__ == "__main__":
    main()
