#!/usr/bin/env python3
"""Generate the seamless table textures (assets/table/):

  felt.png  512x512  green baize, tileable in both directions
  wood.png  512x128  walnut rim with horizontal grain, tileable

Noise is white noise filtered in the Fourier domain, hence periodic: the
textures tile without seams.  Needs numpy; PNGs are written with zlib.
"""
import os
import struct
import zlib

import numpy as np

from svgkit import ASSETS


def write_png(path, rgb):
    h, w, _ = rgb.shape
    raw = b"".join(b"\x00" + rgb[y].tobytes() for y in range(h))

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
           chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(png)


def periodic_noise(rng, h, w, sy, sx):
    """Gaussian-filtered white noise, periodic, unit variance.  sy, sx are the
    blur radii in pixels along y and x (anisotropic when they differ)."""
    n = rng.standard_normal((h, w))
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.fftfreq(w)[None, :]
    g = np.exp(-2 * (np.pi ** 2) * ((fy * sy) ** 2 + (fx * sx) ** 2))
    out = np.real(np.fft.ifft2(np.fft.fft2(n) * g))
    out -= out.mean()
    return out / (out.std() + 1e-9)


def felt():
    rng = np.random.default_rng(1718)
    S = 512
    mottle = periodic_noise(rng, S, S, 60, 60)
    mid = periodic_noise(rng, S, S, 10, 10)
    fine = periodic_noise(rng, S, S, 0.8, 0.8)
    fuzz = periodic_noise(rng, S, S, 2.2, 2.2)
    # fibres: many short soft strokes in random directions, wrapped around
    fib = np.zeros((S, S))
    for _ in range(9000):
        x0, y0 = rng.uniform(0, S, 2)
        a = rng.uniform(0, np.pi)
        L = rng.uniform(4, 14)
        v = rng.choice((-1.0, 1.0)) * rng.uniform(0.4, 1.0)
        for t in np.linspace(0, 1, int(L)):
            x = int(x0 + np.cos(a) * L * t) % S
            y = int(y0 + np.sin(a) * L * t) % S
            fib[y, x] += v
    # soften fibres slightly (periodic blur)
    fy = np.fft.fftfreq(S)[:, None]
    fx = np.fft.fftfreq(S)[None, :]
    g = np.exp(-2 * (np.pi ** 2) * ((fy * 0.7) ** 2 + (fx * 0.7) ** 2))
    fib = np.real(np.fft.ifft2(np.fft.fft2(fib) * g))
    fib /= fib.std() + 1e-9
    lum = 0.02 * mottle + 0.022 * mid + 0.05 * fine + 0.04 * fuzz + 0.04 * fib
    base = np.array([44, 92, 60], dtype=float)  # deep baize green
    tint = np.stack([0.9 * mottle, 1.0 * mottle, 0.6 * mottle], -1) * 0.8  # slight hue drift
    rgb = base[None, None, :] * (1 + lum[..., None]) + tint
    return np.clip(rgb, 0, 255).astype(np.uint8)


def wood():
    rng = np.random.default_rng(1758)
    H, W = 128, 512
    y = np.arange(H)[:, None] / H
    warp = periodic_noise(rng, H, W, 6, 90) * 0.05 + periodic_noise(rng, H, W, 18, 220) * 0.06
    # growth rings: integer cycles over the height so the texture tiles vertically
    v = y * 9 + warp * 9
    rings = 0.5 + 0.5 * np.sin(2 * np.pi * v)
    rings = rings ** 3  # narrow dark latewood lines
    fine_rings = 0.5 + 0.5 * np.sin(2 * np.pi * (y * 31 + warp * 20))
    pores = periodic_noise(rng, H, W, 0.6, 9)  # streaky pores along the grain
    fleck = periodic_noise(rng, H, W, 1.2, 3)
    broad = periodic_noise(rng, H, W, 30, 160)
    t = (0.55 * rings + 0.12 * fine_rings + 0.08 * pores + 0.04 * fleck) + 0.1 * broad
    t = (t - t.min()) / (t.max() - t.min())
    light = np.array([140, 84, 44], dtype=float)   # walnut, warm
    dark = np.array([52, 27, 12], dtype=float)
    rgb = light[None, None, :] * (1 - t[..., None]) + dark[None, None, :] * t[..., None]
    # varnish sheen: a soft lighter band, periodic (sinusoidal over height)
    sheen = 0.06 * np.cos(2 * np.pi * (y - 0.3))
    rgb *= (1 + sheen)[..., None] if sheen.ndim == 2 else 1
    return np.clip(rgb, 0, 255).astype(np.uint8)


def main():
    write_png(os.path.join(ASSETS, "table", "felt.png"), felt())
    write_png(os.path.join(ASSETS, "table", "wood.png"), wood())
    print("table: felt.png, wood.png")


if __name__ == "__main__":
    main()
