# What the app tests under Xvfb share, sourced first (. "${0%/*}/lib.sh"): no dialog box waits for a
# click; a sound device (SDL's dummy one) unless the caller names another, as the "no sound device"
# banner of a folder's first start would take a script's first key (a test that wants none sets its
# own after); under the sanitizers no leak report, as the X11/GL/audio libraries SDL opens and unloads
# leave leaks that cannot be attributed (appended last, so it wins over a caller's detect_leaks=1;
# memory errors and UB still abort the run); the test skipped (exit 77) only where xvfb-run is
# absent; and `fail`.
export LAMOUCHE_NO_DIALOG=1 SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
command -v xvfb-run >/dev/null 2>&1 || { echo "xvfb-run not found: skipping"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

# fresh_work [FOLDER...]: $work made anew and empty, with the FOLDERs in it
fresh_work() {
    rm -rf "$work" && mkdir -p "$work" || exit 1
    for d in "$@"; do mkdir -p "$work/$d" || exit 1; done
}

# answers_until HERE [DECISION LINE]...: a script's lines that answer every decision asked on the
# way (declare: stand, trump: hearts, answer: silent, bid: pass, curieuse: none, play: a playable
# card; a DECISION given: its LINE) until the table shows HERE (a decision, summary, gameover), and
# `label here`, where the lines that follow go on. ANSWERS_ALSO="KIND LABEL" (if set) goes to LABEL
# once the table shows KIND.
answers_until() {
    here=$1
    shift
    a_declare='click button:stand' a_trump='click button:trump-h' a_answer='click button:answer-silent'
    a_bid='click button:pass' a_curieuse='click button:no-curieuse' a_play='click playable'
    while [ $# -ge 2 ]; do
        eval "a_$1=\$2"
        shift 2
    done
    printf 'label top\nawait\nif %s here\n' "$here"
    [ -n "${ANSWERS_ALSO:-}" ] && printf 'if %s\n' "$ANSWERS_ALSO"
    for d in declare trump answer bid curieuse play; do printf 'if %s o%s\n' $d $d; done
    printf 'goto top\n'
    for d in declare trump answer bid curieuse play; do eval "printf 'label o%s\n%s\ngoto top\n' $d \"\$a_$d\""; done
    printf 'label here\n'
}

# play_in DIR SETTINGS [ARG...]: the app under Xvfb with DIR/save as its folder, made with SETTINGS as
# its settings.txt (a line a word: "lang=fr game=mouche"), the ARGs given, its output in DIR/out.txt; the
# test fails, with the output's last lines, where the app does.
play_in() {
    p_dir=$1 p_settings=$2
    shift 2
    mkdir -p "$p_dir/save" || exit 1
    # shellcheck disable=SC2086
    printf '%s\n' $p_settings >"$p_dir/save/settings.txt"
    xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" "$app" --save-dir "$p_dir/save" "$@" \
        >"$p_dir/out.txt" 2>&1 || fail "${p_dir##*/}: the run failed: $(tail -3 "$p_dir/out.txt")"
}

# last_frame LOG WORD: the strings of the last frame of the text log LOG ("frame LANG SCENE PHASE") whose
# scene or phase is WORD, a line each as the log writes them ("text X Y W H ..."), for a check to read.
last_frame() {
    awk -v w="$2" '
        function keep() { if (on && n > 0) { m = n; for (i = 1; i <= n; i++) kept[i] = cur[i] } }
        $1 == "frame" { keep(); on = $3 == w || $4 == w; n = 0; next }
        $1 == "text" && on { cur[++n] = $0 }
        END { keep(); for (i = 1; i <= m; i++) print kept[i] }' "$1"
}

# play_shown DIR WORD SETTINGS [ARG...]: play_in with a text log (DIR/text.log), and the strings of its last
# frame that shows WORD in DIR/last.txt (last_frame); the test fails where none showed it.
play_shown() {
    s_dir=$1 s_word=$2
    shift 2
    play_in "$s_dir" "$@" --text-log "$s_dir/text.log"
    last_frame "$s_dir/text.log" "$s_word" >"$s_dir/last.txt"
    [ -s "$s_dir/last.txt" ] || fail "${s_dir##*/}: no $s_word shown"
}
