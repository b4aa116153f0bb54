"""The decision panel every game shares: a title, a scrolling page of controls (`kit/pages.py`:
pages built once and refreshed in place), a footer that stays in view, and the hand-off curtain
that hides a human's secrets from the next person.

Whether an action is legal, and why not, is asked of the rules (`GameDefinition.refusal`), never
worked out here.

The keyboard and the newcomer (issue 13): the page may name its default button (`default=True`
on `PageBuilder.button`, or `ActionPanel.set_default`), which Enter presses and the panel's style
edges in blue; `ActionPanel.rules_button` asks the rules both whether and why. After an action
the window calls `settle_focus`: the keyboard comes back to the page's default button (else its
first enabled control), never lost and never on the board. Every panel starts from
`theme.panel_css`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, ClassVar

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.pages import Page, PageBuilder, Restructure
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, panel_css


def _focusable(widget: QWidget) -> bool:
    return (
        shiboken6.isValid(widget)
        and widget.isVisible()
        and widget.isEnabled()
        and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
    )


class Curtain:
    """Who has lifted the hand-off curtain: a key per person and moment (a seat; a round and a
    seat). `alone` keeps one key only: the curtain falls again for everyone else."""

    def __init__(self) -> None:
        self.opened: set[Hashable] = set()

    def is_open(self, key: Hashable) -> bool:
        return key in self.opened

    def open(self, key: Hashable, alone: bool = False) -> None:
        if alone:
            self.opened.clear()
        self.opened.add(key)

    def clear(self) -> None:
        self.opened.clear()


class ActionPanel(QWidget):
    """The decision in front of the player to act: a title, the page, a footer, a status line.

    A game's panel gives its pages through `show_page(kind, build)`; `kind` says which page it
    is (a step and the human it is for): the same kind updates the page on screen in place.
    A panel with `keep_pages` keeps that many pages it took down, hidden, and shows one again
    (updated in place) when its kind comes back: in hot-seat each human's page for a step is
    made once. Only for a game with no secrets on its pages, and whose tests ask pages for
    their buttons (a hidden page's button has the same object name as the shown one's).
    """

    keep_pages: ClassVar[int] = 0
    scroll: QScrollArea  # type: ignore[assignment]  # the page's scroller; hides QWidget.scroll(dx, dy), unused
    said = Signal(str)  # something for the window's status line (why a control is disabled)

    def __init__(
        self,
        controller: Any,
        content: Any = None,  # the game's content pack (its names, in both languages)
        language: str = "zh_TW",
        parent: QWidget | None = None,
        *,
        title: bool = True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.content, self.language = content, language
        self.scale = 1.0  # the window's scale, set by the game's `set_scale`
        self.curtain = Curtain()
        # seats played on a device (a table open to devices: views/remote/host_table.py): their
        # pages and secrets never show here; they wait as a computer player's seat does
        self.device_seats: frozenset[int] = frozenset()
        self.acted = False  # a button of the panel was pressed since the focus last settled
        self._own_sheet = ""
        super().setStyleSheet(panel_css(1.0))
        self.setAccessibleName(QCoreApplication.translate("KitPanel", "Your decision"))
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        self.pages_made = 0  # how many pages were built anew (a refresh in place makes none)
        self._page: Page | None = None
        self._leaving: list[QWidget] = []  # pages taken down, until Qt deletes them
        self._layout = QVBoxLayout(self)
        self.title: QLabel | None = None
        if title:
            self.title = plain_label()
            self.title.setWordWrap(True)
            self.title.setObjectName("title")
            self._layout.addWidget(self.title)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the page's controls
        # One look for the four games: the panel sits on the table's light colour.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, Palette.TABLE_LIGHT)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.scroll.viewport().setAutoFillBackground(False)
        self._layout.addWidget(self.scroll, 1)
        self.footer = QVBoxLayout()  # always in view, below the scrolling page
        self.footer.setContentsMargins(0, 0, 0, 0)
        self._layout.addLayout(self.footer)
        self._pages = QWidget()  # the pages, one shown (a hidden page takes no room)
        self._pages_column = QVBoxLayout(self._pages)
        self._pages_column.setContentsMargins(0, 0, 0, 0)
        self._pages_column.setSpacing(0)
        self.scroll.setWidget(self._pages)
        self._pages.setAutoFillBackground(False)  # the panel's colour shows through
        self._kept: dict[Hashable, Page] = {}  # pages taken down and kept, oldest first

    def played_here(self, seat: int) -> bool:
        """Is `seat` played at this screen: a person here, not a computer player nor a device?"""
        seats = self.controller.seats
        return 0 <= seat < len(seats) and seats[seat].is_human and seat not in self.device_seats

    @property
    def page(self) -> Page | None:
        """The page on screen."""
        return self._page

    # --- pages -------------------------------------------------------------------------------

    def _show(self, kind: tuple[Any, ...], title: str, build: Callable[[PageBuilder], object]) -> None:
        """Show the page of this kind under `title` (a game's panel may add to what a kind says)."""

        def build_page(b: PageBuilder) -> None:
            build(b)

        self.show_page(kind, build_page, title)

    def show_no_turn(self, over: tuple[str, Callable[[PageBuilder], object]], watching: str) -> bool:
        """The page while no person decides: the game is over (`over`: the page's title and what
        builds it), or a computer player thinks (`watching`: a line under its name). True if it
        showed one."""
        player, seats = self.controller.current_player(), self.controller.seats
        if player < 0:
            self._show(("over",), *over)
            return True
        if not self.played_here(player):  # a computer player, or a seat played on a device
            title = fill(QCoreApplication.translate("KitPanel", "%1 is thinking…"), seats[player].name)
            self._show(("thinking",), title, lambda b: b.label("text", watching))
            return True
        return False

    def show_page(
        self,
        kind: Hashable,
        build: Callable[[PageBuilder], None],
        title: str | None = None,
        make: Callable[[], Page] | None = None,
        stretch: bool = True,
    ) -> Page:
        """Show the page of this kind: updated in place when it is up already, else made by
        `make` (a plain `Page` by default) and filled by `build`. `stretch` keeps the controls
        at the top (an aligned layout would ignore wrapped heights)."""
        if title is not None and self.title is not None and self.title.text() != title:
            self.title.setText(title)
        page = self._page if self._page is not None and self._page.kind == kind else self._kept.get(kind)
        if page is not None:
            builder = PageBuilder(page, fresh=False)
            try:
                build(builder)
                builder.finish()
                self._put_up(page)
                return page
            except Restructure:
                for part in builder._blocked:
                    part.blockSignals(False)
                if page is not self._page:
                    del self._kept[kind]
                    self._retire(page)
        page = make() if make is not None else Page()
        page.kind = kind
        builder = PageBuilder(page, fresh=True)
        build(builder)
        builder.finish()
        if stretch:
            page.column.addStretch(1)
        self.pages_made += 1
        page.hide()
        page.footer.hide()
        page.say = page.footer.say = self.said.emit
        page.pressed = self._pressed
        self._pages_column.addWidget(page)
        self.footer.addWidget(page.footer)
        page.setAutoFillBackground(False)
        self._put_up(page)
        return page

    def _put_up(self, page: Page) -> None:
        """Show `page` in place of the page up now, which is kept (`keep_pages`) or retired."""
        old = self._page
        self._page = page
        # Out of the kept pages first: still among them, a page taken from them could be the
        # oldest that keeping `old` drops, retired while it goes up (a blank panel).
        self._kept.pop(page.kind, None)
        if old is not None and old is not page:
            self._park_focus(old)
            old.hide()
            old.footer.hide()
            self._kept.pop(old.kind, None)
            if self.keep_pages and old.kind != page.kind:
                self._kept[old.kind] = old
                while len(self._kept) > self.keep_pages:
                    self._retire(self._kept.pop(next(iter(self._kept))))
            else:  # (a page of its kind made anew replaces it: kept, it would never be shown again)
                self._retire(old)
        if page.isHidden():
            page.show()
        page.footer.setVisible(page.footer_column.count() > 0)

    def _park_focus(self, page: Page) -> None:
        """The keyboard on a control of `page`, about to be hidden, waits on the panel itself:
        hiding it would let Qt pass the focus down the Tab chain, as if the player had pressed
        Tab (onto the board, whose ring then lit its first city: issue 26's frame on 淡水);
        `settle_focus` puts it on the next page's control."""
        window = self.window()
        focus = window.focusWidget() if window is not None else None
        if (
            focus is not None
            and shiboken6.isValid(focus)
            and (page.isAncestorOf(focus) or page.footer.isAncestorOf(focus))
        ):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _retire(self, page: Page) -> None:
        """Take `page` out of the panel (nothing finds its buttons any more) and delete it later,
        never now: it may be inside its own click handler (a button that submitted). The panel
        holds it until Qt has deleted it."""
        self._pages_column.removeWidget(page)
        self.footer.removeWidget(page.footer)
        self._leaving = [widget for widget in self._leaving if shiboken6.isValid(widget)]
        for widget in (page, page.footer):
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
            self._leaving.append(widget)

    # --- style, keyboard and focus (issue 13) --------------------------------------------------

    def setStyleSheet(self, sheet: str) -> None:  # noqa: N802 - Qt's name
        """The game's own rules after the kit's (`theme.panel_css` at the panel's `scale`)."""
        self._own_sheet = sheet
        super().setStyleSheet(panel_css(float(getattr(self, "scale", 1.0) or 1.0)) + " " + sheet)

    def restyle(self, scale: float) -> None:
        """The kit's part of the style at another scale (the game's own part kept)."""
        super().setStyleSheet(panel_css(scale) + " " + self._own_sheet)

    def set_default(self, button: QPushButton | None) -> None:
        """`button` (on the page up now) is the step's default: Enter presses it, it is edged
        in blue, and the keyboard comes back to it after an action."""
        page = self._page
        if page is None:
            return
        old = page.default_button
        if isinstance(old, QPushButton) and shiboken6.isValid(old) and old is not button:
            old.setDefault(False)
        page.default_button = button
        if button is not None:
            button.setDefault(True)

    def default_button(self) -> QAbstractButton | None:
        """The page's default button, if it can be pressed now."""
        page = self._page
        button = page.default_button if page is not None else None
        return button if button is not None and _focusable(button) else None

    def focus_target(self) -> QWidget | None:
        """Where the keyboard goes after an action: the default button, else the page's first
        enabled control, else its footer's."""
        target = self.default_button()
        if target is not None:
            return target
        page = self._page
        if page is None:
            return None
        for holder in (page, page.footer):
            for widget in holder.findChildren(QWidget):
                if _focusable(widget):
                    return widget
        return None

    def _inside(self, widget: QWidget | None) -> bool:
        return widget is not None and shiboken6.isValid(widget) and self.isAncestorOf(widget)

    def _pressed(self) -> None:
        """A button of a page was pressed: the next `settle_focus` brings the keyboard back."""
        self.acted = True

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        """Focus pushed out of the panel (its control hidden, disabled or taken down) was not
        the player's choice: the next `settle_focus` brings it back."""
        if not shiboken6.isValid(self):
            return
        if self._inside(old) and not self._inside(new):
            if old is not None and (not old.isVisible() or not old.isEnabled() or old.window() is not self.window()):
                self.acted = True

    def settle_focus(self) -> None:
        """After an action: if the player acted on the panel (or the panel lost the keyboard
        by no choice of theirs, or nothing has it), the keyboard comes back to `focus_target`.
        A player who moved the keyboard elsewhere (the board, the log) keeps it there. While the
        page has nothing to press (a computer player's turn, a race) the keyboard is left where it
        is, and comes back with the next page that has a control."""
        target = self.focus_target()
        if target is None:
            return
        window = self.window()
        focus = window.focusWidget() if window is not None else None
        live = focus is not None and _focusable(focus)
        if live and (self._inside(focus) or not self.acted):
            self.acted = False
            return
        self.acted = False
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def press_default(self) -> bool:
        """Enter: press the focused button of the panel, else the default button."""
        window = self.window()
        focus = window.focusWidget() if window is not None else None
        if isinstance(focus, QAbstractButton) and self._inside(focus) and _focusable(focus):
            focus.click()
            return True
        button = self.default_button()
        if button is None:
            return False
        button.click()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.press_default():
            event.accept()
            return
        super().keyPressEvent(event)

    def rules_button(self, b: PageBuilder, key: str, text: str, action: Any, **options: Any) -> QPushButton:
        """A button for one action: enabled when the rules allow it, else disabled and saying
        the rules' reason (`refusal`); a click submits the action (or calls `options['slot']`)."""
        why = self.refusal(action)
        slot = options.pop("slot", None) or (lambda: self.controller.submit(action))
        return b.button(key, text, slot, enabled=why is None, why=why or "", **options)

    # --- the curtain -------------------------------------------------------------------------

    def curtain_page(
        self,
        b: PageBuilder,
        warning: str,
        button_text: str,
        on_open: Callable[[], Any],
        *,
        name: str,
        icon: QIcon | None = None,
        icon_px: float = 0,
        warning_name: str = "",
        make: Callable[[str], QPushButton] | None = None,
    ) -> QPushButton:
        """The hand-off page: everyone else looks away; the person named opens it themselves."""
        b.label("curtain-warning", warning, name=warning_name)
        return b.button("curtain", button_text, on_open, name=name, icon=icon, icon_px=icon_px, make=make)

    # --- the rules' word ---------------------------------------------------------------------

    def refusal(self, action: Any, state: Any = None) -> str | None:
        """Why the rules would refuse `action` in `state` (default: now), in words; None if legal."""
        error = self.controller.game.refusal(self.controller.state if state is None else state, action)
        return None if error is None else self.refusal_text(error)

    def legal(self, action: Any, state: Any = None) -> bool:
        """Would the rules accept `action` in `state` (default: now)?"""
        return bool(self.controller.game.is_legal(self.controller.state if state is None else state, action))

    def refusal_text(self, error: Any) -> str:
        """A refusal in the panel's language (a game's panel translates the rules' code)."""
        return str(getattr(error, "reason", error))
