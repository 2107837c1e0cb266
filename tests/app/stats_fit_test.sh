#!/bin/sh
# The statistics panel holds all its rows, both games', at every window size from 1024x640 up
# (issue 42: La Bete's "Hints asked" was drawn across the border at 1264x752). The panel is the
# box its strings must stay in: i18n_check reads --text-log and fails on any string outside it.
# And at the larger text sizes (play-test 55: at 150 % or in French the last row's value was printed
# over its own label, the game's name over the title): no two of its strings meet.
# Usage: stats_fit_test.sh LAMOUCHE I18N_CHECK WORKDIR
app=$1 check=$2 work=$3
. "${0%/*}/lib.sh"
fresh_work
# the title (the game's save, if any, left by Escape), then its statistics
printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 600\nquit\n' t >"$work/en.script"
printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 600\nquit\n' s >"$work/fr.script"
logs="" need=""
for case in 100:1024x640 100:1264x752 100:1366x768 100:1600x900 100:1920x1080 100:2560x1440 \
    125:1024x640 125:1280x800 125:1920x1080 150:1024x640 150:1264x752 150:1280x800 150:1920x1080; do
    text=${case%%:*} size=${case#*:}
    for game in mouche bete; do
        for lang in en fr; do
            dir=$work/$game-$lang-$text-$size
            mkdir -p "$dir/save"
            printf 'lang=%s\ngame=%s\ntext_size=%s\n' "$lang" "$game" "$text" >"$dir/save/settings.txt"
            # every row shown: the review's chips lost per hand (issue 43) too
            printf 'hands=12\nreview_losses=125,40,310\nbete_deals=9\nbete_review_losses=1250,99999\n' >"$dir/save/stats.txt"
            xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 2560x1440x24" "$app" --save-dir "$dir/save" \
                --script "$work/$lang.script" --size "$size" --text-log "$dir/text.log" >"$dir/out.txt" 2>&1 ||
                fail "$game $lang $text % $size: the run failed: $(tail -3 "$dir/out.txt")"
            grep -q "^frame $lang stats " "$dir/text.log" || fail "$game $lang $text % $size: the statistics were not shown"
            # the row says against what (the Expert's choices, as the Review shows them), in the game's
            # own unit: a hand of La Mouche, a deal of La Bete, not both (play-test 55, B20)
            unit="per hand|par main" other="per deal|par donne|or deal|ou donne"
            [ $game = bete ] && unit="per deal|par donne" other="per hand|par main|or deal|ou donne"
            grep -Eq "^text .*(Chips lost ($unit) against the Expert's choices|Jetons perdus ($unit) face aux choix de l'Expert)" \
                "$dir/text.log" ||
                fail "$game $lang $text % $size: the chips lost against the Expert's choices, $unit, are not on the statistics"
            grep -E "^text .*(Chips lost|Jetons perdus)" "$dir/text.log" | grep -Eq "$other" &&
                fail "$game $lang $text % $size: the statistics of $game name another game's unit: $(grep -E "(Chips lost|Jetons perdus)" "$dir/text.log" | tail -1)"
            logs="$logs $dir/text.log"
        done
    done
done
# shellcheck disable=SC2086
"$check" log --require en:stats:none,fr:stats:none $logs || fail "a statistics row outside its panel (above)"
# shellcheck disable=SC2086
python3 - $logs <<'PY' || fail "two strings of the statistics meet, its labels in two types or its last row at its foot (above)"
import sys

# the last statistics frame of each log: no two strings meet (the title, the game's name, each row's
# label and its value), by more than a glyph's antialiased pixel across or a quarter of a line down
bad = []
for path in sys.argv[1:]:
    frame, current = [], None
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split(" ")
        if parts[0] == "frame":
            current = [] if parts[2] == "stats" else None
        elif parts[0] == "text" and current is not None:
            x, y, w, h = (int(v) for v in parts[1:5])
            current.append((x, y, w, h, " ".join(parts[10:]), tuple(int(v) for v in parts[6:10])))
            frame = current
    for i, a in enumerate(frame):
        for b in frame[i + 1:]:
            across = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
            down = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
            if across > 1 and down > min(a[3], b[3]) // 4:
                bad.append("%s: '%s' (%d,%d %dx%d) meets '%s' (%d,%d %dx%d)"
                           % ((path.split("/")[-2], a[4]) + a[:4] + (b[4],) + b[:4]))
    # the rows (play-test 57): every label in one type (French's long last row came smaller), and the last
    # row half a line clear of the panel's foot (it sat ~8 px from the border). The rows' labels are the
    # panel's strings that begin leftmost; the panel is the box of the strings drawn in it.
    if frame:
        where = path.split("/")[-2]
        panel = frame[0][5]  # the title's box: the panel
        inside = [f for f in frame if f[5] == panel]
        left = min(f[0] for f in inside)
        labels = sorted((f for f in inside if f[0] == left), key=lambda f: f[1])
        if len(labels) >= 3:
            heights = [f[3] for f in labels]
            if max(heights) - min(heights) > 1:
                bad.append("%s: the rows' labels in %d sizes: %s" % (where, len(set(heights)),
                           ", ".join("'%s' %d px" % (f[4], f[3]) for f in labels if f[3] != max(heights))))
            last = labels[-1]
            foot = panel[1] + panel[3] - (last[1] + last[3])
            if foot < last[3] // 2:
                bad.append("%s: the last row '%s' ends %d px over the panel's foot (half its line, %d, wanted)"
                           % (where, last[4], foot, last[3] // 2))
for b in bad[:40]:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
echo "the statistics fit their panel at every size, both games, both languages and text sizes, no two of their strings meet, their labels in one type and the last row clear of the foot"
