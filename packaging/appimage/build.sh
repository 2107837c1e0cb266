#!/usr/bin/env bash
# Builds a type 2 AppImage of La Mouche, with Debian's tools only:
#   1. the game (Release, tests off), installed with DESTDIR into an AppDir;
#   2. the shared libraries it needs beyond the base system (ldd, minus
#      packaging/appimage/excludelist) copied to AppDir/usr/lib;
#   3. AppRun, the desktop file, the icon and .DirIcon at the AppDir's top;
#   4. our own runtime (packaging/appimage/runtime/runtime.c, static, FUSE via
#      libfuse3 + libsquashfuse) with the magic bytes "AI\x02" at offset 8;
#   5. the AppDir as a zstd squashfs appended to the runtime.
# Needs: cmake, a C compiler, squashfs-tools, libsquashfuse-dev, libfuse3-dev,
# and the static compression libraries (zlib1g-dev liblzma-dev libzstd-dev
# liblz4-dev liblzo2-dev); packaging/deps.sh test installs all of them.
#
# Usage: packaging/appimage/build.sh [--build-dir DIR] [--out DIR]
#   --build-dir DIR  use (and build lamouche in) this CMake build tree instead
#                    of configuring a fresh Release one under the out folder
#   --out DIR        where the AppDir and the AppImage go
#                    (default /tmp/lamouche-appimage)
# Prints the AppImage's path on its last line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
app_id=io.github.lamouche.LaMouche
out=/tmp/lamouche-appimage
build=""
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "appimage: unknown option $1" >&2; exit 2 ;;
  esac
done
say() { printf 'appimage: %s\n' "$*" >&2; }
for tool in cmake cc mksquashfs ldd pkg-config; do
  command -v "$tool" >/dev/null || { say "missing tool: $tool (run packaging/deps.sh test)"; exit 3; }
done
for pc in squashfuse_ll fuse3; do
  pkg-config --exists "$pc" || { say "missing library: $pc (libsquashfuse-dev / libfuse3-dev)"; exit 3; }
done

mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ -z "$build" ]; then
  build=$out/build
  say "configuring a Release build in $build"
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
fi
cmake --build "$build" --target lamouche -j"$(nproc)" >"$out/build.log" 2>&1 || {
  tail -40 "$out/build.log" >&2; say "lamouche did not build (log: $out/build.log)"; exit 1; }
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:[A-Z]*=//p' "$build/CMakeCache.txt")
version=${version:-0.0.0}
arch=$(uname -m)

# 1. the game, its data and its desktop integration, as /usr in the AppDir
appdir=$out/AppDir
rm -rf "$appdir"
DESTDIR=$appdir cmake --install "$build" --prefix /usr >/dev/null
[ -x "$appdir/usr/bin/lamouche" ] || { say "cmake --install put no usr/bin/lamouche in the AppDir"; exit 1; }

# 2. shared libraries beyond the base system
mkdir -p "$appdir/usr/lib"
patterns=()
while IFS= read -r line; do
  case "$line" in ''|'#'*) continue ;; esac
  patterns+=("$line")
done < "$here/excludelist"
excluded() {
  local name=$1 p
  for p in "${patterns[@]}"; do
    # shellcheck disable=SC2254
    case "$name" in $p) return 0 ;; esac
  done
  return 1
}
# Only what the game and the libraries it brings need: a library of the base system brings its own
# (libpulse its libsndfile and codecs, libX11 libbsd, freetype brotli, harfbuzz graphite2), so the
# walk over the NEEDED entries stops at an excluded one.
# SDL2_mixer is not linked but loaded by the game after its first frame (src/platform/audio.c): a
# root of the walk beside the game, found where pkg-config says
mixer=libSDL2_mixer-2.0.so.0
mixer_path=$(pkg-config --variable=libdir SDL2_mixer)/$mixer
[ -f "$mixer_path" ] || { say "missing library: $mixer_path"; exit 3; }
declare -A path_of=([$mixer]=$mixer_path) walked=()
while read -r name path; do
  path_of[$name]=$path
