"""Make the app's sound cues (issue 26 item 12): short sounds synthesized here, not downloaded.

    python tools/make_sounds.py            # writes assets/sounds/<cue>.wav
    python tools/make_sounds.py --check    # exit 1 if a committed file differs from what this makes

Each cue is a few partials with soft attacks and exponential decays (or seeded noise for a
card's swish and the tower's rattle), 44,100 Hz, 16-bit, the same in both channels, under a second and quiet at the
start and end so nothing clicks. The same run always writes the same bytes.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

RATE = 44100
ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "assets" / "sounds"

Samples = list[float]


def _tone(freq: float, seconds: float, decay: float, start: float = 0.0, attack: float = 0.004) -> Samples:
    """A sine partial at `freq` Hz: a short attack, then falling by e every `decay` seconds."""
    first, count = round(start * RATE), round(seconds * RATE)
    out = [0.0] * (first + count)
    for i in range(count):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out[first + i] = envelope * math.sin(2 * math.pi * freq * t)
    return out


def _noise(seconds: float, decay: float, seed: int, start: float = 0.0, smooth: float = 0.5) -> Samples:
    """Seeded noise, low-passed by `smooth` (0: white; near 1: dull), with a decaying envelope."""
    rng = random.Random(seed)
    first, count = round(start * RATE), round(seconds * RATE)
    out = [0.0] * (first + count)
    last = 0.0
    for i in range(count):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out[first + i] = min(1.0, t / 0.003) * math.exp(-t / decay) * last
    return out


def _mix(*parts: tuple[float, Samples]) -> Samples:
    length = max(len(samples) for _gain, samples in parts)
    out = [0.0] * length
    for gain, samples in parts:
        for i, value in enumerate(samples):
            out[i] += gain * value
    return out


def your_turn() -> Samples:
    """Two bright notes up (E5, A5): someone at this screen is asked to play."""
    return _mix(
        (0.5, _tone(659.3, 0.35, 0.12)),
        (0.12, _tone(1318.5, 0.3, 0.06)),
        (0.5, _tone(880.0, 0.45, 0.16, start=0.13)),
        (0.12, _tone(1760.0, 0.35, 0.07, start=0.13)),
    )


def card() -> Samples:
    """A card slid across the table: a soft swish."""
    return _mix((0.55, _noise(0.16, 0.045, seed=1, smooth=0.35)))


def coins() -> Samples:
    """Money changing hands: three small metallic pings."""
    parts = []
    for n, (start, freq) in enumerate([(0.0, 2093.0), (0.07, 2637.0), (0.15, 2349.3)]):
        parts.append((0.3, _tone(freq, 0.25, 0.05, start=start)))
        parts.append((0.1, _tone(freq * 2.76, 0.12, 0.02, start=start)))
        parts.append((0.08, _noise(0.02, 0.005, seed=10 + n, start=start, smooth=0.1)))
    return _mix(*parts)


def build() -> Samples:
    """Something placed on the board: a wooden knock."""
    return _mix(
        (0.6, _tone(190.0, 0.2, 0.04)),
        (0.25, _tone(410.0, 0.12, 0.02)),
        (0.25, _noise(0.03, 0.008, seed=2, smooth=0.6)),
    )


def dice() -> Samples:
    """Dice shaken and thrown: a few quick clicks."""
    rng = random.Random(3)
    parts = []
    start = 0.0
    for n in range(6):
        parts.append((0.35, _noise(0.03, 0.006, seed=20 + n, start=start, smooth=0.2)))
        parts.append((0.15, _tone(rng.uniform(900, 1400), 0.04, 0.01, start=start)))
        start += rng.uniform(0.035, 0.07)
    return _mix(*parts)


def tower() -> Samples:
    """The carbon tower falling: a tumble of knocks, lower and further apart."""
    rng = random.Random(4)
    parts = []
    start = 0.0
    for n in range(9):
        freq = 260.0 - 14 * n + rng.uniform(-15, 15)
        parts.append((0.45, _tone(freq, 0.16, 0.035, start=start)))
        parts.append((0.3, _noise(0.05, 0.012, seed=30 + n, start=start, smooth=0.55)))
        start += 0.045 + 0.012 * n
    return _mix(*parts)


def lamp() -> Samples:
    """The magic lamp: a shimmering run up (C6, E6, G6, C7)."""
    parts = []
    for n, freq in enumerate([1046.5, 1318.5, 1568.0, 2093.0]):
        parts.append((0.22, _tone(freq, 0.4, 0.14, start=0.06 * n)))
        parts.append((0.1, _tone(freq * 1.005, 0.4, 0.14, start=0.06 * n)))
    return _mix(*parts)


def end() -> Samples:
    """The end of the game: a warm chord that rings out (C5, E5, G5, then C6)."""
    return _mix(
        (0.28, _tone(523.3, 0.9, 0.3)),
        (0.22, _tone(659.3, 0.84, 0.3, start=0.06)),
        (0.22, _tone(784.0, 0.78, 0.3, start=0.12)),
        (0.2, _tone(1046.5, 0.7, 0.25, start=0.25)),
    )


CUES: dict[str, Callable[[], Samples]] = {
    "your_turn": your_turn,
    "card": card,
    "coins": coins,
    "build": build,
    "dice": dice,
    "tower": tower,
    "lamp": lamp,
    "end": end,
}


def wav_bytes(samples: Samples) -> bytes:
    """16-bit stereo WAV, peak-normalised to -3 dB, with 10 ms fades at both ends."""
    peak = max(1e-9, max(abs(s) for s in samples))
    fade = round(0.01 * RATE)
    n = len(samples)
    frames = bytearray()
    for i, value in enumerate(samples):
        edge = min(1.0, i / fade, (n - 1 - i) / fade)
        frames += struct.pack("<h", round(32767 * 0.708 * edge * value / peak)) * 2
    out = BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(2)  # stereo 44.1 kHz: a format every sound device takes
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(bytes(frames))
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    args = parser.parse_args(argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, make in CUES.items():
        data = wav_bytes(make())
        path = FOLDER / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
    if stale:
        print("differs from tools/make_sounds.py:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
