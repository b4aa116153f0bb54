"""Qt's own texts that Qt's shipped Traditional Chinese (qtbase_zh_TW.qm) lacks (issue 26, item 9).

The language manager installs `qtbase_<lang>.qm` from PySide6, so Qt's dialogs speak Chinese
(the file dialog's buttons, columns, "File name:"). Qt 6 renamed a few of its file dialog's
labels ("&Look in:", "Files of &type:") and its file types ("Folder", "%1 File") since that
translation was made, so those stayed English in a Chinese app. They are marked here in Qt's
own contexts, so lupdate puts them in the app's `energy_table` catalogue; that catalogue is
installed with Qt's, and Qt asks every installed catalogue for a text it cannot find in the
first. (A text Qt looks up with a disambiguation, "Folder" / "All other platforms", falls back
to the entry without one.)
"""

from __future__ import annotations

from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP

QT_OWN_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Don't Save"),
)

__all__ = ["QT_OWN_TEXTS"]
