#!/usr/bin/env python3
"""Generate the La Mouche card faces and backs (assets/cards/).

Styles: en (K Q J), fr (R D V), en-4c and fr-4c (four-colour suits).
Every file uses viewBox 0 0 250 350 and only features nanosvg renders.
"""
import math

from svgkit import (INK, RED, BLUE, GREEN, GOLD, GOLD_LIGHT, GOLD_DARK, IVORY, IVORY_EDGE, RED_DARK,
                    BLUE_DARK, f, path, circle, ellipse, rect, group, rad_grad, lin_grad, svg_doc,
                    text_path, write, transform_d)
from pips import pip_d, ASPECT
import courts

W, H, R = 250, 350, 14
RANKS = "KQJAT98765432"
SUITS = "SHDC"
STYLES = ("en", "fr", "en-4c", "fr-4c")
FR_LETTER = {"K": "R", "Q": "D", "J": "V"}


def suit_color(style, suit):
    if style.endswith("4c"):
        return {"S": INK, "H": RED, "D": BLUE, "C": GREEN}[suit]
    return {"S": INK, "H": RED, "D": RED, "C": INK}[suit]


def rank_label(style, rank):
    if rank == "T":
        return "10"
    if style.startswith("fr") and rank in FR_LETTER:
        return FR_LETTER[rank]
    return rank


PAPER = rad_grad("paper", "0.5", "0.45", "0.75",
                 [("0", "#fffef9"), ("0.65", "#fdf9ee"), ("1", "#f3ead4")])


def card_base():
    return [rect(0.6, 0.6, W - 1.2, H - 1.2, R, fill="url(#paper)", stroke="#b8aa8a", stroke_width="1.2"),
            rect(4.5, 4.5, W - 9, H - 9, R - 4, fill="none", stroke="#e6d9b8", stroke_width="0.8")]


def index(style, rank, suit, color):
    """Corner index (rank over suit sign), top-left; returns elements."""
    label = rank_label(style, rank)
    cx = 22.0
    if label == "10":
        d, w = text_path("10", cx, 45, 26, spacing=-0.06, squeeze=0.74)
    else:
        d, w = text_path(label, cx, 45, 27)
    out = [path(d, fill=color)]
    out.append(path(pip_d(suit, cx, 64, 20), fill=color))
    return out


def with_rotated_copy(elems):
    body = "\n".join(elems)
    return [body, group(body, transform="rotate(180 125 175)")]


# ------------------------------------------------------------- numbers --
TOP, BOT = 66.0, 284.0
XL, XC, XR = 82.0, 125.0, 168.0

LAYOUT = {
    "2": [(XC, 0), (XC, 1)],
    "3": [(XC, 0), (XC, 0.5), (XC, 1)],
    "4": [(XL, 0), (XR, 0), (XL, 1), (XR, 1)],
    "5": [(XL, 0), (XR, 0), (XC, 0.5), (XL, 1), (XR, 1)],
    "6": [(XL, 0), (XR, 0), (XL, 0.5), (XR, 0.5), (XL, 1), (XR, 1)],
    "7": [(XL, 0), (XR, 0), (XC, 0.25), (XL, 0.5), (XR, 0.5), (XL, 1), (XR, 1)],
    "8": [(XL, 0), (XR, 0), (XC, 0.25), (XL, 0.5), (XR, 0.5), (XC, 0.75), (XL, 1), (XR, 1)],
    "9": [(XL, 0), (XR, 0), (XL, 1 / 3.0), (XR, 1 / 3.0), (XC, 0.5), (XL, 2 / 3.0), (XR, 2 / 3.0),
          (XL, 1), (XR, 1)],
    "T": [(XL, 0), (XR, 0), (XC, 1 / 6.0), (XL, 1 / 3.0), (XR, 1 / 3.0), (XL, 2 / 3.0), (XR, 2 / 3.0),
          (XC, 5 / 6.0), (XL, 1), (XR, 1)],
}


def number_face(rank, suit, color):
    out = []
    h = 46.0 if suit != "D" else 50.0
    ds = []
    for x, t in LAYOUT[rank]:
        y = TOP + (BOT - TOP) * t
        rot = 180 if t > 0.5 + 1e-6 else 0
        ds.append(pip_d(suit, x, y, h, rot))
    out.append(path(" ".join(ds), fill=color))
    return out


