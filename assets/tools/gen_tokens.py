#!/usr/bin/env python3
"""Generate the La Mouche tokens (assets/tokens/): chip, plaque, contract,
the pool basket (corbeille) and the dealer marker.

Tokens are old painted wooden counters seen slightly from above: a lit top
face, a visible edge (thickness) so they read in stacks, and a soft contact
shadow.
"""
import math

from svgkit import (INK, RED, GOLD, GOLD_LIGHT, GOLD_DARK, f, path, circle, ellipse, rect, group,
                    lin_grad, rad_grad, svg_doc, write, ellipse_d, transform_d)


def shade_defs(prefix, top_light, top_mid, top_dark, side_light, side_dark):
    return (rad_grad(prefix + "top", "0.38", "0.3", "0.8",
                     [("0", top_light), ("0.55", top_mid), ("1", top_dark)]) +
            lin_grad(prefix + "side", "0", "0", "1", "0",
                     [("0", side_dark), ("0.3", side_light), ("0.55", side_light), ("1", side_dark)]) +
            rad_grad(prefix + "shadow", "0.5", "0.5", "0.5",
                     [("0", "#000000", "0.45"), ("0.7", "#000000", "0.22"), ("1", "#000000", "0")]) +
            lin_grad(prefix + "gloss", "0", "0", "0", "1",
                     [("0", "#ffffff", "0.55"), ("1", "#ffffff", "0")]))


def grain_lines(x0, y0, x1, y1, n, seed, color, opacity, oval=False):
    """Faint wood grain under the paint: gently wavy lines (kept inside the
    box, or inside the inscribed ellipse when oval is set)."""
    import random
    rnd = random.Random(seed)
    d = []
    for i in range(n):
        y = y0 + (y1 - y0) * (i + 0.5) / n + rnd.uniform(-1.0, 1.0)
        amp = rnd.uniform(0.5, 1.6)
        ph = rnd.uniform(0, 6.28)
        pts_ = []
        steps = 10
        xa, xb = x0, x1
        if oval:
            cxo, cyo, rxo, ryo = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
            v = 1 - ((y - cyo) / ryo) ** 2
            if v <= 0.05:
                continue
            half = rxo * math.sqrt(v) - 3
            xa, xb = cxo - half, cxo + half
        for k in range(steps + 1):
            x = xa + (xb - xa) * k / steps
            pts_.append("%s,%s" % (f(x), f(y + amp * math.sin(ph + k * 0.9))))
        d.append("M" + " L".join(pts_))
    return path(" ".join(d), fill="none", stroke=color, stroke_width="0.5", opacity=opacity)


def rosette_d(cx, cy, r, n=8, sy=1.0):
    d = []
    for i in range(n):
        a = 2 * math.pi * i / n
        ca, sa = math.cos(a), math.sin(a)
        tip = (cx + r * ca, cy + r * sa * sy)
        l = (cx + 0.45 * r * math.cos(a - 0.45), cy + 0.45 * r * math.sin(a - 0.45) * sy)
        rr = (cx + 0.45 * r * math.cos(a + 0.45), cy + 0.45 * r * math.sin(a + 0.45) * sy)
        d.append("M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
            f(cx), f(cy), f(l[0]), f(l[1]), f(tip[0]), f(tip[1]), f(rr[0]), f(rr[1]), f(cx), f(cy)))
    return " ".join(d)


