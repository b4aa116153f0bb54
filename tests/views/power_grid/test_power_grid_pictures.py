"""The rules reference's pictures for Power Grid (views/power_grid/pictures.py): every picture the
reference names is drawn by the board's own items, not empty, about as tall as asked, sharp at 2x,
in both languages."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from desktop_app.content.loader import load_how_to_play
from desktop_app.views.power_grid import pictures
from desktop_app.views.power_grid.pictures import draw_picture

PICTURE = re.compile(r"\{\{\s*picture\s+([a-z][a-z0-9_]*)(?:\s+([A-Za-z0-9_.-]+))?\s*\}\}")


def _pictures_in_the_reference() -> list[tuple[str, str]]:
    reference, _content = load_how_to_play("power_grid")
    found = {
        (m.group(1), m.group(2) or "")
        for section in reference.sections
        for language in ("zh_TW", "en")
        for m in PICTURE.finditer(section.body.get(language))
    }
    return sorted(found)


PICTURES = _pictures_in_the_reference()
LONG = {"resource_market", "fuels"}  # made lower, not wider, than three heights
SMALL = {"city"}  # a small piece of the board, drawn lower than a card


def _opaque_pixels(image: QImage) -> int:
    """Pixels with any paint on them (sampled every 4th pixel each way)."""
    return sum(
        1 for y in range(0, image.height(), 4) for x in range(0, image.width(), 4) if image.pixelColor(x, y).alpha() > 0
    )


def test_the_reference_uses_every_kind_of_picture():
    assert {kind for kind, _arg in PICTURES} == {"plant", "fuels", "city", "resource_market", "step3"}


@pytest.mark.parametrize("language", ["zh_TW", "en"])
@pytest.mark.parametrize(("kind", "arg"), PICTURES)
def test_every_picture_of_the_reference_draws_something(qapp, content, kind, arg, language):
    image = draw_picture(kind, arg, content, language, 160)
    assert not image.isNull()
    assert image.devicePixelRatio() == 2.0
    assert image.height() == 320 or kind in LONG | SMALL  # 160 logical pixels, drawn at 2x
    assert image.height() >= 0.5 * 320
    # never wider than three heights (the long resource market 4.2, so its prices read at 12 px):
    # no sideways scroll
    assert 0 < image.width() <= pictures.WIDER.get(kind, pictures.WIDEST) * 320
    opaque = _opaque_pixels(image)
    total = len(range(0, image.height(), 4)) * len(range(0, image.width(), 4))
    assert 0.05 * total < opaque < total, (kind, arg, opaque, total)  # painted, on a transparent ground
    assert image.pixelColor(0, 0).alpha() == 0  # the corner is transparent: no screenshot's frame


def test_a_picture_grows_with_the_height_asked_for(qapp, content):
    small, large = (draw_picture("plant", "13", content, "en", h) for h in (160, 320))
    assert large.height() == 2 * small.height()
    assert abs(large.width() - 2 * small.width()) <= 2


def test_a_plant_card_shows_its_own_plant(qapp, content):
    """Plant 4 (coal) and plant 13 (eco) are different cards, each drawn by the board's card item."""
    assert draw_picture("plant", "4", content, "en", 160) != draw_picture("plant", "13", content, "en", 160)


def test_the_words_in_a_picture_follow_the_language_asked_for(qapp, content):
    """The Step 3 card's title and the fuel names are in the reader's language, whatever the
    app's language is."""
    for kind in ("step3", "fuels"):
        assert draw_picture(kind, "", content, "zh_TW", 160) != draw_picture(kind, "", content, "en", 160), kind


def test_an_unknown_picture_kind_is_refused(qapp, content):
    with pytest.raises(KeyError):
        draw_picture("tower", "", content, "en", 160)


def test_the_html_reference_holds_every_picture_without_a_widget_application():
    """`energy-table rules power-grid --format html` runs on a bare QGuiApplication (no
    QApplication, so no QGraphicsScene): each picture is still drawn and inlined."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for language in ("zh_TW", "en"):
        done = subprocess.run(
            [sys.executable, "-m", "desktop_app", "rules", "power-grid", "--format", "html", "--lang", language],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=env,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        assert "picture:" not in done.stdout
        assert done.stdout.count("data:image/png;base64,") == sum(body.count("{{picture") for body in _bodies(language))


def _bodies(language: str) -> list[str]:
    reference, _content = load_how_to_play("power_grid")
    return [section.body.get(language) for section in reference.sections]