# ---------------------------------------------------------------- aces --
def leaf(x, y, ang, s):
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)
    base = "M0,0 C2,-3 6,-4 10,-3 C7,0 3,1 0,0 Z"
    return transform_d(base, lambda px, py: (x + s * (px * ca - py * sa), y + s * (px * sa + py * ca)))


def ace_face(suit, color):
    out = []
    cx, cy = 125.0, 175.0
    # fine gilt cartouche
    out.append(ellipse(cx, cy, 78, 104, fill="none", stroke=GOLD, stroke_width="1.4"))
    out.append(ellipse(cx, cy, 73, 99, fill="none", stroke=GOLD, stroke_width="0.6", opacity="0.8"))
    # small pearls around the cartouche
    dots = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        dots.append(pip_circle(cx + 75.5 * math.cos(a), cy + 101.5 * math.sin(a), 0.9))
    out.append(path(" ".join(dots), fill=GOLD_DARK, opacity="0.8"))
    # two laurel garlands rising from the bottom, tied with a small bow
    out += laurel(cx, cy, 88, 114)
    # top and bottom rosettes
    for y in (cy - 104,):
        out.append(circle(cx, y, 5, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.7"))
        out.append(circle(cx, y, 2, fill=color))
    # the large pip, with an engraved inner line and a soft highlight
    h = 104.0 if suit != "D" else 116.0
    out.append(path(pip_d(suit, cx, cy, h), fill=color, stroke=INK if color != INK else "none",
                    stroke_width="0.6"))
    if suit == "S":
        # the maker's mark of the ace of spades: the fly, in gilt
        out += fly(cx, cy + 74, 0.62, INK)
        out.append(path("M%s,%s C%s,%s %s,%s %s,%s M%s,%s C%s,%s %s,%s %s,%s" % (
            f(cx - 30), f(cy + 60), f(cx - 44), f(cy + 66), f(cx - 46), f(cy + 80), f(cx - 34), f(cy + 86),
            f(cx + 30), f(cy + 60), f(cx + 44), f(cy + 66), f(cx + 46), f(cy + 80), f(cx + 34), f(cy + 86)),
            fill="none", stroke=GOLD, stroke_width="1.2", stroke_linecap="round"))
    hl = {"H": (cx - 22, cy - 24), "S": (cx - 14, cy - 8), "D": (cx - 10, cy - 18), "C": (cx - 7, cy - 34)}[suit]
    out.append(ellipse(hl[0], hl[1], 8, 4, fill="#ffffff", opacity="0.14",
                       transform="rotate(-40 %s %s)" % (f(hl[0]), f(hl[1]))))
    return out


def laurel(cx, cy, rx, ry):
    """Two laurel branches along an ellipse, from the bottom up both sides."""
    out = []
    stems, leaves = [], []
    for side in (-1, 1):
        ptsl = []
        for i in range(15):
            t = i / 14.0
            a = math.radians(90 + side * (14 + 120 * t))
            ptsl.append((cx + rx * math.cos(a), cy + ry * math.sin(a), a))
        stems.append("M" + " L".join("%s,%s" % (f(x), f(y)) for x, y, _ in ptsl))
        for i, (x, y, a) in enumerate(ptsl[1:], 1):
            # direction of travel along the branch
            tx, ty = -math.sin(a) * side, math.cos(a) * side
            ang = math.degrees(math.atan2(ty, tx))
            s = 1.35 - 0.5 * i / 14.0
            leaves.append(leaf(x, y, ang + 38, s))
            leaves.append(leaf(x, y, ang - 38, s))
    out.append(path(" ".join(stems), fill="none", stroke="#5d6e33", stroke_width="1"))
    out.append(path(" ".join(leaves), fill="#758a45", stroke="#4c5a28", stroke_width="0.4"))
    # bow at the bottom
    by = cy + ry
    out.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        f(cx), f(by), f(cx - 6), f(by - 7), f(cx - 13), f(by - 3), f(cx - 11), f(by + 3),
        f(cx - 8), f(by + 6), f(cx - 4), f(by + 3), f(cx), f(by),
        f(cx), f(by), f(cx + 6), f(by - 7), f(cx + 13), f(by - 3), f(cx + 11), f(by + 3),
        f(cx + 8), f(by + 6), f(cx + 4), f(by + 3), f(cx), f(by)), fill=RED, stroke=RED_DARK, stroke_width="0.6"))
    out.append(path("M%s,%s L%s,%s L%s,%s M%s,%s L%s,%s L%s,%s" % (
        f(cx - 1), f(by + 1), f(cx - 6), f(by + 12), f(cx - 3), f(by + 11),
        f(cx + 1), f(by + 1), f(cx + 6), f(by + 12), f(cx + 3), f(by + 11)), fill="none", stroke=RED,
        stroke_width="2", stroke_linejoin="round"))
    out.append(circle(cx, by, 2.2, fill=RED_DARK))
    return out