# ------------------------------------------------------------------ chip --
def chip():
    # vermilion-red painted wood, cream painted rosette
    defs = shade_defs("c", "#e2614f", "#b8322a", "#8a1f19", "#9c2820", "#5c120e")
    cx, cy, rx, ry, th = 50.0, 44.0, 45.0, 38.0, 10.0
    out = [ellipse(cx + 2, cy + th + 3, rx + 2, ry + 1, fill="url(#cshadow)")]
    # edge (thickness)
    out.append(path("M%s,%s L%s,%s A%s,%s 0 0,0 %s,%s L%s,%s A%s,%s 0 0,1 %s,%s Z" % (
        f(cx - rx), f(cy), f(cx - rx), f(cy + th), f(rx), f(ry), f(cx + rx), f(cy + th), f(cx + rx), f(cy),
        f(rx), f(ry), f(cx - rx), f(cy)), fill="url(#cside)", stroke="#3e0c09", stroke_width="0.8"))
    # painted band on the edge
    out.append(path("M%s,%s A%s,%s 0 0,0 %s,%s" % (f(cx - rx), f(cy + th * 0.5), f(rx), f(ry), f(cx + rx),
                                                  f(cy + th * 0.5)), fill="none", stroke="#e9d3a6",
                    stroke_width="1.2", opacity="0.75"))
    # top face
    out.append(ellipse(cx, cy, rx, ry, fill="url(#ctop)", stroke="#5a140f", stroke_width="0.9"))
    out.append(group(grain_lines(cx - rx, cy - ry, cx + rx, cy + ry, 12, 3, "#5c120e", "0.18", oval=True), opacity="1"))
    # painted decoration: double ring and rosette, in cream
    out.append(ellipse(cx, cy, rx * 0.82, ry * 0.82, fill="none", stroke="#f2e2bd", stroke_width="2.2"))
    out.append(ellipse(cx, cy, rx * 0.72, ry * 0.72, fill="none", stroke="#f2e2bd", stroke_width="0.8"))
    dots = " ".join(ellipse_d(cx + rx * 0.77 * math.cos(a), cy + ry * 0.77 * math.sin(a), 1.1, 0.95)
                    for a in [2 * math.pi * i / 24 for i in range(24)])
    out.append(path(dots, fill="#f2e2bd", opacity="0.8"))
    out.append(path(rosette_d(cx, cy, rx * 0.5, 8, ry / rx), fill="#f2e2bd", stroke="#8a1f19",
                    stroke_width="0.5"))
    out.append(ellipse(cx, cy, 4.2, 3.6, fill=GOLD, stroke="#6e4b10", stroke_width="0.6"))
    # varnish highlight
    out.append(path("M%s,%s A%s,%s 0 0,1 %s,%s A%s,%s 0 0,0 %s,%s Z" % (
        f(cx - rx * 0.8), f(cy - ry * 0.25), f(rx * 0.9), f(ry * 0.9), f(cx + rx * 0.35), f(cy - ry * 0.88),
        f(rx * 0.85), f(ry * 0.75), f(cx - rx * 0.8), f(cy - ry * 0.25)), fill="url(#cgloss)", opacity="0.55"))
    return svg_doc(100, 100, "\n".join(out), defs)


# ---------------------------------------------------------------- plaque --
def slab(prefix, x0, y0, x1, y1, th, r, edge_stroke, edge_band="#e9d3a6"):
    """A rounded rectangular slab: shadow, edge, top face.  Returns elements."""
    out = [rect(x0 + 2, y0 + th + 2, x1 - x0 + 1, y1 - y0, r + 2, fill="url(#%sshadow)" % prefix)]
    out.append(rect(x0, y0 + th, x1 - x0, y1 - y0, r, fill="url(#%sside)" % prefix, stroke=edge_stroke,
                    stroke_width="0.8"))
    out.append(rect(x0, y0 + th * 0.45, x1 - x0, y1 - y0, r, fill="url(#%sside)" % prefix))
    # a pale painted line round the edge, so every counter in a stack shows
    out.append(path("M%s,%s L%s,%s" % (f(x0 + r * 0.6), f(y1 + th * 0.55), f(x1 - r * 0.6), f(y1 + th * 0.55)),
                    fill="none", stroke=edge_band, stroke_width="1.3", opacity="0.85"))
    out.append(rect(x0, y0, x1 - x0, y1 - y0, r, fill="url(#%stop)" % prefix, stroke=edge_stroke,
                    stroke_width="0.9"))
    return out


