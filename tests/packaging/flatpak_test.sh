#!/usr/bin/env bash
# Builds the Flatpak against the stand-in runtime (packaging/flatpak/build.sh
# --test-runtime), installs the bundle into a user installation inside
# WORK_DIR and plays it in its sandbox under Xvfb, with a throwaway HOME, no
# sound server and no Wayland: two autoplayed hands; a game stopped after one
# hand and resumed; a screenshot taken inside the sandbox (kept as
# WORK_DIR/sandbox-shot.png); the permissions of the installed app against
# the manifest's finish-args; the exported desktop file, icons and metainfo.
# Runs wherever bubblewrap can make a sandbox; skips (exit 77) and says why
# only where it cannot, or where a tool is missing.
# Usage: flatpak_test.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1 work=$2
. "$(dirname "$0")/lib.sh"
id=io.github.lamouche.LaMouche
for t in "flatpak flatpak" "flatpak-builder flatpak-builder" "bwrap bubblewrap" "mmdebstrap mmdebstrap" \
         "eu-strip elfutils" "desktop-file-validate desktop-file-utils" "python3 python3" "identify imagemagick"; do
  need $t
done
# Flatpak runs every app in a bubblewrap sandbox: where bwrap cannot make one
# (no user namespaces for this user, a container that forbids them), nothing
# below can run.
if ! why=$(bwrap --unshare-all --share-net --die-with-parent --ro-bind / / --dev /dev --proc /proc true 2>&1); then
  skip "bubblewrap cannot make a sandbox on this machine: ${why:-no message}"
fi

rm -rf "$work" && mkdir -p "$work"
work=$(cd "$work" && pwd)
trap stop_xvfb EXIT
t0=$SECONDS
bundle=$(bash "$src/packaging/flatpak/build.sh" --test-runtime --out "$work/build" | tail -1)
[ -f "$bundle" ] || fail "build.sh made no bundle"
echo "step: build (runtime, flatpak-builder, bundle): $((SECONDS - t0)) s"
echo "bundle: $bundle, $(stat -c %s "$bundle") bytes ($(du -h "$bundle" | cut -f1))"

# Everything flatpak does from here on stays in WORK_DIR: the user
# installation that build.sh left, a throwaway HOME, no session bus, a
# runtime folder with neither a Wayland nor a PulseAudio socket.
export FLATPAK_USER_DIR=$work/build/user
export HOME=$work/home XDG_RUNTIME_DIR=$work/run
mkdir -p "$HOME" && mkdir -m 700 -p "$XDG_RUNTIME_DIR"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME WAYLAND_DISPLAY PULSE_SERVER \
      DBUS_SESSION_BUS_ADDRESS SDL_VIDEODRIVER SDL_AUDIODRIVER LAMOUCHE_DATA_DIR
t0=$SECONDS
flatpak --user install -y --noninteractive --bundle "$bundle" >"$work/install.txt" 2>&1 ||
  { cat "$work/install.txt"; fail "flatpak install of the bundle failed"; }
echo "step: install the bundle: $((SECONDS - t0)) s"
flatpak --user list --columns=application,branch,runtime | tee "$work/list.txt"
grep -q "^$id" "$work/list.txt" || fail "$id is not installed"

data=$HOME/.var/app/$id
start_xvfb
# play LABEL ARGS...: flatpak run with ARGS, output in WORK_DIR/LABEL.txt
play() {
  local label=$1 rc=0
  shift
  timeout 300 flatpak run "$id" "$@" >"$work/$label.txt" 2>&1 || rc=$?
  cat "$work/$label.txt"
  [ "$rc" -eq 0 ] || fail "$label: flatpak run $id $*: exit status $rc"
}

