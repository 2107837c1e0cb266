#!/bin/sh
# The statistics panel holds all its rows, both games', at every window size from 1024x640 up
# (issue 42: La Bete's "Hints asked" was drawn across the border at 1264x752). The panel is the
# box its strings must stay in: i18n_check reads --text-log and fails on any string outside it.
# Usage: stats_fit_test.sh LAMOUCHE I18N_CHECK WORKDIR
app=$1 check=$2 work=$3
export LAMOUCHE_NO_DIALOG=1 SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
command -v xvfb-run >/dev/null 2>&1 || { echo "xvfb-run not found: skipping"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
# the title (the game's save, if any, left by Escape), then its statistics
printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 600\nquit\n' t >"$work/en.script"
printf 'wait 800\nkey Escape\nwait 200\ntryclick button:leave\nwait 300\nkey %s\nwait 600\nquit\n' s >"$work/fr.script"
logs="" need=""
for size in 1024x640 1264x752 1366x768 1600x900 1920x1080 2560x1440; do
    for game in mouche bete; do
        for lang in en fr; do
            dir=$work/$game-$lang-$size
            mkdir -p "$dir/save"
            printf 'lang=%s\ngame=%s\n' "$lang" "$game" >"$dir/save/settings.txt"
            # every row shown: the review's chips lost per hand (issue 43) too
            printf 'hands=12\nreview_losses=125,40,310\nbete_deals=9\nbete_review_losses=1250,99999\n' >"$dir/save/stats.txt"
            xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 2560x1440x24" "$app" --save-dir "$dir/save" \
                --script "$work/$lang.script" --size "$size" --text-log "$dir/text.log" >"$dir/out.txt" 2>&1 ||
                fail "$game $lang $size: the run failed: $(tail -3 "$dir/out.txt")"
            grep -q "^frame $lang stats " "$dir/text.log" || fail "$game $lang $size: the statistics were not shown"
            grep -Eq "(Chips lost to choices|Jetons perdus par vos choix)" "$dir/text.log" ||
                fail "$game $lang $size: the review's chips lost per hand are not on the statistics"
            logs="$logs $dir/text.log"
        done
    done
done
# shellcheck disable=SC2086
"$check" log --require en:stats:none,fr:stats:none $logs || fail "a statistics row outside its panel (above)"
echo "the statistics fit their panel at every size, both games, both languages"
