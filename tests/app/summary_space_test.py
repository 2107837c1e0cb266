#!/usr/bin/env python3
"""Space skips animations and never presses a summary's Next (play-test s59, finding 6), in the real
window as a person taps it.

Runs under an X server (xvfb-run). A game of La Mouche, two hands at the animations' own pace: the
player folds at the first declaration, then taps Space through the other seats' tricks (the footer
teaches "Click or Space: skip") until the hand's summary is on the screen, and taps it three times
more. Then F2 opens the log: once the game says so, every Space before it was read. The summary must
still be shown (the frame log's last frame, its Next still there to click), and the next hand not
dealt. Enter then closes it. Nothing waits a fixed time for what it checks: it reads the frame log
and the game's output until they say it.

Usage: summary_space_test.py LAMOUCHE WORKDIR
"""
import os
import shutil
import subprocess
import sys
import time


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def xdo(*args):
    subprocess.run(["xdotool", *args], check=True)


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return ""


def last_frame(frames_path):
    lines = [line.split() for line in read(frames_path).splitlines() if line.startswith("frame ")]
    return lines[-1] if lines else None


def until(failure, seen, seconds=240, each=None):
    """Until seen() holds (each() done between two looks, a tap of Space); returns it."""
    deadline = time.time() + seconds
    while True:
        got = seen()
        if got:
            return got
        if time.time() > deadline:
            fail(failure)
        if each:
            each()
        time.sleep(0.1)


def phase_is(frames, phase, also=""):
    f = last_frame(frames)
    return f if f and f[2] == "table" and f[3] == phase and also in " ".join(f) else None


def summary_seen(frames_path):
    """A frame has shown the summary with its Next to click (on the screen, not only in the table's state)."""
    return any(line.startswith("frame ") and " table summary " in line and " button:next=" in line
               for line in read(frames_path).splitlines())


def main():
    app, work = sys.argv[1:3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "save"))
    frames, out = os.path.join(work, "frames.log"), os.path.join(work, "out.txt")
    env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER="dummy")
    env["ASAN_OPTIONS"] = (env.get("ASAN_OPTIONS", "") + ":detect_leaks=0").lstrip(":")
    with open(os.path.join(work, "save", "settings.txt"), "w") as f:
        f.write("lang=en\nno_sound_told=1\n")
    proc = subprocess.Popen([app, "--save-dir", os.path.join(work, "save"), "--game", "mouche", "--fresh",
                             "--seed", "5", "--players", "4", "--hands", "2", "--speed", "1", "--size", "1280x800",
                             "--frame-log", frames],
                            stdout=open(out, "w"), stderr=subprocess.STDOUT, env=env)
    try:
        until("the title did not show", lambda: (last_frame(frames) or ["", "", ""])[2] == "title")
        found = subprocess.run(["xdotool", "search", "--name", "^La Mouche$"], capture_output=True, text=True)
        if not found.stdout.split():
            fail("the window was not found")
        xdo("key", "n", "Return")  # New game, and Start on its panel (4 players, 2 hands: the command line's)
        # the first game of La Mouche offers the guided hand first: "Play now" (Escape)
        offer = "Your first game of La Mouche? Learn to play"
        if until("neither the guided hand's offer nor the first declaration came",
                 lambda: "offer" if offer in read(out) else phase_is(frames, "declare")) == "offer":
            xdo("key", "Escape")
        until("the first declaration was not asked", lambda: phase_is(frames, "declare"))
        xdo("key", "f")  # fold: the others play the hand out
        until("the fold was not taken", lambda: not phase_is(frames, "declare"))
        # Space tapped through the tricks until the summary, its Next there to click, is on the screen
        until("the hand's summary did not come", lambda: summary_seen(frames), each=lambda: xdo("key", "space"))
        xdo("key", "space", "space", "space")
        xdo("key", "F2")  # read after the Spaces: once the log is shown, they were all read
        until("F2 did not open the log", lambda: "log: shown" in read(out), seconds=60)
        f = last_frame(frames)
        if not f or f[2] != "table" or f[3] != "summary":
            fail("Space pressed the summary's Next: the last frame shows %s" % " ".join(f or ["none"]))
        print("Space tapped through the last trick and on the summary: the summary stays")
        xdo("key", "F2")  # the log put away
        until("F2 did not put the log away", lambda: "log: put away" in read(out), seconds=60)
        xdo("key", "Return")  # Enter takes the summary's Next
        until("Enter did not close the summary", lambda: not phase_is(frames, "summary"), seconds=60)
        print("Enter closed the summary")
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(30)


main()
