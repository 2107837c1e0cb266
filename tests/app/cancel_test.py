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
cancel, goes to the title screen.

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


def prompt_back(texts_path, after_what):
    """The declaration's own prompt drawn after the hint's words about its raised cards."""
    texts = read(texts_path)
    if texts.rfind("Your turn: fold, exchange or stand") < texts.rfind("raised"):
        fail("the hint's 'the cards raised' stayed on the prompt after " + after_what)
    return texts


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
        deadline = time.time() + 40
        while "No sound device" not in read(out) and time.time() < deadline:
            time.sleep(0.1)
        if "notice shown" not in read(out):
            fail("no banner said that no sound device was found")
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
        if "First click the cards you want to change" not in read(texts):
            fail("X with no card picked says nothing")

        # a click in the narrow gap between the first two cards picks the nearer one, as aimed
        gap = [tok.split("=")[1] for tok in last_frame(frames) if tok.startswith("gap:0=")]
        if not gap:
            fail("the frame shows no gap between the first two cards (the hand's spacing changed?)")
        gx, gy = gap[0].split(",")
        xdo("mousemove", "--window", window, gx, gy, "click", "1")
        time.sleep(THINK_S)
        clicked = read(texts)
        if clicked.rfind("Exchange 1") < clicked.rfind("Pick cards to exchange"):
            fail("a click in the gap between two cards picked none")
        xdo("key", "Escape")
        time.sleep(THINK_S)

        xdo("key", "Down", "space")  # a card focused and picked: the button offers the exchange
        time.sleep(THINK_S)
        before = read(texts)
        if before.rfind("Exchange 1") < 0 or before.rfind("Exchange 1") < before.rfind("Pick cards to exchange"):
            fail("a card picked by the keyboard does not offer 'Exchange 1'")

        xdo("key", "Escape")
        time.sleep(THINK_S)
        after = read(texts)
        if after.rfind("Pick cards to exchange") < after.rfind("Exchange 1"):
            fail("Escape did not lower the card picked for an exchange")
        f = last_frame(frames)
        if not f or f[2] != "table" or f[3] != "declare":
            fail("Escape with a card picked left the declaration: %s" % " ".join(f or ["no frame"]))

        xdo("key", "question")  # the hint (seed 2: exchange 3) raises the cards it would change
        time.sleep(THINK_S)
        hinted = read(texts)
        if hinted.rfind("raised") < len(after):
            fail("the hint did not advise an exchange with its cards raised (seed 2 changed?)")
        xdo("key", "Escape")  # the cards lowered: the hint's words about them go too
        time.sleep(THINK_S)
        lowered = prompt_back(texts, "Escape lowered them")
        f = last_frame(frames)
        if not f or f[2] != "table" or f[3] != "declare":
            fail("Escape with the hint's cards raised left the declaration: %s" % " ".join(f or ["no frame"]))

        xdo("key", "question")  # the hint again; then the player changes its picks (the first card)
        time.sleep(THINK_S)
        hinted = read(texts)
        if hinted.rfind("raised") < len(lowered):
            fail("the second hint did not raise its cards")
        xdo("key", "1")
        time.sleep(THINK_S)
        prompt_back(texts, "the player changed the picks")
        xdo("key", "Escape")  # the picks lowered
        time.sleep(THINK_S)

        xdo("key", "Escape")  # nothing to cancel: "Leave this hand?", Stay focused
        time.sleep(THINK_S)
        if "Leave this hand?" not in read(texts):
            fail("Escape with nothing to cancel did not ask before leaving the hand")
        xdo("key", "l")  # Leave's letter: the title screen
        wait_for(frames, "title", None, 40)
        print("cancel: the first New game offered the guided hand (Play now taken), X explained, the pick lowered "
              "by Escape at the table, the hint's raised cards lowered with its words, the next Escape asked, and Leave "
              "went to the title")
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    main()