def pip_circle(x, y, r):
    return "M%s,%s a%s,%s 0 1,1 %s,0 a%s,%s 0 1,1 %s,0 Z" % (f(x - r), f(y), f(r), f(r), f(2 * r), f(r), f(r),
                                                            f(-2 * r))


# --------------------------------------------------------------- courts --
def court_face(style, rank, suit, color, pamphile):
    out = []
    fx0, fx1, ft, fb = courts.FX0, courts.FX1, courts.FT, H - courts.FT
    out.append(rect(fx0, ft, fx1 - fx0, fb - ft, 5, fill="url(#courtbg)"))
    half = courts.court_half(rank, suit, INK, color, style.startswith("fr"), pamphile)
    out += with_rotated_copy(half)
    # the dividing line with a small lozenge
    out.append(path("M%s,175 L%s,175" % (f(fx0), f(fx1)), stroke=INK, stroke_width="1"))
    out.append(path("M119,175 L125,171 L131,175 L125,179 Z", fill=GOLD, stroke=INK, stroke_width="0.6"))
    frame_col = GOLD if pamphile else INK
    out.append(rect(fx0, ft, fx1 - fx0, fb - ft, 5, fill="none", stroke=frame_col,
                    stroke_width="1.6" if pamphile else "1.2"))
    if pamphile:
        out.append(rect(fx0 + 3, ft + 3, fx1 - fx0 - 6, fb - ft - 6, 3, fill="none", stroke=GOLD,
                        stroke_width="0.6"))
    return out


COURT_BG = lin_grad("courtbg", "0", "0", "0", "1",
                    [("0", "#f7eed8"), ("0.5", "#fbf5e6"), ("1", "#f7eed8")]) + \
    lin_grad("robeshade", "0", "0", "1", "0",
             [("0", "#000000", "0.28"), ("0.22", "#000000", "0"), ("0.62", "#ffffff", "0.06"),
              ("0.8", "#000000", "0"), ("1", "#000000", "0.28")])


def card_svg(style, rank, suit, pamphile=False):
    color = suit_color(style, suit)
    defs = PAPER
    body = card_base()
    if rank in "KQJ":
        defs += COURT_BG
        body += court_face(style, rank, suit, color, pamphile)
    elif rank == "A":
        body += ace_face(suit, color)
    else:
        body += number_face(rank, suit, color)
    idx = index(style, rank, suit, color)
    if pamphile:
        idx += pamphile_index_mark()
    body += with_rotated_copy(idx)
    return svg_doc(W, H, "\n".join(body), defs)


def pamphile_index_mark():
    """A tiny gilt laurel around the corner suit sign."""
    leaves = []
    for s in (-1, 1):
        for i in range(5):
            t = i / 4.0
            a = math.radians(90 + s * (40 + 110 * t))
            x = 22 + 14 * math.cos(a)
            y = 64 + 14 * math.sin(a)
            tang = math.degrees(a) + (90 if s > 0 else -90)
            leaves.append(leaf(x, y, tang - s * 30, 0.55))
    return [path(" ".join(leaves), fill=GOLD, stroke=GOLD_DARK, stroke_width="0.3")]


