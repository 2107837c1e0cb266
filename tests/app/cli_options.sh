#!/bin/sh
# The command line as getopt_long reads it: "--opt value" and "--opt=value" alike, --version for
# lamouche and mouche-sim (the project's version), and each refusal's message and exit status.
# Usage: cli_options.sh LAMOUCHE MOUCHE_SIM VERSION WORKDIR. Exit 77 (skipped) only when xvfb-run is absent.
app=$1 sim=$2 version=$3 work=$4
. "${0%/*}/lib.sh"
fresh_work
: out=$("$app" --version) || fail "lamouche --version exits $?"
: [ "$out" = "lamouche $version" ] || fail "lamouche --version says '$out', not 'lamouche $version'"
out=$("$sim" --version) || fail "mouche-sim --version exits $?"
[ "$out" = "mouche-sim $version" ] || fail "mouche-sim --version says '$out', not 'mouche-sim $version'"
"$app" --help >"$work/help.txt" || fail "--help exits $?"
grep -q -- "--version" "$work/help.txt" || fail "--help does not list --version"
# refused: exit 2, the message on stderr, then the usage
refused() { # refused EXPECTED_MESSAGE ARGS...
    expected=$1
    shift
    "$app" "$@" >/dev/null 2>"$work/err.txt"
    rc=$?
    [ $rc -eq 2 ] || fail "lamouche $*: exit $rc, not 2"
    head -1 "$work/err.txt" | grep -qF -- "$expected" || fail "lamouche $*: said '$(head -1 "$work/err.txt")', not '$expected'"
    grep -q "^Usage: lamouche" "$work/err.txt" || fail "lamouche $*: no usage after the message"
}
refused "lamouche: --seed takes a whole number, 0 or more" --seed=-5
refused "lamouche: --seed takes a whole number, 0 or more" --seed -5
refused "lamouche: bad value for --players: 9" --players=9
refused "lamouche: bad value for --players: 9" --players 9
refused "lamouche: bad value for --game: bogus" --game=bogus
refused "lamouche: --speed takes 0 (no animation) or a factor" --speed=1e-300
refused "lamouche: bad value for --size: 10x10" --size=10x10
refused "lamouche: unknown option: --bogus" --bogus
refused "lamouche: unknown option: stray" --fresh stray
refused "lamouche: unknown option or missing value: --seed" --fresh --seed
# "--seed=5" and "--seed 5": the same game (its seed in the first line the table prints)
printf 'wait 200\nquit\n' >"$work/quit.script"
for form in equals space; do
    if [ $form = equals ]; then set -- --seed=5 --players=5 --game=mouche; else set -- --seed 5 --players 5 --game mouche; fi
    xvfb-run -a -n 99 -s "-screen 0 1280x800x24" "$app" --save-dir="$work/save-$form" --fresh "$@" \
        --script "$work/quit.script" >"$work/out-$form.txt" 2>"$work/err-$form.txt"
    rc=$?
    [ $rc -eq 0 ] || { cat "$work/err-$form.txt"; fail "$*: exit $rc"; }
    grep -q "^new game: seed 5, 5 players" "$work/out-$form.txt" ||
        fail "$*: not a game of seed 5 with 5 players: $(grep '^new game' "$work/out-$form.txt")"
    [ -f "$work/save-$form/settings.txt" ] || fail "$*: --save-dir=DIR was not used"
done
echo "PASS: cli_options"
