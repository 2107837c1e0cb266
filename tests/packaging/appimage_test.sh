#!/usr/bin/env bash
# Builds the AppImage with packaging/appimage/build.sh from this build tree,
# then checks it: type 2 and its file list as libappimage reports them (or,
# without the checker, the magic bytes and unsquashfs), the ELF sections of
# the runtime, the AppDir running after a move to another folder (and in
# German, from its own locale tree), and the AppImage running with --appimage-extract-and-run (and mounted with FUSE
# where this machine lets it) under Xvfb.
# Usage: appimage_test.sh SOURCE_DIR BUILD_DIR WORK_DIR [APPIMAGE_CHECK]
set -euo pipefail
src=$1 build=$2 work=$3 checker=${4:-}
. "$(dirname "$0")/lib.sh"
need mksquashfs squashfs-tools
need unsquashfs squashfs-tools
need readelf binutils
need desktop-file-validate desktop-file-utils
pkg-config --exists squashfuse_ll fuse3 2>/dev/null ||
  skip "libsquashfuse-dev and libfuse3-dev are not installed (packaging/deps.sh test installs them)"
id=io.github.lamouche.LaMouche
rm -rf "$work" && mkdir -p "$work/tmp"
work=$(cd "$work" && pwd)
export TMPDIR=$work/tmp
trap stop_xvfb EXIT

image=$(bash "$src/packaging/appimage/build.sh" --build-dir "$build" --out "$work/out" | tail -1)
[ -x "$image" ] || fail "build.sh made no AppImage"
echo "AppImage: $image, $(stat -c %s "$image") bytes ($(du -h "$image" | cut -f1))"

# The type 2 format, checked by hand: magic bytes and sections of the runtime
magic=$(od -An -c -j8 -N3 "$image" | tr -d ' ')
[ "$magic" = 'AI002' ] || fail "no AI\\x02 magic at offset 8 (found '$magic')"
sections=$(readelf -SW "$image" 2>/dev/null)
for s in .upd_info .sha256_sig; do
  grep -q " $s " <<<"$sections" || fail "the runtime has no $s section"
done
offset=$("$image" --appimage-offset)
shoff=$(readelf -hW "$image" | awk -F: '/Start of section headers/ {print $2+0}')
shnum=$(readelf -hW "$image" | awk -F: '/Number of section headers/ {print $2+0}')
shsize=$(readelf -hW "$image" | awk -F: '/Size of section headers/ {print $2+0}')
[ "$offset" -eq $((shoff + shnum * shsize)) ] || fail "--appimage-offset $offset is not the end of the ELF"
unsquashfs -l -o "$offset" "$image" >"$work/unsquashfs.txt" || fail "unsquashfs cannot read the image at $offset"
echo "runtime: $("$image" --appimage-version), squashfs at $offset, $(grep -c . "$work/unsquashfs.txt") entries"

required=(AppRun .DirIcon "$id.desktop" "$id.png" usr/bin/lamouche
          usr/lib/libSDL2-2.0.so.0 usr/lib/libSDL2_image-2.0.so.0 usr/lib/libSDL2_ttf-2.0.so.0
          usr/lib/libSDL2_mixer-2.0.so.0 usr/share/lamouche/fonts/serif-regular.ttf
          usr/share/lamouche/assets/table/felt.png usr/share/applications/$id.desktop
          usr/share/metainfo/$id.metainfo.xml usr/share/icons/hicolor/256x256/apps/$id.png)
for po in "$src"/po/*.po; do # the catalogues, in the locale tree the game reads (docs/translating.md)
  required+=("usr/share/lamouche/locale/$(basename "$po" .po)/LC_MESSAGES/lamouche.mo")
done
if [ -n "$checker" ] && [ -x "$checker" ]; then
  "$checker" "$image" "${required[@]}" >"$work/libappimage.txt" || { cat "$work/libappimage.txt"; fail "libappimage"; }
  echo "libappimage: $(sed -n 's/^type: /type /p' "$work/libappimage.txt"), $(sed -n 's/^files: //p' "$work/libappimage.txt") files listed"
  [ "$(sed -n 's/^offset: //p' "$work/libappimage.txt")" = "$offset" ] || fail "libappimage finds the payload elsewhere than the runtime"
else
  echo "note: the libappimage checker was not built (libappimage-dev absent): type and files checked with unsquashfs only"
  for f in "${required[@]}"; do
    grep -qx "squashfs-root/$f" "$work/unsquashfs.txt" || fail "$f is not in the image"
  done
fi
grep -E 'usr/lib/' "$work/unsquashfs.txt" | sed 's|.*/||' | tr '\n' ' ' | sed 's/^/bundled libraries: /'; echo

appdir=$work/out/AppDir
desktop-file-validate "$appdir/$id.desktop" || fail "the AppDir's desktop file"
for lib in libc.so.6 libX11.so.6 libGL.so.1 libasound.so.2 libpulse.so.0 libwayland-client.so.0; do
  [ ! -e "$appdir/usr/lib/$lib" ] || fail "$lib must stay on the host, not in the AppDir"
