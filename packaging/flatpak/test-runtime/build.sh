#!/usr/bin/env bash
# Builds the stand-in Flatpak runtime io.github.lamouche.TestPlatform//12
# from Debian 12 packages and installs it into a user installation
# (FLATPAK_USER_DIR) inside a build folder. It is a TEST runtime, made so that
# the Flatpak can be built, installed and played on machines that cannot fetch
# freedesktop's org.freedesktop.Platform 25.08; it is never published.
#
#   1. mmdebstrap bootstraps Debian 12 with the packages listed in
#      packaging/flatpak/test-runtime/packages (and what apt resolves for them),
#      from this machine's apt sources, without docs, man pages or locales;
#   2. its /usr becomes the runtime's files and its /etc the runtime's /usr/etc,
#      with /app/lib on the loader's path as in freedesktop's runtime; the
#      package versions are kept in /usr/share/lamouche-test-runtime/packages;
#   3. flatpak build-export --runtime puts it in a local OSTree repository.
# One runtime serves as both Platform and Sdk (its metadata names itself as
# both). The repository is cached under CACHE/KEY, KEY being a hash of the
# package list and of this script: a second run only installs it (seconds),
# and a change of either builds it anew. Older keys are removed.
#
# Usage: packaging/flatpak/test-runtime/build.sh --user-dir DIR [--cache DIR]
#   --user-dir DIR  the user installation to install it into (FLATPAK_USER_DIR)
#   --cache DIR     where the built repositories are kept (default
#                   $LAMOUCHE_FLATPAK_CACHE, else ~/.cache/lamouche/flatpak-test-runtime)
# Needs flatpak, mmdebstrap (packaging/deps.sh test installs them), root or
# unprivileged user namespaces for mmdebstrap, and the Debian archive.
# Exit codes: 0 installed, 1 a step failed, 3 a tool is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runtime_id=io.github.lamouche.TestPlatform
branch=12
suite=bookworm
ref=runtime/$runtime_id/$(flatpak --default-arch 2>/dev/null || uname -m)/$branch
remote=lamouche-test-runtime
user_dir=""
cache=${LAMOUCHE_FLATPAK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lamouche/flatpak-test-runtime}
while [ $# -gt 0 ]; do
  case "$1" in
    --user-dir) user_dir=$2; shift 2 ;;
    --cache) cache=$2; shift 2 ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    *) echo "test-runtime: unknown option $1" >&2; exit 2 ;;
  esac
done
say() { printf 'test-runtime: %s\n' "$*" >&2; }
[ -n "$user_dir" ] || { say "--user-dir is required"; exit 2; }
for tool in flatpak mmdebstrap sha256sum; do
  command -v "$tool" >/dev/null || { say "cannot build: $tool is not installed (packaging/deps.sh test installs it)"; exit 3; }
done

packages=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/packages" | tr -d ' \t' | sort -u)
key=$(cat "$here/packages" "$0" | sha256sum | cut -c1-16)
mkdir -p "$cache" "$user_dir"
cache=$(cd "$cache" && pwd)
user_dir=$(cd "$user_dir" && pwd)
repo=$cache/$key/repo
exec 9>"$cache/lock"
flock 9   # one build of the runtime at a time on this machine

# The host's Debian 12 apt sources (so a local mirror or proxy is used as apt
# uses it); mmdebstrap's default otherwise.
mirrors=()
if grep -qs "^VERSION_CODENAME=$suite" /etc/os-release; then
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && grep -qs "^[^#]*\b$suite\b" "$f" && mirrors+=("$f")
  done
fi

if [ ! -f "$cache/$key/done" ]; then
  say "building $runtime_id//$branch (key $key) from $(wc -w <<<"$packages") Debian $suite packages"
  rm -rf "$cache/$key"
  mkdir -p "$cache/$key"
  work=$cache/$key/work
  mkdir -p "$work"
  t0=$SECONDS
  include=$(tr '\n' ',' <<<"$packages" | sed 's/,$//')
  mmdebstrap --variant=essential --include="$include" \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
    "$suite" "$work/rootfs" "${mirrors[@]}" >"$cache/$key/mmdebstrap.log" 2>&1 || {
      tail -30 "$cache/$key/mmdebstrap.log" >&2; say "mmdebstrap failed (log: $cache/$key/mmdebstrap.log)"; exit 1; }
  say "bootstrap: $((SECONDS - t0)) s"
  t0=$SECONDS
  mkdir -p "$work/runtime"
  mv "$work/rootfs/usr" "$work/runtime/files"
  mv "$work/rootfs/etc" "$work/runtime/files/etc"
  echo /app/lib >"$work/runtime/files/etc/ld.so.conf.d/00-flatpak-app.conf"
  mkdir -p "$work/runtime/files/share/lamouche-test-runtime"
  dpkg-query --admindir="$work/rootfs/var/lib/dpkg" -W -f='${Package} ${Version}\n' \
    >"$work/runtime/files/share/lamouche-test-runtime/packages"
  cat >"$work/runtime/metadata" <<EOF
[Runtime]
name=$runtime_id
runtime=${ref#runtime/}
sdk=${ref#runtime/}
EOF
  flatpak build-export --runtime --files=files --disable-sandbox --subject="$runtime_id $key" \
    "$repo" "$work/runtime" "$branch" >"$cache/$key/export.log" 2>&1 || {
      tail -30 "$cache/$key/export.log" >&2; say "flatpak build-export failed"; exit 1; }
  rm -rf "$work"
  touch "$cache/$key/done"
  say "exported to $repo: $((SECONDS - t0)) s"
  for old in "$cache"/*/; do   # older runtimes are of no more use
    [ "$old" = "$cache/$key/" ] || rm -rf "$old"
  done
fi

export FLATPAK_USER_DIR=$user_dir
flatpak --user remote-add --if-not-exists --no-gpg-verify "$remote" "file://$repo"
flatpak --user remote-modify --url="file://$repo" "$remote"
want=$(flatpak --user remote-info --show-commit "$remote" "${ref#runtime/}")
have=$(flatpak --user info --show-commit "${ref#runtime/}" 2>/dev/null || true)
if [ "$have" != "$want" ]; then
  t0=$SECONDS
  flatpak --user uninstall -y --noninteractive "${ref#runtime/}" >/dev/null 2>&1 || true
  flatpak --user install -y --noninteractive "$remote" "${ref#runtime/}" >/dev/null ||
    { say "flatpak install of the runtime failed"; exit 1; }
  say "installed into $user_dir: $((SECONDS - t0)) s"
fi
say "$runtime_id//$branch ready ($(du -sh "$repo" | cut -f1) repository, key $key)"
