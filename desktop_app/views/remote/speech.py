"""Speaking a device's language on the host, whatever language the host's own windows speak.

A seat on a phone may read 繁體中文 while the projector speaks English (or the other way). The
games' words are made by Qt's translation (`self.tr`, `QCoreApplication.translate`), which asks
the application's installed translators, so `speaking(language)` puts that language's catalogues
in front of them for the time it takes to word one frame, then takes them out again. English has
no catalogue (its texts are the sources), so it is spoken by a translator that answers every text
with its source, in front of the host's Chinese ones.

Installing a translator makes Qt send a LanguageChange event to the application, which would
have every open window retranslate itself twice a frame; a filter swallows that event while the
device's language is in front, so the host's windows never notice. Words are made on the GUI
thread only (the translators are the application's), which is where the controller runs.

A `speaking` block inside another of the same language installs nothing again: a table's frame
is worded inside one block (`DeviceWords.speaking`, which net/frames.py holds around a frame),
and its moves, panels, turn and log lines, each `speaking` too, then cost no translator
changes (they were a third of a frame's making: bench/bench_class.py --breakdown, README).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTranslator

from desktop_app.paths import translations_dir

LANGUAGES = ("zh_TW", "en")


def device_language(code: str | None) -> str:
    """A device's language code ("zh-TW", "zh-Hant", "en-US", ...) -> "zh_TW" or "en"; a device
    that names neither gets Chinese, the app's first language."""
    lowered = (code or "").strip().replace("-", "_").lower()
    if lowered == "en" or lowered.startswith("en_"):
        return "en"
    return "zh_TW"


class _SourceText(QTranslator):
    """English: every text is its own source (the catalogues' sources are English)."""

    def translate(self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source_text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


class _QuietLanguageChange(QObject):
    """Swallows the application's LanguageChange while a device's language is in front."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        return event.type() == QEvent.Type.LanguageChange


_CATALOGUES: dict[str, list[QTranslator]] = {}
_QUIET = _QuietLanguageChange()
_FRONT = threading.local()  # .language: the language a `speaking` block of this thread put in front


def _catalogues(language: str) -> list[QTranslator]:
    """Every area's compiled catalogue for `language`, loaded once (not installed)."""
    if language not in _CATALOGUES:
        if language == "en":
            _CATALOGUES[language] = [_SourceText()]
        else:
            loaded = []
            for qm in sorted(translations_dir().glob(f"*_{language}.qm")):
                translator = QTranslator()
                if translator.load(qm.stem, str(qm.parent)):
                    loaded.append(translator)
            _CATALOGUES[language] = loaded
    return _CATALOGUES[language]


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Within the block, Qt's translation speaks `language` ("zh_TW" or "en")."""
    app = QCoreApplication.instance()
    if app is None:  # no application: nothing is translated anyway, English sources stand
        yield
        return
    spoken = device_language(language)
    outer = getattr(_FRONT, "language", None)
    if outer == spoken:
        yield  # an enclosing block speaks it already: its translators are in front
        return
    translators = _catalogues(spoken)
    app.installEventFilter(_QUIET)
    _FRONT.language = spoken
    try:
        for translator in translators:
            QCoreApplication.installTranslator(translator)  # in front of any enclosing block's too
        yield
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        _FRONT.language = outer
        app.removeEventFilter(_QUIET)
