"""The launcher and app start-up, through the real widgets: languages, settings, full screen,
playing a game from the registry, the content pack check and the command line."""

from __future__ import annotations

import importlib
import os
import re
import sys
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMessageBox,
    QWidget,
)

from desktop_app import __version__, i18n_build
from desktop_app.commands import app as app_module
from desktop_app.commands.app import configure_ui_font
from desktop_app.commands.app import main as run_app
from desktop_app.views.game_registry import GAMES, GameEntry
from desktop_app.views.language import (
    LanguageManager,
    initial_language,
    normalize_language,
    saved_language,
)
from desktop_app.views.launcher import LauncherWindow
from desktop_app.views.theme import is_traditional_chinese_family

CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
ENGLISH_TITLES = ["Power Grid", "Power Butler", "Power On!", "Aladdin & the Magic Lamp"]
CHINESE_TITLES = ["電力公司", "電力管家", "電力啟動", "阿拉丁神燈"]


@pytest.fixture(scope="session", autouse=True)
def compiled_translations():
    assert i18n_build.build(quiet=True) == 0


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    """Settings go to a temporary folder, never to the user's real configuration."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for settings_format in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


@pytest.fixture
def language_manager(qapp):
    manager = LanguageManager(qapp)
    yield manager
    manager.remove()
    manager.setParent(None)


@pytest.fixture
def open_launcher(qtbot, language_manager):
    def open_(language: str, size: QSize | None = None, games=GAMES) -> LauncherWindow:
        language_manager.apply(language)
        window = LauncherWindow(language_manager, games)
        qtbot.addWidget(window)
        window.resize(size or QSize(1280, 800))
        window.show()
        qtbot.waitExposed(window)
        return window

    return open_


@pytest.fixture
def valid_pack(monkeypatch):
    return _fake_validator(monkeypatch, [])


def _fake_validator(monkeypatch, issues: list[str]):
    """Make `validate_pack()` report `issues`, whether or not the real loader exists yet."""
    try:
        loader = importlib.import_module("desktop_app.content.loader")
    except ModuleNotFoundError:
        loader = types.ModuleType("desktop_app.content.loader")
        monkeypatch.setitem(sys.modules, "desktop_app.content.loader", loader)
    monkeypatch.setattr(loader, "validate_pack", lambda *args, **kwargs: list(issues), raising=False)
    # A clean check remembered by an earlier test would skip the fake: no stamp here.
    monkeypatch.setattr(app_module, "pack_stamp_path", lambda: Path(os.devnull) / "no-stamp.txt")
    return loader


def visible_texts(window: LauncherWindow) -> list[str]:
    """What a person sees on the launcher: window title, menu titles, labels and buttons."""
    texts = [window.windowTitle()]
    texts += [action.text() for action in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            texts.append(widget.text())
    return [text.replace("&", "") for text in texts]


def card_titles(window: LauncherWindow) -> list[str]:
    return [card.title_label.text() for card in window.cards]


# --- Languages -------------------------------------------------------------------------


def test_launcher_shows_the_four_games_in_english_only(open_launcher):
    window = open_launcher("en")
    assert card_titles(window) == ENGLISH_TITLES
    texts = visible_texts(window)
    assert "Energy Table" in texts
    assert [text for text in texts if CJK.search(text)] == []


def test_launcher_shows_the_four_games_in_traditional_chinese_only(open_launcher):
    window = open_launcher("zh_TW")
    assert card_titles(window) == CHINESE_TITLES
    texts = visible_texts(window)
    assert "能源桌遊館" in texts
    # Mnemonic letters such as 檔案(F) aside, no English words are left.
    stripped = [re.sub(r"\([A-Z]\)", "", text) for text in texts]
    assert [text for text in stripped if LATIN_WORD.search(text)] == []


def test_every_game_says_what_it_teaches_players_and_length(open_launcher):
    window = open_launcher("en")
    for card, entry in zip(window.cards, GAMES):
        assert card.description_label.text() == entry.description
        assert f"{entry.min_players}–{entry.max_players} players" == card.players_label.text()
        assert str(entry.minutes) in card.minutes_label.text()


def test_choosing_a_language_retranslates_live_and_is_remembered(open_launcher, qtbot):
    window = open_launcher("en")
    window.language_actions["zh_TW"].trigger()
    qtbot.waitUntil(lambda: card_titles(window) == CHINESE_TITLES)
    assert window.windowTitle() == "能源桌遊館"
    assert window.language_actions["zh_TW"].isChecked()
    assert saved_language() == "zh_TW"
    assert initial_language(None) == "zh_TW"

    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: card_titles(window) == ENGLISH_TITLES)
    assert QSettings().value("ui/language") == "en"


def test_command_line_language_wins_over_the_saved_one():
    QSettings().setValue("ui/language", "zh_TW")
    assert initial_language("en") == "en"
    assert initial_language(None) == "zh_TW"


@pytest.mark.parametrize(
    ("code", "language"),
    [("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"), ("zh", "zh_TW"), ("en", "en"), ("en_US", "en"), ("fr", None)],
)
def test_language_codes_are_normalized(code, language):
    assert normalize_language(code) == language


def test_the_ui_font_is_set_to_a_traditional_chinese_family(qapp):
    family = configure_ui_font(qapp)
    if family is None:
        pytest.skip("no Traditional Chinese font installed (fonts-noto-cjk)")
    assert is_traditional_chinese_family(family)
    assert QApplication.font().families()[0] == family


# --- Size and readability -------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize(
    ("size", "smallest_px"), [(QSize(1280, 800), 14), (QSize(1000, 900), 12), (QSize(3840, 2160), 20)]
)
def test_text_is_readable_and_never_clipped(open_launcher, language, size, smallest_px):
    window = open_launcher(language, size)
    labels = [label for label in window.findChildren(QLabel) if label.isVisible() and label.text()]
    assert labels
    for label in labels:
        assert label.font().pixelSize() >= smallest_px, label.text()
        if label.wordWrap():
            assert label.heightForWidth(label.width()) <= label.height(), label.text()
    for card in window.cards:
        assert card.play_button.font().pixelSize() >= smallest_px


def test_squarer_windows_show_the_games_in_two_rows(open_launcher):
    window = open_launcher("en", QSize(1000, 900))
    rows = {window._grid.getItemPosition(window._grid.indexOf(card))[0] for card in window.cards}
    assert rows == {0, 1}


def test_the_launcher_survives_many_repaints(open_launcher):
    window = open_launcher("zh_TW")
    before = sys.getrefcount(None)
    for _ in range(300):
        window.repaint()
    assert window.isVisible()
    assert sys.getrefcount(None) >= before - 50  # nothing eats references to None


# --- Menus ------------------------------------------------------------------------------


def test_f11_toggles_full_screen_and_escape_leaves_it(open_launcher, qtbot):
    window = open_launcher("en")
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()

    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_quit_is_ctrl_q(open_launcher):
    window = open_launcher("en")
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    window.quit_action.trigger()
    assert not window.isVisible()


def test_about_names_version_licence_and_offline(open_launcher, qtbot):
    window = open_launcher("en")
    box = window.show_about()
    qtbot.waitExposed(box)
    assert __version__ in box.text()
    assert "MIT" in box.text()
    assert "offline" in box.text()
    box.accept()


# --- Playing a game -------------------------------------------------------------------


def test_power_grid_is_playable(open_launcher):
    window = open_launcher("en")
    power_grid = next(card for card in window.cards if card.entry.id == "power_grid")
    assert power_grid.play_button.isEnabled()
    assert not power_grid.status_label.isVisible()


def test_games_without_a_board_have_a_disabled_play_button_saying_why(open_launcher):
    window = open_launcher("en")
    for card in window.cards:
        if card.entry.playable:
            continue
        assert not card.play_button.isEnabled()
        assert card.play_button.text() == "Play"
        assert "still being built" in card.play_button.toolTip()
        assert card.status_label.isVisible()


def _test_entry(**hooks) -> GameEntry:
    """A playable Power Grid entry with these hooks (on_play, on_continue, has_saved_game)."""
    return GameEntry(
        id="power_grid",
        title="Power Grid",
        description="A test entry.",
        min_players=2,
        max_players=6,
        minutes=120,
        colour=QColor("#1F6B4E"),
        playable=True,
        **hooks,
    )


def test_a_playable_game_starts_through_its_hook(open_launcher, qtbot):
    started: list[QWidget] = []
    game = _test_entry(on_play=started.append)
    window = open_launcher("en", games=(game, *GAMES[1:]))
    card = window.cards[0]
    assert card.play_button.isEnabled()
    assert not card.status_label.isVisible()
    with qtbot.waitSignal(window.game_did_launch) as launched:
        qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert launched.args == ["power_grid"]
    assert started == [window]


def test_continue_is_offered_only_with_an_unfinished_game(open_launcher, qtbot):
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.controllers.unfinished import new_session_path
    from desktop_app.rules.registry import GAMES as RULES

    continued: list[object] = []
    game = _test_entry(
        on_play=lambda parent: None, on_continue=lambda *args: continued.append(args), save_id="power-grid"
    )
    window = open_launcher("en", games=(game, *GAMES[1:]))
    card = window.cards[0]
    assert not card.continue_button.isVisible()
    rules = RULES["power-grid"]
    controller = GameController(
        rules,
        rules.load_content(None),
        rules.options_from_json({"players": 2, "seed": 1}),
        [Seat("Mei"), Seat("Lin")],
        autosave_path=new_session_path("power-grid"),
    )
    controller.submit(rules.legal_actions(controller.state)[0])
    card.refresh_saved_game()
    assert card.continue_button.isVisible()
    qtbot.mouseClick(card.continue_button, Qt.MouseButton.LeftButton)
    chooser = window._unfinished_dialog
    assert chooser is not None and chooser.isVisible()
    qtbot.mouseClick(chooser.rows[0].findChild(QAbstractButton, "continueGame"), Qt.MouseButton.LeftButton)
    assert continued == [(window, controller.autosave_path)]


def test_loading_a_damaged_save_from_the_launcher_explains_and_opens_nothing(open_launcher, tmp_path, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    window = open_launcher("en")
    window.load_save(broken)
    assert shown and "damaged or incomplete" in shown[0]


def test_a_playable_game_needs_a_hook():
    with pytest.raises(ValueError, match="no on_play hook"):
        GameEntry("x", "X", "x", 2, 4, 30, QColor("black"), playable=True)


# --- Start-up -------------------------------------------------------------------------


def test_a_broken_content_pack_stops_the_app_with_a_critical_message(monkeypatch, qtbot, capsys):
    issues = ["plants.yaml: plant 13: fuel 'wind' is not a fuel", "maps/taiwan.yaml: city 'Hsinchu' unconnected"]
    _fake_validator(monkeypatch, issues)
    seen: dict[str, object] = {}

    def close_the_message() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, close_the_message)
            return
        seen.update(icon=box.icon(), text=box.text(), details=box.detailedText(), info=box.informativeText())
        box.done(QMessageBox.StandardButton.Close)

    QTimer.singleShot(0, close_the_message)
    assert run_app(["--lang", "en"]) == 1
    assert seen["icon"] == QMessageBox.Icon.Critical
    assert "broken" in seen["text"]
    assert seen["details"] == "\n".join(issues)
    assert issues[0] in seen["info"]
    err = capsys.readouterr().err
    assert all(issue in err for issue in issues)
    assert not _visible_launchers()


def _visible_launchers() -> list[LauncherWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, LauncherWindow) and w.isVisible()]


def test_the_first_start_shows_the_launcher_before_the_pack_is_checked_in_full(monkeypatch, qtbot, tmp_path):
    """Issue 27, "a first start that is quick": the full check runs off the GUI thread once the
    launcher is up; a clean pack is remembered (the stamp) and the launcher stays."""
    import threading

    stamp = tmp_path / "stamp.txt"
    loader = _fake_validator(monkeypatch, [])
    monkeypatch.setattr(app_module, "pack_stamp_path", lambda: stamp)
    seen: dict[str, object] = {}

    def validate(*args, **kwargs):
        seen["thread"] = threading.current_thread() is not threading.main_thread()
        seen["launcher up"] = bool(_visible_launchers())
        return []

    monkeypatch.setattr(loader, "validate_pack", validate)

    def quit_once_checked() -> None:
        if not stamp.exists():
            QTimer.singleShot(20, quit_once_checked)
            return
        seen["launcher after"] = bool(_visible_launchers())
        QApplication.instance().exit(0)

    QTimer.singleShot(0, quit_once_checked)
    assert run_app(["--lang", "en"]) == 0
    assert seen == {"thread": True, "launcher up": True, "launcher after": True}
    assert stamp.read_text(encoding="utf-8") == app_module.pack_fingerprint()
    for window in _visible_launchers():
        window.close()


def test_a_pack_check_that_crashes_is_a_broken_pack(qtbot, monkeypatch):
    loader = _fake_validator(monkeypatch, [])

    def crash(*args, **kwargs):
        raise RecursionError("the pack's anchors go round")

    monkeypatch.setattr(loader, "validate_pack", crash)
    found: list[list[str]] = []
    check = app_module.PackCheck(found.append)
    check.start()
    qtbot.waitUntil(lambda: check.issues is not None, timeout=5000)
    assert found == [check.issues] and "RecursionError" in check.issues[0]


def test_a_pack_check_let_go_is_never_held_by_its_worker(qtbot, monkeypatch):
    """The worker holds the answers' queue, not the check: were it the check's last holder, the
    check's timer would be destroyed on the worker's thread (a crash seen in the tests)."""
    import gc
    import threading
    import weakref

    loader = _fake_validator(monkeypatch, [])
    release = threading.Event()
    monkeypatch.setattr(loader, "validate_pack", lambda *args, **kwargs: release.wait(5) and [])
    check = app_module.PackCheck(lambda issues: None)
    check.start()
    let_go = weakref.ref(check)
    del check
    gc.collect()
    alive = let_go() is not None
    release.set()
    qtbot.waitUntil(lambda: not any(t.name == "content-pack-check" for t in threading.enumerate()), timeout=5000)
    assert not alive


def test_a_pack_found_clean_is_not_checked_again_until_it_changes(monkeypatch, tmp_path):
    stamp = tmp_path / "stamp.txt"
    monkeypatch.setattr(app_module, "pack_stamp_path", lambda: stamp)
    checks = []
    loader = importlib.import_module("desktop_app.content.loader")
    monkeypatch.setattr(loader, "validate_pack", lambda *args, **kwargs: checks.append(1) or [])
    assert app_module.content_pack_issues() == [] and len(checks) == 1
    assert stamp.read_text(encoding="utf-8") == app_module.pack_fingerprint()
    assert app_module.content_pack_issues() == [] and len(checks) == 1  # remembered
    monkeypatch.setattr(app_module, "pack_fingerprint", lambda: "the pack was edited")
    assert app_module.content_pack_issues() == [] and len(checks) == 2  # checked again


def test_a_broken_pack_is_never_remembered_as_clean(monkeypatch, tmp_path):
    stamp = tmp_path / "stamp.txt"
    monkeypatch.setattr(app_module, "pack_stamp_path", lambda: stamp)
    loader = importlib.import_module("desktop_app.content.loader")
    monkeypatch.setattr(loader, "validate_pack", lambda *args, **kwargs: ["plants.yaml: broken"])
    assert app_module.content_pack_issues() == ["plants.yaml: broken"]
    assert app_module.content_pack_issues() == ["plants.yaml: broken"]
    assert not stamp.exists()


def test_the_pack_fingerprint_follows_every_pack_file(monkeypatch, tmp_path):
    pack = tmp_path / "game_data"
    (pack / "power_grid").mkdir(parents=True)
    (pack / "pack.yaml").write_text("a: 1\n", encoding="utf-8")
    (pack / "power_grid" / "plants.yaml").write_text("b: 2\n", encoding="utf-8")
    monkeypatch.setattr(app_module, "game_data_dir", lambda: pack)
    first = app_module.pack_fingerprint()
    assert app_module.pack_fingerprint() == first
    (pack / "power_grid" / "plants.yaml").write_text("b: 3\n", encoding="utf-8")
    assert app_module.pack_fingerprint() != first


def _rglob_fingerprint(pack: Path, content: Path) -> str:
    """The fingerprint as it was first written (Path.rglob, hashlib): a stamp written by it
    must still be found valid."""
    import hashlib

    digest = hashlib.blake2b(digest_size=16)
    digest.update(__version__.encode())
    for folder, pattern in ((pack, "*"), (content, "*.py")):
        for path in sorted(folder.rglob(pattern)):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
                try:
                    digest.update(path.read_bytes())
                except OSError:
                    digest.update(b"unreadable")
    return digest.hexdigest()


def test_the_pack_fingerprint_digests_what_rglob_found_in_its_order(monkeypatch, tmp_path):
    """The built-in pack, and a pack with what a walk can trip on: names that sort otherwise
    as whole paths than part by part ("a-b/x" before "a/x" as text), hidden files,
    __pycache__, linked files and folders, a dangling link, a file it cannot read (not as root)."""
    content = Path(app_module.__file__).resolve().parent.parent / "content"
    assert app_module.pack_fingerprint() == _rglob_fingerprint(app_module.game_data_dir(), content)

    pack = tmp_path / "game_data"
    for folder in ("a", "a-b", "a/deeper", "__pycache__", "z/__pycache__"):
        (pack / folder).mkdir(parents=True, exist_ok=True)
    for name, text in (
        ("a/x.yaml", "1"),
        ("a-b/x.yaml", "2"),
        ("a/deeper/y.yaml", "3"),
        (".hidden.yaml", "4"),
        ("__pycache__/stale.pyc", "5"),
        ("z/__pycache__/stale.pyc", "6"),
        ("z/kept.yaml", "7"),
        ("unreadable.yaml", "8"),
    ):
        (pack / name).write_text(text, encoding="utf-8")
    (pack / "unreadable.yaml").chmod(0)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "w.yaml").write_text("9", encoding="utf-8")
    (pack / "linked_file.yaml").symlink_to(outside / "w.yaml")
    (pack / "linked_folder").symlink_to(outside, target_is_directory=True)
    (pack / "dangling.yaml").symlink_to(tmp_path / "nowhere.yaml")
    monkeypatch.setattr(app_module, "game_data_dir", lambda: pack)
    try:
        assert app_module.pack_fingerprint() == _rglob_fingerprint(pack, content)
    finally:
        (pack / "unreadable.yaml").chmod(0o644)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--lang", "fr"], "unsupported language 'fr'"),
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--size", "big", "--screenshot", "x.png"], "is not WIDTHxHEIGHT"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(argv, message, capsys):
    assert run_app(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.startswith("energy-table: error:") and len(err.strip().splitlines()) == 1  # one line
    assert "Traceback" not in err


def test_no_arguments_give_the_parsers_defaults():
    """A start with no arguments skips building the parser: the same options all the same."""
    defaults = vars(app_module.build_parser().parse_args([]))
    assert app_module.parse_options([]) == app_module.Options(**defaults)


def test_help_exits_0(capsys):
    assert run_app(["-h"]) == 0
    assert "--screenshot" in capsys.readouterr().out


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_screenshot_renders_the_launcher_to_a_png(valid_pack, tmp_path, language):
    path = tmp_path / f"launcher_{language}.png"
    assert run_app(["--lang", language, "--size", "1280x800", "--screenshot", str(path)]) == 0
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1280, 800)


# --- How to play (issue 14) ---------------------------------------------------------------


def test_each_playable_card_has_a_how_to_play_button_that_opens_its_rules(open_launcher, qtbot):
    window = open_launcher("zh_TW")
    for card in window.cards:
        assert card.rules_button.isVisible() == card.entry.playable
    qtbot.mouseClick(window.cards[0].rules_button, Qt.MouseButton.LeftButton)
    rules = [w for w in QApplication.topLevelWidgets() if w.objectName() == f"how-to-play-{window.cards[0].entry.id}"]
    assert len(rules) == 1 and rules[0].isVisible()
    assert rules[0].language == "zh_TW" and window.cards[0].entry.translated_title() in rules[0].windowTitle()
    rules[0].close()


def test_help_lists_how_to_play_for_every_playable_game(open_launcher):
    window = open_launcher("en")
    playable = [entry.id for entry in window.games if entry.playable]
    assert list(window.how_to_play_actions) == playable
    assert window.help_action.shortcut().matches(QKeySequence(QKeySequence.StandardKey.HelpContents))


def test_f1_on_a_card_opens_that_game_rules(open_launcher, monkeypatch):
    window = open_launcher("en")
    opened = []
    monkeypatch.setattr(window, "show_rules", opened.append)
    window.cards[1].play_button.setFocus()
    window.show_help()
    assert opened == [window.cards[1].entry.id]


def test_open_at_start_loads_the_save_given(valid_pack, monkeypatch, qapp, qtbot, tmp_path):
    """`energy-table --open SAVE` (Windows' "Open with" for saves) loads that save at start."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")

    def run_until_loaded() -> int:
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
        for widget in QApplication.topLevelWidgets():
            widget.close()
        return 0

    monkeypatch.setattr(qapp, "exec", run_until_loaded)
    assert run_app(["--lang", "en", "--open", str(broken)]) == 0
    assert "damaged or incomplete" in shown[0]


def test_the_cards_look_the_same_at_a_size_however_the_window_got_there(open_launcher, qtbot):
    """A launcher made small and large again kept a squeezed header band (110 px at 1280x800
    where a fresh one has 207; 297 at 3840x2160 where a fresh one has 562): the description's
    minimum height only ever grew, since a label's heightForWidth answers at least the minimum
    set on it. A launcher now opens at the size the person left it (kit/screen_fit), so a resize
    is its usual start."""

    def bands(window: LauncherWindow) -> list[tuple[int, int]]:
        for _ in range(3):
            QApplication.processEvents()  # the shelf's bands follow a resize at the next turn
        return [(card.header.height(), card.description_label.minimumHeight()) for card in window.cards]

    small, large = QSize(1280, 800), QSize(3840, 2160)
    fresh = {}
    for size in (small, large):
        window = open_launcher("en", size)
        fresh[size.toTuple()] = bands(window)
        window.close()
    window = open_launcher("en", large)
    for size in (small, large, small):
        window.resize(size)
        qtbot.waitUntil(lambda s=size: window.size() == s)
        assert bands(window) == fresh[size.toTuple()], size
