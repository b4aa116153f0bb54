"""Make the Traditional Chinese font the bundle ships: Noto Sans CJK TC, cut to what the app shows.

A machine without a CJK font would show boxes instead of 繁體中文, so the bundle carries its own
font in `assets/fonts/` (the app registers every font there at start). The full font is ~20 MB
per weight; the subset keeps only:

- every character in the Qt translations (`desktop_app/i18n/*.ts`), the YAML content pack
  (`game_data/**`) and the Python sources (`desktop_app/**.py`), read at build time, so a new
  game's texts are covered without editing anything here;
- ASCII, Latin-1, punctuation, Bopomofo and full-width forms;
- with `--common` (the default), the 5,401 frequently used hanzi of Big5 level 1, so the names
  players type show too.

    python packaging/font_subset.py OUT_DIR [--no-common] [--source DIR_OR_FILE ...]

The source font comes from Debian's fonts-noto-cjk (`/usr/share/fonts/opentype/noto/`) or any
folder given with `--source` or `$ENERGY_TABLE_CJK_FONTS` holding NotoSansCJK-*.ttc or
NotoSansCJKtc-*.otf (e.g. from https://github.com/googlefonts/noto-cjk). Licence: SIL OFL 1.1,
copied next to the fonts (`packaging/fonts/OFL.txt`).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENCE = Path(__file__).resolve().parent / "fonts" / "OFL.txt"
FAMILY = "Noto Sans CJK TC"
WEIGHTS = ("Regular", "Bold")
FONT_DIRS = (
    Path("/usr/share/fonts/opentype/noto"),  # Debian, Ubuntu (fonts-noto-cjk)
    Path("/usr/share/fonts/noto-cjk"),  # Fedora, Arch
    Path("/usr/share/fonts/google-noto-cjk"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local" / "share" / "fonts",
    Path.home() / "Library" / "Fonts",  # macOS, per user
)
# Always kept, whatever the sources say: the ranges a UI and typed text need.
BASE_RANGES = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xFF),  # Latin-1: ° × · etc.
    (0x2010, 0x205E),  # dashes, quotes, bullets, ellipsis, ‰
    (0x2070, 0x209F),  # super- and subscripts (CO₂)
    (0x2190, 0x21FF),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x2460, 0x24FF),  # circled numbers
    (0x25A0, 0x25FF),  # geometric shapes
    (0x2600, 0x26FF),  # misc symbols (☀ ⚡)
    (0x3000, 0x303F),  # CJK punctuation
    (0x3105, 0x312F),  # Bopomofo, for typing with a zhuyin input method
    (0x02C7, 0x02D9),  # zhuyin tone marks
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFF01, 0xFF5E),  # full-width forms
)


def text_sources(root: Path = ROOT) -> list[Path]:
    """The files whose characters the app may show (found by pattern, so new ones count)."""
    files = sorted((root / "desktop_app").rglob("*.py"))
    files += sorted((root / "desktop_app" / "i18n").glob("*.ts"))
    for pattern in ("*.yaml", "*.yml", "*.md", "*.txt", "*.json"):
        files += sorted((root / "game_data").rglob(pattern))
    return files


def characters_in(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix == ".ts":
        try:  # the real texts, with XML entities decoded
            text = "".join(ET.fromstring(text).itertext())
        except ET.ParseError:
            pass
    return set(text)


def big5_level1() -> set[str]:
    """Big5's frequently used hanzi (0xA440..0xC67E): the everyday Traditional Chinese set."""
    chars: set[str] = set()
    trails = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    for lead in range(0xA4, 0xC7):
        for trail in trails:
            if (lead << 8 | trail) > 0xC67E:
                break
            try:
                chars.add(bytes((lead, trail)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return chars


def wanted_characters(root: Path = ROOT, common: bool = True) -> set[str]:
    """Every character the subset must hold."""
    chars: set[str] = set()
    for low, high in BASE_RANGES:
        chars.update(chr(code) for code in range(low, high + 1))
    for path in text_sources(root):
        chars |= characters_in(path)
    if common:
        chars |= big5_level1()
    return {c for c in chars if c.isprintable() and not c.isspace() or c == " "}


def find_source(weight: str, extra: list[Path]) -> tuple[Path, int]:
    """(font file, index in a collection) of Noto Sans CJK TC in `weight`."""
    from fontTools.ttLib import TTCollection, TTFont

    env = os.environ.get("ENERGY_TABLE_CJK_FONTS")
    places = [
        *extra,
        *([Path(p) for p in env.split(os.pathsep)] if env else []),
        *FONT_DIRS,
    ]
    names = (
        f"NotoSansCJKtc-{weight}.otf",
        f"NotoSansCJK-{weight}.ttc",
        f"NotoSansCJKTC-{weight}.otf",
    )
    for place in places:
        candidates = [place] if place.is_file() else [place / name for name in names]
        for path in candidates:
            if not path.is_file() or weight.lower() not in path.name.lower():
                continue
            if path.suffix.lower() == ".ttc":
                collection = TTCollection(str(path), lazy=True)
                for index, font in enumerate(collection.fonts):
                    if font["name"].getDebugName(1) == FAMILY:
                        return path, index
            elif TTFont(str(path), lazy=True)["name"].getDebugName(1) == FAMILY:
                return path, -1
    raise FileNotFoundError(
        f"{FAMILY} {weight} not found: install Debian's fonts-noto-cjk, or pass --source DIR "
        "(or set ENERGY_TABLE_CJK_FONTS) with NotoSansCJK-*.ttc or NotoSansCJKtc-*.otf"
    )


def subset_font(source: Path, index: int, chars: set[str], out: Path) -> Path:
    from fontTools import subset

    options = subset.Options()
    options.hinting = False  # Qt renders CFF outlines well without hints; saves a fifth
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = ["*"]  # vertical forms, proportional punctuation
    if index >= 0:
        options.font_number = index
    font = subset.load_font(str(source), options, lazy=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(out), options)
    return out


def build_subset(
    out_dir: Path,
    common: bool = True,
    sources: list[Path] | None = None,
    root: Path = ROOT,
) -> list[Path]:
    """Write the Regular and Bold subsets and the licence into `out_dir`; return the files."""
    chars = wanted_characters(root, common)
    written = []
    for weight in WEIGHTS:
        source, index = find_source(weight, sources or [])
        written.append(subset_font(source, index, chars, out_dir / f"NotoSansCJKtc-{weight}.subset.otf"))
    licence = out_dir / "NotoSansCJK-OFL.txt"
    shutil.copyfile(LICENCE, licence)
    written.append(licence)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument(
        "--no-common",
        dest="common",
        action="store_false",
        help="only the app's own characters",
    )
    parser.add_argument(
        "--source",
        type=Path,
        action="append",
        default=[],
        help="a font file or folder to use",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    chars = wanted_characters(common=args.common)
    try:
        files = build_subset(args.out_dir, args.common, args.source)
    except FileNotFoundError as error:
        print(f"font_subset: {error}", file=sys.stderr)
        return 1
    for path in files:
        print(f"font_subset: {path} ({path.stat().st_size / 1024:.0f} KiB)")
    print(f"font_subset: {len(chars)} characters in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
