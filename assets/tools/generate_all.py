#!/usr/bin/env python3
"""Regenerate every La Mouche asset in one go.

    python3 assets/tools/generate_all.py [--build-dir DIR]

Runs the card, token, icon, texture and sound generators, then (if the
contact-sheet tool can be built or is found in DIR) rasterises the icon PNGs
and the contact sheets with nanosvg, the renderer the game uses.

Needs Debian's python3 with python3-numpy and python3-fonttools; the C tool
needs cmake, a C compiler, libsdl2-dev and libsdl2-image-dev.
"""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_cards  # noqa: E402
import gen_icon  # noqa: E402
import gen_sounds  # noqa: E402
import gen_textures  # noqa: E402
import gen_tokens  # noqa: E402
from svgkit import ASSETS, ROOT  # noqa: E402


def build_tool(build_dir):
    for exe in (os.path.join(build_dir, "contact-sheet"), os.path.join(build_dir, "assets", "contact-sheet")):
        if os.path.exists(exe):
            return exe
    if shutil.which("cmake") is None:
        return None
    src = os.path.join(build_dir, "src")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(src, "CMakeLists.txt"), "w") as fh:
        fh.write("cmake_minimum_required(VERSION 3.16)\nproject(mouche_assets_tools C)\n"
                 "set(CMAKE_C_STANDARD 11)\nadd_subdirectory(%s assets)\n" % ASSETS.replace("\\", "/"))
    try:
        subprocess.run(["cmake", "-S", src, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release"], check=True,
                       stdout=subprocess.DEVNULL)
        # from an existing project build tree, also fine: --build-dir <tree>
        subprocess.run(["cmake", "--build", build_dir, "--target", "contact-sheet"], check=True,
                       stdout=subprocess.DEVNULL)
    except (subprocess.CalledProcessError, OSError) as e:
        print("warning: could not build the contact-sheet tool: %s" % e)
        return None
    exe = os.path.join(build_dir, "assets", "contact-sheet")
    return exe if os.path.exists(exe) else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build-dir", default=os.path.join("/tmp", "mouche-assets-build"))
    args = ap.parse_args()
    gen_cards.main()
    gen_tokens.main()
    gen_icon.main()
    gen_textures.main()
    gen_sounds.main()
    exe = build_tool(args.build_dir)
    if exe is None:
        print("warning: contact-sheet tool unavailable; icon PNGs and contact sheets not refreshed")
        return 0
    svg = os.path.join(ASSETS, "icon", "lamouche.svg")
    for size in (48, 64, 128, 256, 512):
        out = os.path.join(ASSETS, "icon", "lamouche-%d.png" % size)
        subprocess.run([exe, "--render", svg, out, str(size), str(size)], check=True)
    print("icon: 5 PNG sizes")
    subprocess.run([exe, ASSETS, os.path.join(ROOT, "docs")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
