#!/usr/bin/env python3
"""Escape and a button that is off, in the real window as a person uses them.

Runs under an X server (xvfb-run). With no sound device, Escape first takes away the banner that
says so, the title staying. Then starts a new game of La Mouche from the title screen and,
at the human's first declaration, acts only through xdotool (the first New game of a player
who never finished a hand offers the guided hand: Escape, "Play now", declines it): X with no card picked must say
how to pick (the table's words, read from --text-log); a click in the narrow gap between two cards
picks the nearer one; a card picked with the keyboard makes
the button "Exchange 1"; Escape then lowers it (the button asks for cards again) and the table
stays; the hint raises the cards of the exchange it advises, and Escape lowers them and takes its
words off the prompt, as does a pick the player changes after it; another Escape, with nothing to
cancel, asks before leaving, L leaves for the title screen, and Ctrl+Q there closes the game.

Usage: cancel_test.py LAMOUCHE WORKDIR
"""
import os
import shutil
import subprocess
import sys
import time

THINK_S = 0.6  # a person's pause, hands off


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


def until(failure, seen, seconds=60):
    """Hands off, watching the window's words, until seen() (what a person waits to see) holds;
    returns it. A busy machine draws late, never otherwise: a fixed pause read them too soon."""
    deadline = time.time() + seconds
    while True:
        got = seen()
        if got:
            return got
        if time.time() > deadline:
            fail(failure)
        time.sleep(0.1)


def after(texts_path, later, earlier):
    """The words the window drew last: `later` drawn after `earlier` (the whole log, or None)."""
    texts = read(texts_path)
    return texts if texts.rfind(later) > texts.rfind(earlier) else None


def prompt_back(texts_path, after_what):
    """The declaration's own prompt drawn after the hint's words about its raised cards."""
    return until("the hint's 'the cards raised' stayed on the prompt after " + after_what,
                 lambda: after(texts_path, "Your turn: fold, exchange or stand", "raised"))


