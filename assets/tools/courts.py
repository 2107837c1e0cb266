"""The court figures (king, queen, jack) of La Mouche.

Flat, double-headed portraits in the spirit of the 18th-century Paris
pattern: each figure is drawn once for the upper half of the frame (from
the frame top y=FT to the midline y=MID) and the card repeats it rotated
180 degrees about the card centre.  Every shape stops at the midline, so no
clip path is needed (nanosvg has none).
"""
import math

from svgkit import (INK, RED, RED_DARK, BLUE, BLUE_DARK, GOLD, GOLD_LIGHT, GOLD_DARK,
                    FLESH, FLESH_SHADE, f, path, circle, ellipse, group, text_path, pts)
from pips import pip_d

MID = 175.0
FX0, FX1, FT = 42.0, 208.0, 26.0  # frame left, right, top
CX = 125.0

LW = 0.9  # ink line width
WHITE = "#fffaf0"
LACE = "#fbf7ee"
HAIR = {"grey": "#8c8478", "brown": "#6a4526", "auburn": "#8a3f1c", "blond": "#d29f3a",
        "black": "#2e2620", "chestnut": "#7a4a22"}

# (primary, primary dark, secondary, secondary dark, hair) per court and suit
SCHEMES = {
    ("K", "S"): (BLUE, BLUE_DARK, RED, RED_DARK, "grey"),
    ("K", "H"): (RED, RED_DARK, BLUE, BLUE_DARK, "chestnut"),
    ("K", "D"): (GOLD, GOLD_DARK, RED, RED_DARK, "brown"),
    ("K", "C"): (BLUE, BLUE_DARK, GOLD, GOLD_DARK, "black"),
    ("Q", "S"): (RED, RED_DARK, BLUE, BLUE_DARK, "black"),
    ("Q", "H"): (BLUE, BLUE_DARK, RED, RED_DARK, "auburn"),
    ("Q", "D"): (RED, RED_DARK, GOLD, GOLD_DARK, "chestnut"),
    ("Q", "C"): (BLUE, BLUE_DARK, GOLD, GOLD_DARK, "blond"),
    ("J", "S"): (BLUE, BLUE_DARK, GOLD, GOLD_DARK, "brown"),
    ("J", "H"): (RED, RED_DARK, GOLD, GOLD_DARK, "blond"),
    ("J", "D"): (GOLD, GOLD_DARK, BLUE, BLUE_DARK, "auburn"),
    ("J", "C"): (RED, RED_DARK, BLUE, BLUE_DARK, "black"),
}

# The names of the Paris pattern, shown on the French-index decks.
NAMES = {
    ("K", "S"): "DAVID", ("K", "H"): "CHARLES", ("K", "D"): "CÉSAR", ("K", "C"): "ALEXANDRE",
    ("Q", "S"): "PALLAS", ("Q", "H"): "JUDITH", ("Q", "D"): "RACHEL", ("Q", "C"): "ARGINE",
    ("J", "S"): "OGIER", ("J", "H"): "LA HIRE", ("J", "D"): "HECTOR", ("J", "C"): "LANCELOT",
}


def ink(d, fill, w=LW, **kw):
    return path(d, fill=fill, stroke=INK, stroke_width=f(w), stroke_linejoin="round", **kw)


def line(d, w=LW, color=INK, **kw):
    return path(d, fill="none", stroke=color, stroke_width=f(w), stroke_linecap="round",
                stroke_linejoin="round", **kw)


def mirror_x(seq):
    return [(2 * CX - x, y) for x, y in seq]


def fleur_d(cx, cy, s):
    """A fleur-de-lis of height s centred on (cx, cy) (absolute path data)."""
    P = [
        # centre petal
        "M0,-0.5 C0.13,-0.36 0.16,-0.16 0.06,0.08 L-0.06,0.08 C-0.16,-0.16 -0.13,-0.36 0,-0.5 Z",
        # right petal
        "M0.07,0.06 C0.12,-0.16 0.3,-0.26 0.42,-0.16 C0.52,-0.07 0.46,0.1 0.34,0.1 "
        "C0.4,0.03 0.36,-0.06 0.29,-0.05 C0.2,-0.04 0.16,0.04 0.15,0.12 Z",
        # left petal
        "M-0.07,0.06 C-0.12,-0.16 -0.3,-0.26 -0.42,-0.16 C-0.52,-0.07 -0.46,0.1 -0.34,0.1 "
        "C-0.4,0.03 -0.36,-0.06 -0.29,-0.05 C-0.2,-0.04 -0.16,0.04 -0.15,0.12 Z",
        # band
        "M-0.2,0.1 L0.2,0.1 L0.2,0.19 L-0.2,0.19 Z",
        # foot
        "M-0.05,0.19 L0.05,0.19 C0.08,0.3 0.16,0.38 0.22,0.42 L-0.22,0.42 C-0.16,0.38 -0.08,0.3 -0.05,0.19 Z",
    ]
    from svgkit import transform_d
    return " ".join(transform_d(p, lambda x, y: (cx + x * s, cy + y * s)) for p in P)


def ellipse_path(cx, cy, rx, ry):
    return "M%s,%s a%s,%s 0 1,1 %s,0 a%s,%s 0 1,1 %s,0 Z" % (
        f(cx - rx), f(cy), f(rx), f(ry), f(2 * rx), f(rx), f(ry), f(-2 * rx))


