"""The Power On! rules reference's pictures (views/power_on/pictures.py): every `{{picture}}` the
reference uses is drawn by the game's own painters, in both languages, the height asked for in
logical pixels, drawn at devicePixelRatio 2."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from helpers import inked_share

from desktop_app.content.how_to_play import FILE_NAME
from desktop_app.content.loader import load_how_to_play
from desktop_app.paths import game_data_dir
from desktop_app.rules.power_on.tower_physics import TowerSim
from desktop_app.views.power_on.pictures import draw_picture, tower_drops

_TEXT = (game_data_dir() / "power_on" / FILE_NAME).read_text(encoding="utf-8")
USED = sorted(set(re.findall(r"\{\{\s*picture\s+([a-z_]+)\s+([A-Za-z0-9_.-]+)\s*\}\}", _TEXT)))


def test_the_reference_uses_every_kind_of_picture():
    assert {kind for kind, _arg in USED} == {"card", "back", "city", "tower"}


@pytest.mark.parametrize("language", ["zh_TW", "en"])
@pytest.mark.parametrize(("kind", "arg"), USED)
def test_every_picture_the_reference_uses_draws_a_sharp_non_empty_image(qapp, content, kind, arg, language):
    image = draw_picture(kind, arg, content, language, 160)  # 160 logical pixels, drawn at 2x
    assert image.devicePixelRatio() == 2.0
    assert image.height() == 320  # 160 logical pixels at 2x
    assert 80 <= image.width() <= 800
    if kind != "tower":  # a card stands on a transparent background, its outline whole
        assert image.pixelColor(0, image.height() // 2).alpha() == 0
        assert image.pixelColor(8, image.height() // 2).alpha() == 255
    assert inked_share(image) > (0.05 if kind == "tower" else 0.5), (kind, arg, language)


def test_a_city_picture_shows_the_city_in_the_readers_language(qapp, content):
    """The city card is the board's own painter: its name comes from the pack in the reader's
    language, so the two languages draw different pictures."""
    zh = draw_picture("city", "hualien", content, "zh_TW", 160)
    en = draw_picture("city", "hualien", content, "en", 160)
    assert zh.size() == en.size() and zh != en


def test_a_taller_tower_picture_shows_more_tokens_standing(qapp, content):
    """The tower picture is built by the tower physics: its drops all stand (seed 001 3.(2) D:
    「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」, so a pictured tower has none fallen)."""
    for tokens in (1, 3, 8, content.carbon_tokens):
        sim = TowerSim.from_drops(tower_drops(tokens))
        assert len(sim.tokens) == tokens and sim.standing()
    low = draw_picture("tower", "3", content, "en", 160)
    high = draw_picture("tower", "8", content, "en", 160)
    assert inked_share(high) > inked_share(low)


def test_an_unknown_picture_kind_is_refused(qapp, content):
    with pytest.raises(KeyError):
        draw_picture("dragon", "1", content, "en", 160)


def test_the_html_reference_holds_every_picture_without_a_widget_application():
    """`energy-table rules power-on --format html` draws the pictures under a bare
    QGuiApplication (no widget may be made there): one inlined PNG per picture, both languages."""
    for language in ("zh_TW", "en"):
        done = subprocess.run(
            [sys.executable, "-m", "desktop_app", "rules", "power-on", "--lang", language, "--format", "html"],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        reference, _content = load_how_to_play("power_on")
        pictures = sum(section.body.get(language).count("{{picture") for section in reference.sections)
        assert done.stdout.count("data:image/png;base64,") == pictures > 0
