#!/usr/bin/env python3
"""The app's folders are its layers: a file may include only headers of its own
layer or of a layer below it (src/CMakeLists.txt lists them, lowest first).
Also: the widgets of ui/ (buttons, panels, bubbles, the rules pictures' pieces)
draw with a Canvas and never see the App (they include no app_context.h);
one game's folder never includes another's (only the registry,
games/games.c, names them all) and takes the app only through table/game_import.h
(the game import table; an SDL-free file, through the SDL-free headers it lists), and the parts that must not touch SDL (core/,
the midend and the games' shown tables) include no SDL header, directly or not.
And the shared layers (core, platform, ui, table, scenes, app.c) know no game (issue 40): they
name no game's kind (games/games.h) and no game's folder but the app's own name ("mouche", also
the engine's prefix); only core/i18n.h's strings may (they move to catalogues later), and the
command line's help in app.c.
A game's folder answers and never acts: it calls no engine act, start, load, save or take-back,
and does not feed the midend or tell the table it acted; the table does (table/session.c).
Prints every breach and exits 1 if there is one."""
import os
import re
import sys

LAYERS = ["core", "platform", "ui", "table", "games", "scenes", ""]   # "": src/ itself (the app)
WIDGETS = [r"^ui/(ui|picture|canvas|title_layout|palette)\.[ch]$"]
SDL_FREE = [r"^core/", r"^table/midend\.[ch]$", r"^games/[a-z]+/[a-z]+_shown\.[ch]$"]
# what a game's folder may include outside itself (and the engine's headers); rules_pages holds
# the rules pages of every game, beside the games; games.h the registry's kinds; the adapters write
# a game's settings codec and its AI seats' memories once for every game (templates its
# *_settings.c and *_memory.c include)
GAME_IMPORTS = ["table/game_import.h", "games/rules_pages.h", "games/games.h", "games/settings_adapter.h",
                "games/memory_adapter.h"]
SHARED = ["core", "platform", "ui", "table", "scenes", ""]
APP_NAME = "mouche"
SHARED_MAY_NAME = {"core/i18n.h": "all", "app.c": "code"}   # "code": its strings and comments may
# what only the table's session does with a game: act on it, start, load, save or take back, feed the
# midend the engine's events, and tell the table that a move was made or refused
GAME_ACTS = re.compile(r"\b(\w+_game_act|\w+_game_new|\w+_save_file|\w+_load_file|\w+_game_take_back|midend_push"
                       r"|table_acted|table_card_refused)\s*\(")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]', re.M)


def layer_of(rel):
    top = rel.split("/")[0] if "/" in rel else ""
    return LAYERS.index(top) if top in LAYERS else len(LAYERS) - 1


