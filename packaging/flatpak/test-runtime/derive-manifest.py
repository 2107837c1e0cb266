#!/usr/bin/env python3
"""Derives the test manifest from the shipped Flatpak manifest.

  derive-manifest.py SHIPPED_MANIFEST OUTPUT.json
  derive-manifest.py --local SHIPPED_MANIFEST OUTPUT.json

Reads SHIPPED_MANIFEST as flatpak-builder does (`flatpak-builder
--show-manifest`) and writes it as JSON with only these changes:
  - runtime and sdk: the stand-in io.github.lamouche.TestPlatform, and
    runtime-version: its branch, 12 (Debian 12);
  - the modules the stand-in already has (SDL2_image and SDL2_ttf, Debian's
    libsdl2-image-dev and libsdl2-ttf-dev in its package list) are dropped;
  - the game's source, the release's git tag and commit in the shipped
    manifest (as Flathub builds it), is this working tree: a `dir` source
    naming the repository's top folder.
With --local only that last change is made: the manifest build.sh builds
locally against the real runtime.
The id, command, finish-args, cleanup and the game's module are the shipped
manifest's. tests/packaging/check_packaging.py test-manifest checks that
nothing else changed.
"""
import json
import os
import subprocess
import sys
import tempfile

RUNTIME = "io.github.lamouche.TestPlatform"
BRANCH = "12"
# module name in the shipped manifest -> the Debian package of the stand-in that provides it
PROVIDED_MODULES = {"SDL2_image": "libsdl2-image-dev", "SDL2_ttf": "libsdl2-ttf-dev",
                    "SDL2_mixer": "libsdl2-mixer-dev"}
GAME = "lamouche"
# what a local build of the working tree leaves out of the copy flatpak-builder makes
SKIP = [".git", "build", "out", ".flatpak-builder"]


def read_manifest(path):
    # in a folder of its own: flatpak-builder makes its .flatpak-builder state folder in the
    # current one, which is the caller's (the source tree, when build.sh is run from there)
    with tempfile.TemporaryDirectory(prefix="derive-manifest-") as scratch:
        out = subprocess.run(["flatpak-builder", "--show-manifest", os.path.abspath(path)],
                             capture_output=True, text=True, check=True, cwd=scratch)
    return json.loads(out.stdout)


def package_list():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "packages"), encoding="utf-8") as f:
        return {line.split("#")[0].strip() for line in f} - {""}


def working_tree(m, shipped_path):
    """The game's module builds the working tree the shipped manifest lies in."""
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(shipped_path)), "..", ".."))
    for mod in m.get("modules", []):
        if isinstance(mod, dict) and mod.get("name") == GAME:
            mod["sources"] = [{"type": "dir", "path": root, "skip": SKIP}]


def derive(shipped_path, local):
    m = read_manifest(shipped_path)
    working_tree(m, shipped_path)
    if local:
        return m
    packages = package_list()
    for name, package in PROVIDED_MODULES.items():
        if package not in packages:
            sys.exit("derive-manifest: the stand-in lacks %s, which provides %s" % (package, name))
    m["runtime"] = RUNTIME
    m["sdk"] = RUNTIME
    m["runtime-version"] = BRANCH
    m["modules"] = [mod for mod in m.get("modules", [])
                    if not (isinstance(mod, dict) and mod.get("name") in PROVIDED_MODULES)]
    return m


if __name__ == "__main__":
    args = sys.argv[1:]
    local = args[:1] == ["--local"]
    args = args[1:] if local else args
    if len(args) != 2:
        print(__doc__)
        sys.exit(2)
    derived = derive(args[0], local)
    with open(args[1], "w", encoding="utf-8") as f:
        json.dump(derived, f, indent=2)
        f.write("\n")
