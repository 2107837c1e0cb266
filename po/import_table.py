#!/usr/bin/env python3
"""Moves the strings of src/core/i18n.h into the catalogues, and can be run again at any time.

The header keeps each string's id and its English, written once:
    X(S_ID, N_("English"))                 a string
    X(S_ID, NC_("context", "English"))     one English word with two meanings (pgettext)
    X(S_ID, NP_("one", "many"))            a plural (ngettext)
An entry still in the old three-column form, X(S_ID, "English", "Français"), as other branches add
them, is turned into the first form and its French goes to po/fr.po; every other catalogue
(each po/<lang>.po) gets it untranslated, for its translator. An English string met
twice with two French translations gets a context (the id) so that each keeps its own.
Nothing already translated is lost: the catalogues are rewritten in the header's order, each
entry keeping its translation. Usage: po/import_table.py [source folder]
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
HEADER = os.path.join(ROOT, "src", "core", "i18n.h")
PO_DIR = os.path.join(ROOT, "po")

LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "?": "?"}


def c_value(body):
    """The bytes a C string literal's body stands for, as text."""
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        n = body[i + 1]
        if n == "x":
            m = re.match(r"[0-9a-fA-F]+", body[i + 2:])
            out.append(int(m.group(0), 16))
            i += 2 + len(m.group(0))
        elif n in ESCAPES:
            out += ESCAPES[n].encode()
            i += 2
        else:
            raise SystemExit("import_table: unknown escape \\%s" % n)
    return out.decode("utf-8")


def c_literal(text):
    """A C literal for text (only what must be escaped is)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def split_args(s):
    """Top-level comma-separated arguments of a macro call's text (strings may hold commas)."""
    args, depth, cur, i = [], 0, "", 0
    while i < len(s):
        c = s[i]
        if c == '"':
            m = LITERAL.match(s, i)
            cur += m.group(0)
            i = m.end()
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        if c == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    args.append(cur.strip())
    return args


def literals(arg):
    """The concatenated value of adjacent literals."""
    return "".join(c_value(m.group(1)) for m in LITERAL.finditer(arg))


def read_header():
    text = open(HEADER, encoding="utf-8").read()
    start = text.index("#define STRINGS(X)")
    end = text.index("\ntypedef enum {", start)
    body = text[start:end]
    entries = []
    # each entry: X( ... ) up to the next entry or the end; line continuations removed
    flat = body.replace("\\\n", "\n")
    for m in re.finditer(r"\bX\((S_[A-Z0-9_]+),", flat):
        i, depth = m.end(), 1
        while depth:
            c = flat[i]
            if c == '"':
                i = LITERAL.match(flat, i).end()
                continue
            depth += c == "("
            depth -= c == ")"
            i += 1
        args = split_args(flat[m.end():i - 1])
        e = {"id": m.group(1), "ctx": None, "plural": None, "fr": None}
        a = args[0]
        if a.startswith("NC_("):
            inner = split_args(a[4:-1])
            e["ctx"], e["en"] = literals(inner[0]), literals(inner[1])
        elif a.startswith("NP_("):
            inner = split_args(a[4:-1])
            e["en"], e["plural"] = literals(inner[0]), literals(inner[1])
        elif a.startswith("N_("):
            e["en"] = literals(a[3:-1])
        else:  # the old form: X(S_ID, "English", "Français")
            e["en"], e["fr"] = literals(a), literals(args[1])
        entries.append(e)
    return text, start, end, entries


def po_unquote(lines):
    return "".join(c_value(LITERAL.match(l.strip()).group(1)) for l in lines)


kept = []


def read_po(path):
    """{(ctx, msgid): (msgstr list, flags)} and the header entry's text; the entries of the
    desktop file and the metainfo (packaging/*.in) are kept whole in `kept`."""
    entries, head = {}, None
    if not os.path.exists(path):
        return entries, head
    blocks = open(path, encoding="utf-8").read().split("\n\n")
    for b in blocks:
        fields, cur, flags = {}, None, ""
        for line in b.split("\n"):
            if line.startswith("#,"):
                flags = line
            if line.startswith("#") or not line.strip():
                continue
            m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) (.*)", line)
            if m:
                cur = m.group(1)
                fields[cur] = [m.group(2)]
            else:
                fields[cur].append(line)
        if "msgid" not in fields:
            continue
        ctx = po_unquote(fields["msgctxt"]) if "msgctxt" in fields else None
        mid = po_unquote(fields["msgid"])
        if mid == "":
            head = b
            continue
        strs = [po_unquote(fields[k]) for k in sorted(fields) if k.startswith("msgstr")]
        if "#: packaging/" in b:  # the desktop file's and metainfo's: kept as they are
            kept.append(b.strip("\n"))
            continue
        entries[(ctx, mid)] = (strs, flags)
    return entries, head


