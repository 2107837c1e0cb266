#!/bin/sh
# Walks every scene of both games in English, French and German under Xvfb, with --text-log,
# and checks every string drawn (tests/app/i18n_check.c): the title of both games,
# the settings of both games with every row and its values, the rules pages of both
# games, the statistics of both, the table of both games in each decision, the
# summary and the game's end. The scripts are written here, with each language's keys.
# Usage: i18n_walk.sh LAMOUCHE I18N_CHECK SOURCE_DIR WORKDIR     (exit 77: no xvfb-run)
# I18N_WALK_LANGS="de" walks only those languages (all three by default); I18N_WALK_TEXT=150 at that
# text size (the settings' text_size, in percent; 100 by default).
app=$1 check=$2 src=$3 work=$4
. "${0%/*}/lib.sh"
# A sound device (SDL's dummy one) unless the caller names another: the "no sound device" banner of a
# folder's first start would take the scripts' first key (app_banner and app_cancel test it).
fresh_work
size=${I18N_WALK_SIZE:-1024x640}

# the keys a person presses, in each language: the catalogue's letter for each (po/LANG.po's
# msgstr under the key's msgctxt; English is the msgid in src/core/i18n.h), lower case
po_key() { # LANG CONTEXT
    if [ "$1" = en ]; then
        sed -n "s/.*NC_(\"$2\", \"\(.\)\").*/\1/p" "$src/src/core/i18n.h"
    else
        awk -v c="\"$2\"" '$1 == "msgctxt" && $2 == c { f = 1; next } f && $1 == "msgstr" { gsub(/"/, "", $2); print $2; exit }' \
            "$src/po/$1.po"
    fi | tr 'A-Z' 'a-z'
}
keys() {
    k_settings=$(po_key "$1" key_settings) k_stats=$(po_key "$1" key_statistics)
    k_stand=$(po_key "$1" key_stand) k_evasive=$(po_key "$1" key_evasive)
    k_hearts=$(po_key "$1" key_hearts) k_cur=$(po_key "$1" key_cur_ask)
    k_pass=$(po_key "$1" key_bid_pass) k_other=$(po_key "$1" key_other_rules)
    for k in "$k_settings" "$k_stats" "$k_stand" "$k_evasive" "$k_hearts" "$k_cur" "$k_pass" "$k_other"; do
        case $k in [a-z]) ;; *) fail "$1: a key letter not read from its catalogue ('$k')" ;; esac
    done
}

# settings: every row, each pushed to its values both ways (a stepper stops at its ends: each reaches
# both); as many steps each way, so that the language (three names, which go round) ends where it began.
# Each row ends at its lowest, or at 150 % text at its highest: the text size the walk reads the rules
# pages and the statistics at after it stays as it began
settings_walk() {
    rows=$1
    first=Right then=Left
    [ "${I18N_WALK_TEXT:-100}" = 150 ] && first=Left then=Right
    i=0
    while [ "$i" -lt "$rows" ]; do
        printf 'key %s\n' $first $first $first $first $first $first
        printf 'key %s\n' $then $then $then $then $then $then
        printf 'key Down\n'
        i=$((i + 1))
    done
}

# the number of rules pages of each game (src/games/rules_pages.h): the walk turns every page
pages_of() { sed -n "s/.*$1_RULES_PAGES = \([0-9]*\).*/\1/p" "$src/src/games/rules_pages.h"; }
mouche_pages=$(pages_of MOUCHE)
bete_pages=$(pages_of BETE)
[ -n "$mouche_pages" ] && [ -n "$bete_pages" ] || fail "cannot read the rules pages' counts"
most_pages=$((mouche_pages > bete_pages ? mouche_pages : bete_pages))

# the menus after a game: settings, every rules page of both games, statistics, the other game's title
menus_walk() {
    rows=$1
    printf 'wait 300\nkey %s\nwait 300\n' "$k_settings"
    settings_walk "$rows"
    printf 'key Escape\nwait 200\ntryclick button:leave\nwait 200\nkey r\nwait 200\n'
    i=1
    while [ "$i" -lt "$most_pages" ]; do printf 'key Right\nwait 120\n'; i=$((i + 1)); done
    printf 'key %s\nwait 200\n' "$k_other"
    i=1
    while [ "$i" -lt "$most_pages" ]; do printf 'key Right\nwait 120\n'; i=$((i + 1)); done
    printf 'key Escape\nwait 200\ntryclick button:leave\nwait 200\nkey %s\nwait 300\nkey Escape\nwait 200\ntryclick button:leave\nwait 200\nkey %s\nwait 300\nquit\n' "$k_stats" "$k_other"
}

mouche_script() {
    cat <<EOF
label top
await
if declare decl
if answer ans
if trump trump
if play play
if summary sum
if gameover over
goto top
label decl
tryclick button:ask-1
tryclick button:ask-2
tryclick button:ask-3
await
if declare decl2
goto top
label decl2
key r
wait 300
key r
key ?
wait 300
click card:1
wait 200
click card:1
wait 200
key $k_stand
goto top
label ans
wait 200
key $k_evasive
goto top
label trump
wait 200
key $k_hearts
goto top
label play
tryclick unplayable
wait 250
key ?
wait 250
key F2
wait 250
click log:sheet
wait 200
click log:deal
wait 150
key F2
click playable
goto top
label sum
wait 300
key Return
goto top
label over
wait 300
key Escape
wait 200
tryclick button:leave
EOF
    menus_walk 28
}

