"""A transcript's lines, read for the independent checkers (check_transcript.py for La Mouche,
check_bete_transcript.py for La Bête): each line a JSON object, the game line naming the game
checked. Whatever the file holds, the checker reports a violation, never a traceback. Input only:
no rule of either game is here.
"""
import json


class Malformed(Exception):
    """The file is no transcript of the game checked: the message says where and why."""


def _refuse_constant(name):
    raise ValueError("%s is not a JSON number" % name)


def read(path, game):
    """The transcript's lines as (line number, object), blank lines left out. Malformed if the file
    cannot be read, a line is not UTF-8 JSON holding an object, or a game line names another game
    than `game` (a game line without "game" is La Mouche's, "mouche")."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise Malformed("%s: cannot be read: %s" % (path, e.strerror or e))
    lines = []
    for no, raw in enumerate(data.split(b"\n"), 1):
        if not raw.strip():
            continue
        where = "%s:%d" % (path, no)
        try:
            line = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            raise Malformed("%s: malformed input: %s: %s" % (where, type(e).__name__, e))
        if not isinstance(line, dict):
            raise Malformed("%s: malformed input: a line is a JSON object, not %s" % (where, type(line).__name__))
        if line.get("type") == "game" and line.get("game", "mouche") != game:
            raise Malformed("%s: a transcript of the game %r, not of %r" % (where, line.get("game", "mouche"), game))
        lines.append((no, line))
    return lines
