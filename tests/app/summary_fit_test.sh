#!/bin/sh
# A deal's summary honours the text size (issue 42, play-test 57: at 150 % in 1024x640 its column heads,
# every breakdown line and La Bete's per-player lines were held to 100 % or drawn smaller, ~8 px). The
# same deal (a seed, the same answers) is played to its summary at 100 % and at the larger sizes, in both
# games, at the fewest and the most players, at 1024x640 and 1280x800, with --text-log. In each summary's
# last frame every string of the panel (its title's box) must be inside the box it is drawn in, at least
# as high as at 100 %, and, where the window holds the grown panel (the fewest players), larger than at
# 100 % by most of the text size asked. And (play-test 65: at 1024x640, 6 players, the buttons sat on the panel's
# wooden edge, the panel ran over the window's frame, and at 150 % its rows were held to 133 % over 66 px left
# empty above the buttons) the panel inside the window's frame, its buttons and their focus ring inside it with a
# margin, below every string of its rows and note, and, where it is as high as the window, no idle room over them.
# Usage: summary_fit_test.sh LAMOUCHE WORKDIR
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
answers_until summary >"$work/play.script"
printf 'wait 500\nquit\n' >>"$work/play.script"
logs=""
for case in mouche:6:1024x640 mouche:3:1280x800 mouche:6:1280x800 bete:7:1024x640 bete:3:1280x800 bete:7:1280x800; do
    game=${case%%:*} rest=${case#*:}
    players=${rest%%:*} size=${rest#*:}
    for text in 100 125 150; do
        for lang in fr en; do
            [ "$lang" = en ] && [ "$size" != 1024x640 ] && continue
            dir=$work/$game-$players-$size-$text-$lang
            play_shown "$dir" summary "lang=$lang game=$game text_size=$text" --fresh --seed 5 --players "$players" \
                --hands 4 --speed 0 --size "$size" --script "$work/play.script"
            logs="$logs $dir"
        done
    done
done
# shellcheck disable=SC2086
python3 - $logs <<'PY' || fail "a summary's words smaller than the text size asks, or outside their box (above)"
import sys

def summary(path):
    """The last summary frame's strings: (text, x, y, w, h, box) of those inside the panel."""
    frame = [(p[10],) + tuple(int(v) for v in p[1:5]) + (tuple(int(v) for v in p[6:10]),)
             for p in (line.rstrip("\n").split(" ", 10) for line in open(path + "/last.txt", encoding="utf-8"))]
    # the panel: the box of its title, the largest box the strings of the summary are drawn in that
    # holds a "summary" word's line
    titles = [s for s in frame if ("bilan" in s[0] or "summary" in s[0]) and s[5][2] < 1900]
    if not titles:
        return None, []
    # drawn in it: in a box inside it (the panel's own, a cell's, a breakdown line's, a button's); the seats'
    # words under it are drawn in theirs
    px, py, pw, ph = titles[-1][5]
    inside = [s for s in frame if px - 1 <= s[5][0] and s[5][0] + s[5][2] <= px + pw + 1 and py - 1 <= s[5][1]
              and s[5][1] + s[5][3] <= py + ph + 1]
    return titles[-1][5], inside

bad = []
cases = {}
for d in sys.argv[1:]:
    name = d.rstrip("/").split("/")[-1]
    game, players, size, text, lang = name.split("-")
    panel, strings = summary(d)
    if panel is None:
        bad.append("%s: no summary panel in its last summary frame" % name)
        continue
    cases[(game, players, size, lang, int(text))] = strings
    for s, x, y, w, h, (bx, by, bw, bh) in strings:
        if x < bx - 1 or y < by - 1 or x + w > bx + bw + 1 or y + h > by + bh + 1:
            bad.append("%s: '%s' (%d,%d %dx%d) outside its box (%d,%d %dx%d)" % (name, s, x, y, w, h, bx, by, bw, bh))
for (game, players, size, lang, text), strings in sorted(cases.items()):
    if text == 100:
        continue
    base = cases.get((game, players, size, lang, 100))
    if base is None:
        continue
    at100 = {}  # each string's heights at 100 %, in the order drawn (a figure may be on several rows)
    for s, x, y, w, h, box in base:
        at100.setdefault(s, []).append(h)
    seen = {}
    name = "%s %s players %s %s, %d %%" % (game, players, size, lang, text)
    # the fewest players: the window holds the grown panel, the words take most of the size asked
    # (a narrow column may hold a head a little smaller)
    want = 1.0 + (text - 100) / 100.0 * (0.6 if players == "3" else 0.0)
    compared = 0
    for s, x, y, w, h, box in strings:
        i = seen.get(s, 0)
        seen[s] = i + 1
        if i >= len(at100.get(s, [])):
            continue
        if len(s) == 1 and "A" <= s <= "Z":
            continue  # a button's key cap: its letter is sized to the cap, as the decision row's (ui.c)
        compared += 1
        h100 = at100[s][i]
        if h < h100 * want - 0.5:
            bad.append("%s: '%s' %d px high, %d px at 100 %% (at least %.0f wanted)" % (name, s, h, h100, h100 * want))
    if compared < 10:
        bad.append("%s: only %d of the summary's strings found at 100 %% too" % (name, compared))
for b in bad[:60]:
    print("FAIL:", b)
if len(bad) > 60:
    print("... and %d more" % (len(bad) - 60))
sys.exit(1 if bad else 0)
PY
# shellcheck disable=SC2086
python3 - $logs <<'PY' || fail "a summary's buttons on its edge or on its words, or the panel not using the window (above)"
import sys

# the summary's buttons, by their labels (a key cap's letter is left out, as above)
BUTTONS = ("Donne suivante", "Next hand", "Next deal", "Analyse", "Review", "Classement final", "Final standings")

bad = []
for d in sys.argv[1:]:
    name = d.rstrip("/").split("/")[-1]
    game, players, size, text, lang = name.split("-")
    W, H = (int(v) for v in size.split("x"))
    u = min(W / 1.6, H) / 100
    edge = 0.018 * min(W, H) + 0.5 * u  # the wooden frame and half a unit (layout.c)
    ring = max(3, int(0.004 * min(W, H))) + 2  # the focus ring round a button (ui.c), past it
    frame = [(p[10],) + tuple(int(v) for v in p[1:5]) + (tuple(int(v) for v in p[6:10]),)
             for p in (line.rstrip("\n").split(" ", 10) for line in open(d + "/last.txt", encoding="utf-8"))]
    at = [i for i, s in enumerate(frame) if ("bilan" in s[0] or "summary" in s[0]) and s[5][2] < 1900]
    if not at:
        continue  # told above
    px, py, pw, ph = frame[at[-1]][5]
    # the panel's strings: drawn after its title (the table's lie under it), in its box
    words = [s for s in frame[at[-1]:] if px - 1 <= s[5][0] and s[5][0] + s[5][2] <= px + pw + 1
             and py - 1 <= s[5][1] and s[5][1] + s[5][3] <= py + ph + 1 and s[0] not in BUTTONS
             and not (len(s[0]) == 1 and "A" <= s[0] <= "Z")]
    # a button's label is drawn in a box of the button's height, inside its rounded ends
    buttons = [s for s in frame[at[-1]:] if s[0] in BUTTONS]
    if py < edge - 1 or py + ph > H - edge + 1:
        bad.append("%s: the panel (y %d..%d) over the window's frame (%.0f..%.0f)" % (name, py, py + ph, edge, H - edge))
    if not buttons or not words:
        bad.append("%s: no button or no words in the summary" % name)
        continue
    m = 3 + ring + 3  # the panel's 3 px wooden edge, the ring, 3 px between
    for s in buttons:
        bx, by, bw, bh = s[5]
        if bx < px + m or bx + bw > px + pw - m or by < py + m or by + bh > py + ph - m:
            bad.append("%s: button '%s' (%d,%d %dx%d) not %d px inside the panel (%d,%d %dx%d)"
                       % (name, s[0], bx, by, bw, bh, m, px, py, pw, ph))
    top = min(s[5][1] for s in buttons)
    low = max(s[2] + s[4] for s in words)
    for s in words:
        if s[2] + s[4] > top - ring:
            bad.append("%s: '%s' (y %d..%d) on the buttons (from y %d, their ring %d px above)"
                       % (name, s[0], s[2], s[2] + s[4], top, ring))
    # as high as the window: the rows grew into all of it, none left idle over the buttons
    if ph >= H - 2 * edge - 2 * u and top - low > 4 * u:
        bad.append("%s: the panel as high as the window, %d px idle over its buttons (%.0f at most)"
                   % (name, top - low, 4 * u))
for b in bad[:60]:
    print("FAIL:", b)
if len(bad) > 60:
    print("... and %d more" % (len(bad) - 60))
sys.exit(1 if bad else 0)
PY
echo "the summaries honour the text size: every string in its box, at least its 100 % size, larger where the window holds it;"
echo "the panel inside the window's frame, its buttons inside it with a margin, clear of its words"
