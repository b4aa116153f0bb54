"""Measuring a PDF the app writes (issue 25, "Results and paper"): its pages' size (pypdf), each
word's box (pdftotext -bbox: a line of Noto Sans CJK is 1.45 em tall), the text that copies out
(pdftotext), and where ink falls on each page (pdftoppm at 20 dpi, grey)."""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from pathlib import Path

from pypdf import PdfReader

RADICALS = re.compile("[\u2e80-\u2fdf]")
EM = 1.45  # a line box of Noto Sans CJK, in ems


def a4_pages(path: Path) -> int:
    reader = PdfReader(str(path))
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (595, 842)
    return len(reader.pages)


def copied_out(path: Path) -> str:
    """The PDF's text as a reader copies it, without the spaces and line breaks of its layout."""
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", "", text)


def word_boxes(path: Path) -> list[tuple[float, str]]:
    """(height in points, text) of every word pdftotext finds."""
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [
        (float(y1) - float(y0), word)
        for y0, y1, word in re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', out)
    ]


def body_points(path: Path) -> float:
    """The size most of the text is set in (by characters), in points."""
    sizes: Counter[float] = Counter()
    for height, word in word_boxes(path):
        sizes[round(height / EM, 1)] += len(word)
    return sizes.most_common(1)[0][0]


def inked_bands(path: Path, bands: int = 10) -> list[list[bool]]:
    """For each page: whether each of `bands` equal strips of the printable height (inside the
    15 mm margins, above the footer) has any ink."""
    out = subprocess.run(["pdftoppm", "-r", "20", "-gray", str(path)], capture_output=True, check=True).stdout
    pages = []
    while out:
        match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", out)
        assert match, out[:20]
        width, height = int(match[1]), int(match[2])
        start = match.end()
        pixels, out = out[start : start + width * height], out[start + width * height :]
        rows = [pixels[y * width : (y + 1) * width] for y in range(height)]
        top, bottom = round(height * 15 / 297), round(height * (297 - 15 - 8) / 297)
        strip = (bottom - top) / bands
        pages.append(
            [
                any(min(rows[y]) < 200 for y in range(round(top + b * strip), round(top + (b + 1) * strip)))
                for b in range(bands)
            ]
        )
    return pages


def assert_fills_its_pages(path: Path) -> None:
    for number, bands in enumerate(inked_bands(path), start=1):
        assert all(bands), f"page {number}: empty strips at {[i for i, b in enumerate(bands) if not b]} of 10"
