#!/usr/bin/env bash
# A staged install (cmake --install with DESTDIR) holds everything in its
# standard place and runs from there; a copy of it in another folder runs too.
# Usage: install_test.sh BUILD_DIR WORK_DIR
set -euo pipefail
build=$1 work=$2
. "$(dirname "$0")/lib.sh"
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
id=io.github.lamouche.LaMouche
rm -rf "$work" && mkdir -p "$work"
work=$(cd "$work" && pwd)
trap stop_xvfb EXIT

stage=$work/stage
DESTDIR=$stage cmake --install "$build" --prefix /usr >"$work/install.log"
usr=$stage/usr
for f in bin/lamouche \
         share/applications/$id.desktop \
         share/metainfo/$id.metainfo.xml \
         share/icons/hicolor/scalable/apps/$id.svg \
         share/lamouche/fonts/serif-regular.ttf \
         share/lamouche/assets/table/felt.png \
         share/lamouche/assets/cards/back-blue.svg \
         share/man/man6/lamouche.6; do
  [ -s "$usr/$f" ] || fail "the install has no $f"
done
[ -x "$usr/bin/lamouche" ] || fail "bin/lamouche is not executable"
for size in 48 64 128 256 512; do
  png=$usr/share/icons/hicolor/${size}x${size}/apps/$id.png
  [ -s "$png" ] || fail "no ${size}x${size} icon"
  # PNG: width and height are big-endian 32-bit numbers at bytes 16 and 20
  dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}')
  [ "$dims" = "${size}x${size}" ] || fail "the ${size}x${size} icon is $dims"
done
grep -q '<svg' "$usr/share/icons/hicolor/scalable/apps/$id.svg" || fail "the scalable icon is no SVG"
desktop-file-validate "$usr/share/applications/$id.desktop" || fail "installed desktop file"
appstreamcli validate --no-net "$usr/share/metainfo/$id.metainfo.xml" || fail "installed metainfo"
# What a software centre (and flatpak-builder) makes of the installed tree:
# appstreamcli compose finds the component, its desktop file and its icons.
if [ -x /usr/libexec/appstreamcli-compose ]; then
  appstreamcli compose --no-net --no-color --print-report=full --origin=lamouche \
    --result-root="$work/compose" --data-dir="$work/compose/data" --icons-dir="$work/compose/icons" \
    "$stage" >"$work/compose.txt" 2>&1 || { cat "$work/compose.txt"; fail "appstreamcli compose"; }
  cat "$work/compose.txt"
  ! grep -qE '^ *[EW]: ' "$work/compose.txt" || fail "appstreamcli compose reports errors or warnings"
  zcat "$work/compose/data/lamouche.xml.gz" >"$work/compose/catalog.xml"
  grep -q "<id>$id</id>" "$work/compose/catalog.xml" || fail "compose: no component $id"
  grep -q '<launchable type="desktop-id">'"$id"'.desktop' "$work/compose/catalog.xml" || fail "compose: no launchable"
  for size in 64 128; do
    [ -s "$work/compose/icons/${size}x${size}/$id.png" ] || fail "compose: no ${size}x${size} icon"
  done
else
  echo "note: appstream-compose is not installed: the composed catalogue is not checked"
fi
echo "installed files:"; (cd "$stage" && find . -type f | grep -v '/share/lamouche/' | sort | sed 's/^/  /')
echo "installed data (share/lamouche): $(du -sh "$usr/share/lamouche" | cut -f1), $(find "$usr/share/lamouche" -type f | wc -l) files"
echo "whole install: $(du -sh "$usr" | cut -f1)"

start_xvfb
run_game "staged install" "$usr" "$work/save1" "$usr/bin/lamouche"
mkdir -p "$work/elsewhere/opt"
cp -a "$usr" "$work/elsewhere/opt/lamouche"
rm -rf "$stage"
run_game "moved install" "$work/elsewhere/opt/lamouche" "$work/save2" "$work/elsewhere/opt/lamouche/bin/lamouche"
run_german "moved install" "$work/elsewhere/opt/lamouche/share/lamouche" "$work/save-de" \
  "$work/elsewhere/opt/lamouche/bin/lamouche"