def plaque():
    # deep Prussian blue, gilt decoration
    defs = shade_defs("p", "#5a92cb", "#2f6298", "#1b416b", "#2d5a88", "#10284a")
    x0, y0, x1, y1, th = 4.0, 4.0, 154.0, 42.0, 8.0
    out = slab("p", x0, y0, x1, y1, th, 9, "#0b1c31")
    out.append(grain_lines(x0 + 2, y0 + 2, x1 - 2, y1 - 2, 7, 11, "#0b1c31", "0.22"))
    # gilt border and cartouche
    out.append(rect(x0 + 5, y0 + 4.5, x1 - x0 - 10, y1 - y0 - 9, 6, fill="none", stroke=GOLD_LIGHT,
                    stroke_width="1.6"))
    out.append(rect(x0 + 8.5, y0 + 8, x1 - x0 - 17, y1 - y0 - 16, 4, fill="none", stroke=GOLD_LIGHT,
                    stroke_width="0.6", opacity="0.8"))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    out.append(path("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (f(cx - 22), f(cy), f(cx), f(cy - 10), f(cx + 22), f(cy),
                                                      f(cx), f(cy + 10)), fill=GOLD, stroke="#6e4b10",
                    stroke_width="0.6"))
    out.append(path(rosette_d(cx, cy, 7, 8), fill="#f2e2bd", stroke="#6e4b10", stroke_width="0.4"))
    for x in (x0 + 26, x1 - 26):
        out.append(path(rosette_d(x, cy, 5.5, 6), fill=GOLD_LIGHT, opacity="0.9"))
    for x in (x0 + 44, x1 - 44):
        out.append(circle(x, cy, 1.6, fill=GOLD_LIGHT))
    out.append(rect(x0 + 3, y0 + 1.5, x1 - x0 - 6, 12, 6, fill="url(#pgloss)", opacity="0.45"))
    return svg_doc(160, 56, "\n".join(out), defs)


# -------------------------------------------------------------- contract --
def contract():
    # ochre-yellow painted wood with black and red ornament
    defs = shade_defs("k", "#f3cf6e", "#d9a43a", "#a8741d", "#b98626", "#6e4a10")
    x0, y0, x1, y1, th = 4.0, 4.0, 94.0, 50.0, 8.0
    out = slab("k", x0, y0, x1, y1, th, 7, "#4d3408", edge_band="#7a1f1f")
    out.append(grain_lines(x0 + 2, y0 + 2, x1 - 2, y1 - 2, 8, 5, "#6e4a10", "0.25"))
    out.append(rect(x0 + 4.5, y0 + 4.5, x1 - x0 - 9, y1 - y0 - 9, 4.5, fill="none", stroke=INK,
                    stroke_width="1.4"))
    out.append(rect(x0 + 7.5, y0 + 7.5, x1 - x0 - 15, y1 - y0 - 15, 3, fill="none", stroke=RED,
                    stroke_width="0.7"))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    # a crowned lozenge: the contract is worth a hundred chips
    out.append(path("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (f(cx - 13), f(cy + 2), f(cx), f(cy - 9), f(cx + 13),
                                                      f(cy + 2), f(cx), f(cy + 13)), fill=RED, stroke=INK,
                    stroke_width="0.8"))
    out.append(path(rosette_d(cx, cy + 2, 6, 4), fill="#f6e6bf"))
    for sx in (-1, 1):
        out.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (
            f(cx + sx * 16), f(cy + 2), f(cx + sx * 22), f(cy - 6), f(cx + sx * 28), f(cy + 8), f(cx + sx * 33),
            f(cy)), fill="none", stroke=INK, stroke_width="1.1", stroke_linecap="round"))
        out.append(circle(cx + sx * 34, cy - 0.5, 1.8, fill=INK))
    for x, y in ((x0 + 12, y0 + 12), (x1 - 12, y0 + 12), (x0 + 12, y1 - 12), (x1 - 12, y1 - 12)):
        out.append(circle(x, y, 1.7, fill=RED_DOT))
    out.append(rect(x0 + 3, y0 + 1.5, x1 - x0 - 6, 12, 5, fill="url(#kgloss)", opacity="0.45"))
    return svg_doc(100, 64, "\n".join(out), defs)


