"""Aladdin's legend (issue 13, "Explained"): every symbol on the table and its cards appears in
the legend the kit's "?" opens, drawn by the table's own painters, with words in the window's
language."""

from __future__ import annotations

import re

from desktop_app.content.magic_lamp import ACCESSORIES, GEMS, Kind
from desktop_app.views.magic_lamp.legend import legend_entries

CJK = re.compile("[\u4e00-\u9fff]")


def test_every_symbol_of_the_table_is_in_the_legend_with_a_picture(qapp, content):
    """Seed 003 遊戲內容物: 「每種寶箱包括巫師、寶石(鑽石、紅寶石、藍寶石、綠寶石)、飾品(戒指、手鍊、項鍊)、護符等
    4類9種卡牌」 and the scorpions 「若卡牌下方繪有毒蠍圖案」 — each kind, the scorpions, the chests, the
    dice, the lamp, complete sets, the ward and the ring have a row with a picture."""
    rows = legend_entries(content, "en")
    texts = [text for _, text in rows]
    for kind in (*GEMS, *ACCESSORIES, Kind.AMULET, Kind.WIZARD):
        name = content.kind_names[kind].get("en")
        assert any(text.startswith(name + ":") for text in texts), name
    for words in ("chest", "Scorpions", "die", "magic lamp", "complete set", "one more scorpion", "magic ring"):
        assert any(words in text for text in texts), words
    assert any("One card can carry two" in text for text in texts)
    for icon, _ in rows:
        image = icon.pixmap(64, 64).toImage()
        assert not image.isNull() and any(
            image.pixelColor(x, y).alpha() for x in range(0, 64, 4) for y in range(0, 64, 4)
        )


def test_the_legend_speaks_chinese_in_the_chinese_window(qapp, content, chinese):
    """In 繁體中文 every row's words are Chinese (names from the pack, sentences from the catalogue)."""
    rows = legend_entries(content, "zh_TW")
    assert len(rows) >= 16
    for _, text in rows:
        assert CJK.search(text) and not re.search(r"[A-Za-z]{3,}", text), text
