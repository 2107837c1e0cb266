#!/usr/bin/env python3
"""Writes the fuzz corpora's length-edge inputs (issue 39): for every reader, inputs whose longest
line is one byte either side of each buffer the reader holds it in (the transcript's 4,096, the save's
1,024 and its meta line's 512, a key=value line's 1,024, the memories' 64, 256 and 2,048), and of
4,094 to 4,097 bytes for all of them; the small files at their size limit (64 KiB) too. Each starts from
a file of the corpus, so that the fuzzers mutate real inputs at their edges. The output is the same
every run: run it again after a format changes, and commit what it writes.

Usage: tests/make_corpus_edges.py   (writes edge-* files beside the corpora, removes the old ones)
"""
import glob
import os

ROOT = os.path.dirname(os.path.abspath(__file__))
ENGINE, APP = os.path.join(ROOT, "engine", "corpus"), os.path.join(ROOT, "app", "corpus")
TRANSCRIPT_EDGES = [4094, 4095, 4096, 4097]
SIZE_LIMIT = 64 * 1024


def edges(*buffers):
    """Line lengths either side of each buffer (its last byte is the NUL), and the transcripts'."""
    out = set(TRANSCRIPT_EDGES)
    for b in buffers:
        out.update((b - 2, b - 1, b, b + 1))
    return sorted(out)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(folder, name, data):
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def padded(head, tail, length, fill=b"x"):
    """head + fill... + tail, exactly length bytes."""
    assert len(head) + len(tail) <= length, (head, tail, length)
    return head + fill * (length - len(head) - len(tail)) + tail


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def signed(lines):
    """A save's lines and its end line (the checksum of every byte before it)."""
    body = b"".join(line + b"\n" for line in lines)
    return body + b"end %016x\n" % fnv1a(body)


def transcripts():
    folder = os.path.join(ENGINE, "replay")
    for game, deal in (("mouche-4p", b'{"type":"hand",'), ("bete-5p", b'{"type":"deal",')):
        lines = read(os.path.join(folder, game + ".jsonl")).split(b"\n")
        at = next(i for i, line in enumerate(lines) if line.startswith(deal))
        head, deck = lines[at].split(b'"deck":')
        for n in TRANSCRIPT_EDGES:
            # the deal line padded to n bytes: a transcript that replays while it fits
            whole = padded(head + b'"pad":"', b'",' + b'"deck":' + deck, n)
            write(folder, "edge-%s-deal-%d.jsonl" % (game, n), b"\n".join(lines[:at] + [whole] + lines[at + 1:]))
            # the line cut after an open card list, at the end of the file and before the next line
            line = padded(head + b'"pad":"', b'",' + b'"deck":["', n)
            write(folder, "edge-%s-open-%d-eof.jsonl" % (game, n), b"\n".join(lines[:at] + [line]))
            write(folder, "edge-%s-open-%d.jsonl" % (game, n), b"\n".join(lines[:at] + [line] + lines[at + 1:]))
        if game == "mouche-4p":  # a declaration's discard left open
            at = next(i for i, line in enumerate(lines) if b'"action":"exchange"' in line)
            for n in TRANSCRIPT_EDGES:
                line = padded(b'{"type":"declare","seat":3,"action":"exchange","pad":"', b'",' + b'"discard":["', n)
                write(folder, "edge-mouche-4p-discard-%d.jsonl" % n, b"\n".join(lines[:at] + [line] + lines[at + 1:]))


def saves():
    for sub, name in (("save", "game1.save"), ("bete", "game4.save")):
        folder = os.path.join(ENGINE, sub)
        lines = read(os.path.join(folder, name)).split(b"\n")[:-2]  # without the end line and its newline
        meta = next(i for i, line in enumerate(lines) if line.startswith(b"meta "))
        base = os.path.splitext(name)[0]
        write(folder, "edge-%s-crlf.save" % base, signed(lines).replace(b"\n", b"\r\n"))
        for n in edges(len(b"meta ") + 512, 1024):
            line = padded(lines[meta] + b" pad=", b"", n)
            write(folder, "edge-%s-meta-%d.save" % (base, n), signed(lines[:meta] + [line] + lines[meta + 1:]))
        for n in edges(1024):
            # the last action padded: no action is so long, the line is refused at any length
            write(folder, "edge-%s-action-%d.save" % (base, n), signed(lines[:-1] + [padded(lines[-1], b"", n)]))


def key_values():
    for sub, name, key in (("settings", "default.txt", b"volume="), ("stats", "played.txt", b"games=")):
        folder = os.path.join(APP, sub)
        text = read(os.path.join(folder, name))
        lines = text.split(b"\n")
        at = next(i for i, line in enumerate(lines) if line.startswith(key))
        for n in edges(1024):
            # a number written with leading zeros (valid while the line fits), then a comment line
            number = padded(key, lines[at][len(key):].lstrip(b"0") or b"0", n, b"0")
            with_number = b"\n".join(lines[:at] + [number] + lines[at + 1:])
            write(folder, "edge-number-%d.txt" % n, with_number)
            write(folder, "edge-number-crlf-%d.txt" % n, with_number.replace(b"\n", b"\r\n"))
            write(folder, "edge-comment-%d.txt" % n, text + padded(b"#", b"", n) + b"\n")
        for n in (SIZE_LIMIT - 1, SIZE_LIMIT, SIZE_LIMIT + 1):  # valid keys, then a comment to the size limit
            write(folder, "edge-size-%d.txt" % n, text + padded(b"#", b"\n", n - len(text)))


def memories():
    folder = os.path.join(APP, "memories")
    for name, buffer in (("game300-195.txt", 2048), ("bete300-195.txt", 256)):  # each game's line buffer
        lines = read(os.path.join(folder, name)).split(b"\n")
        base = os.path.splitext(name)[0]
        for n in edges(buffer):
            # a seat's line with spaces after its last number: read while it fits the buffer
            seat = padded(lines[2], b"", n, b" ")
            write(folder, "edge-%s-seat-%d.txt" % (base, n), b"\n".join(lines[:2] + [seat] + lines[3:]))
        write(folder, "edge-%s-size-%d.txt" % (base, SIZE_LIMIT), padded(b"\n".join(lines[:3]), b"\n", SIZE_LIMIT, b" "))


def main():
    for old in glob.glob(os.path.join(ENGINE, "*", "edge-*")) + glob.glob(os.path.join(APP, "*", "edge-*")):
        os.remove(old)
    transcripts()
    saves()
    key_values()
    memories()


if __name__ == "__main__":
    main()