def ermine_spots(points, s=1.0):
    d = []
    for x, y in points:
        d.append("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
            f(x), f(y - 1.2 * s), f(x + 1.1 * s), f(y), f(x + 0.6 * s), f(y + 1.8 * s), f(x), f(y + 3.4 * s),
            f(x - 0.6 * s), f(y + 1.8 * s), f(x - 1.1 * s), f(y), f(x), f(y - 1.2 * s)))
        for dx in (-1.3, 0, 1.3):
            d.append("M%s,%s m-0.55,0 a0.55,0.55 0 1,1 1.1,0 a0.55,0.55 0 1,1 -1.1,0 Z" % (
                f(x + dx * s), f(y - 2.3 * s - (0.5 * s if dx == 0 else 0))))
    return path(" ".join(d), fill=INK)


# ---------------------------------------------------------------- faces --
def face(kind, cx=CX, cy=84.0):
    """Face, features and neck. kind: K (bearded king), Q (queen), J (young jack)."""
    out = []
    rx, ry = (15.5, 19.5) if kind != "Q" else (14.5, 18.5)
    # neck
    nw = 5.5 if kind == "Q" else 7.0
    out.append(ink("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (
        f(cx - nw), f(cy + 12), f(cx - nw - 1), f(cy + 32), f(cx + nw + 1), f(cy + 32), f(cx + nw), f(cy + 12)),
        FLESH_SHADE))
    # face oval, slightly narrowing to the chin
    d = ("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(cx), f(cy - ry),
        f(cx + rx * 0.62), f(cy - ry), f(cx + rx), f(cy - ry * 0.5), f(cx + rx), f(cy + ry * 0.05),
        f(cx + rx), f(cy + ry * 0.55), f(cx + rx * 0.5), f(cy + ry), f(cx), f(cy + ry),
        f(cx - rx * 0.5), f(cy + ry), f(cx - rx), f(cy + ry * 0.55), f(cx - rx), f(cy + ry * 0.05),
        f(cx - rx), f(cy - ry * 0.5), f(cx - rx * 0.62), f(cy - ry), f(cx), f(cy - ry)))
    out.append(ink(d, FLESH))
    # soft modelling on the shadow side of the face
    out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(cx + rx * 0.35), f(cy - ry * 0.93),
        f(cx + rx * 0.9), f(cy - ry * 0.7), f(cx + rx * 0.98), f(cy - ry * 0.1), f(cx + rx * 0.95), f(cy + ry * 0.3),
        f(cx + rx * 0.85), f(cy + ry * 0.7), f(cx + rx * 0.4), f(cy + ry * 0.97), f(cx), f(cy + ry * 0.98),
        f(cx + rx * 0.45), f(cy + ry * 0.75), f(cx + rx * 0.7), f(cy + ry * 0.3), f(cx + rx * 0.7), f(cy - ry * 0.1),
        f(cx + rx * 0.7), f(cy - ry * 0.5), f(cx + rx * 0.55), f(cy - ry * 0.8), f(cx + rx * 0.35), f(cy - ry * 0.93)),
        fill=FLESH_SHADE, opacity="0.45"))
    # cheeks
    out.append(circle(cx - 8.5, cy + 6, 3.6, fill="#e89b86", opacity="0.45"))
    out.append(circle(cx + 8.5, cy + 6, 3.6, fill="#e89b86", opacity="0.45"))
    ey = cy - 2.5
    for sx in (-1, 1):
        ex = cx + sx * 6.2
        # eye white + iris + lid
        out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
            f(ex - 3.6), f(ey), f(ex - 1.8), f(ey - 2.1), f(ex + 1.8), f(ey - 2.1), f(ex + 3.6), f(ey),
            f(ex + 1.8), f(ey + 1.5), f(ex - 1.8), f(ey + 1.5), f(ex - 3.6), f(ey)),
            fill="#fffdf6", stroke=INK, stroke_width="0.6"))
        out.append(circle(ex + sx * 0.2, ey - 0.1, 1.45, fill="#3b2a1c"))
        out.append(circle(ex + sx * 0.2 - 0.4, ey - 0.6, 0.45, fill="#ffffff"))
        out.append(line("M%s,%s C%s,%s %s,%s %s,%s" % (
            f(ex - 3.8), f(ey - 0.2), f(ex - 1.6), f(ey - 2.6), f(ex + 1.6), f(ey - 2.6), f(ex + 3.8), f(ey - 0.3)),
            w=0.9))
        # brow
        by = ey - 5.2 if kind != "Q" else ey - 5.6
        bw = 1.2 if kind == "K" else 0.8
        out.append(line("M%s,%s C%s,%s %s,%s %s,%s" % (
            f(ex - sx * 3.8), f(by + 1.2), f(ex - sx * 1.5), f(by - 0.6), f(ex + sx * 1.5), f(by - 0.6),
            f(ex + sx * 4.2), f(by + 0.8)), w=bw))
    # nose
    out.append(line("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s" % (
        f(cx - 1.0), f(ey + 1), f(cx - 1.6), f(ey + 5), f(cx - 3.2), f(ey + 8.5), f(cx - 1.8), f(ey + 9.6),
        f(cx - 0.6), f(ey + 10.4), f(cx + 1.2), f(ey + 10.2), f(cx + 2.4), f(ey + 9.5)), w=0.7))
    # mouth
    my = cy + 10.5
    lip = "#b8343a" if kind == "Q" else "#b4524a"
    out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(cx - 4.2), f(my), f(cx - 2), f(my - 1.6), f(cx - 0.5), f(my - 0.8), f(cx), f(my - 1.1),
        f(cx + 0.5), f(my - 0.8), f(cx + 2), f(my - 1.6), f(cx + 4.2), f(my),
        f(cx + 2), f(my + 2.3), f(cx - 2), f(my + 2.3), f(cx - 4.2), f(my)), fill=lip))
    out.append(line("M%s,%s C%s,%s %s,%s %s,%s" % (
        f(cx - 4.2), f(my), f(cx - 1.5), f(my + 0.7), f(cx + 1.5), f(my + 0.7), f(cx + 4.2), f(my)), w=0.6))
    # chin line
    out.append(line("M%s,%s C%s,%s %s,%s %s,%s" % (
        f(cx - 2.5), f(cy + 16), f(cx - 1), f(cy + 16.8), f(cx + 1), f(cy + 16.8), f(cx + 2.5), f(cy + 16)),
        w=0.5, opacity="0.6"))
    return out


