"""The Power Grid table: the map view and the markets view in the window's table space, side by
side when both are readable there, else one at a time (issue 13: no board text under 12 px at
1280x800, and board text of 28 px or more at 3840x2160 in presentation mode).

Side by side, the space is split where the smaller of the two views' smallest texts is largest;
if even that is under the readable size (12 px; 28 px in presentation mode, for a projector),
the part the phase needs fills the space (`PART_FOR_PHASE`) and two buttons in the corner, "Map"
and "Markets" (and Ctrl+M), show the other. The part follows each new phase; within a phase,
the player's choice stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QButtonGroup, QGraphicsItem, QToolButton, QWidget

from desktop_app.rules.power_grid.state import Phase
from desktop_app.views.power_grid.board_view import PowerGridBoardView
from desktop_app.views.power_grid.fitted_view import FittedView
from desktop_app.views.theme import Palette

READABLE_PX = 12.0
READABLE_PX_PRESENTATION = 28.0
GAP = 8  # between the two views side by side
SPLITS_KEPT = 32  # best splits remembered (one per table size and scene size: a game meets few)
MAP, MARKETS = "map", "markets"
# The part of the table a phase is played on, shown when only one fits.
PART_FOR_PHASE = {
    Phase.AUCTION: MARKETS,
    Phase.RESOURCES: MARKETS,
    Phase.BUILDING: MAP,
    Phase.BUREAUCRACY: MARKETS,
    Phase.GAME_OVER: MAP,
}


class PowerGridTable(QWidget):
    """The board's two views laid out in the table space; see the module docstring."""

    def __init__(self, board: PowerGridBoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.market = board, board.market
        self.presentation = False
        self.one_part = False  # the projector layout: one part at a time (zoomed), no switch
        self.side_by_side = True
        self.part = MARKETS
        self._phase: Phase | None = None
        self._splits: dict[tuple[object, ...], tuple[int, float]] = {}  # best_split's, by what it depends on
        for view in (board, self.market):
            view.setParent(self)
            # a scene that grows or shrinks (a turn order row, presentation) may change the split
            view.scene().sceneRectChanged.connect(lambda _rect: self._arrange())
        self.switch = QButtonGroup(self)
        self.switch.setExclusive(True)
        self.buttons: dict[str, QToolButton] = {}
        for part in (MAP, MARKETS):
            button = QToolButton(self)
            button.setObjectName(f"show_{part}")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+M from anywhere
            button.clicked.connect(lambda _checked=False, p=part: self.show_part(p))
            self.switch.addButton(button)
            self.buttons[part] = button
        self.corner: QWidget | None = None  # the kit's "?" (legend), kept in the top-right corner
        self.retranslate()
        self.restyle(1.0)

    # --- what is shown ---------------------------------------------------------------------

    def shown_views(self) -> list[FittedView]:
        return [view for view in (self.board, self.market) if not view.isHidden()]

    def show_part(self, part: str) -> None:
        """Show the map or the markets (when only one fits; side by side both stay)."""
        self.part = part
        self._arrange()

    def show_part_holding(self, items: Sequence[QGraphicsItem]) -> None:
        """Bring forward the part whose scene holds the first of `items` (graphics items), e.g.
        the plant or city a hint rings; nothing changes when both parts are shown."""
        for item in items:
            scene = item.scene()
            for part, view in ((MAP, self.board), (MARKETS, self.market)):
                if scene is view.scene():
                    if part != self.part:
                        self.show_part(part)
                    return

    def toggle_part(self) -> None:
        self.show_part(MAP if self.part == MARKETS else MARKETS)

    def follow_phase(self, phase: Phase) -> None:
        """A new phase brings its part to the front (the same phase leaves the player's choice)."""
        if phase is not self._phase:
            self._phase = phase
            self.show_part(PART_FOR_PHASE[phase])

    def set_presentation_mode(self, on: bool) -> None:
        self.presentation = on
        self.board.set_presentation_mode(on)
        self._arrange()

    def adopt_corner(self, button: QWidget) -> None:
        """Keep `button` (the legend's "?") over the table's top-right corner, whichever part
        is shown."""
        self.corner = button
        button.setParent(self)
        self._arrange()

    # --- words and looks ------------------------------------------------------------------

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        texts = {
            MAP: (
                translate("PowerGridBoard", "Map"),
                translate("PowerGridBoard", "Show the map: cities, cables and regions (Ctrl+M)"),
            ),
            MARKETS: (
                translate("PowerGridBoard", "Markets"),
                translate("PowerGridBoard", "Show the plant and resource markets and the turn order (Ctrl+M)"),
            ),
        }
        for part, (text, tip) in texts.items():
            button = self.buttons[part]
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(text)
            button.setAccessibleDescription(tip)

    def restyle(self, scale: float) -> None:
        """The switch grows with the window, like the "?" beside it."""
        height = round(38 * max(1.0, scale))
        border = max(2, round(2 * scale))
        self.setStyleSheet(
            f"QToolButton#show_map, QToolButton#show_markets {{ background: {Palette.CARD_FACE.name()};"
            f" color: {Palette.INK.name()}; border: {border}px solid {Palette.INK.name()};"
            f" border-radius: {height // 2}px; padding: 0 {height // 4}px; font-size: {round(height * 0.42)}px;"
            f" font-weight: bold; min-height: {height - 2 * border}px; max-height: {height - 2 * border}px; }}"
            f" QToolButton#show_map:checked, QToolButton#show_markets:checked {{"
            f" background: {Palette.INK.name()}; color: {Palette.ON_COLOUR.name()}; }}"
            f" QToolButton#show_map:hover:!checked, QToolButton#show_markets:hover:!checked {{ background: #FFF3DA; }}"
        )
        for button in self.buttons.values():
            button.setMinimumWidth(0)
            button.setMaximumWidth(16777215)
            button.adjustSize()
        self._arrange()

    # --- layout ---------------------------------------------------------------------------

    def readable_px(self) -> float:
        return READABLE_PX_PRESENTATION if self.presentation else READABLE_PX

    def best_split(self, width: int, height: int) -> tuple[int, float]:
        """The map's width side by side, and the smaller of the two smallest texts there (px).
        Worked out once for each size of the table and of the two scenes (every new phase and
        every scene that grows or shrinks asks again; 61 splits tried each time)."""
        key = (
            width,
            height,
            self.board.smallest_text(),
            self.market.smallest_text(),
            self.board.sceneRect().getRect(),
            self.market.sceneRect().getRect(),
        )
        split = self._splits.get(key)
        if split is None:
            split = self._splits[key] = self._best_split(width, height)
            if len(self._splits) > SPLITS_KEPT:
                del self._splits[next(iter(self._splits))]  # the oldest
        return split

    def _best_split(self, width: int, height: int) -> tuple[int, float]:
        best_width, best_px = 0, 0.0
        for tenth in range(20, 81):
            map_width = round(width * tenth / 100)
            market_width = width - map_width - GAP
            px = min(
                self.board.smallest_text() * self.board.fit_scale(map_width, height),
                self.market.smallest_text() * self.market.fit_scale(market_width, height),
            )
            if px > best_px:
                best_width, best_px = map_width, px
        return best_width, best_px

    def _arrange(self) -> None:
        width, height = self.width(), self.height()
        if width <= 0 or height <= 0:
            return
        map_width, px = self.best_split(width, height)
        self.side_by_side = px >= self.readable_px() and not self.one_part
        if self.side_by_side:
            self.board.setGeometry(0, 0, map_width, height)
            self.market.setGeometry(map_width + GAP, 0, width - map_width - GAP, height)
            self.board.show()
            self.market.show()
        else:
            shown, hidden = (self.board, self.market) if self.part == MAP else (self.market, self.board)
            hidden.hide()
            shown.setGeometry(self._room(shown, width, height))
            hidden.setGeometry(shown.geometry())  # what sits over the table (a hint) finds it there
            shown.show()
        top = 8  # the switch: a column of two buttons in the top-left corner
        column = max(b.sizeHint().width() for b in self.buttons.values())
        for part, button in self.buttons.items():
            button.setVisible(not self.side_by_side and not self.one_part)
            button.setChecked(part == self.part)
            button.setFixedWidth(column)
            button.move(8, top)
            button.raise_()
            top += button.height() + 6
        if self.corner is not None:
            self.corner.move(width - self.corner.width() - 8, 8)
            self.corner.raise_()

    def _room(self, view: FittedView, width: int, height: int) -> QRect:
        """Where the shown part goes: the whole table where the switch sits in the empty table
        left of the fitted scene (or is hidden, in the projector layout); else beside the switch
        or under it, whichever shows the scene larger (the switch never covers the board)."""
        if self.one_part:
            return QRect(0, 0, width, height)
        switch = sum(b.sizeHint().height() + 6 for b in self.buttons.values()) + 10
        switch_width = max(b.sizeHint().width() for b in self.buttons.values()) + 12
        fitted = view.sceneRect().width() * view.fit_scale(width, height)
        if (width - fitted) / 2 >= switch_width:
            return QRect(0, 0, width, height)
        beside = QRect(switch_width, 0, width - switch_width, height)
        under = QRect(0, switch, width, height - switch)
        return max((beside, under), key=lambda room: view.fit_scale(room.width(), room.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._arrange()
