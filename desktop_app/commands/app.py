"""Starting the desktop app: options, Qt application, font, language, content check, launcher.

`main(argv)` is what `energy-table` runs when no sub-command is given. The app never
plays on a broken content pack: it says what is wrong and exits with status 1. The pack's full
check (the first start on a computer, or after the pack changed) runs off the GUI thread once
the launcher is up (`PackCheck`), so a first start is as quick as a usual one.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSize, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop_app import __version__
from desktop_app.cli_parser import OneLineParser, open_output, write_text
from desktop_app.commands import command_list
from desktop_app.paths import assets_dir, game_data_dir
from desktop_app.views.kit.screen_fit import show_fitted
from desktop_app.views.language import (
    LANGUAGES,
    LanguageManager,
    initial_language,
    normalize_language,
)
from desktop_app.views.theme import choose_ui_family, load_bundled_fonts

EVENT_LOOP = True
"""It runs a Qt event loop: it keeps running if its output is lost (cli_parser.run_guarded)."""
APP_NAME = "Energy Table"
ORGANISATION = "EnergyTable"
DESKTOP_FILE = "energy-table"
ISSUES_SHOWN_UPFRONT = 3
DEFAULT_SIZE = QSize(1280, 800)  # --size's default (the --screenshot's size)


@dataclass(frozen=True)
class Options:
    lang: str | None
    screenshot: Path | None
    size: QSize = DEFAULT_SIZE
    open: Path | None = None  # a saved game to open at start (Windows' "Open with", a double-click)


def _language(value: str) -> str:
    language = normalize_language(value)
    if language is None:
        raise argparse.ArgumentTypeError(f"unsupported language {value!r} (choose {' or '.join(LANGUAGES)})")
    return language


def _window_size(value: str) -> QSize:
    width, sep, height = value.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit() or int(width) < 320 or int(height) < 240:
        raise argparse.ArgumentTypeError(f"size {value!r} is not WIDTHxHEIGHT, e.g. 1280x800")
    return QSize(int(width), int(height))


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="energy-table",
        description="Energy Table (能源桌遊館): four energy board games on one computer.",
        epilog=command_list(),
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the command list keeps its lines
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="{zh_TW,en}",
        help="language for this run (overrides the saved setting and the system language)",
    )
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="render the launcher to a PNG and exit")
    parser.add_argument(
        "--size",
        type=_window_size,
        default=DEFAULT_SIZE,
        metavar="WxH",
        help="window size for --screenshot (default 1280x800)",
    )
    parser.add_argument(
        "--open",
        type=Path,
        metavar="SAVE",
        help="open a saved game at start (the installer's 'Open with' for saves uses it)",
    )
    return parser


def parse_options(argv: list[str]) -> Options:
    """Parse the GUI options; argparse prints a clear message and raises SystemExit on bad ones."""
    if not argv:  # the usual start (a double-click, the menu): no parser to build (~3 ms)
        return Options(lang=None, screenshot=None)
    namespace = build_parser().parse_args(argv)
    return Options(lang=namespace.lang, screenshot=namespace.screenshot, size=namespace.size, open=namespace.open)


def start_qt(lang: str | None) -> tuple[QApplication, QApplication | None, LanguageManager]:
    """The QApplication with the app's names, font, icon and language.

    Returns (app, the application that already existed or None, the language manager); a
    caller that got an existing application must `language_manager.remove()` when done.
    """
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        existing = None
        app = QApplication([sys.argv[0] if sys.argv else DESKTOP_FILE])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE)
    configure_ui_font(app)
    _set_window_icon(app)
    language_manager = LanguageManager(app)
    language_manager.apply(initial_language(lang))
    return app, existing, language_manager


def main(argv: list[str]) -> int:
    """Start the GUI with command-line `argv` (without the program name); return the exit status."""
    try:
        options = parse_options(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 2)

    app, existing, language_manager = start_qt(options.lang)
    from desktop_app.controllers.storage import sweep_temp_files

    sweep_temp_files()  # what a save killed half-way left behind
    if existing is None:
        from desktop_app.views.error_report import install_error_reporting

        install_error_reporting()
    try:
        if options.screenshot is not None:  # headless: check first, the picture is the last thing done
            issues = content_pack_issues()
            if issues:
                report_broken_pack(issues)
                return 1

        from desktop_app.views.launcher import LauncherWindow

        window = LauncherWindow(language_manager)
        if options.screenshot is not None:
            return save_screenshot(window, options.screenshot, options.size)
        # as the person left it last time, else within a laptop's screen less its taskbar
        show_fitted(window, remember="launcher")
        check = PackCheck(lambda issues: _stop_on_broken_pack(app, issues))
        QTimer.singleShot(0, check.start)  # once the event loop runs: the launcher paints first
        if options.open is not None:
            # Once the event loop runs: a save that cannot be used is explained over the launcher.
            QTimer.singleShot(0, lambda path=options.open: window.load_save(path))
        missing = language_manager.missing_catalogues(language_manager.language)
        if missing:
            report_missing_translations(window, language_manager.language, missing)
        return app.exec()
    finally:
        if existing is not None:
            # Someone else owns this QApplication (tests, an embedding host): leave it as found.
            language_manager.remove()
            language_manager.deleteLater()


def configure_ui_font(app: QApplication) -> str | None:
    """Set the UI font to a Traditional Chinese family, explicitly; return the family.

    Fonts shipped in assets/fonts/ are registered first, so a bundle's own font wins.
    """
    family = choose_ui_family(load_bundled_fonts(assets_dir() / "fonts"))
    if family is None:
        _say_error(
            "energy-table: no Traditional Chinese font found (install fonts-noto-cjk); Chinese text may look wrong"
        )
        return None
    font = app.font()
    font.setFamilies([family])
    app.setFont(font)
    return family


def _set_window_icon(app: QApplication) -> None:
    for name in ("icons/energy-table.svg", "energy-table.svg", "icons/energy-table.png", "energy-table.png"):
        path = assets_dir() / name
        if path.exists():
            app.setWindowIcon(QIcon(str(path)))
            return


def content_pack_issues() -> list[str]:
    """Validate the built-in content pack; every problem found, as a readable sentence.

    A pack found clean is remembered by its fingerprint (`pack_fingerprint`), so the next start
    skips the check (and the imports it needs) until the pack or the code that reads it changes.
    """
    stamp = pack_stamp_path()
    fingerprint = pack_fingerprint()
    try:
        if stamp.read_text(encoding="utf-8") == fingerprint:
            return []
    except (OSError, UnicodeDecodeError):
        pass  # not checked yet on this computer, or the stamp is unreadable: check
    try:
        loader = importlib.import_module("desktop_app.content.loader")
        issues = [str(issue) for issue in loader.validate_pack()]
    except Exception as error:  # noqa: BLE001 - a crash while checking is itself a broken pack
        traceback.print_exc()
        return [f"The content pack could not be checked: {type(error).__name__}: {error}"]
    if not issues:
        _write_stamp(stamp, fingerprint)
    return issues


class PackCheck:
    """`content_pack_issues()` on a worker thread, its answer taken on the GUI thread.

    A usual start only compares the pack's fingerprint with the one remembered; the first start
    on a computer checks the pack in full (about half a second of imports and reading), which
    would hold the launcher back. The worker appends its list to a deque (thread-safe) that a
    timer on the GUI thread drains (a worker never touches a widget); `on_broken(issues)` runs there when
    the pack is broken. The thread is a daemon: quitting the app does not wait for a check.
    """

    POLL_MS = 40

    def __init__(self, on_broken: Callable[[list[str]], object]) -> None:
        self._on_broken = on_broken
        self._answers: deque[list[str]] = deque()
        self._timer = QTimer()
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._take_answer)
        self.issues: list[str] | None = None  # None until the check has answered

    def start(self) -> None:
        """Start checking; the answer arrives on the GUI thread's timer."""
        # The worker holds the deque only, never this object: were it the last to hold it, the
        # timer would be destroyed on the worker's thread (Qt: "Timers cannot be stopped from
        # another thread", then a crash).
        threading.Thread(target=_check_pack_into, args=(self._answers,), name="content-pack-check", daemon=True).start()
        self._timer.start()

    def _take_answer(self) -> None:
        try:
            issues = self._answers.popleft()
        except IndexError:
            return
        self._timer.stop()
        self.issues = issues
        if issues:
            self._on_broken(issues)