def curls(points, r, fill):
    """A row of curls (hair or wig), each a circle with an inner spiral stroke."""
    out = []
    for x, y in points:
        out.append(circle(x, y, r, fill=fill, stroke=INK, stroke_width=f(LW * 0.8)))
    d = []
    for x, y in points:
        d.append("M%s,%s C%s,%s %s,%s %s,%s" % (
            f(x - r * 0.5), f(y + r * 0.1), f(x - r * 0.4), f(y - r * 0.6), f(x + r * 0.5), f(y - r * 0.5),
            f(x + r * 0.35), f(y + r * 0.3)))
    out.append(line(" ".join(d), w=0.6, opacity="0.7"))
    return out


# ---------------------------------------------------------------- parts --
def shoulders_d(neck_y=114.0, top=(106.0, 144.0)):
    """Broad shoulders sloping gently to the frame sides, down to the midline."""
    return ("M%s,%s L%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s L%s,%s C%s,%s %s,%s %s,%s "
            "C%s,%s %s,%s %s,%s L%s,%s Z" % (
                f(FX0), f(MID), f(FX0), f(142), f(FX0), f(132), f(50), f(127), f(64), f(neck_y + 10),
                f(80), f(neck_y + 6), f(96), f(neck_y + 2), f(top[0]), f(neck_y),
                f(top[1]), f(neck_y), f(154), f(neck_y + 2), f(170), f(neck_y + 6), f(186), f(neck_y + 10),
                f(200), f(127), f(FX1), f(132), f(FX1), f(142), f(FX1), f(MID)))


HEAD_SCALE = 1.12
HEAD_PIVOT = (CX, 100.0)


def head_group(elems):
    """Heads are drawn a little larger than the body, as on period cards."""
    s = HEAD_SCALE
    return group(elems, transform="matrix(%s 0 0 %s %s %s)" % (
        s, s, f(HEAD_PIVOT[0] * (1 - s)), f(HEAD_PIVOT[1] * (1 - s))))


def arm_lines():
    """Contours of the upper arms on both sides."""
    return line("M66,124 C60,140 60,158 64,175 M184,124 C190,140 190,158 186,175", w=0.8, opacity="0.6")


def fold_lines(x0, x1, y0, y1, n, color):
    d = []
    for i in range(n):
        x = x0 + (x1 - x0) * (i + 0.5) / n
        d.append("M%s,%s C%s,%s %s,%s %s,%s" % (
            f(x), f(y0), f(x - 2), f(y0 + (y1 - y0) * 0.4), f(x + 2), f(y0 + (y1 - y0) * 0.7), f(x + 1), f(y1)))
    return line(" ".join(d), w=0.7, color=color, opacity="0.55")


def sceptre(x0, y0, x1, y1, top="fleur"):
    out = [line("M%s,%s L%s,%s" % (f(x0), f(y0), f(x1), f(y1)), w=4.6),
           line("M%s,%s L%s,%s" % (f(x0), f(y0), f(x1), f(y1)), w=2.8, color=GOLD),
           line("M%s,%s L%s,%s" % (f(x0 - 0.6), f(y0), f(x1 - 0.6), f(y1)), w=0.8, color=GOLD_LIGHT)]
    # knops along the rod
    for t in (0.35, 0.7):
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        out.append(ellipse(x, y, 3.2, 1.8, fill=GOLD, stroke=INK, stroke_width="0.6"))
    if top == "fleur":
        out.append(path(fleur_d(x1, y1 - 8, 19), fill=GOLD, stroke=INK, stroke_width="0.7",
                        stroke_linejoin="round"))
    elif top == "orb":
        out.append(circle(x1, y1 - 6, 6.5, fill=GOLD, stroke=INK, stroke_width="0.7"))
        out.append(line("M%s,%s L%s,%s M%s,%s L%s,%s" % (
            f(x1), f(y1 - 12.5), f(x1), f(y1 - 19), f(x1 - 3), f(y1 - 16), f(x1 + 3), f(y1 - 16)), w=1.6,
            color=INK))
        out.append(line("M%s,%s L%s,%s" % (f(x1 - 6.5), f(y1 - 6), f(x1 + 6.5), f(y1 - 6)), w=0.7))
        out.append(circle(x1 - 2, y1 - 8.5, 1.6, fill=GOLD_LIGHT))
    else:  # hand of justice / star
        d = []
        for i in range(8):
            a = math.pi * i / 4
            r = 9 if i % 2 == 0 else 4
            d.append("%s,%s" % (f(x1 + r * math.sin(a)), f(y1 - 8 - r * math.cos(a))))
        out.append(path("M" + " L".join(d) + " Z", fill=GOLD, stroke=INK, stroke_width="0.7",
                        stroke_linejoin="round"))
        out.append(circle(x1, y1 - 8, 2.2, fill=RED, stroke=INK, stroke_width="0.5"))
    return out