done < <({ ldd "$appdir/usr/bin/lamouche"; ldd "$mixer_path"; } | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}')
needed_of() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
# walk_needed DIR: the names of the libraries the game reaches without passing through an excluded
# one, each read from DIR if it is there, else from where ldd found it
walk_needed() {
  local dir=$1 name path queue
  walked=()
  queue=($(needed_of "$appdir/usr/bin/lamouche") "$mixer")
  while [ ${#queue[@]} -gt 0 ]; do
    name=${queue[0]}
    queue=("${queue[@]:1}")
    [ -n "${walked[$name]:-}" ] && continue
    walked[$name]=1
    excluded "$name" && continue
    path=$dir/$name
    [ -f "$path" ] || path=${path_of[$name]:-}
    [ -n "$path" ] && [ -f "$path" ] || continue
    echo "$name $path"
    queue+=($(needed_of "$path"))
  done
}
bundled=0
while read -r name path; do
  cp -L "$path" "$appdir/usr/lib/$name"
  chmod 0644 "$appdir/usr/lib/$name"
  bundled=$((bundled + 1))
done < <(walk_needed /nonexistent)
if ldd "$appdir/usr/bin/lamouche" | grep -q "not found"; then
  say "lamouche has unresolved libraries:"; ldd "$appdir/usr/bin/lamouche" | grep "not found" >&2; exit 1
fi
say "bundled $bundled shared libraries ($(du -sk "$appdir/usr/lib" | cut -f1) KiB)"

# 2b. the codecs the game never decodes with (packaging/appimage/stublist): a stub of the same
# soname defining what SDL2_image and SDL2_mixer import from each (trapping if called), then only
# the libraries still needed are kept
stubs=$out/stubs
rm -rf "$stubs" && mkdir -p "$stubs"
stublisted=$(grep -v '^#' "$here/stublist" | grep .)
closure=$(LD_LIBRARY_PATH="$appdir/usr/lib" ldd "$appdir/usr/bin/lamouche" "$appdir/usr/lib/$mixer" |
  awk '$3 ~ /^\// {print $3}' | sort -u)
while IFS= read -r name; do
  case "$name" in ''|'#'*) continue ;; esac
  real=$appdir/usr/lib/$name
  [ -f "$real" ] || continue
  # a library the host's (or another bundled one) needs stays real
  others=$(while IFS= read -r lib; do
    base=$(basename "$lib")
    case "$base" in libSDL2_image-2.0.so.0|libSDL2_mixer-2.0.so.0|"$name") continue ;; esac
    grep -qxF "$base" <<<"$stublisted" && continue
    readelf -d "$lib" 2>/dev/null | grep -q "(NEEDED).*\[$name\]" && echo "$base"
    true
  done <<<"$closure" | sort -u | tr '\n' ' ')
  if [ -n "$others" ]; then
    say "not stubbed: $name (needed by $others)"
    continue
  fi
  users=()
  for lib in "$appdir"/usr/lib/libSDL2_image-2.0.so.0 "$appdir"/usr/lib/libSDL2_mixer-2.0.so.0; do
    readelf -d "$lib" | grep -q "NEEDED.*\[$name\]" && users+=("$lib")
  done
  [ ${#users[@]} -gt 0 ] || continue
  # defined in the real library: "name@@VERSION" or "name", and whether it is code
  nm -D --defined-only --with-symbol-versions "$real" | awk '{print $2, $3}' >"$stubs/$name.defs"
  src=$stubs/$name.c map=$stubs/$name.map
  printf '/* stub of %s for La Mouche'"'"'s AppImage (packaging/appimage/stublist) */\n' "$name" >"$src"
  : >"$map.body"
  for sym in $(nm -D --undefined-only --with-symbol-versions "${users[@]}" | awk '{print $2}' | sort -u); do
    base=${sym%%@*} symver=${sym#*@}
    [ "$symver" = "$sym" ] && symver=""
    symver=${symver#@}
    type=$(awk -v s="$base" '{n=$2; sub(/@.*/, "", n)} n == s {print $1; exit}' "$stubs/$name.defs")
    [ -n "$type" ] || continue
    case "$type" in
      T|W|i) printf 'void %s(void);\nvoid %s(void) { __builtin_trap(); }\n' "$base" "$base" >>"$src" ;;
      *) printf 'char %s[256];\n' "$base" >>"$src" ;;
    esac
    echo "${symver:-STUB_BASE} $base" >>"$map.body"
  done
  if grep -qv '^STUB_BASE ' "$map.body"; then # versioned symbols: a node per version
    for v in $(cut -d' ' -f1 "$map.body" | sort -u); do
      [ "$v" = STUB_BASE ] && continue
      printf '%s { global: %s; };\n' "$v" "$(awk -v v="$v" '$1 == v {printf "%s; ", $2}' "$map.body" | sed 's/; $//')"
    done >"$map"
    mapopt=(-Wl,--version-script="$map")
  else
    mapopt=()
  fi
  cc -shared -fPIC -Os -w -o "$stubs/$name" "$src" -Wl,-soname,"$name" "${mapopt[@]}" -nostdlib ||
    { say "the stub of $name did not build"; exit 1; }
  cp "$stubs/$name" "$real"
  chmod 0644 "$real"
done < "$here/stublist"
needed=$(walk_needed "$appdir/usr/lib" | cut -d' ' -f1) # the stubs need nothing
dropped=0
for lib in "$appdir"/usr/lib/*; do
  grep -qxF "$(basename "$lib")" <<<"$needed" || { rm -f "$lib"; dropped=$((dropped + 1)); }
done
if LD_LIBRARY_PATH="$appdir/usr/lib" ldd "$appdir/usr/bin/lamouche" "$appdir/usr/lib/$mixer" | grep -q "not found"; then
  say "lamouche or SDL2_mixer has unresolved libraries after the stubs"; exit 1
fi
say "codecs never used: stubs, and $dropped libraries only they needed dropped: $(ls "$appdir/usr/lib" | wc -l) bundled ($(du -sk "$appdir/usr/lib" | cut -f1) KiB)"

# 3. AppRun, desktop file, icon
cat > "$appdir/AppRun" <<'APPRUN'
#!/bin/sh
# AppRun of La Mouche: the game finds its data in ../share/lamouche next to
# its binary; the bundled libraries come before the host's.
HERE=$(dirname "$(readlink -f "$0")")
LD_LIBRARY_PATH="$HERE/usr/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LD_LIBRARY_PATH
exec "$HERE/usr/bin/lamouche" "$@"
APPRUN
chmod 0755 "$appdir/AppRun"
cp "$appdir/usr/share/applications/$app_id.desktop" "$appdir/$app_id.desktop"
cp "$appdir/usr/share/icons/hicolor/256x256/apps/$app_id.png" "$appdir/$app_id.png"
cp "$appdir/$app_id.png" "$appdir/.DirIcon"

# 4. the runtime
runtime=$out/runtime
# shellcheck disable=SC2046
cc -std=c11 -Os -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror \
   -ffunction-sections -fdata-sections \
   $(pkg-config --cflags-only-I squashfuse_ll fuse3 | sed 's/-I/-isystem /g') \
   "$here/runtime/runtime.c" -o "$runtime" \
   -static -s -Wl,--gc-sections \
   -lsquashfuse_ll -lfuse3 -lzstd -llz4 -llzo2 -llzma -lz -lpthread -ldl -lrt 2>"$out/runtime-link.log" || {
  cat "$out/runtime-link.log" >&2; say "the runtime did not build"; exit 1; }
printf 'AI\002' | dd of="$runtime" bs=1 seek=8 count=3 conv=notrunc status=none

# 5. squashfs behind the runtime
image=$out/LaMouche-$version-$arch.AppImage
rm -f "$out/AppDir.squashfs" "$image"
mksquashfs "$appdir" "$out/AppDir.squashfs" -root-owned -noappend -no-progress -quiet \
  -comp zstd -all-time 0 -mkfs-time 0 >/dev/null
cat "$runtime" "$out/AppDir.squashfs" > "$image"
chmod 0755 "$image"
rm -f "$out/AppDir.squashfs"
say "$(du -h "$image" | cut -f1) $image (runtime $(stat -c %s "$runtime") bytes)"
echo "$image"
