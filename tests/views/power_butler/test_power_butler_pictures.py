"""The Power Butler rules reference's pictures (views/power_butler/pictures.py): every
`{{picture}}` the reference uses is drawn by the table's own items and painters, in both
languages, about the height asked for in logical pixels (less for small tokens and wide things),
at device pixel ratio 2 for a sharp high-DPI screen."""

from __future__ import annotations

import re

import pytest
from helpers import inked_share

from desktop_app.content.how_to_play import FILE_NAME
from desktop_app.content.how_to_play.power_butler import PICTURES, example_total
from desktop_app.paths import game_data_dir
from desktop_app.views.power_butler import pictures
from desktop_app.views.power_butler.pictures import draw_picture

_TEXT = (game_data_dir() / "power_butler" / FILE_NAME).read_text(encoding="utf-8")
USED = sorted(set(re.findall(r"\{\{\s*picture\s+([a-z_]+)\s+([A-Za-z0-9_.-]+)\s*\}\}", _TEXT)))


def test_the_reference_uses_every_kind_of_picture():
    assert {kind for kind, _arg in USED} == set(PICTURES)


@pytest.mark.parametrize("language", ["zh_TW", "en"])
@pytest.mark.parametrize(("kind", "arg"), USED)
def test_every_picture_the_reference_uses_draws_a_sharp_non_empty_image(qapp, content, kind, arg, language):
    """The viewer asks for the height it shows in logical pixels and shows the image at device
    pixel ratio 2: asked for 80, the image is about 160 pixels tall (a marker row a third of it,
    an appliance card with its small print 1.6 times, a wide thing less), at ratio 2, never
    wider than a reader's column."""
    image = draw_picture(kind, arg, content, language, 80)
    assert not image.isNull()
    assert image.devicePixelRatio() == 2.0
    low, high = {"markers": (50, 60), "appliance": (250, 260)}.get(kind, (100, 160))
    assert low <= image.height() <= high, (kind, image.height())
    assert image.width() <= pictures.WIDEST * 160 + 1, (kind, image.width())
    assert image.pixelColor(0, image.height() - 1).alpha() < 255  # a transparent corner
    assert inked_share(image) > 0.3, (kind, arg, language)


def test_a_picture_grows_with_the_height_asked_for(qapp, content):
    small = draw_picture("appliance", "refrigerator", content, "en", 160)
    large = draw_picture("appliance", "refrigerator", content, "en", 320)
    assert (large.width(), large.height()) == pytest.approx((2 * small.width(), 2 * small.height()), abs=2)


def test_an_unknown_kind_draws_nothing(qapp, content):
    assert draw_picture("tower", "3", content, "en", 160).isNull()


def test_the_words_in_a_picture_are_the_boards_in_the_readers_language(qapp):
    """The home's summary is the board's own words, from the game's catalogue for the language
    asked for, whatever language the app runs in (here: none installed)."""
    assert pictures._board_word("%1 kWh/month", "zh_TW") == "每月 %1 度"
    assert pictures._board_word("%1 kWh/month", "en") == "%1 kWh/month"


def test_the_home_picture_scores_the_example_as_the_rules_do(qapp, content, monkeypatch):
    """The scoring example's home is scored by the rules (engine.score); its summary shows the
    same total the reference's sentence works out (example_total)."""
    shown: list[str] = []
    real = pictures.HomeItem.set_data

    def spy(item, data):
        shown.append(data.summary)
        return real(item, data)

    monkeypatch.setattr(pictures.HomeItem, "set_data", spy)
    draw_picture("home", "electric_fan.television.refrigerator-9-5", content, "en", 160)
    assert shown and shown[0].startswith(f"{example_total(content)} points · 3 kinds")