def hand(x, y, rot=0.0, s=1.0):
    d = ("M-5,-3 C-5,-7 4,-8 6,-4 C8,-1 7,4 3,5 C-1,6 -6,4 -5,-3 Z")
    from svgkit import transform_d
    a = math.radians(rot)
    fn = lambda px, py: (x + s * (px * math.cos(a) - py * math.sin(a)), y + s * (px * math.sin(a) + py * math.cos(a)))
    out = [ink(transform_d(d, fn), FLESH, w=0.8)]
    out.append(line(transform_d("M-1,-5 C0,-2 0,1 -1,4 M2,-5 C3,-2 3,1 2,4", fn), w=0.45, opacity="0.6"))
    return out


def crown(cx, base_y, w, h, jewel1, jewel2, cap_color):
    hw = w / 2
    out = []
    # velvet cap behind the crown
    out.append(ink("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(cx - hw + 3), f(base_y - 6), f(cx - hw + 4), f(base_y - h - 2), f(cx - 6), f(base_y - h - 6), f(cx), f(base_y - h - 6),
        f(cx + 6), f(base_y - h - 6), f(cx + hw - 4), f(base_y - h - 2), f(cx + hw - 3), f(base_y - 6)), cap_color, w=0.8))
    # crown body with five points
    p = [(cx - hw, base_y), (cx - hw, base_y - h * 0.55), (cx - hw * 0.62, base_y - h * 0.38),
         (cx - hw * 0.45, base_y - h * 0.95), (cx - hw * 0.2, base_y - h * 0.45), (cx, base_y - h * 1.05),
         (cx + hw * 0.2, base_y - h * 0.45), (cx + hw * 0.45, base_y - h * 0.95), (cx + hw * 0.62, base_y - h * 0.38),
         (cx + hw, base_y - h * 0.55), (cx + hw, base_y)]
    out.append(ink("M" + pts(p) + " Z", GOLD, w=0.8))
    # band
    out.append(ink("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (
        f(cx - hw - 1), f(base_y + 1), f(cx - hw - 1), f(base_y - 6.5), f(cx + hw + 1), f(base_y - 6.5),
        f(cx + hw + 1), f(base_y + 1)), GOLD, w=0.8))
    out.append(line("M%s,%s L%s,%s" % (f(cx - hw), f(base_y - 5.2), f(cx + hw), f(base_y - 5.2)), w=0.6,
                    color=GOLD_LIGHT))
    # jewels on the band, pearls on the points
    for i, jx in enumerate((-0.6, -0.2, 0.2, 0.6)):
        col = jewel1 if i % 2 == 0 else jewel2
        out.append(ellipse(cx + jx * hw, base_y - 2.8, 2.2 if i % 2 else 1.7, 2.0, fill=col, stroke=INK,
                           stroke_width="0.5"))
    for x, y in (p[3], p[5], p[7], p[1], p[9]):
        out.append(circle(x, y - 1.2, 1.7, fill="#fffdf4", stroke=INK, stroke_width="0.5"))
    return out