def _check_pack_into(answers: deque[list[str]]) -> None:
    """The worker's part of `PackCheck`: the check's issues onto `answers`."""
    try:
        issues = content_pack_issues()
    except BaseException as error:  # noqa: BLE001 - a crash while checking is a broken pack
        issues = [f"The content pack could not be checked: {type(error).__name__}: {error}"]
    answers.append(issues)


def _stop_on_broken_pack(app: QApplication, issues: list[str]) -> None:
    """The pack turned out broken after the launcher appeared: close every window (a game
    opened meanwhile has autosaved its moves), say what is wrong, and end with status 1."""
    for widget in app.topLevelWidgets():
        if widget.isVisible():
            widget.hide()
    report_broken_pack(issues)
    app.exit(1)


def pack_fingerprint() -> str:
    """A digest of every file of the built-in pack and of the content code that checks it (and
    the app version): any edit to either gives another fingerprint.

    Every start works it out (on the check's worker thread, whose CPU time is the start's too),
    so it stays cheap: BLAKE2b from its own small module, not through `hashlib` (which loads
    OpenSSL first), the folders walked with `os.scandir` rather than `Path.rglob`: the worker's
    ~10 ms became ~4. The files, their order and the bytes digested are those of the first
    version (`sorted(folder.rglob(pattern))`), so a stamp it wrote stays valid."""
    try:
        from _blake2 import blake2b  # what hashlib.blake2b is, without loading OpenSSL
    except ImportError:  # a Python built without it
        from hashlib import blake2b

    digest = blake2b(digest_size=16)
    digest.update(__version__.encode())
    for folder, suffix in ((game_data_dir(), ""), (Path(__file__).resolve().parent.parent / "content", ".py")):
        for parts, path in sorted(_files_under(str(folder), suffix)):
            digest.update("/".join(parts).encode() + b"\0")
            try:
                with open(path, "rb") as file:
                    digest.update(file.read())
            except OSError:
                digest.update(b"unreadable")
    return digest.hexdigest()