def po_quote(text):
    esc = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    parts = esc.split("\n")
    if len(parts) == 1 and len(esc) < 70:
        return '"%s"' % esc
    pieces = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join('"%s"' % p for p in pieces)


def header_for(lang, name, plural_forms):
    return ('# %s translations of La Mouche.\n# This file is distributed under the same license as the lamouche package.\n'
            'msgid ""\nmsgstr ""\n"Project-Id-Version: lamouche\\n"\n"PO-Revision-Date: 2026-11-28 00:00+0000\\n"\n"Last-Translator: La Mouche <lamouche@localhost>\\n"\n"Language-Team: %s\\n"\n"Language: %s\\n"\n'
            '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
            '"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: %s\\n"') % (name, name, lang, plural_forms)


PLURALS = {"fr": "nplurals=2; plural=(n > 1);", "de": "nplurals=2; plural=(n != 1);"}
NAMES = {"fr": "French", "de": "German"}


def main():
    text, start, end, entries = read_header()
    langs = sorted(f[:-3] for f in os.listdir(PO_DIR) if f.endswith(".po"))
    pos = {l: read_po(os.path.join(PO_DIR, l + ".po")) for l in langs}
    # an English string twice, with two French translations: each gets its id as context
    by_en = {}
    for e in entries:
        if e["ctx"] is None and e["plural"] is None:
            by_en.setdefault(e["en"], []).append(e)
    fr_old = pos["fr"][0]
    for en, same in by_en.items():
        frs = {e["fr"] if e["fr"] is not None else (fr_old.get((None, en)) or ([None],))[0][0] for e in same}
        if len(same) > 1 and len(frs) > 1:
            for e in same:
                e["ctx"] = e["id"].lower()[2:]
                if e["fr"] is None:  # was one entry: its French goes to each
                    e["fr"] = fr_old[(None, en)][0][0]
    # a key's letter is a mnemonic of its button's word in each language: always its own entry
    for e in entries:
        if e["id"].startswith("S_KEY_") and e["ctx"] is None:
            e["ctx"] = e["id"].lower()[2:]
    # the catalogues, in the header's order
    for lang in langs:
        old, head = pos[lang]
        out, seen = [head or header_for(lang, NAMES.get(lang, lang), PLURALS.get(lang, "nplurals=2; plural=(n != 1);"))], set()
        for e in entries:
            key = (e["ctx"], e["en"])
            if key in seen:
                continue
            seen.add(key)
            strs, flags = old.get(key) or old.get((None, e["en"])) or (None, "")
            if lang == "fr" and e["fr"] is not None:
                strs = [e["fr"]] * (2 if e["plural"] else 1)
            if strs is None:
                strs = [""] * (2 if e["plural"] else 1)
            block = ["#. %s" % e["id"]]
            # a format (printf) as xgettext marks it: msgfmt --check then checks its translation
            marks = [f for f in ("fuzzy",) if f in flags]
            if re.search(r"%(?!%)", (e["en"] + (e["plural"] or "")).replace("%%", "")):
                marks.append("c-format")
            if marks:
                block.append("#, " + ", ".join(marks))
            if e["ctx"] is not None:
                block.append("msgctxt " + po_quote(e["ctx"]))
            block.append("msgid " + po_quote(e["en"]))
            if e["plural"]:
                block.append("msgid_plural " + po_quote(e["plural"]))
                block += ["msgstr[%d] %s" % (i, po_quote(s)) for i, s in enumerate((strs + strs)[:2])]
            else:
                block.append("msgstr " + po_quote(strs[0]))
            out.append("\n".join(block))
        del kept[:]
        read_po(os.path.join(PO_DIR, lang + ".po"))
        out += kept
        with open(os.path.join(PO_DIR, lang + ".po"), "w", encoding="utf-8") as f:
            f.write("\n\n".join(out) + "\n")
    # the header: ids and English only
    lines = ["#define STRINGS(X) \\"]
    for i, e in enumerate(entries):
        if e["ctx"] is not None:
            arg = "NC_(%s, %s)" % (c_literal(e["ctx"]), c_literal(e["en"]))
        elif e["plural"]:
            arg = "NP_(%s, %s)" % (c_literal(e["en"]), c_literal(e["plural"]))
        else:
            arg = "N_(%s)" % c_literal(e["en"])
        lines.append("    X(%s, %s)%s" % (e["id"], arg, " \\" if i + 1 < len(entries) else ""))
    with open(HEADER, "w", encoding="utf-8") as f:
        f.write(text[:start] + "\n".join(lines) + "\n" + text[end:])
    if shutil.which("clang-format"):  # in the project's style (tests/format.sh), as written by hand
        subprocess.run(["clang-format", "-i", HEADER], check=True, cwd=ROOT)


main()
