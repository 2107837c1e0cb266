#!/usr/bin/env python3
"""One writer per save folder, and statistics that cannot drift from the save: the real game under
Xvfb (run this under xvfb-run).

windows GAME: a first window plays on a folder; a second one opened on the same folder (a
double-click twice) says so in its banner, where a replay opened beside it (--replay) says nothing and takes no lock (La Mouche in English, La Bete in French: its place and
text from the frame's log, its pixels on a screenshot, gone once OK is pressed), plays, asks before
quitting with its unsaved game, and writes nothing there: the statistics hold the first window's hands, every one of them.

kill: La Mouche plays an endless game on a folder and is killed with SIGKILL again and again, each
time after a number of frames drawn (its --frame-log) picked at random, then relaunched; a last run
plays to the end of a hand. The statistics must then hold every hand the save finished, once: as many
hands as its number, and the chips the player's balance says. No relaunch finds the folder locked,
and nothing half-written is left in it.

title: a save whose first hand ended but was never shown (the statistics without it, as a kill
leaves them), and the player, on the title screen, starts a new game over it (through xdotool: N,
then N again to the question): the statistics count that hand before the save goes.

Usage: storage_test.py MODE LAMOUCHE PNG_CHECK WORKDIR [KILLS]"""
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

mode, app, png_check, work = sys.argv[1:5]
W, H = 1280, 800
env = dict(os.environ, LAMOUCHE_NO_DIALOG="1", SDL_AUDIODRIVER="dummy")
env["ASAN_OPTIONS"] = (env.get("ASAN_OPTIONS", "") + ":detect_leaks=0").lstrip(":")


def fail(why):
    print("FAIL: " + why)
    sys.exit(1)


def launch(name, folder, *args):
    """The game on folder, its output in NAME.out / NAME.err; the process."""
    out = open(os.path.join(work, name + ".out"), "w")
    err = open(os.path.join(work, name + ".err"), "w")
    return subprocess.Popen([app, "--save-dir", folder, "--size", "%dx%d" % (W, H), *args], stdout=out, stderr=err,
                            env=env)


def text(name):
    with open(os.path.join(work, name), encoding="utf-8", errors="replace") as f:
        return f.read()


