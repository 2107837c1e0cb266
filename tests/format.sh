#!/usr/bin/env bash
# One style for the C of engine/, src/ and tests/ (.clang-format).
# Usage: tests/format.sh          rewrites the files in place
#        tests/format.sh --check  lists the files whose format differs and fails if any does
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t files < <(cd "$root" && git ls-files 'engine/*.[ch]' 'src/*.[ch]' 'tests/*.[ch]')
cd "$root"
if [ "${1:-}" = --check ]; then
  bad=()
  for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
  done
  if [ ${#bad[@]} -gt 0 ]; then
    printf 'not in the project style (run tests/format.sh): %s\n' "${bad[@]}"
    exit 1
  fi
  echo "format: ${#files[@]} files in the project style"
else
  clang-format -i "${files[@]}"
fi