# ---------------------------------------------------------------- king --
def king(suit, scheme):
    prim, primd, sec, secd, hair = scheme
    hc = HAIR[hair]
    out = []
    # robe
    out.append(ink(shoulders_d(), prim))
    out.append(path(shoulders_d(), fill="url(#robeshade)"))
    out.append(fold_lines(50, 200, 150, MID, 9, primd))
    out.append(arm_lines())
    # fleurs on the robe
    for x, y in ((60, 160), (88, 150), (162, 150), (190, 160), (74, 171), (176, 171)):
        out.append(path(fleur_d(x, y, 9), fill=GOLD_LIGHT if prim != GOLD else RED_DARK, opacity="0.85"))
    # front panel (secondary colour, gold edges)
    out.append(ink("M112,%s L114,132 L136,132 L138,%s Z" % (f(MID), f(MID)), sec))
    out.append(line("M114,132 L112,%s M136,132 L138,%s" % (f(MID), f(MID)), w=1.6, color=GOLD))
    # ermine cape over the shoulders
    cape = ("M%s,146 L%s,140 C%s,130 52,127 66,124 C82,120 96,116 108,114 L142,114 C154,116 168,120 184,124 C198,127 %s,130 %s,140 L%s,146 "
            "C196,142 178,140 162,142 C150,144 136,143 125,139 C114,143 100,144 88,142 "
            "C72,140 54,142 %s,146 Z" % (f(FX0), f(FX0), f(FX0), f(FX1), f(FX1), f(FX1), f(FX0)))
    out.append(ink(cape, WHITE))
    out.append(ermine_spots([(52, 136), (68, 130), (86, 127), (102, 132), (148, 132), (164, 127), (182, 130), (198, 136), (118, 123),
                             (132, 122)], 1.1))
    h0 = len(out)
    # hair (long wig) behind the face
    out.append(ink("M103,78 C98,96 100,112 108,122 L142,122 C150,112 152,96 147,78 C140,64 110,64 103,78 Z", hc))
    out += curls([(103, 86), (101, 98), (103, 110), (109, 119)], 5.2, hc)
    out += curls(mirror_x([(103, 86), (101, 98), (103, 110), (109, 119)]), 5.2, hc)
    out += face("K")
    # beard and moustache
    out.append(ink("M110,90 C109,106 116,119 125,121 C134,119 141,106 140,90 "
                   "C137,98 132,100 129,99 C127,98.5 123,98.5 121,99 C118,100 113,98 110,90 Z", hc))
    out.append(line("M116,110 C118,114 121,117 125,118 M134,110 C132,114 129,117 125,118 M125,104 L125,113",
                    w=0.5, color=INK, opacity="0.55"))
    out.append(ink("M125,92.6 C121,90.8 117,91.6 114.5,94.6 C117.5,93.6 121,94 125,95.3 "
                   "C129,94 132.5,93.6 135.5,94.6 C133,91.6 129,90.8 125,92.6 Z", hc, w=0.6))
    out.append(path("M121,95.4 C123,97.4 127,97.4 129,95.4 C127,96.2 123,96.2 121,95.4 Z", fill="#b4524a"))
    out += crown(CX, 66, 40, 22, RED, BLUE, sec if sec != GOLD else RED)
    out[h0:] = [head_group(out[h0:])]
    # chain of an order across the chest
    d = []
    for i in range(13):
        t = i / 12.0
        x = 98 + 54 * t
        y = 139 + 17 * math.sin(math.pi * t)
        d.append(circle(x, y, 1.5, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.5"))
    out += d
    out.append(path("M125,154 L130,160 L125,168 L120,160 Z", fill=GOLD, stroke=INK, stroke_width="0.6"))
    out.append(circle(125, 160.5, 1.6, fill=RED))
    # sleeve, hand and sceptre on the right
    out.append(ink("M158,175 C160,163 165,153 172,147 L189,149 C188,158 188,166 190,175 Z", sec))
    out.append(ink("M172,142 C176,140 184,141 188,146 L184,152 C180,148 176,147 171,148 Z", WHITE, w=0.7))
    top = {"S": "star", "H": "fleur", "D": "orb", "C": "fleur"}[suit]
    out += sceptre(186, 168, 176, 56, top)
    out += hand(181, 141, -10)
    return out


# ---------------------------------------------------------------- queen --
def queen(suit, scheme):
    prim, primd, sec, secd, hair = scheme
    hc = HAIR[hair]
    out = []
    # veil behind
    out.append(ink("M96,70 C84,98 78,126 70,148 L180,148 C172,126 166,98 154,70 C142,56 108,56 96,70 Z",
                   "#f6efe0", opacity="0.92"))
    out.append(line("M92,100 C88,118 82,134 78,146 M158,100 C162,118 168,134 172,146", w=0.6, opacity="0.5"))
    # gown
    out.append(ink(shoulders_d(116, (108, 142)), prim))
    out.append(path(shoulders_d(116, (108, 142)), fill="url(#robeshade)"))
    out.append(fold_lines(50, 200, 152, MID, 9, primd))
    out.append(arm_lines())
    # damask: small gilt sprigs over the gown
    sprig = []
    for x, y in ((58, 158), (80, 150), (98, 164), (152, 164), (170, 150), (192, 158), (70, 171), (180, 171),
                 (88, 138), (162, 138)):
        for k in range(4):
            a = math.pi / 2 * k + math.pi / 4
            sprig.append(ellipse_path(x + 2.2 * math.cos(a), y + 2.2 * math.sin(a), 1.5, 1.5))
    out.append(path(" ".join(sprig), fill=GOLD_LIGHT if prim != GOLD else RED_DARK, opacity="0.7"))
    # stomacher: laced front panel
    out.append(ink("M110,%s L114,128 L136,128 L140,%s Z" % (f(MID), f(MID)), sec))
    d = []
    for i in range(5):
        y = 134 + i * 8
        d.append("M%s,%s L%s,%s" % (f(117 - i * 0.5), f(y), f(133 + i * 0.5), f(y + 4)))
        d.append("M%s,%s L%s,%s" % (f(133 + i * 0.5), f(y), f(117 - i * 0.5), f(y + 4)))
    out.append(line(" ".join(d), w=0.8, color=GOLD_LIGHT))
    for i in range(5):
        y = 134 + i * 8
        out.append(circle(125, y + 2, 1.1, fill=GOLD_LIGHT))
    # bodice trims
    out.append(line("M60,150 C80,136 100,130 114,128 M190,150 C170,136 150,130 136,128", w=2.2, color=GOLD))
    out.append(line("M60,150 C80,136 100,130 114,128 M190,150 C170,136 150,130 136,128", w=0.7, color=GOLD_DARK,
                    opacity="0.7"))
    # décolleté
    out.append(ink("M106,117 C110,124 118,129 125,130 C132,129 140,124 144,117 C136,114 114,114 106,117 Z",
                   FLESH))
    # standing lace collar (Medici), scalloped
    d = ["M100,118"]
    n = 9
    pts_ = []
    for i in range(n + 1):
        a = math.pi * (1 - i / n)
        pts_.append((125 + 30 * math.cos(a), 118 - 24 * math.sin(a)))
    for i in range(n):
        x0, y0 = pts_[i]
        x1, y1 = pts_[i + 1]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        nx, ny = mx - 125, my - 118
        k = 4.0 / math.hypot(nx, ny)
        d.append("Q%s,%s %s,%s" % (f(mx + nx * k), f(my + ny * k), f(x1), f(y1)))
    d.append("L125,120 Z")
    out.append(ink(" ".join(d), LACE, w=0.7))
    rays = []
    for i in range(1, n):
        a = math.pi * (1 - i / n)
        rays.append("M%s,%s L%s,%s" % (f(125 + 9 * math.cos(a)), f(118 - 7 * math.sin(a)),
                                       f(125 + 28 * math.cos(a)), f(118 - 22 * math.sin(a))))
    out.append(line(" ".join(rays), w=0.45, opacity="0.55"))
    h0 = len(out)
    # hair: dressed high, curls by the temples
    out.append(ink("M106,84 C100,64 112,52 125,52 C138,52 150,64 144,84 C140,72 132,68 125,68 "
                   "C118,68 110,72 106,84 Z", hc))
    out += curls([(107, 78), (105, 88), (107, 97)], 4.6, hc)
    out += curls(mirror_x([(107, 78), (105, 88), (107, 97)]), 4.6, hc)
    out += face("Q", cy=85)
    # hair line over the forehead
    out.append(ink("M111,72 C114,64 136,64 139,72 C134,68 128,67.5 125,69 C122,67.5 116,68 111,72 Z", hc, w=0.6))
    # pearl necklace
    for i in range(11):
        t = i / 10.0
        x = 111 + 28 * t
        y = 116 + 6 * math.sin(math.pi * t)
        out.append(circle(x, y, 1.35, fill="#fffdf6", stroke="#8f8a7c", stroke_width="0.4"))
    out.append(path("M125,122 C127.5,124 127.5,127 125,128.5 C122.5,127 122.5,124 125,122 Z", fill="#fffdf6",
                    stroke="#8f8a7c", stroke_width="0.4"))
    # small crown
    out += crown(CX, 58, 26, 14, BLUE if sec != BLUE else RED, RED if sec != RED else GOLD_LIGHT, sec)
    out[h0:] = [head_group(out[h0:])]
    # the queen's attribute in her hand (viewer's right)
    out.append(ink("M156,175 C158,163 163,153 170,147 L187,149 C186,158 186,166 188,175 Z", sec))
    out += QUEEN_ATTR[suit](prim, sec)
    out += hand(179, 143, -20)
    return out


# ---------------------------------------------------------------- jack --
def jack(suit, scheme):
    prim, primd, sec, secd, hair = scheme
    hc = HAIR[hair]
    out = []
    # doublet, paned (slashed) with the secondary colour
    out.append(ink(shoulders_d(), prim))
    out.append(path(shoulders_d(), fill="url(#robeshade)"))
    # paned sleeves: stripes of the secondary colour, shoulder rolls on top
    d = []
    for x in (47, 57, 67, 183, 193, 203):
        d.append("M%s,134 L%s,134 L%s,%s L%s,%s Z" % (f(x - 2.2), f(x + 2.2), f(x + 2.2), f(MID), f(x - 2.2), f(MID)))
    out.append(path(" ".join(d), fill=sec, stroke=INK, stroke_width="0.5"))
    for sx in (-1, 1):
        x0 = CX + sx * 83
        out.append(ink("M%s,138 C%s,124 %s,118 %s,118 C%s,119 %s,124 %s,126 C%s,132 %s,138 %s,140 Z" % (
            f(x0), f(x0), f(x0 - sx * 10), f(x0 - sx * 22), f(x0 - sx * 30), f(x0 - sx * 36), f(x0 - sx * 38),
            f(x0 - sx * 30), f(x0 - sx * 18), f(x0)), sec, w=0.8))
        out.append(line("M%s,126 C%s,130 %s,134 %s,138" % (f(x0 - sx * 14), f(x0 - sx * 12), f(x0 - sx * 8),
                                                         f(x0 - sx * 4)), w=0.6, opacity="0.6"))
    out.append(arm_lines())
    # buttoned front with gold braid
    out.append(ink("M114,%s L116,126 L134,126 L136,%s Z" % (f(MID), f(MID)), primd))
    out.append(line("M112,%s L114.5,127 M138,%s L135.5,127" % (f(MID), f(MID)), w=1.4, color=GOLD))
    for y in range(134, 174, 8):
        out.append(circle(125, y, 1.7, fill=GOLD, stroke=INK, stroke_width="0.5"))
    # falling collar (rabat)
    out.append(ink("M104,118 C110,114 118,114 125,118 C132,114 140,114 146,118 L150,130 "
                   "C142,132 132,130 125,125 C118,130 108,132 100,130 Z", LACE, w=0.8))
    out.append(line("M125,118 L125,125", w=0.6))
    h0 = len(out)
    # hair, shoulder length
    out.append(ink("M104,80 C98,96 100,110 106,118 L144,118 C150,110 152,96 146,80 C140,66 110,66 104,80 Z", hc))
    out += curls([(105, 100), (108, 112)], 5.0, hc)
    out += curls(mirror_x([(105, 100), (108, 112)]), 5.0, hc)
    out += face("J", cy=86)
    # fringe
    out.append(ink("M109,78 C112,68 138,68 141,78 C136,74 131,76 127,73 C123,76 116,74 109,78 Z", hc, w=0.6))
    # small moustache
    out.append(path("M125,95.3 C122,93.5 118.5,94.2 117,96.3 C119.5,95.4 122.5,95.8 125,96.6 "
                    "C127.5,95.8 130.5,95.4 133,96.3 C131.5,94.2 128,93.5 125,95.3 Z", fill=hc, stroke=INK,
                    stroke_width="0.4"))
    # hat: flat toque with a turned brim and a plume
    out.append(ink("M102,66 C104,52 114,44 126,44 C138,44 148,52 149,64 C140,60 112,60 102,66 Z", prim))
    out.append(ink("M97,68 C104,60 146,58 153,66 C152,71 146,72 140,70 C128,66 118,66 108,70 "
                   "C102,72 97,72 97,68 Z", sec))
    out.append(line("M101,67 C110,62 140,61 150,65", w=0.6, color=GOLD_LIGHT, opacity="0.8"))
    # plume
    out.append(ink("M146,60 C156,44 170,36 184,38 C174,42 166,50 160,58 C170,50 180,48 188,52 "
                   "C176,54 166,60 150,66 Z", WHITE, w=0.8))
    out.append(line("M148,63 C160,52 172,44 184,39", w=0.6, opacity="0.7"))
    out.append(ellipse(146, 63, 3.4, 3.0, fill=GOLD, stroke=INK, stroke_width="0.6"))
    out[h0:] = [head_group(out[h0:])]
    # the jack's weapon in his hand (viewer's right)
    out.append(ink("M158,175 C160,163 165,153 172,147 L189,149 C188,158 188,166 190,175 Z", sec))
    out += JACK_ATTR[suit](prim, sec)
    out += hand(181, 143, -14)
    return out


# ------------------------------------------------------------ attributes --
LEAF = "#4f7d3a"
STEEL = "#c9ccd0"


def _leaf(lx, ly, s):
    return path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(lx), f(ly), f(lx + 4 * s), f(ly - 6), f(lx + 10 * s), f(ly - 5), f(lx + 11 * s), f(ly - 3),
        f(lx + 8 * s), f(ly + 1), f(lx + 3 * s), f(ly + 2), f(lx), f(ly)), fill=LEAF, stroke=INK,
        stroke_width="0.5")