done

# Lean: the codecs the game never decodes with are stubs (packaging/appimage/stublist), and what
# only they pulled in is not bundled
while IFS= read -r name; do
  case "$name" in ''|'#'*) continue ;; esac
  size=$(stat -c %s "$appdir/usr/lib/$name" 2>/dev/null || echo 0)
  [ "$size" -gt 0 ] && [ "$size" -lt 65536 ] || fail "$name is not a stub in the AppDir ($size bytes)"
done <"$src/packaging/appimage/stublist"
for lib in libdb-5.3.so libreadline.so.8 libinstpatch-1.0.so.2 libgomp.so.1 libLerc.so.4 libjbig.so.0 libdeflate.so.0 libtinfo.so.6; do
  [ ! -e "$appdir/usr/lib/$lib" ] || fail "$lib is bundled, though only a codec the game never uses needs it"
done
# what a library of the host brings (libpulse's libsndfile and its codecs, libX11's libbsd, freetype's
# brotli, harfbuzz's graphite2) is the host's too
for lib in libsndfile.so.1 libvorbisenc.so.2 libmp3lame.so.0 libopus.so.0 libbsd.so.0 libmd.so.0 \
  libbrotlicommon.so.1 libbrotlidec.so.1 libgraphite2.so.3; do
  [ ! -e "$appdir/usr/lib/$lib" ] || fail "$lib is bundled, though only a library of the host needs it"
done
echo "lean: $(ls "$appdir/usr/lib" | wc -l) libraries ($(du -sk "$appdir/usr/lib" | cut -f1) KiB unpacked), image $(stat -c %s "$image") bytes"
[ "$(stat -c %s "$image")" -le $((7 * 1024 * 1024)) ] || fail "the AppImage is over 7 MiB (issue 41's goal)"

start_xvfb
mkdir -p "$work/moved"
mv "$appdir" "$work/moved/AppDir"
run_game "moved AppDir" "$work/moved/AppDir" "$work/save-appdir" "$work/moved/AppDir/AppRun"
run_german "moved AppDir" "$work/moved/AppDir/usr/share/lamouche" "$work/save-de" "$work/moved/AppDir/AppRun"
# with a sound device (SDL's dummy driver) SDL2_mixer opens and the WAV sounds load and play over
# the stubs: a stub called would trap (SIGILL)
rc=0
SDL_AUDIODRIVER=dummy timeout 180 "$work/moved/AppDir/AppRun" --autoplay --fresh --seed 1 --hands 1 --speed 4 \
  --save-dir "$work/save-sound" >"$work/sound.txt" 2>&1 || rc=$?
[ "$rc" -eq 0 ] || { cat "$work/sound.txt"; fail "the AppDir with a sound device: exit status $rc"; }
! grep -q "silently" "$work/sound.txt" || { cat "$work/sound.txt"; fail "the AppDir with a sound device played silently"; }
grep -q "^game over" "$work/sound.txt" || fail "the AppDir with a sound device did not play its hand"
echo "ok: the AppDir plays with sound over the stubs"

run_game "AppImage --appimage-extract-and-run" "$TMPDIR" "$work/save-ear" "$image" --appimage-extract-and-run
left=$(find "$TMPDIR" -maxdepth 1 -name 'appimage_extracted_*' | wc -l)
[ "$left" -eq 0 ] || fail "--appimage-extract-and-run left $left folders in $TMPDIR"

# Started directly, the image mounts itself with FUSE (a double-click).
# Containers often forbid mounting: then the runtime must say so and point
# to --appimage-extract-and-run.
if [ -e /dev/fuse ] && { [ "$(id -u)" -eq 0 ] || command -v fusermount3 >/dev/null; }; then
  rc=0
  timeout 180 "$image" --autoplay --fresh --hands 1 --speed 0 --save-dir "$work/save-fuse" >"$work/fuse.txt" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ]; then
    grep -q "^game over" "$work/fuse.txt" || fail "FUSE mount: the game did not end"
    if grep -q "$TMPDIR/.mount_" /proc/mounts; then fail "FUSE mount: still mounted after the game"; fi
    echo "ok: AppImage started directly (FUSE mount)"
  elif grep -q "cannot mount" "$work/fuse.txt" && grep -q -- "--appimage-extract-and-run" "$work/fuse.txt"; then
    echo "note: this machine refuses FUSE mounts; the runtime said so and pointed to --appimage-extract-and-run:"
    cat "$work/fuse.txt"
  else
    cat "$work/fuse.txt"; fail "AppImage started directly: exit status $rc"
  fi
else
  echo "note: no /dev/fuse or fusermount3 here: the FUSE start was not tried"
fi
echo "AppImage size: $(stat -c %s "$image") bytes"
