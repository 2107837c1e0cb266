#!/bin/sh
# The title's menu at the larger text sizes (issue 42, play-test 57: at 150 % in 1024x640 "La Mouche" was set
# smaller than "La Bete" beside it, and "Continuer la partie" filled its button edge to edge, against its
# key's cap). With a game under way (Continue shown), in English, French and German, at 100, 125 and 150 %,
# at 1024x640 and 1280x800, --text-log: the games' names in one size, every menu label with air in its room
# (an eighth of the button's height each side at the least) and at least as high as at 100 %.
# Usage: title_fit_test.sh LAMOUCHE WORKDIR
app=$1 work=$2
. "${0%/*}/lib.sh"
fresh_work
# a new game, left by Escape (saved: Continue on the title), then the title a while
printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 600\nquit\n' >"$work/title.script"
dirs=""
for size in 1024x640 1280x800; do
    for text in 100 125 150; do
        for lang in en fr de; do
            dir=$work/$lang-$text-$size
            play_shown "$dir" title "lang=$lang game=mouche text_size=$text no_sound_told=1" \
                --script "$work/title.script" --size "$size"
            dirs="$dirs $dir"
        done
    done
done
# shellcheck disable=SC2086
python3 - $dirs <<'PY' || fail "the title's menu (above)"
import sys

def menu(path):
    """The last title frame's menu labels: (text, x, y, w, h, box), drawn in a button's room."""
    frame = [(p[10],) + tuple(int(v) for v in p[1:5]) + (tuple(int(v) for v in p[6:10]),)
             for p in (line.rstrip("\n").split(" ", 10) for line in open(path + "/last.txt", encoding="utf-8"))]
    # a button's room: a box, not the window's (no box), a line high; its key's cap holds one letter
    return [f for f in frame if f[5][0] > 0 and f[5][3] < f[4] * 2 + 20 and len(f[0]) > 1]

bad, at100 = [], {}
for d in sys.argv[1:]:
    lang, text, size = d.rstrip("/").split("/")[-1].split("-")
    labels = menu(d)
    where = "%s %s %% %s" % (lang, text, size)
    if len(labels) < 7:
        bad.append("%s: only %d menu labels in the last title frame" % (where, len(labels)))
        continue
    if text == "100":
        at100[(lang, size)] = {f[0]: f[4] for f in labels}
    games = [f for f in labels if f[0] in ("La Mouche", "La Bête")]
    if len(games) == 2 and games[0][4] != games[1][4]:
        bad.append("%s: the games' names in two sizes: '%s' %d px high, '%s' %d px" %
                   (where, games[0][0], games[0][4], games[1][0], games[1][4]))
    for s, x, y, w, h, (bx, by, bw, bh) in labels:
        air = bh // 8
        if x < bx + air or x + w > bx + bw - air:
            bad.append("%s: '%s' (%d..%d) has less than %d px of air in its room (%d..%d)" %
                       (where, s, x, x + w, air, bx, bx + bw))
for d in sys.argv[1:]:
    lang, text, size = d.rstrip("/").split("/")[-1].split("-")
    base = at100.get((lang, size), {})
    for s, x, y, w, h, box in menu(d):
        if s in base and h < base[s]:
            bad.append("%s %s %% %s: '%s' %d px high, %d px at 100 %%" % (lang, text, size, s, h, base[s]))
for b in bad[:60]:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
echo "the title's menu: the games' names in one size, every label with air in its room, never under its 100 % size"
