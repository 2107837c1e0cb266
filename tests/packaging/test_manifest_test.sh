#!/usr/bin/env bash
# The test manifest that packaging/flatpak/test-runtime/derive-manifest.py
# derives from the shipped one differs from it only where the stand-in runtime
# needs it (check_packaging.py test-manifest), and the check fails a derivation
# that changes anything more: a permission, an option of the game's module,
# a module the stand-in does not have.
# Usage: test_manifest_test.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1 work=$2
. "$(dirname "$0")/lib.sh"
need flatpak-builder flatpak-builder
need python3 python3
shipped=$src/packaging/flatpak/io.github.lamouche.LaMouche.yml
check="python3 $src/tests/packaging/check_packaging.py test-manifest $shipped"
rm -rf "$work" && mkdir -p "$work/caller"
# run from a folder of its own, as build.sh runs it from the caller's (the source tree, often)
(cd "$work/caller" && python3 "$src/packaging/flatpak/test-runtime/derive-manifest.py" "$shipped" "$work/derived.json") ||
  fail "derive-manifest.py failed"
left=$(ls -A "$work/caller")
[ -z "$left" ] || fail "derive-manifest.py left $left in the folder it was run from (flatpak-builder's state)"
$check "$work/derived.json" || fail "the derived manifest changes more than the runtime and its modules"

# must_fail NAME SED_EXPRESSION: the check refuses the derived manifest so changed
must_fail() {
  sed "$2" "$work/derived.json" >"$work/$1.json"
  cmp -s "$work/derived.json" "$work/$1.json" && fail "$1: the sed expression changed nothing"
  if $check "$work/$1.json" >"$work/$1.out"; then
    cat "$work/$1.out"; fail "the check accepts a derivation with $1"
  fi
  echo "ok: the check refuses a derivation with $1: $(grep '^FAIL' "$work/$1.out" | head -1)"
}
must_fail "network" 's/"--device=dri"/"--device=dri", "--share=network"/'
must_fail "tests-on" 's/-DBUILD_TESTING=OFF/-DBUILD_TESTING=ON/'
must_fail "no-cleanup" '/"\*\.la"/d; s/"\*\.a",/"*.a"/'
python3 - "$work/derived.json" "$work/sdl2-mixer.json" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
m["modules"].insert(0, {"name": "SDL2_mixer", "buildsystem": "cmake-ninja", "sources": []})
json.dump(m, open(sys.argv[2], "w"), indent=2)
EOF
if $check "$work/sdl2-mixer.json" >"$work/sdl2-mixer.out"; then fail "the check accepts an added module"; fi
echo "ok: the check refuses a derivation with an added module: $(grep '^FAIL' "$work/sdl2-mixer.out" | head -1)"
