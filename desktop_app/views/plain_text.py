"""Text from a player or a content pack is shown as plain text, never read as markup.

Qt guesses whether a label's, a message box's or a tooltip's text is rich text
(`Qt::mightBeRichText`), so a player named `<h1 style='color:red'>X</h1>` became a red heading
in a status line and a link became clickable. Every label the views make comes from
`plain_label`, every message box with a file name or a player's words from `message_box`, and
tooltips that may carry a name go through `plain_tooltip`. (A single application-wide event
filter or proxy style that did this crashed PySide6 6.11 while painting, so it is done where
the widgets are made.) Pack text is also refused by the content validation if it holds markup.
"""

from __future__ import annotations

from PySide6.QtGui import Qt  # QtGui's Qt namespace has mightBeRichText/convertFromPlainText
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows its text exactly as written."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if text:
        label.setText(text)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that Qt shows exactly as written (line breaks kept, no markup read)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if Qt.mightBeRichText(text) else text


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box whose text is plain (it may name a file or a player); add buttons to it or
    pass `QMessageBox.StandardButton.NoButton` and add your own."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.setStandardButtons(buttons)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> int:
    """QMessageBox.warning, with the text shown as plain text."""
    return message_box(parent, QMessageBox.Icon.Warning, title, text).exec()


def critical(parent: QWidget | None, title: str, text: str) -> int:
    """QMessageBox.critical, with the text shown as plain text."""
    return message_box(parent, QMessageBox.Icon.Critical, title, text).exec()
