#!/usr/bin/env bash
# Builds La Mouche and runs every test: a Release build with warnings as
# errors (the full suite, a million random hands included), an ASan+UBSan
# build (the suite again, smaller), and the libFuzzer targets for a bounded
# time. Installs what it needs first. This is what CI runs.
# Usage: tests/run.sh            FUZZ_SECONDS=60 by default
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fuzz_seconds=${FUZZ_SECONDS:-60}
jobs=$(nproc)
bash "$root/packaging/deps.sh" test

step() { printf '\n==== %s\n' "$*"; }

step "One style (.clang-format)"
bash "$root/tests/format.sh" --check

step "Release build, warnings as errors"
cmake -S "$root" -B "$root/build/release" -DCMAKE_BUILD_TYPE=Release -DMOUCHE_WERROR=ON >/dev/null
cmake --build "$root/build/release" -j"$jobs"
step "Release tests"
ctest --test-dir "$root/build/release" --output-on-failure -j"$jobs"

step "ASan + UBSan build (clang)"
CC=clang cmake -S "$root" -B "$root/build/sanitize" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOUCHE_WERROR=ON \
  -DMOUCHE_SANITIZE=ON -DMOUCHE_PROPERTY_HANDS=30000 >/dev/null
cmake --build "$root/build/sanitize" -j"$jobs"
step "Sanitizer tests"
# Leak detection stays on (the default) except for the app under Xvfb, whose
# system libraries leak untraceably (tests/app/app_test.sh turns it off there).
ASAN_OPTIONS=abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build/sanitize" --output-on-failure -j"$jobs" -LE slow

step "libFuzzer targets, ${fuzz_seconds}s each"
CC=clang cmake -S "$root" -B "$root/build/fuzz" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOUCHE_BUILD_APP=OFF \
  -DMOUCHE_SANITIZE=ON -DMOUCHE_FUZZ=ON >/dev/null
# (the settings and statistics readers build without SDL, like the engine)
cmake --build "$root/build/fuzz" -j"$jobs" --target fuzz_save fuzz_actions fuzz_bete_save fuzz_replay fuzz_settings fuzz_stats \
  fuzz_memories
# One fuzzer per core at a time (each is single-threaded): the same seconds per target, in half the
# wall time on two cores.
fuzz_one() {
  local target=$1 corpus="$root/build/fuzz/corpus-$1" area=engine
  mkdir -p "$corpus"
  case $target in
  fuzz_save) cp "$root"/tests/engine/corpus/save/*.save "$corpus/" ;;
  fuzz_bete_save) cp "$root"/tests/engine/corpus/bete/*.save "$corpus/" ;;
  fuzz_replay) cp "$root"/tests/engine/corpus/replay/*.jsonl "$corpus/" ;;
  fuzz_settings) area=app; cp "$root"/tests/app/corpus/settings/*.txt "$corpus/" ;;
  fuzz_stats) area=app; cp "$root"/tests/app/corpus/stats/*.txt "$corpus/" ;;
  fuzz_memories) area=app; cp "$root"/tests/app/corpus/memories/*.txt "$corpus/" ;;
  esac
  # A crash or a sanitizer report fails the run: the fuzzer exits non-zero.
  if "$root/build/fuzz/tests/$area/$target" -max_total_time="$fuzz_seconds" -print_final_stats=1 "$corpus" \
    >"$root/build/fuzz/$target.log" 2>&1; then
    echo 0 >"$root/build/fuzz/$target.rc"
  fi
}
fuzz_targets=(fuzz_save fuzz_actions fuzz_bete_save fuzz_replay fuzz_settings fuzz_stats fuzz_memories)
for target in "${fuzz_targets[@]}"; do
  rm -f "$root/build/fuzz/$target.rc"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
    wait -n || true # each one's verdict is in its .rc file, read below
  done
  fuzz_one "$target" &
done
wait
fuzz_passed=0
for target in "${fuzz_targets[@]}"; do
  log="$root/build/fuzz/$target.log"
  if [ ! -s "$root/build/fuzz/$target.rc" ]; then
    tail -n 60 "$log"
    echo "FAIL: $target found a crash (log: $log)"
    exit 1
  fi
  echo "$target:"
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)" "$log" || true
  fuzz_passed=$((fuzz_passed + 1))
done
release=$(ctest --test-dir "$root/build/release" -N | sed -n 's/^Total Tests: //p')
sanitize=$(ctest --test-dir "$root/build/sanitize" -N -LE slow | sed -n 's/^Total Tests: //p')
step "All green"
echo "$((release + sanitize + fuzz_passed)) passed, 0 failed"
