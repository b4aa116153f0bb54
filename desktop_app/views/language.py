"""Which language the UI speaks, and switching it live.

The app speaks 繁體中文 (zh_TW) and English (en). The choice comes from the command line,
else the saved setting "ui/language", else the system locale. Switching swaps the installed
QTranslators; Qt then sends every widget a LanguageChange event and each view retranslates.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
    Signal,
)

from desktop_app.paths import translations_dir

LANGUAGES: tuple[str, ...] = ("zh_TW", "en")
SETTINGS_KEY = "ui/language"

# Each language named in itself, so a reader finds theirs whatever the UI speaks now.
LANGUAGE_NAMES: dict[str, str] = {"zh_TW": "繁體中文", "en": "English"}


def normalize_language(code: str) -> str | None:
    """ "zh-TW", "zh_tw", "zh", "en_US" ... -> a supported code, or None if unsupported."""
    lowered = code.strip().replace("-", "_").lower()
    if lowered.startswith("zh"):
        return "zh_TW"
    if lowered == "en" or lowered.startswith("en_"):
        return "en"
    return None


def system_language() -> str:
    """zh_TW for any Chinese system locale, English otherwise."""
    return "zh_TW" if QLocale.system().name().lower().startswith("zh") else "en"


def saved_language() -> str | None:
    """The language saved in the settings, if any and still supported."""
    value = QSettings().value(SETTINGS_KEY)
    return normalize_language(value) if isinstance(value, str) else None


def save_language(language: str) -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, language)
    settings.sync()


def initial_language(override: str | None) -> str:
    """The command-line choice, else the saved one, else the system's."""
    return (override and normalize_language(override)) or saved_language() or system_language()


class LanguageManager(QObject):
    """Owns the installed translators; `apply()` switches the whole UI's language."""

    language_did_change = Signal(str)

    def __init__(self, parent: QObject | None = None, qm_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._qm_dir = qm_dir or translations_dir()
        self._translators: list[QTranslator] = []
        self._language: str | None = None

    @property
    def language(self) -> str:
        return self._language or "en"

    def apply(self, language: str) -> bool:
        """Speak `language` from now on. Returns whether the app's own translation loaded
        (English needs none: the source texts are English)."""
        app = QCoreApplication.instance()
        for translator in self._translators:
            if app is not None:  # with no application left, its translators went with it
                app.removeTranslator(translator)
        self._translators.clear()
        loaded = self._install(f"energy_table_{language}", self._qm_dir)
        # Each area of the app (a game's board, its panels) keeps its own catalogue.
        for qm in sorted(self._qm_dir.glob(f"*_{language}.qm")):
            if qm.stem != f"energy_table_{language}":
                self._install(qm.stem, self._qm_dir)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        self._install(f"qtbase_{language}", Path(qt_dir))
        QLocale.setDefault(QLocale(language))
        changed = language != self._language
        self._language = language
        if changed:
            self.language_did_change.emit(language)
        return loaded or language == "en"

    def missing_catalogues(self, language: str) -> list[str]:
        """The app's catalogues with no compiled translation for `language` (none for English,
        whose texts are the sources). Every area's `.ts` source ships beside its `.qm`, so a
        source without its `.qm` is an install that lost part of the language."""
        if language == "en":
            return []
        sources = sorted(self._qm_dir.glob(f"*_{language}.ts"))
        names = [ts.stem for ts in sources] or [f"energy_table_{language}"]
        return [name for name in names if not (self._qm_dir / f"{name}.qm").exists()]

    def remove(self) -> None:
        """Uninstall this manager's translators (tests share one QApplication)."""
        app = QCoreApplication.instance()
        for translator in self._translators:
            if app is not None:  # with no application left, its translators went with it
                app.removeTranslator(translator)
        self._translators.clear()

    def _install(self, name: str, folder: Path) -> bool:
        if not (folder / f"{name}.qm").exists():
            return False
        translator = QTranslator(self)
        if not translator.load(name, str(folder)):
            return False
        QCoreApplication.installTranslator(translator)
        self._translators.append(translator)
        return True
