#!/usr/bin/env python3
"""Synthesize the La Mouche sound effects (assets/sounds/*.wav).

Physical-ish synthesis with numpy only: band-limited noise bursts shaped by
envelopes for paper (cards), modal resonators (sums of decaying partials)
for painted wooden counters, a Karplus-Strong harpsichord for the flush
flourish, and a wing-beat oscillator for the fly.  Every file is 44.1 kHz,
16-bit mono, normalised to one loudness, with fades so nothing clicks.
"""
import os
import wave

import numpy as np

from svgkit import ASSETS

SR = 44100
RNG = np.random.default_rng(1758)


# ---------------------------------------------------------------- helpers --
def t_axis(dur):
    return np.arange(int(dur * SR)) / SR


def bandpass(x, lo, hi, slope=2.0):
    """Zero-phase band-pass in the frequency domain with soft skirts."""
    n = len(x)
    X = np.fft.rfft(x)
    fr = np.fft.rfftfreq(n, 1 / SR)
    g = np.ones_like(fr)
    if lo > 0:
        g *= 1 / (1 + (lo / np.maximum(fr, 1e-3)) ** (2 * slope))
    if hi < SR / 2:
        g *= 1 / (1 + (fr / hi) ** (2 * slope))
    return np.fft.irfft(X * g, n)


def noise(dur):
    return RNG.standard_normal(int(dur * SR))


def env_ad(dur, attack, decay, shape=1.0):
    """Attack (linear) then exponential decay with time constant `decay`."""
    t = t_axis(dur)
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    d = np.exp(-np.maximum(t - attack, 0) / decay) ** shape
    return a * d


def place(buf, snd, at):
    """Mix snd into buf at time `at`, with a 3 ms fade on its tail so a
    truncated resonance never ends in a click."""
    snd = np.array(snd, dtype=float)
    k = min(len(snd), int(0.003 * SR))
    if k > 1:
        snd[-k:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, k))
    i = int(at * SR)
    j = min(len(buf), i + len(snd))
    if j > i:
        buf[i:j] += snd[: j - i]


def modal(dur, partials, t0=0.0):
    """Sum of exponentially decaying sinusoids: (freq, amp, decay_s)."""
    t = t_axis(dur)
    out = np.zeros_like(t)
    for fq, amp, dec in partials:
        ph = RNG.uniform(0, 2 * np.pi)
        out += amp * np.sin(2 * np.pi * fq * t + ph) * np.exp(-t / dec)
    # soft 0.4 ms attack to avoid a digital step
    out *= np.clip(t / 0.0004, 0, 1)
    return out


def room(x, wet=0.14, t60=0.28):
    """A small wood-panelled room: a short diffuse tail (exponentially
    decaying, darkened noise) convolved with the dry sound, so the effects
    sound recorded at a table rather than synthesised in a vacuum."""
    n_ir = int(t60 * SR)
    t = np.arange(n_ir) / SR
    ir = RNG.standard_normal(n_ir) * np.exp(-6.9 * t / t60)
    ir = bandpass(ir, 200, 5000)
    ir[: int(0.004 * SR)] = 0.0  # pre-delay: first reflections after 4 ms
    ir /= np.sqrt((ir ** 2).sum()) + 1e-12
    n = len(x) + n_ir
    m = 1 << (n - 1).bit_length()
    wet_sig = np.fft.irfft(np.fft.rfft(x, m) * np.fft.rfft(ir, m), m)[: len(x) + n_ir]
    dry = np.concatenate([x, np.zeros(n_ir)])
    # keep the original length plus a short part of the tail
    keep = len(x) + int(0.12 * SR)
    return (dry + wet * wet_sig / (np.abs(wet_sig).max() + 1e-12) * np.abs(x).max())[:keep]


def finish(x, fade_in=0.002, fade_out=0.03, target_rms_db=-20.0, peak_db=-1.0, reverb=True):
    """Room, fade, normalise the active part to one RMS loudness, limit the peak."""
    if reverb:
        x = room(x)
    x = x - np.mean(x)
    n = len(x)
    fi, fo = int(fade_in * SR), int(fade_out * SR)
    if fi:
        x[:fi] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, fi))
    if fo:
        x[-fo:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, fo))
    # active RMS over 10 ms windows within 30 dB of the loudest one
    w = int(0.01 * SR)
    m = n // w
    frames = x[: m * w].reshape(m, w)
    rms = np.sqrt((frames ** 2).mean(axis=1) + 1e-12)
    active = rms[rms > rms.max() * 10 ** (-30 / 20)]
    cur = np.sqrt((active ** 2).mean())
    x = x * (10 ** (target_rms_db / 20) / cur)
    peak = 10 ** (peak_db / 20)
    # soft-knee limiter on the rare transient above the ceiling
    knee = peak * 0.7
    over = np.abs(x) > knee
    x[over] = np.sign(x[over]) * (knee + (peak - knee) * np.tanh((np.abs(x[over]) - knee) / (peak - knee)))
    return x


