#!/bin/sh
# The settings screen at every text size, in French and German, at 1280x800 and 1024x640, with no
# sound device (issue 42, second play-test): the help line is the catalogue's once (the French text
# size help was printed twice, glued), each column's heading stands clear of its first row, and every
# row's label is drawn at one size (the "Volume — aucun périphérique audio" row was shrunk to small
# text while every other row grew). Reads --text-log: the heading is drawn in no box, a label in its
# row's box (text_box_push), the help line in its own line's box.
# Usage: settings_fit_test.sh LAMOUCHE SOURCE_DIR WORKDIR
app=$1 src=$2 work=$3
. "${0%/*}/lib.sh"
export SDL_AUDIODRIVER=no-such-driver
fresh_work
# the settings key of a language: its catalogue's letter (po/LANG.po, msgctxt key_settings)
settings_key() {
    awk '$1 == "msgctxt" && $2 == "\"key_settings\"" { f = 1; next } f && $1 == "msgstr" { gsub(/"/, "", $2); print $2; exit }' \
        "$src/po/$1.po" | tr 'A-Z' 'a-z'
}
logs=""
for size in 1280x800 1024x640; do
    for text in 100 150; do
        for lang in fr de; do
            for game in bete mouche; do
                dir=$work/$game-$lang-$text-$size
                mkdir -p "$dir"
                # the title (the new game left by Escape), its settings, then up to the text size row (the
                # third from the end), whose help is shown over Back
                printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 400\n' \
                    "$(settings_key "$lang")" >"$dir/walk.script"
                printf 'key Up\nkey Up\nkey Up\nwait 400\nquit\n' >>"$dir/walk.script"
                play_shown "$dir" settings "lang=$lang game=$game text_size=$text no_sound_told=1" \
                    --script "$dir/walk.script" --size "$size"
                logs="$logs $dir/last.txt"
            done
        done
    done
done
# shellcheck disable=SC2086
python3 - $logs <<'PY' || fail "the settings screen (above)"
import sys

