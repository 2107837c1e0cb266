#!/usr/bin/env bash
# Builds the Flatpak of La Mouche from packaging/flatpak/io.github.lamouche.LaMouche.yml
# and exports it as a single-file bundle, LaMouche-VERSION.flatpak.
# Needs flatpak and flatpak-builder, the org.freedesktop.Platform and
# org.freedesktop.Sdk runtimes 25.08 installed (user or system), and network
# access for the SDL2_image and SDL2_ttf release tarballs.
#
# With --test-runtime it builds against the stand-in test runtime
# io.github.lamouche.TestPlatform//12 instead, made from Debian 12 packages by
# packaging/flatpak/test-runtime/build.sh and installed into the user
# installation DIR/user (FLATPAK_USER_DIR), from the manifest that
# packaging/flatpak/test-runtime/derive-manifest.py derives from the shipped
# one (runtime, sdk, version; SDL2_image and SDL2_ttf come with the stand-in).
# That bundle is for tests: it installs only where the stand-in is installed.
#
# Usage: packaging/flatpak/build.sh [--out DIR] [--check] [--test-runtime]
#   --out DIR       build folder, repository and bundle (default /tmp/lamouche-flatpak)
#   --check         only tell whether this machine can build it (exit 0 if so)
#   --test-runtime  build against the stand-in runtime (see above); leaves in
#                   DIR/user the user installation that holds it
# Exit codes: 0 built (or --check: can build), 1 the build failed,
#             3 a tool or the runtime is missing (the message says which).
# Prints the bundle's path on its last line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
app_id=io.github.lamouche.LaMouche
manifest=$here/$app_id.yml
branch=25.08
out=/tmp/lamouche-flatpak
check=0
test_runtime=0
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --check) check=1; shift ;;
    --test-runtime) test_runtime=1; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) echo "flatpak: unknown option $1" >&2; exit 2 ;;
  esac
done
say() { printf 'flatpak: %s\n' "$*" >&2; }

for tool in flatpak flatpak-builder; do
  if ! command -v "$tool" >/dev/null; then
    say "cannot build: $tool is not installed (Debian package: $tool)."
    exit 3
  fi
done
if [ "$test_runtime" = 1 ]; then
  [ "$check" = 0 ] || { say "--check tells about the real runtime only"; exit 2; }
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  export FLATPAK_USER_DIR=$out/user
  bash "$here/test-runtime/build.sh" --user-dir "$FLATPAK_USER_DIR" || exit $?
  manifest=$out/$app_id.json
  python3 "$here/test-runtime/derive-manifest.py" "$here/$app_id.yml" "$manifest" ||
    { say "the test manifest could not be derived"; exit 1; }
  say "test manifest: $manifest"
fi
if [ "$test_runtime" = 0 ]; then
  # the game's source: this working tree, not the release tag Flathub builds
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  manifest=$out/$app_id.local.json
  python3 "$here/test-runtime/derive-manifest.py" --local "$here/$app_id.yml" "$manifest" ||
    { say "the local manifest could not be derived"; exit 1; }
fi
missing=()
for ref in org.freedesktop.Platform org.freedesktop.Sdk; do
  [ "$test_runtime" = 1 ] && break
  flatpak info "$ref//$branch" >/dev/null 2>&1 || missing+=("$ref//$branch")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "cannot build: the Flatpak runtime is not installed on this machine: ${missing[*]}."
  say "Install it from a Flatpak remote that provides it, e.g."
  say "  flatpak install --user <remote> org.freedesktop.Platform//$branch org.freedesktop.Sdk//$branch"
  say "then run this script again. (The manifest itself is checked offline by"
  say "  flatpak-builder --show-manifest $manifest )"
  exit 3
fi
if [ "$check" = 1 ]; then
  say "the runtime and the tools are installed: this machine can build the Flatpak."
  exit 0
fi

version=$(sed -n 's/^project(LaMouche VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$out"   # flatpak-builder keeps its .flatpak-builder folder in the current one: here, never in the source tree
bundle=$out/LaMouche-${version:-0.0.0}.flatpak
[ "$test_runtime" = 0 ] || bundle=$out/LaMouche-${version:-0.0.0}-test-runtime.flatpak
say "building $app_id in $out/build-dir"
t0=$SECONDS
flatpak-builder --force-clean --disable-rofiles-fuse --state-dir="$out/state" \
  --repo="$out/repo" "$out/build-dir" "$manifest" || { say "flatpak-builder failed"; exit 1; }
say "flatpak-builder: $((SECONDS - t0)) s"
t0=$SECONDS
flatpak build-bundle "$out/repo" "$bundle" "$app_id" || { say "flatpak build-bundle failed"; exit 1; }
say "build-bundle: $((SECONDS - t0)) s, $(du -h "$bundle" | cut -f1) $bundle"
if [ "$test_runtime" = 1 ]; then
  say "install it with: FLATPAK_USER_DIR=$FLATPAK_USER_DIR flatpak install --user $bundle"
else
  say "install it with: flatpak install --user $bundle"
fi
echo "$bundle"