RED_DOT = "#9e1d22"


# ------------------------------------------------------------- corbeille --
def corbeille():
    """A low oval wicker basket seen from slightly above."""
    W, H = 240, 160
    cx = 120.0
    rim = (cx, 62.0, 111.0, 44.0)      # top rim
    foot = (cx, 124.0, 94.0, 30.0)     # base, outside
    floor = (cx, 76.0, 86.0, 27.0)     # inside bottom, seen through the opening

    def lerp_e(e0, e1, t):
        return tuple(a + (b - a) * t for a, b in zip(e0, e1))

    def pt(e, th):
        return (e[0] + e[2] * math.cos(th), e[1] + e[3] * math.sin(th))

    def band(e0, e1, a0, a1, m=4):
        seg = [pt(e0, a0 + (a1 - a0) * k / m) for k in range(m + 1)]
        seg += [pt(e1, a1 + (a0 - a1) * k / m) for k in range(m + 1)]
        return "M" + " L".join("%s,%s" % (f(x), f(y)) for x, y in seg) + "Z"

    defs = (rad_grad("bshadow", "0.5", "0.5", "0.5",
                     [("0", "#000000", "0.55"), ("0.6", "#000000", "0.3"), ("1", "#000000", "0")]) +
            lin_grad("wallshade", "0", "0", "1", "0",
                     [("0", "#000000", "0.5"), ("0.22", "#000000", "0.08"), ("0.42", "#ffffff", "0.1"),
                      ("0.75", "#000000", "0.12"), ("1", "#000000", "0.55")]) +
            lin_grad("depth", "0", "0", "0", "1",
                     [("0", "#000000", "0.05"), ("0.55", "#000000", "0.15"), ("1", "#000000", "0.55")]) +
            rad_grad("floorg", "0.5", "0.4", "0.6", [("0", "#b88a4c"), ("1", "#7a5228")]) +
            lin_grad("rimg", "0", "0", "0", "1", [("0", "#f0cf92"), ("0.5", "#c8944f"), ("1", "#8a5a26")]))
    LIGHT, DARK, LINE = "#d9ae68", "#b1813f", "#5e3b14"
    out = [ellipse(cx + 4, foot[1] + 3, foot[2] + 16, foot[3] + 1, fill="url(#bshadow)")]

    # outer front wall: woven rows
    rows, stakes = 6, 18
    light, dark, hl = [], [], []
    for i in range(rows):
        e0 = lerp_e(rim, foot, i / rows)
        e1 = lerp_e(rim, foot, (i + 1) / rows)
        for j in range(stakes):
            a0 = math.pi * (1 - j / stakes)
            a1 = math.pi * (1 - (j + 1) / stakes)
            (light if (i + j) % 2 == 0 else dark).append(band(e0, e1, a0, a1))
            if (i + j) % 2 == 0:
                em = lerp_e(e0, e1, 0.3)
                p0 = pt(em, a0 + (a1 - a0) * 0.15)
                p1 = pt(em, a0 + (a1 - a0) * 0.85)
                hl.append("M%s,%s L%s,%s" % (f(p0[0]), f(p0[1]), f(p1[0]), f(p1[1])))
    out.append(path(" ".join(dark), fill=DARK, stroke=LINE, stroke_width="0.6"))
    out.append(path(" ".join(light), fill=LIGHT, stroke=LINE, stroke_width="0.6"))
    out.append(path(" ".join(hl), fill="none", stroke="#f7e2b0", stroke_width="1.2", opacity="0.65",
                    stroke_linecap="round"))
    # shading of the round wall, and the base
    front = ["M%s,%s" % (f(cx - rim[2]), f(rim[1]))]
    for i in range(1, 31):
        x, y = pt(rim, math.pi * (1 - i / 30.0))
        front.append("L%s,%s" % (f(x), f(y)))
    for i in range(31):
        x, y = pt(foot, math.pi * i / 30.0)
        front.append("L%s,%s" % (f(x), f(y)))
    front_d = " ".join(front) + " Z"
    out.append(path(front_d, fill="url(#wallshade)"))
    out.append(path(front_d, fill="none", stroke="#3e260c", stroke_width="1"))

    # inside: back wall, woven too, then the floor
    out.append(ellipse(*rim, fill="#9a6a34"))
    ilight, idark = [], []
    irows, istakes = 4, 16
    for i in range(irows):
        e0 = lerp_e(rim, floor, i / irows)
        e1 = lerp_e(rim, floor, (i + 1) / irows)
        for j in range(istakes):
            a0 = math.pi * (1 + j / istakes)
            a1 = math.pi * (1 + (j + 1) / istakes)
            (ilight if (i + j) % 2 == 0 else idark).append(band(e0, e1, a0, a1))
    out.append(path(" ".join(idark), fill="#8c5f2c", stroke="#4a2e10", stroke_width="0.5"))
    out.append(path(" ".join(ilight), fill="#b98849", stroke="#4a2e10", stroke_width="0.5"))
    out.append(ellipse(*floor, fill="url(#floorg)", stroke="#4a2e10", stroke_width="0.6"))
    spiral = []
    for k in range(1, 6):
        s = k / 6.0
        spiral.append(ellipse_d(floor[0], floor[1] + 1, floor[2] * s, floor[3] * s))
    out.append(path(" ".join(spiral), fill="none", stroke="#5e3b14", stroke_width="0.8", opacity="0.55"))
    # the front rim shades the inside
    out.append(ellipse(*rim, fill="url(#depth)"))

    # rolled rim with a twisted (rope) pattern
    out.append(ellipse(*rim, fill="none", stroke="#4a2e10", stroke_width="12"))
    out.append(ellipse(*rim, fill="none", stroke="url(#rimg)", stroke_width="9.5"))
    tw = []
    for i in range(80):
        a = 2 * math.pi * i / 80
        x, y = pt(rim, a)
        nx, ny = math.cos(a) * rim[3], math.sin(a) * rim[2]
        L = math.hypot(nx, ny)
        nx, ny = nx / L * 4.6, ny / L * 4.6
        tx, ty = -math.sin(a) * 2.6, math.cos(a) * 1.0
        tw.append("M%s,%s L%s,%s" % (f(x - nx - tx), f(y - ny - ty), f(x + nx + tx), f(y + ny + ty)))
    out.append(path(" ".join(tw), fill="none", stroke="#6b4519", stroke_width="1.1", opacity="0.85"))
    out.append(ellipse(cx, rim[1] - 2.5, rim[2] - 1, rim[3] - 1, fill="none", stroke="#fbe6b8",
                       stroke_width="0.9", opacity="0.5"))
    return svg_doc(W, H, "\n".join(out), defs)