bad = []
values = {}
for path in sys.argv[1:]:
    frame = []  # the last settings frame's strings (last_frame's): (x, y, w, h), box, text
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split(" ")
        nums = [int(v) for v in parts[1:5] + parts[6:10]]
        frame.append((nums[:4], nums[4:], " ".join(parts[10:])))
    where = path.split("/")[-2]
    if not frame:
        bad.append("%s: no settings frame" % where)
        continue
    # the help line: not a text glued to itself
    for _, _, s in frame:
        half = len(s) // 2
        if len(s) > 20 and len(s) % 2 == 0 and s[:half] == s[half:]:
            bad.append("%s: a text printed twice: %s" % (where, s))
    # the screen: the box of the texts drawn in none; the help line's box is wider than half of it
    width = max(b[2] for _, b, _ in frame if b[0] == 0 and b[1] == 0)
    in_rows = [(r, b, s) for r, b, s in frame if 0 < b[2] < width // 2 and b[1] > 0]
    for half in (0, 1):
        # a column's labels: the row boxes of one half that begin leftmost (the values' begin further right)
        col = [(r, b, s) for r, b, s in in_rows if (b[0] >= width // 2) == bool(half)]
        if not col:
            continue
        x = min(b[0] for _, b, _ in col)
        labels = [(r, b, s) for r, b, s in col if b[0] == x]
        heights = sorted(set(r[3] for r, _, _ in labels))
        if heights[0] < heights[-1] * 9 // 10:
            small = [s for r, _, s in labels if r[3] == heights[0]]
            bad.append("%s: labels of one column drawn at different sizes (%s px high, %s): %s"
                       % (where, heights[0], heights[-1], small))
        # the column's heading: drawn in no box, where its rows begin, above the first
        first = min(b[1] for _, b, _ in labels)
        for r, b, s in frame:
            if b[0] == 0 and b[1] == 0 and abs(r[0] - x) <= 2 and r[1] < first < r[1] + r[3]:
                bad.append("%s: the heading '%s' runs into its column's first row (%d > %d)"
                           % (where, s, r[1] + r[3], first))
        # the values: the strings of the column's rows drawn right of its labels, in a box of their own
        values[(where, half)] = [r[3] for r, b, s in sorted(col, key=lambda c: c[1][1]) if b[0] > x and s not in "‹›"]
# the values grow with the text size (play-test 59: at 150 % in 1024x640 "4 (28)", "moyen", "150 %" stayed at
# their 100 % size): a fifth higher at 150 % at the least, row by row
for (where, half), hs in sorted(values.items()):
    game, lang, text, size = where.split("-")
    if text != "150":
        continue
    base = values.get(("-".join((game, lang, "100", size)), half), [])
    if not hs or len(base) != len(hs):
        bad.append("%s: column %d's values not found at 100 %% and 150 %% alike" % (where, half))
        continue
    for k, (h, h100) in enumerate(zip(hs, base)):
        if h < h100 * 1.2:
            bad.append("%s: column %d, row %d's value %d px high, %d px at 100 %% (%d wanted)"
                       % (where, half, k + 1, h, h100, round(h100 * 1.2 + 0.49)))
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
PY

# Two clicks on the text size's › at one place, the pointer not moved between them, take 100 % to 150 %
# (play-test 57: the first click grew the text, the rows moved down under the pointer, the second
# landed between two rows), at the ›'s top, middle and foot. The ›'s place is read from a first run's
# text log, at 100 %.
for size in 1024x640 1264x752 1280x800; do
    for lang in fr de; do
        [ "$lang" = de ] && [ "$size" != 1264x752 ] && continue
        dir=$work/click-$lang-$size
        mkdir -p "$dir"
        printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 400\nquit\n' \
            "$(settings_key "$lang")" >"$dir/look.script"
        play_shown "$dir" settings "lang=$lang game=mouche text_size=100 no_sound_told=1" --script "$dir/look.script" \
            --size "$size"
        # the › of the row whose label is the text size's (the catalogue's words), on the label's line:
        # three points in it, a few pixels in from its top and its foot, and its middle
        points=$(python3 - "$dir/last.txt" "$lang" <<'PY'
import sys
label = {"fr": "Taille du texte", "de": "Textgröße"}[sys.argv[2]]
frame = []  # last_frame's
for line in open(sys.argv[1], encoding="utf-8"):
    parts = line.rstrip("\n").split(" ")
    frame.append(([int(v) for v in parts[1:5]], " ".join(parts[10:])))
rows = [r for r, s in frame if s == label]
if not rows:
    sys.exit(1)
mid = rows[0][1] + rows[0][3] // 2
arrows = [r for r, s in frame if s == "\u203a" and r[1] <= mid <= r[1] + r[3] and r[0] > rows[0][0]]
if not arrows:
    sys.exit(1)
x, y, w, h = arrows[0]
print(" ".join("%d,%d" % (x + w // 2, at) for at in (y + 3, y + h // 2, y + h - 3)))
PY
        ) || fail "text size clicks, $lang $size: the text size row's › not found in $dir/last.txt"
        for at in $points; do
            printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 400\nclick xy:%s\nwait 400\nclick pointer\nwait 400\nquit\n' \
                "$(settings_key "$lang")" "$at" >"$dir/click.script"
            play_in "$dir" "lang=$lang game=mouche text_size=100 no_sound_told=1" --script "$dir/click.script" --size "$size"
            grep -q '^text_size=150$' "$dir/save/settings.txt" ||
                fail "text size clicks, $lang $size: two clicks on the › at $at left $(grep '^text_size=' "$dir/save/settings.txt"), not 150"
        done
    done
done
echo "the settings screen: one help line, headings clear of their rows, one label size a column; two clicks on one › take the text size two steps"
