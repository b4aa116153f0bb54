"""The pages of a decision panel (`kit/action_panel.py`), and how they are built and refreshed.

A page is built by a function that asks a `PageBuilder` for its parts in order, each under a
key (`label`, `button`, `part` for any other widget or layout). The first time, the builder
makes the parts; while the same kind of page stays up (the same step for the same human), the
panel runs the same function again on the page it already shows and the builder hands back
the parts it made, so the function only changes texts, enabled and visible states. Only when
the kind changes, or the function asks for other parts than last time (another card in the
market, one row more), is the page built anew (`Restructure`). Keeping the widgets is what
makes a refresh cheap: making and styling widgets is most of a panel's cost.

Labels are plain text (`plain_label`): names come from players and packs. A disabled control
may say why (`explain`, or `why=` on a builder's button): its tooltip, accessible description
and status tip, and a click on it says the reason in a bubble at the control (and the status line).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QHelpEvent, QIcon, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.kit.bubble import note_anchor, widget_anchor
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label, plain_tooltip

P = TypeVar("P", bound=QObject)


def show(widget: QWidget, visible: bool) -> None:
    """Show or hide `widget` (a hidden widget takes no room in its layout)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class Restructure(Exception):
    """The page asked for other parts than the page on screen has: build it anew."""


WHY = "kit_why"  # the property where a disabled control keeps why it is disabled


def _said_why(widget: QWidget, point: Any) -> tuple[str, QWidget | None]:
    """Why the disabled control at `point` (in `widget`) is disabled, if it says, and the control."""
    for child in widget.findChildren(QWidget):
        why = child.property(WHY)
        if why and not child.isEnabled() and child.isVisible() and child.rect().contains(child.mapFrom(widget, point)):
            return str(why), child
    return "", None


class _Explaining(QWidget):
    """A widget that answers a click on (or a pause over) a disabled control inside it with the
    control's reason. An explained control lets the mouse through to it (Qt gives a disabled
    widget's clicks to no one), and it shows the control's tooltip in its place."""

    def __init__(self) -> None:
        super().__init__()
        # Set by the panel that shows the page: where a reason goes (its status line). A callback,
        # not the panel itself, so this module needs nothing of action_panel.py, which imports it.
        self.say: Callable[[str], Any] | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        why, control = _said_why(self, event.position().toPoint())
        if why and self.say is not None:
            if control is not None:  # the bubble points at the control clicked
                note_anchor(self.window(), widget_anchor(control), widget_anchor(control, bottom=True))
            self.say(why)
            event.accept()
            return
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            why, _control = _said_why(self, event.pos())
            if why:
                QToolTip.showText(
                    event.globalPos(), fill(QCoreApplication.translate("KitPanel", "Not now: %1"), why), self
                )
                status = getattr(self.window(), "_say", None)  # the status line only: a pause is no click
                if status is not None:
                    status(why)
                return True
        return super().event(event)


class Page(_Explaining):
    """One page of controls (and its footer), with its parts by key in the order made."""

    def __init__(self, kind: Hashable = None, margins: bool = False) -> None:
        super().__init__()
        self.kind = kind
        self.column = QVBoxLayout(self)
        if not margins:  # the style's margins otherwise
            self.column.setContentsMargins(0, 0, 0, 0)
        self.footer = _Explaining()
        self.footer_column = QVBoxLayout(self.footer)
        self.footer_column.setContentsMargins(0, 0, 0, 0)
        self.parts: dict[str, QObject] = {}
        self.order: list[str] = []
        self.slots: dict[str, Callable[[], Any]] = {}
        # what Enter presses (`set_default`): a push button, or a game's own (a plant card)
        self.default_button: QAbstractButton | None = None
        self.pressed: Callable[[], Any] | None = None  # the panel's: the player acted on it

    def press(self, key: str) -> None:
        """A button of the page was pressed: the panel knows the player acted, then its slot runs."""
        if self.pressed is not None:
            self.pressed()
        self.slots[key]()

    def part(self, key: str) -> Any:
        """The part made under `key` (KeyError if this page has none)."""
        return self.parts[key]


def _add_layout(target: QLayout, layout: QLayout, at: tuple[int, ...]) -> None:
    """`layout` into a grid at (row, column[, row span, column span]), or a box with `at`'s
    stretch if given."""
    if isinstance(target, QGridLayout):
        row, column, *spans = at
        if spans:
            target.addLayout(layout, row, column, spans[0], spans[1])
        else:
            target.addLayout(layout, row, column)
    elif isinstance(target, QBoxLayout):
        target.addLayout(layout, *at[:1])
    else:
        raise TypeError(f"a {type(target).__name__} takes no layout")


def _add_widget(target: QLayout, widget: QWidget, at: tuple[int, ...], align: Qt.AlignmentFlag | None) -> None:
    """`widget` into a grid at (row, column[, spans]), or a box with `at`'s stretch (0 when only
    an alignment is given); `align` if given."""
    extra = {"alignment": align} if align is not None else {}
    if isinstance(target, QGridLayout):
        row, column, *spans = at
        if spans:
            target.addWidget(widget, row, column, spans[0], spans[1], **extra)
        else:
            target.addWidget(widget, row, column, **extra)
    elif isinstance(target, QBoxLayout) and (at or extra):
        target.addWidget(widget, at[0] if at else 0, **extra)
    else:
        target.addWidget(widget)