def main(src):
    files = {}
    for root, _, names in os.walk(src):
        for n in names:
            if n.endswith((".c", ".h")):
                rel = os.path.relpath(os.path.join(root, n), src).replace(os.sep, "/")
                files[rel] = open(os.path.join(root, n), encoding="utf-8").read()
    by_name = {}
    for rel in files:
        by_name.setdefault(os.path.basename(rel), []).append(rel)
    for name, places in by_name.items():
        if len(places) > 1 and name.endswith(".h"):
            print(f"two headers named {name}: {places}")
            return 1

    def resolve(rel, target):
        here = os.path.dirname(rel)
        local = os.path.normpath(os.path.join(here, target)).replace(os.sep, "/")
        if local in files:
            return local
        places = by_name.get(os.path.basename(target), [])
        return places[0] if places and "/" not in target else None

    breaches = []
    deps = {}
    for rel, text in files.items():
        deps[rel] = []
        for kind, target in INCLUDE.findall(text):
            if kind == "<":
                if target.startswith("SDL"):
                    deps[rel].append("<SDL>")
                continue
            dep = resolve(rel, target)
            if not dep:
                continue   # the engine's headers (mouche/...), below every layer
            deps[rel].append(dep)
            if layer_of(dep) > layer_of(rel):
                breaches.append(f"{rel} includes {dep}: {LAYERS[layer_of(dep)] or 'src'} is above "
                                f"{LAYERS[layer_of(rel)] or 'src'}")
            game_of = lambda p: p.split("/")[1] if p.startswith("games/") and p.count("/") >= 2 else None
            if game_of(rel) and game_of(dep) and game_of(rel) != game_of(dep):
                breaches.append(f"{rel} includes {dep}: one game's folder uses another's")
            if game_of(dep) and not rel.startswith("games/"):
                breaches.append(f"{rel} includes {dep}: only games/ names a game")

    def reaches_sdl(rel, seen):
        for d in deps.get(rel, []):
            if d == "<SDL>":
                return [rel]
            if d not in seen:
                seen.add(d)
                path = reaches_sdl(d, seen)
                if path:
                    return [rel] + path
        return None

    for rel in sorted(files):
        if any(re.search(p, rel) for p in SDL_FREE):
            path = reaches_sdl(rel, {rel})
            if path:
                breaches.append(f"{rel} must not touch SDL, but: {' -> '.join(path)} -> SDL")
    # a game's folder: its own headers, the import table, and of what the table lists the SDL-free
    # headers (its shown table, memories and log words are built without SDL)
    imports = set(GAME_IMPORTS) | {d for d in deps.get(GAME_IMPORTS[0], []) if not reaches_sdl(d, {d})}
    for rel in sorted(files):
        own = rel.split("/")[1] if rel.startswith("games/") and rel.count("/") == 2 else None
        for dep in deps[rel] if own else []:
            if dep != "<SDL>" and not dep.startswith(f"games/{own}/") and dep not in imports:
                breaches.append(f"{rel} includes {dep}: a game takes the app through table/game_import.h")
    for rel in sorted(files):
        if any(re.search(p, rel) for p in WIDGETS) and "ui/app_context.h" in deps[rel]:
            breaches.append(f"{rel} includes ui/app_context.h: a widget draws with a Canvas, not the App")
    breaches += game_knowledge(src, files)
    for rel in sorted(files):
        if rel.startswith("games/") and rel.count("/") == 2:
            code = re.sub(r"/\*.*?\*/", "", files[rel], flags=re.S)
            for call in sorted(set(GAME_ACTS.findall(code))):
                breaches.append(f"{rel} calls {call}: a backend answers, the table acts (table/session.c)")
    for b in breaches:
        print(b)
    print(f"layers: {len(files)} files checked, {len(breaches)} breaches")
    return 1 if breaches else 0


def code_only(text):
    """The text without its comments and string literals (its lines kept where they were)."""
    return re.sub(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"', lambda m: '""' + "\n" * m.group(0).count("\n"),
                  text, flags=re.S)


def game_knowledge(src, files):
    """Where a shared layer names a game: a kind of games/games.h, or a game folder's name."""
    kinds = re.findall(r"\b(GAME_[A-Z]+)\b", files.get("games/games.h", ""))
    kinds = [k for k in kinds if k != "GAME_KINDS"]
    folders = [d for d in sorted(os.listdir(os.path.join(src, "games")))
               if os.path.isdir(os.path.join(src, "games", d)) and d != APP_NAME]
    words = [re.compile(r"\b%s\b" % k) for k in kinds]
    words += [re.compile(re.sub("e", "[eéê]", d), re.I) for d in folders]
    found = []
    for rel in sorted(files):
        top = rel.split("/")[0] if "/" in rel else ""
        if top not in SHARED or SHARED_MAY_NAME.get(rel) == "all":
            continue
        text = code_only(files[rel]) if SHARED_MAY_NAME.get(rel) == "code" else files[rel]
        for n, line in enumerate(text.split("\n"), 1):
            for w in words:
                if w.search(line):
                    found.append(f"{rel}:{n} names a game ({w.pattern}): game knowledge belongs in games/")
                    break
    return found


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../src")))