def q_rose(prim, sec):
    out = [line("M178,142 C176,128 172,112 169,98", w=1.3, color="#3f6b32")]
    out += [_leaf(174, 122, 1), _leaf(171, 110, -1)]
    out.append(circle(168, 93, 7.2, fill=RED, stroke=INK, stroke_width="0.7"))
    out.append(line("M163,93 C164,88 172,88 173,93 M165,95 C167,98 171,97 172,94 M166,91 C167,89 170,89 171,91",
                    w=0.6, color=RED_DARK))
    out.append(circle(168, 92.5, 1.6, fill=RED_DARK))
    return out


def q_tulip(prim, sec):
    out = [line("M178,142 C177,128 175,114 174,100", w=1.3, color="#3f6b32")]
    out.append(path("M177,134 C170,128 166,118 168,106 C172,114 176,122 177,130 Z", fill=LEAF, stroke=INK,
                    stroke_width="0.5"))
    out.append(ink("M166,88 C166,96 169,101 174,101 C179,101 182,96 182,88 L178,92 L174,85 L170,92 Z", GOLD, w=0.7))
    out.append(path("M169,92 C170,97 172,99 174,99 M179,92 C178,97 176,99 174,99", fill="none", stroke=RED,
                    stroke_width="1.4"))
    return out


