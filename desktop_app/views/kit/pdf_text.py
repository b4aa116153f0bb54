"""PDFs whose text copies out as the very characters that were drawn.

Qt's PDF writer tells a reader which character each glyph stands for (the font's ToUnicode map)
by the lowest code point the font draws with that glyph. Noto Sans CJK draws the Kangxi radicals
(U+2F00-U+2FD5) and the CJK radicals supplement (U+2E80-U+2EF3) with the same glyphs as the
ideographs they look like, so 石 copies out of the PDF as ⽯ (U+2F6F) and 一 as ⼀: a worksheet
line pasted into a document looks right and searches wrong. `write_pdf` has Qt write the file,
then rewrites each font's map so a radical's glyph stands for its ideograph again (Unicode's
compatibility mapping, NFKC), and only then puts the file where it was asked, whole.

No text the app draws is itself a radical character, so nothing is lost by the rewrite.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Callable
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import IndirectObject, StreamObject

RADICALS = range(0x2E80, 0x2FE0)
_SECTION = re.compile(rb"begin(bfchar|bfrange)(.*?)end\1", re.S)
_TOKEN = re.compile(rb"<([0-9A-Fa-f]*)>|\[|\]")


def _ideograph(unit: int) -> int | None:
    """The unified ideograph a radical stands for, or None if `unit` is not such a radical."""
    if unit not in RADICALS:
        return None
    text = unicodedata.normalize("NFKC", chr(unit))
    return ord(text) if len(text) == 1 and ord(text) not in RADICALS else None


def _hex(unit: int) -> bytes:
    return b"<%04X>" % unit


def _mapped(destination: bytes) -> bytes:
    """A destination string of the map, with a lone radical replaced by its ideograph."""
    if len(destination) == 4:
        ideograph = _ideograph(int(destination, 16))
        if ideograph is not None:
            return _hex(ideograph)
    return b"<" + destination + b">"


def _rewrite_section(kind: bytes, body: bytes) -> bytes:
    tokens = [m.group(0) if m.group(1) is None else m.group(1) for m in _TOKEN.finditer(body)]
    out: list[bytes] = []
    i = 0
    while i < len(tokens):
        if kind == b"bfchar":
            source, destination = tokens[i], tokens[i + 1]
            out.append(b"<" + source + b"> " + _mapped(destination))
            i += 2
            continue
        low, high = tokens[i], tokens[i + 1]
        if tokens[i + 2] == b"[":
            end = tokens.index(b"]", i + 3)
            items = b" ".join(_mapped(t) for t in tokens[i + 3 : end])
            out.append(b"<" + low + b"> <" + high + b"> [" + items + b"]")
            i = end + 1
            continue
        start, count = tokens[i + 2], int(high, 16) - int(low, 16) + 1
        if len(start) == 4 and any(_ideograph(int(start, 16) + k) for k in range(count)):
            # An incrementing range that crosses radicals becomes an explicit list.
            items = b" ".join(_mapped(b"%04X" % (int(start, 16) + k)) for k in range(count))
            out.append(b"<" + low + b"> <" + high + b"> [" + items + b"]")
        else:
            out.append(b"<" + low + b"> <" + high + b"> <" + start + b">")
        i += 3
    return b"begin" + kind + b"\n" + b"\n".join(out) + b"\nend" + kind


def rewrite_to_unicode(cmap: bytes) -> bytes:
    """A ToUnicode CMap with every radical destination replaced by its ideograph."""
    return _SECTION.sub(lambda m: _rewrite_section(m.group(1), m.group(2)), cmap)


def _to_unicode_streams(writer: PdfWriter) -> list[StreamObject]:
    streams: dict[int, StreamObject] = {}
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
                    streams[id(stream)] = stream
    return list(streams.values())


def repair_text_mapping(source: Path, target: Path) -> int:
    """Copy the PDF `source` to `target` with its fonts' text maps repaired; how many changed."""
    writer = PdfWriter(clone_from=PdfReader(str(source)))
    changed = 0
    for stream in _to_unicode_streams(writer):
        data = stream.get_data()
        fixed = rewrite_to_unicode(data)
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