# ---------------------------------------------------------------- backs --
def back_svg(base, dark, light):
    defs = (rad_grad("bg", "0.5", "0.5", "0.7", [("0", light), ("1", base)]) +
            rad_grad("med", "0.5", "0.45", "0.6", [("0", "#fbf3dc"), ("1", "#eedfb8")]))
    out = [rect(0.6, 0.6, W - 1.2, H - 1.2, R, fill="#fbf6e8", stroke="#b8aa8a", stroke_width="1.2")]
    x0, y0, x1, y1 = 12.0, 12.0, W - 12.0, H - 12.0
    out.append(rect(x0, y0, x1 - x0, y1 - y0, 7, fill="url(#bg)"))
    # trellis of fine gilt lines
    step = 19.0
    d = []
    k = -20
    while k * step < (x1 - x0) + (y1 - y0):
        c = k * step
        # lines x - y = c and x + y = c (in frame coordinates), clipped to the frame
        for sgn in (1, -1):
            seg = clip_line(sgn, c, x1 - x0, y1 - y0)
            if seg:
                (ax, ay), (bx, by) = seg
                d.append("M%s,%s L%s,%s" % (f(x0 + ax), f(y0 + ay), f(x0 + bx), f(y0 + by)))
        k += 1
    out.append(path(" ".join(d), fill="none", stroke=GOLD_LIGHT, stroke_width="0.7", opacity="0.55"))
    # a small four-pointed star in every lozenge, dots on the crossings
    qd, dd = [], []
    wf, hf = x1 - x0, y1 - y0
    for m in range(0, int(2 * wf / step) + 2):
        for n in range(0, int(2 * hf / step) + 2):
            x, y = m * step / 2.0, n * step / 2.0
            if (m + n) % 2 == 0:
                if 3 < x < wf - 3 and 3 < y < hf - 3:
                    dd.append(pip_circle(x0 + x, y0 + y, 1.1))
            elif 6 < x < wf - 6 and 6 < y < hf - 6:
                r = 3.6
                qd.append("M%s,%s q%s,%s %s,%s q%s,%s %s,%s q%s,%s %s,%s q%s,%s %s,%sZ" % (
                    f(x0 + x), f(y0 + y - r), 0, f(r), f(r), f(r), f(-r), 0, f(-r), f(r),
                    0, f(-r), f(-r), f(-r), f(r), 0, f(r), f(-r)))
    out.append(path(" ".join(qd), fill=GOLD_LIGHT, opacity="0.7"))
    out.append(path(" ".join(dd), fill=GOLD_LIGHT, opacity="0.9"))
    # double gilt border
    out.append(rect(x0, y0, x1 - x0, y1 - y0, 7, fill="none", stroke=GOLD, stroke_width="2"))
    out.append(rect(x0 + 5, y0 + 5, x1 - x0 - 10, y1 - y0 - 10, 4, fill="none", stroke=GOLD_LIGHT,
                    stroke_width="0.8", opacity="0.9"))
    # central medallion with the fly
    cx, cy = 125.0, 175.0
    out.append(ellipse(cx, cy, 50, 64, fill=dark, stroke=GOLD, stroke_width="2.2"))
    out.append(ellipse(cx, cy, 44, 58, fill="url(#med)", stroke=GOLD_DARK, stroke_width="0.8"))
    rays = []
    for i in range(36):
        a = 2 * math.pi * i / 36
        rays.append("M%s,%s L%s,%s" % (f(cx + 47 * math.cos(a)), f(cy + 61 * math.sin(a)),
                                       f(cx + 49.5 * math.cos(a)), f(cy + 63.5 * math.sin(a))))
    out.append(path(" ".join(rays), stroke=GOLD_LIGHT, stroke_width="1", fill="none"))
    out += fly(cx, cy + 2, 1.25, dark)
    # corner fleurons
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        px = cx + sx * 90
        py = cy + sy * 140
        out.append(path(courts.fleur_d(px, py, 16), fill=GOLD_LIGHT, opacity="0.9",
                        transform="rotate(%s %s %s)" % (f(0 if sy < 0 else 180), f(px), f(py))))
    return svg_doc(W, H, "\n".join(out), defs)


