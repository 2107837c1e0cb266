#!/usr/bin/env python3
"""The independent checkers on input that is no transcript of their game (issue 39): each is run
as transcript_test.sh and bete_transcript_test.sh run them (`python3 CHECKER FILE`), and must
report a VIOLATION line and exit 1, never a traceback: an empty file, a line that is not JSON,
not UTF-8, not an object, nested past Python's recursion, NaN, a 5,000-digit number, a line cut
short, NUL bytes, a missing file, a folder, the other game's transcript, and its own transcript
whose game line names the other game. Its own genuine transcript passes, so that each refusal
is the input's doing.

Usage: checker_input_test.py TESTS_ENGINE_DIR WORKDIR
"""
import os
import subprocess
import sys

here, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
corpus = os.path.join(here, "corpus", "replay")
CHECKERS = {
    "mouche": (os.path.join(here, "check_transcript.py"), os.path.join(corpus, "mouche-4p.jsonl")),
    "bete": (os.path.join(here, "check_bete_transcript.py"), os.path.join(corpus, "bete-5p.jsonl")),
}
failures = 0


def fail(what):
    global failures
    failures += 1
    print("FAIL:", what)


def run(checker, path):
    return subprocess.run([sys.executable, checker, path], capture_output=True, text=True, errors="replace",
                          timeout=600)


def write(name, data):
    path = os.path.join(work, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def read(path):
    with open(path, "rb") as f:
        return f.read()


def named(transcript, game):
    """The transcript with its game line naming `game`."""
    first, rest = transcript.split(b"\n", 1)
    first = first.replace(b',"game":"bete"', b"").replace(b'{"type":"game"', b'{"type":"game","game":"%s"' % game, 1)
    return first + b"\n" + rest


for game, (checker, genuine) in CHECKERS.items():
    other = "bete" if game == "mouche" else "mouche"
    own = read(genuine)
    r = run(checker, genuine)
    if r.returncode != 0 or "VIOLATION" in r.stdout:
        fail("%s: its own transcript %s is refused: %s%s" % (game, genuine, r.stdout, r.stderr))
    cut = own.index(b"\n", len(own) // 2) + 20
    cases = {
        "empty": b"",
        "not-json": b"not json\n",
        "not-utf8": own.split(b"\n", 1)[0] + b"\n\xff\xfe\xfa\n",
        "array": b"[1,2,3]\n",
        "string": b'"game"\n',
        "nested": b"[" * 100000 + b"]" * 100000 + b"\n",
        "nan": own.replace(b'"seed":', b'"seed":NaN,"was":', 1),
        "digits": own.replace(b'"players":', b'"players":' + b"9" * 5000 + b',"was":', 1),
        "cut": own[:cut],
        "nul": own[:cut] + b"\0\0\0" + own[cut:],
        "seat-word": own.replace(b'"seat":', b'"seat":"one","was":', 1),
        "other-game": read(CHECKERS[other][1]),
        "named-other": named(own, other.encode()),
    }
    paths = {name: write("%s-%s.jsonl" % (game, name), data) for name, data in cases.items()}
    paths["missing"] = os.path.join(work, "no-such-file.jsonl")
    paths["folder"] = work
    for name, path in paths.items():
        r = run(checker, path)
        said = r.stdout + r.stderr
        violation = [line for line in r.stdout.splitlines() if line.startswith("VIOLATION ")]
        if r.returncode != 1 or not violation or "Traceback" in said or r.stderr:
            fail("%s checker on %s: exit %d, %s" % (game, name, r.returncode, said.strip()[-600:]))
        elif name in ("other-game", "named-other") and "not of '%s'" % game not in violation[0]:
            fail("%s checker on %s: refused for another reason: %s" % (game, name, violation[0]))
        else:
            print("%s %-12s %s" % (game, name, violation[0][:150]))

print("%d failures" % failures)
print("1 passed, 0 failed" if not failures else "0 passed, 1 failed")
sys.exit(1 if failures else 0)