class PageBuilder:
    """Makes a page's parts the first time (`fresh`) and finds them again on later refreshes.

    Every part is asked for under a key; on a refresh in place the keys must come in the same
    order as when the page was made, or `Restructure` asks the panel for a new page. Signals of
    the parts found again are blocked until the build ends, so setting a value in place fires
    no handler (the page updates itself at the end, as when it was made).
    """

    def __init__(self, page: Page, fresh: bool) -> None:
        self.page = page
        self.fresh = fresh
        self.column: QBoxLayout = page.column
        self.footer: QBoxLayout = page.footer_column
        self._at = 0
        self._blocked: list[QObject] = []

    def part(
        self,
        key: str,
        make: Callable[[], P],
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        align: Qt.AlignmentFlag | None = None,
    ) -> P:
        """The widget or layout under `key`: made by `make()` and added to `into` (the page's
        column by default; `at` is a grid's row, column[, spans] or a box's stretch)."""
        page = self.page
        if not self.fresh:
            if self._at >= len(page.order) or page.order[self._at] != key:
                raise Restructure(key)
            self._at += 1
            found = page.parts[key]
            if not found.signalsBlocked():
                found.blockSignals(True)
                self._blocked.append(found)
            return found  # type: ignore[return-value]  # found again: what `make` made under this key
        if key in page.parts:
            raise ValueError(f"two parts of one page under the key {key!r}")
        made = make()
        page.parts[key] = made
        page.order.append(key)
        target = self.column if into is None else into
        if isinstance(made, QLayout):
            _add_layout(target, made, at)
        elif isinstance(made, QWidget):
            _add_widget(target, made, at, align)
        return made

    def label(
        self,
        key: str,
        text: str,
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        name: str = "",
        wrap: bool = True,
        make: Callable[[], QLabel] | None = None,
        visible: bool = True,
    ) -> QLabel:
        """A plain-text label (a name from a player or a pack is never read as markup)."""

        def new() -> QLabel:
            label = make() if make is not None else plain_label()
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(wrap)
            if name:
                label.setObjectName(name)
            return label

        label = self.part(key, new, into, at)
        if label.text() != text:
            label.setText(text)
        show(label, visible)
        return label

    def button(
        self,
        key: str,
        text: str,
        slot: Callable[[], Any],
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        *,
        name: str | None = None,
        tip: str | None = None,
        enabled: bool = True,
        icon: QIcon | None = None,
        icon_px: float = 0,
        accessible: str | None = None,
        make: Callable[[str], QPushButton] | None = None,
        align: Qt.AlignmentFlag | None = None,
        visible: bool = True,
        why: str | None = None,
        default: bool = False,
    ) -> QPushButton:
        """A push button: its object name (what tests click) is `name` or the key, its tooltip
        `tip` (plain text), its accessible name `accessible`, else the text, else the tooltip.
        A click calls the `slot` given by the latest build. A disabled button with a `why` says
        it (see `explain`); the page's `default` button is the one Enter presses."""
        page = self.page

        def new() -> QPushButton:
            button = make(text) if make is not None else QPushButton(text)
            button.setObjectName(key if name is None else name)
            button.clicked.connect(lambda _checked=False: page.press(key))
            return button

        button = self.part(key, new, into, at, align)
        page.slots[key] = slot
        if button.text() != text:
            button.setText(text)
        if icon is not None:
            button.setIcon(icon)
            side = round(icon_px)
            if side and button.iconSize() != QSize(side, side):
                button.setIconSize(QSize(side, side))
        tooltip = plain_tooltip(tip) if tip else ""
        if button.toolTip() != tooltip:
            button.setToolTip(tooltip)
        said = accessible or text or tip or ""
        if button.accessibleName() != said:
            button.setAccessibleName(said)
        if button.isEnabled() != enabled:
            button.setEnabled(enabled)
        if why is not None or button.property(WHY):
            explain(button, "" if enabled else (why or ""), tip or "")
        if default:
            page.default_button = button
        elif page.default_button is button:
            page.default_button = None
        if button.isDefault() != (page.default_button is button):
            button.setDefault(page.default_button is button)
        show(button, visible)
        return button

    def finish(self) -> None:
        """Unblock the parts' signals; a refresh in place must have asked for every part."""
        for part in self._blocked:
            part.blockSignals(False)
        self._blocked = []
        if not self.fresh and self._at != len(self.page.order):
            raise Restructure("fewer parts")


def explain(widget: QWidget, why: str, tip: str | None = None) -> None:
    """A disabled control says why it is disabled: `why` (the rules' reason, in words) becomes
    its tooltip, its accessible description and its status tip (the status line shows it while
    the pointer is over it), and a click on it puts it in the window's status line. An empty
    `why` takes the explanation away; the tooltip is then `tip` (None: the control's own)."""
    before = str(widget.property(WHY) or "")
    said = fill(QCoreApplication.translate("KitPanel", "Not now: %1"), why) if why else ""
    if why:
        tooltip = plain_tooltip(said)
    elif tip is not None:
        tooltip = plain_tooltip(tip) if tip else ""
    elif before:
        tooltip = ""
    else:
        tooltip = widget.toolTip()
    if before != why:
        widget.setProperty(WHY, why)
    if widget.toolTip() != tooltip:
        widget.setToolTip(tooltip)
    if widget.accessibleDescription() != said:
        widget.setAccessibleDescription(said)
    if widget.statusTip() != said:
        widget.setStatusTip(said)
    # Qt gives a disabled widget's clicks to no one: an explained one lets them through to its
    # page, which says why (`_Explaining`). Enabled again, it takes its clicks back.
    if widget.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents) != bool(why):
        widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, bool(why))
