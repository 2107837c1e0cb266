#!/usr/bin/env bash
# Builds La Mouche (installing what it needs) and starts it.
# Usage: packaging/play.sh [lamouche options, e.g. --players 5]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/packaging/deps.sh" play
cmake -S "$root" -B "$root/build/release" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
cmake --build "$root/build/release" -j"$(nproc)" --target lamouche
exec "$root/build/release/src/lamouche" "$@"
