"""Saving over a file that another program holds open (Windows refuses the move for a moment)."""

from __future__ import annotations

import os

import pytest

from desktop_app.rules.common import save
from desktop_app.rules.common.save import SaveData, read_save, write_save


def _data() -> SaveData:
    return SaveData(game="power_grid", pack_version="1", options={"players": 2, "seed": 1}, seats=[], actions=[])


def test_a_save_held_open_for_a_moment_is_still_replaced(tmp_path, monkeypatch):
    """Windows: os.replace raises PermissionError while an antivirus scan holds the target."""
    target = tmp_path / "game.json"
    write_save(target, _data())
    real_replace = os.replace
    refusals = {"left": 3}

    def held_open(source, destination):
        if refusals["left"]:
            refusals["left"] -= 1
            raise PermissionError(13, "The process cannot access the file because it is being used")
        real_replace(source, destination)

    monkeypatch.setattr(save.os, "replace", held_open)
    monkeypatch.setattr(save.time, "sleep", lambda seconds: None)
    data = _data()
    data.actions = [{"player": 0, "action": {"type": "pass"}}]
    write_save(target, data)
    assert refusals["left"] == 0
    assert read_save(target).actions == [{"player": 0, "action": {"type": "pass"}}]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


def test_a_save_held_open_for_good_fails_as_a_disk_error_and_leaves_the_old_one(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    write_save(target, _data())

    def always_held(source, destination):
        raise PermissionError(13, "being used by another process")

    monkeypatch.setattr(save.os, "replace", always_held)
    monkeypatch.setattr(save.time, "sleep", lambda seconds: None)
    data = _data()
    data.actions = [{"player": 0, "action": {"type": "pass"}}]
    with pytest.raises(PermissionError):
        write_save(target, data)
    assert read_save(target).actions == []
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
