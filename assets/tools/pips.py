"""Suit pips as path data in a unit box (height 1, centred on 0,0).

Only absolute M/L/C/Z commands so svgkit.transform_d can place, scale and
rotate them into absolute card coordinates.
"""
import math

from svgkit import transform_d

K = 0.5523  # cubic approximation of a quarter circle


def _circle_c(cx, cy, r):
    k = K * r
    return ("M%.4f,%.4f C%.4f,%.4f %.4f,%.4f %.4f,%.4f C%.4f,%.4f %.4f,%.4f %.4f,%.4f "
            "C%.4f,%.4f %.4f,%.4f %.4f,%.4f C%.4f,%.4f %.4f,%.4f %.4f,%.4f Z" % (
                cx, cy - r,
                cx + k, cy - r, cx + r, cy - k, cx + r, cy,
                cx + r, cy + k, cx + k, cy + r, cx, cy + r,
                cx - k, cy + r, cx - r, cy + k, cx - r, cy,
                cx - r, cy - k, cx - k, cy - r, cx, cy - r))


HEART = ("M0,-0.27 C0.06,-0.44 0.2,-0.5 0.3,-0.48 C0.43,-0.46 0.5,-0.35 0.5,-0.2 "
         "C0.5,0.02 0.3,0.2 0,0.5 C-0.3,0.2 -0.5,0.02 -0.5,-0.2 "
         "C-0.5,-0.35 -0.43,-0.46 -0.3,-0.48 C-0.2,-0.5 -0.06,-0.44 0,-0.27 Z")

DIAMOND = ("M0,-0.5 C0.1,-0.32 0.24,-0.15 0.4,0 C0.24,0.15 0.1,0.32 0,0.5 "
           "C-0.1,0.32 -0.24,0.15 -0.4,0 C-0.24,-0.15 -0.1,-0.32 0,-0.5 Z")

SPADE = ("M0,-0.5 C0.12,-0.3 0.5,-0.12 0.5,0.12 C0.5,0.3 0.36,0.38 0.24,0.38 "
         "C0.14,0.38 0.07,0.33 0.04,0.27 C0.05,0.38 0.12,0.45 0.24,0.5 L-0.24,0.5 "
         "C-0.12,0.45 -0.05,0.38 -0.04,0.27 C-0.07,0.33 -0.14,0.38 -0.24,0.38 "
         "C-0.36,0.38 -0.5,0.3 -0.5,0.12 C-0.5,-0.12 -0.12,-0.3 0,-0.5 Z")

CLUB = " ".join([
    _circle_c(0, -0.255, 0.225),
    _circle_c(-0.255, 0.09, 0.215),
    _circle_c(0.255, 0.09, 0.215),
    "M-0.12,-0.1 L0.12,-0.1 L0.16,0.12 L-0.16,0.12 Z",
    "M0.035,0.05 C0.04,0.3 0.1,0.43 0.24,0.5 L-0.24,0.5 C-0.1,0.43 -0.04,0.3 -0.035,0.05 Z",
])

SHAPES = {"H": HEART, "D": DIAMOND, "S": SPADE, "C": CLUB}
# width/height ratio of each pip, for layout
ASPECT = {"H": 1.0, "D": 0.8, "S": 1.0, "C": 1.0}


def pip_d(suit, cx, cy, h, rot=0.0):
    """Path data of a pip of height h centred on (cx, cy), rotated rot degrees."""
    a = math.radians(rot)
    ca, sa = math.cos(a), math.sin(a)

    def fn(x, y):
        x, y = x * h, y * h
        return cx + x * ca - y * sa, cy + x * sa + y * ca

    return transform_d(SHAPES[suit], fn)
