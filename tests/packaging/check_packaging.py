#!/usr/bin/env python3
"""Checks of La Mouche's packaging metadata that the validators do not make.

  check_packaging.py manifest MANIFEST
      Reads the Flatpak manifest through `flatpak-builder --show-manifest`
      (which parses it as flatpak-builder does) and checks: the id, runtime
      and command; finish-args exactly --share=ipc --socket=wayland
      --socket=fallback-x11 --socket=pulseaudio --device=dri, nothing more;
      every archive source pinned by an https URL and a sha256; SDL2_image,
      SDL2_ttf and SDL2_mixer built as modules, with x-checker-data held to
      2.x; the game from a git tag and its commit, built with cmake-ninja, out
      of its source tree, and -DBUILD_TESTING=OFF.
  check_packaging.py test-manifest SHIPPED DERIVED
      Checks that the test manifest DERIVED (derive-manifest.py) differs from
      the SHIPPED manifest only where the stand-in runtime needs it: runtime,
      sdk and runtime-version name io.github.lamouche.TestPlatform, the
      SDL2_image, SDL2_ttf and SDL2_mixer modules are gone, the game's git
      source is a dir naming the working tree; everything else is the shipped
      manifest's, byte for byte.
  check_packaging.py permissions MANIFEST PERMISSIONS_FILE
      Checks that `flatpak info --show-permissions` of the installed app
      (saved in PERMISSIONS_FILE) grants exactly the manifest's finish-args:
      no file system, no network, nothing more.
  check_packaging.py metainfo METAINFO DESKTOP SOURCE_DIR VERSION
      Checks the metainfo against the project: the id, the launchable
      desktop file, the binary, a release for VERSION, English and French
      text, an OARS rating, and screenshots that are files of docs/screenshots.
Exit status 0 when everything holds, 1 otherwise, 77 when flatpak-builder is
absent (manifest only).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

APP_ID = "io.github.lamouche.LaMouche"
FINISH_ARGS = ["--share=ipc", "--socket=wayland", "--socket=fallback-x11",
               "--socket=pulseaudio", "--device=dri"]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SCREENSHOT_URL = "https://github.com/lamouche/lamouche/raw/main/"
# the stand-in runtime of packaging/flatpak/test-runtime/ and the shipped
# modules it provides (packaging/flatpak/test-runtime/derive-manifest.py)
TEST_RUNTIME = "io.github.lamouche.TestPlatform"
TEST_BRANCH = "12"
TEST_PROVIDED = {"SDL2_image", "SDL2_ttf", "SDL2_mixer"}
# the SDL modules the shipped manifest builds, each with Flathub's x-checker-data held to 2.x
SDL_MODULES = ("SDL2_image", "SDL2_ttf", "SDL2_mixer")

failures = []


def check(cond, what):
    print(("ok:   " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def manifest(path):
    if not shutil.which("flatpak-builder"):
        print("SKIPPED: flatpak-builder is not installed (Debian package flatpak-builder)")
        sys.exit(77)
    out = subprocess.run(["flatpak-builder", "--show-manifest", path],
                         capture_output=True, text=True)
    check(out.returncode == 0, "flatpak-builder --show-manifest parses the manifest"
          + ("" if out.returncode == 0 else ": " + out.stderr.strip()))
    if out.returncode != 0:
        return
    m = json.loads(out.stdout)
    check(m.get("id") == APP_ID, "id is " + APP_ID)
    check(m.get("runtime") == "org.freedesktop.Platform", "runtime org.freedesktop.Platform")
    check(m.get("sdk") == "org.freedesktop.Sdk", "sdk org.freedesktop.Sdk")
    check(m.get("runtime-version") == "25.08", "runtime-version 25.08")
    check(m.get("command") == "lamouche", "command lamouche")
    args = m.get("finish-args", [])
    check(sorted(args) == sorted(FINISH_ARGS) and len(args) == len(set(args)),
          "finish-args are exactly %s (found %s)" % (" ".join(FINISH_ARGS), " ".join(args)))
    modules = m.get("modules", [])
    names = [mod.get("name") if isinstance(mod, dict) else mod for mod in modules]
    check(names[-1:] == ["lamouche"], "the game is the last module (modules: %s)" % ", ".join(map(str, names)))
    for mod in modules:
        if not isinstance(mod, dict):
            continue
        for src in mod.get("sources", []):
            if src.get("type") in ("archive", "file"):
                url, sha = src.get("url", ""), src.get("sha256", "")
                check(url.startswith("https://") and re.fullmatch(r"[0-9a-f]{64}", sha or "") is not None,
                      "%s: %s pinned by sha256" % (mod.get("name"), os.path.basename(url)))
    for lib in SDL_MODULES:
        check(lib in names, lib + " is built as a module (not in the runtime, or not in 26.08)")
        mod = next((x for x in modules if isinstance(x, dict) and x.get("name") == lib), {})
        xcd = mod.get("x-checker-data", {})
        check(xcd.get("type") in ("json", "anitya") and "release-2" in json.dumps(xcd),
              lib + ": x-checker-data held to the 2.x releases")
    game = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    sources = game.get("sources", [])
    git = sources[0] if len(sources) == 1 and isinstance(sources[0], dict) else {}
    check(git.get("type") == "git" and git.get("url", "").startswith("https://") and git.get("tag")
          and re.fullmatch(r"[0-9a-f]{40}", git.get("commit", "")) is not None,
          "the game's source is a git tag and its commit (Flathub refuses a dir source)")
    check(game.get("buildsystem") == "cmake-ninja", "the game is built with cmake-ninja")
    check("-DBUILD_TESTING=OFF" in game.get("config-opts", []), "the game is configured with -DBUILD_TESTING=OFF")
    check(game.get("builddir") is True, "the game is built out of its source tree (builddir: true)")


def show_manifest(path):
    out = subprocess.run(["flatpak-builder", "--show-manifest", path], capture_output=True, text=True)
    check(out.returncode == 0, "flatpak-builder --show-manifest parses " + os.path.basename(path)
          + ("" if out.returncode == 0 else ": " + out.stderr.strip()))
    return json.loads(out.stdout) if out.returncode == 0 else None


def test_manifest(shipped_path, derived_path):
    if not shutil.which("flatpak-builder"):
        print("SKIPPED: flatpak-builder is not installed (Debian package flatpak-builder)")
        sys.exit(77)
    shipped, derived = show_manifest(shipped_path), show_manifest(derived_path)
    if shipped is None or derived is None:
        return
    check(derived.get("runtime") == TEST_RUNTIME and derived.get("sdk") == TEST_RUNTIME,
          "runtime and sdk are the stand-in %s (found %s, %s)" % (TEST_RUNTIME, derived.get("runtime"), derived.get("sdk")))
    check(derived.get("runtime-version") == TEST_BRANCH, "runtime-version " + TEST_BRANCH)
    changed = {"runtime", "sdk", "runtime-version", "modules"}
    for key in sorted((set(shipped) | set(derived)) - changed):
        check(shipped.get(key) == derived.get(key), "%s is the shipped manifest's" % key)
    kept = [m for m in shipped.get("modules", []) if not (isinstance(m, dict) and m.get("name") in TEST_PROVIDED)]
    names = [m.get("name") if isinstance(m, dict) else m for m in derived.get("modules", [])]
    check(names == [m.get("name") if isinstance(m, dict) else m for m in kept],
          "modules: the shipped ones less %s (found %s)" % (", ".join(sorted(TEST_PROVIDED)), ", ".join(map(str, names))))
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(shipped_path)), "..", ".."))
    for want, got in zip(kept, derived.get("modules", [])):
        if not (isinstance(want, dict) and isinstance(got, dict)):
            continue
        if want.get("name") == "lamouche":  # its git tag becomes the working tree
            srcs = got.get("sources", [])
            check(len(srcs) == 1 and srcs[0].get("type") == "dir" and srcs[0].get("path") == root,
                  "the game's source is the working tree %s (found %s)" % (root, srcs))
            want, got = dict(want, sources=None), dict(got, sources=None)
        check(want == got, "module %s is the shipped manifest's (options, sources, cleanup)" % want.get("name"))


def permissions(manifest_path, permissions_path):
    m = show_manifest(manifest_path)
    if m is None:
        return
    flag = {"shared": "--share", "sockets": "--socket", "devices": "--device", "features": "--allow",
            "filesystems": "--filesystem", "persistent": "--persist"}
    granted, section = [], None
    with open(permissions_path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("["):
                section = line
            elif "=" in line:
                key, values = line.split("=", 1)
                if section == "[Context]" and key in flag:
                    granted += ["%s=%s" % (flag[key], v) for v in values.split(";") if v]
                else:
                    granted.append("%s %s" % (section, line))
    want = list(m.get("finish-args", []))
    # flatpak records --socket=fallback-x11 as "x11;fallback-x11" (a flatpak
    # too old to know fallback-x11 then grants X11), and at run time drops
    # X11 where Wayland is there: x11 comes with fallback-x11, not beside it.
    if "--socket=fallback-x11" in want and "--socket=x11" not in want:
        want.append("--socket=x11")
    check(sorted(granted) == sorted(want),
          "the installed app is granted exactly the finish-args (granted: %s; finish-args: %s)"
          % (" ".join(granted), " ".join(want)))
    check(not any(g.startswith("--filesystem") for g in granted), "no file system access (no home directory)")
    check("--share=network" not in granted, "no network")


def text_of(el):
    return "".join(el.itertext()).strip()


def metainfo(path, desktop, source_dir, version):
    root = ET.parse(path).getroot()
    check(root.tag == "component" and root.get("type") == "desktop-application", "a desktop-application component")
    check(root.findtext("id") == APP_ID, "id is " + APP_ID)
    check(os.path.basename(path) == APP_ID + ".metainfo.xml", "file named after the id")
    launch = root.find("launchable")
    check(launch is not None and launch.get("type") == "desktop-id"
          and launch.text == os.path.basename(desktop), "launchable is " + os.path.basename(desktop))
    check(root.findtext("provides/binary") == "lamouche", "provides the binary lamouche")
    check(root.findtext("metadata_license") == "CC0-1.0", "metadata licence CC0-1.0")
    check(bool(root.findtext("project_license")), "a project licence")
    check(any(u.get("type") == "homepage" for u in root.findall("url")), "a homepage URL")
    check(root.find("developer/name") is not None, "a developer name")
    for tag in ("name", "summary"):
        check(any(e.get(XML_LANG) is None for e in root.findall(tag)), tag + " in English")
    check(any(e.get(XML_LANG) == "fr" for e in root.findall("summary")), "summary in French")
    desc = root.find("description")
    paras = desc.findall("p") if desc is not None else []
    check(any(p.get(XML_LANG) is None for p in paras), "description in English")
    check(any(p.get(XML_LANG) == "fr" for p in paras), "description in French")
    rating = root.find("content_rating")
    check(rating is not None and rating.get("type") == "oars-1.1", "OARS 1.1 content rating")
    releases = [r.get("version") for r in root.findall("releases/release")]
    check(version in releases, "a release for version %s (releases: %s)" % (version, ", ".join(releases)))
    check(all(r.get("date") for r in root.findall("releases/release")), "every release has a date")
    cats = [c.text for c in root.findall("categories/category")]
    check("Game" in cats and "CardGame" in cats, "categories Game and CardGame")
    shots = root.findall("screenshots/screenshot/image")
    check(len(shots) > 0, "at least one screenshot")
    for img in shots:
        url = (img.text or "").strip()
        rel = url[len(SCREENSHOT_URL):] if url.startswith(SCREENSHOT_URL) else None
        ok = rel is not None and rel.startswith("docs/screenshots/") and os.path.isfile(os.path.join(source_dir, rel))
        check(ok, "screenshot %s is a file of the repository" % url)
        if ok and img.get("width") and img.get("height"):
            with open(os.path.join(source_dir, rel), "rb") as f:
                head = f.read(24)
            w, h = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
            check((str(w), str(h)) == (img.get("width"), img.get("height")),
                  "%s is %dx%d as declared" % (rel, w, h))
    with open(desktop, encoding="utf-8") as f:
        entry = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line and not line.startswith("#"))
    check(entry.get("Icon") == APP_ID, "desktop Icon is the id")
    check(entry.get("Exec", "").split()[0:1] == ["lamouche"], "desktop Exec runs lamouche")
    check(entry.get("Categories") == "Game;CardGame;", "desktop categories Game;CardGame;")
    for key in ("Name", "Name[fr]", "GenericName", "GenericName[fr]", "Comment", "Comment[fr]", "Keywords"):
        check(bool(entry.get(key)), "desktop " + key)
    check(entry.get("StartupNotify") == "true", "desktop StartupNotify")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "manifest":
        manifest(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "test-manifest":
        test_manifest(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "permissions":
        permissions(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 6 and sys.argv[1] == "metainfo":
        metainfo(*sys.argv[2:])
    else:
        print(__doc__)
        sys.exit(2)
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)