def finish(p, name, timeout=300):
    try:
        rc = p.wait(timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        fail("%s did not end in %d s" % (name, timeout))
    if rc != 0:
        print(text(name + ".err"))
        fail("%s: exit status %d" % (name, rc))


def wait_for(p, path, pattern, lines=0):
    """Until the file at path has a line matching pattern (or `lines` lines), or p has ended.
    The game's own output, not a clock, says when: a generous bound only against a hang."""
    bound = time.monotonic() + 300
    while time.monotonic() < bound:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                seen = f.read().splitlines()
        except FileNotFoundError:
            seen = []
        if (lines and len(seen) >= lines) or (pattern and any(re.search(pattern, s) for s in seen)):
            return True
        if p.poll() is not None:
            return False
        time.sleep(0.005)
    fail("%s: nothing after 300 s" % path)


def stats_of(folder):
    stats = {}
    path = os.path.join(folder, "stats.txt")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            key, _, value = line.strip().partition("=")
            stats[key] = int(value)
    return stats


def leftovers(folder):
    return [n for n in os.listdir(folder) if ".tmp" in n]


def windows(game):
    if game == "bete":
        lang, words = "fr", "La Mouche est déjà ouverte dans une autre fenêtre, sur le même dossier"
        lost = "une autre fenêtre de La Mouche utilise le dossier .*Si vous quittez maintenant, votre progression"
    else:
        lang, words = "en", "La Mouche is already open in another window, on the same folder"
        lost = "another window of La Mouche is using the folder .*If you quit now, your progress"
    folder = os.path.join(work, "save")
    os.makedirs(folder)
    with open(os.path.join(folder, "settings.txt"), "w") as f:
        f.write("lang=%s\n" % lang)
    # the first window: a game of two hands (deals) at a pace that outlasts the second's
    first = launch("first", folder, "--game", game, "--autoplay", "--fresh", "--seed", "11", "--players", "4",
                   "--hands", "2", "--speed", "4")
    # it holds the folder once it shows its window (the lock is taken before)
    if not wait_for(first, os.path.join(work, "first.out"), r"^renderer:"):
        fail("the first window did not start")
    # a replay beside it (a hand saved from the log, played again) keeps no game: it takes no lock
    # from the first window and says nothing of the folder
    transcript = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine", "corpus", "replay",
                              "%s-%s.jsonl" % (game, "4p" if game == "mouche" else "5p"))
    replay = launch("replay", folder, "--replay", transcript, "--speed", "100")
    finish(replay, "replay")
    if not re.search(r"^replay: .* moves in", text("replay.out"), re.M):
        fail("the replay beside the first window did not play: %s" % text("replay.err"))
    if re.search(r"^notice text: ", text("replay.out"), re.M):
        fail("the replay beside the first window showed a banner: %s" %
             re.findall(r"^notice text: .*", text("replay.out"), re.M))
    script = os.path.join(work, "second.script")
    with open(script, "w") as f:
        # the banner, dismissed; then leaving the game it plays, unsaved, for the title and quitting asks
        f.write("await notice\nwait 200\nshot notice\nclick notice:ok\nwait 300\ntryclick notice:ok\nwait 300\n"
                "shot clear\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey Escape\nwait 200\ntryclick button:leave\nwait 500\nclick notice:go\nlabel idle\nwait 1000\n"
                "goto idle\n")
    shots = os.path.join(work, "shots")
    os.makedirs(shots)
    second = launch("second", folder, "--game", game, "--autoplay", "--fresh", "--seed", "12", "--players", "3",
                    "--hands", "3", "--speed", "4", "--script", script, "--screenshot", shots)
    finish(second, "second")
    out = text("second.out")
    if not re.search(r"^notice text: .*" + re.escape(words), out, re.M):
        print(out)
        fail("the second window's banner does not say '%s'" % words)
    rect = None
    for line in out.splitlines():
        if line.startswith("notice shown:"):
            rect = line.split()[2:6]
        if line.startswith("script: click notice:ok"):
            break
    if not rect:
        fail("no banner was drawn before it was dismissed")
    for shot, how in (("notice", "--notice"), ("clear", "--clear")):
        if subprocess.call([png_check, os.path.join(shots, shot + ".png"), str(W), str(H), how, *rect]) != 0:
            fail("the banner is not as it should be in the %s frame" % shot)
    if not re.search(r"^notice text: .*" + lost, out, re.M):
        fail("quitting the second window did not say its game is not kept: %s" %
             re.findall(r"^notice text: .*", out, re.M))
    finish(first, "first")
    over = re.findall(r"^(?:hand|deal) (\d+) over", text("first.out"), re.M)
    if len(over) != 2:
        fail("the first window played %d hands, not 2" % len(over))
    stats = stats_of(folder)
    # La Mouche counts the hands the AI plays for the player; La Bete does not
    want = {"hands": 2, "games": 1} if game == "mouche" else {"bete_deals": 0, "bete_games": 0}
    for key, value in want.items():
        if stats.get(key, 0) != value:
            fail("statistics %s=%s, the first window's game says %d (%s)" % (key, stats.get(key), value, stats))
    if leftovers(folder):
        fail("left in the folder: %s" % leftovers(folder))
    print("PASS: windows %s: the second window said '%s' at %s, the first window's %s counted" %
          (game, words, " ".join(rect), want))