def write_wav(name, x):
    p = os.path.join(ASSETS, "sounds", name + ".wav")
    os.makedirs(os.path.dirname(p), exist_ok=True)
    pcm = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2")
    with wave.open(p, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


# ---------------------------------------------------------- card sounds --
def paper_snap(dur=0.03, lo=1500, hi=7000, decay=0.006):
    return bandpass(noise(dur), lo, hi) * env_ad(dur, 0.0005, decay)


def felt_thud(dur=0.08, decay=0.018, gain=1.0):
    """A card landing flat on baize: dull, low-passed noise plus a body thump."""
    x = bandpass(noise(dur), 150, 2200) * env_ad(dur, 0.001, decay)
    x += 0.35 * modal(dur, [(170, 1.0, 0.02), (330, 0.4, 0.012)])
    return gain * x


def swish(dur, lo, hi, peak_at=0.4):
    """Air and paper friction: noise with a rise-fall envelope."""
    t = t_axis(dur)
    e = np.sin(np.pi * np.clip(t / dur, 0, 1) ** (np.log(0.5) / np.log(peak_at))) ** 2
    return bandpass(noise(dur), lo, hi) * e


def deal():
    out = np.zeros(int(0.26 * SR))
    place(out, 0.5 * swish(0.09, 1800, 9000, 0.6), 0.0)
    place(out, 0.9 * paper_snap(0.02, 2500, 9000, 0.003), 0.004)   # flick off the thumb
    place(out, 1.0 * felt_thud(0.12, 0.016), 0.085)                 # lands
    place(out, 0.25 * paper_snap(0.03, 900, 4000, 0.008), 0.088)
    return finish(out)


def turn():
    out = np.zeros(int(0.3 * SR))
    place(out, 0.45 * swish(0.11, 900, 6000, 0.5), 0.0)
    place(out, 0.5 * paper_snap(0.025, 2000, 8000, 0.004), 0.01)
    place(out, 0.35 * paper_snap(0.025, 1200, 6000, 0.005), 0.07)   # flexes over
    place(out, 1.0 * felt_thud(0.12, 0.02), 0.115)
    place(out, 0.3 * paper_snap(0.03, 700, 3500, 0.01), 0.118)
    return finish(out)


def play():
    out = np.zeros(int(0.24 * SR))
    place(out, 0.35 * swish(0.06, 1500, 8000, 0.7), 0.0)
    place(out, 1.2 * felt_thud(0.14, 0.022), 0.05)
    place(out, 0.45 * paper_snap(0.03, 800, 5000, 0.006), 0.052)
    return finish(out)


def gather():
    out = np.zeros(int(0.55 * SR))
    # several cards slid together across the cloth
    for k in range(4):
        at = 0.02 + k * 0.06 + RNG.uniform(-0.01, 0.01)
        place(out, (0.5 - 0.07 * k) * swish(0.22, 700, 5000, 0.35), at)
    # little catches as edges meet
    for k in range(6):
        place(out, 0.25 * paper_snap(0.02, 1500, 7000, 0.003), 0.05 + 0.045 * k + RNG.uniform(0, 0.02))
    # squared up: two taps on the table
    place(out, 0.9 * felt_thud(0.1, 0.015), 0.36)
    place(out, 0.6 * felt_thud(0.1, 0.012), 0.43)
    return finish(out, fade_out=0.05)


def shuffle():
    dur = 1.35
    out = np.zeros(int(dur * SR))
    # riffle: two packets release their cards edge by edge
    n = 52
    start, end = 0.08, 0.85
    times = []
    for i in range(n):
        u = i / (n - 1)
        # slow start, fast middle, slow end
        times.append(start + (end - start) * (0.5 - 0.5 * np.cos(np.pi * (0.15 + 0.7 * u))) / 0.891 - 0.07)
    for i, tm in enumerate(times):
        lo = RNG.uniform(1800, 3200)
        amp = RNG.uniform(0.5, 1.0) * (0.7 + 0.3 * np.sin(np.pi * i / n))
        place(out, amp * paper_snap(0.012, lo, 9500, RNG.uniform(0.0012, 0.0025)), tm + RNG.uniform(-0.006, 0.006))
    # flutter of the bending packet underneath
    place(out, 0.1 * swish(0.85, 2500, 9000, 0.5), 0.05)
    # bridge: cards cascade back with a whoosh, then squared with a tap
    place(out, 0.35 * swish(0.22, 800, 6000, 0.6), 0.9)
    place(out, 0.9 * felt_thud(0.12, 0.02), 1.1)
    place(out, 0.5 * felt_thud(0.1, 0.012), 1.18)
    return finish(out, fade_out=0.06)


# ------------------------------------------------------- wooden counters --
def counter_hit(pitch=1.0, gain=1.0, bright=1.0):
    """A painted wooden counter striking another: short, woody, pitched."""
    dur = 0.12
    base = [(1180, 1.0, 0.03), (2710, 0.65 * bright, 0.018), (3930, 0.45 * bright, 0.012),
            (5350, 0.3 * bright, 0.008), (7240, 0.15 * bright, 0.005)]
    x = modal(dur, [(fq * pitch * RNG.uniform(0.985, 1.015), a, d) for fq, a, d in base])
    x += 0.5 * bandpass(noise(dur), 2000, 10000) * env_ad(dur, 0.0003, 0.0015)
    return gain * x


def chip():
    out = np.zeros(int(0.22 * SR))
    place(out, counter_hit(1.0, 1.0), 0.0)
    place(out, counter_hit(1.04, 0.35, 0.8), 0.045)    # small bounce
    place(out, counter_hit(1.02, 0.12, 0.6), 0.072)
    return finish(out, fade_out=0.04)


def pour():
    dur = 0.95
    out = np.zeros(int(dur * SR))
    tm = 0.0
    k = 0
    while tm < 0.7:
        gain = RNG.uniform(0.4, 1.0) * (1.0 - 0.6 * tm / 0.7)
        place(out, counter_hit(RNG.uniform(0.86, 1.18), gain, RNG.uniform(0.6, 1.1)), tm)
        tm += RNG.exponential(0.045) + 0.012
        k += 1
    # the counters sliding against each other in the hand
    place(out, 0.12 * swish(0.6, 1500, 7000, 0.3), 0.0)
    return finish(out, fade_out=0.08)


def click():
    x = modal(0.06, [(2350, 1.0, 0.006), (3900, 0.5, 0.004), (6100, 0.25, 0.0025)])
    x += 0.3 * bandpass(noise(0.06), 3000, 10000) * env_ad(0.06, 0.0002, 0.0008)
    return finish(x, fade_out=0.02, target_rms_db=-22.0, reverb=False)


# --------------------------------------------------------- the flourish --
def harpsichord(freq, dur, gain=1.0):
    """Karplus-Strong plucked string with a bright quill-like excitation."""
    n = int(dur * SR)
    period = SR / freq
    p = int(period)
    frac = period - p
    buf = bandpass(RNG.uniform(-1, 1, p + 2), 200, 9000)
    buf /= np.abs(buf).max() + 1e-9
    out = np.zeros(n)
    ring = list(buf)
    idx = 0
    decay = 0.996
    L = len(ring)
    prev = 0.0
    for i in range(n):
        a = ring[idx % L]
        b = ring[(idx + 1) % L]
        v = decay * ((1 - frac) * a + frac * b) * 0.5 + decay * 0.5 * prev
        prev = a
        out[i] = a
        ring[idx % L] = v
        idx += 1
    # second "register" an octave up, thinner (8' + 4')
    out = out + 0.0
    return gain * out * np.clip(np.arange(n) / (0.001 * SR), 0, 1)


def flush():
    dur = 1.0
    out = np.zeros(int(dur * SR))
    # cards fanned out on the table: a quick ripple of edges
    for i in range(9):
        place(out, 0.35 * paper_snap(0.015, 2000, 9000, 0.002), 0.01 + i * 0.013)
    place(out, 0.25 * swish(0.14, 1500, 8000, 0.4), 0.0)
    # harpsichord arpeggio in D major: D5 F#5 A5 D6
    notes = [587.33, 739.99, 880.0, 1174.66]
    for i, fq in enumerate(notes):
        g = 0.55 if i < 3 else 0.7
        place(out, g * harpsichord(fq, dur - 0.12 - i * 0.07), 0.12 + i * 0.07)
    return finish(out, fade_out=0.25)


# --------------------------------------------------------------- the fly --
def mouche():
    dur = 1.1
    t = t_axis(dur)
    n = len(t)
    # wing-beat fundamental wandering around 205 Hz, with a fly-by pitch swell
    walk = np.cumsum(RNG.standard_normal(n)) / np.sqrt(SR) * 25
    walk = bandpass(walk, 0, 12)
    swell = np.sin(np.pi * t / dur)
    f0 = 195 + 30 * swell + 10 * np.sin(2 * np.pi * 7.3 * t) + walk
    ph = 2 * np.pi * np.cumsum(f0) / SR
    # buzzy waveform: many harmonics, odd ones stronger (wing stroke asymmetry)
    x = np.zeros(n)
    for k in range(1, 28):
        amp = (1.0 / k ** 0.9) * (1.3 if k % 2 else 0.8)
        x += amp * np.sin(k * ph + 0.3 * k)
    # thorax resonance / formants
    x = 0.6 * bandpass(x, 250, 4200, 1.5) + 0.4 * bandpass(x, 900, 2600, 2.0)
    # amplitude: approaches, circles, leaves; fast tremolo of the wings
    amp = (0.25 + 0.75 * swell ** 1.5) * (1 + 0.15 * np.sin(2 * np.pi * 23 * t + 1.0))
    x *= amp
    x += 0.04 * bandpass(noise(dur), 2000, 8000) * amp
    return finish(x, fade_in=0.06, fade_out=0.18, target_rms_db=-21.0)


SOUNDS = {
    "shuffle": shuffle, "deal": deal, "turn": turn, "play": play, "gather": gather,
    "chip": chip, "pour": pour, "flush": flush, "mouche": mouche, "click": click,
}


def main():
    for name, fn in SOUNDS.items():
        write_wav(name, fn())
    print("sounds: %d files" % len(SOUNDS))


if __name__ == "__main__":
    main()
