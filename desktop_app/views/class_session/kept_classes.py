"""Launcher > Class, when classes are kept on this computer: go on with one (the same code, its
tables' games and every pupil's seat; the devices reconnect by themselves), remove one (asked
first) or set up a new class (issue 25: a host killed mid-lesson could be reopened only from
its folder or the command line).

`KeptClassesDialog(classes, scale, parent)` lists `controllers.kept_classes`' classes, one row
each: the game, the tables, the code; how many pupils joined, how far the class's time got and
when it last changed. Continue sets `chosen` and accepts; "New class…" accepts with `chosen`
None; Remove… asks, then deletes the class's folder and lists again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.kept_classes import KeptClass, kept_classes, remove_kept_class
from desktop_app.views.game_registry import GAMES as ENTRIES
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, plain_label
from desktop_app.views.theme import Palette, colour_css, ui_font
from desktop_app.views.unfinished_games import when_played

translate = QCoreApplication.translate


def class_title(kept: KeptClass) -> str:
    """ "Power Grid · 4 tables · code XCN BK6" (the code grouped as the code card shows it)."""
    if kept.plan is None:
        return kept.folder.name
    entry = next((e for e in ENTRIES if e.save_id == kept.plan.game), None)
    game = entry.translated_title() if entry is not None else kept.plan.game
    tables = (
        translate("KeptClasses", "1 table")
        if kept.plan.tables == 1
        else fill(translate("KeptClasses", "%1 tables"), kept.plan.tables)
    )
    parts = [game, tables]
    if kept.code and not kept.broker_file:  # through the broker pupils sign in: no code to type
        parts.append(fill(translate("KeptClasses", "code %1"), f"{kept.code[:3]} {kept.code[3:]}"))
    return translate("KeptClasses", " · ").join(parts)


def class_detail(kept: KeptClass) -> str:
    """ "12 pupils joined · minute 14 · last changed today, 14:05" (or "finished")."""
    when = when_played(kept.last_changed)
    if kept.problem:  # (its words are the file's, in English: the teacher is told plainly)
        return translate("KeptClasses", "Cannot be reopened: its class file is damaged. It can only be removed.")
    pupils = (
        translate("KeptClasses", "1 pupil joined")
        if kept.pupils == 1
        else fill(translate("KeptClasses", "%1 pupils joined"), kept.pupils)
    )
    moment = (
        translate("KeptClasses", "finished")
        if kept.ended
        else fill(translate("KeptClasses", "minute %1"), int(kept.minutes))
    )
    parts = [pupils, moment]
    if kept.broker_file:
        parts.append(translate("KeptClasses", "through the school's broker"))
    if when:
        parts.append(fill(translate("KeptClasses", "last changed %1"), when))
    return translate("KeptClasses", " · ").join(parts)


class KeptClassesDialog(QDialog):
    """The classes kept on this computer (see the module's docstring)."""

    def __init__(self, classes: list[KeptClass] | None = None, scale: float = 1.0, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("keptClasses")
        self.scale = scale
        self.chosen: KeptClass | None = None
        self.classes: list[KeptClass] = list(classes) if classes is not None else kept_classes()
        self.rows: list[QFrame] = []
        self.setWindowTitle(translate("KeptClasses", "Classes kept on this computer"))
        self.setStyleSheet(f"QDialog#keptClasses {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}")
        base = QApplication.font()
        heading = plain_label(
            translate(
                "KeptClasses",
                "Go on with a class (the same code: the pupils' devices join their tables again), or set up a new one.",
            )
        )
        heading.setWordWrap(True)
        heading.setFont(ui_font(base, 17 * scale, QFont.Weight.DemiBold))
        self.list = QVBoxLayout()
        self.list.setSpacing(round(10 * scale))
        self.new_button = QPushButton(translate("KeptClasses", "New class…"))
        self.new_button.setObjectName("newClass")
        self.new_button.clicked.connect(self.accept)
        cancel = QPushButton(translate("KeptClasses", "Cancel"))
        cancel.clicked.connect(self.reject)
        for button in (self.new_button, cancel):
            button.setFont(ui_font(base, 16 * scale))
            button.setMinimumHeight(round(40 * scale))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.new_button)
        bottom.addWidget(cancel)
        layout = QVBoxLayout(self)
        margin = round(20 * scale)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(round(14 * scale))
        layout.addWidget(heading)
        layout.addLayout(self.list)
        layout.addStretch(1)
        layout.addLayout(bottom)
        self.setMinimumWidth(round(760 * scale))
        self._show_rows()

    def _show_rows(self) -> None:
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = [self._row(kept) for kept in self.classes[:8]]  # the latest eight: a term's worth
        for row in self.rows:
            self.list.addWidget(row)
        first = next((r.findChild(QPushButton, "continueClass") for r in self.rows), None)
        if first is not None and first.isEnabled():
            first.setDefault(True)  # Enter goes on with the latest class
        else:
            self.new_button.setDefault(True)
        self.adjustSize()

    def _row(self, kept: KeptClass) -> QFrame:
        s, base = self.scale, QApplication.font()
        row = QFrame()
        row.setObjectName("keptClass")
        row.setStyleSheet(
            f"QFrame#keptClass {{ background: {colour_css(Palette.CARD_FACE)};"
            f" border: {max(1, round(s))}px solid {colour_css(Palette.CARD_EDGE)}; border-radius: {round(10 * s)}px; }}"
            " QFrame#keptClass QLabel { border: none; }"
        )
        title = plain_label(class_title(kept))
        title.setObjectName("classTitle")
        title.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
        detail = plain_label(class_detail(kept))
        detail.setObjectName("classDetail")
        detail.setWordWrap(True)
        detail.setFont(ui_font(base, 15 * s))
        detail.setStyleSheet(f"color: {colour_css(Palette.IN_PROGRESS if kept.problem else Palette.INK_MUTED)};")
        text = QVBoxLayout()
        text.addWidget(title)
        text.addWidget(detail)
        go = QPushButton(translate("KeptClasses", "Continue"))
        go.setObjectName("continueClass")
        go.setEnabled(not kept.problem)
        go.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        go.setMinimumHeight(round(40 * s))
        go.setAccessibleName(fill(translate("KeptClasses", "Continue the class: %1"), class_title(kept)))
        go.clicked.connect(lambda _checked=False, k=kept: self.choose(k))
        remove = QPushButton(translate("KeptClasses", "Remove…"))
        remove.setObjectName("removeClass")
        remove.setFont(ui_font(base, 15 * s))
        remove.setAccessibleName(fill(translate("KeptClasses", "Remove the class: %1"), class_title(kept)))
        remove.clicked.connect(lambda _checked=False, k=kept: self.ask_to_remove(k))
        layout = QHBoxLayout(row)
        pad = round(14 * s)
        layout.setContentsMargins(pad, round(10 * s), pad, round(10 * s))
        layout.addLayout(text, 1)
        layout.addWidget(go, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignVCenter)
        return row

    def choose(self, kept: KeptClass) -> None:
        """Continue: go on with this class."""
        self.chosen = kept
        self.accept()

    def confirm_removal(self, kept: KeptClass) -> QMessageBox:
        """The question Remove… asks (kept apart so a test can answer it)."""
        box = message_box(
            self,
            QMessageBox.Icon.Question,
            translate("KeptClasses", "Remove a class"),
            fill(translate("KeptClasses", "Remove the class %1?"), class_title(kept)),
            QMessageBox.StandardButton.NoButton,
        )
        box.setInformativeText(
            translate(
                "KeptClasses",
                "Its tables' games, its pupils' seats and its results go with it: a removed class cannot be brought"
                " back, and its code no longer works.",
            )
        )
        box.addButton(translate("KeptClasses", "Remove the class"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(translate("KeptClasses", "Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def ask_to_remove(self, kept: KeptClass) -> bool:
        """Remove a class only if the teacher says so; True if it was removed."""
        box = self.confirm_removal(kept)
        box.exec()
        clicked = box.clickedButton()
        if clicked is None or box.buttonRole(clicked) != QMessageBox.ButtonRole.DestructiveRole:
            return False
        try:
            remove_kept_class(kept)
        except (OSError, ValueError) as exc:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                translate("KeptClasses", "Remove a class"),
                fill(translate("KeptClasses", "The class could not be removed: %1"), str(exc)),
            ).exec()
            return False
        self.classes = [k for k in self.classes if k.folder != kept.folder]
        self._show_rows()
        return True


__all__ = ["KeptClassesDialog", "class_detail", "class_title"]
