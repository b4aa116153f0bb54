"""The new-game dialog's choice to invite players on other devices (issue 24: "Game > Invite
players on other devices… (and the same choice in the new-game dialog) opens the table")."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QDialog

from desktop_app.views import game_session
from desktop_app.views.power_butler.window import SCREENS
from desktop_app.views.remote import host_table


def test_the_new_game_dialog_can_open_the_table_to_devices_as_the_game_opens(qtbot, monkeypatch):
    made: list = []

    def dialog(content, language, parent):
        made.append(SCREENS.new_game_dialog(content, language, parent))
        made[-1].invite_box.setChecked(True)
        monkeypatch.setattr(made[-1], "exec", lambda: QDialog.DialogCode.Accepted)
        return made[-1]

    invited: list = []
    monkeypatch.setattr(host_table, "invite", lambda window: invited.append(window))
    window = game_session.open_new_game(replace(SCREENS, new_game_dialog=dialog), None, "en")
    qtbot.addWidget(window)
    assert made[0].invite_box.text() == "Invite players on other devices (phones, tablets)"
    assert invited == [window]  # the table opens over the new game's window
    window.controller.shutdown()
    window.close()


def test_without_the_choice_nothing_listens(qtbot, monkeypatch):
    def dialog(content, language, parent):
        made = SCREENS.new_game_dialog(content, language, parent)
        monkeypatch.setattr(made, "exec", lambda: QDialog.DialogCode.Accepted)
        return made

    invited: list = []
    monkeypatch.setattr(host_table, "invite", lambda window: invited.append(window))
    window = game_session.open_new_game(replace(SCREENS, new_game_dialog=dialog), None, "en")
    qtbot.addWidget(window)
    assert invited == [] and getattr(window, "device_table", None) is None
    window.controller.shutdown()
    window.close()
