"""Fill the unfinished entries of a Qt Linguist .ts file from a JSON map {source: translation}.

    python tools/fill_translations.py desktop_app/i18n/pg_window_zh_TW.ts /tmp/zh.json

Entries whose source is in the map get the translation and lose the "unfinished" mark; the
rest are listed, so nothing is silently left untranslated. For the English catalogues (the
source texts are English) pass --english to copy each source as its own translation. Run
tools/update_translations.sh afterwards: it writes the files back in lupdate's own layout.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET


def fill(ts_path: str, mapping: dict[str, str], english: bool) -> list[str]:
    tree = ET.parse(ts_path)
    missing = []
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") not in ("unfinished", None):
            continue
        if translation.get("type") is None and translation.text:
            continue
        text = source if english else mapping.get(source)
        if text is None:
            missing.append(source)
            continue
        translation.text = text
        translation.attrib.pop("type", None)
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts")
    parser.add_argument("mapping", nargs="?", help="JSON file {source: translation}")
    parser.add_argument("--english", action="store_true", help="translation = source")
    args = parser.parse_args()
    mapping = {}
    if args.mapping:
        with open(args.mapping, encoding="utf-8") as f:
            mapping = json.load(f)
    missing = fill(args.ts, mapping, args.english)
    for source in missing:
        print(f"untranslated: {source!r}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