# 1. two hands, as the issue asks, in a fresh HOME: no save yet, so a new game
t0=$SECONDS
play two-hands --autoplay --hands 2 --speed 0
echo "step: first run, two hands: $((SECONDS - t0)) s"
grep -q "^hand 2 over" "$work/two-hands.txt" || fail "the two hands were not played"
grep -q "^game over" "$work/two-hands.txt" || fail "the game did not end"
n=$(grep -c "playing silently" "$work/two-hands.txt" || true)
[ "$n" -eq 1 ] || fail "without a sound server the game must say once that it plays silently (said $n times)"
echo "ok: no sound server in the sandbox: played silently, said once"
saves=$data/data/lamouche
[ -s "$saves/stats.txt" ] || fail "no stats.txt under $saves (the sandbox's data folder): $(find "$data" -type f | tr '\n' ' ')"
[ -s "$data/config/lamouche/settings.txt" ] ||
  fail "no settings.txt under $data/config/lamouche (the sandbox's config folder): $(find "$data" -type f | tr '\n' ' ')"
grep -q "^hands=2$" "$saves/stats.txt" || { cat "$saves/stats.txt"; fail "the statistics do not count the two hands"; }
echo "ok: saves and statistics in $saves: $(cd "$saves" && ls | tr '\n' ' ')"
outside=$(find "$HOME" -mindepth 1 -maxdepth 1 ! -name .var ! -name .cache | head -3)
[ -z "$outside" ] || fail "the sandboxed game wrote outside ~/.var/app: $outside"

# 2. stopped after one hand of three, then 3. started again without --fresh: resumed
play stopped --autoplay --fresh --hands 3 --speed 0 --quit-after-hands 1
grep -q "^hand 1 over" "$work/stopped.txt" || fail "the first hand was not played"
! grep -q "^hand 2 over" "$work/stopped.txt" || fail "--quit-after-hands 1 played on"
[ -s "$saves/game.sav" ] || fail "no saved game after --quit-after-hands 1"
play resumed --autoplay --speed 0
grep -q "^resumed" "$work/resumed.txt" || fail "the third run did not resume the saved game"
! grep -q "^new game" "$work/resumed.txt" || fail "the third run started a new game"
grep -q "^hand 3 over" "$work/resumed.txt" || fail "the resumed game did not play its third hand"
grep -q "^game over" "$work/resumed.txt" || fail "the resumed game did not end"
echo "ok: a game stopped after one hand resumed in the sandbox and finished"

# 4. a screenshot taken inside the sandbox, into the app's own folder
shots=$data/cache/shots
# a seed whose hand is played (with an unseeded one everybody may fold, or a mouche end it: no play)
play screenshot --autoplay --fresh --seed 1 --hands 1 --speed 0 --screenshot "$shots"
shot=$(find "$shots" -name '*-play.png' 2>/dev/null | sort | head -1)
[ -n "$shot" ] || fail "no screenshot of the play in $shots: $(ls "$shots" 2>&1 | tr '\n' ' ')"
cp "$shot" "$work/sandbox-shot.png"
colours=$(identify -format '%k' "$work/sandbox-shot.png")
echo "screenshot: $work/sandbox-shot.png ($(identify -format '%wx%h' "$work/sandbox-shot.png"), $colours colours," \
     "$(find "$shots" -name '*.png' | wc -l) pictures)"
[ "$colours" -gt 1000 ] || fail "the screenshot from the sandbox has only $colours colours: not the table"

# 5. X11 through fallback-x11: with no Wayland socket the sandbox gets the X
# display (the game above drew into it); with one, it would get none.
flatpak run --command=sh "$id" -c 'echo "DISPLAY=${DISPLAY:-} WAYLAND_DISPLAY=${WAYLAND_DISPLAY:-}"; ls /tmp/.X11-unix' \
  >"$work/x11.txt" 2>&1 || { cat "$work/x11.txt"; fail "flatpak run --command=sh failed"; }