def wait_for(frames_path, scene, phase, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        f = last_frame(frames_path)
        if f and f[2] == scene and (phase is None or f[3] == phase):
            return
        time.sleep(0.1)
    fail("the window did not show %s %s within %d s (last frame: %s)"
         % (scene, phase or "", seconds, " ".join(last_frame(frames_path) or ["none"])))


def main():
    app, work = sys.argv[1:3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "save"))
    frames, texts = os.path.join(work, "frames.log"), os.path.join(work, "text.log")
    # no sound device: the banner that says so lies over the title at the start
    env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER="no-such-driver")
    # under the sanitizers no leak report at the exit Ctrl+Q makes (as lib.sh for the shell tests: SDL's
    # D-Bus leaves a buffer LeakSanitizer counts, app_memory's to find); memory errors still abort
    env["ASAN_OPTIONS"] = (env.get("ASAN_OPTIONS", "") + ":detect_leaks=0").lstrip(":")
    with open(os.path.join(work, "save", "settings.txt"), "w") as f:
        f.write("lang=en\n")  # no first start: the title screen, not the guided hand
    proc = subprocess.Popen([app, "--save-dir", os.path.join(work, "save"), "--game", "mouche", "--seed", "2",
                             "--players", "4", "--speed", "3", "--size", "1280x800", "--frame-log", frames,
                             "--text-log", texts],
                            stdout=open(os.path.join(work, "out.txt"), "w"), stderr=subprocess.STDOUT, env=env)
    try:
        wait_for(frames, "title", None, 120)
        found = subprocess.run(["xdotool", "search", "--name", "^La Mouche$"], capture_output=True, text=True)
        window = found.stdout.split()[0] if found.stdout.split() else fail("the window was not found")
        xdo("mousemove", "--window", window, "640", "300")
        time.sleep(0.3)
        out = os.path.join(work, "out.txt")
        # the banner drawn, as a person sees it: the words logged when it is posted come a frame
        # sooner, and under load the check read between the two (CI of 0093abb)
        until("no banner said that no sound device was found",
              lambda: "notice shown" in read(out) and "No sound device" in read(out), 60)
        xdo("key", "Escape")  # the banner goes; the title, under it, stays
        time.sleep(THINK_S)
        if proc.poll() is not None:
            fail("Escape over the banner quit the game (it must take the banner away first)")
        if "notice gone" not in read(out) or last_frame(frames)[2] != "title":
            fail("Escape did not take the banner away from the title")
        print("Escape over a banner: the banner goes, the title stays")
        xdo("key", "n")  # New game: its panel asks the players and the length first
        time.sleep(THINK_S)
        xdo("key", "Return")  # Start: a player who never finished a hand is offered the guided hand first
        time.sleep(THINK_S)
        if "Your first game of La Mouche? Learn to play" not in read(os.path.join(work, "out.txt")):
            fail("the first New game did not offer the guided hand")
        if last_frame(frames)[2] != "title":
            fail("the first New game left the title before the player answered")
        xdo("key", "Escape")  # "Play now"
        wait_for(frames, "table", "declare", 240)
        time.sleep(THINK_S)

        xdo("key", "x")
        time.sleep(THINK_S)
        until("X with no card picked says nothing", lambda: "First click the cards you want to change" in read(texts))

        # a click in the narrow gap between the first two cards picks the nearer one, as aimed
        gap = [tok.split("=")[1] for tok in last_frame(frames) if tok.startswith("gap:0=")]
        if not gap:
            fail("the frame shows no gap between the first two cards (the hand's spacing changed?)")
        gx, gy = gap[0].split(",")
        xdo("mousemove", "--window", window, gx, gy, "click", "1")
        time.sleep(THINK_S)
        until("a click in the gap between two cards picked none",
              lambda: after(texts, "Exchange 1", "Pick cards to exchange"))
        xdo("key", "Escape")
        time.sleep(THINK_S)
        until("Escape did not lower the card picked by a click",
              lambda: after(texts, "Pick cards to exchange", "Exchange 1"))

        xdo("key", "Down", "space")  # a card focused and picked: the button offers the exchange
        time.sleep(THINK_S)
        until("a card picked by the keyboard does not offer 'Exchange 1'",
              lambda: after(texts, "Exchange 1", "Pick cards to exchange"))

        xdo("key", "Escape")
        time.sleep(THINK_S)
        lowered = until("Escape did not lower the card picked for an exchange",
                        lambda: after(texts, "Pick cards to exchange", "Exchange 1"))
        f = last_frame(frames)
        if not f or f[2] != "table" or f[3] != "declare":
            fail("Escape with a card picked left the declaration: %s" % " ".join(f or ["no frame"]))

        xdo("key", "question")  # the hint (seed 2: exchange 3) raises the cards it would change
        time.sleep(THINK_S)
        until("the hint did not advise an exchange with its cards raised (seed 2 changed?)",
              lambda: read(texts).rfind("raised") >= len(lowered))
        xdo("key", "Escape")  # the cards lowered: the hint's words about them go too
        time.sleep(THINK_S)
        lowered = prompt_back(texts, "Escape lowered them")
        f = last_frame(frames)
        if not f or f[2] != "table" or f[3] != "declare":
            fail("Escape with the hint's cards raised left the declaration: %s" % " ".join(f or ["no frame"]))

        xdo("key", "question")  # the hint again; then the player changes its picks (the first card)
        time.sleep(THINK_S)
        until("the second hint did not raise its cards", lambda: read(texts).rfind("raised") >= len(lowered))
        xdo("key", "1")
        time.sleep(THINK_S)
        prompt_back(texts, "the player changed the picks")
        xdo("key", "Escape")  # the picks lowered
        time.sleep(THINK_S)

        xdo("key", "Escape")  # nothing to cancel: "Leave this hand?", Stay focused
        time.sleep(THINK_S)
        until("Escape with nothing to cancel did not ask before leaving the hand",
              lambda: "Leave this hand?" in read(texts))
        xdo("key", "l")  # Leave's letter: the title screen
        wait_for(frames, "title", None, 40)
        xdo("key", "ctrl+q")  # the desktop's quit key closes the game, as the window's close does
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            fail("Ctrl+Q did not close the game")
        if proc.returncode != 0:
            fail("Ctrl+Q closed the game with status %d" % proc.returncode)
        print("cancel: the first New game offered the guided hand (Play now taken), X explained, the pick lowered "
              "by Escape at the table, the hint's raised cards lowered with its words, the next Escape asked, and Leave "
              "went to the title, where Ctrl+Q closed the game")
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    main()
