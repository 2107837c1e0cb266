#!/usr/bin/env python3
"""Generate the application icon (assets/icon/lamouche.svg): a fan of two
cards with a large fly on the front card.  The PNG sizes are rasterised by
the contact-sheet tool (nanosvg, as in the game) from generate_all.py."""
import math

from svgkit import (INK, RED, RED_DARK, GOLD, GOLD_LIGHT, GOLD_DARK, f, path, rect, group, ellipse,
                    lin_grad, rad_grad, svg_doc, write, transform_d, circle)
from pips import pip_d


def card(x, y, w, h, ang, fill, stroke):
    cx, cy = x + w / 2, y + h / 2
    return rect(x, y, w, h, 14, fill=fill, stroke=stroke, stroke_width="3",
                transform="rotate(%s %s %s)" % (f(ang), f(cx), f(cy)))


def fly(cx, cy, s, ang):
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)

    def T(d):
        return transform_d(d, lambda x, y: (cx + s * (x * ca - y * sa), cy + s * (x * sa + y * ca)))
    out = []
    # shadow of the fly on the card
    out.append(path(T("M0,-14 C9,-14 10,-4 9,4 C8,24 -8,24 -9,4 C-10,-4 -9,-14 0,-14 Z"), fill="#000000",
                    opacity="0.18", transform="translate(3 4)"))
    # legs
    legs = []
    for sx in (-1, 1):
        legs.append("M%s,-4 L%s,-11 L%s,-19" % (sx * 4, sx * 13, sx * 16))
        legs.append("M%s,2 L%s,4 L%s,13" % (sx * 5, sx * 15, sx * 19))
        legs.append("M%s,8 L%s,15 L%s,25" % (sx * 4, sx * 11, sx * 13))
    out.append(path(T(" ".join(legs)), fill="none", stroke=INK, stroke_width=f(2.0 * s), stroke_linecap="round",
                    stroke_linejoin="round"))
    # wings
    for sx in (-1, 1):
        wing = "M%s,-5 C%s,-18 %s,-26 %s,-22 C%s,-14 %s,0 %s,4 Z" % (
            sx * 3, sx * 12, sx * 28, sx * 33, sx * 37, sx * 20, sx * 3)
        out.append(path(T(wing), fill="#c3d2dc", stroke="#26303a", stroke_width=f(0.8 * s), opacity="0.92"))
        veins = "M%s,-3 C%s,-12 %s,-17 %s,-21 M%s,0 C%s,-5 %s,-9 %s,-13" % (
            sx * 4, sx * 12, sx * 21, sx * 31, sx * 5, sx * 14, sx * 22, sx * 30)
        out.append(path(T(veins), fill="none", stroke="#45505a", stroke_width=f(0.6 * s), opacity="0.8"))
    # body
    out.append(path(T("M0,-9 C6,-9 7,-3 6,2 C5,6 -5,6 -6,2 C-7,-3 -6,-9 0,-9 Z"), fill="#2a2622"))
    out.append(path(T("M0,2 C8,2 9,12 7,18 C5,25 -5,25 -7,18 C-9,12 -8,2 0,2 Z"), fill="#1a1613"))
    out.append(path(T("M-5,9 C-1,10.5 1,10.5 5,9 M-6,14 C-1,15.5 1,15.5 6,14"), fill="none",
                    stroke="#6d7b84", stroke_width=f(0.9 * s), opacity="0.9"))
    out.append(path(T("M0,-16 C4,-16 6,-13 6,-11 C6,-8 -6,-8 -6,-11 C-6,-13 -4,-16 0,-16 Z"), fill="#1a1613"))
    for sx in (-1, 1):
        out.append(path(T("M%s,-15 C%s,-17 %s,-16 %s,-12.5 C%s,-9.5 %s,-9.5 %s,-11.5 Z" % (
            sx * 1, sx * 4, sx * 7.5, sx * 7.5, sx * 6.5, sx * 2, sx * 1)), fill="#a3242a"))
    out.append(path(T("M-2,-6 C-1,-8 1,-8 2,-6"), fill="none", stroke="#8b969e", stroke_width=f(0.8 * s),
                    opacity="0.8"))
    return out


def icon():
    defs = (lin_grad("iback", "0", "0", "1", "1", [("0", "#b3343a"), ("1", "#6f1218")]) +
            lin_grad("iface", "0", "0", "0", "1", [("0", "#fffdf6"), ("1", "#f1e6cc")]))
    out = []
    # back card (red, gilt trellis hint), tilted left
    out.append(card(24, 24, 132, 184, -12, "url(#iback)", "#4d0d11"))
    out.append(rect(36, 36, 108, 160, 8, fill="none", stroke=GOLD_LIGHT, stroke_width="3.5",
                    transform="rotate(-12 90 116)"))
    # front card (ivory), tilted right
    out.append(card(96, 44, 140, 196, 9, "url(#iface)", "#5b4a2c"))
    grp = []
    grp.append(pip_d("H", 120, 72, 28))
    out.append(path(" ".join(grp), fill=RED, transform="rotate(9 166 142)"))
    out.append(path(pip_d("H", 212, 212, 28, 180), fill=RED, transform="rotate(9 166 142)"))
    out += fly(162, 146, 2.7, -12)
    return svg_doc(256, 256, "\n".join(out), defs)


def main():
    write("icon/lamouche.svg", icon())
    print("icon: lamouche.svg")


if __name__ == "__main__":
    main()
