#!/usr/bin/env bash
# The manual pages lamouche(6) and mouche-sim(6): groff reads them with every warning on and
# says nothing, man -l renders them, and each holds every option its program's --help lists.
# Usage: man_test.sh MAN_DIR LAMOUCHE MOUCHE_SIM WORK_DIR (MAN_DIR: the pages as configured)
set -euo pipefail
man_dir=$1 lamouche=$2 sim=$3 work=$4
. "$(dirname "$0")/lib.sh"
need groff groff
need man man-db
rm -rf "$work" && mkdir -p "$work"
for page in lamouche mouche-sim; do
  src=$man_dir/$page.6
  [ -s "$src" ] || fail "no $src"
  ! grep -q '@VERSION@' "$src" || fail "$page.6: the version was not filled in"
  groff -ww -z -man "$src" 2>"$work/$page.groff" || fail "$page.6: groff exits $?"
  [ ! -s "$work/$page.groff" ] || { cat "$work/$page.groff"; fail "$page.6: groff -ww warns"; }
  MANWIDTH=80 man -l "$src" 2>"$work/$page.man-err" | col -b >"$work/$page.txt"
  [ ! -s "$work/$page.man-err" ] || { cat "$work/$page.man-err"; fail "$page.6: man -l says something"; }
  grep -q "^NAME" "$work/$page.txt" && grep -q "^OPTIONS" "$work/$page.txt" || fail "$page.6: man -l renders no NAME or OPTIONS"
  # the text as a reader sees it, every hyphen one ASCII '-'
  groff -man -Tascii -P-cbou "$src" 2>/dev/null >"$work/$page.ascii"
done
# every --option of every usage text, in the page of its program
"$lamouche" --help >"$work/lamouche.help"
{ "$sim" --help; "$sim" --game bete --help; "$sim" --arena x --help 2>&1 || true
  "$sim" --game bete --arena x --help 2>&1 || true; } >"$work/mouche-sim.help"
for page in lamouche mouche-sim; do
  options=$(grep -oE -- '--[a-z][a-z-]*' "$work/$page.help" | sort -u)
  [ "$(echo "$options" | wc -l)" -ge 5 ] || fail "$page --help lists too few options: $options"
  for option in $options; do
    grep -qE -- "$option([^a-z-]|$)" "$work/$page.ascii" || fail "$page.6 does not tell $option (its --help lists it)"
  done
  echo "ok: $page.6 tells all $(echo "$options" | wc -l) options of its --help"
done
