#!/usr/bin/env bash
# Debian's games layout (bin in games/, data in share/games/): a Release build configured so,
# installed with DESTDIR, its tree moved to another folder, runs and reads its data there (the
# German catalogue too); the installed binary names no folder of this machine (no source or
# build path in its strings).
# Usage: games_layout_test.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$(cd "$1" && pwd) work=$2
. "$(dirname "$0")/lib.sh"
need strings binutils
mkdir -p "$work"
work=$(cd "$work" && pwd)
trap stop_xvfb EXIT
build=$work/build # kept between runs: a rerun builds only what changed
cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DCMAKE_INSTALL_BINDIR=games -DCMAKE_INSTALL_DATADIR=share/games >"$work/configure.log" 2>&1 ||
  { cat "$work/configure.log"; fail "configure"; }
cmake --build "$build" --target lamouche -j2 >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; fail "build"; }
rm -rf "$work/stage" "$work/moved"
DESTDIR=$work/stage cmake --install "$build" --prefix /usr >"$work/install.log"
usr=$work/stage/usr
[ -x "$usr/games/lamouche" ] || fail "the install has no games/lamouche"
[ -s "$usr/share/games/lamouche/fonts/serif-regular.ttf" ] || fail "the install has no share/games/lamouche/fonts"
[ ! -e "$usr/bin/lamouche" ] && [ ! -e "$usr/share/lamouche" ] || fail "something was installed outside the games layout"
# the tree moved: neither the stage's path nor /usr is where it runs
mkdir -p "$work/moved"
mv "$usr" "$work/moved/tree"
tree=$work/moved/tree
for path in "$src" "$build" "$work"; do
  if strings "$tree/games/lamouche" | grep -F -- "$path"; then
    fail "the installed binary names $path"
  fi
done
echo "ok: the installed binary names no source or build folder"
start_xvfb
run_game "games layout, moved" "$tree" "$work/save" "$tree/games/lamouche"
run_german "games layout, moved" "$tree/share/games/lamouche" "$work/save-de" "$tree/games/lamouche"
