#!/usr/bin/env bash
# Builds La Mouche and runs every test: a Release build with warnings as
# errors (the full suite, a million random hands included), an ASan+UBSan
# build (the suite again, smaller), and the libFuzzer targets for a bounded
# time. Installs what it needs first. This is what CI runs.
# Usage: tests/run.sh            FUZZ_SECONDS=60 by default
#
# Scheduling (issue 39: 36 minutes on an idle 2-core machine when each step waited for the one
# before; about 20 now, bound by the CPU the steps need, about 37 core-minutes): the app's tests
# under Xvfb wait most of their time (animations, the computer players' pauses, a person's think
# time; app_guide took 266 s and 17 s of CPU), so ctest runs with four slots a core and each test
# says what share of a core it keeps busy (PROCESSORS, tests/CMakeLists.txt): a computing test takes
# a core, a waiting one a quarter (half under the sanitizers), and the longest start first (COST, for
# a clone with no timings yet). While the Release tests wait, the ASan build computes; while the
# sanitizer tests wait, the fuzz build does. The fuzzers run alone (their time is wall time). The
# tests' words are printed whole when they end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fuzz_seconds=${FUZZ_SECONDS:-60}
jobs=$(nproc)
slots=$((4 * jobs)) # ctest's slots: four a core (tests/CMakeLists.txt)
background=()
stop_background() {
  for pid in "${background[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
}
trap stop_background EXIT
bash "$root/packaging/deps.sh" test

step() { printf '\n==== %s\n' "$*"; }
# results NAME PID LOG: waits for a ctest run in the background, shows its log whole, fails with it.
results() {
  local status=0
  step "$1' results"
  wait "$2" || status=$?
  cat "$3"
  [ "$status" -eq 0 ] || { echo "FAIL: $1 (log: $3)"; exit 1; }
}

step "One style (.clang-format)"
bash "$root/tests/format.sh" --check

step "Release build, warnings as errors"
cmake -S "$root" -B "$root/build/release" -DCMAKE_BUILD_TYPE=Release -DMOUCHE_WERROR=ON >/dev/null
cmake --build "$root/build/release" -j"$jobs"
step "Release tests (side by side with the ASan + UBSan build)"
ctest --test-dir "$root/build/release" --output-on-failure -j"$slots" >"$root/build/release-tests.log" 2>&1 &
release_tests=$!
background+=("$release_tests")

step "ASan + UBSan build (clang)"
CC=clang cmake -S "$root" -B "$root/build/sanitize" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOUCHE_WERROR=ON \
  -DMOUCHE_SANITIZE=ON -DMOUCHE_PROPERTY_HANDS=30000 >/dev/null
cmake --build "$root/build/sanitize" -j"$jobs"
results "Release tests" "$release_tests" "$root/build/release-tests.log"

step "Sanitizer tests (side by side with the libFuzzer build)"
# Leak detection stays on (the default) except for the app under Xvfb, whose
# system libraries leak untraceably (tests/app/app_test.sh turns it off there).
ASAN_OPTIONS=abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build/sanitize" --output-on-failure -j"$slots" -LE slow >"$root/build/sanitize-tests.log" 2>&1 &
sanitize_tests=$!
background+=("$sanitize_tests")

step "libFuzzer build"
CC=clang cmake -S "$root" -B "$root/build/fuzz" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOUCHE_BUILD_APP=OFF \
  -DMOUCHE_SANITIZE=ON -DMOUCHE_FUZZ=ON >/dev/null
# (the settings and statistics readers build without SDL, like the engine)
cmake --build "$root/build/fuzz" -j"$jobs" --target fuzz_save fuzz_actions fuzz_bete_save fuzz_replay fuzz_settings fuzz_stats \
  fuzz_memories fuzz_pixels
results "Sanitizer tests" "$sanitize_tests" "$root/build/sanitize-tests.log"

step "libFuzzer targets, ${fuzz_seconds}s each"
# One fuzzer per core at a time, alone (each is single-threaded and runs for its seconds of wall
# time: beside other work it would try fewer inputs): the same seconds per target, in half the wall
# time on two cores.
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
  fuzz_pixels) area=app; cp "$root"/tests/app/corpus/pixels/*.px "$corpus/" ;;
  esac
  # A crash or a sanitizer report fails the run: the fuzzer exits non-zero.
  if "$root/build/fuzz/tests/$area/$target" -max_total_time="$fuzz_seconds" -print_final_stats=1 "$corpus" \
    >"$root/build/fuzz/$target.log" 2>&1; then
    echo 0 >"$root/build/fuzz/$target.rc"
  fi
}
fuzz_targets=(fuzz_save fuzz_actions fuzz_bete_save fuzz_replay fuzz_settings fuzz_stats fuzz_memories fuzz_pixels)
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
