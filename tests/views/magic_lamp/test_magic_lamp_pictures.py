"""The pictures of Aladdin & the Magic Lamp's rules reference (views/magic_lamp/pictures.py):
every `{{picture KIND ARG}}` the reference uses is drawn by the game's own art, in both
languages, about as tall as asked and sharp (twice the pixels)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from desktop_app.content.loader import load_how_to_play
from desktop_app.views.magic_lamp.pictures import draw_picture

_PICTURE = re.compile(r"\{\{\s*picture\s+([a-z][a-z0-9_]*)(?:\s+([A-Za-z0-9_.-]+))?\s*\}\}")


def _used() -> list[tuple[str, str]]:
    reference, _ = load_how_to_play("magic_lamp")
    found: list[tuple[str, str]] = []
    for section in reference.sections:
        for body in (section.body.zh_TW, section.body.en):
            for match in _PICTURE.finditer(body):
                key = (match.group(1), match.group(2) or "")
                if key not in found:
                    found.append(key)
    return found


USED = _used()


def _painted(image: QImage) -> int:
    """How many pixels are not fully transparent (every 3rd row and column, to be quick)."""
    return sum(
        1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3) if image.pixelColor(x, y).alpha() > 0
    )


@pytest.mark.parametrize(("kind", "arg"), USED, ids=[f"{k}-{a}" for k, a in USED])
@pytest.mark.parametrize("language", ["zh_TW", "en"])
def test_every_picture_the_reference_uses_draws_something(qapp, content, kind, arg, language):
    image = draw_picture(kind, arg, content, language, 160)
    assert not image.isNull()
    assert image.devicePixelRatio() == 2.0
    assert abs(image.height() / 2.0 - 160) <= 1
    assert _painted(image) > image.width() * image.height() / 9 * 0.05


def test_the_reference_shows_every_kind_of_picture():
    assert {kind for kind, _ in USED} == {"cards", "chest", "dice", "lamp", "ring", "board", "collection"}


def test_a_chest_picture_is_named_in_the_readers_language(qapp, content):
    """The only words in a picture are the pack's names: the chest's title differs by language."""
    zh = draw_picture("chest", "gold", content, "zh_TW", 160)
    en = draw_picture("chest", "gold", content, "en", 160)
    assert zh.size() == en.size() and zh != en


def test_a_picture_is_as_tall_as_asked(qapp, content):
    small = draw_picture("cards", "gold_wizard", content, "en", 160)
    large = draw_picture("cards", "gold_wizard", content, "en", 320)
    assert large.height() == 2 * small.height() and abs(large.width() - 2 * small.width()) <= 2


def test_an_unknown_kind_draws_nothing(qapp, content):
    assert draw_picture("genie", "", content, "en", 160).isNull()


def test_the_html_reference_holds_every_picture_without_a_widget_application():
    """`energy-table rules magic-lamp --format html` draws the pictures under a bare
    QGuiApplication: one inlined PNG per picture, in both languages."""
    reference, _ = load_how_to_play("magic_lamp")
    for language in ("zh_TW", "en"):
        done = subprocess.run(
            [sys.executable, "-m", "desktop_app", "rules", "magic-lamp", "--lang", language, "--format", "html"],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        pictures = sum(section.body.get(language).count("{{picture") for section in reference.sections)
        assert done.stdout.count("data:image/png;base64,") == pictures > 0
