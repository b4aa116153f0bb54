"""A refused save is explained in the player's language, with the English details behind a button.

Every reason the rules give (`SaveError.code`) has a sentence in views/game_session.py, and the
Chinese catalogue has it in 繁體中文 (issue 11: "an error a player understands")."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop_app import i18n_build
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.save import SaveError, read_save
from desktop_app.views.game_session import SAVE_ERROR_TEXTS, save_error_text
from desktop_app.views.language import LanguageManager

ROOT = Path(__file__).resolve().parents[2]


def test_every_refusal_the_rules_give_has_a_sentence():
    sources = (ROOT / "desktop_app/rules/common/save.py").read_text(encoding="utf-8")
    sources += (ROOT / "desktop_app/controllers/game_controller.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'SaveError\([^)]*?,\s*"([a-z_]+)"', sources, flags=re.S))
    assert codes and codes <= set(SAVE_ERROR_TEXTS), sorted(codes - set(SAVE_ERROR_TEXTS))
    assert SaveError("x").code in SAVE_ERROR_TEXTS


def test_a_damaged_save_is_explained_in_chinese(qapp, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{", encoding="utf-8")
    try:
        read_save(path)
    except SaveError as exc:
        error = exc
    assert error.code == "damaged" and error.params == {"file": "broken.json"}
    assert save_error_text(error) == "broken.json is damaged or incomplete, so it cannot be opened."
    assert i18n_build.build(quiet=True) == 0
    manager = LanguageManager(qapp)
    try:
        manager.apply("zh_TW")
        text = save_error_text(error)
        assert "broken.json" in text and re.search(r"[\u4e00-\u9fff]", text), text
        assert (
            QCoreApplication.translate("SaveError", SAVE_ERROR_TEXTS["unknown_bot"]) != SAVE_ERROR_TEXTS["unknown_bot"]
        )
    finally:
        manager.remove()
    assert save_mod.SaveError("x", "illegal_move", move=3, total=9).params["move"] == 3
