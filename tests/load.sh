#!/usr/bin/env bash
# The whole suite (tests/run.sh) on a busy machine: one CPU hog per core, at the tests' own
# priority, for as long as the suite runs. The tests must hold there (no wall-clock assertion,
# timeouts for a machine four times slower); a failure here is a defect to find, not a flake.
# Not in CI. Usage: tests/load.sh
#   LOAD_TESTS=REGEX   only the Release tests whose names match (ctest -R), on the build
#                      tests/run.sh made (build/release): to try a few tests under load, side by
#                      side as tests/run.sh runs them (four ctest slots a core)
#   LOAD_HOGS=N        N hogs (default: one per core)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
hogs=${LOAD_HOGS:-$(nproc)}

pids=()
stop_hogs() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null
    done
    pids=()
}
trap stop_hogs EXIT
trap 'exit 130' INT TERM
for _ in $(seq "$hogs"); do
    (while :; do :; done) &
    pids+=("$!")
done

start=$(date +%s)
echo "load: $hogs CPU hogs on $(nproc) cores (pids ${pids[*]})"
if [ -n "${LOAD_TESTS:-}" ]; then
    cmake --build "$root/build/release" -j"$(nproc)" >/dev/null &&
        ctest --test-dir "$root/build/release" --output-on-failure -j"$((4 * $(nproc)))" -R "$LOAD_TESTS"
else
    bash "$root/tests/run.sh"
fi
rc=$?
load=$(cut -d' ' -f1-3 /proc/loadavg)
stop_hogs
secs=$(($(date +%s) - start))
echo "load: exit status $rc after $((secs / 60)) min $((secs % 60)) s with $hogs CPU hogs (load average $load)"
exit $rc