def q_fan(prim, sec):
    """A folding fan, opened, painted with a band of the secondary colour."""
    out = []
    hx, hy = 177.0, 140.0
    r0, r1 = 6.0, 40.0
    a0, a1 = math.radians(-160), math.radians(-78)
    n = 12
    outer = [(hx + r1 * math.cos(a0 + (a1 - a0) * i / n), hy + r1 * math.sin(a0 + (a1 - a0) * i / n))
             for i in range(n + 1)]
    inner = [(hx + r0 * math.cos(a1 - (a1 - a0) * i / n), hy + r0 * math.sin(a1 - (a1 - a0) * i / n))
             for i in range(n + 1)]
    # scalloped edge
    d = ["M%s,%s" % (f(inner[-1][0]), f(inner[-1][1])), "L%s,%s" % (f(outer[0][0]), f(outer[0][1]))]
    for i in range(n):
        (x0, y0), (x1, y1) = outer[i], outer[i + 1]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        k = 1.12
        d.append("Q%s,%s %s,%s" % (f(hx + (mx - hx) * k), f(hy + (my - hy) * k), f(x1), f(y1)))
    d += ["L%s,%s" % (f(x), f(y)) for x, y in inner]
    out.append(ink(" ".join(d) + " Z", "#fbf3e0", w=0.7))
    # painted band
    rb0, rb1 = 24.0, 32.0
    band = ["M%s,%s" % (f(hx + rb0 * math.cos(a0)), f(hy + rb0 * math.sin(a0)))]
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        band.append("L%s,%s" % (f(hx + rb0 * math.cos(a)), f(hy + rb0 * math.sin(a))))
    for i in range(n, -1, -1):
        a = a0 + (a1 - a0) * i / n
        band.append("L%s,%s" % (f(hx + rb1 * math.cos(a)), f(hy + rb1 * math.sin(a))))
    out.append(path(" ".join(band) + " Z", fill=sec if sec != GOLD else RED, opacity="0.9"))
    ribs = []
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        ribs.append("M%s,%s L%s,%s" % (f(hx + r0 * math.cos(a)), f(hy + r0 * math.sin(a)),
                                       f(hx + (r1 - 1) * math.cos(a)), f(hy + (r1 - 1) * math.sin(a))))
    out.append(line(" ".join(ribs), w=0.45, color=GOLD_DARK, opacity="0.8"))
    out.append(circle(hx, hy, 2.2, fill=GOLD, stroke=INK, stroke_width="0.5"))
    return out


