"""PDFs whose text copies out as the very characters that were drawn.

Qt's PDF writer tells a reader which character each glyph stands for (the font's ToUnicode map)
by the lowest code point the font draws with that glyph. Noto Sans CJK draws the Kangxi radicals
(U+2F00-U+2FD5) and the CJK radicals supplement (U+2E80-U+2EF3) with the same glyphs as the
ideographs they look like, so 石 copies out of the PDF as ⽯ (U+2F6F) and 一 as ⼀: a worksheet
line pasted into a document looks right and searches wrong. `write_pdf` has Qt write the file,
then rewrites each font's map so a radical's glyph stands for its ideograph again, and only
then puts the file where it was asked, whole. A Kangxi radical's ideograph is Unicode's
compatibility mapping (NFKC); a radical of the supplement has none (長 came out as ⻑, U+2ED1),
so its ideograph is the one the font itself draws with the very same glyph (`glyph_twins`).

No text the app draws is itself a radical character, so nothing is lost by the rewrite.
"""

from __future__ import annotations

import functools
import os
import re
import tempfile
import unicodedata
from collections.abc import Callable, Mapping
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import IndirectObject, StreamObject

RADICALS = range(0x2E80, 0x2FE0)
_SECTION = re.compile(rb"begin(bfchar|bfrange)(.*?)end\1", re.S)
_TOKEN = re.compile(rb"<([0-9A-Fa-f]*)>|\[|\]")


IDEOGRAPHS = (range(0x4E00, 0xA000), range(0x3400, 0x4DC0))  # unified, then extension A
_NO_TWINS: Mapping[int, int] = {}


def _ideograph(unit: int, twins: Mapping[int, int] = _NO_TWINS) -> int | None:
    """The unified ideograph a radical stands for, or None if `unit` is not such a radical."""
    if unit not in RADICALS:
        return None
    text = unicodedata.normalize("NFKC", chr(unit))
    if len(text) == 1 and ord(text) not in RADICALS:
        return ord(text)
    return twins.get(unit)


def _family_key(name: str) -> str:
    """A font's name as a PDF or Qt writes it, reduced for matching: "ABCDEF+NotoSansCJKtc-Bold"
    and "Noto Sans CJK TC" are both "notosanscjktc"."""
    return name.split("+")[-1].split("-")[0].replace(" ", "").lower()


@functools.cache
def glyph_twins(font_name: str) -> Mapping[int, int]:
    """For the installed font named `font_name` (a PDF's BaseFont), each radical it draws with
    an ideograph's glyph, mapped to that ideograph (the first in Unicode order); {} when Qt
    has no such font or no application is running."""
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QRawFont

    if QGuiApplication.instance() is None:
        return {}
    key = _family_key(font_name)
    family = next((f for f in QFontDatabase.families() if _family_key(f) == key), None)
    if family is None:
        return {}
    raw = QRawFont.fromFont(QFont(family))
    by_glyph: dict[int, int] = {}
    for block in IDEOGRAPHS:
        for unit, glyph in zip(block, raw.glyphIndexesForString("".join(map(chr, block)))):
            if glyph:
                by_glyph.setdefault(glyph, unit)
    radicals = raw.glyphIndexesForString("".join(map(chr, RADICALS)))
    return {unit: by_glyph[glyph] for unit, glyph in zip(RADICALS, radicals) if glyph and glyph in by_glyph}


def _hex(unit: int) -> bytes:
    return b"<%04X>" % unit


def _mapped(destination: bytes, twins: Mapping[int, int] = _NO_TWINS) -> bytes:
    """A destination string of the map, with a lone radical replaced by its ideograph."""
    if len(destination) == 4:
        ideograph = _ideograph(int(destination, 16), twins)
        if ideograph is not None:
            return _hex(ideograph)
    return b"<" + destination + b">"


def _rewrite_section(kind: bytes, body: bytes, twins: Mapping[int, int] = _NO_TWINS) -> bytes:
    tokens = [m.group(0) if m.group(1) is None else m.group(1) for m in _TOKEN.finditer(body)]
    out: list[bytes] = []
    i = 0
    while i < len(tokens):
        if kind == b"bfchar":
            source, destination = tokens[i], tokens[i + 1]
            out.append(b"<" + source + b"> " + _mapped(destination, twins))
            i += 2
            continue
        low, high = tokens[i], tokens[i + 1]
        if tokens[i + 2] == b"[":
            end = tokens.index(b"]", i + 3)
            items = b" ".join(_mapped(t, twins) for t in tokens[i + 3 : end])
            out.append(b"<" + low + b"> <" + high + b"> [" + items + b"]")
            i = end + 1
            continue
        start, count = tokens[i + 2], int(high, 16) - int(low, 16) + 1
        if len(start) == 4 and any(_ideograph(int(start, 16) + k, twins) for k in range(count)):
            # An incrementing range that crosses radicals becomes an explicit list.
            items = b" ".join(_mapped(b"%04X" % (int(start, 16) + k), twins) for k in range(count))
            out.append(b"<" + low + b"> <" + high + b"> [" + items + b"]")
        else:
            out.append(b"<" + low + b"> <" + high + b"> <" + start + b">")
        i += 3
    return b"begin" + kind + b"\n" + b"\n".join(out) + b"\nend" + kind


def rewrite_to_unicode(cmap: bytes, twins: Mapping[int, int] = _NO_TWINS) -> bytes:
    """A ToUnicode CMap with every radical destination replaced by its ideograph (`twins`: the
    font's own radical -> ideograph, for the radicals NFKC does not map)."""
    return _SECTION.sub(lambda m: _rewrite_section(m.group(1), m.group(2), twins), cmap)


def _to_unicode_streams(writer: PdfWriter) -> list[tuple[StreamObject, str]]:
    """Each font's ToUnicode map with the font's name."""
    streams: dict[int, tuple[StreamObject, str]] = {}
    for page in writer.pages:
        resources = page.get("/Resources")
        fonts = resources.get_object().get("/Font") if resources is not None else None
        if fonts is None:
            continue
        for ref in fonts.get_object().values():
            font = ref.get_object()
            to_unicode = font.get("/ToUnicode")
            if isinstance(to_unicode, IndirectObject):
                stream = to_unicode.get_object()
                if isinstance(stream, StreamObject):
                    streams[id(stream)] = (stream, str(font.get("/BaseFont", "")).lstrip("/"))
    return list(streams.values())


def repair_text_mapping(source: Path, target: Path) -> int:
    """Copy the PDF `source` to `target` with its fonts' text maps repaired; how many changed."""
    writer = PdfWriter(clone_from=PdfReader(str(source)))
    changed = 0
    for stream, font_name in _to_unicode_streams(writer):
        data = stream.get_data()
        fixed = rewrite_to_unicode(data, glyph_twins(font_name))
        if fixed != data:
            stream.set_data(fixed)
            changed += 1
    with open(target, "wb") as handle:
        writer.write(handle)
    return changed


def write_pdf(path: Path | str, draw: Callable[[str], None]) -> Path:
    """Have `draw(file_name)` write a PDF with Qt, repair its text, and put it at `path` whole.

    The old file at `path`, if any, stays until the new one is complete (as saves do).
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, drawn = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".qt.pdf", dir=folder)
    os.close(fd)
    repaired = drawn.removesuffix(".qt.pdf") + ".pdf.tmp"
    try:
        draw(drawn)
        repair_text_mapping(Path(drawn), Path(repaired))
        os.replace(repaired, path)
    finally:
        Path(drawn).unlink(missing_ok=True)
        Path(repaired).unlink(missing_ok=True)
    return path
