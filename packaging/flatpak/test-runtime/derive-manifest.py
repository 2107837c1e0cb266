#!/usr/bin/env python3
"""Derives the test manifest from the shipped Flatpak manifest.

  derive-manifest.py SHIPPED_MANIFEST OUTPUT.json

Reads SHIPPED_MANIFEST as flatpak-builder does (`flatpak-builder
--show-manifest`) and writes it as JSON with only these changes:
  - runtime and sdk: the stand-in io.github.lamouche.TestPlatform, and
    runtime-version: its branch, 12 (Debian 12);
  - the modules the stand-in already has (SDL2_image and SDL2_ttf, Debian's
    libsdl2-image-dev and libsdl2-ttf-dev in its package list) are dropped;
  - a relative `dir` source path is made absolute, since OUTPUT lies
    elsewhere than the shipped manifest (it still names the same folder).
The id, command, finish-args, cleanup and the game's module are the shipped
manifest's. tests/packaging/check_packaging.py test-manifest checks that
nothing else changed.
"""
import json
import os
import subprocess
import sys

RUNTIME = "io.github.lamouche.TestPlatform"
BRANCH = "12"
# module name in the shipped manifest -> the Debian package of the stand-in that provides it
PROVIDED_MODULES = {"SDL2_image": "libsdl2-image-dev", "SDL2_ttf": "libsdl2-ttf-dev"}


def read_manifest(path):
    out = subprocess.run(["flatpak-builder", "--show-manifest", path],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def package_list():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "packages"), encoding="utf-8") as f:
        return {line.split("#")[0].strip() for line in f} - {""}


def absolute_dirs(module, base):
    for src in module.get("sources", []):
        if isinstance(src, dict) and src.get("type") == "dir" and not os.path.isabs(src["path"]):
            src["path"] = os.path.normpath(os.path.join(base, src["path"]))
    for sub in module.get("modules", []):
        if isinstance(sub, dict):
            absolute_dirs(sub, base)


def derive(shipped_path):
    m = read_manifest(shipped_path)
    packages = package_list()
    for name, package in PROVIDED_MODULES.items():
        if package not in packages:
            sys.exit("derive-manifest: the stand-in lacks %s, which provides %s" % (package, name))
    m["runtime"] = RUNTIME
    m["sdk"] = RUNTIME
    m["runtime-version"] = BRANCH
    m["modules"] = [mod for mod in m.get("modules", [])
                    if not (isinstance(mod, dict) and mod.get("name") in PROVIDED_MODULES)]
    base = os.path.dirname(os.path.abspath(shipped_path))
    for mod in m["modules"]:
        if isinstance(mod, dict):
            absolute_dirs(mod, base)
    return m


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    derived = derive(sys.argv[1])
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(derived, f, indent=2)
        f.write("\n")