def q_sceptre(prim, sec):
    return sceptre(182, 150, 172, 84, "fleur")


QUEEN_ATTR = {"S": q_sceptre, "H": q_fan, "D": q_tulip, "C": q_rose}


def j_halberd(prim, sec):
    out = [line("M184,168 L176,52", w=4.0), line("M184,168 L176,52", w=2.4, color="#8a5a2b")]
    out.append(ink("M176.6,60 C186,58 194,62 197,72 C192,70 186,70 177.4,72 Z", STEEL, w=0.8))
    out.append(ink("M175.8,62 C170,60 166,58 164,54 C168,58 172,66 176.3,68 Z", STEEL, w=0.7))
    out.append(ink("M174.8,52 L176,34 L177.6,52 Z", STEEL, w=0.7))
    out.append(line("M179,63 C186,62 191,65 194,69", w=0.5, color="#ffffff", opacity="0.8"))
    out.append(ellipse(176.6, 74, 3.2, 1.8, fill=GOLD, stroke=INK, stroke_width="0.5"))
    return out


def j_sword(prim, sec):
    """A sword held upright: steel blade, gilt cross-guard and pommel."""
    out = []
    out.append(ink("M178.2,128 L176.6,50 L180,40 L183.4,50 L181.8,128 Z", STEEL, w=0.8))
    out.append(line("M180,126 L180,48", w=0.5, color="#ffffff", opacity="0.8"))
    out.append(ink("M168,129 C172,127 176,128 180,128 C184,128 188,127 192,129 C188,132 184,131 180,131 "
                   "C176,131 172,132 168,129 Z", GOLD, w=0.7))
    out.append(ink("M178.3,131 L181.7,131 L181.5,146 L178.5,146 Z", "#6b3b1c", w=0.6))
    out.append(circle(180, 148.5, 2.8, fill=GOLD, stroke=INK, stroke_width="0.6"))
    return out


def j_spear(prim, sec):
    """A spear with a swallow-tailed pennant."""
    out = [line("M184,168 L177,46", w=3.6), line("M184,168 L177,46", w=2.1, color="#8a5a2b")]
    out.append(ink("M176.7,48 C174,42 175,36 176.6,30 C178.4,36 179.6,42 177.3,48 Z", STEEL, w=0.7))
    flag = sec if sec != GOLD else RED
    out.append(ink("M177.6,54 L202,58 L194,64 L203,70 L178.4,68 Z", flag, w=0.7))
    out.append(line("M180,58 L196,60.5", w=0.8, color=GOLD_LIGHT, opacity="0.9"))
    out.append(ellipse(177.4, 50, 2.6, 1.6, fill=GOLD, stroke=INK, stroke_width="0.5"))
    return out


JACK_ATTR = {"S": j_halberd, "H": j_sword, "D": j_spear, "C": j_halberd}


FIGURES = {"K": king, "Q": queen, "J": jack}


def court_half(rank, suit, style_color, pip_suit_color, french, pamphile):
    """The upper half of a court card (to be repeated rotated by 180 degrees)."""
    scheme = SCHEMES[(rank, suit)]
    out = FIGURES[rank](suit, scheme)
    # suit sign in the frame corner, by the figure's head
    out.append(path(pip_d(suit, 58, 44, 17), fill=pip_suit_color))
    if french:
        name = NAMES[(rank, suit)]
        d, w = text_path(name, 0, 0, 6.4, font="serif-regular.ttf", anchor="start", spacing=0.12)
        # vertical along the left side of the frame, reading upwards
        out.append(path(d, fill=INK, opacity="0.85",
                        transform="translate(%s,%s) rotate(-90)" % (f(55.5), f(62 + w))))
    if pamphile:
        # a small gilt crown and laurel sprig under the suit sign: the Pamphile
        out += pamphile_mark(82, 42)
    return out


def pamphile_mark(cx, cy):
    out = []
    p = [(cx - 7, cy + 3), (cx - 7, cy - 3), (cx - 4, cy), (cx - 2, cy - 5), (cx, cy - 1), (cx + 2, cy - 5),
         (cx + 4, cy), (cx + 7, cy - 3), (cx + 7, cy + 3)]
    out.append(ink("M" + pts(p) + " Z", GOLD, w=0.6))
    for x, y in (p[1], p[3], p[5], p[7]):
        out.append(circle(x, y - 0.8, 1.0, fill=GOLD_LIGHT, stroke=INK, stroke_width="0.35"))
    out.append(circle(cx, cy + 1, 1.0, fill=RED))
    # laurel sprigs
    leaves = []
    for s in (-1, 1):
        for i in range(4):
            t = i / 3.0
            x = cx + s * (3 + 6 * t)
            y = cy + 7 + 3.5 * t
            leaves.append("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
                f(x), f(y), f(x + s * 1.5), f(y - 2.5), f(x + s * 3.8), f(y - 2.2), f(x + s * 4.4), f(y - 1),
                f(x + s * 3.5), f(y + 0.6), f(x + s * 1.5), f(y + 0.8), f(x), f(y)))
    out.append(path(" ".join(leaves), fill="#5c7a2e", stroke=GOLD_DARK, stroke_width="0.3"))
    return out