grep -q "^DISPLAY=:[0-9]" "$work/x11.txt" && grep -q "WAYLAND_DISPLAY=$" "$work/x11.txt" ||
  { cat "$work/x11.txt"; fail "without Wayland the sandbox has no X11 display"; }
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$XDG_RUNTIME_DIR/wayland-0"
WAYLAND_DISPLAY=wayland-0 flatpak run --command=sh "$id" -c 'echo "DISPLAY=${DISPLAY:-} WAYLAND_DISPLAY=${WAYLAND_DISPLAY:-}"' \
  >"$work/wayland.txt" 2>&1 || { cat "$work/wayland.txt"; fail "flatpak run with a Wayland socket failed"; }
rm -f "$XDG_RUNTIME_DIR/wayland-0"
grep -q "^DISPLAY= WAYLAND_DISPLAY=wayland-0" "$work/wayland.txt" ||
  { cat "$work/wayland.txt"; fail "with Wayland present the sandbox must get Wayland and no X11 (fallback-x11)"; }
echo "ok: no Wayland: X11 ($(head -1 "$work/x11.txt")); with a Wayland socket: Wayland only"

# 6. permissions: exactly the manifest's finish-args
flatpak --user info --show-permissions "$id" >"$work/permissions.txt"
cat "$work/permissions.txt"
python3 "$src/tests/packaging/check_packaging.py" permissions "$src/packaging/flatpak/$id.yml" "$work/permissions.txt" ||
  fail "the installed app's permissions are not the manifest's finish-args"

# 7. exports: desktop file, icons at every size the AppImage and the install
# have, the metainfo and the AppStream data software centres read
exports=$FLATPAK_USER_DIR/exports/share
desktop=$exports/applications/$id.desktop
[ -f "$desktop" ] || fail "no exported desktop file $desktop"
desktop-file-validate "$desktop" || fail "the exported desktop file does not validate"
grep -q "^Exec=.*flatpak run .*$id" "$desktop" || fail "the exported desktop file does not start the Flatpak"
echo "ok: exported $desktop validates: $(grep '^Exec=' "$desktop")"
for png in "$src"/assets/icon/lamouche-*.png; do
  size=$(basename "$png" .png); size=${size#lamouche-}
  icon=$exports/icons/hicolor/${size}x${size}/apps/$id.png
  [ -f "$icon" ] || fail "no exported icon $icon"
  [ "$(identify -format '%wx%h' "$icon")" = "${size}x${size}" ] || fail "$icon is not ${size}x${size}"
done
[ -f "$exports/icons/hicolor/scalable/apps/$id.svg" ] || fail "no exported scalable icon"
echo "ok: icons exported: $(cd "$exports/icons/hicolor" && ls -d */apps | sed 's|/apps||' | tr '\n' ' ')"
# (flatpak-builder 1.2 renames the metainfo to the older NAME.appdata.xml;
# software centres read both names)
metainfo=$(find "$exports/metainfo" -name "$id.*.xml" 2>/dev/null | head -1)
[ -n "$metainfo" ] || fail "no metainfo exported in $exports/metainfo"
grep -q "<id>$id</id>" "$metainfo" || fail "the exported metainfo does not describe $id"
files=$(flatpak --user info --show-location "$id")/files
appstream=$files/share/app-info/xmls/$id.xml.gz
[ -f "$appstream" ] || fail "flatpak-builder wrote no AppStream data ($appstream)"
zcat "$appstream" | grep -q "<id>$id</id>" || fail "the AppStream data does not describe $id"
[ -f "$files/share/app-info/icons/flatpak/128x128/$id.png" ] || fail "the AppStream data has no cached 128 px icon"
stray=$(find "$files" -name CMakeFiles | sed "s|^$files/||" | head -3)
[ -z "$stray" ] || fail "the app holds pieces of a build tree: $stray"
echo "ok: metainfo exported as ${metainfo#"$FLATPAK_USER_DIR"/}; AppStream data and cached icons in the app"
echo "Flatpak bundle size: $(stat -c %s "$bundle") bytes"
