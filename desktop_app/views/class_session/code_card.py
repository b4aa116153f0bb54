"""The class code on the projector (issue 25: "One class code and QR code on the projector"):
the code in letters a back row reads, the QR code of the join link, the address, and how many
pupils have joined, read again twice a second. Through the school's broker (`signin`) pupils
need no code: they open the class's page and sign in with the name and password the teacher
gave them, so the card shows the link and QR code and says that instead. Full screen on the projector; Esc or Close
goes back to the dashboard, and the class stays open.

The QR code and the spaced code are the invite card's (`views/remote/invite.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.remote.invite import qr_pixmap, spaced_code
from desktop_app.views.theme import Palette, colour_css, ui_font


class ClassCodeCard(QDialog):
    """The class code, QR code and address, large (see the module's docstring)."""

    def __init__(
        self,
        code: str,
        link: str,
        joined: Callable[[], int],
        parent: QWidget | None = None,
        size: QSize | None = None,
        signin: bool = False,
    ) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("ClassCode", "Join the class"))
        self.setObjectName("classCode")
        self.code_text, self.link, self.joined = code, link, joined
        self.setStyleSheet(
            f"#classCode {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}"
            f" QLabel {{ color: {colour_css(Palette.INK)}; background: transparent; }}"
        )
        layout = QHBoxLayout(self)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setAccessibleName(translate("ClassCode", "QR code of the join link"))
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignVCenter)
        words = QVBoxLayout()
        layout.addLayout(words, 1)
        self.step = plain_label(translate("ClassCode", "Scan the QR code, or open this address in a browser:"))
        self.step.setWordWrap(True)
        self.address = plain_label(link)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_title = plain_label(translate("ClassCode", "Class code"))
        self.code = plain_label(spaced_code(code))
        self.code.setAccessibleName(fill(translate("ClassCode", "Class code %1"), " ".join(code)))
        self.then = plain_label(
            translate(
                "ClassCode", "Then sign in with the name and password your teacher gave you: you are given a table."
            )
            if signin
            else translate("ClassCode", "Type your name and press Join: you are given a table.")
        )
        self.then.setWordWrap(True)
        self.count = plain_label()
        self.close_button = QPushButton(translate("ClassCode", "Back to the tables"))
        self.close_button.clicked.connect(self.accept)
        for widget in (self.step, self.address, self.code_title, self.code, self.then, self.count):
            words.addWidget(widget)
        self.code_title.setVisible(not signin)
        self.code.setVisible(not signin)
        words.addStretch(1)
        words.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self._layout, self._words = layout, words
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.fit(size or QSize(1920, 1080))
        self.refresh()

    def fit(self, size: QSize) -> None:
        """Sizes for a screen `size`: the code about 12% of its height, every line at least 3.2%."""
        height = size.height()
        base = self.font()
        least = round(height * 0.034)
        self.step.setFont(ui_font(base, least))
        self.address.setFont(ui_font(base, least * 1.1, QFont.Weight.Bold))
        self.code_title.setFont(ui_font(base, least))
        code_font = ui_font(base, height * 0.12, QFont.Weight.Black)
        code_font.setFamilies(["DejaVu Sans Mono", "Noto Sans Mono", "monospace"])
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        self.code.setFont(code_font)
        self.then.setFont(ui_font(base, least))
        self.count.setFont(ui_font(base, least, QFont.Weight.Bold))
        self.close_button.setFont(ui_font(base, least * 0.8))
        pad = round(height * 0.04)
        self._layout.setContentsMargins(pad, pad, pad, pad)
        self._layout.setSpacing(pad)
        self._words.setSpacing(round(height * 0.012))
        self.qr.setPixmap(qr_pixmap(self.link, round(min(size.width() * 0.4, size.height() * 0.7))))
        self.resize(size)

    def refresh(self) -> None:
        joined = self.joined()
        self.count.setText(
            fill(QCoreApplication.translate("ClassCode", "Joined so far: %1"), joined)
            if joined
            else QCoreApplication.translate("ClassCode", "Waiting for the first pupil…")
        )

    def done(self, result: int) -> None:  # closing stops the timer; the class stays open
        self.timer.stop()
        super().done(result)


__all__ = ["ClassCodeCard"]