def _files_under(folder: str, suffix: str, parts: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], str]]:
    """(path parts below `folder`, path) of each file under `folder` whose name ends with
    `suffix`, as `Path.rglob` finds them: linked folders are not entered, linked files count
    where they lead to a file, `__pycache__` folders are left out."""
    found: list[tuple[tuple[str, ...], str]] = []
    try:
        with os.scandir(folder) as entries:
            listed = list(entries)
    except OSError:
        return found
    for entry in listed:
        if entry.name == "__pycache__":
            continue
        try:
            is_dir = entry.is_dir()
        except OSError:
            is_dir = False
        if is_dir:
            if not entry.is_symlink():
                found.extend(_files_under(entry.path, suffix, (*parts, entry.name)))
        elif entry.name.endswith(suffix) and os.path.isfile(entry.path):
            found.append(((*parts, entry.name), entry.path))
    return found


def pack_stamp_path() -> Path:
    """Where the fingerprint of the last pack found clean is kept (the app-data folder)."""
    from desktop_app.controllers.storage import app_data_dir

    return app_data_dir() / "content-pack-checked.txt"


def _write_stamp(stamp: Path, fingerprint: str) -> None:
    """Remember a clean check; a folder that cannot be written only means checking next time."""
    try:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        temporary = stamp.with_name(f".{stamp.name}.tmp")
        temporary.write_text(fingerprint, encoding="utf-8")
        temporary.replace(stamp)
    except OSError:
        pass


def report_missing_translations(parent: QWidget | None, language: str, missing: list[str]) -> QMessageBox:
    """Say loudly (on stderr and in a box over the launcher) that an install lost translations.

    A plain `pip install .` once gave an English-only app without a word; the build now compiles
    the catalogues, and this catches any install that still lacks them.
    """
    _say_error(
        f"energy-table: translations missing for {language}: {', '.join(missing)} "
        "(the install is incomplete: reinstall, or run 'python -m desktop_app.i18n_build')"
    )
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Energy Table")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        "Part of the Chinese translation is missing from this installation, so some screens will "
        "be in English. Reinstalling Energy Table should fix it.\n\n"
        "此安裝缺少部分中文翻譯，有些畫面會顯示英文。重新安裝「能源桌遊館」應可修正。"
    )
    box.setDetailedText("\n".join(f"{name}.qm" for name in missing))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setModal(False)
    box.show()
    return box


def broken_pack_box(issues: list[str]) -> QMessageBox:
    """The critical message naming what is wrong with the content pack."""
    box = QMessageBox()
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("App", "Energy Table"))
    box.setText(QCoreApplication.translate("App", "The built-in game content is broken, so Energy Table cannot start."))
    upfront = "\n".join(f"• {issue}" for issue in issues[:ISSUES_SHOWN_UPFRONT])
    more = len(issues) - ISSUES_SHOWN_UPFRONT
    if more > 0:
        and_more = QCoreApplication.translate("App", "…and {count} more (see the details).")
        upfront += "\n" + and_more.format(count=more)
    advice = QCoreApplication.translate(
        "App", "Reinstalling Energy Table should fix this. If it does not, please report these problems."
    )
    box.setInformativeText(f"{upfront}\n\n{advice}")
    box.setDetailedText("\n".join(issues))
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box


def report_broken_pack(issues: list[str]) -> None:
    """Print the content pack's problems to stderr and show them in a critical message box."""
    _say_error(f"energy-table: the built-in content pack is broken ({len(issues)} problems):")
    for issue in issues:
        _say_error(f"  - {issue}")
    broken_pack_box(issues).exec()


def _say_error(text: str) -> None:
    """Print to stderr even where the console cannot show Chinese (a legacy Windows code page)."""
    if sys.stderr is not None:  # a windowed app on Windows has no console
        write_text(text + "\n", sys.stderr)


def save_screenshot(window: QWidget, path: Path, size: QSize) -> int:
    """Render `window` at `size` to a PNG file; 0 on success."""
    window.resize(size)
    window.show()
    QApplication.processEvents()
    problem = write_png(window, path)
    window.close()
    window.deleteLater()
    if problem is not None:
        _say_error(f"energy-table: could not write the screenshot to {path}: {problem}")
        return 1
    print(f"energy-table: screenshot saved to {path}")
    return 0


def write_png(widget: QWidget, path: Path) -> str | None:
    """Save what `widget` shows as a PNG file at `path` (its folder made if missing); None
    when written, else why not, in a few words. The file is written by `open_output`, so a
    FIFO nobody reads is refused rather than waited on forever."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not widget.grab().save(buffer, "PNG"):
        return "the window could not be drawn"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open_output(path) as file:
            file.buffer.write(data.data())
    except OSError as error:
        return error.strerror or str(error)
    return None
