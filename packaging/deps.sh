#!/usr/bin/env bash
# Installs what La Mouche needs to build, play and test on Debian (or Ubuntu):
# only the packages that are missing, with apt-get. Safe to run again.
# Usage: packaging/deps.sh [play|test]
set -euo pipefail
mode=${1:-test}
packages=(build-essential cmake pkg-config
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev)
if [ "$mode" = test ]; then
  packages+=(clang clang-format libclang-rt-14-dev python3 xvfb xauth xdotool imagemagick x11-utils openbox
             desktop-file-utils appstream squashfs-tools flatpak-builder
             libsquashfuse-dev libfuse3-dev zlib1g-dev liblzma-dev libzstd-dev liblz4-dev
             liblzo2-dev libappimage-dev strace appstream-compose
             flatpak bubblewrap mmdebstrap elfutils)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "La Mouche: please install these packages: ${missing[*]}" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "La Mouche: run as root or install sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
echo "La Mouche: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