def kill(kills):
    folder = os.path.join(work, "save")
    os.makedirs(folder)
    with open(os.path.join(folder, "settings.txt"), "w") as f:
        f.write("lang=en\n")
    rng = random.Random(os.environ.get("STORAGE_TEST_SEED") or None)
    frames = os.path.join(work, "frames.log")
    common = ("--game", "mouche", "--autoplay", "--speed", "40", "--frame-log", frames)
    killed = 0
    for i in range(kills):
        name = "run%d" % i
        first = ("--fresh", "--seed", "7", "--players", "4", "--hands", "0") if i == 0 else ()
        if os.path.exists(frames):
            os.remove(frames)
        p = launch(name, folder, *common, *first)
        if i == 0 and not wait_for(p, os.path.join(work, name + ".out"), r"^hand 1 over"):
            fail("the first run ended before its first hand")  # (the game is saved from then on)
        # a moment picked by the game's own progress: after so many frames drawn (the frames come
        # with the animations, where a hand's end lies between its save and its showing)
        alive = wait_for(p, frames, None, lines=rng.randint(2, 160))
        if alive:
            p.send_signal(signal.SIGKILL)
            killed += 1
        p.wait()
        if re.search(r"^notice text: .*already open", text(name + ".out"), re.M):
            fail("%s: the folder was still locked after the kill" % name)
    last = launch("last", folder, "--game", "mouche", "--autoplay", "--speed", "0", "--quit-after-hands", "1")
    finish(last, "last")
    out = text("last.out")
    m = re.findall(r"^hand (\d+) over: .* balances (-?\d+) .* gains (-?\d+) ", out, re.M)
    if not m:
        print(out)
        fail("the last run finished no hand")
    hand, balance, _ = (int(v) for v in m[-1])
    start = re.search(r"^new game: seed 7, 4 players", text("run0.out"), re.M)
    if not start:
        fail("the first run did not start the game")
    shown = set()
    for i in range(kills):
        shown.update(int(h) for h in re.findall(r"^hand (\d+) over", text("run%d.out" % i), re.M))
    stats = stats_of(folder)
    print("kill: %d kills, the save finished %d hands (%d of them shown before a kill), the statistics count %s "
          "hands, %s chips (the balance says %d)" %
          (killed, hand, len(shown), stats.get("hands"), stats.get("chips_won"), balance - 1000))
    if stats.get("hands") != hand:
        fail("the save finished %d hands, the statistics count %s" % (hand, stats.get("hands")))
    if stats.get("chips_won") != balance - 1000:
        fail("the player's balance says %+d chips since the start, the statistics %s" %
             (balance - 1000, stats.get("chips_won")))
    if leftovers(folder):
        fail("left in the folder: %s" % leftovers(folder))
    print("PASS: kill")


def title():
    folder = os.path.join(work, "save")
    os.makedirs(folder)
    with open(os.path.join(folder, "settings.txt"), "w") as f:
        f.write("lang=en\ngame=mouche\n")
    first = launch("first", folder, "--game", "mouche", "--autoplay", "--fresh", "--seed", "5", "--players", "4",
                   "--hands", "3", "--quit-after-hands", "1", "--speed", "0")
    finish(first, "first")
    if stats_of(folder).get("hands") != 1:
        fail("the first hand was not counted: %s" % stats_of(folder))
    os.remove(os.path.join(folder, "stats.txt"))  # as a kill before its end was shown leaves them
    frames = os.path.join(work, "frames.log")
    p = launch("title", folder, "--frame-log", frames)
    out = os.path.join(work, "title.out")
    if not wait_for(p, frames, r"^frame .* title"):
        fail("the title screen was not shown")
    window = None
    for _ in range(600):  # (its name may come a moment after its first frame)
        found = subprocess.run(["xdotool", "search", "--name", "^La Mouche$"], capture_output=True, text=True)
        window = (found.stdout.split() or [None])[0]
        if window or p.poll() is not None:
            break
        time.sleep(0.05)
    if not window:
        fail("the window was not found")
    subprocess.run(["xdotool", "mousemove", "--window", window, "640", "300"], check=True)
    subprocess.run(["xdotool", "key", "n"], check=True)  # New game ...
    time.sleep(0.6)
    subprocess.run(["xdotool", "key", "Return"], check=True)  # ... its panel's Start ...
    if not wait_for(p, out, r"^notice text: A game is in progress"):
        fail("New game did not ask about the game in progress")
    subprocess.run(["xdotool", "key", "n"], check=True)  # ... over it
    if not wait_for(p, out, r"^new game:"):
        fail("no new game started")
    p.send_signal(signal.SIGTERM)
    p.wait()
    stats = stats_of(folder)
    if stats.get("hands") != 1:
        fail("the saved game's first hand is not in the statistics: %s" % stats)
    print("PASS: title: the hand the replaced save ended was counted")


shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
if mode == "title":
    title()
elif mode == "kill":
    kill(int(sys.argv[5]) if len(sys.argv) > 5 else 30)
else:
    windows(mode)