bete_script() {
    cat <<EOF
label top
await
if bid bid
if curieuse cur
if play play
if summary sum
if gameover over
goto top
label bid
key r
wait 300
key r
key ?
wait 300
key $k_pass
goto top
label cur
wait 200
key $k_cur
goto top
label play
tryclick unplayable
wait 250
key ?
wait 250
key F2
wait 250
click log:sheet
wait 200
click log:deal
wait 150
key F2
click playable
goto top
label sum
wait 300
key Return
goto top
label over
wait 300
key Escape
wait 200
tryclick button:leave
EOF
    menus_walk 21
}

# One walk: a game in a language, played by its script; what its text log must show.
walk() {
    lang=$1 game=$2 display=$3 dir="$work/$1-$2"
    keys "$lang"
    mkdir -p "$dir/save"
    printf 'lang=%s\ncards=%s\nrules=pamphile=1\ntext_size=%s\n' "$lang" "$([ "$lang" = fr ] && echo 1 || echo 0)" \
        "${I18N_WALK_TEXT:-100}" >"$dir/save/settings.txt"
    if [ "$game" = mouche ]; then
        mouche_script >"$dir/walk.script"
        args="--game mouche --seed ${I18N_MOUCHE_SEED:-1} --players 4 --hands 3"
    else
        bete_script >"$dir/walk.script"
        args="--game bete --seed ${I18N_BETE_SEED:-1} --players 5 --hands 3"
    fi
    # shellcheck disable=SC2086
    # A walk whose key does nothing would wait for ever at one decision: 20 minutes is about four times the
    # longest seen under load, and the tail of its output names the decision it kept meeting.
    timeout 1200 xvfb-run -a -n "$display" -s "-screen 0 1920x1080x24" "$app" --save-dir "$dir/save" --fresh $args --speed 20 --size "$size" \
        --script "$dir/walk.script" --text-log "$dir/text.log" >"$dir/out.txt" 2>"$dir/err.txt"
    rc=$?
    [ $rc -ne 124 ] || { tail -5 "$dir/out.txt"; fail "$lang $game: no end after 1200 s (the same decision, over and over?)"; }
    [ $rc -eq 0 ] || { tail -5 "$dir/out.txt"; cat "$dir/err.txt"; fail "$lang $game: exit status $rc"; }
    # the quick-reference card (R) was drawn, and a refused card told in words (You must / Vous devez ...)
    if [ "$lang" = fr ]; then quick="en bref" refused="Vous devez\|Vous n'avez pas de\|Le Pamphile compte"
    elif [ "$lang" = de ]; then quick="in Kürze" refused="Sie müssen\|Sie haben kein\|Der Pamphile zählt"
    else quick="in short" refused="You must\|You have no\|The Pamphile counts"; fi
    grep -q "$quick" "$dir/text.log" || fail "$lang $game: the quick-reference card was not drawn"
    grep -q "$refused" "$dir/text.log" || fail "$lang $game: no refused card was told"
    # the Expert's hint was said (Hint: / Conseil :), and counted in the statistics
    grep -q "Hint: \|Conseil : \|Rat: " "$dir/text.log" || fail "$lang $game: no hint was said"
    grep -q "^\(bete_\)\{0,1\}hints=[1-9]" "$dir/save/stats.txt" || fail "$lang $game: the hints were not counted"
    # the table log (F2) was drawn with its sentences, and its score sheet
    if [ "$lang" = fr ]; then logt="Journal de la table" sheet="Feuille de marque" played=" joue "
    elif [ "$lang" = de ]; then logt="Protokoll des Tisches" sheet="Abrechnung" played=" spielt "
    else logt="Table log" sheet="Score sheet" played=" plays "; fi
    grep -q "$logt" "$dir/text.log" || fail "$lang $game: the table log was not drawn"
    grep -q "$sheet" "$dir/text.log" || fail "$lang $game: the score sheet's tab was not drawn"
    grep -q "$played" "$dir/text.log" || fail "$lang $game: the log said no card played"
    # every rules page of both games was drawn (each page's number is drawn with it)
    page=Page
    [ "$lang" = de ] && page=Seite
    for n in mouche:$mouche_pages bete:$bete_pages; do
        count=${n#*:} p=1
        while [ "$p" -le "$count" ]; do
            grep -q " $page $p / $count\$" "$dir/text.log" || fail "$lang $game: rules page $p of ${n%:*} not drawn"
            p=$((p + 1))
        done
    done
}

langs=${I18N_WALK_LANGS:-en fr de}
# The walks side by side, each from a display number of its own (tests/app/CMakeLists.txt gives
# the test ten): each waits on its script's pauses and the table's, not on the CPU, so the test lasts
# about one walk, not four. A walk's words are printed after it, whole.
logs="" pids="" n=0
for lang in $langs; do
    for game in mouche bete; do
        (walk "$lang" "$game" $((${LAMOUCHE_XVFB_NUM:-99} + n))) >"$work/$lang-$game.said" 2>&1 &
        pids="$pids $!" logs="$logs $work/$lang-$game/text.log" n=$((n + 1))
    done
done
failed=0
for pid in $pids; do
    wait "$pid" || failed=1
done
cat "$work"/*.said
[ "$failed" -eq 0 ] || exit 1

need=""
for lang in $langs; do
    for f in title:none settings:none rules:none stats:none \
             table:declare table:play table:summary table:gameover \
             bete:bid bete:play bete:summary bete:gameover ${I18N_WALK_MORE:-table:answer bete:curieuse}; do
        need="$need${need:+,}$lang:$f"
    done
done
# shellcheck disable=SC2086
"$check" log --require "$need" $logs || fail "untranslated or overflowing strings (above)"
