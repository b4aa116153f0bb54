"""Every catalogue is complete in 繁體中文, and no two areas share a translation context.

The language manager installs every `*_<lang>.qm` at once and Qt looks a text up by its
context (the class name): two games with a class of the same name would answer each other's
texts, so each area's contexts must be its own.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parent.parent / "desktop_app" / "i18n"
CATALOGUES = sorted(I18N.glob("*_zh_TW.ts"))


def _contexts(ts: Path) -> dict[str, list[ET.Element]]:
    return {c.findtext("name"): list(c.iter("message")) for c in ET.parse(ts).iter("context")}


def test_there_are_catalogues():
    assert len(CATALOGUES) >= 4


def test_no_two_catalogues_share_a_context():
    owners: dict[str, set[str]] = defaultdict(set)
    for ts in CATALOGUES:
        for name in _contexts(ts):
            owners[name].add(ts.name)
    shared = {name: sorted(files) for name, files in owners.items() if len(files) > 1}
    assert not shared, f"translation contexts used by several catalogues: {shared}"


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_every_chinese_text_is_translated(ts):
    missing = [
        m.findtext("source")
        for messages in _contexts(ts).values()
        for m in messages
        if m.find("translation") is None
        or m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
        or not "".join(m.find("translation").itertext()).strip()
    ]
    assert not missing, f"{ts.name}: untranslated {missing[:5]}"
