"""Render the app icon (assets/icons/energy-table.svg) to every size the platforms want.

    python packaging/make_icons.py                 PNGs 16..512 into assets/icons/hicolor/
    python packaging/make_icons.py --out DIR       also energy-table.ico and energy-table.icns in DIR

The PNGs are committed (the Linux desktop entry and `pip install` use them); the Windows .ico
and macOS .icns are made at build time by `packaging/build.py`. Both containers hold PNG
images, which Windows Vista+ and macOS 10.7+ read, so no image library beyond Qt is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "energy-table.svg"
HICOLOR = ROOT / "assets" / "icons" / "hicolor"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns chunk types holding PNG data, by pixel size (ic11..ic14 are the @2x variants).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def _application():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at `size` x `size` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _application()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def write_hicolor_pngs(svg: Path = SVG, root: Path = HICOLOR) -> list[Path]:
    """assets/icons/hicolor/NxN/apps/energy-table.png for every size, plus scalable/ (the SVG)."""
    written = []
    for size in PNG_SIZES:
        path = root / f"{size}x{size}" / "apps" / "energy-table.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render_png(svg, size))
        written.append(path)
    return written


def write_ico(path: Path, svg: Path = SVG) -> Path:
    """A Windows icon with PNG-compressed images of every ICO size."""
    images = [render_png(svg, size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, png in zip(ICO_SIZES, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + entries + b"".join(images))
    return path


def write_icns(path: Path, svg: Path = SVG) -> Path:
    """A macOS icon family with PNG images from 16 to 1024 pixels."""
    chunks = b""
    for kind, size in ICNS_TYPES:
        png = render_png(svg, size)
        chunks += kind + struct.pack(">I", len(png) + 8) + png
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"icns" + struct.pack(">I", len(chunks) + 8) + chunks)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--out",
        type=Path,
        help="also write energy-table.ico and energy-table.icns here",
    )
    parser.add_argument("--no-png", action="store_true", help="do not rewrite the committed PNGs")
    args = parser.parse_args(argv)
    if not args.no_png:
        for path in write_hicolor_pngs():
            print(f"icons: {path.relative_to(ROOT)}")
    if args.out is not None:
        print(f"icons: {write_ico(args.out / 'energy-table.ico')}")
        print(f"icons: {write_icns(args.out / 'energy-table.icns')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
