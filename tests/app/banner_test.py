#!/usr/bin/env python3
"""The "no sound device" banner and the window's title, in the real window as a person meets them
(issue 42, findings 5 and 10).

Runs under an X server (xvfb-run), with no sound device (SDL_AUDIODRIVER names none). First start:
the banner lies over the title; Enter puts it away and does nothing else (it pressed New game
before). G chooses La Bete on the title: the window's title becomes "La Bête". The settings' sound
row says there is no sound device. The settings file remembers that it was said, its other lines
kept. Second start, in French: no banner (stderr still says it), and the sound row says it in French.

Usage: banner_test.py LAMOUCHE WORKDIR
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
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout.strip()


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return ""


def frames(path):
    return [line.split() for line in read(path).splitlines() if line.startswith("frame ")]


def wait_until(what, test, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if test():
            return
        time.sleep(0.1)
    fail("waited %d s for %s" % (seconds, what))


def start(app, work, run):
    """The app on the save folder, logging its frames and strings; returns (process, frames, texts, out)."""
    env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER="no-such-driver")
    frames_log, texts, out = (os.path.join(work, "%s-%s" % (run, n)) for n in ("frames.log", "text.log", "out.txt"))
    proc = subprocess.Popen([app, "--save-dir", os.path.join(work, "save"), "--size", "1264x752",
                             "--frame-log", frames_log, "--text-log", texts],
                            stdout=open(out, "w"), stderr=subprocess.STDOUT, env=env)
    return proc, frames_log, texts, out


def window():
    found = subprocess.run(["xdotool", "search", "--name", "^La (Mouche|B)"], capture_output=True, text=True)
    ids = found.stdout.split()
    return ids[0] if ids else fail("the window was not found")


def quit_from_title(win, proc):
    """Escape on the title quits (xdotool may miss the key's release: the window is gone)."""
    subprocess.run(["xdotool", "key", "--window", win, "Escape"], capture_output=True)
    proc.wait(60)


def stop(proc):
    if proc.poll() is None:
        proc.terminate()
        proc.wait(10)


def first_start(app, work):
    proc, frames_log, texts, out = start(app, work, "first")
    try:
        wait_until("the title", lambda: any(f[2] == "title" for f in frames(frames_log)), 120)
        wait_until("the banner", lambda: "notice shown" in read(out), 60)
        if "No sound device" not in read(out):
            fail("the banner did not say that no sound device was found")
        win = window()
        xdo("mousemove", "--window", win, "640", "380")
        xdo("key", "--window", win, "Return")  # put the banner away: only that
        acted = ("notice gone", "new game:", "Your first game")  # the banner went, or Enter pressed New game
        wait_until("the banner to go", lambda: any(w in read(out) for w in acted), 30)
        said = read(out)
        if "new game:" in said or "Your first game" in said or "Learn to play" in said:
            fail("Enter on the banner also pressed New game behind it")
        xdo("key", "--window", win, "s")  # the settings: a frame after Enter's, whatever it did
        wait_until("the settings", lambda: frames(frames_log)[-1][2] == "settings", 30)
        shown = [f[2] for f in frames(frames_log)]
        if "table" in shown:
            fail("Enter on the banner left the title for the table")
        print("Enter on the banner: the banner went, nothing else happened")
        if "Volume — no sound device" not in read(texts):
            fail("the settings' sound row does not say there is no sound device")
        xdo("key", "--window", win, "Escape")  # back to the title
        wait_until("the title again", lambda: frames(frames_log)[-1][2] == "title", 30)
        if xdo("getwindowname", win) != "La Mouche":
            fail("the window is not named after La Mouche on its title")
        xdo("key", "--window", win, "g")  # La Bete chosen on the title
        wait_until("La Bete's window title", lambda: xdo("getwindowname", win) == "La Bête", 30)
        print("the window's title follows the game chosen on the title: La Bête")
        quit_from_title(win, proc)
    finally:
        stop(proc)
    settings = read(os.path.join(work, "save", "settings.txt")).splitlines()
    for line in ("no_sound_told=1", "lang=en", "game=bete"):
        if line not in settings:
            fail("the settings file lacks %s: %s" % (line, settings))


def second_start(app, work):
    path = os.path.join(work, "save", "settings.txt")
    text = read(path).replace("lang=en", "lang=fr")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    proc, frames_log, texts, out = start(app, work, "second")
    try:
        wait_until("the title", lambda: any(f[2] == "title" for f in frames(frames_log)), 120)
        wait_until("stderr's word on the sound", lambda: "Aucun périphérique audio" in read(out), 60)
        win = window()
        if xdo("getwindowname", win) != "La Bête":
            fail("the window is not named after the game chosen last time")
        xdo("key", "--window", win, "p")  # the settings, in French: a frame after any banner's
        wait_until("the settings", lambda: frames(frames_log)[-1][2] == "settings" or "notice shown" in read(out), 30)
        if "notice shown" in read(out):
            fail("the banner said again that there is no sound device")
        if "Volume — aucun périphérique audio" not in read(texts):
            fail("the settings' sound row does not say in French there is no sound device")
        xdo("key", "--window", win, "Escape")
        wait_until("the title again", lambda: frames(frames_log)[-1][2] == "title", 30)
        quit_from_title(win, proc)
    finally:
        stop(proc)
    print("second start: no banner; the sound row says it, in French")


def main():
    app, work = sys.argv[1:3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "save"))
    with open(os.path.join(work, "save", "settings.txt"), "w") as f:
        f.write("lang=en\ngame=mouche\n")  # no first start: the title screen, not the guided hand
    first_start(app, work)
    second_start(app, work)


if __name__ == "__main__":
    main()
