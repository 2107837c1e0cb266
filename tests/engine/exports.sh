#!/usr/bin/env bash
# Every symbol the engine's static libraries export carries the library's
# prefix: mouche_ (the engine's, for common/ and La Mouche) or bete_ (La
# Bête's), or a game's folder of its own (engine/src/GAME/ with its GAME.cmake,
# docs/adding-a-game.md) its name: template_. A program that links the engine
# beside its own code then meets no clash of names like emit, pay or json_int.
# Prints each unprefixed symbol; exits 1 if there is one.
# Usage: tests/engine/exports.sh [--engine ENGINE_DIR] LIBRARY.a...
set -u
prefixes='mouche_|bete_'
if [ "${1:-}" = --engine ]; then
  for cmake in "$2"/src/*/*.cmake; do
    [ -f "$cmake" ] && prefixes="$prefixes|$(basename "$(dirname "$cmake")")_"
  done
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: $0 [--engine ENGINE_DIR] LIBRARY.a..."; exit 2; }
command -v nm >/dev/null || { echo "nm not found"; exit 2; }
fail=0
for lib in "$@"; do
  [ -f "$lib" ] || { echo "missing: $lib"; fail=1; continue; }
  syms=$(nm -g --defined-only "$lib") || { echo "nm failed on $lib"; fail=1; continue; }
  count=$(printf '%s\n' "$syms" | awk 'NF == 3 { n++ } END { print n + 0 }')
  [ "$count" -gt 0 ] || { echo "no symbols in $lib"; fail=1; continue; }
  bad=$(printf '%s\n' "$syms" | awk 'NF == 3 && $3 !~ "^(" p ")" { print $3 }' p="$prefixes" | sort -u)
  if [ -n "$bad" ]; then
    printf '%s\n' "$bad" | sed "s|^|unprefixed in $(basename "$lib"): |"
    fail=1
  fi
  echo "$(basename "$lib"): $count exported symbols"
done
exit $fail