def clip_line(sgn, c, w, h):
    """Clip the line y = x - c (sgn=1) or y = c - x (sgn=-1) to [0,w]x[0,h]."""
    ptsl = []
    for x in (0.0, w):
        y = x - c if sgn == 1 else c - x
        if 0 <= y <= h:
            ptsl.append((x, y))
    for y in (0.0, h):
        x = y + c if sgn == 1 else c - y
        if 0 <= x <= w:
            ptsl.append((x, y))
    ptsl = sorted(set(ptsl))
    if len(ptsl) < 2:
        return None
    return ptsl[0], ptsl[-1]


def quatrefoil(x, y, r):
    return " ".join(pip_circle(x + dx * r, y + dy * r, r * 0.8) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))


def fly(cx, cy, s, body_col):
    """The emblem: a house fly seen from above, in ink and gold (for backs)."""
    out = []
    def T(d):
        return transform_d(d, lambda x, y: (cx + x * s, cy + y * s))
    # wings
    for sx in (-1, 1):
        wing = "M%s,-6 C%s,-22 %s,-30 %s,-26 C%s,-20 %s,-4 %s,2 Z" % (
            f(sx * 3), f(sx * 14), f(sx * 30), f(sx * 34), f(sx * 38), f(sx * 22), f(sx * 3))
        out.append(path(T(wing), fill="#e9dcc0", stroke=GOLD_DARK, stroke_width="0.8", opacity="0.9"))
        veins = "M%s,-4 C%s,-14 %s,-20 %s,-24 M%s,-2 C%s,-8 %s,-12 %s,-16" % (
            f(sx * 4), f(sx * 12), f(sx * 22), f(sx * 32), f(sx * 5), f(sx * 14), f(sx * 22), f(sx * 30))
        out.append(path(T(veins), fill="none", stroke=GOLD_DARK, stroke_width="0.5"))
    # legs
    legs = []
    for sx in (-1, 1):
        legs.append("M%s,-4 L%s,-10 L%s,-18" % (f(sx * 4), f(sx * 12), f(sx * 15)))
        legs.append("M%s,2 L%s,4 L%s,12" % (f(sx * 5), f(sx * 14), f(sx * 18)))
        legs.append("M%s,8 L%s,14 L%s,24" % (f(sx * 4), f(sx * 10), f(sx * 12)))
    out.append(path(T(" ".join(legs)), fill="none", stroke=INK, stroke_width="1.1", stroke_linecap="round",
                    stroke_linejoin="round"))
    # thorax, abdomen, head, eyes
    out.append(path(T("M0,-9 C6,-9 7,-3 6,2 C5,6 -5,6 -6,2 C-7,-3 -6,-9 0,-9 Z"), fill=INK))
    out.append(path(T("M0,3 C7,3 8,12 6,18 C4,24 -4,24 -6,18 C-8,12 -7,3 0,3 Z"), fill="#2b2620"))
    out.append(path(T("M-4,8 C-1,9.5 1,9.5 4,8 M-5,13 C-1,14.5 1,14.5 5,13 M-4,18 C-1,19.5 1,19.5 4,18"),
                    fill="none", stroke=GOLD, stroke_width="0.7", opacity="0.8"))
    out.append(path(T("M0,-16 C4,-16 5,-13 5,-11 C5,-9 -5,-9 -5,-11 C-5,-13 -4,-16 0,-16 Z"), fill=INK))
    for sx in (-1, 1):
        out.append(path(T("M%s,-15 C%s,-17 %s,-16 %s,-13 C%s,-10 %s,-10 %s,-12 Z" % (
            f(sx * 1), f(sx * 4), f(sx * 7), f(sx * 7), f(sx * 6), f(sx * 2), f(sx * 1))), fill=RED_DARK))
    return out


def main():
    n = 0
    for style in STYLES:
        for r in RANKS:
            for s in SUITS:
                write("cards/%s/%s%s.svg" % (style, r, s), card_svg(style, r, s))
                n += 1
        write("cards/%s/JC-pamphile.svg" % style, card_svg(style, "J", "C", pamphile=True))
        n += 1
    write("cards/back-blue.svg", back_svg("#1d3a6e", "#15294f", "#2d5590"))
    write("cards/back-red.svg", back_svg("#8c1d24", "#5e1016", "#ad333a"))
    print("cards: %d faces + 2 backs" % n)


if __name__ == "__main__":
    main()