# ---------------------------------------------------------------- dealer --
def dealer():
    """A gilt brass medal with a fan of three cards: the dealer's marker."""
    defs = shade_defs("d", "#fbe7a3", "#d8aa45", "#9b6f1f", "#b88a30", "#5e4210")
    cx, cy, rx, ry, th = 50.0, 45.0, 42.0, 36.0, 7.0
    out = [ellipse(cx + 2, cy + th + 3, rx + 2, ry + 1, fill="url(#dshadow)")]
    out.append(path("M%s,%s L%s,%s A%s,%s 0 0,0 %s,%s L%s,%s A%s,%s 0 0,1 %s,%s Z" % (
        f(cx - rx), f(cy), f(cx - rx), f(cy + th), f(rx), f(ry), f(cx + rx), f(cy + th), f(cx + rx), f(cy),
        f(rx), f(ry), f(cx - rx), f(cy)), fill="url(#dside)", stroke="#4a3208", stroke_width="0.8"))
    out.append(ellipse(cx, cy, rx, ry, fill="url(#dtop)", stroke="#5e4210", stroke_width="0.9"))
    # milled edge ring
    ticks = []
    for i in range(60):
        a = 2 * math.pi * i / 60
        ticks.append("M%s,%s L%s,%s" % (f(cx + rx * 0.9 * math.cos(a)), f(cy + ry * 0.9 * math.sin(a)),
                                       f(cx + rx * 0.98 * math.cos(a)), f(cy + ry * 0.98 * math.sin(a))))
    out.append(path(" ".join(ticks), stroke="#8a6418", stroke_width="0.8", fill="none"))
    out.append(ellipse(cx, cy, rx * 0.86, ry * 0.86, fill="none", stroke="#8a6418", stroke_width="1"))
    # fan of three cards
    from pips import pip_d
    cards = [(-24, "#fbf6e8", "S"), (0, "#fbf6e8", "D"), (24, "#fbf6e8", "H")]
    px, py = cx, cy + 16
    for ang, col, suit in cards:
        a = math.radians(ang)
        ca, sa = math.cos(a), math.sin(a)

        def T(x, y, ca=ca, sa=sa):
            # card drawn upright with its bottom-centre at the pivot, then rotated
            return (px + x * ca - y * sa, py + x * sa + y * ca)
        w, h = 24.0, 34.0
        d = transform_d("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (-w / 2, -6, w / 2, -6, w / 2, -6 - h, -w / 2, -6 - h), T)
        out.append(path(d, fill=col, stroke="#3b2a10", stroke_width="0.8", stroke_linejoin="round"))
        pc = T(0, -6 - h / 2)
        out.append(path(pip_d(suit, pc[0], pc[1], 13, ang), fill=INK if suit == "S" else RED))
    out.append(circle(px, py - 6, 2.2, fill=GOLD_DARK, stroke="#4a3208", stroke_width="0.5"))
    out.append(path("M%s,%s A%s,%s 0 0,1 %s,%s A%s,%s 0 0,0 %s,%s Z" % (
        f(cx - rx * 0.8), f(cy - ry * 0.25), f(rx * 0.9), f(ry * 0.9), f(cx + rx * 0.35), f(cy - ry * 0.88),
        f(rx * 0.85), f(ry * 0.75), f(cx - rx * 0.8), f(cy - ry * 0.25)), fill="url(#dgloss)", opacity="0.5"))
    return svg_doc(100, 100, "\n".join(out), defs)


# ---------------------------------------------------------- table marks --
def marks():
    """Optional gilt marks painted on the baize: an oval for the pool with
    fleurons at the four points, drawn semi-transparent so the felt shows."""
    from courts import fleur_d
    W, H = 600, 400
    cx, cy = 300.0, 200.0
    out = []
    out.append(ellipse(cx, cy, 270, 170, fill="none", stroke=GOLD_LIGHT, stroke_width="3", opacity="0.45"))
    out.append(ellipse(cx, cy, 260, 161, fill="none", stroke=GOLD_LIGHT, stroke_width="1.2", opacity="0.4"))
    dots = " ".join(ellipse_d(cx + 265 * math.cos(a), cy + 165.5 * math.sin(a), 1.6, 1.6)
                    for a in [2 * math.pi * (i + 0.5) / 64 for i in range(64)])
    out.append(path(dots, fill=GOLD_LIGHT, opacity="0.4"))
    for ang, (x, y) in ((0, (cx, cy - 190)), (180, (cx, cy + 190)), (90, (cx + 288, cy)), (270, (cx - 288, cy))):
        out.append(path(fleur_d(x, y, 26), fill=GOLD_LIGHT, opacity="0.5",
                        transform="rotate(%s %s %s)" % (ang, f(x), f(y))))
    return svg_doc(W, H, "\n".join(out))


def main():
    write("table/marks.svg", marks())
    write("tokens/chip.svg", chip())
    write("tokens/plaque.svg", plaque())
    write("tokens/contract.svg", contract())
    write("tokens/corbeille.svg", corbeille())
    write("tokens/dealer.svg", dealer())
    print("tokens: 5 files")


if __name__ == "__main__":
    main()
