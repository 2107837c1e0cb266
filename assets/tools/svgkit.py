"""Small helpers shared by the La Mouche art generators.

Everything here produces plain SVG that nanosvg (SDL2_image) renders:
paths, basic shapes, linear/radial gradients, solid fills and strokes,
opacity and transforms.  No <text>, <use>, filters, masks or clip paths.
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
ASSETS = os.path.join(ROOT, "assets")
FONTS = os.path.join(ROOT, "fonts")

# The 18th-century palette used across the art.
INK = "#1d1a17"
RED = "#b3202a"
RED_DARK = "#7e1219"
BLUE = "#24508f"
BLUE_DARK = "#173566"
GREEN = "#2d6b3c"
GOLD = "#c99a2e"
GOLD_LIGHT = "#e9c766"
GOLD_DARK = "#8a6418"
IVORY = "#fbf6e8"
IVORY_EDGE = "#efe4c9"
FLESH = "#f4d6b8"
FLESH_SHADE = "#e2b48f"


def f(v):
    """Format a number compactly (1 decimal)."""
    s = "%.1f" % v
    if s.endswith(".0"):
        s = s[:-2]
    if s == "-0":
        s = "0"
    return s


def pts(seq):
    return " ".join("%s,%s" % (f(x), f(y)) for x, y in seq)


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        out.append('%s="%s"' % (k.rstrip("_").replace("_", "-"), v))
    return " ".join(out)


def path(d, **kw):
    return "<path d=\"%s\" %s/>" % (d, attrs(**kw))


def circle(cx, cy, r, **kw):
    return '<circle cx="%s" cy="%s" r="%s" %s/>' % (f(cx), f(cy), f(r), attrs(**kw))


def ellipse(cx, cy, rx, ry, **kw):
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s" %s/>' % (f(cx), f(cy), f(rx), f(ry), attrs(**kw))


def rect(x, y, w, h, rx=0, **kw):
    return '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" %s/>' % (
        f(x), f(y), f(w), f(h), f(rx), attrs(**kw))


def group(content, transform=None, **kw):
    if isinstance(content, (list, tuple)):
        content = "\n".join(content)
    a = attrs(transform=transform, **kw)
    return "<g %s>\n%s\n</g>" % (a, content) if a else "<g>\n%s\n</g>" % content


def _pc(v):
    """nanosvg reads bare numbers in gradient geometry as user units even for
    objectBoundingBox gradients: always write fractions as percentages."""
    v = str(v)
    if v.endswith("%"):
        return v
    return "%g%%" % (float(v) * 100)


def lin_grad(gid, x1, y1, x2, y2, stops, units="objectBoundingBox"):
    if units == "objectBoundingBox":
        x1, y1, x2, y2 = _pc(x1), _pc(y1), _pc(x2), _pc(y2)
    s = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
        o, c, (' stop-opacity="%s"' % op) if op is not None else "")
        for o, c, op in [(st + (None,))[:3] for st in stops])
    return ('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s" gradientUnits="%s">%s</linearGradient>'
            % (gid, x1, y1, x2, y2, units, s))


def rad_grad(gid, cx, cy, r, stops, fx=None, fy=None, units="objectBoundingBox"):
    if units == "objectBoundingBox":
        cx, cy, r = _pc(cx), _pc(cy), _pc(r)
        if fx is not None:
            fx, fy = _pc(fx), _pc(fy)
    s = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
        o, c, (' stop-opacity="%s"' % op) if op is not None else "")
        for o, c, op in [(st + (None,))[:3] for st in stops])
    fxy = ""
    if fx is not None:
        fxy = ' fx="%s" fy="%s"' % (fx, fy)
    return ('<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s gradientUnits="%s">%s</radialGradient>'
            % (gid, cx, cy, r, fxy, units, s))


def svg_doc(w, h, body, defs=""):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            '<defs>%s</defs>\n%s\n</svg>\n' % (w, h, w, h, defs, body))


def circle_d(cx, cy, r):
    """A circle as path data (two arcs, clockwise)."""
    return "M%s,%sa%s,%s 0 1,1 %s,0a%s,%s 0 1,1 %s,0Z" % (
        f(cx - r), f(cy), f(r), f(r), f(2 * r), f(r), f(r), f(-2 * r))


def ellipse_d(cx, cy, rx, ry):
    return "M%s,%sa%s,%s 0 1,1 %s,0a%s,%s 0 1,1 %s,0Z" % (
        f(cx - rx), f(cy), f(rx), f(ry), f(2 * rx), f(rx), f(ry), f(-2 * rx))


def transform_d(d, fn):
    """Apply a point function to absolute path data made only of M L C Q Z
    commands (the generators only build such data for transformable shapes)."""
    out = []
    toks = d.replace(",", " ").replace("M", " M ").replace("L", " L ").replace(
        "C", " C ").replace("Q", " Q ").replace("Z", " Z ").split()
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in "MLCQ":
            out.append(t)
            i += 1
            continue
        if t == "Z":
            out.append("Z")
            i += 1
            continue
        x, y = fn(float(toks[i]), float(toks[i + 1]))
        out.append("%s,%s" % (f(x), f(y)))
        i += 2
    return " ".join(out)


def write(relpath, text):
    p = os.path.join(ASSETS, relpath)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(text)
    return p


# --- glyph outlines (fontTools, from the fonts shipped in fonts/) -----------
_fonts = {}


def _font(name):
    if name not in _fonts:
        from fontTools.ttLib import TTFont
        _fonts[name] = TTFont(os.path.join(FONTS, name))
    return _fonts[name]


def text_path(s, x, y, cap, font="serif-bold.ttf", anchor="middle", spacing=0.0, squeeze=1.0):
    """Outline of string s as SVG path data.  (x, y) is the baseline anchor,
    cap the wanted cap height in user units.  Returns (d, width)."""
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.pens.transformPen import TransformPen
    ft = _font(font)
    gs = ft.getGlyphSet()
    cmap = ft.getBestCmap()
    capu = getattr(ft["OS/2"], "sCapHeight", 0) or 650
    k = cap / capu
    names = [cmap[ord(c)] for c in s]
    adv = [gs[n].width for n in names]
    total = (sum(adv) + spacing * capu * (len(s) - 1)) * k * squeeze
    if anchor == "middle":
        x0 = x - total / 2
    elif anchor == "end":
        x0 = x - total
    else:
        x0 = x
    ds = []
    cx = x0
    for n, a in zip(names, adv):
        pen = SVGPathPen(gs, ntos=lambda v: f(v))
        tp = TransformPen(pen, (k * squeeze, 0, 0, -k, cx, y))
        gs[n].draw(tp)
        ds.append(pen.getCommands())
        cx += (a + spacing * capu) * k * squeeze
    return "".join(ds), total
